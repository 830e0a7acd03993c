/* test_limit.c - overload control (resil.h section 9): the limiter's
   integer math (slow start, +1/limit above the threshold, once-per-round
   decrease, floor, ceiling, FIXED and OFF), admission (spill, the line,
   RESIL_EV_SLOT, dropped and lost tasks), rates (configured, headers, a
   bare 429), holds across backward time, and how overload answers count
   toward the breaker. At most 2 endpoints (runs with tiny capacities).
   Every tick is written T(ms). */
#include "s8_fixture.h"

#define LT_TASKS 64

typedef struct lt_world {
    resil_desc desc;
    resil_engine e;
    s8_recorder r;
    resil_task t[LT_TASKS];
} lt_world;

/* `endpoints` endpoints, breakers and retries out of the way unless a
   test sets them. */
static void lt_desc(lt_world *w, int endpoints)
{
    s8_desc(&w->desc, endpoints, &w->r);
    w->desc.breaker.failure_threshold = 1000;
    w->desc.budget.max_tokens = 1000;
#ifndef RESIL_NO_RESTARTQ
    w->desc.restart.max_restarts = RESIL_RESTARTS_NONE;
#endif
}

static void lt_init(lt_world *w)
{
    RT_EQ(resil_engine_init(&w->e, &w->desc), RESIL_OK);
}

static void lt_start(lt_world *w, int i, uint32_t now, uint32_t timeout,
                     resil_decision *d)
{
    resil_task_desc td;
    memset(&td, 0, sizeof td);
    td.id = (uint32_t)i + 1u;
    td.timeout_ms = timeout;
    RT_EQ(resil_task_start(&w->e, &w->t[i], &td, now), RESIL_OK);
    RT_EQ(resil_next(&w->e, &w->t[i], now, d), RESIL_OK);
}

static void lt_report(lt_world *w, int i, uint32_t now, resil_outcome o,
                      resil_decision *d)
{
    RT_EQ(resil_report(&w->e, &w->t[i], now, &o, d), RESIL_OK);
}

#ifndef RESIL_NO_OVERLOAD /* the part these tests are about is compiled in */
static uint32_t lt_limit(const lt_world *w, uint32_t ep, uint32_t now)
{
    resil_limit_info li;
    RT_EQ(resil_limit_get(&w->e, ep, now, &li), RESIL_OK);
    return li.limit;
}

static resil_limit_info lt_info(const lt_world *w, uint32_t ep, uint32_t now)
{
    resil_limit_info li;
    RT_EQ(resil_limit_get(&w->e, ep, now, &li), RESIL_OK);
    return li;
}

static void lt_report_rate(lt_world *w, int i, uint32_t now, resil_outcome o,
                           const resil_rate_info *ri, resil_decision *d)
{
    RT_EQ(resil_report_rate(&w->e, &w->t[i], now, &o, ri, d), RESIL_OK);
}

/* One response header into ri (at the Unix time 0). */
static void lt_header(resil_rate_info *ri, const char *name, const char *value)
{
    RT_EQ(resil_rate_header(ri, name, strlen(name), value, strlen(value), 0), RESIL_OK);
}

#ifndef RESIL_NO_COUNTERS
static uint32_t e_counter_overloads(const resil_engine *e)
{
    resil_counters c;
    RT_EQ(resil_endpoint_counters(e, 0, &c), RESIL_OK);
    return c.overloads;
}
#endif /* RESIL_NO_COUNTERS */

/* -- the limiter's math ---------------------------------------------- */

/* Below the threshold every success of a limit in use (tasks waiting)
   adds one call: the limit doubles per round, up to limit.max. */
RT_TIMED(slow_start_doubles_the_limit_per_round_up_to_the_ceiling)
{
    static lt_world w;
    resil_decision d;
    uint32_t now = T(0), want = 1;
    int i, round, n = LT_TASKS;
    lt_desc(&w, 1);
    w.desc.limit.initial = 1;
    w.desc.limit.max = 16;
    lt_init(&w);
    for (i = 0; i < n; i++) lt_start(&w, i, now, 0, &d);
    RT_EQ(lt_limit(&w, 0, now), 1);
    RT_EQ(lt_info(&w, 0, now).waiting, n - 1);
    for (round = 0; round < 6; round++) {
        int flying = 0;
        now += 100u;
        for (i = 0; i < n; i++)
            if (w.t[i].state == RESIL_TASK_IN_FLIGHT) {
                lt_report(&w, i, now, s8_ok(50), &d);
                flying++;
            }
        RT_EQ(flying, (int)want);
        want = want * 2u > 16u ? 16u : want * 2u;
        RT_EQ(lt_limit(&w, 0, now), want);
        for (i = 0; i < n; i++)
            if (w.t[i].state == RESIL_TASK_WAITING)
                RT_EQ(resil_next(&w.e, &w.t[i], now, &d), RESIL_OK);
        RT_CHECK(lt_info(&w, 0, now).inflight <= lt_limit(&w, 0, now));
    }
}

/* Overload answers: to decrease_pct of the limit, at most the calls still
   out, once per round; above the threshold +1 call per round. */
RT_TIMED(decrease_once_per_round_then_one_call_per_round)
{
    static lt_world w;
    resil_decision d;
    uint32_t now = T(0);
    int i;
    lt_desc(&w, 1);
    w.desc.limit.initial = 10;
    w.desc.limit.max = 100;
    w.desc.limit.decrease_pct = 80;
    lt_init(&w);
    for (i = 0; i < 30; i++) lt_start(&w, i, now, 0, &d);
    RT_EQ(lt_info(&w, 0, now).inflight, 10);
    /* 10 * 80% = 8 (9 still out): 8 */
    lt_report(&w, 0, T(10), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
    RT_EQ(lt_limit(&w, 0, T(10)), 8);
    RT_EQ(s8_last(&w.r, RESIL_EV_LIMIT)->value_ms, 8);
    RT_EQ(s8_last(&w.r, RESIL_EV_LIMIT)->to, RESIL_LIMIT_EV_SHRINK);
    /* the same round (sent before the decrease): a timeout, no second
       decrease; another overload answer, one call less: 7 */
    lt_report(&w, 1, T(11), s8_fail(RESIL_CLASS_TIMEOUT), &d);
    RT_EQ(lt_limit(&w, 0, T(11)), 8);
    RT_EQ(s8_count(&w.r, RESIL_EV_LIMIT, 0), 1);
    lt_report(&w, 2, T(12), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
    RT_EQ(lt_limit(&w, 0, T(12)), 7);
    RT_EQ(s8_count(&w.r, RESIL_EV_LIMIT, 0), 2);
    /* 7 out, limit 7: a success frees a slot (and adds 1/7 of a call), a
       call of the next round takes it, and an overload answer to that
       one: (7 + 1/7) * 80% = 5.7, at most 6 still out: 5 */
    lt_report(&w, 3, T(13), s8_ok(5), &d);
    for (i = 4; i < 30 && w.t[i].state != RESIL_TASK_WAITING; i++) {}
    RT_EQ(resil_next(&w.e, &w.t[i], T(13), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(lt_info(&w, 0, T(13)).inflight, 7);
    lt_report(&w, i, T(14), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
    RT_EQ(lt_limit(&w, 0, T(14)), 5);
    RT_COUNTERS(RT_EQ(e_counter_overloads(&w.e), 2);)
    /* above the threshold: +1/limit per success while tasks wait: not a
       whole call for one success, one call within a round's worth */
    {
        uint32_t oks = 0, before = lt_limit(&w, 0, T(20));
        while (lt_limit(&w, 0, T(20)) == before && oks < 20u) {
            for (i = 0; i < 30 && w.t[i].state != RESIL_TASK_IN_FLIGHT; i++) {}
            RT_CHECK(i < 30);
            if (i >= 30) break;
            lt_report(&w, i, T(20), s8_ok(5), &d);
            oks++;
            if (oks == 1u) RT_EQ(lt_limit(&w, 0, T(20)), before);
            for (i = 0; i < 30; i++)
                if (w.t[i].state == RESIL_TASK_WAITING)
                    RT_EQ(resil_next(&w.e, &w.t[i], T(20), &d), RESIL_OK);
        }
        RT_EQ(lt_limit(&w, 0, T(20)), before + 1u);
        RT_CHECK(oks > 1u && oks <= before + 1u);
    }
}

/* A provider of 2 slots (every call beyond them refused at once), 16
   tasks always wanting to call, 200 rounds: every probe above 2 fails
   where the one before failed, so probes come ever less often. Without
   patience one call in three or four would be refused all along (a probe
   every round or two); with it, at most 1 in 16 rounds in the second
   hundred. */
RT_TIMED(a_provider_of_two_slots_is_probed_ever_less_often)
{
    static lt_world w;
    resil_decision d;
    uint32_t now = T(0), refused[2] = {0, 0};
    int i, round;
    lt_desc(&w, 1);
    w.desc.limit.initial = 2;
    w.desc.policy[RESIL_CLASS_UNAVAILABLE].attempts = 255;
    lt_init(&w);
    for (i = 0; i < 16; i++) lt_start(&w, i, now, 0, &d);
    for (round = 0; round < 200; round++) {
        int out = 0;
        now += 1000u;
        for (i = 0; i < 16; i++) {
            if (w.t[i].state == RESIL_TASK_DONE) lt_start(&w, i, now, 0, &d);
            else if (w.t[i].state != RESIL_TASK_IN_FLIGHT)
                RT_EQ(resil_next(&w.e, &w.t[i], now, &d), RESIL_OK);
        }
        for (i = 0; i < 16; i++) /* the refusals first: they come at once */
            if (w.t[i].state == RESIL_TASK_IN_FLIGHT && ++out > 2) {
                lt_report(&w, i, now + 1u, s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
                refused[round >= 100]++;
            }
        for (i = 0; i < 16; i++)
            if (w.t[i].state == RESIL_TASK_IN_FLIGHT)
                lt_report(&w, i, now + 500u, s8_ok(499), &d);
    }
    RT_CHECK(lt_limit(&w, 0, now) <= 3u);
    RT_CHECK(refused[1] <= 100u / 16u + 1u);
    RT_CHECK(refused[1] >= 1u); /* it still probes */
}

/* Floor 1: an overload answer to the only call out. */
RT_TIMED(a_lone_overload_answer_leaves_limit_1_never_0)
{
    static lt_world w;
    resil_decision d;
    int k;
    lt_desc(&w, 1);
    lt_init(&w);
    for (k = 0; k < 3; k++) {
        lt_start(&w, k, T(100u * (uint32_t)k), 0, &d);
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
        lt_report(&w, k, T(100u * (uint32_t)k + 1u),
                  s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
        RT_EQ(lt_limit(&w, 0, T(100u * (uint32_t)k + 1u)), 1);
        RT_EQ(resil_cancel(&w.e, &w.t[k], T(100u * (uint32_t)k + 2u), &d),
              RESIL_OK);
    }
}

/* max_inflight caps the adaptive limit; FIXED is max_inflight, never
   moves; OFF has no limit and overload answers count as before. */
RT_TIMED(ceiling_fixed_and_off_modes)
{
    static lt_world w;
    resil_decision d;
    RT_COUNTERS(resil_counters c;)
    int i, mode;
    for (mode = 0; mode < 3; mode++) {
        lt_desc(&w, 1);
        w.desc.limit.mode = (uint8_t)mode;
        w.desc.limit.initial = 1;
        w.desc.endpoints[0].max_inflight = 3;
        w.desc.breaker.failure_threshold = 3;
        lt_init(&w);
        for (i = 0; i < 20; i++) lt_start(&w, i, T(0), 0, &d);
        if (mode == RESIL_LIMIT_OFF) {
            RT_EQ(lt_limit(&w, 0, T(0)), 0);
            RT_EQ(lt_info(&w, 0, T(0)).inflight, 0);
            RT_COUNTERS(RT_EQ(resil_engine_counters(&w.e, &c), RESIL_OK);)
            RT_COUNTERS(RT_EQ(c.attempts, 20);)
            for (i = 0; i < 3; i++)
                lt_report(&w, i, T(1), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
            RT_EQ(resil_breaker_state_at(&w.e, 0, T(1)), RESIL_BREAKER_OPEN);
            continue;
        }
        RT_EQ(lt_limit(&w, 0, T(0)), mode == RESIL_LIMIT_FIXED ? 3 : 1);
        /* successes with a line: adaptive grows, but not above 3 */
        for (i = 0; i < 10; i++) {
            int j;
            for (j = 0; j < 20; j++)
                if (w.t[j].state == RESIL_TASK_IN_FLIGHT) {
                    lt_report(&w, j, T(10), s8_ok(1), &d);
                    break;
                }
            for (j = 0; j < 20; j++)
                if (w.t[j].state == RESIL_TASK_WAITING)
                    RT_EQ(resil_next(&w.e, &w.t[j], T(10), &d), RESIL_OK);
            RT_CHECK(lt_limit(&w, 0, T(10)) <= 3);
            RT_CHECK(lt_info(&w, 0, T(10)).inflight <= 3);
        }
        RT_EQ(lt_limit(&w, 0, T(10)), 3);
        /* an overload answer: FIXED keeps 3 */
        for (i = 0; i < 20 && w.t[i].state != RESIL_TASK_IN_FLIGHT; i++) {}
        RT_CHECK(i < 20);
        lt_report(&w, i, T(11), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
        if (mode == RESIL_LIMIT_FIXED) RT_EQ(lt_limit(&w, 0, T(11)), 3);
        else RT_CHECK(lt_limit(&w, 0, T(11)) < 3);
    }
}

/* -- admission --------------------------------------------------------- */

RT_TIMED(a_full_endpoint_spills_to_a_later_one_with_room)
{
    static lt_world w;
    resil_decision d;
    RT_COUNTERS(resil_counters c;)
    lt_desc(&w, 2);
    w.desc.endpoints[0].max_inflight = 1;
    w.desc.endpoints[1].max_inflight = 1;
    lt_init(&w);
    lt_start(&w, 0, T(0), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 0);
    lt_start(&w, 1, T(1), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 1);
    RT_EQ(s8_last(&w.r, RESIL_EV_FALLBACK)->reason, RESIL_REASON_LIMIT);
    RT_COUNTERS(RT_EQ(resil_endpoint_counters(&w.e, 0, &c), RESIL_OK);)
    RT_COUNTERS(RT_EQ(c.spills, 1);)
    /* both full: wait in line for the first one */
    lt_start(&w, 2, T(2), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_LIMIT);
    RT_EQ(d.endpoint, 0);
    RT_CHECK(resil_time_after(d.at_ms, T(2)));
    RT_CHECK(!resil_time_after(d.at_ms, T(2) + w.desc.limit.wait_ms + 1000u));
}

/* The line: one SLOT per freed slot while tasks wait; a newcomer waits
   behind the tasks in line; ticket holders go first. */
RT_TIMED(the_line_slot_events_and_no_jumping)
{
    static lt_world w;
    resil_decision d;
    lt_desc(&w, 1);
    w.desc.endpoints[0].max_inflight = 1;
    w.desc.limit.mode = RESIL_LIMIT_FIXED;
    lt_init(&w);
    lt_start(&w, 0, T(0), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    lt_start(&w, 1, T(1), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_LIMIT);
    lt_start(&w, 2, T(2), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(lt_info(&w, 0, T(2)).waiting, 2);
    RT_EQ(s8_count(&w.r, RESIL_EV_SLOT, -1), 0);
    lt_report(&w, 0, T(10), s8_ok(9), &d);
    RT_EQ(s8_count(&w.r, RESIL_EV_SLOT, 0), 1);
    RT_EQ(s8_last(&w.r, RESIL_EV_SLOT)->value_ms, 1);
    /* a newcomer does not take the free slot */
    lt_start(&w, 3, T(11), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_LIMIT);
    /* the oldest, woken, gets it */
    RT_EQ(resil_next(&w.e, &w.t[1], T(12), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(lt_info(&w, 0, T(12)).waiting, 2);
    /* a cancelled call frees its slot too: one more SLOT */
    RT_EQ(resil_cancel(&w.e, &w.t[1], T(13), &d), RESIL_OK);
    RT_EQ(s8_count(&w.r, RESIL_EV_SLOT, 0), 2);
    RT_EQ(resil_next(&w.e, &w.t[2], T(14), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    lt_report(&w, 2, T(15), s8_ok(1), &d);
    RT_EQ(s8_count(&w.r, RESIL_EV_SLOT, 0), 3);
    RT_EQ(resil_next(&w.e, &w.t[3], T(16), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    lt_report(&w, 3, T(17), s8_ok(1), &d);
    /* nobody waits: no SLOT */
    RT_EQ(s8_count(&w.r, RESIL_EV_SLOT, 0), 3);
    RT_EQ(lt_info(&w, 0, T(17)).waiting, 0);
}

/* A task in line whose slot frees while the breaker is HALF_OPEN with its
   probe out: the breaker, not the limit, refuses it. It falls back past
   every step of that endpoint (chain [0, 0, 1]) and waits, if it must,
   in the next endpoint's line, never in the line of the endpoint that
   refuses it (fuzz: engine_fast, issue 15, ticket-dropped-by-half-open-
   fallback). */
#if RESIL_MAX_STEPS >= 3 /* (the tiny build has chains of 2 steps) */
RT_TIMED(a_half_open_breaker_with_its_probe_out_sends_the_line_on)
{
    static lt_world w;
    resil_decision d;
    lt_desc(&w, 2);
    w.desc.chains[0].step_count = 3;
    w.desc.chains[0].steps[0] = 0;
    w.desc.chains[0].steps[1] = 0;
    w.desc.chains[0].steps[2] = 1;
    w.desc.limit.mode = RESIL_LIMIT_FIXED;
    w.desc.endpoints[0].max_inflight = 2;
    w.desc.endpoints[1].max_inflight = 1;
    w.desc.breaker.failure_threshold = 1;
    w.desc.breaker.probes = 1;
    w.desc.breaker.open_ms = 1000;
    w.desc.breaker.open_jitter_pct = 1; /* open 990..1010 ms */
    lt_init(&w);
    lt_start(&w, 0, T(0), 0, &d); /* 0 and 1 fill endpoint 0 */
    lt_start(&w, 1, T(0), 0, &d);
    lt_start(&w, 2, T(1), 0, &d); /* 2 spills to endpoint 1 and fills it */
    RT_EQ(d.endpoint, 1);
    lt_start(&w, 3, T(2), 0, &d); /* 3, 4, 5 in endpoint 0's line */
    lt_start(&w, 4, T(3), 0, &d);
    lt_start(&w, 5, T(4), 0, &d);
    RT_EQ(lt_info(&w, 0, T(4)).waiting, 3);
    /* 0 fails: the breaker opens */
    lt_report(&w, 0, T(10), s8_fail(RESIL_CLASS_NETWORK), &d);
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(10)), RESIL_BREAKER_OPEN);
    /* open time up: 3, first in line, is the probe */
    RT_EQ(resil_next(&w.e, &w.t[3], T(1100), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(d.endpoint, 0);
    RT_CHECK(d.flags & RESIL_DECISION_PROBE);
    /* 1's success frees a slot of endpoint 0; the probe is still out */
    lt_report(&w, 1, T(1110), s8_ok(5), &d);
    RT_EQ(lt_info(&w, 0, T(1110)).inflight, 1);
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(1110)), RESIL_BREAKER_HALF_OPEN);
    /* 4 has the slot by its place, the breaker refuses it: it falls back
       past step 1 (endpoint 0 again, where 5 is now first in line) to
       endpoint 1, full: it waits there */
    RT_EQ(resil_next(&w.e, &w.t[4], T(1120), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_LIMIT);
    RT_EQ(d.endpoint, 1);
    RT_EQ(w.t[4].step, 2);
    RT_EQ(s8_last(&w.r, RESIL_EV_FALLBACK)->reason, RESIL_REASON_BREAKER_OPEN);
    /* 5 the same */
    RT_EQ(resil_next(&w.e, &w.t[5], T(1130), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.endpoint, 1);
    RT_EQ(lt_info(&w, 0, T(1130)).waiting, 0);
}
#endif

/* A task dropped while in line blocks the line at most limit.wait_ms
   after the slot freed. */
RT_TIMED(a_dropped_waiting_task_blocks_the_line_at_most_wait_ms)
{
    static lt_world w;
    resil_decision d;
    lt_desc(&w, 1);
    w.desc.endpoints[0].max_inflight = 1;
    w.desc.limit.mode = RESIL_LIMIT_FIXED;
    w.desc.limit.wait_ms = 700;
    lt_init(&w);
    lt_start(&w, 0, T(0), 0, &d);
    lt_start(&w, 1, T(1), 0, &d); /* waits, then is dropped */
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    lt_report(&w, 0, T(100), s8_ok(99), &d); /* slot free at T(100) */
    lt_start(&w, 2, T(101), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_LIMIT);
    RT_CHECK(!resil_time_after(d.at_ms, T(800)));
    /* asked again when told (it holds a ticket now): the free slot */
    RT_EQ(resil_next(&w.e, &w.t[2], d.at_ms, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
}

/* A call whose report never comes is written off at its deadline; its
   late report frees nothing. */
RT_TIMED(calls_lost_without_a_report_are_written_off_at_their_deadline)
{
    static lt_world w;
    resil_decision d;
    uint32_t dl;
    lt_desc(&w, 1);
    w.desc.endpoints[0].max_inflight = 1;
    w.desc.limit.mode = RESIL_LIMIT_FIXED;
    lt_init(&w);
    lt_start(&w, 0, T(0), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    dl = d.deadline_ms;
    lt_start(&w, 1, T(1), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_next(&w.e, &w.t[1], dl, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_next(&w.e, &w.t[1], dl + 1u, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(lt_info(&w, 0, dl + 1u).inflight, 1);
    lt_report(&w, 0, dl + 2u, s8_ok(1), &d); /* late: frees nothing */
    RT_EQ(lt_info(&w, 0, dl + 2u).inflight, 1);
    lt_start(&w, 2, dl + 3u, 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
}

/* -- rates --------------------------------------------------------------- */

/* A configured rpm: a steady stream of tasks (one a second, each answered
   at once) is admitted at most `rpm` times in any minute (the sliding
   window estimate: checked over every window of the run). */
RT_TIMED(configured_rpm_admits_at_most_rpm_starts_a_minute)
{
    static lt_world w;
    static uint32_t starts[2048];
    resil_decision d;
    uint32_t now = T(0), n = 0, i, j, worst = 0;
    int k = 0;
    lt_desc(&w, 1);
    w.desc.endpoints[0].rpm = 5;
    lt_init(&w);
    lt_start(&w, 0, now, 0, &d);
    while (now - T(0) < 600000u && n < 2048u) {
        if (d.kind == RESIL_DECIDE_TRY) {
            starts[n++] = now - T(0);
            lt_report(&w, k % 2, now, s8_ok(1), &d);
            k++;
            lt_start(&w, k % 2, now, 0, &d);
            continue;
        }
        RT_EQ(d.kind, RESIL_DECIDE_WAIT);
        RT_EQ(d.reason, RESIL_REASON_RATE);
        now = d.at_ms;
        RT_EQ(resil_next(&w.e, &w.t[k % 2], now, &d), RESIL_OK);
    }
    for (i = 0; i < n; i++) {
        uint32_t c = 0;
        for (j = i; j < n && starts[j] - starts[i] < 60000u; j++) c++;
        if (c > worst) worst = c;
    }
    RT_CHECK(n >= 45u); /* ~5 a minute over 10 minutes */
    RT_CHECK(worst <= 5u);
    if (worst > 5u) printf("  most starts in a minute: %u (rpm 5)\n", worst);
}

/* Headers: every name of both providers, each value style. */
RT_TEST(rate_headers_of_both_providers)
{
    static const struct {
        const char *name, *value;
        uint32_t flag, want;
        int field; /* index into resil_rate_info as uint32_t[] */
    } rows[] = {
        {"x-ratelimit-limit-requests", "60", RESIL_RATE_F_LIMIT_REQUESTS, 60, 0},
        {"X-RateLimit-Remaining-Requests", " 59 ", RESIL_RATE_F_REMAINING_REQUESTS, 59, 1},
        {"x-ratelimit-reset-requests", "1s", RESIL_RATE_F_RESET_REQUESTS, 1000, 2},
        {"x-ratelimit-reset-requests", "6m0s", RESIL_RATE_F_RESET_REQUESTS, 360000, 2},
        {"x-ratelimit-reset-requests", "20ms", RESIL_RATE_F_RESET_REQUESTS, 20, 2},
        {"x-ratelimit-limit-tokens", "150000", RESIL_RATE_F_LIMIT_TOKENS, 150000, 3},
        {"x-ratelimit-remaining-tokens", "149984", RESIL_RATE_F_REMAINING_TOKENS, 149984, 4},
        {"x-ratelimit-reset-tokens", "6ms", RESIL_RATE_F_RESET_TOKENS, 6, 5},
        {"anthropic-ratelimit-requests-limit", "50", RESIL_RATE_F_LIMIT_REQUESTS, 50, 0},
        {"anthropic-ratelimit-requests-remaining", "0", RESIL_RATE_F_REMAINING_REQUESTS, 0, 1},
        {"anthropic-ratelimit-requests-reset", "2024-05-01T12:00:30Z", RESIL_RATE_F_RESET_REQUESTS, 30000, 2},
        {"anthropic-ratelimit-tokens-limit", "40000", RESIL_RATE_F_LIMIT_TOKENS, 40000, 3},
        {"Anthropic-RateLimit-Tokens-Remaining", "123", RESIL_RATE_F_REMAINING_TOKENS, 123, 4},
        {"anthropic-ratelimit-tokens-reset", "2024-05-01T14:01:00+02:00", RESIL_RATE_F_RESET_TOKENS, 60000, 5},
        {"anthropic-ratelimit-tokens-reset", "2024-05-01T11:00:00.250-01:00", RESIL_RATE_F_RESET_TOKENS, 0, 5},
        {"retry-after", "7", RESIL_RATE_F_RETRY_AFTER, 7000, 6},
        {"Retry-After", "Wed, 01 May 2024 12:01:00 GMT", RESIL_RATE_F_RETRY_AFTER, 60000, 6},
        {"retry-after-ms", "1500", RESIL_RATE_F_RETRY_AFTER, 1500, 6},
    };
    /* 2024-05-01T12:00:00Z */
    const uint32_t unix_s = 1714564800u;
    size_t i;
    for (i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        resil_rate_info ri;
        uint32_t f[8];
        memset(&ri, 0, sizeof ri);
        RT_EQ(resil_rate_header(&ri, rows[i].name, strlen(rows[i].name),
                                rows[i].value, strlen(rows[i].value), unix_s),
              RESIL_OK);
        memcpy(f, &ri, sizeof f);
        RT_EQ(ri.flags, rows[i].flag);
        if (rows[i].want != f[rows[i].field])
            printf("  row %u: %s: %s\n", (unsigned)i, rows[i].name, rows[i].value);
        RT_EQ(f[rows[i].field], rows[i].want);
    }
}

RT_TEST(bad_rate_header_values_change_nothing_unknown_names_are_ignored)
{
    static const char *const bad[][2] = {
        {"x-ratelimit-limit-requests", "abc"},
        {"x-ratelimit-limit-requests", ""},
        {"x-ratelimit-remaining-tokens", "12x"},
        {"x-ratelimit-reset-requests", "soon"},
        {"anthropic-ratelimit-requests-reset", "2024-13-01T12:00:30Z"},
        {"anthropic-ratelimit-requests-reset", "2024-05-01T12:00:30"},
        {"anthropic-ratelimit-tokens-reset", "2024-05-01T12:00:30+25:00"},
        {"retry-after", "-1"},
        {"retry-after-ms", "1.5"},
    };
    static const char *const unknown[] = {"x-ratelimit-limit", "ratelimit-limit",
                                          "x-ratelimit-limit-requestsx",
                                          "anthropic-ratelimit-requests",
                                          "retry-after-s", ""};
    resil_rate_info ri, before;
    size_t i;
    memset(&ri, 0, sizeof ri);
    RT_EQ(resil_rate_header(&ri, "x-ratelimit-limit-requests", 26, "60", 2,
                            1714564800u), RESIL_OK);
    before = ri;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        RT_EQ(resil_rate_header(&ri, bad[i][0], strlen(bad[i][0]), bad[i][1],
                                strlen(bad[i][1]), 1714564800u),
              RESIL_E_PARSE);
        RT_CHECK(memcmp(&ri, &before, sizeof ri) == 0);
    }
    for (i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        RT_EQ(resil_rate_header(&ri, unknown[i], strlen(unknown[i]), "5", 1,
                                1714564800u), RESIL_OK);
        RT_CHECK(memcmp(&ri, &before, sizeof ri) == 0);
    }
    RT_EQ(resil_rate_header(NULL, "a", 1, "1", 1, 0), RESIL_E_NULL);
    RT_EQ(resil_rate_header(&ri, NULL, 3, "1", 1, 0), RESIL_E_NULL);
}

/* remaining 0 holds every call until the reset; the hold re-anchors when
   the clock goes backwards (it keeps what it had left). */
RT_TIMED(remaining_zero_holds_until_reset_also_across_backward_time)
{
    static lt_world w;
    resil_decision d;
    resil_rate_info ri;
    resil_outcome o = s8_ok(5);
    lt_desc(&w, 1);
    lt_init(&w);
    memset(&ri, 0, sizeof ri);
    lt_header(&ri, "x-ratelimit-remaining-requests", "0");
    lt_header(&ri, "x-ratelimit-reset-requests", "2s");
    lt_start(&w, 0, T(1000), 0, &d);
    lt_report_rate(&w, 0, T(1000), o, &ri, &d);
    RT_EQ(lt_info(&w, 0, T(1000)).open_at, T(3000));
    lt_start(&w, 1, T(1500), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_RATE);
    RT_EQ(d.at_ms, T(3000));
    /* the clock goes back 500 ms: 1.5 s were left, 1.5 s are left */
    RT_EQ(resil_next(&w.e, &w.t[1], T(1000), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.at_ms, T(2500));
    RT_EQ(resil_next(&w.e, &w.t[1], T(2499), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(resil_next(&w.e, &w.t[1], T(2500), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
}

/* A bare 429 (no headers, no Retry-After) teaches a rate of what the
   provider accepted in the last minute (a refused call spends nothing),
   but only after more than 3 accepted requests. */
RT_TIMED(a_bare_429_teaches_rpm_after_enough_requests)
{
    static lt_world w;
    resil_decision d;
    int i;
    lt_desc(&w, 1);
    lt_init(&w);
    /* 2 requests, then a 429: too few to learn from */
    for (i = 0; i < 2; i++) {
        lt_start(&w, i, T(10u * (uint32_t)i), 0, &d);
        lt_report(&w, i, T(10u * (uint32_t)i), s8_ok(1), &d);
    }
    lt_start(&w, 2, T(20), 0, &d);
    lt_report(&w, 2, T(20), s8_fail(RESIL_CLASS_RATE_LIMIT), &d);
    RT_EQ(lt_info(&w, 0, T(20)).rpm, 0);
    RT_EQ(resil_cancel(&w.e, &w.t[2], T(21), &d), RESIL_OK);
    /* 4 accepted in the minute (2 + 2 more), then one refused: rpm 4 */
    for (i = 3; i < 5; i++) {
        lt_start(&w, i, T(10u * (uint32_t)i), 0, &d);
        lt_report(&w, i, T(10u * (uint32_t)i), s8_ok(1), &d);
    }
    lt_start(&w, 5, T(50), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    lt_report(&w, 5, T(50), s8_fail(RESIL_CLASS_RATE_LIMIT), &d);
    RT_EQ(lt_info(&w, 0, T(50)).rpm, 4);
    RT_EQ(lt_info(&w, 0, T(50)).rpm_used, 4);
    lt_start(&w, 6, T(51), 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_EQ(d.reason, RESIL_REASON_RATE);
}

/* -- the breaker --------------------------------------------------------- */

/* Busy is not dead: overload answers above limit 1 do not count toward
   the breaker; at limit 1 they do. */
RT_TIMED(overload_answers_count_toward_the_breaker_only_at_limit_1)
{
    static lt_world w;
    resil_decision d;
    int i;
    lt_desc(&w, 1);
    w.desc.breaker.failure_threshold = 2;
    w.desc.limit.initial = 8;
    lt_init(&w);
    for (i = 0; i < 8; i++) lt_start(&w, i, T(0), 0, &d);
    for (i = 0; i < 6; i++) {
        lt_report(&w, i, T(1), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
        RT_CHECK(lt_limit(&w, 0, T(1)) > 1u);
        RT_EQ(w.e.ep[0].breaker.consecutive, 0);
    }
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(1)), RESIL_BREAKER_CLOSED);
    for (i = 0; i < 8; i++) RT_EQ(resil_cancel(&w.e, &w.t[i], T(2), &d), RESIL_OK);
    /* alone: limit 1, each refusal counts; 2 trip it */
    for (i = 8; i < 10; i++) {
        lt_start(&w, i, T(3), 0, &d);
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
        lt_report(&w, i, T(4), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
        RT_EQ(lt_limit(&w, 0, T(4)), 1);
    }
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(4)), RESIL_BREAKER_OPEN);
}

/* Back from an outage (half-open -> closed): the limit restarts at
   limit.restart and slow-starts back. */
RT_TIMED(breaker_close_restarts_the_limit_at_limit_restart)
{
    static lt_world w;
    resil_decision d;
    uint32_t now;
    int i;
    lt_desc(&w, 1);
    w.desc.breaker.failure_threshold = 2;
    w.desc.breaker.probe_successes = 1;
    w.desc.limit.initial = 6;
    w.desc.limit.restart = 2;
    lt_init(&w);
    for (i = 0; i < 2; i++) {
        lt_start(&w, i, T(0), 0, &d);
        lt_report(&w, i, T(1), s8_fail(RESIL_CLASS_SERVER), &d);
    }
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(1)), RESIL_BREAKER_OPEN);
    RT_EQ(lt_limit(&w, 0, T(1)), 6);
    now = w.e.ep[0].breaker.open_until;
    lt_start(&w, 2, now, 0, &d);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_CHECK(d.flags & RESIL_DECISION_PROBE);
    lt_report(&w, 2, now + 1u, s8_ok(1), &d);
    RT_EQ(resil_breaker_state_at(&w.e, 0, now + 1u), RESIL_BREAKER_CLOSED);
    RT_EQ(lt_limit(&w, 0, now + 1u), 2);
    RT_EQ(s8_last(&w.r, RESIL_EV_LIMIT)->to, RESIL_LIMIT_EV_RESTART);
    /* slow start back: with a line, 2 -> 4 in one round */
    for (i = 3; i < 13; i++) lt_start(&w, i, now + 2u, 0, &d);
    for (i = 3; i < 13; i++)
        if (w.t[i].state == RESIL_TASK_IN_FLIGHT)
            lt_report(&w, i, now + 3u, s8_ok(1), &d);
    RT_EQ(lt_limit(&w, 0, now + 3u), 4);
}

/* A task that wants to call now: 1 if it may (the call succeeds at
   once), 0 if told to wait (it gives up). */
static int lt_try_now(lt_world *w, uint32_t now)
{
    resil_decision d;
    lt_start(w, 0, now, 0, &d);
    if (d.kind == RESIL_DECIDE_TRY) {
        lt_report(w, 0, now, s8_ok(1), &d);
        return 1;
    }
    RT_EQ(resil_cancel(&w->e, &w->t[0], now, &d), RESIL_OK);
    return 0;
}

/* The same bound when tasks try to burst at the end of a minute: one at
   T(0), four at T(59999), then a task asking every 100 ms for over three
   minutes. The sliding-window estimate alone weights the previous minute
   as if its requests were spread evenly, so a burst at its end would be
   under-counted (9 starts in one minute at rpm 5 before pacing); pacing
   (at most rpm/16 + 1 calls ahead of even spacing) keeps the burst from
   forming: no 60 s holds more than rpm + rpm/16 + 1 starts (the manual's
   bound; measured 6, 64, 604 at rpm 5, 60, 600). */
RT_TIMED(configured_rpm_holds_after_a_burst_at_the_end_of_a_window)
{
    static const uint32_t rpms[] = {5, 60, 600};
    static lt_world w;
    static uint32_t starts[4096];
    size_t r;
    for (r = 0; r < sizeof rpms / sizeof rpms[0]; r++) {
        uint32_t now, n = 0, i, j, worst = 0, step = 6000u / rpms[r];
        int k;
        lt_desc(&w, 1);
        w.desc.endpoints[0].rpm = (uint16_t)rpms[r];
        lt_init(&w);
        for (k = 0; k < 5; k++) {
            now = k ? T(59999) : T(0);
            if (lt_try_now(&w, now)) starts[n++] = now - T(0);
        }
        for (now = T(60000); now - T(0) < 260000u && n < 4096u; now += step)
            if (lt_try_now(&w, now)) starts[n++] = now - T(0);
        for (i = 0; i < n; i++) {
            uint32_t c = 0;
            for (j = i; j < n && starts[j] - starts[i] < 60000u; j++) c++;
            if (c > worst) worst = c;
        }
        if (worst > rpms[r] + rpms[r] / 16u + 1u)
            printf("  most starts in a minute: %u (rpm %u)\n", worst, rpms[r]);
        RT_CHECK(worst <= rpms[r] + rpms[r] / 16u + 1u);
        RT_CHECK(n >= 3u * rpms[r]); /* and the rate is used */
    }
}

#else /* RESIL_NO_OVERLOAD: busy is still not dead, without a limit */

/* One call at a time: every overload answer counts (as the full build's
   limit of 1), so a provider answering only 503 opens its breaker. */
RT_TEST(core_overload_one_at_a_time_counts)
{
    static lt_world w;
    resil_decision d;
    lt_desc(&w, 2);
    w.desc.breaker.failure_threshold = 3;
    lt_init(&w);
    lt_start(&w, 0, T(0), 0, &d);
    RT_EQ(d.endpoint, 0);
    lt_report(&w, 0, T(10), s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(10)), RESIL_BREAKER_CLOSED);
    RT_EQ(resil_next(&w.e, &w.t[0], d.at_ms, &d), RESIL_OK);
    lt_report(&w, 0, d.at_ms + 10u, s8_fail(RESIL_CLASS_RATE_LIMIT), &d);
    RT_EQ(resil_breaker_state_at(&w.e, 0, d.at_ms), RESIL_BREAKER_CLOSED);
    RT_EQ(resil_next(&w.e, &w.t[0], d.at_ms, &d), RESIL_OK);
    RT_EQ(d.endpoint, 0);
    lt_report(&w, 0, d.at_ms + 10u, s8_fail(RESIL_CLASS_UNAVAILABLE), &d);
    RT_EQ(resil_breaker_state_at(&w.e, 0, d.at_ms), RESIL_BREAKER_OPEN);
}

/* A 429 that says when to come back is busy: it never counts; its
   Retry-After is waited out (the longer of it and the slow backoff). */
RT_TEST(core_overload_retry_after_never_counts)
{
    static lt_world w;
    resil_decision d;
    resil_outcome o = s8_fail(RESIL_CLASS_RATE_LIMIT);
    uint32_t at;
    int i;
    lt_desc(&w, 1);
    w.desc.breaker.failure_threshold = 1;
    w.desc.policy[RESIL_CLASS_RATE_LIMIT].attempts = 20;
    lt_init(&w);
    o.retry_after_ms = 50000;
    lt_start(&w, 0, T(0), 0, &d);
    for (i = 0; i < 10; i++) {
        uint32_t now = d.at_ms;
        RT_EQ(d.kind, RESIL_DECIDE_TRY);
        lt_report(&w, 0, now + 10u, o, &d);
        RT_EQ(d.kind, RESIL_DECIDE_WAIT);
        RT_CHECK(d.at_ms - (now + 10u) >= 50000u);
        RT_EQ(resil_breaker_state_at(&w.e, 0, now + 10u), RESIL_BREAKER_CLOSED);
        RT_EQ(resil_next(&w.e, &w.t[0], d.at_ms, &d), RESIL_OK);
    }
    o.retry_after_ms = 0; /* a bare 429 counts */
    at = d.at_ms;
    lt_report(&w, 0, at + 10u, o, &d);
    RT_EQ(resil_breaker_state_at(&w.e, 0, at + 10u), RESIL_BREAKER_OPEN);
}

/* Several calls out, one succeeds: the provider serves some calls, so an
   overload answer to a call that was out meanwhile does not count; other
   failures still do. */
RT_TEST(core_overload_busy_not_dead)
{
    static lt_world w;
    resil_decision d[4];
    int i;
    lt_desc(&w, 1);
    w.desc.breaker.failure_threshold = 1;
    lt_init(&w);
    for (i = 0; i < 4; i++) {
        lt_start(&w, i, T(0), 0, &d[i]);
        RT_EQ(d[i].kind, RESIL_DECIDE_TRY);
    }
    lt_report(&w, 0, T(10), s8_ok(5), &d[0]);
    lt_report(&w, 1, T(20), s8_fail(RESIL_CLASS_UNAVAILABLE), &d[1]);
    lt_report(&w, 2, T(30), s8_fail(RESIL_CLASS_RATE_LIMIT), &d[2]);
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(30)), RESIL_BREAKER_CLOSED);
    lt_report(&w, 3, T(40), s8_fail(RESIL_CLASS_SERVER), &d[3]);
    RT_EQ(resil_breaker_state_at(&w.e, 0, T(40)), RESIL_BREAKER_OPEN);
}
#endif /* RESIL_NO_OVERLOAD */
