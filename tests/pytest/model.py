"""A small Python model of resil's decision rules, written from SPEC.md,
TAXONOMY.md and the comments of resil.h (not from its implementation):

- breaker per endpoint: closed -> open after `threshold` (5) consecutive
  counted failures; open for open_ms (30 s) on the first trip, doubling per
  re-trip up to open_max_ms (5 min), +-10% jitter; then half-open, `probes`
  (1) probe at a time; `probe_successes` (2) successes close it, a probe
  failure re-opens it. Closed for a whole open_max_ms: re-trips start over.
  Only results of attempts started in the breaker's current generation
  (no state change since) move it. Cancelled, logic, context_length and
  invalid_request never count.
- backoff: base * 2^(retry-1) +-20%, capped (normal 1 s / 30 s; rate limits
  5 s / 60 s), never below a server-requested delay; a server delay above
  retry_after_cap_ms falls back instead.
- budget (resil_budget_desc): a bucket per endpoint that starts full with
  max_tokens; every first attempt on an endpoint deposits ratio_pct/100 of
  a token, every retry takes one, time alone adds one per refill_ms (a full
  bucket banks nothing). No token: the retry becomes a fallback.
- chain: retry-same classes retry up to their attempts then fall back;
  fall-back classes move on at once; open breakers are skipped (also for
  a retry: when the endpoint's breaker is open after a failure and a later
  step exists, the task moves on at once instead of waiting out a backoff
  for a call that would be refused); an exhausted chain fails (or
  degrades). Compact-and-retry once.
- time: uint32 ms, wrap-safe; a `now` behind the last one re-anchors every
  pending interval (it keeps the length it had left).

The model predicts every decision's kind, endpoint and reason exactly. For
the two random quantities (backoff delay, open time) it checks the engine's
value is within the spec's bounds and then adopts it.

Where the spec is silent, the model takes these readings (each one is a
choice the engine must then share, or the tests fail):
- "first attempt" deposits happen at every TRY with attempt 1 on an
  endpoint (so also after a fallback); the retry token is taken when the
  retry is scheduled (the WAIT), not when it starts.
- time refill adds whole tokens per elapsed refill_ms and keeps the
  remainder; a full bucket banks nothing; a bucket's clock that went
  backwards restarts from `now`.
- the +-20% backoff jitter is applied to the capped exponential delay and
  the result is capped again (so never above cap_ms); the +-10% open-time
  jitter is not capped by open_max_ms.
- re-trips count from the last trip; a trip from CLOSED after at least
  open_max_ms closed starts the count over.
- a half-open breaker ignores results of attempts that were not probes;
  probes whose deadline passed free their slots (and bump the generation)
  at the next admission.
- read-only queries (resil_breaker_state_at, resil_budget_milli) with a
  `now` behind the engine's last one answer for the engine's last time.
- section 8 is switched off here (no restarts, no pauses, no death by
  silence): those are exercised by the client tests.
- section 9 (overload control) is off here (limit.mode OFF: overload
  answers count toward the breaker like any failure); the adaptive limiter
  is checked by LimitModel below and test_engine_model.LimitMachine.
"""

M = 0xFFFFFFFF
HALF = 0x80000000

# name, action, attempts, counts, slow  (TAXONOMY.md / RESIL_CLASSES)
CLASSES = [
    ("unknown", "fallback", 1, 1, 0), ("network", "retry", 6, 1, 0),
    ("timeout", "retry", 6, 1, 0), ("network_permanent", "fallback", 1, 1, 0),
    ("rate_limit", "retry", 5, 1, 1), ("quota", "fallback", 1, 1, 0),
    ("unavailable", "retry", 4, 1, 0), ("server", "fallback", 1, 1, 0),
    ("auth", "fallback", 1, 1, 0), ("invalid_request", "fallback", 1, 0, 0),
    ("not_found", "fallback", 1, 1, 0),
    ("context_length", "compact", 1, 0, 0),
    ("cancelled", "stop", 1, 0, 0), ("crash", "restart", 1, 1, 0),
    ("logic", "stop", 1, 0, 0)]
CLS = {c[0]: i for i, c in enumerate(CLASSES)}


def add(a, b):
    return (a + b) & M


def sub(a, b):
    return (a - b) & M


def after(a, b):
    d = sub(a, b)
    return d != 0 and d < HALF


def reached(now, t):
    return sub(now, t) < HALF


def jitter_bounds(d, pct):
    j = min(d * pct // 100, d)
    return d - j, d + j


class Cfg:
    def __init__(self, endpoints=2, chain=(0, 1), threshold=5, probes=1,
                 probe_successes=2, open_ms=30000, open_max_ms=300000,
                 open_jitter=10, base=1000, cap=30000, slow_base=5000,
                 slow_cap=60000, jitter_pct=20, ratio_pct=20, max_tokens=10,
                 refill_ms=10000, attempt_ms=30000, ra_cap=60000,
                 degraded=0, budget_on=True, limit_mode=2):
        self.__dict__.update(locals())
        del self.__dict__["self"]


class Breaker:
    def __init__(self):
        self.state = "closed"
        self.trips = 0
        self.consecutive = 0
        self.probes_out = 0
        self.probe_ok = 0
        self.gen = 0
        self.open_until = 0
        self.since = 0
        self.probe_until = 0
        self.known = False  # since (and the others) anchored to a real now


class Bucket:
    def __init__(self, cfg):
        self.milli = cfg.max_tokens * 1000
        self.refill_at = 0


class Task:
    def __init__(self, tid, now, cfg, timeout):
        self.id = tid
        self.state = "ready"
        self.step = 0
        self.endpoint = cfg.chain[0]
        self.attempt = 0
        self.attempts = 0
        self.failures = 0
        self.compactions = 0
        self.compact_next = False
        self.probe = False
        self.retry_flag = False
        self.gen = 0
        self.wait_until = 0
        self.prev_delay = 0
        self.last_cls = 0
        self.reason = "none"
        self.deadline = add(now, timeout) if timeout else None
        self.last_ms = now


class Mismatch(AssertionError):
    pass


def expect(cond, msg):
    if not cond:
        raise Mismatch(msg)


class Model:
    """Mirror of one engine. Each call returns the predicted decision as a
    dict; `engine` callbacks give the random values to check and adopt."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.br = [Breaker() for _ in range(cfg.endpoints)]
        self.bk = [Bucket(cfg) for _ in range(cfg.endpoints)]
        self.last_ms = None
        self.transitions = []   # (endpoint, from, to) expected events
        self.fallbacks = []     # (from, to or 255, reason) expected events
        self.counters = dict(attempts=0, failures=0, retries=0,
                             breaker_opens=0, tasks_started=0,
                             tasks_succeeded=0, tasks_failed=0,
                             tasks_cancelled=0, degraded=0,
                             budget_refusals=0, compactions=0)

    # -- clock --
    def clock(self, now):
        if self.last_ms is None:
            # first sight: the breakers' and buckets' zero ticks move to now
            for b in self.br:
                b.open_until = b.since = b.probe_until = now
            for k in self.bk:
                k.refill_at = now
        elif after(self.last_ms, now):
            back = sub(self.last_ms, now)
            for b in self.br:
                b.open_until = sub(b.open_until, back)
                b.since = sub(b.since, back)
                b.probe_until = sub(b.probe_until, back)
            for k in self.bk:
                k.refill_at = sub(k.refill_at, back)
        self.last_ms = now

    @staticmethod
    def task_clock(t, now):
        if after(t.last_ms, now):
            back = sub(t.last_ms, now)
            t.wait_until = sub(t.wait_until, back)
            if t.deadline is not None:
                t.deadline = sub(t.deadline, back)
        t.last_ms = now

    # -- breaker --
    def _set(self, ep, state, now):
        b = self.br[ep]
        self.transitions.append((ep, b.state, state))
        b.state = state
        b.gen += 1
        b.since = now
        b.probes_out = b.probe_ok = b.consecutive = 0

    def _trip(self, ep, now, open_until_from_engine):
        c, b = self.cfg, self.br[ep]
        if b.state == "closed" and reached(now, add(b.since, c.open_max_ms)):
            b.trips = 0
        b.trips = min(b.trips + 1, 255)
        dur = c.open_ms
        for _ in range(1, b.trips):
            if dur >= c.open_max_ms:
                break
            dur *= 2
        dur = min(dur, c.open_max_ms)
        lo, hi = jitter_bounds(dur, c.open_jitter)
        got = sub(open_until_from_engine(ep), now)
        expect(lo <= got <= hi, "open time %d not in [%d, %d] (trip %d)"
               % (got, lo, hi, b.trips))
        b.open_until = add(now, got)
        self.counters["breaker_opens"] += 1
        self._set(ep, "open", now)

    def admit(self, ep, now, until):
        b = self.br[ep]
        if b.state == "closed":
            return True, False
        if b.state == "open":
            if not reached(now, b.open_until):
                return False, False
            self._set(ep, "half_open", now)
        elif b.probes_out and reached(now, b.probe_until):
            b.probes_out = 0   # lost probes free their slots
            b.gen += 1
        if b.probes_out >= self.cfg.probes:
            return False, False
        if b.probes_out == 0 or after(until, b.probe_until):
            b.probe_until = until
        b.probes_out += 1
        return True, True

    def record(self, ep, outcome, probe, now, open_until):
        c, b = self.cfg, self.br[ep]
        if b.state == "half_open":
            if not probe:
                return
            b.probes_out = max(0, b.probes_out - 1)
            if outcome == "fail":
                self._trip(ep, now, open_until)
            elif outcome == "ok":
                b.probe_ok += 1
                if b.probe_ok >= c.probe_successes:
                    self._set(ep, "closed", now)
            return
        if b.state != "closed" or outcome == "neutral":
            return
        if outcome == "ok":
            b.consecutive = 0
            return
        b.consecutive += 1
        if b.consecutive >= c.threshold:
            self._trip(ep, now, open_until)

    # -- budget --
    def _refill(self, k, now):
        c = self.cfg
        full = c.max_tokens * 1000
        if not reached(now, k.refill_at):
            k.refill_at = now
            return
        n = sub(now, k.refill_at) // c.refill_ms
        if n:
            k.milli = min(full, k.milli + min(n, full) * 1000)
            k.refill_at = add(k.refill_at, n * c.refill_ms)
        if k.milli >= full:
            k.refill_at = now

    def budget_now(self, ep, now):
        k = Bucket(self.cfg)
        k.milli, k.refill_at = self.bk[ep].milli, self.bk[ep].refill_at
        if self.last_ms is not None:
            q = self.last_ms if after(self.last_ms, now) else now
            self._refill(k, q)
        return k.milli

    # -- tasks --
    def start(self, tid, now, timeout):
        self.clock(now)
        self.counters["tasks_started"] += 1
        return Task(tid, now, self.cfg, timeout)

    def _final(self, t):
        kind = {"done": "done", "degraded": "degraded", "failed": "fail",
                "cancelled": "cancelled"}[t.state]
        return {"kind": kind, "reason": t.reason}

    def _finish(self, t, state, reason):
        t.state, t.reason = state, reason
        if state == "degraded":
            self.counters["degraded"] += 1
        elif state == "cancelled":
            self.counters["tasks_cancelled"] += 1
        else:
            self.counters["tasks_failed"] += 1
        return self._final(t)

    def _fall_back(self, t, reason):
        frm = t.endpoint
        t.step += 1
        t.attempt = 0
        t.prev_delay = 0
        t.state = "ready"
        if t.step < len(self.cfg.chain):
            t.endpoint = self.cfg.chain[t.step]
        self.fallbacks.append((frm, t.endpoint if t.step < len(self.cfg.chain)
                               else 255, reason))

    def decide(self, t, now):
        c = self.cfg
        if t.state == "waiting":
            if not reached(now, t.wait_until):
                return {"kind": "wait", "at": t.wait_until}
            t.state = "ready"
        if t.state != "ready":
            return self._final(t)
        if t.deadline is not None and reached(now, t.deadline):
            if t.failures == 0:
                t.last_cls = CLS["timeout"]
            return self._finish(t, "failed", "deadline")
        until = add(now, c.attempt_ms)
        if t.deadline is not None and after(until, t.deadline):
            until = t.deadline
        while True:
            if t.step >= len(c.chain):
                return self._finish(t, "degraded" if c.degraded else "failed",
                                    "exhausted")
            ok, probe = self.admit(t.endpoint, now, until)
            if ok:
                break
            self._fall_back(t, "breaker_open")
        compact = t.compact_next
        t.probe = probe
        t.retry_flag = t.attempt > 0 and not compact
        if t.attempt == 0 and c.budget_on:
            k = self.bk[t.endpoint]
            k.milli = min(c.max_tokens * 1000, k.milli + c.ratio_pct * 10)
        t.attempt += 1
        t.attempts += 1
        t.gen = self.br[t.endpoint].gen
        t.state = "in_flight"
        self.counters["attempts"] += 1
        return {"kind": "try", "endpoint": t.endpoint, "attempt": t.attempt,
                "deadline": until, "probe": probe, "compact": compact,
                "retry": t.retry_flag}

    def next(self, t, now):
        self.clock(now)
        self.task_clock(t, now)
        return self.decide(t, now)

    def cancel(self, t, now):
        if t.state not in ("ready", "waiting", "in_flight"):
            return self._final(t)
        self.clock(now)
        self.task_clock(t, now)
        if t.state == "in_flight" and t.gen == self.br[t.endpoint].gen:
            self.record(t.endpoint, "neutral", t.probe, now, None)
        return self._finish(t, "cancelled", "cancelled")

    def report(self, t, now, ok, cls, retry_after, engine):
        """engine: object with open_until(ep) and wait_at() giving the
        engine's random choices (only read when the model needs them)."""
        c = self.cfg
        self.clock(now)
        self.task_clock(t, now)
        ep = t.endpoint
        current = t.gen == self.br[ep].gen
        if ok:
            if current:
                self.record(ep, "ok", t.probe, now, engine.open_until)
            t.state, t.reason = "done", "none"
            self.counters["tasks_succeeded"] += 1
            return {"kind": "done", "reason": "none"}
        if cls == CLS["cancelled"]:
            return self.cancel_in_report(t, now)
        name, action, attempts, counts, slow = CLASSES[cls]
        self.counters["failures"] += 1
        t.failures += 1
        t.last_cls = cls
        if current:
            self.record(ep, "fail" if counts else "neutral", t.probe, now,
                        engine.open_until)
        t.compact_next = False
        if action == "retry":
            why = None
            if t.attempt >= attempts:
                why = "retries"
            elif self.br[ep].state == "open" and t.step + 1 < len(c.chain):
                # the breaker is open (this failure may have opened it): a
                # retry there would be refused, so the next step at once
                why = "breaker_open"
            elif retry_after > c.ra_cap:
                why = "retry_after"
            base, cap = (c.slow_base, c.slow_cap) if slow else (c.base, c.cap)
            exp = min(base * 2 ** min(t.attempt - 1, 40), cap)
            lo, hi = jitter_bounds(exp, c.jitter_pct)
            lo, hi = max(lo, retry_after), max(min(hi, cap), retry_after)
            if why is None and t.deadline is not None:
                # any delay in [lo, hi] could be drawn: only predict a
                # deadline fallback when every one of them passes it
                if not after(t.deadline, add(now, lo)):
                    why = "deadline"
                elif not after(t.deadline, add(now, hi)):
                    why = engine.deadline_said_no()
            if why is None and c.budget_on:
                k = self.bk[ep]
                self._refill(k, now)
                if k.milli < 1000:
                    why = "budget"
                    self.counters["budget_refusals"] += 1
                else:
                    k.milli -= 1000
            if why:
                self._fall_back(t, why)
                return self.decide(t, now)
            at = engine.wait_at()
            delay = sub(at, now)
            expect(lo <= delay <= hi, "backoff %d not in [%d, %d] (retry %d,"
                   " %s)" % (delay, lo, hi, t.attempt, name))
            t.state = "waiting"
            t.wait_until = at
            t.prev_delay = delay
            self.counters["retries"] += 1
            return {"kind": "wait", "at": at}
        if action == "compact":
            if t.compactions >= 1:
                return self._finish(t, "failed", "compactions")
            t.compactions += 1
            t.compact_next = True
            t.state = "ready"
            self.counters["compactions"] += 1
            return self.decide(t, now)
        if action == "fallback":
            self._fall_back(t, "class")
            return self.decide(t, now)
        return self._finish(t, "failed", "class")

    def cancel_in_report(self, t, now):
        if t.gen == self.br[t.endpoint].gen:
            self.record(t.endpoint, "neutral", t.probe, now, None)
        return self._finish(t, "cancelled", "cancelled")


class LimitModel:
    """Section 9's concurrency limit of one endpoint, from the manual ("BUSY
    IS NOT DEAD") and resil_limit_desc's comments: limit in 1/256 calls;
    success on a limit in use (in flight + 1 >= limit, or tasks waiting)
    grows it by one call below the slow-start threshold, by 1/limit above,
    up to the ceiling; an overload answer (unavailable, timeout, a bare
    rate_limit) to a call of the current round sets it to decrease_pct of
    itself, at most the calls still out (this one excluded), at least 1,
    and starts a new round; a breaker closing again restarts it at
    limit.restart. Not modelled here: the rate windows (a bare 429 teaches
    a rate after 3 requests: the machine only allows RATE waits)."""

    OVERLOAD = ("unavailable", "timeout")

    PATIENCE = 4  # growth above ssthresh at most 2**4 times slower

    def __init__(self, limit, inflight, waiting, ssthresh, epoch, gen,
                 patience):
        self.limit, self.inflight, self.waiting = limit, inflight, waiting
        self.ssthresh, self.epoch, self.gen = ssthresh, epoch, gen
        self.patience = patience

    def failed_at(self, pct):
        """The level of the last decrease: ssthresh is pct of it."""
        return self.ssthresh * 100 // pct + 1

    def outcome(self, cap, pct, out, t_epoch, t_gen, ok, cls_name,
                retry_after):
        """The limit after resil_report (before a breaker restart); out =
        the attempt held a slot."""
        calls = self.limit >> 8
        if not out:
            return
        current = t_gen == self.gen and t_epoch == (self.epoch & 0xFF)
        saturated = self.inflight + 1 >= calls or self.waiting > 0
        if ok:
            if saturated and calls < cap:
                step = 256 if calls < self.ssthresh else \
                    ((65536 // self.limit) >> self.patience) + 1
                self.limit = min(self.limit + step, cap << 8)
            if calls > self.failed_at(pct):
                self.patience = 0
            return
        refusal = cls_name == "unavailable" or \
            (cls_name == "rate_limit" and not retry_after)
        if current and (refusal or cls_name == "timeout"):
            still_out = self.inflight - 1 if self.inflight else 0
            v = self.limit
            nl = (v // 100) * pct + ((v % 100) * pct) // 100
            if self.ssthresh < calls <= self.failed_at(pct):
                self.patience = min(self.patience + 1, self.PATIENCE)
            else:
                self.patience = 0
            nl = max(min(nl, still_out << 8), 256)
            self.ssthresh = nl >> 8
            self.epoch = (self.epoch + 1) & 0xFF
            self.limit = nl
        elif not current and t_gen == self.gen and calls > 1 and refusal:
            self.ssthresh = calls - 1
            self.limit = (calls - 1) << 8

    def restart(self, restart):
        if (self.limit >> 8) > restart:
            self.ssthresh = self.limit >> 8
            self.epoch = (self.epoch + 1) & 0xFF
            self.limit = restart << 8
