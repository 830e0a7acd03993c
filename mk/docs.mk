# Documentation that must agree with the code: the defaults table.

$(BUILD)/defaults: tests/defaults.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -I. tests/defaults.c -o $@

defaults: $(BUILD)/defaults
	@$(BUILD)/defaults

test-docs: $(BUILD)/defaults
	CC="$(CC)" STRICT_C="$(STRICT_C)" sh tests/check-docs.sh $(BUILD)/defaults

TEST_STEPS += test-docs

.PHONY: defaults test-docs
