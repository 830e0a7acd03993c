#!/bin/sh
# fuzz/run.sh - run resil's fuzz targets (called by mk/fuzz.mk).
#
#   fuzz/run.sh test SECONDS TARGET...   make test-fuzz: replay each target's
#       corpus (fuzz/corpus/TARGET) with the plain-main build (CC with
#       ASan+UBSan), then run each libFuzzer build (clang with
#       ASan+UBSan+integer) for SECONDS/number-of-targets seconds (at least
#       1) on a copy of the corpus: it runs every corpus input before it
#       fuzzes, which is checked (its count of runs is at least the
#       corpus's). Ends with "fuzz: N passed, N failed" (2 checks a target).
#   fuzz/run.sh fuzz SECONDS TARGET...   make fuzz: run each libFuzzer build
#       for SECONDS; new inputs go to build/fuzz/work/TARGET (the committed
#       corpus is only read), crashes to build/fuzz/artifacts/. Prints, per
#       target, executions, exec/s and coverage (libFuzzer's cov and ft).
#   fuzz/run.sh replay TARGET...         replay the corpora with the CC
#       build only (what a gcc-only machine can run).
#
# Binaries are expected in $FUZZ_DIR/{libfuzzer,replay}/TARGET
# (FUZZ_DIR defaults to build/fuzz). Exit codes: 0 all passed, 1 a check
# failed (the log and the reproducer's path are printed), 2 usage.
set -u
mode=${1:-}; shift 2>/dev/null || true
FUZZ_DIR=${FUZZ_DIR:-build/fuzz}
case $mode in
  test|fuzz) secs=${1:-}; shift 2>/dev/null || true ;;
  replay) secs=0 ;;
  -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "usage: $0 test|fuzz SECONDS TARGET... | replay TARGET..." >&2; exit 2 ;;
esac
[ $# -gt 0 ] || { echo "$0: no targets" >&2; exit 2; }
logs=$FUZZ_DIR/logs
mkdir -p "$logs" "$FUZZ_DIR/artifacts" "$FUZZ_DIR/work"
pass=0; fail=0
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

ok()  { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1 (log: $2)"; tail -n 25 "$2" | sed 's/^/     /'; }

dict_for() { # the dictionary of a target, if any (FUZZ_DICT_TARGETS in mk/fuzz.mk)
  case " ${FUZZ_DICT_TARGETS:-classify retry_after} " in
    *" $1 "*)
      if [ -f "$FUZZ_DIR/classify.dict" ]; then echo "-dict=$FUZZ_DIR/classify.dict"
      elif [ -f fuzz/classify.dict ]; then echo "-dict=fuzz/classify.dict"; fi ;;
  esac
}

replay() { # name binary target
  log=$logs/$1-$3.log
  mkdir -p "fuzz/corpus/$3"
  if "$2" -q "fuzz/corpus/$3" >"$log" 2>&1; then
    ok "$1 $3: $(grep -o '[0-9]* inputs' "$log")"
  else
    bad "$1 $3" "$log"
  fi
}

libfuzzer() { # target seconds workdir -> log in $logs/libfuzzer-TARGET.log
  t=$1; s=$2; work=$3
  log=$logs/libfuzzer-$t.log
  mkdir -p "$work" "fuzz/corpus/$t"
  # shellcheck disable=SC2046
  "$FUZZ_DIR/libfuzzer/$t" -max_total_time="$s" -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$FUZZ_DIR/artifacts/$t-" $(dict_for "$t") \
    "$work" "fuzz/corpus/$t" >"$log" 2>&1
}

stats() { # log -> "N execs, N exec/s, cov N, ft N, corpus N"
  awk '
    /stat::number_of_executed_units:/ { ex = $2 }
    /stat::average_exec_per_sec:/ { eps = $2 }
    / DONE / || /cov: / { for (i = 1; i <= NF; i++) {
        if ($i == "cov:") cov = $(i + 1); if ($i == "ft:") ft = $(i + 1);
        if ($i == "corp:") { split($(i + 1), c, "/"); corp = c[1] } } }
    END { printf "%s execs, %s exec/s, cov %s, ft %s, corpus %s", ex, eps, cov, ft, corp }' "$1"
}

case $mode in
  replay)
    for t in "$@"; do replay replay "$FUZZ_DIR/replay/$t" "$t"; done ;;
  test)
    for t in "$@"; do
      replay "replay(cc asan+ubsan)" "$FUZZ_DIR/replay/$t" "$t"
    done
    per=$((secs / $#)); [ "$per" -ge 1 ] || per=1
    for t in "$@"; do
      work=$FUZZ_DIR/work/test-$t
      log=$logs/libfuzzer-$t.log
      rm -rf "$work"
      n=$(find "fuzz/corpus/$t" -type f | wc -l | tr -d ' ')
      if ! libfuzzer "$t" "$per" "$work"; then
        bad "libfuzzer $t" "$log"
      elif [ "$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")" -lt "$n" ]; then
        bad "libfuzzer $t ran fewer inputs than its corpus's $n" "$log"
      else
        ok "libfuzzer(clang asan+ubsan+integer) $t, its $n inputs then ${per}s: $(stats "$log")"
      fi
      rm -rf "$work"
    done ;;
  fuzz)
    for t in "$@"; do
      echo "fuzzing $t for ${secs}s (log: $logs/libfuzzer-$t.log)"
      if libfuzzer "$t" "$secs" "$FUZZ_DIR/work/$t"; then
        ok "libfuzzer $t ${secs}s: $(stats "$logs/libfuzzer-$t.log")"
      else
        bad "libfuzzer $t" "$logs/libfuzzer-$t.log"
      fi
    done ;;
esac
echo "fuzz: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
