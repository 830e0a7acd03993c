/* defaults.c - prints the defaults table of resil_desc, one field a line,
   from resil_desc_defaults() itself. The manual in resil.h and README.md
   carry copies of this output; tests/check-docs.sh fails when either
   differs, so the table cannot drift from the code (`make defaults` prints
   it for pasting). */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <stdio.h>
#include <string.h>

static void row(const char *field, unsigned long value)
{
    printf("%-32s %lu\n", field, value);
}

/* A section-8 row; the restart class mask is shown by class names. */
static void row8(const char *field, unsigned long value)
{
    int c;
    const char *sep = "";
    if (strcmp(field, "restart.classes") != 0) {
        row(field, value);
        return;
    }
    printf("%-32s ", field);
    for (c = 0; c < RESIL_CLASS__COUNT; c++)
        if (value & (1ul << c)) {
            printf("%s%s", sep, resil_class_name(c));
            sep = ", ";
        }
    printf("\n");
}

static void backoff(const char *name, const resil_backoff_desc *b)
{
    char f[64];
    snprintf(f, sizeof f, "%s.base_ms", name);
    row(f, b->base_ms);
    snprintf(f, sizeof f, "%s.cap_ms", name);
    row(f, b->cap_ms);
    snprintf(f, sizeof f, "%s.multiplier_pct", name);
    row(f, b->multiplier_pct);
    snprintf(f, sizeof f, "%s.jitter", name);
    printf("%-32s %s\n", f, resil_jitter_name(b->jitter));
    snprintf(f, sizeof f, "%s.jitter_pct", name);
    row(f, b->jitter_pct);
}

int main(void)
{
    resil_desc d;
    int i;
    memset(&d, 0, sizeof d);
    resil_desc_defaults(&d);
    row("endpoint_count", d.endpoint_count);
    row("chain_count", d.chain_count);
    printf("%-32s %s\n", "chains[0]", "every endpoint, in order");
    backoff("backoff", &d.backoff);
    backoff("slow_backoff", &d.slow_backoff);
    row("retry_after_cap_ms", d.retry_after_cap_ms);
    row("breaker.failure_threshold", d.breaker.failure_threshold);
    row("breaker.open_ms", d.breaker.open_ms);
    row("breaker.open_max_ms", d.breaker.open_max_ms);
    row("breaker.open_jitter_pct", d.breaker.open_jitter_pct);
    row("breaker.probes", d.breaker.probes);
    row("breaker.probe_successes", d.breaker.probe_successes);
    printf("%-32s %s\n", "breaker.rate_pct", "0 (off)");
    row("breaker.rate_window_ms", d.breaker.rate_window_ms);
    row("breaker.rate_min_calls", d.breaker.rate_min_calls);
    printf("%-32s %s\n", "budget.mode",
           resil_budget_mode_name(d.budget.mode));
    row("budget.ratio_pct", d.budget.ratio_pct);
    row("budget.max_tokens", d.budget.max_tokens);
    row("budget.refill_ms", d.budget.refill_ms);
    row("max_compactions", d.max_compactions);
    row("passthrough", d.passthrough);
    row("seed", d.seed);
    for (i = 0; i < RESIL_OP__COUNT; i++) {
        char f[64];
        snprintf(f, sizeof f, "attempt_timeout_ms[%s]", resil_op_name(i));
        row(f, d.attempt_timeout_ms[i]);
    }
    /* section 8: health monitor, restart queue, alerts (one table there) */
#define ROW8(field, dflt, lo, hi, n) row8(#field, (unsigned long)d.field);
    RESIL__S8_FIELDS(ROW8)
#undef ROW8
    /* section 9: overload control */
    printf("%-32s %s\n", "limit.mode", resil_limit_mode_name(d.limit.mode));
    row("limit.initial", d.limit.initial);
    row("limit.restart", d.limit.restart);
    row("limit.max", d.limit.max);
    row("limit.decrease_pct", d.limit.decrease_pct);
    row("limit.wait_ms", d.limit.wait_ms);
    printf("%-32s %s\n", "endpoints[].max_inflight", "0 (limit.max)");
    printf("%-32s %s\n", "endpoints[].rpm, .tpm", "0 (learned)");
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
    return 0;
}
