/* breaker.c - a circuit breaker around a flaky dependency.

   A client sends one request every 500 ms to a service that goes down for
   90 s. Without a breaker every request during the outage would go out
   and wait for its error. resil's breaker opens after 5 failures in a row;
   while it is open requests fail at once without touching the service;
   after a cooldown (30 s, doubling on each re-trip, +-10% jitter) one probe
   goes through, and 2 probe successes close it again.

   Retries are switched off here (network errors: 1 attempt) to show the
   breaker alone; retry_loop.c shows retries.

   Build:  cc -std=c99 -I.. breaker.c -o breaker   (C or C++)
   Run:    ./breaker
*/
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#define DOWN_FROM_MS 10000u  /* the service fails from here ... */
#define DOWN_UNTIL_MS 100000u /* ... until here */
#define RUN_MS 180000u
#define EVERY_MS 500u

/* The simulated tick starts 60 s before the 32-bit wrap, as HAL_GetTick()
   does after 49.7 days of uptime: resil compares ticks wrap-safely. */
#define START_MS (0xFFFFFFFFu - 60000u + 1u)

/* Events arrive through this callback; print the breaker's changes. */
static void on_event(void *user, const resil_event *ev)
{
    uint32_t ms = ev->now_ms - START_MS; /* unsigned: right across the wrap */
    (void)user;
    if (ev->type != RESIL_EV_BREAKER) return;
    printf("%4" PRIu32 ".%" PRIu32 " s  breaker %s -> %s\n", ms / 1000u,
           ms % 1000u / 100u,
           resil_breaker_state_name(ev->from),
           resil_breaker_state_name(ev->to));
}

/* The dependency: works except during the outage. */
static int service_up(uint32_t t)
{
    return t < DOWN_FROM_MS || t >= DOWN_UNTIL_MS;
}

int main(void)
{
    resil_desc desc;
    resil_engine eng;
    resil_counters c;
    uint32_t t, sent_down = 0, requests_down = 0;
    const uint32_t start = START_MS;

    memset(&desc, 0, sizeof desc);
    desc.seed = 99;
    desc.policy[RESIL_CLASS_NETWORK].attempts = 1; /* no retry: breaker only */
    desc.on_event = on_event;
    if (resil_engine_init(&eng, &desc) != RESIL_OK) return 1;

    for (t = 0; t < RUN_MS; t += EVERY_MS) {
        uint32_t now = start + t;
        resil_task task;
        resil_task_desc td;
        resil_decision d;
        memset(&td, 0, sizeof td);
        td.id = t / EVERY_MS;
        resil_task_start(&eng, &task, &td, now);
        resil_next(&eng, &task, now, &d);
        if (!service_up(t)) requests_down++;
        if (d.kind == RESIL_DECIDE_TRY) {
            resil_outcome o;
            memset(&o, 0, sizeof o);
            if (!service_up(t)) sent_down++;
            if (service_up(t)) o.ok = 1;
            else o.cls = RESIL_CLASS_NETWORK; /* connection refused */
            resil_report(&eng, &task, now + 20, &o, &d);
        }
        /* d is final now: DONE, or FAIL (reason "class"/"retries" when the
           call failed, "breaker_open" when it was never made). */
    }

    resil_engine_counters(&eng, &c);
    printf("requests during the outage: %" PRIu32 ", sent to the service: %"
           PRIu32 ", failed fast: %" PRIu32 "\n",
           requests_down, sent_down, requests_down - sent_down);
    printf("breaker opened %" PRIu32 " times; state at the end: %s\n",
           c.breaker_opens,
           resil_breaker_state_name(
               resil_breaker_state_at(&eng, 0, start + RUN_MS)));

    /* Manual override, e.g. for maintenance: force open, then reset. */
    resil_breaker_override_set(&eng, 0, RESIL_OVERRIDE_FORCE_OPEN, start + RUN_MS);
    printf("forced open: %s\n", resil_breaker_state_name(
               resil_breaker_state_at(&eng, 0, start + RUN_MS)));
    resil_breaker_override_set(&eng, 0, RESIL_OVERRIDE_RESET, start + RUN_MS);
    printf("after reset: %s\n", resil_breaker_state_name(
               resil_breaker_state_at(&eng, 0, start + RUN_MS)));
    return 0;
}
