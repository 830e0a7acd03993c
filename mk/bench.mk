# Benchmarks (issue 9): `make bench` measures resil against the alternatives
# users would pick, prints a table and writes build/bench.json. Not part of
# `make test`; test-bench only checks that the bench runs and writes JSON.
#
# PCRE2 and Hyperscan are optional: the bench builds whichever is installed
# and says which it skipped. To compare against both:
#   apt-get install libpcre2-dev libhyperscan-dev

BENCH_DIR  := harness/bench
BENCH_SRC  := $(sort $(wildcard $(BENCH_DIR)/*.c))
BENCH_HDRS := resil.h $(wildcard $(BENCH_DIR)/*.h)
BENCH_GEN  := $(BUILD)/bench-gen/sizes.c

# Optional libraries: pkg-config, else the Debian header paths. -I becomes
# -isystem so their headers are not held to our warning set.
bench_pc = $(shell pkg-config --exists $(1) 2>/dev/null && echo yes)
BENCH_PCRE2 := $(if $(call bench_pc,libpcre2-8),yes,$(if $(wildcard /usr/include/pcre2.h),hdr))
BENCH_HS    := $(if $(call bench_pc,libhs),yes,$(if $(wildcard /usr/include/hs/hs.h),hdr))
BENCH_DEFS  :=
BENCH_INC   :=
BENCH_LIBS  :=
ifeq ($(BENCH_PCRE2),yes)
  BENCH_DEFS += -DBENCH_HAVE_PCRE2
  BENCH_INC  += $(patsubst -I%,-isystem %,$(shell pkg-config --cflags libpcre2-8))
  BENCH_LIBS += $(shell pkg-config --libs libpcre2-8)
else ifeq ($(BENCH_PCRE2),hdr)
  BENCH_DEFS += -DBENCH_HAVE_PCRE2
  BENCH_LIBS += -lpcre2-8
endif
ifeq ($(BENCH_HS),yes)
  BENCH_DEFS += -DBENCH_HAVE_HS
  BENCH_INC  += $(patsubst -I%,-isystem %,$(shell pkg-config --cflags libhs))
  BENCH_LIBS += $(shell pkg-config --libs libhs)
else ifeq ($(BENCH_HS),hdr)
  BENCH_DEFS += -DBENCH_HAVE_HS
  BENCH_INC  += -isystem /usr/include/hs
  BENCH_LIBS += -lhs
endif

BENCH_CFLAGS = $(STRICT_C) -O2 -g -I. -I$(BENCH_DIR) $(BENCH_DEFS) $(BENCH_INC)

# sizeof of every public struct: the list is read from resil.h, so a struct
# added to the header shows up in the table without touching the bench.
$(BENCH_GEN): resil.h $(BENCH_DIR)/bench.h mk/bench.mk | $(BUILD)
	@mkdir -p $(dir $@)
	@{ echo '#include "resil.h"'; echo '#include "bench.h"'; \
	   echo 'const bench_size bench_sizes[] = {'; \
	   sed -n 's/^typedef struct \(resil_[a-z0-9][a-z0-9_]*\) {.*/    {"\1", sizeof(\1)},/p' resil.h; \
	   echo '};'; \
	   echo 'const int bench_size_count = (int)(sizeof bench_sizes / sizeof bench_sizes[0]);'; \
	 } >$@

$(BUILD)/bench: $(BENCH_SRC) $(BENCH_GEN) $(BENCH_HDRS) | $(BUILD)
	$(CC) $(BENCH_CFLAGS) $(BENCH_SRC) $(BENCH_GEN) -o $@ $(BENCH_LIBS) -lm

# The simulator comes from its own mk file; build it
# if it exists (TOOLS is complete when this recipe runs).
bench: $(BUILD)/bench
	@tools="$(filter %/resil-sim,$(TOOLS))"; \
	  [ -z "$$tools" ] || $(MAKE) --no-print-directory $$tools
	@[ -n "$(BENCH_PCRE2)" ] || echo "bench: PCRE2 skipped (apt-get install libpcre2-dev)"
	@[ -n "$(BENCH_HS)" ] || echo "bench: Hyperscan skipped (apt-get install libhyperscan-dev)"
	$(BUILD)/bench $(BENCH_ARGS)

# Per-call instruction breakdown by function of each decision path, from the
# callgrind outputs `make bench` leaves in build/bench-callgrind/.
bench-profile: $(BUILD)/bench
	@[ -f $(BUILD)/bench-callgrind/success-110.out ] || \
	  $(BUILD)/bench --only decision --json $(BUILD)/bench-decision.json >/dev/null
	@sh $(BENCH_DIR)/callgrind-breakdown.sh $(BUILD)/bench-callgrind
	@echo "== classifier: instructions per byte on the corpus (callgrind, resil_classify only)"
	@for k in 1 3; do valgrind --tool=callgrind --toggle-collect=resil_classify \
	    --callgrind-out-file=$(BUILD)/bench-callgrind/classify-$$k.out \
	    $(BUILD)/bench --classify-child corpus $$k >$(BUILD)/bench-callgrind/classify-$$k.txt 2>/dev/null; done
	@a=$$(sed -n 's/^summary: //p' $(BUILD)/bench-callgrind/classify-1.out); \
	  b=$$(sed -n 's/^summary: //p' $(BUILD)/bench-callgrind/classify-3.out); \
	  by=$$(sed -n 's/.*, \([0-9]*\) bytes.*/\1/p' $(BUILD)/bench-callgrind/classify-1.txt); \
	  n=$$(sed -n 's/^corpus: \([0-9]*\) messages.*/\1/p' $(BUILD)/bench-callgrind/classify-1.txt); \
	  echo "  $$(( (b - a) / 2 / n )) instructions per message, $$(( (b - a) / 2 / by )) per byte ($$n messages, $$by bytes)"
	@callgrind_annotate --auto=no --threshold=99 $(BUILD)/bench-callgrind/classify-3.out 2>/dev/null | \
	  sed -n '/file:function/,$$p' | sed '1,2d' | head -8

# Smoke test: the bench builds, runs in its tiny mode and writes valid JSON,
# and resil answers unknown to every message of the neutral set (log text
# of words that are no error: a keyword that fires there is too broad).
# No timing is judged.
test-bench: $(BUILD)/bench $(BUILD)/resil-classify
	@$(BUILD)/bench --quick --json $(BUILD)/bench-smoke.json >$(BUILD)/bench-smoke.txt 2>&1; \
	  rc=$$?; cat $(BUILD)/bench-smoke.txt; \
	  if [ $$rc -eq 0 ] && $(PYTHON) -c 'import json,sys; d=json.load(open(sys.argv[1])); \
	     [d[k] for k in ("machine","classifier","decision","simulator","sizes")]' \
	     $(BUILD)/bench-smoke.json; then \
	    echo "bench-smoke: 1 passed, 0 failed"; \
	  else echo "bench-smoke: 0 passed, 1 failed (exit $$rc or bad JSON)"; exit 1; fi
	@sh tests/test-nomatch.sh $(BUILD)/bench $(BUILD)/resil-classify

TEST_STEPS += test-bench

.PHONY: bench bench-profile test-bench
