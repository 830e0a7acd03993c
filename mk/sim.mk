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

# the simulator under ASan+UBSan, for the tests
$(BUILD)/resil-sim-asan: $(SIM_SRC) $(SIM_HDRS) | $(BUILD)
	$(CLANG) $(SIM_CFLAGS) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
	  -fno-omit-frame-pointer $(SIM_DEFS) $(SIM_SRC) -lm -o $@

test-sim: $(BUILD)/resil-sim $(BUILD)/resil-sim-asan
	@PYTHON="$(PYTHON)" sh tests/sim/run.sh $(BUILD)/resil-sim $(BUILD)/resil-sim-asan

TEST_STEPS += test-sim

.PHONY: sim sim-full test-sim

# Regenerate the golden trace hashes (after an intended change of behaviour).
SIM_GOLDEN := provider-outage:resil rate-limit-storm:resil
sim-golden: $(BUILD)/resil-sim
	@{ echo "# scenario strategy trace_hash   (regenerate: make sim-golden; say why in the commit)"; \
	  for p in $(SIM_GOLDEN); do s=$${p%%:*}; st=$${p#*:}; \
	    h=$$($(BUILD)/resil-sim --quiet --json harness/scenarios/$$s.scn | $(PYTHON) -c \
	      'import json,sys; d=json.load(sys.stdin); print([x["trace_hash"] for x in d["strategies"] if x["strategy"]==sys.argv[1]][0])' $$st); \
	    echo "$$s $$st $$h"; done; } > tests/sim/golden.txt
	@cat tests/sim/golden.txt

.PHONY: sim-golden

# The copy of `make sim`'s table in README.md (between the sim:begin/end
# markers), without the wall-clock line. test-sim checks it is current.
sim-table: $(BUILD)/resil-sim
	@$(BUILD)/resil-sim --quiet $(SIM_CATALOG) | grep -v 'tasks/s$$' | sed -e '$${/^$$/d;}'; true

sim-readme: $(BUILD)/resil-sim
	@$(MAKE) --no-print-directory -s sim-table > $(BUILD)/sim-table.txt
	@awk -v f=$(BUILD)/sim-table.txt '/<!-- sim:end -->/ {on=0; print "```"; while ((getline l < f) > 0) print l; print "```"} !on {print} /<!-- sim:begin -->/ {on=1}' README.md > $(BUILD)/README.new
	@mv $(BUILD)/README.new README.md
	@echo "README.md: simulation table refreshed"

.PHONY: sim-table sim-readme
