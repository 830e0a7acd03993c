/* test_health.c - the connection health monitor (resil.h section 8): ping
   schedule, verdicts, latency, breaker feed, session death, pause. The
   numbers are the design documents': ping every 30 s, unhealthy at 50%
   failures, unknown counts as healthy. */
#include "s8_fixture.h"
#if !defined(RESIL_NO_HEALTH) /* the part these tests are about is compiled in */

static void init(resil_engine *e, resil_desc *d)
{
    RT_EQ(resil_engine_init(e, d), RESIL_OK);
}

RT_TEST(health_defaults_are_the_documented_ones)
{
    resil_desc d;
    s8_desc(&d, 1, NULL);
    resil_desc_defaults(&d);
    RT_EQ(d.health.ping_ms, 30000);
    RT_EQ(d.health.suspect_ping_ms, 10000);
    RT_EQ(d.health.open_ping_ms, 60000);
    RT_EQ(d.health.window_ms, 120000);
    RT_EQ(d.health.dead_ms, 90000);
    RT_EQ(d.health.pause_max_ms, 300000);
    RT_EQ(d.health.min_samples, 3);
    RT_EQ(d.health.unhealthy_pct, 50);
    RT_EQ(d.restart.delay_ms, 60000);
    RT_EQ(d.restart.max_restarts, 3);
    RT_EQ(d.restart.classes,
          (1u << RESIL_CLASS_NETWORK) | (1u << RESIL_CLASS_TIMEOUT) |
              (1u << RESIL_CLASS_UNAVAILABLE) | (1u << RESIL_CLASS_CRASH));
    RT_EQ(d.alert.window_ms, 300000);
    RT_EQ(d.alert.threshold, 10);
    RT_EQ(d.alert.clear_below, 5);
}

RT_TEST(health_config_rejects_impossible_values_by_name)
{
    resil_desc d;
    const char *field = NULL;
    s8_desc(&d, 1, NULL);
    RT_EQ(resil_desc_check(&d, &field), RESIL_OK);
    d.health.unhealthy_pct = 101;
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    RT_CHECK(strcmp(field, "health.unhealthy_pct") == 0);
    s8_desc(&d, 1, NULL);
    d.health.ping_ms = RESIL_MAX_INTERVAL_MS + 1u;
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    RT_CHECK(strcmp(field, "health.ping_ms") == 0);
    d.health.ping_ms = RESIL_NEVER; /* only dead_ms and pause_max_ms allow it */
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    s8_desc(&d, 1, NULL);
    d.health.dead_ms = RESIL_NEVER;
    d.health.pause_max_ms = RESIL_NEVER;
    RT_EQ(resil_desc_check(&d, &field), RESIL_OK);
    d.restart.classes = 1u << RESIL_CLASS_LOGIC; /* never restarted */
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    RT_CHECK(strcmp(field, "restart.classes") == 0);
    s8_desc(&d, 1, NULL);
    d.restart.delay_ms = 5000;
    d.restart.max_delay_ms = 4000;
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    RT_CHECK(strcmp(field, "restart.max_delay_ms") == 0);
    s8_desc(&d, 1, NULL);
    d.alert.threshold = 4;
    d.alert.clear_below = 5;
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    RT_CHECK(strcmp(field, "alert.clear_below") == 0);
    s8_desc(&d, 1, NULL);
    d.health.latency_shift = 9;
    RT_EQ(resil_desc_check(&d, &field), RESIL_E_CONFIG);
    RT_CHECK(strcmp(field, "health.latency_shift") == 0);
}

RT_TIMED(a_ping_is_due_every_30_s_while_all_is_well)
{
    resil_desc d;
    resil_engine e;
    uint32_t at = 0;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    RT_EQ(resil_health_next_ping(&e, 0, T(0), &at), RESIL_OK);
    RT_EQ(at, T(0)); /* nothing known: ping now */
    s8_ping(&e, 0, T(0), 1);
    RT_EQ(resil_health_next_ping(&e, 0, T(1000), &at), RESIL_OK);
    RT_EQ(at, T(30000));
    s8_ping(&e, 0, T(30000), 1);
    RT_EQ(resil_health_next_ping(&e, 0, T(30000), &at), RESIL_OK);
    RT_EQ(at, T(60000));
    /* overdue: "now" */
    RT_EQ(resil_health_next_ping(&e, 0, T(75000), &at), RESIL_OK);
    RT_EQ(at, T(75000));
}

RT_TIMED(pings_come_sooner_while_the_endpoint_is_suspect)
{
    resil_desc d;
    resil_engine e;
    uint32_t at = 0;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    s8_ping(&e, 0, T(0), 1);
    s8_ping(&e, 0, T(30000), 0);
    RT_EQ(resil_health_next_ping(&e, 0, T(30000), &at), RESIL_OK);
    RT_EQ(at, T(40000)); /* suspect: 10 s */
    s8_ping(&e, 0, T(40000), 1);
    RT_EQ(resil_health_next_ping(&e, 0, T(40000), &at), RESIL_OK);
    RT_EQ(at, T(70000)); /* healthy again: 30 s */
}

RT_TIMED(no_ping_is_due_while_real_traffic_succeeds)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_decision dec;
    resil_outcome ok = s8_ok(0);
    uint32_t at = 0, now;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    s8_ping(&e, 0, T(0), 1);
    for (now = T(10000); resil_time_after(T(300000), now); now += 20000u) {
        s8_start(&e, &t, 1, now, &dec);
        RT_EQ(dec.kind, RESIL_DECIDE_TRY);
        RT_EQ(resil_report(&e, &t, now, &ok, &dec), RESIL_OK);
        RT_EQ(dec.kind, RESIL_DECIDE_DONE);
        RT_EQ(resil_health_next_ping(&e, 0, now, &at), RESIL_OK);
        RT_EQ(at, now + 30000u); /* moved on by every success */
    }
}

RT_TIMED(pings_are_rarer_while_the_breaker_is_open_but_probe_at_half_open)
{
    resil_desc d;
    resil_engine e;
    uint32_t at = 0, i;
    s8_desc(&d, 1, NULL);
    d.breaker.open_ms = 200000;     /* long: the 60 s open rate shows */
    d.breaker.open_jitter_pct = 1;
    init(&e, &d);
    for (i = 0; i < 5; i++) s8_ping(&e, 0, T(i * 1000u), 0);
    RT_EQ(resil_breaker_state_at(&e, 0, T(4000)), RESIL_BREAKER_OPEN);
    RT_EQ(resil_health_next_ping(&e, 0, T(4000), &at), RESIL_OK);
    RT_EQ(at, T(64000)); /* open: 60 s, not 10 s */
    /* a short open time: the next ping is the half-open probe time */
    s8_desc(&d, 1, NULL);
    d.breaker.open_jitter_pct = 1;
    init(&e, &d);
    for (i = 0; i < 5; i++) s8_ping(&e, 0, T(i * 1000u), 0);
    RT_EQ(resil_health_next_ping(&e, 0, T(4000), &at), RESIL_OK);
    RT_EQ(at, e.ep[0].breaker.open_until);
    RT_CHECK(resil_time_after(at, T(4000 + 29000)));
    RT_CHECK(resil_time_after(T(4000 + 31000), at));
}

RT_TIMED(unknown_counts_as_healthy)
{
    resil_desc d;
    resil_engine e;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    RT_EQ(resil_health_verdict_at(&e, 0, T(0)), RESIL_HEALTH_UNKNOWN);
    RT_EQ(resil_health_usable(&e, 0, T(0)), 1);
    s8_ping(&e, 0, T(0), 0);
    s8_ping(&e, 0, T(1000), 0); /* 2 results: fewer than min_samples (3) */
    RT_EQ(resil_health_verdict_at(&e, 0, T(1000)), RESIL_HEALTH_UNKNOWN);
    RT_EQ(resil_health_usable(&e, 0, T(1000)), 1);
    s8_ping(&e, 0, T(2000), 0);
    RT_EQ(resil_health_verdict_at(&e, 0, T(2000)), RESIL_HEALTH_UNHEALTHY);
    RT_EQ(resil_health_usable(&e, 0, T(2000)), 0);
}

RT_TIMED(fifty_percent_failures_is_unhealthy)
{
    resil_desc d;
    resil_engine e;
    s8_desc(&d, 1, NULL);
    d.breaker.failure_threshold = 1000; /* keep the breaker out of it */
    d.health.dead_ms = RESIL_NEVER;     /* and death (long silence below) */
    init(&e, &d);
    s8_ping(&e, 0, T(0), 1);
    s8_ping(&e, 0, T(1000), 1);
    s8_ping(&e, 0, T(2000), 1);
    s8_ping(&e, 0, T(3000), 0);
    s8_ping(&e, 0, T(4000), 0); /* 2 of 5 failed: 40% */
    RT_EQ(resil_health_verdict_at(&e, 0, T(4000)), RESIL_HEALTH_HEALTHY);
    s8_ping(&e, 0, T(5000), 0); /* 3 of 6: 50% */
    RT_EQ(resil_health_verdict_at(&e, 0, T(5000)), RESIL_HEALTH_UNHEALTHY);
    /* the window forgets: 2 min later nothing is known */
    RT_EQ(resil_health_verdict_at(&e, 0, T(5000 + 120000)), RESIL_HEALTH_UNKNOWN);
}

RT_TIMED(verdict_changes_are_events)
{
    resil_desc d;
    resil_engine e;
    s8_recorder r;
    const resil_event *ev;
    s8_desc(&d, 1, &r);
    d.breaker.failure_threshold = 1000;
    init(&e, &d);
    s8_ping(&e, 0, T(0), 0);
    s8_ping(&e, 0, T(1000), 0);
    RT_EQ(s8_count(&r, RESIL_EV_HEALTH, 0), 0);
    s8_ping(&e, 0, T(2000), 0);
    RT_EQ(s8_count(&r, RESIL_EV_HEALTH, 0), 1);
    ev = s8_last(&r, RESIL_EV_HEALTH);
    RT_EQ(ev->type, RESIL_EV_HEALTH);
    RT_EQ(ev->from, RESIL_HEALTH_UNKNOWN);
    RT_EQ(ev->to, RESIL_HEALTH_UNHEALTHY);
    RT_EQ(ev->now_ms, T(2000));
    s8_ping(&e, 0, T(3000), 1);
    s8_ping(&e, 0, T(4000), 1);
    s8_ping(&e, 0, T(5000), 1);
    s8_ping(&e, 0, T(6000), 1); /* 3 of 7 failed */
    RT_EQ(s8_count(&r, RESIL_EV_HEALTH, 0), 2);
    RT_EQ(s8_last(&r, RESIL_EV_HEALTH)->to, RESIL_HEALTH_HEALTHY);
}

RT_TIMED(latency_is_an_integer_moving_average)
{
    resil_desc d;
    resil_engine e;
    resil_outcome o;
    uint32_t ms = 0;
    int i;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    RT_EQ(resil_health_latency(&e, 0, &ms), RESIL_E_EMPTY);
    o = s8_ok(100);
    RT_EQ(resil_health_ping(&e, 0, T(0), &o), RESIL_OK);
    RT_EQ(resil_health_latency(&e, 0, &ms), RESIL_OK);
    RT_EQ(ms, 100);
    o = s8_ok(200);
    RT_EQ(resil_health_ping(&e, 0, T(1000), &o), RESIL_OK);
    RT_EQ(resil_health_latency(&e, 0, &ms), RESIL_OK);
    /* weight 1/8: 100 + (200 - 100) / 8 = 112.5, rounded */
    RT_CHECK(ms == 112 || ms == 113);
    for (i = 0; i < 100; i++) {
        RT_EQ(resil_health_ping(&e, 0, T(2000u + (uint32_t)i), &o), RESIL_OK);
    }
    RT_EQ(resil_health_latency(&e, 0, &ms), RESIL_OK);
    RT_EQ(ms, 200);
    o = s8_ok(0xFFFFFFFFu); /* absurd latency: saturates, no overflow */
    RT_EQ(resil_health_ping(&e, 0, T(3000), &o), RESIL_OK);
    RT_EQ(resil_health_latency(&e, 0, &ms), RESIL_OK);
    RT_CHECK(ms > 200u);
}

RT_TIMED(failed_pings_open_the_breaker_like_failed_calls)
{
    resil_desc d;
    resil_engine e;
    resil_counters c;
    uint32_t i;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    for (i = 0; i < 4; i++) s8_ping(&e, 0, T(i * 1000u), 0);
    RT_EQ(resil_breaker_state_at(&e, 0, T(4000)), RESIL_BREAKER_CLOSED);
    s8_ping(&e, 0, T(4000), 0); /* fifth consecutive failure */
    RT_EQ(resil_breaker_state_at(&e, 0, T(4000)), RESIL_BREAKER_OPEN);
    RT_EQ(resil_endpoint_counters(&e, 0, &c), RESIL_OK);
    RT_EQ(c.breaker_opens, 1);
    /* a ping failing with a class that never counts changes nothing */
    {
        resil_outcome o = s8_fail(RESIL_CLASS_INVALID_REQUEST);
        resil_engine before = e;
        RT_EQ(resil_health_ping(&e, 0, T(4000), &o), RESIL_OK);
        RT_EQ(e.ep[0].breaker.generation, before.ep[0].breaker.generation);
    }
}

RT_TIMED(successful_probe_pings_close_a_half_open_breaker)
{
    resil_desc d;
    resil_engine e;
    uint32_t i, open_until;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    for (i = 0; i < 5; i++) s8_ping(&e, 0, T(i * 1000u), 0);
    open_until = e.ep[0].breaker.open_until;
    RT_EQ(resil_breaker_state_at(&e, 0, T(10000)), RESIL_BREAKER_OPEN);
    /* the endpoint answers before its cooldown ends: half-open at once,
       the ping being the first probe success */
    s8_ping(&e, 0, T(10000), 1);
    RT_EQ(resil_breaker_state_at(&e, 0, T(10000)), RESIL_BREAKER_HALF_OPEN);
    RT_EQ(e.ep[0].breaker.probe_ok, 1);
    s8_ping(&e, 0, T(15000), 1); /* second: closes (2 needed) */
    RT_EQ(resil_breaker_state_at(&e, 0, T(15000)), RESIL_BREAKER_CLOSED);
    (void)open_until;
    /* and a failed probe ping re-opens a half-open breaker */
    for (i = 0; i < 5; i++) s8_ping(&e, 0, T(16000) + i, 0);
    open_until = e.ep[0].breaker.open_until;
    s8_ping(&e, 0, open_until, 0);
    RT_EQ(resil_breaker_state_at(&e, 0, open_until), RESIL_BREAKER_OPEN);
}

RT_TIMED(silence_after_heartbeats_declares_the_session_dead)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_decision dec;
    s8_recorder r;
    s8_desc(&d, 1, &r);
    init(&e, &d);
    RT_EQ(resil_health_heartbeat(&e, 0, T(0)), RESIL_OK);
    s8_start(&e, &t, 5, T(1000), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY); /* now IN_FLIGHT */
    RT_EQ(resil_health_tick(&e, T(89999)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(89999), &dec), RESIL_E_STATE); /* alive */
    RT_EQ(s8_count(&r, RESIL_EV_DEAD, 0), 0);
    RT_EQ(resil_health_tick(&e, T(90000)), RESIL_OK); /* 90 s of silence */
    RT_EQ(s8_count(&r, RESIL_EV_DEAD, 0), 1);
    RT_EQ(resil_health_verdict_at(&e, 0, T(90000)), RESIL_HEALTH_DEAD);
    RT_EQ(resil_health_usable(&e, 0, T(90000)), 0);
    /* the task in flight gets its decision at once: a crash, restarted */
    RT_EQ(resil_next(&e, &t, T(90001), &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_RESTART);
    RT_EQ(dec.reason, RESIL_REASON_DEAD);
    RT_EQ(dec.cls, RESIL_CLASS_CRASH);
    RT_EQ(t.state, RESIL_TASK_QUEUED);
    /* a heartbeat revives it */
    RT_EQ(resil_health_heartbeat(&e, 0, T(100000)), RESIL_OK);
    RT_CHECK(resil_health_verdict_at(&e, 0, T(100000)) != RESIL_HEALTH_DEAD);
}

RT_TIMED(silence_is_noticed_by_resil_next_alone)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_decision dec;
    s8_desc(&d, 1, NULL);
    d.restart.max_restarts = RESIL_RESTARTS_NONE;
    init(&e, &d);
    s8_ping(&e, 0, T(0), 1); /* a successful ping arms it too */
    s8_start(&e, &t, 5, T(1000), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);
    RT_EQ(resil_next(&e, &t, T(90000), &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_FAIL);
    RT_EQ(dec.reason, RESIL_REASON_DEAD);
}

RT_TIMED(a_worker_reported_gone_is_dead_at_once_and_later_attempts_are_not_lost)
{
    resil_desc d;
    resil_engine e;
    resil_task t, u;
    resil_decision dec;
    resil_outcome ok = s8_ok(0);
    s8_recorder r;
    s8_desc(&d, 2, &r);
    d.breaker.open_ms = 1000;
    d.breaker.open_jitter_pct = 1;
    init(&e, &d);
    s8_start(&e, &t, 1, T(0), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);
    RT_EQ(dec.endpoint, 0);
    RT_EQ(resil_health_dead(&e, 0, T(10)), RESIL_OK);
    RT_EQ(s8_count(&r, RESIL_EV_DEAD, 0), 1);
    RT_EQ(resil_breaker_state_at(&e, 0, T(10)), RESIL_BREAKER_OPEN);
    RT_EQ(resil_health_dead(&e, 0, T(20)), RESIL_OK); /* once */
    RT_EQ(s8_count(&r, RESIL_EV_DEAD, 0), 1);
    RT_EQ(resil_next(&e, &t, T(20), &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_RESTART);
    /* a task started after the death goes to endpoint 1, and when
       endpoint 0 half-opens a new attempt there is not "lost" */
    s8_start(&e, &u, 2, T(30), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);
    RT_EQ(dec.endpoint, 1);
    RT_EQ(resil_report(&e, &u, T(40), &ok, &dec), RESIL_OK);
    s8_start(&e, &u, 3, T(5000), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);
    RT_EQ(dec.endpoint, 0); /* half-open probe */
    RT_EQ(resil_next(&e, &u, T(5001), &dec), RESIL_E_STATE);
    RT_EQ(resil_report(&e, &u, T(5002), &ok, &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_DONE);
    RT_CHECK(resil_health_verdict_at(&e, 0, T(5002)) != RESIL_HEALTH_DEAD);
}

RT_TIMED(a_task_pauses_while_its_whole_chain_is_down)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_decision dec;
    resil_counters before, after;
    uint32_t i, first;
    s8_desc(&d, 2, NULL);
    init(&e, &d);
    for (i = 0; i < 5; i++) {
        s8_ping(&e, 0, T(i * 100u), 0);
        s8_ping(&e, 1, T(i * 100u + 50u), 0);
    }
    RT_EQ(resil_breaker_state_at(&e, 0, T(500)), RESIL_BREAKER_OPEN);
    RT_EQ(resil_breaker_state_at(&e, 1, T(500)), RESIL_BREAKER_OPEN);
    first = resil_time_after(e.ep[1].breaker.open_until,
                             e.ep[0].breaker.open_until)
                ? e.ep[0].breaker.open_until
                : e.ep[1].breaker.open_until;
    RT_EQ(resil_engine_counters(&e, &before), RESIL_OK);
    s8_start(&e, &t, 1, T(1000), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_WAIT);
    RT_EQ(dec.reason, RESIL_REASON_PAUSED);
    RT_EQ(dec.at_ms, first);
    RT_EQ(resil_next(&e, &t, first - 1u, &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_engine_counters(&e, &after), RESIL_OK);
    RT_EQ(after.attempts, before.attempts); /* nothing burnt */
    RT_EQ(after.fallbacks, before.fallbacks);
    RT_EQ(resil_next(&e, &t, first, &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);       /* the half-open probe */
    RT_CHECK(dec.flags & RESIL_DECISION_PROBE);
}

RT_TIMED(no_pause_with_a_degraded_answer_or_past_the_limits)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_task_desc td;
    resil_decision dec;
    uint32_t i;
    s8_desc(&d, 2, NULL);
    d.chains[0].step_count = 2;
    d.chains[0].steps[1] = 1;
    d.chains[0].degraded = 1;
    d.breaker.open_ms = 600000;
    d.breaker.open_max_ms = 600000;
    init(&e, &d);
    for (i = 0; i < 5; i++) {
        s8_ping(&e, 0, T(i), 0);
        s8_ping(&e, 1, T(i), 0);
    }
    s8_start(&e, &t, 1, T(10), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_DEGRADED); /* told at once */
    /* no degraded answer: pause, but only up to 5 min after the start */
    d.chains[0].degraded = 0;
    init(&e, &d);
    for (i = 0; i < 5; i++) {
        s8_ping(&e, 0, T(i), 0);
        s8_ping(&e, 1, T(i), 0);
    }
    s8_start(&e, &t, 1, T(10), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_WAIT);
    RT_EQ(dec.reason, RESIL_REASON_PAUSED);
    RT_EQ(dec.at_ms, T(10 + 300000));
    RT_EQ(resil_next(&e, &t, T(10 + 300000), &dec), RESIL_OK);
    RT_CHECK(dec.kind != RESIL_DECIDE_WAIT && dec.kind != RESIL_DECIDE_TRY);
    /* and never past the task's deadline */
    memset(&td, 0, sizeof td);
    td.timeout_ms = 60000;
    RT_EQ(resil_task_start(&e, &t, &td, T(20)), RESIL_OK);
    RT_EQ(resil_next(&e, &t, T(20), &dec), RESIL_OK);
    RT_CHECK(dec.kind != RESIL_DECIDE_WAIT);
}

RT_TIMED(a_pinged_unhealthy_chain_pauses_until_the_next_ping)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_decision dec;
    uint32_t i;
    s8_desc(&d, 1, NULL);
    d.breaker.failure_threshold = 1000; /* breaker stays closed */
    init(&e, &d);
    for (i = 0; i < 3; i++) s8_ping(&e, 0, T(i * 1000u), 0);
    s8_start(&e, &t, 1, T(3000), &dec);
    RT_EQ(dec.kind, RESIL_DECIDE_WAIT);
    RT_EQ(dec.reason, RESIL_REASON_PAUSED);
    RT_EQ(dec.at_ms, T(2000 + 10000)); /* the suspect ping */
    s8_ping(&e, 0, T(12000), 1);
    RT_EQ(resil_next(&e, &t, T(12000), &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);
}

RT_TIMED(health_intervals_survive_a_clock_going_back)
{
    resil_desc d;
    resil_engine e;
    uint32_t at = 0;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    s8_ping(&e, 0, T(50000), 1);
    RT_EQ(resil_health_tick(&e, T(40000)), RESIL_OK); /* 10 s back */
    RT_EQ(resil_health_next_ping(&e, 0, T(40000), &at), RESIL_OK);
    RT_EQ(at, T(40000 + 30000)); /* the 30 s are kept from the new now */
}

RT_TEST(health_bad_input_gets_a_code_and_changes_nothing)
{
    resil_desc d;
    resil_engine e, e0, z;
    resil_outcome o = s8_fail(RESIL_CLASS__COUNT);
    uint32_t at, ms;
    s8_desc(&d, 1, NULL);
    init(&e, &d);
    e0 = e;
    memset(&z, 0, sizeof z);
    RT_EQ(resil_health_ping(NULL, 0, 0, &o), RESIL_E_NULL);
    RT_EQ(resil_health_ping(&e, 0, 0, NULL), RESIL_E_NULL);
    RT_EQ(resil_health_ping(&e, 1, 0, &o), RESIL_E_RANGE);
    RT_EQ(resil_health_ping(&e, 0, 0, &o), RESIL_E_RANGE);
    RT_EQ(resil_health_ping(&z, 0, 0, &o), RESIL_E_STATE);
    RT_EQ(resil_health_next_ping(&e, 0, 0, NULL), RESIL_E_NULL);
    RT_EQ(resil_health_next_ping(&e, 7, 0, &at), RESIL_E_RANGE);
    RT_EQ(resil_health_verdict_at(&e, 9, 0), RESIL_E_RANGE);
    RT_EQ(resil_health_usable(NULL, 0, 0), RESIL_E_NULL);
    RT_EQ(resil_health_latency(&e, 0, NULL), RESIL_E_NULL);
    RT_EQ(resil_health_latency(&e, 3, &ms), RESIL_E_RANGE);
    RT_EQ(resil_health_heartbeat(&e, 200, 0), RESIL_E_RANGE);
    RT_EQ(resil_health_dead(&z, 0, 0), RESIL_E_STATE);
    RT_EQ(resil_health_tick(NULL, 0), RESIL_E_NULL);
    RT_EQ(resil_alert_active(&e, 5), RESIL_E_RANGE);
    RT_CHECK(memcmp(&e, &e0, sizeof e) == 0);
    RT_CHECK(strcmp(resil_health_verdict_name(RESIL_HEALTH_UNHEALTHY),
                    "unhealthy") == 0);
    RT_CHECK(strcmp(resil_health_verdict_name(-1), "?") == 0);
}
#endif
