/* test_snapshot.c - snapshot / restore (resil.h section 8): the round trip
   is exact, every single-bit flip and every truncation is rejected, another
   configuration is rejected, and a rejected blob changes no byte. */
#include "s8_fixture.h"
#if !defined(RESIL_NO_SNAPSHOT) /* the part these tests are about is compiled in */

/* CRC-32 (IEEE), written again here so the test does not trust the
   library's: used to forge blobs whose checksum is right. */
static uint32_t crc32_ref(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    size_t i;
    int k;
    for (i = 0; i < n; i++) {
        c ^= p[i];
        for (k = 0; k < 8; k++) c = (c & 1u) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    }
    return ~c;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static void reseal(uint8_t *blob, size_t len)
{
    put32(blob + len - 4u, crc32_ref(blob, len - 4u));
}

static void config(resil_desc *d)
{
    s8_desc(d, 2, NULL);
    d->endpoints[0].name = "primary";
    d->policy[RESIL_CLASS_NETWORK].attempts = 1;
}

/* A fresh engine of the same configuration that has seen the clock at T(0),
   like the busy one (unused endpoints are re-anchored the same way). */
static void fresh(resil_engine *e)
{
    resil_desc d;
    config(&d);
    RT_EQ(resil_engine_init(e, &d), RESIL_OK);
    RT_EQ(resil_health_tick(e, T(0)), RESIL_OK);
}

/* Breakers (one open), budgets, health, latency, alerts, counters and a
   queued restart. Returns the time it ends at. */
static uint32_t busy(resil_engine *e)
{
    resil_desc d;
    resil_task t;
    resil_decision dec;
    resil_outcome ok = s8_ok(80), net = s8_fail(RESIL_CLASS_NETWORK);
    uint32_t i;
    config(&d);
    RT_EQ(resil_engine_init(e, &d), RESIL_OK);
    RT_EQ(resil_health_tick(e, T(0)), RESIL_OK);
    RT_EQ(resil_health_heartbeat(e, 1, T(100)), RESIL_OK);
    for (i = 0; i < 12; i++) s8_ping(e, 0, T(1000u + i * 1000u), 0);
    RT_EQ(resil_health_ping(e, 1, T(14000), &ok), RESIL_OK);
    s8_start(e, &t, 7, T(15000), &dec); /* ep 0 open: goes to ep 1 */
    RT_EQ(dec.kind, RESIL_DECIDE_TRY);
    RT_EQ(resil_report(e, &t, T(15100), &net, &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_RESTART);
    s8_start(e, &t, 8, T(16000), &dec);
    RT_EQ(resil_report(e, &t, T(16200), &ok, &dec), RESIL_OK);
    RT_EQ(dec.kind, RESIL_DECIDE_DONE);
    RT_EQ(resil_restartq_count(e), 1);
    RT_EQ(resil_alert_active(e, 0), 1);
    return T(20000);
}

static size_t snap(const resil_engine *e, uint32_t now, uint8_t *buf,
                   size_t cap)
{
    size_t len = 0;
    RT_EQ(resil_snapshot_write(e, now, buf, cap, &len), RESIL_OK);
    return len;
}

RT_TIMED(snapshot_round_trip_is_exact)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX], again[RESIL_SNAPSHOT_MAX];
    static resil_engine a, b;
    uint32_t now = busy(&a);
    size_t len = snap(&a, now, blob, sizeof blob);
    RT_EQ(len, RESIL_SNAPSHOT_SIZE(2u, 1u));
    fresh(&b);
    RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_OK);
    /* (overload control is soft state, learned again: not in a snapshot) */
#ifndef RESIL_NO_OVERLOAD
    b.ep[0].limiter = a.ep[0].limiter;
    b.ep[1].limiter = a.ep[1].limiter;
#else
    b.ep[0].oks = a.ep[0].oks;
    b.ep[1].oks = a.ep[1].oks;
#endif
    RT_CHECK(memcmp(&a, &b, sizeof a) == 0);
    RT_EQ(snap(&b, now, again, sizeof again), len);
    RT_CHECK(memcmp(blob, again, len) == 0);
}

RT_TIMED(snapshot_times_are_re_anchored_to_the_new_clock)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX];
    static resil_engine a, b;
    uint32_t now = busy(&a), later = now + 3600000u, at_a = 0, at_b = 0;
    size_t len = snap(&a, now, blob, sizeof blob);
    fresh(&b);
    RT_EQ(resil_snapshot_read(&b, later, blob, len), RESIL_OK);
    RT_EQ(b.ep[0].breaker.open_until - later, a.ep[0].breaker.open_until - now);
    RT_EQ(resil_breaker_state_at(&b, 0, later), RESIL_BREAKER_OPEN);
    RT_EQ(resil_restartq_next_at(&a, &at_a), RESIL_OK);
    RT_EQ(resil_restartq_next_at(&b, &at_b), RESIL_OK);
    RT_EQ(at_b - later, at_a - now);
    RT_EQ(resil_health_verdict_at(&b, 0, later),
          resil_health_verdict_at(&a, 0, now));
    RT_EQ(b.counters.attempts, a.counters.attempts);
    RT_CHECK(b.monitor.restartq[0].desc.ctx == NULL);
}

RT_TEST(every_single_bit_flip_is_rejected_and_changes_nothing)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX], bad[RESIL_SNAPSHOT_MAX];
    static resil_engine a, b, b0;
    uint32_t now = busy(&a);
    size_t len = snap(&a, now, blob, sizeof blob), i;
    int bit, rejected = 0, total = 0;
    fresh(&b);
    b0 = b;
    for (i = 0; i < len; i++) {
        for (bit = 0; bit < 8; bit++) {
            memcpy(bad, blob, len);
            bad[i] ^= (uint8_t)(1u << bit);
            total++;
            rejected += resil_snapshot_read(&b, now, bad, len) != RESIL_OK;
        }
    }
    RT_EQ(rejected, total);
    RT_EQ(total, (int)len * 8);
    RT_CHECK(memcmp(&b, &b0, sizeof b) == 0);
}

RT_TEST(every_truncation_is_rejected_and_changes_nothing)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX + 8];
    static resil_engine a, b, b0;
    uint32_t now = busy(&a);
    size_t len = snap(&a, now, blob, sizeof blob), n;
    fresh(&b);
    b0 = b;
    for (n = 0; n < len; n++)
        RT_EQ(resil_snapshot_read(&b, now, blob, n), RESIL_E_CORRUPT);
    RT_CHECK(memcmp(&b, &b0, sizeof b) == 0);
    /* bytes after a whole snapshot (a flash sector) are ignored */
    RT_EQ(resil_snapshot_read(&b, now, blob, len + 8u), RESIL_OK);
}

RT_TEST(another_configuration_is_rejected)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX];
    static resil_engine a, b, b0;
    resil_desc d;
    uint32_t now = busy(&a);
    size_t len = snap(&a, now, blob, sizeof blob);
    config(&d);
    d.breaker.failure_threshold = 6;
    RT_EQ(resil_engine_init(&b, &d), RESIL_OK);
    b0 = b;
    RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_E_VERSION);
    RT_CHECK(memcmp(&b, &b0, sizeof b) == 0);
    config(&d);
    d.health.ping_ms = 31000;
    RT_EQ(resil_engine_init(&b, &d), RESIL_OK);
    RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_E_VERSION);
    config(&d);
    d.endpoint_count = 1;
    RT_EQ(resil_engine_init(&b, &d), RESIL_OK);
    RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_E_VERSION);
    config(&d);
    d.chains[0].degraded = 1;
    RT_EQ(resil_engine_init(&b, &d), RESIL_OK);
    RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_E_VERSION);
    /* the seed, the kill switch and names are not configuration */
    config(&d);
    d.seed = 99;
    d.passthrough = 1;
    d.endpoints[0].name = "other";
    RT_EQ(resil_engine_init(&b, &d), RESIL_OK);
    RT_EQ(resil_snapshot_read(&b, now, blob, len), RESIL_OK);
    RT_EQ(resil_config_fingerprint(&a.desc), resil_config_fingerprint(&b.desc));
}

RT_TEST(forged_blobs_with_a_right_checksum_are_still_checked)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX], bad[RESIL_SNAPSHOT_MAX];
    static resil_engine a, b, b0;
    uint32_t now = busy(&a);
    size_t len = snap(&a, now, blob, sizeof blob);
    size_t ep0 = RESIL_SNAPSHOT_HEADER_BYTES + RESIL_SNAPSHOT_ENGINE_BYTES;
    RT_EQ(len, RESIL_SNAPSHOT_SIZE(2u, 1u));
    if (len != RESIL_SNAPSHOT_SIZE(2u, 1u)) return;
    fresh(&b);
    b0 = b;
    memcpy(bad, blob, len);
    bad[4] = (uint8_t)(RESIL_SNAPSHOT_VERSION + 1u); /* a later format */
    reseal(bad, len);
    RT_EQ(resil_snapshot_read(&b, now, bad, len), RESIL_E_VERSION);
    memcpy(bad, blob, len);
    bad[ep0] = RESIL_BREAKER__COUNT; /* breaker state out of range */
    reseal(bad, len);
    RT_EQ(resil_snapshot_read(&b, now, bad, len), RESIL_E_CORRUPT);
    memcpy(bad, blob, len);
    bad[0] = 'X'; /* not a snapshot */
    reseal(bad, len);
    RT_EQ(resil_snapshot_read(&b, now, bad, len), RESIL_E_CORRUPT);
    memcpy(bad, blob, len);
    bad[7] = RESIL_RESTARTQ_CAPACITY + 1; /* more queued than fits */
    reseal(bad, len);
    RT_EQ(resil_snapshot_read(&b, now, bad, len), RESIL_E_CAPACITY);
    memcpy(bad, blob, len);
    bad[len - 4u - RESIL_SNAPSHOT_RESTART_BYTES + 8u] = 200; /* its chain */
    reseal(bad, len);
    RT_EQ(resil_snapshot_read(&b, now, bad, len), RESIL_E_CORRUPT);
    RT_CHECK(memcmp(&b, &b0, sizeof b) == 0);
}

RT_TEST(snapshot_write_needs_room_and_an_engine)
{
    static uint8_t blob[RESIL_SNAPSHOT_MAX];
    static resil_engine a, z;
    uint32_t now = busy(&a);
    size_t len = 0, need = snap(&a, now, blob, sizeof blob);
    memset(blob, 0x77, sizeof blob);
    RT_EQ(resil_snapshot_write(&a, now, blob, need - 1u, &len), RESIL_E_SPACE);
    RT_EQ(len, need);
    RT_EQ(blob[0], 0x77);
    RT_EQ(resil_snapshot_write(&a, now, NULL, 0, &len), RESIL_E_SPACE);
    RT_CHECK(need <= RESIL_SNAPSHOT_MAX);
    memset(&z, 0, sizeof z);
    RT_EQ(resil_snapshot_write(&z, now, blob, sizeof blob, &len), RESIL_E_STATE);
    RT_EQ(resil_snapshot_read(&z, now, blob, need), RESIL_E_STATE);
    RT_EQ(resil_snapshot_write(NULL, now, blob, sizeof blob, &len), RESIL_E_NULL);
    RT_EQ(resil_snapshot_read(&a, now, NULL, need), RESIL_E_NULL);
}

/* -- A/B slots: a write cut at any byte loses nothing -------------------- */

#define SLOT (RESIL_SNAPSHOT_SIZE(2u, 1u) + RESIL_SNAPSHOT_SLOT_OVERHEAD + 32u)

/* Program slot `ix` of `store` with `img` (a completed write). */
static void program(uint8_t *store, uint32_t ix, const uint8_t *img)
{
    memcpy(store + (size_t)ix * SLOT, img, SLOT);
}

/* The state loaded from `store` at `now`, as its snapshot bytes. */
static size_t loaded(const uint8_t *store, uint32_t now, uint8_t *out)
{
    static resil_engine f;
    fresh(&f);
    RT_EQ(resil_snapshot_read_newest(&f, now, store, SLOT, NULL), RESIL_OK);
    return snap(&f, now, out, RESIL_SNAPSHOT_MAX);
}

/* Writes state 1 (and 2 if `writes` is 2) completely, then cuts the next
   write at every byte offset of its slot, the torn slot's other bytes left
   erased (0xFF), zero, or as they were (old data): the slots must always
   load, as the last completed state before the cut is complete, as the new
   one after. Returns the number of cut points tried. */
static unsigned torn_writes(int writes)
{
    static resil_engine e;
    static uint8_t store[2 * SLOT], tmp[2 * SLOT], img[SLOT], old[SLOT];
    static uint8_t before[RESIL_SNAPSHOT_MAX], after[RESIL_SNAPSHOT_MAX], got[RESIL_SNAPSHOT_MAX];
    size_t lb = 0, la, lg, used, k;
    uint32_t now = busy(&e), ix, i;
    unsigned cuts = 0;
    int fill;
    memset(store, 0xFF, sizeof store); /* erased flash */
    RT_EQ(resil_snapshot_read_newest(&e, now, store, SLOT, &ix), RESIL_E_EMPTY);
    for (i = 0; i < (uint32_t)writes; i++) {
        now += 1000u;
        s8_ping(&e, 1, now, 0); /* a new state each time */
        RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT, img, &ix), RESIL_OK);
        RT_EQ(ix, i); /* A, then B */
        program(store, ix, img);
        lb = snap(&e, now, before, sizeof before);
        RT_EQ(loaded(store, now, got), lb);
        RT_CHECK(memcmp(got, before, lb) == 0);
    }
    now += 1000u;
    s8_ping(&e, 1, now, 0);
    la = snap(&e, now, after, sizeof after);
    RT_CHECK(la != lb || memcmp(after, before, la) != 0);
    RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT, img, &ix), RESIL_OK);
    RT_EQ(ix, writes == 1 ? 1u : 0u); /* never over the newest (B after 2) */
    used = RESIL_SNAPSHOT_SLOT_OVERHEAD + la;
    memcpy(old, store + (size_t)ix * SLOT, SLOT);
    for (fill = 0; fill < 3; fill++)
        for (k = 0; k <= SLOT; k++) {
            uint8_t *s = tmp + (size_t)ix * SLOT;
            memcpy(tmp, store, sizeof tmp);
            memcpy(s, img, k);
            for (i = (uint32_t)k; i < SLOT; i++)
                s[i] = fill == 0 ? 0xFFu : fill == 1 ? 0u : old[i];
            lg = loaded(tmp, now + 5000u, got);
            if (k >= used) { /* the write is complete: the new state */
                RT_EQ(lg, la);
                RT_CHECK(memcmp(got, after, la) == 0);
            } else { /* cut: the previous state, whole */
                RT_EQ(lg, lb);
                RT_CHECK(memcmp(got, before, lb) == 0);
            }
            cuts++;
        }
    return cuts;
}

RT_TIMED(a_snapshot_slot_write_cut_at_any_byte_loads_the_old_or_the_new_state)
{
    unsigned cuts = torn_writes(1) + torn_writes(2);
    printf("  torn-write cut points: %u (2 writes x 3 fills x %u offsets)\n", cuts,
           (unsigned)SLOT + 1u);
    RT_EQ(cuts, 6u * (SLOT + 1u));
}

RT_TEST(snapshot_slots_follow_the_sequence_across_its_wrap_and_refuse_bad_input)
{
    static resil_engine e, f;
    static uint8_t store[2 * SLOT], img[SLOT];
    uint32_t now = busy(&e), ix = 9;
    size_t n;
    memset(store, 0xFF, sizeof store);
    RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT, img, &ix), RESIL_OK);
    RT_EQ(ix, 0u);
    put32(img + 4, 0xFFFFFFFFu); /* A: sequence 2^32 - 1 */
    n = 12u + ((size_t)img[8] | (size_t)img[9] << 8 | (size_t)img[10] << 16 | (size_t)img[11] << 24);
    put32(img + n, crc32_ref(img, n));
    program(store, 0, img);
    RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT, img, &ix), RESIL_OK);
    RT_EQ(ix, 1u);
    RT_EQ(img[4] | img[5] | img[6] | img[7], 0); /* B: 0, after the wrap */
    program(store, 1, img);
    RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT, img, &ix), RESIL_OK);
    RT_EQ(ix, 0u); /* A is the older one now */
    fresh(&f);
    RT_EQ(resil_snapshot_read_newest(&f, now, store, SLOT, &ix), RESIL_OK);
    RT_EQ(ix, 1u);
    /* too small a slot, NULL arguments */
    RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT - 33u, img, &ix), RESIL_E_SPACE);
    RT_EQ(resil_snapshot_write_slot(&e, now, store, 3, img, &ix), RESIL_E_SPACE);
    RT_EQ(resil_snapshot_write_slot(&e, now, NULL, SLOT, img, &ix), RESIL_E_NULL);
    RT_EQ(resil_snapshot_write_slot(&e, now, store, SLOT, NULL, &ix), RESIL_E_NULL);
    RT_EQ(resil_snapshot_read_newest(NULL, now, store, SLOT, &ix), RESIL_E_NULL);
    RT_EQ(resil_snapshot_read_newest(&f, now, store, 3, &ix), RESIL_E_EMPTY);
}
#endif
