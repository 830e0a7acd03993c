/* agent_chain.c - an agent's fallback chain with a degraded last step.

   An orchestrator runs one "builder" step every 15 s. The chain is
       builder -> builder-simple -> (cached answer)
   Each agent role is an endpoint with its own circuit breaker. Errors come
   back as text (what an HTTP client or a provider SDK gives you) and
   resil_report_text() classifies them:
     - "overloaded" (HTTP 529) is retried a few times, then the task falls
       back to builder-simple; once builder's breaker is open, tasks skip it
       at once;
     - "connection refused" is a network error: retried with backoff on the
       same endpoint;
     - when no step is left the decision is DEGRADED: serve the cached
       answer and tell the user.
   Simulated clock and fixed seed: the output is the same on every run.

   Build:  cc -std=c99 -I.. agent_chain.c -o agent_chain   (C or C++)
   Run:    ./agent_chain
*/
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

enum { BUILDER = 0, BUILDER_SIMPLE = 1 };
static const char *const role_name[] = {"builder", "builder-simple"};

/* What each agent's provider does at time t (seconds into the run). */
static const char overloaded[] = "529 {\"type\":\"error\",\"error\":"
    "{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}";
static const char refused[] = "connect ECONNREFUSED 10.0.0.7:443";

static const char *agent_error(int role, uint32_t t_s, uint16_t *status)
{
    *status = 0;
    if (role == BUILDER && t_s >= 60 && t_s < 300) {
        *status = 529;
        return overloaded;
    }
    if (role == BUILDER_SIMPLE && t_s >= 180 && t_s < 240) return refused;
    return NULL; /* success */
}

#define START_MS 1000000u /* the simulated tick at the start */

/* Seconds since the start; unsigned subtraction is right across a wrap. */
static uint32_t secs(uint32_t now)
{
    return (now - START_MS) / 1000u;
}

/* Endpoints a task skipped because their breaker was open (a bit each). */
static unsigned skipped;

/* Events: print breaker changes and real fallbacks as they happen; note the
   endpoints skipped because their breaker is open (said on the task line). */
static void on_event(void *user, const resil_event *ev)
{
    (void)user;
    if (ev->type == RESIL_EV_BREAKER)
        printf("%5" PRIu32 " s    breaker %s: %s -> %s\n", secs(ev->now_ms),
               role_name[ev->endpoint], resil_breaker_state_name(ev->from),
               resil_breaker_state_name(ev->to));
    else if (ev->type == RESIL_EV_FALLBACK && ev->reason == RESIL_REASON_BREAKER_OPEN)
        skipped |= 1u << ev->endpoint;
    else if (ev->type == RESIL_EV_FALLBACK)
        printf("%5" PRIu32 " s    fallback %s -> %s (%s, %s)\n", secs(ev->now_ms),
               role_name[ev->endpoint],
               ev->to < 2 ? role_name[ev->to] : "cached answer",
               resil_class_name(ev->cls), resil_reason_name(ev->reason));
}

int main(void)
{
    resil_desc desc;
    resil_engine eng;
    resil_counters c;
    uint32_t now, sched;
    unsigned id = 0;

    memset(&desc, 0, sizeof desc);
    desc.endpoint_count = 2;
    desc.endpoints[BUILDER].name = role_name[BUILDER];
    desc.endpoints[BUILDER_SIMPLE].name = role_name[BUILDER_SIMPLE];
    desc.chains[0].steps[0] = BUILDER;
    desc.chains[0].steps[1] = BUILDER_SIMPLE;
    desc.chains[0].step_count = 2;
    desc.chains[0].degraded = 1; /* exhausted: DEGRADED, not FAIL */
    desc.seed = 7;
    desc.on_event = on_event;
    if (resil_engine_init(&eng, &desc) != RESIL_OK) return 1;

    now = START_MS;
    for (sched = 0; sched < 390; sched += 15) {
        resil_task task;
        resil_task_desc td;
        resil_decision d;
        uint32_t t0;
        if (resil_time_after(START_MS + sched * 1000u, now))
            now = START_MS + sched * 1000u; /* idle until the next step */
        t0 = now;
        skipped = 0;
        memset(&td, 0, sizeof td);
        td.id = ++id;
        td.op = RESIL_OP_LLM; /* 60 s per attempt */
        resil_task_start(&eng, &task, &td, now);
        resil_next(&eng, &task, now, &d);
        while (d.kind == RESIL_DECIDE_TRY || d.kind == RESIL_DECIDE_WAIT) {
            if (d.kind == RESIL_DECIDE_WAIT) {
                now = d.at_ms; /* sleep */
                resil_next(&eng, &task, now, &d);
            } else {
                uint16_t status;
                const char *err =
                    agent_error(d.endpoint, secs(now), &status);
                if (err == NULL) {
                    resil_outcome ok;
                    memset(&ok, 0, sizeof ok);
                    ok.ok = 1;
                    now += 2000; /* a model call takes 2 s */
                    resil_report(&eng, &task, now, &ok, &d);
                } else {
                    resil_hints h;
                    memset(&h, 0, sizeof h);
                    h.http_status = status; /* 0: not known */
                    now += 300;
                    resil_report_text(&eng, &task, now, err, strlen(err), &h, &d);
                }
            }
        }
        /* One line per task, when it ends. */
        printf("%5" PRIu32 " s  task %2u (from %" PRIu32 " s): ", secs(now), id,
               secs(t0));
        if (d.kind == RESIL_DECIDE_DONE)
            printf("answered by %s after %d attempt%s", role_name[task.endpoint],
                   task.attempts, task.attempts == 1 ? "" : "s");
        else if (d.kind == RESIL_DECIDE_DEGRADED && task.attempts == 0)
            printf("served the cached answer at once (no call made)");
        else if (d.kind == RESIL_DECIDE_DEGRADED)
            printf("served the cached answer (degraded, last error %s)",
                   resil_class_name(d.cls));
        else
            printf("%s (%s)", resil_decision_name(d.kind),
                   resil_reason_name(d.reason));
        if (skipped & (1u << BUILDER)) printf("; builder skipped (breaker open)");
        if (skipped & (1u << BUILDER_SIMPLE))
            printf("; builder-simple skipped (breaker open)");
        printf("\n");
    }

    resil_engine_counters(&eng, &c);
    printf("tasks: %" PRIu32 " answered, %" PRIu32 " degraded, %" PRIu32
           " failed; fallbacks %" PRIu32 ", breaker opens %" PRIu32 "\n",
           c.tasks_succeeded, c.degraded, c.tasks_failed, c.fallbacks,
           c.breaker_opens);
    printf("breakers at the end: builder %s, builder-simple %s\n",
           resil_breaker_state_name(resil_breaker_state_at(&eng, BUILDER, now)),
           resil_breaker_state_name(
               resil_breaker_state_at(&eng, BUILDER_SIMPLE, now)));
    return 0;
}
