/* fuzz_engine.c - the whole engine driven by a script of operations.

   Input: a configuration header (about 60 bytes: endpoints, chains,
   backoffs, breaker, budget, class policies, timeouts, the clock's start
   and the random source), then the script of fz_engine.h, run twice (the
   two runs must agree byte for byte). Zero bytes mean defaults, so a short
   input is the default configuration. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fz_engine.h"

static const uint32_t fz_delays[] = {0, 1, 10, 100, 1000, 5000, 30000, 60000,
                                     300000, RESIL_MAX_INTERVAL_MS};
static const uint16_t fz_mults[] = {0, 100, 101, 150, 200, 300, 1000};
static const uint8_t fz_pcts[] = {0, 1, 10, 20, 50, 100};
static const uint16_t fz_small[] = {0, 1, 2, 3, 5, 20, 1000};
static const uint32_t fz_starts[] = {0u, 0xFFFFFFFFu - 60000u + 1u,
                                     0x7FFFFFFFu - 30000u, 0xFFFFFFFFu, 1000u};

static void fz_backoff(fz_in *in, resil_backoff_desc *b)
{
    b->base_ms = FZ_PICK(in, fz_delays);
    b->cap_ms = FZ_PICK(in, fz_delays);
    if (b->cap_ms && b->cap_ms < b->base_ms) b->cap_ms = b->base_ms;
    b->multiplier_pct = FZ_PICK(in, fz_mults);
    b->jitter = (uint8_t)(fz_u8(in) % RESIL_JITTER__COUNT);
    b->jitter_pct = FZ_PICK(in, fz_pcts);
}

static void fz_desc(fz_in *in, resil_desc *d)
{
    int i, j, n;
    uint8_t flags;
    memset(d, 0, sizeof *d);
    d->endpoint_count = (uint8_t)(1u + fz_u8(in) % RESIL_MAX_ENDPOINTS);
    d->chain_count = (uint8_t)(1u + fz_u8(in) % (RESIL_MAX_CHAINS < 3 ? RESIL_MAX_CHAINS : 3));
    for (i = 0; i < d->chain_count; i++) {
        resil_chain_desc *c = &d->chains[i];
        c->step_count = (uint8_t)(1u + fz_u8(in) % RESIL_MAX_STEPS);
        for (j = 0; j < c->step_count; j++)
            c->steps[j] = (uint8_t)(fz_u8(in) % d->endpoint_count);
        c->degraded = (uint8_t)(fz_u8(in) & 1u);
    }
    flags = fz_u8(in);
    d->passthrough = (uint8_t)((flags & 0xF0u) == 0xF0u);
    d->budget.mode = (uint8_t)(flags % RESIL_BUDGET__COUNT);
    d->max_compactions = (uint8_t)((flags >> 2) % 4u == 3u ? RESIL_COMPACT_NEVER : (flags >> 2) % 4u);
    fz_backoff(in, &d->backoff);
    fz_backoff(in, &d->slow_backoff);
    d->breaker.failure_threshold = FZ_PICK(in, fz_small);
    d->breaker.probe_successes = FZ_PICK(in, fz_small);
    d->breaker.probes = FZ_PICK(in, fz_small);
    d->breaker.open_jitter_pct = (uint8_t)(FZ_PICK(in, fz_pcts) % 51u);
    d->breaker.rate_pct = FZ_PICK(in, fz_pcts);
    d->breaker.open_ms = FZ_PICK(in, fz_delays);
    d->breaker.open_max_ms = FZ_PICK(in, fz_delays);
    if (d->breaker.open_max_ms && d->breaker.open_max_ms < d->breaker.open_ms)
        d->breaker.open_max_ms = d->breaker.open_ms;
    d->breaker.rate_window_ms = FZ_PICK(in, fz_delays);
    d->breaker.rate_min_calls = FZ_PICK(in, fz_small);
    d->budget.ratio_pct = FZ_PICK(in, fz_pcts);
    d->budget.max_tokens = FZ_PICK(in, fz_small);
    d->budget.refill_ms = FZ_PICK(in, fz_delays);
    n = fz_u8(in) % 5;
    for (i = 0; i < n; i++) {
        uint8_t cls = (uint8_t)(fz_u8(in) % RESIL_CLASS__COUNT);
        resil_class_policy *p = &d->policy[cls];
        if (cls == RESIL_CLASS_CANCELLED) continue; /* must stay STOP */
        p->action = (uint8_t)(fz_u8(in) % RESIL_ACTION__COUNT);
        p->attempts = (uint8_t)(fz_u8(in) % 8u);
        p->counts = (uint8_t)(fz_u8(in) % 3u);
        p->slow = (uint8_t)(fz_u8(in) % 3u);
    }
    n = fz_u8(in) % 3;
    for (i = 0; i < n; i++)
        d->attempt_timeout_ms[fz_u8(in) % RESIL_OP__COUNT] = FZ_PICK(in, fz_delays);
    d->retry_after_cap_ms = FZ_PICK(in, fz_delays);
    d->seed = fz_u32(in);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in;
    resil_desc d;
    uint32_t now0, rnd;
    in.p = data;
    in.n = size;
    fz_desc(&in, &d);
    now0 = FZ_PICK(&in, fz_starts);
    rnd = fz_u8(&in);
    if (resil_desc_check(&d, NULL) != RESIL_OK) return 0;
    fz_run_twice(&d, rnd, now0, in);
    return 0;
}
