# Proof where fuzzing only samples (issue 15 section 6): Frama-C's Eva value
# analysis (Debian: frama-c-base) on resil_classify (with its hints) and
# resil_retry_after_parse for every input of up to 256 bytes.
#
#   make prove        every input of 0..256 bytes (tests/prove/run.sh full)
#   make test-prove   (a test step) the same for inputs of 0..16 bytes
# Remaining alarms, each with its reason: tests/prove/ALARMS.md (an alarm
# not listed there fails). PROVE_OPTS_CLASSIFY, PROVE_OPTS_RETRY_AFTER override Eva's options.

PROVE_SRC := tests/prove/prove_parsers.c tests/prove/run.sh tests/prove/ALARMS.md resil.h

prove: $(PROVE_SRC)
	@PROVE_DIR=$(BUILD)/prove sh tests/prove/run.sh full

test-prove: $(PROVE_SRC)
	@PROVE_DIR=$(BUILD)/prove sh tests/prove/run.sh short

TEST_STEPS += test-prove

.PHONY: prove test-prove
