/* soak.c - the long soak (issue 15 section 5): one engine driven for weeks
   of simulated time, checking its invariants all along.

   resil-soak [--days N] [--seed S] [--start TICK] [--quiet]
     --days   simulated days (default 60: the 32-bit millisecond clock,
              started one hour before its wrap, wraps twice)
     --seed   seed of the model and of the engine (default 1)
     --start  the engine's first tick (default 2^32 - 1 h)
   Prints "day N of M: tasks ..., calls ..." once a simulated day, then a
   summary; ends with "soak: N passed, N failed" (one check per simulated
   day, one for the final drain). Exit 0 if every invariant held.

   The model: a discrete-event simulation (binary heap ordered by time,
   then insertion order) of SOAK_EPS endpoints whose fault state changes at
   random (healthy, flaky, outage, rate limiting, hanging, dead), three
   client groups on three chains (each its operation type and deadline;
   one without a deadline, one answering DEGRADED), cancellations, health
   pings when resil_health_next_ping() says, heartbeats, a health tick
   every minute, the restart queue polled when resil_restartq_next_at()
   says. Failures are reported as a class or, half of the time, as the
   error text (resil_report_text: the classifier). Counters start near
   UINT32_MAX so that they must saturate during the run.

   The invariants (soak_invariants(), one function; soak_decision() for
   each decision, soak_event() for each event):
   - nothing wedged: every live task has exactly one pending event, due
     no later than its attempt deadline (IN_FLIGHT) or its wait end
     (WAITING), and those are in the future and within their bounds; no
     task is READY between events; a queued restart is due within the
     restart bound; after the run, with arrivals stopped, every task and
     restart reaches a final answer within SOAK_DRAIN_MS;
   - counters never decrease: they saturate at UINT32_MAX rather than wrap
     (and the per-endpoint attempt counters equal their start plus the
     ATTEMPT events seen, saturated);
   - breakers: a valid state, probes within the limit, no TRY to an OPEN
     or FORCED_OPEN breaker, an OPEN breaker's remaining open time within
     the open bound; budgets within their bucket; the restart queue within
     its capacity and equal to the RESTART decisions not yet popped;
   - no drift: each backoff wait lies within resil_backoff_delay()'s range
     for that retry (random value 0 and UINT32_MAX; at least the server's
     delay), each open time within [open_ms - jitter, open_max_ms +
     jitter], every WAIT / RESTART time in the future and bounded, every
     TRY's deadline within the operation's attempt timeout.
   Built with ASan+UBSan by mk/soak.mk (make soak, make test-soak). */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SOAK_EPS 5
#define SOAK_GROUPS 3
#define SOAK_SLOTS 1024          /* task slots: arrivals beyond are dropped */
#define SOAK_DAY_MS 86400000ull
#define SOAK_TICK_MS 60000u      /* resil_health_tick() period */
#define SOAK_HEARTBEAT_MS 20000u /* endpoint 4 is a session with heartbeats */
#define SOAK_DRAIN_MS (2ull * SOAK_DAY_MS)
#define SOAK_FULL_EVERY 4096u    /* the per-task sweep, every N events */

/* ---- generator: splitmix64 ---- */
static uint64_t soak_rng_state;
static uint64_t soak_next(void)
{
    uint64_t z = (soak_rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
static uint32_t soak_below(uint32_t n) { return n ? (uint32_t)(soak_next() % n) : 0u; }
static uint32_t soak_range(uint32_t lo, uint32_t hi) { return lo + soak_below(hi - lo + 1u); }

/* ---- event queue ---- */
enum { EV_ARRIVE, EV_NEXT, EV_ANSWER, EV_CANCEL, EV_PING, EV_FAULT, EV_TICK,
       EV_RESTARTQ, EV_HEARTBEAT, EV_DAY };

typedef struct soak_ev {
    uint64_t t, seq;
    uint8_t type;
    uint16_t idx;
    uint32_t gen;
} soak_ev;

typedef struct soak_heap {
    soak_ev *v;
    size_t n, cap;
} soak_heap;

static int soak_less(const soak_ev *a, const soak_ev *b)
{
    return a->t < b->t || (a->t == b->t && a->seq < b->seq);
}

static void soak_push(soak_heap *h, soak_ev e)
{
    size_t i;
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2u : 4096u;
        h->v = (soak_ev *)realloc(h->v, h->cap * sizeof *h->v);
        if (!h->v) abort();
    }
    i = h->n++;
    while (i > 0) {
        size_t up = (i - 1u) / 2u;
        if (!soak_less(&e, &h->v[up])) break;
        h->v[i] = h->v[up];
        i = up;
    }
    h->v[i] = e;
}

static soak_ev soak_pop(soak_heap *h)
{
    soak_ev top = h->v[0], last = h->v[--h->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2u * i + 1u;
        if (c >= h->n) break;
        if (c + 1u < h->n && soak_less(&h->v[c + 1u], &h->v[c])) c++;
        if (!soak_less(&h->v[c], &last)) break;
        h->v[i] = h->v[c];
        i = c;
    }
    if (h->n) h->v[i] = last;
    return top;
}

/* ---- the world ---- */
enum { F_OK, F_FLAKY, F_OUTAGE, F_RATELIMIT, F_HANG, F_DEAD, F__COUNT };
static const char *const soak_fault_names[F__COUNT] = {"ok", "flaky", "outage",
                                                        "ratelimit", "hang", "dead"};

/* error texts reported through the classifier, by class (written for this
   driver in the shape of common messages) */
typedef struct soak_text {
    uint8_t cls;
    const char *text;
} soak_text;
static const soak_text soak_texts[] = {
    {RESIL_CLASS_NETWORK, "connect: Connection refused"},
    {RESIL_CLASS_NETWORK, "read ECONNRESET"},
    {RESIL_CLASS_TIMEOUT, "upstream request timeout"},
    {RESIL_CLASS_UNAVAILABLE, "HTTP 503 Service Unavailable"},
    {RESIL_CLASS_SERVER, "HTTP/1.1 500 Internal Server Error"},
    {RESIL_CLASS_RATE_LIMIT, "429 Too Many Requests"},
    {RESIL_CLASS_AUTH, "401 Unauthorized: invalid api key"},
    {RESIL_CLASS_CRASH, "worker exited with code 137"},
};

typedef struct soak_group {
    const char *name;
    uint8_t chain, op;
    uint32_t timeout_ms;   /* 0: no deadline */
    uint32_t mean_gap_ms;  /* mean time between arrivals */
} soak_group;
static const soak_group soak_groups[SOAK_GROUPS] = {
    {"chat", 0, RESIL_OP_LLM, 300000u, 4000u},
    {"fetch", 1, RESIL_OP_WEB_FETCH, 120000u, 3000u},
    {"tools", 2, RESIL_OP_TOOL, 0u, 6000u},
};

typedef struct soak_slot {
    resil_task t;
    uint8_t used, group;
    uint32_t gen;          /* bumped when the pending event changes */
    uint32_t life;         /* bumped at each start (cancel events) */
    uint64_t due;          /* time of the pending NEXT / ANSWER event */
    uint64_t born;         /* start of this task (or restart) */
    uint8_t fail_answer;   /* the pending answer fails (1) or not (0) */
    uint8_t cls;           /* its class */
    uint32_t retry_after;  /* its server delay */
    uint32_t latency;
} soak_slot;

typedef struct soak_world {
    resil_engine e;
    soak_heap h;
    uint64_t seq, now;     /* simulated ms since the start */
    uint32_t tick0;
    uint8_t fault[SOAK_EPS];
    uint32_t fault_gen[SOAK_EPS];
    soak_slot s[SOAK_SLOTS];
    uint64_t restartq_at;  /* time of the pending EV_RESTARTQ (0: none) */
    uint32_t restartq_gen;
    /* what the events told (counted in the callback) */
    uint64_t ev_count[RESIL_EV__COUNT];
    uint64_t attempts_ev[SOAK_EPS];
    int retry_seen;        /* a RETRY event since the last call */
    uint32_t retry_delay;
    /* baselines and previous counter values */
    uint32_t base;
    resil_counters prev_eng, prev_ep[SOAK_EPS];
    /* statistics */
    uint64_t events, calls, tasks, restarts, dropped, finals[RESIL_DECIDE__COUNT];
    uint64_t text_reports, cancels, pings, wraps, checks, queued_now;
    uint64_t max_life, max_wait, max_open;
    uint64_t backoffs_checked, opens_checked, decisions_checked;
    uint64_t fault_time[F__COUNT];
    uint32_t last_tick;
    int failed;
    int arrivals_on;
} soak_world;

static soak_world W;

static uint32_t soak_tick(const soak_world *w) { return w->tick0 + (uint32_t)w->now; }

#define SOAK_CHECK(c) \
    do { if (!(c)) soak_fail(__LINE__, #c); } while (0)

static void soak_fail(int line, const char *what)
{
    fprintf(stderr, "soak: invariant failed at soak.c:%d (simulated %.3f days, tick %lu): %s\n",
            line, (double)W.now / (double)SOAK_DAY_MS, (unsigned long)soak_tick(&W), what);
    fflush(stderr);
    abort();
}

static void soak_schedule(soak_world *w, uint64_t t, uint8_t type, uint16_t idx, uint32_t gen)
{
    soak_ev e;
    e.t = t;
    e.seq = w->seq++;
    e.type = type;
    e.idx = idx;
    e.gen = gen;
    soak_push(&w->h, e);
}

/* A tick `at` as simulated time (at is within +-2^31 ms of now). */
static uint64_t soak_time_of(const soak_world *w, uint32_t at)
{
    uint32_t d = at - soak_tick(w);
    if (d >= 0x80000000u) return w->now; /* at or before now: due */
    return w->now + d;
}

/* ---- bounds from the resolved configuration ---- */

static uint32_t soak_pct_up(uint32_t v, uint32_t pct) { return v + v / 100u * pct + pct; }

static uint32_t soak_wait_bound(const resil_desc *d)
{
    uint32_t b = d->backoff.cap_ms;
    if (d->slow_backoff.cap_ms > b) b = d->slow_backoff.cap_ms;
    if (d->retry_after_cap_ms > b) b = d->retry_after_cap_ms;
    if (d->health.pause_max_ms != RESIL_NEVER && d->health.pause_max_ms > b)
        b = d->health.pause_max_ms;
    return b;
}

static uint32_t soak_open_max(const resil_desc *d)
{
    return soak_pct_up(d->breaker.open_max_ms, d->breaker.open_jitter_pct);
}

static uint32_t soak_restart_max(const resil_desc *d)
{
    uint32_t pct = d->restart.jitter_pct;
    return pct == RESIL_PCT_NONE ? d->restart.max_delay_ms
                                 : soak_pct_up(d->restart.max_delay_ms, pct);
}

/* ---- the caller's callbacks ---- */

static void soak_on_event(void *user, const resil_event *ev)
{
    soak_world *w = (soak_world *)user;
    const resil_desc *d = &w->e.desc;
    SOAK_CHECK(ev->type > RESIL_EV_NONE && ev->type < RESIL_EV__COUNT);
    SOAK_CHECK(ev->now_ms == soak_tick(w));
    w->ev_count[ev->type]++;
    switch (ev->type) {
    case RESIL_EV_ATTEMPT:
        SOAK_CHECK(ev->endpoint < SOAK_EPS);
        w->attempts_ev[ev->endpoint]++;
        break;
    case RESIL_EV_RETRY:
        w->retry_seen = 1;
        w->retry_delay = ev->value_ms;
        break;
    case RESIL_EV_BREAKER:
        if (ev->to == RESIL_BREAKER_OPEN) { /* no drift in open times */
            uint32_t lo = d->breaker.open_ms - d->breaker.open_ms / 100u * d->breaker.open_jitter_pct;
            SOAK_CHECK(ev->value_ms + 1u >= lo);
            SOAK_CHECK(ev->value_ms <= soak_open_max(d));
            if (ev->value_ms > w->max_open) w->max_open = ev->value_ms;
            w->opens_checked++;
        }
        break;
    case RESIL_EV_RESTART_QUEUED:
        SOAK_CHECK(ev->value_ms <= soak_restart_max(d));
        break;
    default: break;
    }
}

/* ---- invariants ---- */

/* A decision given to slot i at now (backoff: the RETRY event just seen). */
static void soak_decision(soak_world *w, int i, const resil_decision *dec,
                          const resil_outcome *o)
{
    const resil_desc *d = &w->e.desc;
    const resil_task *t = &w->s[i].t;
    uint32_t now = soak_tick(w), delta = dec->at_ms - now;
    w->decisions_checked++;
    SOAK_CHECK(dec->kind > RESIL_DECIDE_NONE && dec->kind < RESIL_DECIDE__COUNT);
    SOAK_CHECK(dec->reason < RESIL_REASON__COUNT && dec->cls < RESIL_CLASS__COUNT);
    switch (dec->kind) {
    case RESIL_DECIDE_TRY: {
        const resil_chain_desc *c = &d->chains[t->desc.chain];
        uint8_t st = w->e.ep[dec->endpoint].breaker.state;
        SOAK_CHECK(dec->endpoint < d->endpoint_count && dec->step < c->step_count);
        SOAK_CHECK(c->steps[dec->step] == dec->endpoint);
        SOAK_CHECK(dec->at_ms == now);
        SOAK_CHECK(resil_time_after(dec->deadline_ms, now));
        SOAK_CHECK(dec->deadline_ms - now <= d->attempt_timeout_ms[t->desc.op]);
        if (t->has_deadline) SOAK_CHECK(!resil_time_after(dec->deadline_ms, t->deadline));
        SOAK_CHECK(st != RESIL_BREAKER_OPEN && st != RESIL_BREAKER_FORCED_OPEN);
        break;
    }
    case RESIL_DECIDE_WAIT:
        SOAK_CHECK(delta < 0x80000000u); /* in the future (or now) */
        SOAK_CHECK(delta <= soak_wait_bound(d));
        if (t->has_deadline) SOAK_CHECK(resil_time_after(t->deadline, dec->at_ms));
        if (w->retry_seen && o) { /* a backoff: within its range for this retry */
            const resil_class_policy *p = &d->policy[t->last_cls];
            const resil_backoff_desc *b = p->slow == 1 ? &d->slow_backoff : &d->backoff;
            uint32_t lo = resil_backoff_delay(b, t->attempt, 0, 0u);
            uint32_t hi = resil_backoff_delay(b, t->attempt, 0, UINT32_MAX);
            if (o->retry_after_ms > lo) lo = o->retry_after_ms;
            if (o->retry_after_ms > hi) hi = o->retry_after_ms;
            SOAK_CHECK(w->retry_delay == delta);
            SOAK_CHECK(delta >= lo && delta <= hi);
            w->backoffs_checked++;
        }
        if (delta > w->max_wait) w->max_wait = delta;
        break;
    case RESIL_DECIDE_RESTART:
        SOAK_CHECK(delta < 0x80000000u && delta <= soak_restart_max(d));
        SOAK_CHECK(t->state == RESIL_TASK_QUEUED);
        break;
    default: break;
    }
    w->retry_seen = 0;
}

static void soak_counters_monotone(const resil_counters *now, resil_counters *prev)
{
    int j;
#define SOAK_MONO(field, help) SOAK_CHECK(now->field >= prev->field);
    RESIL_ENDPOINT_COUNTERS(SOAK_MONO)
    RESIL_ENGINE_COUNTERS(SOAK_MONO)
#undef SOAK_MONO
    for (j = 0; j < RESIL_CLASS__COUNT; j++)
        SOAK_CHECK(now->failures_by_class[j] >= prev->failures_by_class[j]);
    *prev = *now;
}

static uint32_t soak_sat(uint64_t v) { return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v; }

/* Every invariant of the engine and the world; `full` adds the per-task
   sweep. One function: add new checks here. */
static void soak_invariants(soak_world *w, int full)
{
    const resil_engine *e = &w->e;
    const resil_desc *d = &e->desc;
    uint32_t now = soak_tick(w), full_bucket = (uint32_t)d->budget.max_tokens * 1000u;
    resil_counters k;
    int i, n;
    w->checks++;
    /* counters: never backwards (saturate, do not wrap) */
    SOAK_CHECK(resil_engine_counters(e, &k) == RESIL_OK);
    soak_counters_monotone(&k, &w->prev_eng);
    for (i = 0; i < SOAK_EPS; i++) {
        const resil_breaker *b = &e->ep[i].breaker;
        SOAK_CHECK(resil_endpoint_counters(e, (uint32_t)i, &k) == RESIL_OK);
        soak_counters_monotone(&k, &w->prev_ep[i]);
        SOAK_CHECK(k.attempts == soak_sat(w->base + w->attempts_ev[i]));
        /* breakers */
        SOAK_CHECK(b->state < RESIL_BREAKER__COUNT);
        SOAK_CHECK(b->probes_out <= d->breaker.probes);
        if (b->state == RESIL_BREAKER_OPEN) {
            uint32_t left = b->open_until - now;
            SOAK_CHECK(left < 0x80000000u ? left <= soak_open_max(d) : 1);
            SOAK_CHECK(b->open_until - b->since <= soak_open_max(d));
        }
        /* budgets */
        if (d->budget.mode != RESIL_BUDGET_OFF) SOAK_CHECK(e->ep[i].budget.milli <= full_bucket);
    }
    if (d->budget.mode == RESIL_BUDGET_BOTH) SOAK_CHECK(e->budget.milli <= full_bucket);
    /* the restart queue */
    n = resil_restartq_count(e);
    SOAK_CHECK(n >= 0 && n <= RESIL_RESTARTQ_CAPACITY);
    SOAK_CHECK((uint64_t)n == w->queued_now);
    if (n > 0) {
        uint32_t at;
        SOAK_CHECK(resil_restartq_next_at(e, &at) == RESIL_OK);
        SOAK_CHECK(at - now < 0x80000000u ? at - now <= soak_restart_max(d) : 1);
        SOAK_CHECK(w->restartq_at != 0); /* a poll is pending */
    }
    /* ---- overload control (concurrency limits, rate buckets): when the
       engine has them, check here that in-flight calls per endpoint never
       exceed the limit and that every rate bucket stays within its size.
       SOAK_OVERLOAD_CHECKS(w) ---- */
    if (!full) return;
    /* nothing wedged: each live task has its one pending event, bounded */
    for (i = 0; i < SOAK_SLOTS; i++) {
        const soak_slot *s = &w->s[i];
        if (!s->used) continue;
        SOAK_CHECK(s->due >= w->now);
        switch (s->t.state) {
        case RESIL_TASK_IN_FLIGHT:
            SOAK_CHECK(s->due - w->now <= d->attempt_timeout_ms[s->t.desc.op]);
            SOAK_CHECK(s->due == soak_time_of(w, s->t.attempt_deadline) || s->due < soak_time_of(w, s->t.attempt_deadline));
            break;
        case RESIL_TASK_WAITING:
            SOAK_CHECK(s->due == soak_time_of(w, s->t.wait_until));
            SOAK_CHECK(s->due - w->now <= soak_wait_bound(d));
            break;
        default:
            soak_fail(__LINE__, "a live task neither in flight nor waiting");
        }
        if (w->now - s->born > w->max_life) w->max_life = w->now - s->born;
    }
}

/* ---- the model ---- */

static void soak_fault_next(soak_world *w, int ep)
{
    /* ok most of the time; each fault minutes to hours */
    static const uint8_t weights[F__COUNT] = {50, 15, 10, 10, 8, 7};
    uint32_t r = soak_below(100), acc = 0, f;
    uint32_t dur;
    for (f = 0; f < F__COUNT; f++) {
        acc += weights[f];
        if (r < acc) break;
    }
    if (f >= F__COUNT) f = F_OK;
    w->fault[ep] = (uint8_t)f;
    dur = f == F_OK ? soak_range(600000u, 3u * 3600000u) : soak_range(10000u, 2u * 3600000u);
    w->fault_time[f] += dur;
    soak_schedule(w, w->now + dur, EV_FAULT, (uint16_t)ep, 0);
}

/* The answer of an attempt on endpoint ep (into slot s), and its time. */
static uint64_t soak_answer(soak_world *w, soak_slot *s, int ep, uint64_t deadline)
{
    uint32_t lat = soak_range(20u, 800u), r = soak_below(1000);
    s->fail_answer = 0;
    s->retry_after = 0;
    s->cls = RESIL_CLASS_UNKNOWN;
    switch (w->fault[ep]) {
    case F_OK:
        if (r < 8) { s->fail_answer = 1; s->cls = RESIL_CLASS_NETWORK; }
        else if (r == 8) { s->fail_answer = 1; s->cls = RESIL_CLASS_SERVER; }
        else if (r == 9) { s->fail_answer = 1; s->cls = RESIL_CLASS_CRASH; }
        break;
    case F_FLAKY:
        if (r < 400) {
            static const uint8_t c[] = {RESIL_CLASS_NETWORK, RESIL_CLASS_TIMEOUT,
                                        RESIL_CLASS_UNAVAILABLE, RESIL_CLASS_SERVER};
            s->fail_answer = 1;
            s->cls = c[r % 4u];
        }
        break;
    case F_OUTAGE:
        s->fail_answer = 1;
        s->cls = r < 500 ? RESIL_CLASS_UNAVAILABLE : RESIL_CLASS_NETWORK;
        lat = soak_range(1u, 50u);
        break;
    case F_RATELIMIT:
        if (r < 700) {
            s->fail_answer = 1;
            s->cls = RESIL_CLASS_RATE_LIMIT;
            s->retry_after = r < 600 ? soak_range(1u, 90u) * 1000u : 0u;
        }
        break;
    case F_HANG: /* the call never answers: the caller's timer fires */
        lat = UINT32_MAX;
        break;
    default: /* F_DEAD: refused at once, and the session is silent */
        s->fail_answer = 1;
        s->cls = r < 100 ? RESIL_CLASS_AUTH : RESIL_CLASS_NETWORK;
        lat = soak_range(1u, 20u);
        break;
    }
    if (r >= 995 && w->fault[ep] != F_HANG) { s->fail_answer = 1; s->cls = RESIL_CLASS_CONTEXT_LENGTH; }
    if (lat == UINT32_MAX || w->now + lat >= deadline) {
        s->fail_answer = 1;
        s->cls = RESIL_CLASS_TIMEOUT;
        s->retry_after = 0;
        s->latency = (uint32_t)(deadline - w->now);
        return deadline;
    }
    s->latency = lat;
    return w->now + lat;
}

static void soak_release(soak_world *w, int i, const resil_decision *dec)
{
    w->finals[dec->kind]++;
    if (dec->kind == RESIL_DECIDE_RESTART) w->queued_now++;
    w->s[i].used = 0;
    w->s[i].gen++;
}

/* Act on a decision for slot i: schedule its one pending event. */
static void soak_follow(soak_world *w, int i, const resil_decision *dec)
{
    soak_slot *s = &w->s[i];
    s->gen++;
    switch (dec->kind) {
    case RESIL_DECIDE_TRY:
        s->due = soak_answer(w, s, dec->endpoint, soak_time_of(w, dec->deadline_ms));
        soak_schedule(w, s->due, EV_ANSWER, (uint16_t)i, s->gen);
        break;
    case RESIL_DECIDE_WAIT:
        s->due = soak_time_of(w, dec->at_ms);
        soak_schedule(w, s->due, EV_NEXT, (uint16_t)i, s->gen);
        break;
    case RESIL_DECIDE_RESTART: {
        uint64_t at = soak_time_of(w, dec->at_ms);
        soak_release(w, i, dec);
        if (!w->restartq_at || at < w->restartq_at) {
            w->restartq_at = at;
            soak_schedule(w, at, EV_RESTARTQ, 0, ++w->restartq_gen);
        }
        break;
    }
    default:
        soak_release(w, i, dec);
        break;
    }
}

static void soak_call_next(soak_world *w, int i)
{
    resil_decision dec;
    w->calls++;
    w->retry_seen = 0;
    SOAK_CHECK(resil_next(&w->e, &w->s[i].t, soak_tick(w), &dec) == RESIL_OK);
    soak_decision(w, i, &dec, NULL);
    soak_follow(w, i, &dec);
}

static int soak_free_slot(const soak_world *w)
{
    int i;
    for (i = 0; i < SOAK_SLOTS; i++)
        if (!w->s[i].used) return i;
    return -1;
}

static void soak_start(soak_world *w, int i, const resil_task_desc *td)
{
    soak_slot *s = &w->s[i];
    memset(&s->t, 0, sizeof s->t);
    s->used = 1;
    s->life++;
    s->born = w->now;
    s->group = td->chain;
    w->calls++;
    SOAK_CHECK(resil_task_start(&w->e, &s->t, td, soak_tick(w)) == RESIL_OK);
    soak_call_next(w, i);
    if (s->used && soak_below(100) == 0) /* the client gives up, some time */
        soak_schedule(w, w->now + soak_range(1u, 20000u), EV_CANCEL, (uint16_t)i, s->life);
}

static void soak_arrive(soak_world *w, int g)
{
    const soak_group *gr = &soak_groups[g];
    resil_task_desc td;
    int i = soak_free_slot(w);
    if (i < 0) {
        w->dropped++;
    } else {
        memset(&td, 0, sizeof td);
        td.id = (uint32_t)(w->tasks & 0xFFFFFFFFu);
        td.op_id = td.id;
        td.chain = gr->chain;
        td.op = gr->op;
        td.timeout_ms = gr->timeout_ms;
        w->tasks++;
        soak_start(w, i, &td);
    }
    if (w->arrivals_on)
        soak_schedule(w, w->now + 1u + soak_below(2u * gr->mean_gap_ms), EV_ARRIVE, (uint16_t)g, 0);
}

static void soak_answer_now(soak_world *w, int i)
{
    soak_slot *s = &w->s[i];
    resil_decision dec;
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.latency_ms = s->latency;
    w->calls++;
    w->retry_seen = 0;
    if (!s->fail_answer) {
        o.ok = 1;
        SOAK_CHECK(resil_report(&w->e, &s->t, soak_tick(w), &o, &dec) == RESIL_OK);
    } else if (soak_below(2) && s->retry_after == 0) {
        /* as text, through the classifier: a text of the same class */
        size_t j, n = sizeof soak_texts / sizeof soak_texts[0], pick = n;
        for (j = 0; j < n; j++)
            if (soak_texts[j].cls == s->cls && (pick == n || soak_below(2))) pick = j;
        if (pick == n) pick = soak_below((uint32_t)n);
        w->text_reports++;
        SOAK_CHECK(resil_report_text(&w->e, &s->t, soak_tick(w), soak_texts[pick].text,
                                     strlen(soak_texts[pick].text), NULL, &dec) == RESIL_OK);
        /* (these texts name no server delay: o.retry_after_ms stays 0) */
    } else {
        o.cls = s->cls;
        o.retry_after_ms = s->retry_after;
        SOAK_CHECK(resil_report(&w->e, &s->t, soak_tick(w), &o, &dec) == RESIL_OK);
    }
    soak_decision(w, i, &dec, &o);
    soak_follow(w, i, &dec);
}

static void soak_cancel(soak_world *w, int i)
{
    resil_decision dec;
    w->calls++;
    w->cancels++;
    SOAK_CHECK(resil_cancel(&w->e, &w->s[i].t, soak_tick(w), &dec) == RESIL_OK);
    SOAK_CHECK(dec.kind == RESIL_DECIDE_CANCELLED);
    soak_release(w, i, &dec);
}

/* Pop every due restart into a free slot; poll again at the next due. */
static void soak_restartq(soak_world *w)
{
    resil_task_desc td;
    uint32_t at;
    w->restartq_at = 0;
    for (;;) {
        int i = soak_free_slot(w);
        if (i < 0) break; /* no slot: poll again later */
        w->calls++;
        if (resil_restartq_due(&w->e, soak_tick(w), &td) != RESIL_OK) break;
        SOAK_CHECK(w->queued_now > 0);
        w->queued_now--;
        w->restarts++;
        soak_start(w, i, &td);
    }
    if (resil_restartq_next_at(&w->e, &at) == RESIL_OK) {
        uint64_t t = soak_time_of(w, at);
        if (t <= w->now) t = w->now + 1000u; /* due but no slot: a second later */
        w->restartq_at = t;
        soak_schedule(w, t, EV_RESTARTQ, 0, ++w->restartq_gen);
    }
}

static void soak_ping(soak_world *w, int ep)
{
    resil_outcome o;
    uint32_t at;
    uint8_t f = w->fault[ep];
    memset(&o, 0, sizeof o);
    o.ok = (uint8_t)(f == F_OK || (f == F_FLAKY && soak_below(2)) || f == F_RATELIMIT);
    o.cls = f == F_HANG ? RESIL_CLASS_TIMEOUT : RESIL_CLASS_NETWORK;
    o.latency_ms = o.ok ? soak_range(5u, 300u) : 0u;
    w->pings++;
    w->calls++;
    SOAK_CHECK(resil_health_ping(&w->e, (uint32_t)ep, soak_tick(w), &o) == RESIL_OK);
    SOAK_CHECK(resil_health_next_ping(&w->e, (uint32_t)ep, soak_tick(w), &at) == RESIL_OK);
    {
        uint32_t dt = at - soak_tick(w);
        const resil_health_desc *h = &w->e.desc.health;
        uint32_t most = h->ping_ms > h->suspect_ping_ms ? h->ping_ms : h->suspect_ping_ms;
        if (h->open_ping_ms > most) most = h->open_ping_ms;
        /* the next ping is in the future and within the longest interval */
        SOAK_CHECK(dt > 0u && dt <= most);
        soak_schedule(w, w->now + dt, EV_PING, (uint16_t)ep, 0);
    }
}

static int soak_live(const soak_world *w)
{
    int i, n = 0;
    for (i = 0; i < SOAK_SLOTS; i++) n += w->s[i].used;
    return n;
}

static void soak_day(soak_world *w, uint64_t day, uint64_t days, int quiet)
{
    resil_counters k;
    int ep;
    (void)resil_engine_counters(&w->e, &k);
    if (quiet) return;
    printf("day %3lu of %lu: tick %10lu, wraps %lu, tasks %lu (restarts %lu), calls %lu, "
           "events %lu, live %d, queued %lu, breakers",
           (unsigned long)day, (unsigned long)days, (unsigned long)soak_tick(w),
           (unsigned long)w->wraps, (unsigned long)w->tasks, (unsigned long)w->restarts,
           (unsigned long)w->calls, (unsigned long)w->events,
           soak_live(w), (unsigned long)w->queued_now);
    for (ep = 0; ep < SOAK_EPS; ep++)
        printf(" %s", resil_breaker_state_name(w->e.ep[ep].breaker.state));
    printf("\n");
    fflush(stdout);
}

static void soak_desc(resil_desc *d, uint32_t seed)
{
    static const resil_endpoint_desc names[SOAK_EPS] = {
        {.name = "chat-primary"}, {.name = "chat-backup"}, {.name = "fetch-primary"},
        {.name = "fetch-backup"}, {.name = "tool-session"}};
    int i;
    memset(d, 0, sizeof *d);
    d->endpoint_count = SOAK_EPS;
    for (i = 0; i < SOAK_EPS; i++) d->endpoints[i] = names[i];
    d->chain_count = SOAK_GROUPS;
    d->chains[0].steps[0] = 0; d->chains[0].steps[1] = 1; d->chains[0].step_count = 2;
    d->chains[1].steps[0] = 2; d->chains[1].steps[1] = 3; d->chains[1].step_count = 2;
    d->chains[2].steps[0] = 4; d->chains[2].steps[1] = 1; d->chains[2].step_count = 2;
    d->chains[2].degraded = 1;
    d->slow_backoff.jitter = RESIL_JITTER_EQUAL; /* both kinds monotonic in rnd */
    d->budget.mode = RESIL_BUDGET_BOTH;
    d->breaker.rate_pct = 50;
    d->seed = seed;
    d->on_event = soak_on_event;
    d->event_user = &W;
}

/* Counters start near the top so they saturate during the run. */
static void soak_preload(soak_world *w)
{
    int i;
#define SOAK_SET(field, help) w->e.ep[i].counters.field = w->base;
    for (i = 0; i < SOAK_EPS; i++) { RESIL_ENDPOINT_COUNTERS(SOAK_SET) }
#undef SOAK_SET
#define SOAK_SET(field, help) w->e.counters.field = w->base;
    RESIL_ENGINE_COUNTERS(SOAK_SET)
#undef SOAK_SET
    SOAK_CHECK(resil_engine_counters(&w->e, &w->prev_eng) == RESIL_OK);
    for (i = 0; i < SOAK_EPS; i++)
        SOAK_CHECK(resil_endpoint_counters(&w->e, (uint32_t)i, &w->prev_ep[i]) == RESIL_OK);
}

int main(int argc, char **argv)
{
    soak_world *w = &W;
    resil_desc d;
    uint64_t days = 60, seed = 1, end, day = 0;
    uint32_t start = 0xFFFFFFFFu - 3600000u + 1u;
    int quiet = 0, i, pass = 0, fail = 0;
    resil_counters k;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--days") && i + 1 < argc) days = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--start") && i + 1 < argc) start = (uint32_t)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--quiet")) quiet = 1;
        else {
            fprintf(stderr, "usage: %s [--days N] [--seed S] [--start TICK] [--quiet]\n", argv[0]);
            return 2;
        }
    }
    soak_rng_state = seed * 0x2545F4914F6CDD1Dull + 1u;
    w->tick0 = start;
    w->last_tick = start;
    w->base = UINT32_MAX - 200000u;
    soak_desc(&d, (uint32_t)seed);
    SOAK_CHECK(resil_desc_check(&d, NULL) == RESIL_OK);
    SOAK_CHECK(resil_engine_init(&w->e, &d) == RESIL_OK);
    soak_preload(w);
    w->arrivals_on = 1;
    for (i = 0; i < SOAK_GROUPS; i++) soak_schedule(w, 1u + soak_below(1000u), EV_ARRIVE, (uint16_t)i, 0);
    for (i = 0; i < SOAK_EPS; i++) {
        soak_fault_next(w, i);
        soak_schedule(w, soak_below(30000u), EV_PING, (uint16_t)i, 0);
    }
    soak_schedule(w, SOAK_TICK_MS, EV_TICK, 0, 0);
    soak_schedule(w, SOAK_HEARTBEAT_MS, EV_HEARTBEAT, 4, 0);
    soak_schedule(w, SOAK_DAY_MS, EV_DAY, 0, 0);
    end = days * SOAK_DAY_MS;
    printf("soak: %lu simulated days from tick %lu (the clock wraps every 49.7 days), seed %lu\n",
           (unsigned long)days, (unsigned long)start, (unsigned long)seed);
    while (w->h.n) {
        soak_ev ev = soak_pop(&w->h);
        uint32_t tick;
        SOAK_CHECK(ev.t >= w->now);
        if (ev.t > end + SOAK_DRAIN_MS) break;
        w->now = ev.t;
        tick = soak_tick(w);
        if (tick < w->last_tick) w->wraps++;
        w->last_tick = tick;
        if (w->arrivals_on && w->now >= end) { /* stop arrivals: drain */
            w->arrivals_on = 0;
            printf("soak: arrivals stopped; draining (%d tasks live, %lu queued)\n",
                   soak_live(w), (unsigned long)w->queued_now);
        }
        w->events++;
        switch (ev.type) {
        case EV_ARRIVE:
            if (w->arrivals_on) soak_arrive(w, ev.idx);
            break;
        case EV_NEXT:
            if (w->s[ev.idx].used && w->s[ev.idx].gen == ev.gen) soak_call_next(w, ev.idx);
            break;
        case EV_ANSWER:
            if (w->s[ev.idx].used && w->s[ev.idx].gen == ev.gen) soak_answer_now(w, ev.idx);
            break;
        case EV_CANCEL:
            if (w->s[ev.idx].used && w->s[ev.idx].life == ev.gen) soak_cancel(w, ev.idx);
            break;
        case EV_PING:
            if (w->arrivals_on) soak_ping(w, ev.idx);
            break;
        case EV_FAULT:
            if (w->arrivals_on) soak_fault_next(w, ev.idx);
            else w->fault[ev.idx] = F_OK; /* the drain: faults heal */
            break;
        case EV_TICK:
            w->calls++;
            SOAK_CHECK(resil_health_tick(&w->e, tick) == RESIL_OK);
            if (w->arrivals_on || soak_live(w) || w->queued_now)
                soak_schedule(w, w->now + SOAK_TICK_MS, EV_TICK, 0, 0);
            break;
        case EV_HEARTBEAT:
            if (w->fault[ev.idx] != F_DEAD && w->fault[ev.idx] != F_HANG) {
                w->calls++;
                SOAK_CHECK(resil_health_heartbeat(&w->e, ev.idx, tick) == RESIL_OK);
            }
            if (w->arrivals_on) soak_schedule(w, w->now + SOAK_HEARTBEAT_MS, EV_HEARTBEAT, ev.idx, 0);
            break;
        case EV_RESTARTQ:
            if (ev.gen == w->restartq_gen) soak_restartq(w);
            break;
        default: /* EV_DAY */
            day++;
            soak_invariants(w, 1);
            pass++;
            soak_day(w, day, days, quiet);
            if (w->arrivals_on) soak_schedule(w, w->now + SOAK_DAY_MS, EV_DAY, 0, 0);
            break;
        }
        soak_invariants(w, w->events % SOAK_FULL_EVERY == 0u);
        if (!w->arrivals_on && !soak_live(w) && !w->queued_now) break;
    }
    /* the drain: every task and every queued restart reached a final answer */
    if (soak_live(w) || w->queued_now) {
        fprintf(stderr, "soak: wedged: %d tasks live, %lu restarts queued %.1f h after the "
                "arrivals stopped\n", soak_live(w), (unsigned long)w->queued_now,
                (double)(w->now - end) / 3600000.0);
        fail++;
    } else {
        pass++;
    }
    (void)resil_engine_counters(&w->e, &k);
    printf("soak summary: %lu simulated days (+%.1f h drain), %lu clock wraps, seed %lu\n",
           (unsigned long)days, (double)(w->now > end ? w->now - end : 0) / 3600000.0,
           (unsigned long)w->wraps, (unsigned long)seed);
    printf("  tasks %lu (restarts %lu, dropped at the door %lu, cancelled %lu), resil calls %lu"
           " (%lu failures as text), pings %lu, events %lu\n",
           (unsigned long)w->tasks, (unsigned long)w->restarts, (unsigned long)w->dropped,
           (unsigned long)w->cancels, (unsigned long)w->calls, (unsigned long)w->text_reports,
           (unsigned long)w->pings, (unsigned long)w->events);
    printf("  answers: done %lu, degraded %lu, fail %lu, cancelled %lu, restart %lu\n",
           (unsigned long)w->finals[RESIL_DECIDE_DONE], (unsigned long)w->finals[RESIL_DECIDE_DEGRADED],
           (unsigned long)w->finals[RESIL_DECIDE_FAIL], (unsigned long)w->finals[RESIL_DECIDE_CANCELLED],
           (unsigned long)w->finals[RESIL_DECIDE_RESTART]);
    printf("  engine events: attempts %lu, retries %lu, breaker changes %lu, fallbacks %lu, "
           "alerts %lu, deaths %lu\n",
           (unsigned long)w->ev_count[RESIL_EV_ATTEMPT], (unsigned long)w->ev_count[RESIL_EV_RETRY],
           (unsigned long)w->ev_count[RESIL_EV_BREAKER], (unsigned long)w->ev_count[RESIL_EV_FALLBACK],
           (unsigned long)w->ev_count[RESIL_EV_ALERT], (unsigned long)w->ev_count[RESIL_EV_DEAD]);
    printf("  counters from %lu: engine attempts %lu, tasks_started %lu (UINT32_MAX: saturated)\n",
           (unsigned long)w->base, (unsigned long)k.attempts, (unsigned long)k.tasks_started);
    printf("  longest: task life %.1f min, wait %.1f s, open time %.1f s\n",
           (double)w->max_life / 60000.0, (double)w->max_wait / 1000.0,
           (double)w->max_open / 1000.0);
    printf("  checked: engine invariants %lu times (per-task sweep every %u events and daily),"
           " decisions %lu, backoff waits %lu, open times %lu\n",
           (unsigned long)w->checks, SOAK_FULL_EVERY, (unsigned long)w->decisions_checked,
           (unsigned long)w->backoffs_checked, (unsigned long)w->opens_checked);
    printf("  fault time (h):");
    for (i = 0; i < F__COUNT; i++)
        printf(" %s %.0f", soak_fault_names[i], (double)w->fault_time[i] / 3600000.0);
    printf("\n");
    free(w->h.v);
    printf("soak: %d passed, %d failed\n", pass, fail);
    return fail ? 1 : 0;
}
