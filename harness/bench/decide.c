/* decide.c - the decision-cost paths: one report-outcome-and-decide (or
   next) call each, from a state prepared once and restored by a plain
   struct copy before every call, so every measured call does exactly the
   same work. The engine runs at its defaults with three endpoints in one
   chain (0 -> 1 -> 2), or the same with limit.mode OFF (mode 1); no event
   callback. */
#include <string.h>
#include "resil.h"
#include "bench.h"

#if defined(__GNUC__) || defined(__clang__)
#define BARRIER() __asm__ __volatile__("" ::: "memory")
#else
#define BARRIER() ((void)0)
#endif

enum {
#define P_ENUM(name, call, off, what) P_##name,
    BENCH_PATHS(P_ENUM)
#undef P_ENUM
    P__COUNT
};

/* the functions measured */
enum { C_resil_report, C_resil_report_rate, C_resil_next, C_resil_rate_header };

#define P_ROW(name, call, off, what) {#name, #call, what, C_##call, off},
static const struct {
    const char *name, *call, *what;
    int fn, off;
} p_rows[] = {BENCH_PATHS(P_ROW)};
#undef P_ROW

int bench_path_count(void) { return P__COUNT; }
const char *bench_path_name(int i) { return p_rows[i].name; }
const char *bench_path_call(int i) { return p_rows[i].call; }
const char *bench_path_what(int i) { return p_rows[i].what; }
int bench_path_has_off(int i) { return p_rows[i].off; }

int bench_path_find(const char *name)
{
    int i;
    for (i = 0; i < P__COUNT; i++)
        if (strcmp(name, p_rows[i].name) == 0) return i;
    return -1;
}

/* the prepared state, and the copy each measured call works on */
static resil_engine tmpl_e, work_e;
static resil_task tmpl_t, work_t;
static resil_outcome tmpl_o;
static resil_rate_info tmpl_ri, work_ri;
static uint32_t tmpl_now;
static resil_decision out_d;
static int out_rc;

/* OpenAI-style rate headers of one response (rate_ok), and the line the
   header path parses */
static const char *const rate_lines[][2] = {
    {"x-ratelimit-limit-requests", "5000"},
    {"x-ratelimit-remaining-requests", "4999"},
    {"x-ratelimit-reset-requests", "12ms"},
    {"x-ratelimit-limit-tokens", "160000"},
    {"x-ratelimit-remaining-tokens", "159000"},
    {"x-ratelimit-reset-tokens", "375ms"},
};
static const char hdr_name[] = "x-ratelimit-reset-tokens", hdr_value[] = "6m0s";

/* mode 0: defaults; 1: limit.mode OFF. rpm: requests per minute
   configured on every endpoint (0: learned, the default). */
static int engine_init(resil_engine *e, int mode, uint16_t rpm)
{
    resil_desc d;
    int k;
    memset(&d, 0, sizeof d);
    d.endpoint_count = 3;
    d.chains[0].steps[0] = 0;
    d.chains[0].steps[1] = 1;
    d.chains[0].steps[2] = 2;
    d.chains[0].step_count = 3;
    d.seed = 12345;
    if (mode) d.limit.mode = RESIL_LIMIT_OFF;
    for (k = 0; k < 3; k++) d.endpoints[k].rpm = rpm;
    return resil_engine_init(e, &d);
}

static int start_task(resil_engine *e, resil_task *t, uint32_t id, uint32_t now)
{
    resil_task_desc td;
    memset(&td, 0, sizeof td);
    td.id = id;
    td.op = RESIL_OP_LLM;
    return resil_task_start(e, t, &td, now) == RESIL_OK ? 0 : -1;
}

static int start_try(resil_engine *e, resil_task *t, uint32_t now, resil_decision *d)
{
    if (start_task(e, t, 1, now)) return -1;
    return resil_next(e, t, now, d) == RESIL_OK && d->kind == RESIL_DECIDE_TRY ? 0 : -1;
}

static resil_outcome failure(int cls)
{
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.cls = (uint8_t)cls;
    return o;
}

/* New tasks at one instant, each told TRY and left in flight, until one is
   told to WAIT: the state just before that task's resil_next is kept. */
static int fill_until_wait(uint32_t now)
{
    uint32_t k;
    for (k = 1; k <= 200; k++) {
        resil_engine se;
        resil_task st;
        resil_decision d;
        if (start_task(&tmpl_e, &tmpl_t, k, now)) return -1;
        se = tmpl_e;
        st = tmpl_t;
        if (resil_next(&tmpl_e, &tmpl_t, now, &d) != RESIL_OK) return -1;
        if (d.kind == RESIL_DECIDE_WAIT) {
            tmpl_e = se;
            tmpl_t = st;
            tmpl_now = now;
            return 0;
        }
        if (d.kind != RESIL_DECIDE_TRY) return -1;
    }
    return -1;
}

int bench_path_prepare(int i, int mode)
{
    resil_decision d;
    resil_outcome ok;
    uint32_t now = 1000;
    int k;
    memset(&ok, 0, sizeof ok);
    ok.ok = 1;
    memset(&tmpl_ri, 0, sizeof tmpl_ri);
    if (mode && !p_rows[i].off) return -1;
    if (engine_init(&tmpl_e, mode, i == P_rate ? 60u : 0u) != RESIL_OK) return -1;
    switch (i) {
    case P_success:
    case P_retry:
    case P_fallback:
    case P_rate_ok:
        if (start_try(&tmpl_e, &tmpl_t, now, &d)) return -1;
        tmpl_o = i == P_success || i == P_rate_ok
                     ? ok
                     : failure(i == P_retry ? RESIL_CLASS_NETWORK : RESIL_CLASS_AUTH);
        for (k = 0; i == P_rate_ok && k < (int)(sizeof rate_lines / sizeof rate_lines[0]); k++)
            if (resil_rate_header(&tmpl_ri, rate_lines[k][0], strlen(rate_lines[k][0]),
                                  rate_lines[k][1], strlen(rate_lines[k][1]), 0) != RESIL_OK)
                return -1;
        tmpl_now = now + 200;
        return 0;
    case P_admit:
        if (start_task(&tmpl_e, &tmpl_t, 1, now)) return -1;
        tmpl_now = now + 10;
        return 0;
    case P_limit:
    case P_rate:
        return fill_until_wait(now);
    case P_header:
        tmpl_now = 0;
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
        if (start_task(&tmpl_e, &tmpl_t, 2, now)) return -1;
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
    int rc = 0;
    /* one loop per measured function, each restoring the same state */
#define RUN(call)                                                              \
    for (r = 0; r < reps; r++) {                                               \
        work_e = tmpl_e;                                                       \
        work_t = tmpl_t;                                                       \
        work_ri = tmpl_ri;                                                     \
        BARRIER();                                                             \
        rc = call;                                                             \
    }
    switch (p_rows[i].fn) {
    case C_resil_next:
        RUN(resil_next(&work_e, &work_t, tmpl_now, &out_d));
        break;
    case C_resil_report:
        RUN(resil_report(&work_e, &work_t, tmpl_now, &tmpl_o, &out_d));
        break;
    case C_resil_report_rate:
        RUN(resil_report_rate(&work_e, &work_t, tmpl_now, &tmpl_o, &tmpl_ri, &out_d));
        break;
    case C_resil_rate_header:
        RUN(resil_rate_header(&work_ri, hdr_name, sizeof hdr_name - 1u, hdr_value,
                              sizeof hdr_value - 1u, 0));
        break;
    default:
        break;
    }
#undef RUN
    out_rc = rc;
}

void bench_path_copy_only(unsigned long reps)
{
    unsigned long r;
    for (r = 0; r < reps; r++) {
        work_e = tmpl_e;
        work_t = tmpl_t;
        work_ri = tmpl_ri;
        BARRIER();
    }
}

const char *bench_path_check(int i)
{
    bench_path_run(i, 1);
    if (out_rc != RESIL_OK) return "the call failed";
    switch (i) {
    case P_success:
    case P_rate_ok:
        return out_d.kind == RESIL_DECIDE_DONE ? NULL : "expected DONE";
    case P_admit:
        return out_d.kind == RESIL_DECIDE_TRY && out_d.endpoint == 0 ? NULL
                                                                     : "expected TRY on endpoint 0";
    case P_retry:
        return out_d.kind == RESIL_DECIDE_WAIT ? NULL : "expected WAIT";
    case P_limit:
        return out_d.kind == RESIL_DECIDE_WAIT && out_d.reason == RESIL_REASON_LIMIT
                   ? NULL
                   : "expected WAIT, reason limit";
    case P_rate:
        return out_d.kind == RESIL_DECIDE_WAIT && out_d.reason == RESIL_REASON_RATE
                   ? NULL
                   : "expected WAIT, reason rate";
    case P_header:
        return (work_ri.flags & RESIL_RATE_F_RESET_TOKENS) && work_ri.reset_tokens_ms == 360000u
                   ? NULL
                   : "expected reset_tokens_ms 360000";
    case P_breaker:
    case P_fallback:
    case P_budget:
        return out_d.kind == RESIL_DECIDE_TRY && out_d.endpoint == 1 ? NULL
                                                                     : "expected TRY on endpoint 1";
    default:
        return "unknown path";
    }
}
