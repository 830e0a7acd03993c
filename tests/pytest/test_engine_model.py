"""Hypothesis stateful tests: resil.h (build/libresil.so, through ctypes)
against the Python model in model.py, over random sequences of task
starts, outcomes, cancellations and time steps, with the clock starting
anywhere (also just before the 32-bit wrap) and sometimes going backwards.

After every step: the decision, the task, every breaker (state, counts,
re-trips, probes), every budget bucket, the breaker and fallback events
and the counters must be what the model says.
"""
import ctypes as C
import os

import pytest
from hypothesis import strategies as st, settings
from hypothesis.stateful import (RuleBasedStateMachine, initialize,
                                 invariant, precondition, rule)

import model as mdl
import resil_ffi

BUILD = os.environ.get("RESIL_BUILD", os.path.join(
    os.path.dirname(__file__), "..", "..", "build"))
if not os.path.isabs(BUILD):
    BUILD = os.path.join(os.path.dirname(__file__), "..", "..", BUILD)

API = resil_ffi.load(BUILD)
L = API.lib
EV = API.names("resil_event_name", API.EV_COUNT)
REASON = API.names("resil_reason_name", API.REASON_COUNT)
KIND = API.names("resil_decision_name", API.DECIDE_COUNT)
BSTATE = API.names("resil_breaker_state_name", 5)
TSTATE = API.names("resil_task_state_name", 9)
CLASS_NAMES = [c[0] for c in mdl.CLASSES]
assert API.names("resil_class_name", len(CLASS_NAMES)) == CLASS_NAMES

CONFIGS = {
    # the spec's defaults
    "default": mdl.Cfg(),
    # small numbers so budgets run dry and breakers re-trip quickly
    "tight": mdl.Cfg(threshold=3, open_ms=2000, open_max_ms=9000,
                     max_tokens=2, ratio_pct=50, refill_ms=3000,
                     base=100, cap=1000, slow_base=300, slow_cap=2000,
                     attempt_ms=5000, ra_cap=5000, probe_successes=2),
    # two probes at once, a single-endpoint chain that degrades
    "probes": mdl.Cfg(endpoints=1, chain=(0,), threshold=2, probes=2,
                      probe_successes=3, open_ms=1000, open_max_ms=4000,
                      degraded=1, base=200, cap=800),
}


class Engine:
    """One resil_engine in a ctypes buffer, with its events collected."""

    def __init__(self, cfg, seed):
        d = API.resil_desc()
        d.endpoint_count = cfg.endpoints
        d.chains[0].step_count = len(cfg.chain)
        for i, e in enumerate(cfg.chain):
            d.chains[0].steps[i] = e
        d.chains[0].degraded = cfg.degraded
        d.breaker.failure_threshold = cfg.threshold
        d.breaker.probes = cfg.probes
        d.breaker.probe_successes = cfg.probe_successes
        d.breaker.open_ms = cfg.open_ms
        d.breaker.open_max_ms = cfg.open_max_ms
        d.backoff.base_ms, d.backoff.cap_ms = cfg.base, cfg.cap
        d.slow_backoff.base_ms = cfg.slow_base
        d.slow_backoff.cap_ms = cfg.slow_cap
        d.budget.ratio_pct = cfg.ratio_pct
        d.budget.max_tokens = cfg.max_tokens
        d.budget.refill_ms = cfg.refill_ms
        for op in range(API.OP_COUNT):
            d.attempt_timeout_ms[op] = cfg.attempt_ms
        d.retry_after_cap_ms = cfg.ra_cap
        d.seed = seed
        # section 9: the exact model below predicts decisions without
        # overload control (limit.mode OFF); EngineLimitMachine checks the
        # adaptive limiter's invariants
        d.limit.mode = cfg.limit_mode
        if API.SECTION8:
            # the model covers breakers, backoff, budgets and chains: no
            # restarts, no pauses, no death by silence
            d.restart.max_restarts = 255    # RESIL_RESTARTS_NONE
            d.health.pause_max_ms = M32     # RESIL_NEVER
            d.health.dead_ms = M32
        self.events = []
        self._cb = resil_ffi.EVENT_FN(self._on_event)
        d.on_event = self._cb
        self.desc = d
        self.buf = (C.c_uint64 * ((API.ENGINE_SIZE + 7) // 8))()
        self.p = C.addressof(self.buf)
        assert L.resil_engine_init(self.p, C.byref(d)) == 0

    def _on_event(self, user, evp):
        self.events.append(API.resil_event.from_buffer_copy(
            C.string_at(evp, C.sizeof(API.resil_event))))

    def breaker(self, ep):
        return API.breaker(self.buf, ep)

    def take_events(self):
        ev, self.events = self.events, []
        return ev


class EngineMachine(RuleBasedStateMachine):

    @initialize(cfg=st.sampled_from(sorted(CONFIGS)),
                start=st.one_of(
                    st.sampled_from([0, 2 ** 32 - 1, 2 ** 32 - 5000,
                                     2 ** 31 - 1000, 2 ** 31]),
                    st.integers(0, 2 ** 32 - 1)),
                seed=st.integers(1, 2 ** 32 - 1))
    def init(self, cfg, start, seed):
        self.cfg = CONFIGS[cfg]
        self.eng = Engine(self.cfg, seed)
        self.model = mdl.Model(self.cfg)
        self.now = start
        self.tasks = []   # (ctypes resil_task, model Task, last decision)
        self.step_events = []

    # -- helpers --
    def _live(self):
        return [i for i, (_, m, _) in enumerate(self.tasks)
                if m.state in ("ready", "waiting", "in_flight")]

    def _check_decision(self, d, want, what):
        kind = KIND[d.kind]
        self.step_events = self.eng.take_events()
        assert kind == want["kind"], (what, kind, want)
        if kind == "try":
            assert d.endpoint == want["endpoint"], (what, d.endpoint, want)
            assert d.attempt == want["attempt"], (what, d.attempt, want)
            assert d.deadline_ms == want["deadline"], (what, d.deadline_ms, want)
            assert bool(d.flags & 2) == want["probe"], (what, d.flags, want)
            assert bool(d.flags & 1) == want["compact"], (what, d.flags, want)
            assert bool(d.flags & 4) == want["retry"], (what, d.flags, want)
            assert d.at_ms == self.now
        elif kind == "wait":
            assert d.at_ms == want["at"], (what, d.at_ms, want)
        else:
            assert REASON[d.reason] == want["reason"], (what, REASON[d.reason],
                                                       want)
        self._check_events(what)

    def _check_events(self, what):
        got = [(e.endpoint, BSTATE[getattr(e, "from")], BSTATE[e.to])
               for e in self.step_events if EV[e.type] == "breaker"]
        assert got == self.model.transitions, (what, got,
                                               self.model.transitions)
        self.model.transitions = []
        fb = [(e.endpoint, e.to, REASON[e.reason])
              for e in self.step_events if EV[e.type] == "fallback"]
        assert fb == self.model.fallbacks, (what, fb, self.model.fallbacks)
        self.model.fallbacks = []

    class _Peek:
        """What the model may read of the engine's random choices."""

        def __init__(self, m, d):
            self.m, self.d = m, d

        def open_until(self, ep):
            return self.m.eng.breaker(ep).open_until

        def wait_at(self):
            return self.d.at_ms

        def deadline_said_no(self):
            return ("deadline" if any(
                EV[e.type] == "fallback" and REASON[e.reason] == "deadline"
                for e in self.m.eng.events) else None)

    # -- rules --
    @precondition(lambda self: len(self._live()) < 6 and len(self.tasks) < 40)
    @rule(timeout=st.sampled_from([0, 0, 3000, 60000, 400000]))
    def start(self, timeout):
        td = API.resil_task_desc()
        td.id = len(self.tasks) + 1
        td.timeout_ms = timeout
        t = API.resil_task()
        assert L.resil_task_start(self.eng.p, C.byref(t), C.byref(td),
                                  self.now) == 0
        m = self.model.start(td.id, self.now, timeout)
        self.tasks.append((t, m, None))
        self.next_(len(self.tasks) - 1)

    def _next(self, k):
        t, m, _ = self.tasks[k]
        d = API.resil_decision()
        rc = L.resil_next(self.eng.p, C.byref(t), self.now, C.byref(d))
        if m.state == "in_flight":
            assert rc == API_E_STATE
            return
        assert rc == 0
        want = self.model.next(m, self.now)
        self._check_decision(d, want, "next task %d" % m.id)

    @precondition(lambda self: any(m.state in ("ready", "waiting")
                                   for _, m, _ in self.tasks))
    @rule(i=st.integers(0, 39))
    def next_(self, i):
        ready = [k for k, (_, m, _) in enumerate(self.tasks)
                 if m.state in ("ready", "waiting")]
        self._next(ready[i % len(ready)])

    @precondition(lambda self: self.tasks)
    @rule(i=st.integers(0, 39), cancel=st.booleans())
    def poke_any(self, i, cancel):
        """next or cancel on any task, also in flight or finished: a final
        decision repeats, in flight refuses next."""
        k = i % len(self.tasks)
        if cancel:
            self._cancel(k)
        else:
            self._next(k)

    @precondition(lambda self: any(m.state == "waiting"
                                   for _, m, _ in self.tasks)
                  or any(b.state == "open" for b in self.model.br))
    @rule(extra=st.sampled_from([0, 0, 1, 37]))
    def wait_out(self, extra):
        """Jump to the earliest pending time: a backoff or a cooldown."""
        ts = [m.wait_until for _, m, _ in self.tasks if m.state == "waiting"]
        ts += [b.open_until for b in self.model.br if b.state == "open"]
        dts = [mdl.sub(x, self.now) for x in ts]
        dts = [x for x in dts if x < mdl.HALF]
        if dts:
            self.now = mdl.add(self.now, min(dts) + extra)

    @precondition(lambda self: any(m.state == "in_flight"
                                   for _, m, _ in self.tasks))
    @rule(i=st.integers(0, 39),
          outcome=st.one_of(st.sampled_from(["ok", "network", "timeout",
                                             "unavailable", "rate_limit"]),
                            st.sampled_from(["ok"] + CLASS_NAMES)),
          retry_after=st.sampled_from([0, 0, 0, 700, 20000, 90000]))
    def report(self, i, outcome, retry_after):
        flying = [k for k, (_, m, _) in enumerate(self.tasks)
                  if m.state == "in_flight"]
        self._report(flying[i % len(flying)], outcome, retry_after)

    def _report(self, k, outcome, retry_after):
        t, m, _ = self.tasks[k]
        o = API.resil_outcome()
        o.ok = outcome == "ok"
        o.cls = 0 if o.ok else mdl.CLS[outcome]
        o.retry_after_ms = retry_after
        d = API.resil_decision()
        assert L.resil_report(self.eng.p, C.byref(t), self.now, C.byref(o),
                              C.byref(d)) == 0
        want = self.model.report(m, self.now, o.ok, o.cls, retry_after,
                                 self._Peek(self, d))
        self._check_decision(d, want, "report task %d %s" % (m.id, outcome))

    @precondition(lambda self: hasattr(self, "eng") and len(self._live()) < 6
                  and len(self.tasks) < 40)
    @rule(outcome=st.sampled_from(["ok", "ok", "network", "server",
                                   "unavailable"]))
    def call(self, outcome):
        """A whole call in one step: start, try, report."""
        self.start(0)
        if self.tasks[-1][1].state == "in_flight":
            self._report(len(self.tasks) - 1, outcome, 0)

    @precondition(lambda self: hasattr(self, "eng") and self._live())
    @rule(i=st.integers(0, 39),
          outcome=st.sampled_from(["ok", "network", "network", "timeout",
                                   "rate_limit", "unavailable"]))
    def drive(self, i, outcome):
        """Move one task on: wait out its backoff, try, report."""
        live = self._live()
        k = live[i % len(live)]
        m = self.tasks[k][1]
        if m.state == "waiting" and mdl.sub(m.wait_until, self.now) < mdl.HALF:
            self.now = m.wait_until
        if m.state != "in_flight":
            self._next(k)
        if m.state == "in_flight":
            self._report(k, outcome, 0)

    def _cancel(self, k):
        t, m, _ = self.tasks[k]
        d = API.resil_decision()
        assert L.resil_cancel(self.eng.p, C.byref(t), self.now,
                              C.byref(d)) == 0
        want = self.model.cancel(m, self.now)
        self._check_decision(d, want, "cancel task %d" % m.id)

    @precondition(lambda self: self._live())
    @rule(i=st.integers(0, 39))
    def cancel(self, i):
        live = self._live()
        self._cancel(live[i % len(live)])

    @rule(dt=st.one_of(st.sampled_from([1, 99, 100, 999, 1000, 2000, 4000,
                                        15000, 30000, 33001, 60000, 300000,
                                        330001]),
                       st.integers(0, 400000)))
    def tick(self, dt):
        self.now = mdl.add(self.now, dt)

    @rule(dt=st.sampled_from([1, 500, 1000, 60000]))
    def clock_goes_back(self, dt):
        self.now = mdl.sub(self.now, dt)

    # -- invariants --
    @invariant()
    def breakers_and_budgets_match(self):
        if not hasattr(self, "eng"):
            return
        for ep in range(self.cfg.endpoints):
            b, mb = self.eng.breaker(ep), self.model.br[ep]
            got = (BSTATE[b.state], b.consecutive, b.trips, b.probes_out,
                   b.probe_ok)
            want = (mb.state, mb.consecutive, mb.trips, mb.probes_out,
                    mb.probe_ok)
            assert got == want, ("breaker", ep, got, want)
            if mb.state == "open":
                assert b.open_until == mb.open_until
            # the read-only query at the current time
            q = self.model.last_ms
            if q is not None and not mdl.after(q, self.now):
                q = self.now
            want_q = mb.state
            if mb.state == "open" and q is not None and \
                    mdl.reached(q, mb.open_until):
                want_q = "half_open"
            assert BSTATE[L.resil_breaker_state_at(self.eng.p, ep,
                                                   self.now)] == want_q
            milli = C.c_uint32()
            assert L.resil_budget_milli(self.eng.p, ep, self.now,
                                        C.byref(milli)) == 0
            assert milli.value == self.model.budget_now(ep, self.now), (
                "budget", ep, milli.value, self.model.budget_now(ep, self.now))

    @invariant()
    def tasks_match(self):
        if not hasattr(self, "eng"):
            return
        names = {"ready": "ready", "waiting": "waiting",
                 "in_flight": "in_flight", "done": "done",
                 "degraded": "degraded", "failed": "failed",
                 "cancelled": "cancelled"}
        for t, m, _ in self.tasks:
            assert TSTATE[t.state] == names[m.state], (m.id, TSTATE[t.state],
                                                       m.state)
            assert (t.attempts, t.failures, t.compactions) == \
                (m.attempts, m.failures, m.compactions), m.id
            if m.state in ("ready", "waiting", "in_flight"):
                assert t.endpoint == m.endpoint and t.attempt == m.attempt

    @invariant()
    def counters_match(self):
        if not hasattr(self, "eng"):
            return
        c = API.resil_counters()
        assert L.resil_engine_counters(self.eng.p, C.byref(c)) == 0
        for k, v in self.model.counters.items():
            assert getattr(c, k) == v, (k, getattr(c, k), v)
        # nothing lost: every started task is live or ended exactly once
        ended = c.tasks_succeeded + c.tasks_failed + c.tasks_cancelled + \
            c.degraded
        assert ended + len(self._live()) == c.tasks_started


API_E_STATE = -3
M32 = 0xFFFFFFFF

EngineMachine.TestCase.settings = settings(stateful_step_count=80)
test_engine_model = EngineMachine.TestCase


def test_layout_check_catches_a_wrong_mirror():
    """The mirror check is real: a shifted field is refused."""
    api = resil_ffi.Api(os.path.join(BUILD, "libresil.so"))
    off, size = api.table["resil_decision.at_ms"]
    api.table["resil_decision.at_ms"] = (off + 4, size)
    with pytest.raises(AssertionError, match="resil_decision.at_ms"):
        api._check()


def test_breaker_left_alone_for_25_days_is_not_open_again():
    """Endpoint 0 trips at t=0 (open ~30 s); the engine keeps working on
    endpoint 1 (chain 1) every hour for 24.9 days; then endpoint 0's
    cooldown is long over: it must admit a probe, not stay open."""
    cfg = mdl.Cfg(endpoints=2, chain=(0,))
    eng = Engine(cfg, 1)
    d = eng.desc
    d.chain_count = 2
    d.chains[1].step_count = 1
    d.chains[1].steps[0] = 1
    assert L.resil_engine_init(eng.p, C.byref(d)) == 0

    def call(chain, ok, now):
        td = API.resil_task_desc()
        td.chain = chain
        t, dd = API.resil_task(), API.resil_decision()
        assert L.resil_task_start(eng.p, C.byref(t), C.byref(td), now) == 0
        assert L.resil_next(eng.p, C.byref(t), now, C.byref(dd)) == 0
        if KIND[dd.kind] == "try":
            o = API.resil_outcome()
            o.ok, o.cls = ok, mdl.CLS["server"]
            assert L.resil_report(eng.p, C.byref(t), now, C.byref(o),
                                  C.byref(dd)) == 0
            return "try"
        return KIND[dd.kind]

    for _ in range(5):
        call(0, 0, 0)
    assert BSTATE[eng.breaker(0).state] == "open"
    now, end = 0, 2 ** 31 + 40000
    while now < end:
        now = min(now + 3600 * 1000, end)
        assert call(1, 1, now) == "try"
    assert BSTATE[L.resil_breaker_state_at(eng.p, 0, now)] == "half_open"
    assert call(0, 1, now) == "try"
