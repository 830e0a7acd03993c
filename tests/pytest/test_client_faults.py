"""The example client (build/http_client, resil.h deciding) against the
fault server: one test per fault kind, asserting both what the server saw
and what the client printed. Every run also passes Run.check(): each task
ends in exactly one final state, reported once, nothing after it.

Timing bounds are one-sided where the spec gives one (never earlier than a
Retry-After) and generous on the other side (a loaded 2-core machine).
"""
import time

import pytest

import faultserver as fs

SLACK = 0.004     # s: rounding of ms ticks between client and server
LATE = 0.5        # s: how late anything may be on a busy machine

# Short delays so the suite stays fast; each named where it matters.
FAST = ("--base-ms", 50, "--slow-base-ms", 50, "--timeout-ms", 2000)


def accepts(srv):
    return [c["t_accept"] for c in srv.connections()]


def reqs(srv):
    return srv.requests()


def io(run, endpoint=None):
    return [o for o in run.ev("io")
            if endpoint is None or o["endpoint"] == endpoint]


# -- retries --------------------------------------------------------------

@pytest.mark.parametrize("tick_start", [0, 4294967296 - 300])
def test_network_errors_retry_same_endpoint_with_growing_delays(
        servers, client, tick_start):
    """Resets: retried on the same endpoint, each wait longer than the
    last (x2 +-20%), none shorter than the delay resil announced. The
    second run starts resil's tick 300 ms before the 32-bit wrap, so the
    waits cross it."""
    a, b = servers(2)
    a.script(fs.reset(), fs.reset(), fs.reset(), fs.ok())
    r = client.run([a, b], "--base-ms", 100, "--tick-start", tick_start,
                   check=1)
    t = r.task(1)
    assert t["result"] == "done" and t["endpoint"] == 0 and t["attempts"] == 4
    assert len(a.connections()) == 4 and b.connections() == []
    assert [o["cls"] for o in io(r)] == ["network"] * 3 + ["none"]
    delays = [o["value_ms"] for o in r.ev("retry")]
    assert len(delays) == 3
    for i, d in enumerate(delays):  # 100, 200, 400 ms +-20%
        assert 0.8 * 100 * 2 ** i <= d <= 1.2 * 100 * 2 ** i, delays
    acc = accepts(a)
    gaps = [y - x for x, y in zip(acc, acc[1:])]
    for gap, d in zip(gaps, delays):
        assert gap >= d / 1000.0 - SLACK, (gaps, delays)
        assert gap <= d / 1000.0 + LATE, (gaps, delays)
    # growth as the server sees it: each gap is at least its announced
    # delay, and those grow (80-120, 160-240, 320-480 ms); the last gap
    # beats the first by a margin no scheduling hiccup closes
    assert delays[0] < delays[1] < delays[2]
    assert gaps[2] > gaps[0] + 0.1, gaps


def test_refused_connections_retry_then_fall_back(servers, client):
    """Nothing listening: network errors, retried on the primary until its
    attempts or its breaker run out, then the secondary answers."""
    a, b = servers(2)
    a.set(fs.refuse())
    r = client.run([a, b], "--base-ms", 20, check=1)
    t = r.task(1)
    assert t["result"] == "done" and t["endpoint"] == 1
    fails = io(r, 0)
    assert 2 <= len(fails) <= 6  # at most 5 retries (6 attempts)
    assert all(o["cls"] == "network" and "refused" in o["error"]
               for o in fails)
    # a retry follows every failure but the last: the failure that opens
    # the breaker (the 5th) moves the task on at once, without a backoff
    # for a retry the open breaker would refuse
    assert len(r.ev("retry")) == len(fails) - 1
    (fb,) = r.ev("fallback")
    assert fb["reason"] in ("retries", "breaker_open")
    if fb["reason"] == "breaker_open":
        opened = [e for e in r.ev("breaker", endpoint=0) if e["to"] == "open"]
        assert opened and opened[0]["t"] == fb["t"]
    assert len(b.requests()) == 1


def test_hang_past_deadline_times_out(servers, client):
    """The server never answers: each attempt ends at its deadline, as
    class timeout; the server sees the client leave on time."""
    a, b = servers(2)
    a.set(fs.hang())
    r = client.run([a, b], "--timeout-ms", 300, "--base-ms", 20, check=1)
    assert r.task(1)["result"] == "done" and r.task(1)["endpoint"] == 1
    fails = io(r, 0)
    assert fails and all(o["cls"] == "timeout" for o in fails)
    assert all(o["ms"] >= 299 for o in fails)  # not before the deadline
    conns = a.wait_for(lambda s: all(c["t_close"] for c in s.connections())
                       and s.connections())
    for c in conns:  # the server's accept may lag a little under load
        held = c["t_close"] - c["t_accept"]
        assert 0.25 <= held <= 0.3 + LATE, held


def test_slow_drip(servers, client):
    """A body dripping past the deadline times out; one that completes in
    time is a success."""
    a, b = servers(2)
    a.set(fs.drip(interval_ms=100, length=40))  # 4 s of body
    r = client.run([a, b], "--timeout-ms", 300, "--base-ms", 20, check=1)
    assert r.task(1)["endpoint"] == 1
    assert all(o["cls"] == "timeout" for o in io(r, 0))
    a.set(fs.drip(interval_ms=10, length=5))    # 50 ms of body
    r = client.run([a, b], "--timeout-ms", 2000, check=1)
    assert r.task(1)["endpoint"] == 0 and r.task(1)["attempts"] == 1


def test_truncated_body_is_retried(servers, client):
    a, b = servers(2)
    a.script(fs.truncated(), fs.ok())
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["result"] == "done" and r.task(1)["endpoint"] == 0
    assert len(a.requests()) == 2 and b.requests() == []
    assert io(r)[0]["cls"] == "network"
    assert "truncated" in io(r)[0]["error"]


def test_non_http_bytes(servers, client):
    """Bytes that are not HTTP: the client survives, classifies, and the
    task still ends once, answered by the secondary. A server that does
    not speak HTTP is that endpoint's fault: it counts toward its breaker."""
    a, b = servers(2)
    a.set(fs.garbage())
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["result"] == "done" and r.task(1)["endpoint"] == 1
    fails = io(r, 0)
    assert fails and all("protocol error" in o["error"] for o in fails)
    assert r.summary["endpoints"][0]["consecutive"] == len(fails)


# -- rate limits: never earlier than the server asked -------------------

def test_retry_after_seconds(servers, client):
    a, b = servers(2)
    a.script(fs.rate_limited(retry_after_s=1), fs.ok())
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["endpoint"] == 0 and b.requests() == []
    first, second = reqs(a)
    assert first["status"] == 429
    assert second["t"] - first["t_response"] >= 1.0 - SLACK
    assert io(r)[0]["cls"] == "rate_limit"
    assert io(r)[0]["retry_after_ms"] == 1000
    assert r.ev("retry")[0]["value_ms"] >= 1000


def test_retry_after_http_date(servers, client):
    a, b = servers(2)
    when = int(time.time()) + 2
    a.script(fs.rate_limited(retry_after_date=when), fs.ok())
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["endpoint"] == 0
    first, second = reqs(a)
    assert second["wall"] >= when - SLACK  # not before the date it named
    assert 1000 <= io(r)[0]["retry_after_ms"] <= 2000


def test_retry_after_ms_header(servers, client):
    a, b = servers(2)
    a.script(fs.rate_limited(retry_after_ms=400), fs.ok())
    r = client.run([a, b], *FAST, check=1)
    first, second = reqs(a)
    assert second["t"] - first["t_response"] >= 0.4 - SLACK
    assert io(r)[0]["retry_after_ms"] == 400


def test_retry_after_above_cap_falls_back(servers, client):
    a, b = servers(2)
    a.set(fs.rate_limited(retry_after_s=120))
    r = client.run([a, b], *FAST, "--retry-after-cap-ms", 5000, check=1)
    assert r.task(1)["endpoint"] == 1
    assert len(a.requests()) == 1 and len(b.requests()) == 1


# -- provider errors --------------------------------------------------------

@pytest.mark.parametrize("name,cls", [("503", "unavailable"),
                                      ("529", "unavailable")])
def test_unavailable_retries_a_few_times_then_falls_back(
        servers, client, name, cls):
    a, b = servers(2)
    a.set(fs.preset(name))
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["result"] == "done" and r.task(1)["endpoint"] == 1
    fails = io(r, 0)
    assert all(o["cls"] == cls for o in fails)
    assert 2 <= len(fails) == len(a.requests()) <= 4  # 3 retries at most
    assert len(b.requests()) == 1


@pytest.mark.parametrize("name,cls", [("500", "server"), ("401", "auth"),
                                      ("404", "not_found"),
                                      ("429_quota", "quota")])
def test_fall_back_at_once_without_retry(servers, client, name, cls):
    a, b = servers(2)
    a.set(fs.preset(name))
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["result"] == "done" and r.task(1)["endpoint"] == 1
    assert len(a.requests()) == 1 and len(b.requests()) == 1
    assert io(r, 0)[0]["cls"] == cls
    assert r.ev("retry") == []
    (fb,) = r.ev("fallback")
    assert fb["endpoint"] == 0 and fb["to"] == 1


def test_context_length_compacts_once_then_succeeds(servers, both_clients):
    a, b = servers(2)
    a.set(fs.context(limit=40))
    r = both_clients.run([a, b], *FAST, "--prompt-bytes", 64, check=1)
    assert r.task(1)["result"] == "done" and r.task(1)["endpoint"] == 0
    sent = reqs(a)
    assert [q["body_len"] for q in sent] == [64, 32]
    assert [q["headers"]["x-compacted"] for q in sent] == ["0", "1"]
    assert io(r)[0]["cls"] == "context_length"
    assert len(r.ev("compact")) == 1 and b.requests() == []


def test_context_length_still_too_long_fails_after_one_compaction(
        servers, client):
    (a,) = servers(1)
    a.set(fs.context(limit=10))
    r = client.run([a], *FAST, "--prompt-bytes", 64, check=1)
    t = r.task(1)
    assert t["result"] == "fail" and t["cls"] == "context_length"
    assert [q["body_len"] for q in reqs(a)] == [64, 32]
    assert r.summary["failures"] == 2
    # never the endpoint's fault
    assert r.summary["endpoints"][0]["consecutive"] == 0


def test_exhausted_chain_degrades_or_fails(servers, client):
    a, b = servers(2)
    a.set(fs.preset("500"))
    b.set(fs.preset("401"))
    r = client.run([a, b], *FAST, check=1)
    assert r.task(1)["result"] == "fail" and r.rc == 1
    r = client.run([a, b], *FAST, "--degraded", check=1)
    assert r.task(1)["result"] == "degraded" and r.rc == 3
    assert len(r.ev("degraded")) == 1


# -- breakers ---------------------------------------------------------------

BREAKER = ("--base-ms", 10, "--threshold", 5, "--timeout-ms", 2000)


def test_breaker_bounds_connections_to_a_dead_server(servers, both_clients):
    """20 tasks against a primary that resets every connection: once its
    breaker opens, only half-open probes reach it."""
    a, b = servers(2)
    a.set(fs.reset())
    r = both_clients.run([a, b], *BREAKER, "--open-ms", 300, "--tasks", 20,
                         "--interval-ms", 40, check=20)
    assert all(t["result"] == "done" and t["endpoint"] == 1 for t in r.tasks)
    to_a = io(r, 0)
    assert len(to_a) == len(a.connections())      # the server agrees
    probes = [o for o in to_a if o["probe"]]
    assert len(to_a) <= 5 + len(probes)
    opens = [e for e in r.ev("breaker", endpoint=0) if e["to"] == "open"]
    assert opens and r.summary["breaker_opens"] == len(opens)
    # at most one probe per open period (>= 270 ms: 300 ms -10%)
    span = r.t_end - r.t_start
    assert len(probes) <= span / 0.27 + 1
    assert len(b.requests()) == 20


def test_traffic_returns_after_recovery(servers, client):
    a, b = servers(2)
    a.set(fs.reset())
    p = client.start([a, b], *BREAKER, "--open-ms", 300,
                     "--probe-successes", 2, "--tasks", 40,
                     "--interval-ms", 40)
    a.wait_for(lambda s: len(s.connections()) >= 5)
    a.set(fs.ok())
    r = client.collect(p).check(40)
    closes = [e for e in r.ev("breaker", endpoint=0) if e["to"] == "closed"]
    assert closes, "the breaker closed again"
    assert [t["endpoint"] for t in r.tasks[-5:]] == [0] * 5
    assert r.summary["endpoints"][0]["state"] == "closed"
    assert sum(1 for q in a.requests() if q["status"] == 200) >= 5


def test_flapping_loses_nothing_and_does_not_open_on_every_flap(
        servers, client):
    a, b = servers(2)
    a.flap(up_ms=250, down_ms=250, down=fs.reset())
    r = client.run([a, b], *BREAKER, "--open-ms", 300, "--tasks", 40,
                   "--interval-ms", 25, check=40)
    assert all(t["result"] == "done" for t in r.tasks)
    span = r.t_end - r.t_start
    flaps = span / 0.5 + 1
    opens = [e for e in r.ev("breaker", endpoint=0) if e["to"] == "open"]
    assert len(opens) <= flaps


# -- cancellation -----------------------------------------------------------

def test_sigint_cancels_in_flight_tasks_at_once(servers, both_clients):
    (a,) = servers(1)
    a.set(fs.hang())
    p = both_clients.start([a], "--tasks", 6, "--parallel", 4,
                           "--timeout-ms", 60000)
    a.wait_for(lambda s: len(s.requests()) >= 4)
    r, took = both_clients.interrupt(p)
    # the plain build: every task ends and the process exits within 200 ms;
    # the ASan build's exit also runs the leak check (a heap scan whose
    # time depends on the machine's load), so it gets 2 s
    assert took < (2.0 if both_clients.path.endswith("-asan") else 0.2), took
    r.check(6)
    assert all(t["result"] == "cancelled" for t in r.tasks)
    s = r.summary
    assert s["exit"] == 130 and s["failures"] == 0
    assert s["breaker_opens"] == 0 and s["endpoints"][0]["consecutive"] == 0
    assert r.ev("breaker") == [] and r.ev("failed") == []


def test_sigint_during_backoff(servers, client):
    """Cancelled while waiting out a 5 s backoff: ends at once; the real
    failure before it counts, the cancellation does not."""
    (a,) = servers(1)
    a.set(fs.preset("503"))
    p = client.start([a], "--base-ms", 5000, "--tasks", 2, "--parallel", 2)
    client.wait_output(p, lambda ls: sum(o["ev"] == "retry" for o in ls) == 2)
    r, took = client.interrupt(p)
    assert took < 0.2, took
    r.check(2)
    assert all(t["result"] == "cancelled" for t in r.tasks)
    assert len(a.requests()) == 2
    assert r.summary["endpoints"][0]["consecutive"] == 2
    assert r.summary["failures"] == 2


# -- the restart queue ------------------------------------------------------

def test_link_down_longer_than_retries_is_bridged_by_restart_queue(
        servers, both_clients):
    """Every endpoint refuses for 1.2 s, four times longer than a task's
    retries and fallbacks take (about 0.3 s): the tasks go to resil's
    restart queue (300 ms, then 600 ms, 1.2 s) and all succeed once the
    link is back."""
    a, b = servers(2)
    a.set(fs.refuse())
    b.set(fs.refuse())
    p = both_clients.start([a, b], "--tasks", 4, "--parallel", 4,
                           "--base-ms", 10, "--cap-ms", 40, "--threshold", 100,
                           "--restart-ms", 300, "--restarts", 3)
    time.sleep(1.2)
    t_up = time.monotonic()
    a.set(fs.ok())
    b.set(fs.ok())
    r = both_clients.collect(p).check(4)
    assert all(t["result"] == "done" for t in r.tasks)
    queued = r.ev("restart_queued")
    assert {e["task"] for e in queued} == {1, 2, 3, 4}
    # the outage outlasted a whole pass of retries and fallbacks
    fails = [o for o in r.ev("io") if not o["ok"]]
    first_pass_end = min(e["mono_us"] for e in queued) / 1e6
    assert first_pass_end - min(o["mono_us"] for o in fails) / 1e6 < 1.2
    # nothing reached a server before the link came back, then each task
    # made exactly one successful call
    served = a.requests() + b.requests()
    assert len(served) == 4 and all(q["t"] >= t_up for q in served)
    assert sorted(int(q["headers"]["x-task"]) for q in served) == [1, 2, 3, 4]


def test_sigint_cancels_tasks_waiting_in_the_restart_queue(
        servers, both_clients):
    """Cancellation at any point: tasks queued for a restart (10 s away)
    are cancelled at once by SIGINT and leave resil's queue."""
    a, b = servers(2)
    a.set(fs.refuse())
    b.set(fs.refuse())
    p = both_clients.start([a, b], "--tasks", 3, "--parallel", 3,
                           "--base-ms", 5, "--cap-ms", 10, "--threshold", 100,
                           "--restart-ms", 10000)
    both_clients.wait_output(p, lambda ls: sum(o["ev"] == "restart_queued"
                                         for o in ls) == 3)
    r, took = both_clients.interrupt(p)
    assert took < 0.2, took
    r.check(3)
    assert all(t["result"] == "cancelled" for t in r.tasks)
    s = r.summary
    assert s["restart_queue"] == 0 and s["tasks_cancelled"] == 3


# -- nothing lost -----------------------------------------------------------

def test_mixed_faults_nothing_lost(servers, both_clients):
    """40 tasks, 8 at a time, over a chain where every kind of fault
    happens: each task ends exactly once; the summary adds up."""
    a, b, c = servers(3)
    kinds = [fs.reset(), fs.preset("503"), fs.rate_limited(retry_after_ms=30),
             fs.preset("500"), fs.truncated(), fs.ok(), fs.garbage(),
             fs.preset("529"), fs.hang(), fs.ok(), fs.preset("401"), fs.ok()]
    a.script(*(kinds * 12))
    b.flap(up_ms=150, down_ms=150, down=fs.reset())
    c.set(fs.ok())
    r = both_clients.run([a, b, c], "--base-ms", 10, "--slow-base-ms", 10,
                         "--timeout-ms", 200, "--open-ms", 200, "--tasks", 40,
                         "--parallel", 8, "--seed", 7, check=40)
    s = r.summary
    assert s["done"] + s["degraded"] + s["failed"] == 40
    assert s["attempts"] == len(r.ev("io"))


# -- the client's own contract ----------------------------------------------

def test_named_options_reach_resil(servers, client):
    """--jitter none: the delays are exactly base x 2^n; --budget off."""
    a, b = servers(2)
    a.script(fs.reset(), fs.reset(), fs.ok())
    r = client.run([a, b], "--base-ms", 30, "--jitter", "none", "--budget",
                   "off", check=1)
    assert [e["value_ms"] for e in r.ev("retry")] == [30, 60]


def test_help_and_usage(client):
    import subprocess
    p = subprocess.run([client.path, "--help"], capture_output=True,
                       text=True)
    assert p.returncode == 0 and "exit codes" in p.stdout
    for bad in (["--tasks"], ["--tasks", "x", "127.0.0.1:1"], [],
                ["not-an-endpoint"], ["--bogus", "1", "127.0.0.1:1"],
                ["--jitter", "wobbly", "127.0.0.1:1"],
                ["--budget", "infinite", "127.0.0.1:1"],
                ["--cap-ms", "10", "--base-ms", "20", "127.0.0.1:1"],
                ["--parallel", "65", "127.0.0.1:1"]):
        p = subprocess.run([client.path] + bad, capture_output=True,
                           text=True)
        assert p.returncode == 2, bad
