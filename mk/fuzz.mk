# Fuzzing and sanitizer hardening (issue 7).
#
#   make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="engine config"]
#                     run every libFuzzer target FUZZ_SECONDS each; new
#                     inputs in build/fuzz/work/, crashes in build/fuzz/artifacts/
#   make fuzz-replay  replay the corpora with $(CC) only (gcc-only machines)
#   make test-fuzz    (a test step) replay every corpus with the plain-main
#                     build ($(CC) ASan+UBSan) and run each libFuzzer target
#                     (clang ASan+UBSan+integer) on it: every input, then
#                     fuzzing briefly (FUZZ_BRIEF s in all)
#   make test-msan    (a test step) the unit tests under MemorySanitizer
#   make test-integer (a test step) the unit tests under UBSan with
#                     -fsanitize=integer (suppressions: fuzz/ubsan-integer.ignore)
#
# A target is fuzz/fuzz_NAME.c defining LLVMFuzzerTestOneInput; its seed
# corpus is fuzz/corpus/NAME/. Extra sources of a target: FUZZ_SRC_NAME
# (also add them as prerequisites of its three binaries).

FUZZ_TARGETS ?= $(patsubst fuzz/fuzz_%.c,%,$(sort $(wildcard fuzz/fuzz_*.c)))
FUZZ_SECONDS ?= 60
FUZZ_BRIEF   ?= 15
FUZZ_DIR     := $(BUILD)/fuzz
# The sanitizer builds of every target are most of the step's time: they
# build in parallel, one job per CPU (FUZZ_JOBS=1 for one at a time).
FUZZ_JOBS    ?= $(shell nproc 2>/dev/null || echo 1)
FUZZ_HDRS    := resil.h $(wildcard fuzz/*.h) fuzz/ubsan-integer.ignore
FUZZ_CFLAGS   = $(STRICT_C) -O1 -g -I. -Ifuzz -fno-omit-frame-pointer
# -fsanitize=integer adds unsigned wrap, implicit conversions and shifts to
# UBSan; wrap is allowed only in the functions fuzz/ubsan-integer.ignore names.
SAN_INTEGER   = -fsanitize=integer -fsanitize-ignorelist=fuzz/ubsan-integer.ignore
FUZZ_LIBFUZZER = $(CLANG) $(FUZZ_CFLAGS) -fsanitize=fuzzer,address,undefined \
                 $(SAN_INTEGER) -fno-sanitize-recover=all
FUZZ_REPLAY    = $(CC) $(FUZZ_CFLAGS) -fsanitize=address,undefined \
                 -fno-sanitize-recover=all

# The scenario parser target links the simulator (not its main()).
FUZZ_SRC_scenario := $(filter-out harness/sim/main.c,$(sort $(wildcard harness/sim/*.c)))
FUZZ_LIBS_scenario := -Iharness/sim -lm

# Targets with a fast variant (-DFZ_FAST: the same script with the costly
# per-step checks thinned out, for throughput; built beside the thorough one
# by .clusterfuzzlite/build.sh as NAME_fast, seeded from NAME's corpus).
FUZZ_FAST_TARGETS := engine config
# Targets read with the classifier dictionary (fuzz/make-dict.sh).
FUZZ_DICT_TARGETS := classify retry_after

# One line per target for .clusterfuzzlite/build.sh and tests/cflite-check.sh:
#   NAME|extra sources|extra flags|dictionary (classify or -)|fast (1/0)
fuzz-manifest:
	@$(foreach t,$(FUZZ_TARGETS),echo '$(t)|$(FUZZ_SRC_$(t))|$(FUZZ_LIBS_$(t))|$(if $(filter $(t),$(FUZZ_DICT_TARGETS)),classify,-)|$(if $(filter $(t),$(FUZZ_FAST_TARGETS)),1,0)';)

FUZZ_BIN_LF  := $(addprefix $(FUZZ_DIR)/libfuzzer/,$(FUZZ_TARGETS))
FUZZ_BIN_RP  := $(addprefix $(FUZZ_DIR)/replay/,$(FUZZ_TARGETS))

$(FUZZ_BIN_LF): $(FUZZ_DIR)/libfuzzer/%: fuzz/fuzz_%.c $(FUZZ_HDRS)
	@mkdir -p $(dir $@)
	$(FUZZ_LIBFUZZER) $< $(FUZZ_SRC_$*) $(FUZZ_LIBS_$*) -o $@
$(FUZZ_BIN_RP): $(FUZZ_DIR)/replay/%: fuzz/fuzz_%.c fuzz/replay_main.c $(FUZZ_HDRS)
	@mkdir -p $(dir $@)
	$(FUZZ_REPLAY) $< fuzz/replay_main.c $(FUZZ_SRC_$*) $(FUZZ_LIBS_$*) -o $@

# The classifier dictionary: fuzz/classify.dict plus resil.h's keywords.
$(FUZZ_DIR)/classify.dict: fuzz/classify.dict fuzz/make-dict.sh resil.h
	@mkdir -p $(dir $@)
	sh fuzz/make-dict.sh >$@

$(FUZZ_DIR)/libfuzzer/scenario $(FUZZ_DIR)/replay/scenario: \
  $(FUZZ_SRC_scenario) $(wildcard harness/sim/*.h)

fuzz-build: $(FUZZ_BIN_LF) $(FUZZ_BIN_RP) $(FUZZ_DIR)/classify.dict

fuzz: $(FUZZ_BIN_LF) $(FUZZ_DIR)/classify.dict
	@FUZZ_DIR=$(FUZZ_DIR) FUZZ_DICT_TARGETS="$(FUZZ_DICT_TARGETS)" sh fuzz/run.sh fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-replay: $(FUZZ_BIN_RP)
	@FUZZ_DIR=$(FUZZ_DIR) FUZZ_DICT_TARGETS="$(FUZZ_DICT_TARGETS)" sh fuzz/run.sh replay $(FUZZ_TARGETS)

test-fuzz:
	@$(MAKE) --no-print-directory -j$(FUZZ_JOBS) fuzz-build
	@FUZZ_DIR=$(FUZZ_DIR) FUZZ_DICT_TARGETS="$(FUZZ_DICT_TARGETS)" sh fuzz/run.sh test $(FUZZ_BRIEF) $(FUZZ_TARGETS)

# -- the unit tests under MemorySanitizer and under UBSan's integer checks --

$(BUILD)/unit-msan: $(UNIT_SRC) $(UNIT_HDRS) | $(BUILD)
	$(CLANG) $(UNIT_CFLAGS) -fsanitize=memory -fsanitize-memory-track-origins=2 \
	  -fno-omit-frame-pointer -fno-sanitize-recover=all $(UNIT_SRC) -o $@

$(BUILD)/unit-integer: $(UNIT_SRC) $(UNIT_HDRS) fuzz/ubsan-integer.ignore | $(BUILD)
	$(CLANG) $(UNIT_CFLAGS) -fsanitize=undefined $(SAN_INTEGER) \
	  -fno-sanitize-recover=all $(UNIT_SRC) -o $@

test-msan: $(BUILD)/unit-msan
	$(BUILD)/unit-msan --suite=msan

test-integer: $(BUILD)/unit-integer
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 $(BUILD)/unit-integer --suite=ubsan-integer

# -- ClusterFuzzLite / OSS-Fuzz (.clusterfuzzlite/, .github/workflows/cflite_*) --
#   make cflite-check   run .clusterfuzzlite/build.sh with the environment
#                       those engines set (clang, -fsanitize=fuzzer), address
#                       then undefined, and check $$OUT: every target, its
#                       seed zip, dictionary, options; each runs CFLITE_RUNS
#   make cflite-speed   the same build, then each target CFLITE_SECONDS alone:
#                       executions per second per target (thorough and _fast)
#   make test-cflite    (a test step) the address build; each target runs on
#                       30 of its seeds and CFLITE_BRIEF more inputs
CFLITE_RUNS    ?= 2000
CFLITE_BRIEF   ?= 20
CFLITE_SECONDS ?= 20
CFLITE_DEPS := .clusterfuzzlite/build.sh tests/cflite-check.sh

cflite-check: $(CFLITE_DEPS)
	@sh tests/cflite-check.sh -s address -r $(CFLITE_RUNS) -k $(BUILD)/cflite/address
	@sh tests/cflite-check.sh -s undefined -r $(CFLITE_RUNS) -k $(BUILD)/cflite/undefined

cflite-speed: $(CFLITE_DEPS)
	@sh tests/cflite-check.sh -s address -m $(CFLITE_SECONDS) -k $(BUILD)/cflite/speed

test-cflite: $(CFLITE_DEPS)
	@sh tests/cflite-check.sh -s address -r $(CFLITE_BRIEF) -n 30 -k $(BUILD)/cflite/address

TEST_STEPS += test-fuzz test-msan test-integer test-cflite

.PHONY: cflite-check cflite-speed test-cflite fuzz-manifest fuzz fuzz-build fuzz-replay test-fuzz test-msan test-integer
