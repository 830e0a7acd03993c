#!/bin/sh
# tests/prove/run.sh - Frama-C Eva on the parsers of untrusted bytes
# (tests/prove/prove_parsers.c: resil_classify with its hints,
# resil_retry_after_parse), every input of up to PROVE_MAX bytes.
#
#   tests/prove/run.sh full    make prove: PROVE_MAX=256
#   tests/prove/run.sh short   make test-prove: PROVE_MAX=16
# Environment: PROVE_OPTS_CLASSIFY, PROVE_OPTS_RETRY_AFTER (Eva's precision
# options per entry point, defaults below), PROVE_DIR (default build/prove).
#
# Each alarm is named "function | alarm" (the function of resil.h around
# its line, so that the list survives edits elsewhere in the file). Every
# alarm found must be listed, with its reason, in tests/prove/ALARMS.md;
# an unlisted one (a new defect, or new imprecision to remove or explain)
# fails. None of the harness's own ACSL assertions may be invalid.
# Prints per entry point the alarms and the time, and ends with
# "prove: N passed, N failed" (one check per entry point).
set -u
mode=${1:-short}
case $mode in
  full) max=256 ;;
  short) max=16 ;;
  *) echo "usage: $0 full|short" >&2; exit 2 ;;
esac
# Options measured on this machine (tests/prove/ALARMS.md has the figures):
# the full run keeps resil_retry_after_parse at Eva's default precision (at
# -eva-precision 6 its 257 unrolled lengths pile up states: over 10 min of
# CPU), the short run keeps the classifier there (minutes of CPU less). The
# alarms of each configuration are all listed.
if [ "$mode" = full ]; then
  : "${PROVE_OPTS_CLASSIFY:=-eva-precision 3 -eva-domains octagon}"
  : "${PROVE_OPTS_RETRY_AFTER:=-eva-domains octagon}"
else
  : "${PROVE_OPTS_CLASSIFY:=-eva-domains octagon -eva-split-return auto}"
  : "${PROVE_OPTS_RETRY_AFTER:=-eva-precision 6 -eva-domains octagon}"
fi
dir=${PROVE_DIR:-build/prove}
mkdir -p "$dir"
command -v frama-c >/dev/null 2>&1 || {
  echo "FAIL frama-c not found (Debian: apt-get install frama-c-base)"
  echo "prove: 0 passed, 1 failed"; exit 1; }
root=$(pwd)
listed=$dir/listed.txt
# the listed alarms: table rows "| `function` | `alarm` | reason |"
sed -n 's/^| `\([^`]*\)` | `\([^`]*\)` |.*/\1 | \2/p' tests/prove/ALARMS.md | sort -u >"$listed"
# the pattern table's row count, written as its name in the alarm keys
rows=$(sed -n 's/^#define RESIL__PAT_ROWS \([0-9]*\).*/\1/p' resil.h)
pass=0; fail=0
for entry in prove_classify prove_retry_after; do
  log=$dir/$entry-$mode.log
  case $entry in
    prove_classify) opts=$PROVE_OPTS_CLASSIFY ;;
    *) opts=$PROVE_OPTS_RETRY_AFTER ;;
  esac
  t0=$(date +%s)
  if [ -n "${PROVE_REUSE:-}" ] && [ -s "$log" ]; then rc=0 # re-read the last log
  else
    # shellcheck disable=SC2086
    frama-c -eva $opts -main "$entry" \
      -cpp-extra-args="-I$root -DPROVE_MAX=$max" "$root/tests/prove/prove_parsers.c" \
      >"$log" 2>&1
    rc=$?
  fi
  secs=$(( $(date +%s) - t0 ))
  found=$dir/$entry-$mode.alarms
  # "[eva:alarm] FILE:LINE: Warning: TEXT" (TEXT on that line and/or the
  # indented lines after it) -> "function | TEXT"
  awk -v src="$root/resil.h" '
    function flush() { if (cur != "") print cur; cur = "" }
    BEGIN { n = 0
      while ((getline l < src) > 0) { n++
        if (l ~ /^(static|RESILDEF)[^;]*\(/ && l !~ /;[ \t]*$/) {
          f = l; sub(/\(.*/, "", f); sub(/.*[ *]/, "", f); last = f }
        fn[n] = last } }
    /^\[eva:alarm\]/ { flush(); split($2, p, ":"); line = p[2] + 0
      txt = $0; sub(/.*Warning: */, "", txt)
      cur = ((p[1] ~ /resil\.h$/) ? fn[line] : "harness") " |" (txt == "" ? "" : " " txt)
      next }
    /^  [^ ]/ && cur != "" { t = $0; sub(/^ +/, "", t); cur = cur " " t; next }
    { flush() }
    END { flush() }' "$log" |
    sed "s/ < $rows;\$/ < RESIL__PAT_ROWS;/" | sort -u >"$found"
  # the harness's assertions: none invalid (unknown ones are alarms, listed)
  invalid=$(sed -n 's/^ *Assertions *[0-9]* valid *[0-9]* unknown *\([0-9]*\) invalid.*/\1/p' "$log" | tail -n 1)
  new=$(comm -23 "$found" "$listed")
  n=$(wc -l <"$found" | tr -d ' ')
  if [ "$rc" -ne 0 ] || ! grep -q "done for function $entry" "$log"; then
    fail=$((fail + 1)); echo "FAIL $entry: Eva did not finish (exit $rc, log $log)"; tail -n 15 "$log"
  elif [ -n "$new" ] || [ "${invalid:-x}" != 0 ]; then
    fail=$((fail + 1))
    echo "FAIL $entry ($mode, up to $max bytes, ${secs}s): alarms not in tests/prove/ALARMS.md, or harness assertions invalid (${invalid:-no summary}):"
    printf "%s\n" "$new" | sed "s/^/     /"
  else
    pass=$((pass + 1))
    echo "ok   $entry ($mode, every input of 0..$max bytes, ${secs}s wall, $opts): $n alarms, all listed in tests/prove/ALARMS.md"
  fi
  sed 's/^/       /' "$found"
done
echo "prove: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
