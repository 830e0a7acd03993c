#!/bin/sh
# Run the examples and check what they print. Each example runs on a
# simulated clock with a fixed seed, so its output must be the same on every
# run and the same from its C and its C++ build.
#   examples.sh BUILD_DIR NAME...   (BUILD_DIR/NAME and BUILD_DIR/NAME-cxx)
# Prints one line per check and "examples: N passed, N failed".
set -u
dir=$1; shift
pass=0; fail=0

ok()   { pass=$((pass + 1)); echo "ok   $1"; }
bad()  { fail=$((fail + 1)); echo "FAIL $1"; }
# expect NAME DESCRIPTION EXTENDED-REGEX: a line of NAME's output matches
expect() {
  if grep -Eq -- "$3" "$dir/$1.out"; then ok "$1: $2"
  else bad "$1: $2 (no line matches: $3)"; fi
}

for name in "$@"; do
  if ! "$dir/$name" >"$dir/$name.out" 2>&1; then
    bad "$name: runs and exits 0"; sed 's/^/     /' "$dir/$name.out" | tail -20
    continue
  fi
  ok "$name: runs and exits 0"
  "$dir/$name" >"$dir/$name.out2" 2>&1
  if cmp -s "$dir/$name.out" "$dir/$name.out2"; then ok "$name: same output twice"
  else bad "$name: same output twice"; fi
  if "$dir/$name-cxx" >"$dir/$name.outxx" 2>&1 &&
     cmp -s "$dir/$name.out" "$dir/$name.outxx"; then
    ok "$name: C++ build prints the same"
  else
    bad "$name: C++ build prints the same"; diff "$dir/$name.out" "$dir/$name.outxx" | head
  fi

  case $name in
  classify_errors)
    expect "$name" "ECONNREFUSED is network" '^network .*ECONNREFUSED'
    expect "$name" "'connection reset by peer' is network" '^network .*reset by peer'
    expect "$name" "curl timeout is timeout" '^timeout .*timed out'
    expect "$name" "429 with Retry-After: 20 is rate_limit, 20000 ms" \
      '^rate_limit +retry +429 +20000 .*Too Many Requests'
    expect "$name" "'try again in 20s' with 429 is rate_limit, 20000 ms" \
      '^rate_limit +retry +[0-9]+ +20000 +\[429\] Rate limit reached'
    expect "$name" "quota text beats HTTP 429" '^quota .*exceeded your current quota'
    expect "$name" "529 overloaded is unavailable" '^unavailable .*\[529\]'
    expect "$name" "503 in the text is unavailable" '^unavailable .*503 Service Unavailable'
    expect "$name" "401 is auth" '^auth .*\[401\]'
    expect "$name" "'prompt is too long' is context_length" '^context_length .*prompt is too long'
    expect "$name" "unknown model with 404 is not_found" '^not_found .*\[404\]'
    expect "$name" "abort is cancelled" '^cancelled .*aborted'
    expect "$name" "TypeError about 'timeout' is logic" '^logic .*TypeError'
    expect "$name" "Retry-After: 120 is 120000 ms" '^Retry-After: 120 -> wait 120000 ms$'
    expect "$name" "Retry-After HTTP-date one minute ahead is 60000 ms" \
      '^Retry-After: Wed, 21 Oct 2015 07:28:00 GMT -> wait 60000 ms$'
    expect "$name" "Retry-After: soon does not parse" '^Retry-After: soon -> .*pars'
    ;;
  retry_loop)
    # the three runs' results, in order
    grep '^result:' "$dir/$name.out" >"$dir/$name.results"
    r1=$(sed -n 1p "$dir/$name.results"); r2=$(sed -n 2p "$dir/$name.results")
    r3=$(sed -n 3p "$dir/$name.results")
    case $r1 in "result: done "*"after 4 attempts"*) ok "$name: run 1 done on the 4th try";;
      *) bad "$name: run 1 done on the 4th try ($r1)";; esac
    case $r2 in "result: restart "*) ok "$name: run 2 ends in the restart queue";;
      *) bad "$name: run 2 ends in the restart queue ($r2)";; esac
    case $r3 in "result: fail "*) ok "$name: run 3 gives up";;
      *) bad "$name: run 3 gives up ($r3)";; esac
    if awk '/^== /{run++} run==3 && /no more tries here \(deadline\)/ {f=1}
            END {exit !f}' "$dir/$name.out"; then
      ok "$name: run 3 stops because of its deadline"
    else bad "$name: run 3 stops because of its deadline"; fi
    # run 1: the waits grow (1 s, 2 s, 4 s with +-20% jitter never overlap)
    if awk '/^== /{run++} run==1 && /resil: wait/ {w=$(NF-1)+0; if (w<=prev) bad=1; prev=w; n++}
            END {exit !(n==3 && !bad)}' "$dir/$name.out"; then
      ok "$name: run 1 waits 3 times, each longer"
    else bad "$name: run 1 waits 3 times, each longer"; fi
    # run 3: no attempt starts after the 10 s task deadline
    if awk '/^== /{run++} run==3 && / try / {if ($1+0 > 10000) late=1}
            END {exit late}' "$dir/$name.out"; then
      ok "$name: run 3 starts no attempt past 10 s"
    else bad "$name: run 3 starts no attempt past 10 s"; fi
    ;;
  breaker)
    expect "$name" "the breaker opens" 'breaker closed -> open$'
    expect "$name" "it goes half-open after the cooldown" 'breaker open -> half_open$'
    expect "$name" "it closes after the outage" 'breaker half_open -> closed$'
    expect "$name" "closed at the end" 'state at the end: closed$'
    # at least 90% of the outage's requests never reach the service
    if awk -F'[:,] *' '/^requests during the outage/ {
            r=$2+0; s=$4+0; exit !(r > 0 && s * 10 <= r)}' "$dir/$name.out"; then
      ok "$name: >= 90% of requests during the outage failed fast"
    else bad "$name: >= 90% of requests during the outage failed fast"; fi
    expect "$name" "force open works" '^forced open: forced_open$'
    expect "$name" "reset closes it" '^after reset: closed$'
    ;;
  flash_snapshot)
    expect "$name" "slots alternate A, B" '^save at 15 s: slot B, sequence 2, complete$'
    expect "$name" "the third save is cut" '^save at 25 s: slot A, sequence 3, POWER CUT'
    expect "$name" "reboot loads the last complete slot" '^reboot: ok, slot B \(sequence 2\)$'
    expect "$name" "the open breaker survives the reboot" '^restored: breaker open, opened 1 time'
    expect "$name" "the next save goes over the torn slot" '^save at 35 s: slot A, sequence 3, complete$'
    ;;
  agent_chain)
    expect "$name" "builder answers before the overload" 'task +1 \(from 0 s\): answered by builder after'
    expect "$name" "falls back to builder-simple" 'fallback builder -> builder-simple'
    expect "$name" "builder-simple answers during the overload" 'answered by builder-simple'
    expect "$name" "builder's breaker opens" 'breaker builder: closed -> open$'
    expect "$name" "cached answer when both are down" 'served the cached answer'
    last=$(grep ' task ' "$dir/$name.out" | tail -1)
    case $last in *"answered by builder after"*) ok "$name: builder answers again at the end";;
      *) bad "$name: builder answers again at the end ($last)";; esac
    expect "$name" "both breakers closed at the end" \
      '^breakers at the end: builder closed, builder-simple closed$'
    ;;
  esac
done
echo "examples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
