#!/bin/sh
# Packaging test: build the tiny consumer (tests/packaging/consumer.c) every
# way a user can take resil, each from a clean build directory under
# build/packaging, and run it: it must print an engine decision.
#   cmake top-level with RESIL_BUILD_TESTS=ON, ctest, cmake --install
#   make install (PREFIX, and DESTDIR staging): same layout as cmake --install
#   add_subdirectory, FetchContent (local archive, file://), find_package
#   after cmake --install and after make install, pkg-config after make
#   install, a plain Makefile with -I
# Prints one line per check and "packaging: N passed, N failed".
set -u
CC=${CC:-cc}; MAKE=${MAKE:-make}
root=$(pwd)
out=$root/build/packaging
consumers=$root/tests/packaging
version=${RESIL_VERSION:-$(sed -n 's/^#define RESIL_VERSION_STRING "\(.*\)"$/\1/p' resil.h)}
rm -rf "$out"; mkdir -p "$out"
pass=0; fail=0
export CC

check() { # name command... (output in $out/logs/NAME.log)
  name=$1; shift
  log=$out/logs/$(echo "$name" | tr -c 'A-Za-z0-9_\n' '-').log
  mkdir -p "$out/logs"
  if "$@" >"$log" 2>&1; then
    pass=$((pass + 1)); echo "ok   $name"
  else
    fail=$((fail + 1)); echo "FAIL $name (log: ${log#"$root"/})"
    tail -n 25 "$log" | sed 's/^/     /'
  fi
}

# The consumer must run and print the engine's first decision (a try).
runs() { # binary
  "$1" >"$1.out" 2>&1; rc=$?
  cat "$1.out"
  [ "$rc" -eq 0 ] && grep -q "^resil $version: decision try" "$1.out"
}

cmake_build() { # source-dir build-dir cmake-args...
  src=$1; bld=$2; shift 2
  cmake -S "$src" -B "$bld" -DCMAKE_BUILD_TYPE=Release "$@" &&
    cmake --build "$bld"
}

# -- the library's own CMake project: unit tests via ctest, install --------
check "cmake: configure+build resil with RESIL_BUILD_TESTS=ON" \
  cmake_build "$root" "$out/top" -DRESIL_BUILD_TESTS=ON \
  -DCMAKE_INSTALL_PREFIX="$out/prefix-cmake"
check "cmake: ctest runs the unit tests" \
  sh -c "cd '$out/top' && ctest --output-on-failure"
check "cmake --install" cmake --install "$out/top"

# -- make install -----------------------------------------------------------
check "make install PREFIX=..." \
  "$MAKE" --no-print-directory install PREFIX="$out/prefix-make"
listing() { (cd "$1" && find . -path ./bin -prune -o -type f -print | sort); }
check "make install and cmake --install give the same files" \
  sh -c "diff '$(listing "$out/prefix-cmake" >"$out/l1"; echo "$out/l1")' \
              '$(listing "$out/prefix-make" >"$out/l2"; echo "$out/l2")'"
check "make install and cmake --install give the same CMake package files" \
  sh -c "diff -r '$out/prefix-cmake/share/cmake' '$out/prefix-make/share/cmake'"
check "installed resil.h is the checkout's" \
  cmp resil.h "$out/prefix-make/include/resil.h"
for t in resil-classify resil-sim; do
  if [ -f "build/$t" ]; then
    check "make install installs $t" test -x "$out/prefix-make/bin/$t"
  fi
done
check "make install DESTDIR=... stages under DESTDIR, prefix kept" \
  sh -c "$MAKE --no-print-directory install PREFIX=/opt/resil DESTDIR='$out/stage' &&
         test -f '$out/stage/opt/resil/include/resil.h' &&
         grep -qx 'prefix=/opt/resil' '$out/stage/opt/resil/share/pkgconfig/resil.pc'"
check "make uninstall removes what make install put there" \
  sh -c "$MAKE --no-print-directory uninstall PREFIX=/opt/resil DESTDIR='$out/stage' &&
         test -z \"\$(find '$out/stage' -type f)\""

# -- the version file: find_package(resil X.Y) ------------------------------
verfile=$out/prefix-make/share/cmake/resil/resilConfigVersion.cmake
major=${version%%.*}; rest=${version#*.}; minor=${rest%%.*}; patch=${rest#*.}
cat >"$out/compat.cmake" <<'CM'
include("${V}")
if(NOT "${PACKAGE_VERSION_COMPATIBLE}" STREQUAL "${WANT}")
  message(FATAL_ERROR "asked ${PACKAGE_FIND_VERSION}: compatible=${PACKAGE_VERSION_COMPATIBLE}, want ${WANT}")
endif()
CM
compat() { # requested-version expected(TRUE/FALSE)
  cmake -DPACKAGE_FIND_VERSION="$1" \
    -DPACKAGE_FIND_VERSION_MAJOR="${1%%.*}" \
    -DPACKAGE_FIND_VERSION_MINOR="$(echo "$1" | cut -d. -f2)" \
    -DV="$verfile" -DWANT="$2" -P "$out/compat.cmake"
}
check "version file: $major.$minor accepted" compat "$major.$minor" TRUE
check "version file: $version accepted" compat "$version" TRUE
check "version file: $major.$minor.$((patch + 1)) (newer) refused" \
  compat "$major.$minor.$((patch + 1))" FALSE
check "version file: $((major + 1)).0 refused" compat "$((major + 1)).0" FALSE
if [ "$major" -eq 0 ]; then
  check "version file: 0.$((minor + 1)) refused before 1.0" \
    compat "0.$((minor + 1))" FALSE
fi

# -- consumers ----------------------------------------------------------------
check "consumer: add_subdirectory builds" \
  cmake_build "$consumers/subdir" "$out/subdir" -DRESIL_DIR="$root"
check "consumer: add_subdirectory runs" runs "$out/subdir/consumer"

# FetchContent from a local archive of the checkout (what a release tarball
# holds); FETCHCONTENT_FULLY_DISCONNECTED stays OFF so the URL is used.
tar -C "$root" --exclude=./build --exclude=./.git -czf "$out/resil-src.tar.gz" .
check "consumer: FetchContent (URL file://) builds" \
  cmake_build "$consumers/fetch" "$out/fetch" \
  -DRESIL_URL="file://$out/resil-src.tar.gz"
check "consumer: FetchContent runs" runs "$out/fetch/consumer"
check "consumer: FetchContent did not build resil's tests" \
  sh -c "test -d '$out/fetch/_deps/resil-build' &&
         test ! -e '$out/fetch/_deps/resil-build/resil_unit'"

check "consumer: find_package after cmake --install builds" \
  cmake_build "$consumers/findpkg" "$out/findpkg-cmake" \
  -DCMAKE_PREFIX_PATH="$out/prefix-cmake"
check "consumer: find_package after cmake --install runs" \
  runs "$out/findpkg-cmake/consumer"
check "consumer: find_package after make install builds" \
  cmake_build "$consumers/findpkg" "$out/findpkg-make" \
  -DCMAKE_PREFIX_PATH="$out/prefix-make"
check "consumer: find_package after make install runs" \
  runs "$out/findpkg-make/consumer"

pc() { PKG_CONFIG_PATH="$out/prefix-make/share/pkgconfig" pkg-config "$@"; }
check "pkg-config --modversion resil is $version" \
  test "$(pc --modversion resil)" = "$version"
check "consumer: pkg-config builds" \
  sh -c "$CC -std=c99 -Wall -Wextra -Werror \
    \$(PKG_CONFIG_PATH='$out/prefix-make/share/pkgconfig' pkg-config --cflags resil) \
    '$consumers/consumer.c' -o '$out/consumer-pkgconfig'"
check "consumer: pkg-config runs" runs "$out/consumer-pkgconfig"

mkdir -p "$out/plain"
check "consumer: plain Makefile with -I builds" \
  "$MAKE" --no-print-directory -C "$consumers/plain" RESIL_DIR="$root" OUT="$out/plain"
check "consumer: plain Makefile runs" runs "$out/plain/consumer"

echo "packaging: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
