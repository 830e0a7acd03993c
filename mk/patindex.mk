# Classifier size and speed (issues 9, 14): the packed keyword table, its
# index by first byte and its prefix filter, generated from the source
# table resil__pats by harness/pat-index.c and checked for staleness, and
# the equivalence test of the fast scanner against the plain row-by-row
# scan (tests/classify_equiv.c).
#
#   make pat-index        print the generated block (paste it into resil.h
#                         after the source table)

TOOLS += $(BUILD)/pat-index

$(BUILD)/pat-index: harness/pat-index.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -O1 -I. $< -o $@

pat-index: $(BUILD)/pat-index
	@$(BUILD)/pat-index

# The block in resil.h equals the tool's output. Prints "pat-index: ...".
test-pat-index: $(BUILD)/pat-index
	@$(BUILD)/pat-index >$(BUILD)/pat-index.want || \
	  { echo "pat-index: 0 passed, 1 failed (the table breaks a rule)"; exit 1; }
	@sed -n '/^\/\* Generated from resil__pats/,/^\/\* end of the generated index \*\//p' \
	  resil.h >$(BUILD)/pat-index.got
	@if cmp -s $(BUILD)/pat-index.want $(BUILD)/pat-index.got; then \
	  echo "pat-index: 1 passed, 0 failed"; \
	else diff $(BUILD)/pat-index.want $(BUILD)/pat-index.got | head; \
	  echo "pat-index: 0 passed, 1 failed (resil.h's index is stale: make pat-index)"; exit 1; fi

TEST_STEPS += test-pat-index

.PHONY: pat-index test-pat-index

# The scanner equals the plain row-by-row scan (tests/classify_equiv.c holds
# that reference), built with gcc and with clang's ASan+UBSan; each text is
# in a buffer of exactly its length, so a read past it is caught.
EQUIV_MUTATIONS ?= 20000

$(BUILD)/classify_equiv: tests/classify_equiv.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -O1 -g -I. $< -o $@

$(BUILD)/classify_equiv-asan: tests/classify_equiv.c resil.h | $(BUILD)
	$(CLANG) $(STRICT_C) -O1 -g -I. -fsanitize=address,undefined \
	  -fno-sanitize-recover=all -fno-omit-frame-pointer $< -o $@

# The word-at-a-time skips also with 4-byte words, and on the byte-wise
# path big-endian targets take (RESIL__WORD32, RESIL__ASSUME_BIG_ENDIAN:
# test-only).
$(BUILD)/classify_equiv-w32: tests/classify_equiv.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -O1 -g -I. -DRESIL__WORD32 $< -o $@

$(BUILD)/classify_equiv-be: tests/classify_equiv.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -O1 -g -I. -DRESIL__ASSUME_BIG_ENDIAN $< -o $@

test-classify-equiv: $(BUILD)/classify_equiv $(BUILD)/classify_equiv-asan \
                     $(BUILD)/classify_equiv-w32 $(BUILD)/classify_equiv-be
	$(BUILD)/classify_equiv --mutations=$(EQUIV_MUTATIONS) $(CORPUS)
	ASAN_OPTIONS=detect_leaks=1 $(BUILD)/classify_equiv-asan \
	  --mutations=$(EQUIV_MUTATIONS) $(CORPUS)
	$(BUILD)/classify_equiv-w32 --mutations=$(EQUIV_MUTATIONS) $(CORPUS)
	$(BUILD)/classify_equiv-be --mutations=$(EQUIV_MUTATIONS) $(CORPUS)

TEST_STEPS += test-classify-equiv

.PHONY: test-classify-equiv
