/* sim.h - shared types of resil-sim, the deterministic outage simulator.

   The simulator owns a simulated millisecond clock (64-bit), a seeded
   generator and a model of clients, endpoints and faults. It drives resil.h
   exactly as a real program would: resil only sees errors (as message
   texts), 32-bit ticks and random values. See harness/scenarios/README.md
   for the scenario file format. */
#ifndef RESIL_SIM_H
#define RESIL_SIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* resil-sim keeps up to a few hundred tasks queued for restart during a
   long outage (a gateway's queue would be sized for its traffic the same
   way); the largest capacity the header allows. */
#ifndef RESIL_RESTARTQ_CAPACITY
#define RESIL_RESTARTQ_CAPACITY 255
#endif
#include "resil.h"

#define SIM_VERSION "0.1.0"

/* 1 when resil.h has the classifier (section 7): the error texts go through
   resil_report_text() / resil_classify(). 0: each catalogue entry's class is
   reported directly with resil_report(). */
#ifndef SIM_USE_CLASSIFIER
#define SIM_USE_CLASSIFIER 1
#endif

#define SIM_MAX_EP 8        /* endpoints per scenario (<= RESIL_MAX_ENDPOINTS) */
#define SIM_MAX_GROUPS 4    /* client groups */
#define SIM_MAX_FAULTS 32
#define SIM_MAX_EXPECTS 48
#define SIM_MAX_STRATS 12
#define SIM_MAX_CONFIG 64
#define SIM_NAME 40
#define SIM_TEXT 200

typedef int64_t sim_ms;

/* ---- generator: splitmix64 (Steele, Lea, Flood 2014), used as a hash of
   (seed, stream, index) so that every task and every call has its own
   reproducible stream, whatever the strategy does. ---- */
static inline uint64_t sim_mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}
typedef struct sim_rng {
    uint64_t s;
} sim_rng;
static inline uint64_t sim_rng_next(sim_rng *r)
{
    r->s += 0x9E3779B97F4A7C15ull;
    return sim_mix64(r->s);
}
static inline sim_rng sim_rng_make(uint64_t seed, uint64_t a, uint64_t b)
{
    sim_rng r;
    r.s = sim_mix64(sim_mix64(seed ^ 0x5EEDull) ^ a) ^ sim_mix64(b + 77u);
    return r;
}
/* uniform in [0, 1) with 53 bits */
static inline double sim_rng_unit(sim_rng *r)
{
    return (double)(sim_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}
/* uniform in [0, n) for n > 0 (bias below 2^-32 for n < 2^32) */
static inline uint64_t sim_rng_below(sim_rng *r, uint64_t n)
{
    return n ? sim_rng_next(r) % n : 0;
}

/* ---- event queue: a binary heap ordered by (time, insertion order), so
   events at the same time run first-in first-out, deterministically ---- */
typedef struct sim_ev {
    sim_ms t;
    uint64_t seq;
    uint32_t task;
    uint32_t gen;
    uint8_t type;
} sim_ev;
typedef struct sim_heap {
    sim_ev *v;
    size_t n, cap;
} sim_heap;
void sim_heap_push(sim_heap *h, sim_ev e);
sim_ev sim_heap_pop(sim_heap *h);

/* ---- error catalogue: real message texts (see errors.c for sources) ---- */
enum sim_err_when {
    SIM_AT_FAST = 0,  /* answers after the endpoint's error_latency */
    SIM_AT_CONNECT,   /* connection refused: answers after connect_latency */
    SIM_AT_HALF,      /* cut mid-answer: half the normal latency */
    SIM_AT_HANG       /* never answers: the client times out at the deadline */
};
typedef struct sim_error {
    const char *name;   /* name used in scenario files */
    const char *text;   /* the message a real client library shows; %d is
                           replaced by the Retry-After seconds */
    uint16_t status;    /* HTTP status the client library knows (hint) */
    int32_t err_no;     /* errno the socket layer gives (hint), 0 if none */
    uint8_t when;       /* enum sim_err_when */
    uint8_t cls;        /* the class a real program would expect (used by
                           the self-check of the corpus, not fed to resil) */
    const char *source; /* where the text comes from */
} sim_error;
extern const sim_error sim_errors[];
extern const int sim_error_count;
int sim_error_find(const char *name);
void sim_error_text(const sim_error *e, int seconds, char *out, size_t n);

/* ---- scenario model ---- */
enum sim_fault_kind {
    SIM_F_DOWN = 0, /* every call fails with `error` (refused/timeout/reset) */
    SIM_F_ERRORS,   /* share of calls fail with `error` */
    SIM_F_RATE,     /* share of calls answer 429 with Retry-After */
    SIM_F_SLOW,     /* latency becomes `latency` */
    SIM_F_FLAP,     /* down `down`, up `up`, repeating */
    SIM_F_CONTEXT,  /* share of tasks whose prompt is too long here */
    SIM_F_CRASH,    /* share of calls: the worker process dies */
    SIM_F__COUNT
};
extern const char *const sim_fault_names[SIM_F__COUNT];

typedef struct sim_fault {
    int kind;
    int ep;              /* endpoint index, -1 = all (whole link) */
    sim_ms from, to;     /* window; to < 0: until the end */
    uint32_t share_ppm;  /* share of calls/tasks, parts per million */
    int err;             /* index in sim_errors */
    sim_ms retry_after;  /* rate: Retry-After */
    sim_ms up, down;     /* flap */
    sim_ms latency;      /* slow */
    uint32_t fix_ppm;    /* context: share of oversized tasks one compaction fixes */
    int line;
} sim_fault;

typedef struct sim_endpoint {
    char name[SIM_NAME];
    uint32_t capacity;     /* concurrent calls; 0 = unlimited */
    sim_ms latency;        /* median latency of a good answer */
    sim_ms spread;         /* +- uniform spread around it */
    sim_ms error_latency;  /* an HTTP error answer */
    sim_ms connect_latency;/* a refused connection */
    uint32_t rpm;          /* requests per minute allowed; 0 = unlimited */
    uint32_t tpm;          /* tokens per minute allowed; 0 = unlimited */
    int headers;           /* enum sim_headers: rate headers on every answer */
    int line;
} sim_endpoint;

/* which provider's rate-limit headers an endpoint sends */
enum sim_headers { SIM_H_NONE = 0, SIM_H_OPENAI, SIM_H_ANTHROPIC, SIM_H__COUNT };
extern const char *const sim_header_names[SIM_H__COUNT];

typedef struct sim_group {
    char name[SIM_NAME];
    uint32_t tasks;       /* how many tasks */
    sim_ms start;         /* first arrival */
    sim_ms every;         /* mean interval; 0 = all at once */
    int poisson;          /* 1: exponential inter-arrival times */
    int chain[RESIL_MAX_STEPS];
    int steps;
    int degraded;         /* chain ends with a cached answer */
    int op;               /* resil_op */
    sim_ms timeout;       /* task total deadline; 0 none */
    uint32_t cancel_ppm;  /* share of tasks the user cancels */
    sim_ms cancel_after;  /* ... this long after they started */
    int isolate;          /* 1: the isolation check runs a control without it */
    uint32_t tokens;      /* what one attempt costs (resil_task_desc.tokens) */
    int process;          /* 0..SIM_MAX_GROUPS-1: groups of one process share
                             one resil engine; separate processes do not */
    int line;
} sim_group;

enum sim_cmp { SIM_LT, SIM_LE, SIM_EQ, SIM_NE, SIM_GE, SIM_GT };

typedef struct sim_operand {
    int is_metric;
    double value;
    int strat;           /* index in scenario strategies */
    int metric;          /* index in sim_metrics */
    int ep;              /* -1 or endpoint for per-endpoint metrics */
} sim_operand;

typedef struct sim_expect {
    sim_operand a, b;
    int op;
    char text[SIM_TEXT];
    char why[SIM_TEXT];
    int line;
} sim_expect;

/* strategies */
enum sim_strat_kind {
    SIM_S_RESIL = 0, /* resil defaults + [config] */
    SIM_S_NONE,      /* passthrough: no retry, no fallback */
    SIM_S_NAIVE,     /* 10 retries at 500 ms, breaker 3 -> 1 h */
    SIM_S_JITTER     /* resil + [config] with backoff.jitter = kind */
};
typedef struct sim_strategy {
    char name[SIM_NAME];
    int kind;
    int jitter;
} sim_strategy;

typedef struct sim_config_kv {
    char target[SIM_NAME]; /* "": resil and jitter-*; "jitter": every
                              jitter-*; else one strategy by name */
    char key[SIM_NAME];
    char value[SIM_NAME];
    int line;
} sim_config_kv;

/* the published contention experiment */
typedef struct sim_contention {
    int enabled;
    int n_from, n_to, n_step, trials;          /* reduced sweep (make sim) */
    int full_from, full_to, full_step, full_trials;
    double hop_mean, hop_sd;                   /* ms */
    uint32_t base_ms, cap_ms;
    int line;
} sim_contention;

typedef struct sim_scenario {
    char file[256];
    char name[SIM_NAME];
    char title[SIM_TEXT];
    uint64_t seed;
    uint32_t clock_offset;
    int check_offset;           /* 1: also run at check_offset_value, compare */
    uint32_t check_offset_value;
    sim_ms horizon;             /* the run stops here at the latest */
    sim_endpoint ep[SIM_MAX_EP];
    int neps;
    sim_group grp[SIM_MAX_GROUPS];
    int ngroups;
    sim_fault fault[SIM_MAX_FAULTS];
    int nfaults;
    sim_strategy strat[SIM_MAX_STRATS];
    int nstrats;
    sim_config_kv config[SIM_MAX_CONFIG];
    int nconfig;
    sim_expect expect[SIM_MAX_EXPECTS];
    int nexpects;
    sim_contention cont;
    int timeline[2];            /* strategies drawn in the report */
    int ntimeline;
} sim_scenario;

/* parse; on error writes "file:line: message" into err and returns -1 */
int sim_scenario_load(sim_scenario *sc, const char *path, char *err,
                      size_t errlen);
/* durations: "250ms", "30s", "5m", "1h", "2d", plain number = ms */
int sim_parse_duration(const char *s, sim_ms *out);
/* build the resil_desc of a strategy; err gets "file:line: ..." */
int sim_strategy_desc(const sim_scenario *sc, int strat, resil_desc *d,
                      char *err, size_t errlen);

/* ---- metrics ---- */
#define SIM_METRICS(X)                                                         \
    X(TASKS, "tasks", "tasks started")                                         \
    X(SUCCEEDED, "succeeded", "tasks answered DONE")                           \
    X(FAILED, "failed", "tasks answered FAIL")                                 \
    X(DEGRADED, "degraded", "tasks answered DEGRADED (cached answer)")         \
    X(CANCELLED, "cancelled", "tasks cancelled by the user")                   \
    X(UNFINISHED, "unfinished", "tasks without a final answer at the horizon") \
    X(LOST, "lost", "failed + unfinished")                                     \
    X(SUCCESS_PCT, "success_pct", "succeeded / (tasks - cancelled), percent")  \
    X(ANSWERED_PCT, "answered_pct", "(succeeded + degraded) / (tasks - cancelled), percent") \
    X(PRIMARY_PCT, "primary_pct", "tasks that succeeded on their chain's first endpoint, percent of tasks - cancelled") \
    X(ATTEMPTS, "attempts", "calls made to endpoints")                         \
    X(ATTEMPTS_PER_TASK, "attempts_per_task", "attempts / tasks")              \
    X(RETRIES, "retries", "calls flagged as a retry of the same endpoint")     \
    X(CALLS_DOWN, "calls_down", "calls made to an endpoint while it was down") \
    X(PREVENTED_PCT, "prevented_pct", "share of would-be calls to a down endpoint not made once its breaker opened, percent (-1: breaker never opened during an outage)") \
    X(BREAKER_OPENS, "breaker_opens", "breaker transitions to open")           \
    X(BREAKER_CHANGES, "breaker_changes", "breaker state changes")             \
    X(FALLBACKS, "fallbacks", "moves to a later endpoint of the chain")        \
    X(RESTARTS, "restarts", "task restarts (from the restart queue)")          \
    X(MAX_RESTARTS, "max_restarts", "most restarts of one task")               \
    X(RESTART_GAP_OFF, "restart_gap_off", "restarts not scheduled restart.delay x 2^(k-1) +- restart.jitter_pct after the failure (1, 2, 4 min +-20% by default)") \
    X(RESTARTED_TASKS, "restarted_tasks", "tasks restarted at least once")     \
    X(RESTARTED_OK_PCT, "restarted_ok_pct", "restarted tasks that succeeded, percent (-1: none)") \
    X(P50_MS, "p50_ms", "median task time (arrival to final answer), ms")      \
    X(P99_MS, "p99_ms", "99th percentile task time, ms")                       \
    X(MAX_MS, "max_ms", "longest task time, ms")                               \
    X(DRAIN_MS, "drain_ms", "time of the last final answer, ms from the start") \
    X(RETURN_MS, "return_ms", "longest time from the end of an outage to the endpoint's next success, ms (-1: never returned)") \
    X(EARLY_RETRY_AFTER, "early_retry_after", "calls made before the Retry-After the same endpoint gave the task") \
    X(BUDGET_EXCESS, "budget_excess", "retries beyond the retry budget's bound (tokens + ratio x first attempts + time refill), summed over endpoints") \
    X(PINGS, "pings", "health pings sent (when resil.h has the health monitor)") \
    X(RETRY_PEAK, "retry_peak", "most retries started within one 100 ms bucket of simulated time") \
    X(TIMEOUTS, "timeouts", "attempts that ended as class timeout")            \
    X(DEADLINE_OVERRUNS, "deadline_overruns", "tasks answered after their total deadline, or attempts given a deadline past it") \
    X(FALLBACK_DELAY_MAX, "fallback_delay_max", "longest wait between a failed answer and the next call of that task on another endpoint, ms") \
    X(MAX_COMPACTIONS, "max_compactions", "most compact-and-retry of one task") \
    X(CONTEXT_TASKS, "context_tasks", "tasks whose prompt was too long")       \
    X(CONTEXT_MAX_ATTEMPTS, "context_max_attempts", "most attempts of a task whose prompt stayed too long") \
    X(CANCELLED_WAITING, "cancelled_waiting", "tasks cancelled while waiting out a backoff") \
    X(CANCEL_NOT_STOPPED, "cancel_not_stopped", "cancels not answered CANCELLED at once") \
    X(CANCEL_BREAKER_EFFECTS, "cancel_breaker_effects", "breaker changes (state or counts) caused by a cancel") \
    X(CANCEL_COUNTED, "cancel_counted", "cancelled tasks counted as failures") \
    X(DEGRADED_UNTOLD, "degraded_untold", "degraded answers without a degraded event for the user") \
    X(ISOLATION_DIFFS, "isolation_diffs", "other tasks or breakers that differ from a control run without the isolated group (-1: no control)") \
    X(OFFSET_DIFFS, "offset_diffs", "summary values that differ from the same run at check_offset (-1: no check)") \
    X(OVERLOAD_PEAK, "overload_peak", "most calls answered 529 for the endpoint's capacity within one second of simulated time (a herd)") \
    X(SLOT_WAKES, "slot_wakes", "waiting tasks woken early by RESIL_EV_SLOT (before their at_ms)") \
    X(RATE_429, "rate_429", "calls answered 429 for an endpoint's rpm/tpm")   \
    X(RATE_429_AFTER_LEARNED_PCT, "rate_429_after_learned_pct", "of the calls an engine made to an rpm/tpm endpoint after its first 429 or first rate headers from it, percent answered 429 (-1: none)") \
    X(RPM_USED_PCT, "rpm_used_pct", "requests the rpm-limited endpoints accepted per minute, from their first call to their last answer, percent of their rpm (-1: none)") \
    X(CAP_USED_PCT, "cap_used_pct", "mean calls in flight on a capacity-limited chain head while any of its tasks waited or was on another endpoint, percent of its capacity (-1: never)")

enum sim_metric {
#define SIM__X(e, n, d) SIM_M_##e,
    SIM_METRICS(SIM__X)
#undef SIM__X
    SIM_M__COUNT
};
extern const char *const sim_metric_names[SIM_M__COUNT];
extern const char *const sim_metric_docs[SIM_M__COUNT];
int sim_metric_find(const char *name);

/* per-endpoint metrics (metric@endpoint) */
#define SIM_EP_METRICS(X)                                                      \
    X(CALLS, "calls")                                                          \
    X(RETRIES, "retries")                                                      \
    X(OPENS, "breaker_opens")                                                  \
    X(CHANGES, "breaker_changes")                                              \
    X(CALLS_DOWN, "calls_down")                                                \
    X(SUCCESSES, "successes")
enum sim_ep_metric {
#define SIM__X(e, n) SIM_EPM_##e,
    SIM_EP_METRICS(SIM__X)
#undef SIM__X
    SIM_EPM__COUNT
};
extern const char *const sim_ep_metric_names[SIM_EPM__COUNT];
#define SIM_EPM_BASE 1000 /* metric index >= this: per-endpoint metric */

/* a timeline sample for the report */
typedef struct sim_mark {
    sim_ms t;
    uint8_t ep;
    uint8_t kind;  /* 0 retry, 1 fallback, 2 degraded, 3 restart */
} sim_mark;
typedef struct sim_call {
    sim_ms t;
    uint8_t ep;
    uint8_t failed;
    uint8_t down;
} sim_call;
typedef struct sim_band {
    sim_ms from;
    uint8_t ep;
    uint8_t state; /* resil_breaker_state */
} sim_band;

typedef struct sim_result {
    char strategy[SIM_NAME];
    double m[SIM_M__COUNT];
    double epm[SIM_MAX_EP][SIM_EPM__COUNT];
    /* timeline (only when asked for) */
    int want_timeline;
    sim_call *calls;
    int ncalls, capcalls;
    sim_mark *marks;
    int nmarks, capmarks;
    sim_band *bands;
    int nbands, capbands;
    sim_ms end_ms;
    uint64_t trace_hash;
    /* per task, for the isolation control: group and a signature of what
       happened to it (final answer, time, calls) */
    int ntasks;
    uint8_t *task_group;
    uint64_t *task_sig;
    /* per endpoint breaker signature (for the isolation control) */
    uint64_t ep_sig[SIM_MAX_EP];
} sim_result;

typedef struct sim_opts {
    FILE *trace;          /* JSON lines of decisions, or NULL */
    int hash;             /* compute trace_hash (formats every decision:
                             off for the table, which does not show it) */
    int progress;         /* show progress on stderr */
    int full;             /* contention: full sweep */
    int have_seed;
    uint64_t seed;
    int have_offset;
    uint32_t offset;
} sim_opts;

/* run strategy `s` of the scenario; 0 ok, -1 on an API error (message in
   err). `skip_group` >= 0 leaves that group out (isolation control). */
int sim_run(const sim_scenario *sc, int s, uint32_t clock_offset,
            int skip_group, const sim_opts *o, sim_result *r, char *err,
            size_t errlen);
void sim_result_free(sim_result *r);

/* contention experiment: prints its table (or JSON fragment) */
typedef struct sim_cont_row {
    int n;
    double calls[5];
    double time_ms[5];
} sim_cont_row;
extern const char *const sim_cont_names[5];
int sim_contention_run(const sim_scenario *sc, const sim_opts *o,
                       sim_cont_row *rows, int maxrows);

/* outputs */
void sim_svg_timeline(FILE *f, const sim_scenario *sc, const sim_result *r,
                      int nres);
void sim_svg_contention(FILE *f, const char *title, const sim_cont_row *rows,
                        int n);
double sim_expect_value(const sim_scenario *sc, const sim_operand *op,
                        const sim_result *res);
int sim_expect_check(const sim_scenario *sc, const sim_expect *x,
                     const sim_result *res, double *va, double *vb);

#endif
