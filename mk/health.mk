# Section 8 of resil.h (health monitor, restart queue, alerts, metrics,
# snapshot): a tiny restart queue for the unit tests, and the metrics text
# checked by real parsers: `promtool check metrics` (Debian: prometheus) on
# the Prometheus text form, and the OpenMetrics parser of the Python
# prometheus_client (Debian: python3-prometheus-client) on the OpenMetrics
# form. Without a checker the step says so and passes; with CI=true it fails.

TINY_DEFS += -DRESIL_RESTARTQ_CAPACITY=2

$(BUILD)/metrics-dump: tests/metrics_dump.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -O1 -I. tests/metrics_dump.c -o $@

test-metrics-text: $(BUILD)/metrics-dump
	@PYTHON="$(PYTHON)" sh tests/metrics-check.sh $(BUILD)/metrics-dump

# The sizes section 8 adds and the snapshot sizes (for the manual/report).
health-sizes: $(BUILD)/metrics-dump
	@$(BUILD)/metrics-dump --sizes

TEST_STEPS += test-metrics-text

.PHONY: test-metrics-text health-sizes
