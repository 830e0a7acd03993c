/* test_core.c - the core engine: tables, time, backoff, configuration,
   breakers, chains, budgets, deadlines, compaction, cancellation, events,
   bad input. Every tick is written T(ms) so the timed tests rerun with the
   clock just before the 32-bit wrap. At most 2 endpoints and 2 steps, so
   the same tests run with the tiny capacities. */
#include "resil.h"
#include "rt.h"

#include <string.h>

/* -- fixture ----------------------------------------------------------- */

#define MAX_EVENTS 512
typedef struct recorder {
    resil_event ev[MAX_EVENTS];
    int n;
} recorder;

static void record(void *user, const resil_event *ev)
{
    recorder *r = (recorder *)user;
    if (r->n < MAX_EVENTS) r->ev[r->n++] = *ev;
}

#ifndef RESIL_NO_COUNTERS
static resil_counters totals(const resil_engine *e)
{
    resil_counters c;
    RT_EQ(resil_engine_counters(e, &c), RESIL_OK);
    return c;
}
#endif /* RESIL_NO_COUNTERS */

static int count_events(const recorder *r, int type)
{
    int i, n = 0;
    for (i = 0; i < r->n; i++) n += r->ev[i].type == type;
    return n;
}

/* Two endpoints, chain 0 = primary -> secondary. */
static void two_endpoints(resil_desc *d, recorder *r)
{
    memset(d, 0, sizeof *d);
    d->endpoint_count = 2;
    d->seed = 42;
    if (r) {
        memset(r, 0, sizeof *r);
        d->on_event = record;
        d->event_user = r;
    }
}

static resil_outcome fail_with(int cls, uint32_t retry_after_ms)
{
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.cls = (uint8_t)cls;
    o.retry_after_ms = retry_after_ms;
    return o;
}

static resil_outcome success(void)
{
    resil_outcome o;
    memset(&o, 0, sizeof o);
    o.ok = 1;
    return o;
}

static void start(resil_engine *e, resil_task *t, uint32_t now, uint32_t id)
{
    resil_task_desc td;
    memset(&td, 0, sizeof td);
    td.id = id;
    RT_EQ(resil_task_start(e, t, &td, now), RESIL_OK);
}

/* Start a task and have it try (expects a TRY on `ep`). */
static void start_try(resil_engine *e, resil_task *t, uint32_t now, uint32_t id,
                      int ep)
{
    resil_decision d;
    start(e, t, now, id);
    RT_EQ(resil_next(e, t, now, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, ep);
}

/* Open endpoint 0's breaker with `n` failing tasks at `now`. */
static void trip_primary(resil_engine *e, uint32_t now, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        resil_task t;
        resil_decision d;
        resil_outcome o = fail_with(RESIL_CLASS_SERVER, 0);
        start_try(e, &t, now, (uint32_t)(100 + i), 0);
        RT_EQ(resil_report(e, &t, now, &o, &d), RESIL_OK);
    }
}

/* -- tables ------------------------------------------------------------ */

RT_TEST(classes_have_taxonomy_names_and_round_trip)
{
    /* TAXONOMY.md's names, in its order of appearance (unknown is last
       there, first here because 0 is the default member). */
    static const char *const names[] = {
        "network", "timeout", "network_permanent", "rate_limit", "quota",
        "unavailable", "server", "auth", "invalid_request", "not_found",
        "context_length", "cancelled", "crash", "logic", "unknown"};
    int i;
    RT_EQ(RESIL_CLASS__COUNT, 15);
    for (i = 0; i < 15; i++) {
        int c = resil_class_from_name(names[i], strlen(names[i]));
        RT_CHECK(c >= 0);
        RT_CHECK(strcmp(resil_class_name(c), names[i]) == 0);
    }
    RT_CHECK(resil_class_from_name("networ", 6) < 0);
    RT_CHECK(resil_class_from_name("networkx", 8) < 0);
    RT_CHECK(strcmp(resil_class_name(99), "?") == 0);
    RT_CHECK(strcmp(resil_class_name(-1), "?") == 0);
}

RT_TEST(coarse_view_matches_taxonomy)
{
    static const int retry[] = {RESIL_CLASS_NETWORK, RESIL_CLASS_TIMEOUT,
                                RESIL_CLASS_RATE_LIMIT, RESIL_CLASS_UNAVAILABLE};
    static const int back[] = {RESIL_CLASS_NETWORK_PERMANENT, RESIL_CLASS_QUOTA,
                               RESIL_CLASS_SERVER, RESIL_CLASS_AUTH,
                               RESIL_CLASS_INVALID_REQUEST, RESIL_CLASS_NOT_FOUND,
                               RESIL_CLASS_UNKNOWN};
    size_t i;
    for (i = 0; i < sizeof retry / sizeof retry[0]; i++)
        RT_EQ(resil_class_coarse(retry[i]), RESIL_COARSE_RETRY_SAME);
    for (i = 0; i < sizeof back / sizeof back[0]; i++)
        RT_EQ(resil_class_coarse(back[i]), RESIL_COARSE_FALL_BACK);
    RT_EQ(resil_class_coarse(RESIL_CLASS_CONTEXT_LENGTH), RESIL_COARSE_SPECIAL);
    RT_EQ(resil_class_coarse(RESIL_CLASS_CRASH), RESIL_COARSE_SPECIAL);
    RT_EQ(resil_class_coarse(RESIL_CLASS_CANCELLED), RESIL_COARSE_STOP);
    RT_EQ(resil_class_coarse(RESIL_CLASS_LOGIC), RESIL_COARSE_STOP);
    RT_CHECK(resil_class_coarse(RESIL_CLASS__COUNT) < 0);
}

RT_TEST(every_name_table_is_complete)
{
    int i;
    for (i = RESIL_RESULT__MIN; i <= 0; i++)
        RT_CHECK(strcmp(resil_result_str(i), "unknown result") != 0);
    RT_CHECK(strcmp(resil_result_str(5), "unknown result") == 0);
    for (i = 0; i < RESIL_DECIDE__COUNT; i++) RT_CHECK(resil_decision_name(i)[0] != '?');
    for (i = 0; i < RESIL_REASON__COUNT; i++) RT_CHECK(resil_reason_name(i)[0] != '?');
    for (i = 0; i < RESIL_EV__COUNT; i++) RT_CHECK(resil_event_name(i)[0] != '?');
    for (i = 0; i < RESIL_BREAKER__COUNT; i++) RT_CHECK(resil_breaker_state_name(i)[0] != '?');
    for (i = 0; i < RESIL_TASK__COUNT; i++) RT_CHECK(resil_task_state_name(i)[0] != '?');
    for (i = 0; i < RESIL_JITTER__COUNT; i++) RT_CHECK(resil_jitter_name(i)[0] != '?');
    for (i = 0; i < RESIL_ACTION__COUNT; i++) RT_CHECK(resil_action_name(i)[0] != '?');
    RT_CHECK(strcmp(resil_op_name(RESIL_OP_LLM), "llm") == 0);
    RT_CHECK(resil_decision_name(RESIL_DECIDE__COUNT)[0] == '?');
}

/* -- time -------------------------------------------------------------- */

RT_TEST(time_comparisons_survive_the_wrap)
{
    RT_CHECK(resil_time_after(1u, 0u));
    RT_CHECK(!resil_time_after(0u, 1u));
    RT_CHECK(!resil_time_after(5u, 5u));
    RT_CHECK(resil_time_after(5u, 0xFFFFFFF0u)); /* 5 is 21 ms after the wrap */
    RT_CHECK(!resil_time_after(0xFFFFFFF0u, 5u));
    RT_CHECK(resil_time_reached(5u, 5u));
    RT_CHECK(resil_time_reached(10u, 0xFFFFFFFFu));
    RT_CHECK(!resil_time_reached(0xFFFFFFFFu, 10u));
    RT_CHECK(resil_time_after(0x80000001u, 0x7FFFFFFFu)); /* signed boundary */
}

/* -- backoff ----------------------------------------------------------- */

static resil_backoff_desc default_backoff(void)
{
    resil_desc d;
    memset(&d, 0, sizeof d);
    resil_desc_defaults(&d);
    return d.backoff;
}

RT_TEST(backoff_default_is_1_2_4_8_16_s_within_20_percent_capped_at_30)
{
    resil_backoff_desc b = default_backoff();
    static const uint32_t expect[] = {1000, 2000, 4000, 8000, 16000, 30000, 30000};
    uint32_t retry, r;
    for (retry = 1; retry <= 7; retry++) {
        uint32_t lo = UINT32_MAX, hi = 0, e = expect[retry - 1];
        for (r = 0; r < 2000; r++) {
            uint32_t v = resil_backoff_delay(&b, retry, 0, r * 2147483u);
            if (v < lo) lo = v;
            if (v > hi) hi = v;
        }
        RT_CHECK(lo >= e - e / 5 && lo <= e - e / 5 + e / 50); /* reaches -20% */
        RT_CHECK(hi <= (retry >= 6 ? 30000u : e + e / 5));     /* never above */
        RT_CHECK(hi >= (retry >= 6 ? 29900u : e + e / 5 - e / 50));
    }
    RT_EQ(resil_backoff_delay(&b, 1, 0, 0), 800);
    RT_EQ(resil_backoff_delay(&b, 1, 0, UINT32_MAX), 1200);
}

RT_TEST(backoff_never_overflows_for_any_attempt)
{
    resil_backoff_desc b = default_backoff();
    uint32_t retries[] = {0, 31, 32, 33, 64, 1000, 0x7FFFFFFFu, UINT32_MAX};
    size_t i;
    b.cap_ms = RESIL_MAX_INTERVAL_MS;
    b.multiplier_pct = 1000;
    for (i = 0; i < sizeof retries / sizeof retries[0]; i++) {
        uint32_t v = resil_backoff_delay(&b, retries[i], 0, UINT32_MAX);
        RT_CHECK(v <= RESIL_MAX_INTERVAL_MS);
        if (retries[i] > 32) RT_CHECK(v >= RESIL_MAX_INTERVAL_MS - RESIL_MAX_INTERVAL_MS / 5);
    }
    b.multiplier_pct = 101; /* slowest growth still ends at the cap */
    b.base_ms = 1;
    b.jitter = RESIL_JITTER_NONE;
    RT_EQ(resil_backoff_delay(&b, UINT32_MAX, 0, 0), RESIL_MAX_INTERVAL_MS);
    RT_EQ(resil_backoff_delay(NULL, 1, 0, 0), 0);
}

RT_TEST(backoff_jitter_kinds_stay_in_their_ranges)
{
    resil_backoff_desc b = default_backoff();
    uint32_t r, prev = 0;
    for (r = 0; r < 3000; r++) {
        uint32_t rnd = r * 1431655u + 7u, retry = 1u + r % 8u, v;
        uint32_t expo = retry >= 6 ? 30000u : 1000u << (retry - 1u);
        b.jitter = RESIL_JITTER_FULL;
        v = resil_backoff_delay(&b, retry, 0, rnd);
        RT_CHECK(v <= expo);
        b.jitter = RESIL_JITTER_EQUAL;
        v = resil_backoff_delay(&b, retry, 0, rnd);
        RT_CHECK(v >= expo / 2 && v <= expo);
        b.jitter = RESIL_JITTER_NONE;
        RT_EQ(resil_backoff_delay(&b, retry, 0, rnd), expo);
        b.jitter = RESIL_JITTER_CONSTANT;
        RT_EQ(resil_backoff_delay(&b, retry, 0, rnd), 1000);
        b.jitter = RESIL_JITTER_DECORRELATED;
        v = resil_backoff_delay(&b, retry, prev, rnd);
        RT_CHECK(v >= 1000 && v <= 30000);
        RT_CHECK(v <= (prev < 1000 ? 3000u : prev * 3u));
        prev = v;
    }
    b.jitter = RESIL_JITTER_FULL;
    RT_EQ(resil_backoff_delay(&b, 3, 0, 0), 0);
    RT_EQ(resil_backoff_delay(&b, 3, 0, UINT32_MAX), 4000); /* [0, 4000] */
}

RT_TEST(backoff_zero_fields_mean_the_defaults)
{
    resil_backoff_desc z, b = default_backoff(), part;
    uint32_t retry, r;
    memset(&z, 0, sizeof z);
    for (retry = 0; retry <= 40; retry++)
        for (r = 0; r < 64; r++) {
            uint32_t rnd = r * 67108864u + retry;
            RT_EQ(resil_backoff_delay(&z, retry, 0, rnd), resil_backoff_delay(&b, retry, 0, rnd));
        }
    RT_EQ(resil_backoff_delay(&z, 1, 0, 0), 800); /* 1 s -20%, not 0 */
    memset(&part, 0, sizeof part);
    part.base_ms = 100; /* the rest default: x2, +-20%, capped at 30 s */
    part.jitter = RESIL_JITTER_NONE;
    RT_EQ(resil_backoff_delay(&part, 3, 0, 0), 400);
    RT_EQ(resil_backoff_delay(&part, 30, 0, 0), 30000);
    part.base_ms = 0;
    part.cap_ms = 500; /* a cap below the default base: the base wins */
    RT_EQ(resil_backoff_delay(&part, 1, 0, 0), 1000);
}

/* -- random streams: one task's jitter is its own ------------------------ */

static uint32_t count_draws(void *user)
{
    uint32_t *n = (uint32_t *)user;
    return (*n)++ * 2654435761u;
}

/* Task 7 on endpoint 0 fails 4 times (network: retried with jitter), alone
   or (others = 1) interleaved with tasks failing (and drawing) on endpoint
   1; waits[] gets task 7's delays, and the open time of endpoint 0's
   breaker, tripped at the end by another task. */
static void isolated_run(int others, uint32_t seed, uint32_t waits[5])
{
    resil_desc desc;
    resil_engine e;
    resil_task x, y;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    uint32_t now = T(0);
    int i, k;
    two_endpoints(&desc, NULL);
    desc.seed = seed;
    desc.chain_count = 2;
    desc.chains[0].step_count = 1;
    desc.chains[0].steps[0] = 0;
    desc.chains[1].step_count = 1;
    desc.chains[1].steps[0] = 1;
    desc.budget.mode = RESIL_BUDGET_OFF;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &x, now, 7, 0);
    if (others) {
        resil_task_desc td;
        memset(&td, 0, sizeof td);
        td.id = 8;
        td.chain = 1;
        RT_EQ(resil_task_start(&e, &y, &td, now), RESIL_OK);
    }
    for (i = 0; i < 4; i++) {
        for (k = 0; others && k < 3; k++) { /* the other task draws first */
            RT_EQ(resil_next(&e, &y, now, &d), RESIL_OK);
            if (d.kind == RESIL_DECIDE_TRY) RT_EQ(resil_report(&e, &y, now, &o, &d), RESIL_OK);
            if (d.kind != RESIL_DECIDE_WAIT && d.kind != RESIL_DECIDE_TRY) {
                resil_task_desc td; /* finished: another one */
                memset(&td, 0, sizeof td);
                td.id = 9u + (uint32_t)k;
                td.chain = 1;
                RT_EQ(resil_task_start(&e, &y, &td, now), RESIL_OK);
            }
        }
        RT_EQ(resil_report(&e, &x, now, &o, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_WAIT);
        waits[i] = d.at_ms - now;
        now = d.at_ms;
        RT_EQ(resil_next(&e, &x, now, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
    }
#ifndef RESIL_NO_COUNTERS
    if (others) { /* the others drew meanwhile */
        resil_counters c;
        RT_EQ(resil_endpoint_counters(&e, 1, &c), RESIL_OK);
        RT_CHECK(c.retries >= 2);
    }
#endif /* RESIL_NO_COUNTERS */
    trip_primary(&e, now, 1); /* the 5th consecutive failure */
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_OPEN);
    waits[4] = e.ep[0].breaker.open_until - now;
}

RT_TIMED(a_tasks_jitter_does_not_depend_on_other_tasks_draws)
{
    uint32_t alone[5], crowd[5], other_seed[5], n = 0;
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    int i, same = 0;
    isolated_run(0, 42, alone);
    isolated_run(1, 42, crowd);
    isolated_run(0, 43, other_seed);
    for (i = 0; i < 5; i++) {
        RT_EQ(crowd[i], alone[i]);
        same += other_seed[i] == alone[i];
    }
    RT_CHECK(same <= 1); /* the seed keys the streams */
    RT_CHECK(alone[0] != alone[1] - alone[1] / 2); /* jittered, not 1 s, 2 s */
    /* the caller's generator is still called, once a draw */
    two_endpoints(&desc, NULL);
    desc.random = count_draws;
    desc.random_user = &n;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 7, 0);
    RT_EQ(resil_report(&e, &t, T(0), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(n, 1);
    RT_EQ(d.at_ms - T(0), 800u); /* draw 0: the low end of 1 s +- 20% */
}

RT_TIMED(probe_at_tells_when_an_open_breaker_lets_a_probe_through)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    uint32_t at = 0, open_until;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    RT_EQ(resil_breaker_probe_at(&e, 0, T(0), &at), RESIL_OK);
    RT_EQ(at, T(0)); /* closed: now */
    trip_primary(&e, T(1000), 5);
    open_until = e.ep[0].breaker.open_until;
    RT_EQ(resil_breaker_probe_at(&e, 0, T(2000), &at), RESIL_OK);
    RT_EQ(at, open_until);
    RT_CHECK(at - T(1000) >= 27000u && at - T(1000) <= 33000u); /* 30 s +-10% */
    RT_EQ(resil_breaker_state_at(&e, 0, at - 1u), RESIL_BREAKER_OPEN);
    RT_EQ(resil_breaker_state_at(&e, 0, at), RESIL_BREAKER_HALF_OPEN);
    RT_EQ(resil_breaker_probe_at(&e, 0, at + 5u, &at), RESIL_OK);
    RT_EQ(at, open_until + 5u); /* time is up: now */
    /* a clock that went back 10 s: the same wait, from the new now */
    RT_EQ(resil_breaker_probe_at(&e, 0, T(1000) - 10000u, &at), RESIL_OK);
    RT_EQ(at, open_until - 10000u);
    /* half-open with its one probe out: when that probe must report */
    start_try(&e, &t, open_until, 50, 0);
    RT_EQ(resil_breaker_probe_at(&e, 0, open_until + 1u, &at), RESIL_OK);
    RT_EQ(at, open_until + e.desc.attempt_timeout_ms[RESIL_OP_OTHER]); /* its deadline */
    RT_EQ(resil_breaker_state_at(&e, 0, open_until + 1u), RESIL_BREAKER_HALF_OPEN);
    RT_EQ(resil_breaker_override_set(&e, 0, RESIL_OVERRIDE_FORCE_OPEN, open_until + 2u), RESIL_OK);
    RT_EQ(resil_breaker_probe_at(&e, 0, open_until + 3u, &at), RESIL_E_STATE);
    RT_EQ(resil_breaker_probe_at(&e, 9, open_until, &at), RESIL_E_RANGE);
    RT_EQ(resil_breaker_probe_at(&e, 0, open_until, NULL), RESIL_E_NULL);
    RT_EQ(resil_breaker_probe_at(NULL, 0, open_until, &at), RESIL_E_NULL);
}

/* -- configuration ------------------------------------------------------ */

RT_TEST(defaults_are_the_design_documents_numbers)
{
    resil_desc d;
    memset(&d, 0, sizeof d);
    resil_desc_defaults(&d);
    RT_EQ(d.backoff.base_ms, 1000);
    RT_EQ(d.backoff.cap_ms, 30000);
    RT_EQ(d.backoff.multiplier_pct, 200);
    RT_EQ(d.backoff.jitter, RESIL_JITTER_PROPORTIONAL);
    RT_EQ(d.backoff.jitter_pct, 20);
    RT_EQ(d.breaker.failure_threshold, 5);
    RT_EQ(d.breaker.open_ms, 30000);
    RT_EQ(d.breaker.open_max_ms, 300000);
    RT_EQ(d.breaker.probes, 1);
    RT_EQ(d.breaker.probe_successes, 2);
    RT_EQ(d.policy[RESIL_CLASS_NETWORK].attempts, 6); /* 5 retries */
    RT_EQ(d.policy[RESIL_CLASS_TIMEOUT].attempts, 6);
    RT_EQ(d.policy[RESIL_CLASS_UNAVAILABLE].attempts, 4);
    RT_EQ(d.attempt_timeout_ms[RESIL_OP_LLM], 60000);
    RT_EQ(d.attempt_timeout_ms[RESIL_OP_TOOL], 120000);
    RT_EQ(d.attempt_timeout_ms[RESIL_OP_FILE_READ], 5000);
    RT_EQ(d.attempt_timeout_ms[RESIL_OP_WEB_FETCH], 30000);
    RT_EQ(d.attempt_timeout_ms[RESIL_OP_OTHER], 30000);
    RT_EQ(d.max_compactions, 1);
    RT_EQ(d.budget.mode, RESIL_BUDGET_ENDPOINT);
    RT_EQ(d.chains[0].step_count, 1);
    RT_EQ(resil_desc_check(&d, NULL), RESIL_OK);
}

typedef void (*mutate_fn)(resil_desc *d);
static void m_endpoints(resil_desc *d) { d->endpoint_count = RESIL_MAX_ENDPOINTS + 1; }
static void m_chains(resil_desc *d) { d->chain_count = RESIL_MAX_CHAINS + 1; }
static void m_steps(resil_desc *d) { d->chains[0].step_count = RESIL_MAX_STEPS + 1; }
static void m_step_ep(resil_desc *d) { d->chains[0].step_count = 1; d->chains[0].steps[0] = 5; }
static void m_base(resil_desc *d) { d->backoff.base_ms = RESIL_MAX_INTERVAL_MS + 1; }
static void m_cap(resil_desc *d) { d->backoff.base_ms = 5000; d->backoff.cap_ms = 100; }
static void m_mult(resil_desc *d) { d->backoff.multiplier_pct = 50; }
static void m_jitter(resil_desc *d) { d->backoff.jitter = RESIL_JITTER__COUNT; }
static void m_jpct(resil_desc *d) { d->slow_backoff.jitter_pct = 101; }
static void m_open(resil_desc *d) { d->breaker.open_ms = 600000; d->breaker.open_max_ms = 1000; }
static void m_rate(resil_desc *d) { d->breaker.rate_pct = 120; }
static void m_ojit(resil_desc *d) { d->breaker.open_jitter_pct = 60; }
static void m_budget(resil_desc *d) { d->budget.mode = 9; }
static void m_tokens(resil_desc *d) { d->budget.max_tokens = 5000; }
static void m_action(resil_desc *d) { d->policy[RESIL_CLASS_NETWORK].action = 77; }
static void m_cancel(resil_desc *d) { d->policy[RESIL_CLASS_CANCELLED].action = RESIL_ACTION_RETRY; }
static void m_cancel_counts(resil_desc *d) { d->policy[RESIL_CLASS_CANCELLED].counts = RESIL_BREAKER_COUNTS_YES; }
static void m_timeout(resil_desc *d) { d->attempt_timeout_ms[RESIL_OP_LLM] = 0xFFFFFFFFu; }
static void m_ra(resil_desc *d) { d->retry_after_cap_ms = 0x80000000u; }
static void m_pass(resil_desc *d) { d->passthrough = 2; }

RT_TEST(check_rejects_every_impossible_value_naming_the_field)
{
    static const struct {
        mutate_fn fn;
        int code;
        const char *field;
    } cases[] = {
        {m_endpoints, RESIL_E_CAPACITY, "endpoint_count"},
        {m_chains, RESIL_E_CAPACITY, "chain_count"},
        {m_steps, RESIL_E_CAPACITY, "chains.step_count"},
        {m_step_ep, RESIL_E_CONFIG, "chains.steps"},
        {m_base, RESIL_E_CONFIG, "backoff.base_ms"},
        {m_cap, RESIL_E_CONFIG, "backoff.cap_ms"},
        {m_mult, RESIL_E_CONFIG, "backoff.multiplier_pct"},
        {m_jitter, RESIL_E_CONFIG, "backoff.jitter"},
        {m_jpct, RESIL_E_CONFIG, "slow_backoff.jitter_pct"},
        {m_open, RESIL_E_CONFIG, "breaker.open_max_ms"},
        {m_rate, RESIL_E_CONFIG, "breaker.rate_pct"},
        {m_ojit, RESIL_E_CONFIG, "breaker.open_jitter_pct"},
        {m_budget, RESIL_E_CONFIG, "budget.mode"},
        {m_tokens, RESIL_E_CONFIG, "budget.max_tokens"},
        {m_action, RESIL_E_CONFIG, "policy.action"},
        {m_cancel, RESIL_E_CONFIG, "policy[cancelled]"},
        {m_cancel_counts, RESIL_E_CONFIG, "policy[cancelled]"},
        {m_timeout, RESIL_E_CONFIG, "attempt_timeout_ms"},
        {m_ra, RESIL_E_CONFIG, "retry_after_cap_ms"},
        {m_pass, RESIL_E_CONFIG, "passthrough"},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        resil_desc d;
        resil_engine e, before;
        const char *field = NULL;
        memset(&d, 0, sizeof d);
        cases[i].fn(&d);
        RT_EQ(resil_desc_check(&d, &field), cases[i].code);
        RT_CHECK(field && strcmp(field, cases[i].field) == 0);
        memset(&e, 0xA5, sizeof e);
        before = e;
        RT_EQ(resil_engine_init(&e, &d), cases[i].code);
        RT_CHECK(memcmp(&e, &before, sizeof e) == 0); /* untouched */
    }
    RT_EQ(resil_desc_check(NULL, NULL), RESIL_E_NULL);
}

/* -- retries and fallbacks ------------------------------------------------ */

RT_TIMED(network_errors_retry_same_endpoint_with_growing_delays_then_fall_back)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    uint32_t now = T(0), i;
    two_endpoints(&desc, &rec);
    /* with the default threshold (5) this task's own failures would open
       the breaker before its last retry: test the retry rule alone */
    desc.breaker.failure_threshold = 10;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, now, 1, 0);
    for (i = 1; i <= 5; i++) {
        uint32_t expo = 1000u << (i - 1u);
        RT_EQ(resil_report(&e, &t, now, &o, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_WAIT);
        RT_CHECK(d.at_ms - now >= expo - expo / 5 && d.at_ms - now <= expo + expo / 5);
        RT_EQ(resil_next(&e, &t, d.at_ms - 1u, &d), RESIL_OK); /* too early */
        RT_EQ(d.kind, RESIL_DECIDE_WAIT);
        now = d.at_ms;
        RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
        RT_EQ(d.endpoint, 0);
        RT_EQ(d.attempt, i + 1u);
        RT_CHECK(d.flags & RESIL_DECISION_RETRY);
    }
    /* the 6th network failure: retries used up, on to the secondary */
    RT_EQ(resil_report(&e, &t, now, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 1);
    RT_EQ(d.attempt, 1);
    RT_EQ(count_events(&rec, RESIL_EV_RETRY), 5);
    RT_EQ(count_events(&rec, RESIL_EV_FALLBACK), 1);
    RT_COUNTERS(RT_EQ(totals(&e).retries, 5);)
    RT_COUNTERS(RT_EQ(totals(&e).retries_failed, 5);)
    RT_COUNTERS(RT_EQ(totals(&e).fallbacks, 1);)
    o = success();
    RT_EQ(resil_report(&e, &t, now + 10u, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_DONE);
    RT_EQ(count_events(&rec, RESIL_EV_RECOVERED), 1);
    RT_COUNTERS(RT_EQ(totals(&e).recoveries, 1);)
    RT_COUNTERS(RT_EQ(totals(&e).recovery_ms_max, now + 10u - T(0));)
    /* a finished task keeps answering DONE */
    RT_EQ(resil_next(&e, &t, now + 20u, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_DONE);
}

RT_TIMED(unavailable_retries_three_times_then_falls_back)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_UNAVAILABLE, 0);
    uint32_t now = T(0);
    int waits = 0;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, now, 1, 0);
    for (;;) {
        RT_EQ(resil_report(&e, &t, now, &o, &d), RESIL_OK);
        if (d.kind != RESIL_DECIDE_WAIT) break;
        waits++;
        now = d.at_ms;
        RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
    }
    RT_EQ(waits, 3);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 1);
}

RT_TIMED(auth_quota_and_server_errors_fall_back_at_once)
{
    static const int classes[] = {RESIL_CLASS_AUTH, RESIL_CLASS_QUOTA,
                                  RESIL_CLASS_SERVER, RESIL_CLASS_NOT_FOUND,
                                  RESIL_CLASS_NETWORK_PERMANENT,
                                  RESIL_CLASS_INVALID_REQUEST, RESIL_CLASS_UNKNOWN};
    size_t i;
    for (i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        resil_desc desc;
        resil_engine e;
        resil_task t;
        resil_decision d;
        resil_outcome o = fail_with(classes[i], 0);
        two_endpoints(&desc, NULL);
        RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
        start_try(&e, &t, T(0), 1, 0);
        RT_EQ(resil_report(&e, &t, T(5), &o, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_TRY); /* no wait, no retry */
        RT_EQ(d.endpoint, 1);
        RT_EQ(d.at_ms, T(5));
        RT_COUNTERS(RT_EQ(totals(&e).retries, 0);)
        /* the secondary fails the same way: the chain is exhausted */
        RT_EQ(resil_report(&e, &t, T(6), &o, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_FAIL);
        RT_EQ(d.reason, RESIL_REASON_EXHAUSTED);
        RT_EQ(d.cls, classes[i]);
    }
}

RT_TIMED(logic_and_crash_errors_fail_the_task_without_fallback)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_LOGIC, 0);
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(1), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    RT_EQ(d.reason, RESIL_REASON_CLASS);
    RT_EQ(e.ep[0].breaker.consecutive, 0); /* never counted */
    RT_COUNTERS(RT_EQ(totals(&e).fallbacks, 0);)
}

RT_TIMED(degraded_step_answers_when_the_chain_is_exhausted)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_SERVER, 0);
    two_endpoints(&desc, &rec);
    desc.chains[0].degraded = 1;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(1), &o, &d), RESIL_OK);
    RT_EQ(resil_report(&e, &t, T(2), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_DEGRADED);
    RT_EQ(d.cls, RESIL_CLASS_SERVER);
    RT_EQ(count_events(&rec, RESIL_EV_DEGRADED), 1);
    RT_COUNTERS(RT_EQ(totals(&e).degraded, 1);)
}

RT_TIMED(server_delay_is_honoured_and_too_long_a_delay_falls_back)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_RATE_LIMIT, 20000);
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(0), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_CHECK(d.at_ms - T(0) >= 20000u); /* never before Retry-After */
    RT_EQ(resil_next(&e, &t, T(19999), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    /* rate limits back off on the slow profile: 5 s base, not 1 s */
    o.retry_after_ms = 0;
    RT_EQ(resil_next(&e, &t, d.at_ms, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(resil_report(&e, &t, d.at_ms, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_CHECK(d.at_ms - e.last_ms >= 8000u); /* 10 s -20% */
    /* a server asking for more than the cap (60 s) sends us elsewhere */
    RT_EQ(resil_next(&e, &t, d.at_ms, &d), RESIL_OK);
    o.retry_after_ms = 120000;
    RT_EQ(resil_report(&e, &t, e.last_ms, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 1);
}

/* -- context overflow ---------------------------------------------------- */

RT_TIMED(context_length_compacts_once_then_fails_and_never_counts)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_CONTEXT_LENGTH, 0);
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(1), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 0); /* same endpoint, never the fallback */
    RT_CHECK(d.flags & RESIL_DECISION_COMPACT);
    RT_EQ(resil_report(&e, &t, T(2), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    RT_EQ(d.reason, RESIL_REASON_COMPACTIONS);
    RT_EQ(e.ep[0].breaker.consecutive, 0);
    RT_COUNTERS(RT_EQ(totals(&e).compactions, 1);)
}

/* -- breaker --------------------------------------------------------------- */

RT_TIMED(breaker_opens_after_five_failures_and_skips_to_the_secondary)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    resil_task t;
    resil_decision d;
    two_endpoints(&desc, &rec);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 4);
    RT_EQ(resil_breaker_state_at(&e, 0, T(0)), RESIL_BREAKER_CLOSED);
    trip_primary(&e, T(0), 1);
    RT_EQ(resil_breaker_state_at(&e, 0, T(0)), RESIL_BREAKER_OPEN);
    RT_COUNTERS(RT_EQ(totals(&e).breaker_opens, 1);)
    RT_EQ(count_events(&rec, RESIL_EV_BREAKER), 1);
    /* open 30 s +- 10% */
    RT_CHECK(e.ep[0].breaker.open_until - T(0) >= 27000u);
    RT_CHECK(e.ep[0].breaker.open_until - T(0) <= 33000u);
    start_try(&e, &t, T(1000), 9, 1); /* skipped straight to the secondary */
    RT_EQ(t.step, 1);
    RT_EQ(rec.ev[rec.n - 2].type, RESIL_EV_FALLBACK);
    RT_EQ(rec.ev[rec.n - 2].reason, RESIL_REASON_BREAKER_OPEN);
    (void)d;
}

RT_TIMED(half_open_lets_one_probe_and_closes_after_two_successes)
{
    resil_desc desc;
    resil_engine e;
    resil_task p1, p2, other;
    resil_decision d;
    resil_outcome ok = success();
    uint32_t at;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 5);
    at = e.ep[0].breaker.open_until;
    RT_EQ(resil_breaker_state_at(&e, 0, at - 1u), RESIL_BREAKER_OPEN);
    start_try(&e, &p1, at, 1, 0);
    RT_CHECK(p1.flags & RESIL_DECISION_PROBE);
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_HALF_OPEN);
    start_try(&e, &other, at, 2, 1); /* the one probe slot is taken */
    RT_EQ(resil_report(&e, &p1, at + 10u, &ok, &d), RESIL_OK);
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_HALF_OPEN); /* 1 of 2 */
    start_try(&e, &p2, at + 20u, 3, 0);
    RT_EQ(resil_report(&e, &p2, at + 30u, &ok, &d), RESIL_OK);
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_CLOSED);
}

RT_TIMED(probe_failure_reopens_with_doubled_time_up_to_five_minutes)
{
    resil_desc desc;
    resil_engine e;
    resil_task p;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_SERVER, 0);
    uint32_t expect[] = {60000, 120000, 240000, 300000, 300000};
    size_t i;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 5);
    for (i = 0; i < sizeof expect / sizeof expect[0]; i++) {
        uint32_t at = e.ep[0].breaker.open_until, len;
        start_try(&e, &p, at, 1, 0);
        RT_EQ(resil_report(&e, &p, at, &o, &d), RESIL_OK);
        RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_OPEN);
        len = e.ep[0].breaker.open_until - at;
        RT_CHECK(len >= expect[i] - expect[i] / 10 && len <= expect[i] + expect[i] / 10);
    }
    RT_COUNTERS(RT_EQ(totals(&e).breaker_opens, 6);)
}

RT_TIMED(a_late_result_from_before_a_transition_cannot_move_the_breaker)
{
    resil_desc desc;
    resil_engine e;
    resil_task slow, probe;
    resil_decision d;
    resil_outcome ok = success(), bad = fail_with(RESIL_CLASS_SERVER, 0);
    uint32_t at;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &slow, T(0), 1, 0); /* goes out while closed */
    /* ... and the probe's success below is one of two: a late success of
       an old attempt must not count as the second */
    trip_primary(&e, T(10), 5);
    at = e.ep[0].breaker.open_until;
    start_try(&e, &probe, at, 2, 0);
    /* the old attempt's failure arrives during half-open: no re-open */
    RT_EQ(resil_report(&e, &slow, at + 1u, &bad, &d), RESIL_OK);
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_HALF_OPEN);
    RT_EQ(e.ep[0].breaker.probes_out, 1);
    RT_EQ(resil_report(&e, &probe, at + 2u, &ok, &d), RESIL_OK);
    RT_EQ(e.ep[0].breaker.probe_ok, 1);
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_HALF_OPEN);
}

RT_TIMED(lost_probe_frees_its_slot_after_its_deadline)
{
    resil_desc desc;
    resil_engine e;
    resil_task lost, next;
    uint32_t at;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 5);
    at = e.ep[0].breaker.open_until;
    start_try(&e, &lost, at, 1, 0); /* never reports */
    start_try(&e, &next, at + 1000u, 2, 1);
    start_try(&e, &next, at + 30000u, 3, 0); /* 30 s attempt deadline passed */
    RT_CHECK(next.flags & RESIL_DECISION_PROBE);
}

RT_TIMED(failure_rate_window_opens_the_breaker_when_enabled)
{
    resil_desc desc;
    resil_engine e;
    int i;
    two_endpoints(&desc, NULL);
    desc.breaker.rate_pct = 50;
    desc.breaker.rate_min_calls = 10;
    desc.breaker.failure_threshold = 100;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    for (i = 0; i < 10; i++) { /* alternate: 50% failures, never 2 in a row */
        resil_task t;
        resil_decision d;
        resil_outcome o = (i & 1) ? fail_with(RESIL_CLASS_SERVER, 0) : success();
        RT_EQ(resil_breaker_state_at(&e, 0, T(100u * (uint32_t)i)), RESIL_BREAKER_CLOSED);
        start_try(&e, &t, T(100u * (uint32_t)i), (uint32_t)i, 0);
        RT_EQ(resil_report(&e, &t, T(100u * (uint32_t)i), &o, &d), RESIL_OK);
    }
    RT_EQ(resil_breaker_state_at(&e, 0, T(1000)), RESIL_BREAKER_OPEN);
}

RT_TIMED(non_counting_classes_never_trip_the_breaker)
{
    static const int classes[] = {RESIL_CLASS_CANCELLED, RESIL_CLASS_LOGIC,
                                  RESIL_CLASS_CONTEXT_LENGTH,
                                  RESIL_CLASS_INVALID_REQUEST};
    size_t i;
    int k;
    for (i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        resil_desc desc;
        resil_engine e;
        two_endpoints(&desc, NULL);
        RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
        for (k = 0; k < 20; k++) {
            resil_task t;
            resil_decision d;
            resil_outcome o = fail_with(classes[i], 0);
            start_try(&e, &t, T(10u * (uint32_t)k), (uint32_t)k, 0);
            RT_EQ(resil_report(&e, &t, T(10u * (uint32_t)k), &o, &d), RESIL_OK);
            /* (a compacted retry is out: end it, its slot frees) */
            RT_EQ(resil_cancel(&e, &t, T(10u * (uint32_t)k), &d), RESIL_OK);
        }
        RT_EQ(resil_breaker_state_at(&e, 0, T(500)), RESIL_BREAKER_CLOSED);
        RT_EQ(e.ep[0].breaker.consecutive, 0);
    }
}

RT_TIMED(manual_overrides_force_open_force_closed_and_reset)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    RT_EQ(resil_breaker_override_set(&e, 0, RESIL_OVERRIDE_FORCE_OPEN, T(0)), RESIL_OK);
    start_try(&e, &t, T(1), 1, 1);
    start_try(&e, &t, T(10000000), 2, 1); /* stays open, no timer */
    RT_EQ(resil_breaker_override_set(&e, 0, RESIL_OVERRIDE_FORCE_CLOSED, T(10000001)), RESIL_OK);
    trip_primary(&e, T(10000002), 10); /* counts nothing */
    RT_EQ(resil_breaker_state_at(&e, 0, T(10000003)), RESIL_BREAKER_FORCED_CLOSED);
    RT_EQ(resil_breaker_override_set(&e, 0, RESIL_OVERRIDE_RESET, T(10000004)), RESIL_OK);
    RT_EQ(resil_breaker_state_at(&e, 0, T(10000004)), RESIL_BREAKER_CLOSED);
    RT_EQ(resil_breaker_override_set(&e, 7, RESIL_OVERRIDE_RESET, T(0)), RESIL_E_RANGE);
    RT_EQ(resil_breaker_override_set(&e, 0, 9, T(0)), RESIL_E_RANGE);
}

/* -- budget ---------------------------------------------------------------- */

RT_TIMED(empty_budget_turns_a_retry_into_a_fallback_with_an_event)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    uint32_t milli;
    two_endpoints(&desc, &rec);
    desc.budget.max_tokens = 2;
    desc.budget.refill_ms = 3600000;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(0), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_next(&e, &t, d.at_ms, &d), RESIL_OK);
    RT_EQ(resil_report(&e, &t, d.at_ms, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_next(&e, &t, d.at_ms, &d), RESIL_OK);
    RT_EQ(resil_budget_milli(&e, 0, d.at_ms, &milli), RESIL_OK);
    RT_CHECK(milli < 1000u); /* 2 taken, 0.2 deposited by the first try */
    RT_EQ(resil_report(&e, &t, d.at_ms, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 1);
    RT_EQ(count_events(&rec, RESIL_EV_BUDGET), 1);
    RT_COUNTERS(RT_EQ(totals(&e).budget_refusals, 1);)
    RT_EQ(rec.ev[rec.n - 2].type, RESIL_EV_FALLBACK);
    RT_EQ(rec.ev[rec.n - 2].reason, RESIL_REASON_BUDGET);
}

RT_TIMED(budget_refills_with_time_and_with_first_attempts)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome ok = success();
    uint32_t milli;
    int i;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    RT_EQ(resil_budget_milli(&e, 0, T(0), &milli), RESIL_OK);
    RT_EQ(milli, 10000); /* starts full: 10 retries */
    e.ep[0].budget.milli = 0;
    for (i = 0; i < 5; i++) {
        start_try(&e, &t, T(0), 1, 0);
        RT_EQ(resil_report(&e, &t, T(0), &ok, &d), RESIL_OK);
    }
    RT_EQ(resil_budget_milli(&e, 0, T(0), &milli), RESIL_OK);
    RT_EQ(milli, 1000); /* 5 first attempts x 20% */
    RT_EQ(resil_budget_milli(&e, 0, T(25000), &milli), RESIL_OK);
    RT_EQ(milli, 3000); /* + 1 per 10 s */
    RT_EQ(resil_budget_milli(&e, 0, T(10000000), &milli), RESIL_OK);
    RT_EQ(milli, 10000); /* never above the bucket */
    RT_EQ(resil_budget_milli(&e, 5, T(0), &milli), RESIL_E_RANGE);
}

/* -- deadlines ------------------------------------------------------------- */

RT_TIMED(attempt_deadline_follows_the_operation_type)
{
    static const uint32_t expect[RESIL_OP__COUNT] = {30000, 60000, 120000, 5000, 30000};
    int op;
    for (op = 0; op < RESIL_OP__COUNT; op++) {
        resil_desc desc;
        resil_engine e;
        resil_task t;
        resil_task_desc td;
        resil_decision d;
        two_endpoints(&desc, NULL);
        RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
        memset(&td, 0, sizeof td);
        td.op = (uint8_t)op;
        RT_EQ(resil_task_start(&e, &t, &td, T(7)), RESIL_OK);
        RT_EQ(resil_next(&e, &t, T(7), &d), RESIL_OK);
        RT_EQ(d.deadline_ms - T(7), expect[op]);
    }
}

RT_TIMED(no_retry_is_scheduled_past_the_task_deadline)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_TIMEOUT, 0);
    uint32_t now = T(0);
    desc.endpoint_count = 1;
    memset(&desc, 0, sizeof desc);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    td.timeout_ms = 5000;
    RT_EQ(resil_task_start(&e, &t, &td, now), RESIL_OK);
    RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
    for (;;) {
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
        RT_CHECK(!resil_time_after(d.deadline_ms, T(5000))); /* capped */
        RT_EQ(resil_report(&e, &t, now, &o, &d), RESIL_OK);
        if (d.kind != RESIL_DECIDE_WAIT) break;
        RT_CHECK(resil_time_after(T(5000), d.at_ms));
        now = d.at_ms;
        RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
    }
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    /* 1 s + 2 s fit in 5 s; a third wait of ~4 s would not */
    RT_EQ(t.attempts, 3);
}

RT_TIMED(a_task_whose_deadline_passed_while_waiting_fails_with_deadline)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    memset(&desc, 0, sizeof desc);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    td.timeout_ms = 1000;
    RT_EQ(resil_task_start(&e, &t, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(1000), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    RT_EQ(d.reason, RESIL_REASON_DEADLINE);
    RT_EQ(d.cls, RESIL_CLASS_TIMEOUT);
}

/* -- cancellation ------------------------------------------------------------ */

RT_TIMED(cancel_while_waiting_or_in_flight_stops_and_counts_nothing)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    RT_COUNTERS(resil_counters c;)
    int i;
    two_endpoints(&desc, &rec);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(0), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_cancel(&e, &t, T(10), &d), RESIL_OK); /* mid-backoff */
    RT_EQ(d.kind, RESIL_DECIDE_CANCELLED);
    RT_EQ(resil_next(&e, &t, d.at_ms + 5000u, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_CANCELLED);
    for (i = 0; i < 10; i++) { /* in flight, and reported as a class */
        start_try(&e, &t, T(20), (uint32_t)i, 0);
        if (i & 1) {
            RT_EQ(resil_cancel(&e, &t, T(21), &d), RESIL_OK);
        } else {
            o.cls = RESIL_CLASS_CANCELLED;
            RT_EQ(resil_report(&e, &t, T(21), &o, &d), RESIL_OK);
        }
        RT_EQ(d.kind, RESIL_DECIDE_CANCELLED);
    }
    RT_EQ(e.ep[0].breaker.consecutive, 1); /* only the first network error */
    RT_COUNTERS(RT_EQ(resil_engine_counters(&e, &c), RESIL_OK);)
    RT_COUNTERS(RT_EQ(c.failures, 1);)
    RT_COUNTERS(RT_EQ(c.tasks_cancelled, 11);)
    RT_EQ(count_events(&rec, RESIL_EV_CANCELLED), 11);
}

RT_TIMED(cancelling_a_probe_gives_its_slot_back)
{
    resil_desc desc;
    resil_engine e;
    resil_task p;
    resil_decision d;
    uint32_t at;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 5);
    at = e.ep[0].breaker.open_until;
    start_try(&e, &p, at, 1, 0);
    RT_EQ(resil_cancel(&e, &p, at + 1u, &d), RESIL_OK);
    RT_EQ(e.ep[0].breaker.state, RESIL_BREAKER_HALF_OPEN);
    start_try(&e, &p, at + 2u, 2, 0); /* a new probe at once */
}

/* -- kill switch ----------------------------------------------------------- */

RT_TIMED(passthrough_makes_the_first_error_final)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    two_endpoints(&desc, NULL);
    desc.passthrough = 1;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(1), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    RT_EQ(d.reason, RESIL_REASON_PASSTHROUGH);
    trip_primary(&e, T(2), 10);
    RT_EQ(resil_breaker_state_at(&e, 0, T(3)), RESIL_BREAKER_CLOSED);
}

/* -- isolation ------------------------------------------------------------- */

RT_TIMED(a_failing_endpoint_leaves_the_other_endpoint_untouched)
{
    resil_desc desc;
    resil_engine e;
    resil_endpoint before;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_AUTH, 0);
    memset(&desc, 0, sizeof desc);
    desc.endpoint_count = 2;
    desc.chain_count = 2;
    desc.chains[0].step_count = 1; /* chain 0: endpoint 0 only */
    desc.chains[1].step_count = 1;
    desc.chains[1].steps[0] = 1; /* chain 1: endpoint 1 only */
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(0), &o, &d), RESIL_OK); /* auth: final */
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    before = e.ep[1];
    trip_primary(&e, T(1), 4); /* with the 401: five in a row */
    RT_EQ(resil_breaker_state_at(&e, 0, T(2)), RESIL_BREAKER_OPEN);
    RT_CHECK(memcmp(&before, &e.ep[1], sizeof before) == 0);
    RT_EQ(resil_breaker_state_at(&e, 1, T(2)), RESIL_BREAKER_CLOSED);
}

/* -- time going backwards, wrapping, jumping -------------------------------- */

RT_TIMED(clock_stepping_back_keeps_remaining_intervals)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    resil_task t, w;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    uint32_t left, wait_left;
    two_endpoints(&desc, &rec);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 5);
    left = e.ep[0].breaker.open_until - T(10000);
    /* a waiting task on the secondary */
    start_try(&e, &w, T(10000), 1, 1);
    RT_EQ(resil_report(&e, &w, T(10000), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    wait_left = d.at_ms - T(10000);
    /* the clock jumps back one hour */
    start_try(&e, &t, T(10000) - 3600000u, 2, 1);
    RT_EQ(count_events(&rec, RESIL_EV_CLOCK), 1);
    RT_EQ(e.ep[0].breaker.open_until - (T(10000) - 3600000u), left);
    RT_EQ(resil_breaker_state_at(&e, 0, T(10000) - 3600000u + left - 1u),
          RESIL_BREAKER_OPEN);
    RT_EQ(resil_breaker_state_at(&e, 0, T(10000) - 3600000u + left),
          RESIL_BREAKER_HALF_OPEN);
    RT_EQ(resil_next(&e, &w, T(10000) - 3600000u, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.at_ms - (T(10000) - 3600000u), wait_left);
    RT_EQ(resil_next(&e, &w, d.at_ms, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY); /* nothing wedged */
}

RT_TIMED(huge_forward_jump_ends_every_wait)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, T(0), 5);
    start_try(&e, &t, T(0x70000000u), 1, 0); /* 21 days later: a probe */
    RT_CHECK(t.flags & RESIL_DECISION_PROBE);
    (void)d;
}

/* -- bad input ------------------------------------------------------------ */

RT_TIMED(bad_input_gets_a_code_and_changes_no_byte)
{
    resil_desc desc;
    resil_engine e, e0;
    resil_task t, t0, idle;
    resil_task_desc td;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    RT_COUNTERS(resil_counters c;)
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    e0 = e;
    t0 = t;
    memset(&td, 0, sizeof td);
    memset(&idle, 0, sizeof idle);
    RT_EQ(resil_engine_init(NULL, &desc), RESIL_E_NULL);
    RT_EQ(resil_engine_init(&e, NULL), RESIL_E_NULL);
    RT_EQ(resil_task_start(NULL, &t, &td, T(1)), RESIL_E_NULL);
    RT_EQ(resil_task_start(&e, NULL, &td, T(1)), RESIL_E_NULL);
    td.chain = (uint8_t)desc.chain_count + 1u;
    RT_EQ(resil_task_start(&e, &t, &td, T(1)), RESIL_E_RANGE);
    td.chain = 0;
    td.op = RESIL_OP__COUNT;
    RT_EQ(resil_task_start(&e, &t, &td, T(1)), RESIL_E_RANGE);
    td.op = 0;
    td.timeout_ms = 0xF0000000u;
    RT_EQ(resil_task_start(&e, &t, &td, T(1)), RESIL_E_RANGE);
    RT_EQ(resil_next(NULL, &t, T(1), &d), RESIL_E_NULL);
    RT_EQ(resil_next(&e, NULL, T(1), &d), RESIL_E_NULL);
    RT_EQ(resil_next(&e, &t, T(1), NULL), RESIL_E_NULL);
    RT_EQ(resil_next(&e, &t, T(1), &d), RESIL_E_STATE); /* in flight */
    RT_EQ(resil_next(&e, &idle, T(1), &d), RESIL_E_STATE);
    RT_EQ(resil_report(&e, &t, T(1), NULL, &d), RESIL_E_NULL);
    o.cls = RESIL_CLASS__COUNT;
    RT_EQ(resil_report(&e, &t, T(1), &o, &d), RESIL_E_RANGE);
    RT_EQ(resil_report(&e, &idle, T(1), &o, &d), RESIL_E_STATE);
    RT_EQ(resil_cancel(&e, &idle, T(1), &d), RESIL_E_STATE);
    RT_COUNTERS(RT_EQ(resil_engine_counters(NULL, &c), RESIL_E_NULL);)
    RT_COUNTERS(RT_EQ(resil_endpoint_counters(&e, 99, &c), RESIL_E_RANGE);)
    RT_EQ(resil_breaker_state_at(&e, 99, T(1)), RESIL_E_RANGE);
    {   /* garbage task structs are refused, never followed */
        resil_task g = t;
        g.step = 200;
        RT_EQ(resil_report(&e, &g, T(1), &o, &d), RESIL_E_RANGE);
        g = t;
        g.state = 77;
        RT_EQ(resil_next(&e, &g, T(1), &d), RESIL_E_STATE);
        g = t;
        g.desc.chain = 200;
        RT_EQ(resil_cancel(&e, &g, T(1), &d), RESIL_E_RANGE);
        g = t;
        g.reason = RESIL_REASON__COUNT; /* garbage reason byte */
        RT_EQ(resil_next(&e, &g, T(1), &d), RESIL_E_RANGE);
        g = t;
        g.endpoint = 1; /* does not match its step */
        RT_EQ(resil_report(&e, &g, T(1), &o, &d), RESIL_E_STATE);
    }
    {   /* an engine that was never initialised */
        resil_engine z;
        memset(&z, 0, sizeof z);
        RT_EQ(resil_task_start(&z, &t, &td, T(1)), RESIL_E_STATE);
    }
    RT_CHECK(memcmp(&e, &e0, sizeof e) == 0);
    RT_CHECK(memcmp(&t, &t0, sizeof t) == 0);
}

/* Drive 40 tasks through mixed failures on one engine; returns a hash of
   every decision, so two runs can be compared. */
static uint32_t run_mixed_workload(resil_engine *e)
{
    resil_task t;
    resil_decision d;
    uint32_t now = T(0), h = 2166136261u;
    int i;
    for (i = 0; i < 40; i++) {
        resil_outcome o = fail_with(i % 3 == 0 ? RESIL_CLASS_NETWORK : RESIL_CLASS_SERVER, 0);
        start(e, &t, now, (uint32_t)i);
        RT_EQ(resil_next(e, &t, now, &d), RESIL_OK);
        while (d.kind == RESIL_DECIDE_TRY || d.kind == RESIL_DECIDE_WAIT) {
            h = (h ^ d.kind ^ (d.at_ms - T(0)) ^ ((uint32_t)d.endpoint << 8)) * 16777619u;
            if (d.kind == RESIL_DECIDE_WAIT) {
                now = d.at_ms;
                RT_EQ(resil_next(e, &t, now, &d), RESIL_OK);
                continue;
            }
            now += 7u;
            if ((i + t.attempts) % 4 == 0) o = success();
            RT_EQ(resil_report(e, &t, now, &o, &d), RESIL_OK);
        }
        h = (h ^ d.kind ^ d.reason) * 16777619u;
    }
    return h;
}

#ifndef RESIL_NO_COUNTERS
static int count_where(const recorder *r, int type, int to)
{
    int i, n = 0;
    for (i = 0; i < r->n; i++) n += r->ev[i].type == type && r->ev[i].to == to;
    return n;
}

RT_TIMED(counters_agree_with_events)
{
    resil_desc desc;
    recorder rec;
    resil_engine e;
    two_endpoints(&desc, &rec);
#ifndef RESIL_NO_RESTARTQ
    desc.restart.max_restarts = RESIL_RESTARTS_NONE; /* every task ends
                                                  succeeded or failed */
#endif
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    run_mixed_workload(&e);
    RT_CHECK(rec.n < MAX_EVENTS);
    RT_EQ((int)totals(&e).attempts, count_events(&rec, RESIL_EV_ATTEMPT));
    RT_EQ((int)totals(&e).retries, count_events(&rec, RESIL_EV_RETRY));
    RT_EQ((int)totals(&e).fallbacks, count_events(&rec, RESIL_EV_FALLBACK) -
                                         count_where(&rec, RESIL_EV_FALLBACK, RESIL_NO_ENDPOINT));
    RT_EQ((int)totals(&e).breaker_opens, count_where(&rec, RESIL_EV_BREAKER, RESIL_BREAKER_OPEN));
    RT_CHECK(totals(&e).breaker_opens > 0);
    RT_EQ((int)totals(&e).tasks_succeeded, count_events(&rec, RESIL_EV_SUCCEEDED));
    RT_EQ((int)totals(&e).tasks_failed, count_events(&rec, RESIL_EV_FAILED));
    RT_EQ((int)totals(&e).recoveries, count_events(&rec, RESIL_EV_RECOVERED));
    RT_EQ(totals(&e).tasks_started, 40);
    RT_EQ(totals(&e).tasks_succeeded + totals(&e).tasks_failed, 40);
    RT_EQ(totals(&e).attempts, totals(&e).successes + totals(&e).failures);
    RT_EQ(totals(&e).attempts, e.ep[0].counters.attempts + e.ep[1].counters.attempts);
    RT_EQ(totals(&e).retries, totals(&e).retries_succeeded + totals(&e).retries_failed);
}
#endif /* RESIL_NO_COUNTERS */

RT_TIMED(same_seed_same_decisions_other_seed_other_delays)
{
    resil_desc desc;
    resil_engine a, b, c;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&a, &desc), RESIL_OK);
    RT_EQ(resil_engine_init(&b, &desc), RESIL_OK);
    desc.seed = 43;
    RT_EQ(resil_engine_init(&c, &desc), RESIL_OK);
    RT_EQ(run_mixed_workload(&a), run_mixed_workload(&b));
    RT_CHECK(memcmp(&a, &b, sizeof a) == 0);
    RT_CHECK(run_mixed_workload(&c) != run_mixed_workload(&a));
}

RT_TIMED(a_breaker_left_alone_for_25_days_is_not_open_again)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome ok = success();
    uint32_t now = T(0);
    memset(&desc, 0, sizeof desc);
    desc.endpoint_count = 2;
    desc.chain_count = 2;
    desc.chains[0].step_count = 1; /* chain 0: endpoint 0 */
    desc.chains[1].step_count = 1;
    desc.chains[1].steps[0] = 1; /* chain 1: endpoint 1, busy all along */
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    trip_primary(&e, now, 5);
    RT_EQ(resil_breaker_state_at(&e, 0, now), RESIL_BREAKER_OPEN);
    while (now - T(0) < 0x80000000u + 40000u) { /* hourly, 24.9 days */
        resil_task_desc td;
        now += 3600000u;
        memset(&td, 0, sizeof td);
        td.chain = 1;
        RT_EQ(resil_task_start(&e, &t, &td, now), RESIL_OK);
        RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
        RT_EQ(resil_report(&e, &t, now, &ok, &d), RESIL_OK);
    }
    /* endpoint 0's cooldown ended 24.9 days ago: a probe may go */
    RT_EQ(resil_breaker_state_at(&e, 0, now), RESIL_BREAKER_HALF_OPEN);
    start_try(&e, &t, now, 1, 0);
    RT_CHECK(t.flags & RESIL_DECISION_PROBE);
}

/* A task's own ticks age like the engine's: one step forward of almost
   2^31 ms, then a little more, must not turn its start into the future
   (its pause while the chain is down then never ended pause_max_ms after
   it; corpus/engine/regress-task-start-aged-after-long-step). */
RT_TIMED(a_task_called_again_after_24_days_does_not_start_in_the_future)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    uint32_t now = T(0) + 0x7FFFFC00u; /* 2^31 - 1024 ms later */
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, now, &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    now += 600000u; /* 2^31 + 598976 ms after the start, in two steps */
    RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
    RT_CHECK(resil_time_reached(now, t.started_ms));
    RT_CHECK(now - t.started_ms <= RESIL_MAX_INTERVAL_MS + 600000u);
    RT_CHECK(resil_time_reached(now, t.first_fail_ms));
}

RT_TIMED(a_step_of_exactly_2_pow_31_is_a_clock_reset_not_a_24_day_wait)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    resil_outcome o = fail_with(RESIL_CLASS_NETWORK, 0);
    uint32_t left, jump = T(0) + 0x80000000u;
    two_endpoints(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    start_try(&e, &t, T(0), 1, 0);
    RT_EQ(resil_report(&e, &t, T(0), &o, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    left = d.at_ms - T(0);
    /* neither ahead nor behind: taken as a reset, the wait keeps its length */
    RT_EQ(resil_next(&e, &t, jump, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.at_ms - jump, left);
}
