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
rm -f "$want" "$got"
echo "docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
