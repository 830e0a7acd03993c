/* replay.c - feeds resil the recorded event scripts of script.h and prints
   every decision and event (issue 8). The same source runs natively
   (emb_native.c) and on QEMU (semihost.c + startup); the two outputs must
   be byte-identical.

   Exit status (the verdict): 0 every check held; 1 an invariant failed
   (a call returned an error, a TRY outside the chain, a WAIT into the past,
   a retry before the server's Retry-After, the wrap run deciding
   differently from the normal one, a task left unfinished); 2 (target
   builds with -DREPLAY_EXPECT) the output differs from the native run's
   digest. Standard error gets "replay: output fnv1a HEX bytes N". */
#include "resil.h"
#include "emb.h"
#include "replay.h"
#include "script.h"
#ifdef REPLAY_EXPECT
#include "expect.h"
#endif

/* 1: failures reach resil as error text (resil_report_text, the
   classifier decides the class and finds Retry-After); 0: as the class the
   text stands for (resil_report). Both must decide the same. */
#ifndef REPLAY_USE_TEXT
#define REPLAY_USE_TEXT 0
#endif

/* Every call into resil goes through PROBE: on the targets the board
   layer measures how deep the stack went (resil's frames plus this
   program's event callback). */
#define PROBE(call) (emb_probe_begin(), replay_rc = (call), emb_probe_end(), replay_rc)
static int replay_rc;

#define REPLAY_SLOTS 24u
#define REPLAY_MAX_STEPS 2000000u

enum { FREE = 0, WAITING, IN_FLIGHT };

typedef struct slot {
    resil_task task;
    uint32_t num;       /* task number (arrival order) */
    uint32_t wake;      /* relative tick of the next thing to do */
    uint32_t not_before[2]; /* relative: a server asked for no call before */
    uint8_t busy;       /* FREE, WAITING, IN_FLIGHT */
    uint8_t ok;         /* the call in flight will succeed */
    uint8_t mode;       /* otherwise: the world mode that fails it */
    uint8_t has_nb[2];
    uint8_t ep;         /* endpoint of the call in flight */
    uint32_t started;   /* relative tick the call started */
} slot;

typedef struct world {
    uint8_t mode[2];
    uint8_t pct[2];
    uint32_t latency[2];
    uint32_t rng;
} world;

typedef struct replay {
    resil_engine eng;
    slot slots[REPLAY_SLOTS];
    world w;
    const replay_scenario *sc;
    uint32_t now;     /* relative to sc->t0 */
    uint32_t fnv;     /* digest of this scenario's decision lines */
    int verdict;
    char buf[512];
    size_t len;
    uint32_t out_fnv; /* digest of everything written */
    uint32_t out_bytes;
} replay;

static replay R; /* the program's state (not the library's) */

#define FNV_OFFSET 2166136261u
#define FNV_PRIME 16777619u

static uint32_t fnv(uint32_t h, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * FNV_PRIME;
    return h;
}

static void flush(void)
{
    if (R.len > 0u) emb_write(R.buf, R.len);
    R.len = 0;
}

/* One output line; counted in the scenario digest unless `meta`. */
static void line(const char *s, size_t n, int meta)
{
    if (!meta) R.fnv = fnv(R.fnv, s, n);
    R.out_fnv = fnv(R.out_fnv, s, n);
    R.out_bytes += (uint32_t)n;
    if (R.len + n > sizeof R.buf) flush();
    while (n > sizeof R.buf) { /* never with the lines below */
        emb_write(s, sizeof R.buf);
        s += sizeof R.buf;
        n -= sizeof R.buf;
    }
    {
        size_t i;
        for (i = 0; i < n; i++) R.buf[R.len + i] = s[i];
        R.len += n;
    }
}

static char *rel(char *p, uint32_t abs_ms)
{
    *p++ = '+';
    return emb_u32(p, abs_ms - R.sc->t0);
}

static char *kv(char *p, const char *k, uint32_t v)
{
    *p++ = ' ';
    p = emb_str(p, k);
    *p++ = '=';
    return emb_u32(p, v);
}

static char *word(char *p, const char *w)
{
    *p++ = ' ';
    return emb_str(p, w);
}

static char *ks(char *p, const char *k, const char *v)
{
    *p++ = ' ';
    p = emb_str(p, k);
    *p++ = '=';
    return emb_str(p, v);
}

static void fail(const char *what, uint32_t num)
{
    char b[160];
    char *p = emb_str(b, "CHECK FAILED at ");
    p = emb_u32(p, R.now);
    p = emb_str(p, " task ");
    p = emb_u32(p, num);
    p = emb_str(p, ": ");
    p = emb_str(p, what);
    *p++ = '\n';
    line(b, (size_t)(p - b), 0);
    R.verdict = EMB_EXIT_CHECK;
}

static void on_event(void *user, const resil_event *ev)
{
    char b[160];
    char *p = b;
    (void)user;
    p = emb_str(p, "  ev ");
    p = rel(p, ev->now_ms);
    p = word(p, resil_event_name(ev->type));
    if (ev->endpoint != RESIL_NO_ENDPOINT) p = kv(p, "ep", ev->endpoint);
    p = kv(p, "task", ev->task_id);
    if (ev->type == RESIL_EV_BREAKER) {
        p = ks(p, "from", resil_breaker_state_name(ev->from));
        p = ks(p, "to", resil_breaker_state_name(ev->to));
    } else if (ev->type == RESIL_EV_FALLBACK) {
        p = kv(p, "to", ev->to);
    }
    p = ks(p, "cls", resil_class_name(ev->cls));
    p = ks(p, "reason", resil_reason_name(ev->reason));
    p = kv(p, "att", ev->attempt);
    p = kv(p, "ms", ev->value_ms);
    *p++ = '\n';
    line(b, (size_t)(p - b), 0);
}

static void print_decision(const slot *s, const resil_decision *d, int rc)
{
    char b[160];
    char *p = b;
    p = emb_u32(emb_str(p, "+"), R.now);
    p = kv(p, "task", s->num);
    p = word(p, resil_decision_name(d->kind));
    if (rc != RESIL_OK) p = ks(p, "rc", resil_result_str(rc));
    switch (d->kind) {
    case RESIL_DECIDE_TRY:
        p = kv(p, "ep", d->endpoint);
        p = kv(p, "step", d->step);
        p = kv(p, "att", d->attempt);
        p = kv(p, "flags", d->flags);
        *p++ = ' ';
        p = rel(emb_str(p, "deadline="), d->deadline_ms);
        break;
    case RESIL_DECIDE_WAIT:
    case RESIL_DECIDE_RESTART:
        *p++ = ' ';
        p = rel(emb_str(p, "at="), d->at_ms);
        p = ks(p, "cls", resil_class_name(d->cls));
        break;
    default:
        p = ks(p, "cls", resil_class_name(d->cls));
        break;
    }
    p = ks(p, "reason", resil_reason_name(d->reason));
    *p++ = '\n';
    line(b, (size_t)(p - b), 0);
}

static uint32_t abs_now(void)
{
    return R.sc->t0 + R.now;
}

/* A relative time `t` later than now, 0 < t - now < 2^31. */
static int later(uint32_t t)
{
    return resil_time_after(t, R.now);
}

/* The world answers a call to endpoint `ep` started now. */
static void start_call(slot *s, const resil_decision *d)
{
    uint32_t ep = d->endpoint < 2u ? d->endpoint : 1u;
    uint32_t lat = R.w.latency[ep];
    uint32_t draw = replay_rng(&R.w.rng) % 100u;
    uint32_t deadline = d->deadline_ms - R.sc->t0;
    s->ok = (uint8_t)(R.w.mode[ep] == REPLAY_UP || draw >= R.w.pct[ep]);
    s->mode = R.w.mode[ep];
    if (!s->ok && s->mode == REPLAY_HANG) lat = deadline - R.now;
    if (!later(deadline) || (deadline - R.now) < lat) lat = deadline - R.now;
    s->busy = IN_FLIGHT;
    s->ep = (uint8_t)ep;
    s->started = R.now;
    s->wake = R.now + lat;
}

static void apply(slot *s, const resil_decision *d, int rc)
{
    print_decision(s, d, rc);
    if (rc != RESIL_OK) {
        fail("resil call returned an error", s->num);
        s->busy = FREE;
        return;
    }
    switch (d->kind) {
    case RESIL_DECIDE_TRY: {
        const resil_chain_desc *c = &R.eng.desc.chains[s->task.desc.chain];
        uint32_t i, in_chain = 0;
        for (i = 0; i < c->step_count; i++)
            if (c->steps[i] == d->endpoint) in_chain = 1;
        if (!in_chain) fail("TRY of an endpoint outside the chain", s->num);
        if (!resil_time_after(d->deadline_ms, abs_now()))
            fail("TRY whose deadline is not in the future", s->num);
        if (d->endpoint < 2u && s->has_nb[d->endpoint] &&
            later(s->not_before[d->endpoint]))
            fail("TRY before the server's Retry-After", s->num);
        start_call(s, d);
        break;
    }
    case RESIL_DECIDE_WAIT:
        if (!resil_time_reached(d->at_ms, abs_now()) ||
            d->at_ms - abs_now() > RESIL_MAX_INTERVAL_MS * 2u)
            fail("WAIT into the past or beyond the horizon", s->num);
        s->busy = WAITING;
        s->wake = d->at_ms - R.sc->t0;
        if (s->wake == R.now) s->wake = R.now + 1u; /* progress */
        break;
    case RESIL_DECIDE_NONE:
        fail("NONE decision", s->num);
        s->busy = FREE;
        break;
    default: /* DONE, DEGRADED, FAIL, CANCELLED, RESTART: the task ends */
        s->busy = FREE;
        break;
    }
}

static void finish_call(slot *s)
{
    resil_decision d;
    int rc;
    uint32_t ep = s->ep;
    if (s->ok) {
        resil_outcome o;
        o.ok = 1;
        o.cls = 0;
        o.status = 200;
        o.retry_after_ms = 0;
        o.latency_ms = R.now - s->started;
        o.rate = NULL; /* no rate headers (section 9) */
        rc = PROBE(resil_report(&R.eng, &s->task, abs_now(), &o, &d));
    } else if (s->mode == REPLAY_HANG) {
        resil_outcome o;
        o.ok = 0;
        o.cls = RESIL_CLASS_TIMEOUT;
        o.status = 0;
        o.retry_after_ms = 0;
        o.latency_ms = R.now - s->started;
        o.rate = NULL; /* no rate headers (section 9) */
        rc = PROBE(resil_report(&R.eng, &s->task, abs_now(), &o, &d));
    } else {
        const char *text = "";
        uint32_t ra = 0;
        size_t n = 0;
        uint8_t cls = RESIL_CLASS_UNKNOWN;
#define REPLAY__X(mode_, cls_, msg, retry_after)                              \
    if (s->mode == (mode_)) {                                                 \
        text = msg;                                                           \
        n = sizeof msg - 1u;                                                  \
        cls = cls_;                                                           \
        ra = retry_after;                                                     \
    }
        REPLAY_TEXTS(REPLAY__X)
#undef REPLAY__X
        if (ra != 0u) {
            s->has_nb[ep] = 1;
            s->not_before[ep] = R.now + ra;
        }
#if REPLAY_USE_TEXT
        (void)cls;
        rc = PROBE(resil_report_text(&R.eng, &s->task, abs_now(), text, n, NULL, &d));
#else
        {
            resil_outcome o;
            (void)text;
            (void)n;
            o.ok = 0;
            o.cls = cls;
            o.status = 0;
            o.retry_after_ms = ra;
            o.latency_ms = R.now - s->started;
            o.rate = NULL; /* no rate headers (section 9) */
            rc = PROBE(resil_report(&R.eng, &s->task, abs_now(), &o, &d));
        }
#endif
    }
    apply(s, &d, rc);
}

/* Start a task (a new arrival, or a restart popped from the queue). */
static void start_task(const resil_task_desc *td, const char *why)
{
    slot *s = NULL;
    uint32_t i;
    resil_decision d;
    int rc;
    for (i = 0; i < REPLAY_SLOTS && s == NULL; i++)
        if (R.slots[i].busy == FREE) s = &R.slots[i];
    if (s == NULL) {
        char b[80];
        char *p = emb_u32(emb_str(b, "+"), R.now);
        p = kv(p, "task", td->id);
        p = emb_str(p, " dropped: every slot busy\n");
        line(b, (size_t)(p - b), 0);
        return;
    }
    if (why != NULL) {
        char b[80];
        char *p = emb_u32(emb_str(b, "+"), R.now);
        p = kv(p, "task", td->id);
        p = word(p, why);
        p = kv(p, "restarts", td->restarts);
        *p++ = '\n';
        line(b, (size_t)(p - b), 0);
    }
    s->num = td->id;
    s->has_nb[0] = s->has_nb[1] = 0;
    rc = PROBE(resil_task_start(&R.eng, &s->task, td, abs_now()));
    if (rc != RESIL_OK) {
        fail("resil_task_start failed", td->id);
        return;
    }
    rc = PROBE(resil_next(&R.eng, &s->task, abs_now(), &d));
    apply(s, &d, rc);
}

static void arrive(uint32_t num, uint8_t op)
{
    uint32_t i;
    resil_task_desc td;
    {
        unsigned char *z = (unsigned char *)&td;
        for (i = 0; i < sizeof td; i++) z[i] = 0;
    }
    td.id = num;
    td.op_id = num;
    td.op = op;
    td.timeout_ms = 900000u;
    start_task(&td, NULL);
}

static void cancel(uint32_t num)
{
    uint32_t i;
    for (i = 0; i < REPLAY_SLOTS; i++) {
        slot *s = &R.slots[i];
        if (s->busy != FREE && s->num == num) {
            resil_decision d;
            int rc = PROBE(resil_cancel(&R.eng, &s->task, abs_now(), &d));
            apply(s, &d, rc);
            if (d.kind != RESIL_DECIDE_CANCELLED) fail("cancel did not stop the task", num);
            s->busy = FREE;
            return;
        }
    }
    {
        char b[64];
        char *p = emb_u32(emb_str(b, "+"), R.now);
        p = kv(p, "task", num);
        p = emb_str(p, " cancel: already finished\n");
        line(b, (size_t)(p - b), 0);
    }
}

static void summary(void)
{
    resil_counters c;
    char b[256];
    char *p = b;
    if (resil_engine_counters(&R.eng, &c) != RESIL_OK) {
        fail("resil_engine_counters failed", 0);
        return;
    }
    p = emb_str(p, "counters:");
    p = kv(p, "attempts", c.attempts);
    p = kv(p, "successes", c.successes);
    p = kv(p, "failures", c.failures);
    p = kv(p, "retries", c.retries);
    p = kv(p, "breaker_opens", c.breaker_opens);
    p = kv(p, "fallbacks", c.fallbacks);
    p = kv(p, "degraded", c.degraded);
    p = kv(p, "budget_refusals", c.budget_refusals);
    p = kv(p, "tasks_succeeded", c.tasks_succeeded);
    p = kv(p, "tasks_failed", c.tasks_failed);
    p = kv(p, "tasks_cancelled", c.tasks_cancelled);
    *p++ = '\n';
    line(b, (size_t)(p - b), 0);
}

static uint32_t run(const replay_scenario *sc)
{
    uint32_t i = 0, steps = 0, end_at = 0;
    int ended = 0;
    resil_desc desc;
    char b[160];
    char *p;

    R.sc = sc;
    R.now = 0;
    R.fnv = FNV_OFFSET;
    R.w.rng = sc->seed ^ 0x5eedu;
    R.w.mode[0] = R.w.mode[1] = REPLAY_UP;
    R.w.pct[0] = R.w.pct[1] = 100;
    R.w.latency[0] = R.w.latency[1] = 100;
    for (i = 0; i < REPLAY_SLOTS; i++) R.slots[i].busy = FREE;
    {
        unsigned char *z = (unsigned char *)&desc;
        for (i = 0; i < sizeof desc; i++) z[i] = 0;
    }
    desc.endpoint_count = 2;
    desc.chain_count = 1;
    desc.chains[0].steps[0] = 0;
    desc.chains[0].steps[1] = 1;
    desc.chains[0].step_count = 2;
    desc.chains[0].degraded = sc->degraded;
    desc.seed = sc->seed;
    desc.on_event = on_event;

    p = emb_str(b, "== scenario: ");
    p = emb_str(p, sc->name);
    p = emb_str(p, ", tick starts at 0x");
    p = emb_hex32(p, sc->t0);
    *p++ = '\n';
    line(b, (size_t)(p - b), 1);
    if (PROBE(resil_engine_init(&R.eng, &desc)) != RESIL_OK) {
        fail("resil_engine_init failed", 0);
        return R.fnv;
    }

    i = 0;
    for (;;) {
        uint32_t next = 0, have = 0, k;
        if (++steps > REPLAY_MAX_STEPS) {
            fail("the run does not end", 0);
            break;
        }
        /* the earliest of: the next record, a slot's wake-up */
        if (i < sc->count) {
            next = sc->recs[i].at;
            have = 1;
        }
        for (k = 0; k < REPLAY_SLOTS; k++) {
            const slot *s = &R.slots[k];
            if (s->busy != FREE && (!have || resil_time_after(next, s->wake))) {
                next = s->wake;
                have = 1;
            }
        }
#ifdef RESIL_RESTARTQ_CAPACITY
        { /* the restart queue (section 8): a task due to start again */
            uint32_t at;
            if (resil_restartq_next_at(&R.eng, &at) == RESIL_OK) {
                at -= sc->t0;
                if (!later(at)) at = R.now;
                if (!have || resil_time_after(next, at)) {
                    next = at;
                    have = 1;
                }
            }
        }
#endif
        if (!have) break;
        if (ended && resil_time_after(next, end_at)) {
            fail("tasks still running when the drain time ran out", 0);
            break;
        }
        R.now = next;
        while (i < sc->count && sc->recs[i].at == R.now) {
            const replay_rec *r = &sc->recs[i++];
            switch (r->kind) {
            case REPLAY_ARRIVE:
                arrive(r->v, r->a);
                break;
            case REPLAY_WORLD:
                R.w.mode[r->a & 1u] = r->b;
                R.w.pct[r->a & 1u] = r->c;
                R.w.latency[r->a & 1u] = r->v;
                p = emb_u32(emb_str(b, "+"), R.now);
                p = kv(p, "world ep", r->a);
                p = kv(p, "mode", r->b);
                p = kv(p, "pct", r->c);
                p = kv(p, "latency", r->v);
                *p++ = '\n';
                line(b, (size_t)(p - b), 0);
                break;
            case REPLAY_CANCEL:
                cancel(r->v);
                break;
            default: /* REPLAY_END */
                ended = 1;
                end_at = R.now + r->v;
                break;
            }
        }
#ifdef RESIL_RESTARTQ_CAPACITY
        {
            resil_task_desc td;
            while (PROBE(resil_restartq_due(&R.eng, abs_now(), &td)) == RESIL_OK)
                start_task(&td, "restart");
        }
#endif
        for (k = 0; k < REPLAY_SLOTS; k++) {
            slot *s = &R.slots[k];
            if (s->busy == FREE || s->wake != R.now) continue;
            if (s->busy == IN_FLIGHT) {
                finish_call(s);
            } else {
                resil_decision d;
                int rc = PROBE(resil_next(&R.eng, &s->task, abs_now(), &d));
                apply(s, &d, rc);
            }
        }
    }
    summary();
    p = emb_str(b, "== end: decisions fnv1a ");
    p = emb_hex32(p, R.fnv);
    *p++ = '\n';
    line(b, (size_t)(p - b), 1);
    return R.fnv;
}

int emb_main(void)
{
    uint32_t digest[REPLAY_SCENARIO_COUNT];
    uint32_t k;
    char b[64];
    char *p;
    R.verdict = EMB_EXIT_OK;
    R.out_fnv = FNV_OFFSET;
    R.out_bytes = 0;
    for (k = 0; k < REPLAY_SCENARIO_COUNT; k++) {
        const replay_scenario *sc = &replay_scenarios[k];
        digest[k] = run(sc);
        if (sc->same_as < k && digest[k] != digest[sc->same_as]) {
            p = emb_str(b, "CHECK FAILED: decisions differ from scenario ");
            p = emb_u32(p, sc->same_as);
            *p++ = '\n';
            line(b, (size_t)(p - b), 1);
            R.verdict = EMB_EXIT_CHECK;
        }
    }
    p = emb_str(b, R.verdict == EMB_EXIT_OK ? "verdict: ok\n" : "verdict: FAILED\n");
    line(b, (size_t)(p - b), 1);
    flush();
    p = emb_str(b, "replay: output fnv1a ");
    p = emb_hex32(p, R.out_fnv);
    p = emb_u32(emb_str(p, " bytes "), R.out_bytes);
    p = emb_str(p, "\n");
    *p = '\0';
    emb_note(b);
#ifdef REPLAY_EXPECT
    if (R.verdict == EMB_EXIT_OK &&
        (R.out_fnv != REPLAY_EXPECT_FNV || R.out_bytes != REPLAY_EXPECT_BYTES))
        return EMB_EXIT_DIGEST;
#endif
    return R.verdict;
}
