/* test_fastpath.c - the fast paths of the decision calls (issue 9) change
   no answer: a window's running sums (ok_sum / fail_sum) always equal the
   sums of its buckets, and the verdict read through them equals the one
   counted bucket by bucket here, through a long random mix of calls with
   time jumps (inside a bucket, across some buckets, past the whole window)
   and clock resets; a snapshot read derives the same sums again. */
#include <string.h>
#include "s8_fixture.h"
#if !defined(RESIL_NO_HEALTH) && !defined(RESIL_NO_SNAPSHOT) /* the part these tests are about is compiled in */

static uint32_t fp_rng = 0x9E3779B9u;

static uint32_t fp_rand(uint32_t n)
{
    fp_rng ^= fp_rng << 13;
    fp_rng ^= fp_rng >> 17;
    fp_rng ^= fp_rng << 5;
    return fp_rng % n;
}

static void window_sums_hold(const resil_window *w)
{
    uint32_t ok = 0, fail = 0, i;
    for (i = 0; i < RESIL_WINDOW_BUCKETS; i++) {
        ok += w->ok[i];
        fail += w->fail[i];
    }
    RT_EQ(w->ok_sum, ok);
    RT_EQ(w->fail_sum, fail);
}

static void all_sums_hold(const resil_engine *e)
{
    uint32_t i;
    for (i = 0; i < e->desc.endpoint_count; i++) {
        window_sums_hold(&e->ep[i].health.samples);
        window_sums_hold(&e->ep[i].health.alerts);
    }
    window_sums_hold(&e->monitor.alerts);
}

/* The verdict of endpoint ep at now, counted here from the buckets: those
   the head would not have pushed out by `now` (the oracle). */
static int verdict_counted(const resil_engine *e, uint32_t ep, uint32_t now)
{
    const resil_health *h = &e->ep[ep].health;
    const resil_window *w = &h->samples;
    uint32_t width = e->desc.health.window_ms / RESIL_WINDOW_BUCKETS, steps = 0;
    uint32_t ok = 0, fail = 0, k, n;
    if (h->flags & RESIL_HEALTH_F_DEAD) return RESIL_HEALTH_DEAD;
    if ((h->flags & RESIL_HEALTH_F_ARMED) &&
        resil_time_reached(now, h->last_ok + e->desc.health.dead_ms))
        return RESIL_HEALTH_DEAD;
    if (w->primed && !resil_time_after(w->head_start, now))
        steps = (now - w->head_start) / width;
    for (k = 0; k + steps < RESIL_WINDOW_BUCKETS; k++) {
        uint32_t i = (w->head + RESIL_WINDOW_BUCKETS - k) % RESIL_WINDOW_BUCKETS;
        ok += w->ok[i];
        fail += w->fail[i];
    }
    n = ok + fail;
    if (n == 0 || n < e->desc.health.min_samples) return RESIL_HEALTH_UNKNOWN;
    if (fail * 100u >= e->desc.health.unhealthy_pct * n)
        return RESIL_HEALTH_UNHEALTHY;
    return RESIL_HEALTH_HEALTHY;
}

RT_TIMED(window_running_sums_match_the_buckets_through_random_use)
{
    static const int classes[] = {RESIL_CLASS_NETWORK, RESIL_CLASS_SERVER,
                                  RESIL_CLASS_AUTH, RESIL_CLASS_TIMEOUT,
                                  RESIL_CLASS_LOGIC};
    static resil_engine e, b;
    static uint8_t blob[RESIL_SNAPSHOT_MAX];
    resil_desc d;
    resil_task t;
    resil_decision dec;
    uint32_t now = T(0), step, ep, checked_expiry = 0;
    size_t len = 0;
    int have_task = 0;
    s8_desc(&d, 2, NULL);
    d.health.window_ms = 10000; /* buckets of 1 s */
    d.health.min_samples = 2;
    d.alert.window_ms = 20000;
    RT_EQ(resil_engine_init(&e, &d), RESIL_OK);
    for (step = 0; step < 4000; step++) {
        uint32_t r = fp_rand(100), jump = fp_rand(100);
        /* mostly small moves, some across buckets, some past the window,
           a few backwards (clock reset) */
        if (jump < 60) now += fp_rand(300);
        else if (jump < 85) now += 1000u + fp_rand(4000);
        else if (jump < 97) now += 10000u + fp_rand(20000);
        else now -= fp_rand(3000);
        ep = fp_rand(2);
        if (r < 35) {
            s8_ping(&e, ep, now, fp_rand(3) != 0);
        } else if (r < 85) {
            if (!have_task || t.state != RESIL_TASK_IN_FLIGHT) {
                s8_start(&e, &t, step, now, &dec);
                have_task = dec.kind == RESIL_DECIDE_TRY;
            } else {
                resil_outcome o = fp_rand(2) ? s8_ok(fp_rand(500))
                                             : s8_fail(classes[fp_rand(5)]);
                RT_EQ(resil_report(&e, &t, now, &o, &dec), RESIL_OK);
                if (dec.kind == RESIL_DECIDE_WAIT) {
                    now = dec.at_ms;
                    RT_EQ(resil_next(&e, &t, now, &dec), RESIL_OK);
                }
                have_task = dec.kind == RESIL_DECIDE_TRY;
            }
        } else if (r < 95) {
            RT_EQ(resil_health_tick(&e, now), RESIL_OK);
        } else {
            RT_EQ(resil_health_heartbeat(&e, ep, now), RESIL_OK);
        }
        all_sums_hold(&e);
        for (ep = 0; ep < 2; ep++) {
            uint32_t later = now + fp_rand(12000); /* read ahead, not moved */
            const resil_window *w = &e.ep[ep].health.samples;
            if (w->primed && later - w->head_start >= 1000u &&
                later - w->head_start < 10000u && w->ok_sum + w->fail_sum)
                checked_expiry++; /* some buckets would expire at `later` */
            RT_EQ(resil_health_verdict_at(&e, ep, later),
                  verdict_counted(&e, ep, later));
        }
        if (step % 500 == 499) { /* the sums come back from a snapshot */
            RT_EQ(resil_snapshot_write(&e, now, blob, sizeof blob, &len),
                  RESIL_OK);
            RT_EQ(resil_engine_init(&b, &d), RESIL_OK);
            RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_OK);
            all_sums_hold(&b);
            for (ep = 0; ep < 2; ep++) {
                RT_EQ(b.ep[ep].health.samples.ok_sum,
                      e.ep[ep].health.samples.ok_sum);
                RT_EQ(b.ep[ep].health.alerts.fail_sum,
                      e.ep[ep].health.alerts.fail_sum);
            }
        }
    }
    RT_CHECK(checked_expiry > 100); /* the expiry path was exercised */
}
#endif
