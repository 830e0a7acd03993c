/* resil_ffi.c - resil.h as a shared library (build/libresil.so) for the
   ctypes-driven property tests, plus the layout table those tests check
   their struct mirror against: the compiler's offsetof/sizeof, not guesses.

   resil_ffi_layout(&n) returns n entries {name, offset, size}:
     "struct"            offset 0, size sizeof(struct)
     "struct.field"      offsetof and sizeof of the member
     "const.NAME"        offset 0, size = the value of a capacity/count */
#define RESIL_IMPLEMENTATION
#include "resil.h"

typedef struct resil_ffi_field {
    const char *name;
    size_t offset;
    size_t size;
} resil_ffi_field;

#define S(T) { #T, 0, sizeof(T) },
#define F(T, m) { #T "." #m, offsetof(T, m), sizeof(((T *)0)->m) },
#define C(N) { "const." #N, 0, (size_t)(N) },

static const resil_ffi_field resil_ffi_table[] = {
    C(RESIL_MAX_ENDPOINTS) C(RESIL_MAX_CHAINS) C(RESIL_MAX_STEPS)
    C(RESIL_CLASS__COUNT) C(RESIL_OP__COUNT)
    C(RESIL_EV__COUNT) C(RESIL_REASON__COUNT) C(RESIL_DECIDE__COUNT)

    S(resil_backoff_desc)
    F(resil_backoff_desc, base_ms) F(resil_backoff_desc, cap_ms)
    F(resil_backoff_desc, multiplier_pct) F(resil_backoff_desc, jitter)
    F(resil_backoff_desc, jitter_pct)

    S(resil_class_policy)
    F(resil_class_policy, action) F(resil_class_policy, attempts)
    F(resil_class_policy, counts) F(resil_class_policy, slow)

    S(resil_breaker_desc)
    F(resil_breaker_desc, failure_threshold)
    F(resil_breaker_desc, probe_successes) F(resil_breaker_desc, probes)
    F(resil_breaker_desc, open_jitter_pct) F(resil_breaker_desc, rate_pct)
    F(resil_breaker_desc, open_ms) F(resil_breaker_desc, open_max_ms)
    F(resil_breaker_desc, rate_window_ms)
    F(resil_breaker_desc, rate_min_calls) F(resil_breaker_desc, reserved)

    S(resil_budget_desc)
    F(resil_budget_desc, mode) F(resil_budget_desc, ratio_pct)
    F(resil_budget_desc, max_tokens) F(resil_budget_desc, refill_ms)

    S(resil_chain_desc)
    F(resil_chain_desc, steps) F(resil_chain_desc, step_count)
    F(resil_chain_desc, degraded)

    S(resil_endpoint_desc)
    F(resil_endpoint_desc, name) F(resil_endpoint_desc, max_inflight)
    F(resil_endpoint_desc, rpm) F(resil_endpoint_desc, tpm)

    S(resil_limit_desc) /* section 9 */
    F(resil_limit_desc, mode) F(resil_limit_desc, decrease_pct)
    F(resil_limit_desc, initial) F(resil_limit_desc, restart)
    F(resil_limit_desc, max) F(resil_limit_desc, wait_ms)

    S(resil_rate_info)
    F(resil_rate_info, limit_requests) F(resil_rate_info, remaining_requests)
    F(resil_rate_info, reset_requests_ms) F(resil_rate_info, limit_tokens)
    F(resil_rate_info, remaining_tokens) F(resil_rate_info, reset_tokens_ms)
    F(resil_rate_info, retry_after_ms) F(resil_rate_info, flags)

    S(resil_limit_info)
    F(resil_limit_info, limit) F(resil_limit_info, inflight)
    F(resil_limit_info, waiting) F(resil_limit_info, rpm)
    F(resil_limit_info, rpm_used) F(resil_limit_info, tpm)
    F(resil_limit_info, tpm_used) F(resil_limit_info, open_at)

    S(resil_desc)
    F(resil_desc, endpoint_count) F(resil_desc, chain_count)
    F(resil_desc, max_compactions) F(resil_desc, passthrough)
    F(resil_desc, endpoints) F(resil_desc, chains) F(resil_desc, backoff)
    F(resil_desc, slow_backoff) F(resil_desc, breaker) F(resil_desc, budget)
    F(resil_desc, policy) F(resil_desc, attempt_timeout_ms)
    F(resil_desc, retry_after_cap_ms) F(resil_desc, seed)
    F(resil_desc, random) F(resil_desc, random_user) F(resil_desc, on_event)
    F(resil_desc, event_user) F(resil_desc, limit)
#ifdef RESIL_RESTARTS_NONE /* section 8 configuration */
    F(resil_desc, health) F(resil_desc, restart) F(resil_desc, alert)
    S(resil_health_desc)
    F(resil_health_desc, ping_ms) F(resil_health_desc, suspect_ping_ms)
    F(resil_health_desc, open_ping_ms) F(resil_health_desc, window_ms)
    F(resil_health_desc, dead_ms) F(resil_health_desc, pause_max_ms)
    F(resil_health_desc, min_samples) F(resil_health_desc, unhealthy_pct)
    F(resil_health_desc, latency_shift)
    S(resil_restart_desc)
    F(resil_restart_desc, delay_ms) F(resil_restart_desc, max_delay_ms)
    F(resil_restart_desc, classes) F(resil_restart_desc, max_restarts)
    F(resil_restart_desc, jitter_pct) F(resil_restart_desc, reserved)
    S(resil_alert_desc)
    F(resil_alert_desc, window_ms) F(resil_alert_desc, threshold)
    F(resil_alert_desc, clear_below)
#endif

    S(resil_decision)
    F(resil_decision, kind) F(resil_decision, endpoint) F(resil_decision, step)
    F(resil_decision, cls) F(resil_decision, reason) F(resil_decision, flags)
    F(resil_decision, attempt) F(resil_decision, at_ms)
    F(resil_decision, deadline_ms)

    S(resil_outcome)
    F(resil_outcome, ok) F(resil_outcome, cls) F(resil_outcome, status)
    F(resil_outcome, retry_after_ms) F(resil_outcome, latency_ms)

    S(resil_event)
    F(resil_event, type) F(resil_event, endpoint) F(resil_event, to)
    F(resil_event, from) F(resil_event, cls) F(resil_event, reason)
    F(resil_event, attempt) F(resil_event, task_id) F(resil_event, now_ms)
    F(resil_event, value_ms)

    /* counters: from resil.h's own X-macro lists, in declaration order */
    S(resil_counters)
#define RESIL_FFI_COUNTER(field, help) F(resil_counters, field)
    RESIL_ENDPOINT_COUNTERS(RESIL_FFI_COUNTER)
    RESIL_ENGINE_COUNTERS(RESIL_FFI_COUNTER)
#undef RESIL_FFI_COUNTER
    F(resil_counters, failures_by_class)

    S(resil_bucket)
    F(resil_bucket, milli) F(resil_bucket, refill_at)

    S(resil_breaker)
    F(resil_breaker, state) F(resil_breaker, trips)
    F(resil_breaker, consecutive) F(resil_breaker, probes_out)
    F(resil_breaker, probe_ok) F(resil_breaker, generation)
    F(resil_breaker, open_until) F(resil_breaker, since)
    F(resil_breaker, probe_until) F(resil_breaker, window_start)
    F(resil_breaker, window_calls) F(resil_breaker, window_failures)

    /* engine and endpoint: read through offsets (section 8 adds fields) */
    S(resil_endpoint)
    F(resil_endpoint, breaker) F(resil_endpoint, budget)
    F(resil_endpoint, counters) F(resil_endpoint, limiter)
    S(resil_limiter)
    F(resil_limiter, limit) F(resil_limiter, inflight)
    F(resil_limiter, ssthresh) F(resil_limiter, waiting) F(resil_limiter, rpm)
    F(resil_limiter, epoch) F(resil_limiter, gen) F(resil_limiter, flags)
    F(resil_limiter, patience) F(resil_limiter, next_ticket)
    F(resil_limiter, serving) F(resil_limiter, out_until)
    F(resil_limiter, hold_until) F(resil_limiter, slot_at)
    F(resil_limiter, win_start) F(resil_limiter, req_cur)
    F(resil_limiter, req_prev) F(resil_limiter, tpm)
    F(resil_limiter, tok_cur) F(resil_limiter, tok_prev)
    F(resil_limiter, learn_at) F(resil_limiter, pace_at)
    S(resil_engine)
    F(resil_engine, desc) F(resil_engine, ep) F(resil_engine, budget)
    F(resil_engine, counters) F(resil_engine, last_ms)

    S(resil_task_desc)
    F(resil_task_desc, id) F(resil_task_desc, op_id) F(resil_task_desc, ctx)
    F(resil_task_desc, chain) F(resil_task_desc, op)
    F(resil_task_desc, restarts) F(resil_task_desc, reserved)
    F(resil_task_desc, timeout_ms) F(resil_task_desc, tokens)

    S(resil_task)
    F(resil_task, desc) F(resil_task, state) F(resil_task, step)
    F(resil_task, endpoint) F(resil_task, last_cls) F(resil_task, reason)
    F(resil_task, compactions) F(resil_task, flags)
    F(resil_task, has_deadline) F(resil_task, attempt)
    F(resil_task, attempts) F(resil_task, failures) F(resil_task, draws)
    F(resil_task, generation) F(resil_task, started_ms)
    F(resil_task, first_fail_ms) F(resil_task, wait_until)
    F(resil_task, deadline) F(resil_task, attempt_deadline)
    F(resil_task, prev_delay) F(resil_task, last_ms)
    F(resil_task, lim_epoch) F(resil_task, lim_gen) F(resil_task, lim_flags)
    F(resil_task, reserved2)
};

const resil_ffi_field *resil_ffi_layout(size_t *n);
const resil_ffi_field *resil_ffi_layout(size_t *n)
{
    *n = sizeof resil_ffi_table / sizeof resil_ffi_table[0];
    return resil_ffi_table;
}
