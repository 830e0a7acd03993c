# Fault-injection harness (issue 6): the example HTTP client, resil.h as a
# shared library for ctypes, and the pytest suite that runs both against
# harness/faultserver.py. `make test-faults` ends with pytest's counts as
# "faults: N passed, N failed" (printed by tests/pytest/conftest.py).

FAULTS_CFLAGS = $(STRICT_C) -O2 -g -I.

$(BUILD)/http_client: examples/http_client.c resil.h | $(BUILD)
	$(CC) $(FAULTS_CFLAGS) examples/http_client.c -o $@

# The same client under ASan+UBSan (leaks too): the key client tests run
# against both builds.
$(BUILD)/http_client-asan: examples/http_client.c resil.h | $(BUILD)
	$(CLANG) $(STRICT_C) -O1 -g -fsanitize=address,undefined \
	  -fno-sanitize-recover=all -fno-omit-frame-pointer -I. \
	  examples/http_client.c -o $@

# resil.h as a shared library, plus a table of struct offsets and sizes
# that the ctypes mirror in tests/pytest/resil_ffi.py checks itself against.
$(BUILD)/libresil.so: harness/resil_ffi.c resil.h | $(BUILD)
	$(CC) $(STRICT_C) -O1 -g -fPIC -shared -I. harness/resil_ffi.c -o $@

TOOLS += $(BUILD)/http_client $(BUILD)/libresil.so

# The libcurl adapter (examples/resil_curl.h) and the multi-interface driver
# (examples/curl_multi.c, issue 16): built when pkg-config finds libcurl
# (Debian: libcurl4-openssl-dev, in .ci/packages). Without it the driver is
# skipped with a message and its tests skip; with CI=true that is a failure.
CURL_LIBS   := $(shell pkg-config --libs libcurl 2>/dev/null)
CURL_CFLAGS := $(shell pkg-config --cflags libcurl 2>/dev/null)
ifneq ($(CURL_LIBS),)
CURL_BIN := $(BUILD)/curl_multi $(BUILD)/curl_multi-asan $(BUILD)/curl_multi-hdrcb
$(BUILD)/curl_multi: examples/curl_multi.c examples/resil_curl.h resil.h | $(BUILD)
	$(CC) $(FAULTS_CFLAGS) $(CURL_CFLAGS) examples/curl_multi.c $(CURL_LIBS) -o $@
$(BUILD)/curl_multi-asan: examples/curl_multi.c examples/resil_curl.h resil.h | $(BUILD)
	$(CLANG) $(STRICT_C) -O1 -g -fsanitize=address,undefined \
	  -fno-sanitize-recover=all -fno-omit-frame-pointer -I. $(CURL_CFLAGS) \
	  examples/curl_multi.c $(CURL_LIBS) -o $@
# the adapter's path for libcurl before 7.84 (a header callback)
$(BUILD)/curl_multi-hdrcb: examples/curl_multi.c examples/resil_curl.h resil.h | $(BUILD)
	$(CC) $(FAULTS_CFLAGS) -DRESIL_CURL_NEXTHEADER=0 $(CURL_CFLAGS) \
	  examples/curl_multi.c $(CURL_LIBS) -o $@
curl-multi: $(CURL_BIN)
else
CURL_BIN :=
curl-multi:
	@echo "curl_multi: SKIPPED: libcurl not found (pkg-config libcurl);" \
	  "install libcurl4-openssl-dev (.ci/packages)"
	@if [ "$(CI)" = true ]; then echo "curl_multi: CI=true: a skip is a failure"; exit 1; fi
endif

# -p no:cacheprovider: leave nothing behind in the tree. A run that
# collects no test exits non-zero (pytest: 5) and the summary says so.
test-faults: $(BUILD)/http_client $(BUILD)/http_client-asan $(BUILD)/libresil.so curl-multi
	RESIL_BUILD=$(BUILD) CI="$(CI)" $(PYTHON) -m pytest -q -p no:cacheprovider tests/pytest

TEST_STEPS += test-faults

.PHONY: test-faults curl-multi
