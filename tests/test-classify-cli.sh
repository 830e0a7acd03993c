#!/bin/sh
# CLI test of build/resil-classify (SPEC section 5): arguments, stdin with
# the \n \t \\ escapes, one class per input line in order, --json fields,
# hints, --help / --version and the exit codes.
# Ends with "classify-cli: N passed, N failed".
set -u
bin=${1:-build/resil-classify}
pass=0; fail=0
check() { # name expected actual
  if [ "$2" = "$3" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); printf 'FAIL %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"; fi
}
nl='
'
check "arguments: one class each" "network${nl}rate_limit${nl}logic" \
  "$("$bin" 'Error: connect ECONNREFUSED 127.0.0.1:8080' '429 Too Many Requests' \
      "TypeError: Cannot read properties of undefined (reading 'timeout')")"

# Escapes: \n makes the second line a stack frame (ignored), \\n does not;
# \t before "at" is a Java frame. Empty lines still get a class.
printf '%s\n' 'Error: boom\n    at connectTimeout (x.js:1:1)' \
  'Error: boom\\n    at connectTimeout (x.js:1:1)' \
  'java.lang.Exception: x\n\tat Foo.readTimeout(Foo.java:3)' \
  '' \
  'context canceled' >"${TMPDIR:-/tmp}/rc-in.$$"
check "stdin: escapes, order, empty line" \
  "unknown${nl}timeout${nl}unknown${nl}unknown${nl}cancelled" \
  "$("$bin" <"${TMPDIR:-/tmp}/rc-in.$$")"
check "stdin: one line per input line" "5" \
  "$("$bin" <"${TMPDIR:-/tmp}/rc-in.$$" | wc -l | tr -d ' ')"
rm -f "${TMPDIR:-/tmp}/rc-in.$$"
check "stdin: last line without newline" "timeout" "$(printf 'ETIMEDOUT' | "$bin")"

check "--json fields" \
  '{"class":"rate_limit","action":"retry","coarse":"retry_same","status":429,"retry_after_ms":20000}' \
  "$(printf '%s\n' 'HTTP/1.1 429 Too Many Requests\nRetry-After: 20' | "$bin" --json)"
check "--json delay phrase" \
  '{"class":"rate_limit","action":"retry","coarse":"retry_same","status":0,"retry_after_ms":200000}' \
  "$("$bin" --json 'Rate limit reached. Try again in 3m20s')"
check "--status hint" "rate_limit" "$("$bin" --status=429 'upstream said no')"
check "text provider code beats --status" "quota" \
  "$("$bin" --status=429 '{"error":{"code":"insufficient_quota"}}')"
check "--grpc hint" "timeout" "$("$bin" --grpc=4 '')"
check "--curl hint" "network" "$("$bin" --curl=7 '')"

"$bin" --help >/dev/null 2>&1; check "--help exits 0" 0 $?
check "--version" "resil-classify $(sed -n 's/^#define RESIL_VERSION_STRING "\(.*\)"/\1/p' resil.h)" \
  "$("$bin" --version)"
"$bin" --bogus >/dev/null 2>&1; check "unknown option exits 2" 2 $?
"$bin" --status=abc x >/dev/null 2>&1; check "bad hint exits 2" 2 $?
echo "classify-cli: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
