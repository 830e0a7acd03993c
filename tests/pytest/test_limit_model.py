"""Hypothesis stateful test of section 9 (overload control) through ctypes:
random task starts, outcomes, cancellations and time steps (also from just
before the 32-bit wrap, also backwards) against an engine with the
adaptive limit on (limit.mode ADAPTIVE, small numbers).

Checked exactly after every step:
  - the limit after a report is model.LimitModel's (growth in slow start
    and above ssthresh, slowed by the patience after repeated failed
    probes, once-per-round decrease to decrease_pct and at most the calls
    still out, one call less per further refusal of that round, floor 1,
    ceiling max / max_inflight, restart when the breaker closes again);
  - an endpoint's in-flight count is the number of tasks holding one of its
    slots (of the current write-off generation);
  - an overload answer counts toward the breaker only at limit 1.
Checked as invariants: limit within [1, ceiling]; a TRY never takes a slot
beyond the limit; a task without a ticket never jumps the line (it gets a
slot only when there are more free slots than tasks waiting); a WAIT for
LIMIT is decided only when the endpoint has no free slot for the task;
waiting counts never exceed the tickets held.
Not modelled: which exact decision (the spill target, the wait time), the
request/token rate windows (RATE waits are allowed, not predicted).
"""
import ctypes as C

from hypothesis import strategies as st, settings
from hypothesis.stateful import (RuleBasedStateMachine, initialize,
                                 invariant, precondition, rule)

import model as mdl
from test_engine_model import API, L, EV, REASON, KIND, BSTATE, Engine

TICKET, OUT = 0x01, 0x02
LIM = dict(max=6, initial=2, restart=1, decrease_pct=50, wait_ms=500)
MAX_INFLIGHT = (0, 3)  # endpoint 1: a ceiling below limit.max


def cap_of(ep):
    m = MAX_INFLIGHT[ep]
    return m if m and m < LIM["max"] else LIM["max"]


class LimitMachine(RuleBasedStateMachine):

    @initialize(start=st.one_of(st.sampled_from([0, 2 ** 32 - 3000,
                                                 2 ** 31 - 1000]),
                                st.integers(0, 2 ** 32 - 1)),
                seed=st.integers(1, 2 ** 32 - 1),
                threshold=st.sampled_from([2, 3, 1000]))
    def init(self, start, seed, threshold):
        cfg = mdl.Cfg(threshold=threshold, open_ms=2000, open_max_ms=8000,
                      attempt_ms=5000, limit_mode=0)
        self.eng = Engine(cfg, seed)
        d = self.eng.desc
        for k, v in LIM.items():
            setattr(d.limit, k, v)
        for ep, m in enumerate(MAX_INFLIGHT):
            d.endpoints[ep].max_inflight = m
        assert L.resil_engine_init(self.eng.p, C.byref(d)) == 0
        self.eng.take_events()
        self.now = start
        self.tasks = []   # ctypes resil_task
        self.slot_events = 0

    # -- helpers --
    def lim(self, ep):
        return API.limiter(self.eng.buf, ep)

    def _live(self):
        return [k for k, t in enumerate(self.tasks)
                if TSTATE(t) in ("ready", "waiting", "in_flight")]

    def _room_before(self, ep):
        """Free slots and waiting count as resil_next will see them."""
        l = self.lim(ep)
        inflight = l.inflight
        if (l.flags & 2) and mdl.after(self.now, l.out_until):
            inflight = 0  # lost calls written off
        calls = l.limit >> 8
        room = calls - inflight if calls > inflight else 0
        gone = room and l.waiting and mdl.reached(
            self.now, mdl.add(l.slot_at, LIM["wait_ms"]))
        return room, l.waiting, gone

    def _after_next(self, k, before, d):
        t = self.tasks[k]
        ev = self.eng.take_events()
        self.slot_events += sum(EV[e.type] == "slot" for e in ev)
        kind = KIND[d.kind]
        spilled = any(EV[e.type] == "fallback" for e in ev)
        ep0, had_ticket, (room, waiting, gone) = before
        if kind == "try":
            l = self.lim(d.endpoint)
            assert l.inflight <= l.limit >> 8, ("over the limit", d.endpoint,
                                                l.inflight, l.limit)
            if d.endpoint == ep0 and not spilled and not had_ticket \
                    and not gone:
                assert room > waiting, ("jumped the line", room, waiting)
        if kind == "wait" and REASON[d.reason] == "limit":
            assert t.lim_flags & TICKET
            l = self.lim(d.endpoint)
            r = (l.limit >> 8) - l.inflight
            assert r <= 0 or r < l.waiting, ("waits with a free slot", r,
                                              l.waiting)

    def _next(self, k):
        t = self.tasks[k]
        before = (t.endpoint, bool(t.lim_flags & TICKET),
                  self._room_before(t.endpoint))
        d = API.resil_decision()
        rc = L.resil_next(self.eng.p, C.byref(t), self.now, C.byref(d))
        if rc != 0:
            assert TSTATE(t) == "in_flight"
            return
        self._after_next(k, before, d)

    # -- rules --
    @precondition(lambda self: hasattr(self, "eng") and len(self._live()) < 9
                  and len(self.tasks) < 50)
    @rule(timeout=st.sampled_from([0, 0, 3000, 60000]),
          chain_len=st.sampled_from([1, 2]))
    def start(self, timeout, chain_len):
        td = API.resil_task_desc()
        td.id = len(self.tasks) + 1
        td.timeout_ms = timeout
        t = API.resil_task()
        assert L.resil_task_start(self.eng.p, C.byref(t), C.byref(td),
                                  self.now) == 0
        self.tasks.append(t)
        self._next(len(self.tasks) - 1)

    @precondition(lambda self: hasattr(self, "eng") and self._live())
    @rule(i=st.integers(0, 49))
    def next_(self, i):
        live = self._live()
        self._next(live[i % len(live)])

    @precondition(lambda self: hasattr(self, "eng") and any(
        TSTATE(t) == "in_flight" for t in self.tasks))
    @rule(i=st.integers(0, 49),
          outcome=st.sampled_from(["ok", "ok", "ok", "unavailable", "timeout",
                                   "rate_limit", "network", "server"]),
          retry_after=st.sampled_from([0, 0, 0, 700]))
    def report(self, i, outcome, retry_after):
        fl = [k for k, t in enumerate(self.tasks) if TSTATE(t) == "in_flight"]
        t = self.tasks[fl[i % len(fl)]]
        ep = t.endpoint
        l = self.lim(ep)
        b = self.eng.breaker(ep)
        m = mdl.LimitModel(l.limit, l.inflight, l.waiting, l.ssthresh,
                           l.epoch, l.gen, l.patience)
        m.outcome(cap_of(ep), LIM["decrease_pct"], bool(t.lim_flags & OUT),
                  t.lim_epoch, t.lim_gen, outcome == "ok", outcome,
                  retry_after)
        counted = (b.state == 0 and t.generation == b.generation and
                   outcome in ("unavailable", "rate_limit"))
        consecutive = b.consecutive
        o = API.resil_outcome()
        o.ok = outcome == "ok"
        o.cls = 0 if o.ok else mdl.CLS[outcome]
        o.retry_after_ms = retry_after
        d = API.resil_decision()
        assert L.resil_report(self.eng.p, C.byref(t), self.now, C.byref(o),
                              C.byref(d)) == 0
        ev = self.eng.take_events()
        self.slot_events += sum(EV[e.type] == "slot" for e in ev)
        if any(EV[e.type] == "breaker" and e.endpoint == ep and
               BSTATE[getattr(e, "from")] == "half_open" and
               BSTATE[e.to] == "closed" for e in ev):
            m.restart(LIM["restart"])
        got = self.lim(ep)
        assert (got.limit, got.ssthresh, got.epoch, got.patience) == \
            (m.limit, m.ssthresh, m.epoch, m.patience), (
                "limit", outcome,
                (got.limit, got.ssthresh, got.epoch, got.patience),
                (m.limit, m.ssthresh, m.epoch, m.patience))
        if counted:
            nb = self.eng.breaker(ep)
            tripped = any(EV[e.type] == "breaker" and e.endpoint == ep
                          for e in ev)
            if m.limit >> 8 > 1:
                assert not tripped and nb.consecutive == consecutive, (
                    "busy counted toward the breaker", m.limit)
            else:
                assert tripped or nb.consecutive == consecutive + 1, (
                    "refusal at limit 1 not counted", m.limit)

    @precondition(lambda self: hasattr(self, "eng") and self._live())
    @rule(i=st.integers(0, 49))
    def cancel(self, i):
        live = self._live()
        t = self.tasks[live[i % len(live)]]
        d = API.resil_decision()
        assert L.resil_cancel(self.eng.p, C.byref(t), self.now,
                              C.byref(d)) == 0
        self.eng.take_events()

    @precondition(lambda self: hasattr(self, "eng"))
    @rule(dt=st.sampled_from([1, 50, 499, 500, 501, 2000, 5001, 60000]))
    def tick(self, dt):
        self.now = mdl.add(self.now, dt)

    @precondition(lambda self: hasattr(self, "eng"))
    @rule(dt=st.sampled_from([1, 700, 60000]))
    def clock_goes_back(self, dt):
        self.now = mdl.sub(self.now, dt)

    # -- invariants --
    @invariant()
    def slots_and_lines_match_the_tasks(self):
        if not hasattr(self, "eng"):
            return
        for ep in range(len(MAX_INFLIGHT)):
            l = self.lim(ep)
            assert 256 <= l.limit <= cap_of(ep) << 8, ("limit", ep, l.limit)
            holding = sum(1 for t in self.tasks if t.endpoint == ep and
                          (t.lim_flags & OUT) and t.lim_gen == l.gen)
            assert l.inflight == holding, ("inflight", ep, l.inflight, holding)
            tickets = sum(1 for t in self.tasks if t.endpoint == ep and
                          (t.lim_flags & TICKET))
            assert l.waiting <= tickets, ("waiting", ep, l.waiting, tickets)
            info = API.resil_limit_info()
            assert L.resil_limit_get(self.eng.p, ep, self.now,
                                     C.byref(info)) == 0
            assert (info.limit, info.inflight, info.waiting) == \
                (l.limit >> 8, l.inflight, l.waiting)


_TSTATE_NAMES = API.names("resil_task_state_name", 9)


def TSTATE(t):
    return _TSTATE_NAMES[t.state]


LimitMachine.TestCase.settings = settings(stateful_step_count=80)
test_limit_model = LimitMachine.TestCase
