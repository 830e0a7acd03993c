#!/bin/sh
# tests/cflite-check.sh - run .clusterfuzzlite/build.sh here the way
# ClusterFuzzLite / OSS-Fuzz run it, then check what it left in $OUT.
#
#   tests/cflite-check.sh [-s address|undefined] [-r RUNS] [-n SEEDS] [-m SECONDS] [-k DIR]
#     -s  the sanitizer configuration (default address), flags as the
#         base-builder image sets them (minus -stdlib=libc++, not needed by C)
#     -r  executions of each target after loading its seeds (default 200)
#     -n  run on the first SEEDS files of each seed zip only (default: all)
#     -m  instead of -r: fuzz each target SECONDS, one at a time, and print
#         its executions per second (libFuzzer's average_exec_per_sec)
#     -k  keep $OUT/$SRC/$WORK under DIR (default: a temporary directory)
# Checks: the build succeeds; every target of `make fuzz-manifest` (and its
# _fast variant where it has one) is an executable in $OUT with a non-empty
# NAME_seed_corpus.zip holding every file of its corpus, NAME.dict where it
# reads a dictionary, NAME.options naming it; each runs on its unzipped
# seeds (with its .dict) without a crash. Ends with "cflite: N passed, N failed".
set -u
san=address; runs=200; measure=0; keep=""; nseeds=0
while getopts s:r:n:m:k: o; do
  case $o in
    s) san=$OPTARG ;; r) runs=$OPTARG ;; m) measure=$OPTARG ;; k) keep=$OPTARG ;;
    n) nseeds=$OPTARG ;;
    *) sed -n '2,20p' "$0"; exit 2 ;;
  esac
done
root=$(pwd)
top=${keep:-$(mktemp -d "${TMPDIR:-/tmp}/cflite.XXXXXX")}
[ -n "$keep" ] || trap 'rm -rf "$top"' EXIT
rm -rf "$top/out" "$top/src" "$top/work"
mkdir -p "$top/out" "$top/src" "$top/work"
top=$(cd "$top" && pwd)
ln -s "$root" "$top/src/resil"

case $san in
  address) sf="-fsanitize=address -fsanitize-address-use-after-scope" ;;
  undefined)
    u=array-bounds,bool,builtin,enum,float-divide-by-zero,integer-divide-by-zero,null,object-size,return,returns-nonnull-attribute,shift,signed-integer-overflow,unreachable,vla-bound
    sf="-fsanitize=$u,unsigned-integer-overflow -fno-sanitize-recover=$u" ;;
  *) echo "$0: unknown sanitizer $san" >&2; exit 2 ;;
esac
export CC=clang CXX=clang++ SANITIZER=$san FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION $sf -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer
export OUT=$top/out SRC=$top/src WORK=$top/work
# as the runner sets them (unsigned wrap is the point of tick arithmetic)
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:symbolize=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:silence_unsigned_overflow=1

pass=0; fail=0
ok()  { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -z "${2:-}" ] || tail -n 20 "$2" | sed 's/^/     /'; }

log=$top/build.log
if (cd "$SRC/resil" && bash "$SRC/resil/.clusterfuzzlite/build.sh") >"$log" 2>&1; then
  ok "build.sh ($san): $(ls "$OUT" | grep -c -v '\.')" 
else
  bad "build.sh ($san)" "$log"
  echo "cflite: $pass passed, $fail failed"; exit 1
fi

check() { # name corpus-target dict
  n=$1; t=$2; d=$3; why=""
  [ -x "$OUT/$n" ] || why="$why no binary;"
  z=$OUT/${n}_seed_corpus.zip
  want=$(find "fuzz/corpus/$t" -type f | wc -l)
  got=$(unzip -Z1 "$z" 2>/dev/null | grep -c -v '/$')
  [ "$want" -gt 0 ] && [ "$got" -eq "$want" ] || why="$why seed zip has $got of $want files;"
  dopt=""
  if [ "$d" != - ]; then
    [ -s "$OUT/$n.dict" ] || why="$why no $n.dict;"
    grep -q "^dict = $n.dict" "$OUT/$n.options" 2>/dev/null || why="$why .options lacks the dict;"
    dopt="-dict=$OUT/$n.dict"
  fi
  if [ -n "$why" ]; then bad "$n:$why"; return; fi
  seeds=$WORK/seeds-$n; rm -rf "$seeds"; mkdir -p "$seeds"
  if [ "$nseeds" -gt 0 ]; then
    # shellcheck disable=SC2046
    unzip -q -o "$z" $(unzip -Z1 "$z" | grep -v '/$' | head -n "$nseeds") -d "$seeds"
  else
    unzip -q -o "$z" -d "$seeds"
  fi
  nrun=$(ls "$seeds" | wc -l | tr -d ' ') # (libFuzzer adds new inputs there)
  rlog=$WORK/run-$n.log
  if [ "$measure" -gt 0 ]; then
    mkdir -p "$WORK/corpus-$n"
    # shellcheck disable=SC2086
    (cd "$WORK" && "$OUT/$n" -max_total_time="$measure" -timeout=10 -print_final_stats=1 \
       $dopt "$WORK/corpus-$n" "$seeds") >"$rlog" 2>&1
  else
    # shellcheck disable=SC2086
    (cd "$WORK" && "$OUT/$n" -runs="$runs" -timeout=10 $dopt "$seeds") >"$rlog" 2>&1
  fi
  rc=$?
  if [ "$rc" -ne 0 ]; then bad "$n runs (exit $rc)" "$rlog"; return; fi
  if [ "$measure" -gt 0 ]; then
    ok "$n: $want seeds, $(awk '/number_of_executed_units/ {x=$2} /average_exec_per_sec/ {e=$2}
         END {printf "%s execs in '"$measure"' s, %s exec/s", x, e}' "$rlog")"
  else
    ok "$n: binary, $got seeds, ${dopt:+dict, }ran $nrun seeds + $runs runs"
  fi
}

make -s --no-print-directory fuzz-manifest >"$WORK/manifest-check"
while IFS='|' read -r name srcs flags dict fast; do
  check "$name" "$name" "$dict"
  [ "$fast" != 1 ] || check "${name}_fast" "$name" "$dict"
done <"$WORK/manifest-check"
echo "cflite: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
