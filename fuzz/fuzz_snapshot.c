/* fuzz_snapshot.c - resil_snapshot_write() / resil_snapshot_read().

   Input: a mode byte, the engine target's configuration header, the clock
   start and random source, a script length byte L and L bytes of engine
   script (fz_engine.h), then the mutation bytes.
     mode % 3 == 0: run the script; write a snapshot into an exactly sized
       buffer (also too small: RESIL_E_SPACE, *len the size, nothing
       written); read it into a fresh engine of the same configuration at a
       later or earlier `now`; writing that engine again at that `now` must
       give the same bytes (every field survives, times re-anchored). Then
       mutate the blob (flip, set, truncate, extend; with the CRC and the
       length fixed up or not) and read it into the restored engine.
     mode % 3 == 1: the mutation bytes are the blob, as they are.
     mode % 3 == 2: the same, with the total length and CRC fixed up so the
       reader's field checks are reached.
   Checks: a read that fails leaves the engine byte-identical; a read that
   succeeds leaves a sane engine (breaker and health states in range,
   probes within the limit, budgets within the bucket, a restart queue of
   valid tasks), whose snapshot reads back to the same bytes, and which
   then runs a task without a sanitizer finding. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fz_engine.h"

/* CRC-32 (IEEE 802.3, reflected 0xEDB88320), bit by bit: the reference. */
static uint32_t fz_crc32(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    size_t i;
    int k;
    for (i = 0; i < n; i++) {
        c ^= p[i];
        for (k = 0; k < 8; k++) c = (c >> 1) ^ ((c & 1u) ? 0xEDB88320u : 0u);
    }
    return c ^ 0xFFFFFFFFu;
}

static void fz_put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* Make the header's total length and the CRC agree with len bytes. */
static void fz_fix(uint8_t *b, size_t len)
{
    if (len < RESIL_SNAPSHOT_HEADER_BYTES + 4u) return;
    fz_put32(b + 8, (uint32_t)len);
    fz_put32(b + len - 4u, fz_crc32(b, len - 4u));
}

static void fz_sane(const resil_engine *e)
{
    uint32_t full = (uint32_t)e->desc.budget.max_tokens * 1000u, i;
    int n = resil_restartq_count(e);
    resil_counters k;
    FZ_CHECK(resil_engine_counters(e, &k) == RESIL_OK);
    for (i = 0; i < e->desc.endpoint_count; i++) {
        const resil_endpoint *p = &e->ep[i];
        FZ_CHECK(p->breaker.state < RESIL_BREAKER__COUNT);
        FZ_CHECK(p->breaker.probes_out <= e->desc.breaker.probes);
        if (p->breaker.state == RESIL_BREAKER_OPEN) { /* if ahead, not far */
            uint32_t ahead = fz_tick_add(p->breaker.open_until, e->last_ms, 1);
            FZ_CHECK(ahead >= 0x80000000u || ahead <= RESIL_MAX_INTERVAL_MS);
        }
        FZ_CHECK(p->health.verdict < RESIL_HEALTH__COUNT);
        FZ_CHECK(p->health.samples.head < RESIL_WINDOW_BUCKETS);
        FZ_CHECK(p->health.alerts.head < RESIL_WINDOW_BUCKETS);
        if (e->desc.budget.mode != RESIL_BUDGET_OFF) FZ_CHECK(p->budget.milli <= full);
        FZ_CHECK(resil_health_verdict_at(e, i, e->last_ms) >= 0);
    }
    FZ_CHECK(e->monitor.alerts.head < RESIL_WINDOW_BUCKETS);
    FZ_CHECK(n >= 0 && n <= RESIL_RESTARTQ_CAPACITY);
    for (i = 0; i < (uint32_t)n; i++) {
        const resil_task_desc *q = &e->monitor.restartq[i].desc;
        FZ_CHECK(q->chain < e->desc.chain_count && q->op < RESIL_OP__COUNT);
        FZ_CHECK(q->timeout_ms <= RESIL_MAX_INTERVAL_MS);
        FZ_CHECK(q->ctx == NULL);
    }
}

/* Read blob into *e (a working engine): refused -> not a byte changed;
   accepted -> sane, its snapshot reads back identically, a task runs. */
static void fz_read(resil_engine *e, uint32_t now, const uint8_t *blob, size_t len)
{
    static resil_engine before, again;
    static uint8_t b1[RESIL_SNAPSHOT_MAX], b2[RESIL_SNAPSHOT_MAX];
    uint8_t *copy = (uint8_t *)calloc(len ? len : 1u, 1u);
    size_t l1 = 0, l2 = 0;
    int rc;
    resil_task t;
    resil_decision d;
    FZ_CHECK(copy != NULL);
    if (len) memcpy(copy, blob, len);
    memcpy(&before, e, sizeof before);
    rc = resil_snapshot_read(e, now, copy, len);
    FZ_CHECK(len == 0 || memcmp(copy, blob, len) == 0);
    free(copy);
    FZ_CHECK(rc == RESIL_OK || rc == RESIL_E_CORRUPT || rc == RESIL_E_VERSION ||
             rc == RESIL_E_CAPACITY || rc == RESIL_E_NULL);
    if (rc != RESIL_OK) {
        FZ_CHECK(memcmp(&before, e, sizeof before) == 0);
        return;
    }
    fz_sane(e);
    FZ_CHECK(resil_snapshot_write(e, now, b1, sizeof b1, &l1) == RESIL_OK);
    memcpy(&again, &before, sizeof again);
    FZ_CHECK(resil_snapshot_read(&again, now, b1, l1) == RESIL_OK);
    FZ_CHECK(resil_snapshot_write(&again, now, b2, sizeof b2, &l2) == RESIL_OK);
    FZ_CHECK(l1 == l2 && memcmp(b1, b2, l1) == 0);
    FZ_CHECK(resil_task_start(e, &t, NULL, now) == RESIL_OK);
    FZ_CHECK(resil_next(e, &t, now, &d) == RESIL_OK);
    FZ_CHECK(d.kind > RESIL_DECIDE_NONE && d.kind < RESIL_DECIDE__COUNT);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static fz_world w;
    static resil_engine fresh;
    static uint8_t blob[RESIL_SNAPSHOT_MAX + 64], blob2[RESIL_SNAPSHOT_MAX + 64];
    resil_desc d;
    fz_in in, script;
    uint8_t mode;
    uint32_t now0, rnd, now2;
    size_t len = 0, n, cap;
    uint8_t *small;
    int rc;

    in.p = data;
    in.n = size;
    mode = fz_u8(&in);
    fz_desc(&in, &d);
    now0 = FZ_PICK(&in, fz_starts);
    rnd = fz_u8(&in);
    if (resil_desc_check(&d, NULL) != RESIL_OK) return 0;
    n = fz_u8(&in);
    if (n > in.n) n = in.n;
    script.p = in.p;
    script.n = n;
    in.p += n;
    in.n -= n;
    if (!fz_run(&w, &d, rnd, now0, script)) return 0;
    d.on_event = NULL; /* the engines below need no model */
    d.random = NULL;
    FZ_CHECK(resil_engine_init(&fresh, &d) == RESIL_OK);

    if (mode % 3u != 0u) { /* a blob from the input */
        n = in.n < sizeof blob ? in.n : sizeof blob;
        memcpy(blob, in.p, n);
        if (mode % 3u == 2u) fz_fix(blob, n);
        fz_read(&fresh, w.now, blob, n);
        fz_read(&w.e, w.now, blob, n);
        { /* the same bytes as two A/B slots: refused = unchanged */
            static resil_engine before;
            memcpy(&before, &fresh, sizeof before);
            rc = resil_snapshot_read_newest(&fresh, w.now, blob, n / 2u, NULL);
            FZ_CHECK(rc == RESIL_OK || rc == RESIL_E_EMPTY || rc == RESIL_E_CORRUPT ||
                     rc == RESIL_E_VERSION || rc == RESIL_E_CAPACITY);
            if (rc != RESIL_OK) FZ_CHECK(memcmp(&before, &fresh, sizeof before) == 0);
            else fz_sane(&fresh);
        }
        return 0;
    }

    /* Written at the script's own `now`: also behind the engine's last one
       (a clock reset it has not seen), long after it, or before the engine
       saw any clock (regress-write-* inputs). */
    /* Write (also into too small a buffer), then read back and rewrite. */
    cap = fz_u16(&in) % 64u;
    small = (uint8_t *)malloc(cap ? cap : 1u);
    FZ_CHECK(small != NULL);
    rc = resil_snapshot_write(&w.e, w.now, small, cap, &len);
    FZ_CHECK(rc == RESIL_E_SPACE || rc == RESIL_OK);
    free(small);
    FZ_CHECK(resil_snapshot_write(&w.e, w.now, blob, sizeof blob, &len) == RESIL_OK);
    FZ_CHECK(len <= RESIL_SNAPSHOT_MAX && len >= RESIL_SNAPSHOT_HEADER_BYTES + 4u);
    small = (uint8_t *)malloc(len - 1u);
    FZ_CHECK(small != NULL);
    FZ_CHECK(resil_snapshot_write(&w.e, w.now, small, len - 1u, &n) == RESIL_E_SPACE && n == len);
    free(small);
    FZ_CHECK(fz_crc32(blob, len - 4u) ==
             ((uint32_t)blob[len - 4] | (uint32_t)blob[len - 3] << 8 |
              (uint32_t)blob[len - 2] << 16 | (uint32_t)blob[len - 1] << 24));
    { /* a later or earlier now: up to 9 h either way */
        uint16_t v = fz_u16(&in);
        uint32_t ms = (uint32_t)(v & 0x7FFFu) * 1000u;
        now2 = fz_tick_add(w.now, ms, (v & 0x8000u) != 0);
    }
    {
        size_t l2 = 0;
        FZ_CHECK(resil_snapshot_read(&fresh, now2, blob, len) == RESIL_OK);
        fz_sane(&fresh);
        FZ_CHECK(resil_snapshot_write(&fresh, now2, blob2, sizeof blob2, &l2) == RESIL_OK);
        FZ_CHECK(l2 == len && memcmp(blob, blob2, len) == 0);
    }

    /* Mutations of the good blob. */
    while (in.n) {
        uint8_t op = fz_u8(&in);
        size_t at = fz_u16(&in) % (len + 1u);
        size_t mlen = len;
        memcpy(blob2, blob, len);
        switch (op % 5u) {
        case 0: if (at < len) blob2[at] ^= (uint8_t)(fz_u8(&in) | 1u); break;
        case 1: if (at < len) blob2[at] = fz_u8(&in); break;
        case 2: mlen = at; break;                             /* truncate */
        case 3: mlen = len + fz_u8(&in) % 64u;                /* trailing bytes */
            memset(blob2 + len, 0xA5, mlen - len);
            break;
        default: { /* a 32-bit field set to a telling value */
            static const uint32_t vals[] = {0, 1, 0x7FFFFFFFu, 0x80000000u, UINT32_MAX, 255, 256};
            uint32_t v = FZ_PICK(&in, vals);
            if (at + 4u <= len) fz_put32(blob2 + at, v);
            break;
        }
        }
        if (op & 0x80u) fz_fix(blob2, mlen); /* past the CRC: field checks */
        fz_read(&fresh, now2, blob2, mlen);
    }
    return 0;
}
