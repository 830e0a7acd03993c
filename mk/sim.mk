# Outage simulator (issue 5): build/resil-sim, `make sim`, and its tests.
#
#   make sim            the scenario catalog (harness/scenarios/*.scn), table on
#                       stdout, report in build/sim/report.html; exits non-zero
#                       when a must-hold fails
#   make sim-full       the same with the full contention sweep (N = 10..190,
#                       100 trials per N)
#   make test-sim       the simulator's tests (part of `make test`)

SIM_SRC   := $(sort $(wildcard harness/sim/*.c))
SIM_HDRS  := resil.h $(wildcard harness/sim/*.h)
SIM_CFLAGS = $(STRICT_C) -O2 -I. -Iharness/sim
SIM_DEFS  ?=
SIM_CATALOG := $(sort $(wildcard harness/scenarios/*.scn))

TOOLS += $(BUILD)/resil-sim

$(BUILD)/resil-sim: $(SIM_SRC) $(SIM_HDRS) | $(BUILD)
	$(CC) $(SIM_CFLAGS) $(SIM_DEFS) $(SIM_SRC) -lm -o $@

sim: $(BUILD)/resil-sim
	@mkdir -p $(BUILD)/sim
	$(BUILD)/resil-sim --report $(BUILD)/sim/report.html $(SIM_CATALOG)
	@echo "report: $(BUILD)/sim/report.html"

sim-full: $(BUILD)/resil-sim
	@mkdir -p $(BUILD)/sim
	$(BUILD)/resil-sim --full --report $(BUILD)/sim/report.html $(SIM_CATALOG)

test-sim: $(BUILD)/resil-sim
	@sh tests/sim/run.sh $(BUILD)/resil-sim

TEST_STEPS += test-sim

.PHONY: sim sim-full test-sim
