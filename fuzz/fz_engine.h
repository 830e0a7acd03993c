/* fz_engine.h - the engine-script interpreter shared by the engine and the
   config fuzz targets. Include after resil.h (with its implementation).

   The rest of an input is a script: each op byte picks an operation and a
   task (FZ_TASKS tasks share one engine), the bytes after it its arguments:
   start, next, report success or any class (with a server delay, latency,
   status), cancel, time steps (forwards, backwards, to just before the
   32-bit wrap, jumps of 2^31 and more), manual breaker overrides, read-only
   queries, NULL arguments, and corrupting a task's bytes. After every step
   the invariants below are checked; a failure aborts.

   Invariants (the list; "model" is what this file tracks itself):
   - a TRY never goes to an endpoint whose breaker is OPEN or FORCED_OPEN;
     in HALF_OPEN it is flagged as a probe and within the probe limit; a TRY
     is for the endpoint of the task's current chain step;
   - a TRY is issued strictly before the task's deadline (model) and its
     deadline_ms is after now, within the op's attempt timeout, and never
     past the task's deadline;
   - a WAIT is never longer than max(cap of the class's backoff,
     retry_after_cap) and ends strictly before the task's deadline;
   - a task's state always matches the decision just given; a finished
     task stays finished with the same decision;
   - the counters agree with the events emitted (counted in the callback),
     per-endpoint counters add up to the engine's, started = finished +
     running + abandoned tasks;
   - the breaker state the BREAKER events describe is the breaker's state;
     budgets never exceed their bucket size;
   - a call that returns an error changes no byte of the engine or the
     task; a read-only query changes no byte of the engine;
   - section 9: at every TRY the calls this file counts as out on the
     endpoint (TRYs not yet answered, of the limiter's write-off
     generation) are within the limit; every limit is within [1, ceiling];
     a WAIT for a slot (LIMIT) is asked again within limit.wait_ms, and a
     task already in line is never told to wait while a slot is free (no
     starvation); a known rate header with a bad value changes nothing.

   -DFZ_FAST (the NAME_fast targets of .clusterfuzzlite/build.sh, for
   throughput): the whole-engine invariants (fz_invariants, most of the time
   of a thorough run) are checked every FZ_EVERY steps and at the end of the
   script instead of after every step, and the script runs once instead of
   twice. Every per-call and per-decision check stays. */
#ifndef RESIL_FZ_ENGINE_H
#define RESIL_FZ_ENGINE_H

#include "fuzz.h"

#define FZ_TASKS 4
#define FZ_MAX_OPS 3000
#define FZ_EVERY 32u /* -DFZ_FAST: the invariants every FZ_EVERY steps */

typedef struct fz_task_model {
    int active;         /* started and not finished */
    int queued;         /* RESTART given: in the restart queue */
    int finished;       /* a final decision was given */
    int corrupt;        /* bytes were flipped: only memory safety checked */
    uint8_t final_kind; /* the final decision's kind */
    uint8_t final_state;
    uint8_t cls;        /* class of the last failure reported */
    uint32_t wait_bound; /* longest the current WAIT may last */
    int has_deadline;
    uint32_t deadline;  /* total deadline, rebased as the manual says */
    uint32_t last;      /* the last `now` the task saw */
    int busy_wait;      /* the current WAIT is for a slot or a rate */
    uint8_t slot_ep;    /* section 9: endpoint whose slot its TRY took
                           (counted here, not read from the engine); 0xFF
                           = none */
} fz_task_model;

typedef struct fz_world {
    resil_engine e;
    resil_task t[FZ_TASKS];
    fz_task_model m[FZ_TASKS];
    uint32_t now;
    uint32_t events[RESIL_EV__COUNT];
    uint32_t opens;           /* BREAKER events to OPEN */
    uint32_t fallbacks;       /* FALLBACK events to a next endpoint */
    uint8_t bstate[RESIL_MAX_ENDPOINTS]; /* breaker states as events tell */
    uint32_t started, finished, abandoned, queued, restarts_popped;
    int any_corrupt;
    uint32_t rnd_mode, rnd_state;
    uint64_t digest;
    uint32_t steps;           /* steps since the start (FZ_FAST) */
} fz_world;

/* Longest restart delay: max_delay_ms, plus its jitter (restart.jitter_pct,
   RESIL_PCT_NONE for none). */
static uint32_t fz_restart_bound(const resil_desc *d)
{
    uint32_t max = d->restart.max_delay_ms, pct = d->restart.jitter_pct;
    if (pct == RESIL_PCT_NONE) return max;
    return max + max / 100u * pct + pct;
}

/* -- the caller's callbacks ------------------------------------------- */

static uint32_t fz_random(void *user)
{
    fz_world *w = (fz_world *)user;
    switch (w->rnd_mode) {
    case 1: return 0u;
    case 2: return UINT32_MAX;
    case 3: /* alternate the extremes */
        w->rnd_state ^= 1u;
        return w->rnd_state & 1u ? UINT32_MAX : 0u;
    default: /* a 32-bit LCG (Numerical Recipes) */
        w->rnd_state = w->rnd_state * 1664525u + 1013904223u;
        return w->rnd_state;
    }
}

static void fz_on_event(void *user, const resil_event *ev)
{
    fz_world *w = (fz_world *)user;
    const resil_desc *d = &w->e.desc;
    FZ_CHECK(ev->type > RESIL_EV_NONE && ev->type < RESIL_EV__COUNT);
    FZ_CHECK(ev->endpoint < d->endpoint_count || ev->endpoint == RESIL_NO_ENDPOINT);
    FZ_CHECK(ev->cls < RESIL_CLASS__COUNT);
    FZ_CHECK(ev->reason < RESIL_REASON__COUNT);
    FZ_CHECK(ev->now_ms == w->now);
    w->events[ev->type]++;
    switch (ev->type) {
    case RESIL_EV_BREAKER:
        FZ_CHECK(ev->endpoint < d->endpoint_count);
        FZ_CHECK(ev->to < RESIL_BREAKER__COUNT);
        FZ_CHECK(ev->from == w->bstate[ev->endpoint]);
        w->bstate[ev->endpoint] = ev->to;
        if (ev->to == RESIL_BREAKER_OPEN) {
            uint32_t max = d->breaker.open_max_ms;
            max += max / 100u * d->breaker.open_jitter_pct + d->breaker.open_jitter_pct;
            w->opens++;
            FZ_CHECK(ev->value_ms <= RESIL_MAX_INTERVAL_MS);
            FZ_CHECK(ev->value_ms <= max);
        }
        break;
    case RESIL_EV_FALLBACK:
        FZ_CHECK(ev->to < d->endpoint_count || ev->to == RESIL_NO_ENDPOINT);
        if (ev->to != RESIL_NO_ENDPOINT) w->fallbacks++;
        break;
    case RESIL_EV_RETRY:
        FZ_CHECK(ev->value_ms <= RESIL_MAX_INTERVAL_MS);
        break;
    case RESIL_EV_RESTART_QUEUED:
        FZ_CHECK(ev->value_ms <= fz_restart_bound(d));
        break;
    case RESIL_EV_HEALTH:
        FZ_CHECK(ev->to < RESIL_HEALTH__COUNT);
        break;
    default: break;
    }
    w->digest = fz_hash(w->digest, ev, sizeof *ev);
}

/* -- the model -------------------------------------------------------- */

/* The manual: a `now` earlier than the last one a task saw (or exactly
   2^31 ms away from it) is a clock reset; every pending interval keeps the
   length it had left. */
static void fz_task_seen(fz_task_model *m, uint32_t now)
{
    if (!resil_time_reached(now, m->last)) m->deadline -= m->last - now;
    m->last = now;
}

static int fz_is_final(uint8_t kind)
{
    return kind == RESIL_DECIDE_DONE || kind == RESIL_DECIDE_DEGRADED ||
           kind == RESIL_DECIDE_FAIL || kind == RESIL_DECIDE_CANCELLED;
}

static uint8_t fz_state_of(uint8_t kind)
{
    switch (kind) {
    case RESIL_DECIDE_TRY: return RESIL_TASK_IN_FLIGHT;
    case RESIL_DECIDE_WAIT: return RESIL_TASK_WAITING;
    case RESIL_DECIDE_DONE: return RESIL_TASK_DONE;
    case RESIL_DECIDE_DEGRADED: return RESIL_TASK_DEGRADED;
    case RESIL_DECIDE_FAIL: return RESIL_TASK_FAILED;
    case RESIL_DECIDE_CANCELLED: return RESIL_TASK_CANCELLED;
    case RESIL_DECIDE_RESTART: return RESIL_TASK_QUEUED;
    default: return RESIL_TASK__COUNT;
    }
}

static uint32_t fz_wait_bound(const resil_desc *d, uint8_t cls)
{
    const resil_backoff_desc *b =
        d->policy[cls].slow == 1 ? &d->slow_backoff : &d->backoff;
    return b->cap_ms > d->retry_after_cap_ms ? b->cap_ms : d->retry_after_cap_ms;
}

/* Section 9: the ceiling of endpoint ep's limit (0: none), from the
   manual: OFF none, FIXED max_inflight, ADAPTIVE the lower of max_inflight
   (if set) and limit.max. */
static uint32_t fz_lim_cap(const resil_engine *e, uint32_t ep)
{
    uint32_t m = e->desc.endpoints[ep].max_inflight;
    if (e->desc.limit.mode == RESIL_LIMIT_OFF) return 0;
    if (e->desc.limit.mode == RESIL_LIMIT_FIXED) return m;
    return m && m < e->desc.limit.max ? m : e->desc.limit.max;
}

/* Checks a decision given for task i by a call that returned RESIL_OK. */
static void fz_decision(fz_world *w, int i, const resil_decision *d, uint8_t was)
{
    const resil_engine *e = &w->e;
    const resil_task *t = &w->t[i];
    fz_task_model *m = &w->m[i];
    const resil_chain_desc *c;
    w->digest = fz_hash(w->digest, d, sizeof *d);
    m->slot_ep = 0xFFu; /* any answer ends the attempt (a TRY: below) */
#ifdef FZ_TRACE /* -DFZ_TRACE: print every decision (to debug seeds) */
    fprintf(stderr, "now %lu task %d: %s ep %u step %u att %u cls %s reason %s at %lu dl %lu\n",
            (unsigned long)w->now, i, resil_decision_name(d->kind), d->endpoint, d->step,
            d->attempt, resil_class_name(d->cls), resil_reason_name(d->reason),
            (unsigned long)d->at_ms, (unsigned long)d->deadline_ms);
    {
        resil_counters tk;
        (void)resil_engine_counters(&w->e, &tk);
        fprintf(stderr, "    attempts %lu successes %lu failures %lu retries %lu\n",
                (unsigned long)tk.attempts, (unsigned long)tk.successes,
                (unsigned long)tk.failures, (unsigned long)tk.retries);
    }
#endif
    FZ_CHECK(d->kind > RESIL_DECIDE_NONE && d->kind < RESIL_DECIDE__COUNT);
    FZ_CHECK(d->cls < RESIL_CLASS__COUNT);
    FZ_CHECK(d->reason < RESIL_REASON__COUNT); /* also for garbage tasks */
    if (m->corrupt) return;
    FZ_CHECK(t->state == fz_state_of(d->kind));
    if (m->finished) {
        FZ_CHECK(d->kind == m->final_kind);
        FZ_CHECK(t->state == m->final_state);
        return;
    }
    if (m->queued) { /* only a cancel moves a queued task */
        FZ_CHECK(d->kind == RESIL_DECIDE_RESTART || d->kind == RESIL_DECIDE_CANCELLED);
        if (d->kind == RESIL_DECIDE_RESTART) return;
    }
    if (d->kind == RESIL_DECIDE_RESTART) {
        uint32_t delay = d->at_ms - w->now;
        FZ_CHECK(delay <= fz_restart_bound(&e->desc)); /* 0: due at once (jitter 100%) */
        if (m->has_deadline) {
            FZ_CHECK(resil_time_after(m->deadline, w->now));
            FZ_CHECK(resil_time_after(m->deadline, d->at_ms));
        }
        FZ_CHECK(d->cls != RESIL_CLASS_LOGIC && d->cls != RESIL_CLASS_CANCELLED);
        m->queued = 1;
        m->active = 0;
        w->queued++;
        return;
    }
    if (fz_is_final(d->kind)) {
        if (m->queued) {
            m->queued = 0;
            w->queued--;
        }
        m->finished = 1;
        m->active = 0;
        m->final_kind = d->kind;
        m->final_state = t->state;
        w->finished++;
        return;
    }
    c = &e->desc.chains[t->desc.chain];
    if (d->kind == RESIL_DECIDE_TRY) {
        const resil_breaker *b = &e->ep[d->endpoint].breaker;
        FZ_CHECK(d->endpoint < e->desc.endpoint_count);
        FZ_CHECK(d->step < c->step_count);
        FZ_CHECK(d->endpoint == c->steps[d->step]);
        FZ_CHECK(d->at_ms == w->now);
        FZ_CHECK(resil_time_after(d->deadline_ms, w->now));
        FZ_CHECK(d->deadline_ms - w->now <= e->desc.attempt_timeout_ms[t->desc.op]);
        if (m->has_deadline) {
            FZ_CHECK(resil_time_after(m->deadline, w->now));
            FZ_CHECK(!resil_time_after(d->deadline_ms, m->deadline));
        }
        if (!e->desc.passthrough) {
            FZ_CHECK(b->state != RESIL_BREAKER_OPEN);
            FZ_CHECK(b->state != RESIL_BREAKER_FORCED_OPEN);
            if (b->state == RESIL_BREAKER_HALF_OPEN) {
                FZ_CHECK(d->flags & RESIL_DECISION_PROBE);
                FZ_CHECK(b->probes_out >= 1 && b->probes_out <= e->desc.breaker.probes);
            } else {
                FZ_CHECK(!(d->flags & RESIL_DECISION_PROBE));
            }
        }
    }
    m->slot_ep = 0xFFu;
    if (d->kind == RESIL_DECIDE_TRY && !w->any_corrupt && !m->corrupt &&
        e->desc.limit.mode != RESIL_LIMIT_OFF && !e->desc.passthrough) {
        const resil_limiter *l = &e->ep[d->endpoint].limiter;
        uint32_t out = 0;
        int j;
        m->slot_ep = d->endpoint;
        for (j = 0; j < FZ_TASKS; j++)
            out += w->m[j].slot_ep == d->endpoint && w->t[j].lim_gen == l->gen;
        if (fz_lim_cap(e, d->endpoint)) FZ_CHECK(out <= (l->limit >> 8));
    }
    if (d->kind == RESIL_DECIDE_WAIT) {
        uint32_t delay = d->at_ms - w->now;
        /* a new wait: a backoff or server delay after a failure, or a pause
           while the whole chain is down (never longer than pause_max_ms);
           asked again while waiting: what is left of the same wait */
        if (d->reason == RESIL_REASON_PAUSED)
            m->wait_bound = e->desc.health.pause_max_ms;
        else if (d->reason == RESIL_REASON_LIMIT)
            m->wait_bound = e->desc.limit.wait_ms; /* asked again soon */
        else if (d->reason == RESIL_REASON_QUEUE_FULL) {
            /* held: until the next queued restart comes due, or, when it is
               due already but not yet taken, limit.wait_ms ahead
               (regress-queue-full-hold-restart-due) */
            uint32_t r = fz_restart_bound(&e->desc);
            m->wait_bound = r > e->desc.limit.wait_ms ? r : e->desc.limit.wait_ms;
        }
        else if (d->reason == RESIL_REASON_RATE)
            m->wait_bound = RESIL_MAX_INTERVAL_MS; /* a provider's reset */
        else if (was != RESIL_TASK_WAITING)
            m->wait_bound = fz_wait_bound(&e->desc, m->cls);
        if (d->reason == RESIL_REASON_LIMIT || d->reason == RESIL_REASON_RATE)
            m->busy_wait = 1;
        else if (was != RESIL_TASK_WAITING || d->reason != RESIL_REASON_NONE)
            m->busy_wait = 0;
        FZ_CHECK(delay < RESIL_MAX_INTERVAL_MS * 2u);
        FZ_CHECK(delay <= m->wait_bound);
        if (m->has_deadline) {
            /* no wait once the deadline has passed, however long ago
               (found by this target: the test crossed the wrap horizon) */
            FZ_CHECK(resil_time_after(m->deadline, w->now));
            /* a backoff ends before it; waiting for a slot or a rate may
               last until it ("no wait is scheduled past it") */
            if (m->busy_wait)
                FZ_CHECK(!resil_time_after(d->at_ms, m->deadline));
            else
                FZ_CHECK(resil_time_after(m->deadline, d->at_ms));
        }
    }
}

static void fz_invariants(fz_world *w)
{
    const resil_engine *e = &w->e;
    resil_counters kk, sum, pc;
    const resil_counters *k = &kk;
    uint32_t full = (uint32_t)e->desc.budget.max_tokens * 1000u, by_class = 0;
    int i, j;
    FZ_CHECK(resil_engine_counters(e, &kk) == RESIL_OK);
    FZ_CHECK(k->attempts == w->events[RESIL_EV_ATTEMPT]);
    FZ_CHECK(k->retries == w->events[RESIL_EV_RETRY]);
    FZ_CHECK(k->successes == w->events[RESIL_EV_SUCCEEDED]);
    FZ_CHECK(k->tasks_succeeded == w->events[RESIL_EV_SUCCEEDED]);
    FZ_CHECK(k->tasks_failed == w->events[RESIL_EV_FAILED]);
    FZ_CHECK(k->tasks_cancelled == w->events[RESIL_EV_CANCELLED]);
    FZ_CHECK(k->degraded == w->events[RESIL_EV_DEGRADED]);
    FZ_CHECK(k->recoveries == w->events[RESIL_EV_RECOVERED]);
    FZ_CHECK(k->budget_refusals == w->events[RESIL_EV_BUDGET]);
    FZ_CHECK(k->compactions == w->events[RESIL_EV_COMPACT]);
    FZ_CHECK(k->breaker_opens == w->opens);
    FZ_CHECK(k->fallbacks == w->fallbacks);
    if (!w->any_corrupt) { /* a garbage IN_FLIGHT task can report unattempted,
                              its flags saying RETRY */
        FZ_CHECK(k->successes + k->failures <= k->attempts);
        FZ_CHECK(k->retries_succeeded + k->retries_failed <= k->attempts);
    }
    FZ_CHECK(k->recovery_ms_max <= k->recovery_ms_sum);
    for (i = 0; i < RESIL_CLASS__COUNT; i++) by_class += k->failures_by_class[i];
    FZ_CHECK(by_class == k->failures);
    FZ_CHECK(k->failures_by_class[RESIL_CLASS_CANCELLED] == 0);
    FZ_CHECK(k->restarts_queued == w->events[RESIL_EV_RESTART_QUEUED]);
    FZ_CHECK(k->alerts == w->events[RESIL_EV_ALERT]);
    FZ_CHECK(k->restarts_succeeded <= k->tasks_succeeded);
    FZ_CHECK(w->events[RESIL_EV_RESTART_DUE] == w->restarts_popped);
    FZ_CHECK(resil_restartq_count(e) >= 0 && resil_restartq_count(e) <= RESIL_RESTARTQ_CAPACITY);
    if (!w->any_corrupt) {
        int active = 0;
        for (i = 0; i < FZ_TASKS; i++) active += w->m[i].active;
        FZ_CHECK(k->tasks_started == w->started);
        FZ_CHECK(k->tasks_succeeded + k->tasks_failed + k->tasks_cancelled +
                     k->degraded == w->finished);
        FZ_CHECK(w->started == w->finished + w->queued + w->abandoned + (uint32_t)active);
        /* queued restarts: not yet popped, not cancelled */
        FZ_CHECK((uint32_t)resil_restartq_count(e) <= k->restarts_queued);
    }
    /* The engine's endpoint counters are the sum of the endpoints' (the
       list of endpoint counters is resil.h's X-macro: nothing is missed). */
    memset(&sum, 0, sizeof sum);
    for (i = 0; i < RESIL_MAX_ENDPOINTS; i++) {
        const resil_endpoint *p = &e->ep[i];
        const resil_breaker *b = &p->breaker;
        if (i >= e->desc.endpoint_count) {
            FZ_CHECK(p->counters.attempts == 0);
            FZ_CHECK(b->state == RESIL_BREAKER_CLOSED);
            FZ_CHECK(resil_endpoint_counters(e, (uint32_t)i, &pc) == RESIL_E_RANGE);
            continue;
        }
        FZ_CHECK(resil_endpoint_counters(e, (uint32_t)i, &pc) == RESIL_OK);
#define FZ_SUM(field, help) sum.field += pc.field;
        RESIL_ENDPOINT_COUNTERS(FZ_SUM)
#undef FZ_SUM
        for (j = 0; j < RESIL_CLASS__COUNT; j++)
            sum.failures_by_class[j] += pc.failures_by_class[j];
        FZ_CHECK(b->state < RESIL_BREAKER__COUNT);
        FZ_CHECK(b->state == w->bstate[i]);
        FZ_CHECK(b->probes_out <= e->desc.breaker.probes);
        /* an OPEN breaker's period fits the interval limit, also after
           aging (regress-aging-step-near-half-range) */
        if (b->state == RESIL_BREAKER_OPEN)
            FZ_CHECK(b->open_until - b->since <= RESIL_MAX_INTERVAL_MS);
        if (e->desc.budget.mode != RESIL_BUDGET_OFF) FZ_CHECK(p->budget.milli <= full);
        { /* section 9: the limit within [1, ceiling]; the query agrees */
            resil_limit_info li;
            uint32_t cap = fz_lim_cap(e, (uint32_t)i);
            FZ_CHECK(resil_limit_get(e, (uint32_t)i, w->now, &li) == RESIL_OK);
            if (cap) FZ_CHECK(li.limit >= 1u && li.limit <= cap);
            else FZ_CHECK(li.limit == 0u);
            FZ_CHECK(li.inflight == p->limiter.inflight);
            FZ_CHECK(li.waiting == p->limiter.waiting);
            if (e->desc.endpoints[i].rpm) FZ_CHECK(li.rpm == e->desc.endpoints[i].rpm);
            if (e->desc.endpoints[i].tpm) FZ_CHECK(li.tpm == e->desc.endpoints[i].tpm);
        }
    }
#define FZ_EQ(field, help) FZ_CHECK(sum.field == k->field);
    RESIL_ENDPOINT_COUNTERS(FZ_EQ)
#undef FZ_EQ
    for (j = 0; j < RESIL_CLASS__COUNT; j++)
        FZ_CHECK(sum.failures_by_class[j] == k->failures_by_class[j]);
    if (e->desc.budget.mode == RESIL_BUDGET_BOTH) FZ_CHECK(e->budget.milli <= full);
    for (i = 0; i < FZ_TASKS; i++) {
        const resil_task *t = &w->t[i];
        const fz_task_model *m = &w->m[i];
        if (m->corrupt) continue;
        FZ_CHECK(t->state < RESIL_TASK__COUNT);
        if (m->finished) FZ_CHECK(t->state == m->final_state);
        else if (m->queued) FZ_CHECK(t->state == RESIL_TASK_QUEUED);
        else if (m->active)
            FZ_CHECK(t->state == RESIL_TASK_READY || t->state == RESIL_TASK_IN_FLIGHT ||
                     t->state == RESIL_TASK_WAITING);
        else FZ_CHECK(t->state == RESIL_TASK_IDLE);
    }
}

/* After a step: the invariants, every FZ_EVERY steps. */
static void fz_step_done(fz_world *w)
{
#ifdef FZ_FAST
    if (++w->steps % FZ_EVERY != 0u) return;
#else
    ++w->steps;
#endif
    fz_invariants(w);
}

/* -- operations ------------------------------------------------------- */

typedef struct fz_saved {
    resil_engine e;
    resil_task t;
} fz_saved;

static void fz_save(const fz_world *w, int i, fz_saved *s)
{
    memcpy(&s->e, &w->e, sizeof s->e);
    memcpy(&s->t, &w->t[i], sizeof s->t);
}

/* A call that returned an error must not have changed a byte. */
static void fz_after_call(fz_world *w, int i, const fz_saved *s, int rc)
{
    w->digest = fz_hash(w->digest, &rc, sizeof rc);
    FZ_CHECK(rc <= RESIL_OK && rc >= RESIL_RESULT__MIN);
    if (rc != RESIL_OK) {
        FZ_CHECK(memcmp(&s->e, &w->e, sizeof s->e) == 0);
        FZ_CHECK(memcmp(&s->t, &w->t[i], sizeof s->t) == 0);
    }
}

static const uint32_t fz_timeouts[] = {0, 0, 0, 1, 50, 1000, 5000, 30000,
                                       60000, 600000, RESIL_MAX_INTERVAL_MS,
                                       RESIL_MAX_INTERVAL_MS + 1u};
static const uint32_t fz_retry_afters[] = {0, 0, 0, 1, 999, 1000, 20000, 59999,
                                           60000, 60001, 3600000,
                                           RESIL_MAX_INTERVAL_MS, UINT32_MAX};

static void fz_start(fz_world *w, int i, const resil_task_desc *tdp)
{
    resil_task_desc td = *tdp;
    fz_saved s;
    int rc;
    fz_save(w, i, &s);
    rc = resil_task_start(&w->e, &w->t[i], &td, w->now);
    fz_after_call(w, i, &s, rc);
    if (td.chain >= w->e.desc.chain_count || td.op >= RESIL_OP__COUNT ||
        td.timeout_ms > RESIL_MAX_INTERVAL_MS)
        FZ_CHECK(rc == RESIL_E_RANGE);
    else
        FZ_CHECK(rc == RESIL_OK);
    if (rc != RESIL_OK) return;
    if ((w->m[i].active || w->m[i].queued) && !w->m[i].corrupt) {
        w->abandoned++;
        if (w->m[i].queued) w->queued--;
    }
    if (w->m[i].corrupt) w->any_corrupt = 1;
    memset(&w->m[i], 0, sizeof w->m[i]);
    w->m[i].slot_ep = 0xFFu;
    w->m[i].active = 1;
    w->m[i].has_deadline = td.timeout_ms != 0;
    w->m[i].deadline = w->now + td.timeout_ms;
    w->m[i].last = w->now;
    w->started++;
}

static void fz_op_start(fz_world *w, int i, fz_in *in)
{
    resil_task_desc td;
    memset(&td, 0, sizeof td);
    td.id = fz_u8(in);
    td.op_id = td.id * 7u;
    td.chain = (uint8_t)(fz_u8(in) % (w->e.desc.chain_count + 1u));
    td.op = (uint8_t)(fz_u8(in) % (RESIL_OP__COUNT + 1u));
    td.timeout_ms = FZ_PICK(in, fz_timeouts);
    td.tokens = (td.id & 0x0Fu) * (td.id & 0x80u ? 25000u : 100u); /* (no extra byte) */
    fz_start(w, i, &td);
}

/* The caller's restart loop: pop what is due into task slot i. */
static void fz_op_restart_poll(fz_world *w, int i)
{
    resil_task_desc td;
    fz_saved s;
    uint32_t at = 0;
    int n = resil_restartq_count(&w->e), rc, rc_at;
    /* after a clock reset the queue is re-anchored by the call below, so
       next_at (read-only) still answers in the old time base */
    int back = w->e.clock_known && (!resil_time_reached(w->now, w->e.last_ms) ||
                                    /* or aging is due: old dues move up */
                                    fz_tick_add(w->now, w->e.aged_ms, 1) >= 0x20000000u);
    rc_at = resil_restartq_next_at(&w->e, &at);
    FZ_CHECK(n >= 0 && (n == 0) == (rc_at == RESIL_E_EMPTY));
    fz_save(w, i, &s);
    rc = resil_restartq_due(&w->e, w->now, &td);
    w->digest = fz_hash(w->digest, &rc, sizeof rc);
    if (rc != RESIL_OK) { /* nothing due; the engine may only note the time */
        FZ_CHECK(rc == RESIL_E_EMPTY);
        FZ_CHECK(n == 0 || back || !resil_time_reached(w->now, at));
        FZ_CHECK(resil_restartq_count(&w->e) == n);
        return;
    }
    w->restarts_popped++;
    FZ_CHECK(n >= 1 && (back || resil_time_reached(w->now, at)));
    FZ_CHECK(resil_restartq_count(&w->e) == n - 1);
    FZ_CHECK(td.restarts >= 1 && td.restarts <= w->e.desc.restart.max_restarts);
    FZ_CHECK(td.chain < w->e.desc.chain_count && td.op < RESIL_OP__COUNT);
    /* a corrupted task's timeout_ms is refused, never queued
       (regress-corrupt-timeout-restart) */
    FZ_CHECK(td.timeout_ms <= RESIL_MAX_INTERVAL_MS);
    fz_start(w, i, &td);
}

static int fz_live(const fz_world *w, int i)
{
    return w->t[i].state != RESIL_TASK_IDLE || w->m[i].corrupt;
}

static void fz_op_next(fz_world *w, int i)
{
    resil_decision d;
    fz_saved s;
    int rc;
    fz_save(w, i, &s);
    rc = resil_next(&w->e, &w->t[i], w->now, &d);
    fz_after_call(w, i, &s, rc);
    if (!w->m[i].corrupt) {
        if (!fz_live(w, i)) FZ_CHECK(rc == RESIL_E_STATE);
        else if (s.t.state != RESIL_TASK_IN_FLIGHT) FZ_CHECK(rc == RESIL_OK);
        /* IN_FLIGHT: E_STATE, or answered because its endpoint died */
        else FZ_CHECK(rc == RESIL_E_STATE || rc == RESIL_OK);
    }
    if (rc != RESIL_OK) return;
    if (s.t.state == RESIL_TASK_IN_FLIGHT) w->m[i].cls = RESIL_CLASS_CRASH;
    fz_task_seen(&w->m[i], w->now);
    fz_decision(w, i, &d, s.t.state);
    if (d.kind == RESIL_DECIDE_WAIT && d.reason == RESIL_REASON_LIMIT && !w->m[i].corrupt) {
        /* waits for a slot: none free, or (a newcomer) the free ones are
           for the tasks already in line; one in line is never passed over */
        const resil_limiter *l = &w->e.ep[d.endpoint].limiter;
        uint32_t calls = l->limit >> 8, room = calls > l->inflight ? calls - l->inflight : 0u;
        FZ_CHECK(d.endpoint < w->e.desc.endpoint_count);
        FZ_CHECK(w->t[i].lim_flags & RESIL__LIM_TICKET);
#ifdef FZ_TRACE
        fprintf(stderr, "    limit %u inflight %u waiting %u ticket %d step %u->%u ep %u->%u\n",
                (unsigned)l->limit, l->inflight, l->waiting, s.t.lim_flags & RESIL__LIM_TICKET,
                s.t.step, w->t[i].step, s.t.endpoint, w->t[i].endpoint);
#endif
        if ((s.t.lim_flags & RESIL__LIM_TICKET) && s.t.endpoint == d.endpoint)
            FZ_CHECK(room == 0u);
        else FZ_CHECK(room < l->waiting);
    }
}

static void fz_op_report(fz_world *w, int i, fz_in *in, int ok)
{
    resil_outcome o;
    resil_decision d;
    fz_saved s;
    int rc;
    memset(&o, 0, sizeof o);
    o.ok = (uint8_t)ok;
    if (!ok) {
        o.cls = (uint8_t)(fz_u8(in) % (RESIL_CLASS__COUNT + 1u));
        o.retry_after_ms = FZ_PICK(in, fz_retry_afters);
        o.status = fz_u16(in);
    }
    o.latency_ms = fz_u16(in);
    fz_save(w, i, &s);
    rc = resil_report(&w->e, &w->t[i], w->now, &o, &d);
    fz_after_call(w, i, &s, rc);
    if (!w->m[i].corrupt) {
        if (s.t.state != RESIL_TASK_IN_FLIGHT) FZ_CHECK(rc == RESIL_E_STATE);
        else if (!ok && o.cls >= RESIL_CLASS__COUNT) FZ_CHECK(rc == RESIL_E_RANGE);
        else FZ_CHECK(rc == RESIL_OK);
    }
    if (rc != RESIL_OK) return;
    if (!ok) w->m[i].cls = o.cls;
    fz_task_seen(&w->m[i], w->now);
    fz_decision(w, i, &d, s.t.state);
}

/* Section 9: a report carrying rate-limit headers read by
   resil_rate_header() from fuzzed names and values. Bytes: header count,
   then per header a name pick (known names, near misses) and a value
   (length, bytes); then ok or a class, and the caller's clock. */
static const char *const fz_rate_names[] = {
    "x-ratelimit-limit-requests", "x-ratelimit-remaining-requests",
    "x-ratelimit-reset-requests", "x-ratelimit-limit-tokens",
    "x-ratelimit-remaining-tokens", "x-ratelimit-reset-tokens",
    "anthropic-ratelimit-requests-limit", "anthropic-ratelimit-requests-remaining",
    "anthropic-ratelimit-requests-reset", "anthropic-ratelimit-tokens-limit",
    "anthropic-ratelimit-tokens-remaining", "anthropic-ratelimit-tokens-reset",
    "retry-after", "Retry-After-Ms", "x-ratelimit-limit", "X-RATELIMIT-RESET-TOKENS",
    "anthropic-ratelimit-", ""};

static void fz_op_rate_report(fz_world *w, int i, fz_in *in)
{
    resil_rate_info ri, before;
    resil_outcome o;
    resil_decision d;
    fz_saved s;
    char value[32];
    uint32_t unix_s = fz_u8(in) & 1u ? 1714564800u + fz_u16(in) : 0u;
    int n = fz_u8(in) % 5, k, rc;
    memset(&ri, 0, sizeof ri);
    for (k = 0; k < n; k++) {
        const char *name = FZ_PICK(in, fz_rate_names);
        size_t len = fz_u8(in) % sizeof value, j;
        for (j = 0; j < len; j++) value[j] = (char)fz_u8(in);
        before = ri;
        rc = resil_rate_header(&ri, name, strlen(name), value, len, unix_s);
        FZ_CHECK(rc == RESIL_OK || rc == RESIL_E_PARSE);
        if (rc != RESIL_OK) FZ_CHECK(memcmp(&ri, &before, sizeof ri) == 0);
        FZ_CHECK(ri.retry_after_ms <= RESIL_MAX_INTERVAL_MS);
        FZ_CHECK((ri.flags & ~0x7Fu) == 0u);
    }
    memset(&o, 0, sizeof o);
    k = fz_u8(in);
    o.ok = (uint8_t)(k & 1);
    o.cls = (uint8_t)(k & 1 ? 0 : (k & 2 ? RESIL_CLASS_RATE_LIMIT : (k >> 2) % RESIL_CLASS__COUNT));
    o.retry_after_ms = (ri.flags & RESIL_RATE_F_RETRY_AFTER) ? ri.retry_after_ms : 0u;
    fz_save(w, i, &s);
    rc = resil_report_rate(&w->e, &w->t[i], w->now, &o, &ri, &d);
    fz_after_call(w, i, &s, rc);
    if (!w->m[i].corrupt) FZ_CHECK(s.t.state == RESIL_TASK_IN_FLIGHT ? rc == RESIL_OK
                                                                       : rc == RESIL_E_STATE);
    if (rc != RESIL_OK) return;
    if (!o.ok) w->m[i].cls = o.cls;
    fz_task_seen(&w->m[i], w->now);
    fz_decision(w, i, &d, s.t.state);
}

static void fz_op_cancel(fz_world *w, int i)
{
    resil_decision d;
    fz_saved s;
    int rc;
    fz_save(w, i, &s);
    rc = resil_cancel(&w->e, &w->t[i], w->now, &d);
    fz_after_call(w, i, &s, rc);
    if (!w->m[i].corrupt) FZ_CHECK(fz_live(w, i) ? rc == RESIL_OK : rc == RESIL_E_STATE);
    if (rc != RESIL_OK) return;
    if (!w->m[i].finished) fz_task_seen(&w->m[i], w->now);
    if (!w->m[i].finished && !w->m[i].corrupt) FZ_CHECK(d.kind == RESIL_DECIDE_CANCELLED);
    fz_decision(w, i, &d, s.t.state);
}

static void fz_op_time(fz_world *w, fz_in *in)
{
    uint8_t k = fz_u8(in);
    switch (k % 10) {
    case 0: w->now += fz_u8(in); break;
    case 1: w->now += fz_u16(in); break;
    case 2: w->now += fz_u8(in) * 1000u; break;
    case 3: w->now += fz_u8(in) * 60000u; break;
    case 4: w->now -= fz_u16(in); break;              /* backwards */
    case 5: w->now = UINT32_MAX - fz_u16(in); break;  /* just before the wrap */
    case 6: w->now += 0x80000000u + fz_u16(in); break; /* reads as backwards */
    case 7: w->now += fz_u32(in); break;
    case 8: /* to the end of a task's wait */
        w->now = w->t[k / 10u % FZ_TASKS].wait_until;
        break;
    default: { /* to the end of an endpoint's open time */
        uint8_t ep = (uint8_t)(fz_u8(in) % w->e.desc.endpoint_count);
        w->now = w->e.ep[ep].breaker.open_until;
        break;
    }
    }
}

static void fz_op_override(fz_world *w, fz_in *in)
{
    uint32_t ep = fz_u8(in) % (w->e.desc.endpoint_count + 1u);
    int op = (int)(fz_u8(in) % (RESIL_OVERRIDE__COUNT + 1u));
    fz_saved s;
    int rc;
    fz_save(w, 0, &s);
    rc = resil_breaker_override_set(&w->e, ep, op, w->now);
    fz_after_call(w, 0, &s, rc);
    FZ_CHECK((rc == RESIL_OK) ==
             (ep < w->e.desc.endpoint_count && op < RESIL_OVERRIDE__COUNT));
}

static void fz_op_query(fz_world *w)
{
    resil_counters k;
    fz_saved s;
    uint32_t ep, milli, full = (uint32_t)w->e.desc.budget.max_tokens * 1000u;
    fz_save(w, 0, &s);
    for (ep = 0; ep <= w->e.desc.endpoint_count; ep++) {
        int st = resil_breaker_state_at(&w->e, ep, w->now);
        if (ep == w->e.desc.endpoint_count) FZ_CHECK(st == RESIL_E_RANGE);
        else FZ_CHECK(st >= 0 && st < RESIL_BREAKER__COUNT);
        st = resil_budget_milli(&w->e, ep, w->now, &milli);
        if (ep == w->e.desc.endpoint_count) {
            FZ_CHECK(st == RESIL_E_RANGE);
        } else {
            FZ_CHECK(st == RESIL_OK);
            if (w->e.desc.budget.mode != RESIL_BUDGET_OFF) FZ_CHECK(milli <= full);
        }
        st = resil_endpoint_counters(&w->e, ep, &k);
        FZ_CHECK(st == (ep == w->e.desc.endpoint_count ? RESIL_E_RANGE : RESIL_OK));
    }
    FZ_CHECK(resil_budget_milli(&w->e, RESIL_NO_ENDPOINT, w->now, &milli) == RESIL_OK);
    FZ_CHECK(resil_engine_counters(&w->e, &k) == RESIL_OK);
    FZ_CHECK(memcmp(&s.e, &w->e, sizeof s.e) == 0);
}

static void fz_op_null(fz_world *w, int i)
{
    resil_decision d;
    resil_outcome o;
    resil_task_desc td;
    fz_saved s;
    memset(&o, 0, sizeof o);
    memset(&td, 0, sizeof td);
    fz_save(w, i, &s);
    FZ_CHECK(resil_task_start(NULL, &w->t[i], &td, w->now) == RESIL_E_NULL);
    FZ_CHECK(resil_task_start(&w->e, NULL, &td, w->now) == RESIL_E_NULL);
    FZ_CHECK(resil_next(&w->e, &w->t[i], w->now, NULL) == RESIL_E_NULL);
    FZ_CHECK(resil_next(NULL, &w->t[i], w->now, &d) == RESIL_E_NULL);
    FZ_CHECK(resil_report(&w->e, &w->t[i], w->now, NULL, &d) == RESIL_E_NULL);
    FZ_CHECK(resil_report(&w->e, &w->t[i], w->now, &o, NULL) == RESIL_E_NULL);
    FZ_CHECK(resil_cancel(&w->e, NULL, w->now, &d) == RESIL_E_NULL);
    FZ_CHECK(resil_breaker_override_set(NULL, 0, 0, w->now) == RESIL_E_NULL);
    FZ_CHECK(memcmp(&s.e, &w->e, sizeof s.e) == 0);
    FZ_CHECK(memcmp(&s.t, &w->t[i], sizeof s.t) == 0);
}

/* Metrics text into an exactly sized buffer (ASan sees any write past cap):
   E_SPACE exactly when it does not fit, *needed the same either way, a
   second call with room for it fits; the text is well-formed lines (an
   unescaped quote count that is even: label values are escaped), NUL only
   at the end, "# EOF" last in OpenMetrics; the engine is not changed. */
static void fz_op_metrics(fz_world *w, fz_in *in)
{
    static const size_t caps[] = {0, 1, 16, 200, 1000, 4000, 16000, 65536};
    size_t cap = FZ_PICK(in, caps), needed = 0, again = 0, i, quotes = 0;
    int fmt = (int)(fz_u8(in) % (RESIL_METRICS__COUNT + 1u)), rc;
    char *buf = cap ? (char *)malloc(cap) : NULL;
    fz_saved s;
    fz_save(w, 0, &s);
    rc = resil_metrics_format(&w->e, w->now, fmt, buf, cap, &needed);
    FZ_CHECK(memcmp(&s.e, &w->e, sizeof s.e) == 0);
    if (fmt >= RESIL_METRICS__COUNT) {
        FZ_CHECK(rc == RESIL_E_RANGE);
        free(buf);
        return;
    }
    FZ_CHECK(rc == (needed < cap ? RESIL_OK : RESIL_E_SPACE));
    free(buf);
    buf = (char *)malloc(needed + 1u);
    FZ_CHECK(buf != NULL);
    FZ_CHECK(resil_metrics_format(&w->e, w->now, fmt, buf, needed + 1u, &again) == RESIL_OK);
    FZ_CHECK(again == needed && buf[needed] == 0 && needed > 0 && buf[needed - 1] == '\n');
    for (i = 0; i < needed; i++) {
        FZ_CHECK(buf[i] != 0);
        if (buf[i] == '\\' && i + 1 < needed) {
            i++; /* an escape: \\, \", \n */
            FZ_CHECK(buf[i] == '\\' || buf[i] == '"' || buf[i] == 'n');
        } else if (buf[i] == '"') {
            quotes++;
        } else if (buf[i] == '\n') {
            FZ_CHECK(quotes % 2u == 0);
        }
    }
    if (fmt == RESIL_METRICS_OPENMETRICS)
        FZ_CHECK(needed >= 6 && memcmp(buf + needed - 6, "# EOF\n", 6) == 0);
    free(buf);
}

/* The health monitor: pings, heartbeats, death, ticks, and its queries. */
static void fz_op_health(fz_world *w, uint8_t sub, fz_in *in)
{
    uint32_t ep = fz_u8(in) % (w->e.desc.endpoint_count + 1u), at, ms;
    int bad = ep >= w->e.desc.endpoint_count, rc, v;
    resil_outcome o;
    fz_saved s;
    fz_save(w, 0, &s);
    switch (sub % 6u) {
    case 0:
    case 1:
        memset(&o, 0, sizeof o);
        o.ok = (uint8_t)(sub % 6u == 0u);
        o.cls = (uint8_t)(fz_u8(in) % (RESIL_CLASS__COUNT + 1u));
        o.latency_ms = fz_u16(in);
        rc = resil_health_ping(&w->e, ep, w->now, &o);
        fz_after_call(w, 0, &s, rc);
        FZ_CHECK(rc == (bad ? RESIL_E_RANGE
                            : !o.ok && o.cls >= RESIL_CLASS__COUNT ? RESIL_E_RANGE : RESIL_OK));
        break;
    case 2:
        rc = resil_health_heartbeat(&w->e, ep, w->now);
        fz_after_call(w, 0, &s, rc);
        FZ_CHECK(rc == (bad ? RESIL_E_RANGE : RESIL_OK));
        break;
    case 3:
        rc = resil_health_dead(&w->e, ep, w->now);
        fz_after_call(w, 0, &s, rc);
        FZ_CHECK(rc == (bad ? RESIL_E_RANGE : RESIL_OK));
        if (!bad) FZ_CHECK(resil_health_verdict_at(&w->e, ep, w->now) == RESIL_HEALTH_DEAD);
        break;
    case 4:
        rc = resil_health_tick(&w->e, w->now);
        fz_after_call(w, 0, &s, rc);
        FZ_CHECK(rc == RESIL_OK);
        break;
    default: /* read-only queries */
        v = resil_health_verdict_at(&w->e, ep, w->now);
        FZ_CHECK(bad ? v == RESIL_E_RANGE : v >= 0 && v < RESIL_HEALTH__COUNT);
        rc = resil_health_usable(&w->e, ep, w->now);
        FZ_CHECK(bad ? rc == RESIL_E_RANGE
                     : rc == (v == RESIL_HEALTH_HEALTHY || v == RESIL_HEALTH_UNKNOWN));
        rc = resil_health_next_ping(&w->e, ep, w->now, &at);
        FZ_CHECK(rc == (bad ? RESIL_E_RANGE : RESIL_OK));
        rc = resil_health_latency(&w->e, ep, &ms);
        FZ_CHECK(bad ? rc == RESIL_E_RANGE : rc == RESIL_OK || rc == RESIL_E_EMPTY);
        rc = resil_alert_active(&w->e, bad ? RESIL_NO_ENDPOINT : ep);
        FZ_CHECK(rc == 0 || rc == 1);
        FZ_CHECK(memcmp(&s.e, &w->e, sizeof s.e) == 0);
        fz_op_metrics(w, in);
        break;
    }
}

/* Flip bytes of a task: the engine must refuse or survive a stale or
   garbage task struct (memory safety, engine invariants), whatever it is. */
static void fz_op_corrupt(fz_world *w, int i, fz_in *in)
{
    uint8_t *p = (uint8_t *)&w->t[i];
    size_t at = fz_u16(in) % sizeof w->t[i];
    p[at] ^= (uint8_t)(fz_u8(in) | 1u);
    w->m[i].corrupt = 1;
    w->any_corrupt = 1;
}

/* Run task i as a caller would for a few rounds: next; if TRY, report an
   outcome chosen by the next byte. Reaches deep states in few bytes. */
static void fz_op_drive(fz_world *w, int i, fz_in *in)
{
    int round;
    for (round = 0; round < 4; round++) {
        if (w->t[i].state == RESIL_TASK_IN_FLIGHT) {
            uint8_t b = fz_u8(in);
            if (b < 48) fz_op_report(w, i, in, 1);
            else if (b < 240) {
                /* retry-able classes most of the time */
                static const uint8_t cls[] = {RESIL_CLASS_NETWORK, RESIL_CLASS_TIMEOUT,
                                              RESIL_CLASS_RATE_LIMIT, RESIL_CLASS_UNAVAILABLE,
                                              RESIL_CLASS_SERVER, RESIL_CLASS_AUTH,
                                              RESIL_CLASS_CONTEXT_LENGTH, RESIL_CLASS_NETWORK};
                resil_outcome o;
                resil_decision d;
                fz_saved s;
                int rc;
                memset(&o, 0, sizeof o);
                o.cls = cls[b % sizeof cls];
                o.retry_after_ms = (b & 0x30u) == 0x30u ? (uint32_t)(b & 0x0fu) * 4000u : 0u;
                fz_save(w, i, &s);
                rc = resil_report(&w->e, &w->t[i], w->now, &o, &d);
                fz_after_call(w, i, &s, rc);
                if (rc == RESIL_OK) {
                    w->m[i].cls = o.cls;
                    fz_task_seen(&w->m[i], w->now);
                    fz_decision(w, i, &d, s.t.state);
                }
            } else {
                fz_op_cancel(w, i);
            }
        } else if (w->t[i].state == RESIL_TASK_WAITING) {
            w->now = w->t[i].wait_until;
        } else if (w->t[i].state == RESIL_TASK_READY) {
            fz_op_next(w, i);
        } else {
            return;
        }
        fz_step_done(w);
    }
}

/* -- configuration from bytes ---------------------------------------- */

static const uint32_t fz_delays[] = {0, 1, 10, 100, 1000, 5000, 30000, 60000,
                                     300000, RESIL_MAX_INTERVAL_MS};
static const uint16_t fz_mults[] = {0, 100, 101, 150, 200, 300, 1000};
static const uint8_t fz_pcts[] = {0, 1, 10, 20, 50, 100};
static const uint16_t fz_small[] = {0, 1, 2, 3, 5, 20, 1000};
static const uint32_t fz_starts[] = {0u, 0xFFFFFFFFu - 60000u + 1u,
                                     0x7FFFFFFFu - 30000u, 0xFFFFFFFFu, 1000u};

static inline void fz_backoff(fz_in *in, resil_backoff_desc *b)
{
    b->base_ms = FZ_PICK(in, fz_delays);
    b->cap_ms = FZ_PICK(in, fz_delays);
    if (b->cap_ms && b->cap_ms < b->base_ms) b->cap_ms = b->base_ms;
    b->multiplier_pct = FZ_PICK(in, fz_mults);
    b->jitter = (uint8_t)(fz_u8(in) % RESIL_JITTER__COUNT);
    b->jitter_pct = FZ_PICK(in, fz_pcts);
}

/* Section 9's configuration, drawn from the seed's bits (so the inputs
   written before section 9 still run the same script). */
static inline void fz_limit_desc(resil_desc *d)
{
    static const uint8_t pct[] = {0, 1, 50, 90, 99};
    static const uint16_t rpm[] = {0, 0, 0, 1, 3, 60};
    static const uint32_t tpm[] = {0, 0, 0, 100, 100000};
    uint32_t s = d->seed, i;
    resil_limit_desc *l = &d->limit;
    l->mode = (uint8_t)((s >> 24) % RESIL_LIMIT__COUNT);
    l->decrease_pct = pct[(s >> 27) % sizeof pct];
    l->max = fz_small[(s >> 21) % 7u];
    l->initial = fz_small[(s >> 18) % 7u];
    l->restart = fz_small[(s >> 15) % 7u];
    if (l->max && l->initial > l->max) l->initial = l->max;
    if (l->max && l->restart > l->max) l->restart = l->max;
    l->wait_ms = fz_delays[(s >> 11) % 9u]; /* below RESIL_MAX_INTERVAL_MS */
    for (i = 0; i < d->endpoint_count; i++) {
        uint32_t b = s >> (3u * i);
        d->endpoints[i].max_inflight = fz_small[b % 7u];
        d->endpoints[i].rpm = rpm[(b >> 1) % 6u];
        d->endpoints[i].tpm = tpm[(b >> 2) % 5u];
    }
}

/* The engine target's configuration header: endpoints, chains, backoffs,
   breaker, budget, class policies, timeouts (tables of telling values). */
static inline void fz_desc(fz_in *in, resil_desc *d)
{
    int i, j, n;
    uint8_t flags;
    memset(d, 0, sizeof *d);
    d->endpoint_count = (uint8_t)(1u + fz_u8(in) % RESIL_MAX_ENDPOINTS);
    d->chain_count = (uint8_t)(1u + fz_u8(in) % (RESIL_MAX_CHAINS < 3 ? RESIL_MAX_CHAINS : 3));
    for (i = 0; i < d->chain_count; i++) {
        resil_chain_desc *c = &d->chains[i];
        c->step_count = (uint8_t)(1u + fz_u8(in) % RESIL_MAX_STEPS);
        for (j = 0; j < c->step_count; j++)
            c->steps[j] = (uint8_t)(fz_u8(in) % d->endpoint_count);
        c->degraded = (uint8_t)(fz_u8(in) & 1u);
    }
    flags = fz_u8(in);
    d->passthrough = (uint8_t)((flags & 0xF0u) == 0xF0u);
    d->budget.mode = (uint8_t)(flags % RESIL_BUDGET__COUNT);
    d->max_compactions = (uint8_t)((flags >> 2) % 4u == 3u ? RESIL_COMPACT_NEVER : (flags >> 2) % 4u);
    fz_backoff(in, &d->backoff);
    fz_backoff(in, &d->slow_backoff);
    d->breaker.failure_threshold = FZ_PICK(in, fz_small);
    d->breaker.probe_successes = FZ_PICK(in, fz_small);
    d->breaker.probes = FZ_PICK(in, fz_small);
    d->breaker.open_jitter_pct = (uint8_t)(FZ_PICK(in, fz_pcts) % 51u);
    d->breaker.rate_pct = FZ_PICK(in, fz_pcts);
    d->breaker.open_ms = FZ_PICK(in, fz_delays);
    d->breaker.open_max_ms = FZ_PICK(in, fz_delays);
    if (d->breaker.open_max_ms && d->breaker.open_max_ms < d->breaker.open_ms)
        d->breaker.open_max_ms = d->breaker.open_ms;
    d->breaker.rate_window_ms = FZ_PICK(in, fz_delays);
    d->breaker.rate_min_calls = FZ_PICK(in, fz_small);
    d->budget.ratio_pct = FZ_PICK(in, fz_pcts);
    d->budget.max_tokens = FZ_PICK(in, fz_small);
    d->budget.refill_ms = FZ_PICK(in, fz_delays);
    n = fz_u8(in) % 5;
    for (i = 0; i < n; i++) {
        uint8_t cls = (uint8_t)(fz_u8(in) % RESIL_CLASS__COUNT);
        resil_class_policy *p = &d->policy[cls];
        if (cls == RESIL_CLASS_CANCELLED) continue; /* must stay STOP */
        p->action = (uint8_t)(fz_u8(in) % RESIL_ACTION__COUNT);
        p->attempts = (uint8_t)(fz_u8(in) % 8u);
        p->counts = (uint8_t)(fz_u8(in) % 3u);
        p->slow = (uint8_t)(fz_u8(in) % 3u);
    }
    n = fz_u8(in) % 3;
    for (i = 0; i < n; i++)
        d->attempt_timeout_ms[fz_u8(in) % RESIL_OP__COUNT] = FZ_PICK(in, fz_delays);
    d->retry_after_cap_ms = FZ_PICK(in, fz_delays);
    d->seed = fz_u32(in);
    fz_limit_desc(d); /* from the seed's bits: older inputs keep their script */
}

/* Initialise the world around a (raw, unresolved) desc and run the script.
   Returns 0 if the engine refused the desc. */
static int fz_run(fz_world *w, const resil_desc *desc, uint32_t rnd_mode,
                  uint32_t now0, fz_in in)
{
    resil_desc d = *desc;
    int ops = 0;
    memset(w, 0, sizeof *w);
    for (ops = 0; ops < FZ_TASKS; ops++) w->m[ops].slot_ep = 0xFFu;
    ops = 0;
    w->digest = FZ_HASH_INIT;
    w->now = now0;
    w->rnd_mode = rnd_mode % 5u;
    w->rnd_state = now0 ^ 0x9e3779b9u;
    d.on_event = fz_on_event;
    d.event_user = w;
    d.random = w->rnd_mode ? fz_random : NULL;
    d.random_user = w;
    if (resil_engine_init(&w->e, &d) != RESIL_OK) return 0;
    while (in.n && ops++ < FZ_MAX_OPS) {
        uint8_t op = fz_u8(&in);
        int i = (op >> 4) % FZ_TASKS;
        switch (op & 15u) {
        case 0:
        case 1: fz_op_next(w, i); break;
        case 2: fz_op_report(w, i, &in, 1); break;
        case 3:
        case 4: fz_op_report(w, i, &in, 0); break;
        case 5: fz_op_start(w, i, &in); break;
        case 6: fz_op_cancel(w, i); break;
        case 7:
        case 8: fz_op_time(w, &in); break;
        case 9: fz_op_override(w, &in); break;
        case 10: fz_op_query(w); break;
        case 11: fz_op_null(w, i); break;
        case 12: {
            uint8_t sub = fz_u8(&in);
            /* corrupting is rare on purpose: one value of the byte */
            if (sub == 0xC7u) fz_op_corrupt(w, i, &in);
            else if (sub >= 0xE0u) fz_op_rate_report(w, i, &in); /* section 9 */
            else fz_op_health(w, sub, &in);
            break;
        }
        case 13: {
            int j;
            fz_op_restart_poll(w, i);
            for (j = 0; j < FZ_TASKS; j++)
                if (w->t[j].state == RESIL_TASK_READY || w->t[j].state == RESIL_TASK_WAITING)
                    fz_op_next(w, j);
            break;
        }
        default: fz_op_drive(w, i, &in); break;
        }
        fz_step_done(w);
    }
    fz_invariants(w);
    return 1;
}

/* Runs the script twice from scratch: both runs must end byte-identical
   (engine, tasks, digest of every decision and event). */
static inline void fz_run_twice(const resil_desc *desc, uint32_t rnd_mode, uint32_t now0,
                         fz_in in)
{
    static fz_world w;
#ifdef FZ_FAST /* once */
    (void)fz_run(&w, desc, rnd_mode, now0, in);
#else
    static resil_engine e1;
    static resil_task t1[FZ_TASKS];
    uint64_t h1;
    int ok1, ok2;
    ok1 = fz_run(&w, desc, rnd_mode, now0, in);
    h1 = w.digest;
    memcpy(&e1, &w.e, sizeof e1);
    memcpy(t1, w.t, sizeof t1);
    ok2 = fz_run(&w, desc, rnd_mode, now0, in);
    FZ_CHECK(ok1 == ok2);
    FZ_CHECK(h1 == w.digest);
    FZ_CHECK(memcmp(&e1, &w.e, sizeof e1) == 0);
    FZ_CHECK(memcmp(t1, w.t, sizeof t1) == 0);
#endif
}

#endif
