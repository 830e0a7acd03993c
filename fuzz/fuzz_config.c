/* fuzz_config.c - configuration validation with raw description structs.

   Input: sizeof(resil_desc) raw bytes copied into a resil_desc (its
   pointers are then cleared: they are the caller's), a byte choosing the
   clock start and random source, then an engine script (fz_engine.h).
   Checks: resil_desc_check() and resil_engine_init() agree; the check does
   not write the desc; a rejection names a field and leaves a working
   engine byte-identical; filling defaults is idempotent and does not change
   the verdict; an accepted desc is resolved (no zero field left where zero
   means default) and then runs the script with every invariant holding. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fz_engine.h"

static void fz_clear_pointers(resil_desc *d)
{
    int i;
    for (i = 0; i < RESIL_MAX_ENDPOINTS; i++) d->endpoints[i].name = NULL;
    d->random = NULL;
    d->random_user = NULL;
    d->on_event = NULL;
    d->event_user = NULL;
}

static void fz_backoff_resolved(const resil_backoff_desc *b)
{
    FZ_CHECK(b->base_ms != 0 && b->cap_ms >= b->base_ms);
    FZ_CHECK(b->multiplier_pct >= 100 && b->jitter_pct != 0);
    FZ_CHECK(b->jitter < RESIL_JITTER__COUNT);
}

static void fz_resolved(const resil_desc *d)
{
    int i;
    FZ_CHECK(d->endpoint_count >= 1 && d->endpoint_count <= RESIL_MAX_ENDPOINTS);
    FZ_CHECK(d->chain_count >= 1 && d->chain_count <= RESIL_MAX_CHAINS);
    FZ_CHECK(d->max_compactions != 0);
    for (i = 0; i < d->chain_count; i++) {
        int j;
        FZ_CHECK(d->chains[i].step_count >= 1);
        for (j = 0; j < d->chains[i].step_count; j++)
            FZ_CHECK(d->chains[i].steps[j] < d->endpoint_count);
    }
    fz_backoff_resolved(&d->backoff);
    fz_backoff_resolved(&d->slow_backoff);
    FZ_CHECK(d->breaker.failure_threshold && d->breaker.probe_successes &&
             d->breaker.probes && d->breaker.open_ms && d->breaker.rate_window_ms &&
             d->breaker.rate_min_calls);
    FZ_CHECK(d->breaker.open_max_ms >= d->breaker.open_ms);
    FZ_CHECK(d->budget.ratio_pct && d->budget.max_tokens && d->budget.refill_ms);
    for (i = 0; i < RESIL_CLASS__COUNT; i++) {
        const resil_class_policy *p = &d->policy[i];
        FZ_CHECK(p->action > RESIL_ACTION_DEFAULT && p->action < RESIL_ACTION__COUNT);
        FZ_CHECK(p->attempts >= 1);
        FZ_CHECK(p->counts == RESIL_BREAKER_COUNTS_YES || p->counts == RESIL_BREAKER_COUNTS_NO);
        FZ_CHECK(p->slow == 1 || p->slow == 2);
    }
    for (i = 0; i < RESIL_OP__COUNT; i++)
        FZ_CHECK(d->attempt_timeout_ms[i] >= 1 &&
                 d->attempt_timeout_ms[i] <= RESIL_MAX_INTERVAL_MS);
    FZ_CHECK(d->retry_after_cap_ms >= 1 && d->seed != 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static resil_engine e, before;
    resil_desc d, copy, r1, r2, zero;
    const char *field = NULL, *field2 = NULL;
    size_t n = size < sizeof d ? size : sizeof d;
    int rc, rc2;
    fz_in in;
    uint8_t mode;

    memset(&d, 0, sizeof d);
    memcpy(&d, data, n);
    fz_clear_pointers(&d);
    in.p = data + n;
    in.n = size - n;
    mode = fz_u8(&in);

    memcpy(&copy, &d, sizeof d);
    rc = resil_desc_check(&d, &field);
    FZ_CHECK(memcmp(&copy, &d, sizeof d) == 0);
    FZ_CHECK(rc == RESIL_OK || rc == RESIL_E_CONFIG || rc == RESIL_E_CAPACITY);
    FZ_CHECK(field != NULL);
    if (rc != RESIL_OK) FZ_CHECK(field[0] != 0);
    FZ_CHECK(resil_desc_check(&d, NULL) == rc);
    FZ_CHECK(resil_desc_check(&d, &field2) == rc && field2 == field);
    FZ_CHECK(resil_desc_check(NULL, &field2) == RESIL_E_NULL);

    /* Defaults: idempotent, and resolving does not change the verdict. */
    memcpy(&r1, &d, sizeof d);
    resil_desc_defaults(&r1);
    memcpy(&r2, &r1, sizeof r1);
    resil_desc_defaults(&r2);
    FZ_CHECK(memcmp(&r1, &r2, sizeof r1) == 0);
    FZ_CHECK(resil_desc_check(&r1, NULL) == rc);
    resil_desc_defaults(NULL);

    /* A working engine, then init with this desc over it. */
    memset(&zero, 0, sizeof zero);
    zero.seed = 7;
    FZ_CHECK(resil_engine_init(&e, &zero) == RESIL_OK);
    memcpy(&before, &e, sizeof e);
    rc2 = resil_engine_init(&e, &d);
    FZ_CHECK(rc2 == rc);
    FZ_CHECK(resil_engine_init(NULL, &d) == RESIL_E_NULL);
    FZ_CHECK(resil_engine_init(&e, NULL) == RESIL_E_NULL);
    if (rc != RESIL_OK) {
        FZ_CHECK(memcmp(&before, &e, sizeof e) == 0);
        return 0;
    }
    fz_resolved(&e.desc);
    fz_run_twice(&d, mode >> 4, (uint32_t)(mode & 15u) * 0x11111111u, in);
    return 0;
}
