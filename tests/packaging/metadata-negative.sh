#!/bin/sh
# The metadata checker must fail on broken metadata: each case copies the
# package files, breaks one thing, and expects check_metadata.py to fail
# and name the broken check. Prints "metadata-negative: N passed, N failed".
set -u
PYTHON=${1:-python3}
out=build/packaging-meta
pass=0; fail=0
files="resil.h library.json library.properties CMakeLists.txt resil.pc.in cmake"

case_() { # name sed-file sed-expression expected-FAIL-substring
  rm -rf "$out"; mkdir -p "$out"
  # shellcheck disable=SC2086
  cp -R $files "$out/"
  sed -i "$3" "$out/$2"
  if "$PYTHON" tests/packaging/check_metadata.py "$out" >"$out.log" 2>&1; then
    fail=$((fail + 1)); echo "FAIL $1: the checker passed"
  elif grep -q "^FAIL .*$4" "$out.log"; then
    pass=$((pass + 1)); echo "ok   $1"
  else
    fail=$((fail + 1)); echo "FAIL $1: no failed check matching '$4'"
    sed 's/^/     /' "$out.log" | grep FAIL
  fi
}

case_ "header version bumped alone" resil.h \
  's/^#define RESIL_VERSION_STRING "\(.*\)"/#define RESIL_VERSION_STRING "9.9.9"/' \
  "version == resil.h"
case_ "header macros disagree" resil.h \
  's/^#define RESIL_VERSION_PATCH .*/#define RESIL_VERSION_PATCH 77/' \
  "MAJOR.MINOR.PATCH =="
case_ "library.json version" library.json \
  's/"version": "[^"]*"/"version": "0.0.1"/' "library.json version"
case_ "library.json broken JSON" library.json 's/^{$/{,/' "valid JSON"
case_ "library.json srcFilter builds sources" library.json \
  's/"-<\*>"/"+<*>"/' "srcFilter"
case_ "library.properties without sentence" library.properties \
  '/^sentence=/d' "has sentence"
case_ "library.properties unknown category" library.properties \
  's/^category=.*/category=Networking/' "category"
case_ "library.properties bad line" library.properties \
  '1i this line has no equals sign' "key=value"
case_ "library.properties version" library.properties \
  's/^version=.*/version=0.2.0/' "library.properties version"
case_ "CMakeLists with its own version" CMakeLists.txt \
  's/^project(resil VERSION [^ ]*/project(resil VERSION 0.1.0/' "CMakeLists"
rm -rf "$out" "$out.log"
echo "metadata-negative: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
