# The long soak (issue 15 section 5): harness/soak/soak.c drives one engine
# over weeks of simulated time with randomly mixed faults on 5 endpoints and
# 3 client groups, the 32-bit clock started an hour before its wrap, and
# checks the engine's invariants after every event (ASan+UBSan build).
#
#   make soak [SOAK_DAYS=60] [SOAK_SEEDS="1 2"]   the long run: 60 simulated
#                     days = two wraps of the clock; progress once a day
#   make test-soak    (a test step) 3 simulated days across one wrap

SOAK_DAYS  ?= 60
SOAK_SEEDS ?= 1
SOAK_CFLAGS = $(STRICT_C) -O1 -g -I. -fno-omit-frame-pointer \
              -fsanitize=address,undefined -fno-sanitize-recover=all

$(BUILD)/resil-soak: harness/soak/soak.c resil.h | $(BUILD)
	$(CC) $(SOAK_CFLAGS) harness/soak/soak.c -o $@

soak: $(BUILD)/resil-soak
	@for s in $(SOAK_SEEDS); do \
	  t0=$$(date +%s); $(BUILD)/resil-soak --days $(SOAK_DAYS) --seed $$s || exit 1; \
	  echo "soak: wall $$(($$(date +%s) - t0)) s (seed $$s)"; done

test-soak: $(BUILD)/resil-soak
	@$(BUILD)/resil-soak --days 3 --seed 7

TEST_STEPS += test-soak

.PHONY: soak test-soak
