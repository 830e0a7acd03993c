#!/bin/sh
# The compile matrix of resil.h: standards, compilers, unit layouts, every
# compile-time option overridden, freestanding, no floating point, and the
# symbols and sections the implementation object may have.
# Prints one line per check and ends with "compile: N passed, N failed".
set -u
CC=${CC:-cc}; CXX=${CXX:-c++}; CLANG=${CLANG:-clang}
STRICT_C=${STRICT_C:--std=c99 -Wall -Wextra -Wpedantic -Werror}
STRICT_CXX=${STRICT_CXX:--std=c++11 -Wall -Wextra -Wpedantic -Werror}
out=build/compile-matrix
rm -rf "$out"; mkdir -p "$out"
pass=0; fail=0

check() { # name command...
  name=$1; shift
  if "$@" >"$out/last.log" 2>&1; then
    pass=$((pass + 1)); echo "ok   $name"
  else
    fail=$((fail + 1)); echo "FAIL $name"; sed 's/^/     /' "$out/last.log" | head -20
  fi
}

cat >"$out/impl.c" <<'C'
#define RESIL_IMPLEMENTATION
#include "resil.h"
C
cp "$out/impl.c" "$out/impl.cc"
# A user unit: declarations only, calls the API.
cat >"$out/user.c" <<'C'
#include "resil.h"
int user_main(void);
int user_main(void)
{
    resil_desc d;
    resil_engine e;
    int r;
    d.endpoint_count = 0; /* silence "unused"; zero-filled below */
    {
        unsigned char *p = (unsigned char *)&d;
        size_t i;
        for (i = 0; i < sizeof d; i++) p[i] = 0;
    }
    r = resil_engine_init(&e, &d);
    return r == RESIL_OK ? 0 : 1;
}
C
cat >"$out/main.c" <<'C'
int user_main(void);
int main(void) { return user_main(); }
C
# RESIL_STATIC in two units of one program.
for u in a b; do
cat >"$out/static_$u.c" <<C
#define RESIL_STATIC
#define RESIL_IMPLEMENTATION
#include "resil.h"
#include "resil.h" /* a second include is harmless */
int unit_$u(void);
int unit_$u(void) { return resil_time_after(2u, 1u) ? 0 : 1; }
C
done
cat >"$out/static_main.c" <<'C'
int unit_a(void);
int unit_b(void);
int main(void) { return unit_a() + unit_b(); }
C

for std in c99 c11; do
  for cc in "$CC" "$CLANG"; do
    check "$cc -std=$std impl" $cc $STRICT_C -std=$std -I. -c "$out/impl.c" -o "$out/impl.o"
  done
done
for cxx in "$CXX" clang++; do
  check "$cxx -std=c++11 impl" $cxx $STRICT_CXX -I. -c "$out/impl.cc" -o "$out/impl_cc.o"
  check "$cxx -std=c++17 impl" $cxx $STRICT_CXX -std=c++17 -I. -c "$out/impl.cc" -o "$out/impl_cc.o"
done
check "declarations and implementation in two units" sh -c \
  "$CC $STRICT_C -I. $out/user.c $out/impl.c $out/main.c -o $out/two_units && $out/two_units"
check "RESIL_STATIC in two units" sh -c \
  "$CC $STRICT_C -Wno-unused-function -I. $out/static_a.c $out/static_b.c $out/static_main.c -o $out/static && $out/static"
check "-ffreestanding" \
  $CC $STRICT_C -ffreestanding -fno-builtin -I. -c "$out/impl.c" -o "$out/free.o"
check "x86-64 -mgeneral-regs-only (no floating point anywhere)" \
  $CC $STRICT_C -mgeneral-regs-only -I. -c "$out/impl.c" -o "$out/gro.o"

# Every compile-time option the header reads (#ifndef RESIL_X) overridden,
# with -Wundef. An option without an override here fails the check, so a
# new option cannot slip in untested.
overrides="$out/overrides.txt"
: >"$overrides"
for opt in $(grep -E '^#ifndef RESIL_[A-Z0-9_]+$' resil.h | awk '{print $2}' | sort -u); do
  case $opt in
    RESIL_H|RESILDEF) ;;
    RESIL_NO_*) ;; # parts compiled out: checked one by one below
    RESIL_MAX_ENDPOINTS) echo "-DRESIL_MAX_ENDPOINTS=3" >>"$overrides" ;;
    RESIL_MAX_CHAINS) echo "-DRESIL_MAX_CHAINS=2" >>"$overrides" ;;
    RESIL_MAX_STEPS) echo "-DRESIL_MAX_STEPS=3" >>"$overrides" ;;
    RESIL_ASSERT) echo "-DRESIL_ASSERT(c)=((void)(c))" >>"$overrides" ;;
    RESIL_MEMSET) echo "-DRESIL_MEMSET(d,v,n)=__builtin_memset(d,v,n)" >>"$overrides" ;;
    RESIL_MEMCPY) echo "-DRESIL_MEMCPY(d,s,n)=__builtin_memcpy(d,s,n)" >>"$overrides" ;;
    *) if [ -f tests/options.txt ] && grep -q "^-D$opt" tests/options.txt; then
         grep "^-D$opt" tests/options.txt >>"$overrides"
       else
         echo "-DRESIL_UNTESTED_OPTION_$opt" >>"$overrides"
         echo "no override for $opt in tests/compile-matrix.sh or tests/options.txt" >"$out/missing.log"
       fi ;;
  esac
done
# Compile with every override (the lines of $overrides, no spaces inside).
with_options() { # compiler flags source object
  comp=$1; flags=$2; src=$3; obj=$4
  ! grep -q UNTESTED "$overrides" || { cat "$out/missing.log"; return 1; }
  set -f
  # shellcheck disable=SC2046,SC2086
  $comp $flags -DRESIL_NO_STRINGS -DRESILDEF=extern $(cat "$overrides") -I. -c "$src" -o "$obj"
}
check "every option overridden (-Wundef)" with_options "$CC" "$STRICT_C" "$out/impl.c" "$out/opts.o"
check "every option overridden, C++" with_options "$CXX" "$STRICT_CXX" "$out/impl.cc" "$out/opts_cc.o"

# Parts compiled out (issue 16): every RESIL_NO_* part the manual lists
# after "Parts", one at a time and all together (RESIL_CORE_ONLY), in C
# and C++ with gcc and clang; each with a user unit that calls only what
# remains, linked and run. A part option the header reads but the manual
# does not list fails here.
parts=$(sed -n '/^     Parts (/,/^      RESIL_CORE_ONLY/p' resil.h |
        grep -oE '^      RESIL_NO_[A-Z_]+' | tr -d ' ')
read_parts=$(grep -oE 'defined\(RESIL_NO_[A-Z_]+\)|#ifn?def RESIL_NO_[A-Z_]+' resil.h |
             grep -oE 'RESIL_NO_[A-Z_]+' | sort -u)
for p in $read_parts; do
  case " $(echo $parts) RESIL_NO_STRINGS RESIL_NO_ERRNO " in
    *" $p "*) ;;
    *) fail=$((fail + 1)); echo "FAIL $p is read by resil.h but not in the manual's Parts list" ;;
  esac
done
check "the manual lists parts ($(echo $parts | wc -w))" test -n "$parts"
for p in $parts RESIL_CORE_ONLY; do
  for cc in "$CC" "$CLANG"; do
    check "$p, $cc" sh -c "$cc $STRICT_C -Wundef -D$p -I. -c $out/impl.c -o $out/part.o &&
      $cc $STRICT_C -Wundef -D$p -I. $out/user.c $out/impl.c $out/main.c -o $out/part && $out/part"
  done
  for cxx in "$CXX" clang++; do
    check "$p, $cxx" $cxx $STRICT_CXX -Wundef -D$p -I. -c "$out/impl.cc" -o "$out/part_cc.o"
  done
done
check "RESIL_CORE_ONLY: .data and .bss are empty, nothing but memset/memcpy" sh -c \
  "$CC $STRICT_C -O2 -DRESIL_CORE_ONLY -I. -c $out/impl.c -o $out/core.o &&
   size $out/core.o | awk 'NR==2 { exit (\$2 + \$3) != 0 }' &&
   ! nm -u $out/core.o | awk '{print \$2}' | grep -vE '^(memset|memcpy|memmove)\$'"

# What the implementation object may reference and hold.
$CC $STRICT_C -O2 -I. -c "$out/impl.c" -o "$out/impl.o" 2>/dev/null
check "undefined symbols only memset/memcpy" sh -c \
  "! nm -u $out/impl.o | awk '{print \$2}' | grep -vE '^(memset|memcpy|memmove)$'"
check ".data and .bss are empty" sh -c \
  "size $out/impl.o | awk 'NR==2 { exit (\$2 + \$3) != 0 }'"

echo "compile: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
