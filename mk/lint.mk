# Static analysis (issue 7): gcc -fanalyzer, cppcheck with the MISRA C 2012
# addon, clang-tidy. Levels, checks and every deviation with its reason:
# tests/lint/MISRA.md. `make lint` and the test step test-lint run the same
# script (about 50 s on this two-CPU machine, the cppcheck MISRA run beside
# the others; it is part of `make test`).

lint:
	@CC=gcc sh tests/lint/run.sh

test-lint:
	@CC=gcc sh tests/lint/run.sh

TEST_STEPS += test-lint

.PHONY: lint test-lint
