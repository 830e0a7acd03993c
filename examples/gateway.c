/* gateway.c - a sensor gateway's main loop with resil: readings go up to
   the cloud over two uplinks (primary and backup); when both are down the
   gateway keeps them in a local store-and-forward buffer and forwards them
   once a link is back.

   What it shows (resil.h, "PORTING" in the manual):
   - the caller's 32-bit millisecond tick, which wraps: the demo starts it
     30 s before the wrap, so the wrap happens in the first minute;
   - a tiny random generator handed to resil (desc.random);
   - a fallback chain of two uplinks whose last resort is DEGRADED: the
     reading stays in the store-and-forward buffer;
   - no stdio, malloc or float anywhere near resil: every call is a plain
     function call on caller-owned memory. The demo prints from main only.

   Build and run on a PC:   cc -std=c99 -I. examples/gateway.c -o gateway
                            ./gateway      (exit 0: every reading delivered
                                            exactly once, in order; 1: not)
   On a board: compile with -DGATEWAY_NO_MAIN, call gateway_demo() or copy
   gateway_step(), and replace gw_uplink_send() with your modem driver and
   the simulated tick with HAL_GetTick(). tests/embedded/gateway_board.c
   runs it on QEMU (Cortex-M0+, Cortex-M4F, RV32). */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#define GW_STORE 64u             /* readings kept while both links are down */
#define GW_READING_EVERY_MS 2000u
#define GW_RUN_MS 600000u        /* the demo: ten minutes */
#define GW_T0 0xffff8ad0u        /* 30 s before the 32-bit tick wraps */

typedef struct gw_reading {
    uint32_t seq;
    uint32_t taken_ms;
} gw_reading;

/* Everything the gateway owns: no globals. */
typedef struct gateway {
    resil_engine eng;
    resil_task task;
    uint8_t sending;         /* task running for store[head] */
    uint8_t waiting;         /* task waiting until wake_ms */
    uint32_t wake_ms;
    uint32_t drain_at;       /* after DEGRADED: forward again from here */
    gw_reading store[GW_STORE];
    uint32_t head, count;    /* FIFO: oldest undelivered reading first */
    uint32_t next_seq, next_reading_ms;
    uint32_t rng;            /* the tiny RNG's state */
    /* what happened (for the demo's summary) */
    uint32_t delivered[2], degraded, dropped, max_stored, last_seq_up;
} gateway;

/* xorshift32: resil asks for one number per jittered delay. */
static uint32_t gw_random(void *user)
{
    gateway *g = (gateway *)user;
    uint32_t x = g->rng;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    g->rng = x;
    return x;
}

/* -- the simulated world (replace with the modem driver) ---------------- */
/* Uplink 0 (cellular) is down from minute 1 to minute 4; uplink 1
   (backup) is down from minute 2 to minute 3. Returns 0 on success, else
   the resil class of the failure; *latency_ms is how long the call took. */
static int gw_uplink_send(uint32_t uplink, uint32_t since_start,
                          const gw_reading *r, uint32_t *latency_ms)
{
    (void)r;
    if (uplink == 0 && since_start >= 60000u && since_start < 240000u) {
        *latency_ms = 40;
        return RESIL_CLASS_NETWORK; /* "Network is unreachable" */
    }
    if (uplink == 1 && since_start >= 120000u && since_start < 180000u) {
        *latency_ms = 3000;
        return RESIL_CLASS_TIMEOUT; /* no answer from the backup */
    }
    *latency_ms = uplink == 0 ? 150u : 900u;
    return -1; /* ok */
}

/* -- the gateway --------------------------------------------------------- */
int gateway_init(gateway *g, uint32_t seed, uint32_t now);
int gateway_step(gateway *g, uint32_t now, uint32_t t0, uint32_t *busy_ms);
int gateway_demo(void (*log)(void *user, const char *line), void *user);

int gateway_init(gateway *g, uint32_t seed, uint32_t now)
{
    resil_desc d;
    unsigned char *z = (unsigned char *)g;
    size_t i;
    for (i = 0; i < sizeof *g; i++) z[i] = 0;
    z = (unsigned char *)&d;
    for (i = 0; i < sizeof d; i++) z[i] = 0;
    g->rng = seed != 0u ? seed : 1u;
    g->next_reading_ms = now;
    d.endpoint_count = 2;
    d.chain_count = 1;
    d.chains[0].steps[0] = 0;   /* cellular */
    d.chains[0].steps[1] = 1;   /* backup link */
    d.chains[0].step_count = 2;
    d.chains[0].degraded = 1;   /* exhausted: keep it in the store */
    d.random = gw_random;
    d.random_user = g;
    return resil_engine_init(&g->eng, &d);
}

static void gw_take_reading(gateway *g, uint32_t now)
{
    if (g->count == GW_STORE) { /* full: the oldest reading is lost */
        g->head = (g->head + 1u) % GW_STORE;
        g->count--;
        g->dropped++;
    }
    g->store[(g->head + g->count) % GW_STORE].seq = g->next_seq++;
    g->store[(g->head + g->count) % GW_STORE].taken_ms = now;
    g->count++;
    if (g->count > g->max_stored) g->max_stored = g->count;
}

/* Act on a decision about the reading at store[head]. */
static void gw_decided(gateway *g, const resil_decision *d, uint32_t now)
{
    g->waiting = 0;
    switch (d->kind) {
    case RESIL_DECIDE_WAIT:
        g->waiting = 1;
        g->wake_ms = d->at_ms;
        return;
    case RESIL_DECIDE_DONE:
        g->head = (g->head + 1u) % GW_STORE;
        g->count--;
        break;
    case RESIL_DECIDE_DEGRADED: /* both links down: keep it stored */
    case RESIL_DECIDE_FAIL:
    default:
        g->degraded++;
        g->drain_at = now + 10000u;
        break;
    }
    g->sending = 0;
}

/* One pass of the main loop at tick `now`. A TRY decision is carried out
   at once (a blocking modem call that takes *busy_ms). Returns 0, or -1 if
   resil reported an error (a bug in the caller). */
int gateway_step(gateway *g, uint32_t now, uint32_t t0, uint32_t *busy_ms)
{
    resil_decision d;
    int rc = RESIL_OK;
    *busy_ms = 0;
    if (resil_time_reached(now, g->next_reading_ms)) {
        gw_take_reading(g, now);
        g->next_reading_ms += GW_READING_EVERY_MS;
    }
    if (!g->sending) {
        if (g->count == 0u || !resil_time_reached(now, g->drain_at)) return 0;
        {
            resil_task_desc td;
            unsigned char *z = (unsigned char *)&td;
            size_t i;
            for (i = 0; i < sizeof td; i++) z[i] = 0;
            td.id = g->store[g->head].seq;
            td.op_id = g->store[g->head].seq;
            td.op = RESIL_OP_WEB_FETCH; /* 30 s per attempt */
            td.timeout_ms = 120000u;
            rc = resil_task_start(&g->eng, &g->task, &td, now);
        }
        if (rc == RESIL_OK) rc = resil_next(&g->eng, &g->task, now, &d);
        g->sending = 1;
    } else if (g->waiting && resil_time_reached(now, g->wake_ms)) {
        rc = resil_next(&g->eng, &g->task, now, &d);
    } else {
        return 0;
    }
    while (rc == RESIL_OK && d.kind == RESIL_DECIDE_TRY) {
        uint32_t lat = 0;
        int cls = gw_uplink_send(d.endpoint, now - t0, &g->store[g->head], &lat);
        resil_outcome o;
        o.ok = (uint8_t)(cls < 0);
        o.cls = (uint8_t)(cls < 0 ? 0 : cls);
        o.status = 0;
        o.retry_after_ms = 0;
        o.latency_ms = lat;
        o.rate = NULL; /* no rate headers (section 9) */
        now += lat;
        *busy_ms += lat;
        if (o.ok) {
            if (g->store[g->head].seq != g->last_seq_up + (g->delivered[0] + g->delivered[1] != 0u))
                return -1; /* lost or duplicated: the demo's own check */
            g->last_seq_up = g->store[g->head].seq;
            g->delivered[d.endpoint & 1u]++;
        }
        rc = resil_report(&g->eng, &g->task, now, &o, &d);
    }
    if (rc != RESIL_OK) return -1;
    gw_decided(g, &d, now);
    return 0;
}

static char *gw_u32(char *p, uint32_t v)
{
    char t[10];
    size_t n = 0;
    do {
        t[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0u);
    while (n > 0u) *p++ = t[--n];
    return p;
}

static char *gw_s(char *p, const char *s)
{
    while (*s != '\0') *p++ = *s++;
    return p;
}

/* The demo: ten simulated minutes from 30 s before the wrap. Returns 0 if
   every reading was delivered exactly once, in order. */
int gateway_demo(void (*log)(void *user, const char *line), void *user)
{
    static gateway g; /* the demo's instance; yours may live anywhere */
    uint32_t now = GW_T0, busy, end = GW_T0 + GW_RUN_MS;
    char b[200], *p;
    resil_counters c;
    if (gateway_init(&g, 0x9e3779b9u, now) != RESIL_OK) return 1;
    while (!resil_time_reached(now, end)) {
        if (gateway_step(&g, now, GW_T0, &busy) != 0) return 1;
        /* sleep until something is due (a real loop would WFI here) */
        now += busy != 0u ? busy : 10u;
    }
    /* drain: no new readings, links are back */
    g.next_reading_ms = now + 0x40000000u;
    while (g.count != 0u && !resil_time_reached(now, end + 300000u)) {
        if (gateway_step(&g, now, GW_T0, &busy) != 0) return 1;
        now += busy != 0u ? busy : 10u;
    }
    if (resil_engine_counters(&g.eng, &c) != RESIL_OK) return 1;
    p = gw_s(b, "gateway: tick 0x");
    {
        static const char hx[] = "0123456789abcdef";
        int s;
        for (s = 28; s >= 0; s -= 4) *p++ = hx[(GW_T0 >> s) & 0xfu];
        p = gw_s(p, " -> 0x");
        for (s = 28; s >= 0; s -= 4) *p++ = hx[(now >> s) & 0xfu];
    }
    p = gw_u32(gw_s(p, "; readings "), g.next_seq);
    p = gw_u32(gw_s(p, ", delivered "), g.delivered[0]);
    p = gw_u32(gw_s(p, " + "), g.delivered[1]);
    p = gw_u32(gw_s(p, " (primary + backup), stored at most "), g.max_stored);
    p = gw_u32(gw_s(p, ", degraded "), g.degraded);
    p = gw_u32(gw_s(p, ", dropped "), g.dropped);
    p = gw_u32(gw_s(p, ", breaker opens "), c.breaker_opens);
    p = gw_s(p, "\n");
    *p = '\0';
    log(user, b);
    return g.count == 0u && g.dropped == 0u &&
                   g.delivered[0] + g.delivered[1] == g.next_seq
               ? 0
               : 1;
}

#ifndef GATEWAY_NO_MAIN
#include <stdio.h>
static void gw_log(void *user, const char *line)
{
    fputs(line, (FILE *)user);
}

int main(void)
{
    int rc = gateway_demo(gw_log, stdout);
    puts(rc == 0 ? "gateway: every reading delivered once, in order"
                 : "gateway: FAILED");
    return rc;
}
#endif
