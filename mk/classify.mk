# Classifier: the resil-classify tool, the accuracy report on the message
# corpus, and the CLI test. Unit tests are tests/test_classify.c (built into
# build/unit by mk/core.mk).

CLASSIFY_CFLAGS = $(STRICT_C) -O2 -g -I.
CORPUS          := tests/corpus/messages.tsv
# Thresholds of the issue: fine (exact class) and coarse (four actions).
MIN_FINE        := 97
MIN_COARSE      := 99

TOOLS += $(BUILD)/resil-classify $(BUILD)/resil-accuracy

$(BUILD)/resil-classify: harness/resil-classify.c resil.h | $(BUILD)
	$(CC) $(CLASSIFY_CFLAGS) $< -o $@

$(BUILD)/resil-accuracy: harness/resil-accuracy.c resil.h | $(BUILD)
	$(CC) $(CLASSIFY_CFLAGS) -Wno-double-promotion $< -o $@

# Per-class precision and recall, the confusion matrix, fine and coarse
# accuracy on the whole corpus and on the held-out third.
accuracy: $(BUILD)/resil-accuracy
	$(BUILD)/resil-accuracy $(CORPUS)

# Fails below the thresholds; prints "classify-accuracy: N passed, N failed".
test-classify: $(BUILD)/resil-accuracy $(BUILD)/resil-classify
	@if $(BUILD)/resil-accuracy --quiet --min-fine=$(MIN_FINE) \
	      --min-coarse=$(MIN_COARSE) $(CORPUS); then \
	  echo "classify-accuracy: 1 passed, 0 failed"; \
	else echo "classify-accuracy: 0 passed, 1 failed"; exit 1; fi
	@sh tests/test-classify-cli.sh $(BUILD)/resil-classify
	@if $(CC) $(STRICT_C) -DRESIL_NO_ERRNO -I. -c tests/impl.c \
	      -o $(BUILD)/classify-noerrno.o; then \
	  echo "classify-noerrno-build: 1 passed, 0 failed"; \
	else echo "classify-noerrno-build: 0 passed, 1 failed"; exit 1; fi

TEST_STEPS += test-classify

.PHONY: accuracy test-classify
