/* consumer.c - the smallest program that uses resil, built by every
   packaging path (tests/packaging/run.sh). It prints the first decision of
   the engine and the decision after one network error. */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <stdio.h>

int main(void)
{
    resil_desc desc = {0};
    resil_engine eng;
    resil_task task;
    resil_task_desc td = {0};
    resil_decision d;
    resil_outcome fail = {0};
    uint32_t now = 1000;

    desc.seed = 42;
    if (resil_engine_init(&eng, &desc) != RESIL_OK) return 1;
    if (resil_task_start(&eng, &task, &td, now) != RESIL_OK) return 1;
    if (resil_next(&eng, &task, now, &d) != RESIL_OK) return 1;
    printf("resil %s: decision %s endpoint %u attempt %u\n",
           RESIL_VERSION_STRING, resil_decision_name(d.kind),
           (unsigned)d.endpoint, (unsigned)d.attempt);
    fail.cls = RESIL_CLASS_NETWORK;
    if (resil_report(&eng, &task, now + 50, &fail, &d) != RESIL_OK) return 1;
    printf("after a network error: decision %s in %lu ms\n",
           resil_decision_name(d.kind),
           (unsigned long)(d.at_ms - (now + 50)));
    return d.kind == RESIL_DECIDE_WAIT ? 0 : 1;
}
