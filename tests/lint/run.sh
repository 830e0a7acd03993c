#!/bin/sh
# tests/lint/run.sh - static analysis of resil.h and the fuzz harness
# (`make lint`, and the test step test-lint).
#
#   gcc -fanalyzer   resil.h (default options, and RESIL_NO_STRINGS with tiny
#                    capacities), the fuzz targets and their replay main;
#                    any warning fails.
#   cppcheck         resil.h with --enable=warning,style,performance,
#                    portability and the MISRA C 2012 addon: findings of the
#                    rules listed in tests/lint/cppcheck-misra.supp are the
#                    documented deviations (tests/lint/MISRA.md) and are
#                    counted per rule; anything else fails. The fuzz harness
#                    without the MISRA addon; any finding fails.
#   clang-tidy       resil.h with tests/lint/clang-tidy.cfg (bugprone-*,
#                    cert-*, clang-analyzer-*, misc-*, portability-*, minus
#                    two documented checks); any warning fails.
#
# Prints one line per check and ends with "lint: N passed, N failed".
# Exit codes: 0 clean, 1 a finding (shown), 2 a tool is missing.
# Tools: CC (gcc 12), CPPCHECK (cppcheck 2.10), CLANG_TIDY (clang-tidy 14).
set -u
CC=${CC:-gcc}
CPPCHECK=${CPPCHECK:-cppcheck}
CLANG_TIDY=${CLANG_TIDY:-$(command -v clang-tidy-14 || command -v clang-tidy || echo clang-tidy)}
here=tests/lint
out=build/lint
mkdir -p "$out"
pass=0; fail=0

for tool in "$CC" "$CPPCHECK" "$CLANG_TIDY"; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "lint: $tool not found (Debian: gcc, cppcheck, clang-tidy)"; echo "lint: 0 passed, 1 failed"; exit 2; }
done

check() { # name log: passes if the command succeeded and the log is empty
  name=$1; log=$2; shift 2
  if "$@" >"$log" 2>&1 && [ ! -s "$log" ]; then
    pass=$((pass + 1)); echo "ok   $name"
  else
    fail=$((fail + 1)); echo "FAIL $name"; head -n 40 "$log" | sed 's/^/     /'
  fi
}

# Drops the findings tests/lint/known-findings.txt accepts (matched on the
# text of the flagged line). stdin: "file:line:col: severity: ... [id]" or
# "file:line:col: severity: id" lines (others pass through); $1: tool name.
known() {
  awk -v tool="$1" -v known="$here/known-findings.txt" '
    BEGIN { FS = "|"; while ((getline l < known) > 0) {
              if (l ~ /^#/ || l == "") continue; split(l, f, "|");
              ok[f[1] "|" f[2] "|" f[3]] = 1 } FS = " " }
    function trim(x) { sub(/^[ \t]+/, "", x); sub(/[ \t]+$/, "", x); return x }
    {
      if (match($0, /^[^:]+:[0-9]+:[0-9]+: [a-z]+: /) == 0) { print; next }
      split($0, p, ":"); file = p[1]; line = p[2]
      id = $NF; if (id ~ /^\[/) { gsub(/[][]/, "", id); sub(/,.*/, "", id) }
      src = ""; n = 0
      while ((getline l < file) > 0) if (++n == line) { src = trim(l); break }
      close(file)
      if ((tool "|" id "|" src) in ok) next
      print
    }'
}

# -- cppcheck + MISRA on resil.h, in the background ----------------------
# It is the longest check (about as long as all the others together), so
# it runs beside them and is read after them.
misra_raw=$out/cppcheck-header.txt
$CPPCHECK --std=c99 --enable=warning,style,performance,portability --inline-suppr \
  --addon=misra --template='{file}:{line}:{column}: {severity}: {id}' -q \
  -DRESIL_IMPLEMENTATION resil.h >"$misra_raw" 2>&1 &
misra_pid=$!

# -- gcc -fanalyzer ------------------------------------------------------
analyze() { # extra flags... files...
  for f in $FILES; do
    $CC -std=c99 -O1 -Wall -Wextra -fanalyzer -I. -Ifuzz -Iharness/sim "$@" -c "$f" -o "$out/analyzer.o" || return 1
  done
}
FILES=tests/impl.c
check "gcc -fanalyzer resil.h" "$out/analyzer-header.log" analyze
check "gcc -fanalyzer resil.h (RESIL_NO_STRINGS, tiny capacities)" "$out/analyzer-tiny.log" \
  analyze -DRESIL_NO_STRINGS -DRESIL_MAX_ENDPOINTS=1 -DRESIL_MAX_CHAINS=1 -DRESIL_MAX_STEPS=1
FILES="$(ls fuzz/fuzz_*.c) fuzz/replay_main.c"
check "gcc -fanalyzer fuzz harness (resil.h declarations only)" "$out/analyzer-fuzz.log" \
  analyze -DFZ_NO_IMPLEMENTATION

# -- cppcheck on the fuzz harness -----------------------------------------
check "cppcheck fuzz harness" "$out/cppcheck-fuzz.log" \
  $CPPCHECK --std=c99 --enable=warning,style,performance,portability --inline-suppr \
  --suppress=missingIncludeSystem --suppress=toomanyconfigs --suppress='*:resil.h' \
  --error-exitcode=1 -q -I. -Ifuzz -Iharness/sim --suppress='*:harness/sim/*' -DFZ_NO_IMPLEMENTATION fuzz/

# -- clang-tidy ----------------------------------------------------------
tidy() {
  $CLANG_TIDY --quiet --config-file="$here/clang-tidy.cfg" tests/impl.c -- -std=c99 -I. 2>&1 \
    | grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error): ' | sed 's|^\./||' | known clang-tidy
  return 0
}
check "clang-tidy resil.h ($(sed -n "s/^Checks: '\(.*\)'$/\1/p" "$here/clang-tidy.cfg"))" \
  "$out/clang-tidy.log" tidy

# -- the MISRA run started at the top -----------------------------------
wait "$misra_pid"
allowed=$(grep -v '^#' "$here/cppcheck-misra.supp" | sed -n 's/^\([A-Za-z0-9.-]*\):resil.h$/\1/p')
unexpected() { # findings that are not a documented deviation in resil.h
  awk -v allowed="$allowed" '
    BEGIN { n = split(allowed, a, "\n"); for (i = 1; i <= n; i++) ok[a[i]] = 1 }
    /missingIncludeSystem/ { next }
    { id = $NF; file = $1; sub(/:.*/, "", file);
      if (file ~ /(^|\/)resil\.h$/ && (id in ok)) next; print }' "$misra_raw" | known cppcheck
}
check "cppcheck + MISRA C 2012 addon: resil.h (documented deviations only)" \
  "$out/cppcheck-header.log" unexpected
# What the header deviates from: rule and count (tests/lint/MISRA.md says why).
echo "     MISRA C 2012 deviations in resil.h (rule: findings):" \
  "$(grep -o 'misra-c2012-[0-9.]*$' "$misra_raw" | sed 's/misra-c2012-//' | sort -t. -k1,1n -k2,2n \
     | uniq -c | awk '{printf "%s%s: %s", sep, $2, $1; sep = ", "}')"
echo "lint: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
