/* resil.h - v0.1.0 - allocation-free resilience decisions for C/C++
   (retry, backoff, circuit breakers, fallback chains, retry budgets)

   Do this:
      #define RESIL_IMPLEMENTATION
   before you include this file in *one* C or C++ file to create the
   implementation. Every other file just includes "resil.h".

   resil owns no clock, no thread, no socket and no memory. The caller feeds
   it what happened (an error, a success, the time) and gets back what to do
   next: try endpoint E before deadline D, wait until T, serve a degraded
   answer, or fail with a reason. Same inputs, same decisions: on a laptop,
   in a simulation of hours of outage, and on a Cortex-M gateway.

   CONTENTS
      1. Compile-time options
      2. Results, classes, actions (one X-macro table each)
      3. Time (wrap-safe helpers)
      4. Backoff
      5. Configuration (resil_desc)
      6. Engine, endpoints, tasks, decisions, events, counters
      7. Classifier
      8. Health monitor, restart queue, alerts, metrics, snapshot
      (implementation sections mirror these, under RESIL_IMPLEMENTATION)

   COMPILE-TIME OPTIONS (define before including; all optional)
      RESIL_STATIC             make every function static to this unit
      RESIL_MAX_ENDPOINTS      endpoints (breaker units) per engine   [8]
      RESIL_MAX_CHAINS         fallback chains per engine             [8]
      RESIL_MAX_STEPS          steps (endpoints) per chain            [4]
      RESIL_ASSERT(c)          internal consistency check   [nothing]
      RESIL_MEMSET/RESIL_MEMCPY  replace the two libc calls used
                               [__builtin_memset/__builtin_memcpy]
      RESIL_NO_STRINGS         compile names and messages out (they become "")

   QUICK START
      resil_desc desc = {0};                   // zero means "default"
      desc.endpoint_count = 2;                 // 0: primary, 1: secondary
      desc.chains[0].steps[0] = 0;
      desc.chains[0].steps[1] = 1;
      desc.chains[0].step_count = 2;
      desc.seed = 12345;                       // or desc.random = my_rng
      resil_engine eng;
      if (resil_engine_init(&eng, &desc) != RESIL_OK) return 1;

      resil_task task; resil_task_desc td = {0}; resil_decision d;
      td.op = RESIL_OP_LLM;                    // attempt deadline 60 s
      resil_task_start(&eng, &task, &td, now_ms());
      resil_next(&eng, &task, now_ms(), &d);
      while (d.kind == RESIL_DECIDE_TRY || d.kind == RESIL_DECIDE_WAIT) {
          if (d.kind == RESIL_DECIDE_WAIT) { sleep_until(d.at_ms);
              resil_next(&eng, &task, now_ms(), &d); continue; }
          if (call(d.endpoint, d.deadline_ms, errbuf, &errlen)) {
              resil_outcome ok = {0}; ok.ok = 1;
              resil_report(&eng, &task, now_ms(), &ok, &d);
          } else  // classify the error text and decide
              resil_report_text(&eng, &task, now_ms(), errbuf, errlen, NULL, &d);
      }  // d.kind is now DONE, DEGRADED, FAIL or CANCELLED

   TIME AND WRAPAROUND
      Time is the caller's uint32_t millisecond tick; it may wrap (HAL_GetTick
      wraps every 49.7 days). Times are compared only through
      resil_time_after(), which is right as long as the two times are less
      than 2^31 ms (24.8 days) apart; every configured interval is at most
      RESIL_MAX_INTERVAL_MS (2^30 ms) so sums of two stay comparable.
      A `now` earlier than the last one the engine (or task) saw is taken as a
      clock reset, not an error: every pending interval (breaker cooldown,
      backoff wait, deadline) keeps the length it had left, measured from the
      new `now`. Nothing can wedge waiting for a clock that went backwards.

   THREAD SAFETY
      None inside: an engine and its tasks are plain memory. Use one engine
      from one thread, or hold your own lock around every resil_* call that
      takes the engine. Different engines are independent.

   LICENSE
      MIT. See the end of this file.
*/
#ifndef RESIL_H
#define RESIL_H

#include <stddef.h>
#include <stdint.h>

/* ===================================================================== */
/* == 1. Compile-time options ========================================== */
/* ===================================================================== */

#define RESIL_VERSION_MAJOR 0
#define RESIL_VERSION_MINOR 1
#define RESIL_VERSION_PATCH 0
#define RESIL_VERSION_STRING "0.1.0"

#ifndef RESILDEF
#ifdef RESIL_STATIC
#define RESILDEF static
#else
#define RESILDEF extern
#endif
#endif

#ifndef RESIL_MAX_ENDPOINTS
#define RESIL_MAX_ENDPOINTS 8
#endif
#ifndef RESIL_MAX_CHAINS
#define RESIL_MAX_CHAINS 8
#endif
#ifndef RESIL_MAX_STEPS
#define RESIL_MAX_STEPS 4
#endif

#if RESIL_MAX_ENDPOINTS < 1 || RESIL_MAX_ENDPOINTS > 255
#error "RESIL_MAX_ENDPOINTS must be 1..255 (endpoint ids are uint8_t)"
#endif
#if RESIL_MAX_CHAINS < 1 || RESIL_MAX_CHAINS > 255
#error "RESIL_MAX_CHAINS must be 1..255"
#endif
#if RESIL_MAX_STEPS < 1 || RESIL_MAX_STEPS > 32
#error "RESIL_MAX_STEPS must be 1..32"
#endif

/* Longest interval any configuration field may hold (2^30 ms, 12.4 days).
   Two of them still add up below 2^31, the wrap-safe comparison horizon. */
#define RESIL_MAX_INTERVAL_MS 0x40000000u

#ifdef __cplusplus
extern "C" {
#endif

/* ===================================================================== */
/* == 2. Results, classes, actions ===================================== */
/* ===================================================================== */

/* Result codes: RESIL_OK is 0, errors are negative. */
#define RESIL_RESULTS(X)                                                       \
    X(OK,              0, "ok")                                                \
    X(E_NULL,         -1, "a required pointer is NULL")                        \
    X(E_RANGE,        -2, "an id or value is out of range")                    \
    X(E_STATE,        -3, "the call does not fit the object's current state")  \
    X(E_CONFIG,       -4, "a configuration value is impossible")               \
    X(E_CAPACITY,     -5, "a compile-time capacity is exceeded")               \
    X(E_SPACE,        -6, "the output buffer is too small")                    \
    X(E_FULL,         -7, "the queue is full")                                 \
    X(E_PARSE,        -8, "the input could not be parsed")                     \
    X(E_CORRUPT,      -9, "the snapshot is corrupt or truncated")              \
    X(E_VERSION,     -10, "the snapshot has a foreign version or configuration")\
    X(E_EMPTY,       -11, "nothing to return")

typedef enum resil_result {
#define RESIL__X(name, value, str) RESIL_##name = value,
    RESIL_RESULTS(RESIL__X)
#undef RESIL__X
    RESIL_RESULT__MIN = -11
} resil_result;

/* Error classes (TAXONOMY.md). One row each:
   X(ENUM, "name", default action, attempts on one endpoint, counts toward
     the endpoint's breaker, backoff profile (0 normal, 1 slow))
   `attempts` counts the first try: 6 is "5 retries". */
#define RESIL_CLASSES(X)                                                       \
    X(UNKNOWN,           "unknown",           FALLBACK, 1, 1, 0)               \
    X(NETWORK,           "network",           RETRY,    6, 1, 0)               \
    X(TIMEOUT,           "timeout",           RETRY,    6, 1, 0)               \
    X(NETWORK_PERMANENT, "network_permanent", FALLBACK, 1, 1, 0)               \
    X(RATE_LIMIT,        "rate_limit",        RETRY,    5, 1, 1)               \
    X(QUOTA,             "quota",             FALLBACK, 1, 1, 0)               \
    X(UNAVAILABLE,       "unavailable",       RETRY,    4, 1, 0)               \
    X(SERVER,            "server",            FALLBACK, 1, 1, 0)               \
    X(AUTH,              "auth",              FALLBACK, 1, 1, 0)               \
    X(INVALID_REQUEST,   "invalid_request",   FALLBACK, 1, 0, 0)               \
    X(NOT_FOUND,         "not_found",         FALLBACK, 1, 1, 0)               \
    X(CONTEXT_LENGTH,    "context_length",    COMPACT,  1, 0, 0)               \
    X(CANCELLED,         "cancelled",         STOP,     1, 0, 0)               \
    X(CRASH,             "crash",             RESTART,  1, 1, 0)               \
    X(LOGIC,             "logic",             STOP,     1, 0, 0)

typedef enum resil_class {
#define RESIL__X(e, name, act, att, counts, slow) RESIL_CLASS_##e,
    RESIL_CLASSES(RESIL__X)
#undef RESIL__X
    RESIL_CLASS__COUNT
} resil_class;

/* What to do about a class. 0 in a policy means "the taxonomy's default". */
#define RESIL_ACTIONS(X)                                                       \
    X(DEFAULT,  "default")   /* policy only: use the class's default */        \
    X(RETRY,    "retry")     /* retry the same endpoint with backoff */        \
    X(FALLBACK, "fallback")  /* move to the next endpoint at once */           \
    X(COMPACT,  "compact")   /* compact the context, retry the same one */     \
    X(RESTART,  "restart")   /* restart the whole task later */                \
    X(STOP,     "stop")      /* stop: cancelled, or a bug of our own */

typedef enum resil_action {
#define RESIL__X(e, name) RESIL_ACTION_##e,
    RESIL_ACTIONS(RESIL__X)
#undef RESIL__X
    RESIL_ACTION__COUNT
} resil_action;

/* The taxonomy's coarse view: four ways to go. */
typedef enum resil_coarse {
    RESIL_COARSE_RETRY_SAME = 0,  /* network, timeout, rate_limit, unavailable */
    RESIL_COARSE_FALL_BACK,       /* network_permanent ... not_found, unknown */
    RESIL_COARSE_SPECIAL,         /* context_length, crash */
    RESIL_COARSE_STOP,            /* cancelled, logic */
    RESIL_COARSE__COUNT
} resil_coarse;

RESILDEF const char *resil_result_str(int result);
RESILDEF const char *resil_class_name(int cls);      /* "network"; "?" if bad */
RESILDEF int resil_class_from_name(const char *name, size_t len); /* <0: none */
RESILDEF int resil_class_default_action(int cls);    /* resil_action */
RESILDEF int resil_class_coarse(int cls);            /* resil_coarse */
RESILDEF const char *resil_action_name(int action);
RESILDEF const char *resil_coarse_name(int coarse);

/* ===================================================================== */
/* == 3. Time ========================================================== */
/* ===================================================================== */

/* 1 if tick a is strictly after tick b, across the 32-bit wrap (like the
   kernel's time_after). Valid while |a - b| < 2^31 ms. */
RESILDEF int resil_time_after(uint32_t a, uint32_t b);
/* 1 if `now` is at or after `t`. */
RESILDEF int resil_time_reached(uint32_t now, uint32_t t);

/* ===================================================================== */
/* == 4. Backoff ======================================================= */
/* ===================================================================== */

#define RESIL_JITTERS(X)                                                       \
    X(PROPORTIONAL, "proportional") /* exp. delay +- jitter_pct (default) */ \
    X(FULL,         "full")         /* uniform [0, exp. delay] */            \
    X(EQUAL,        "equal")        /* exp/2 + uniform [0, exp/2] */         \
    X(DECORRELATED, "decorrelated") /* uniform [base, 3 * previous], capped */\
    X(NONE,         "none")         /* the exponential delay exactly */      \
    X(CONSTANT,     "constant")     /* base_ms every time, no jitter */

typedef enum resil_jitter {
#define RESIL__X(e, name) RESIL_JITTER_##e,
    RESIL_JITTERS(RESIL__X)
#undef RESIL__X
    RESIL_JITTER__COUNT
} resil_jitter;

typedef struct resil_backoff_desc {
    uint32_t base_ms;        /* first delay; default 1000 (slow: 5000) */
    uint32_t cap_ms;         /* largest delay; default 30000 (slow: 60000) */
    uint16_t multiplier_pct; /* growth per attempt, percent; default 200 (x2) */
    uint8_t jitter;          /* resil_jitter; default PROPORTIONAL */
    uint8_t jitter_pct;      /* for PROPORTIONAL: +- percent; default 20 */
} resil_backoff_desc;

/* Delay before retry number `retry` (1 = first retry) given a random value
   `rnd` (any uint32_t, uniformly drawn) and, for DECORRELATED, the previous
   delay (0 before the first). Never overflows, for any `retry`. The desc
   must be resolved (no zero fields): see resil_desc_defaults(). */
RESILDEF uint32_t resil_backoff_delay(const resil_backoff_desc *b,
                                      uint32_t retry, uint32_t prev_ms,
                                      uint32_t rnd);
RESILDEF const char *resil_jitter_name(int jitter);

/* ===================================================================== */
/* == 5. Configuration ================================================= */
/* ===================================================================== */

/* Operation types, each with its own attempt deadline. */
#define RESIL_OPS(X)                                                           \
    X(OTHER,     "other",     30000)                                           \
    X(LLM,       "llm",       60000)                                           \
    X(TOOL,      "tool",     120000)                                           \
    X(FILE_READ, "file_read",  5000)                                           \
    X(WEB_FETCH, "web_fetch", 30000)

typedef enum resil_op {
#define RESIL__X(e, name, ms) RESIL_OP_##e,
    RESIL_OPS(RESIL__X)
#undef RESIL__X
    RESIL_OP__COUNT
} resil_op;

/* Per-class override of the taxonomy's defaults. Zero fields keep them. */
typedef struct resil_class_policy {
    uint8_t action;   /* resil_action; default: the taxonomy's */
    uint8_t attempts; /* tries on one endpoint, first included; 1 = no retry */
    uint8_t counts;   /* 0 default, 1 counts toward the breaker, 2 never */
    uint8_t slow;     /* 0 default, 1 use the slow backoff, 2 the normal one */
} resil_class_policy;

#define RESIL_BREAKER_COUNTS_YES 1
#define RESIL_BREAKER_COUNTS_NO 2

typedef struct resil_breaker_desc {
    uint16_t failure_threshold; /* consecutive counted failures; default 5 */
    uint16_t probe_successes;   /* successes in half-open to close; default 2 */
    uint16_t probes;            /* concurrent half-open probes; default 1 */
    uint8_t open_jitter_pct;    /* +- percent on each open time; default 10 */
    uint8_t rate_pct;           /* failure rate (percent) that opens it over
                                   a window; default 0 = off */
    uint32_t open_ms;           /* first open time; default 30000 */
    uint32_t open_max_ms;       /* open time doubles per re-trip up to this;
                                   default 300000. Closed this long, the
                                   re-trip count starts over. */
    uint32_t rate_window_ms;    /* fixed window for rate_pct; default 60000 */
    uint16_t rate_min_calls;    /* calls in the window before rate counts;
                                   default 20 */
    uint16_t reserved;
} resil_breaker_desc;

#define RESIL_BUDGETS(X)                                                       \
    X(ENDPOINT, "endpoint") /* a bucket per endpoint (default) */             \
    X(BOTH,     "both")     /* per endpoint, and one for the whole engine */   \
    X(OFF,      "off")      /* no budget: retries limited by attempts only */

typedef enum resil_budget_mode {
#define RESIL__X(e, name) RESIL_BUDGET_##e,
    RESIL_BUDGETS(RESIL__X)
#undef RESIL__X
    RESIL_BUDGET__COUNT
} resil_budget_mode;

/* Retry budget: a token bucket. Every first attempt deposits ratio_pct/100
   of a token; every retry takes one; time alone adds one per refill_ms.
   The bucket holds at most max_tokens and starts full. */
typedef struct resil_budget_desc {
    uint8_t mode;          /* resil_budget_mode; default ENDPOINT */
    uint8_t ratio_pct;     /* retries as a share of first attempts; default 20 */
    uint16_t max_tokens;   /* bucket size in retries; default 10 */
    uint32_t refill_ms;    /* one retry earned by time alone; default 10000 */
} resil_budget_desc;

typedef struct resil_chain_desc {
    uint8_t steps[RESIL_MAX_STEPS]; /* endpoint ids, primary first */
    uint8_t step_count;             /* 1..RESIL_MAX_STEPS (0: chain unused) */
    uint8_t degraded;               /* 1: when exhausted, answer DEGRADED
                                       (the caller serves a cached or simpler
                                       answer) instead of FAIL */
} resil_chain_desc;

typedef struct resil_endpoint_desc {
    const char *name; /* optional, for metrics labels; caller-owned */
} resil_endpoint_desc;

struct resil_event;
typedef void (*resil_event_fn)(void *user, const struct resil_event *ev);
typedef uint32_t (*resil_random_fn)(void *user);

typedef struct resil_desc {
    uint8_t endpoint_count;     /* 1..RESIL_MAX_ENDPOINTS; default 1 */
    uint8_t chain_count;        /* default: 1 */
    uint8_t max_compactions;    /* compact-and-retry per task; default 1;
                                   RESIL_COMPACT_NEVER for none */
    uint8_t passthrough;        /* kill switch: 1 = first error is final,
                                   no retry, no fallback, breakers ignored */
    resil_endpoint_desc endpoints[RESIL_MAX_ENDPOINTS];
    resil_chain_desc chains[RESIL_MAX_CHAINS]; /* default: chain 0 = endpoint 0 */
    resil_backoff_desc backoff;      /* network, timeout, unavailable */
    resil_backoff_desc slow_backoff; /* rate limits */
    resil_breaker_desc breaker;
    resil_budget_desc budget;
    resil_class_policy policy[RESIL_CLASS__COUNT];
    uint32_t attempt_timeout_ms[RESIL_OP__COUNT]; /* default: see RESIL_OPS */
    uint32_t retry_after_cap_ms; /* a server-requested delay above this
                                    becomes a fallback; default 60000 */
    uint32_t seed;              /* seeds the built-in generator; default 1 */
    resil_random_fn random;     /* optional: your generator instead */
    void *random_user;
    resil_event_fn on_event;    /* optional: receives every event */
    void *event_user;
} resil_desc;

#define RESIL_COMPACT_NEVER 255

/* Fill every zero field of *d with its default (in place). */
RESILDEF void resil_desc_defaults(resil_desc *d);
/* Check a desc (zero fields count as defaults). Returns RESIL_OK or
   RESIL_E_CONFIG / RESIL_E_CAPACITY; *field (if not NULL) gets a static
   string naming the offending field, e.g. "breaker.open_max_ms". */
RESILDEF int resil_desc_check(const resil_desc *d, const char **field);

/* ===================================================================== */
/* == 6. Engine, tasks, decisions, events, counters ===================== */
/* ===================================================================== */

#define RESIL_BREAKER_STATES(X)                                                \
    X(CLOSED,        "closed")                                                 \
    X(OPEN,          "open")                                                   \
    X(HALF_OPEN,     "half_open")                                              \
    X(FORCED_OPEN,   "forced_open")                                            \
    X(FORCED_CLOSED, "forced_closed")

typedef enum resil_breaker_state {
#define RESIL__X(e, name) RESIL_BREAKER_##e,
    RESIL_BREAKER_STATES(RESIL__X)
#undef RESIL__X
    RESIL_BREAKER__COUNT
} resil_breaker_state;

typedef enum resil_breaker_override {
    RESIL_OVERRIDE_RESET = 0,   /* closed, counts and re-trips cleared */
    RESIL_OVERRIDE_FORCE_OPEN,  /* deny every call until reset */
    RESIL_OVERRIDE_FORCE_CLOSED,/* allow every call, count nothing */
    RESIL_OVERRIDE__COUNT
} resil_breaker_override;

/* What to do next. */
#define RESIL_DECISIONS(X)                                                     \
    X(NONE,      "none")      /* no decision yet */                           \
    X(TRY,       "try")       /* call `endpoint` now; give up at deadline_ms */\
    X(WAIT,      "wait")      /* call resil_next() again at at_ms */          \
    X(DONE,      "done")      /* succeeded */                                 \
    X(DEGRADED,  "degraded")  /* serve the cached / simpler answer */         \
    X(FAIL,      "fail")      /* give up; see cls and reason */               \
    X(CANCELLED, "cancelled") /* stopped by the caller */                     \
    X(RESTART,   "restart")   /* queued: the task restarts at at_ms */

typedef enum resil_decision_kind {
#define RESIL__X(e, name) RESIL_DECIDE_##e,
    RESIL_DECISIONS(RESIL__X)
#undef RESIL__X
    RESIL_DECIDE__COUNT
} resil_decision_kind;

/* Why a decision is what it is (FAIL, DEGRADED, fallbacks, budget). */
#define RESIL_REASONS(X)                                                       \
    X(NONE,          "none")                                                   \
    X(CLASS,         "class")          /* the class's action says so */       \
    X(RETRIES,       "retries")        /* attempts for the class used up */   \
    X(BREAKER_OPEN,  "breaker_open")   /* the endpoint's breaker is open */   \
    X(BUDGET,        "budget")         /* the retry budget is empty */        \
    X(RETRY_AFTER,   "retry_after")    /* server delay above the cap */       \
    X(DEADLINE,      "deadline")       /* a retry would pass the deadline */  \
    X(EXHAUSTED,     "exhausted")      /* no step left in the chain */        \
    X(COMPACTIONS,   "compactions")    /* context still too long */           \
    X(PASSTHROUGH,   "passthrough")    /* kill switch: first error final */   \
    X(CANCELLED,     "cancelled")      /* the caller cancelled */             \
    X(QUEUE_FULL,    "queue_full")     /* restart queue full */               \
    X(RESTARTS,      "restarts")       /* restarts used up */                 \
    X(DEAD,          "dead")           /* session / endpoint declared dead */ \
    X(PAUSED,        "paused")         /* every endpoint is down: pause */

typedef enum resil_reason {
#define RESIL__X(e, name) RESIL_REASON_##e,
    RESIL_REASONS(RESIL__X)
#undef RESIL__X
    RESIL_REASON__COUNT
} resil_reason;

#define RESIL_DECISION_COMPACT 0x01u /* compact the context before this try */
#define RESIL_DECISION_PROBE 0x02u   /* this try is a half-open probe */
#define RESIL_DECISION_RETRY 0x04u   /* this try is a retry (same endpoint) */

typedef struct resil_decision {
    uint8_t kind;        /* resil_decision_kind */
    uint8_t endpoint;    /* TRY: endpoint to call */
    uint8_t step;        /* TRY: step in the chain (0 = primary) */
    uint8_t cls;         /* FAIL/DEGRADED/WAIT: last error class */
    uint8_t reason;      /* resil_reason */
    uint8_t flags;       /* RESIL_DECISION_* */
    uint16_t attempt;    /* TRY: attempt on this endpoint, 1 = first */
    uint32_t at_ms;      /* WAIT/RESTART: when; TRY: now */
    uint32_t deadline_ms;/* TRY: absolute deadline of this attempt */
} resil_decision;

/* What happened to an attempt. Zero-initialised = failed, class unknown. */
typedef struct resil_outcome {
    uint8_t ok;              /* 1 = success */
    uint8_t cls;             /* resil_class of the failure */
    uint16_t status;         /* HTTP status if known (informational) */
    uint32_t retry_after_ms; /* server-requested delay; 0 = none */
    uint32_t latency_ms;     /* how long the attempt took; 0 = unknown */
} resil_outcome;

#define RESIL_EVENTS(X)                                                        \
    X(NONE,          "none")                                                   \
    X(ATTEMPT,       "attempt")        /* endpoint, attempt */                \
    X(RETRY,         "retry")          /* attempt, cls, value_ms = delay */   \
    X(BREAKER,       "breaker")        /* endpoint, from_state -> to_state */ \
    X(FALLBACK,      "fallback")       /* endpoint -> to, reason */           \
    X(DEGRADED,      "degraded")       /* cls, reason */                      \
    X(RECOVERED,     "recovered")      /* attempt (total), value_ms = time */ \
    X(SUCCEEDED,     "succeeded")      /* attempt (total), value_ms = time */ \
    X(FAILED,        "failed")         /* cls, reason */                      \
    X(BUDGET,        "budget")         /* retry refused: bucket empty */      \
    X(COMPACT,       "compact")        /* compact and retry */                \
    X(CANCELLED,     "cancelled")                                              \
    X(CLOCK,         "clock")          /* now went backwards: re-anchored */  \
    X(RESTART_QUEUED,"restart_queued") /* value_ms = delay */                 \
    X(RESTART_DUE,   "restart_due")                                            \
    X(ALERT,         "alert")          /* failure burst; endpoint or 255 */   \
    X(ALERT_CLEARED, "alert_cleared")                                          \
    X(HEALTH,        "health")         /* verdict change; to = verdict */     \
    X(DEAD,          "dead")           /* endpoint/session declared dead */

typedef enum resil_event_type {
#define RESIL__X(e, name) RESIL_EV_##e,
    RESIL_EVENTS(RESIL__X)
#undef RESIL__X
    RESIL_EV__COUNT
} resil_event_type;

#define RESIL_NO_ENDPOINT 255u

typedef struct resil_event {
    uint8_t type;       /* resil_event_type */
    uint8_t endpoint;   /* concerned endpoint, or RESIL_NO_ENDPOINT */
    uint8_t to;         /* FALLBACK: next endpoint; BREAKER: new state */
    uint8_t from;       /* BREAKER: old state */
    uint8_t cls;        /* error class involved */
    uint8_t reason;     /* resil_reason */
    uint16_t attempt;   /* attempt number (see the event) */
    uint32_t task_id;   /* the task's id (resil_task_desc.id) */
    uint32_t now_ms;    /* when */
    uint32_t value_ms;  /* delay, duration (see the event) */
} resil_event;

/* Counters: saturate at UINT32_MAX; read by value. */
typedef struct resil_counters {
    uint32_t attempts;          /* calls started (TRY decisions) */
    uint32_t successes;         /* attempts that succeeded */
    uint32_t failures;          /* attempts that failed (any class) */
    uint32_t failures_by_class[RESIL_CLASS__COUNT];
    uint32_t retries;           /* retries scheduled (same endpoint) */
    uint32_t retries_succeeded; /* retry attempts that succeeded */
    uint32_t retries_failed;    /* retry attempts that failed */
    uint32_t breaker_opens;     /* closed/half-open -> open */
    uint32_t fallbacks;         /* moves to a later step */
    uint32_t degraded;          /* tasks answered DEGRADED */
    uint32_t budget_refusals;   /* retries refused by a budget */
    uint32_t compactions;       /* compact-and-retry decisions */
    uint32_t tasks_started;
    uint32_t tasks_succeeded;
    uint32_t tasks_failed;
    uint32_t tasks_cancelled;
    uint32_t recoveries;        /* tasks that succeeded after a failure */
    uint32_t recovery_ms_sum;   /* time from first failure to success */
    uint32_t recovery_ms_max;
    uint32_t restarts_queued;
    uint32_t restarts_succeeded;
    uint32_t restarts_exhausted;
    uint32_t alerts;
} resil_counters;

/* Internal state of one endpoint. Read-only for callers. */
typedef struct resil_bucket {
    uint32_t milli;      /* tokens x 1000 */
    uint32_t refill_at;  /* tick from which time-refill is measured */
} resil_bucket;

typedef struct resil_breaker {
    uint8_t state;           /* resil_breaker_state */
    uint8_t trips;           /* re-trips since last stable close (saturates) */
    uint16_t consecutive;    /* consecutive counted failures */
    uint16_t probes_out;     /* half-open probes in flight */
    uint16_t probe_ok;       /* half-open probe successes */
    uint32_t generation;     /* bumped on every state change */
    uint32_t open_until;     /* OPEN: half-open from this tick */
    uint32_t since;          /* tick of the last state change */
    uint32_t probe_until;    /* HALF_OPEN: in-flight probes expire then */
    uint32_t window_start;   /* failure-rate window */
    uint16_t window_calls;
    uint16_t window_failures;
} resil_breaker;

/* -- per-endpoint and engine-wide state of section 8 (health monitor,
      restart queue, alerts) is declared here, before the structs that hold
      it -- */

typedef struct resil_endpoint {
    resil_breaker breaker;
    resil_bucket budget;
    resil_counters counters;
    /* -- section 8 per-endpoint state -- */
} resil_endpoint;

typedef struct resil_engine {
    resil_desc desc;          /* resolved configuration (no zero fields) */
    resil_endpoint ep[RESIL_MAX_ENDPOINTS];
    resil_bucket budget;      /* engine-wide budget (mode BOTH) */
    resil_counters counters;  /* engine-wide */
    uint32_t rng;             /* built-in generator state */
    uint32_t last_ms;         /* last `now` seen */
    uint32_t magic;           /* set by resil_engine_init */
    /* -- section 8 engine-wide state -- */
} resil_engine;

#define RESIL_TASK_STATES(X)                                                   \
    X(IDLE,      "idle")      /* not started */                               \
    X(READY,     "ready")     /* ask resil_next() */                          \
    X(IN_FLIGHT, "in_flight") /* an attempt is out; report its outcome */     \
    X(WAITING,   "waiting")   /* backing off until wait_until */              \
    X(DONE,      "done")                                                       \
    X(DEGRADED,  "degraded")                                                   \
    X(FAILED,    "failed")                                                     \
    X(CANCELLED, "cancelled")                                                  \
    X(QUEUED,    "queued")    /* in the restart queue */

typedef enum resil_task_state {
#define RESIL__X(e, name) RESIL_TASK_##e,
    RESIL_TASK_STATES(RESIL__X)
#undef RESIL__X
    RESIL_TASK__COUNT
} resil_task_state;

typedef struct resil_task_desc {
    uint32_t id;         /* caller's id, echoed in events */
    uint32_t op_id;      /* idempotency id, kept across restarts */
    void *ctx;           /* caller's opaque context, kept across restarts */
    uint8_t chain;       /* chain index; default 0 */
    uint8_t op;          /* resil_op; default OTHER (30 s per attempt) */
    uint8_t restarts;    /* restarts already done (set by the queue) */
    uint8_t reserved;
    uint32_t timeout_ms; /* total deadline from start; 0 = none */
} resil_task_desc;

/* One task's state: caller-owned, readable at any time (a status line can
   show attempt, last_cls, endpoint, wait_until). Change it only through
   resil_* calls. */
typedef struct resil_task {
    resil_task_desc desc;
    uint8_t state;        /* resil_task_state */
    uint8_t step;         /* current step in the chain */
    uint8_t endpoint;     /* current endpoint */
    uint8_t last_cls;     /* last failure class (UNKNOWN before any) */
    uint8_t reason;       /* resil_reason of the final decision */
    uint8_t compactions;  /* compact-and-retry done */
    uint8_t flags;        /* flags of the attempt in flight */
    uint8_t has_deadline;
    uint16_t attempt;     /* attempts on the current endpoint */
    uint16_t attempts;    /* attempts in all */
    uint16_t failures;    /* failed attempts in all */
    uint16_t reserved;
    uint32_t generation;  /* breaker generation when the attempt started */
    uint32_t started_ms;
    uint32_t first_fail_ms;
    uint32_t wait_until;  /* WAITING: next try from this tick */
    uint32_t deadline;    /* total deadline (if has_deadline) */
    uint32_t attempt_deadline;
    uint32_t prev_delay;  /* last backoff delay (decorrelated jitter) */
    uint32_t last_ms;     /* last `now` this task saw */
} resil_task;

RESILDEF int resil_engine_init(resil_engine *e, const resil_desc *d);

/* Start (or restart) a task. Any previous content of *t is overwritten. */
RESILDEF int resil_task_start(resil_engine *e, resil_task *t,
                              const resil_task_desc *td, uint32_t now);
/* What now? TRY, WAIT, or a final decision (DONE, DEGRADED, FAIL,
   CANCELLED) repeated for a finished task. E_STATE while IN_FLIGHT. */
RESILDEF int resil_next(resil_engine *e, resil_task *t, uint32_t now,
                        resil_decision *d);
/* Report the outcome of the attempt in flight; *d gets the next decision
   (as resil_next would give at `now`). */
RESILDEF int resil_report(resil_engine *e, resil_task *t, uint32_t now,
                          const resil_outcome *o, resil_decision *d);
/* Cancel at any point (also while WAITING or IN_FLIGHT). Never counted as a
   failure; a probe in flight gives its slot back. */
RESILDEF int resil_cancel(resil_engine *e, resil_task *t, uint32_t now,
                          resil_decision *d);

RESILDEF int resil_breaker_override_set(resil_engine *e, uint32_t endpoint,
                                        int override_op, uint32_t now);
/* State at `now` (an OPEN breaker whose time is up reads HALF_OPEN); <0 on
   bad input. Does not change the engine. */
RESILDEF int resil_breaker_state_at(const resil_engine *e, uint32_t endpoint,
                                    uint32_t now);
/* Retry tokens x 1000 left in an endpoint's bucket (or the engine's, with
   endpoint RESIL_NO_ENDPOINT) at `now`. */
RESILDEF int resil_budget_milli(const resil_engine *e, uint32_t endpoint,
                                uint32_t now, uint32_t *out);

RESILDEF int resil_engine_counters(const resil_engine *e, resil_counters *out);
RESILDEF int resil_endpoint_counters(const resil_engine *e, uint32_t endpoint,
                                     resil_counters *out);

RESILDEF const char *resil_decision_name(int kind);
RESILDEF const char *resil_reason_name(int reason);
RESILDEF const char *resil_event_name(int type);
RESILDEF const char *resil_breaker_state_name(int state);
RESILDEF const char *resil_task_state_name(int state);
RESILDEF const char *resil_op_name(int op);

/* ===================================================================== */
/* == 7. Classifier ==================================================== */
/* ===================================================================== */

/* Optional structured evidence. Zero means "not known" for every field
   (0 is not an error for errno, curl (CURLE_OK) or gRPC (OK) either). */
typedef struct resil_hints {
    uint16_t http_status; /* e.g. 429 */
    uint16_t reserved;
    int32_t errno_value;  /* the platform's errno value, e.g. ECONNREFUSED */
    int32_t curl_code;    /* CURLcode, e.g. 7 = CURLE_COULDNT_CONNECT */
    int32_t grpc_code;    /* grpc status code, e.g. 14 = UNAVAILABLE */
} resil_hints;

typedef struct resil_classification {
    uint8_t cls;             /* resil_class */
    uint8_t action;          /* the class's default resil_action */
    uint16_t status;         /* HTTP status written in the text; 0 = none */
    uint32_t retry_after_ms; /* server-requested delay found; 0 = none */
} resil_classification;

/* Classify error text (any bytes, `len` of them; NUL is not an end) plus
   optional hints (may be NULL). One pass, no allocation, no locale. */
RESILDEF int resil_classify(const void *text, size_t len,
                            const resil_hints *hints,
                            resil_classification *out);
/* Parse a Retry-After header value: delta-seconds or an HTTP-date (IMF-
   fixdate, RFC 850, asctime), given the caller's wall clock in Unix seconds.
   A date in the past gives 0. RESIL_E_PARSE if invalid. */
RESILDEF int resil_retry_after_parse(const char *value, size_t len,
                                     uint32_t now_unix_s, uint32_t *delay_ms);
/* resil_report() for a failure given as text: classifies it (class,
   status and server delay) and reports it. */
RESILDEF int resil_report_text(resil_engine *e, resil_task *t, uint32_t now,
                               const void *text, size_t len,
                               const resil_hints *hints, resil_decision *d);

/* ===================================================================== */
/* == 8. Health, restart queue, alerts, metrics, snapshot ============== */
/* ===================================================================== */
/* (declarations: see the health/restart issue) */

#ifdef __cplusplus
}
#endif
#endif /* RESIL_H */

/* ##################################################################### */
/* ## IMPLEMENTATION ##################################################### */
/* ##################################################################### */
#if defined(RESIL_IMPLEMENTATION) && !defined(RESIL_IMPLEMENTATION_DONE)
#define RESIL_IMPLEMENTATION_DONE

/* == impl: 1. options ================================================= */
/* == impl: 2. tables ================================================== */
/* == impl: 3. time ==================================================== */
/* == impl: 4. backoff ================================================= */
/* == impl: 5. configuration =========================================== */
/* == impl: 6. engine ================================================== */
/* == impl: 7. classifier ============================================== */
/* == impl: 8. health, restart queue, alerts, metrics, snapshot ======== */

#endif /* RESIL_IMPLEMENTATION */

/*
   MIT License. Copyright (c) 2026 the resil authors.
   Permission is hereby granted, free of charge, to any person obtaining a
   copy of this software and associated documentation files (the "Software"),
   to deal in the Software without restriction, including without limitation
   the rights to use, copy, modify, merge, publish, distribute, sublicense,
   and/or sell copies of the Software, and to permit persons to whom the
   Software is furnished to do so, subject to the following conditions: the
   above copyright notice and this permission notice shall be included in all
   copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED
   "AS IS", WITHOUT WARRANTY OF ANY KIND.
*/
