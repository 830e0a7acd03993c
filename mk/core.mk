# Core engine: unit tests (default and tiny capacities), the compile matrix,
# sanitizers, valgrind and the "nothing linked" check of resil.h.

UNIT_SRC   := $(sort $(wildcard tests/test_*.c)) tests/rt_main.c tests/impl.c
UNIT_HDRS  := resil.h tests/rt.h $(wildcard tests/*.h)
# Capacities shrunk to reach the "full" paths. Components append to it.
TINY_DEFS  += -DRESIL_MAX_ENDPOINTS=2 -DRESIL_MAX_CHAINS=2 -DRESIL_MAX_STEPS=2
UNIT_CFLAGS = $(STRICT_C) -O1 -g -I. -Itests

$(BUILD)/unit: $(UNIT_SRC) $(UNIT_HDRS) | $(BUILD)
	$(CC) $(UNIT_CFLAGS) $(UNIT_SRC) -o $@

$(BUILD)/unit-tiny: $(UNIT_SRC) $(UNIT_HDRS) | $(BUILD)
	$(CC) $(UNIT_CFLAGS) $(TINY_DEFS) $(UNIT_SRC) -o $@

# Every part compiled out (RESIL_CORE_ONLY, issue 16): the tests of what
# remains; the tests of a part out are compiled out with the same macros.
$(BUILD)/unit-core: $(UNIT_SRC) $(UNIT_HDRS) | $(BUILD)
	$(CC) $(UNIT_CFLAGS) -DRESIL_CORE_ONLY $(UNIT_SRC) -o $@

$(BUILD)/unit-asan: $(UNIT_SRC) $(UNIT_HDRS) | $(BUILD)
	$(CLANG) $(UNIT_CFLAGS) -fsanitize=address,undefined \
	  -fno-sanitize-recover=all -fno-omit-frame-pointer $(UNIT_SRC) -o $@

test-unit: $(BUILD)/unit
	$(BUILD)/unit --suite=unit

test-unit-tiny: $(BUILD)/unit-tiny
	$(BUILD)/unit-tiny --suite=unit-tiny

test-unit-core: $(BUILD)/unit-core
	$(BUILD)/unit-core --suite=unit-core

test-asan: $(BUILD)/unit-asan
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BUILD)/unit-asan --suite=asan+ubsan

test-valgrind: $(BUILD)/unit
	valgrind -q --error-exitcode=99 --leak-check=full $(BUILD)/unit --suite=valgrind

test-compile:
	CC="$(CC)" CXX="$(CXX)" CLANG="$(CLANG)" STRICT_C="$(STRICT_C)" \
	  STRICT_CXX="$(STRICT_CXX)" sh tests/compile-matrix.sh

TEST_STEPS += test-compile test-unit test-unit-tiny test-unit-core test-asan test-valgrind

.PHONY: test-unit test-unit-tiny test-unit-core test-asan test-valgrind test-compile
