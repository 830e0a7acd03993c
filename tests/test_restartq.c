/* test_restartq.c - the task restart queue (resil.h section 8): the design
   documents' 3 restarts at 1, 2 and 4 minutes, queue full fails at once,
   logic failures never restart, nothing is lost. */
#include "s8_fixture.h"
#if !defined(RESIL_NO_RESTARTQ) /* the part these tests are about is compiled in */

/* One endpoint; a network failure is final at once (no retry), so each
   run of the task is one attempt. */
static void one_shot(resil_desc *d, s8_recorder *r)
{
    s8_desc(d, 1, r);
    d->policy[RESIL_CLASS_NETWORK].attempts = 1;
    d->policy[RESIL_CLASS_TIMEOUT].attempts = 1;
    d->breaker.failure_threshold = 1000; /* breakers stay out of it */
}

static void fail_now(resil_engine *e, resil_task *t, uint32_t now, int cls,
                     resil_decision *d)
{
    resil_outcome o = s8_fail(cls);
    RT_EQ(d->kind, RESIL_DECIDE_TRY);
    RT_EQ(resil_report(e, t, now, &o, d), RESIL_OK);
}

RT_TIMED(network_failures_restart_three_times_at_1_2_4_minutes)
{
    static const uint32_t gaps[3] = {60000u, 120000u, 240000u};
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    resil_counters c;
    s8_recorder r;
    uint32_t now = T(0), at = 0;
    int i;
    int ctx_tag = 0;
    one_shot(&desc, &r);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    td.id = 42;
    td.op_id = 4242;
    td.ctx = &ctx_tag;
    td.op = RESIL_OP_LLM;
    RT_EQ(resil_task_start(&e, &t, &td, now), RESIL_OK);
    RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
    for (i = 0; i < 3; i++) {
        fail_now(&e, &t, now, RESIL_CLASS_NETWORK, &d);
        RT_EQ(d.kind, RESIL_DECIDE_RESTART);
        RT_EQ(d.at_ms, now + gaps[i]);
        RT_EQ(t.state, RESIL_TASK_QUEUED);
        RT_EQ(resil_restartq_count(&e), 1);
        RT_EQ(s8_last(&r, RESIL_EV_RESTART_QUEUED)->value_ms, gaps[i]);
        /* the decision repeats for the finished task object */
        RT_EQ(resil_next(&e, &t, now + 5u, &d), RESIL_OK);
        RT_EQ(d.kind, RESIL_DECIDE_RESTART);
        RT_EQ(resil_restartq_next_at(&e, &at), RESIL_OK);
        RT_EQ(at, now + gaps[i]);
        RT_EQ(resil_restartq_due(&e, now + gaps[i] - 1u, &td), RESIL_E_EMPTY);
        now += gaps[i];
        RT_EQ(resil_restartq_due(&e, now, &td), RESIL_OK);
        RT_EQ(s8_count(&r, RESIL_EV_RESTART_DUE, -1), i + 1);
        RT_EQ(resil_restartq_count(&e), 0);
        RT_EQ(td.id, 42);
        RT_EQ(td.op_id, 4242);
        RT_CHECK(td.ctx == &ctx_tag);
        RT_EQ(td.op, RESIL_OP_LLM);
        RT_EQ(td.restarts, i + 1);
        RT_EQ(resil_task_start(&e, &t, &td, now), RESIL_OK);
        RT_EQ(resil_next(&e, &t, now, &d), RESIL_OK);
    }
    fail_now(&e, &t, now, RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    RT_EQ(d.reason, RESIL_REASON_RESTARTS);
    RT_EQ(resil_engine_counters(&e, &c), RESIL_OK);
    RT_EQ(c.restarts_queued, 3);
    RT_EQ(c.restarts_exhausted, 1);
    RT_EQ(c.restarts_succeeded, 0);
    RT_EQ(c.tasks_failed, 1); /* only the final failure */
}

RT_TIMED(a_restarted_task_that_succeeds_is_counted)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    resil_outcome ok = s8_ok(0);
    resil_counters c;
    one_shot(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    s8_start(&e, &t, 1, T(0), &d);
    fail_now(&e, &t, T(0), RESIL_CLASS_TIMEOUT, &d);
    RT_EQ(d.kind, RESIL_DECIDE_RESTART);
    RT_EQ(resil_restartq_due(&e, T(60000), &td), RESIL_OK);
    RT_EQ(resil_task_start(&e, &t, &td, T(60000)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(60000), &d), RESIL_OK);
    RT_EQ(resil_report(&e, &t, T(60100), &ok, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_DONE);
    RT_EQ(resil_engine_counters(&e, &c), RESIL_OK);
    RT_EQ(c.restarts_succeeded, 1);
    RT_EQ(c.restarts_queued, 1);
    RT_EQ(c.tasks_failed, 0); /* queued is not failed */
}

RT_TIMED(which_failures_restart)
{
    static const struct {
        int cls, restarts;
    } cases[] = {
        {RESIL_CLASS_NETWORK, 1},  {RESIL_CLASS_TIMEOUT, 1},
        {RESIL_CLASS_UNAVAILABLE, 1}, {RESIL_CLASS_CRASH, 1},
        {RESIL_CLASS_LOGIC, 0},    {RESIL_CLASS_SERVER, 0},
        {RESIL_CLASS_AUTH, 0},     {RESIL_CLASS_INVALID_REQUEST, 0},
        {RESIL_CLASS_CONTEXT_LENGTH, 0},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        resil_desc desc;
        resil_engine e;
        resil_task t;
        resil_decision d;
        s8_desc(&desc, 1, NULL);
        RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
        s8_start(&e, &t, 1, T(0), &d);
        s8_fail_until_final(&e, &t, T(0), cases[i].cls, &d);
        RT_EQ(d.kind == RESIL_DECIDE_RESTART, cases[i].restarts);
        RT_EQ(resil_restartq_count(&e), cases[i].restarts);
        if (!cases[i].restarts) RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    }
}

RT_TIMED(cancelled_tasks_and_passthrough_never_restart)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    s8_desc(&desc, 1, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    s8_start(&e, &t, 1, T(0), &d);
    s8_fail_until_final(&e, &t, T(0), RESIL_CLASS_CANCELLED, &d);
    RT_EQ(d.kind, RESIL_DECIDE_CANCELLED);
    desc.passthrough = 1;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    s8_start(&e, &t, 1, T(0), &d);
    s8_fail_until_final(&e, &t, T(0), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    RT_EQ(resil_restartq_count(&e), 0);
    desc.passthrough = 0;
    desc.restart.max_restarts = RESIL_RESTARTS_NONE;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    s8_start(&e, &t, 1, T(0), &d);
    s8_fail_until_final(&e, &t, T(0), RESIL_CLASS_CRASH, &d);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
}

/* Queue full: a task with no deadline is held (WAIT, reason queue_full)
   and queued as soon as there is room; one with a deadline fails at once. */
RT_TIMED(queue_full_holds_a_task_without_deadline_and_fails_one_with)
{
    resil_desc desc;
    resil_engine e;
    resil_task t, held;
    resil_task_desc td;
    resil_decision d;
    s8_recorder r;
    int tags[RESIL_RESTARTQ_CAPACITY + 2];
    uint32_t i, at;
    one_shot(&desc, &r);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    for (i = 0; i < RESIL_RESTARTQ_CAPACITY + 2u; i++) {
        resil_task *x = i == RESIL_RESTARTQ_CAPACITY ? &held : &t;
        memset(&td, 0, sizeof td);
        td.id = 100u + i;
        td.ctx = &tags[i];
        if (i == RESIL_RESTARTQ_CAPACITY + 1u) td.timeout_ms = 3600000u;
        RT_EQ(resil_task_start(&e, x, &td, T(i)), RESIL_OK);
        RT_EQ(resil_next(&e, x, T(i), &d), RESIL_OK);
        fail_now(&e, x, T(i), RESIL_CLASS_NETWORK, &d);
        if (i < RESIL_RESTARTQ_CAPACITY) {
            RT_EQ(d.kind, RESIL_DECIDE_RESTART);
        } else if (i == RESIL_RESTARTQ_CAPACITY) { /* no deadline: held */
            RT_EQ(d.kind, RESIL_DECIDE_WAIT);
            RT_EQ(d.reason, RESIL_REASON_QUEUE_FULL);
            RT_EQ(resil_restartq_next_at(&e, &at), RESIL_OK);
            RT_EQ(d.at_ms, at); /* room comes with the first due restart */
        } else { /* a deadline: it cannot wait, it fails and says why */
            RT_EQ(d.kind, RESIL_DECIDE_FAIL);
            RT_EQ(d.reason, RESIL_REASON_QUEUE_FULL);
            RT_EQ(s8_last(&r, RESIL_EV_FAILED)->reason, RESIL_REASON_QUEUE_FULL);
        }
    }
    RT_EQ(resil_restartq_count(&e), RESIL_RESTARTQ_CAPACITY);
    /* asked early, the held task still waits; nothing is lost */
    RT_EQ(resil_next(&e, &held, at - 1u, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_QUEUE_FULL);
    /* at `at` the first restart is due but nobody took it: still no room,
       the held task asks again limit.wait_ms later (not at that same due
       time; found by the config fuzz target) */
    RT_EQ(resil_next(&e, &held, at, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_QUEUE_FULL);
#ifndef RESIL_NO_OVERLOAD
    RT_EQ(d.at_ms, at + e.desc.limit.wait_ms);
#else
    RT_EQ(d.at_ms, at + 1000u); /* (limit.wait_ms's default) */
#endif
    at = d.at_ms;
    /* every queued task comes back, in order, with its context */
    RT_EQ(resil_restartq_due(&e, at, &td), RESIL_OK);
    RT_EQ(td.id, 100u);
    /* room: the held task is queued now */
    RT_EQ(resil_next(&e, &held, at, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_RESTART);
    RT_EQ(resil_restartq_count(&e), RESIL_RESTARTQ_CAPACITY);
    for (i = 1; i <= RESIL_RESTARTQ_CAPACITY; i++) {
        RT_EQ(resil_restartq_due(&e, T(6000000), &td), RESIL_OK);
        RT_EQ(td.id, 100u + i);
        RT_CHECK(td.ctx == &tags[i]);
    }
    RT_EQ(resil_restartq_due(&e, T(6000000), &td), RESIL_E_EMPTY);
}

RT_TIMED(the_earliest_due_restart_pops_first)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    one_shot(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    /* task 1 is on its second restart (due +2 min), task 2 on its first
       (due +1 min) although queued later */
    memset(&td, 0, sizeof td);
    td.id = 1;
    td.restarts = 1;
    RT_EQ(resil_task_start(&e, &t, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(0), &d), RESIL_OK);
    fail_now(&e, &t, T(0), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.at_ms, T(120000));
    if (RESIL_RESTARTQ_CAPACITY < 2) return;
    td.id = 2;
    td.restarts = 0;
    RT_EQ(resil_task_start(&e, &t, &td, T(1000)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(1000), &d), RESIL_OK);
    fail_now(&e, &t, T(1000), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.at_ms, T(61000));
    RT_EQ(resil_restartq_due(&e, T(300000), &td), RESIL_OK);
    RT_EQ(td.id, 2);
    RT_EQ(resil_restartq_due(&e, T(300000), &td), RESIL_OK);
    RT_EQ(td.id, 1);
    RT_EQ(td.restarts, 2);
}

RT_TIMED(open_breakers_on_every_step_queue_a_new_task)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_decision d;
    uint32_t i;
    s8_desc(&desc, 2, NULL);
    desc.health.pause_max_ms = RESIL_NEVER; /* no pause: straight on */
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    for (i = 0; i < 5; i++) {
        s8_ping(&e, 0, T(i), 0);
        s8_ping(&e, 1, T(i), 0);
    }
    s8_start(&e, &t, 9, T(10), &d);
    RT_EQ(d.kind, RESIL_DECIDE_RESTART);
    RT_EQ(d.reason, RESIL_REASON_EXHAUSTED);
    RT_EQ(d.at_ms, T(10 + 60000));
}

RT_TIMED(no_restart_past_the_task_deadline_and_the_deadline_is_kept)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    one_shot(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    td.timeout_ms = 30000; /* a restart at +60 s would be too late */
    RT_EQ(resil_task_start(&e, &t, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(0), &d), RESIL_OK);
    fail_now(&e, &t, T(1000), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.kind, RESIL_DECIDE_FAIL);
    td.timeout_ms = 600000;
    RT_EQ(resil_task_start(&e, &t, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(0), &d), RESIL_OK);
    fail_now(&e, &t, T(1000), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.kind, RESIL_DECIDE_RESTART);
    RT_EQ(resil_restartq_due(&e, T(61000), &td), RESIL_OK);
    RT_EQ(td.timeout_ms, 600000u - 61000u); /* what is left of it */
}

RT_TIMED(long_restart_chains_saturate_at_max_delay)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    one_shot(&desc, NULL);
    desc.restart.max_restarts = 250;
    desc.restart.delay_ms = RESIL_MAX_INTERVAL_MS / 2u;
    desc.restart.max_delay_ms = RESIL_MAX_INTERVAL_MS;
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    td.restarts = 200;
    RT_EQ(resil_task_start(&e, &t, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(0), &d), RESIL_OK);
    fail_now(&e, &t, T(0), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.kind, RESIL_DECIDE_RESTART);
    RT_EQ(d.at_ms, T(0) + RESIL_MAX_INTERVAL_MS);
}

RT_TIMED(queued_restarts_keep_their_delay_when_the_clock_goes_back)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    uint32_t at = 0;
    one_shot(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    s8_start(&e, &t, 1, T(100000), &d);
    fail_now(&e, &t, T(100000), RESIL_CLASS_NETWORK, &d);
    RT_EQ(resil_health_tick(&e, T(40000)), RESIL_OK); /* back 60 s */
    RT_EQ(resil_restartq_next_at(&e, &at), RESIL_OK);
    RT_EQ(at, T(100000));
    RT_EQ(resil_restartq_due(&e, T(99999), &td), RESIL_E_EMPTY);
    RT_EQ(resil_restartq_due(&e, T(100000), &td), RESIL_OK);
}

RT_TIMED(cancelling_a_queued_task_takes_it_out_of_the_queue)
{
    resil_desc desc;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    resil_counters c;
    one_shot(&desc, NULL);
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    s8_start(&e, &t, 1, T(0), &d);
    fail_now(&e, &t, T(0), RESIL_CLASS_NETWORK, &d);
    RT_EQ(d.kind, RESIL_DECIDE_RESTART);
    RT_EQ(resil_restartq_count(&e), 1);
    RT_EQ(resil_cancel(&e, &t, T(5000), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_CANCELLED);
    RT_EQ(t.state, RESIL_TASK_CANCELLED);
    RT_EQ(resil_restartq_count(&e), 0);
    RT_EQ(resil_restartq_due(&e, T(600000), &td), RESIL_E_EMPTY);
    RT_EQ(resil_engine_counters(&e, &c), RESIL_OK);
    RT_EQ(c.tasks_cancelled, 1);
    RT_EQ(c.tasks_failed, 0);
}

RT_TEST(restartq_bad_input)
{
    resil_engine z;
    resil_task_desc td;
    uint32_t at;
    memset(&z, 0, sizeof z);
    RT_EQ(resil_restartq_due(NULL, 0, &td), RESIL_E_NULL);
    RT_EQ(resil_restartq_due(&z, 0, NULL), RESIL_E_NULL);
    RT_EQ(resil_restartq_due(&z, 0, &td), RESIL_E_STATE);
    RT_EQ(resil_restartq_next_at(&z, &at), RESIL_E_STATE);
    RT_EQ(resil_restartq_next_at(NULL, &at), RESIL_E_NULL);
    RT_EQ(resil_restartq_count(NULL), RESIL_E_NULL);
    RT_EQ(resil_restartq_count(&z), RESIL_E_STATE);
}

RT_TIMED(restart_delays_are_jittered_within_20_percent)
{
    resil_desc desc;
    resil_engine e;
    enum { N = RESIL_RESTARTQ_CAPACITY < 8 ? RESIL_RESTARTQ_CAPACITY : 8 };
    resil_task t[N];
    resil_decision d;
    uint32_t lo = UINT32_MAX, hi = 0, at[N];
    int i, j, distinct = 0;
    one_shot(&desc, NULL);
    desc.restart.jitter_pct = 0; /* the default: 20 */
    RT_EQ(resil_engine_init(&e, &desc), RESIL_OK);
    RT_EQ(e.desc.restart.jitter_pct, 20);
    for (i = 0; i < N; i++) { /* tasks failing on the same tick */
        RT_EQ(resil_task_start(&e, &t[i], NULL, T(0)), RESIL_OK);
        RT_EQ(resil_next(&e, &t[i], T(0), &d), RESIL_OK);
        fail_now(&e, &t[i], T(0), RESIL_CLASS_NETWORK, &d);
        RT_EQ(d.kind, RESIL_DECIDE_RESTART);
        RT_CHECK(d.at_ms - T(0) >= 48000u && d.at_ms - T(0) <= 72000u);
        if (d.at_ms - T(0) < lo) lo = d.at_ms - T(0);
        if (d.at_ms - T(0) > hi) hi = d.at_ms - T(0);
        at[i] = d.at_ms;
        for (j = 0; j < i && at[j] != at[i]; j++) continue;
        distinct += j == i; /* a due tick no earlier task has */
    }
    RT_CHECK(hi - lo >= (N >= 4 ? 1000u : 1u)); /* spread out, not one herd */
    RT_CHECK(distinct >= N - (N >= 4 ? 1 : 0)); /* (tasks without ids too) */
    desc.restart.jitter_pct = 101;
    RT_EQ(resil_desc_check(&desc, NULL), RESIL_E_CONFIG);
}
#endif
