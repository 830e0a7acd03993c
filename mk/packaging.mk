# Packaging and examples: `make install`, `make uninstall`, `make examples`,
# and the test steps test-metadata, test-packaging and test-examples.
#
#   make install [PREFIX=/usr/local] [DESTDIR=]   installs
#     $(PREFIX)/include/resil.h
#     $(PREFIX)/share/pkgconfig/resil.pc            (pkg-config resil)
#     $(PREFIX)/share/cmake/resil/resilConfig*.cmake (find_package(resil))
#     $(PREFIX)/bin/resil-classify, resil-sim        (when built)
#   The same layout as `cmake --install` (CMakeLists.txt); both generate the
#   package files from resil.pc.in and cmake/*.cmake.in.

PREFIX  ?= /usr/local
DESTDIR ?=
INSTALL ?= install
# The version is written once, in resil.h.
RESIL_VERSION := $(shell sed -n 's/^\#define RESIL_VERSION_STRING "\(.*\)"$$/\1/p' resil.h)
RESIL_PKG_TOOLS := resil-classify resil-sim
PKG_OUT := $(BUILD)/pkg

$(PKG_OUT)/resil.pc: resil.pc.in resil.h FORCE | $(BUILD)
	@mkdir -p $(PKG_OUT)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@INCLUDEDIR@|include|g' \
	    -e 's|@VERSION@|$(RESIL_VERSION)|g' resil.pc.in >$@
$(PKG_OUT)/resilConfig.cmake: cmake/resilConfig.cmake.in | $(BUILD)
	@mkdir -p $(PKG_OUT)
	sed -e 's|@RESIL_CONFIG_TO_PREFIX@|../../..|g' \
	    -e 's|@RESIL_INCLUDEDIR@|include|g' $< >$@
$(PKG_OUT)/resilConfigVersion.cmake: cmake/resilConfigVersion.cmake.in resil.h | $(BUILD)
	@mkdir -p $(PKG_OUT)
	sed -e 's|@RESIL_VERSION@|$(RESIL_VERSION)|g' $< >$@

# `all` builds the tools (TOOLS); the two user-facing ones are installed.
install: all $(PKG_OUT)/resil.pc $(PKG_OUT)/resilConfig.cmake \
         $(PKG_OUT)/resilConfigVersion.cmake
	$(INSTALL) -d "$(DESTDIR)$(PREFIX)/include" \
	  "$(DESTDIR)$(PREFIX)/share/pkgconfig" "$(DESTDIR)$(PREFIX)/share/cmake/resil"
	$(INSTALL) -m 644 resil.h "$(DESTDIR)$(PREFIX)/include/resil.h"
	$(INSTALL) -m 644 $(PKG_OUT)/resil.pc "$(DESTDIR)$(PREFIX)/share/pkgconfig/resil.pc"
	$(INSTALL) -m 644 $(PKG_OUT)/resilConfig.cmake $(PKG_OUT)/resilConfigVersion.cmake \
	  "$(DESTDIR)$(PREFIX)/share/cmake/resil/"
	@for t in $(RESIL_PKG_TOOLS); do \
	  if [ -f $(BUILD)/$$t ]; then \
	    echo "$(INSTALL) -m 755 $(BUILD)/$$t $(DESTDIR)$(PREFIX)/bin/$$t"; \
	    $(INSTALL) -d "$(DESTDIR)$(PREFIX)/bin" && \
	    $(INSTALL) -m 755 $(BUILD)/$$t "$(DESTDIR)$(PREFIX)/bin/$$t" || exit 1; \
	  else echo "install: $(BUILD)/$$t not built, skipped"; fi; \
	done

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/include/resil.h" \
	  "$(DESTDIR)$(PREFIX)/share/pkgconfig/resil.pc" \
	  "$(DESTDIR)$(PREFIX)/share/cmake/resil/resilConfig.cmake" \
	  "$(DESTDIR)$(PREFIX)/share/cmake/resil/resilConfigVersion.cmake"
	-rmdir "$(DESTDIR)$(PREFIX)/share/cmake/resil" 2>/dev/null
	@for t in $(RESIL_PKG_TOOLS); do \
	  echo "rm -f $(DESTDIR)$(PREFIX)/bin/$$t"; rm -f "$(DESTDIR)$(PREFIX)/bin/$$t"; done

# -- examples ---------------------------------------------------------------
# Every examples/*.c is built with the strict C flags; the ones listed in
# EXAMPLES_CXX also as C++ (the same source, compiled with -x c++).
# examples/curl_multi.c needs libcurl: mk/faults.mk builds it (curl-multi).
EXAMPLE_SRC  := $(filter-out examples/curl_multi.c,$(sort $(wildcard examples/*.c)))
EXAMPLE_BIN  := $(EXAMPLE_SRC:examples/%.c=$(BUILD)/examples/%)
EXAMPLES_CXX := classify_errors retry_loop breaker agent_chain flash_snapshot
EXAMPLE_CXX_BIN := $(EXAMPLES_CXX:%=$(BUILD)/examples/%-cxx)

$(BUILD)/examples/%: examples/%.c resil.h | $(BUILD)
	@mkdir -p $(BUILD)/examples
	$(CC) $(STRICT_C) -O1 -I. $< -o $@

$(BUILD)/examples/%-cxx: examples/%.c resil.h | $(BUILD)
	@mkdir -p $(BUILD)/examples
	$(CXX) $(STRICT_CXX) -O1 -I. -x c++ $< -o $@

examples: $(EXAMPLE_BIN) $(EXAMPLE_CXX_BIN) curl-multi

# -- tests --------------------------------------------------------------------
test-metadata:
	@$(PYTHON) tests/packaging/check_metadata.py .
	@sh tests/packaging/metadata-negative.sh "$(PYTHON)"

test-packaging:
	@CC="$(CC)" MAKE="$(MAKE)" RESIL_VERSION="$(RESIL_VERSION)" \
	  sh tests/packaging/run.sh

test-examples: examples
	@sh tests/packaging/examples.sh $(BUILD)/examples $(EXAMPLES_CXX)

TEST_STEPS += test-metadata test-packaging test-examples

FORCE:
.PHONY: install uninstall examples test-metadata test-packaging test-examples FORCE
