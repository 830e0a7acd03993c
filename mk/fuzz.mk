# Fuzzing and sanitizer hardening (issue 7).
#
#   make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="engine config"]
#                     run every libFuzzer target FUZZ_SECONDS each; new
#                     inputs in build/fuzz/work/, crashes in build/fuzz/artifacts/
#   make fuzz-replay  replay the corpora with $(CC) only (gcc-only machines)
#   make test-fuzz    (a test step) replay every corpus with the plain-main
#                     builds ($(CC) ASan+UBSan, clang ASan+UBSan+integer) and
#                     run each libFuzzer target briefly (FUZZ_BRIEF s in all)
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
FUZZ_HDRS    := resil.h $(wildcard fuzz/*.h) fuzz/ubsan-integer.ignore
FUZZ_CFLAGS   = $(STRICT_C) -O1 -g -I. -Ifuzz -fno-omit-frame-pointer
# -fsanitize=integer adds unsigned wrap, implicit conversions and shifts to
# UBSan; wrap is allowed only in the functions fuzz/ubsan-integer.ignore names.
SAN_INTEGER   = -fsanitize=integer -fsanitize-ignorelist=fuzz/ubsan-integer.ignore
FUZZ_LIBFUZZER = $(CLANG) $(FUZZ_CFLAGS) -fsanitize=fuzzer,address,undefined \
                 $(SAN_INTEGER) -fno-sanitize-recover=all
FUZZ_REPLAY    = $(CC) $(FUZZ_CFLAGS) -fsanitize=address,undefined \
                 -fno-sanitize-recover=all
FUZZ_REPLAY_INT = $(CLANG) $(FUZZ_CFLAGS) -fsanitize=address,undefined \
                 $(SAN_INTEGER) -fno-sanitize-recover=all

# The scenario parser target links the simulator (not its main()).
FUZZ_SRC_scenario := $(filter-out harness/sim/main.c,$(sort $(wildcard harness/sim/*.c)))
FUZZ_LIBS_scenario := -Iharness/sim -lm

FUZZ_BIN_LF  := $(addprefix $(FUZZ_DIR)/libfuzzer/,$(FUZZ_TARGETS))
FUZZ_BIN_RP  := $(addprefix $(FUZZ_DIR)/replay/,$(FUZZ_TARGETS))
FUZZ_BIN_RPI := $(addprefix $(FUZZ_DIR)/replay-int/,$(FUZZ_TARGETS))

$(FUZZ_BIN_LF): $(FUZZ_DIR)/libfuzzer/%: fuzz/fuzz_%.c $(FUZZ_HDRS)
	@mkdir -p $(dir $@)
	$(FUZZ_LIBFUZZER) $< $(FUZZ_SRC_$*) $(FUZZ_LIBS_$*) -o $@
$(FUZZ_BIN_RP): $(FUZZ_DIR)/replay/%: fuzz/fuzz_%.c fuzz/replay_main.c $(FUZZ_HDRS)
	@mkdir -p $(dir $@)
	$(FUZZ_REPLAY) $< fuzz/replay_main.c $(FUZZ_SRC_$*) $(FUZZ_LIBS_$*) -o $@
$(FUZZ_BIN_RPI): $(FUZZ_DIR)/replay-int/%: fuzz/fuzz_%.c fuzz/replay_main.c $(FUZZ_HDRS)
	@mkdir -p $(dir $@)
	$(FUZZ_REPLAY_INT) $< fuzz/replay_main.c $(FUZZ_SRC_$*) $(FUZZ_LIBS_$*) -o $@

# The classifier dictionary: fuzz/classify.dict plus resil.h's keywords.
$(FUZZ_DIR)/classify.dict: fuzz/classify.dict fuzz/make-dict.sh resil.h
	@mkdir -p $(dir $@)
	sh fuzz/make-dict.sh >$@

$(FUZZ_DIR)/libfuzzer/scenario $(FUZZ_DIR)/replay/scenario $(FUZZ_DIR)/replay-int/scenario: \
  $(FUZZ_SRC_scenario) $(wildcard harness/sim/*.h)

fuzz-build: $(FUZZ_BIN_LF) $(FUZZ_BIN_RP) $(FUZZ_BIN_RPI) $(FUZZ_DIR)/classify.dict

fuzz: $(FUZZ_BIN_LF) $(FUZZ_DIR)/classify.dict
	@FUZZ_DIR=$(FUZZ_DIR) sh fuzz/run.sh fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-replay: $(FUZZ_BIN_RP)
	@FUZZ_DIR=$(FUZZ_DIR) sh fuzz/run.sh replay $(FUZZ_TARGETS)

test-fuzz: fuzz-build
	@FUZZ_DIR=$(FUZZ_DIR) sh fuzz/run.sh test $(FUZZ_BRIEF) $(FUZZ_TARGETS)

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

TEST_STEPS += test-fuzz test-msan test-integer

.PHONY: fuzz fuzz-build fuzz-replay test-fuzz test-msan test-integer
