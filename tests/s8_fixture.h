/* s8_fixture.h - shared fixture of the section 8 tests (health monitor,
   restart queue, alerts, metrics, snapshot). At most 2 endpoints and
   RESIL_RESTARTQ_CAPACITY queue slots are assumed, so the tests also run
   with the tiny capacities. Every tick is written T(ms). */
#ifndef S8_FIXTURE_H
#define S8_FIXTURE_H
#include "resil.h"
#include "rt.h"

#include <string.h>

#define S8_MAX_EVENTS 1024
typedef struct s8_recorder {
    resil_event ev[S8_MAX_EVENTS];
    int n;
} s8_recorder;

static inline void s8_record(void *user, const resil_event *ev)
{
    s8_recorder *r = (s8_recorder *)user;
    if (r->n < S8_MAX_EVENTS) r->ev[r->n++] = *ev;
}

/* events of `type` (and, if ep >= 0, about endpoint ep) */
static inline int s8_count(const s8_recorder *r, int type, int ep)
{
    int i, n = 0;
    for (i = 0; i < r->n; i++)
        n += r->ev[i].type == type && (ep < 0 || r->ev[i].endpoint == ep);
    return n;
}

/* the last event of `type`, or an all-zero one (type NONE) */
static inline const resil_event *s8_last(const s8_recorder *r, int type)
{
    static const resil_event none;
    int i;
    for (i = r->n - 1; i >= 0; i--)
        if (r->ev[i].type == type) return &r->ev[i];
    return &none;
}

/* A zeroed desc with `endpoints` endpoints (chain 0 = all, in order), a
   fixed seed and, if r is not NULL, an event recorder. */
static inline void s8_desc(resil_desc *d, int endpoints, s8_recorder *r)
{
    memset(d, 0, sizeof *d);
    d->endpoint_count = (uint8_t)endpoints;
    d->seed = 7;
    /* exact restart delays, so tests can state them; the jitter has its
       own test (restart_delays_are_jittered_within_20_percent) */
#ifndef RESIL_NO_RESTARTQ
    d->restart.jitter_pct = RESIL_PCT_NONE;
#endif
    if (r) {
        memset(r, 0, sizeof *r);
        d->on_event = s8_record;
        d->event_user = r;
    }
}

static inline resil_outcome s8_fail(int cls)
{
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.cls = (uint8_t)cls;
    return o;
}

static inline resil_outcome s8_ok(uint32_t latency_ms)
{
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.ok = 1;
    o.latency_ms = latency_ms;
    return o;
}

#ifndef RESIL_NO_HEALTH
static inline void s8_ping(resil_engine *e, uint32_t ep, uint32_t now, int ok)
{
    resil_outcome o = ok ? s8_ok(0) : s8_fail(RESIL_CLASS_NETWORK);
    RT_EQ(resil_health_ping(e, ep, now, &o), RESIL_OK);
}
#endif

/* Start a task with id `id` and ask for its first decision. */
static inline void s8_start(resil_engine *e, resil_task *t, uint32_t id,
                            uint32_t now, resil_decision *d)
{
    resil_task_desc td;
    memset(&td, 0, sizeof td);
    td.id = id;
    td.op_id = 1000u + id;
    RT_EQ(resil_task_start(e, t, &td, now), RESIL_OK);
    RT_EQ(resil_next(e, t, now, d), RESIL_OK);
}

/* Report failures of class `cls` (waiting out every WAIT) until the task
   gets a decision other than TRY/WAIT; returns the time then. */
static inline uint32_t s8_fail_until_final(resil_engine *e, resil_task *t,
                                           uint32_t now, int cls,
                                           resil_decision *d)
{
    resil_outcome o = s8_fail(cls);
    int guard = 0;
    while ((d->kind == RESIL_DECIDE_TRY || d->kind == RESIL_DECIDE_WAIT) &&
           guard++ < 1000) {
        if (d->kind == RESIL_DECIDE_WAIT) {
            now = d->at_ms;
            RT_EQ(resil_next(e, t, now, d), RESIL_OK);
        } else {
            now += 10u;
            RT_EQ(resil_report(e, t, now, &o, d), RESIL_OK);
        }
    }
    return now;
}
#endif
