#!/bin/sh
# Run each test step (a make target), show its output, and add up the
# "N passed, N failed" lines the steps print. A step that fails without
# printing such a line counts as one failure. Each step's wall time is
# shown after its output, so a slow run can be read step by step. Ends
# with the total line.
set -u
MAKE=${MAKE:-make}
mkdir -p build/test-logs
tp=0; tf=0; bad=""; t_all=$(date +%s)
for step in "$@"; do
  log=build/test-logs/$step.log
  echo "== $step"
  t0=$(date +%s)
  $MAKE --no-print-directory "$step" >"$log" 2>&1
  rc=$?
  cat "$log"
  echo "== $step done in $(( $(date +%s) - t0 )) s"
  p=0; f=0
  counts=$(grep -E '(^|: )[0-9]+ passed, [0-9]+ failed' "$log" \
           | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2 \3/')
  if [ -n "$counts" ]; then
    p=$(echo "$counts" | awk '{s+=$1} END {print s+0}')
    f=$(echo "$counts" | awk '{s+=$2} END {print s+0}')
  fi
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  if [ "$rc" -eq 0 ] && [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then p=1; fi
  [ "$f" -ne 0 ] && bad="$bad $step"
  tp=$((tp + p)); tf=$((tf + f))
done
[ -n "$bad" ] && echo "failed steps:$bad"
echo "steps took $(( $(date +%s) - t_all )) s"
echo "total: $tp passed, $tf failed"
[ "$tf" -eq 0 ]
