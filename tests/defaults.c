/* defaults.c - prints the defaults table of resil_desc, one field a line,
   from resil_desc_defaults() itself. The manual in resil.h and README.md
   carry copies of this output; tests/check-docs.sh fails when either
   differs, so the table cannot drift from the code (`make defaults` prints
   it for pasting). */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* -- valid ranges, found by asking resil_desc_check() itself ----------- */

/* Where a field lies in resil_desc, and how wide it is. */
typedef struct field_at {
    size_t off, size;
} field_at;
#define AT(member) at_of(offsetof(resil_desc, member), sizeof(((resil_desc *)0)->member))

static field_at at_of(size_t off, size_t size)
{
    field_at f;
    f.off = off;
    f.size = size;
    return f;
}

/* 1 if a zeroed desc with this one field set to v passes the check. */
static int accepted(field_at f, unsigned long v)
{
    resil_desc d;
    uint8_t b8 = (uint8_t)v;
    uint16_t b16 = (uint16_t)v;
    uint32_t b32 = (uint32_t)v;
    memset(&d, 0, sizeof d);
    if (f.size == 1) memcpy((char *)&d + f.off, &b8, 1);
    else if (f.size == 2) memcpy((char *)&d + f.off, &b16, 2);
    else memcpy((char *)&d + f.off, &b32, 4);
    return resil_desc_check(&d, NULL) == RESIL_OK;
}

static void put_value(char *out, size_t cap, unsigned long v)
{
    if (v == RESIL_MAX_INTERVAL_MS) snprintf(out, cap, "2^30");
    else snprintf(out, cap, "%lu", v);
}

/* The accepted nonzero values as "lo..hi" runs ("1..100, 255"): 8 and 16
   bit fields value by value; 32-bit ones by bisection around the default
   (their accepted set is one run: the checks are bounds). */
static void range_of(field_at f, unsigned long dflt, char *out, size_t cap)
{
    unsigned long max = f.size == 1 ? 0xFFul : f.size == 2 ? 0xFFFFul : 0xFFFFFFFFul;
    unsigned long v, lo = 0, hi = 0;
    size_t n = 0;
    char a[16], b[16];
    out[0] = 0;
    if (f.size <= 2) {
        for (v = 1; v <= max + 1; v++) {
            int ok = v <= max && accepted(f, v);
            if (ok && !lo) lo = v;
            if (ok) hi = v;
            if (!ok && lo) { /* a run ends */
                put_value(a, sizeof a, lo);
                put_value(b, sizeof b, hi);
                n += (size_t)snprintf(out + n, cap - n, lo == hi ? "%s%s" : "%s%s..%s",
                                      n ? ", " : "", a, b);
                lo = 0;
            }
        }
        return;
    }
    lo = hi = dflt;
    if (!accepted(f, dflt)) { snprintf(out, cap, "?"); return; }
    { /* highest accepted: bisect (dflt accepted, max+1 not); a lone
         accepted max (a "never" value) is listed apart */
        unsigned long l = dflt, h = max;
        int lone = accepted(f, max) && !accepted(f, max - 1u);
        if (accepted(f, max) && !lone) l = max;
        while (h - l > 1) {
            unsigned long m = l + (h - l) / 2;
            if (accepted(f, m)) l = m; else h = m;
        }
        hi = l;
    }
    { /* lowest accepted nonzero: bisect (dflt accepted, 0 stands for it) */
        unsigned long l = 0, h = dflt;
        while (h - l > 1) {
            unsigned long m = l + (h - l) / 2;
            if (accepted(f, m)) h = m; else l = m;
        }
        lo = h;
    }
    put_value(a, sizeof a, lo);
    put_value(b, sizeof b, hi);
    n = (size_t)snprintf(out, cap, "%s..%s", a, b);
    if (hi < max && accepted(f, max)) snprintf(out + n, cap - n, ", %lu", max);
}

/* A row: the field, its default, and the values it accepts (0 always
   means the default). `why` notes a bound set by another field. */
static void row_r(const char *field, const char *value, field_at f,
                  unsigned long dflt, const char *why)
{
    char r[64];
    range_of(f, dflt, r, sizeof r);
    printf("%-32s %-12s %s%s\n", field, value, r, why);
}

static void row(const char *field, unsigned long value, field_at f, const char *why)
{
    char v[24];
    snprintf(v, sizeof v, "%lu", value);
    row_r(field, v, f, value, why);
}

/* A section-8 row; the restart class mask is shown by class names. */
static void row8(const char *field, unsigned long value, field_at f)
{
    int c;
    const char *sep = "";
    if (strcmp(field, "restart.classes") != 0) {
        row(field, value, f,
            !strcmp(field, "alert.clear_below")  ? " (<= threshold)" :
            !strcmp(field, "restart.delay_ms")    ? " (<= max_delay_ms)" :
            !strcmp(field, "restart.max_delay_ms") ? " (>= delay_ms)" : "");
        return;
    }
    printf("%-32s ", field);
    for (c = 0; c < RESIL_CLASS__COUNT; c++)
        if (value & (1ul << c)) {
            printf("%s%s", sep, resil_class_name(c));
            sep = ", ";
        }
    printf(" (any set of classes: bit 1 << class)\n");
}

#define BACKOFF(name, m, why_cap)                                              \
    do {                                                                       \
        row(#name ".base_ms", d.m.base_ms, AT(m.base_ms), "");                 \
        row(#name ".cap_ms", d.m.cap_ms, AT(m.cap_ms), why_cap);               \
        row(#name ".multiplier_pct", d.m.multiplier_pct, AT(m.multiplier_pct), ""); \
        row_r(#name ".jitter", resil_jitter_name(d.m.jitter), AT(m.jitter),    \
              d.m.jitter, " (resil_jitter)");                                  \
        row(#name ".jitter_pct", d.m.jitter_pct, AT(m.jitter_pct), "");        \
    } while (0)

int main(void)
{
    resil_desc d;
    int i;
    memset(&d, 0, sizeof d);
    resil_desc_defaults(&d);
    row("endpoint_count", d.endpoint_count, AT(endpoint_count), "");
    printf("%-32s %-12lu 1..%d (each with its steps)\n", "chain_count",
           (unsigned long)d.chain_count, RESIL_MAX_CHAINS);
    printf("%-32s %s\n", "chains[0]", "every endpoint, in order");
    BACKOFF(backoff, backoff, " (>= base_ms)");
    BACKOFF(slow_backoff, slow_backoff, " (>= base_ms)");
    row("retry_after_cap_ms", d.retry_after_cap_ms, AT(retry_after_cap_ms), "");
    row("breaker.failure_threshold", d.breaker.failure_threshold, AT(breaker.failure_threshold), "");
    row("breaker.open_ms", d.breaker.open_ms, AT(breaker.open_ms), "");
    row("breaker.open_max_ms", d.breaker.open_max_ms, AT(breaker.open_max_ms), " (>= open_ms)");
    row("breaker.open_jitter_pct", d.breaker.open_jitter_pct, AT(breaker.open_jitter_pct), "");
    row("breaker.probes", d.breaker.probes, AT(breaker.probes), "");
    row("breaker.probe_successes", d.breaker.probe_successes, AT(breaker.probe_successes), "");
    row_r("breaker.rate_pct", "0 (off)", AT(breaker.rate_pct), 0, "");
    row("breaker.rate_window_ms", d.breaker.rate_window_ms, AT(breaker.rate_window_ms), "");
    row("breaker.rate_min_calls", d.breaker.rate_min_calls, AT(breaker.rate_min_calls), "");
    row_r("budget.mode", resil_budget_mode_name(d.budget.mode), AT(budget.mode),
          d.budget.mode, " (resil_budget_mode)");
    row("budget.ratio_pct", d.budget.ratio_pct, AT(budget.ratio_pct), "");
    row("budget.max_tokens", d.budget.max_tokens, AT(budget.max_tokens), "");
    row("budget.refill_ms", d.budget.refill_ms, AT(budget.refill_ms), "");
    row("max_compactions", d.max_compactions, AT(max_compactions), "");
    row("passthrough", d.passthrough, AT(passthrough), "");
    row("seed", d.seed, AT(seed), "");
    for (i = 0; i < RESIL_OP__COUNT; i++) {
        char f[64];
        snprintf(f, sizeof f, "attempt_timeout_ms[%s]", resil_op_name(i));
        row(f, d.attempt_timeout_ms[i],
            at_of(offsetof(resil_desc, attempt_timeout_ms) + (size_t)i * 4u, 4u), "");
    }
    /* section 8: health monitor, restart queue, alerts (one table there) */
#define ROW8(field, dflt, lo, hi, n) row8(#field, (unsigned long)d.field, AT(field));
    RESIL__S8_FIELDS(ROW8)
#undef ROW8
    /* section 9: overload control */
    row_r("limit.mode", resil_limit_mode_name(d.limit.mode), AT(limit.mode),
          d.limit.mode, " (resil_limit_mode)");
    row("limit.initial", d.limit.initial, AT(limit.initial), " (<= max)");
    row("limit.restart", d.limit.restart, AT(limit.restart), " (<= max)");
    row("limit.max", d.limit.max, AT(limit.max), "");
    row("limit.decrease_pct", d.limit.decrease_pct, AT(limit.decrease_pct), "");
    row("limit.wait_ms", d.limit.wait_ms, AT(limit.wait_ms), "");
    row_r("endpoints[].max_inflight", "0 (limit.max)", AT(endpoints[0].max_inflight), 0, "");
    row_r("endpoints[].rpm", "0 (learned)", AT(endpoints[0].rpm), 0, "");
    row_r("endpoints[].tpm", "0 (learned)", AT(endpoints[0].tpm), 1, "");
    for (i = 0; i < RESIL_CLASS__COUNT; i++) {
        char f[64];
        const resil_class_policy *p = &d.policy[i];
        snprintf(f, sizeof f, "policy[%s]", resil_class_name(i));
        printf("%-32s %s, %u attempt%s, %s, %s backoff\n", f,
               resil_action_name(p->action), (unsigned)p->attempts,
               p->attempts == 1 ? "" : "s",
               p->counts == RESIL_BREAKER_COUNTS_YES ? "counts" : "never counts",
               p->slow == 1 ? "slow" : "normal");
    }
    {
        char r1[64], r2[64], r3[64], r4[64];
        range_of(AT(policy[RESIL_CLASS_NETWORK].action), 0, r1, sizeof r1);
        range_of(AT(policy[RESIL_CLASS_NETWORK].attempts), 0, r2, sizeof r2);
        range_of(AT(policy[RESIL_CLASS_NETWORK].counts), 0, r3, sizeof r3);
        range_of(AT(policy[RESIL_CLASS_NETWORK].slow), 0, r4, sizeof r4);
        printf("%-32s action %s, attempts %s, counts %s, slow %s\n",
               "policy[] ranges", r1, r2, r3, r4);
    }
    return 0;
}
