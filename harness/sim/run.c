/* run.c - one strategy on one scenario: the discrete-event simulation.

   Simulated time is a 64-bit millisecond count from the scenario start;
   resil sees the 32-bit tick (clock_offset + t) mod 2^32, so a run can start
   anywhere, also just before the wrap. Every random draw of the model comes
   from a stream keyed by (seed, task, call number), so two strategies see
   the same arrivals and the same per-call luck. resil's own randomness
   (backoff jitter, breaker open jitter) comes from its built-in streams,
   keyed by the scenario seed and each task's id (or the endpoint): one
   group's draws never move another's (isolation*.scn check it). */
#include "sim.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>


enum { EV_ARRIVE, EV_WAKE, EV_ANSWER, EV_CANCEL, EV_RESTART, EV_RESTARTQ,
       EV_HEALTH };

/* Section 8 of resil.h (restart queue, health monitor) is used when the
   header has it: restarts then come from resil_restartq_due(), and the
   harness pings endpoints when resil_health_next_ping() says so and calls
   resil_health_tick() every SIM_HEALTH_TICK_MS, as a real main loop would.
   Without it, a RESTART decision restarts the task at at_ms directly. */
#if defined(RESIL_SNAPSHOT_VERSION)
#define SIM_HAVE_SECTION8 1
#else
#define SIM_HAVE_SECTION8 0
#endif
#define SIM_HEALTH_TICK_MS 1000

typedef sim_heap heap;

static int ev_less(const sim_ev *a, const sim_ev *b)
{
    return a->t < b->t || (a->t == b->t && a->seq < b->seq);
}

void sim_heap_push(sim_heap *h, sim_ev e)
{
    size_t i;
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 1024;
        h->v = realloc(h->v, h->cap * sizeof *h->v);
        if (!h->v) abort();
    }
    i = h->n++;
    while (i > 0) {
        size_t up = (i - 1) / 2;
        if (!ev_less(&e, &h->v[up])) break;
        h->v[i] = h->v[up];
        i = up;
    }
    h->v[i] = e;
}

sim_ev sim_heap_pop(sim_heap *h)
{
    sim_ev top = h->v[0], last = h->v[--h->n];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && ev_less(&h->v[c + 1], &h->v[c])) c++;
        if (!ev_less(&h->v[c], &last)) break;
        h->v[i] = h->v[c];
        i = c;
    }
    if (h->n) h->v[i] = last;
    return top;
}

/* down windows of one endpoint, merged and sorted */
typedef struct window {
    sim_ms from, to;
    sim_ms first_open;   /* first breaker open inside, -1 none */
    uint32_t made;       /* calls to the endpoint after first_open */
    uint32_t starts;     /* task starts aiming at it after first_open */
    sim_ms returned;     /* first success after `to`, minus `to`; -1 none */
} window;

typedef struct stask {
    resil_task t;
    int group;
    uint32_t idx;
    uint32_t id;
    sim_ms arrive, started, end;
    int final;             /* 0 while running, else the decision kind */
    uint32_t gen;
    uint32_t call_seq;     /* calls made (stream index) */
    uint32_t call_live;    /* call id in flight, 0 none */
    int call_ep;
    int call_err;          /* -1 success */
    sim_ms call_ra;
    sim_ms call_lat;
    int call_timeout;      /* the call hangs past its deadline */
    int call_holds;        /* the call occupies a slot of the endpoint */
    sim_ms ra_until[SIM_MAX_EP];
    sim_ms last_fail_t;
    int last_fail_ep;
    int compactions;
    int compacted;
    int oversized;         /* prompt too long for a context fault */
    int fixable;
    int restarts;
    int told_degraded;
    int success_ep;
    int eng;               /* its process's engine */
    int over;              /* waiting for a slot or on a later endpoint */
    int wait_limit_ep;     /* WAIT reason LIMIT for this endpoint, else -1 */
    int call_rate;         /* the call was answered 429 for rpm/tpm */
    int call_hdr;          /* rate headers to send with the answer */
    uint32_t hdr_rem_req, hdr_rem_tok;
    sim_ms hdr_reset;      /* end of the provider's window, sim time */
} stask;

/* tasks waiting (reason LIMIT) for one endpoint of one engine, oldest first;
   an entry is live while its task's gen is unchanged */
typedef struct waitq {
    uint32_t *ti, *gen;
    size_t head, n, cap;
} waitq;
typedef struct slotev {
    int eng, ep;
    uint32_t n;
} slotev;
struct runner;
typedef struct engctx {
    struct runner *R;
    int idx;
} engctx;

typedef struct runner {
    const sim_scenario *sc;
    const sim_strategy *st;
    const sim_opts *o;
    sim_result *r;
    resil_engine eng[SIM_MAX_GROUPS]; /* one per process */
    engctx ectx[SIM_MAX_GROUPS];
    int neng;
    waitq wq[SIM_MAX_GROUPS][SIM_MAX_EP];
    slotev *slots;          /* RESIL_EV_SLOT noted by the callback */
    size_t nslots, capslots, slot_head;
    /* the provider's rate windows (fixed minutes from t = 0) */
    sim_ms rwin[SIM_MAX_EP];
    uint32_t rreq[SIM_MAX_EP], rtok[SIM_MAX_EP];
    double raccepted[SIM_MAX_EP];
    sim_ms rfirst[SIM_MAX_EP], rlast[SIM_MAX_EP];
    int learned[SIM_MAX_GROUPS][SIM_MAX_EP];
    double after_calls, after_429;
    /* 529 herd peak */
    sim_ms ov_sec;
    uint32_t ov_count;
    /* capacity use while saturated */
    int cap_ep;             /* -1 none */
    uint32_t over_n;
    double sat_ms, sat_inflight_ms;
    resil_desc rd;          /* resolved desc */
    int ignore_retry_after;
    uint32_t offset;
    sim_ms now;
    heap h;
    uint64_t seq;
    stask *task;
    uint32_t ntask;
    uint32_t inflight[SIM_MAX_EP];
    window *win[SIM_MAX_EP];
    int nwin[SIM_MAX_EP];
    int ret_next[SIM_MAX_EP];
    /* budget bound (continuous check) */
    uint32_t firsts[SIM_MAX_EP], retries_ep[SIM_MAX_EP];
    /* retry peak */
    sim_ms peak_sec;
    uint32_t peak_count;
    sim_ms last_arrival[SIM_MAX_EP];
    uint64_t hash;
    char *err;
    size_t errlen;
    int api_error;
    uint32_t cur_task;      /* task being driven (for events) */
    int group_base[SIM_MAX_GROUPS]; /* index of each group's first task */
    int health_on;
} runner;

/* ---------------------------------------------------------------- */

static uint32_t tick(const runner *R, sim_ms t)
{
    return (uint32_t)(R->offset + (uint64_t)t);
}

static sim_ms tick_to_sim(const runner *R, uint32_t at)
{
    uint32_t d = at - tick(R, R->now);
    sim_ms delta = d < 0x80000000u ? (sim_ms)d : -(sim_ms)(0x100000000ull - d);
    return R->now + delta;
}

static void trace(runner *R, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void trace(runner *R, const char *fmt, ...)
{
    char buf[600];
    va_list ap;
    int n, i;
    if (!R->o->trace && !R->o->hash) return; /* nobody reads it */
    va_start(ap, fmt);
    n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n >= sizeof buf) n = (int)sizeof buf - 1;
    for (i = 0; i < n; i++) {
        R->hash ^= (unsigned char)buf[i];
        R->hash *= 0x100000001B3ull;
    }
    R->hash ^= '\n';
    R->hash *= 0x100000001B3ull;
    if (R->o->trace)
        fprintf(R->o->trace, "{\"scenario\":\"%s\",\"strategy\":\"%s\",%s}\n",
                R->sc->name, R->st->name, buf);
}

static void push(runner *R, sim_ms t, uint32_t task, uint8_t type)
{
    sim_ev e;
    e.t = t;
    e.seq = R->seq++;
    e.task = task;
    e.gen = R->task[task].gen;
    e.type = type;
    sim_heap_push(&R->h, e);
}

static const char *ep_name(const runner *R, int ep)
{
    if (ep >= 0 && ep < R->sc->neps) return R->sc->ep[ep].name;
    return "-";
}

/* ---------------------------------------------------------------- */
/* faults */

static int fault_on(const sim_fault *f, int ep, sim_ms t)
{
    if (f->ep != -1 && f->ep != ep) return 0;
    if (t < f->from) return 0;
    if (f->to >= 0 && t >= f->to) return 0;
    return 1;
}

/* the fault that makes `ep` down at t, or -1 */
static int down_fault(const sim_scenario *sc, int ep, sim_ms t)
{
    int i;
    for (i = 0; i < sc->nfaults; i++) {
        const sim_fault *f = &sc->fault[i];
        if (!fault_on(f, ep, t)) continue;
        if (f->kind == SIM_F_DOWN) return i;
        if (f->kind == SIM_F_FLAP) {
            sim_ms ph = (t - f->from) % (f->up + f->down);
            if (ph >= f->up) return i;
        }
    }
    return -1;
}

static void add_window(runner *R, int ep, sim_ms a, sim_ms b)
{
    window *w;
    int n = R->nwin[ep];
    if (n > 0 && a <= R->win[ep][n - 1].to) {
        if (b > R->win[ep][n - 1].to) R->win[ep][n - 1].to = b;
        return;
    }
    if (n % 64 == 0) {
        R->win[ep] = realloc(R->win[ep], (size_t)(n + 64) * sizeof *w);
        if (!R->win[ep]) abort();
    }
    w = &R->win[ep][n];
    memset(w, 0, sizeof *w);
    w->from = a;
    w->to = b;
    w->first_open = -1;
    w->returned = -1;
    R->nwin[ep] = n + 1;
}

typedef struct span {
    sim_ms a, b;
} span;
static int span_cmp(const void *x, const void *y)
{
    const span *p = x, *q = y;
    return p->a < q->a ? -1 : p->a > q->a;
}

static void build_windows(runner *R)
{
    const sim_scenario *sc = R->sc;
    int ep, i;
    for (ep = 0; ep < sc->neps; ep++) {
        span *sp = NULL;
        size_t n = 0, cap = 0, k;
        for (i = 0; i < sc->nfaults; i++) {
            const sim_fault *f = &sc->fault[i];
            sim_ms end = f->to >= 0 ? f->to : sc->horizon;
            if (f->ep != -1 && f->ep != ep) continue;
            if (f->kind == SIM_F_DOWN) {
                if (n == cap) { cap = cap ? cap * 2 : 16; sp = realloc(sp, cap * sizeof *sp); if (!sp) abort(); }
                sp[n].a = f->from;
                sp[n++].b = end;
            } else if (f->kind == SIM_F_FLAP) {
                sim_ms t;
                for (t = f->from; t < end && n < 100000; t += f->up + f->down) {
                    sim_ms a = t + f->up, b = t + f->up + f->down;
                    if (a >= end) break;
                    if (b > end) b = end;
                    if (n == cap) { cap = cap ? cap * 2 : 16; sp = realloc(sp, cap * sizeof *sp); if (!sp) abort(); }
                    sp[n].a = a;
                    sp[n++].b = b;
                }
            }
        }
        if (n) qsort(sp, n, sizeof *sp, span_cmp);
        for (k = 0; k < n; k++) add_window(R, ep, sp[k].a, sp[k].b);
        free(sp);
    }
}

/* index of the window of `ep` containing t, or -1 (binary search) */
static int window_at(const runner *R, int ep, sim_ms t)
{
    int lo = 0, hi = R->nwin[ep] - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        const window *w = &R->win[ep][mid];
        if (t < w->from) hi = mid - 1;
        else if (t >= w->to) lo = mid + 1;
        else return mid;
    }
    return -1;
}

/* ---------------------------------------------------------------- */
/* recording */

/* Room for one more of n items of `size` bytes in p (capacity *cap,
   doubled when full, `first` at the start). */
static void *grow(void *p, int n, int *cap, int first, size_t size)
{
    if (n < *cap) return p;
    *cap = *cap ? *cap * 2 : first;
    p = realloc(p, (size_t)*cap * size);
    if (!p) abort();
    return p;
}

static void add_call(runner *R, sim_ms t, int ep, int failed, int down)
{
    sim_result *r = R->r;
    if (!r->want_timeline) return;
    r->calls = grow(r->calls, r->ncalls, &r->capcalls, 4096, sizeof *r->calls);
    r->calls[r->ncalls].t = t;
    r->calls[r->ncalls].ep = (uint8_t)ep;
    r->calls[r->ncalls].failed = (uint8_t)failed;
    r->calls[r->ncalls].down = (uint8_t)down;
    r->ncalls++;
}

static void add_mark(runner *R, int ep, int kind)
{
    sim_result *r = R->r;
    if (!r->want_timeline) return;
    r->marks = grow(r->marks, r->nmarks, &r->capmarks, 1024, sizeof *r->marks);
    r->marks[r->nmarks].t = R->now;
    r->marks[r->nmarks].ep = (uint8_t)(ep < 0 ? 255 : ep);
    r->marks[r->nmarks].kind = (uint8_t)kind;
    r->nmarks++;
}

static void add_band(runner *R, int ep, int state)
{
    sim_result *r = R->r;
    if (!r->want_timeline) return;
    r->bands = grow(r->bands, r->nbands, &r->capbands, 256, sizeof *r->bands);
    r->bands[r->nbands].from = R->now;
    r->bands[r->nbands].ep = (uint8_t)ep;
    r->bands[r->nbands].state = (uint8_t)state;
    r->nbands++;
}

static void on_event(void *user, const resil_event *ev)
{
    engctx *cx = user;
    runner *R = cx->R;
    sim_result *r = R->r;
    int ep = ev->endpoint < R->sc->neps ? ev->endpoint : -1;
    switch (ev->type) {
    case RESIL_EV_SLOT:
        /* the callback must not call into the engine: note it */
        if (ep >= 0 && ev->value_ms > 0) {
            if (R->nslots == R->capslots) {
                R->capslots = R->capslots ? R->capslots * 2 : 256;
                R->slots = realloc(R->slots, R->capslots * sizeof *R->slots);
                if (!R->slots) abort();
            }
            R->slots[R->nslots].eng = cx->idx;
            R->slots[R->nslots].ep = ep;
            R->slots[R->nslots].n = ev->value_ms;
            R->nslots++;
        }
        break;
    case RESIL_EV_BREAKER:
        if (ep < 0) break;
        r->m[SIM_M_BREAKER_CHANGES]++;
        r->epm[ep][SIM_EPM_CHANGES]++;
        r->ep_sig[ep] = sim_mix64(r->ep_sig[ep] ^ (uint64_t)R->now * 31u ^ ev->to);
        if (ev->to == RESIL_BREAKER_OPEN) {
            int w;
            r->m[SIM_M_BREAKER_OPENS]++;
            r->epm[ep][SIM_EPM_OPENS]++;
            w = window_at(R, ep, R->now);
            if (w >= 0 && R->win[ep][w].first_open < 0) R->win[ep][w].first_open = R->now;
        }
        add_band(R, ep, ev->to);
        trace(R, "\"t\":%lld,\"tick\":%u,\"event\":\"breaker\",\"endpoint\":\"%s\",\"from\":\"%s\",\"to\":\"%s\"",
              (long long)R->now, ev->now_ms, ep_name(R, ep), resil_breaker_state_name(ev->from),
              resil_breaker_state_name(ev->to));
        return;
    case RESIL_EV_FALLBACK:
        r->m[SIM_M_FALLBACKS]++;
        add_mark(R, ep, 1);
        break;
    case RESIL_EV_RETRY:
        add_mark(R, ep, 0);
        break;
    case RESIL_EV_DEGRADED:
        if (R->cur_task < R->ntask) R->task[R->cur_task].told_degraded = 1;
        add_mark(R, ep, 2);
        break;
    case RESIL_EV_RESTART_QUEUED:
        add_mark(R, ep, 3);
        break;
    default:
        break;
    }
    trace(R, "\"t\":%lld,\"tick\":%u,\"event\":\"%s\",\"task\":%u,\"endpoint\":\"%s\",\"to\":%u,\"class\":\"%s\",\"reason\":\"%s\",\"attempt\":%u,\"value_ms\":%u",
          (long long)R->now, ev->now_ms, resil_event_name(ev->type), ev->task_id,
          ep_name(R, ep), ev->to, resil_class_name(ev->cls), resil_reason_name(ev->reason),
          ev->attempt, ev->value_ms);
}

/* ---------------------------------------------------------------- */
/* driving one task */

static void drive(runner *R, uint32_t ti, const resil_decision *d);
static void restart_poll(runner *R);
static void health_tick(runner *R, uint32_t ti);

static int api(runner *R, int rc, const char *what)
{
    if (rc != RESIL_OK && !R->api_error) {
        R->api_error = 1;
        snprintf(R->err, R->errlen, "%s: strategy %s: %s returned %d (%s) at t=%lld ms",
                 R->sc->file, R->st->name, what, rc, resil_result_str(rc), (long long)R->now);
    }
    return rc;
}

/* a task starts or stops standing in for demand beyond its chain head */
static void set_over(runner *R, stask *T, int v)
{
    if (R->sc->grp[T->group].chain[0] != R->cap_ep) v = 0;
    if (T->over == v) return;
    T->over = v;
    if (v) R->over_n++;
    else if (R->over_n) R->over_n--;
}

static void waitq_push(runner *R, int eng, int ep, uint32_t ti)
{
    waitq *q = &R->wq[eng][ep];
    if (q->head == q->n) q->head = q->n = 0;
    if (q->n == q->cap) {
        q->cap = q->cap ? q->cap * 2 : 256;
        q->ti = realloc(q->ti, q->cap * sizeof *q->ti);
        q->gen = realloc(q->gen, q->cap * sizeof *q->gen);
        if (!q->ti || !q->gen) abort();
    }
    q->ti[q->n] = ti;
    q->gen[q->n] = R->task[ti].gen;
    q->n++;
}

static void finalize(runner *R, stask *T, int kind)
{
    set_over(R, T, 0);
    T->wait_limit_ep = -1;
    T->final = kind;
    T->end = R->now;
    T->gen++;
    if (R->r->m[SIM_M_DRAIN_MS] < (double)R->now) R->r->m[SIM_M_DRAIN_MS] = (double)R->now;
}

static void task_start(runner *R, uint32_t ti, const resil_task_desc *rq)
{
    stask *T = &R->task[ti];
    const sim_group *g = &R->sc->grp[T->group];
    resil_task_desc td;
    resil_decision d;
    int e0 = g->chain[0], w;
    if (rq) {
        td = *rq; /* from the restart queue: restarts already counted */
    } else {
        memset(&td, 0, sizeof td);
        td.id = T->id;
        td.op_id = T->id;
        td.chain = (uint8_t)T->group;
        td.op = (uint8_t)g->op;
        td.timeout_ms = (uint32_t)g->timeout;
        td.tokens = g->tokens;
    }
    T->started = R->now;
    w = window_at(R, e0, R->now);
    if (w >= 0 && R->win[e0][w].first_open >= 0) R->win[e0][w].starts++;
    if (api(R, resil_task_start(&R->eng[T->eng], &T->t, &td, tick(R, R->now)), "resil_task_start")) return;
    if (api(R, resil_next(&R->eng[T->eng], &T->t, tick(R, R->now), &d), "resil_next")) return;
    drive(R, ti, &d);
}

/* what the endpoint does with a call started now */
static void call_start(runner *R, uint32_t ti, const resil_decision *d)
{
    stask *T = &R->task[ti];
    const sim_scenario *sc = R->sc;
    const sim_endpoint *E;
    int ep = d->endpoint, i, err = -1, df;
    sim_ms lat, resp, deadline;
    sim_rng rng;
    sim_result *r = R->r;

    if (ep >= sc->neps) {
        api(R, RESIL_E_RANGE, "decision endpoint");
        return;
    }
    E = &sc->ep[ep];
    rng = sim_rng_make(sc->seed, T->id, T->call_seq++);
    if (d->flags & RESIL_DECISION_COMPACT) {
        T->compactions++;
        T->compacted = 1;
    }
    r->m[SIM_M_ATTEMPTS]++;
    r->epm[ep][SIM_EPM_CALLS]++;
    if (d->flags & RESIL_DECISION_RETRY) {
        sim_ms sec = R->now / 100;
        r->m[SIM_M_RETRIES]++;
        r->epm[ep][SIM_EPM_RETRIES]++;
        if (sec != R->peak_sec) {
            R->peak_sec = sec;
            R->peak_count = 0;
        }
        if (++R->peak_count > r->m[SIM_M_RETRY_PEAK]) r->m[SIM_M_RETRY_PEAK] = R->peak_count;
        /* the retry budget's bound: the bucket starts full, every first
           attempt adds ratio/100, time adds one per refill period */
        R->retries_ep[ep]++;
        if (R->rd.budget.mode != RESIL_BUDGET_OFF && !R->rd.passthrough) {
            double bound = R->rd.budget.max_tokens +
                           R->rd.budget.ratio_pct / 100.0 * R->firsts[ep] +
                           (double)R->now / R->rd.budget.refill_ms;
            if (R->retries_ep[ep] > bound + 1e-9) r->m[SIM_M_BUDGET_EXCESS]++;
        }
    } else if (d->attempt == 1) {
        R->firsts[ep]++; /* a first attempt on the endpoint: a deposit */
    }
    if (T->ra_until[ep] > R->now) r->m[SIM_M_EARLY_RETRY_AFTER]++;
    if (T->last_fail_ep >= 0 && T->last_fail_ep != ep) {
        double w = (double)(R->now - T->last_fail_t);
        if (w > r->m[SIM_M_FALLBACK_DELAY_MAX]) r->m[SIM_M_FALLBACK_DELAY_MAX] = w;
    }
    T->last_fail_ep = -1;

    deadline = tick_to_sim(R, d->deadline_ms);
    if (R->sc->grp[T->group].timeout > 0 &&
        deadline > T->started + R->sc->grp[T->group].timeout)
        r->m[SIM_M_DEADLINE_OVERRUNS]++;

    /* latency of a good answer */
    lat = E->latency;
    for (i = 0; i < sc->nfaults; i++)
        if (sc->fault[i].kind == SIM_F_SLOW && fault_on(&sc->fault[i], ep, R->now))
            lat = sc->fault[i].latency;
    if (E->spread > 0) lat += (sim_ms)sim_rng_below(&rng, (uint64_t)(2 * E->spread + 1)) - E->spread;
    if (lat < 1) lat = 1;

    df = down_fault(sc, ep, R->now);
    T->call_ra = 0;
    T->call_rate = 0;
    T->call_hdr = 0;
    set_over(R, T, ep != sc->grp[T->group].chain[0]);
    T->wait_limit_ep = -1;
    if (df < 0 && (E->rpm || E->tpm)) {
        /* the provider's rate limits: fixed one-minute windows from t = 0;
           a call beyond them is answered 429 with Retry-After (the rest of
           the window) and is not counted */
        sim_ms w0 = R->now / 60000 * 60000;
        uint32_t cost = R->sc->grp[T->group].tokens;
        if (w0 != R->rwin[ep]) {
            R->rwin[ep] = w0;
            R->rreq[ep] = R->rtok[ep] = 0;
        }
        if (R->learned[T->eng][ep]) R->after_calls++;
        if ((E->rpm && R->rreq[ep] >= E->rpm) ||
            (E->tpm && cost && R->rtok[ep] && (uint64_t)R->rtok[ep] + cost > E->tpm)) {
            err = sim_error_find("429");
            T->call_ra = (w0 + 60000 - R->now + 999) / 1000 * 1000;
            T->call_rate = 1;
            r->m[SIM_M_RATE_429]++;
            if (R->learned[T->eng][ep]) R->after_429++;
        } else {
            R->rreq[ep]++;
            R->rtok[ep] += cost;
            R->raccepted[ep]++;
        }
        if (R->rfirst[ep] < 0) R->rfirst[ep] = R->now;
        T->hdr_rem_req = E->rpm > R->rreq[ep] ? E->rpm - R->rreq[ep] : 0;
        T->hdr_rem_tok = E->tpm > R->rtok[ep] ? E->tpm - R->rtok[ep] : 0;
        T->hdr_reset = w0 + 60000;
        T->call_hdr = E->headers != SIM_H_NONE;
    }
    if (df >= 0) {
        int w = window_at(R, ep, R->now);
        err = sc->fault[df].err;
        r->m[SIM_M_CALLS_DOWN]++;
        r->epm[ep][SIM_EPM_CALLS_DOWN]++;
        if (w >= 0 && R->win[ep][w].first_open >= 0) R->win[ep][w].made++;
    } else if (err >= 0) {
        /* answered 429 above */
    } else if (E->capacity && R->inflight[ep] >= E->capacity) {
        sim_ms sec = R->now / 1000;
        err = sim_error_find("529");
        if (sec != R->ov_sec) {
            R->ov_sec = sec;
            R->ov_count = 0;
        }
        if (++R->ov_count > r->m[SIM_M_OVERLOAD_PEAK]) r->m[SIM_M_OVERLOAD_PEAK] = R->ov_count;
    } else {
        for (i = 0; i < sc->nfaults && err < 0; i++) {
            const sim_fault *f = &sc->fault[i];
            double u;
            if (!fault_on(f, ep, R->now)) continue;
            u = sim_rng_unit(&rng) * 1e6;
            switch (f->kind) {
            case SIM_F_CONTEXT: {
                /* the task's prompt: decided once per task and fault */
                sim_rng tr = sim_rng_make(sc->seed ^ 0xC0DEull, T->id, (uint64_t)i);
                int over = sim_rng_unit(&tr) * 1e6 < f->share_ppm;
                int fix = sim_rng_unit(&tr) * 1e6 < f->fix_ppm;
                if (over) {
                    T->oversized = 1;
                    T->fixable = fix;
                    if (!(T->compacted && fix)) err = f->err;
                }
                break;
            }
            case SIM_F_ERRORS:
            case SIM_F_CRASH:
                if (u < f->share_ppm) err = f->err;
                break;
            case SIM_F_RATE:
                if (u < f->share_ppm) {
                    err = f->err;
                    T->call_ra = f->retry_after;
                }
                break;
            default:
                break;
            }
        }
    }
    T->call_err = err;
    T->call_timeout = 0;
    T->call_holds = 0;
    if (err < 0) {
        resp = lat;
        T->call_holds = 1;
    } else {
        switch (sim_errors[err].when) {
        case SIM_AT_CONNECT: resp = E->connect_latency; break;
        case SIM_AT_HALF: resp = lat / 2; T->call_holds = 1; break;
        case SIM_AT_HANG: resp = -1; T->call_holds = 1; break;
        default: resp = E->error_latency; break;
        }
    }
    if (T->call_holds) R->inflight[ep]++;
    if (resp < 0 || R->now + resp > deadline) {
        /* the client gives up at the attempt deadline */
        resp = deadline - R->now;
        if (resp < 0) resp = 0;
        T->call_timeout = 1;
    }
    T->call_lat = resp;
    T->call_ep = ep;
    T->call_live = T->call_seq;
    add_call(R, R->now, ep, err >= 0 || T->call_timeout, df >= 0);
    trace(R, "\"t\":%lld,\"tick\":%u,\"task\":%u,\"decision\":\"try\",\"endpoint\":\"%s\",\"step\":%u,\"attempt\":%u,\"flags\":%u,\"deadline\":%u",
          (long long)R->now, tick(R, R->now), T->id, E->name, d->step, d->attempt, d->flags, d->deadline_ms);
    push(R, R->now + resp, ti, EV_ANSWER);
}

/* the simulated wall clock for header dates: 2023-11-14T22:13:20Z at t = 0 */
#define SIM_UNIX0 1700000000ll

static void feed(runner *R, resil_rate_info *ri, const char *name, const char *value)
{
    uint32_t unix_s = (uint32_t)(SIM_UNIX0 + R->now / 1000);
    api(R, resil_rate_header(ri, name, strlen(name), value, strlen(value), unix_s),
        "resil_rate_header");
    trace(R, "\"t\":%lld,\"header\":\"%s: %s\"", (long long)R->now, name, value);
}

/* Unix seconds as an RFC 3339 UTC time (days to civil date: the
   proleptic Gregorian calendar in 400-year eras) */
static void rfc3339(long long unix_s, char *out, size_t n)
{
    long long days = unix_s / 86400, sec = unix_s % 86400;
    long long z = days + 719468, era = z / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    long long d = doy - (153 * mp + 2) / 5 + 1;
    long long m = mp < 10 ? mp + 3 : mp - 9;
    long long y = yoe + era * 400 + (m <= 2);
    snprintf(out, n, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ", y, m, d, sec / 3600,
             sec % 3600 / 60, sec % 60);
}

/* A duration as OpenAI's reset headers write it: "20ms", "1s", "6m0s". */
static void openai_duration(sim_ms ms, char *v, size_t size)
{
    if (ms < 1000) snprintf(v, size, "%lldms", (long long)ms);
    else if (ms < 60000) snprintf(v, size, "%llds", (long long)((ms + 999) / 1000));
    else snprintf(v, size, "%lldm%llds", (long long)(ms / 60000),
                  (long long)(ms % 60000 / 1000));
}

/* the response's headers, fed one by one through resil_rate_header() (an
   unrelated header too: the parser must skip it) */
static void rate_headers(runner *R, const stask *T, resil_rate_info *ri)
{
    static const char *const fields[3] = {"limit", "remaining", "reset"};
    const sim_endpoint *E = &R->sc->ep[T->call_ep];
    char v[64];
    sim_ms reset = T->hdr_reset - R->now;
    int k, f;
    memset(ri, 0, sizeof *ri);
    if (reset < 0) reset = 0;
    feed(R, ri, "content-type", "application/json");
    for (k = 0; k < 2; k++) {
        uint32_t lim = k ? E->tpm : E->rpm, rem = k ? T->hdr_rem_tok : T->hdr_rem_req;
        const char *what = k ? "tokens" : "requests";
        char name[64];
        if (!lim) continue;
        for (f = 0; f < 3; f++) {
            if (f < 2) snprintf(v, sizeof v, "%u", f ? rem : lim);
            else if (E->headers == SIM_H_OPENAI)
                openai_duration(reset, v, sizeof v);
            else
                rfc3339(SIM_UNIX0 + (T->hdr_reset + 999) / 1000, v, sizeof v);
            if (E->headers == SIM_H_OPENAI)
                snprintf(name, sizeof name, "x-ratelimit-%s-%s", fields[f], what);
            else
                snprintf(name, sizeof name, "anthropic-ratelimit-%s-%s", what, fields[f]);
            feed(R, ri, name, v);
        }
    }
    if (T->call_rate) {
        snprintf(v, sizeof v, "%lld", (long long)(T->call_ra / 1000));
        feed(R, ri, "retry-after", v);
    }
}

static void answer(runner *R, uint32_t ti)
{
    stask *T = &R->task[ti];
    const sim_scenario *sc = R->sc;
    int ep = T->call_ep, err = T->call_err;
    resil_decision d;
    uint32_t now = tick(R, R->now);
    sim_result *r = R->r;
    resil_engine *EN = &R->eng[T->eng];
    resil_rate_info ri;
    int hdr = T->call_hdr && !T->call_timeout;

    T->call_live = 0;
    if (sc->ep[ep].rpm || sc->ep[ep].tpm) R->rlast[ep] = R->now;
    if (hdr) rate_headers(R, T, &ri);
    if (hdr || (T->call_rate && !T->call_timeout)) R->learned[T->eng][ep] = 1;
    if (err < 0 && !T->call_timeout) {
        resil_outcome o;
        memset(&o, 0, sizeof o);
        o.ok = 1;
        o.latency_ms = (uint32_t)T->call_lat;
        r->epm[ep][SIM_EPM_SUCCESSES]++;
        /* traffic back on an endpoint after an outage */
        while (R->ret_next[ep] < R->nwin[ep] && R->win[ep][R->ret_next[ep]].to <= R->now) {
            window *w = &R->win[ep][R->ret_next[ep]++];
            w->returned = R->now - w->to;
        }
        T->success_ep = ep;
        trace(R, "\"t\":%lld,\"task\":%u,\"answer\":\"ok\",\"endpoint\":\"%s\",\"latency\":%lld",
              (long long)R->now, T->id, sc->ep[ep].name, (long long)T->call_lat);
        if (api(R, resil_report_rate(EN, &T->t, now, &o, hdr ? &ri : NULL, &d),
                "resil_report_rate"))
            return;
    } else {
        char text[SIM_TEXT * 2];
        const sim_error *E;
        resil_hints h;
        if (T->call_timeout) E = &sim_errors[sim_error_find("timeout")];
        else E = &sim_errors[err];
        sim_error_text(E, (int)(T->call_ra / 1000), text, sizeof text);
        memset(&h, 0, sizeof h);
        h.http_status = E->status;
        h.errno_value = E->err_no;
        if (!T->call_timeout && T->call_ra > 0 && !R->ignore_retry_after)
            T->ra_until[ep] = R->now + T->call_ra;
        T->last_fail_t = R->now;
        T->last_fail_ep = ep;
        trace(R, "\"t\":%lld,\"task\":%u,\"answer\":\"error\",\"endpoint\":\"%s\",\"text\":\"%s\"",
              (long long)R->now, T->id, sc->ep[ep].name, E->name);
#if SIM_USE_CLASSIFIER
        if (!R->ignore_retry_after && !hdr) {
            if (api(R, resil_report_text(EN, &T->t, now, text, strlen(text), &h, &d),
                    "resil_report_text"))
                return;
        } else {
            /* what resil_report_text() does, plus the response's headers
               (naive: neither the server's delay nor its headers) */
            resil_classification c;
            resil_outcome o;
            if (api(R, resil_classify(text, strlen(text), &h, &c), "resil_classify")) return;
            memset(&o, 0, sizeof o);
            o.cls = c.cls;
            o.status = c.status;
            if (R->ignore_retry_after) {
                if (api(R, resil_report(EN, &T->t, now, &o, &d), "resil_report")) return;
            } else {
                o.retry_after_ms = c.retry_after_ms;
                if (api(R, resil_report_rate(EN, &T->t, now, &o, &ri, &d),
                        "resil_report_rate"))
                    return;
            }
        }
#else
        {
            resil_outcome o;
            memset(&o, 0, sizeof o);
            o.cls = E->cls;
            o.status = E->status;
            if (!R->ignore_retry_after) o.retry_after_ms = (uint32_t)T->call_ra;
            if (api(R, resil_report_rate(EN, &T->t, now, &o, hdr ? &ri : NULL, &d),
                    "resil_report_rate"))
                return;
        }
#endif
    }
    drive(R, ti, &d);
}

static void drive(runner *R, uint32_t ti, const resil_decision *d)
{
    stask *T = &R->task[ti];
    sim_ms at;
    R->cur_task = ti;
    if (d->kind != RESIL_DECIDE_TRY)
        trace(R, "\"t\":%lld,\"tick\":%u,\"task\":%u,\"decision\":\"%s\",\"class\":\"%s\",\"reason\":\"%s\",\"at\":%u",
              (long long)R->now, tick(R, R->now), T->id, resil_decision_name(d->kind),
              resil_class_name(d->cls), resil_reason_name(d->reason), d->at_ms);
    switch (d->kind) {
    case RESIL_DECIDE_TRY:
        call_start(R, ti, d);
        break;
    case RESIL_DECIDE_WAIT:
        at = tick_to_sim(R, d->at_ms);
        if (at <= R->now) at = R->now + 1;
        T->gen++;
        push(R, at, ti, EV_WAKE);
        T->wait_limit_ep = -1;
        if (d->reason == RESIL_REASON_LIMIT && d->endpoint < R->sc->neps) {
            /* in line for a slot: RESIL_EV_SLOT may wake it before at_ms */
            T->wait_limit_ep = d->endpoint;
            waitq_push(R, T->eng, d->endpoint, ti);
        }
        set_over(R, T, d->reason == RESIL_REASON_LIMIT || d->reason == RESIL_REASON_RATE);
        break;
    case RESIL_DECIDE_RESTART:
        set_over(R, T, 0);
        T->wait_limit_ep = -1;
        at = tick_to_sim(R, d->at_ms);
        if (at < R->now) at = R->now;
        T->gen++;
        T->restarts++;
#if SIM_HAVE_SECTION8
        {
            /* restart k comes delay_ms * 2^(k-1) (capped) after the failure,
               +- restart.jitter_pct */
            uint64_t want = R->rd.restart.delay_ms, gap = (uint64_t)(at - R->now), slack;
            int k;
            for (k = 1; k < T->restarts && want < R->rd.restart.max_delay_ms; k++) want *= 2;
            if (want > R->rd.restart.max_delay_ms) want = R->rd.restart.max_delay_ms;
            slack = R->rd.restart.jitter_pct == RESIL_PCT_NONE
                        ? 0 : want * R->rd.restart.jitter_pct / 100u;
            if (gap + slack < want || gap > want + slack)
                R->r->m[SIM_M_RESTART_GAP_OFF]++;
        }
#endif
        /* with the queue, a poll at at_ms pops whatever is due then */
        push(R, at, ti, SIM_HAVE_SECTION8 ? EV_RESTARTQ : EV_RESTART);
        break;
    case RESIL_DECIDE_DONE:
    case RESIL_DECIDE_DEGRADED:
    case RESIL_DECIDE_FAIL:
    case RESIL_DECIDE_CANCELLED:
        finalize(R, T, d->kind);
        break;
    default:
        api(R, RESIL_E_STATE, "decision kind");
        break;
    }
}

static int same_breaker(const resil_breaker *a, const resil_breaker *b)
{
    return a->state == b->state && a->trips == b->trips &&
           a->consecutive == b->consecutive && a->generation == b->generation &&
           a->open_until == b->open_until && a->window_failures == b->window_failures &&
           a->window_calls == b->window_calls;
}

static void cancel(runner *R, uint32_t ti)
{
    stask *T = &R->task[ti];
    resil_breaker before[SIM_MAX_EP];
    resil_decision d;
    int i;
    if (T->final) return;
    if (T->t.state == RESIL_TASK_WAITING) R->r->m[SIM_M_CANCELLED_WAITING]++;
    for (i = 0; i < R->sc->neps; i++) before[i] = R->eng[T->eng].ep[i].breaker;
    R->cur_task = ti;
    trace(R, "\"t\":%lld,\"task\":%u,\"user\":\"cancel\"", (long long)R->now, T->id);
    if (api(R, resil_cancel(&R->eng[T->eng], &T->t, tick(R, R->now), &d), "resil_cancel")) return;
    for (i = 0; i < R->sc->neps; i++) {
        resil_breaker b = R->eng[T->eng].ep[i].breaker;
        if (!same_breaker(&before[i], &b)) R->r->m[SIM_M_CANCEL_BREAKER_EFFECTS]++;
    }
    if (d.kind != RESIL_DECIDE_CANCELLED) R->r->m[SIM_M_CANCEL_NOT_STOPPED]++;
    /* a call still out is abandoned: its slot is given back when it ends */
    T->call_live = 0;
    finalize(R, T, RESIL_DECIDE_CANCELLED);
}

/* ---------------------------------------------------------------- */

static int cmp_ms(const void *a, const void *b)
{
    sim_ms x = *(const sim_ms *)a, y = *(const sim_ms *)b;
    return x < y ? -1 : x > y;
}

static void summarize(runner *R)
{
    sim_result *r = R->r;
    const sim_scenario *sc = R->sc;
    uint32_t i;
    sim_ms *lat = malloc((R->ntask + 1) * sizeof *lat);
    size_t nl = 0;
    double would = 0, made = 0, denom;
    int ep, w, never = 0;
    double ret = 0;
    resil_counters c;
    if (!lat) abort();
    r->ntasks = (int)R->ntask;
    r->task_group = malloc(R->ntask + 1);
    r->task_sig = malloc((R->ntask + 1) * sizeof *r->task_sig);
    if (!r->task_group || !r->task_sig) abort();
    for (i = 0; i < R->ntask; i++) {
        stask *T = &R->task[i];
        const sim_group *g = &sc->grp[T->group];
        r->task_group[i] = (uint8_t)T->group;
        r->task_sig[i] = sim_mix64(((uint64_t)T->final << 56) ^ (uint64_t)T->end ^
                                   ((uint64_t)T->call_seq << 40) ^ ((uint64_t)T->success_ep << 32));
        r->m[SIM_M_TASKS]++;
        if (T->restarts > 0) {
            r->m[SIM_M_RESTARTED_TASKS]++;
            if (T->final == RESIL_DECIDE_DONE) r->m[SIM_M_RESTARTED_OK_PCT]++;
        }
        r->m[SIM_M_RESTARTS] += T->restarts;
        if (T->restarts > r->m[SIM_M_MAX_RESTARTS]) r->m[SIM_M_MAX_RESTARTS] = T->restarts;
        if (T->compactions > r->m[SIM_M_MAX_COMPACTIONS]) r->m[SIM_M_MAX_COMPACTIONS] = T->compactions;
        if (T->oversized) {
            r->m[SIM_M_CONTEXT_TASKS]++;
            if (!T->fixable && T->call_seq > r->m[SIM_M_CONTEXT_MAX_ATTEMPTS])
                r->m[SIM_M_CONTEXT_MAX_ATTEMPTS] = T->call_seq;
        }
        switch (T->final) {
        case RESIL_DECIDE_DONE:
            r->m[SIM_M_SUCCEEDED]++;
            if (T->success_ep == g->chain[0]) r->m[SIM_M_PRIMARY_PCT]++;
            break;
        case RESIL_DECIDE_DEGRADED:
            r->m[SIM_M_DEGRADED]++;
            if (!T->told_degraded) r->m[SIM_M_DEGRADED_UNTOLD]++;
            break;
        case RESIL_DECIDE_FAIL: r->m[SIM_M_FAILED]++; break;
        case RESIL_DECIDE_CANCELLED: r->m[SIM_M_CANCELLED]++; break;
        default: r->m[SIM_M_UNFINISHED]++; break;
        }
        if (T->final && T->final != RESIL_DECIDE_CANCELLED) {
            lat[nl++] = T->end - T->arrive;
            if (g->timeout > 0 && T->end - T->started > g->timeout) r->m[SIM_M_DEADLINE_OVERRUNS]++;
        }
    }
    r->m[SIM_M_LOST] = r->m[SIM_M_FAILED] + r->m[SIM_M_UNFINISHED];
    denom = r->m[SIM_M_TASKS] - r->m[SIM_M_CANCELLED];
    if (denom > 0) {
        r->m[SIM_M_SUCCESS_PCT] = 100.0 * r->m[SIM_M_SUCCEEDED] / denom;
        r->m[SIM_M_ANSWERED_PCT] = 100.0 * (r->m[SIM_M_SUCCEEDED] + r->m[SIM_M_DEGRADED]) / denom;
        r->m[SIM_M_PRIMARY_PCT] = 100.0 * r->m[SIM_M_PRIMARY_PCT] / denom;
    }
    r->m[SIM_M_RESTARTED_OK_PCT] = r->m[SIM_M_RESTARTED_TASKS] > 0
        ? 100.0 * r->m[SIM_M_RESTARTED_OK_PCT] / r->m[SIM_M_RESTARTED_TASKS] : -1;
    if (r->m[SIM_M_TASKS] > 0) r->m[SIM_M_ATTEMPTS_PER_TASK] = r->m[SIM_M_ATTEMPTS] / r->m[SIM_M_TASKS];
    if (nl) {
        qsort(lat, nl, sizeof *lat, cmp_ms);
        r->m[SIM_M_P50_MS] = (double)lat[(nl - 1) / 2];
        r->m[SIM_M_P99_MS] = (double)lat[(size_t)((double)(nl - 1) * 0.99)];
        r->m[SIM_M_MAX_MS] = (double)lat[nl - 1];
    }
    free(lat);
    for (ep = 0; ep < sc->neps; ep++) {
        for (w = 0; w < R->nwin[ep]; w++) {
            window *W = &R->win[ep][w];
            if (W->first_open >= 0) {
                double wb = W->starts > W->made ? W->starts : W->made;
                would += wb;
                made += W->made;
            }
            /* the return to the endpoint counts for outages that ended
               while tasks still arrived for it */
            if (W->to < R->last_arrival[ep]) {
                if (W->returned < 0) never = 1;
                else if ((double)W->returned > ret) ret = (double)W->returned;
            }
        }
    }
    r->m[SIM_M_PREVENTED_PCT] = would > 0 ? 100.0 * (would - made) / would : -1;
    r->m[SIM_M_RETURN_MS] = never ? -1 : ret;
    for (i = 0; i < (uint32_t)R->neng; i++)
        if (resil_engine_counters(&R->eng[i], &c) == RESIL_OK) {
            r->m[SIM_M_TIMEOUTS] += c.failures_by_class[RESIL_CLASS_TIMEOUT];
            r->m[SIM_M_CANCEL_COUNTED] += c.failures_by_class[RESIL_CLASS_CANCELLED];
        }
    r->m[SIM_M_RATE_429_AFTER_LEARNED_PCT] =
        R->after_calls > 0 ? 100.0 * R->after_429 / R->after_calls : -1;
    {
        double acc = 0, cap = 0;
        for (ep = 0; ep < sc->neps; ep++) {
            if (!sc->ep[ep].rpm || R->rfirst[ep] < 0) continue;
            acc += R->raccepted[ep];
            cap += sc->ep[ep].rpm * (double)(R->rlast[ep] - R->rfirst[ep] + 1) / 60000.0;
        }
        r->m[SIM_M_RPM_USED_PCT] = cap > 0 ? 100.0 * acc / cap : -1;
    }
    r->m[SIM_M_CAP_USED_PCT] = R->cap_ep >= 0 && R->sat_ms > 0
        ? 100.0 * R->sat_inflight_ms / (R->sat_ms * sc->ep[R->cap_ep].capacity) : -1;
    r->m[SIM_M_ISOLATION_DIFFS] = -1;
    r->m[SIM_M_OFFSET_DIFFS] = -1;
    r->trace_hash = R->hash;
    r->end_ms = R->now;
}

#if SIM_HAVE_SECTION8
/* the task with resil id `id` (ids are group * 1000000 + index + 1) */
static int task_by_id(const runner *R, uint32_t id)
{
    uint32_t g = (id - 1) / 1000000u, i = (id - 1) % 1000000u;
    if (g >= (uint32_t)R->sc->ngroups || R->group_base[g] < 0) return -1;
    if (i >= R->sc->grp[g].tasks) return -1;
    return R->group_base[g] + (int)i;
}
#endif

static void restart_poll(runner *R)
{
#if SIM_HAVE_SECTION8
    resil_task_desc td;
    int k;
    for (k = 0; k < R->neng; k++)
    while (!R->api_error && resil_restartq_due(&R->eng[k], tick(R, R->now), &td) == RESIL_OK) {
        int ti = task_by_id(R, td.id);
        if (ti < 0) {
            api(R, RESIL_E_RANGE, "resil_restartq_due (unknown task id)");
            return;
        }
        R->cur_task = (uint32_t)ti;
        trace(R, "\"t\":%lld,\"task\":%u,\"restart\":%u", (long long)R->now, td.id, td.restarts);
        task_start(R, (uint32_t)ti, &td);
    }
#else
    (void)R;
#endif
}


static void health_tick(runner *R, uint32_t ti)
{
#if SIM_HAVE_SECTION8
    int ep, k;
    uint32_t now = tick(R, R->now);
    for (k = 0; k < R->neng; k++) {
    resil_engine *EN = &R->eng[k];
    if (api(R, resil_health_tick(EN, now), "resil_health_tick")) return;
    /* the baselines (none, naive) are what people run without resil: no
       health monitor pinging on their behalf */
    for (ep = 0; ep < R->sc->neps && !R->api_error &&
                 R->st->kind != SIM_S_NAIVE && R->st->kind != SIM_S_NONE;
         ep++) {
        uint32_t at;
        if (resil_health_next_ping(EN, (uint32_t)ep, now, &at) != RESIL_OK ||
            !resil_time_reached(now, at))
            continue;
        {
            /* a ping: a cheap call; down endpoints fail it with their error */
            resil_outcome p;
            int df = down_fault(R->sc, ep, R->now);
            memset(&p, 0, sizeof p);
            if (df >= 0) {
                p.cls = sim_errors[R->sc->fault[df].err].cls;
            } else {
                p.ok = 1;
                p.latency_ms = (uint32_t)R->sc->ep[ep].latency;
            }
            R->r->m[SIM_M_PINGS]++;
            trace(R, "\"t\":%lld,\"ping\":\"%s\",\"ok\":%d", (long long)R->now, R->sc->ep[ep].name, p.ok);
            api(R, resil_health_ping(EN, (uint32_t)ep, now, &p), "resil_health_ping");
        }
    }
    }
    /* keep ticking while anything else is going on */
    if (R->h.n > 0) push(R, R->now + SIM_HEALTH_TICK_MS, ti, EV_HEALTH);
    else R->health_on = 0;
#else
    (void)R;
    (void)ti;
#endif
}

/* RESIL_EV_SLOT noted: wake the oldest tasks waiting for that endpoint,
   at most as many as the event said slots are free (once per event) */
static void wake_slots(runner *R)
{
    while (R->slot_head < R->nslots && !R->api_error) {
        slotev sv = R->slots[R->slot_head++];
        waitq *q = &R->wq[sv.eng][sv.ep];
        while (sv.n > 0 && q->head < q->n && !R->api_error) {
            uint32_t ti = q->ti[q->head], gen = q->gen[q->head];
            stask *T = &R->task[ti];
            resil_decision d;
            q->head++;
            if (T->gen != gen || T->final || T->wait_limit_ep != sv.ep) continue; /* stale */
            sv.n--;
            T->gen++; /* its at_ms timer is stale now */
            T->wait_limit_ep = -1;
            R->r->m[SIM_M_SLOT_WAKES]++;
            R->cur_task = ti;
            trace(R, "\"t\":%lld,\"task\":%u,\"wake\":\"slot\",\"endpoint\":\"%s\"",
                  (long long)R->now, T->id, ep_name(R, sv.ep));
            if (api(R, resil_next(&R->eng[T->eng], &T->t, tick(R, R->now), &d), "resil_next")) break;
            drive(R, ti, &d);
        }
    }
    R->slot_head = R->nslots = 0;
}

int sim_run(const sim_scenario *sc, int s, uint32_t clock_offset,
            int skip_group, const sim_opts *o, sim_result *r, char *err,
            size_t errlen)
{
    static runner R; /* large; one run at a time */
    int g, ep;
    uint32_t n = 0, i;
    int want = r->want_timeline;

    memset(&R, 0, sizeof R);
    memset(r, 0, sizeof *r);
    r->want_timeline = want;
    snprintf(r->strategy, sizeof r->strategy, "%s", sc->strat[s].name);
    R.sc = sc;
    R.st = &sc->strat[s];
    R.o = o;
    R.r = r;
    R.offset = clock_offset;
    R.err = err;
    R.errlen = errlen;
    R.hash = 0xCBF29CE484222325ull;
    R.peak_sec = -1;
    R.ignore_retry_after = R.st->kind == SIM_S_NAIVE;
    if (sim_strategy_desc(sc, s, &R.rd, err, errlen)) return -1;
    R.rd.on_event = on_event;
    R.neng = 1;
    R.cap_ep = -1;
    for (g = 0; g < sc->ngroups; g++) {
        if (sc->grp[g].process + 1 > R.neng) R.neng = sc->grp[g].process + 1;
        if (R.cap_ep < 0 && sc->ep[sc->grp[g].chain[0]].capacity) R.cap_ep = sc->grp[g].chain[0];
    }
    for (ep = 0; ep < SIM_MAX_EP; ep++) R.rfirst[ep] = -1;
    R.ov_sec = -1;
    for (g = 0; g < R.neng; g++) {
        /* a separate process: its own engine, its own random stream */
        resil_desc pd = R.rd;
        R.ectx[g].R = &R;
        R.ectx[g].idx = g;
        pd.event_user = &R.ectx[g];
        if (g > 0) pd.seed = (uint32_t)(sim_mix64(sc->seed + (uint64_t)g) | 1u);
        if (api(&R, resil_engine_init(&R.eng[g], &pd), "resil_engine_init")) return -1;
    }
    resil_desc_defaults(&R.rd);

    for (g = 0; g < sc->ngroups; g++) n += sc->grp[g].tasks;
    R.task = calloc(n + 1, sizeof *R.task);
    if (!R.task) abort();
    build_windows(&R);

    /* arrivals: the same for every strategy */
    for (g = 0; g < sc->ngroups; g++) {
        const sim_group *G = &sc->grp[g];
        sim_rng ar = sim_rng_make(sc->seed, 0xA77Eull, (uint64_t)g);
        sim_ms t = G->start;
        R.group_base[g] = g == skip_group ? -1 : (int)R.ntask;
        for (i = 0; i < G->tasks; i++) {
            stask *T;
            uint32_t id = (uint32_t)(g * 1000000 + (int)i + 1);
            if (i > 0) {
                if (G->poisson && G->every > 0)
                    t += (sim_ms)(-log(1.0 - sim_rng_unit(&ar)) * (double)G->every + 0.5);
                else
                    t += G->every;
            }
            if (g == skip_group) continue;
            T = &R.task[R.ntask];
            T->group = g;
            T->idx = i;
            T->id = id;
            T->arrive = t;
            T->last_fail_ep = -1;
            T->success_ep = -1;
            T->wait_limit_ep = -1;
            T->eng = G->process;
            if (t > R.last_arrival[G->chain[0]]) R.last_arrival[G->chain[0]] = t;
            push(&R, t, R.ntask, EV_ARRIVE);
            if (G->cancel_ppm) {
                sim_rng cr = sim_rng_make(sc->seed ^ 0xCA9Cull, id, 0);
                if (sim_rng_unit(&cr) * 1e6 < G->cancel_ppm) push(&R, t + G->cancel_after, R.ntask, EV_CANCEL);
            }
            R.ntask++;
        }
    }

    while (R.h.n > 0 && !R.api_error) {
        sim_ev e = sim_heap_pop(&R.h);
        stask *T = &R.task[e.task];
        if (e.t > sc->horizon) break;
        if (R.over_n > 0 && R.cap_ep >= 0) {
            R.sat_ms += (double)(e.t - R.now);
            R.sat_inflight_ms += (double)(e.t - R.now) * R.inflight[R.cap_ep];
        }
        R.now = e.t;
        R.cur_task = e.task;
        switch (e.type) {
        case EV_ARRIVE:
            task_start(&R, e.task, NULL);
            if (SIM_HAVE_SECTION8 && !R.health_on) {
                R.health_on = 1;
                push(&R, R.now + SIM_HEALTH_TICK_MS, e.task, EV_HEALTH);
            }
            break;
        case EV_RESTART:
            if (e.gen == T->gen && !T->final) {
                resil_task_desc td = T->t.desc;
                td.restarts = (uint8_t)(td.restarts + 1);
                task_start(&R, e.task, &td);
            }
            break;
        case EV_RESTARTQ:
            restart_poll(&R);
            break;
        case EV_HEALTH:
            health_tick(&R, e.task);
            break;
        case EV_WAKE:
            if (e.gen == T->gen && !T->final) {
                resil_decision d;
                if (api(&R, resil_next(&R.eng[T->eng], &T->t, tick(&R, R.now), &d), "resil_next")) break;
                drive(&R, e.task, &d);
            }
            break;
        case EV_ANSWER:
            /* a call that held a slot of the endpoint gives it back, also
               when its task was cancelled meanwhile */
            if (T->call_holds) {
                T->call_holds = 0;
                if (R.inflight[T->call_ep] > 0) R.inflight[T->call_ep]--;
            }
            if (!T->final && T->call_live) answer(&R, e.task);
            break;
        case EV_CANCEL:
            cancel(&R, e.task);
            break;
        default:
            break;
        }
        if (R.nslots) wake_slots(&R);
    }
    if (!R.api_error) summarize(&R);
    free(R.h.v);
    free(R.task);
    free(R.slots);
    for (g = 0; g < SIM_MAX_GROUPS; g++)
        for (ep = 0; ep < SIM_MAX_EP; ep++) {
            free(R.wq[g][ep].ti);
            free(R.wq[g][ep].gen);
        }
    for (ep = 0; ep < SIM_MAX_EP; ep++) free(R.win[ep]);
    return R.api_error ? -1 : 0;
}

void sim_result_free(sim_result *r)
{
    free(r->calls);
    free(r->marks);
    free(r->bands);
    free(r->task_group);
    free(r->task_sig);
    r->calls = NULL;
    r->marks = NULL;
    r->bands = NULL;
    r->task_group = NULL;
    r->task_sig = NULL;
}
