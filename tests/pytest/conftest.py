"""Fixtures for the fault-injection suite.

- `servers(n)`: n fault servers (harness/faultserver.py) on 127.0.0.1,
  closed after the test.
- `client`: runs build/http_client against given servers (clientrun.py).
- At the end, one line "faults: N passed, N failed" for tests/run-steps.sh
  (pytest's own line puts "failed" first or omits it).
"""
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "harness"))
sys.path.insert(0, HERE)

import faultserver  # noqa: E402
import clientrun  # noqa: E402

from hypothesis import settings, HealthCheck  # noqa: E402

# Derandomized by default: the same examples every run, so the suite is not
# flaky. RESIL_HYPOTHESIS_RANDOM=1 explores new ones (and
# RESIL_HYPOTHESIS_EXAMPLES=N more of them).
settings.register_profile(
    "resil",
    database=None,
    deadline=None,
    derandomize=os.environ.get("RESIL_HYPOTHESIS_RANDOM") != "1",
    max_examples=int(os.environ.get("RESIL_HYPOTHESIS_EXAMPLES", "150")),
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("resil")

BUILD = os.environ.get("RESIL_BUILD", os.path.join(ROOT, "build"))
if not os.path.isabs(BUILD):
    BUILD = os.path.join(ROOT, BUILD)


def pytest_sessionstart(session):
    # Running pytest by hand: make sure the two artifacts are fresh.
    if "RESIL_BUILD" not in os.environ:
        subprocess.run(["make", "-s", "-C", ROOT, "build/http_client",
                        "build/http_client-asan", "build/libresil.so"],
                       check=True)


@pytest.fixture(scope="session")
def hub():
    h = faultserver.FaultHub()
    yield h
    h.stop()


@pytest.fixture
def servers(hub):
    made = []

    def make(n=1):
        s = [hub.server() for _ in range(n)]
        made.extend(s)
        return s

    yield make
    for s in made:
        s.close()


@pytest.fixture
def client():
    return clientrun.Client(os.path.join(BUILD, "http_client"))


@pytest.fixture(params=["http_client", "http_client-asan"])
def both_clients(request):
    """The plain build and the ASan+UBSan build (leak check at exit: a
    leak or any sanitizer report makes the exit code non-zero)."""
    os.environ.setdefault("ASAN_OPTIONS", "detect_leaks=1")
    return clientrun.Client(os.path.join(BUILD, request.param))


def pytest_terminal_summary(terminalreporter):
    st = terminalreporter.stats
    passed = len(st.get("passed", []))
    failed = len(st.get("failed", [])) + len(st.get("error", []))
    xfailed = len(st.get("xfailed", []))
    if passed + failed + xfailed == 0:
        terminalreporter.write_line("faults: 0 passed, 1 failed "
                                    "(no test ran)")
    else:
        extra = " (%d xfail)" % xfailed if xfailed else ""
        terminalreporter.write_line("faults: %d passed, %d failed%s"
                                    % (passed, failed, extra))
