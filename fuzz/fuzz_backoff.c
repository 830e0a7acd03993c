/* fuzz_backoff.c - resil_backoff_delay() over any description and input.

   Input: a raw resil_backoff_desc, then retry, prev_ms and two random
   values. Any desc, even unresolved or invalid: no overflow, the delay
   never exceeds the effective cap (max(cap, base), at most 2^30 ms, zero
   fields taken as resil_desc.backoff's defaults); a resolved desc gives
   the same delays as the raw one.
   A valid resolved desc, per jitter kind: CONSTANT is the base; NONE grows
   monotonically with the retry; FULL is within [0, NONE]; EQUAL within
   [NONE/2, NONE]; PROPORTIONAL within NONE +- jitter_pct; DECORRELATED
   within [base, max(base, 3 * prev)]; every kind is monotonic in the
   random value; retry 0 counts as 1; same input, same delay. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fuzz.h"

static uint32_t fz_min(uint32_t a, uint32_t b) { return a < b ? a : b; }
static uint32_t fz_max(uint32_t a, uint32_t b) { return a > b ? a : b; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    resil_backoff_desc b;
    resil_desc d;
    fz_in in;
    uint32_t retry, prev, r1, r2, cap, got, lo, hi, none;
    size_t n = size < sizeof b ? size : sizeof b;

    memset(&b, 0, sizeof b);
    memcpy(&b, data, n);
    in.p = data + n;
    in.n = size - n;
    retry = fz_u32(&in);
    if (fz_u8(&in) & 1u) retry &= 63u; /* small retries half of the time */
    prev = fz_u32(&in);
    r1 = fz_u32(&in);
    r2 = fz_u32(&in);
    if (r1 > r2) {
        uint32_t x = r1;
        r1 = r2;
        r2 = x;
    }

    /* Any desc at all (zero fields: resil_desc.backoff's defaults). */
    {
        uint32_t base = b.base_ms ? b.base_ms : 1000u;
        uint32_t cap0 = b.cap_ms ? b.cap_ms : fz_max(30000u, base);
        cap = fz_min(fz_max(cap0, base), RESIL_MAX_INTERVAL_MS);
    }
    got = resil_backoff_delay(&b, retry, prev, r1);
    FZ_CHECK(got <= cap);
    FZ_CHECK(got == resil_backoff_delay(&b, retry, prev, r1));
    FZ_CHECK(resil_backoff_delay(NULL, retry, prev, r1) == 0);

    /* Resolved through the configuration, and valid. */
    memset(&d, 0, sizeof d);
    d.backoff = b;
    if (resil_desc_check(&d, NULL) != RESIL_OK) return 0;
    resil_desc_defaults(&d);
    FZ_CHECK(resil_backoff_delay(&d.backoff, retry, prev, r1) == got);
    b = d.backoff;
    cap = b.cap_ms;
    lo = resil_backoff_delay(&b, retry, prev, r1);
    hi = resil_backoff_delay(&b, retry, prev, r2);
    FZ_CHECK(lo <= hi && hi <= cap);
    FZ_CHECK(resil_backoff_delay(&b, 0, prev, r1) == resil_backoff_delay(&b, 1, prev, r1));
    {
        resil_backoff_desc nb = b;
        uint32_t none_next;
        nb.jitter = RESIL_JITTER_NONE;
        none = resil_backoff_delay(&nb, retry, prev, r1);
        none_next = resil_backoff_delay(&nb, retry == UINT32_MAX ? retry : retry + 1u, prev, r1);
        FZ_CHECK(none <= none_next);
        FZ_CHECK(resil_backoff_delay(&nb, 1, prev, r1) == b.base_ms);
        if (b.multiplier_pct == 100) FZ_CHECK(none == b.base_ms);
        if (retry <= 1) FZ_CHECK(none == b.base_ms);
        else if (b.multiplier_pct > 100) /* grows at least 1 ms a retry */
            FZ_CHECK((uint64_t)none >= (uint64_t)b.base_ms + retry - 1u || none == cap);
    }
    switch (b.jitter) {
    case RESIL_JITTER_CONSTANT: FZ_CHECK(lo == b.base_ms && hi == b.base_ms); break;
    case RESIL_JITTER_NONE: FZ_CHECK(lo == none && hi == none); break;
    case RESIL_JITTER_FULL: FZ_CHECK(hi <= none); break;
    case RESIL_JITTER_EQUAL: FZ_CHECK(lo >= none / 2u && hi <= none); break;
    case RESIL_JITTER_DECORRELATED:
        FZ_CHECK(lo >= b.base_ms);
        FZ_CHECK((uint64_t)hi <= 3u * (uint64_t)fz_max(prev, b.base_ms));
        break;
    case RESIL_JITTER_PROPORTIONAL:
    default: {
        uint64_t j = (uint64_t)none * b.jitter_pct / 100u;
        FZ_CHECK((uint64_t)lo + j >= none);
        FZ_CHECK((uint64_t)hi <= (uint64_t)none + j);
        break;
    }
    }
    return 0;
}
