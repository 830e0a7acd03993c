# resil - build, test and simulate. `make help` lists the targets.
#
# Everything that needs only a C compiler and make is built by `make`.
# Each component adds its rules in mk/<component>.mk: it appends its tools
# to TOOLS and the names of its test targets to TEST_STEPS; `make test` runs
# every step and ends with one line "total: N passed, N failed".

CC       ?= cc
CXX      ?= c++
CLANG    ?= clang
BUILD    := build
CFLAGS   ?= -O2 -g

# The strict warning set: errors with gcc and clang, C and C++.
WARN_COMMON := -Wall -Wextra -Wpedantic -Werror -Wshadow -Wconversion \
               -Wsign-conversion -Wcast-align -Wcast-qual -Wundef \
               -Wdouble-promotion -Wvla -Wformat=2 -Wswitch-enum
WARN_C      := $(WARN_COMMON) -Wstrict-prototypes -Wmissing-prototypes
WARN_CXX    := $(WARN_COMMON)
STRICT_C    := -std=c99 $(WARN_C)
STRICT_CXX  := -std=c++11 $(WARN_CXX)

# pytest and hypothesis come from Debian (python3-pytest, python3-hypothesis)
# and live under Debian's /usr/bin/python3, which is often not the first
# python3 on PATH. Pick the first interpreter that has both.
PYTHON ?= $(shell for p in /usr/bin/python3 python3; do \
            if $$p -c 'import pytest, hypothesis' >/dev/null 2>&1; then \
              echo $$p; exit 0; fi; done; echo /usr/bin/python3)

TOOLS      :=
TEST_STEPS :=

.DEFAULT_GOAL := all

include $(sort $(wildcard mk/*.mk))

all: $(TOOLS)

test: all deps-check
	@MAKE="$(MAKE)" sh tests/run-steps.sh $(TEST_STEPS)

# Debian packages the tests need (one list: .ci/packages). As root they are
# installed; otherwise the exact command is printed.
deps-check:
	@sh .ci/install.sh --check-or-install

clean:
	rm -rf $(BUILD)

help:
	@echo "make             build the library checks and tools into $(BUILD)/"
	@echo "make test        run every test; ends with 'total: N passed, N failed'"
	@echo "make sim         run the outage scenario catalog"
	@echo "make clean       remove $(BUILD)/"
	@echo "test steps: $(TEST_STEPS)"
	@echo "python used for pytest: $(PYTHON)"

$(BUILD):
	@mkdir -p $@

.PHONY: all test deps-check clean help
