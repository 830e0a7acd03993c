#!/bin/sh
# Per-call instruction breakdown of each decision path, by function
# (exclusive Ir), from the two callgrind runs build/bench made per path
# (10 and 110 measured calls): (Ir[110] - Ir[10]) / 100 is exactly one
# call, the set-up cancels out. A path measured with limit.mode OFF too
# has its "NAME-off" outputs. Run `make bench` (or build/bench --only
# decision) first.
#   usage: sh harness/bench/callgrind-breakdown.sh [DIR] [PATH...]
#   (PATH: NAME or NAME-off; default: every path with outputs in DIR)
#   exit status: 0 done; 1 a callgrind output is missing; 2 no
#   callgrind_annotate.
set -u
dir=${1:-build/bench-callgrind}
[ $# -gt 0 ] && shift
paths=${*:-$(ls "$dir" 2>/dev/null | sed -n 's/-110\.out$//p')}
[ -n "$paths" ] || { echo "no callgrind outputs in $dir"; exit 1; }
command -v callgrind_annotate >/dev/null 2>&1 || { echo "callgrind_annotate not found (valgrind)"; exit 2; }
flat() { # exclusive Ir per function of one output file: "fn ir"
  callgrind_annotate --auto=no --threshold=100 "$1" 2>/dev/null |
    awk '/file:function/ {on=1; next}
         on && /^ *[0-9,]+ / { n=$1; gsub(",", "", n); f=$0;
           sub(/^ *[0-9,]+ *(\([ 0-9.]+%\))? */, "", f); sub(/ \[.*$/, "", f);
           sub(/^.*:/, "", f); if (f != "") s[f] += n }
         END { for (f in s) print f, s[f] }'
}
for p in $paths; do
  a=$dir/$p-10.out; b=$dir/$p-110.out
  [ -f "$a" ] && [ -f "$b" ] || { echo "missing $a or $b"; exit 1; }
  echo "== $p: instructions per call, by function (exclusive)"
  { flat "$a" | sed 's/^/A /'; flat "$b" | sed 's/^/B /'; } |
    awk '{ if ($1 == "A") a[$2] += $3; else b[$2] += $3; f[$2] = 1 }
         END { for (k in f) { d = (b[k] - a[k]) / 100; if (d > 0) { printf "%8.1f  %s\n", d, k; t += d } }
               printf "%8.1f  TOTAL\n", t }' | sort -rn | sed 's/^/  /'
done
