#!/bin/sh
# The checks of `make embedded` (issue 8), run after mk/embedded.mk has
# built everything. One line per check; ends with
# "embedded: N passed, N failed".
#
#   EMB=build/embedded PYTHON=python3 TIMEOUT=60 sh tests/embedded/check.sh
#       [--update-footprint]
#
# A target whose cross compiler or QEMU is missing is skipped with a
# message; with CI=true (or EMB_REQUIRE=1) every skip is a failure.
# QEMU exit codes: 0 pass, 1 an invariant of the replay failed, 2 output
# differs from the native run, 100+N the CPU took exception N, 124 timeout.
# Exit status: 0 every check passed, 1 a check failed, 2 usage error.
set -u
EMB=${EMB:-build/embedded}
PYTHON=${PYTHON:-python3}
TIMEOUT=${TIMEOUT:-60}
here=$(dirname "$0")
tool="$PYTHON $here/emb_tool.py"
update=0
case "${1:-}" in
  --update-footprint) update=1 ;;
  -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "usage: check.sh [--update-footprint | --help]" >&2; exit 2 ;;
esac
require=0
{ [ "${CI:-}" = true ] || [ "${EMB_REQUIRE:-}" = 1 ]; } && require=1
pass=0; fail=0
log=$EMB/last.log

ok()   { pass=$((pass + 1)); echo "ok   $*"; }
bad()  { fail=$((fail + 1)); echo "FAIL $*"; }
check() { # name command...   (shows the command's output on failure)
  name=$1; shift
  if "$@" >"$log" 2>&1; then ok "$name"
  else bad "$name"; sed 's/^/     /' "$log" | head -30; fi
}
checkv() { # name command...  (always shows the output)
  name=$1; shift
  if "$@" >"$log" 2>&1; then ok "$name"; else bad "$name"; fi
  sed 's/^/     /' "$log" | head -30
}
skip() {
  if [ "$require" = 1 ]; then bad "$* (skips are failures with CI=true)"
  else echo "SKIP $*"; fi
}
now_ms() { date +%s%3N; }

# QEMU run: qemu TARGET ELF OUTBASE -> rc in $qrc, time in $qms
qemu_run() {
  t0=$(now_ms)
  # shellcheck disable=SC2086
  timeout "$TIMEOUT" $qemu -kernel "$2" >"$3.out" 2>"$3.err" </dev/null
  qrc=$?
  qms=$(( $(now_ms) - t0 ))
}

# The native side first: the reference output.
if [ -s "$EMB/native/replay.out" ]; then
  ok "native replay: $(wc -l <"$EMB/native/replay.out") lines of decisions"
else
  bad "native replay produced no output"
fi
if [ "${REPLAY_TEXT:-0}" = 1 ]; then
  check "native replay: error text through the classifier decides as the plain classes" \
    cmp "$EMB/native/replay.out" "$EMB/native/replay-cls.out"
else
  echo "note replay reports plain classes: resil_report_text is not implemented yet"
fi
check "native gateway example (strict flags, tick starting near the wrap)" \
  sh -c "$EMB/native/gateway >$EMB/native/gateway.out"

figs=""
while IFS='|' read -r t cross arch qemu; do
  echo "== $t"
  d=$EMB/$t
  rm -f "$d"/replay.out "$d"/replay.err "$d"/replay-wrong.out "$d"/replay-wrong.err "$d"/gateway.out "$d"/gateway.err \
        "$d"/fault.out "$d"/fault.err "$EMB/$t.figs"
  if ! command -v "${cross}gcc" >/dev/null 2>&1; then
    skip "$t: ${cross}gcc not found (Debian: gcc-arm-none-eabi / gcc-riscv64-unknown-elf)"
    continue
  fi
  ok "$t: library built -std=c99 -Os -ffreestanding, strict warnings as errors, float/malloc/printf poisoned"
  # The poison header must really bite (hardware float on M4F links no
  # helper symbol, so only the compiler can see it).
  printf 'float emb_f(float x);\nfloat emb_f(float x) { return x; }\n' >"$EMB/poison-probe.c"
  check "$t: the poison header rejects float" sh -c \
    "! ${cross}gcc -ffreestanding -include $here/poison.h -c $EMB/poison-probe.c -o $EMB/poison-probe.o"
  # The checks below must be able to fail: a probe that breaks every rule.
  # shellcheck disable=SC2086
  if ${cross}gcc $arch -ffreestanding -ffunction-sections -Os -c "$here/bad_probe.c" \
       -o "$EMB/$t-bad.o" 2>"$log"; then
    check "$t: the symbol check rejects float and signed 64-bit division" \
      sh -c "! $tool symbols $cross $EMB/$t-bad.o"
    check "$t: the call-graph check sees 64-bit division behind resil_next" \
      sh -c "! $tool divpath $cross $EMB/$t-bad.o"
  else
    bad "$t: bad_probe.c does not compile"; cat "$log"
  fi
  check "$t: undefined symbols only mem* and libgcc integer helpers" \
    $tool symbols "$cross" "$d/impl.o"
  check "$t: .data and .bss of the library are empty" sh -c \
    "${cross}size $d/impl.o | awk 'NR==2 { print; exit (\$2 + \$3) != 0 }'"
  checkv "$t: no 64-bit division on the decision path" \
    $tool divpath "$cross" "$d/impl.o"
  check "$t: no dynamic stack frames (-fstack-usage)" \
    sh -c "! grep -v 'static\$' $d/impl.su"

  qbin=${qemu%% *}
  if ! command -v "$qbin" >/dev/null 2>&1; then
    skip "$t: $qbin not found (Debian: qemu-system-arm / qemu-system-misc)"
  else
    qemu_run "$t" "$d/replay.elf" "$d/replay"
    if [ "$qrc" = 0 ]; then ok "$t: replay on QEMU exits 0 (${qms} ms)"
    else bad "$t: replay on QEMU exit status $qrc (${qms} ms)"; sed 's/^/     /' "$d/replay.err" | head; fi
    if cmp -s "$d/replay.out" "$EMB/native/replay.out"; then
      ok "$t: QEMU output byte-identical to native ($(wc -c <"$d/replay.out") bytes)"
    else
      bad "$t: QEMU output differs from native"
      diff "$EMB/native/replay.out" "$d/replay.out" | head -10 | sed 's/^/     /'
    fi
    echo "     qemu $t replay: ${qms} ms wall, $(grep -o 'high-water.*' "$d/replay.err")"
    qemu_run "$t" "$d/replay-wrong.elf" "$d/replay-wrong"
    if [ "$qrc" = 2 ]; then ok "$t: a replay expecting other output exits 2"
    else bad "$t: a replay expecting other output exits $qrc, not 2"; fi
    qemu_run "$t" "$d/gateway.elf" "$d/gateway"
    if [ "$qrc" = 0 ]; then ok "$t: gateway example on QEMU exits 0 (${qms} ms)"
    else bad "$t: gateway example on QEMU exit status $qrc"; sed 's/^/     /' "$d/gateway.err" | head; fi
    if [ "$(head -1 "$d/gateway.out")" = "$(head -1 "$EMB/native/gateway.out")" ] &&
       [ -s "$d/gateway.out" ]; then
      ok "$t: gateway summary identical to the native run"
    else
      bad "$t: gateway summary differs from the native run"
      sed 's/^/     /' "$d/gateway.out" "$EMB/native/gateway.out" | head -4
    fi
    qemu_run "$t" "$d/fault.elf" "$d/fault"
    if [ "$qrc" -ge 100 ] && [ "$qrc" -lt 124 ]; then
      ok "$t: a CPU fault ends the run with its own code ($qrc, ${qms} ms)"
    else bad "$t: fault image exit status $qrc (want 100+exception)"; fi
  fi
  if $tool collect "$cross" "$d" "$EMB/$t.figs" >"$log" 2>&1; then
    figs="$figs $EMB/$t.figs"
    # issue 16's RAM target: a core-only engine of 2 endpoints and 2 chains
    ram=$(awk -F'\t' '$1 ~ /^ram: engine, core only/ { print $2 }' "$EMB/$t.figs")
    check "$t: core-only engine (2 endpoints, 2 chains) ${ram:-?} B <= 512 B" \
      test "${ram:-99999}" -le 512
    # ... and its flash target: the core-only minimal program on Cortex-M0+
    if [ "$t" = m0plus ]; then
      fl=$(awk -F'\t' '$1 == "flash: minimal program, core only" { print $2 }' "$EMB/$t.figs")
      check "$t: core-only minimal program ${fl:-?} B <= 6144 B of flash" \
        test "${fl:-99999}" -le 6144
    fi
    if grep -q FAIL "$log"; then bad "$t: footprint"; cat "$log"; fi
  else
    bad "$t: footprint figures"; cat "$log"
  fi
done <"$EMB/targets.txt"

if [ -n "$figs" ]; then
  echo "== footprint"
  # shellcheck disable=SC2086
  $tool table $figs
  if [ "$update" = 1 ]; then
    # shellcheck disable=SC2086
    $tool table $figs --out "$here/footprint.txt" >/dev/null &&
      ok "footprint table written to $here/footprint.txt (commit it)"
  else
    # shellcheck disable=SC2086
    check "footprint within the margin of $here/footprint.txt" \
      $tool compare "$here/footprint.txt" $figs
  fi
fi

echo "embedded: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
