#!/bin/bash -eu
# .clusterfuzzlite/build.sh - build resil's fuzz targets for ClusterFuzzLite
# and OSS-Fuzz (both call it as $SRC/build.sh inside their base-builder
# image, with the working directory $SRC/resil).
#
# Uses only the environment those engines set: $CC $CFLAGS (sanitizer and
# coverage flags), $CXX $CXXFLAGS and $LIB_FUZZING_ENGINE (linking: libFuzzer,
# AFL++, honggfuzz or centipede), $OUT (binaries and their files), $SRC,
# $WORK (objects). For each target of fuzz/ (the list and its extra sources:
# `make fuzz-manifest`, from mk/fuzz.mk) it puts in $OUT:
#   NAME                   the fuzz target
#   NAME_seed_corpus.zip   fuzz/corpus/NAME
#   NAME.dict              where the target reads the classifier dictionary
#   NAME.options           libFuzzer options (the dictionary, the timeout)
# and for the targets with a fast variant (FUZZ_FAST_TARGETS) the same again
# as NAME_fast, built with -DFZ_FAST (fewer per-step checks, more exec/s).
# `make cflite-check` runs this script here with that environment.
set -eu # (also when run as `bash build.sh`, as tests/cflite-check.sh does)
cd "${RESIL_SRC:-$SRC/resil}"
: "${CXXFLAGS:=$CFLAGS}"
mkdir -p "$OUT" "$WORK/resil"
OUT=$(cd "$OUT" && pwd) WORK=$(cd "$WORK" && pwd) # (they are absolute there)

# the classifier dictionary: fuzz/classify.dict plus resil.h's keywords
sh fuzz/make-dict.sh >"$WORK/resil/classify.dict"

build() { # name source-target extra-sources extra-flags dict fast
  local name=$1 t=$2 srcs=$3 flags=$4 dict=$5 def=$6
  local cflags="" libs="" f objs="" s o
  for f in $flags; do
    case $f in -l*) libs="$libs $f" ;; *) cflags="$cflags $f" ;; esac
  done
  mkdir -p "$WORK/resil/$name"
  for s in "fuzz/fuzz_$t.c" $srcs; do
    o=$WORK/resil/$name/$(basename "$s" .c).o
    # shellcheck disable=SC2086
    $CC $CFLAGS -std=c99 -I. -Ifuzz $cflags $def -c "$s" -o "$o"
    objs="$objs $o"
  done
  # shellcheck disable=SC2086
  $CXX $CXXFLAGS $objs $LIB_FUZZING_ENGINE $libs -o "$OUT/$name"
  rm -f "$OUT/${name}_seed_corpus.zip"
  (cd "fuzz/corpus/$t" && zip -q -r "$OUT/${name}_seed_corpus.zip" .)
  {
    echo "[libfuzzer]"
    echo "timeout = 10"
    if [ "$dict" != - ]; then
      cp "$WORK/resil/$dict.dict" "$OUT/$name.dict"
      echo "dict = $name.dict"
    fi
  } >"$OUT/$name.options"
}

# Targets build side by side, RESIL_BUILD_JOBS at a time (default: one per
# CPU); the first build that fails ends the script with its status.
jobs_max=${RESIL_BUILD_JOBS:-$(nproc 2>/dev/null || echo 1)}
running=0
reap() { # waits for one build; a failed one ends the script (set -e)
  wait -n
  running=$((running - 1))
}
spawn() { # build's arguments
  build "$@" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs_max" ]; then reap; fi
}

make -s --no-print-directory fuzz-manifest >"$WORK/resil/manifest"
while IFS='|' read -r name srcs flags dict fast; do
  spawn "$name" "$name" "$srcs" "$flags" "$dict" ""
  if [ "$fast" = 1 ]; then
    spawn "${name}_fast" "$name" "$srcs" "$flags" "$dict" -DFZ_FAST
  fi
done <"$WORK/resil/manifest"
while [ "$running" -gt 0 ]; do reap; done
