#!/bin/sh
# The defaults table is written once, by the code: build/defaults prints it
# from resil_desc_defaults(). The copies in resil.h's manual and in
# README.md must match it line for line. Ends with "docs: N passed, N failed".
set -u
gen=$1
pass=0; fail=0
want=$(mktemp); got=$(mktemp)
"$gen" >"$want"
# resil.h: the lines after "DEFAULTS (generated", up to the blank line.
awk '/DEFAULTS \(generated/ {on=1; next} on && /^$/ {exit} on {sub(/^        /, ""); print}' resil.h >"$got"
if cmp -s "$want" "$got"; then pass=$((pass + 1)); echo "ok   resil.h defaults table"
else fail=$((fail + 1)); echo "FAIL resil.h defaults table differs from the code (make defaults):"; diff "$want" "$got" | head; fi
awk '/<!-- defaults:end -->/ {on=0} on && !/^```/ {print} /<!-- defaults:begin -->/ {on=1}' README.md >"$got"
if cmp -s "$want" "$got"; then pass=$((pass + 1)); echo "ok   README.md defaults table"
else fail=$((fail + 1)); echo "FAIL README.md defaults table differs from the code (make defaults):"; diff "$want" "$got" | head; fi
# The manual's event table names every event type of RESIL_EVENTS (but NONE).
names=$(awk '/^#define RESIL_EVENTS\(X\)/ {on=1; next} on {print} on && !/\\$/ {on=0}' resil.h |
        sed -n 's/.*X([A-Z_]*, *"\([a-z_]*\)").*/\1/p' | grep -v '^none$')
table=$(awk '/EVENT TABLE/ {on=1; next} on && /resil_engine_counters/ {exit} on' resil.h)
missing=""
for n in $names; do
  printf '%s\n' "$table" | grep -Eq "^ +$n " || missing="$missing $n"
done
if [ -n "$names" ] && [ -z "$missing" ]; then
  pass=$((pass + 1)); echo "ok   resil.h event table: $(echo $names | wc -w) event types"
else fail=$((fail + 1)); echo "FAIL resil.h event table lacks:${missing:- (no event names found)}"; fi
# README's quick start: the first ```c block after "## Quick start" must
# compile with the strict flags and print what its comment says.
qs=build/quickstart
mkdir -p "$qs"
awk '/^## Quick start/ {on=1} on && /^```c$/ {code=1; next} code && /^```$/ {exit} code {print}' README.md >"$qs/main.c"
if ${CC:-cc} ${STRICT_C:--std=c99 -Wall -Wextra -Werror} -I. "$qs/main.c" -o "$qs/main" >"$qs/log" 2>&1 &&
   "$qs/main" >"$qs/out" && grep -qx 'done after 3 attempts, at [0-9]* ms' "$qs/out"; then
  pass=$((pass + 1)); echo "ok   README.md quick start compiles and runs: $(cat "$qs/out")"
else
  fail=$((fail + 1)); echo "FAIL README.md quick start:"; cat "$qs/log" "$qs/out" 2>/dev/null | head
fi
rm -f "$want" "$got"
echo "docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
