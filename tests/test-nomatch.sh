#!/bin/sh
# Neutral text is no error: every message of the bench's "nomatch" set (log
# text made of words that name no error, harness/bench/msgs.c) must come
# out unknown from build/resil-classify. A keyword that fires there is too
# broad. Ends with "classify-nomatch: N passed, N failed".
set -u
bench=${1:-build/bench}
bin=${2:-build/resil-classify}
# one message per line: backslashes doubled, newlines as \n (the CLI's
# stdin escapes); records are separated by a line "----"
classes=$("$bench" --dump-set nomatch |
  awk 'BEGIN { m = "" }
       $0 == "----" { print m; m = ""; next }
       { gsub(/\\/, "\\\\"); m = (m == "" ? $0 : m "\\n" $0) }
       END { if (m != "") print m }' | "$bin") || {
  echo "classify-nomatch: 0 passed, 1 failed (the bench or the CLI failed)"; exit 1; }
total=$(printf '%s\n' "$classes" | grep -c .)
bad=$(printf '%s\n' "$classes" | grep -vc '^unknown$')
if [ "$total" -gt 1000 ] && [ "$bad" -eq 0 ]; then
  echo "classify-nomatch: 1 passed, 0 failed ($total neutral messages, all unknown)"
else
  echo "classify-nomatch: 0 passed, 1 failed ($bad of $total neutral messages classified)"
  exit 1
fi
