/* decide.c - the decision-cost paths: one report-outcome-and-decide (or
   next) call each, from a state prepared once and restored by a plain
   struct copy before every call, so every measured call does exactly the
   same work. The engine runs at its defaults with three endpoints in one
   chain (0 -> 1 -> 2); no event callback. */
#include <string.h>
#include "resil.h"
#include "bench.h"

#if defined(__GNUC__) || defined(__clang__)
#define BARRIER() __asm__ __volatile__("" ::: "memory")
#else
#define BARRIER() ((void)0)
#endif

enum {
#define P_ENUM(name, call, what) P_##name,
    BENCH_PATHS(P_ENUM)
#undef P_ENUM
    P__COUNT
};

static const char *const p_names[] = {
#define P_STR(name, call, what) #name,
    BENCH_PATHS(P_STR)
#undef P_STR
};
static const char *const p_calls[] = {
#define P_STR(name, call, what) call,
    BENCH_PATHS(P_STR)
#undef P_STR
};
static const char *const p_whats[] = {
#define P_STR(name, call, what) what,
    BENCH_PATHS(P_STR)
#undef P_STR
};

int bench_path_count(void) { return P__COUNT; }
const char *bench_path_name(int i) { return p_names[i]; }
const char *bench_path_call(int i) { return p_calls[i]; }
const char *bench_path_what(int i) { return p_whats[i]; }

int bench_path_find(const char *name)
{
    int i;
    for (i = 0; i < P__COUNT; i++)
        if (strcmp(name, p_names[i]) == 0) return i;
    return -1;
}

/* the prepared state, and the copy each measured call works on */
static resil_engine tmpl_e, work_e;
static resil_task tmpl_t, work_t;
static resil_outcome tmpl_o;
static uint32_t tmpl_now;
static resil_decision out_d;

static int engine_init(resil_engine *e)
{
    resil_desc d;
    memset(&d, 0, sizeof d);
    d.endpoint_count = 3;
    d.chains[0].steps[0] = 0;
    d.chains[0].steps[1] = 1;
    d.chains[0].steps[2] = 2;
    d.chains[0].step_count = 3;
    d.seed = 12345;
    return resil_engine_init(e, &d);
}

static int start_try(resil_engine *e, resil_task *t, uint32_t now, resil_decision *d)
{
    resil_task_desc td;
    memset(&td, 0, sizeof td);
    td.id = 1;
    td.op = RESIL_OP_LLM;
    if (resil_task_start(e, t, &td, now) != RESIL_OK) return -1;
    return resil_next(e, t, now, d) == RESIL_OK && d->kind == RESIL_DECIDE_TRY ? 0 : -1;
}

static resil_outcome failure(int cls)
{
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.cls = (uint8_t)cls;
    return o;
}

int bench_path_prepare(int i)
{
    resil_decision d;
    resil_outcome ok;
    uint32_t now = 1000;
    int k;
    memset(&ok, 0, sizeof ok);
    ok.ok = 1;
    if (engine_init(&tmpl_e) != RESIL_OK) return -1;
    switch (i) {
    case P_success:
    case P_retry:
    case P_fallback:
        if (start_try(&tmpl_e, &tmpl_t, now, &d)) return -1;
        tmpl_o = i == P_success ? ok : failure(i == P_retry ? RESIL_CLASS_NETWORK
                                                            : RESIL_CLASS_AUTH);
        tmpl_now = now + 200;
        return 0;
    case P_breaker:
        /* five counted failures on the primary open its breaker */
        for (k = 0; k < 5; k++) {
            if (start_try(&tmpl_e, &tmpl_t, now, &d)) return -1;
            tmpl_o = failure(RESIL_CLASS_SERVER);
            if (resil_report(&tmpl_e, &tmpl_t, now + 100, &tmpl_o, &d) != RESIL_OK) return -1;
            if (resil_report(&tmpl_e, &tmpl_t, now + 200, &ok, &d) != RESIL_OK) return -1;
            now += 1000;
        }
        if (resil_breaker_state_at(&tmpl_e, 0, now) != RESIL_BREAKER_OPEN) return -1;
        {
            resil_task_desc td;
            memset(&td, 0, sizeof td);
            td.id = 2;
            td.op = RESIL_OP_LLM;
            if (resil_task_start(&tmpl_e, &tmpl_t, &td, now) != RESIL_OK) return -1;
        }
        tmpl_now = now + 10;
        return 0;
    case P_budget:
        /* one retry then a success per task: the bucket drains by about a
           token per task, the breaker never trips (a success resets it) */
        for (k = 0; k < 100; k++) {
            resil_engine se;
            resil_task st;
            resil_counters c0, c1;
            if (start_try(&tmpl_e, &tmpl_t, now, &d)) return -1;
            se = tmpl_e;
            st = tmpl_t;
            tmpl_o = failure(RESIL_CLASS_NETWORK);
            resil_engine_counters(&tmpl_e, &c0);
            if (resil_report(&tmpl_e, &tmpl_t, now + 100, &tmpl_o, &d) != RESIL_OK) return -1;
            resil_engine_counters(&tmpl_e, &c1);
            if (c1.budget_refusals != c0.budget_refusals) {
                tmpl_e = se;
                tmpl_t = st;
                tmpl_now = now + 100;
                return 0;
            }
            if (d.kind != RESIL_DECIDE_WAIT) return -1;
            now = d.at_ms;
            if (resil_next(&tmpl_e, &tmpl_t, now, &d) != RESIL_OK) return -1;
            if (resil_report(&tmpl_e, &tmpl_t, now + 100, &ok, &d) != RESIL_OK) return -1;
            now += 200;
        }
        return -1;
    default:
        return -1;
    }
}

void bench_path_run(int i, unsigned long reps)
{
    unsigned long r;
    if (i == P_breaker) {
        for (r = 0; r < reps; r++) {
            work_e = tmpl_e;
            work_t = tmpl_t;
            BARRIER();
            resil_next(&work_e, &work_t, tmpl_now, &out_d);
        }
    } else {
        for (r = 0; r < reps; r++) {
            work_e = tmpl_e;
            work_t = tmpl_t;
            BARRIER();
            resil_report(&work_e, &work_t, tmpl_now, &tmpl_o, &out_d);
        }
    }
}

void bench_path_copy_only(unsigned long reps)
{
    unsigned long r;
    for (r = 0; r < reps; r++) {
        work_e = tmpl_e;
        work_t = tmpl_t;
        BARRIER();
    }
}

const char *bench_path_check(int i)
{
    bench_path_run(i, 1);
    switch (i) {
    case P_success:
        return out_d.kind == RESIL_DECIDE_DONE ? NULL : "expected DONE";
    case P_retry:
        return out_d.kind == RESIL_DECIDE_WAIT ? NULL : "expected WAIT";
    case P_breaker:
    case P_fallback:
    case P_budget:
        return out_d.kind == RESIL_DECIDE_TRY && out_d.endpoint == 1 ? NULL
                                                                     : "expected TRY on endpoint 1";
    default:
        return "unknown path";
    }
}
