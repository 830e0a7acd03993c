#!/bin/sh
# Tests of resil-sim (make test-sim). Ends with "sim: N passed, N failed".
#
#  1. golden trace hashes of two scenarios (tests/sim/golden.txt; after an
#     intended change of behaviour: make sim-golden, and say why in the commit)
#  2. the same scenario twice gives byte-identical JSON and trace
#  3. provider-outage started 60 s before the 32-bit wrap gives the same
#     summary as started at tick 0 (and 2 min into the outage, too)
#  4. every must-hold of every catalog scenario, one check each
#  5. each bad scenario file in tests/sim/bad/ is refused (exit 2, nothing
#     runs) with the message and line its first line announces
#  6. --help and --version answer, a bad option gets exit 2
#  7. README.md's copy of the table is what make sim prints
#  8. the catalog under ASan+UBSan (when given the second binary)
#  9. the classifier gives each catalogue error text its expected class
# 10. a violated must-hold makes the run exit 1
# 11. the provider's rpm model: per fixed minute at most rpm calls accepted,
#     a 429 only when the minute is full (strategy none: one call a task)
set -u
LC_ALL=C; export LC_ALL
SIM=${1:-build/resil-sim}
ASAN=${2:-}
PY=${PYTHON:-/usr/bin/python3}
CAT=harness/scenarios
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pass=0; fail=0
ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# the "metrics"-level summary of each strategy, without what depends on the
# tick itself (clock_offset, trace_hash)
summary() {
  sed -e 's/"clock_offset":[0-9]*//' -e 's/"trace_hash":"[0-9a-f]*"//g' "$1"
}

# 1. golden trace hashes
while read -r scen strat hash; do
  case "$scen" in ''|\#*) continue ;; esac
  got=$("$SIM" --quiet --json "$CAT/$scen.scn" | "$PY" -c '
import json, sys
d = json.load(sys.stdin)
print([s["trace_hash"] for s in d["strategies"] if s["strategy"] == sys.argv[1]][0])' "$strat")
  if [ "$got" = "$hash" ]; then ok; else bad "golden trace hash $scen/$strat: got $got, want $hash"; fi
done < tests/sim/golden.txt

# 2. determinism
for scen in provider-outage overload-herd; do
  "$SIM" --quiet --json --trace "$TMP/t1" "$CAT/$scen.scn" > "$TMP/j1"
  "$SIM" --quiet --json --trace "$TMP/t2" "$CAT/$scen.scn" > "$TMP/j2"
  if cmp -s "$TMP/j1" "$TMP/j2" && cmp -s "$TMP/t1" "$TMP/t2" && [ -s "$TMP/t1" ]; then ok
  else bad "$scen twice: output or trace differs"; fi
done
# a different seed changes the trace (the check above could not fail otherwise)
"$SIM" --quiet --json --seed 99 "$CAT/provider-outage.scn" > "$TMP/j3"
if ! cmp -s "$TMP/j1" "$TMP/j3"; then ok; else bad "--seed 99 gives the same output as the file's seed"; fi

# 3. the 32-bit wrap
"$SIM" --quiet --json --clock-offset 0 "$CAT/provider-outage.scn" > "$TMP/w0"
for off in -60s -7m -1s; do
  "$SIM" --quiet --json --clock-offset "$off" "$CAT/provider-outage.scn" > "$TMP/w1"
  if [ "$(summary "$TMP/w0")" = "$(summary "$TMP/w1")" ]; then ok
  else bad "provider-outage at clock offset $off differs from offset 0"; fi
done
# the traces do differ (ticks are in them): the wrap was really crossed
"$SIM" --quiet --json --clock-offset -60s --trace "$TMP/tw" "$CAT/provider-outage.scn" > /dev/null
if grep -q '"tick":42949[0-9]\{5\},' "$TMP/tw" && grep -q '"tick":[0-9]\{1,6\},' "$TMP/tw"; then ok
else bad "the -60s trace does not show ticks on both sides of the wrap"; fi

# 4. every catalog must-hold
for f in "$CAT"/*.scn; do
  "$SIM" --quiet --json "$f" > "$TMP/c.json"
  rc=$?
  if [ "$rc" -gt 1 ]; then bad "$f: exit $rc"; continue; fi
  "$PY" - "$TMP/c.json" > "$TMP/c.txt" <<'EOF'
import json, sys
for line in open(sys.argv[1]):
    d = json.loads(line)
    for x in d["expect"]:
        print(("ok " if x["ok"] else "FAIL ") + d["scenario"] + ": " + x["check"]
              + ("" if x["ok"] else "  [left %s, right %s] %s" % (x.get("left"), x.get("right"), x.get("why", ""))))
EOF
  while read -r line; do
    case "$line" in
      ok\ *) ok ;;
      *) bad "must-hold: ${line#FAIL }" ;;
    esac
  done < "$TMP/c.txt"
done

# 5. bad scenario files
for f in tests/sim/bad/*.scn; do
  want=$(sed -n '1s/^# error: \([0-9]*\): //p' "$f")
  line=$(sed -n '1s/^# error: \([0-9]*\): .*/\1/p' "$f")
  "$SIM" --quiet "$f" > "$TMP/out" 2> "$TMP/err"
  rc=$?
  msg=$(cat "$TMP/err")
  case "$msg" in
    "$f:$line: $want"*)
      if [ "$rc" -eq 2 ] && [ ! -s "$TMP/out" ]; then ok
      else bad "$f: exit $rc (want 2) or output on stdout"; fi ;;
    *) bad "$f: got '$msg', want '$f:$line: $want...'" ;;
  esac
done

# 7. README.md shows the table `make sim` prints (make sim-readme)
"$SIM" --quiet "$CAT"/*.scn | grep -v 'tasks/s$' | sed -e '${/^$/d;}' > "$TMP/table"
awk '/<!-- sim:end -->/ {on=0} on && !/^```/ {print} /<!-- sim:begin -->/ {on=1}' README.md > "$TMP/readme"
if cmp -s "$TMP/table" "$TMP/readme"; then ok
else bad "README.md's simulation table is not what make sim prints now (make sim-readme; diff below)"; diff "$TMP/readme" "$TMP/table" | head -10; fi

# 8. the whole catalog, report and trace under ASan+UBSan: no finding
if [ -n "$ASAN" ]; then
  ASAN_OPTIONS=detect_leaks=1 "$ASAN" --quiet --report "$TMP/r.html" --trace "$TMP/t.jsonl" \
    "$CAT"/*.scn > /dev/null 2> "$TMP/asan"
  rc=$?
  if [ "$rc" -le 1 ] && [ ! -s "$TMP/asan" ]; then ok
  else bad "catalog under ASan+UBSan: exit $rc"; head -20 "$TMP/asan"; fi
fi

# 10. a violated must-hold makes the run exit 1 and says FAIL
"$SIM" --quiet tests/sim/violated.scn > "$TMP/v" 2>&1
rc=$?
if [ "$rc" -eq 1 ] && grep -q '^  FAIL resil.succeeded > resil.tasks' "$TMP/v"; then ok
else bad "a violated expectation: exit $rc (want 1) or no FAIL line"; fi

# 9. every error text the endpoints answer with gets the expected class
#    from resil's classifier, with and without the hints
if "$SIM" --list-errors > "$TMP/errs"; then ok
else bad "the classifier disagrees with the error catalogue:"; cat "$TMP/errs"; fi

# 6. command line
if "$SIM" --help | grep -q '^usage: resil-sim' && "$SIM" --version | grep -q '^resil-sim '; then ok
else bad "--help / --version"; fi
"$SIM" --bogus > /dev/null 2>&1
if [ $? -eq 2 ]; then ok; else bad "unknown option: exit status is not 2"; fi

# 11. the provider's rpm model
for scen in rpm-limit-openai rpm-limit-bare; do
  "$SIM" --quiet --trace "$TMP/rpm.jsonl" "$CAT/$scen.scn" > /dev/null 2>&1
  if "$PY" - "$TMP/rpm.jsonl" 600 <<'PYEOF'
import json, sys
tries, ans = {}, {}
for line in open(sys.argv[1]):
    d = json.loads(line)
    if d["strategy"] != "none": continue
    if d.get("decision") == "try": tries[d["task"]] = d["t"]
    if "answer" in d: ans[d["task"]] = d.get("text", "ok")
acc, full = {}, set()
for task, t in tries.items():
    w = t // 60000
    if ans.get(task) == "429": full.add(w)
    else: acc[w] = acc.get(w, 0) + 1
rpm = int(sys.argv[2])
bad = [w for w in acc if acc[w] > rpm] + [w for w in full if acc.get(w, 0) != rpm]
sys.exit(1 if bad or not full else 0)
PYEOF
  then ok; else bad "$scen: the rpm model accepts more than rpm per minute, or refuses below it"; fi
done

echo "sim: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
