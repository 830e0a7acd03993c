/* retry_loop.c - retry one flaky call with resil's backoff.

   The loop every resil program has: ask resil_next() what to do, make the
   call when it says TRY, sleep when it says WAIT, stop on anything else.
   Here the clock is simulated (a real program reads its millisecond tick
   and sleeps), so the run takes no time and prints the same every time.

   Build:  cc -std=c99 -I.. retry_loop.c -o retry_loop   (C or C++)
   Run:    ./retry_loop

   Three runs, each with its own engine:
     1. the call fails 3 times with a network error, then works: resil
        waits about 1 s, 2 s, 4 s (+-20% jitter) and the 4th try succeeds;
     2. the call never works: resil stops retrying. Network errors get 5
        retries, but the endpoint's circuit breaker opens after 5 failures
        in a row; the task pauses (no retry burnt) until the breaker lets
        one probe through, and when that fails too the task is handed to the
        restart queue: the final decision is RESTART, one minute later;
     3. as 2, with a 10 s deadline on the whole task: no retry is scheduled
        past it, and no restart either: the final decision is FAIL.
   With one endpoint there is nothing to fall back to, so the reason is
   "exhausted"; the events say why.
*/
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#define START_MS 5000u /* the simulated tick when each run starts */

/* Events tell why resil stops retrying: the endpoint is left ("fallback")
   because the class's retries are used up, the breaker opened, the retry
   budget is empty or the next try would pass the task's deadline. */
static void on_event(void *user, const resil_event *ev)
{
    (void)user;
    if (ev->type == RESIL_EV_FALLBACK)
        printf("%7" PRIu32 " ms    resil: no more tries here (%s)\n",
               ev->now_ms - START_MS, resil_reason_name(ev->reason));
}

/* The call we protect. A real one would do I/O until `deadline_ms`; this
   one fails `fails` times with "connection reset" and then works. */
static int flaky_call(unsigned call_no, unsigned fails)
{
    return call_no > fails;
}

static void run(const char *title, unsigned fails, uint32_t task_timeout_ms)
{
    resil_desc desc;
    resil_engine eng;
    resil_task task;
    resil_task_desc td;
    resil_decision d;
    resil_counters c;
    uint32_t now = START_MS, start = now; /* simulated tick, milliseconds */
    unsigned calls = 0;

    memset(&desc, 0, sizeof desc); /* zero means "default" everywhere */
    desc.seed = 2024;              /* fixed seed: the same jitter each run */
    desc.on_event = on_event;
    if (resil_engine_init(&eng, &desc) != RESIL_OK) return;

    memset(&td, 0, sizeof td);
    td.id = 1;
    td.op = RESIL_OP_WEB_FETCH;       /* attempt deadline: 30 s */
    td.timeout_ms = task_timeout_ms;  /* 0: no deadline on the whole task */
    printf("== %s\n", title);
    resil_task_start(&eng, &task, &td, now);
    resil_next(&eng, &task, now, &d);

    for (;;) {
        if (d.kind == RESIL_DECIDE_TRY) {
            resil_outcome o;
            memset(&o, 0, sizeof o);
            calls++;
            printf("%7" PRIu32 " ms  try %d\n", now - start, d.attempt);
            now += 150; /* the call takes 150 ms */
            if (flaky_call(calls, fails)) {
                o.ok = 1;
            } else {
                o.cls = RESIL_CLASS_NETWORK; /* or resil_report_text() */
                printf("%7" PRIu32 " ms    failed: connection reset by peer\n",
                       now - start);
            }
            resil_report(&eng, &task, now, &o, &d);
        } else if (d.kind == RESIL_DECIDE_WAIT) {
            printf("%7" PRIu32 " ms    resil: wait %" PRIu32 " ms\n",
                   now - start, d.at_ms - now);
            now = d.at_ms; /* a real program sleeps until d.at_ms */
            resil_next(&eng, &task, now, &d);
        } else {
            break; /* DONE, FAIL, DEGRADED, CANCELLED or RESTART */
        }
    }
    resil_engine_counters(&eng, &c);
    printf("result: %s (reason %s) after %d attempts, %" PRIu32
           " ms, %" PRIu32 " retries\n",
           resil_decision_name(d.kind), resil_reason_name(d.reason),
           task.attempts, now - start, c.retries);
}

int main(void)
{
    run("the call works on the 4th try", 3, 0);
    run("the call never works", 1000, 0);
    run("the call never works, 10 s deadline on the task", 1000, 10000);
    return 0;
}
