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
      9. Overload control: concurrency limits, admission, rate headers
      (implementation sections mirror these, under RESIL_IMPLEMENTATION)

   COMPILE-TIME OPTIONS (define before including; all optional)
      RESIL_STATIC             make every function static to this unit
      RESIL_MAX_ENDPOINTS      endpoints (breaker units) per engine   [8]
      RESIL_MAX_CHAINS         fallback chains per engine             [8]
      RESIL_MAX_STEPS          steps (endpoints) per chain            [4]
      RESIL_RESTARTQ_CAPACITY  tasks the restart queue holds          [8]
      RESIL_ASSERT(c)          internal consistency check   [nothing]
      RESIL_MEMSET/RESIL_MEMCPY  replace the two libc calls used
                               [__builtin_memset/__builtin_memcpy]
      RESIL_NO_STRINGS         compile names and messages out (they become "")
      RESIL_NO_ERRNO           classifier: no <errno.h>, errno hints ignored
                               [implied when the build is not hosted]
     Parts (each out with its code and its RAM; what is left works as
     documented, minus the part: its events never come, its metrics
     families are not written; a part's functions and its resil_desc
     fields are then not declared, so a call to them does not compile):
      RESIL_NO_HEALTH          health monitor: pings, verdicts, death,
                               pause (resil_health_*, desc.health); a
                               chain that is down fails or falls back at
                               once instead of pausing; section 9 keeps a
                               latency average of its own (4 B per
                               endpoint). Implies NO_ALERTS.
      RESIL_NO_RESTARTQ        restart queue (resil_restartq_*,
                               desc.restart): a final failure is final
      RESIL_NO_ALERTS          failure-burst alerts (resil_alert_active,
                               desc.alert)
      RESIL_NO_METRICS_TEXT    resil_metrics / resil_metrics_format (the
                               counters stay: resil_*_counters())
      RESIL_NO_SNAPSHOT        resil_snapshot_*, resil_config_fingerprint;
                               implied by NO_HEALTH, NO_RESTARTQ, NO_ALERTS
                               and NO_COUNTERS (the snapshot's layout holds
                               their state)
      RESIL_NO_CLASSIFIER_TEXT the keyword tables and the text scan:
                               resil_classify / resil_report_text read only
                               the hints (HTTP status, errno, CURLcode,
                               gRPC code) and answer unknown without one;
                               the text's status and delay are not read.
                               resil_retry_after_parse and the rate
                               headers (section 9) stay.
      RESIL_NO_COUNTERS        the counters (resil_engine_counters,
                               resil_endpoint_counters): 160 B of RAM per
                               endpoint and 160 per engine; implies
                               NO_METRICS_TEXT and NO_SNAPSHOT
      RESIL_NO_OVERLOAD        overload control (section 9: concurrency
                               limits, rates, holds, rate headers;
                               resil_report_rate, resil_rate_header,
                               resil_limit_get, desc.limit, endpoints[].
                               max_inflight/rpm/tpm, task desc .tokens):
                               on a 32-bit MCU 64 B of engine RAM per
                               endpoint (68 without the health monitor),
                               12 per engine, 8 per task. Busy is still
                               not dead: an overload answer (unavailable,
                               rate_limit) does not count toward the
                               breaker when it is a 429 with a Retry-After,
                               or when another call to the endpoint
                               succeeded while it was out; one call at a
                               time, the others count. A Retry-After still
                               delays the task that got it, but no longer
                               holds the endpoint for other tasks; its
                               retry spends retry budget (no limit bounds
                               the load)
      RESIL_CORE_ONLY          all of the above: retry, backoff, breakers,
                               chains, budget, deadlines remain
                               (RESIL_NO_STRINGS is separate). With 2
                               endpoints and 2 chains the engine is 304 B
                               on a 32-bit MCU (tests/embedded/footprint.txt)

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
      }  // d.kind: DONE, DEGRADED, FAIL, CANCELLED, or RESTART (queued)

      (In C++ write `= {}` or memset: `{0}` warns under -Wextra there. A
      complete, compiled version of this loop is README.md's quick start.)

   CLASSES AND ACTIONS
      Every error is put in one class (TAXONOMY.md); the class decides the
      default action, overridable per class in resil_desc.policy[]:
        network, timeout, rate_limit, unavailable  retry the same endpoint
        network_permanent, quota, server, auth,
        invalid_request, not_found, unknown        fall back to the next one
        context_length                             compact, retry (once)
        crash                                      restart the task later
        cancelled, logic                           stop
      cancelled, logic, context_length and invalid_request never count
      against an endpoint's breaker. One X-macro table (RESIL_CLASSES) gives
      the enum, the printed name, the action, the attempts and the breaker
      rule; nothing else spells them.

   BACKOFF
      Delay before retry n (1 = first): base * 2^(n-1), capped, +-20%:
      1 s, 2 s, 4 s, 8 s, 16 s, then 30 s. Kinds (resil_backoff_desc.jitter):
      PROPORTIONAL (default), FULL, EQUAL, DECORRELATED (as in the AWS
      Architecture Blog's "Exponential Backoff And Jitter", 2015), NONE,
      CONSTANT. Rate limits use slow_backoff (5 s base, 60 s cap). A server
      delay (Retry-After) is honoured: the wait is the longer of it and the
      backoff; one above retry_after_cap_ms (60 s) falls back instead.
      Integer arithmetic, saturating, right for any n; zero fields of the
      desc mean the defaults, as in resil_desc:
          uint32_t ms = resil_backoff_delay(&desc.backoff, n, prev_ms, rnd);

   RANDOM NUMBERS (jitter)
      Built in: each number is a hash of desc.seed and where it is drawn,
      so no decision depends on how many numbers other tasks drew. A
      task's n-th draw (backoff jitter, restart jitter) hashes (task id,
      op_id, restarts, n): give concurrent tasks distinct ids. A task
      without one (id 0) starts its stream at a point set by its start
      order, so tasks started together still jitter apart, but its numbers
      then depend on how many tasks started before it. A breaker's open-time jitter hashes (endpoint, breaker
      generation), whichever task or ping tripped it. desc.random, when
      set, is called instead for every number, in call order.

   CIRCUIT BREAKERS (one per endpoint)
      closed --5 consecutive counted failures--> open (30 s +-10%)
      open --time up--> half_open: 1 probe at a time
      half_open --2 probe successes--> closed;  --probe failure--> open,
      for twice as long each re-trip, up to 5 min (closed for 5 min, the
      count starts over). Optional: a failure rate (rate_pct) over a fixed
      window (rate_window_ms) with a minimum number of calls. Each state
      change bumps a generation; an attempt that started in an older
      generation cannot move the breaker when its result comes back late.
      A probe whose task never reports frees its slot at its deadline.
      resil_breaker_probe_at(&eng, ep, now, &at) tells when the breaker
      lets a call through next (now, its half-open time, or when the probe
      out must have reported), so nobody polls resil_breaker_state_at().
          resil_breaker_override_set(&eng, ep, RESIL_OVERRIDE_FORCE_OPEN, now);
      An endpoint is whatever shares fate: a provider URL, or one model on
      it. Agent roles are endpoints too: chain "builder" -> "builder-simple"
      and a failing builder falls back like a failing provider.

   FALLBACK CHAINS
      resil_desc.chains[i] lists endpoint ids, primary first; degraded = 1
      ends it with a cached/simpler answer. Retry-class errors retry the
      same endpoint (until their attempts are used, then move on); fallback-
      class errors move on at once; an endpoint whose breaker denies the call
      is skipped. Exhausted: DEGRADED if the chain has that step, else FAIL
      with the last class (reason EXHAUSTED).

   RETRY BUDGET
      A token bucket per endpoint (budget.mode BOTH adds one for the engine):
      each first attempt deposits ratio_pct/100 of a token (default 0.2),
      each retry takes one, time adds one per refill_ms (10 s); at most
      max_tokens (10), starting full. An empty bucket turns the retry into a
      fallback (or a failure at the end of the chain) and emits
      RESIL_EV_BUDGET: a wide outage never multiplies the load.

   DEADLINES
      Each attempt gets a deadline by operation type (task desc .op): LLM
      60 s, tool 120 s, file read 5 s, web fetch 30 s, other 30 s. A task
      may have a total deadline (.timeout_ms); no wait is scheduled past it
      and no attempt deadline exceeds it. Report a timed-out attempt as
      class timeout.

   CONTEXT OVERFLOW AND CANCELLATION
      context_length answers TRY on the same endpoint with flag
      RESIL_DECISION_COMPACT, max_compactions times (1), then FAIL (reason
      COMPACTIONS); never a fallback. resil_cancel() stops a task at any
      point, also mid-backoff; a cancelled probe gives its slot back;
      nothing counts it as a failure.

   CLASSIFIER
      resil_classify(text, len, hints, &c) puts error text (any bytes; NUL
      is not an end) into one class, and finds the HTTP status written in
      it (c.status) and a delay the server asked for (c.retry_after_ms:
      Retry-After, retry-after-ms, retry_after_ms, x-ratelimit-reset-*,
      retry-pushback-ms, retryDelay, "try again in 3m20s", "retry after 1.5
      seconds"; capped at RESIL_MAX_INTERVAL_MS; invalid values ignored).
      One pass, ASCII case folding, no allocation, no locale. Evidence,
      strongest first: a cancellation; a provider's own error code in the
      body (insufficient_quota, context_length_exceeded); the caller's hints
      (HTTP status, errno, CURLcode, gRPC code); a dead process; an HTTP
      status written as one ("429 Too Many Requests", "status code 503",
      "HTTP/1.1 502", "(503)", "ChatGPTAPI error 429" ending the text,
      "GET https://x/user: 403 - ..." after a ": ", "Server 503 error",
      "| 503 |" in a log's columns; never "port 5030", "port 443: ...",
      "took 503 ms", "09:12:44,503 ERROR" or "retryDelay: 402 }"); words.
      Stack-frame lines are skipped, so `reading 'timeout'` in a TypeError
      stays a bug. Numbers are read where they stand: an exit status
      ("exit 137", "exit code 139", "exited (137)": 128 + a signal is a
      crash, 130 a Ctrl-C, another code, 128 too, a failed command), a signal
      ("killed by signal 9", "signal 11"; SIGINT is a cancellation), a
      Windows error ("[WinError 10061]", "os error 10060", "errno 10054":
      Winsock, WinINet and the system's connection errors), and WSAE names
      read as the errno they mirror (WSAECONNRESET as ECONNRESET).
      Exception names count by their parts: a word may start at a
      camelCase step, and a space in a keyword matches '_', '-' or
      nothing, so "ReadTimeoutError", "read_timeout" and "ModelNotFound"
      carry "timeout" and "not found"; builtin exception names of Python,
      JavaScript, Java and Go panics are logic ("RecursionError"), agent
      loop limits and a tool that is not there too ("Max turns exceeded",
      "Tool 'x' not found"). resil_report_text() classifies and reports in
      one call; resil_retry_after_parse() reads a Retry-After value
      (seconds, or an HTTP-date in any of its three formats, given the
      Unix time). build/resil-classify runs it from the shell.
      The vocabulary is one table of about 1410 keywords, stored packed
      (about 22 KB of flash for the whole classifier on a Cortex-M0+); a
      4-byte prefix filter and word-at-a-time skips keep neutral text to a
      few operations per word. `make accuracy` measures it on
      tests/corpus/messages.tsv (the tuning set) and, per source family,
      on the harvested corpus (tests/corpus/harvest/<family>.tsv),
      in-sample and leave-one-family-out (each family scored with the
      keywords written for its own messages switched off): the second
      figure is the one to expect on messages from software the table was
      never tuned on.

   THE ENGINE: TWO STEPS
      resil_next(eng, task, now, &d)        what now? TRY endpoint d.endpoint
                                            before d.deadline_ms, or WAIT
                                            until d.at_ms, or a final answer
      resil_report(eng, task, now, &o, &d)  this attempt's outcome; d gets
                                            the next decision at once
      Final answers: DONE, DEGRADED, FAIL (d.cls, d.reason), CANCELLED,
      RESTART (queued, section 8). A task is a small caller-owned struct
      (resil_task, readable any time for a status line: attempt, last_cls,
      endpoint, wait_until); many tasks share one engine; the cost of a call
      does not depend on how many tasks there are.

   EVENTS AND COUNTERS
      resil_desc.on_event receives a resil_event for each of the following.
      The callback must not call back into the engine. Every event has
      type and now_ms; a field not named is 0. "task" means task_id, cls
      (the task's last failure class) and attempt (the attempt number on
      its current endpoint; "task, total": its attempts in all) of the task
      behind the event. EVENT TABLE (`make test` checks every type is here):
        type            endpoint     fields                value_ms
        attempt         called       task                  the attempt's time
                                                           (deadline - now)
        retry           same         task                  the wait (ms)
        breaker         its own      from, to (states);    ms it stays OPEN
                                     task that moved it    (to = open), else 0
        fallback        left         from, to (endpoints), 0
                                     reason, task
        degraded        last         reason, task, total   ms since the start
        recovered       succeeded    task, total           ms since the first
                                                           failure
        succeeded       succeeded    task, total           ms since the start
        failed          last         reason, task, total   ms since the start
        budget          refused      reason (budget), task 0
        compact         same         task                  0
        cancelled       current      reason, task, total   ms since the start
        clock           255          -                     ms the clock went
                                                           back
        restart_queued  last         reason, task          delay until due
        restart_due     255          task_id, attempt =    0
                                     restarts so far
        alert           its own, or  -                     a COUNT: failures
                        255 (engine)                       in alert.window_ms
        alert_cleared   as alert     -                     a COUNT, as alert
        health          its own      from, to (verdicts)   0
        dead            its own      reason (dead)         0
        slot            its own      reason (limit)        slots free for the
                                                           tasks in line
        limit           its own      to (RESIL_LIMIT_EV_*), the new limit
                                     task that moved it    (calls)
                                     (or none)
      resil_engine_counters() / resil_endpoint_counters() copy a
      resil_counters struct of saturating uint32_t counters.

   CONFIGURATION
      resil_desc, zero-initialised, means every default below; set what you
      need. resil_desc_check(&desc, &field) returns RESIL_E_CONFIG or
      RESIL_E_CAPACITY and a static string naming the field for any
      impossible value; resil_engine_init() refuses such a desc and leaves
      the engine untouched. passthrough = 1 is the kill switch: the first
      error is final (no retry, no fallback, breakers ignored), for
      debugging.

      DEFAULTS AND RANGES: each field, its default, and the other values
      resil_desc_check() accepts (0 always means the default; a note names
      a bound set by another field, checked with that field's value).
      DEFAULTS (generated by `make defaults`; `make test` checks this copy)
        endpoint_count                   1            1..8
        chain_count                      1            1..8 (each with its steps)
        chains[0]                        every endpoint, in order
        backoff.base_ms                  1000         1..2^30
        backoff.cap_ms                   30000        1000..2^30 (>= base_ms)
        backoff.multiplier_pct           200          100..1000
        backoff.jitter                   proportional 1..5 (resil_jitter)
        backoff.jitter_pct               20           1..100
        slow_backoff.base_ms             5000         1..2^30
        slow_backoff.cap_ms              60000        5000..2^30 (>= base_ms)
        slow_backoff.multiplier_pct      200          100..1000
        slow_backoff.jitter              proportional 1..5 (resil_jitter)
        slow_backoff.jitter_pct          20           1..100
        retry_after_cap_ms               60000        1..2^30
        breaker.failure_threshold        5            1..65535
        breaker.open_ms                  30000        1..2^30
        breaker.open_max_ms              300000       30000..2^30 (>= open_ms)
        breaker.open_jitter_pct          10           1..50
        breaker.probes                   1            1..1000
        breaker.probe_successes          2            1..1000
        breaker.rate_pct                 0 (off)      1..100
        breaker.rate_window_ms           60000        1..2^30
        breaker.rate_min_calls           20           1..65535
        budget.mode                      endpoint     1..2 (resil_budget_mode)
        budget.ratio_pct                 20           1..100
        budget.max_tokens                10           1..1000
        budget.refill_ms                 10000        1..2^30
        max_compactions                  1            1..255
        passthrough                      0            1
        seed                             1            1..4294967295
        attempt_timeout_ms[other]        30000        1..2^30
        attempt_timeout_ms[llm]          60000        1..2^30
        attempt_timeout_ms[tool]         120000       1..2^30
        attempt_timeout_ms[file_read]    5000         1..2^30
        attempt_timeout_ms[web_fetch]    30000        1..2^30
        health.ping_ms                   30000        1..2^30
        health.suspect_ping_ms           10000        1..2^30
        health.open_ping_ms              60000        1..2^30
        health.window_ms                 120000       10..2^30
        health.dead_ms                   90000        1..2^30, 4294967295
        health.pause_max_ms              300000       1..2^30, 4294967295
        health.min_samples               3            1..65535
        health.unhealthy_pct             50           1..100
        health.latency_shift             3            1..8
        restart.delay_ms                 60000        1..3600000 (<= max_delay_ms)
        restart.max_delay_ms             3600000      60000..2^30 (>= delay_ms)
        restart.classes                  network, timeout, unavailable, crash (any set of classes: bit 1 << class)
        restart.max_restarts             3            1..255
        restart.jitter_pct               20           1..100, 255
        alert.window_ms                  300000       10..2^30
        alert.threshold                  10           1..65535
        alert.clear_below                5            1..10 (<= threshold)
        limit.mode                       adaptive     1..2 (resil_limit_mode)
        limit.initial                    8            1..1000 (<= max)
        limit.restart                    2            1..1000 (<= max)
        limit.max                        1000         1..65535
        limit.decrease_pct               90           1..99
        limit.wait_ms                    1000         1..2^30
        endpoints[].max_inflight         0 (limit.max) 1..65535
        endpoints[].rpm                  0 (learned)  1..65535
        endpoints[].tpm                  0 (learned)  1..4294967295
        policy[unknown]                  fallback, 1 attempt, counts, normal backoff
        policy[network]                  retry, 6 attempts, counts, normal backoff
        policy[timeout]                  retry, 6 attempts, counts, normal backoff
        policy[network_permanent]        fallback, 1 attempt, counts, normal backoff
        policy[rate_limit]               retry, 5 attempts, counts, slow backoff
        policy[quota]                    fallback, 1 attempt, counts, normal backoff
        policy[unavailable]              retry, 4 attempts, counts, normal backoff
        policy[server]                   fallback, 1 attempt, counts, normal backoff
        policy[auth]                     fallback, 1 attempt, counts, normal backoff
        policy[invalid_request]          fallback, 1 attempt, never counts, normal backoff
        policy[not_found]                fallback, 1 attempt, counts, normal backoff
        policy[context_length]           compact, 1 attempt, never counts, normal backoff
        policy[cancelled]                stop, 1 attempt, never counts, normal backoff
        policy[crash]                    restart, 1 attempt, counts, normal backoff
        policy[logic]                    stop, 1 attempt, never counts, normal backoff
        policy[] ranges                  action 1..5, attempts 1..255, counts 1..2, slow 1..2

   RESULT CODES
      RESIL_OK (0) or a negative resil_result; resil_result_str() names it.
      Bad input (NULL, an id out of range, a task in the wrong state or
      with garbage fields, an absurd config) gets a code and changes no
      byte of state.

   TIME AND WRAPAROUND
      Time is the caller's uint32_t millisecond tick; it may wrap (HAL_GetTick
      wraps every 49.7 days). Times are compared only through
      resil_time_after(), which is right as long as the two times are less
      than 2^31 ms (24.8 days) apart; every configured interval is at most
      RESIL_MAX_INTERVAL_MS (2^30 ms) so sums of two stay comparable.
      A `now` earlier than the last one the engine (or task) saw is taken as a
      clock reset, not an error: every pending interval (breaker cooldown,
      backoff wait, deadline) keeps the length it had left, measured from the
      new `now`, and RESIL_EV_CLOCK reports the step. Nothing can wedge
      waiting for a clock that went backwards. (A jump forward of 2^31 ms or
      more cannot be told from a step back; it is treated as one.)

   THREAD SAFETY
      None inside: an engine and its tasks are plain memory. Use one engine
      from one thread, or hold your own lock around every resil_* call that
      takes the engine:
          pthread_mutex_lock(&mu);
          resil_report(&eng, &task, now, &o, &d);
          pthread_mutex_unlock(&mu);
      Different engines are independent. The event callback runs inside
      the call, under the same lock.

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

/* Parts compiled out (see the manual above). Only the #if lines below
   read the RESIL_NO_* part options; everything else reads what they
   resolve to, implications included. */
#ifdef RESIL_CORE_ONLY
#if !defined(RESIL_NO_HEALTH)
#define RESIL_NO_HEALTH
#endif
#if !defined(RESIL_NO_RESTARTQ)
#define RESIL_NO_RESTARTQ
#endif
#if !defined(RESIL_NO_CLASSIFIER_TEXT)
#define RESIL_NO_CLASSIFIER_TEXT
#endif
#if !defined(RESIL_NO_COUNTERS)
#define RESIL_NO_COUNTERS
#endif
#if !defined(RESIL_NO_OVERLOAD)
#define RESIL_NO_OVERLOAD
#endif
#endif
#if defined(RESIL_NO_HEALTH) && !defined(RESIL_NO_ALERTS)
#define RESIL_NO_ALERTS
#endif
#if defined(RESIL_NO_COUNTERS) && !defined(RESIL_NO_METRICS_TEXT)
#define RESIL_NO_METRICS_TEXT
#endif
#if (defined(RESIL_NO_ALERTS) || defined(RESIL_NO_RESTARTQ) ||                \
     defined(RESIL_NO_COUNTERS)) && !defined(RESIL_NO_SNAPSHOT)
#define RESIL_NO_SNAPSHOT
#endif

/* Restart queue slots (section 8), in the engine: 32 bytes each on a 64-bit
   host, 24 on a 32-bit MCU. */
#ifndef RESIL_RESTARTQ_CAPACITY
#define RESIL_RESTARTQ_CAPACITY 8
#endif
#if RESIL_RESTARTQ_CAPACITY < 1 || RESIL_RESTARTQ_CAPACITY > 255
#error "RESIL_RESTARTQ_CAPACITY must be 1..255"
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

/* Delay before retry number `retry` (1 = first retry; 0 counts as 1) given
   a random value `rnd` (any uint32_t, uniformly drawn) and, for
   DECORRELATED, the previous delay (0 before the first). Never overflows,
   for any `retry`, and never exceeds max(cap_ms, base_ms) nor 2^30 ms. A
   zero field means its default, as in resil_desc: a zeroed desc is the
   normal backoff (1 s, 2 s, 4 s ... 30 s, +-20%); the slow backoff's
   defaults apply only through resil_desc_defaults(). Out-of-range fields
   are not refused here (resil_desc_check() does): the delay stays
   bounded. */
RESILDEF uint32_t resil_backoff_delay(const resil_backoff_desc *b,
                                      uint32_t retry, uint32_t prev_ms,
                                      uint32_t rnd);
RESILDEF const char *resil_jitter_name(int jitter);
RESILDEF const char *resil_budget_mode_name(int mode);

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
    const char *name;      /* optional, for metrics labels; caller-owned */
#ifndef RESIL_NO_OVERLOAD
    uint16_t max_inflight; /* calls in flight at most (section 9): the
                              adaptive limit never exceeds it, a FIXED limit
                              is it; default 0 = limit.max */
    uint16_t rpm;          /* requests per minute the provider allows;
                              default 0 = learn it (headers, first 429) */
    uint32_t tpm;          /* tokens per minute (attempts cost
                              resil_task_desc.tokens); default 0 = learn */
#endif
} resil_endpoint_desc;

struct resil_event;
typedef void (*resil_event_fn)(void *user, const struct resil_event *ev);
typedef uint32_t (*resil_random_fn)(void *user);

/* -- configuration of section 8 (health monitor, restart queue, alerts);
      documented there. Zero fields mean "default". -- */
#define RESIL_NEVER 0xFFFFFFFFu /* "never" for the intervals that allow it */
#define RESIL_RESTARTS_NONE 255 /* restart.max_restarts: never restart */

typedef struct resil_health_desc {
    uint32_t ping_ms;         /* ping interval while all is well; default
                                 30000 (the design documents' 30 s) */
    uint32_t suspect_ping_ms; /* while suspect (last result failed, verdict
                                 unhealthy, breaker half-open, dead);
                                 default 10000 */
    uint32_t open_ping_ms;    /* while the breaker is open (never later than
                                 its half-open time); default 60000 */
    uint32_t window_ms;       /* verdict window (10 buckets); default 120000 */
    uint32_t dead_ms;         /* silence (no success, no heartbeat) after
                                 the first heartbeat or successful ping that
                                 declares the endpoint dead; default 90000
                                 (3 pings); RESIL_NEVER: never */
    uint32_t pause_max_ms;    /* a task pauses while its whole chain is down
                                 until this long after its start; default
                                 300000; RESIL_NEVER: never pause */
    uint16_t min_samples;     /* results in the window before any verdict
                                 (fewer: unknown); default 3 */
    uint8_t unhealthy_pct;    /* failure share that is unhealthy; default 50 */
    uint8_t latency_shift;    /* latency EWMA weight 1/2^shift (1..8);
                                 default 3 (1/8) */
} resil_health_desc;

typedef struct resil_restart_desc {
    uint32_t delay_ms;     /* before the first restart; doubles for each
                              next one (1, 2, 4 min); default 60000 */
    uint32_t max_delay_ms; /* the doubling stops here; default 3600000 */
    uint32_t classes;      /* bit (1u << class): classes whose final failure
                              queues a restart; default network, timeout,
                              unavailable, crash. Never logic or cancelled.
                              A class whose policy action is RESTART always
                              counts. */
    uint8_t max_restarts;  /* default 3; RESIL_RESTARTS_NONE: never */
    uint8_t jitter_pct;    /* +- percent on each delay, so tasks queued
                              together do not come due on one tick;
                              default 20; RESIL_PCT_NONE: exact delays */
    uint8_t reserved[2];
} resil_restart_desc;

#define RESIL_PCT_NONE 255u /* "no jitter" for the percent fields allowing it */

typedef struct resil_alert_desc {
    uint32_t window_ms;   /* failures counted over this (10 buckets);
                             default 300000 (5 min) */
    uint16_t threshold;   /* failures in the window that raise an alert;
                             default 10 */
    uint16_t clear_below; /* the alert clears when the window holds fewer
                             failures than this (hysteresis); default
                             threshold / 2, at least 1 */
} resil_alert_desc;

/* -- configuration of section 9 (overload control). Zero = default. -- */
#ifndef RESIL_NO_OVERLOAD
#define RESIL_LIMIT_MODES(X)                                                   \
    X(ADAPTIVE, "adaptive") /* learned from outcomes (default) */             \
    X(FIXED,    "fixed")    /* max_inflight per endpoint (0: no limit) */     \
    X(OFF,      "off")      /* no limits; overload answers count toward the  \
                               breaker like any failure (as before 0.2) */

typedef enum resil_limit_mode {
#define RESIL__X(e, name) RESIL_LIMIT_##e,
    RESIL_LIMIT_MODES(RESIL__X)
#undef RESIL__X
    RESIL_LIMIT__COUNT
} resil_limit_mode;

typedef struct resil_limit_desc {
    uint8_t mode;          /* resil_limit_mode; default ADAPTIVE */
    uint8_t decrease_pct;  /* an overload answer or a timeout sets the limit
                              to this share of itself (at most the calls
                              still in flight); default 90 */
    uint16_t initial;      /* limit before anything is known; default 8 */
    uint16_t restart;      /* limit when an endpoint comes back from an
                              outage; slow start from here; default 2 */
    uint16_t max;          /* ceiling of every adaptive limit; default 1000 */
    uint32_t wait_ms;      /* a task waiting for a slot asks again after at
                              most this long (callers that do not listen to
                              RESIL_EV_SLOT); default 1000 */
} resil_limit_desc;
#endif

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
    uint32_t seed;              /* keys the built-in random streams;
                                   default 1 */
    resil_random_fn random;     /* optional: your generator instead */
    void *random_user;
    resil_event_fn on_event;    /* optional: receives every event */
    void *event_user;
#ifndef RESIL_NO_HEALTH
    resil_health_desc health;   /* section 8: health monitor */
#endif
#ifndef RESIL_NO_RESTARTQ
    resil_restart_desc restart; /* section 8: task restart queue */
#endif
#ifndef RESIL_NO_ALERTS
    resil_alert_desc alert;     /* section 8: failure-burst alerts */
#endif
#ifndef RESIL_NO_OVERLOAD
    resil_limit_desc limit;     /* section 9: overload control */
#endif
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
    X(PAUSED,        "paused")         /* every endpoint is down: pause */    \
    X(LIMIT,         "limit")          /* at its concurrency limit (9) */     \
    X(RATE,          "rate")           /* its request/token rate is spent */

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
    X(DEAD,          "dead")           /* endpoint/session declared dead */   \
    X(SLOT,          "slot")           /* a slot freed, tasks wait: wake the \
                                          oldest; value_ms = free slots */    \
    X(LIMIT,         "limit")          /* concurrency limit changed;         \
                                          value_ms = new limit, from/to:     \
                                          RESIL_LIMIT_EV_* why */

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
    uint32_t value_ms;  /* a delay, a duration, or (ALERT) a count: the
                           manual's EVENT TABLE */
} resil_event;

/* Counters: saturating uint32_t, read by value. Two lists, one place:
   endpoint counters are kept per endpoint (the engine's figure is their
   sum); engine counters are kept once, for the whole engine. Each row:
   X(field, "help") - the help text is also the OpenMetrics HELP line. */
#define RESIL_ENDPOINT_COUNTERS(X)                                             \
    X(attempts,          "calls started (TRY decisions)")                      \
    X(successes,         "attempts that succeeded")                            \
    X(failures,          "attempts that failed, any class")                    \
    X(retries,           "retries scheduled on the same endpoint")             \
    X(retries_succeeded, "retry attempts that succeeded")                      \
    X(retries_failed,    "retry attempts that failed")                         \
    X(breaker_opens,     "breaker trips to open")                              \
    X(fallbacks,         "moves from this endpoint to a later step")           \
    X(budget_refusals,   "retries refused by an empty budget")                 \
    X(compactions,       "compact-and-retry decisions")                        \
    X(spills,            "tasks sent on to a later endpoint: this one full")   \
    X(limit_waits,       "waits for a slot or for the rate (WAIT decisions)")  \
    X(overloads,         "overload answers that shrank the limit")
#define RESIL_ENGINE_COUNTERS(X)                                               \
    X(tasks_started,      "tasks started")                                     \
    X(tasks_succeeded,    "tasks that ended DONE")                             \
    X(tasks_failed,       "tasks that ended FAIL")                             \
    X(tasks_cancelled,    "tasks cancelled by the caller")                     \
    X(degraded,           "tasks answered DEGRADED")                           \
    X(recoveries,         "tasks that succeeded after a failure")              \
    X(recovery_ms_sum,    "time from first failure to success, summed (ms)")   \
    X(recovery_ms_max,    "longest time from first failure to success (ms)")   \
    X(restarts_queued,    "tasks queued for a restart")                        \
    X(restarts_succeeded, "restarted tasks that succeeded")                    \
    X(restarts_exhausted, "tasks out of restarts")                             \
    X(alerts,             "failure-burst alerts raised")

typedef struct resil_counters {
#define RESIL__X(field, help) uint32_t field;
    RESIL_ENDPOINT_COUNTERS(RESIL__X)
    RESIL_ENGINE_COUNTERS(RESIL__X)
#undef RESIL__X
    uint32_t failures_by_class[RESIL_CLASS__COUNT]; /* per endpoint */
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

/* A sliding window of RESIL_WINDOW_BUCKETS buckets, each window_ms / 10
   long: the newest bucket plus the nine before it, so a result counts for
   between 9/10 and all of the window after it happened. Integer counts,
   saturating. All zero = empty. ok_sum / fail_sum are always the sums of
   ok[] / fail[] (kept on every change, so reading the window is O(1); not
   stored in a snapshot: derived again when one is read). */
#define RESIL_WINDOW_BUCKETS 10
typedef struct resil_window {
    uint32_t head_start;                 /* tick the newest bucket began */
    uint16_t ok[RESIL_WINDOW_BUCKETS];   /* successes per bucket */
    uint16_t fail[RESIL_WINDOW_BUCKETS]; /* failures per bucket */
    uint8_t head;                        /* index of the newest bucket */
    uint8_t primed;                      /* 0 until the first result */
    uint16_t reserved;
    uint32_t ok_sum;                     /* sum of ok[] */
    uint32_t fail_sum;                   /* sum of fail[] */
} resil_window;

/* Per-endpoint health monitor and alert state. All zero = nothing known. */
typedef struct resil_health {
    resil_window samples;  /* ping and call results: the verdict */
#ifndef RESIL_NO_ALERTS
    resil_window alerts;   /* counted failures: alerts (ok[] unused) */
#endif
    uint32_t last_ping;    /* tick of the last ping result (PINGED) */
    uint32_t last_ok;      /* last success of a ping, call or heartbeat
                              (SEEN_OK) */
    uint32_t dead_gen;     /* breaker generation when declared dead */
    uint32_t latency;      /* latency EWMA, ms x 16 (LATENCY) */
    uint8_t flags;         /* RESIL_HEALTH_F_* */
    uint8_t verdict;       /* the verdict last announced (HEALTH event) */
    uint16_t reserved;
} resil_health;

#define RESIL_HEALTH_F_PINGED 0x01u   /* last_ping is set */
#define RESIL_HEALTH_F_SEEN_OK 0x02u  /* last_ok is set */
#define RESIL_HEALTH_F_ARMED 0x04u    /* heartbeats seen: silence = dead */
#define RESIL_HEALTH_F_DEAD 0x08u     /* declared dead */
#define RESIL_HEALTH_F_LAST_FAIL 0x10u/* the newest result was a failure */
#define RESIL_HEALTH_F_ALERT 0x20u    /* alert episode on */
#define RESIL_HEALTH_F_LATENCY 0x40u  /* latency holds a value */

/* (resil_task_desc sits here, above its first use: the restart queue) */
typedef struct resil_task_desc {
    uint32_t id;         /* caller's id, echoed in events */
    uint32_t op_id;      /* idempotency id, kept across restarts */
    void *ctx;           /* caller's opaque context, kept across restarts */
    uint8_t chain;       /* chain index; default 0 */
    uint8_t op;          /* resil_op; default OTHER (30 s per attempt) */
    uint8_t restarts;    /* restarts already done (set by the queue) */
    uint8_t reserved;
    uint32_t timeout_ms; /* total deadline from start; 0 = none */
#ifndef RESIL_NO_OVERLOAD
    uint32_t tokens;     /* what one attempt costs against the endpoint's
                            tokens per minute (section 9); 0 = nothing */
#endif
} resil_task_desc;

/* A queued restart: the task's parameters and when it is due. */
typedef struct resil_restart_entry {
    resil_task_desc desc;  /* as given to resil_task_start; ctx kept */
    uint32_t due;          /* tick the restart is due */
} resil_restart_entry;

/* Engine-wide state of section 8. All zero = empty. */
#if !defined(RESIL_NO_ALERTS) || !defined(RESIL_NO_RESTARTQ)
#define RESIL__MONITOR 1 /* resil_engine.monitor exists */
typedef struct resil_monitor {
#ifndef RESIL_NO_ALERTS
    resil_window alerts;   /* engine-wide counted failures: alerts */
    uint8_t alert;         /* 1 while an engine-wide alert episode is on */
#endif
#ifndef RESIL_NO_RESTARTQ
    uint8_t queued;        /* restart queue length */
    resil_restart_entry restartq[RESIL_RESTARTQ_CAPACITY]; /* oldest first */
#endif
} resil_monitor;
#endif

#ifndef RESIL_NO_OVERLOAD
/* Per-endpoint overload control (section 9). All zero = nothing known
   (resil_engine_init sets the starting limit). */
typedef struct resil_limiter {
    uint32_t limit;      /* concurrency limit x 256 */
    uint16_t inflight;   /* calls out now */
    uint16_t ssthresh;   /* slow start below this limit (calls) */
    uint16_t waiting;    /* tasks waiting in line for a slot */
    uint16_t rpm;        /* requests per minute (learned or configured);
                            0 = unknown */
    uint8_t epoch;       /* bumped on every decrease: one per round */
    uint8_t gen;         /* bumped when lost calls are written off */
    uint8_t flags;       /* RESIL_LIMITER_F_* */
    uint8_t patience;    /* growth above ssthresh is 2^patience times
                            slower: the limit failed again where it failed
                            the time before (0..RESIL__LIM_PATIENCE) */
    uint16_t next_ticket; /* the line: the number the next task in line gets */
    uint16_t serving;    /* ... and the number at its front */
    uint32_t out_until;  /* latest attempt deadline of the calls out */
    uint32_t hold_until; /* no call before this (Retry-After, reset) */
    uint32_t slot_at;    /* the line last could not move (no room) */
    uint32_t win_start;  /* start of the current minute (rate windows) */
    uint16_t req_cur;    /* requests started this minute */
    uint16_t req_prev;   /* ... and the minute before */
    uint32_t tpm;        /* tokens per minute; 0 = unknown */
    uint32_t tok_cur;    /* tokens spent this minute */
    uint32_t tok_prev;   /* ... and the minute before */
    uint32_t learn_at;   /* when a learned rpm last moved */
    uint32_t pace_at;    /* rpm pacing: the even-spacing time of the next
                            call (a burst of rpm/16 may run ahead of it) */
} resil_limiter;

#define RESIL_LIMITER_F_HOLD 0x01u    /* hold_until is set */
#define RESIL_LIMITER_F_OUT 0x02u     /* out_until is set */
#define RESIL_LIMITER_F_LEARNED 0x04u /* rpm learned from 429s: it probes up */
#endif

typedef struct resil_endpoint {
    resil_breaker breaker;
    resil_bucket budget;
#ifndef RESIL_NO_COUNTERS
    resil_counters counters;
#endif
#ifndef RESIL_NO_HEALTH
    /* -- section 8 per-endpoint state -- */
    resil_health health;
#elif !defined(RESIL_NO_OVERLOAD)
    uint32_t latency;     /* latency EWMA for section 9, ms x 16; 0 none */
#endif
#ifndef RESIL_NO_OVERLOAD
    /* -- section 9 per-endpoint state -- */
    resil_limiter limiter;
#else
    uint16_t oks;         /* successes (wrapping): busy or dead (section 9) */
    uint16_t reserved;
#endif
} resil_endpoint;

typedef struct resil_engine {
    resil_desc desc;          /* resolved configuration (no zero fields) */
    resil_endpoint ep[RESIL_MAX_ENDPOINTS];
    resil_bucket budget;      /* engine-wide budget (mode BOTH) */
#ifndef RESIL_NO_COUNTERS
    resil_counters counters;  /* engine counters only: read the totals
                                 with resil_engine_counters() */
#else
    uint32_t tasks_started;   /* keys the streams of tasks without an id */
#endif
    uint32_t rng;             /* key of the built-in random streams */
    uint32_t last_ms;         /* last `now` seen */
    uint32_t clock_known;     /* 1 once a `now` has been seen */
    uint32_t aged_ms;         /* when stale ticks were last pulled forward */
    uint32_t magic;           /* set by resil_engine_init */
#ifdef RESIL__MONITOR
    /* -- section 8 engine-wide state -- */
    resil_monitor monitor;
#endif
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
    uint16_t draws;       /* random numbers drawn (its own stream) */
    uint32_t generation;  /* breaker generation when the attempt started */
    uint32_t started_ms;
    uint32_t first_fail_ms;
    uint32_t wait_until;  /* WAITING: next try from this tick */
    uint32_t deadline;    /* total deadline (if has_deadline) */
    uint32_t attempt_deadline;
    uint32_t prev_delay;  /* last backoff delay (decorrelated jitter) */
    uint32_t last_ms;     /* last `now` this task saw */
#ifndef RESIL_NO_OVERLOAD
    uint8_t lim_epoch;    /* limiter epoch and generation when the attempt */
    uint8_t lim_gen;      /* in flight started (section 9) */
    uint8_t lim_flags;    /* RESIL__LIM_* (section 9) */
    uint8_t reserved2;
    uint16_t ticket;      /* its number in its endpoint's line (section 9) */
    uint16_t reserved3;
#else
    uint16_t oks_at;      /* its endpoint's oks when the attempt started */
    uint8_t lim_flags;    /* RESIL__LIM_HELD only (section 8) */
    uint8_t reserved2;
#endif
} resil_task;
/* resil_task.lim_flags (section 9; with the struct, so that code built
   against the declarations alone, such as the fuzz harness, reads them) */
#define RESIL__LIM_TICKET 0x01u /* in its endpoint's line for a slot */
#define RESIL__LIM_OUT 0x02u    /* its attempt holds a slot */
#define RESIL__LIM_HELD 0x04u   /* restart queue was full: offer again */

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
/* When the breaker lets a call through next (*at, in the caller's clock):
   `now` when CLOSED, FORCED_CLOSED, or HALF_OPEN with a probe slot free;
   its half-open time when OPEN; when the probe out must have reported (its
   attempt deadline) when every slot is taken. RESIL_E_STATE when
   FORCED_OPEN (until resil_breaker_override_set() lifts it). Does not
   change the engine. */
RESILDEF int resil_breaker_probe_at(const resil_engine *e, uint32_t endpoint,
                                    uint32_t now, uint32_t *at);
/* Retry tokens x 1000 left in an endpoint's bucket (or the engine's, with
   endpoint RESIL_NO_ENDPOINT) at `now`. */
RESILDEF int resil_budget_milli(const resil_engine *e, uint32_t endpoint,
                                uint32_t now, uint32_t *out);

#ifndef RESIL_NO_COUNTERS
RESILDEF int resil_engine_counters(const resil_engine *e, resil_counters *out);
RESILDEF int resil_endpoint_counters(const resil_engine *e, uint32_t endpoint,
                                     resil_counters *out);
#endif

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
   optional hints (may be NULL). One pass, no allocation, no locale.
   out->status is the first HTTP status written as one in the text, else
   the hint's; out->retry_after_ms the most trusted delay found in the text
   (ms keys, then second keys and phrases, then x-ratelimit-reset-*), at
   most RESIL_MAX_INTERVAL_MS, 0 if none. RESIL_E_NULL if out is NULL or
   text is NULL with len > 0. */
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
/*
   HEALTH MONITOR (per endpoint)
      Tells when to ping, records ping results and latencies, and gives a
      pre-flight verdict. A ping is whatever cheap call proves the endpoint
      answers. Pings are due every health.ping_ms (30 s), every
      suspect_ping_ms (10 s) while the last result failed, the verdict is
      unhealthy, the breaker is half-open or the endpoint is dead, and every
      open_ping_ms (60 s, but never after its half-open time) while the
      breaker is open. A successful real call counts as a ping: while traffic
      succeeds no ping is ever due.
      Verdict over the last window_ms (2 min): UNKNOWN with fewer than
      min_samples (3) results (counts as healthy: resil_health_usable() is 1),
      UNHEALTHY when unhealthy_pct (50%) or more failed, else HEALTHY; DEAD
      while declared dead. Results are pings and real calls whose class
      counts toward the breaker. A failed ping counts toward the breaker like
      a failed call; a successful ping while the breaker is half-open is a
      probe success (enough of them close it).
      Session death: after the first heartbeat (resil_health_heartbeat() or a
      successful ping), dead_ms (90 s) without any success declares the
      endpoint dead; so does resil_health_dead() (the worker is gone). Dead:
      event DEAD, the breaker opens (or its generation moves on), and every
      task whose attempt on it started before is answered at once: its next
      resil_next() treats the attempt as failed with class crash, reason
      dead (restart queue rules apply). Any later success revives it.
      Pause: when every endpoint still ahead in a task's chain is down
      (dead, breaker open, or pinged and unhealthy with a failed newest
      result) and the chain has no degraded answer, resil_next() answers
      WAIT, reason PAUSED, until the first of them may be tried again (its
      half-open time or next ping), never past the task's deadline nor
      pause_max_ms (5 min) after its start: no retry is burnt meanwhile.

         resil_outcome p = {0}; uint32_t at;
         if (resil_health_next_ping(&eng, ep, now, &at) == RESIL_OK &&
             resil_time_reached(now, at)) {
             p.ok = ping(ep, &p.latency_ms);  // p.cls = class if it failed
             resil_health_ping(&eng, ep, now, &p);
         }
         if (!resil_health_usable(&eng, ep, now)) skip_this_one();

   RESTART QUEUE (engine-owned, RESIL_RESTARTQ_CAPACITY slots)
      A task that finally fails (chain exhausted, retries used up, breakers
      open, endpoint dead) with a class in restart.classes (network, timeout,
      unavailable, crash; and any class whose policy action is RESTART) is
      queued instead: its decision is RESTART with at_ms = now + 1 min, then
      2 min, 4 min (restart.delay_ms doubling up to max_delay_ms), each
      +-20% (restart.jitter_pct) so that tasks queued together do not come
      back as one herd, at most restart.max_restarts (3) times; the task's state is QUEUED. Not queued:
      logic and cancelled failures, deadline and compaction failures,
      passthrough mode, degraded answers, and a restart that would be due
      at or after the task's own deadline (a restarted task keeps that
      deadline: its timeout_ms is what is left of it). A task refused by
      open breakers on every step without a failure of its own counts as
      network-down and is queued. Queue full: a task with no deadline is
      held, never failed: its decision is WAIT, reason QUEUE_FULL, at_ms =
      when the next queued restart comes due (room; if that one is due
      already but not yet taken by resil_restartq_due(): limit.wait_ms
      ahead); at that time resil_next() offers it again (RESTART once there
      is room). A task with a deadline cannot wait for room: FAIL, reason
      QUEUE_FULL, at once. Restarts used up: FAIL, reason RESTARTS. Returning tasks go
      through admission (section 9): an endpoint back from an outage
      slow-starts, so a queue released at once still reaches it no faster
      than it admits. Events
      RESTART_QUEUED (value_ms = delay) and RESTART_DUE; counters
      restarts_queued / restarts_succeeded (a restarted task that ends DONE) /
      restarts_exhausted. The queue keeps id, op_id (for idempotency), ctx,
      chain, op, timeout and the restart count; oldest first among equals.
      resil_cancel() on the QUEUED task takes it out of the queue.

         resil_task_desc td;
         while (resil_restartq_due(&eng, now, &td) == RESIL_OK)
             resil_task_start(&eng, new_task_for(td.ctx), &td, now);

   ALERTS
      alert.threshold (10) or more failures within alert.window_ms (5 min)
      raise ALERT (value_ms = failures in the window) once per episode, per
      endpoint and engine-wide (endpoint RESIL_NO_ENDPOINT); the episode
      ends with ALERT_CLEARED when the window holds fewer than
      alert.clear_below (5). Failures are those of calls and pings whose
      class counts toward the breaker (not logic, cancelled, ...). The
      counter `alerts` counts episodes of every scope. Windows move on with
      each report and with resil_health_tick(), which also declares silent
      endpoints dead: call it from your main loop now and then (every few
      seconds is plenty).

         resil_health_tick(&eng, now);   // ALERT_CLEARED, DEAD come from here
         if (resil_alert_active(&eng, RESIL_NO_ENDPOINT) == 1) page_someone();

   METRICS
      resil_metrics() writes every counter of RESIL_ENDPOINT_COUNTERS
      engine-wide (their sum) as resil_NAME_total and per endpoint as
      resil_endpoint_NAME_total{endpoint="name, or the index"}, every one of
      RESIL_ENGINE_COUNTERS as resil_NAME_total (a *_ms_sum field as
      resil_*_seconds_total, a *_ms_max one as the gauge resil_*_max_seconds),
      failures by class (label class), the breaker state and the health
      verdict (statesets), latency, alert and queue gauges, as OpenMetrics
      1.0 text ending in "# EOF". No stdio: its own integer formatting. It never writes past cap; *needed gets the
      full size (without the NUL, added when it fits); RESIL_E_SPACE if it
      did not fit. resil_metrics_format(..., RESIL_METRICS_PROMETHEUS, ...)
      writes the Prometheus 0.0.4 text form instead, where a counter's TYPE
      and HELP lines carry its _total name (what `promtool check metrics`
      expects; OpenMetrics forbids it).

         char buf[8192]; size_t n;
         if (resil_metrics(&eng, now, buf, sizeof buf, &n) == RESIL_OK)
             http_reply(buf, n);

   SNAPSHOT
      resil_snapshot_write() stores breakers, budgets, health, alerts,
      counters, the generator state and the restart queue (not ctx pointers:
      they come back NULL; keep your own data under id / op_id) into a
      caller buffer (not the overload control of section 9: calls in
      flight do not survive a reboot, and limits are learned again); resil_snapshot_read() loads it into an engine built
      from the same configuration, re-anchoring every time to the new `now`
      (times are stored relative to the `now` of the write, as the engine's
      next call at that `now` would see them: any `now` will do, also one
      behind the engine's last, before its first, or weeks after it). A truncated or
      damaged blob gives RESIL_E_CORRUPT, another format version or a
      configuration with another fingerprint RESIL_E_VERSION, more queued
      tasks than RESIL_RESTARTQ_CAPACITY RESIL_E_CAPACITY; on any error the
      engine is unchanged (the blob is fully checked before a byte is
      written). RESIL_SNAPSHOT_MAX is a buffer size that always suffices.
      Byte layout, all integers little-endian, T = tick stored as
      (tick - now) mod 2^32:
         0  u32 magic "RSNP" (52 53 4E 50)     4  u16 format version (2)
         6  u8  endpoint count E                7  u8  queued restarts Q
         8  u32 total length, CRC included     12  u32 config fingerprint
        16  engine block (RESIL_SNAPSHOT_ENGINE_BYTES): rng u32 (the key of
            the random streams), last_ms T,
            clock_known u8, budget {milli u32, refill_at T}, counters,
            alert window, alert u8
            then E endpoint blocks (RESIL_SNAPSHOT_ENDPOINT_BYTES): breaker
            {state u8, trips u8, consecutive u16, probes_out u16, probe_ok
            u16, generation u32, open_until T, since T, probe_until T,
            window_start T, window_calls u16, window_failures u16}, budget,
            counters, health {samples window, alerts window, last_ping T,
            last_ok T, dead_gen u32, latency u32, flags u8, verdict u8}
            then Q restart entries (RESIL_SNAPSHOT_RESTART_BYTES): id u32,
            op_id u32, chain u8, op u8, restarts u8, reserved u8,
            timeout_ms u32, due T
        end-4 u32 CRC-32 (IEEE 802.3: reflected 0xEDB88320, init and final
            xor 0xFFFFFFFF) of every byte before it
      counters, u32 each, in list order: the engine block holds the
      RESIL_ENGINE_COUNTERS fields, an endpoint block its
      RESIL_ENDPOINT_COUNTERS fields, then failures_by_class[] in class
      order. window: head_start T, head u8, primed u8, ok[10] u16, fail[10]
      u16 (its running sums are not stored: reading derives them). The
      fingerprint is FNV-1a (32 bit) over the format version, the
      counter list lengths and the resolved configuration's numeric fields,
      little-endian, in declaration order; it leaves out pointers, names,
      seed and passthrough (a kill switch is not a different configuration).
      Bytes after the total length (a flash sector's rest) are ignored.
      `make health-sizes` prints the sizes.

         uint8_t blob[RESIL_SNAPSHOT_MAX]; size_t len;
         resil_snapshot_write(&eng, now, blob, sizeof blob, &len);
         save(blob, len);                          // ... reboot ...
         resil_engine_init(&eng, &same_desc);
         if (resil_snapshot_read(&eng, now, blob, len) != RESIL_OK)
             start_fresh();                        // eng untouched

   SNAPSHOT SLOTS (A/B, for flash and power cuts)
      A write cut by a power failure must not lose the last good state.
      Give two slots of slot_size bytes each (two flash sectors, one region
      of 2 * slot_size: slots[0..slot_size) is A, the rest B; at least
      RESIL_SNAPSHOT_SLOT_OVERHEAD + the snapshot's size, and
      RESIL_SNAPSHOT_SLOT_MAX always suffices). resil_snapshot_write_slot()
      reads both, builds the next slot in a RAM image and names the slot to
      program: never the one holding the newest valid state, so a cut
      anywhere in the programming leaves that one whole. The slot carries a
      sequence number, one more than the newest (wrap-safe), and a CRC over
      all of it: resil_snapshot_read_newest() loads the valid slot with the
      newest sequence, so it reads the state before the cut write or the
      new one, whatever the torn slot holds (erased 0xFF, zeros, old or
      half-new bytes); once one write has completed it always finds one.
      Slot layout (little-endian): 0 u32 magic "RSLT" (52 53 4C 54), 4 u32
      sequence, 8 u32 snapshot length L, 12 the snapshot (L bytes), 12 + L
      u32 CRC-32 of bytes 0 .. 12 + L; the image's rest is 0xFF (erased).
      Allocation-free; resil never touches the storage itself.

         static uint8_t img[SLOT];  uint32_t ix;   // SLOT: sector size
         if (resil_snapshot_write_slot(&eng, now, flash, SLOT, img, &ix) == RESIL_OK) {
             flash_erase(ix);  flash_program(ix, img, SLOT);   // may be cut
         }                                         // ... reboot ...
         if (resil_snapshot_read_newest(&eng, now, flash, SLOT, NULL) != RESIL_OK)
             start_fresh();                        // RESIL_E_EMPTY: first boot
*/

#define RESIL_HEALTH_VERDICTS(X)                                               \
    X(UNKNOWN,   "unknown")   /* too few results: counts as healthy */       \
    X(HEALTHY,   "healthy")                                                    \
    X(UNHEALTHY, "unhealthy") /* unhealthy_pct or more of results failed */  \
    X(DEAD,      "dead")      /* declared dead: silent, or worker gone */

typedef enum resil_health_verdict {
#define RESIL__X(e, name) RESIL_HEALTH_##e,
    RESIL_HEALTH_VERDICTS(RESIL__X)
#undef RESIL__X
    RESIL_HEALTH__COUNT
} resil_health_verdict;

#ifndef RESIL_NO_HEALTH
/* Record a ping result (o->ok, o->cls if it failed, o->latency_ms). */
RESILDEF int resil_health_ping(resil_engine *e, uint32_t endpoint,
                               uint32_t now, const resil_outcome *o);
/* When the next ping is due (*at; at or before `now`: ping now). */
RESILDEF int resil_health_next_ping(const resil_engine *e, uint32_t endpoint,
                                    uint32_t now, uint32_t *at);
/* resil_health_verdict at `now` (>= 0), or a negative result. */
RESILDEF int resil_health_verdict_at(const resil_engine *e, uint32_t endpoint,
                                     uint32_t now);
/* Pre-flight check: 1 if HEALTHY or UNKNOWN, 0 if UNHEALTHY or DEAD, <0 on
   bad input. */
RESILDEF int resil_health_usable(const resil_engine *e, uint32_t endpoint,
                                 uint32_t now);
/* Latency moving average in ms; RESIL_E_EMPTY before the first one. */
RESILDEF int resil_health_latency(const resil_engine *e, uint32_t endpoint,
                                  uint32_t *ms);
/* The session / worker behind `endpoint` is alive (arms death detection). */
RESILDEF int resil_health_heartbeat(resil_engine *e, uint32_t endpoint,
                                    uint32_t now);
/* The session / worker behind `endpoint` is gone: declare it dead now. */
RESILDEF int resil_health_dead(resil_engine *e, uint32_t endpoint,
                               uint32_t now);
/* Move time-driven state on: silent endpoints die, alerts clear. */
RESILDEF int resil_health_tick(resil_engine *e, uint32_t now);
RESILDEF const char *resil_health_verdict_name(int verdict);
#endif

#ifndef RESIL_NO_RESTARTQ
/* Pop the earliest restart due at `now` (oldest first among equals) into
   *out, its restarts count already incremented; RESIL_E_EMPTY if none. */
RESILDEF int resil_restartq_due(resil_engine *e, uint32_t now,
                                resil_task_desc *out);
/* Tick of the earliest queued restart; RESIL_E_EMPTY if the queue is empty. */
RESILDEF int resil_restartq_next_at(const resil_engine *e, uint32_t *at);
/* Queued tasks (>= 0), or a negative result. */
RESILDEF int resil_restartq_count(const resil_engine *e);
#endif

#ifndef RESIL_NO_ALERTS
/* 1 while an alert episode is on for `endpoint` (RESIL_NO_ENDPOINT: the
   engine), 0 if not, <0 on bad input. */
RESILDEF int resil_alert_active(const resil_engine *e, uint32_t endpoint);
#endif

/* How many rows each counter list of section 6 has (snapshot sizes). */
enum {
#define RESIL__X(field, help) RESIL__EPC_##field,
    RESIL_ENDPOINT_COUNTERS(RESIL__X)
#undef RESIL__X
    RESIL__ENDPOINT_COUNTER_COUNT
};
enum {
#define RESIL__X(field, help) RESIL__ENC_##field,
    RESIL_ENGINE_COUNTERS(RESIL__X)
#undef RESIL__X
    RESIL__ENGINE_COUNTER_COUNT
};

typedef enum resil_metrics_fmt {
    RESIL_METRICS_OPENMETRICS = 0, /* OpenMetrics 1.0 text, "# EOF" last */
    RESIL_METRICS_PROMETHEUS,      /* Prometheus text 0.0.4 */
    RESIL_METRICS__COUNT
} resil_metrics_fmt;

#ifndef RESIL_NO_METRICS_TEXT
/* Metrics text into buf[0..cap): see METRICS above. */
RESILDEF int resil_metrics(const resil_engine *e, uint32_t now, char *buf,
                           size_t cap, size_t *needed);
RESILDEF int resil_metrics_format(const resil_engine *e, uint32_t now,
                                  int fmt, char *buf, size_t cap,
                                  size_t *needed);
#endif

/* Snapshot sizes (bytes) of the layout above. */
#define RESIL_SNAPSHOT_HEADER_BYTES 16u
#define RESIL_SNAPSHOT_WINDOW_BYTES (6u + 4u * RESIL_WINDOW_BUCKETS)
#define RESIL_SNAPSHOT_ENGINE_BYTES                                            \
    (17u + 4u * RESIL__ENGINE_COUNTER_COUNT + RESIL_SNAPSHOT_WINDOW_BYTES + 1u)
#define RESIL_SNAPSHOT_ENDPOINT_BYTES                                          \
    (32u + 8u + 4u * RESIL__ENDPOINT_COUNTER_COUNT + 4u * RESIL_CLASS__COUNT + \
     2u * RESIL_SNAPSHOT_WINDOW_BYTES + 18u)
#define RESIL_SNAPSHOT_RESTART_BYTES 20u
#define RESIL_SNAPSHOT_SIZE(endpoints, queued)                                 \
    (RESIL_SNAPSHOT_HEADER_BYTES + RESIL_SNAPSHOT_ENGINE_BYTES +               \
     (endpoints) * RESIL_SNAPSHOT_ENDPOINT_BYTES +                             \
     (queued) * RESIL_SNAPSHOT_RESTART_BYTES + 4u)
#define RESIL_SNAPSHOT_MAX                                                     \
    RESIL_SNAPSHOT_SIZE(RESIL_MAX_ENDPOINTS, RESIL_RESTARTQ_CAPACITY)
#define RESIL_SNAPSHOT_VERSION 2u /* 2: counters spills, limit_waits, overloads */

#ifndef RESIL_NO_SNAPSHOT
/* Write the snapshot; *len gets its size (also when it does not fit:
   RESIL_E_SPACE, nothing written). */
RESILDEF int resil_snapshot_write(const resil_engine *e, uint32_t now,
                                  void *buf, size_t cap, size_t *len);
/* Load a snapshot into an initialised engine of the same configuration. */
RESILDEF int resil_snapshot_read(resil_engine *e, uint32_t now,
                                 const void *buf, size_t len);
/* The configuration fingerprint a snapshot of this engine carries. */
RESILDEF uint32_t resil_config_fingerprint(const resil_desc *resolved);
#endif

/* ===================================================================== */
/* == 9. Overload control: limits, admission, rate headers ============= */
/* ===================================================================== */
/*
   BUSY IS NOT DEAD
      Every endpoint has a concurrency limit learned from outcomes, a
      request and a token rate per minute (configured, or learned from the
      provider's headers and from its first 429), and a hold (Retry-After,
      a rate reset). resil_next() admits a call only within them:
        - at its limit: the task spills to a later endpoint of its chain
          that has room (event FALLBACK, reason LIMIT), or WAITs (reason
          LIMIT, d.endpoint = the endpoint it waits for) in arrival order:
          a waiting task holds a ticket; when a call ends and tasks wait,
          RESIL_EV_SLOT names the endpoint: wake the oldest task waiting for
          it (the callback must not call into the engine: note it, then call
          resil_next()). Callers that only poll use d.at_ms (at most
          limit.wait_ms ahead).
        - rate spent or held: spill, or WAIT (reason RATE) until it opens,
          in the same line; as nothing wakes a task for a rate, d.at_ms
          is when its place in the line should come (tasks in line go in
          arrival order, a newcomer never before them), so a polling
          caller asks about once per call the rate lets through.
        - an endpoint whose breaker refuses calls (OPEN, or HALF_OPEN
          with every probe out) is never waited for: a busy task there
          falls back (reason BREAKER_OPEN) as a refused one does.
      Overload answers (unavailable, rate_limit; timeouts too) shrink the
      limit, once per round: to decrease_pct of itself, and to no more
      than the calls still out, floor 1. An answer to a call sent before
      the last decrease does not shrink it again by a share; a refusal
      (unavailable, a bare 429) still takes one call off, as the provider
      turned one away (a first round far above the provider's slots
      comes down to them in that round, not by 10% a round).
      Successes grow it when it was used: +1 per success below the slow-
      start threshold (doubling per round, like TCP slow start), +1/limit
      above it (+1 per round); each time a probe above fails where the
      last one failed, growth above the threshold halves (at most 16x
      slower; back to +1 per round once the limit passes that level), so
      a provider of 2 slots is offered a third ever less often. Retrying
      an overload answer spends no retry budget while the limit is on:
      the task waits for the limit, which bounds the load. After
      an outage (the breaker closes again) the limit restarts at
      limit.restart and slow-starts back to where it was.
      An overload answer counts toward the breaker (and the health
      verdict) only when the limit is 1: a provider that refuses even one
      call at a time is gone; one that serves some calls is only busy.
      Refused connections, DNS failures, resets and 5xx other than 502/503/
      529 count exactly as before. limit.mode OFF restores the old rules.

      Rates: an endpoint's requests per minute (endpoints[i].rpm) and tokens
      per minute (endpoints[i].tpm; an attempt costs task desc .tokens)
      are configured, or learned: from the headers of every response passed
      to resil_report_rate() (limit, remaining: the provider's count, which
      includes other processes on the same account, so several processes
      stay under one limit together; remaining 0 holds the endpoint until
      the reset), or from a 429 its headers do not explain: rpm = what the
      provider accepted in the last minute (a refused call spends
      nothing), learned after more than 3 accepted requests; later 429s
      lower it at most once a minute (to what went through, or by 1/16),
      and a minute with the rate nearly all used and no 429 raises it by
      1/32 (a rate learned low, or raised by the provider, comes back). A
      429's Retry-After holds the whole endpoint (the provider says when it
      takes calls again); the task that got it also waits it out. Counting
      is a sliding window of two one-minute buckets (the previous one
      weighted by its share still inside the minute), and calls are paced:
      never more than rpm/16 + 1 calls ahead of even spacing, so a line
      released at a reset or after a hold goes out at the rate, not at one
      instant, and several processes on one account (each its own engine)
      overshoot the account's limit little (multi-process.scn: 4 engines,
      0.6% of calls answered 429 after the limit was learned). So any 60 s
      holds at most rpm + rpm/16 + 1 starts (the burst the pacing allows
      after a quiet spell), rpm on average.

         resil_rate_info ri; memset(&ri, 0, sizeof ri);
         for (each response header h)
             resil_rate_header(&ri, h.name, h.nlen, h.value, h.vlen, unix_s);
         resil_report_rate(&eng, &task, now, &o, &ri, &d);

      Where this comes from: the limit is TCP's congestion window (slow
      start, then additive increase; multiplicative decrease once per
      round, as in RFC 5681 and Netflix concurrency-limits' AIMD limiter,
      whose default backoff ratio 0.9 we keep). We did not take the
      latency-gradient limiters (Vegas, Gradient2, Envoy's adaptive
      concurrency filter with its minRTT sampling): an LLM call's latency
      is dominated by output length, not queueing, so it says little about
      load, while providers say "overloaded" outright (529, 503, 429); and
      Envoy's periodic minRTT windows cost throughput on purpose. Envoy's
      slow_start_window became limit.restart; the SRE book's client-side
      throttling (accepts vs requests) is covered by the retry budget
      (section 6) together with these limits; LiteLLM's router keeps
      rpm/tpm per deployment and skips a full one, as the spill-over here
      does, but holds a deployment for a fixed cooldown after a 429, where
      resil uses the provider's own reset. Costs: 72 bytes of RAM per
      endpoint (60 of limiter state, three counters), 8 per task; 232
      instructions per successful call (resil_next admitting it, then
      resil_report: 943, against 711 with limit.mode OFF, which skips the
      admission check and the limiter update), and resil_rate_header()
      per header line (1155 for "x-ratelimit-reset-tokens: 6m0s");
      measured by `build/bench --only decision` (callgrind).
      RESIL_NO_OVERLOAD compiles this section out (COMPILE-TIME OPTIONS
      says how busy is then told from dead).
*/

#ifndef RESIL_NO_OVERLOAD
/* What a response's rate-limit headers said. Fill it with
   resil_rate_header() for each header, pass it to resil_report_rate(). */
typedef struct resil_rate_info {
    uint32_t limit_requests;     /* requests per minute allowed */
    uint32_t remaining_requests; /* left in the current window */
    uint32_t reset_requests_ms;  /* until the request allowance is full */
    uint32_t limit_tokens;       /* tokens per minute allowed */
    uint32_t remaining_tokens;
    uint32_t reset_tokens_ms;
    uint32_t retry_after_ms;     /* Retry-After, retry-after-ms */
    uint32_t flags;              /* RESIL_RATE_F_*: which fields were said */
} resil_rate_info;

#define RESIL_RATE_F_LIMIT_REQUESTS 0x01u
#define RESIL_RATE_F_REMAINING_REQUESTS 0x02u
#define RESIL_RATE_F_RESET_REQUESTS 0x04u
#define RESIL_RATE_F_LIMIT_TOKENS 0x08u
#define RESIL_RATE_F_REMAINING_TOKENS 0x10u
#define RESIL_RATE_F_RESET_TOKENS 0x20u
#define RESIL_RATE_F_RETRY_AFTER 0x40u

/* Read one response header (name case-insensitive, any order; neither
   needs a NUL). Known: x-ratelimit-{limit,remaining,reset}-{requests,
   tokens} (OpenAI: resets as "1s", "6m0s", "20ms"),
   anthropic-ratelimit-{requests,tokens}-{limit,remaining,reset}
   (resets as RFC 3339 times: `unix_s`, the
   caller's wall-clock seconds, 0 if unknown), retry-after (seconds or an
   HTTP-date), retry-after-ms. Any other header is ignored (RESIL_OK,
   nothing changes); a known header with a bad value is RESIL_E_PARSE,
   nothing changes. */
RESILDEF int resil_rate_header(resil_rate_info *ri, const char *name,
                               size_t name_len, const char *value,
                               size_t value_len, uint32_t unix_s);

/* Why the limit changed (RESIL_EV_LIMIT's `to`). */
#define RESIL_LIMIT_EV_GROW 1u
#define RESIL_LIMIT_EV_SHRINK 2u
#define RESIL_LIMIT_EV_RESTART 3u

/* An endpoint's overload state at `now` (read-only). */
typedef struct resil_limit_info {
    uint32_t limit;     /* concurrency limit (calls); 0 = none */
    uint32_t inflight;  /* calls out */
    uint32_t waiting;   /* tasks waiting for a slot (tickets out) */
    uint32_t rpm;       /* requests per minute; 0 = unknown */
    uint32_t rpm_used;  /* requests in the last minute (estimate) */
    uint32_t tpm;       /* tokens per minute; 0 = unknown */
    uint32_t tpm_used;  /* tokens in the last minute (estimate) */
    uint32_t open_at;   /* no call before this tick (== now if none) */
} resil_limit_info;

/* resil_report() with the response's rate-limit headers (rate may be
   NULL: then it is resil_report()). */
RESILDEF int resil_report_rate(resil_engine *e, resil_task *t, uint32_t now,
                               const resil_outcome *o,
                               const resil_rate_info *rate, resil_decision *d);

RESILDEF int resil_limit_get(const resil_engine *e, uint32_t endpoint,
                             uint32_t now, resil_limit_info *out);
RESILDEF const char *resil_limit_mode_name(int mode);
#endif /* RESIL_NO_OVERLOAD */

#ifndef RESIL_NO_SNAPSHOT
/* Two slots (A/B) that survive a power cut mid-write: see SNAPSHOT SLOTS
   above. A slot is RESIL_SNAPSHOT_SLOT_OVERHEAD bytes plus the snapshot. */
#define RESIL_SNAPSHOT_SLOT_OVERHEAD 16u
#define RESIL_SNAPSHOT_SLOT_MAX (RESIL_SNAPSHOT_MAX + RESIL_SNAPSHOT_SLOT_OVERHEAD)
/* Build the next slot in image[0..slot_size) (RAM, not overlapping the
   slots); *index gets the slot to program it into (0: slots[0..slot_size),
   1: slots[slot_size..2 * slot_size)): the one not holding the newest
   valid slot. `slots` is read only. RESIL_E_SPACE if the snapshot does not
   fit a slot. */
RESILDEF int resil_snapshot_write_slot(const resil_engine *e, uint32_t now,
                                       const void *slots, size_t slot_size,
                                       void *image, uint32_t *index);
/* Load the newest valid slot (the older one if the newest is refused);
   *index (may be NULL) gets the slot loaded. RESIL_E_EMPTY if neither slot
   holds a complete one (nothing ever written, or only torn writes), else
   what resil_snapshot_read() answers. */
RESILDEF int resil_snapshot_read_newest(resil_engine *e, uint32_t now,
                                        const void *slots, size_t slot_size,
                                        uint32_t *index);
#endif

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

#ifndef RESIL_ASSERT
#define RESIL_ASSERT(c) ((void)0)
#endif
#ifndef RESIL_MEMSET
#if defined(__GNUC__) || defined(__clang__)
#define RESIL_MEMSET(d, v, n) __builtin_memset((d), (v), (n))
#else
#include <string.h>
#define RESIL_MEMSET(d, v, n) memset((d), (v), (n))
#endif
#endif
#ifndef RESIL_MEMCPY
#if defined(__GNUC__) || defined(__clang__)
#define RESIL_MEMCPY(d, s, n) __builtin_memcpy((d), (s), (n))
#else
#include <string.h>
#define RESIL_MEMCPY(d, s, n) memcpy((d), (s), (n))
#endif
#endif
/* A small function on the decision path (a hint: C99 and C++ inline). */
#define RESIL__INLINE inline
/* A rare path kept out of line, so that the hot function around it stays
   small enough to be inlined (an optimisation hint only). */
#if defined(__GNUC__) || defined(__clang__)
#define RESIL__COLD __attribute__((noinline, cold))
#else
#define RESIL__COLD
#endif
/* A function copied into each caller, so that a caller's constant
   arguments fold (a size choice: see resil__check_resolved). */
#if defined(__GNUC__) || defined(__clang__)
#define RESIL__EACH_CALLER inline __attribute__((always_inline))
#else
#define RESIL__EACH_CALLER inline
#endif
#ifdef RESIL_NO_STRINGS
#define RESIL__S(s) ""
#else
#define RESIL__S(s) s
#endif

#define RESIL__MAGIC 0x7265736cu /* "resl": set by resil_engine_init */
/* An endpoint's latency EWMA (ms x 16) for section 9: the health
   monitor's, or without it a plain one kept for section 9. */
#ifndef RESIL_NO_HEALTH
#define RESIL__LATENCY(e, i) ((e)->ep[(i)].health.latency)
#elif !defined(RESIL_NO_OVERLOAD)
#define RESIL__LATENCY(e, i) ((e)->ep[(i)].latency)
#define RESIL__LATENCY_SHIFT 3u /* health.latency_shift's default */
#endif
/* How long a task held for room in the restart queue waits at most. */
#ifndef RESIL_NO_OVERLOAD
#define RESIL__WAIT_MS(e) ((e)->desc.limit.wait_ms)
#else
#define RESIL__WAIT_MS(e) 1000u /* limit.wait_ms's default */
struct resil_rate_info; /* (section 9's hooks take a pointer to none) */
#endif
#define RESIL__HALF 0x80000000u  /* the wrap-safe comparison horizon */
#define RESIL__TASK_COMPACT_NEXT 0x80u /* task flag: next try compacts */

/* == impl: 2. tables ================================================== */

/* Names live in fixed-width char arrays, not pointer tables: no relocation,
   so the tables stay in read-only memory and .data stays empty. */
#ifdef RESIL_NO_STRINGS
#define RESIL__NAME_W 1
#else
#define RESIL__NAME_W 20
#endif

/* The class table's rules and its names, apart: a program that never
   prints a class name does not link the names. */
typedef struct resil__class_row {
    uint8_t action, attempts, counts, slow;
} resil__class_row;

static const resil__class_row resil__classes[RESIL_CLASS__COUNT] = {
#define RESIL__X(e, name, act, att, counts, slow)                             \
    {RESIL_ACTION_##act, att, counts, slow},
    RESIL_CLASSES(RESIL__X)
#undef RESIL__X
};
static const char resil__class_names[RESIL_CLASS__COUNT][RESIL__NAME_W] = {
#define RESIL__X(e, name, act, att, counts, slow) RESIL__S(name),
    RESIL_CLASSES(RESIL__X)
#undef RESIL__X
};

#define RESIL__NAME_ROW(e, name) RESIL__S(name),
#define RESIL__NAME_ROW3(e, name, v) RESIL__S(name),
#define RESIL__NAME_TABLE(table, LIST, ROW)                                   \
    static const char table[][RESIL__NAME_W] = {LIST(ROW)}

RESIL__NAME_TABLE(resil__action_names, RESIL_ACTIONS, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__jitter_names, RESIL_JITTERS, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__budget_names, RESIL_BUDGETS, RESIL__NAME_ROW);
#ifndef RESIL_NO_OVERLOAD
RESIL__NAME_TABLE(resil__limit_mode_names, RESIL_LIMIT_MODES, RESIL__NAME_ROW);
#endif
RESIL__NAME_TABLE(resil__decision_names, RESIL_DECISIONS, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__reason_names, RESIL_REASONS, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__event_names, RESIL_EVENTS, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__breaker_names, RESIL_BREAKER_STATES, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__task_state_names, RESIL_TASK_STATES, RESIL__NAME_ROW);
RESIL__NAME_TABLE(resil__op_names, RESIL_OPS, RESIL__NAME_ROW3);
static const char resil__coarse_names[RESIL_COARSE__COUNT][RESIL__NAME_W] = {
    RESIL__S("retry_same"), RESIL__S("fall_back"), RESIL__S("special"),
    RESIL__S("stop")};
static const uint32_t resil__op_timeouts[] = {
#define RESIL__X(e, name, ms) ms,
    RESIL_OPS(RESIL__X)
#undef RESIL__X
};

static const char *resil__name(const char (*table)[RESIL__NAME_W], int count,
                               int i)
{
    return (i >= 0 && i < count) ? table[i] : RESIL__S("?");
}
#define RESIL__COUNTOF(a) ((int)(sizeof(a) / sizeof((a)[0])))

RESILDEF const char *resil_result_str(int result)
{
    switch (result) {
#define RESIL__X(name, value, str)                                            \
    case value: return RESIL__S(str);
        RESIL_RESULTS(RESIL__X)
#undef RESIL__X
    default: return RESIL__S("unknown result");
    }
}

RESILDEF const char *resil_class_name(int cls)
{
    return (cls >= 0 && cls < RESIL_CLASS__COUNT) ? resil__class_names[cls]
                                                  : RESIL__S("?");
}

RESILDEF int resil_class_from_name(const char *name, size_t len)
{
    int c;
    size_t i;
    if (!name) return RESIL_E_NULL;
    for (c = 0; c < RESIL_CLASS__COUNT; c++) {
        const char *n = resil__class_names[c];
        for (i = 0; i < len && n[i] && n[i] == name[i]; i++) {}
        if (i == len && n[i] == 0) return c;
    }
    return RESIL_E_RANGE;
}

RESILDEF int resil_class_default_action(int cls)
{
    return (cls >= 0 && cls < RESIL_CLASS__COUNT) ? (int)resil__classes[cls].action
                                                  : (int)RESIL_E_RANGE;
}

/* The coarse view follows from the default action: one place. */
RESILDEF int resil_class_coarse(int cls)
{
    switch (resil_class_default_action(cls)) {
    case RESIL_ACTION_RETRY: return RESIL_COARSE_RETRY_SAME;
    case RESIL_ACTION_FALLBACK: return RESIL_COARSE_FALL_BACK;
    case RESIL_ACTION_COMPACT:
    case RESIL_ACTION_RESTART: return RESIL_COARSE_SPECIAL;
    case RESIL_ACTION_STOP: return RESIL_COARSE_STOP;
    default: return RESIL_E_RANGE;
    }
}

RESILDEF const char *resil_action_name(int a)
{ return resil__name(resil__action_names, RESIL__COUNTOF(resil__action_names), a); }
RESILDEF const char *resil_coarse_name(int c)
{ return resil__name(resil__coarse_names, RESIL__COUNTOF(resil__coarse_names), c); }
RESILDEF const char *resil_jitter_name(int j)
{ return resil__name(resil__jitter_names, RESIL__COUNTOF(resil__jitter_names), j); }
RESILDEF const char *resil_budget_mode_name(int m)
{ return resil__name(resil__budget_names, RESIL__COUNTOF(resil__budget_names), m); }
#ifndef RESIL_NO_OVERLOAD
RESILDEF const char *resil_limit_mode_name(int m)
{ return resil__name(resil__limit_mode_names, RESIL__COUNTOF(resil__limit_mode_names), m); }
#endif
RESILDEF const char *resil_decision_name(int k)
{ return resil__name(resil__decision_names, RESIL__COUNTOF(resil__decision_names), k); }
RESILDEF const char *resil_reason_name(int r)
{ return resil__name(resil__reason_names, RESIL__COUNTOF(resil__reason_names), r); }
RESILDEF const char *resil_event_name(int t)
{ return resil__name(resil__event_names, RESIL__COUNTOF(resil__event_names), t); }
RESILDEF const char *resil_breaker_state_name(int s)
{ return resil__name(resil__breaker_names, RESIL__COUNTOF(resil__breaker_names), s); }
RESILDEF const char *resil_task_state_name(int s)
{ return resil__name(resil__task_state_names, RESIL__COUNTOF(resil__task_state_names), s); }
RESILDEF const char *resil_op_name(int op)
{ return resil__name(resil__op_names, RESIL__COUNTOF(resil__op_names), op); }

/* == impl: 3. time and arithmetic ====================================== */

RESILDEF int resil_time_after(uint32_t a, uint32_t b)
{
    uint32_t d = a - b; /* unsigned: wraps by definition */
    return d != 0u && d < RESIL__HALF;
}

RESILDEF int resil_time_reached(uint32_t now, uint32_t t)
{
    return (uint32_t)(now - t) < RESIL__HALF;
}

static uint32_t resil__min(uint32_t a, uint32_t b) { return a < b ? a : b; }
static uint32_t resil__max(uint32_t a, uint32_t b) { return a > b ? a : b; }

/* The one saturating helper for quantities that grow. */
static uint32_t resil__sat_add(uint32_t a, uint32_t b)
{
    uint32_t s = a + b;
    return s < a ? UINT32_MAX : s;
}

static void resil__inc(uint32_t *c)
{
    *c += (uint32_t)(*c != UINT32_MAX); /* saturates, without a branch */
}

/* v * pct / 100 without 64-bit division and without overflow (saturates):
   v = 100q + r, so v * pct / 100 = q * pct + r * pct / 100 exactly. */
static uint32_t resil__scale_pct(uint32_t v, uint32_t pct)
{
    uint32_t q = v / 100u, r = v % 100u;
    if (pct != 0u && q > UINT32_MAX / pct) return UINT32_MAX;
    return resil__sat_add(q * pct, (r * pct) / 100u); /* r*pct < 100*65536 */
}

/* Uniform in [0, n) from a uniform 32-bit value: multiply-shift (Lemire),
   no division, same result on every architecture. */
static uint32_t resil__uniform(uint32_t rnd, uint32_t n)
{
    return (uint32_t)(((uint64_t)rnd * n) >> 32);
}

/* d +- pct percent, uniformly, from rnd. */
static uint32_t resil__jitter(uint32_t d, uint32_t pct, uint32_t rnd)
{
    uint32_t j = resil__scale_pct(resil__min(d, RESIL_MAX_INTERVAL_MS), pct);
    if (j > d) j = d;
    return d - j + resil__uniform(rnd, 2u * j + 1u); /* j <= 2^30 */
}

/* == impl: 4. backoff ================================================= */

#define RESIL__BACKOFF_BASE_MS 1000u  /* resil_desc.backoff's defaults */
#define RESIL__BACKOFF_CAP_MS 30000u

/* The un-jittered delay before retry `retry`: base * (mult/100)^(retry-1),
   capped. Grows by at least 1 ms a step, so the loop ends at the cap: with
   the default x2 it runs at most 30 times, whatever `retry` is. */
static uint32_t resil__backoff_exp(const resil_backoff_desc *b, uint32_t retry,
                                   uint32_t cap)
{
    uint32_t d = resil__min(b->base_ms, cap), i;
    if (b->multiplier_pct <= 100u) return d;
    for (i = 1; i < retry && d < cap; i++)
        d = resil__max(d + 1u, resil__scale_pct(d, b->multiplier_pct));
    return resil__min(d, cap);
}

static void resil__backoff_defaults(resil_backoff_desc *b, uint32_t base,
                                    uint32_t cap)
{
    if (!b->base_ms) b->base_ms = base;
    if (!b->cap_ms) b->cap_ms = resil__max(cap, b->base_ms);
    if (!b->multiplier_pct) b->multiplier_pct = 200;
    if (!b->jitter_pct) b->jitter_pct = 20;
}

RESILDEF uint32_t resil_backoff_delay(const resil_backoff_desc *desc,
                                      uint32_t retry, uint32_t prev_ms,
                                      uint32_t rnd)
{
    resil_backoff_desc r;
    const resil_backoff_desc *b = &r;
    uint32_t cap, d, hi;
    if (!desc) return 0;
    r = *desc; /* zero fields: resil_desc.backoff's defaults */
    resil__backoff_defaults(&r, RESIL__BACKOFF_BASE_MS, RESIL__BACKOFF_CAP_MS);
    cap = resil__min(resil__max(b->cap_ms, b->base_ms), RESIL_MAX_INTERVAL_MS);
    if (retry == 0u) retry = 1u;
    switch (b->jitter) {
    case RESIL_JITTER_CONSTANT: return resil__min(b->base_ms, cap);
    case RESIL_JITTER_DECORRELATED:
        /* AWS: sleep = min(cap, random_between(base, sleep * 3)) */
        d = resil__min(b->base_ms, cap);
        hi = resil__max(prev_ms, d);
        hi = hi > RESIL_MAX_INTERVAL_MS ? RESIL_MAX_INTERVAL_MS : hi * 3u;
        return resil__min(cap, d + resil__uniform(rnd, hi - d + 1u));
    case RESIL_JITTER_FULL:
        d = resil__backoff_exp(b, retry, cap);
        return resil__uniform(rnd, d + 1u);
    case RESIL_JITTER_EQUAL:
        d = resil__backoff_exp(b, retry, cap);
        return d / 2u + resil__uniform(rnd, d - d / 2u + 1u);
    case RESIL_JITTER_NONE: return resil__backoff_exp(b, retry, cap);
    case RESIL_JITTER_PROPORTIONAL:
    default:
        d = resil__backoff_exp(b, retry, cap);
        return resil__min(cap, resil__jitter(d, b->jitter_pct, rnd));
    }
}

/* == impl: 5. configuration =========================================== */

static void resil__health_defaults(resil_desc *d); /* impl 8 */
static int resil__health_check(const resil_desc *d, const char **field);
static void resil__limit_defaults(resil_desc *d); /* impl 9 */
static int resil__limit_check(const resil_desc *d, const char **field);

RESILDEF void resil_desc_defaults(resil_desc *d)
{
    int i;
    if (!d) return;
    if (!d->endpoint_count) d->endpoint_count = 1;
    if (!d->chain_count) d->chain_count = 1;
    if (!d->max_compactions) d->max_compactions = 1;
    /* chain 0 defaults to every endpoint in order: primary, secondary... */
    if (!d->chains[0].step_count) {
        uint8_t n = (uint8_t)resil__min(d->endpoint_count, RESIL_MAX_STEPS);
        for (i = 0; i < n; i++) d->chains[0].steps[i] = (uint8_t)i;
        d->chains[0].step_count = n;
    }
    resil__backoff_defaults(&d->backoff, RESIL__BACKOFF_BASE_MS, RESIL__BACKOFF_CAP_MS);
    resil__backoff_defaults(&d->slow_backoff, 5000u, 60000u);
    if (!d->breaker.failure_threshold) d->breaker.failure_threshold = 5;
    if (!d->breaker.probe_successes) d->breaker.probe_successes = 2;
    if (!d->breaker.probes) d->breaker.probes = 1;
    if (!d->breaker.open_jitter_pct) d->breaker.open_jitter_pct = 10;
    if (!d->breaker.open_ms) d->breaker.open_ms = 30000u;
    if (!d->breaker.open_max_ms)
        d->breaker.open_max_ms = resil__max(300000u, d->breaker.open_ms);
    if (!d->breaker.rate_window_ms) d->breaker.rate_window_ms = 60000u;
    if (!d->breaker.rate_min_calls) d->breaker.rate_min_calls = 20;
    if (!d->budget.ratio_pct) d->budget.ratio_pct = 20;
    if (!d->budget.max_tokens) d->budget.max_tokens = 10;
    if (!d->budget.refill_ms) d->budget.refill_ms = 10000u;
    for (i = 0; i < RESIL_CLASS__COUNT; i++) {
        resil_class_policy *p = &d->policy[i];
        if (!p->action) p->action = resil__classes[i].action;
        if (!p->attempts) p->attempts = resil__classes[i].attempts;
        if (!p->counts)
            p->counts = resil__classes[i].counts ? RESIL_BREAKER_COUNTS_YES
                                                 : RESIL_BREAKER_COUNTS_NO;
        if (!p->slow) p->slow = resil__classes[i].slow ? 1 : 2;
    }
    for (i = 0; i < RESIL_OP__COUNT; i++)
        if (!d->attempt_timeout_ms[i])
            d->attempt_timeout_ms[i] = resil__op_timeouts[i];
    if (!d->retry_after_cap_ms) d->retry_after_cap_ms = 60000u;
    if (!d->seed) d->seed = 1;
    resil__health_defaults(d);
    resil__limit_defaults(d);
}

#define RESIL__BAD(code, name)                                                \
    do {                                                                      \
        if (field) *field = RESIL__S(name);                                   \
        return code;                                                          \
    } while (0)

/* The backoff fields' names, slow_backoff's: backoff's are the same
   strings without their first 5 bytes ("slow_"). */
#ifdef RESIL_NO_STRINGS
#define RESIL__FIELD_W 1
#define RESIL__SLOW_PREFIX 0u
#else
#define RESIL__FIELD_W 28
#define RESIL__SLOW_PREFIX 5u
#endif
static const char resil__backoff_fields[5][RESIL__FIELD_W] = {
    RESIL__S("slow_backoff.base_ms"), RESIL__S("slow_backoff.cap_ms"),
    RESIL__S("slow_backoff.multiplier_pct"), RESIL__S("slow_backoff.jitter"),
    RESIL__S("slow_backoff.jitter_pct")};

/* 0 if a backoff desc is possible, else 1 + the index of its first
   impossible field in resil__backoff_fields. */
static int resil__backoff_bad(const resil_backoff_desc *b)
{
    if (b->base_ms > RESIL_MAX_INTERVAL_MS) return 1;
    if (b->cap_ms > RESIL_MAX_INTERVAL_MS || b->cap_ms < b->base_ms) return 2;
    if (b->multiplier_pct < 100 || b->multiplier_pct > 1000) return 3;
    if (b->jitter >= RESIL_JITTER__COUNT) return 4;
    if (b->jitter_pct > 100) return 5;
    return 0;
}

/* Checks a resolved desc (defaults already filled). Copied into its two
   callers: resil_engine_init's copy has no `field` (NULL), so it drops
   the field names, and a program that never calls resil_desc_check links
   none of them (with the backoff names' table below, most of a kilobyte
   on a Cortex-M0+). */
static RESIL__EACH_CALLER int resil__check_resolved(const resil_desc *d,
                                                     const char **field)
{
    int i, j, r;
    const resil_breaker_desc *b = &d->breaker;
    if (d->endpoint_count > RESIL_MAX_ENDPOINTS)
        RESIL__BAD(RESIL_E_CAPACITY, "endpoint_count");
    if (d->chain_count > RESIL_MAX_CHAINS)
        RESIL__BAD(RESIL_E_CAPACITY, "chain_count");
    if (d->passthrough > 1) RESIL__BAD(RESIL_E_CONFIG, "passthrough");
    for (i = 0; i < d->chain_count; i++) {
        const resil_chain_desc *c = &d->chains[i];
        if (c->step_count == 0) RESIL__BAD(RESIL_E_CONFIG, "chains.step_count");
        if (c->step_count > RESIL_MAX_STEPS)
            RESIL__BAD(RESIL_E_CAPACITY, "chains.step_count");
        if (c->degraded > 1) RESIL__BAD(RESIL_E_CONFIG, "chains.degraded");
        for (j = 0; j < c->step_count; j++)
            if (c->steps[j] >= d->endpoint_count)
                RESIL__BAD(RESIL_E_CONFIG, "chains.steps");
    }
    for (i = 0; i < 2; i++) {
        if ((j = resil__backoff_bad(i ? &d->slow_backoff : &d->backoff)) == 0)
            continue;
        if (field) *field = resil__backoff_fields[j - 1] + (i ? 0u : RESIL__SLOW_PREFIX);
        return RESIL_E_CONFIG;
    }
    if (b->probes > 1000) RESIL__BAD(RESIL_E_CONFIG, "breaker.probes");
    if (b->probe_successes > 1000)
        RESIL__BAD(RESIL_E_CONFIG, "breaker.probe_successes");
    if (b->open_jitter_pct > 50)
        RESIL__BAD(RESIL_E_CONFIG, "breaker.open_jitter_pct");
    if (b->rate_pct > 100) RESIL__BAD(RESIL_E_CONFIG, "breaker.rate_pct");
    if (b->open_ms > RESIL_MAX_INTERVAL_MS)
        RESIL__BAD(RESIL_E_CONFIG, "breaker.open_ms");
    if (b->open_max_ms > RESIL_MAX_INTERVAL_MS || b->open_max_ms < b->open_ms)
        RESIL__BAD(RESIL_E_CONFIG, "breaker.open_max_ms");
    if (b->rate_window_ms > RESIL_MAX_INTERVAL_MS)
        RESIL__BAD(RESIL_E_CONFIG, "breaker.rate_window_ms");
    if (d->budget.mode >= RESIL_BUDGET__COUNT)
        RESIL__BAD(RESIL_E_CONFIG, "budget.mode");
    if (d->budget.ratio_pct > 100) RESIL__BAD(RESIL_E_CONFIG, "budget.ratio_pct");
    if (d->budget.max_tokens > 1000)
        RESIL__BAD(RESIL_E_CONFIG, "budget.max_tokens");
    if (d->budget.refill_ms > RESIL_MAX_INTERVAL_MS)
        RESIL__BAD(RESIL_E_CONFIG, "budget.refill_ms");
    for (i = 0; i < RESIL_CLASS__COUNT; i++) {
        const resil_class_policy *p = &d->policy[i];
        if (p->action >= RESIL_ACTION__COUNT)
            RESIL__BAD(RESIL_E_CONFIG, "policy.action");
        if (p->counts > RESIL_BREAKER_COUNTS_NO)
            RESIL__BAD(RESIL_E_CONFIG, "policy.counts");
        if (p->slow > 2) RESIL__BAD(RESIL_E_CONFIG, "policy.slow");
    }
    /* Cancellation is nobody's failure and always stops (TAXONOMY rule 5). */
    if (d->policy[RESIL_CLASS_CANCELLED].action != RESIL_ACTION_STOP ||
        d->policy[RESIL_CLASS_CANCELLED].counts != RESIL_BREAKER_COUNTS_NO)
        RESIL__BAD(RESIL_E_CONFIG, "policy[cancelled]");
    for (i = 0; i < RESIL_OP__COUNT; i++)
        if (d->attempt_timeout_ms[i] > RESIL_MAX_INTERVAL_MS)
            RESIL__BAD(RESIL_E_CONFIG, "attempt_timeout_ms");
    if (d->retry_after_cap_ms > RESIL_MAX_INTERVAL_MS)
        RESIL__BAD(RESIL_E_CONFIG, "retry_after_cap_ms");
    if ((r = resil__limit_check(d, field)) != RESIL_OK) return r;
    return resil__health_check(d, field);
}

RESILDEF int resil_desc_check(const resil_desc *d, const char **field)
{
    resil_desc r;
    if (field) *field = RESIL__S("");
    if (!d) RESIL__BAD(RESIL_E_NULL, "desc");
    r = *d;
    resil_desc_defaults(&r);
    return resil__check_resolved(&r, field);
}

/* == impl: 6. engine ================================================== */

/* Section 8's hooks into the engine (defined in impl 8). */
static void resil__health_ticks(resil_engine *e, int age, uint32_t v);
static void resil__health_on_outcome(resil_engine *e, uint32_t ep,
                                     uint32_t now, const resil_outcome *o,
                                     int busy);
static int resil__health_in_flight(resil_engine *e, resil_task *t,
                                   uint32_t now, resil_decision *d);
static int resil__health_pause(resil_engine *e, resil_task *t, uint32_t now,
                               resil_decision *d);
static int resil__restart_offer(resil_engine *e, resil_task *t, uint32_t now,
                                uint8_t *reason);
static int resil__restart_cancel(resil_engine *e, resil_task *t, uint32_t now,
                                 resil_decision *d);
/* Section 9's hooks (defined in impl 9). */
static void resil__limit_init(resil_engine *e);
static void resil__limit_ticks(resil_engine *e, int age, uint32_t v);
static int resil__lim_check(resil_engine *e, const resil_task *t, uint32_t ep,
                            uint32_t now, uint32_t *when);
static void resil__lim_queue(resil_engine *e, resil_task *t, uint32_t ep);
static void resil__lim_leave(resil_engine *e, resil_task *t);
static void resil__lim_take(resil_engine *e, resil_task *t, uint32_t ep,
                            uint32_t now, uint32_t until);
static void resil__lim_release(resil_engine *e, resil_task *t, uint32_t now);
static void resil__lim_outcome(resil_engine *e, resil_task *t, uint32_t now,
                               const resil_outcome *o,
                               const struct resil_rate_info *rate);
static int resil__lim_counts(const resil_engine *e, const resil_task *t,
                             const resil_outcome *o);
static int resil__lim_overload(const resil_engine *e, uint32_t cls);
static void resil__lim_restart(resil_engine *e, uint32_t ep, uint32_t now);
static int resil__breaker_state(const resil_engine *e, uint32_t endpoint,
                                uint32_t now);

/* Random numbers: counter-based streams, so that no decision depends on
   how many numbers anybody else drew. A number is a hash of the engine's
   key (the seed) and where it is drawn: a task's n-th draw hashes (id,
   op_id, restarts, n) (not a tick: a clock offset changes nothing); a breaker's open-time jitter hashes (endpoint,
   generation), whoever tripped it. The caller's desc.random, when set, is
   called instead, as it comes. */
static uint32_t resil__fmix(uint32_t h) /* MurmurHash3's 32-bit finaliser */
{
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    return h ^ (h >> 16);
}

static uint32_t resil__stream(uint32_t key, uint32_t a, uint32_t b,
                              uint32_t c, uint32_t n)
{
    uint32_t h = resil__fmix(key + 0x9E3779B9u);
    h = resil__fmix(h ^ a);
    h = resil__fmix(h + b);
    h = resil__fmix(h ^ c);
    return resil__fmix(h + n * 0x9E3779B9u);
}

#define RESIL__DRAW_BREAKER 0x10000u /* above any task's draw number */

static uint32_t resil__task_rand(resil_engine *e, resil_task *t)
{
    uint32_t n = t->draws;
    if (e->desc.random) return e->desc.random(e->desc.random_user);
    t->draws = (uint16_t)(n + 1u); /* (wraps after 65536: any n will do) */
    return resil__stream(e->rng, t->desc.id, t->desc.op_id, t->desc.restarts, n);
}

static uint32_t resil__breaker_rand(resil_engine *e, uint8_t ep)
{
    if (e->desc.random) return e->desc.random(e->desc.random_user);
    return resil__stream(e->rng, ep, e->ep[ep].breaker.generation, 0u,
                         RESIL__DRAW_BREAKER);
}

/* Emit an event; it is built only when someone listens. `t` (may be NULL)
   gives the task id, the class and the attempt: the attempt on the
   endpoint, or the task's attempts in all for the events that end it. */
static void resil__emit_to(const resil_engine *e, uint8_t type, uint8_t ep,
                           const resil_task *t, uint32_t now, uint8_t reason,
                           uint8_t from, uint8_t to, uint32_t value)
{
    resil_event ev;
    RESIL_MEMSET(&ev, 0, sizeof ev);
    ev.type = type;
    ev.endpoint = ep;
    ev.reason = reason;
    ev.from = from;
    ev.to = to;
    ev.now_ms = now;
    ev.value_ms = value;
    if (t) {
        int whole = (type >= RESIL_EV_DEGRADED && type <= RESIL_EV_FAILED) ||
                    type == RESIL_EV_CANCELLED;
        ev.task_id = t->desc.id;
        ev.cls = t->last_cls;
        ev.attempt = whole ? t->attempts : t->attempt;
    }
    e->desc.on_event(e->desc.event_user, &ev);
}
/* The listener test stays at the call site: no listener, no call. */
#define RESIL__EMIT(e, ...)                                                   \
    do {                                                                      \
        if ((e)->desc.on_event) resil__emit_to((e), __VA_ARGS__);             \
    } while (0)

/* Count on an endpoint (the engine's figure is the sum, on reading). */
#ifndef RESIL_NO_COUNTERS
#define RESIL__COUNT(e, idx, field) resil__inc(&(e)->ep[(idx)].counters.field)
#define RESIL__COUNT_E(e, field) resil__inc(&(e)->counters.field)
#define RESIL__STARTED(e) ((e)->counters.tasks_started)
#else
#define RESIL__COUNT(e, idx, field) ((void)(e), (void)(idx))
#define RESIL__COUNT_E(e, field) ((void)(e))
#define RESIL__STARTED(e) ((e)->tasks_started)
#endif

/* -- breaker ---------------------------------------------------------- */

static void resil__breaker_set(resil_engine *e, uint8_t ep, uint8_t state,
                               uint32_t now, const resil_task *t)
{
    resil_breaker *b = &e->ep[ep].breaker;
    uint8_t from = b->state;
    b->state = state;
    b->generation++; /* late results from before this point are ignored */
    b->since = now;
    b->probes_out = 0;
    b->probe_ok = 0;
    b->consecutive = 0;
    b->window_start = now;
    b->window_calls = 0;
    b->window_failures = 0;
    RESIL__EMIT(e, RESIL_EV_BREAKER, ep, t, now, RESIL_REASON_NONE, from, state,
                state == RESIL_BREAKER_OPEN ? b->open_until - now : 0u);
    if (from == RESIL_BREAKER_HALF_OPEN && state == RESIL_BREAKER_CLOSED)
        resil__lim_restart(e, ep, now); /* back from an outage: slow start */
}

static void resil__breaker_trip(resil_engine *e, uint8_t ep, uint32_t now,
                                const resil_task *t)
{
    const resil_breaker_desc *c = &e->desc.breaker;
    resil_breaker *b = &e->ep[ep].breaker;
    uint32_t dur = c->open_ms, i;
    /* Closed for a whole max-open period: a new episode, not a re-trip. */
    if (b->state == RESIL_BREAKER_CLOSED &&
        resil_time_reached(now, b->since + c->open_max_ms))
        b->trips = 0;
    if (b->trips < 255u) b->trips++;
    for (i = 1; i < b->trips && dur < c->open_max_ms; i++) dur = dur * 2u;
    dur = resil__min(dur, c->open_max_ms); /* open_max_ms <= 2^30: no wrap */
    dur = resil__min(resil__jitter(dur, c->open_jitter_pct, resil__breaker_rand(e, ep)),
                     RESIL_MAX_INTERVAL_MS);
    b->open_until = now + dur;
    RESIL__COUNT(e, ep, breaker_opens);
    resil__breaker_set(e, ep, RESIL_BREAKER_OPEN, now, t);
}

/* May a call go to `ep` now? Moves OPEN -> HALF_OPEN when its time is up
   and takes a probe slot there (*probe = 1). `until` is the latest the
   attempt can run: a probe whose task never reports frees its slot then. */
static RESIL__INLINE int resil__breaker_admit(resil_engine *e, uint8_t ep, uint32_t now,
                                uint32_t until, const resil_task *t, int *probe)
{
    resil_breaker *b = &e->ep[ep].breaker;
    *probe = 0;
    switch (b->state) {
    case RESIL_BREAKER_CLOSED:
    case RESIL_BREAKER_FORCED_CLOSED: return 1;
    case RESIL_BREAKER_OPEN:
        if (!resil_time_reached(now, b->open_until)) return 0;
        resil__breaker_set(e, ep, RESIL_BREAKER_HALF_OPEN, now, t);
        break;
    case RESIL_BREAKER_HALF_OPEN:
        if (b->probes_out && resil_time_reached(now, b->probe_until)) {
            b->probes_out = 0; /* lost probes: their results no longer count */
            b->generation++;
        }
        break;
    case RESIL_BREAKER_FORCED_OPEN:
    default: return 0;
    }
    if (b->probes_out >= e->desc.breaker.probes) return 0;
    if (b->probes_out == 0 || resil_time_after(until, b->probe_until))
        b->probe_until = until;
    b->probes_out++;
    *probe = 1;
    return 1;
}

/* Count an outcome (counted failure, success, or neither) of an attempt
   that started in the breaker's current generation. */
#define RESIL__OUTCOME_NEUTRAL 0
#define RESIL__OUTCOME_SUCCESS 1
#define RESIL__OUTCOME_FAILURE 2

static RESIL__INLINE void resil__breaker_record(resil_engine *e, uint8_t ep, int outcome,
                                  int probe, uint32_t now, const resil_task *t)
{
    const resil_breaker_desc *c = &e->desc.breaker;
    resil_breaker *b = &e->ep[ep].breaker;
    if (b->state == RESIL_BREAKER_HALF_OPEN) {
        if (!probe) return;
        if (b->probes_out) b->probes_out--;
        if (outcome == RESIL__OUTCOME_FAILURE)
            resil__breaker_trip(e, ep, now, t);
        else if (outcome == RESIL__OUTCOME_SUCCESS &&
                 ++b->probe_ok >= c->probe_successes)
            resil__breaker_set(e, ep, RESIL_BREAKER_CLOSED, now, t);
        return;
    }
    if (b->state != RESIL_BREAKER_CLOSED || outcome == RESIL__OUTCOME_NEUTRAL)
        return;
    if (c->rate_pct) {
        if (!resil_time_reached(now, b->window_start) ||
            resil_time_reached(now, b->window_start + c->rate_window_ms)) {
            b->window_start = now;
            b->window_calls = 0;
            b->window_failures = 0;
        }
        if (b->window_calls < UINT16_MAX) b->window_calls++;
        if (outcome == RESIL__OUTCOME_FAILURE && b->window_failures < UINT16_MAX)
            b->window_failures++;
    }
    if (outcome == RESIL__OUTCOME_SUCCESS) {
        b->consecutive = 0;
        return;
    }
    if (b->consecutive < UINT16_MAX) b->consecutive++;
    if (b->consecutive >= c->failure_threshold ||
        (c->rate_pct && b->window_calls >= c->rate_min_calls &&
         (uint32_t)b->window_failures * 100u >=
             (uint32_t)b->window_calls * c->rate_pct))
        resil__breaker_trip(e, ep, now, t);
}

/* -- retry budget ----------------------------------------------------- */

static void resil__bucket_refill(const resil_budget_desc *c, resil_bucket *k,
                                 uint32_t now)
{
    uint32_t full = (uint32_t)c->max_tokens * 1000u, n;
    if (!resil_time_reached(now, k->refill_at)) {
        k->refill_at = now;
        return;
    }
    n = (now - k->refill_at) / c->refill_ms;
    if (n) {
        k->milli = resil__min(full, resil__sat_add(k->milli,
                                                   resil__min(n, full) * 1000u));
        k->refill_at += n * c->refill_ms;
    }
    if (k->milli >= full) k->refill_at = now; /* a full bucket banks nothing */
}

static void resil__bucket_deposit(const resil_budget_desc *c, resil_bucket *k)
{
    k->milli = resil__min((uint32_t)c->max_tokens * 1000u,
                          k->milli + (uint32_t)c->ratio_pct * 10u);
}

static int resil__budget_take(resil_engine *e, uint8_t ep, uint32_t now)
{
    const resil_budget_desc *c = &e->desc.budget;
    resil_bucket *k = &e->ep[ep].budget;
    if (c->mode == RESIL_BUDGET_OFF) return 1;
    resil__bucket_refill(c, k, now);
    if (k->milli < 1000u) return 0;
    if (c->mode == RESIL_BUDGET_BOTH) {
        resil__bucket_refill(c, &e->budget, now);
        if (e->budget.milli < 1000u) return 0;
        e->budget.milli -= 1000u;
    }
    k->milli -= 1000u;
    return 1;
}

static void resil__budget_deposit(resil_engine *e, uint8_t ep)
{
    const resil_budget_desc *c = &e->desc.budget;
    if (c->mode == RESIL_BUDGET_OFF) return;
    resil__bucket_deposit(c, &e->ep[ep].budget);
    if (c->mode == RESIL_BUDGET_BOTH) resil__bucket_deposit(c, &e->budget);
}

/* -- clock ------------------------------------------------------------ */

/* Every tick the engine stores goes through here, in one list, for two
   reasons. A clock reset (age 0) moves them all back by v ms: every pending
   interval keeps the length it had left. Aging (age 1) pulls every tick
   older than v up to v: a tick left alone for 2^31 ms would otherwise read
   as the future (a breaker untouched for 25 days would look open again). */
static void resil__tick_adjust(uint32_t *t, int age, uint32_t v)
{
    if (!age) *t -= v;
    else if (resil_time_after(v, *t)) *t = v;
}

static void resil__engine_ticks(resil_engine *e, int age, uint32_t v)
{
    int i;
    for (i = 0; i < RESIL_MAX_ENDPOINTS; i++) {
        resil_breaker *b = &e->ep[i].breaker;
        resil__tick_adjust(&b->open_until, age, v);
        resil__tick_adjust(&b->since, age, v);
        resil__tick_adjust(&b->probe_until, age, v);
        resil__tick_adjust(&b->window_start, age, v);
        resil__tick_adjust(&e->ep[i].budget.refill_at, age, v);
    }
    resil__tick_adjust(&e->budget.refill_at, age, v);
    resil__health_ticks(e, age, v);
    resil__limit_ticks(e, age, v);
}

/* Aging runs at least every 2^29 ms of engine time and pulls ticks up to
   2^30 ms in the past: no stored tick is ever 2^31 ms old. */
#define RESIL__AGE_EVERY 0x20000000u
#define RESIL__AGE_FLOOR 0x40000000u

/* The clock's rare cases, out of line: first sight of the clock, the clock
   went back, aging due. */
RESIL__COLD static void resil__engine_clock_moved(resil_engine *e,
                                                  uint32_t now)
{
    if (!e->clock_known) {
        /* first sight of the caller's clock: anchor everything to it */
        resil__engine_ticks(e, 0, e->last_ms - now);
        e->clock_known = 1;
        e->aged_ms = now;
    } else if (!resil_time_reached(now, e->last_ms)) {
        uint32_t back = e->last_ms - now;
        resil__engine_ticks(e, 0, back);
        e->aged_ms -= back;
        RESIL__EMIT(e, RESIL_EV_CLOCK, (uint8_t)RESIL_NO_ENDPOINT, NULL, now,
                    RESIL_REASON_NONE, 0, 0, back);
    } else if ((uint32_t)(now - e->aged_ms) >= RESIL__AGE_EVERY) {
        /* Twice: a step forward of up to 2^31 - 1 ms would put a tick
           already 2^30 old past the half range of `now`, where it reads as
           the future (an OPEN breaker's `since` left behind its open_until).
           Aged at the last `now` first, no tick is more than 2^30 behind
           it, so the second pass, at the new `now`, sees every tick right. */
        resil__engine_ticks(e, 1, e->last_ms - RESIL__AGE_FLOOR);
        resil__engine_ticks(e, 1, now - RESIL__AGE_FLOOR);
        e->aged_ms = now;
    }
}

/* Every mutating call sees `now` here first (small: inlined). */
static void resil__engine_clock(resil_engine *e, uint32_t now)
{
    /* (a step of exactly 2^31 is neither ahead nor behind: it counts as a
       step back, so nothing waits 24.8 days for it) */
    if (!e->clock_known || !resil_time_reached(now, e->last_ms) ||
        (uint32_t)(now - e->aged_ms) >= RESIL__AGE_EVERY)
        resil__engine_clock_moved(e, now);
    e->last_ms = now;
}

/* A task's ticks, as resil__tick_adjust() moves them. */
static void resil__task_ticks(resil_task *t, int age, uint32_t v)
{
    resil__tick_adjust(&t->started_ms, age, v);
    resil__tick_adjust(&t->first_fail_ms, age, v);
    resil__tick_adjust(&t->wait_until, age, v);
    resil__tick_adjust(&t->deadline, age, v);
    resil__tick_adjust(&t->attempt_deadline, age, v);
}

/* A task's clock: moved back with a reset; aged on every step forward, as
   the engine's, at its last `now` and then at the new one (a task called
   now and then for weeks, or once after almost 2^31 ms, must not read its
   start as the future: its pause while the chain is down would no longer
   end pause_max_ms after it; found by the engine fuzz target). */
static void resil__task_clock(resil_task *t, uint32_t now)
{
    if (!resil_time_reached(now, t->last_ms)) {
        resil__task_ticks(t, 0, t->last_ms - now);
    } else if (now != t->last_ms) {
        resil__task_ticks(t, 1, t->last_ms - RESIL__AGE_FLOOR);
        resil__task_ticks(t, 1, now - RESIL__AGE_FLOOR);
    }
    t->last_ms = now;
}

/* -- engine ----------------------------------------------------------- */

RESILDEF int resil_engine_init(resil_engine *e, const resil_desc *d)
{
    resil_desc r;
    int rc, i;
    if (!e || !d) return RESIL_E_NULL;
    r = *d;
    resil_desc_defaults(&r);
    if ((rc = resil__check_resolved(&r, NULL)) != RESIL_OK) return rc;
    RESIL_MEMSET(e, 0, sizeof *e);
    e->desc = r;
    e->rng = r.seed;
    for (i = 0; i < RESIL_MAX_ENDPOINTS; i++)
        e->ep[i].budget.milli = (uint32_t)r.budget.max_tokens * 1000u;
    e->budget.milli = (uint32_t)r.budget.max_tokens * 1000u;
    resil__limit_init(e);
    e->magic = RESIL__MAGIC;
    return RESIL_OK;
}

static int resil__engine_ok(const resil_engine *e)
{
    return e->magic == RESIL__MAGIC &&
           e->desc.endpoint_count >= 1 &&
           e->desc.endpoint_count <= RESIL_MAX_ENDPOINTS &&
           e->desc.chain_count >= 1 && e->desc.chain_count <= RESIL_MAX_CHAINS;
}

/* A task struct is checked before anything is changed: a stale or garbage
   one is refused, never followed. */
static RESIL__INLINE int resil__task_check(const resil_engine *e, const resil_task *t)
{
    const resil_chain_desc *c;
    if (t->state >= RESIL_TASK__COUNT || t->state == RESIL_TASK_IDLE)
        return RESIL_E_STATE;
    if (t->desc.chain >= e->desc.chain_count || t->desc.op >= RESIL_OP__COUNT ||
        t->desc.timeout_ms > RESIL_MAX_INTERVAL_MS) /* (a restart copies it) */
        return RESIL_E_RANGE;
    c = &e->desc.chains[t->desc.chain];
    if (t->step > c->step_count || t->last_cls >= RESIL_CLASS__COUNT ||
        t->reason >= RESIL_REASON__COUNT)
        return RESIL_E_RANGE;
    if (t->step < c->step_count && t->endpoint != c->steps[t->step])
        return RESIL_E_STATE;
    return RESIL_OK;
}

static void resil__decision(resil_decision *d, uint8_t kind, const resil_task *t,
                            uint32_t at)
{
    RESIL_MEMSET(d, 0, sizeof *d);
    d->kind = kind;
    d->endpoint = t->endpoint;
    d->step = t->step;
    d->cls = t->last_cls;
    d->reason = t->reason;
    d->attempt = t->attempt;
    d->at_ms = at;
}

/* The final decision of a finished task (repeated on every later call). */
static int resil__final(const resil_task *t, resil_decision *d)
{
    static const uint8_t kinds[RESIL_TASK__COUNT] = {
        RESIL_DECIDE_NONE, RESIL_DECIDE_NONE, RESIL_DECIDE_NONE,
        RESIL_DECIDE_NONE, RESIL_DECIDE_DONE, RESIL_DECIDE_DEGRADED,
        RESIL_DECIDE_FAIL, RESIL_DECIDE_CANCELLED, RESIL_DECIDE_RESTART};
    resil__decision(d, kinds[t->state], t, t->wait_until);
    return RESIL_OK;
}

static int resil__finish(resil_engine *e, resil_task *t, uint32_t now,
                         uint8_t state, uint8_t reason, resil_decision *d)
{
    uint8_t type = RESIL_EV_FAILED;
    int queued;
    resil__lim_leave(e, t);
    if (state == RESIL_TASK_FAILED &&
        (queued = resil__restart_offer(e, t, now, &reason)) != 0) {
        if (queued == 1) return resil__final(t, d); /* RESTART at wait_until */
        /* the queue is full and the task has no deadline: hold it */
        resil__decision(d, RESIL_DECIDE_WAIT, t, t->wait_until);
        d->reason = RESIL_REASON_QUEUE_FULL;
        return RESIL_OK;
    }
    t->state = state;
    t->reason = reason;
    if (state == RESIL_TASK_DEGRADED) {
        RESIL__COUNT_E(e, degraded);
        type = RESIL_EV_DEGRADED;
    } else if (state == RESIL_TASK_CANCELLED) {
        RESIL__COUNT_E(e, tasks_cancelled);
        type = RESIL_EV_CANCELLED;
    } else {
        RESIL__COUNT_E(e, tasks_failed);
    }
    RESIL__EMIT(e, type, t->endpoint, t, now, reason, 0, 0, now - t->started_ms);
    return resil__final(t, d);
}

/* No step left: degraded if the chain has that step, else fail. */
static int resil__exhausted(resil_engine *e, resil_task *t, uint32_t now,
                            resil_decision *d)
{
    const resil_chain_desc *c = &e->desc.chains[t->desc.chain];
    return resil__finish(e, t, now,
                         c->degraded ? RESIL_TASK_DEGRADED : RESIL_TASK_FAILED,
                         RESIL_REASON_EXHAUSTED, d);
}

/* The breaker would refuse a call to ep now: OPEN (its time not up),
   FORCED_OPEN, or HALF_OPEN with every probe out. A task busy at its
   limit then falls back like one refused by the breaker, rather than
   waiting in line for a slot the breaker would not let it use. */
static int resil__breaker_refuses(const resil_engine *e, uint8_t ep, uint32_t now)
{
    const resil_breaker *b = &e->ep[ep].breaker;
    int st = resil__breaker_state(e, ep, now);
    if (st == RESIL_BREAKER_OPEN || st == RESIL_BREAKER_FORCED_OPEN) return 1;
    return b->state == RESIL_BREAKER_HALF_OPEN && !e->desc.passthrough &&
           b->probes_out >= e->desc.breaker.probes &&
           !resil_time_reached(now, b->probe_until);
}

/* Move the task to its next step (no call made here). */
static RESIL__INLINE void resil__fall_back(resil_engine *e, resil_task *t, uint32_t now,
                             uint8_t reason)
{
    const resil_chain_desc *c = &e->desc.chains[t->desc.chain];
    uint8_t from = t->endpoint, next = (uint8_t)(t->step + 1u);
    uint8_t to = next < c->step_count ? c->steps[next] : (uint8_t)RESIL_NO_ENDPOINT;
    resil__lim_leave(e, t);
    RESIL__EMIT(e, RESIL_EV_FALLBACK, from, t, now, reason, from, to, 0);
    if (next < c->step_count) {
        RESIL__COUNT(e, from, fallbacks);
        t->endpoint = to;
    }
    t->step = next;
    t->attempt = 0;
    t->prev_delay = 0;
    t->state = RESIL_TASK_READY;
}

/* The endpoint is busy (at its limit, or its rate spent): spill to the
   first later step whose breaker is closed and that has room. 1 if the
   task moved. */
static int resil__spill(resil_engine *e, resil_task *t, uint32_t now)
{
    const resil_chain_desc *c = &e->desc.chains[t->desc.chain];
    uint32_t j, when, from = t->endpoint;
    for (j = t->step + 1u; j < c->step_count; j++) {
        int st = resil__breaker_state(e, c->steps[j], now);
        if ((st == RESIL_BREAKER_CLOSED || st == RESIL_BREAKER_FORCED_CLOSED) &&
            !resil__lim_check(e, t, c->steps[j], now, &when))
            break;
    }
    if (j >= c->step_count) return 0;
    RESIL__COUNT(e, from, spills);
    while (t->step < j) resil__fall_back(e, t, now, RESIL_REASON_LIMIT);
    return 1;
}

/* Busy everywhere it may go: wait (in line for a slot, or for the rate). */
static int resil__busy_wait(resil_engine *e, resil_task *t, uint32_t now,
                            int why, uint32_t when, resil_decision *d)
{
    if (!resil_time_after(when, now)) when = now + 1u;
    if (t->has_deadline && !resil_time_after(t->deadline, when)) {
        /* its turn would come at or after the deadline: fail now */
        if (t->failures == 0) t->last_cls = RESIL_CLASS_TIMEOUT;
        return resil__finish(e, t, now, RESIL_TASK_FAILED, RESIL_REASON_DEADLINE, d);
    }
    resil__lim_queue(e, t, t->endpoint); /* LIMIT or RATE: in line */
    t->state = RESIL_TASK_WAITING;
    t->wait_until = when;
    RESIL__COUNT(e, t->endpoint, limit_waits);
    resil__decision(d, RESIL_DECIDE_WAIT, t, when);
    d->reason = (uint8_t)why;
    return RESIL_OK;
}

/* READY or WAITING: find the next call, or the end. */
static int resil__decide(resil_engine *e, resil_task *t, uint32_t now,
                         resil_decision *d)
{
    const resil_chain_desc *c = &e->desc.chains[t->desc.chain];
    uint32_t until;
    int probe = 0;
    if (t->state == RESIL_TASK_WAITING) {
        /* a task in line for a slot may be woken early (RESIL_EV_SLOT) */
        if (!resil_time_reached(now, t->wait_until) &&
            !(t->lim_flags & RESIL__LIM_TICKET)) {
            resil__decision(d, RESIL_DECIDE_WAIT, t, t->wait_until);
            if (t->lim_flags & RESIL__LIM_HELD) d->reason = RESIL_REASON_QUEUE_FULL;
            return RESIL_OK;
        }
        t->state = RESIL_TASK_READY;
        if (t->lim_flags & RESIL__LIM_HELD) { /* offer it to the queue again */
            t->lim_flags &= (uint8_t)~RESIL__LIM_HELD;
            return resil__finish(e, t, now, RESIL_TASK_FAILED, t->reason, d);
        }
    }
    if (t->state != RESIL_TASK_READY) return resil__final(t, d);
    if (t->has_deadline && resil_time_reached(now, t->deadline)) {
        if (t->failures == 0) t->last_cls = RESIL_CLASS_TIMEOUT;
        return resil__finish(e, t, now, RESIL_TASK_FAILED, RESIL_REASON_DEADLINE, d);
    }
    if (resil__health_pause(e, t, now, d)) return RESIL_OK; /* chain down */
    until = now + e->desc.attempt_timeout_ms[t->desc.op];
    if (t->has_deadline && resil_time_after(until, t->deadline)) until = t->deadline;
    for (;;) {
        uint32_t when = 0;
        int why;
        if (t->step >= c->step_count) return resil__exhausted(e, t, now, d);
        why = resil__lim_check(e, t, t->endpoint, now, &when);
        if (why) {
            if (!resil__breaker_refuses(e, t->endpoint, now)) {
                if (resil__spill(e, t, now)) continue;
                return resil__busy_wait(e, t, now, why, when, d);
            }
        } else if (e->desc.passthrough ||
                   resil__breaker_admit(e, t->endpoint, now, until, t, &probe)) {
            break;
        }
        resil__fall_back(e, t, now, RESIL_REASON_BREAKER_OPEN);
    }
    resil__lim_take(e, t, t->endpoint, now, until);
    t->flags = (uint8_t)((t->flags & RESIL__TASK_COMPACT_NEXT) ? RESIL_DECISION_COMPACT : 0u);
    if (probe) t->flags |= RESIL_DECISION_PROBE;
    if (t->attempt > 0 && !(t->flags & RESIL_DECISION_COMPACT))
        t->flags |= RESIL_DECISION_RETRY;
    if (t->attempt == 0) resil__budget_deposit(e, t->endpoint);
    if (t->attempt < UINT16_MAX) t->attempt++;
    if (t->attempts < UINT16_MAX) t->attempts++;
    t->generation = e->ep[t->endpoint].breaker.generation;
    t->attempt_deadline = until;
    t->state = RESIL_TASK_IN_FLIGHT;
    RESIL__COUNT(e, t->endpoint, attempts);
    resil__decision(d, RESIL_DECIDE_TRY, t, now);
    d->flags = t->flags;
    d->deadline_ms = until;
    RESIL__EMIT(e, RESIL_EV_ATTEMPT, t->endpoint, t, now, RESIL_REASON_NONE, 0,
                0, until - now);
    return RESIL_OK;
}

RESILDEF int resil_task_start(resil_engine *e, resil_task *t,
                              const resil_task_desc *td, uint32_t now)
{
    resil_task_desc z;
    if (!e || !t) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (!td) {
        RESIL_MEMSET(&z, 0, sizeof z);
        td = &z;
    }
    if (td->chain >= e->desc.chain_count || td->op >= RESIL_OP__COUNT ||
        td->timeout_ms > RESIL_MAX_INTERVAL_MS)
        return RESIL_E_RANGE;
    resil__engine_clock(e, now);
    RESIL_MEMSET(t, 0, sizeof *t);
    t->desc = *td;
    t->state = RESIL_TASK_READY;
    t->endpoint = e->desc.chains[td->chain].steps[0];
    t->started_ms = now;
    t->last_ms = now;
    if (td->timeout_ms) {
        t->has_deadline = 1;
        t->deadline = now + td->timeout_ms;
    }
    /* no id: its stream starts where its start order says, 4099 draws
       apart, so tasks started together without ids do not jitter alike */
    if (!td->id) t->draws = (uint16_t)(RESIL__STARTED(e) * 4099u);
    resil__inc(&RESIL__STARTED(e));
    return RESIL_OK;
}

RESILDEF int resil_next(resil_engine *e, resil_task *t, uint32_t now,
                        resil_decision *d)
{
    int rc;
    if (!e || !t || !d) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if ((rc = resil__task_check(e, t)) != RESIL_OK) return rc;
    if (t->state == RESIL_TASK_IN_FLIGHT) /* E_STATE unless its endpoint died */
        return resil__health_in_flight(e, t, now, d);
    resil__engine_clock(e, now);
    resil__task_clock(t, now);
    return resil__decide(e, t, now, d);
}

/* The retry-same action: wait out a backoff (or the server's delay), unless
   the class's attempts, the server's delay, the deadline or the budget say
   otherwise, in which case the task falls back. */
static int resil__retry(resil_engine *e, resil_task *t, uint32_t now,
                        const resil_outcome *o, resil_decision *d)
{
    const resil_class_policy *p = &e->desc.policy[t->last_cls];
    const resil_backoff_desc *b = p->slow == 1 ? &e->desc.slow_backoff : &e->desc.backoff;
    const resil_chain_desc *c = &e->desc.chains[t->desc.chain];
    uint8_t st = e->ep[t->endpoint].breaker.state;
    uint32_t delay = 0;
    uint8_t why = RESIL_REASON_NONE;
    if (t->attempt >= p->attempts) why = RESIL_REASON_RETRIES;
    /* this failure opened the breaker: waiting out a backoff for an
       endpoint that will refuse the retry only delays the next step */
    else if ((st == RESIL_BREAKER_OPEN || st == RESIL_BREAKER_FORCED_OPEN) &&
             t->step + 1u < c->step_count && !e->desc.passthrough)
        why = RESIL_REASON_BREAKER_OPEN;
    else if (o->retry_after_ms > e->desc.retry_after_cap_ms) why = RESIL_REASON_RETRY_AFTER;
    else delay = resil__max(resil_backoff_delay(b, t->attempt, t->prev_delay, resil__task_rand(e, t)),
                            o->retry_after_ms);
    if (!why && t->has_deadline && (resil_time_reached(now, t->deadline) ||
                                    !resil_time_after(t->deadline, now + delay)))
        why = RESIL_REASON_DEADLINE;
    /* an overload answer's retry waits for the concurrency limit, which
       bounds the load by itself: it spends no retry budget */
    if (!why && !resil__lim_overload(e, t->last_cls) &&
        !resil__budget_take(e, t->endpoint, now)) {
        why = RESIL_REASON_BUDGET;
        RESIL__COUNT(e, t->endpoint, budget_refusals);
        RESIL__EMIT(e, RESIL_EV_BUDGET, t->endpoint, t, now, RESIL_REASON_BUDGET,
                    0, 0, 0);
    }
    if (why) {
        resil__fall_back(e, t, now, why);
        return resil__decide(e, t, now, d);
    }
    t->state = RESIL_TASK_WAITING;
    t->wait_until = now + delay;
    t->prev_delay = delay;
    RESIL__COUNT(e, t->endpoint, retries);
    RESIL__EMIT(e, RESIL_EV_RETRY, t->endpoint, t, now, RESIL_REASON_NONE, 0, 0,
                delay);
    resil__decision(d, RESIL_DECIDE_WAIT, t, t->wait_until);
    return RESIL_OK;
}

static int resil__success(resil_engine *e, resil_task *t, uint32_t now,
                          resil_decision *d)
{
    uint8_t ep = t->endpoint;
    RESIL__COUNT(e, ep, successes);
    if (t->flags & RESIL_DECISION_RETRY) RESIL__COUNT(e, ep, retries_succeeded);
    RESIL__COUNT_E(e, tasks_succeeded);
    if (t->desc.restarts) RESIL__COUNT_E(e, restarts_succeeded);
    t->state = RESIL_TASK_DONE;
    t->reason = RESIL_REASON_NONE;
    RESIL__EMIT(e, RESIL_EV_SUCCEEDED, ep, t, now, RESIL_REASON_NONE, 0, 0,
                now - t->started_ms);
    if (t->failures) {
        uint32_t took = now - t->first_fail_ms;
        RESIL__COUNT_E(e, recoveries);
#ifndef RESIL_NO_COUNTERS
        e->counters.recovery_ms_sum = resil__sat_add(e->counters.recovery_ms_sum, took);
        e->counters.recovery_ms_max = resil__max(e->counters.recovery_ms_max, took);
#endif
        RESIL__EMIT(e, RESIL_EV_RECOVERED, ep, t, now, RESIL_REASON_NONE, 0, 0,
                    took);
    }
    return resil__final(t, d);
}

static int resil__cancel(resil_engine *e, resil_task *t, uint32_t now,
                         resil_decision *d)
{
    resil__lim_release(e, t, now);
    if (t->state == RESIL_TASK_IN_FLIGHT &&
        t->generation == e->ep[t->endpoint].breaker.generation)
        resil__breaker_record(e, t->endpoint, RESIL__OUTCOME_NEUTRAL,
                              (t->flags & RESIL_DECISION_PROBE) != 0, now, t);
    return resil__finish(e, t, now, RESIL_TASK_CANCELLED, RESIL_REASON_CANCELLED, d);
}

#ifndef RESIL_NO_OVERLOAD
RESILDEF int resil_report(resil_engine *e, resil_task *t, uint32_t now,
                          const resil_outcome *o, resil_decision *d)
{
    return resil_report_rate(e, t, now, o, NULL, d);
}

RESILDEF int resil_report_rate(resil_engine *e, resil_task *t, uint32_t now,
                               const resil_outcome *o,
                               const resil_rate_info *rate, resil_decision *d)
#else /* section 9 out: no rate headers */
RESILDEF int resil_report(resil_engine *e, resil_task *t, uint32_t now,
                          const resil_outcome *o, resil_decision *d)
#endif
{
#ifdef RESIL_NO_OVERLOAD
    const struct resil_rate_info *rate = 0;
#endif
    const resil_class_policy *p;
    uint8_t ep, cls;
    int rc, current, busy;
    if (!e || !t || !o || !d) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if ((rc = resil__task_check(e, t)) != RESIL_OK) return rc;
    if (t->state != RESIL_TASK_IN_FLIGHT) return RESIL_E_STATE;
    if (!o->ok && o->cls >= RESIL_CLASS__COUNT) return RESIL_E_RANGE;
    resil__engine_clock(e, now);
    resil__task_clock(t, now);
    ep = t->endpoint;
    /* Only a result from the breaker's current generation may move it. */
    current = t->generation == e->ep[ep].breaker.generation;
    resil__lim_outcome(e, t, now, o, rate); /* before the slot frees */
    resil__lim_release(e, t, now);
    busy = !o->ok && !resil__lim_counts(e, t, o); /* busy is not dead */
    resil__health_on_outcome(e, ep, now, o, busy);
    if (o->ok) {
        if (current && !e->desc.passthrough)
            resil__breaker_record(e, ep, RESIL__OUTCOME_SUCCESS,
                                  (t->flags & RESIL_DECISION_PROBE) != 0, now, t);
        return resil__success(e, t, now, d);
    }
    cls = o->cls;
    if (cls == RESIL_CLASS_CANCELLED) return resil__cancel(e, t, now, d);
    p = &e->desc.policy[cls];
    RESIL__COUNT(e, ep, failures);
    RESIL__COUNT(e, ep, failures_by_class[cls]);
    if (t->flags & RESIL_DECISION_RETRY) RESIL__COUNT(e, ep, retries_failed);
    if (t->failures == 0) t->first_fail_ms = now;
    if (t->failures < UINT16_MAX) t->failures++;
    t->last_cls = cls;
    if (current && !e->desc.passthrough)
        resil__breaker_record(e, ep,
                              p->counts == RESIL_BREAKER_COUNTS_YES && !busy
                                  ? RESIL__OUTCOME_FAILURE
                                  : RESIL__OUTCOME_NEUTRAL,
                              (t->flags & RESIL_DECISION_PROBE) != 0, now, t);
    t->flags &= (uint8_t)~RESIL__TASK_COMPACT_NEXT;
    if (e->desc.passthrough)
        return resil__finish(e, t, now, RESIL_TASK_FAILED, RESIL_REASON_PASSTHROUGH, d);
    switch (p->action) {
    case RESIL_ACTION_RETRY: return resil__retry(e, t, now, o, d);
    case RESIL_ACTION_COMPACT:
        if (e->desc.max_compactions == RESIL_COMPACT_NEVER ||
            t->compactions >= e->desc.max_compactions)
            return resil__finish(e, t, now, RESIL_TASK_FAILED, RESIL_REASON_COMPACTIONS, d);
        t->compactions++;
        t->flags |= RESIL__TASK_COMPACT_NEXT;
        t->state = RESIL_TASK_READY;
        RESIL__COUNT(e, ep, compactions);
        RESIL__EMIT(e, RESIL_EV_COMPACT, ep, t, now, RESIL_REASON_NONE, 0, 0, 0);
        return resil__decide(e, t, now, d);
    case RESIL_ACTION_FALLBACK:
        resil__fall_back(e, t, now, RESIL_REASON_CLASS);
        return resil__decide(e, t, now, d);
    case RESIL_ACTION_RESTART:
    case RESIL_ACTION_STOP:
    default:
        return resil__finish(e, t, now, RESIL_TASK_FAILED, RESIL_REASON_CLASS, d);
    }
}

RESILDEF int resil_cancel(resil_engine *e, resil_task *t, uint32_t now,
                          resil_decision *d)
{
    int rc;
    if (!e || !t || !d) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if ((rc = resil__task_check(e, t)) != RESIL_OK) return rc;
    if (t->state == RESIL_TASK_QUEUED) /* leaves the restart queue */
        return resil__restart_cancel(e, t, now, d);
    if (t->state != RESIL_TASK_READY && t->state != RESIL_TASK_WAITING &&
        t->state != RESIL_TASK_IN_FLIGHT)
        return resil__final(t, d); /* already final: nothing changes */
    resil__engine_clock(e, now);
    resil__task_clock(t, now);
    return resil__cancel(e, t, now, d);
}

RESILDEF int resil_breaker_override_set(resil_engine *e, uint32_t endpoint,
                                        int override_op, uint32_t now)
{
    static const uint8_t states[RESIL_OVERRIDE__COUNT] = {
        RESIL_BREAKER_CLOSED, RESIL_BREAKER_FORCED_OPEN, RESIL_BREAKER_FORCED_CLOSED};
    uint8_t ep;
    if (!e) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint >= e->desc.endpoint_count || override_op < 0 ||
        override_op >= RESIL_OVERRIDE__COUNT)
        return RESIL_E_RANGE;
    ep = (uint8_t)endpoint;
    resil__engine_clock(e, now);
    if (override_op == RESIL_OVERRIDE_RESET) e->ep[ep].breaker.trips = 0;
    resil__breaker_set(e, ep, states[override_op], now, NULL);
    return RESIL_OK;
}

/* `now` for read-only queries: a clock behind the engine's counts as the
   engine's last time (the next mutating call re-anchors). */
static uint32_t resil__query_now(const resil_engine *e, uint32_t now)
{
    return (e->clock_known && !resil_time_reached(now, e->last_ms)) ? e->last_ms : now;
}

/* resil_breaker_state_at() of a checked engine and endpoint */
static int resil__breaker_state(const resil_engine *e, uint32_t endpoint,
                                uint32_t now)
{
    const resil_breaker *b = &e->ep[endpoint].breaker;
    if (b->state == RESIL_BREAKER_OPEN && e->clock_known &&
        resil_time_reached(resil__query_now(e, now), b->open_until))
        return RESIL_BREAKER_HALF_OPEN;
    return b->state;
}

RESILDEF int resil_breaker_state_at(const resil_engine *e, uint32_t endpoint,
                                    uint32_t now)
{
    if (!e) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint >= e->desc.endpoint_count) return RESIL_E_RANGE;
    return resil__breaker_state(e, endpoint, now);
}

RESILDEF int resil_breaker_probe_at(const resil_engine *e, uint32_t endpoint,
                                    uint32_t now, uint32_t *at)
{
    const resil_breaker *b;
    uint32_t base, until;
    if (!e || !at) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint >= e->desc.endpoint_count) return RESIL_E_RANGE;
    b = &e->ep[endpoint].breaker;
    /* the engine's ticks are in its own time base until the next mutating
       call re-anchors them: measure the wait there, add it to `now` */
    base = e->clock_known ? resil__query_now(e, now) : e->last_ms;
    switch (b->state) {
    case RESIL_BREAKER_FORCED_OPEN: return RESIL_E_STATE;
    case RESIL_BREAKER_OPEN: until = b->open_until; break;
    case RESIL_BREAKER_HALF_OPEN:
        until = b->probes_out >= e->desc.breaker.probes ? b->probe_until : base;
        break;
    default: until = base; break;
    }
    *at = resil_time_after(until, base) ? now + (until - base) : now;
    return RESIL_OK;
}

RESILDEF int resil_budget_milli(const resil_engine *e, uint32_t endpoint,
                                uint32_t now, uint32_t *out)
{
    resil_bucket k;
    if (!e || !out) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint == RESIL_NO_ENDPOINT) k = e->budget;
    else if (endpoint < e->desc.endpoint_count) k = e->ep[endpoint].budget;
    else return RESIL_E_RANGE;
    if (e->clock_known) resil__bucket_refill(&e->desc.budget, &k, resil__query_now(e, now));
    *out = k.milli;
    return RESIL_OK;
}

#ifndef RESIL_NO_COUNTERS
RESILDEF int resil_engine_counters(const resil_engine *e, resil_counters *out)
{
    int i, c;
    if (!e || !out) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    *out = e->counters;
    for (i = 0; i < e->desc.endpoint_count; i++) {
        const resil_counters *k = &e->ep[i].counters;
#define RESIL__X(field, help) out->field = resil__sat_add(out->field, k->field);
        RESIL_ENDPOINT_COUNTERS(RESIL__X)
#undef RESIL__X
        for (c = 0; c < RESIL_CLASS__COUNT; c++)
            out->failures_by_class[c] =
                resil__sat_add(out->failures_by_class[c], k->failures_by_class[c]);
    }
    return RESIL_OK;
}

RESILDEF int resil_endpoint_counters(const resil_engine *e, uint32_t endpoint,
                                     resil_counters *out)
{
    if (!e || !out) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint >= e->desc.endpoint_count) return RESIL_E_RANGE;
    *out = e->ep[endpoint].counters;
    return RESIL_OK;
}
#endif

/* == impl: 7. classifier ============================================== */

/* The classifier is one pass over the bytes with a small keyword scanner.
   Everything it knows is in the tables below, and the scanner, the hint
   mappings and the tests all read them:
     resil__pats      keywords: class evidence (with a priority), status,
                      exit-code, signal and Windows-error contexts, delay
                      keys, each with its provenance tag. Sorted by bytes.
                      The source only: harness/pat-index.c generates from
                      it the packed form the library compiles (the rows
                      front coded, each with its flags, its kind (or
                      where it takes it from: its parent, one of the two
                      commonest kinds) and the size of its subtree; the
                      index by first byte, a 4-byte prefix filter, the
                      classes of hint codes, and the tokens, recurring
                      runs of bytes such as "error" and "tion" that the
                      rows write as one byte (a byte below 128 that no
                      pattern has);
                      test-pat-index fails when that block is stale). The
                      scanner walks the packed rows as a trie, byte by
                      byte of the text, skipping the subtree of a row that
                      fails. Only word starts are tried against rows with
                      flag W.
     resil__statuses  HTTP status -> class, with the reason phrases that
                      mark a three-digit number in text as a status.
     resil__curl_keys, resil__grpc_keys, resil__win_keys, resil__errno_keys
                      a hint or error code -> a keyword of resil__pats, so
                      a code is classified by the same rows as the text
                      (the first three resolved at generation time).
   Patterns are lower case (the text is folded ASCII-only, no locale). A
   space in a pattern matches any run (also empty) of ' ', '_', '-', tab:
   "rate limit" matches "RateLimit", "rate_limit", "rate-limit".
   Flags W / E: the match must start / end at a word boundary (a non-
   alphanumeric byte, the text's edge, or a lower->upper camelCase step).
   The strongest evidence wins; among equals the last one (the innermost
   "Caused by" usually comes last). Priorities (TAXONOMY.md precedence):
     30 OVR   failures worded as aborts: a timeout ("aborted due to
              timeout"), a TLS channel not made ("The request was
              aborted: Could not create SSL/TLS secure channel"); any
              timeout word a few words after "due to" or "because" in
              the same clause (a CAUSE row; a cancel a timer caused),
              or in the first clause of a cancellation's own message
              ("AbortError: The operation timed out")
     28 CAN   cancellation, which wins over what it wraps (rule 5)
     24..26   a provider's own error code in the body (rule 2)
     22 HINT  a structured hint from the caller (rule 1)
     22 RANGE a provider's type that names only the range of a status
              (invalid_request_error, the OpenAI SDK's
              InvalidRequestError for every 4xx): weighed as a status
              of that range (below)
     19 STACK a stack overflow, whatever signal then ends the process:
              deep recursion is a bug (logic)
     18 CRASH a dead process
     17 MEM   memory exhausted: a crash of our process; in an answer (a
              status, a JSON body, a REMOTE row or a server-class word)
              the provider failed on this request and lives on: server
     14 STATUS an HTTP status written as a status (rule 3)
     13 LOGIC exceptions of our own code: words after them (an identifier
              like "reading 'timeout'") lose to them (rule 4)
     13 SPEC2 words that outrank the specific ones below: a gRPC code
              written as one ("code = Unavailable", "StatusCode.
              UNAVAILABLE") over the transport words of its details,
              a certificate failure ("x509") over the code that wraps it
     12 SPEC  specific transport / provider words
     11 DENY  the OS's words for a refusal ("permission denied", EACCES)
     10 WORD  generic words
      9 TOOL  "tool": an agent's own tool step failed, whatever it says
              in weak words after ("Tool 'x' not found" is logic)
      9 WRAP  a generic wrapper (RuntimeError, std::runtime_error): it
              carries any failure, so the words in it decide
              ("RuntimeError: Read timeout" is timeout)
      8 WEAK  weak words
      7 NAME  an exception's name ending in Error or Exception, with no
              keyword in it (ModelBehaviorError, BrokenResourceError), or a
              runtime's warning (RuntimeWarning: ... never awaited): logic,
              the last resort; not when a REMOTE word ends right before
              it (ResponseError, UpstreamError: a remote party's answer,
              not our code)
   A level is a weight; a row of another class may sit at a level named
   for one, where the corpus shows its words decide there: "quota",
   "time out", "fetch failed", "certificate", "resource exhausted",
   "spawn", "no such file or" at DENY's 11 (above the generic words,
   below the specific ones), "aborted", "disconnected", a WebDriver
   "session not found" at TOOL's 9 (the cause named beside them wins).
   "timed out" sits at SPEC2, below a status written as one (rule 3:
   "429 Too Many Requests: request timed out" is rate_limit); a 502 or
   503 yields to it (resil__status_yields).
   Lines of stack frames ("    at f (x.js:1)", '  File "x.py"') are skipped.
   A status and a provider's type: a type that names only the range of
   the status (4xx: invalid_request_error) says no more than the status;
   a status with a class of its own (401, 404, 503) wins over it. A
   type of the other range (a 500 with invalid_request_error) still
   wins (rule 2). "api_error" is a word, not a type: Anthropic sends it
   with a 500, but Ollama's OpenAI route with every status ("400 ...
   does not support tools", "404 ... not found"), so any status wins
   over it. Likewise a status yields
   to words that say more, class by class (resil__status_yields): one
   that names only its range (400, 422, 500, ...) to a class of its own
   ("HTTP 400: Daily message quota exceeded" is quota), though not to
   "overloaded" on a 500 page (Flask's default page says "Either the
   server is overloaded or ..."); a 502 or 503 to a timeout, a 429 to
   an overload or a quota, a 401 or 403 to a quota, billing or rate
   limit word. Evidence of a status's weight yields by its class, so an
   environment variable's credential name (auth, STATUS below) yields
   as a 401 does. A type that names only a range (RANGE), with no status
   beside it, weighs as a status of that range: it yields to the same
   words ("InvalidRequestError: The model `x` does not exist" is
   not_found, as "400 The model `x` does not exist" is), and a caller's
   hint wins over it.
   Local or remote: a bad request said only in weak words ("invalid",
   "not supported", "must be", "is required") is our own code refusing
   its input (logic) unless something shows a remote party answered or a
   model's input is meant: a status, a JSON body ({" or a "key": after '{'
   or ','; not Go's quoted value in `parse "x": ...`), a REMOTE context
   row ("response", "server", "remote", "upstream"), an INPUT row
   ("model", "prompt", "image"), or a server-class word ("Server
   error"). An INPUT row alone is no answer: memory exhausted while
   "loading the model" is our own process's crash (MEM above).
   Local or remote, for a refusal or a missing thing: "permission
   denied", "access denied", EACCES, EPERM (DENY 11: the OS's words for a
   refusal) and not_found words say nothing of a credential or a remote
   resource when their subject is local: a file-system path in the text
   ("/x", "./x", "~/x", "C:\x" after a separator, not a URL's path or a
   request's target after an HTTP method ("POST /v1/x"), not in a stack
   frame), an errno context ("[Errno 13]", "os error 13") or
   a LOCAL context row (a thing of our own process: "plugin");
   with no status and no remote sign they are logic (our environment).
   "Permission denied (publickey)" or a bare "permission denied" stays
   auth, as does a credential word ("Credentials not found in /x").
   A provider's error body: the key "error" ({"error": "..."} of TGI,
   Ollama, OpenAI-compatible servers) is a remote sign, and words of our
   own code's failure there ("validation error", "json", "schema", a
   failed tool step) below SPEC are the provider refusing our request:
   invalid_request. A schema library's dump of our own checks (pydantic,
   zod, ajv) has no such key: logic.
   An exception named for I/O or a request (IOException, ReadError,
   WriteError, HttpRequestException, RequestError) is a transport's
   failure: network at WEAK priority, above the NAME rule.
   A number in a parser's position ("line 3, column 17") is logic at SPEC
   priority: a JSON, TOML or YAML parser could not take what it read.
   A credential word inside an environment variable's name
   (OPENAI_API_KEY) is auth at STATUS priority: the configuration lacks
   it, whatever exception reports that.
   A command's own non-zero exit status is logic; after a PROC context row
   ("worker", "runner", "engine": a process we depend on) it is a crash;
   so is an exit status of 128 + a signal number or below 0 (a signal), or
   one that is a Windows exception code (NTSTATUS 0xC0000005, 3221225477: the
   process died of an access violation, a stack overrun, ...). */

#define RESIL__PAT_W 24    /* longest pattern + 1 */
#define RESIL__PRE_BYTES 512u /* the prefix filter: 4096 bits */
/* A packed row with header byte h has a skip unless it is a deep row
   (an lcp of RESIL__PAT_LEAF_LCP or more: a walk reads through its
   subtree, if it has one, row by row) or a leaf (bit 7 clear: no
   subtree, so its own last byte ends what a skip would pass). */
#define RESIL__PAT_LCP(h) ((unsigned)(h) & 15u)
#define RESIL__PAT_HAS_SKIP(h) (RESIL__PAT_LCP(h) < RESIL__PAT_LEAF_LCP && ((h) & 0x80u))
/* ... and where the kind of a row of bucket b comes from: 0 its kind
   byte; in a letter's bucket, where every row has flag W (so bit 5 is
   free), bits 4-5 may say instead 1 its parent's (the last row before it
   with a smaller lcp, which a walk reads before it), 2 or 3
   resil__pat_kinds[0] or [1] (the commonest kinds): no kind byte. */
#define RESIL__PAT_KBITS(b) (RESIL__PAT_ALNUM_W && (b) >= RESIL__PAT_NX ? 0x30u : 0u)
#define RESIL__PAT_KSRC(h, b) (((unsigned)(h) & RESIL__PAT_KBITS(b)) >> 4)
#define RESIL__PHRASE_W 17 /* longest reason phrase + 1: a phrase is
                              long enough to tell a status, not whole */

/* flags */
#define RESIL__F_0 0u
#define RESIL__F_W 1u
#define RESIL__F_E 2u
#define RESIL__F_WE 3u
/* rows with cls == RESIL__CTX are not evidence: prio holds the kind */
#define RESIL__CTX 15u /* after the classes: a class fits 4 bits */
#define RESIL__K_CAUSE 0u    /* a cause follows ("due to", "because") */
#define RESIL__K_STATUS 1u   /* a status number follows */
#define RESIL__K_EXIT 2u     /* an exit code follows */
#define RESIL__K_DELAY_MS 3u /* a delay follows, default unit ms */
#define RESIL__K_DELAY_S 4u  /* a delay follows, default unit s */
#define RESIL__K_RESET 5u    /* x-ratelimit-reset-*: seconds, least trusted */
#define RESIL__K_SIGNAL 6u   /* a signal number follows */
#define RESIL__K_WINERR 7u   /* a Windows error number follows */
#define RESIL__K_ERRNO 8u    /* an errno follows: Winsock's when >= 10000 */
#define RESIL__K_PREFIX 9u   /* a word starts right after it (WSAECONNRESET) */
#define RESIL__K_CURL 10u    /* a CURLcode follows ("curl: (7)", "cURL error 28:", "curl 56 ") */
#define RESIL__K_REMOTE 11u  /* a remote party answered ("response", "server") */
#define RESIL__K_PROC 12u    /* a process we depend on ("worker", "runner") */
#define RESIL__K_BODY 13u    /* a provider's error body: the key "error" */
#define RESIL__K_LOCAL 14u   /* a thing of our own process ("plugin") */
#define RESIL__K_INPUT 15u   /* the model's input is meant ("model", "prompt") */

#define RESIL__P_OVR 30u
#define RESIL__P_CAN 28u
#define RESIL__P_CODEHI 26u
#define RESIL__P_CODE2 25u
#define RESIL__P_CODE 24u
#define RESIL__P_TYPE 23u
#define RESIL__P_HINT 22u
#define RESIL__P_RANGE 22u /* a provider's type that names only a status range */
#define RESIL__P_STACK 19u /* a stack overflow: above the signal that ends it */
#define RESIL__P_CRASH 18u
#define RESIL__P_MEM 17u /* memory exhausted: crash, or server in an answer */
#define RESIL__P_STATUS 14u
#define RESIL__P_LOGIC 13u
#define RESIL__P_SPEC2 13u
#define RESIL__P_SPEC 12u
#define RESIL__P_DENY 11u
#define RESIL__P_WORD 10u
#define RESIL__P_TOOL 9u
#define RESIL__P_WRAP 9u /* a generic wrapper (RuntimeError): its words say more */
#define RESIL__P_WEAK 8u
#define RESIL__P_NAME 7u

/* The source of the keyword table: read by harness/pat-index.c, which
   generates the packed form the scanner uses (below), and by the test
   tools; the library itself compiles none of it (RESIL__PAT_SOURCE is
   defined only by those tools). */
/* Provenance (issue 14): every row names the family of messages whose
   misses motivated it, as RESIL__RT's last argument (several families,
   separated by spaces, when it was chosen from the misses of several:
   "browser http-apple"); RESIL__R rows (the table before the harvested
   corpus, and what TAXONOMY.md lists) are "general". Only the accuracy
   build (RESIL__PROVENANCE, a test-only option) keeps the tag and lets a
   caller switch rows off per scan, to measure each family with its own
   rows disabled (leave-one-family-out). The shipped core drops the tag:
   no byte, no branch. */
/* Reference entries: some rows are entries of a published list, chosen
   from the list and not from misses (the table is sorted by bytes, so
   they are named here): CPython's builtin exceptions (Doc/library/
   exceptions.rst: StopAsyncIteration, ExceptionGroup, ProcessLookupError
   = ESRCH a vanished process, ChildProcessError = ECHILD) and queue.Empty
   (Doc/library/queue.rst: get() that waited in vain); Node's error codes
   (doc/api/errors.md: ERR_UNHANDLED_ERROR / _REJECTION,
   ERR_STREAM_DESTROYED, ERR_MODULE_NOT_FOUND, ERR_INVALID_STATE,
   ERR_CHILD_PROCESS_STDIO_MAXBUFFER) and V8's "Maximum call stack size
   exceeded"; java.util.concurrent's RejectedExecutionException (a full
   executor: unavailable), java.lang's VirtualMachineError and
   InternalError (the JVM failed: crash), kotlinx.coroutines'
   TimeoutCancellationException (withTimeout: timeout); Go's runtime
   throws ("sync: unlock of unlocked mutex", "... RWMutex", "goroutine
   stack exceeds", "unexpected signal during runtime execution"); Rust core's
   panics and parse errors (str slicing "byte index N is out of bounds",
   "is not a char boundary"; IntErrorKind "number too large / small to fit
   in target type"); W3C WebDriver error codes ("invalid session id", "no
   such window": the browser session is gone), ChromeDriver's "chrome
   not reachable" and the browser-closed messages of Playwright ("Target
   page, context or browser has been closed") and Puppeteer ("Target
   closed", "... the page has been closed", "Navigating frame was
   detached"); Jupyter's "Kernel died" (nbclient's DeadKernelError);
   tmux's "can't find pane" (beside "can't find session");
   systemd's service results 'core-dump' and 'start-limit-hit'; glibc's malloc_printerr and
   stack-protector aborts ("double free or corruption", "free(): invalid
   pointer", "malloc(): corrupted top size", "stack smashing detected")
   and libstdc++'s "terminate called after throwing": the process
   aborted (crash); Vulkan's VkResult VK_ERROR_OUT_OF_DEVICE_MEMORY (a
   GPU allocation of our process failed: crash); JSON-RPC 2.0's -32601
   "Method not found"; the JDK's exceptions for a failed TLS peer check
   (SSLPeerUnverifiedException, SSLProtocolException, CertPathValidator-
   and SunCertPathBuilderException) and an ICMP refusal
   (PortUnreachableException), CPython's ssl.SSLCertVerificationError and
   concurrent.futures.BrokenExecutor, Apache HttpClient's
   NoHttpResponseException, Rust std's "thread 'x' has overflowed its
   stack"; RFC 9110's reason phrases (section 15) of the statuses whose
   phrase had no row, where the phrase says more than a common word
   ("Method Not Allowed", "Precondition Failed", "Unsupported Media Type";
   not "Conflict", "Gone", "Not Implemented": Python's NotImplementedError
   is a bug of ours), with the class of their status; Kubernetes node
   conditions (DiskPressure, MemoryPressure, PIDPressure), the kubelet's
   eviction message ("The node was low on resource") and the
   CrashLoopBackOff waiting reason; the messages of validation libraries
   when no status came with them (a check in our own code: logic):
   pydantic v2's ("Input should be ...", "String should have at least /
   at most ...", "String should match pattern", "Extra inputs are not
   permitted") and ajv's "must NOT have additional properties"; OpenSSL's
   reason strings NO_PROTOCOLS_AVAILABLE, DH_KEY_TOO_SMALL,
   PACKET_LENGTH_TOO_LONG (TLS spoken to a port that does not), TLS
   alerts bad_record_mac (network) and unrecognized_name (RFC 6066: the
   server knows no such name), "Received fatal alert" (JSSE, rustls);
   Azure Resource Manager's AuthorizationFailed; OpenAI's "sending
   requests too quickly" and "rejected as a result of our safety
   system"; AWS's common errors (docs: "Common Error Types": OptInRequired,
   InvalidAccessKeyId's "Access Key Id"), google-api-go-client's
   "googleapi: Error N:" (its status) and Google's dailyLimitExceeded and
   SERVICE_DISABLED ("has not been used in project"); server states of
   PostgreSQL ("the database system is starting up / is shutting down /
   is in recovery mode"), MySQL (ER_CON_COUNT_ERROR "Too many
   connections", CR_SERVER_GONE_ERROR "server has gone away") and Redis
   (LOADING "is loading"); "password" (libpq "no password supplied",
   Redis WRONGPASS); Kubernetes' pod reason Evicted and a Job's
   BackoffLimitExceeded. */
#ifdef RESIL__PROVENANCE /* r: the offset of the row in resil__pat_trie */
#define RESIL__ROW_OFF(s, r) ((s)->off && (s)->off[r])
#else
#define RESIL__ROW_OFF(s, r) 0
#endif

#ifdef RESIL__PAT_SOURCE
typedef struct resil__pat {
    char s[RESIL__PAT_W];
    uint8_t cls, prio, flags;
    const char *fam; /* provenance tag */
} resil__pat;


#define RESIL__RT(s, c, p, f, tag)                                             \
    {s, (uint8_t)RESIL_CLASS_##c, (uint8_t)RESIL__P_##p,                      \
     (uint8_t)RESIL__F_##f, tag},
#define RESIL__R(s, c, p, f) RESIL__RT(s, c, p, f, "general")
#define RESIL__KT(s, k, f, tag)                                                \
    {s, (uint8_t)RESIL__CTX, (uint8_t)RESIL__K_##k, (uint8_t)RESIL__F_##f, tag},
#define RESIL__K(s, k, f) RESIL__KT(s, k, f, "general")

static const resil__pat resil__pats[] = {
    RESIL__K("\"code\"", STATUS, 0)
    RESIL__KT("\"error\"", BODY, 0, "server-tgi")
    RESIL__RT("\"loc\":[\"body\"", INVALID_REQUEST, CODE, 0, "embeddings-rerank inference-more issue-pastes103 py-more sdk-other") /* FastAPI's 422 body: {"detail":[{"loc":["body",...],"msg":...}]}: a server checked our request (over the validation library's own words, which alone are ours: logic) */
    RESIL__RT("\"overloaded\"", UNAVAILABLE, CODE, 0, "issue-pastes43") /* Anthropic's "Overloaded" message under a 500 api_error */
    RESIL__K("'code'", STATUS, 0)
    RESIL__RT("'t contact", NETWORK, SPEC, 0, "issue-pastes215") /* OpenLDAP's LDAP_SERVER_DOWN "Can't contact LDAP server", "couldn't contact the server": nothing answered at the address */
    RESIL__RT("\\x15\\x03\\x0", NETWORK_PERMANENT, TYPE, 0, "http-python") /* a TLS alert record (RFC 8446 5.1) read as HTTP, escaped */
    RESIL__RT("\\x16\\x03\\x0", NETWORK_PERMANENT, TYPE, 0, "http-python") /* a TLS handshake record read as HTTP, escaped */
    RESIL__RT("a deadlock", SERVER, SPEC, WE, "db-clients issue-pastes117") /* Prisma P2034 "Transaction failed due to a write conflict or a deadlock. Please retry" */
    RESIL__RT("aborted", CANCELLED, TOOL, WE, "agents-langchain")
    RESIL__RT("aborted by the software", NETWORK, SPEC, WE, "issue14")
    RESIL__R("aborted by the user", CANCELLED, CAN, WE)
    RESIL__R("aborted by user", CANCELLED, CAN, WE)
    RESIL__R("aborterror", CANCELLED, CAN, W)
    RESIL__RT("access control checks", NETWORK_PERMANENT, SPEC2, WE, "browser") /* WebKit */
    RESIL__RT("access control config", NETWORK_PERMANENT, SPEC2, W, "proxies") /* Squid ERR_ACCESS_DENIED: "Access control configuration prevents your request" */
    RESIL__R("access denied", AUTH, DENY, WE)
    RESIL__R("access key id", AUTH, SPEC2, WE) /* AWS InvalidAccessKeyId: "The AWS Access Key Id you provided does not exist in our records" */
    RESIL__RT("access to the resource", AUTH, SPEC2, WE, "cloud-cli") /* Docker registry DENIED */
    RESIL__RT("access token", AUTH, WORD, W, "issue14")
    RESIL__RT("access violation", CRASH, CRASH, WE, "issue-pastes172") /* Windows' STATUS_ACCESS_VIOLATION as a runtime prints it ("exception: access violation writing 0x...") */
    RESIL__R("accessdeniedexception", AUTH, TYPE, W)
    RESIL__RT("account balance", QUOTA, WORD, WE, "providers-raw")
    RESIL__R("account is not active", QUOTA, CODE, WE)
    RESIL__RT("acme:error:connection", NETWORK, CODE, WE, "issue-pastes129") /* ACME problem type connection (RFC 8555): the CA could not reach the challenge; its detail may say Timeout */
    RESIL__R("acting as a gateway", UNAVAILABLE, SPEC2, WE)
    RESIL__RT("actively refused", NETWORK, SPEC, WE, "issue14")
    RESIL__RT("adapter", LOGIC, WORD, WE, "http-js")
    RESIL__RT("address already in use", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("address family", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("address family for", NETWORK, SPEC2, WE, "os-posix")
    RESIL__RT("address in use", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("address incompatible", LOGIC, LOGIC, WE, "os-windows")
    RESIL__RT("address is not verified", AUTH, CODE, WE, "email-smtp issue-pastes127 issue-pastes55 messaging-apis") /* Amazon SES MessageRejected "Email address is not verified": a sender the account may not use, whatever the status */
    RESIL__RT("address not available", NETWORK, SPEC, WE, "runtime-rust")
    RESIL__RT("address syntax", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__RT("admin rights", AUTH, WORD, WE, "git-hosting")
    RESIL__RT("administrator command", UNAVAILABLE, SPEC2, WE, "db-clients")
    RESIL__RT("again later, closing", UNAVAILABLE, CODE, WE, "email-smtp issue-pastes127 issue-pastes55") /* Gmail SMTP "421-4.7.0 Try again later, closing connection" */
    RESIL__RT("against a read only", UNAVAILABLE, SPEC2, WE, "db-clients issue-pastes130") /* Redis READONLY "You can't write against a read only replica": a failover in progress */
    RESIL__RT("ahead of the server", AUTH, SPEC2, WE, "issue-pastes29")
    RESIL__RT("all attempts to connect", NETWORK, SPEC, WE, "py-more") /* anyio, trio */
    RESIL__RT("all connection attempts", NETWORK, SPEC, WE, "http-python issue-pastes15 mcp workflow-engines") /* httpx/httpcore ConnectError: "All connection attempts failed", also re-wrapped ("Server Error: ...") */
    RESIL__RT("allow delete", UNAVAILABLE, CODE, WE, "issue-pastes30 search-engines") /* Elasticsearch: "index read-only / allow delete" (disk watermark) */
    RESIL__RT("allowed batch size", INVALID_REQUEST, SPEC, W, "embeddings-rerank issue-pastes44") /* TEI "batch size 64 > maximum allowed batch size 32" */
    RESIL__R("allowed memory size", CRASH, CRASH, WE)
    RESIL__R("allowed number of bytes", INVALID_REQUEST, CODE, WE)
    RESIL__RT("already", LOGIC, WEAK, WE, "runtime-go")
    RESIL__RT("already connected", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("already exists", INVALID_REQUEST, WORD, WE, "curl")
    RESIL__RT("already in progress", UNAVAILABLE, WORD, WE, "issue-pastes189") /* "Message sending already in progress": another run holds it; later succeeds */
    RESIL__RT("already publishing", UNAVAILABLE, SPEC, WE, "issue-pastes128") /* nginx-rtmp "live: already publishing": the stream name is held by an earlier publisher until it goes */
    RESIL__R("alternate between", INVALID_REQUEST, SPEC, WE)
    RESIL__R("altnames", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("another in-progress", UNAVAILABLE, SPEC2, WE, "payments-apis") /* Stripe: "another in-progress request using this Idempotent Key" */
    RESIL__RT("api key", AUTH, WORD, W, "issue14")
    RESIL__R("api key invalid", AUTH, CODE, WE)
    RESIL__R("api key not valid", AUTH, CODE, WE)
    RESIL__RT("api token", AUTH, WORD, W, "issue14")
    RESIL__R("api_error", SERVER, WORD, WE) /* Anthropic's 500 type, but Ollama's OpenAI route gives it to every status: a status, or words of a class, say more */
    RESIL__RT("apiremovedinv1", LOGIC, CODE, WE, "issue-pastes14") /* openai-python >= 1.0: APIRemovedInV1, code written for the 0.x API */
    RESIL__RT("app transport security", NETWORK_PERMANENT, SPEC2, WE, "http-apple")
    RESIL__RT("appears to be offline", NETWORK, SPEC2, WE, "browser") /* NSURLErrorNotConnectedToInternet */
    RESIL__R("appears to have died", CRASH, CRASH, WE)
    RESIL__R("application callback", CANCELLED, CAN, WE)
    RESIL__RT("argument list too long", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("arithmeticerror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("arithmeticexception", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("arrearage", QUOTA, CODE, WE, "issue-pastes14 sdk-llm-cloud") /* Alibaba DashScope code Arrearage (400 "Access denied, please make sure your account is in good standing") */
    RESIL__RT("assert failed", LOGIC, LOGIC, WE, "embedded-iot")
    RESIL__R("assertion", LOGIC, WORD, WE)
    RESIL__R("assertion failed", LOGIC, LOGIC, WE)
    RESIL__R("assertionerror", LOGIC, LOGIC, W)
    RESIL__R("attributeerror", LOGIC, LOGIC, W)
    RESIL__RT("auth extension", NETWORK_PERMANENT, SPEC2, WE, "email-smtp issue-pastes127") /* smtplib / aiosmtplib "SMTP AUTH extension not supported by server": a plain connection where STARTTLS or the submission port is needed */
    RESIL__RT("auth failed", AUTH, SPEC, WE, "ssh-sftp issue-pastes22") /* MongoDB "auth failed", rsync "@ERROR: auth failed on module" */
    RESIL__RT("auth token", AUTH, WEAK, W, "issue14")
    RESIL__RT("authenticate", AUTH, WEAK, W, "ai-gateways2 cloud-cli container-ci data-warehouses db-clients dev-apis email-smtp embeddings-rerank git-hosting graphql-clients http-jvm http-other-langs inference-more issue-pastes10 issue-pastes11 issue-pastes12 issue-pastes16 issue-pastes19 issue-pastes20 issue-pastes21 issue-pastes23 issue-pastes25 issue-pastes26 issue-pastes27 issue-pastes28 issue-pastes29 issue-pastes30 issue-pastes31 issue-pastes32 issue-pastes33 issue-pastes34 issue-pastes35 issue-pastes4 issue-pastes40 issue-pastes43 issue-pastes44 issue-pastes48 issue-pastes50 issue-pastes52 issue-pastes54 issue-pastes55 issue-pastes56 issue-pastes57 issue-pastes58 issue-pastes59 issue-pastes6 issue-pastes60 issue-pastes62 issue-pastes66 issue-pastes68 issue-pastes7 issue-pastes70 issue-pastes71 issue-pastes73 issue-pastes74 issue-pastes77 issue-pastes78 issue-pastes8 issue-pastes83 issue-pastes88 issue-pastes89 issue-pastes93 issue-pastes94 issue-pastes96 js-more k8s-clients llm-apps maps-geo-apis media-gen-apis messaging-apis ml-platform-tools mobile-ai-sdks object-storage observability package-managers payments-apis providers-raw proxies py-more queues-rpc realtime-apis runtime-go runtime-jvm sdk-anthropic sdk-aws sdk-google sdk-llm-cloud sdk-other search-engines server-ollama serverless-platforms ssh-sftp vector-db web-frameworks web3-rpc workflow-engines") /* weak: "failed to authenticate", "make sure you are authenticated" */
    RESIL__RT("authenticate with proxy", NETWORK_PERMANENT, SPEC, WE, "http-jvm") /* OkHttp RealConnection.createTunnel */
    RESIL__R("authentication", AUTH, WORD, W)
    RESIL__R("authentication error", AUTH, TYPE, WE)
    RESIL__RT("authenticationexception", NETWORK_PERMANENT, WORD, W, "os-windows")
    RESIL__RT("authorization", AUTH, WEAK, WE, "ai-gateways2 auth-providers browser cloud-cli container-ci db-clients embedded-iot embeddings-rerank git-hosting graphql-clients http-go http-js http-jvm http-other-langs http-python iac-tools issue-pastes10 issue-pastes11 issue-pastes16 issue-pastes17 issue-pastes18 issue-pastes19 issue-pastes23 issue-pastes24 issue-pastes26 issue-pastes27 issue-pastes28 issue-pastes30 issue-pastes31 issue-pastes32 issue-pastes33 issue-pastes34 issue-pastes35 issue-pastes36 issue-pastes38 issue-pastes40 issue-pastes41 issue-pastes42 issue-pastes43 issue-pastes44 issue-pastes47 issue-pastes51 issue-pastes52 issue-pastes53 issue-pastes54 issue-pastes55 issue-pastes56 issue-pastes58 issue-pastes59 issue-pastes61 issue-pastes63 issue-pastes64 issue-pastes65 issue-pastes66 issue-pastes67 issue-pastes68 issue-pastes69 issue-pastes71 issue-pastes74 issue-pastes78 issue-pastes88 issue-pastes90 issue-pastes91 issue-pastes92 issue-pastes93 issue-pastes96 maps-geo-apis media-gen-apis messaging-apis ml-platform-tools object-storage observability package-managers payments-apis providers-raw proxies queues-rpc realtime-apis sdk-anthropic sdk-aws sdk-llm-cloud sdk-openai sdk-other search-apis search-engines servers-more vector-db") /* weak: "Authorization required", an OAuth authorization step; any cause named beside it wins */
    RESIL__RT("authorization error", AUTH, SPEC, WE, "servers-more")
    RESIL__R("authorization failed", AUTH, WORD, WE) /* Azure Resource Manager AuthorizationFailed */
    RESIL__RT("authorization failure", AUTH, WORD, WE, "cloud-cli iac-tools issue-pastes44 issue-pastes51 issue-pastes54 issue-pastes63") /* Google Maps Android SDK: 'Authorization failure' (a key not allowed for the app) */
    RESIL__R("authorization header", AUTH, WORD, WE)
    RESIL__RT("authz", AUTH, WORD, W, "proxies")
    RESIL__RT("available right now", UNAVAILABLE, WORD, WE, "cdn-edge container-ci issue-pastes94") /* GitHub's outage page "Our services aren't available right now" */
    RESIL__RT("az login", AUTH, SPEC, WE, "cloud-cli")
    RESIL__RT("back off restarting", CRASH, CRASH, W, "process")
    RESIL__RT("backend fetch failed", UNAVAILABLE, SPEC2, WE, "issue14")
    RESIL__R("backoff limit", CRASH, WORD, WE) /* Kubernetes Job BackoffLimitExceeded: "Job has reached the specified backoff limit" */
    RESIL__R("backofflimitexceeded", CRASH, SPEC, W)
    RESIL__RT("backpressure", UNAVAILABLE, SPEC, WE, "servers-more") /* Ray Serve BackPressureError */
    RESIL__RT("bad address", LOGIC, WEAK, WE, "os-posix")
    RESIL__RT("bad argument", LOGIC, LOGIC, WE, "curl")
    RESIL__RT("bad device token", INVALID_REQUEST, SPEC2, WE, "issue-pastes125 issue-pastes32 issue-pastes55 messaging-apis") /* APNs BadDeviceToken: the token is not one for this topic or environment */
    RESIL__RT("bad file descriptor", LOGIC, LOGIC, WE, "os-posix")
    RESIL__R("bad gateway", UNAVAILABLE, SPEC, WE)
    RESIL__R("bad record mac", NETWORK, SPEC, WE) /* OpenSSL "decryption failed or bad record mac", TLS alert bad_record_mac */
    RESIL__R("bad request", INVALID_REQUEST, WORD, WE)
    RESIL__RT("bad status line", SERVER, SPEC, WE, "examples")
    RESIL__R("bad_alloc", CRASH, MEM, WE)
    RESIL__RT("badly formatted", NETWORK_PERMANENT, SPEC, WE, "os-windows")
    RESIL__R("badrequesterror", INVALID_REQUEST, SPEC, W)
    RESIL__K("because", CAUSE, WE)
    RESIL__RT("being drained", UNAVAILABLE, SPEC, WE, "inference-more")
    RESIL__RT("being reloaded", UNAVAILABLE, SPEC, WE, "servers-more")
    RESIL__R("billing", QUOTA, WORD, W)
    RESIL__R("billing hard limit", QUOTA, CODE, WE)
    RESIL__R("billing not active", QUOTA, CODE, WE)
    RESIL__R("billing to be enabled", QUOTA, CODE, WE)
    RESIL__RT("block height exceeded", TIMEOUT, WORD, WE, "issue-pastes111 web3-rpc") /* Solana TransactionExpiredBlockheightExceededError */
    RESIL__RT("breaker", UNAVAILABLE, SPEC, W, "resilience-libs")
    RESIL__R("broken pipe", NETWORK, SPEC, WE)
    RESIL__RT("broken worker", CRASH, SPEC, W, "runtime-more") /* anyio BrokenWorkerProcess */
    RESIL__R("brokenexecutor", CRASH, CRASH, W)
    RESIL__R("brokenprocesspool", CRASH, CRASH, W)
    RESIL__RT("brokers are down", NETWORK, SPEC2, WE, "queues-rpc") /* librdkafka _ALL_BROKERS_DOWN */
    RESIL__RT("brownout", CRASH, CRASH, WE, "embedded-iot")
    RESIL__RT("browser has been closed", CRASH, SPEC, WE, "process")
    RESIL__RT("browser has disconnect", CRASH, CRASH, W, "issue-pastes26") /* Puppeteer: the browser died under the page */
    RESIL__RT("budget", QUOTA, WORD, W, "gateway-litellm")
    RESIL__RT("budget exceeded", QUOTA, CODE, WE, "gateway-litellm")
    RESIL__RT("budget has been", QUOTA, SPEC, W, "agents-frameworks2 gateway-litellm issue-pastes20 issue-pastes40") /* LiteLLM "Budget has been exceeded!" */
    RESIL__RT("buffer is full", UNAVAILABLE, SPEC, WE, "observability")
    RESIL__RT("buffer space", NETWORK, SPEC, WE, "os-windows")
    RESIL__RT("bulkhead", UNAVAILABLE, SPEC, W, "http-dotnet")
    RESIL__RT("busy", UNAVAILABLE, WORD, WE, "issue14")
    RESIL__RT("cache access denied", NETWORK_PERMANENT, SPEC2, WE, "proxies") /* Squid ERR_CACHE_ACCESS_DENIED */
    RESIL__RT("call to a member", LOGIC, LOGIC, WE, "issue-pastes185") /* PHP's "Call to a member function x() on null" */
    RESIL__R("callback aborted", CANCELLED, CAN, WE)
    RESIL__RT("can't find pane", CRASH, CRASH, WE, "process")
    RESIL__R("can't find session", CRASH, CRASH, WE)
    RESIL__RT("can't reach database", NETWORK, SPEC2, WE, "db-clients") /* Prisma P1001 */
    RESIL__RT("canceled", CANCELLED, WORD, WE, "curl")
    RESIL__R("canceled by the user", CANCELLED, CAN, WE)
    RESIL__R("canceled by user", CANCELLED, CAN, WE)
    RESIL__R("cancelederror", CANCELLED, CAN, W)
    RESIL__RT("cancellationerror", CANCELLED, CAN, W, "http-apple") /* Swift */
    RESIL__R("cancellationexception", CANCELLED, CAN, W)
    RESIL__RT("cancelled", CANCELLED, WORD, WE, "curl")
    RESIL__R("cancelled by the user", CANCELLED, CAN, WE)
    RESIL__R("cancelled by user", CANCELLED, CAN, WE)
    RESIL__R("cancelled on client", CANCELLED, CAN, WE)
    RESIL__R("cancellederror", CANCELLED, CAN, W)
    RESIL__RT("cannot allocate", CRASH, MEM, WE, "http-mobile")
    RESIL__RT("cannot be empty", INVALID_REQUEST, WEAK, WE, "object-storage")
    RESIL__RT("cannot be reached", NETWORK, WORD, WE, "cloud-cli issue-pastes23 issue-pastes61 os-windows") /* 'The FTP site ... cannot be reached', a host not reached */
    RESIL__R("cannot connect", NETWORK, WORD, WE)
    RESIL__RT("cannot contact", NETWORK, SPEC, W, "issue-pastes215") /* "Cannot contact the server": nothing answered (MIT krb5's "Cannot contact any KDC for realm" also has its own row, 'contact any kdc', tuned on another family) */
    RESIL__RT("cannot find model", NOT_FOUND, SPEC, W, "inference-more")
    RESIL__R("cannot find module", LOGIC, LOGIC, WE)
    RESIL__R("cannot get /", NOT_FOUND, SPEC, W)
    RESIL__RT("cannot parse response", SERVER, SPEC, WE, "http-apple") /* NSURLErrorCannotParseResponse */
    RESIL__R("cannot post /", NOT_FOUND, SPEC, W)
    RESIL__RT("cannot query field", INVALID_REQUEST, SPEC, WE, "graphql-clients") /* graphql-js validation: a field the schema lacks */
    RESIL__RT("cannot reach", NETWORK, WORD, WE, "issue-pastes106 issue-pastes14 issue-pastes6 issue-pastes62 sdk-other") /* "Cannot reach <host>" (huggingface_hub, Matrix clients): a host not reached, as "unable to reach" */
    RESIL__R("cannot read propert", LOGIC, WORD, W)
    RESIL__RT("cannot send request", LOGIC, LOGIC, W, "http-python")
    RESIL__R("cannot set propert", LOGIC, WORD, W)
    RESIL__RT("capacity", UNAVAILABLE, WORD, WE, "sdk-other")
    RESIL__RT("captcha", AUTH, SPEC, WE, "dev-apis issue-pastes25") /* a person must verify the account (Suno's requires_captcha) */
    RESIL__RT("cert revoked", NETWORK_PERMANENT, SPEC, WE, "tls-dns") /* Node CERT_REVOKED */
    RESIL__R("cert verification", NETWORK_PERMANENT, SPEC, W)
    RESIL__R("cert_has_expired", NETWORK_PERMANENT, SPEC, WE)
    RESIL__R("certificate", NETWORK_PERMANENT, DENY, W)
    RESIL__R("certificate has expired", NETWORK_PERMANENT, SPEC, WE)
    RESIL__R("certificate verify", NETWORK_PERMANENT, SPEC, WE)
    RESIL__R("certpathbuilder", NETWORK_PERMANENT, SPEC, W)
    RESIL__R("certpathvalidator", NETWORK_PERMANENT, SPEC, W)
    RESIL__RT("character limit", INVALID_REQUEST, WORD, WE, "issue-pastes25 issue-pastes95 providers-raw") /* "exceeds the character limit of 2500 characters": the input is over the service's size limit */
    RESIL__RT("chat not found", NOT_FOUND, SPEC, WE, "issue-pastes13 messaging-apis") /* Telegram "400 Bad Request: chat not found": a 400 yields to it, a 403 does not */
    RESIL__RT("check your network", NETWORK, WEAK, WE, "cloud-cli issue-pastes16 issue-pastes67 llm-apps vector-db") /* 'please check your network': a client that saw the connection fail (weak: a timeout's own words win) */
    RESIL__RT("checksum does not", NETWORK, WORD, WE, "issue-pastes6 issue-pastes93") /* a download that fails its checksum ("Model has been downloaded but the SHA256 checksum does not match"): the transfer broke, fetch again */
    RESIL__RT("child process", CRASH, WEAK, W, "issue14")
    RESIL__RT("chrome not reachable", CRASH, CRASH, WE, "process")
    RESIL__RT("chunked encoded", NETWORK, SPEC, WE, "curl")
    RESIL__R("chunkedencodingerror", NETWORK, SPEC, W)
    RESIL__RT("cipher", NETWORK_PERMANENT, WORD, W, "curl")
    RESIL__RT("circuit", UNAVAILABLE, SPEC, W, "http-dotnet")
    RESIL__R("classcastexception", LOGIC, LOGIC, W)
    RESIL__RT("classnotfound", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("cleartext communication", LOGIC, SPEC2, WE, "http-jvm") /* OkHttp network security policy */
    RESIL__RT("client certificate", NETWORK_PERMANENT, SPEC, WE, "curl")
    RESIL__R("client closed request", CANCELLED, CAN, WE)
    RESIL__RT("client conn not usable", NETWORK, SPEC, WE, "http-go") /* x/net/http2 errClientConnUnusable */
    RESIL__RT("client destroyed", LOGIC, LOGIC, W, "http-js")
    RESIL__RT("client is closed", LOGIC, SPEC2, WE, "http-mobile") /* a closed client used again */
    RESIL__R("client.timeout exceeded", TIMEOUT, OVR, W)
    RESIL__RT("clientclosederror", LOGIC, LOGIC, W, "http-js")
    RESIL__RT("clientpayloaderror", NETWORK, TYPE, W, "http-python")
    RESIL__RT("clients reached", UNAVAILABLE, WORD, WE, "db-clients issue-pastes107") /* Redis "ERR max number of clients reached", Supavisor / pgbouncer "max clients reached" */
    RESIL__RT("clock skew", AUTH, SPEC, WE, "issue-pastes116") /* Kerberos KRB_AP_ERR_SKEW "Clock skew too great": the KDC refuses the authenticator until a clock is fixed */
    RESIL__RT("close notify", NETWORK, SPEC, WE, "http-python")
    RESIL__RT("closed", NETWORK, WEAK, WE, "http-jvm")
    RESIL__RT("closed channel", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__RT("closedchannelexception", NETWORK, SPEC, W, "http-jvm") /* java.nio.channels; Netty's StacklessClosedChannelException */
    RESIL__RT("cloudflare challenge", AUTH, SPEC2, WE, "issue-pastes20 issue-pastes26")
    RESIL__RT("cloudflare protection", AUTH, SPEC2, WE, "issue-pastes27 issue-pastes58")
    RESIL__R("code = aborted", UNAVAILABLE, WORD, WE)
    RESIL__R("code = alreadyexists", INVALID_REQUEST, WORD, WE)
    RESIL__R("code = canceled", CANCELLED, CAN, WE)
    RESIL__R("code = dataloss", SERVER, SPEC, WE)
    RESIL__R("code = internal", SERVER, SPEC2, WE)
    RESIL__R("code = notfound", NOT_FOUND, SPEC, WE)
    RESIL__R("code = outofrange", INVALID_REQUEST, WORD, WE)
    RESIL__RT("code = unavailable", UNAVAILABLE, SPEC2, WE, "container-ci issue-pastes2 issue-pastes23 issue-pastes30 issue-pastes36 issue-pastes38 issue-pastes4 issue-pastes44 issue-pastes51 issue-pastes52 observability resilience-libs runtime-go server-other") /* gRPC's UNAVAILABLE written as a code (Go "code = Unavailable desc = ...", Java "Status{code=UNAVAILABLE"): the code decides over the transport words of its details (TAXONOMY: gRPC UNAVAILABLE; harvest rule 14) */
    RESIL__R("code = unimplemented", NOT_FOUND, SPEC, WE)
    RESIL__KT("code:", STATUS, W, "issue-pastes155") /* Vault's API client: "Code: 400. Errors:"; EdgeX's "code: 500 , message" */
    RESIL__RT("code: unimplemented", NOT_FOUND, SPEC2, WE, "issue-pastes109") /* tonic Status { code: Unimplemented } */
    RESIL__R("command failed", LOGIC, WEAK, WE)
    RESIL__R("command not found", LOGIC, LOGIC, WE)
    RESIL__RT("commit conflict", SERVER, SPEC, W, "issue-pastes44") /* Lance: a concurrent writer won */
    RESIL__RT("common algorithm", NETWORK_PERMANENT, SPEC, WE, "os-windows")
    RESIL__RT("communications link", NETWORK, SPEC, WE, "issue-pastes57") /* MySQL Connector/J: "Communications link failure" */
    RESIL__RT("complexity", INVALID_REQUEST, WORD, WE, "graphql-clients") /* a query over the server's complexity limit */
    RESIL__RT("concurrent map", LOGIC, LOGIC, WE, "issue14")
    RESIL__RT("concurrentmodification", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("config profile", AUTH, SPEC, WE, "sdk-aws") /* botocore ProfileNotFound: "The config profile (x) could not be found" */
    RESIL__RT("configured message size", INVALID_REQUEST, CODE, WE, "queues-rpc")
    RESIL__RT("connect enoent", NETWORK, SPEC, WE, "http-js")
    RESIL__R("connect to proxy", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__RT("connect: no such file", NETWORK, SPEC2, W, "issue-pastes210") /* Go's "dial unix /run/x.sock: connect: no such file or directory": the server's socket is not there (nothing listening), not a file of ours */
    RESIL__R("connecterror", NETWORK, WORD, W)
    RESIL__RT("connectex", NETWORK, WORD, W, "browser-automation email-smtp embeddings-rerank git-hosting http-jvm http-other-langs http-php issue-pastes16 issue-pastes20 issue-pastes36 issue-pastes41 issue-pastes47 issue-pastes49 issue-pastes51 jvm-dotnet-ai k8s-clients os-windows resilience-libs runtime-jvm sdk-llm-more search-engines ssh-sftp") /* Go on Windows: "dial tcp 10.0.0.5:443: connectex: <the system's words, in its language>": a connect that failed; the words, where known, say more */
    RESIL__RT("connection", NETWORK, WEAK, WE, "http-go")
    RESIL__R("connection aborted", NETWORK, SPEC, WE)
    RESIL__RT("connection adapters", LOGIC, SPEC2, WE, "http-python") /* requests InvalidSchema */
    RESIL__RT("connection already clo", NETWORK, SPEC2, W, "issue-pastes60 issue-pastes80 issue-pastes96") /* psycopg2 InterfaceError "connection already closed": the server dropped a pooled connection (over "already closed", our misuse) */
    RESIL__R("connection closed", NETWORK, WORD, WE)
    RESIL__R("connection error", NETWORK, WORD, WE)
    RESIL__RT("connection limit", UNAVAILABLE, SPEC, WE, "curl")
    RESIL__R("connection lost", NETWORK, SPEC, WE)
    RESIL__RT("connection preface", SERVER, SPEC, WE, "http-other-langs") /* HTTP/2 preface not received: no HTTP/2 server there */
    RESIL__R("connection refused", NETWORK, SPEC, WE)
    RESIL__R("connection reset", NETWORK, SPEC, WE)
    RESIL__RT("connection slots", UNAVAILABLE, SPEC, W, "os-posix")
    RESIL__R("connection terminated", NETWORK, SPEC, WE)
    RESIL__RT("connection timeout", TIMEOUT, SPEC2, WE, "proxies") /* Envoy reset reason */
    RESIL__RT("connection was lost", NETWORK, SPEC2, WE, "browser") /* NSURLErrorNetworkConnectionLost */
    RESIL__RT("connection_forced", UNAVAILABLE, SPEC2, WE, "queues-rpc") /* AMQP 320 */
    RESIL__RT("connectiondoesnotexist", NETWORK, SPEC2, WE, "db-clients issue-pastes117") /* asyncpg ConnectionDoesNotExistError: the connection was closed under the operation, not a missing resource */
    RESIL__RT("consecutive", LOGIC, WEAK, W, "agents-frameworks2 agents-more issue-pastes104 issue-pastes83") /* an agent gave up after N consecutive failures of its own steps */
    RESIL__RT("consent required", AUTH, WORD, WE, "issue-pastes177") /* OAuth's consent_required (OpenID Connect Core 3.1.2.6): a user must grant it */
    RESIL__RT("consistency check fail", NETWORK, WORD, W, "issue-pastes93 media-gen-apis") /* huggingface_hub: "Consistency check failed: file should be of size N but has size M": a download cut short */
    RESIL__RT("constraint failed", LOGIC, SPEC, WE, "issue-pastes186") /* SQLite's "UNIQUE constraint failed": what our code wrote */
    RESIL__RT("contact any kdc", NETWORK, SPEC, WE, "issue-pastes116") /* MIT krb5 "Cannot contact any KDC for realm": no KDC reached */
    RESIL__R("content filter", INVALID_REQUEST, CODE, W) /* also "blocked by content filtering policy" */
    RESIL__RT("content length exceeded", INVALID_REQUEST, SPEC, WE, "proxies") /* a proxy's body limit: "HTTP content length exceeded N bytes" */
    RESIL__RT("content length mismatch", NETWORK, SPEC, WE, "http-js") /* Chromium ERR_CONTENT_LENGTH_MISMATCH */
    RESIL__R("content management", INVALID_REQUEST, CODE, WE)
    RESIL__RT("content safety", INVALID_REQUEST, CODE, WE, "gateways-more")
    RESIL__R("content too large", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("content unencoding", LOGIC, LOGIC, WE, "curl")
    RESIL__R("context canceled", CANCELLED, CAN, WE)
    RESIL__R("context cancelled", CANCELLED, CAN, WE)
    RESIL__RT("context is full", CONTEXT_LENGTH, SPEC, WE, "mobile-ai-sdks")
    RESIL__R("context length", CONTEXT_LENGTH, CODE, WE)
    RESIL__R("context limit", CONTEXT_LENGTH, CODE, WE)
    RESIL__R("context size", CONTEXT_LENGTH, CODE, WE)
    RESIL__R("context window", CONTEXT_LENGTH, CODE, WE)
    RESIL__RT("core dump", CRASH, CRASH, WE, "process")
    RESIL__R("core dumped", CRASH, CRASH, WE)
    RESIL__RT("corrupted frame", NETWORK_PERMANENT, SPEC2, WE, "http-dotnet") /* .NET SslStream on a plain port */
    RESIL__RT("cors policy", NETWORK_PERMANENT, SPEC2, WE, "browser") /* Chromium */
    RESIL__RT("cors request did not", NETWORK, CODE, WE, "browser") /* Firefox CORSDidNotSucceed */
    RESIL__RT("cost limit", QUOTA, CODEHI, WE, "agents-other")
    RESIL__R("could not be found", NOT_FOUND, WORD, WE)
    RESIL__RT("could not be reached", NETWORK, WORD, W, "issue-pastes38 llm-apps") /* a server "could not be reached" */
    RESIL__R("could not connect", NETWORK, WORD, WE)
    RESIL__RT("could not contact", NETWORK, SPEC, W, "issue-pastes215") /* "Could not contact server": nothing answered, like "cannot contact" */
    RESIL__RT("could not dial", NETWORK, SPEC, W, "browser-automation issue-pastes124") /* chromedp, libp2p and Go dialers: "could not dial \"ws://...\"" */
    RESIL__RT("could not find", NOT_FOUND, WEAK, WE, "issue-pastes150") /* "Could not find block with ID", "could not find a spreadsheet": no such resource, when nothing names what failed */
    RESIL__RT("could not find database", NOT_FOUND, SPEC, WE, "dev-apis issue-pastes28") /* Notion object_not_found */
    RESIL__R("could not find model", NOT_FOUND, SPEC, WE)
    RESIL__R("could not resolve proxy", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__RT("could not resolve to", NOT_FOUND, SPEC, WE, "cloud-cli dev-apis graphql-clients") /* GitHub GraphQL: "Could not resolve to a Repository with the name ...": an object, not a host */
    RESIL__R("couldn't connect", NETWORK, WORD, WE)
    RESIL__R("couldn't resolve host", NETWORK, SPEC, WE)
    RESIL__R("couldn't resolve proxy", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__RT("cpu time", TIMEOUT, WORD, WE, "serverless-platforms") /* "CPU time hard limit reached", "exceeded CPU time limit": an engine's own time limit */
    RESIL__R("crashed", CRASH, WORD, WE)
    RESIL__RT("crashloopbackoff", CRASH, CRASH, W, "process")
    RESIL__RT("credential", AUTH, WORD, W, "sdk-aws")
    RESIL__RT("credential unavailable", AUTH, CODE, WE, "sdk-azure") /* azure-identity */
    RESIL__R("credit balance", QUOTA, CODE, WE)
    RESIL__R("credit limit", QUOTA, CODE, WE)
    RESIL__R("credits", QUOTA, WEAK, WE)
    RESIL__RT("crl file", NETWORK_PERMANENT, SPEC, WE, "curl")
    RESIL__RT("cross device link", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("cross-origin request", NETWORK_PERMANENT, SPEC2, WE, "browser") /* Firefox */
    RESIL__RT("crypto engine", NETWORK_PERMANENT, SPEC, WE, "curl")
    RESIL__RT("csrf token", AUTH, WORD, WE, "search-apis web-frameworks") /* "CSRF token mismatch.", "Invalid CSRF token." */
    RESIL__RT("ctrl+c", CANCELLED, SPEC, W, "issue-pastes12 issue-pastes28 issue-pastes29 issue-pastes39 issue-pastes4 issue-pastes6 process") /* "Got Ctrl+C", "Ctrl+C pressed": the user stopped us */
    RESIL__RT("cuda error", CRASH, SPEC2, WE, "runtime-python")
    RESIL__K("curl", CURL, WE)
    RESIL__K("curl error", CURL, WE)
    RESIL__RT("currently in progress", UNAVAILABLE, SPEC2, WE, "iac-tools issue-pastes23") /* Pulumi "[409] Conflict: Another update is currently in progress" */
    RESIL__RT("currently loading", UNAVAILABLE, SPEC, WE, "sdk-other") /* Hugging Face Inference API 503: "Model x is currently loading" */
    RESIL__RT("currently locked", UNAVAILABLE, SPEC2, WE, "iac-tools")
    RESIL__RT("currently overloaded", UNAVAILABLE, CODE, WE, "issue-pastes11")
    RESIL__RT("daily", QUOTA, WORD, WE, "sdk-llm-cloud") /* a daily limit: waiting minutes does not help */
    RESIL__R("daily limit exceeded", QUOTA, CODE, W)
    RESIL__RT("daily message", QUOTA, CODE, WE, "messaging-apis email-smtp maps-geo-apis") /* AWS SES "Daily message quota exceeded" under Throttling */
    RESIL__RT("daily rate limit", QUOTA, CODE, WE, "issue-pastes4")
    RESIL__RT("daily request", QUOTA, CODE, WE, "issue-pastes8 web3-rpc maps-geo-apis sdk-llm-cloud js-more issue-pastes22 issue-pastes19")
    RESIL__RT("database space exceeded", UNAVAILABLE, SPEC2, WE, "issue-pastes79 k8s-clients")
    RESIL__RT("database system is", UNAVAILABLE, SPEC2, WE, "db-clients") /* PostgreSQL: starting up, shutting down, in recovery mode */
    RESIL__RT("dead network", NETWORK, SPEC, WE, "os-windows")
    RESIL__R("deadline exceeded", TIMEOUT, SPEC, WE)
    RESIL__R("deadline has elapsed", TIMEOUT, SPEC, WE)
    RESIL__RT("deadlock detected", SERVER, SPEC, WE, "db-clients") /* PostgreSQL 40P01 */
    RESIL__RT("deadlock found", SERVER, SPEC, WE, "db-clients issue-pastes22") /* MySQL 1213 "Deadlock found when trying to get lock; try restarting transaction" */
    RESIL__RT("deadlocked", SERVER, SPEC, WE, "issue-pastes117") /* SQL Server 1205 "was deadlocked on lock resources ... chosen as the deadlock victim. Rerun the transaction" */
    RESIL__RT("decod", LOGIC, WEAK, W, "http-python")
    RESIL__RT("decommissioned", NOT_FOUND, CODE, WE, "sdk-other")
    RESIL__RT("degradeexception", UNAVAILABLE, SPEC2, W, "resilience-libs")
    RESIL__RT("denied on resource", AUTH, SPEC, W, "auth-providers gateways-more iac-tools issue-pastes19 issue-pastes25 issue-pastes40 ml-distributed object-storage py-more sdk-anthropic sdk-google sdk-llm-more") /* Google IAM "Permission 'x' denied on resource" */
    RESIL__RT("denied to", AUTH, DENY, WE, "cloud-cli curl git-hosting servers-more")
    RESIL__R("deploymentnotfound", NOT_FOUND, TYPE, W)
    RESIL__RT("destination address", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("device was lost", CRASH, SPEC2, WE, "browser-ai-runtimes") /* WebGPU device loss */
    RESIL__R("dh key too small", NETWORK_PERMANENT, SPEC, WE) /* OpenSSL SSL_R_DH_KEY_TOO_SMALL */
    RESIL__RT("did not start in", TIMEOUT, SPEC2, WE, "issue-pastes33 issue-pastes77 issue-pastes88") /* JupyterHub "pod/x did not start in 300 seconds" */
    RESIL__RT("didn't respond", TIMEOUT, SPEC2, WE, "issue-pastes115 issue-pastes119 issue-pastes33") /* Firestore "Backend didn't respond within 10 seconds" */
    RESIL__R("died unexpectedly", CRASH, CRASH, WE)
    RESIL__RT("directory is not empty", LOGIC, LOGIC, WE, "os-windows")
    RESIL__RT("directory not empty", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("disconnected", NETWORK, TOOL, WE, "http-python")
    RESIL__RT("diskpressure", CRASH, CRASH, W, "process")
    RESIL__RT("divide by zero", LOGIC, LOGIC, WE, "issue14")
    RESIL__R("division by zero", LOGIC, LOGIC, WE)
    RESIL__R("dns", NETWORK, WEAK, WE)
    RESIL__RT("dns lookup failed", NETWORK, SPEC2, WE, "py-more") /* twisted DNSLookupError */
    RESIL__R("do not have access", AUTH, WORD, WE)
    RESIL__RT("does not appear to have", NOT_FOUND, WORD, WE, "issue-pastes93") /* transformers: "<repo> does not appear to have a file named config.json" */
    RESIL__R("does not exist", NOT_FOUND, SPEC, WE)
    RESIL__RT("does not exists", NOT_FOUND, SPEC, WE, "issue-pastes118 issue-pastes120 search-engines") /* "does not exist" as often misspelt (ZincSearch "index x does not exists") */
    RESIL__RT("does not support", INVALID_REQUEST, WEAK, WE, "server-ollama")
    RESIL__RT("doesn't exist", NOT_FOUND, SPEC, WE, "agents-frameworks2 browser-ai-runtimes browser-automation db-clients issue-pastes10 issue-pastes100 issue-pastes104 issue-pastes11 issue-pastes112 issue-pastes22 issue-pastes26 issue-pastes67 issue-pastes7 issue-pastes79 issue-pastes93 object-storage package-managers providers-raw py-more queues-rpc search-apis ssh-sftp vector-db") /* "does not exist" contracted */
    RESIL__RT("doesn't match either", NETWORK_PERMANENT, SPEC, WE, "issue-pastes53 issue-pastes64") /* Python's ssl.match_hostname: "hostname 'x' doesn't match either of 'a', 'b'" */
    RESIL__R("don't have access", AUTH, WORD, WE)
    RESIL__RT("double free", CRASH, CRASH, WE, "process")
    RESIL__RT("dropped from queue", TIMEOUT, SPEC2, WE, "issue-pastes130 runtime-more") /* Elixir DBConnection "connection not available and request was dropped from queue after N ms" */
    RESIL__K("due to", CAUSE, WE)
    RESIL__RT("due to memory issue", CRASH, CRASH, WE, "http-apple") /* iOS jetsam */
    RESIL__RT("due to time limit", TIMEOUT, OVR, WE, "issue-pastes61") /* Slurm: '*** JOB n CANCELLED AT t DUE TO TIME LIMIT ***': a timer cancelled it (as 'due to deadline') */
    RESIL__RT("due to user request", CANCELLED, CAN, WE, "db-clients issue-pastes22") /* PostgreSQL 57014 "canceling statement due to user request" */
    RESIL__R("eacces", AUTH, DENY, WE)
    RESIL__R("eaddrnotavail", NETWORK, SPEC, WE)
    RESIL__R("eai_again", NETWORK, SPEC, WE)
    RESIL__R("eai_nodata", NETWORK, SPEC, WE)
    RESIL__R("eai_noname", NETWORK, SPEC, WE)
    RESIL__R("ecanceled", CANCELLED, CAN, WE)
    RESIL__R("econnaborted", NETWORK, WORD, WE)
    RESIL__R("econnrefused", NETWORK, SPEC, WE)
    RESIL__R("econnreset", NETWORK, SPEC, WE)
    RESIL__R("ehostdown", NETWORK, SPEC, WE)
    RESIL__R("ehostunreach", NETWORK, SPEC, WE)
    RESIL__R("empty reply from server", NETWORK, SPEC, WE)
    RESIL__RT("empty response", NETWORK, WORD, WE, "agents-vercel")
    RESIL__RT("enable crypto", NETWORK_PERMANENT, SPEC, WE, "http-php")
    RESIL__R("end of stream", NETWORK, SPEC, WE)
    RESIL__RT("ended prematurely", NETWORK, SPEC, WE, "http-dotnet") /* .NET SocketsHttpHandler, urllib3 */
    RESIL__R("enetdown", NETWORK, SPEC, WE)
    RESIL__R("enetreset", NETWORK, SPEC, WE)
    RESIL__R("enetunreach", NETWORK, SPEC, WE)
    RESIL__K("engine", PROC, W)
    RESIL__RT("engine core", CRASH, CRASH, W, "server-vllm")
    RESIL__RT("engine dead", CRASH, CRASH, W, "server-vllm")
    RESIL__R("enoent", NOT_FOUND, WORD, WE)
    RESIL__R("enomem", CRASH, MEM, WE)
    RESIL__R("enotconn", NETWORK, SPEC, WE)
    RESIL__R("enotfound", NETWORK, SPEC, WE)
    RESIL__RT("enough balance", QUOTA, CODE, WE, "issue-pastes25")
    RESIL__RT("enough resources", UNAVAILABLE, SPEC2, WE, "cloud-cli") /* GCE ZONE_RESOURCE_POOL_EXHAUSTED */
    RESIL__RT("entity already exists", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__R("entity too large", INVALID_REQUEST, SPEC, WE)
    RESIL__R("eof", NETWORK, WORD, WE)
    RESIL__R("eofexception", NETWORK, SPEC, W)
    RESIL__R("eperm", AUTH, DENY, WE)
    RESIL__R("epipe", NETWORK, SPEC, WE)
    RESIL__R("eproto", NETWORK, WORD, WE)
    RESIL__RT("err access denied", NETWORK_PERMANENT, SPEC2, W, "proxies") /* Squid errors/templates ERR_ACCESS_DENIED */
    RESIL__RT("err bad ssl", NETWORK_PERMANENT, SPEC2, W, "http-js") /* Chromium ERR_BAD_SSL_CLIENT_AUTH_CERT */
    RESIL__RT("err cert", NETWORK_PERMANENT, SPEC2, W, "http-js") /* Chromium net_error_list.h ERR_CERT_* */
    RESIL__RT("err connect fail", NETWORK, SPEC, W, "proxies") /* Squid ERR_CONNECT_FAIL */
    RESIL__RT("err http2", NETWORK, SPEC2, W, "http-js")
    RESIL__RT("err ssl", NETWORK_PERMANENT, SPEC2, W, "http-js") /* Chromium net_error_list.h ERR_SSL_* */
    RESIL__RT("err stream destroyed", LOGIC, LOGIC, W, "runtime-js")
    RESIL__RT("err unhandled", LOGIC, LOGIC, W, "runtime-js")
    RESIL__RT("err_blocked_by_client", NETWORK_PERMANENT, SPEC, WE, "browser")
    RESIL__R("err_canceled", CANCELLED, CAN, WE)
    RESIL__RT("err_http_connect", NETWORK, SPEC, WE, "embedded-iot") /* ESP-IDF esp_http_client */
    RESIL__RT("err_http_eagain", TIMEOUT, SPEC, WE, "embedded-iot")
    RESIL__RT("err_http_fetch_header", NETWORK, SPEC, WE, "embedded-iot")
    RESIL__RT("err_no_mem", CRASH, MEM, WE, "embedded-iot") /* ESP_ERR_NO_MEM */
    RESIL__RT("err_tls_cert_altname", NETWORK_PERMANENT, CODE, W, "js-more") /* Node ERR_TLS_CERT_ALTNAME_INVALID */
    RESIL__RT("err_wifi_not_connect", NETWORK, SPEC, WE, "embedded-iot")
    RESIL__K("errno", ERRNO, WE)
    RESIL__KT("error", STATUS, WE, "issue-pastes153 issue-pastes156") /* a status after the word: "HTTP Error 429 from ...", "http status Error 404 - ..." (not "Unknown error 523": an errno, below) */
    RESIL__RT("error allocating", CRASH, WORD, WE, "issue-pastes82 ssh-sftp")
    RESIL__K("error code", STATUS, WE)
    RESIL__RT("error communicating", NETWORK, WORD, WE, "issue-pastes10 issue-pastes14 issue-pastes3 issue-pastes5 payments-apis providers-raw sdk-llm-more sdk-other") /* openai-python 0.x, voyageai, together, Stripe APIConnectionError: "Error communicating with OpenAI" (a cause named beside it says more) */
    RESIL__RT("error in input stream", NETWORK, SPEC2, WE, "browser")
    RESIL__RT("error sending request", NETWORK, WEAK, W, "gateways-more http-rust issue-pastes issue-pastes10 issue-pastes24 issue-pastes27 issue-pastes34 issue-pastes36 issue-pastes39 issue-pastes6 issue-pastes8 js-more llm-apps object-storage os-windows package-managers sdk-llm-more") /* reqwest/Deno "error sending request for url (...)": its cause says more */
    RESIL__K("error:", STATUS, W)
    RESIL__RT("eservfail", NETWORK, SPEC, WE, "http-js")
    RESIL__RT("esockettimedout", TIMEOUT, SPEC2, WE, "package-managers") /* Node's request: ESOCKETTIMEDOUT */
    RESIL__R("etimedout", TIMEOUT, SPEC2, WE)
    RESIL__RT("etimeout", NETWORK, SPEC, WE, "http-js")
    RESIL__RT("evalerror", LOGIC, LOGIC, W, "issue14")
    RESIL__R("evicted", CRASH, WORD, WE) /* Kubernetes pod status reason Evicted: the kubelet ended the pod */
    RESIL__RT("exceeded cpu limit", TIMEOUT, SPEC, WE, "js-more")
    RESIL__RT("exception in asgi", SERVER, WEAK, WE, "issue-pastes15") /* uvicorn's log of an unhandled exception: the server answered 500 */
    RESIL__RT("exception overloaded", UNAVAILABLE, CODE, WE, "issue-pastes10 issue-pastes46") /* LiteLLM: "AnthropicException - Overloaded" */
    RESIL__RT("exception: unavailable", UNAVAILABLE, SPEC2, WE, "issue-pastes2 issue-pastes51 queues-rpc resilience-libs") /* grpc-java: "StatusRuntimeException: UNAVAILABLE: io exception" */
    RESIL__RT("exec format error", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("executable doesn't", LOGIC, WORD, WE, "browser-automation issue-pastes10") /* Playwright "Executable doesn't exist at ...": browsers not installed */
    RESIL__RT("executable file", LOGIC, LOGIC, WE, "process")
    RESIL__RT("execution expired", TIMEOUT, SPEC2, WE, "http-ruby") /* Ruby Timeout::Error */
    RESIL__RT("execution time exceeded", TIMEOUT, OVR, WE, "db-clients") /* MySQL 3024 */
    RESIL__K("exit", EXIT, WE)
    RESIL__K("exit code", EXIT, WE)
    RESIL__K("exit status", EXIT, WE)
    RESIL__K("exited", EXIT, WE)
    RESIL__RT("exited early", CRASH, SPEC, WE, "issue-pastes17")
    RESIL__RT("exited prematurely", CRASH, SPEC, WE, "process issue-pastes11 issue-pastes15 issue-pastes22") /* Celery/billiard WorkerLostError "Worker exited prematurely" */
    RESIL__R("exited unexpectedly", CRASH, CRASH, WE)
    RESIL__K("exited with code", EXIT, WE)
    RESIL__KT("exited with status", EXIT, WE, "ssh-sftp") /* ssh "Process exited with status 137" */
    RESIL__R("expectation failed", INVALID_REQUEST, WORD, WE)
    RESIL__RT("expecting value", LOGIC, LOGIC, WE, "issue14")
    RESIL__RT("expired provider token", AUTH, CODE, W, "issue-pastes32 messaging-apis") /* APNs */
    RESIL__R("expired token", AUTH, SPEC, WE)
    RESIL__RT("external account bind", AUTH, CODE, W, "issue-pastes129") /* ACME External Account Binding refused (ZeroSSL, Buypass, step-ca): the EAB key is the credential, whatever status carries it */
    RESIL__R("extra inputs are not", LOGIC, LOGIC, WE) /* pydantic v2: "Extra inputs are not permitted" */
    RESIL__RT("failed during generati", SERVER, CODE, W, "server-tgi") /* TGI GenerationError "Request failed during generation" (cut to the row width) */
    RESIL__R("failed host lookup", NETWORK, SPEC2, WE)
    RESIL__RT("failed initialization", LOGIC, LOGIC, WE, "curl")
    RESIL__R("failed precondition", INVALID_REQUEST, WORD, WE)
    RESIL__RT("failed to allocate", CRASH, WORD, WE, "mobile-ai-sdks browser-ai-runtimes") /* an allocation failed: KV cache, Metal or WebGPU buffer */
    RESIL__RT("failed to boot", CRASH, WORD, WE, "serverless-platforms")
    RESIL__R("failed to connect", NETWORK, WORD, WE)
    RESIL__RT("failed to connect to pr", NETWORK_PERMANENT, SPEC2, W, "cloud-cli issue-pastes19 issue-pastes7 package-managers sdk-aws") /* our proxy unreachable: longer than 'failed to connect', which would hide 'connect to proxy' */
    RESIL__R("failed to fetch", NETWORK, WEAK, WE)
    RESIL__R("failed to respond", NETWORK, SPEC, WE)
    RESIL__RT("failed to send a reque", NETWORK, WORD, W, "dev-apis issue-pastes107 issue-pastes28 serverless-platforms") /* slack_sdk "Failed to send a request to Slack API server", supabase-js FunctionsFetchError "Failed to send a request to the Edge Function" */
    RESIL__RT("failed to start", CRASH, WEAK, WE, "server-vllm") /* low: a cause named with it (refused, timed out) wins */
    RESIL__RT("failed validation", INVALID_REQUEST, WORD, WE, "dev-apis issue-pastes25 issue-pastes28 issue-pastes35 issue-pastes68") /* Notion: 'body failed validation', 'query failed validation': the API refused the request */
    RESIL__K("failed with exit code", EXIT, WE)
    RESIL__RT("failed with result", CRASH, WEAK, WE, "process") /* systemd: "X.service: Failed with result 'signal'" (the result names the cause) */
    RESIL__RT("failed writing", LOGIC, LOGIC, WE, "curl")
    RESIL__R("fatal alert", NETWORK_PERMANENT, WORD, WE) /* JSSE and rustls: "Received fatal alert: X" */
    RESIL__R("fatal python error", CRASH, CRASH, WE)
    RESIL__RT("faulting application", CRASH, CRASH, WE, "issue-pastes59") /* Windows Application log: "Faulting application name: x.exe" */
    RESIL__R("fetch failed", NETWORK, DENY, WE)
    RESIL__R("field required", LOGIC, LOGIC, WE)
    RESIL__RT("file exists", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("file name too long", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("filenotfounderror", LOGIC, LOGIC, W, "os-posix")
    RESIL__RT("filter failure", INVALID_REQUEST, SPEC2, WE, "issue-pastes29") /* Binance -1013 */
    RESIL__RT("find a model with", NOT_FOUND, SPEC, WE, "servers-more") /* LM Studio */
    RESIL__RT("find remote ref", NOT_FOUND, SPEC, WE, "git-hosting")
    RESIL__RT("find the server at", NETWORK, SPEC2, WE, "py-more") /* httplib2 ServerNotFoundError */
    RESIL__RT("flood control", RATE_LIMIT, SPEC, WE, "messaging-apis")
    RESIL__RT("flood wait", RATE_LIMIT, CODE, W, "issue-pastes28") /* Telegram MTProto FLOOD_WAIT_X: "A wait of N seconds is required" */
    RESIL__RT("flowexception", RATE_LIMIT, SPEC2, W, "resilience-libs")
    RESIL__R("forbidden", AUTH, WORD, WE)
    RESIL__RT("forbidden by its access", NETWORK_PERMANENT, SPEC, WE, "os-windows")
    RESIL__RT("free():", CRASH, CRASH, W, "process")
    RESIL__R("from proxy", NETWORK_PERMANENT, TYPE, WE) /* curl "Received HTTP code 403 from proxy after CONNECT": our proxy's code, not the server's status */
    RESIL__RT("from within callback", LOGIC, LOGIC, WE, "curl")
    RESIL__RT("function not implement", LOGIC, LOGIC, W, "os-posix")
    RESIL__R("gaierror", NETWORK, WORD, W)
    RESIL__RT("gateway process exited", LOGIC, SPEC, WE, "issue-pastes121") /* PySpark "Java gateway process exited before sending its port number": the local JVM never started (JAVA_HOME, install) */
    RESIL__R("gave http response", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("general protection", CRASH, CRASH, WE, "issue-pastes58") /* the kernel's "traps: ... general protection fault" */
    RESIL__RT("get code signature", LOGIC, SPEC, WE, "issue-pastes32") /* Electron's updater in an unsigned app */
    RESIL__R("getaddrinfo", NETWORK, WORD, WE)
    RESIL__RT("giving up after", UNAVAILABLE, WEAK, WE, "http-go") /* a retrying client gave up (go-retryablehttp: "giving up after N attempt(s)") */
    RESIL__R("goaway", NETWORK, SPEC, WE)
    RESIL__K("googleapi: error", STATUS, WE) /* google-api-go-client: "googleapi: Error 403: ..." */
    RESIL__RT("goroutines are asleep", LOGIC, LOGIC, WE, "issue14")
    RESIL__KT("got", STATUS, WE, "issue-pastes164") /* "Expected status 204, got 404", "failed to get a 200 OK response, got 429" */
    RESIL__RT("gracefully stopping", CANCELLED, CAN, WE, "process") /* docker compose on SIGINT: "Gracefully stopping... (press Ctrl+C again to force)" */
    RESIL__RT("greeting never", TIMEOUT, SPEC2, WE, "email-smtp issue-pastes55") /* Nodemailer: "Greeting never received" */
    RESIL__RT("greylist", UNAVAILABLE, SPEC, W, "email-smtp") /* SMTP 450 greylisting: try again later */
    RESIL__RT("guardrail", LOGIC, LOGIC, W, "agents-openai")
    RESIL__RT("guru meditation error", CRASH, CRASH, WE, "embedded-iot") /* ESP-IDF panic handler; Varnish says "Guru Meditation:" */
    RESIL__RT("handle destroyed", CANCELLED, CAN, WE, "queues-rpc") /* librdkafka _DESTROY */
    RESIL__RT("handle is invalid", LOGIC, LOGIC, WE, "os-windows")
    RESIL__KT("handleaborterror", CAUSE, W, "issue-pastes3 issue-pastes37 issue-pastes47") /* LibreChat's "[handleAbortError] ... aborting request: <cause>": a function's name, no cancellation */
    RESIL__R("handshake failed", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("handshake failed: tls", NETWORK_PERMANENT, SPEC2, WE, "observability runtime-go") /* gRPC-Go's TLS failure, "transport: authentication handshake failed: tls: ...": over the UNAVAILABLE code that wraps it (harvest rule 14) */
    RESIL__R("handshake failure", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("handshake negotiation", NETWORK_PERMANENT, SPEC, WE, "embedded-iot") /* Mbed TLS SSL_HANDSHAKE_FAILURE */
    RESIL__RT("hard time limit", TIMEOUT, SPEC2, WE, "py-more")
    RESIL__RT("harm category", INVALID_REQUEST, SPEC2, W, "sdk-google") /* Gemini safety ratings */
    RESIL__RT("has banned your", AUTH, SPEC, WE, "proxies") /* Cloudflare 1006-1010: "The owner of this website (x) has banned your ..." */
    RESIL__R("has been exhausted", RATE_LIMIT, TYPE, WE)
    RESIL__RT("has exited", CRASH, WORD, WE, "llm-apps")
    RESIL__R("has gone away", NETWORK, WORD, WE) /* MySQL CR_SERVER_GONE_ERROR (2006): "MySQL server has gone away" */
    RESIL__R("has no attribute", LOGIC, LOGIC, WE)
    RESIL__R("has not been read yet", LOGIC, LOGIC, WE)
    RESIL__R("has not been used in", AUTH, SPEC, WE) /* Google SERVICE_DISABLED: "X API has not been used in project N before or it is disabled" */
    RESIL__RT("hash sum mismatch", NETWORK, SPEC, WE, "issue-pastes31") /* apt: a mirror mid-sync */
    RESIL__RT("have any credits", QUOTA, SPEC, W, "issue-pastes37 sdk-other") /* xAI "team doesn't have any credits" */
    RESIL__RT("have been blocked", AUTH, WORD, WE, "issue-pastes181") /* a WAF's "Sorry, you have been blocked" (Cloudflare): someone must lift it */
    RESIL__R("header fields too large", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("headers overflow", SERVER, SPEC, W, "http-js")
    RESIL__RT("headers sent", LOGIC, LOGIC, WE, "http-js")
    RESIL__R("heap limit", CRASH, MEM, WE)
    RESIL__R("heartbeat", TIMEOUT, WORD, W) /* "no heartbeat received", "missed heartbeats", "Heartbeat timeout": the peer went quiet past its interval */
    RESIL__R("high demand", UNAVAILABLE, SPEC, WE)
    RESIL__RT("high volume of traffic", UNAVAILABLE, SPEC, W, "issue-pastes43")
    RESIL__R("host is down", NETWORK, SPEC, WE)
    RESIL__R("host is unreachable", NETWORK, SPEC, WE)
    RESIL__RT("host key", NETWORK_PERMANENT, SPEC, W, "os-posix")
    RESIL__RT("host name lookup", NETWORK, SPEC, WE, "os-posix")
    RESIL__RT("host not found", NETWORK, SPEC, WE, "issue14")
    RESIL__RT("host this topic", NOT_FOUND, SPEC2, WE, "queues-rpc")
    RESIL__RT("host unreachable", NETWORK, SPEC, WE, "runtime-rust")
    RESIL__RT("host was down", NETWORK, SPEC, WE, "os-windows")
    RESIL__RT("hosted runner", CRASH, CRASH, WE, "container-ci issue-pastes135 issue-pastes73") /* GitHub Actions: "The (self-)hosted runner: X lost communication with the server" */
    RESIL__R("hostname mismatch", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("hourly", RATE_LIMIT, WORD, W, "issue-pastes38 issue-pastes7 maps-geo-apis sdk-other search-apis") /* an hourly limit: wait, not pay */
    RESIL__RT("hpe invalid", SERVER, SPEC2, W, "http-js") /* llhttp HPE_INVALID_* parse errors */
    RESIL__RT("hpe invalid chunk", NETWORK, SPEC2, W, "http-js")
    RESIL__K("http", STATUS, WE)
    RESIL__K("http code", STATUS, WE)
    RESIL__K("http error", STATUS, WE)
    RESIL__R("http version not supp", SERVER, WORD, W)
    RESIL__K("http/1.0", STATUS, W)
    RESIL__K("http/1.1", STATUS, W)
    RESIL__K("http/2", STATUS, W)
    RESIL__K("http/2.0", STATUS, W)
    RESIL__R("http2 framing layer", NETWORK, SPEC, WE)
    RESIL__R("httpclient.timeout", TIMEOUT, OVR, W)
    RESIL__RT("httpnoresponse", TIMEOUT, SPEC, WE, "embedded-iot") /* coreHTTP HTTPStatus_t */
    RESIL__RT("httpparsererror", SERVER, SPEC, W, "http-js")
    RESIL__RT("i/o error", NETWORK, WORD, WE, "jvm-dotnet-ai") /* Spring "I/O error on POST request for ..." */
    RESIL__RT("identifier rejected", INVALID_REQUEST, SPEC, WE, "embedded-iot") /* MQTT CONNACK 2 */
    RESIL__RT("identity token", AUTH, WORD, W, "auth-providers issue-pastes120 ml-platform-tools sdk-llm-more") /* OPC UA BadIdentityTokenInvalid / Rejected, AWS InvalidIdentityToken, an identity token file missing */
    RESIL__RT("illegal", LOGIC, WEAK, W, "http-jvm")
    RESIL__RT("illegal data address", INVALID_REQUEST, SPEC, WE, "issue-pastes120") /* Modbus exception 02 (the device's answer) */
    RESIL__RT("illegal data value", INVALID_REQUEST, SPEC, WE, "issue-pastes120") /* Modbus exception 03 */
    RESIL__R("illegal format", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("illegal seek", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("illegal status line", SERVER, SPEC, WE, "http-python")
    RESIL__R("illegalargument", LOGIC, LOGIC, W)
    RESIL__R("illegalstateexception", LOGIC, WRAP, W)
    RESIL__K("image", INPUT, W)
    RESIL__R("importerror", LOGIC, LOGIC, W)
    RESIL__RT("improper token", AUTH, SPEC, WE, "messaging-apis")
    RESIL__RT("in a short time", RATE_LIMIT, SPEC2, WE, "issue-pastes207") /* "too many login failures from your network in a short time period", Google Calendar's "creating or deleting too many calendars ... in a short time": a rate, over the words of what was refused */
    RESIL__R("in recovery mode", UNAVAILABLE, WORD, WE) /* PostgreSQL "the database system is in recovery mode" */
    RESIL__RT("in the correct format", LOGIC, WEAK, WE, "http-apple issue-pastes119 issue-pastes45") /* Swift DecodingError "The data couldn't be read because it isn't in the correct format": our decoder */
    RESIL__R("in time", TIMEOUT, WEAK, WE)
    RESIL__RT("in your country", AUTH, WORD, WE, "issue-pastes128 sdk-google") /* "not available in your country" (YouTube, stores): refused for where the caller is */
    RESIL__RT("in-sync replicas", UNAVAILABLE, SPEC2, WE, "queues-rpc") /* Kafka NOT_ENOUGH_REPLICAS */
    RESIL__RT("inappropriate ioctl", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("incompatible ssh", NETWORK_PERMANENT, SPEC, WE, "issue-pastes112 issue-pastes71 ssh-sftp") /* paramiko IncompatiblePeer: "Incompatible ssh peer (no acceptable kex algorithm)" */
    RESIL__RT("incomplete chunked", NETWORK, SPEC, WE, "http-js") /* Chromium ERR_INCOMPLETE_CHUNKED_ENCODING */
    RESIL__RT("incomplete generation", SERVER, SPEC2, W, "server-tgi") /* TGI error_type */
    RESIL__R("incomplete read", NETWORK, SPEC, WE)
    RESIL__RT("incompletemessage", NETWORK, SPEC, W, "http-rust") /* hyper::Error(IncompleteMessage) */
    RESIL__R("incorrect api key", AUTH, CODE, WE)
    RESIL__RT("indentationerror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("input is too large", CONTEXT_LENGTH, CODE, WE, "server-llamacpp")
    RESIL__R("input is too long", CONTEXT_LENGTH, CODE, WE)
    RESIL__RT("input length limit", CONTEXT_LENGTH, CODE, WE, "servers-more")
    RESIL__R("input should be", LOGIC, LOGIC, WE) /* pydantic v2 error messages: "Input should be a valid integer" */
    RESIL__R("input token count", CONTEXT_LENGTH, SPEC2, WE) /* below a quota's words (Gemini's quota metric "..._free_tier_input_token_count"), above a 400's ("badRequest") */
    RESIL__RT("insecure transport", LOGIC, SPEC2, WE, "auth-providers")
    RESIL__RT("instances available", UNAVAILABLE, WORD, WE, "issue-pastes94 sdk-other") /* "No instances available", "no longer any instances available": capacity, for now */
    RESIL__R("insufficient balance", QUOTA, CODE, WE)
    RESIL__R("insufficient credit", QUOTA, CODE, W) /* "credit" and "credits" */
    RESIL__R("insufficient funds", QUOTA, CODE, WE)
    RESIL__RT("insufficient permission", AUTH, CODE2, W, "sdk-openai")
    RESIL__RT("insufficient privileges", AUTH, SPEC2, WE, "data-warehouses issue-pastes28") /* Microsoft Graph Authorization_RequestDenied */
    RESIL__R("insufficient quota", QUOTA, CODEHI, WE)
    RESIL__R("insufficient system res", CRASH, MEM, W)
    RESIL__RT("insufficient_scope", AUTH, CODE, W, "container-ci dev-apis git-hosting inference-more issue-pastes106 package-managers") /* RFC 6750 3.1: the token lacks the scope */
    RESIL__R("internal error", SERVER, WORD, WE)
    RESIL__R("internal server", SERVER, SPEC, W)
    RESIL__RT("internaldependency", SERVER, TYPE, W, "sdk-aws") /* Amazon Bedrock InternalDependencyException */
    RESIL__RT("internalfailure", SERVER, TYPE, W, "sdk-aws") /* AWS common error code InternalFailure (500) */
    RESIL__RT("interrupt", CANCELLED, WORD, W, "iac-tools package-managers ml-distributed issue-pastes23 issue-pastes19 issue-pastes11 data-warehouses container-ci agents-frameworks2 issue-pastes7 object-storage http-ruby issue-pastes18 issue-pastes17")
    RESIL__RT("interrupted", CANCELLED, WORD, WE, "http-jvm")
    RESIL__R("interrupted by user", CANCELLED, CAN, WE)
    RESIL__R("interruptedexception", CANCELLED, CAN, W)
    RESIL__RT("invalid", INVALID_REQUEST, WEAK, WE, "issue14")
    RESIL__R("invalid api key", AUTH, CODE, WE)
    RESIL__R("invalid argument", INVALID_REQUEST, WORD, WE)
    RESIL__RT("invalid auth", AUTH, SPEC, WE, "db-clients dev-apis iac-tools issue-pastes11 issue-pastes21 issue-pastes45 issue-pastes48 issue-pastes9 ml-platform-tools package-managers payments-apis providers-raw proxies py-more realtime-apis sdk-google sdk-llm-cloud sdk-openai") /* Slack API's invalid_auth */
    RESIL__RT("invalid client", AUTH, TYPE, WE, "mcp") /* OAuth 2.0 error code invalid_client (RFC 6749 5.2) */
    RESIL__RT("invalid digit", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__RT("invalid grant", AUTH, TYPE, WE, "issue14")
    RESIL__RT("invalid header", LOGIC, LOGIC, WE, "http-python")
    RESIL__RT("invalid input", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__RT("invalid model '", NOT_FOUND, CODE, W, "issue-pastes37 sdk-llm-cloud sdk-llm-more sdk-other") /* Perplexity 400 "Invalid model 'sonar-x'" */
    RESIL__RT("invalid model name", NOT_FOUND, CODE, WE, "gateway-litellm") /* not "invalid model configuration / output / file" */
    RESIL__RT("invalid model:", NOT_FOUND, CODE, W, "gateway-litellm")
    RESIL__RT("invalid nonce", AUTH, SPEC2, WE, "issue-pastes29") /* Kraken EAPI:Invalid nonce */
    RESIL__R("invalid parameter", INVALID_REQUEST, WORD, WE)
    RESIL__RT("invalid pointer", LOGIC, LOGIC, WE, "os-windows")
    RESIL__R("invalid request", INVALID_REQUEST, WORD, WE)
    RESIL__R("invalid request error", INVALID_REQUEST, RANGE, WE)
    RESIL__RT("invalid request uri", LOGIC, LOGIC, WE, "http-dotnet") /* .NET HttpClient: "An invalid request URI was provided." */
    RESIL__RT("invalid response", SERVER, WEAK, WE, "http-jvm")
    RESIL__RT("invalid scope", INVALID_REQUEST, TYPE, WE, "mcp") /* OAuth 2.0 error code invalid_scope (RFC 6749 5.2: the requested scope is invalid, unknown or malformed): the request asks for what the client may not, fix it (MCP SDK InvalidScopeError, oauthlib InvalidScopeError, Entra's AADSTS70011) */
    RESIL__RT("invalid session id", CRASH, WORD, WE, "process")
    RESIL__RT("invalid status line", SERVER, SPEC, WE, "curl")
    RESIL__R("invalid token", AUTH, SPEC, WE)
    RESIL__RT("invalid type", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__RT("invalid url", LOGIC, LOGIC, WE, "http-python")
    RESIL__R("invalid url (get", NOT_FOUND, SPEC, W)
    RESIL__R("invalid url (post", NOT_FOUND, SPEC, W)
    RESIL__R("invalid value", INVALID_REQUEST, WORD, WE)
    RESIL__RT("invalidargumenterror", LOGIC, LOGIC, W, "http-js")
    RESIL__R("invalidchunklength", NETWORK, SPEC, W)
    RESIL__RT("invalidcontenttype", NETWORK_PERMANENT, SPEC2, WE, "http-rust") /* rustls InvalidContentType: TLS to a plain port */
    RESIL__R("invalidsignature", AUTH, SPEC, W)
    RESIL__RT("ipc channel", CRASH, SPEC, WE, "runtime-more") /* Node ERR_IPC_CHANNEL_CLOSED: the child is gone */
    RESIL__RT("is a directory", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("is down", UNAVAILABLE, SPEC2, WE, "proxies")
    RESIL__RT("is in progress", UNAVAILABLE, WORD, WE, "issue-pastes175") /* "service discovery is in progress", "an operation is in progress": busy now, later it answers */
    RESIL__R("is loading", UNAVAILABLE, WEAK, WE) /* Redis LOADING, "model is loading" */
    RESIL__R("is not a constructor", LOGIC, LOGIC, WE)
    RESIL__R("is not a function", LOGIC, LOGIC, WE)
    RESIL__RT("is not a subtype of", LOGIC, LOGIC, WE, "http-mobile") /* Dart */
    RESIL__RT("is not a valid", INVALID_REQUEST, WEAK, WE, "agents-other") /* "'x' is not a valid enum value / JSON / key": logic when nothing answered */
    RESIL__RT("is not a valid model", NOT_FOUND, CODE, WE, "gateways-more") /* OpenRouter: longer than "is not a valid" */
    RESIL__RT("is not found for api", NOT_FOUND, SPEC2, W, "agents-vercel gateway-litellm issue-pastes45 issue-pastes46 issue-pastes9 jvm-dotnet-ai sdk-google sdk-llm-more") /* Gemini "models/x is not found for API version v1beta" */
    RESIL__R("is not iterable", LOGIC, LOGIC, WE)
    RESIL__RT("is required", INVALID_REQUEST, WEAK, WE, "issue14")
    RESIL__R("is starting up", UNAVAILABLE, WORD, WE) /* PostgreSQL "the database system is starting up" */
    RESIL__RT("is too short", INVALID_REQUEST, WORD, W, "embeddings-rerank issue-pastes39") /* JSON Schema "... is too short", an API's minimum */
    RESIL__RT("issuer cert", NETWORK_PERMANENT, SPEC, W, "auth-providers curl data-warehouses http-cpp http-js http-mobile http-other-langs http-php http-python http-ruby http-rust iac-tools issue-pastes issue-pastes10 issue-pastes11 issue-pastes12 issue-pastes14 issue-pastes18 issue-pastes19 issue-pastes22 issue-pastes24 issue-pastes25 issue-pastes26 issue-pastes28 issue-pastes29 issue-pastes3 issue-pastes33 issue-pastes34 issue-pastes37 issue-pastes39 issue-pastes40 issue-pastes6 issue-pastes8 k8s-clients maps-geo-apis object-storage observability package-managers proxies sdk-azure sdk-google sdk-openai search-apis tls-dns") /* Node's UNABLE_TO_GET_ISSUER_CERT(_LOCALLY) */
    RESIL__R("issuer check failed", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("iteration limit", LOGIC, LOGIC, WE, "issue14")
    RESIL__RT("its deadline", TIMEOUT, WORD, WE, "workflow-engines") /* Argo "Step exceeded its deadline" */
    RESIL__RT("job stalled", CRASH, SPEC, WE, "issue-pastes130 workflow-engines") /* Bull / BullMQ "job stalled more than allowable limit": its worker died or blocked the event loop */
    RESIL__RT("json", LOGIC, WEAK, W, "runtime-go")
    RESIL__RT("jsonexception", LOGIC, TYPE, WE, "http-php issue-pastes46 issue-pastes52 jvm-dotnet-ai runtime-jvm runtime-more")
    RESIL__R("jsonwebtokenerror", AUTH, SPEC, W)
    RESIL__RT("jwt", AUTH, WORD, WE, "proxies")
    RESIL__RT("kcfstreamerrordomainssl", NETWORK_PERMANENT, SPEC2, WE, "http-apple")
    RESIL__RT("kernel died", CRASH, CRASH, WE, "process")
    RESIL__RT("kernel has died", CRASH, CRASH, WE, "issue-pastes33") /* Jupyter */
    RESIL__R("keyboardinterrupt", CANCELLED, CAN, W)
    RESIL__R("keyerror", LOGIC, LOGIC, W)
    RESIL__R("keynotfoundexception", LOGIC, LOGIC, W)
    RESIL__R("keyword argument", LOGIC, LOGIC, WE)
    RESIL__R("killed", CRASH, CRASH, WE)
    RESIL__RT("killed by timeout", TIMEOUT, SPEC2, W, "issue-pastes15 issue-pastes48")
    RESIL__RT("kind: permission denied", LOGIC, LOGIC, W, "runtime-rust")
    RESIL__RT("lang.internalerror", CRASH, CRASH, W, "runtime-jvm")
    RESIL__RT("larger than allowed", LOGIC, LOGIC, WE, "curl")
    RESIL__RT("leader changed", UNAVAILABLE, SPEC, WE, "issue-pastes79 k8s-clients")
    RESIL__RT("leader not available", UNAVAILABLE, SPEC2, WE, "queues-rpc") /* Kafka LEADER_NOT_AVAILABLE */
    RESIL__RT("leaked semaphore", CRASH, CRASH, WE, "process") /* CPython multiprocessing resource_tracker after workers were killed */
    RESIL__R("length required", INVALID_REQUEST, WORD, WE)
    RESIL__RT("license", AUTH, WEAK, WE, "issue-pastes200") /* FlexNet and vendors' "A valid license was not found", "License checkout failed": the vendor's server checks a license as a credential; weak, so a cause named beside it (cannot connect, seats in use) decides */
    RESIL__RT("license key", AUTH, SPEC, WE, "issue-pastes30 observability")
    RESIL__RT("limiting connections", RATE_LIMIT, WORD, WE, "proxies") /* nginx limit_conn log line */
    RESIL__RT("limiting requests", RATE_LIMIT, WORD, WE, "proxies") /* nginx limit_req log line; not "limiting concurrency" */
    RESIL__RT("line too long", SERVER, SPEC, W, "http-python")
    RESIL__RT("living connections", UNAVAILABLE, SPEC, WE, "issue-pastes199") /* the Elasticsearch clients' "No Living connections": every node of the pool is marked dead for now */
    RESIL__RT("local protocol", LOGIC, LOGIC, W, "http-python")
    RESIL__R("local rate limited", RATE_LIMIT, TYPE, WE)
    RESIL__RT("local variable", LOGIC, LOGIC, WE, "issue-pastes17 issue-pastes18 issue-pastes27 issue-pastes45 runtime-python") /* CPython UnboundLocalError: "cannot access local variable" (3.11), "local variable 'x' referenced before assignment" */
    RESIL__RT("logged in", AUTH, WORD, WE, "package-managers")
    RESIL__R("login denied", AUTH, SPEC, WE)
    RESIL__RT("login fail", AUTH, WORD, W, "issue-pastes188 issue-pastes35 issue-pastes62 issue-pastes64") /* DNSPod's "Login fail", IMAP's NO "LOGIN failed", "login failure": a login refused in the protocol's own words */
    RESIL__RT("login incorrect", AUTH, WORD, WE, "issue-pastes64 ssh-sftp") /* FTP's 530 'Login incorrect' (vsftpd): a 5xx read as a status yields to it */
    RESIL__RT("login required", AUTH, SPEC, WE, "issue-pastes123 issue-pastes68 issue-pastes71 issue-pastes72 issue-pastes74 object-storage payments-apis") /* "Login required", LoginRequired exceptions (qBittorrent, aiounifi, instagrapi) */
    RESIL__RT("logon failure", AUTH, SPEC, WE, "issue-pastes112 issue-pastes116") /* Windows ERROR_LOGON_FAILURE (1326) "Logon failure: unknown user name or bad password", NTSTATUS STATUS_LOGON_FAILURE */
    RESIL__RT("look like a tls", NETWORK_PERMANENT, SPEC, WE, "issue14")
    RESIL__RT("looking for beginning", LOGIC, SPEC, WE, "issue-pastes20 issue-pastes24 issue-pastes27 issue-pastes32 issue-pastes53 issue-pastes71 issue-pastes73 issue-pastes74 issue-pastes75 runtime-go")
    RESIL__RT("lookuperror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("low on resource", CRASH, CRASH, WE, "process")
    RESIL__RT("main process exited", CRASH, CRASH, WE, "process")
    RESIL__R("maintenance", UNAVAILABLE, WEAK, WE) /* "down for maintenance", "under maintenance" */
    RESIL__RT("malformed lambda proxy", SERVER, SPEC, WE, "proxies") /* AWS API Gateway 502 "Malformed Lambda proxy response" */
    RESIL__RT("malformed option", LOGIC, LOGIC, WE, "curl")
    RESIL__RT("malformed request", INVALID_REQUEST, WORD, WE, "gateways-more issue-pastes68 web-frameworks") /* simple-salesforce's SalesforceMalformedRequest, Plug's 'malformed request' */
    RESIL__RT("malformed response", SERVER, SPEC, WE, "http-other-langs")
    RESIL__RT("malformedurl", LOGIC, LOGIC, W, "http-jvm") /* java.net exception name */
    RESIL__RT("malloc failed", CRASH, MEM, WE, "embedded-iot")
    RESIL__RT("malloc():", CRASH, CRASH, W, "process")
    RESIL__RT("manifest unknown", NOT_FOUND, SPEC, WE, "cloud-cli container-ci package-managers") /* the OCI distribution spec's MANIFEST_UNKNOWN: a tag or digest the registry lacks */
    RESIL__RT("mapper parsing", INVALID_REQUEST, SPEC, WE, "issue-pastes118 issue-pastes22 search-engines vector-db") /* Elasticsearch MapperParsingException, mapper_parsing_exception: a document the index mapping refuses */
    RESIL__RT("max connections", UNAVAILABLE, SPEC, W, "graphql-clients ssh-sftp") /* "max connections (4) reached": the server is full */
    RESIL__RT("max duration", TIMEOUT, SPEC, WE, "http-php") /* Symfony HttpClient */
    RESIL__RT("max execution time", TIMEOUT, SPEC, WE, "llm-apps")
    RESIL__RT("max iteration", LOGIC, WORD, W, "agents-frameworks2") /* an agent's loop cap: "Max iteration reached: 10" */
    RESIL__RT("max message size", INVALID_REQUEST, SPEC2, WE, "queues-rpc")
    RESIL__RT("max number of clients", UNAVAILABLE, SPEC2, WE, "db-clients") /* Redis */
    RESIL__RT("max redirect", LOGIC, LOGIC, WE, "browser-automation") /* Scrapy "max redirections reached", Playwright "Max redirect count exceeded" */
    RESIL__RT("max rpm", RATE_LIMIT, WORD, WE, "issue-pastes113 issue-pastes85") /* crewAI's own limiter: "Max RPM reached, waiting for next minute to start." */
    RESIL__RT("max sequence length", CONTEXT_LENGTH, SPEC2, WE, "inference-more") /* TensorRT-LLM */
    RESIL__RT("max steps", LOGIC, LOGIC, WE, "agents-other") /* smolagents "Reached max steps."; an agent's step budget (max_steps) */
    RESIL__RT("max turns", LOGIC, LOGIC, WE, "issue14")
    RESIL__RT("max_num_tokens", CONTEXT_LENGTH, CODE, WE, "servers-more")
    RESIL__RT("maximum agent steps", LOGIC, LOGIC, WE, "agents-other") /* Haystack Agent "reached maximum agent steps of N" */
    RESIL__RT("maximum allowed time", TIMEOUT, WORD, WE, "issue-pastes63") /* STAC APIs: 'The request exceeded the maximum allowed time' */
    RESIL__RT("maximum call stack", LOGIC, STACK, WE, "runtime-js")
    RESIL__RT("maximum credits", QUOTA, CODE, WE, "issue-pastes28 messaging-apis") /* SendGrid, also under a 401 or SMTP 451 */
    RESIL__RT("maximum duration", TIMEOUT, SPEC2, W, "issue-pastes46") /* OpenAI Realtime "Your session hit the maximum duration of 30 minutes" */
    RESIL__RT("maximum execution time", TIMEOUT, SPEC2, WE, "http-php")
    RESIL__RT("maximum iteration", LOGIC, LOGIC, W, "agents-more agents-other")
    RESIL__RT("maximum model length", CONTEXT_LENGTH, CODE, WE, "server-vllm") /* vLLM input processor */
    RESIL__RT("maximum number of", LOGIC, WORD, WE, "agents-other")
    RESIL__RT("maximum payload", INVALID_REQUEST, SPEC2, WE, "queues-rpc")
    RESIL__RT("maximum prompt length", CONTEXT_LENGTH, CODE, WE, "sdk-llm-cloud") /* xAI */
    RESIL__RT("maximum redirect", LOGIC, LOGIC, W, "http-js")
    RESIL__RT("maximum runtime", TIMEOUT, SPEC, WE, "workflow-engines")
    RESIL__RT("maxmemory", UNAVAILABLE, SPEC, WE, "db-clients issue-pastes11") /* Redis "OOM command not allowed when used memory > 'maxmemory'" */
    RESIL__RT("memory allocation", CRASH, MEM, W, "os-posix")
    RESIL__RT("memory budget", CRASH, CRASH, WE, "issue-pastes121 issue-pastes33 ml-distributed") /* Dask's nanny "Worker exceeded 95% memory budget. Restarting": the worker is killed, not a plan's budget */
    RESIL__RT("memory limit", CRASH, MEM, WE, "serverless-platforms") /* Cloud Run "Memory limit of 512 MiB exceeded", Supabase "memory limit reached" */
    RESIL__R("memoryerror", CRASH, MEM, W)
    RESIL__RT("memorypressure", CRASH, CRASH, W, "process")
    RESIL__RT("message exceeds maximum", INVALID_REQUEST, CODE, WE, "queues-rpc")
    RESIL__R("message larger than max", INVALID_REQUEST, CODE, WE)
    RESIL__RT("message rate too high", RATE_LIMIT, SPEC, WE, "embedded-iot") /* MQTT 0x96 */
    RESIL__RT("message size exceeds", INVALID_REQUEST, SPEC, WE, "email-smtp issue-pastes127") /* SMTP "Message size exceeds fixed limit" (552 5.3.4), "Message size exceeds server limit" */
    RESIL__RT("message size too large", INVALID_REQUEST, SPEC2, WE, "queues-rpc") /* Kafka MSG_SIZE_TOO_LARGE */
    RESIL__RT("message too big", INVALID_REQUEST, SPEC2, WE, "py-more") /* WebSocket close 1009 */
    RESIL__RT("messagerejected", AUTH, CODE, WE, "email-smtp issue-pastes55 messaging-apis") /* Amazon SES: address not verified, sending paused */
    RESIL__R("method not allowed", INVALID_REQUEST, WORD, WE)
    RESIL__RT("method not found", INVALID_REQUEST, SPEC, WE, "mcp")
    RESIL__RT("minimum free", UNAVAILABLE, WORD, WE, "issue-pastes106 issue-pastes110") /* MinIO "Storage backend has reached its minimum free drive threshold" */
    RESIL__RT("mismatching state", LOGIC, SPEC2, WE, "auth-providers")
    RESIL__RT("missing", LOGIC, WEAK, WE, "runtime-rust")
    RESIL__RT("missing access", AUTH, SPEC, WE, "messaging-apis payments-apis")
    RESIL__RT("missing dependencies", LOGIC, LOGIC, WE, "http-python") /* requests: "Missing dependencies for SOCKS support." */
    RESIL__RT("missing permission", AUTH, SPEC, W, "issue-pastes13 providers-raw") /* discord.js "DiscordAPIError[50013]: Missing Permissions" */
    RESIL__R("missing required param", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("misused header name", LOGIC, LOGIC, WE, "http-dotnet") /* .NET HttpHeaders.CheckContainsNewLine... "Misused header name" */
    RESIL__K("model", INPUT, W)
    RESIL__RT("model architecture", LOGIC, SPEC2, WE, "issue-pastes38 mobile-ai-sdks server-llamacpp server-vllm") /* llama.cpp: "unknown model architecture: 'x'" */
    RESIL__RT("model behavior", LOGIC, LOGIC, W, "agents-openai")
    RESIL__RT("model identifier", NOT_FOUND, CODE, WE, "sdk-aws") /* Bedrock ValidationException */
    RESIL__RT("model is unloaded", NOT_FOUND, SPEC, WE, "issue-pastes4") /* LM Studio: the model asked for is not loaded */
    RESIL__RT("model name is invalid", NOT_FOUND, CODE, WE, "gateways-more") /* Workers AI 3042 */
    RESIL__RT("model not exist", NOT_FOUND, CODE, WE, "sdk-llm-cloud") /* DashScope, DeepSeek "Model Not Exist" in a 400 invalid_request_error */
    RESIL__R("model not found", NOT_FOUND, TYPE, WE)
    RESIL__RT("model not supported", NOT_FOUND, CODE, WE, "issue-pastes43 sdk-llm-cloud") /* Copilot's model_not_supported */
    RESIL__RT("model produced invalid", SERVER, SPEC, WE, "issue-pastes18") /* OpenAI model_error: "The model produced invalid content. Consider modifying your prompt ..." */
    RESIL__RT("model stream error", SERVER, CODE, WE, "sdk-aws")
    RESIL__RT("model terms", AUTH, SPEC, WE, "gateways-more") /* Workers AI 5016 */
    RESIL__RT("modelerror", SERVER, WORD, WE, "sdk-aws") /* Bedrock ModelErrorException, SageMaker ModelError: the model failed (server) unless its words say more */
    RESIL__RT("moderation", INVALID_REQUEST, WORD, W, "providers-raw")
    RESIL__RT("module not found", LOGIC, LOGIC, WE, "runtime-js")
    RESIL__R("modulenotfounderror", LOGIC, LOGIC, W)
    RESIL__RT("monthly", QUOTA, WORD, WE, "email-smtp issue-pastes10 issue-pastes17 issue-pastes20 issue-pastes24 issue-pastes33 issue-pastes35 issue-pastes5 issue-pastes6 issue-pastes8 media-gen-apis sdk-llm-cloud sdk-other search-apis web3-rpc") /* a monthly allowance: waiting minutes does not help */
    RESIL__R("monthly limit", QUOTA, SPEC, WE)
    RESIL__RT("more system memory", SERVER, SPEC, WE, "server-ollama") /* Ollama llm/server.go: "model requires more system memory (x) than is available (y)" */
    RESIL__RT("mqttrecvfailed", NETWORK, SPEC, WE, "embedded-iot") /* coreMQTT MQTTStatus_t */
    RESIL__RT("must alternate", INVALID_REQUEST, SPEC, WE, "issue14")
    RESIL__RT("must authenticate", AUTH, SPEC2, WE, "data-warehouses issue-pastes111 issue-pastes121 issue-pastes127 web3-rpc") /* "If MAIL FROM is local then you must authenticate", "The user must authenticate again" */
    RESIL__RT("must be", INVALID_REQUEST, WEAK, WE, "issue14")
    RESIL__R("must be reduced", CONTEXT_LENGTH, CODEHI, WE)
    RESIL__RT("must be verified", AUTH, CODE2, WE, "sdk-openai")
    RESIL__RT("must have less than", CONTEXT_LENGTH, CODE, WE, "issue14")
    RESIL__RT("must not be empty", INVALID_REQUEST, WEAK, WE, "object-storage")
    RESIL__R("must not have additio", LOGIC, LOGIC, W) /* ajv: "must NOT have additional properties" */
    RESIL__RT("mysql server host", NETWORK, SPEC, WE, "db-clients") /* CR_UNKNOWN_HOST */
    RESIL__R("name resolution", NETWORK, SPEC, WE)
    RESIL__RT("name resolution delay", TIMEOUT, WEAK, WE, "queues-rpc") /* grpc-java's timing note in DEADLINE_EXCEEDED: not a DNS failure */
    RESIL__RT("name resolution:", TIMEOUT, WEAK, W, "queues-rpc") /* grpc-js: "Deadline exceeded after 5.002s,name resolution: 0.004s" */
    RESIL__R("nameerror", LOGIC, LOGIC, W)
    RESIL__RT("neo.clienterror", INVALID_REQUEST, SPEC2, W, "issue-pastes44") /* Neo4j status codes: Neo.ClientError.* is the client's request (neo4j.com/docs/status-codes) */
    RESIL__RT("neo.clienterror.securit", AUTH, SPEC2, W, "issue-pastes44") /* Neo.ClientError.Security.Unauthorized, .Forbidden */
    RESIL__RT("network access denied", NETWORK_PERMANENT, SPEC2, WE, "http-js") /* Chromium ERR_NETWORK_ACCESS_DENIED */
    RESIL__RT("network changed", NETWORK, SPEC, WE, "http-js") /* Chromium net_error_list.h ERR_NETWORK_CHANGED */
    RESIL__RT("network down", NETWORK, SPEC, WE, "runtime-rust")
    RESIL__R("network error", NETWORK, WORD, WE)
    RESIL__R("network is down", NETWORK, SPEC, WE)
    RESIL__R("network is unreachable", NETWORK, SPEC, WE)
    RESIL__RT("network issue", NETWORK, WORD, W, "media-gen-apis")
    RESIL__RT("network password", AUTH, SPEC, WE, "os-windows")
    RESIL__RT("network path", NETWORK, SPEC, WE, "os-windows")
    RESIL__RT("network request failed", NETWORK, WORD, WE, "auth-providers browser issue-pastes32 issue-pastes5 issue-pastes67 issue-pastes8") /* React Native's fetch: 'TypeError: Network request failed' */
    RESIL__RT("network unreachable", NETWORK, SPEC, WE, "os-posix")
    RESIL__RT("never generate a", LOGIC, SPEC2, WE, "js-more") /* workerd: a hung Worker */
    RESIL__RT("never showed up", TIMEOUT, SPEC, W, "issue-pastes33") /* JupyterHub "server never showed up at ... after 30 seconds" */
    RESIL__RT("new_api_error", UNKNOWN, WEAK, WE, "gateways-more") /* new-api's type */
    RESIL__R("newconnectionerror", NETWORK, WORD, W)
    RESIL__RT("nil context", LOGIC, LOGIC, WE, "http-go") /* net/http: "net/http: nil Context" */
    RESIL__RT("nil map", LOGIC, LOGIC, WE, "issue14")
    RESIL__R("nil pointer dereference", LOGIC, LOGIC, WE)
    RESIL__RT("nil value", LOGIC, LOGIC, WE, "issue-pastes14 issue-pastes43") /* Lua: "attempt to index a nil value" */
    RESIL__R("no address associated", NETWORK, SPEC, WE)
    RESIL__RT("no alive nodes", UNAVAILABLE, WORD, WE, "issue-pastes66") /* Elasticsearch's PHP client: 'No alive nodes found in your cluster' */
    RESIL__R("no api key", AUTH, SPEC2, WE)
    RESIL__RT("no available server", UNAVAILABLE, SPEC, W, "issue-pastes38 proxies") /* Traefik 503 "no available server" */
    RESIL__RT("no backend", UNAVAILABLE, SPEC, W, "issue-pastes33 vector-db") /* Colab: "Sorry, no backends available" */
    RESIL__RT("no brokers available", NETWORK, SPEC, WE, "issue-pastes11") /* kafka-python NoBrokersAvailable */
    RESIL__RT("no child process", LOGIC, LOGIC, W, "os-posix")
    RESIL__RT("no close frame", NETWORK, WEAK, WE, "issue-pastes101 issue-pastes45 issue-pastes46") /* Python websockets: "no close frame received or sent" (the TCP connection dropped) */
    RESIL__RT("no cluster leader", UNAVAILABLE, SPEC, WE, "issue-pastes79")
    RESIL__RT("no connection to the", NETWORK, SPEC, WE, "issue-pastes25 issue-pastes95") /* Azure Speech SDK: "Connection failed (no connection to the remote host)" */
    RESIL__RT("no deployments avail", RATE_LIMIT, SPEC, W, "gateway-litellm issue-pastes20 issue-pastes4 issue-pastes40") /* LiteLLM router "No deployments available for selected model, Try again in 60 seconds" */
    RESIL__RT("no device", NOT_FOUND, WORD, WE, "issue-pastes181 issue-pastes183") /* "No device found", "no device matching ...": nothing to talk to */
    RESIL__RT("no ec2 imds role", AUTH, CODE, WE, "auth-providers sdk-aws") /* aws-sdk-go-v2: no credentials anywhere, "failed to refresh cached credentials, no EC2 IMDS role found" */
    RESIL__R("no healthy upstream", UNAVAILABLE, SPEC2, WE)
    RESIL__RT("no host available", UNAVAILABLE, WEAK, W, "issue-pastes22") /* Cassandra drivers' NoHostAvailableException: the cause given decides */
    RESIL__RT("no host in request", LOGIC, LOGIC, WE, "http-go") /* net/http: "http: no Host in request URL" */
    RESIL__RT("no http server", SERVER, SPEC, WE, "embedded-iot")
    RESIL__RT("no leader", UNAVAILABLE, SPEC, WE, "queues-rpc")
    RESIL__RT("no live", UNAVAILABLE, WORD, WE, "issue-pastes118 proxies runtime-more search-engines") /* a pool with no live member: SolrJ "No live SolrServers available", "no live nodes" (longer rows such as nginx's "no live upstreams" say more) */
    RESIL__RT("no live threads", LOGIC, SPEC, WE, "runtime-more") /* Ruby: "No live threads left. Deadlock?" */
    RESIL__R("no live upstreams", UNAVAILABLE, SPEC2, WE)
    RESIL__RT("no loaded model", NOT_FOUND, SPEC, WE, "servers-more") /* LM Studio */
    RESIL__RT("no longer running", CRASH, CRASH, WE, "server-ollama")
    RESIL__RT("no model found", NOT_FOUND, SPEC, W, "inference-more")
    RESIL__RT("no model is loaded", NOT_FOUND, SPEC, WE, "servers-more")
    RESIL__RT("no model loaded", NOT_FOUND, SPEC, W, "inference-more issue-pastes4 issue-pastes5 servers-more") /* LM Studio, llama.cpp */
    RESIL__RT("no models are currently", NOT_FOUND, SPEC, WE, "servers-more")
    RESIL__RT("no models loaded", NOT_FOUND, SPEC, WE, "servers-more")
    RESIL__RT("no module named", LOGIC, LOGIC, WE, "issue-pastes39 issue-pastes4 issue-pastes45 issue-pastes48 issue-pastes56 ml-distributed process runtime-python serverless-platforms")
    RESIL__RT("no more connections", UNAVAILABLE, SPEC, WE, "issue-pastes117") /* PgBouncer "no more connections allowed (max_client_conn)": like "too many clients" */
    RESIL__RT("no more data centers", UNAVAILABLE, CODE, WE, "gateways-more") /* Workers AI 3040: capacity */
    RESIL__RT("no permission", AUTH, SPEC, W, "db-clients issue-pastes11 issue-pastes38 search-engines vector-db") /* "no permission to access" */
    RESIL__RT("no permissions", AUTH, SPEC, WE, "db-clients")
    RESIL__RT("no pg_hba.conf entry", AUTH, SPEC2, WE, "db-clients")
    RESIL__R("no protocols availabl", NETWORK_PERMANENT, SPEC, W) /* OpenSSL SSL_R_NO_PROTOCOLS_AVAILABLE */
    RESIL__RT("no query results", NOT_FOUND, SPEC, WE, "web-frameworks") /* Laravel ModelNotFoundException: "No query results for model [...]" */
    RESIL__RT("no recipients", LOGIC, SPEC, WE, "issue-pastes127") /* Nodemailer "No recipients defined" (EENVELOPE): checked before sending */
    RESIL__RT("no replicas", UNAVAILABLE, SPEC, WE, "inference-more")
    RESIL__RT("no reply from", NETWORK, WORD, WE, "issue-pastes197") /* "no reply from daemon", "no reply from server": the peer went silent */
    RESIL__RT("no resolver defined", LOGIC, SPEC2, WE, "http-other-langs") /* OpenResty: no resolver directive */
    RESIL__RT("no resource available", UNAVAILABLE, SPEC, WE, "issue-pastes121") /* Flink NoResourceAvailableException: no slot free in the cluster for now */
    RESIL__RT("no responders", UNAVAILABLE, SPEC2, WE, "queues-rpc") /* NATS */
    RESIL__RT("no response received", TIMEOUT, SPEC, WE, "issue-pastes206 sdk-other") /* a device or server that did not answer in time: pymodbus's "No response received after 3 retries", gocql's "no response received from cassandra within timeout period"; Mistral's NoResponseError says the same */
    RESIL__RT("no route found", NOT_FOUND, SPEC, WE, "web-frameworks") /* Phoenix NoRouteError (not "no route to host") */
    RESIL__RT("no route match", NOT_FOUND, SPEC, W, "proxies") /* Kong 404 body, Rails routing */
    RESIL__R("no route to host", NETWORK, SPEC, WE)
    RESIL__RT("no screen", CRASH, CRASH, WE, "process")
    RESIL__RT("no security definition", NOT_FOUND, SPEC2, WE, "issue-pastes29") /* Interactive Brokers 200 */
    RESIL__RT("no server available", UNAVAILABLE, SPEC2, WE, "proxies") /* HAProxy: "backend x has no server available!" */
    RESIL__R("no server is available", UNAVAILABLE, SPEC2, WE)
    RESIL__R("no server running", CRASH, CRASH, WE)
    RESIL__RT("no slot", UNAVAILABLE, SPEC, W, "issue14")
    RESIL__RT("no space", UNAVAILABLE, WORD, WE, "issue-pastes203") /* "No space left on device", Heketi's "No space": storage full until someone frees it */
    RESIL__RT("no subscription", AUTH, SPEC, WE, "issue-pastes35 search-apis") /* SteamCMD: the account may not download the app */
    RESIL__RT("no such", NOT_FOUND, WEAK, WE, "os-posix")
    RESIL__RT("no such container", CRASH, CRASH, WE, "process")
    RESIL__RT("no such file or", LOGIC, DENY, WE, "os-posix")
    RESIL__R("no such host", NETWORK, SPEC, WE)
    RESIL__R("no such model", NOT_FOUND, SPEC, WE)
    RESIL__RT("no such process", CRASH, CRASH, WE, "os-posix")
    RESIL__RT("no such tool", LOGIC, LOGIC, W, "agents-vercel")
    RESIL__RT("no such window", CRASH, WORD, WE, "process")
    RESIL__RT("no token", AUTH, WORD, WE, "package-managers")
    RESIL__RT("noclassdeffound", LOGIC, LOGIC, W, "issue14")
    RESIL__R("nocredentialserror", AUTH, SPEC, W)
    RESIL__RT("node available", UNAVAILABLE, SPEC2, WE, "issue-pastes118") /* olivere/elastic "no Elasticsearch node available", Java's NoNodeAvailableException: every node of the cluster is down or unreachable */
    RESIL__RT("node id unknown", NOT_FOUND, SPEC, WE, "issue-pastes120") /* OPC UA BadNodeIdUnknown (0x80340000) */
    RESIL__RT("node is behind", UNAVAILABLE, WORD, WE, "issue-pastes111 web3-rpc") /* Solana RPC -32005 "Node is behind by N slots" */
    RESIL__R("nodename nor servname", NETWORK, SPEC, WE)
    RESIL__R("nohttpresponse", NETWORK, SPEC, W)
    RESIL__RT("non socket", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("non-existing domain", NETWORK, SPEC, WE, "http-mobile") /* Mint */
    RESIL__RT("non-serverless", NOT_FOUND, CODE, WE, "issue-pastes37 issue-pastes81 issue-pastes85 issue-pastes94") /* Together AI: "Unable to access non-serverless model X" under a 400 */
    RESIL__K("non-zero exit status", EXIT, WE)
    RESIL__RT("nonce too low", INVALID_REQUEST, WORD, WE, "issue-pastes111 web3-rpc") /* geth txpool: a transaction's nonce already used */
    RESIL__RT("nonexistent network", NETWORK, SPEC, WE, "os-windows")
    RESIL__R("nosuchbucket", NOT_FOUND, TYPE, W)
    RESIL__RT("nosuchelement", LOGIC, LOGIC, W, "issue14")
    RESIL__R("nosuchkey", NOT_FOUND, TYPE, W)
    RESIL__RT("nosuchmethod", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("not a bot", AUTH, SPEC2, WE, "issue-pastes58") /* yt-dlp: YouTube's "Sign in to confirm you're not a bot" */
    RESIL__RT("not a directory", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("not a git repository", LOGIC, SPEC, WE, "git-hosting")
    RESIL__RT("not a socket", LOGIC, LOGIC, WE, "os-windows")
    RESIL__RT("not a valid win32", LOGIC, LOGIC, WE, "os-windows")
    RESIL__R("not acceptable", INVALID_REQUEST, WORD, WE)
    RESIL__RT("not accessible by", AUTH, SPEC, WE, "cloud-cli dev-apis graphql-clients http-mobile") /* GitHub: "Resource not accessible by integration" (a token's missing permission) */
    RESIL__RT("not authed", AUTH, SPEC, WE, "issue-pastes45") /* Slack API's not_authed */
    RESIL__RT("not authenticated", AUTH, SPEC, WE, "server-ollama")
    RESIL__RT("not authorised", AUTH, SPEC2, WE, "issue-pastes21") /* MQTT CONNACK 5 as paho prints it: "Connection Refused: not authorised." */
    RESIL__R("not authorized", AUTH, SPEC, WE)
    RESIL__RT("not be established", NETWORK, WORD, WE, "http-dotnet")
    RESIL__RT("not become available", TIMEOUT, SPEC, W, "issue-pastes17") /* "did not become available after 30 seconds" */
    RESIL__R("not callable", LOGIC, LOGIC, WE)
    RESIL__R("not closed cleanly", NETWORK, SPEC, WE)
    RESIL__RT("not connected", NETWORK, WORD, WE, "http-python")
    RESIL__RT("not defined", LOGIC, WORD, WE, "agents-other") /* "x is not defined" (ReferenceError, NameError, Go text/template "function f not defined") */
    RESIL__R("not found", NOT_FOUND, WEAK, WE)
    RESIL__R("not found error", NOT_FOUND, TYPE, WE)
    RESIL__R("not have permission", AUTH, SPEC, WE)
    RESIL__RT("not implemented", INVALID_REQUEST, WEAK, WE, "issue-pastes198") /* "The requested method is not implemented", NotImplementedError's words: a call the other side lacks; ours (logic) unless a remote party answered */
    RESIL__RT("not known to registry", NOT_FOUND, SPEC, WE, "cloud-cli")
    RESIL__RT("not loaded yet", UNAVAILABLE, SPEC, WE, "servers-more")
    RESIL__RT("not master", UNAVAILABLE, SPEC2, WE, "issue-pastes22") /* MongoDB "not master and slaveOk=false" (NotMasterNoSlaveOk) */
    RESIL__RT("not primary", UNAVAILABLE, SPEC2, WE, "db-clients") /* MongoDB */
    RESIL__RT("not properly respond", TIMEOUT, SPEC2, WE, "issue14")
    RESIL__RT("not reachable", NETWORK, WORD, WE, "browser-automation issue-pastes94 process") /* "server (127.0.0.1:8188) not reachable after multiple retries"; "chrome not reachable" (CRASH) outranks it */
    RESIL__RT("not ready", UNAVAILABLE, WORD, WE, "gateway-litellm sdk-aws sdk-llm-more sdk-openai sdk-other server-vllm servers-more")
    RESIL__RT("not ready for send", NETWORK, SPEC, WE, "curl")
    RESIL__R("not recognized as an in", LOGIC, SPEC, W) /* Windows cmd.exe: "'npx' is not recognized as an internal or external command": a program missing from PATH */
    RESIL__RT("not running", CRASH, WEAK, WE, "issue14")
    RESIL__RT("not served", NOT_FOUND, SPEC, WE, "servers-more") /* MLC-LLM */
    RESIL__R("not subscriptable", LOGIC, LOGIC, WE)
    RESIL__R("not supported", INVALID_REQUEST, WEAK, WE)
    RESIL__RT("not translate host", NETWORK, SPEC, WE, "os-posix tls-dns") /* libpq: "could not translate host name "db" to address: ..." */
    RESIL__RT("not_supported_error", INVALID_REQUEST, TYPE, WE, "server-llamacpp") /* llama.cpp server ERROR_TYPE_NOT_SUPPORTED (501) */
    RESIL__R("notfounderror", NOT_FOUND, SPEC, W)
    RESIL__RT("notimplementederror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("ns_error_net", NETWORK, SPEC, W, "browser") /* NS_ERROR_NET_RESET, _INTERRUPT, ... */
    RESIL__RT("ns_error_net_timeout", TIMEOUT, SPEC2, WE, "browser")
    RESIL__K("nsurlerrordomain code=", STATUS, W) /* then -1001: resil__nsurl_cls */
    RESIL__K("nsurlerrordomain error", STATUS, W)
    RESIL__RT("null check operator", LOGIC, LOGIC, WE, "http-mobile") /* Dart */
    RESIL__R("nullpointerexception", LOGIC, LOGIC, W)
    RESIL__R("number of tokens", CONTEXT_LENGTH, CODE, WE)
    RESIL__R("numberformatexception", LOGIC, LOGIC, W)
    RESIL__RT("numerical argument", LOGIC, LOGIC, WE, "os-posix")
    RESIL__R("nxdomain", NETWORK, SPEC, WE)
    RESIL__RT("oauth", AUTH, WEAK, W, "mcp") /* OAuthTokenError, OAuthFlowError, "OAuth flow": the credential exchange failed */
    RESIL__RT("object has been modifi", SERVER, SPEC2, W, "k8s-clients")
    RESIL__RT("object reference not", LOGIC, LOGIC, WE, "agents-more") /* .NET NullReferenceException */
    RESIL__RT("of required type", INVALID_REQUEST, SPEC, WE, "graphql-clients") /* graphql-js: "Variable "$id" of required type "ID!" was not provided." */
    RESIL__RT("of unlocked", LOGIC, LOGIC, WE, "runtime-go")
    RESIL__RT("offline", NETWORK, WORD, WE, "browser db-clients http-apple http-mobile js-more py-more sdk-other")
    RESIL__RT("one_api_error", UNKNOWN, WEAK, WE, "gateways-more") /* one-api's type: names the gateway, not an API error */
    RESIL__RT("oom kill", CRASH, CRASH, W, "process")
    RESIL__RT("oom when allocating", CRASH, CODE, WE, "issue-pastes60") /* TensorFlow: ResourceExhaustedError "OOM when allocating tensor" */
    RESIL__RT("operation not permit", LOGIC, LOGIC, W, "os-posix")
    RESIL__RT("operation not support", LOGIC, LOGIC, W, "os-posix")
    RESIL__R("operation was aborted", CANCELLED, CAN, WE)
    RESIL__R("operation was canceled", CANCELLED, CAN, WE)
    RESIL__R("operation was cancelled", CANCELLED, CAN, WE)
    RESIL__R("optinrequired", AUTH, SPEC, W) /* AWS common error OptInRequired */
    RESIL__RT("origin dns error", UNAVAILABLE, SPEC2, WE, "proxies") /* Cloudflare 1016 / 530 */
    RESIL__R("origin is unreachable", UNAVAILABLE, SPEC, WE)
    RESIL__K("os error", ERRNO, WE)
    RESIL__RT("other end of the pipe", CRASH, CRASH, WE, "os-windows")
    RESIL__RT("out of bounds", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__R("out of credits", QUOTA, CODE, WE)
    RESIL__R("out of device memory", CRASH, MEM, W) /* Vulkan VK_ERROR_OUT_OF_DEVICE_MEMORY (VkResult), ErrorOutOfDeviceMemory */
    RESIL__R("out of memory", CRASH, MEM, WE)
    RESIL__RT("out of range", LOGIC, WORD, WE, "runtime-go")
    RESIL__RT("out_of_context", CONTEXT_LENGTH, CODE, WE, "servers-more")
    RESIL__R("output tokens", INVALID_REQUEST, TYPE, WE)
    RESIL__RT("over the account limit", RATE_LIMIT, CODE, WE, "issue-pastes19 issue-pastes7 object-storage") /* Azure Storage: "Egress is over the account limit" (ServerBusy) */
    RESIL__RT("overflow", LOGIC, WORD, WE, "runtime-rust")
    RESIL__R("overflowed its stack", LOGIC, STACK, WE)
    RESIL__RT("overflowerror", LOGIC, LOGIC, W, "issue14")
    RESIL__R("overloaded", UNAVAILABLE, SPEC, WE)
    RESIL__R("overloaded error", UNAVAILABLE, TYPE, WE)
    RESIL__RT("pacing violation", RATE_LIMIT, SPEC2, WE, "issue-pastes29") /* Interactive Brokers 162 */
    RESIL__R("packet length too long", NETWORK_PERMANENT, SPEC, WE) /* OpenSSL SSL_R_PACKET_LENGTH_TOO_LONG: not TLS */
    RESIL__RT("packet too large", INVALID_REQUEST, SPEC, WE, "embedded-iot") /* MQTT 0x95 */
    RESIL__RT("page has been closed", CRASH, SPEC, WE, "process")
    RESIL__RT("paging file", CRASH, MEM, WE, "os-windows")
    RESIL__RT("paid only", QUOTA, WORD, WE, "issue-pastes95 providers-raw") /* "This feature is paid-only and requires you to add a credit card" */
    RESIL__R("pane is dead", CRASH, CRASH, WE)
    RESIL__RT("panic", LOGIC, SPEC, W, "runtime-go")
    RESIL__RT("parameter is incorrect", LOGIC, LOGIC, WE, "os-windows")
    RESIL__RT("parse", LOGIC, WEAK, W, "runtime-rust")
    RESIL__RT("parsing_exception", INVALID_REQUEST, CODE, WE, "issue-pastes22 search-engines vector-db") /* Elasticsearch: mapper_ and document_parsing_exception */
    RESIL__R("partial file", NETWORK, SPEC, WE)
    RESIL__RT("partial message", NETWORK, SPEC, WE, "issue-pastes204") /* Boost.Beast http::error::partial_message: the connection ended inside a message */
    RESIL__RT("partial response", NETWORK, WORD, WE, "embedded-iot")
    RESIL__RT("passphrase", AUTH, WORD, W, "git-hosting issue-pastes53 sdk-llm-cloud ssh-sftp")
    RESIL__R("password", AUTH, WORD, WE) /* "invalid / wrong / incorrect password", libpq "no password supplied", Redis WRONGPASS */
    RESIL__RT("payload is too big", INVALID_REQUEST, SPEC, WE, "servers-more")
    RESIL__R("payload size exceeds", INVALID_REQUEST, SPEC, WE)
    RESIL__R("payload too large", INVALID_REQUEST, SPEC, WE)
    RESIL__R("payment required", QUOTA, SPEC, WE)
    RESIL__RT("peer is incompatible", NETWORK_PERMANENT, SPEC, WE, "http-rust") /* rustls Error::PeerIncompatible */
    RESIL__RT("peer not authenticated", NETWORK_PERMANENT, SPEC2, WE, "http-jvm") /* JSSE SSLPeerUnverifiedException */
    RESIL__R("peerunverified", NETWORK_PERMANENT, SPEC, W)
    RESIL__R("per day", QUOTA, WORD, WE)
    RESIL__R("per min", RATE_LIMIT, CODE2, W)
    RESIL__R("per second", RATE_LIMIT, CODE2, WE)
    RESIL__RT("per-day", QUOTA, CODE, WE, "sdk-other mobile-ai-sdks issue-pastes4 search-apis py-more issue-pastes20 issue-pastes") /* OpenRouter "free-models-per-day" */
    RESIL__R("permission denied", AUTH, DENY, WE)
    RESIL__R("permission error", AUTH, TYPE, WE)
    RESIL__RT("permissionerror", LOGIC, WRAP, W, "os-posix")
    RESIL__RT("permissions violation", AUTH, SPEC2, WE, "queues-rpc")
    RESIL__RT("pidpressure", CRASH, CRASH, W, "process")
    RESIL__RT("ping_resp", TIMEOUT, SPEC, WE, "embedded-iot") /* esp-mqtt keep-alive */
    RESIL__R("pinned public key", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("pipe has been ended", CRASH, CRASH, WE, "os-windows")
    RESIL__RT("pipe is being closed", CRASH, CRASH, WE, "os-windows")
    RESIL__R("pkix path", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("plain http request", NETWORK_PERMANENT, TYPE, WE, "proxies")
    RESIL__RT("plaintext connection", NETWORK_PERMANENT, SPEC, WE, "issue14")
    RESIL__RT("plan and billing", QUOTA, CODE, WE, "agents-frameworks2 agents-langchain agents-vercel gateway-litellm http-apple http-php http-ruby issue-pastes issue-pastes10 issue-pastes11 issue-pastes2 issue-pastes3 issue-pastes5 issue-pastes9 jvm-dotnet-ai llm-apps mobile-ai-sdks sdk-google sdk-llm-more sdk-openai") /* OpenAI insufficient_quota, Codex: "Check your plan and billing details" */
    RESIL__RT("please install", LOGIC, SPEC2, WE, "browser-automation inference-more issue-pastes101 issue-pastes128 issue-pastes18 issue-pastes87 server-tgi") /* "ffprobe not found. Please install", "Engine is not ready! Please install first!": our environment lacks a tool */
    RESIL__RT("please login", AUTH, WORD, WE, "issue-pastes184") /* "Please login" / "please login again": a session the provider wants renewed */
    RESIL__KT("plugin", LOCAL, W, "agents-other")
    RESIL__RT("plugin did not respond", CRASH, CRASH, WE, "iac-tools issue-pastes23") /* Terraform: the provider process failed */
    RESIL__RT("policy violation", INVALID_REQUEST, WORD, W, "ai-gateways2 embeddings-rerank gateway-litellm issue-pastes issue-pastes14 issue-pastes40 issue-pastes46 issue-pastes81 issue-pastes88 issue-pastes89 issue-pastes9 issue-pastes95 media-gen-apis py-more realtime-apis sdk-azure sdk-openai") /* a websocket closed with 1008 (RFC 6455 7.4.1: the peer got a message that violates its policy): what we sent, unless a cause named after it says more (an API key, a model not found) */
    RESIL__RT("pool is closed", LOGIC, LOGIC, WE, "http-python") /* urllib3 ClosedPoolError */
    RESIL__R("positional argument", LOGIC, LOGIC, WE)
    RESIL__R("precondition failed", INVALID_REQUEST, WORD, WE)
    RESIL__R("precondition required", INVALID_REQUEST, WORD, WE)
    RESIL__R("premature close", NETWORK, SPEC, WE)
    RESIL__R("prematurely closed", NETWORK, SPEC, WE)
    RESIL__R("process died", CRASH, CRASH, WE)
    RESIL__RT("process exiting early", CRASH, SPEC2, WE, "issue-pastes10 issue-pastes17 issue-pastes91") /* Claude Desktop: an MCP server's "Server transport closed unexpectedly, this is likely due to the process exiting early" */
    RESIL__RT("process has terminated", CRASH, WEAK, WE, "issue-pastes38 issue-pastes5 issue-pastes82 issue-pastes83 server-ollama") /* Ollama's "llama runner process has terminated" (under a 500 written as a status: server) */
    RESIL__RT("processing your request", SERVER, SPEC, WE, "agents-frameworks2 agents-more agents-openai embeddings-rerank gateway-litellm gateways-more http-php http-ruby issue-pastes issue-pastes10 issue-pastes3 issue-pastes5 issue-pastes9 jvm-dotnet-ai llm-apps ml-platform-tools mobile-ai-sdks sdk-aws sdk-azure sdk-llm-more sdk-openai web-frameworks workflow-engines") /* OpenAI server_error: "The server had an error processing your request", "An error occurred while processing your request" */
    RESIL__RT("processlookuperror", CRASH, CRASH, W, "runtime-python")
    RESIL__K("prompt", INPUT, W)
    RESIL__R("prompt is too long", CONTEXT_LENGTH, CODE, WE)
    RESIL__R("prompt too long", CONTEXT_LENGTH, CODE, WE)
    RESIL__RT("prompt was blocked", INVALID_REQUEST, SPEC2, WE, "js-more")
    RESIL__RT("protocol error", NETWORK, WEAK, WE, "os-posix")
    RESIL__RT("protocol not found", LOGIC, SPEC2, WE, "issue-pastes128") /* ffmpeg "https protocol not found, recompile FFmpeg with openssl": our build lacks it */
    RESIL__RT("protocol not supported", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("protocol version", NETWORK_PERMANENT, SPEC2, WE, "http-go")
    RESIL__RT("protocol violation", SERVER, SPEC, WE, "http-dotnet") /* .NET WebException */
    RESIL__RT("protocol wrong type", LOGIC, LOGIC, WE, "os-posix")
    RESIL__R("provide an api key", AUTH, CODE, WE)
    RESIL__R("provisionedthroughput", RATE_LIMIT, TYPE, W)
    RESIL__RT("proxy auth", NETWORK_PERMANENT, SPEC2, W, "http-js") /* Chromium ERR_PROXY_AUTH_* */
    RESIL__RT("proxy connection", NETWORK_PERMANENT, TYPE, W, "http-python")
    RESIL__R("proxy handshake", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__RT("proxy server that", NETWORK_PERMANENT, SPEC2, WE, "browser") /* Firefox proxyConnectFailure */
    RESIL__R("proxyconnect", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__R("proxyerror", NETWORK_PERMANENT, TYPE, WE) /* requests and httpx ProxyError, Socks5ProxyError: our configured proxy failed */
    RESIL__RT("pull function", NETWORK, SPEC, W, "http-cpp tls-dns") /* GnuTLS "Error in the pull function": the socket read failed */
    RESIL__RT("queue full", UNAVAILABLE, SPEC, WE, "observability")
    RESIL__RT("queue is full", UNAVAILABLE, SPEC, WE, "observability")
    RESIL__RT("queue.empty", TIMEOUT, SPEC, W, "runtime-python")
    RESIL__R("quota", QUOTA, DENY, WE)
    RESIL__R("quota exceeded", QUOTA, WORD, WE)
    RESIL__R("range not satisfiable", INVALID_REQUEST, WORD, WE)
    RESIL__R("rangeerror", LOGIC, LOGIC, W)
    RESIL__R("rate exceeded", RATE_LIMIT, SPEC, WE)
    RESIL__R("rate limit", RATE_LIMIT, SPEC, W)
    RESIL__R("rate limit exceeded", RATE_LIMIT, CODE, WE)
    RESIL__RT("re.error", LOGIC, LOGIC, W, "runtime-python")
    RESIL__RT("read local data", LOGIC, LOGIC, WE, "curl")
    RESIL__RT("read only file system", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("read only mode", UNAVAILABLE, WORD, WE, "issue-pastes173") /* MediaWiki's 'readonly' "The wiki is currently in read-only mode": maintenance, later it takes writes */
    RESIL__RT("read only replica", UNAVAILABLE, SPEC2, WE, "db-clients") /* Redis READONLY */
    RESIL__RT("read-only option", UNAVAILABLE, SPEC2, WE, "db-clients") /* MySQL 1290 */
    RESIL__RT("readerror", NETWORK, WORD, W, "http-python")
    RESIL__RT("reauth", AUTH, WORD, W, "sdk-google")
    RESIL__RT("reauthenticat", AUTH, SPEC, W, "cloud-cli container-ci issue-pastes10 issue-pastes12 issue-pastes7 sdk-anthropic sdk-aws sdk-google") /* google-auth "Reauthentication is needed" */
    RESIL__RT("received no bytes", NETWORK, SPEC, WE, "http-jvm") /* java.net.http Http1HeaderParser: "HTTP/1.1 header parser received no bytes" */
    RESIL__RT("receivetimeout", TIMEOUT, SPEC2, W, "http-mobile issue-pastes47") /* Dio's DioExceptionType.receiveTimeout */
    RESIL__R("receiving data", NETWORK, SPEC, WE)
    RESIL__RT("recursion", LOGIC, LOGIC, W, "issue14")
    RESIL__R("recv failure", NETWORK, SPEC, WE)
    RESIL__RT("recv window", AUTH, CODE, W, "issue-pastes29") /* Binance -1021 recvWindow, Bybit 10002 recv_window: the request's timestamp outside the window */
    RESIL__RT("redirect uri mismatch", INVALID_REQUEST, SPEC2, WE, "issue-pastes126") /* OAuth redirect_uri_mismatch (Google, GitHub, Entra ID): the request's redirect URI is not registered */
    RESIL__RT("redirected more times", LOGIC, SPEC, WE, "py-more") /* httplib2 RedirectLimit */
    RESIL__RT("redirects", LOGIC, WORD, WE, "curl")
    RESIL__R("reduce the length", CONTEXT_LENGTH, CODE, WE)
    RESIL__R("referenceerror", LOGIC, LOGIC, W)
    RESIL__RT("refresh token", AUTH, WORD, WE, "mcp") /* "No refresh token available", "refresh token revoked / expired" */
    RESIL__RT("refusing connections", NETWORK_PERMANENT, SPEC, WE, "browser issue-pastes36") /* Firefox: "The proxy server is refusing connections" */
    RESIL__R("rejected by the user", CANCELLED, CAN, WE)
    RESIL__RT("rejected execution", UNAVAILABLE, SPEC2, WE, "db-clients") /* Elasticsearch */
    RESIL__RT("relative url without", LOGIC, LOGIC, WE, "http-rust") /* url::ParseError::RelativeUrlWithoutBase */
    RESIL__RT("relay not permitted", AUTH, SPEC2, WE, "email-smtp issue-pastes27")
    RESIL__K("remote", REMOTE, W)
    RESIL__RT("remote end hung up", NETWORK, WEAK, WE, "cloud-cli") /* git: ends any failed transfer */
    RESIL__RT("remote party has closed", NETWORK, SPEC, WE, "http-dotnet") /* .NET SslStream: "Authentication failed because the remote party has closed the transport stream." */
    RESIL__R("remotedisconnected", NETWORK, SPEC, W)
    RESIL__RT("repeated too quickly", CRASH, CRASH, WE, "process")
    RESIL__RT("repository not found", NOT_FOUND, SPEC, WE, "browser-ai-runtimes cloud-cli container-ci git-hosting issue-pastes19 issue-pastes23 issue-pastes50 issue-pastes6 issue-pastes73 issue-pastes93 media-gen-apis sdk-other") /* huggingface_hub: "Repository Not Found for url: ... make sure you are authenticated": the repository is not there for us (a 401 on a private or missing repository included) */
    RESIL__R("request canceled", CANCELLED, CAN, WE)
    RESIL__R("request cancelled", CANCELLED, CAN, WE)
    RESIL__RT("request capacity", RATE_LIMIT, SPEC, WE, "sdk-aws") /* botocore CapacityNotAvailableError: "Insufficient request capacity available." */
    RESIL__RT("request denied", AUTH, WORD, WE, "issue-pastes195") /* Google Maps Platform status REQUEST_DENIED: the key or project is refused */
    RESIL__RT("request is disconnected", CANCELLED, CAN, WE, "servers-more") /* SGLang: the client left */
    RESIL__RT("request limit exceeded", RATE_LIMIT, WEAK, WE, "cloud-cli iac-tools issue-pastes23 issue-pastes53 issue-pastes63 maps-geo-apis") /* Salesforce's REQUEST_LIMIT_EXCEEDED, AWS's RequestLimitExceeded (weak: a daily limit says so, quota) */
    RESIL__R("request rate", RATE_LIMIT, SPEC, WE)
    RESIL__RT("request size limit", INVALID_REQUEST, SPEC, WE, "proxies") /* Kong request-size-limiting: "Request size limit exceeded" */
    RESIL__RT("request time and the", AUTH, CODE, WE, "issue-pastes110 issue-pastes64 object-storage") /* S3 RequestTimeTooSkewed (403): "The difference between the request time and the current time is too large" */
    RESIL__R("request too large", INVALID_REQUEST, TYPE, WE)
    RESIL__RT("request too large for", CONTEXT_LENGTH, CODEHI, WE, "issue-pastes issue-pastes5 issue-pastes9 sdk-openai sdk-other") /* OpenAI, Groq: "Request too large for <model> ... on tokens per minute": the request alone is over the limit */
    RESIL__RT("request too long", INVALID_REQUEST, SPEC, WE, "proxies") /* AWS API Gateway 413 {"message":"Request Too Long"} */
    RESIL__R("request url (post", NOT_FOUND, SPEC, W)
    RESIL__R("request was aborted", CANCELLED, CAN, WE)
    RESIL__R("request was canceled", CANCELLED, CAN, WE)
    RESIL__R("request was cancelled", CANCELLED, CAN, WE)
    RESIL__R("requested address", NETWORK, SPEC, WE)
    RESIL__R("requestlimitexceeded", RATE_LIMIT, TYPE, W)
    RESIL__R("requests too quickly", RATE_LIMIT, SPEC, WE) /* OpenAI: "You are sending requests too quickly" */
    RESIL__RT("required privilege", LOGIC, LOGIC, WE, "os-windows")
    RESIL__R("required property", LOGIC, LOGIC, WE)
    RESIL__RT("required request param", INVALID_REQUEST, SPEC, W, "proxies") /* AWS API Gateway request validator: "Missing required request parameters: [x]" */
    RESIL__RT("required scopes", AUTH, WORD, WE, "git-hosting")
    RESIL__RT("reset by server", NETWORK, SPEC, WE, "curl")
    RESIL__RT("resolv", NETWORK, WEAK, W, "http-dotnet")
    RESIL__R("resource exhausted", RATE_LIMIT, DENY, WE)
    RESIL__RT("resource temporarily", NETWORK, SPEC, WE, "os-posix")
    RESIL__RT("resource_missing", NOT_FOUND, CODE, WE, "issue-pastes55 payments-apis") /* Stripe: "No such customer: ..." */
    RESIL__R("resourcenotfound", NOT_FOUND, TYPE, W)
    RESIL__KT("responded with", STATUS, WE, "container-ci messaging-apis") /* "Cache service responded with 503" */
    RESIL__K("response", REMOTE, W)
    RESIL__K("response code", STATUS, WE)
    RESIL__RT("response not read", LOGIC, LOGIC, W, "http-python")
    RESIL__K("response status", STATUS, WE)
    RESIL__RT("response_from_function", UNAVAILABLE, SPEC, WE, "js-more") /* Vercel NO_RESPONSE_FROM_FUNCTION */
    RESIL__RT("restarting failed cont", CRASH, CRASH, W, "container-ci issue-pastes23 issue-pastes42 process") /* kubelet "back-off 5m0s restarting failed container" */
    RESIL__RT("restricted location", AUTH, CODE, WE, "issue-pastes29")
    RESIL__RT("result window", INVALID_REQUEST, SPEC2, WE, "issue-pastes118 search-engines") /* Elasticsearch / OpenSearch "Result window is too large, from + size must be less than or equal to" */
    RESIL__RT("retries too quickly", CRASH, CRASH, WE, "process")
    RESIL__K("retry after", DELAY_S, WE)
    RESIL__K("retry after ms", DELAY_MS, WE)
    RESIL__K("retry delay", DELAY_S, WE)
    RESIL__K("retry in", DELAY_S, WE)
    RESIL__K("retry pushback ms", DELAY_MS, WE)
    RESIL__KT("returned", STATUS, WE, "issue-pastes29 issue-pastes34 issue-pastes47") /* "Http call returned 429;", "Sync returned 504" */
    RESIL__K("returned error", STATUS, WE)
    RESIL__RT("reverted", INVALID_REQUEST, SPEC2, WE, "issue-pastes111 web3-rpc") /* EVM JSON-RPC (geth, ethers, web3.py, viem): "execution reverted", "transaction reverted without a reason string": the call reverts again as sent */
    RESIL__RT("revoked", AUTH, WORD, WE, "issue14")
    RESIL__RT("ring balancer", UNAVAILABLE, SPEC, WE, "proxies") /* Kong: failure to get a peer from the ring-balancer */
    RESIL__RT("routing problem", NETWORK, SPEC, WE, "embedded-iot") /* lwIP ERR_RTE */
    RESIL__RT("row level security", AUTH, SPEC, WE, "issue-pastes115") /* Postgres 42501 (PostgREST, Supabase): "new row violates row-level security policy": a grant someone must add */
    RESIL__R("rst_stream", NETWORK, SPEC, WE)
    RESIL__K("runner", PROC, W)
    RESIL__RT("runtime error", LOGIC, WRAP, WE, "issue14")
    RESIL__RT("runtime from within", LOGIC, LOGIC, WE, "runtime-rust") /* tokio: "Cannot start a runtime from within a runtime." */
    RESIL__RT("runtime.exiterror", CRASH, CRASH, W, "process") /* AWS Lambda errorType: the runtime process died */
    RESIL__RT("safety", INVALID_REQUEST, WORD, WE, "gateways-more js-more sdk-azure sdk-google sdk-openai")
    RESIL__R("safety system", INVALID_REQUEST, CODE, WE) /* OpenAI: "Your request was rejected as a result of our safety system" */
    RESIL__RT("schannel", NETWORK_PERMANENT, SPEC, WE, "curl")
    RESIL__RT("schema", LOGIC, WEAK, W, "agents-vercel")
    RESIL__RT("scheme", LOGIC, WORD, WE, "http-go")
    RESIL__RT("secure channel", NETWORK_PERMANENT, OVR, WE, "http-dotnet") /* .NET/Windows SChannel */
    RESIL__RT("security authority", NETWORK, SPEC, WE, "os-windows")
    RESIL__RT("security error", NETWORK_PERMANENT, SPEC, WE, "os-windows")
    RESIL__R("security token", AUTH, SPEC, WE)
    RESIL__RT("segfault", CRASH, CRASH, W, "issue-pastes issue-pastes4 issue-pastes58 issue-pastes65") /* the kernel's 'segfault at f8 ip ...' of a process that died */
    RESIL__R("segmentation fault", CRASH, CRASH, WE)
    RESIL__R("segmentation violation", CRASH, CRASH, WE)
    RESIL__R("self signed", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("semaphore", UNAVAILABLE, WORD, W, "resilience-libs")
    RESIL__R("send failure", NETWORK, SPEC, WE)
    RESIL__RT("send header failed", NETWORK, SPEC, WE, "embedded-iot") /* Arduino HTTPClient */
    RESIL__R("sending data", NETWORK, SPEC, WE)
    RESIL__RT("sent an http request to", NETWORK_PERMANENT, SPEC, WE, "issue-pastes16") /* Go net/http server's answer on a TLS port: "Client sent an HTTP request to an HTTPS server." */
    RESIL__RT("sequence length", CONTEXT_LENGTH, SPEC, WE, "servers-more")
    RESIL__RT("series limit", QUOTA, TYPE, WE, "issue-pastes122 issue-pastes30") /* Cortex / Mimir / Loki "per-user series limit of N exceeded": a tenant's configured cap, whatever status carries it */
    RESIL__K("server", REMOTE, W)
    RESIL__R("server busy", UNAVAILABLE, SPEC, WE)
    RESIL__R("server disconnected", NETWORK, SPEC, WE)
    RESIL__R("server error", SERVER, WORD, WE)
    RESIL__R("server had an error", SERVER, SPEC, WE)
    RESIL__RT("server is stopping", UNAVAILABLE, SPEC, WE, "servers-more")
    RESIL__RT("server misbehaving", NETWORK, SPEC, WE, "issue14")
    RESIL__K("server response", STATUS, WE)
    RESIL__R("server returned nothing", NETWORK, SPEC, WE)
    RESIL__RT("server shutting down", UNAVAILABLE, SPEC, WE, "embedded-iot") /* MQTT 0x8B */
    RESIL__RT("server unavailable", UNAVAILABLE, SPEC, WE, "embedded-iot") /* MQTT CONNACK 3, reason 0x88 */
    RESIL__R("serverdisconnectederror", NETWORK, SPEC, W)
    RESIL__RT("servfail", NETWORK, SPEC, WE, "issue-pastes188") /* DNS rcode 2 SERVFAIL: the resolver failed this lookup */
    RESIL__RT("service disruption", UNAVAILABLE, SPEC, W, "issue-pastes47")
    RESIL__RT("service not available", UNAVAILABLE, CODE, W, "auth-providers issue-pastes32") /* FCM */
    RESIL__R("service not known", NETWORK, SPEC, WE)
    RESIL__R("servicequotaexceeded", QUOTA, CODE, W)
    RESIL__RT("session expired", AUTH, SPEC, WE, "issue-pastes13 issue-pastes23 issue-pastes68") /* Salesforce's INVALID_SESSION_ID 'Session expired or invalid': a login session expired (over Selenium's 'invalid session id', a browser that died) */
    RESIL__R("session not found", CRASH, TOOL, WE)
    RESIL__RT("shard cannot", CRASH, SPEC, WE, "server-tgi") /* TGI launcher: LauncherError::Shard* */
    RESIL__RT("shard disconnected", CRASH, SPEC, WE, "server-tgi")
    RESIL__RT("shard is not active", UNAVAILABLE, SPEC2, WE, "issue-pastes118 search-engines") /* Elasticsearch UnavailableShardsException "primary shard is not active": the engine's own "Timeout: [1m]" is its wait for the shard */
    RESIL__RT("should alternate", INVALID_REQUEST, SPEC, W, "issue-pastes37 sdk-llm-cloud") /* Mistral/vLLM "user or tool message(s) should alternate with assistant" */
    RESIL__RT("should be used inside", LOGIC, LOGIC, W, "issue-pastes38 py-more") /* async_timeout "Timeout context manager should be used inside a task" */
    RESIL__R("should have at least", LOGIC, LOGIC, WE) /* pydantic v2: "String should have at least 1 character" */
    RESIL__R("should match pattern", LOGIC, LOGIC, WE)
    RESIL__RT("shutdown", NETWORK, WEAK, WE, "http-jvm")
    RESIL__R("sigabrt", CRASH, CRASH, WE)
    RESIL__R("sigbus", CRASH, CRASH, WE)
    RESIL__RT("sigfpe", CRASH, CRASH, WE, "issue14")
    RESIL__RT("sigill", CRASH, CRASH, WE, "issue14")
    RESIL__R("sigint", CANCELLED, CAN, WE)
    RESIL__R("sigkill", CRASH, CRASH, WE)
    RESIL__RT("sign in to confirm", AUTH, SPEC2, W, "issue-pastes128 issue-pastes58") /* YouTube "Sign in to confirm your age" / "you're not a bot": cookies or a signed-in account needed */
    RESIL__K("signal", SIGNAL, WE)
    RESIL__R("signature does not", AUTH, SPEC, WE)
    RESIL__RT("sigquit", CRASH, CRASH, WE, "issue14")
    RESIL__R("sigsegv", CRASH, CRASH, WE)
    RESIL__RT("sigterm", CRASH, CRASH, WE, "issue14")
    RESIL__RT("size limit exceeded", INVALID_REQUEST, SPEC, WE, "issue-pastes215") /* LDAP result 4 sizeLimitExceeded: the query asks for more entries than the server returns */
    RESIL__R("slow down", RATE_LIMIT, SPEC, WE)
    RESIL__RT("slowdown", RATE_LIMIT, CODE, WE, "cloud-cli issue-pastes27 issue-pastes7 object-storage") /* S3's SlowDown under its 503: "Please reduce your request rate" */
    RESIL__RT("socket", NETWORK, WEAK, WE, "curl")
    RESIL__R("socket hang up", NETWORK, SPEC, WE)
    RESIL__R("socketexception", NETWORK, WORD, W)
    RESIL__RT("socks", NETWORK_PERMANENT, SPEC, W, "curl")
    RESIL__RT("soft time limit", TIMEOUT, SPEC2, WE, "py-more") /* Celery */
    RESIL__RT("spawn", LOGIC, DENY, WE, "process")
    RESIL__R("specified hostname", NETWORK, SPEC, WE)
    RESIL__RT("specified module", LOGIC, LOGIC, WE, "os-windows")
    RESIL__RT("specified network name", NETWORK, SPEC, WE, "os-windows")
    RESIL__RT("specified procedure", LOGIC, LOGIC, WE, "os-windows")
    RESIL__RT("specify a region", LOGIC, SPEC, WE, "cloud-cli")
    RESIL__R("spend limit", QUOTA, CODE, W)
    RESIL__R("spending limit", QUOTA, CODE, WE)
    RESIL__R("ssl ca cert", NETWORK_PERMANENT, SPEC, WE)
    RESIL__R("ssl certificate", NETWORK_PERMANENT, TYPE, WE)
    RESIL__R("ssl connect error", NETWORK_PERMANENT, WORD, WE)
    RESIL__R("ssl error has occurred", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("ssl handshake", NETWORK_PERMANENT, WORD, WE, "http-cpp")
    RESIL__RT("ssl is not enabled", NETWORK_PERMANENT, SPEC, WE, "data-warehouses issue-pastes117") /* lib/pq "pq: SSL is not enabled on the server": sslmode and server disagree */
    RESIL__RT("ssl level", NETWORK_PERMANENT, SPEC, WE, "curl")
    RESIL__R("ssl peer certificate", NETWORK_PERMANENT, SPEC, WE)
    RESIL__R("ssl routines", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__RT("ssl: unsupported", NETWORK_PERMANENT, SPEC2, W, "http-python")
    RESIL__R("ssl_error_syscall", NETWORK, SPEC2, WE)
    RESIL__RT("sslengine closed", NETWORK, SPEC, WE, "runtime-jvm") /* Netty SslClosedEngineException: "SSLEngine closed already" */
    RESIL__R("sslerror", NETWORK_PERMANENT, WORD, W)
    RESIL__RT("sslexception", NETWORK_PERMANENT, WORD, W, "issue14")
    RESIL__R("sslhandshakeexception", NETWORK_PERMANENT, WORD, W)
    RESIL__R("sslprotocolexception", NETWORK_PERMANENT, WORD, W)
    RESIL__RT("sslsyscallerror", NETWORK, SPEC, W, "http-python")
    RESIL__R("sslv3 alert", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("sslzeroreturn", NETWORK, SPEC, W, "http-python") /* CPython ssl.SSLZeroReturnError: the peer closed TLS */
    RESIL__RT("stack overflow", LOGIC, STACK, WE, "runtime-rust")
    RESIL__RT("stack smashing", CRASH, CRASH, WE, "process")
    RESIL__RT("start limit hit", CRASH, CRASH, WE, "process")
    RESIL__RT("starttls", NETWORK_PERMANENT, CODE2, W, "email-smtp embedded-iot issue-pastes55") /* "530 5.7.0 Must issue a STARTTLS command first": a TLS setting */
    RESIL__RT("state lock", UNAVAILABLE, WORD, WE, "iac-tools issue-pastes53") /* Terraform: "Error acquiring the state lock" */
    RESIL__K("status", STATUS, WE)
    RESIL__K("status code", STATUS, WE)
    RESIL__R("statuscode.cancelled", CANCELLED, CAN, WE)
    RESIL__R("statuscode.internal", SERVER, SPEC2, WE)
    RESIL__RT("statuscode.unavailable", UNAVAILABLE, SPEC2, WE, "cdn-edge embeddings-rerank issue-pastes12 issue-pastes15 issue-pastes25 issue-pastes30 issue-pastes38 issue-pastes4 ml-distributed observability py-more queues-rpc sdk-google server-other servers-more vector-db") /* Python grpc: "status = StatusCode.UNAVAILABLE" */
    RESIL__RT("statuscode.unimplement", NOT_FOUND, SPEC2, W, "issue-pastes109 issue-pastes49 py-more queues-rpc") /* Python grpc StatusCode.UNIMPLEMENTED */
    RESIL__R("statuscode.unknown", UNKNOWN, WEAK, WE)
    RESIL__RT("statuscode=\"unavailable", UNAVAILABLE, SPEC2, WE, "issue-pastes19 issue-pastes52 queues-rpc") /* .NET Grpc.Core: Status(StatusCode="Unavailable", Detail=...) */
    RESIL__RT("steam api", LOGIC, SPEC, W, "issue-pastes131 issue-pastes35") /* SteamAPI_Init() failed, "Failed to init steam api. Is Steam running?": the local Steam client is missing */
    RESIL__RT("stopasynciteration", LOGIC, LOGIC, W, "runtime-python")
    RESIL__RT("stopiteration", LOGIC, LOGIC, W, "issue14")
    RESIL__R("stopped by the user", CANCELLED, CAN, WE)
    RESIL__R("stopped by user", CANCELLED, CAN, WE)
    RESIL__RT("stopped responding", TIMEOUT, SPEC, WE, "messaging-apis")
    RESIL__RT("storage limit", QUOTA, WORD, WE, "container-ci issue-pastes93 media-gen-apis ml-platform-tools") /* "Private repository storage limit reached", NeptuneStorageLimitException: a plan's allowance, also under a 403 */
    RESIL__RT("stream consumed", LOGIC, LOGIC, W, "http-python")
    RESIL__RT("stream duration", TIMEOUT, SPEC, WE, "proxies") /* Envoy max_stream_duration reached */
    RESIL__R("stream error", NETWORK, DENY, WE)
    RESIL__RT("stream removed", SERVER, WORD, WE, "issue-pastes109") /* gRPC C-core StatusCode.UNKNOWN "Stream removed" */
    RESIL__R("stream reset", NETWORK, SPEC, WE)
    RESIL__RT("stream truncated", NETWORK, SPEC, WE, "issue-pastes204") /* Boost.Asio's ssl::error::stream_truncated: the peer closed the TLS stream without close_notify */
    RESIL__R("stream was cancelled", CANCELLED, CAN, WE)
    RESIL__RT("string longer than", LOGIC, LOGIC, WE, "runtime-js") /* V8 ERR_STRING_TOO_LONG: "Cannot create a string longer than 0x1fffffe8 characters" */
    RESIL__R("string to replace", LOGIC, LOGIC, WE)
    RESIL__RT("subject alternative", NETWORK_PERMANENT, SPEC, WE, "http-jvm") /* JSSE HostnameChecker: "No subject alternative DNS name matching x found" */
    RESIL__RT("submitted too quickly", RATE_LIMIT, SPEC, WE, "graphql-clients") /* GitHub's secondary rate limit on content creation */
    RESIL__R("subscription key", AUTH, SPEC, WE)
    RESIL__RT("sufficient permission", AUTH, WORD, W, "dev-apis issue-pastes17 issue-pastes28 issue-pastes54 issue-pastes68 issue-pastes8 payments-apis providers-raw sdk-openai search-apis vector-db") /* 'does not have sufficient permissions' (Drive's insufficientFilePermissions) */
    RESIL__RT("support tool use", INVALID_REQUEST, CODE, WE, "issue-pastes4 issue-pastes5 sdk-aws sdk-other") /* OpenRouter 404 "No endpoints found that support tool use": a model of the wrong kind, whatever the status */
    RESIL__RT("symbolic links", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("syntax error", INVALID_REQUEST, WEAK, W, "issue-pastes190 issue-pastes191") /* "near "x": syntax error" (SQLite), a shell's "syntax error: operand expected": a statement refused, ours (logic) unless a remote party answered */
    RESIL__RT("syntax error or access", LOGIC, WEAK, WE, "issue-pastes172") /* MySQL SQLSTATE 42000 "Syntax error or access violation": a query our code wrote, not a process killed ("access violation" inside it is not scanned) */
    RESIL__RT("syntax is incorrect", LOGIC, LOGIC, WE, "os-windows")
    RESIL__R("syntaxerror", LOGIC, LOGIC, W)
    RESIL__RT("takes too long", TIMEOUT, SPEC, WE, "issue-pastes66") /* '(hook:bookshelf) takes too long to load', as 'took too long' */
    RESIL__RT("taking longer", TIMEOUT, WORD, WE, "runtime-more") /* asyncio "SSL handshake is taking longer than 60.0 seconds" */
    RESIL__RT("taking too long", TIMEOUT, SPEC, WE, "browser")
    RESIL__RT("target closed", CRASH, SPEC, WE, "process")
    RESIL__R("task was canceled", CANCELLED, CAN, WE)
    RESIL__R("task was cancelled", CANCELLED, CAN, WE)
    RESIL__RT("task watchdog", CRASH, CRASH, WE, "embedded-iot")
    RESIL__R("taskcanceledexception", CANCELLED, CAN, W)
    RESIL__RT("template error", INVALID_REQUEST, WEAK, WE, "server-tgi") /* TGI error_type template_error */
    RESIL__R("temporarily unable", UNAVAILABLE, SPEC, WE)
    RESIL__RT("terminal prompts", AUTH, SPEC, WE, "cloud-cli") /* git: no credential to ask for */
    RESIL__RT("terminate called", CRASH, CRASH, WE, "process")
    RESIL__R("terminated abruptly", CRASH, CRASH, WE)
    RESIL__RT("terminated by other", INVALID_REQUEST, SPEC2, W, "issue-pastes45") /* Telegram 409 "terminated by other getUpdates request" */
    RESIL__R("terminated unexpectedly", CRASH, CRASH, WE)
    RESIL__RT("text file busy", LOGIC, LOGIC, WE, "os-posix")
    RESIL__RT("the leader", UNAVAILABLE, SPEC, WE, "issue-pastes57") /* Kafka: kafka-node's BrokerNotAvailableError "Could not find the leader" (a scan goes on after its longest match, "could not find", so "find the leader" would never start) and the broker's NOT_LEADER_FOR_PARTITION "This server is not the leader for that topic-partition" */
    RESIL__RT("the network", NETWORK, WORD, WE, "browser http-apple http-mobile http-python js-more os-posix os-windows")
    RESIL__R("throttl", RATE_LIMIT, SPEC, W)
    RESIL__RT("time exhausted", TIMEOUT, WORD, WE, "issue-pastes111 web3-rpc") /* web3.py TimeExhausted: no receipt in time */
    RESIL__RT("time limit exceeded", TIMEOUT, SPEC2, W, "process")
    RESIL__R("time out", TIMEOUT, DENY, WE)
    RESIL__R("timed out", TIMEOUT, SPEC2, WE)
    RESIL__RT("timed out while retr", TIMEOUT, OVR, W, "ml-platform-tools") /* wandb "Timed out while retrying: HTTP 503" */
    RESIL__R("timeout of", TIMEOUT, SPEC2, WE)
    RESIL__RT("timeout rejected", TIMEOUT, OVR, W, "resilience-libs http-dotnet issue-pastes24") /* Polly TimeoutRejectedException, above the TaskCanceledException it wraps */
    RESIL__R("timeouterror", TIMEOUT, SPEC, W)
    RESIL__R("timeoutexception", TIMEOUT, SPEC, W)
    RESIL__RT("timer expired", TIMEOUT, SPEC, WE, "os-posix")
    RESIL__RT("timing out", TIMEOUT, WORD, WE, "proxies") /* Kong 504 body */
    RESIL__RT("tls error", NETWORK_PERMANENT, SPEC2, WE, "proxies") /* Envoy transport failure reason TLS_error */
    RESIL__RT("tls:", NETWORK_PERMANENT, WEAK, W, "http-go") /* Go crypto/tls error prefix */
    RESIL__RT("tlsv1", NETWORK_PERMANENT, WORD, W, "py-more")
    RESIL__R("tlsv1 alert", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("to all addresses", UNAVAILABLE, SPEC2, WE, "sdk-google") /* gRPC core UNAVAILABLE */
    RESIL__RT("to authenticate", AUTH, SPEC, W, "container-ci db-clients email-smtp git-hosting inference-more issue-pastes27 issue-pastes29 issue-pastes33 issue-pastes40 k8s-clients llm-apps maps-geo-apis messaging-apis ml-platform-tools object-storage observability package-managers payments-apis sdk-google sdk-llm-cloud search-engines ssh-sftp workflow-engines") /* "Failed to / Unable to authenticate" */
    RESIL__RT("to read property", LOGIC, LOGIC, WE, "http-php")
    RESIL__R("token expired", AUTH, SPEC, WE)
    RESIL__R("token has expired", AUTH, SPEC, WE)
    RESIL__RT("token invalid", AUTH, SPEC, WE, "issue-pastes56 payments-apis sdk-llm-cloud")
    RESIL__R("token is expired", AUTH, SPEC, WE)
    RESIL__RT("token is invalid", AUTH, SPEC, WE, "auth-providers data-warehouses dev-apis git-hosting media-gen-apis mobile-ai-sdks sdk-llm-cloud search-apis")
    RESIL__RT("token is not active", AUTH, SPEC, W, "issue-pastes39") /* OAuth introspection (RFC 7662 active=false), Keycloak */
    RESIL__RT("token is required", AUTH, SPEC, WE, "git-hosting providers-raw sdk-other")
    RESIL__R("token limit", CONTEXT_LENGTH, CODE, WE)
    RESIL__RT("token limit is exceeded", RATE_LIMIT, CODE2, WE, "gateways-more") /* Azure APIM llm-token-limit: tokens per minute */
    RESIL__RT("token quota", QUOTA, CODE2, WE, "servers-more")
    RESIL__RT("token required", AUTH, WORD, WE, "issue-pastes201") /* Codecov "Token required because branch is protected": the credential is missing */
    RESIL__RT("tokens +", CONTEXT_LENGTH, CODE, W, "issue14")
    RESIL__RT("tokens per day", QUOTA, CODEHI, WE, "sdk-other")
    RESIL__RT("tokens per request", CONTEXT_LENGTH, SPEC, W, "issue-pastes40") /* "Requested N tokens, max M tokens per request" */
    RESIL__RT("too frequent", RATE_LIMIT, SPEC, W, "issue-pastes29 issue-pastes56")
    RESIL__RT("too large", INVALID_REQUEST, WEAK, WE, "proxies")
    RESIL__R("too large body", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("too large to process", CONTEXT_LENGTH, SPEC2, WE, "embeddings-rerank") /* llama.cpp: "input (842 tokens) is too large to process" */
    RESIL__RT("too less ram", CRASH, MEM, WE, "embedded-iot")
    RESIL__K("too many", STATUS, WE)
    RESIL__RT("too many attempts", RATE_LIMIT, SPEC, WE, "web-frameworks") /* Laravel's throttle: "Too Many Attempts." */
    RESIL__RT("too many certificates", RATE_LIMIT, SPEC2, WE, "issue-pastes129") /* Let's Encrypt "Too many certificates already issued for exact set of domains": a weekly limit that frees itself */
    RESIL__RT("too many clients", UNAVAILABLE, SPEC, WE, "os-posix")
    RESIL__R("too many concurrent", RATE_LIMIT, SPEC, WE)
    RESIL__R("too many connections", UNAVAILABLE, SPEC, WE) /* MySQL ER_CON_COUNT_ERROR (1040); PostgreSQL "too many connections for role" */
    RESIL__R("too many input tokens", CONTEXT_LENGTH, CODE, WE)
    RESIL__RT("too many request", RATE_LIMIT, SPEC, WE, "agents-frameworks2 agents-more agents-vercel ai-gateways2 auth-providers browser-ai-runtimes browser-automation browser cloud-cli container-ci data-warehouses dev-apis email-smtp embeddings-rerank gateway-litellm gateways-more graphql-clients http-cpp http-dotnet http-js http-jvm http-mobile http-other-langs http-php http-python http-ruby http-rust iac-tools inference-more issue-pastes issue-pastes10 issue-pastes11 issue-pastes12 issue-pastes13 issue-pastes14 issue-pastes15 issue-pastes16 issue-pastes17 issue-pastes18 issue-pastes2 issue-pastes21 issue-pastes23 issue-pastes24 issue-pastes25 issue-pastes26 issue-pastes27 issue-pastes28 issue-pastes29 issue-pastes3 issue-pastes30 issue-pastes31 issue-pastes32 issue-pastes33 issue-pastes34 issue-pastes35 issue-pastes37 issue-pastes39 issue-pastes4 issue-pastes40 issue-pastes41 issue-pastes43 issue-pastes44 issue-pastes45 issue-pastes46 issue-pastes47 issue-pastes48 issue-pastes49 issue-pastes5 issue-pastes50 issue-pastes51 issue-pastes52 issue-pastes53 issue-pastes54 issue-pastes55 issue-pastes56 issue-pastes58 issue-pastes59 issue-pastes6 issue-pastes61 issue-pastes62 issue-pastes63 issue-pastes64 issue-pastes65 issue-pastes66 issue-pastes67 issue-pastes68 issue-pastes7 issue-pastes8 issue-pastes9 js-more jvm-dotnet-ai k8s-clients llm-apps maps-geo-apis mcp media-gen-apis messaging-apis ml-platform-tools observability package-managers payments-apis providers-raw proxies py-more realtime-apis resilience-libs sdk-anthropic sdk-aws sdk-azure sdk-llm-cloud sdk-llm-more sdk-openai sdk-other search-apis search-engines server-tgi serverless-platforms servers-more vector-db web-frameworks web3-rpc workflow-engines") /* 'Too many request!': the singular some servers write */
    RESIL__R("too many requests", RATE_LIMIT, SPEC, WE)
    RESIL__RT("too many sessions", UNAVAILABLE, SPEC, WE, "issue-pastes120") /* OPC UA Bad_TooManySessions, database and SSH session caps: the server's capacity */
    RESIL__RT("too many simultaneous", UNAVAILABLE, SPEC, WE, "data-warehouses issue-pastes121") /* ClickHouse 202 "Too many simultaneous queries. Maximum: N": the server's concurrency cap */
    RESIL__RT("too many subrequests", QUOTA, SPEC, WE, "js-more")
    RESIL__R("too many tokens", CONTEXT_LENGTH, CODE, WE)
    RESIL__RT("too many tokens per day", QUOTA, CODEHI, WE, "sdk-aws") /* Bedrock ServiceQuotaExceededException */
    RESIL__RT("too much memory", CRASH, MEM, WE, "serverless-platforms")
    RESIL__RT("took longer", TIMEOUT, WORD, WE, "jvm-dotnet-ai") /* AWS SDK "Acquire operation took longer than the configured maximum time" */
    RESIL__RT("took too long", TIMEOUT, SPEC, WE, "web3-rpc ml-platform-tools maps-geo-apis llm-apps issue-pastes23")
    RESIL__RT("tool", LOGIC, TOOL, WE, "issue14")
    RESIL__R("tool not found", LOGIC, LOGIC, WE)
    RESIL__R("tool use was rejected", CANCELLED, CAN, WE)
    RESIL__RT("top up", QUOTA, WORD, WE, "providers-raw")
    RESIL__RT("totalrequests", QUOTA, CODE, WE, "issue-pastes28") /* Salesforce REQUEST_LIMIT_EXCEEDED: the org's 24-hour allowance */
    RESIL__RT("transport endpoint", NETWORK, SPEC, WE, "os-posix")
    RESIL__R("transport is closing", NETWORK, SPEC, WE)
    RESIL__RT("transport_no_mem", CRASH, MEM, WE, "embedded-iot")
    RESIL__RT("truncated chunk", NETWORK, SPEC, WE, "http-jvm") /* Apache HttpCore TruncatedChunkException */
    RESIL__RT("trust anchor", NETWORK_PERMANENT, SPEC2, WE, "issue-pastes138") /* Android/JSSE "Trust anchor for certification path not found": over the words "not found" */
    RESIL__RT("trust evaluation", NETWORK_PERMANENT, SPEC2, WE, "http-apple") /* Alamofire */
    RESIL__K("try again in", DELAY_S, WE)
    RESIL__RT("try again in a moment", UNAVAILABLE, WEAK, WE, "server-ollama")
    RESIL__RT("try later", UNAVAILABLE, WEAK, WE, "ssh-sftp vector-db") /* FTP 421 "please try later", Vespa "Try later" */
    RESIL__RT("tunnel", NETWORK_PERMANENT, DENY, W, "http-jvm") /* a proxy's CONNECT tunnel; under the words of what failed, since a tunnel is also a product (ngrok, cloudflared, frp) */
    RESIL__R("tunnel failed", NETWORK_PERMANENT, TYPE, WE) /* curl "CONNECT tunnel failed, response 403", the JDK's "Tunnel failed, got: 403": the proxy refused, over its status */
    RESIL__R("tunneling socket", NETWORK_PERMANENT, TYPE, W) /* TAXONOMY: "tunneling socket could not be established" (a proxy), over the cause it names */
    RESIL__RT("type of object", LOGIC, LOGIC, WE, "os-windows")
    RESIL__R("typeerror", LOGIC, LOGIC, W)
    RESIL__RT("typeerror: error send", NETWORK, WEAK, W, "js-more") /* Deno fetch */
    RESIL__R("typeerror: failed to", NETWORK, WEAK, W)
    RESIL__R("typeerror: fetch failed", NETWORK, WEAK, W)
    RESIL__RT("typeerror: load failed", NETWORK, WEAK, W, "browser") /* WebKit fetch */
    RESIL__R("typeerror: network", NETWORK, SPEC, W)
    RESIL__R("typeerror: terminated", NETWORK, SPEC, W)
    RESIL__RT("unable to allocate", CRASH, WORD, WE, "issue-pastes18 issue-pastes82 runtime-python server-ollama") /* an allocation of our process failed (llama.cpp "unable to allocate CUDA_Host buffer") */
    RESIL__RT("unable to compile", LOGIC, LOGIC, WE, "runtime-js") /* ts-node TSError: "Unable to compile TypeScript" */
    RESIL__R("unable to connect", NETWORK, WORD, WE)
    RESIL__RT("unable to determine ip", NETWORK, SPEC2, WE, "proxies") /* Squid ERR_DNS_FAIL: "Unable to determine IP address from host name" */
    RESIL__RT("unable to handle the", UNAVAILABLE, SPEC, WE, "k8s-clients")
    RESIL__RT("unable to open database", LOGIC, SPEC, WE, "issue-pastes192") /* SQLite's SQLITE_CANTOPEN "unable to open database file": a local path or permission */
    RESIL__RT("unable to process", UNAVAILABLE, WEAK, WE, "agents-frameworks2 ai-gateways2 gateway-litellm gateways-more issue-pastes10 issue-pastes9 jvm-dotnet-ai sdk-aws sdk-azure sdk-llm-more") /* Bedrock ServiceUnavailableException: "Bedrock is unable to process your request." */
    RESIL__RT("unable to reach", NETWORK, WORD, WE, "issue-pastes20 issue-pastes56 issue-pastes62 observability") /* 'We were unable to reach your mail provider', a host not reached */
    RESIL__R("unable to verify", NETWORK_PERMANENT, SPEC, WE)
    RESIL__R("unauthenticated", AUTH, SPEC, WE)
    RESIL__R("unauthorized", AUTH, SPEC, WE)
    RESIL__R("unavailable", UNAVAILABLE, WORD, WE)
    RESIL__RT("unavailable shards", UNAVAILABLE, SPEC2, WE, "issue-pastes118 search-engines") /* UnavailableShardsException, unavailable_shards_exception */
    RESIL__RT("unboundlocalerror", LOGIC, LOGIC, W, "issue14")
    RESIL__R("und_err_aborted", CANCELLED, CAN, WE)
    RESIL__R("undefined array key", LOGIC, LOGIC, WE)
    RESIL__RT("undefined function", LOGIC, LOGIC, WE, "issue-pastes185") /* PHP's "Call to undefined function x()": our code, not the remote party */
    RESIL__R("undefined is not", LOGIC, LOGIC, WE)
    RESIL__RT("undefined method", LOGIC, LOGIC, WE, "issue-pastes189") /* Ruby's NoMethodError "undefined method `x' for nil" */
    RESIL__RT("undefinedtable", LOGIC, SPEC2, W, "db-clients issue-pastes96 mcp") /* PostgreSQL 42P01 (psycopg UndefinedTable, asyncpg UndefinedTableError): a query names a table that is not there, our bug */
    RESIL__RT("underpriced", INVALID_REQUEST, WORD, WE, "issue-pastes111 web3-rpc") /* geth txpool "replacement transaction underpriced" */
    RESIL__RT("unexpected close", NETWORK, SPEC, WE, "queues-rpc") /* amqplib */
    RESIL__RT("unexpected content", SERVER, WORD, WE, "issue-pastes189") /* an agent's "unexpected content, starting with: <html>": the server answered outside the protocol */
    RESIL__RT("unexpected end of file", NETWORK, SPEC, WE, "runtime-rust")
    RESIL__RT("unexpected endpoint", NOT_FOUND, SPEC, WE, "issue-pastes15") /* LM Studio server: "Unexpected endpoint or method. (POST /chat/completions)" */
    RESIL__R("unexpected eof", NETWORK, SPEC2, WE)
    RESIL__R("unexpected role", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("unexpected signal", CRASH, CRASH, WE, "runtime-go")
    RESIL__R("unexpected token", LOGIC, LOGIC, WE)
    RESIL__R("unexpectedly found nil", LOGIC, LOGIC, WE)
    RESIL__RT("unexpectedly terminated", CRASH, CRASH, WE, "process") /* joblib/loky TerminatedWorkerError: "A worker process managed by the executor was unexpectedly terminated." */
    RESIL__R("unhashable type", LOGIC, LOGIC, WE)
    RESIL__RT("unhealthy", UNAVAILABLE, SPEC, WE, "proxies")
    RESIL__RT("unicodedecodeerror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("unicodeencodeerror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("unimplemented: method", NOT_FOUND, SPEC2, WE, "issue-pastes51 queues-rpc") /* grpc-java: "StatusRuntimeException: UNIMPLEMENTED: Method not found" (rule 14: an unknown method) */
    RESIL__R("unknown authority", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__R("unknown ca", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("unknown command", INVALID_REQUEST, WEAK, WE, "issue-pastes192") /* a server's "Unknown command." (Home Assistant websocket unknown_command, Redis ERR unknown command): ours (logic) unless a remote party answered */
    RESIL__RT("unknown database", NOT_FOUND, SPEC, WE, "data-warehouses db-clients issue-pastes108 issue-pastes115 issue-pastes117") /* MySQL 1049 ER_BAD_DB_ERROR "Unknown database 'x'" */
    RESIL__K("unknown error", ERRNO, WE) /* glibc strerror of an errno it has no text for: "Unknown error 523" */
    RESIL__R("unknown field", INVALID_REQUEST, WORD, WE)
    RESIL__RT("unknown host", NETWORK, SPEC, WE, "os-posix")
    RESIL__RT("unknown interaction", NOT_FOUND, SPEC, WE, "issue-pastes13 messaging-apis") /* discord.js "DiscordAPIError[10062]: Unknown interaction" */
    RESIL__RT("unknown keyword", LOGIC, LOGIC, WE, "runtime-js") /* ajv strict mode: a schema of ours uses a keyword it does not know */
    RESIL__R("unknown model", NOT_FOUND, SPEC, WE)
    RESIL__RT("unknown option", LOGIC, LOGIC, WE, "curl")
    RESIL__RT("unknown order", NOT_FOUND, SPEC2, WE, "issue-pastes29") /* Binance -2011 */
    RESIL__R("unknown parameter", INVALID_REQUEST, SPEC, WE)
    RESIL__R("unknown request url", NOT_FOUND, SPEC, WE)
    RESIL__R("unknown service", NOT_FOUND, SPEC, WE)
    RESIL__RT("unknown topic or part", NOT_FOUND, SPEC2, WE, "queues-rpc") /* Kafka UNKNOWN_TOPIC_OR_PART */
    RESIL__RT("unknown url type", LOGIC, LOGIC, WE, "http-python")
    RESIL__R("unknownhostexception", NETWORK, SPEC, W)
    RESIL__R("unprocessable", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("unreachable", NETWORK, WORD, WE, "db-clients")
    RESIL__RT("unrecognized arguments", LOGIC, LOGIC, W, "issue-pastes38") /* argparse "error: unrecognized arguments: ..." */
    RESIL__R("unrecognized name", NETWORK_PERMANENT, SPEC, WE) /* TLS alert unrecognized_name (RFC 6066): SNI */
    RESIL__RT("unrecognized option", LOGIC, LOGIC, W, "issue-pastes36") /* getopt "unrecognized option '--x'" */
    RESIL__R("unrecognized request", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("unrecognized ssl", NETWORK_PERMANENT, SPEC, WE, "issue14")
    RESIL__R("unrecognizedclient", AUTH, SPEC, W)
    RESIL__R("unregistered callers", AUTH, SPEC, WE)
    RESIL__RT("unregistered task", LOGIC, SPEC, WE, "py-more")
    RESIL__RT("unresponsive", TIMEOUT, SPEC2, W, "issue-pastes205") /* EPICS Channel Access "Virtual circuit unresponsive" (UNRESPTMO), "Server at ... is unresponsive": the peer stopped answering in time (over "circuit") */
    RESIL__RT("unstable restarts", CRASH, CRASH, WE, "process") /* PM2: "Script x had too many unstable restarts (16). Stopped." */
    RESIL__RT("unsupported", INVALID_REQUEST, WEAK, W, "issue14")
    RESIL__RT("unsupported api version", INVALID_REQUEST, CODE, WE, "sdk-azure") /* Azure OpenAI 404: "Unsupported api-version. Use a supported api-version." */
    RESIL__R("unsupported media type", INVALID_REQUEST, SPEC, WE)
    RESIL__R("unsupported parameter", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("unsupportedfunctional", INVALID_REQUEST, SPEC, W, "agents-vercel") /* Vercel AI SDK UnsupportedFunctionalityError: the provider lacks the feature */
    RESIL__R("unwrap()", LOGIC, LOGIC, W)
    RESIL__R("upgrade required", INVALID_REQUEST, WORD, WE)
    RESIL__K("upstream", REMOTE, W)
    RESIL__R("upstream connect error", UNAVAILABLE, SPEC2, WE)
    RESIL__RT("upstream sent", SERVER, TYPE, WE, "proxies") /* nginx ngx_http_upstream.c log lines */
    RESIL__R("uri too long", INVALID_REQUEST, WORD, WE)
    RESIL__RT("urierror", LOGIC, LOGIC, W, "issue14")
    RESIL__RT("url rejected", LOGIC, LOGIC, WE, "curl")
    RESIL__R("usage limit", QUOTA, SPEC, W)
    RESIL__R("usage policy", INVALID_REQUEST, CODE, WE)
    RESIL__RT("usagelimitexceeded", LOGIC, CODE2, W, "agents-other")
    RESIL__RT("used up your", QUOTA, SPEC, WE, "sdk-other") /* Cloudflare Workers AI 4006: "you have used up your daily free allocation" */
    RESIL__R("user aborted", CANCELLED, CAN, WE)
    RESIL__R("user canceled", CANCELLED, CAN, WE)
    RESIL__R("user cancelled", CANCELLED, CAN, WE)
    RESIL__RT("user location is not", AUTH, SPEC, W, "issue-pastes37 issue-pastes45 issue-pastes47 issue-pastes9 sdk-google") /* Gemini: a region the API refuses (as 451 is auth) */
    RESIL__RT("user name or password", AUTH, SPEC, WE, "os-windows")
    RESIL__RT("user rejected", CANCELLED, WORD, WE, "issue-pastes111 web3-rpc") /* EIP-1193 4001 UserRejectedRequestError: the user declined in the wallet */
    RESIL__RT("user unknown", NOT_FOUND, SPEC2, WE, "email-smtp issue-pastes55")
    RESIL__RT("utf 8 byte sequence", LOGIC, LOGIC, WE, "runtime-rust") /* Rust std::str::Utf8Error: "incomplete utf-8 byte sequence from index N" */
    RESIL__R("valid role", INVALID_REQUEST, SPEC, WE)
    RESIL__RT("valid token", AUTH, WORD, WE, "dev-apis issue-pastes26 issue-pastes27 issue-pastes30 issue-pastes32 issue-pastes36 issue-pastes4 issue-pastes42 issue-pastes43 issue-pastes5 issue-pastes56 issue-pastes8 maps-geo-apis mcp messaging-apis runtime-go sdk-other search-apis web-frameworks")
    RESIL__R("validation error", LOGIC, WEAK, WE) /* under any word of what was refused: a service's "1 validation error detected" is its answer */
    RESIL__RT("validation error: `", INVALID_REQUEST, TYPE, W, "server-tgi") /* TGI router ValidationError Display: "Input validation error: `param` must be ..." */
    RESIL__R("validation failed", LOGIC, WORD, WE)
    RESIL__R("validationerror", LOGIC, LOGIC, W)
    RESIL__R("validationexception", INVALID_REQUEST, TYPE, W)
    RESIL__RT("value not in list", INVALID_REQUEST, SPEC, W, "issue-pastes25 issue-pastes48") /* ComfyUI prompt validation */
    RESIL__R("valueerror", LOGIC, LOGIC, W)
    RESIL__RT("variable is void", LOGIC, LOGIC, W, "issue-pastes38") /* Emacs "Symbol's value as variable is void" */
    RESIL__RT("vcpulimitexceeded", QUOTA, SPEC2, WE, "cloud-cli")
    RESIL__RT("vector dimension", INVALID_REQUEST, SPEC, WE, "issue-pastes11 issue-pastes44") /* Pinecone "Vector dimension N does not match the dimension of the index M" */
    RESIL__RT("verification failed", NETWORK_PERMANENT, WORD, WE, "http-cpp")
    RESIL__RT("violates", LOGIC, WORD, WE, "db-clients") /* a constraint, a policy of our own */
    RESIL__RT("violation of protocol", NETWORK, SPEC, WE, "http-python") /* CPython _ssl.c SSL_ERROR_EOF: "EOF occurred in violation of protocol" */
    RESIL__RT("virtualmachineerror", CRASH, CRASH, W, "runtime-jvm")
    RESIL__R("wait before trying", RATE_LIMIT, CODE2, WE) /* Bedrock: "please wait before trying again" (not "wait a few minutes", a billing delay) */
    RESIL__RT("wall clock", TIMEOUT, WORD, WE, "serverless-platforms")
    RESIL__RT("was blocked due to", INVALID_REQUEST, SPEC2, WE, "issue-pastes81 sdk-llm-cloud") /* Gemini "Candidate was blocked due to SAFETY / RECITATION", Vertex "The model response was blocked due to N" */
    RESIL__RT("was destroyed", LOGIC, WORD, WE, "py-more runtime-js")
    RESIL__KT("was sent code", EXIT, WE, "issue-pastes18") /* gunicorn's arbiter: "Worker (pid:1785) was sent code 139!" (the worker's exit status: 128 + SIGSEGV) */
    RESIL__RT("watchdog timeout", CRASH, CRASH, WE, "servers-more") /* SGLang's scheduler watchdog kills the server */
    RESIL__R("weird server reply", SERVER, SPEC, WE)
    RESIL__KT("when calling the", REMOTE, WE, "agents-frameworks2 agents-more auth-providers cloud-cli data-warehouses email-smtp iac-tools issue-pastes issue-pastes11 issue-pastes17 issue-pastes19 issue-pastes3 issue-pastes7 issue-pastes9 messaging-apis ml-distributed ml-platform-tools object-storage queues-rpc sdk-aws serverless-platforms workflow-engines") /* botocore's ClientError: 'An error occurred (X) when calling the Y operation' is AWS's answer */
    RESIL__RT("while calling target", TIMEOUT, OVR, WE, "issue-pastes14 issue-pastes19") /* google-api-core RetryError "Deadline of 120.0s exceeded while calling target function, last exception: 503" */
    RESIL__K("winerror", WINERR, WE)
    RESIL__RT("with body length", LOGIC, LOGIC, WE, "http-go") /* net/http: "http: ContentLength=N with Body length M" */
    RESIL__RT("within", TIMEOUT, WEAK, WE, "ai-gateways2 container-ci embedded-iot http-dotnet http-jvm http-mobile issue-pastes11 issue-pastes15 issue-pastes24 issue-pastes25 issue-pastes32 issue-pastes34 issue-pastes36 issue-pastes45 issue-pastes46 issue-pastes48 issue-pastes49 issue-pastes52 issue-pastes57 issue-pastes6 issue-pastes60 issue-pastes61 issue-pastes64 issue-pastes7 issue-pastes70 issue-pastes75 issue-pastes77 issue-pastes79 issue-pastes82 issue-pastes83 jvm-dotnet-ai k8s-clients object-storage package-managers providers-raw resilience-libs sdk-aws sdk-llm-cloud search-apis search-engines ssh-sftp vector-db web-frameworks web3-rpc") /* 'did not return an initial response within 25s', 'did not finish within 300.0 seconds': a deadline passed, unless a word says more */
    RESIL__K("worker", PROC, W)
    RESIL__R("worker died", CRASH, CRASH, WE)
    RESIL__RT("worker threw exception", SERVER, SPEC, WE, "proxies") /* Cloudflare error 1101 */
    RESIL__RT("would block", NETWORK, SPEC, WE, "runtime-rust")
    RESIL__RT("write after end", LOGIC, LOGIC, WE, "http-js")
    RESIL__RT("write zero", LOGIC, LOGIC, WE, "runtime-rust")
    RESIL__RT("wrong status line", SERVER, SPEC, WE, "http-ruby")
    RESIL__R("wrong version number", NETWORK_PERMANENT, SPEC, WE)
    RESIL__RT("wrongtype", LOGIC, SPEC, WE, "db-clients issue-pastes130") /* Redis WRONGTYPE "Operation against a key holding the wrong kind of value": our keys */
    RESIL__K("wsa", PREFIX, W)
    RESIL__RT("wsastartup", LOGIC, LOGIC, WE, "os-windows")
    RESIL__K("x-ratelimit-reset", RESET, W)
    RESIL__R("x509", NETWORK_PERMANENT, SPEC2, WE)
    RESIL__RT("xhr poll error", NETWORK, SPEC, W, "issue-pastes13 realtime-apis") /* socket.io's polling transport */
    RESIL__RT("xsrf", AUTH, SPEC, W, "issue-pastes33") /* Jupyter's 403 "'_xsrf' argument missing from POST" */
    RESIL__RT("you are not allowed", AUTH, CODE2, WE, "sdk-openai")
    RESIL__R("your current quota", QUOTA, CODE, WE)
    RESIL__RT("your data policy", AUTH, CODE2, W, "ai-gateways2 issue-pastes37") /* OpenRouter 404 "No endpoints found matching your data policy" */
    RESIL__RT("your quota", QUOTA, CODE, WE, "issue-pastes12 issue-pastes20 issue-pastes21 issue-pastes25 issue-pastes46 issue-pastes54 llm-apps providers-raw sdk-aws")
    RESIL__R("zerodivisionerror", LOGIC, LOGIC, W)
    RESIL__RT("zombie", CRASH, WORD, WE, "workflow-engines") /* Airflow "Detected zombie job" */
};


/* Hint codes -> a keyword of resil__pats whose class the code gets
   (generated into resil__curl_cls, resil__grpc_cls, resil__win_cls). */
typedef struct resil__src_key {
    int32_t code;
    char key[RESIL__PAT_W];
} resil__src_key;

/* CURLcode values (curl's include/curl/curl.h) and a keyword of their
   curl_easy_strerror() wording (lib/strerror.c), or of a row of the same
   meaning; in a hint, or in text after "curl: (" or "cURL error".
   CURLE_UNSUPPORTED_PROTOCOL (1) is also what a server's HTTP/0.9
   answer gives ("Received HTTP/0.9 when not allowed", a server fault):
   the code alone falls back (invalid_request), it does not stop. */
static const resil__src_key resil__curl_keys[] = {
    {1, "unsupported"},           {2, "failed initialization"},
    {3, "illegal format"},         {4, "unknown option"},
    {5, "couldn't resolve proxy"}, {6, "couldn't resolve host"},
    {7, "couldn't connect"},       {8, "weird server reply"},
    {9, "access denied"},          {16, "http2 framing layer"},
    {18, "partial file"},          {23, "failed writing"},
    {26, "read local data"},       {27, "out of memory"},
    {28, "timeout"},               {35, "ssl connect error"},
    {42, "application callback"},  {43, "bad argument"},
    {47, "redirects"},             {48, "unknown option"},
    {49, "malformed option"},      {52, "empty reply from server"},
    {53, "crypto engine"},         {54, "crypto engine"},
    {55, "sending data"},          {56, "receiving data"},
    {58, "ssl certificate"},       {59, "cipher"},
    {60, "ssl peer certificate"},  {61, "content unencoding"},
    {63, "larger than allowed"},   {64, "ssl level"},
    {65, "send failure"},          {66, "crypto engine"},
    {67, "login denied"},          {77, "ssl ca cert"},
    {80, "ssl connect error"},     {82, "crl file"},
    {83, "issuer check failed"},   {88, "chunked encoded"},
    {89, "connection limit"},      {90, "pinned public key"},
    {91, "certificate verify"},    {92, "stream error"},
    {93, "from within callback"},  {94, "authentication error"},
    {96, "couldn't connect"},      {97, "proxy handshake"},
    {98, "client certificate"},    {100, "larger than allowed"},
    {101, "ssl connect error"},
};

/* gRPC status codes 0..16 (grpc/doc/statuscodes.md), by index. */
static const char resil__grpc_keys[17][RESIL__PAT_W] = {
    "", "code = canceled", "", "invalid argument", "deadline exceeded",
    "code = notfound", "code = alreadyexists", "permission denied",
    "resource exhausted", "failed precondition", "code = aborted",
    "code = outofrange", "code = unimplemented", "code = internal",
    "unavailable", "code = dataloss", "unauthenticated"};

/* Windows error numbers in text ("[WinError 10061]", "Socket Error #
   10054", "os error 10060") -> a keyword of resil__pats: Winsock's
   WSAE* codes (winsock2.h: WSABASEERR 10000 + the BSD errno they mirror,
   11001.. for the resolver), WinINet's 120xx and the system errors of a
   failed connection (winerror.h). Sorted by code. */
static const resil__src_key resil__win_keys[] = {
    {2, "filenotfounderror"},  /* ERROR_FILE_NOT_FOUND: a local path (logic) */
    {3, "filenotfounderror"},  /* ERROR_PATH_NOT_FOUND */
    {5, "operation not permit"},/* ERROR_ACCESS_DENIED: a local file (logic) */
    {6, "handle is invalid"},  /* ERROR_INVALID_HANDLE */
    {8, "enomem"},             /* ERROR_NOT_ENOUGH_MEMORY */
    {14, "enomem"},            /* ERROR_OUTOFMEMORY */
    {59, "network error"},     /* ERROR_UNEXP_NET_ERR */
    {64, "econnreset"},        /* ERROR_NETNAME_DELETED */
    {86, "network password"},  /* ERROR_INVALID_PASSWORD */
    {87, "parameter is incorrect"}, /* ERROR_INVALID_PARAMETER */
    {109, "pipe has been ended"}, /* ERROR_BROKEN_PIPE: a child's pipe (crash) */
    {121, "etimedout"},        /* ERROR_SEM_TIMEOUT */
    {123, "syntax is incorrect"}, /* ERROR_INVALID_NAME */
    {126, "specified module"}, /* ERROR_MOD_NOT_FOUND */
    {127, "specified procedure"}, /* ERROR_PROC_NOT_FOUND */
    {145, "directory is not empty"}, /* ERROR_DIR_NOT_EMPTY */
    {183, "file exists"},      /* ERROR_ALREADY_EXISTS */
    {193, "not a valid win32"}, /* ERROR_BAD_EXE_FORMAT */
    {232, "pipe is being closed"}, /* ERROR_NO_DATA */
    {233, "other end of the pipe"}, /* ERROR_PIPE_NOT_CONNECTED */
    {258, "etimedout"},        /* WAIT_TIMEOUT */
    {995, "ecanceled"},        /* ERROR_OPERATION_ABORTED */
    {1223, "ecanceled"},       /* ERROR_CANCELLED */
    {1225, "econnrefused"},    /* ERROR_CONNECTION_REFUSED */
    {1229, "enotconn"},        /* ERROR_CONNECTION_INVALID */
    {1231, "enetunreach"},     /* ERROR_NETWORK_UNREACHABLE */
    {1232, "ehostunreach"},    /* ERROR_HOST_UNREACHABLE */
    {1236, "econnaborted"},    /* ERROR_CONNECTION_ABORTED */
    {1244, "not authenticated"}, /* ERROR_NOT_AUTHENTICATED */
    {1314, "required privilege"}, /* ERROR_PRIVILEGE_NOT_HELD */
    {1326, "user name or password"}, /* ERROR_LOGON_FAILURE */
    {1330, "user name or password"}, /* ERROR_PASSWORD_EXPIRED */
    {1331, "user name or password"}, /* ERROR_ACCOUNT_DISABLED */
    {1450, "enomem"},          /* ERROR_NO_SYSTEM_RESOURCES */
    {1455, "paging file"},     /* ERROR_COMMITMENT_LIMIT */
    {1460, "etimedout"},       /* ERROR_TIMEOUT */
    {1722, "unavailable"},     /* RPC_S_SERVER_UNAVAILABLE */
    {10004, "ecanceled"},      /* WSAEINTR: a blocking call cancelled */
    {10009, "bad file descriptor"}, /* WSAEBADF */
    {10013, "forbidden by its access"}, /* WSAEACCES: a firewall or policy */
    {10014, "invalid pointer"}, /* WSAEFAULT */
    {10022, "invalid input"},  /* WSAEINVAL: a bad argument of ours */
    {10035, "would block"},    /* WSAEWOULDBLOCK */
    {10038, "not a socket"},   /* WSAENOTSOCK */
    {10039, "destination address"}, /* WSAEDESTADDRREQ */
    {10041, "protocol wrong type"}, /* WSAEPROTOTYPE */
    {10042, "protocol not supported"}, /* WSAENOPROTOOPT */
    {10043, "protocol not supported"}, /* WSAEPROTONOSUPPORT */
    {10044, "protocol not supported"}, /* WSAESOCKTNOSUPPORT */
    {10045, "operation not support"}, /* WSAEOPNOTSUPP */
    {10046, "address family"}, /* WSAEPFNOSUPPORT */
    {10047, "address incompatible"}, /* WSAEAFNOSUPPORT */
    {10048, "eaddrnotavail"},  /* WSAEADDRINUSE on connect: no free local port */
    {10049, "eaddrnotavail"},
    {10050, "enetdown"},
    {10051, "enetunreach"},
    {10052, "enetreset"},
    {10053, "econnaborted"},
    {10054, "econnreset"},
    {10055, "buffer space"},   /* WSAENOBUFS */
    {10056, "already connected"}, /* WSAEISCONN */
    {10057, "enotconn"},
    {10058, "transport endpoint"}, /* WSAESHUTDOWN */
    {10060, "etimedout"},
    {10061, "econnrefused"},
    {10063, "file name too long"}, /* WSAENAMETOOLONG */
    {10064, "ehostdown"},
    {10065, "ehostunreach"},
    {10066, "directory not empty"}, /* WSAENOTEMPTY */
    {10092, "wsastartup"},     /* WSAVERNOTSUPPORTED */
    {10093, "wsastartup"},     /* WSANOTINITIALISED */
    {10101, "econnreset"},     /* WSAEDISCON */
    {11001, "eai_noname"},     /* WSAHOST_NOT_FOUND */
    {11002, "eai_again"},      /* WSATRY_AGAIN */
    {11003, "eai_again"},      /* WSANO_RECOVERY: a resolver failure */
    {11004, "eai_nodata"},     /* WSANO_DATA */
    {12002, "etimedout"},      /* ERROR_INTERNET_TIMEOUT */
    {12007, "eai_noname"},     /* ERROR_INTERNET_NAME_NOT_RESOLVED */
    {12017, "ecanceled"},      /* ERROR_WINHTTP_OPERATION_CANCELLED */
    {12029, "cannot connect"},
    {12030, "econnaborted"},
    {12031, "econnreset"},
    {12037, "certificate has expired"}, /* ERROR_INTERNET_SEC_CERT_DATE_INVALID */
    {12038, "hostname mismatch"}, /* ERROR_INTERNET_SEC_CERT_CN_INVALID */
    {12044, "client certificate"}, /* ERROR_WINHTTP_CLIENT_AUTH_CERT_NEEDED */
    {12045, "unknown ca"},     /* ERROR_INTERNET_INVALID_CA */
    {12152, "invalid status line"}, /* ERROR_HTTP_INVALID_SERVER_RESPONSE */
    {12157, "security error"}, /* ERROR_INTERNET_SECURITY_CHANNEL_ERROR */
    {12175, "security error"}, /* ERROR_WINHTTP_SECURE_FAILURE */
};

/* errno numbers in text ("[Errno 111]" of Python, "(os error 104)" of
   Rust, "errno=32") -> a keyword of resil__pats: Linux's numbers
   (asm-generic/errno-base.h, errno.h), and where Linux gives a number to
   an obscure STREAMS or driver code, macOS/BSD's (sys/errno.h: 35 EAGAIN,
   41..65 the socket errors, as Winsock's 100xx mirror them). Left out:
   numbers whose Linux and macOS meanings differ in class (62 ETIME /
   ELOOP, 89 EDESTADDRREQ / ECANCELED), and EPERM, ENOENT, EACCES (1, 2,
   13), which name a local file or a refused credential by context. Sorted
   by code. */
static const resil__src_key resil__errnum_keys[] = {
    {7, "argument list too long"}, {8, "exec format error"},
    {9, "bad file descriptor"},    {10, "no child process"},
    {11, "would block"},           {12, "enomem"},
    {14, "bad address"},           {17, "file exists"},
    {18, "cross device link"},     {20, "not a directory"},
    {21, "is a directory"},        {22, "invalid input"},
    {25, "inappropriate ioctl"},   {29, "illegal seek"},
    {32, "epipe"},
    {35, "would block"},           /* macOS EAGAIN */
    {36, "file name too long"},    /* Linux ENAMETOOLONG */
    {38, "function not implement"}, /* ENOSYS; macOS ENOTSOCK */
    {39, "directory not empty"},   /* ENOTEMPTY; macOS EDESTADDRREQ */
    {41, "protocol wrong type"},   {42, "protocol not supported"},
    {43, "protocol not supported"}, {44, "protocol not supported"},
    {45, "operation not support"}, {46, "address family"},
    {47, "address incompatible"},  {48, "address already in use"},
    {49, "eaddrnotavail"},         {50, "enetdown"},
    {51, "enetunreach"},           {52, "enetreset"},
    {53, "econnaborted"},          {54, "econnreset"},
    {55, "buffer space"},          {56, "already connected"},
    {57, "enotconn"},              {58, "transport endpoint"},
    {60, "etimedout"},             {61, "econnrefused"},
    {63, "file name too long"},    {64, "ehostdown"},
    {65, "ehostunreach"},          {71, "eproto"},
    {88, "not a socket"},          {91, "protocol wrong type"},
    {92, "protocol not supported"}, {93, "protocol not supported"},
    {94, "protocol not supported"}, {95, "operation not support"},
    {96, "address family"},        {97, "address incompatible"},
    {98, "address already in use"}, {99, "eaddrnotavail"},
    {100, "enetdown"},             {101, "enetunreach"},
    {102, "enetreset"},            {103, "econnaborted"},
    {104, "econnreset"},           {105, "buffer space"},
    {106, "already connected"},    {107, "enotconn"},
    {108, "transport endpoint"},   {110, "etimedout"},
    {111, "econnrefused"},         {112, "ehostdown"},
    {113, "ehostunreach"},         {125, "ecanceled"},
};

#undef RESIL__R
#undef RESIL__RT
#undef RESIL__K
#undef RESIL__KT
#endif /* RESIL__PAT_SOURCE */

/* Generated from resil__pats by harness/pat-index.c (`make pat-index`
   prints it; test-pat-index fails when it is stale). The packed table,
   resil__pat_trie: the rows in table order, front coded, in buckets by
   first byte (the bytes of RESIL__PAT_XFIRST, then 'a'..'z'); bucket b
   is [resil__pat_ix[b], resil__pat_ix[b + 1]). A row:
     h        bits 0-3: lcp, the bytes shared with the row before (1
              at a bucket's first row: the bucket gives byte 0; at
              most 15: a row that shares more writes the rest
              again); bits 5-6: the flags; but in a letter's
              bucket (RESIL__PAT_ALNUM_W: all its rows have flag
              W) bits 4-5 say where the kind comes from: 0 its kind
              byte, 1 its parent's (the last row before it with a
              smaller lcp; byte lcp - 1 is the parent's), 2 and 3
              resil__pat_kinds[0] and [1]; bit 7: rows that go on
              from it follow (its subtree)
     skip     the bytes after it up to the end of the row and its
              subtree (the next row sharing at most lcp bytes with
              it): one byte below 0x80, else two, 0x80 | v >> 8
              then v & 255; none in a row whose lcp is
              RESIL__PAT_LEAF_LCP or more (a deep row: its last
              byte ends it, and a walk reads through its subtree
              row by row; the rows a walk skips most, the shallow
              ones, keep theirs), nor in a row without a subtree
              (bit 7 clear: its last byte ends it too)
     kind     class << 4 | its priority's index in resil__pat_prios
              (a context row: its kind); none when bits 4-5
              say it comes from elsewhere
     suffix   the pattern's bytes from lcp on, the last one | 0x80;
              a byte c with resil__pat_tok_ix[c] = k > 0 (a byte no
              pattern has) stands for a token: the bytes from
              resil__pat_tok[k - 1] to the one | 0x80.
   resil__pat_pre: bits h and (h * 2654435761) >> 20, both modulo
   8 * RESIL__PRE_BYTES, are set for
   h = ((c0 * 33 + c1) * 33 + c2) * 33 + c3 of each pattern's first four
   bytes that are not separators (' ', '_', '-', tab), each | 0x20;
   c3 = 255 for a pattern of three such bytes (and each lower-case
   letter and digit for one without flag E).
   RESIL__PAT_ALNUM_W: every row that starts with a letter or digit
   requires a word start (flag W).
   resil__curl_cls, resil__grpc_cls, resil__errnum_cls, and
   resil__win_code with resil__win_cls (two classes a byte, row r's
   in bits (r & 1) * 4: RESIL__WIN_CLS): a code -> the class of the
   row its keyword matches. */
#define RESIL__PAT_ROWS 1502
#define RESIL__PAT_ALNUM_W 1
#define RESIL__PAT_LEAF_LCP 4u
#define RESIL__PAT_XFIRST "\"'\\"
#define RESIL__PAT_NX 3
#ifndef RESIL_NO_CLASSIFIER_TEXT /* the text's tables */
static const uint8_t resil__pat_trie[11226] = {
    1, 241, 99, 38, 162, 1, 253, 1, 162, 1, 144, 23, 99, 34, 58, 91,
    34, 98, 111, 100, 121, 162, 1, 96, 111, 75, 23, 36, 2, 162, 1, 241,
    99, 38, 167, 1, 17, 116, 62, 17, 116, 97, 99, 244, 129, 21, 50, 120,
    49, 53, 92, 120, 48, 51, 92, 120, 176, 3, 50, 54, 92, 120, 48, 51,
    92, 120, 176, 65, 113, 126, 101, 36, 23, 252, 193, 30, 195, 98, 19, 116,
    130, 247, 89, 86, 25, 8, 115, 111, 102, 116, 119, 97, 132, 79, 196, 55,
    133, 75, 196, 55, 133, 6, 196, 114, 114, 147, 193, 115, 53, 99, 28, 35,
    62, 17, 116, 88, 108, 32, 71, 101, 124, 243, 31, 99, 17, 102, 105, 231,
    71, 134, 100, 7, 105, 130, 71, 133, 107, 101, 86, 105, 228, 199, 133, 22,
    32, 25, 8, 4, 115, 111, 66, 156, 9, 135, 107, 135, 71, 216, 118, 105,
    111, 108, 202, 6, 130, 100, 7, 105, 2, 154, 195, 18, 87, 111, 31, 116,
    89, 21, 29, 156, 72, 80, 81, 82, 97, 99, 116, 105, 118, 229, 66, 16,
    109, 101, 58, 1, 58, 11, 213, 194, 22, 101, 116, 123, 90, 115, 90, 32,
    103, 16, 101, 119, 97, 249, 116, 118, 101, 108, 86, 4, 102, 55, 130, 193,
    88, 231, 100, 97, 112, 215, 226, 56, 100, 4, 115, 14, 21, 4, 36, 86,
    6, 32, 55, 229, 232, 102, 94, 105, 108, 249, 78, 21, 93, 147, 232, 6,
    32, 55, 229, 106, 99, 111, 109, 112, 16, 105, 98, 204, 73, 128, 115, 82,
    75, 105, 102, 105, 130, 120, 24, 32, 140, 104, 115, 121, 110, 116, 97, 248,
    194, 23, 135, 109, 6, 32, 114, 105, 103, 104, 116, 243, 69, 101, 105, 20,
    114, 16, 19, 62, 111, 109, 109, 29, 228, 193, 24, 96, 103, 97, 6, 32,
    108, 97, 87, 44, 62, 23, 115, 251, 69, 101, 20, 90, 32, 4, 36, 32,
    17, 108, 249, 65, 133, 104, 101, 36, 32, 111, 102, 32, 25, 8, 115, 5,
    203, 241, 116, 108, 108, 32, 16, 116, 65, 3, 14, 22, 32, 139, 116, 11,
    85, 32, 16, 116, 65, 3, 243, 195, 44, 96, 111, 119, 126, 101, 108, 125,
    229, 133, 145, 2, 89, 16, 71, 32, 115, 105, 122, 229, 72, 216, 109, 65,
    19, 86, 115, 105, 122, 229, 72, 144, 110, 117, 109, 98, 5, 32, 111, 102,
    89, 121, 116, 101, 243, 194, 30, 233, 4, 36, 249, 231, 32, 11, 130, 72,
    151, 63, 105, 20, 243, 72, 103, 6, 68, 103, 4, 163, 72, 97, 112, 117,
    98, 108, 81, 104, 251, 194, 16, 145, 87, 110, 16, 101, 89, 125, 119, 101,
    135, 67, 49, 110, 94, 101, 243, 65, 101, 24, 104, 5, 32, 6, 45, 112,
    88, 103, 4, 163, 129, 84, 135, 112, 105, 32, 107, 101, 249, 199, 128, 32,
    6, 206, 88, 24, 32, 206, 20, 165, 67, 119, 95, 129, 67, 224, 114, 65,
    111, 118, 2, 6, 118, 177, 194, 50, 53, 112, 32, 116, 114, 29, 115, 112,
    19, 10, 115, 101, 99, 66, 67, 249, 195, 21, 21, 101, 42, 14, 22, 89,
    8, 111, 102, 102, 108, 6, 229, 75, 216, 79, 118, 101, 126, 105, 130, 67,
    196, 108, 69, 74, 62, 21, 108, 98, 97, 252, 225, 32, 114, 103, 117, 109,
    7, 10, 108, 81, 10, 73, 23, 205, 162, 11, 105, 25, 109, 125, 69, 129,
    43, 120, 28, 3, 213, 66, 80, 4, 42, 97, 103, 229, 225, 11, 35, 5,
    116, 155, 198, 231, 213, 105, 155, 41, 129, 33, 116, 116, 114, 105, 98, 117,
    116, 101, 129, 193, 70, 53, 117, 25, 32, 63, 116, 7, 115, 213, 69, 129,
    102, 64, 130, 5, 137, 165, 132, 137, 70, 69, 16, 229, 76, 49, 32, 119,
    105, 25, 68, 120, 249, 139, 135, 213, 78, 130, 32, 129, 14, 55, 154, 196,
    137, 19, 105, 122, 202, 205, 129, 32, 129, 206, 135, 102, 64, 130, 95, 64,
    117, 132, 78, 135, 104, 101, 36, 133, 4, 135, 250, 65, 103, 118, 64, 30,
    32, 114, 105, 103, 104, 10, 110, 111, 247, 65, 129, 122, 32, 23, 103, 134,
    129, 126, 216, 97, 124, 32, 111, 102, 102, 32, 4, 20, 42, 116, 251, 68,
    101, 7, 100, 93, 125, 71, 155, 196, 215, 111, 102, 102, 32, 137, 7, 209,
    9, 146, 68, 97, 112, 4, 35, 117, 132, 194, 85, 233, 100, 32, 36, 100,
    4, 163, 101, 114, 103, 117, 109, 198, 68, 149, 100, 101, 118, 69, 8, 165,
    100, 102, 105, 76, 126, 101, 115, 99, 114, 105, 3, 147, 68, 97, 103, 16,
    101, 119, 97, 249, 244, 4, 99, 19, 100, 32, 109, 97, 227, 70, 151, 113,
    117, 101, 148, 68, 113, 20, 16, 117, 14, 108, 6, 229, 67, 218, 95, 21,
    23, 227, 67, 49, 108, 121, 93, 19, 109, 16, 116, 130, 3, 145, 13, 129,
    193, 20, 240, 101, 99, 97, 55, 229, 194, 12, 97, 123, 126, 114, 97, 6,
    130, 86, 4, 23, 36, 130, 129, 28, 87, 105, 108, 108, 251, 199, 80, 32,
    104, 42, 100, 32, 137, 88, 24, 90, 99, 116, 105, 118, 229, 88, 22, 89,
    8, 7, 30, 228, 65, 39, 23, 124, 32, 104, 101, 105, 103, 104, 10, 146,
    129, 72, 97, 4, 97, 107, 133, 242, 65, 111, 107, 7, 32, 112, 105, 112,
    229, 7, 209, 119, 19, 107, 133, 6, 216, 63, 101, 99, 117, 116, 147, 6,
    216, 112, 88, 28, 35, 112, 111, 111, 236, 69, 21, 114, 115, 90, 4, 126,
    200, 195, 23, 216, 119, 110, 208, 196, 209, 115, 5, 32, 79, 115, 89, 101,
    7, 62, 23, 115, 130, 12, 216, 100, 81, 139, 129, 44, 87, 117, 100, 103,
    253, 198, 80, 32, 146, 7, 81, 79, 115, 89, 101, 135, 194, 15, 97, 102,
    102, 5, 32, 81, 93, 117, 108, 236, 119, 115, 112, 97, 156, 2, 97, 108,
    107, 104, 101, 164, 66, 103, 115, 249, 193, 128, 224, 53, 97, 71, 101, 90,
    99, 28, 35, 126, 7, 105, 130, 226, 20, 108, 108, 32, 22, 90, 32, 109,
    65, 98, 133, 68, 196, 98, 97, 124, 90, 98, 19, 116, 130, 194, 128, 174,
    216, 110, 39, 116, 93, 6, 100, 32, 112, 29, 229, 91, 115, 101, 35, 213,
    70, 21, 127, 126, 16, 97, 98, 97, 115, 229, 195, 51, 199, 28, 108, 130,
    200, 196, 89, 86, 25, 8, 55, 133, 92, 55, 133, 8, 196, 129, 134, 196,
    108, 74, 129, 29, 120, 28, 3, 213, 199, 199, 130, 201, 196, 89, 86, 25,
    8, 55, 133, 93, 55, 133, 90, 17, 62, 108, 105, 198, 9, 196, 129, 195,
    93, 218, 24, 32, 21, 23, 99, 16, 229, 199, 153, 98, 8, 65, 3, 249,
    74, 23, 127, 130, 199, 23, 139, 58, 116, 97, 99, 244, 135, 161, 102, 6,
    100, 32, 109, 38, 236, 111, 117, 204, 7, 161, 103, 101, 10, 175, 199, 113,
    112, 42, 115, 8, 4, 211, 8, 161, 111, 115, 10, 175, 71, 145, 113, 117,
    5, 121, 93, 105, 101, 108, 228, 199, 23, 255, 10, 231, 100, 68, 112, 5,
    244, 167, 115, 7, 100, 32, 141, 9, 231, 116, 68, 112, 5, 244, 194, 11,
    103, 112, 97, 99, 67, 249, 67, 129, 116, 99, 207, 193, 60, 49, 5, 10,
    4, 118, 111, 107, 130, 21, 75, 105, 102, 69, 202, 84, 95, 79, 115, 95,
    63, 112, 105, 114, 130, 132, 54, 105, 102, 69, 16, 229, 203, 49, 32, 79,
    14, 63, 112, 105, 114, 130, 92, 75, 105, 102, 249, 148, 112, 97, 25, 98,
    117, 105, 108, 100, 133, 24, 78, 16, 147, 193, 70, 151, 104, 42, 97, 99,
    87, 32, 137, 67, 161, 116, 82, 143, 194, 23, 25, 101, 124, 32, 121, 111,
    66, 32, 110, 125, 119, 19, 235, 69, 23, 115, 117, 109, 126, 111, 101, 14,
    152, 2, 217, 105, 108, 100, 68, 28, 163, 66, 216, 88, 109, 101, 82, 127,
    158, 242, 14, 31, 107, 52, 7, 99, 38, 228, 55, 7, 99, 111, 100, 123,
    129, 129, 11, 55, 105, 112, 104, 133, 2, 97, 114, 99, 117, 195, 161, 128,
    142, 108, 97, 35, 99, 97, 20, 154, 37, 24, 143, 98, 101, 42, 116, 63,
    116, 62, 111, 109, 109, 31, 69, 202, 194, 62, 49, 105, 70, 62, 5, 116,
    105, 102, 69, 16, 229, 72, 196, 23, 115, 52, 141, 120, 17, 110, 82, 55,
    158, 39, 100, 101, 20, 88, 121, 130, 103, 81, 62, 23, 115, 130, 6, 43,
    46, 60, 80, 32, 146, 38, 99, 23, 115, 2, 129, 6, 18, 112, 97, 121,
    23, 36, 129, 70, 103, 14, 127, 130, 194, 53, 129, 111, 124, 32, 115, 107,
    101, 247, 243, 23, 115, 8, 24, 105, 102, 249, 197, 25, 228, 102, 32, 71,
    29, 110, 101, 236, 54, 71, 29, 110, 101, 108, 154, 195, 18, 133, 117, 100,
    102, 108, 42, 8, 71, 21, 76, 77, 229, 91, 112, 88, 116, 59, 213, 193,
    130, 35, 103, 38, 32, 61, 90, 98, 19, 116, 130, 72, 151, 108, 4, 36,
    121, 63, 105, 20, 243, 71, 196, 212, 71, 113, 100, 16, 97, 23, 163, 71,
    117, 6, 87, 110, 149, 71, 161, 24, 143, 71, 151, 80, 111, 102, 114, 97,
    77, 229, 199, 101, 31, 140, 73, 161, 105, 109, 112, 108, 65, 70, 130, 132,
    241, 186, 69, 165, 32, 31, 105, 109, 112, 108, 65, 70, 130, 194, 44, 233,
    109, 109, 29, 100, 155, 104, 24, 32, 143, 4, 113, 67, 62, 17, 102, 108,
    69, 244, 68, 49, 17, 32, 21, 103, 19, 105, 25, 237, 116, 31, 69, 74,
    14, 108, 6, 235, 67, 151, 112, 108, 63, 67, 249, 226, 129, 43, 110, 99,
    66, 114, 7, 10, 109, 97, 240, 42, 109, 111, 100, 105, 102, 69, 202, 195,
    22, 129, 102, 105, 103, 68, 102, 105, 204, 70, 144, 66, 52, 109, 101, 35,
    97, 103, 8, 115, 105, 122, 229, 243, 125, 110, 59, 32, 7, 111, 198, 72,
    53, 22, 68, 120, 249, 7, 21, 58, 32, 110, 111, 32, 115, 117, 71, 93,
    105, 204, 135, 23, 129, 24, 248, 199, 25, 213, 250, 90, 98, 19, 116, 130,
    108, 100, 97, 112, 87, 243, 12, 21, 108, 4, 36, 121, 62, 151, 75, 23,
    99, 23, 115, 130, 75, 23, 129, 203, 97, 137, 124, 111, 148, 75, 113, 112,
    4, 102, 97, 156, 251, 4, 102, 55, 130, 125, 115, 253, 11, 97, 115, 23,
    116, 243, 251, 87, 109, 6, 16, 130, 76, 37, 105, 109, 101, 208, 75, 21,
    119, 97, 14, 23, 148, 74, 101, 95, 102, 19, 99, 130, 74, 21, 100, 111,
    101, 115, 24, 63, 105, 148, 131, 34, 233, 115, 101, 99, 117, 116, 105, 118,
    229, 69, 135, 110, 10, 161, 4, 23, 105, 20, 7, 99, 86, 71, 101, 124,
    93, 192, 68, 225, 116, 114, 97, 6, 116, 155, 243, 93, 116, 97, 99, 10,
    29, 86, 107, 100, 227, 132, 144, 70, 93, 105, 108, 215, 200, 145, 76, 77,
    25, 32, 146, 127, 109, 81, 109, 16, 199, 88, 109, 29, 97, 103, 65, 198,
    88, 115, 97, 102, 125, 249, 72, 145, 73, 108, 42, 103, 229, 104, 31, 7,
    99, 111, 100, 251, 197, 196, 120, 10, 212, 94, 108, 130, 72, 177, 81, 93,
    117, 108, 236, 200, 176, 76, 77, 153, 89, 105, 109, 195, 72, 176, 115, 105,
    122, 229, 72, 176, 119, 6, 100, 111, 247, 194, 35, 216, 4, 126, 117, 109,
    240, 89, 130, 67, 53, 114, 117, 3, 2, 93, 114, 94, 229, 195, 15, 53,
    14, 112, 111, 108, 69, 249, 69, 16, 13, 126, 105, 100, 32, 152, 66, 92,
    115, 10, 137, 194, 80, 167, 117, 108, 100, 82, 98, 8, 143, 13, 23, 127,
    130, 202, 23, 139, 61, 116, 97, 99, 244, 58, 100, 105, 149, 202, 169, 102,
    6, 228, 206, 161, 126, 16, 97, 98, 97, 115, 229, 95, 109, 38, 236, 202,
    53, 4, 115, 111, 108, 118, 101, 68, 120, 249, 79, 161, 118, 8, 150, 197,
    23, 110, 39, 10, 139, 249, 4, 115, 111, 108, 118, 8, 104, 111, 148, 79,
    53, 101, 68, 120, 249, 65, 39, 112, 117, 32, 188, 193, 78, 215, 114, 97,
    115, 104, 130, 5, 216, 23, 111, 112, 98, 97, 124, 111, 102, 230, 130, 22,
    135, 2, 70, 105, 149, 74, 128, 32, 31, 140, 196, 80, 67, 89, 21, 29,
    156, 87, 137, 70, 89, 243, 66, 49, 108, 93, 105, 204, 226, 19, 111, 35,
    126, 101, 118, 69, 8, 108, 6, 235, 69, 53, 45, 19, 105, 103, 6, 32,
    141, 66, 49, 121, 112, 22, 32, 101, 77, 6, 229, 65, 135, 115, 114, 102,
    32, 165, 1, 193, 116, 114, 108, 43, 227, 193, 42, 213, 117, 100, 97, 32,
    129, 194, 34, 250, 114, 236, 84, 32, 129, 195, 26, 101, 114, 70, 108, 86,
    6, 68, 103, 4, 163, 202, 97, 23, 36, 251, 76, 101, 124, 130, 74, 96,
    111, 75, 23, 36, 130, 193, 48, 87, 64, 249, 133, 80, 32, 9, 32, 146,
    86, 109, 101, 35, 97, 103, 229, 214, 114, 16, 8, 137, 87, 101, 113, 117,
    101, 148, 194, 19, 101, 116, 97, 98, 97, 115, 8, 115, 112, 97, 99, 8,
    146, 90, 121, 20, 65, 32, 209, 241, 100, 101, 36, 32, 110, 125, 119, 19,
    235, 196, 33, 108, 6, 8, 146, 89, 79, 14, 101, 108, 97, 112, 115, 130,
    197, 113, 111, 124, 126, 125, 59, 130, 89, 143, 88, 130, 130, 12, 233, 99,
    111, 228, 68, 160, 109, 109, 105, 35, 85, 130, 2, 101, 103, 114, 36, 101,
    154, 130, 14, 129, 110, 105, 52, 17, 32, 4, 115, 111, 66, 156, 71, 134,
    150, 2, 162, 112, 23, 121, 109, 70, 24, 143, 98, 20, 6, 74, 32, 36,
    100, 4, 163, 66, 213, 118, 69, 8, 119, 97, 14, 23, 148, 65, 49, 104,
    32, 107, 101, 86, 73, 115, 109, 21, 236, 193, 77, 37, 105, 100, 82, 20,
    42, 10, 134, 83, 110, 39, 10, 4, 115, 112, 17, 228, 66, 216, 52, 31,
    63, 112, 59, 2, 108, 249, 226, 15, 114, 59, 19, 86, 81, 82, 65, 3,
    249, 106, 24, 32, 65, 3, 249, 194, 12, 19, 115, 11, 130, 3, 216, 107,
    112, 4, 35, 117, 132, 226, 17, 118, 105, 100, 101, 89, 86, 122, 101, 216,
    100, 115, 85, 89, 86, 122, 101, 216, 193, 12, 25, 110, 243, 67, 21, 32,
    23, 111, 107, 117, 112, 155, 193, 79, 135, 111, 82, 79, 118, 101, 90, 99,
    28, 163, 194, 48, 167, 101, 115, 82, 97, 112, 112, 101, 42, 32, 22, 32,
    79, 118, 229, 201, 161, 63, 105, 148, 94, 243, 73, 153, 115, 117, 112, 112,
    19, 244, 196, 161, 110, 39, 10, 63, 105, 148, 72, 49, 109, 16, 71, 32,
    101, 105, 25, 133, 82, 110, 39, 10, 79, 118, 101, 90, 99, 28, 163, 66,
    216, 117, 98, 76, 93, 4, 229, 65, 37, 88, 112, 112, 2, 93, 88, 109,
    32, 113, 117, 101, 117, 229, 193, 26, 240, 117, 8, 150, 198, 216, 32, 109,
    65, 19, 86, 105, 35, 117, 229, 71, 43, 60, 32, 137, 71, 196, 55, 5,
    32, 141, 193, 31, 134, 97, 99, 28, 243, 114, 100, 100, 114, 24, 97, 118,
    192, 242, 16, 105, 95, 97, 103, 97, 134, 244, 110, 111, 100, 16, 225, 118,
    110, 94, 229, 193, 20, 196, 212, 194, 16, 23, 17, 110, 97, 98, 19, 116,
    130, 245, 4, 102, 55, 130, 119, 115, 253, 241, 8, 104, 111, 20, 100, 200,
    117, 31, 255, 241, 17, 109, 3, 86, 4, 112, 108, 121, 93, 88, 109, 32,
    115, 5, 203, 72, 23, 211, 193, 110, 49, 110, 30, 62, 114, 121, 112, 150,
    242, 18, 100, 32, 111, 102, 32, 20, 4, 222, 115, 52, 112, 114, 65, 16,
    117, 4, 108, 249, 242, 10, 125, 100, 200, 116, 4, 115, 253, 116, 31, 255,
    130, 13, 252, 103, 6, 229, 134, 216, 62, 111, 132, 23, 100, 101, 164, 194,
    33, 167, 111, 198, 67, 218, 109, 193, 243, 6, 116, 99, 17, 238, 116, 143,
    195, 16, 80, 117, 103, 104, 89, 21, 29, 156, 71, 101, 4, 115, 111, 66,
    28, 243, 226, 18, 116, 67, 86, 21, 4, 36, 86, 63, 105, 20, 243, 71,
    145, 73, 108, 42, 103, 229, 193, 5, 23, 111, 230, 51, 154, 193, 12, 134,
    112, 5, 237, 114, 105, 112, 229, 66, 23, 88, 150, 129, 128, 176, 53, 114,
    114, 90, 99, 28, 35, 126, 7, 105, 130, 20, 98, 36, 32, 35, 236, 148,
    99, 5, 244, 53, 17, 110, 59, 93, 192, 4, 21, 104, 116, 116, 112, 178,
    148, 35, 236, 37, 116, 4, 94, 126, 101, 20, 88, 121, 130, 36, 31, 104,
    29, 100, 108, 130, 195, 71, 49, 95, 98, 23, 124, 2, 95, 98, 121, 95,
    99, 108, 105, 198, 68, 196, 212, 244, 104, 116, 116, 112, 95, 139, 73, 33,
    101, 97, 103, 97, 134, 121, 102, 125, 71, 95, 104, 101, 36, 133, 68, 218,
    110, 111, 95, 109, 193, 4, 48, 116, 108, 115, 95, 99, 5, 116, 95, 21,
    116, 110, 94, 229, 116, 119, 105, 102, 105, 95, 24, 95, 139, 67, 248, 110,
    239, 195, 43, 241, 147, 197, 215, 32, 21, 23, 99, 16, 251, 198, 241, 99,
    166, 72, 23, 109, 109, 31, 69, 16, 251, 70, 21, 6, 32, 6, 112, 117,
    10, 20, 4, 222, 6, 25, 115, 7, 100, 123, 32, 141, 21, 186, 241, 13,
    115, 5, 118, 102, 192, 66, 37, 111, 124, 125, 60, 100, 208, 193, 6, 37,
    60, 100, 208, 117, 208, 161, 8, 118, 21, 129, 66, 215, 69, 116, 130, 193,
    128, 179, 33, 120, 28, 2, 2, 62, 112, 117, 32, 137, 196, 121, 3, 85,
    32, 6, 90, 115, 103, 233, 74, 96, 111, 75, 23, 36, 130, 73, 101, 58,
    32, 31, 140, 226, 38, 101, 99, 93, 19, 109, 97, 10, 129, 196, 231, 117,
    116, 30, 126, 111, 101, 115, 110, 39, 244, 107, 102, 105, 204, 198, 37, 85,
    32, 63, 112, 105, 114, 130, 74, 43, 60, 32, 146, 194, 47, 242, 195, 212,
    62, 166, 85, 20, 16, 183, 212, 130, 198, 209, 32, 101, 42, 108, 249, 87,
    112, 114, 65, 16, 117, 4, 108, 249, 71, 216, 31, 63, 112, 59, 2, 108,
    249, 199, 242, 119, 105, 25, 62, 166, 92, 20, 16, 183, 194, 28, 151, 112,
    59, 74, 155, 102, 123, 32, 118, 21, 117, 229, 131, 14, 128, 105, 114, 2,
    68, 118, 105, 100, 5, 32, 165, 72, 129, 165, 130, 25, 128, 87, 110, 21,
    90, 99, 99, 111, 31, 116, 89, 6, 228, 99, 114, 97, 32, 6, 112, 117,
    116, 14, 42, 8, 152, 129, 128, 146, 112, 64, 2, 126, 66, 123, 32, 103,
    7, 5, 16, 233, 71, 21, 104, 111, 115, 10, 23, 111, 107, 117, 240, 103,
    6, 67, 105, 21, 105, 122, 202, 71, 151, 112, 4, 99, 17, 100, 67, 213,
    199, 215, 22, 32, 21, 23, 99, 16, 229, 90, 98, 111, 111, 244, 202, 23,
    139, 15, 53, 99, 10, 22, 32, 112, 242, 74, 25, 102, 125, 199, 122, 4,
    115, 112, 17, 228, 138, 23, 115, 7, 100, 90, 32, 4, 113, 117, 229, 75,
    217, 116, 42, 244, 71, 151, 78, 202, 199, 242, 119, 105, 25, 32, 63, 67,
    62, 166, 76, 217, 4, 115, 117, 108, 244, 104, 114, 67, 251, 194, 15, 55,
    116, 21, 32, 21, 5, 244, 70, 216, 112, 121, 25, 17, 32, 129, 66, 216,
    117, 108, 116, 123, 90, 112, 112, 108, 69, 202, 65, 22, 125, 71, 155, 225,
    63, 105, 101, 108, 100, 32, 161, 226, 24, 108, 8, 63, 105, 20, 243, 101,
    110, 94, 8, 73, 23, 205, 36, 24, 15, 129, 67, 149, 87, 93, 64, 117,
    132, 194, 29, 161, 110, 100, 90, 32, 109, 38, 108, 32, 119, 105, 153, 85,
    114, 65, 111, 116, 8, 4, 230, 69, 21, 25, 8, 115, 5, 75, 32, 144,
    193, 18, 65, 23, 111, 100, 62, 17, 116, 88, 236, 6, 64, 119, 97, 195,
    3, 69, 119, 154, 193, 17, 135, 19, 98, 105, 100, 100, 135, 73, 49, 89,
    86, 67, 115, 90, 99, 28, 163, 129, 25, 216, 4, 101, 40, 41, 186, 194,
    17, 50, 111, 109, 68, 120, 249, 101, 119, 105, 25, 6, 62, 21, 108, 98,
    97, 252, 33, 31, 99, 116, 85, 82, 105, 109, 112, 108, 65, 198, 129, 29,
    23, 97, 105, 129, 66, 225, 116, 101, 119, 97, 121, 68, 28, 115, 14, 63,
    67, 130, 66, 49, 118, 8, 104, 116, 116, 112, 32, 4, 211, 193, 30, 216,
    7, 5, 21, 68, 116, 59, 213, 194, 20, 225, 116, 62, 38, 32, 115, 105,
    103, 110, 16, 117, 132, 67, 23, 36, 100, 114, 6, 102, 239, 65, 105, 105,
    118, 123, 32, 117, 112, 90, 102, 215, 241, 32, 111, 97, 119, 97, 249, 66,
    241, 111, 103, 76, 97, 112, 105, 58, 32, 129, 98, 114, 80, 6, 101, 115,
    90, 4, 90, 115, 76, 101, 240, 66, 241, 244, 193, 30, 196, 114, 97, 28,
    102, 117, 108, 108, 86, 115, 22, 112, 112, 251, 194, 14, 37, 101, 125, 123,
    32, 110, 101, 203, 3, 97, 121, 108, 105, 148, 161, 16, 117, 42, 100, 114,
    192, 66, 216, 114, 117, 32, 109, 2, 67, 74, 32, 129, 193, 128, 162, 196,
    29, 100, 76, 126, 101, 20, 88, 121, 130, 103, 105, 14, 6, 206, 6, 240,
    97, 98, 19, 116, 129, 196, 49, 115, 79, 107, 101, 155, 79, 53, 100, 58,
    32, 116, 108, 243, 94, 117, 132, 90, 110, 101, 103, 111, 116, 105, 202, 194,
    16, 37, 114, 100, 32, 60, 32, 137, 3, 149, 109, 62, 16, 101, 103, 19,
    249, 194, 73, 129, 115, 89, 29, 110, 52, 121, 111, 194, 69, 66, 101, 7,
    32, 63, 79, 117, 20, 130, 68, 215, 63, 67, 130, 68, 23, 103, 17, 101,
    90, 119, 97, 249, 228, 110, 111, 32, 16, 116, 114, 105, 98, 117, 116, 229,
    230, 116, 89, 101, 7, 32, 4, 36, 32, 121, 253, 77, 129, 55, 52, 134,
    115, 104, 32, 115, 117, 109, 32, 109, 81, 109, 16, 199, 130, 19, 81, 118,
    8, 29, 121, 62, 114, 2, 67, 243, 69, 135, 98, 101, 7, 89, 23, 124,
    130, 193, 38, 145, 101, 36, 5, 93, 105, 101, 108, 100, 14, 73, 108, 42,
    103, 229, 134, 113, 14, 111, 75, 102, 23, 247, 104, 115, 198, 67, 218, 112,
    32, 137, 3, 39, 114, 116, 98, 101, 144, 193, 24, 97, 105, 103, 104, 126,
    65, 29, 228, 21, 118, 111, 108, 117, 109, 8, 111, 102, 32, 116, 114, 97,
    102, 102, 197, 241, 68, 111, 115, 10, 81, 126, 200, 120, 31, 127, 158, 5,
    49, 107, 101, 249, 245, 110, 94, 8, 23, 111, 107, 117, 240, 118, 111, 10,
    143, 69, 165, 25, 105, 14, 22, 112, 197, 117, 31, 127, 158, 117, 119, 97,
    115, 126, 200, 68, 216, 52, 114, 31, 110, 133, 68, 49, 110, 94, 8, 109,
    81, 109, 16, 199, 2, 71, 66, 108, 249, 129, 11, 117, 112, 8, 6, 206,
    11, 21, 32, 71, 31, 235, 193, 64, 241, 116, 116, 240, 212, 62, 166, 85,
    129, 5, 119, 75, 115, 85, 82, 115, 117, 112, 240, 148, 47, 49, 46, 176,
    23, 177, 149, 178, 22, 46, 176, 116, 50, 93, 114, 94, 123, 32, 108, 97,
    121, 133, 4, 43, 99, 108, 105, 70, 46, 60, 208, 68, 33, 110, 111, 4,
    211, 4, 113, 112, 42, 115, 5, 129, 65, 23, 47, 111, 32, 129, 193, 17,
    145, 100, 70, 105, 102, 105, 5, 32, 4, 106, 59, 130, 6, 135, 116, 86,
    165, 129, 51, 233, 108, 76, 103, 149, 199, 145, 126, 16, 97, 32, 36, 100,
    4, 163, 93, 118, 21, 117, 229, 88, 102, 19, 109, 144, 232, 115, 101, 101,
    235, 73, 113, 116, 16, 117, 14, 108, 6, 229, 39, 42, 103, 117, 109, 198,
    7, 227, 20, 16, 101, 154, 129, 18, 255, 109, 97, 103, 229, 162, 11, 112,
    19, 116, 129, 67, 129, 88, 112, 5, 32, 165, 193, 129, 221, 69, 110, 90,
    32, 115, 104, 19, 10, 188, 67, 103, 4, 99, 111, 75, 86, 109, 166, 195,
    16, 233, 25, 101, 62, 19, 114, 59, 93, 19, 109, 144, 68, 41, 105, 109,
    229, 67, 135, 121, 111, 66, 62, 111, 31, 116, 114, 249, 66, 101, 45, 115,
    121, 110, 99, 32, 4, 112, 108, 69, 97, 243, 98, 97, 112, 112, 88, 112,
    114, 105, 16, 8, 105, 111, 99, 116, 236, 194, 48, 49, 99, 111, 109, 112,
    16, 105, 98, 108, 8, 35, 232, 246, 108, 125, 8, 71, 31, 107, 130, 11,
    117, 103, 7, 5, 202, 123, 4, 164, 58, 109, 101, 35, 97, 103, 229, 68,
    128, 114, 114, 59, 90, 112, 105, 32, 107, 101, 249, 34, 100, 70, 74, 129,
    194, 36, 176, 112, 117, 10, 105, 14, 73, 108, 42, 103, 229, 94, 111, 205,
    86, 76, 77, 25, 32, 137, 102, 115, 104, 111, 117, 108, 100, 89, 229, 70,
    181, 37, 62, 111, 31, 244, 226, 84, 115, 101, 99, 66, 8, 116, 114, 29,
    115, 112, 19, 244, 67, 103, 116, 29, 28, 14, 140, 195, 63, 80, 117, 102,
    102, 69, 105, 70, 89, 21, 29, 156, 29, 99, 114, 2, 195, 93, 102, 31,
    100, 243, 141, 141, 112, 5, 109, 105, 35, 213, 78, 133, 114, 105, 118, 105,
    76, 103, 101, 243, 77, 92, 113, 117, 111, 116, 225, 13, 218, 115, 121, 20,
    65, 32, 4, 243, 12, 128, 95, 115, 99, 111, 112, 229, 194, 43, 119, 87,
    110, 21, 32, 129, 9, 113, 115, 5, 203, 8, 114, 100, 101, 112, 7, 100,
    7, 99, 249, 8, 114, 102, 64, 117, 132, 133, 199, 114, 117, 131, 217, 130,
    75, 196, 89, 86, 55, 133, 11, 196, 154, 194, 128, 174, 153, 206, 199, 128,
    90, 112, 105, 32, 107, 101, 249, 73, 151, 114, 103, 117, 109, 198, 73, 129,
    117, 153, 72, 130, 99, 108, 105, 198, 104, 100, 105, 103, 195, 72, 130, 103,
    114, 29, 244, 104, 104, 101, 36, 133, 104, 6, 112, 117, 244, 136, 160, 109,
    38, 108, 32, 167, 94, 110, 94, 229, 29, 186, 72, 133, 110, 17, 156, 200,
    151, 112, 42, 94, 101, 215, 105, 111, 6, 215, 200, 151, 141, 79, 158, 32,
    129, 111, 32, 66, 233, 74, 121, 211, 200, 146, 115, 99, 111, 112, 229, 73,
    215, 101, 35, 85, 32, 105, 228, 73, 113, 116, 16, 117, 14, 108, 6, 229,
    200, 129, 165, 105, 121, 112, 229, 232, 66, 236, 139, 161, 32, 40, 103, 253,
    29, 112, 111, 148, 72, 151, 118, 21, 117, 229, 39, 42, 103, 117, 109, 70,
    129, 183, 71, 31, 107, 76, 77, 153, 72, 53, 17, 116, 70, 116, 121, 112,
    229, 7, 129, 115, 105, 103, 110, 16, 117, 132, 65, 209, 112, 99, 32, 71,
    29, 110, 101, 236, 225, 106, 115, 90, 126, 105, 114, 59, 19, 249, 67, 101,
    100, 200, 67, 103, 6, 68, 103, 4, 163, 67, 105, 23, 36, 251, 227, 47,
    24, 90, 62, 17, 20, 114, 117, 99, 116, 147, 105, 102, 31, 99, 116, 213,
    105, 115, 117, 98, 116, 121, 112, 8, 111, 230, 201, 153, 206, 78, 160, 32,
    109, 38, 236, 7, 165, 15, 93, 19, 90, 112, 233, 103, 105, 87, 158, 67,
    153, 161, 67, 103, 20, 42, 116, 123, 32, 117, 240, 3, 151, 73, 115, 104,
    19, 244, 130, 12, 49, 115, 117, 5, 62, 5, 244, 88, 104, 101, 124, 155,
    225, 13, 87, 74, 32, 137, 66, 39, 115, 126, 101, 36, 108, 6, 229, 65,
    209, 111, 98, 32, 20, 21, 108, 130, 129, 13, 233, 115, 145, 68, 226, 154,
    4, 129, 119, 101, 98, 37, 129, 65, 135, 119, 244, 65, 53, 99, 102, 20,
    4, 94, 1, 100, 111, 109, 97, 6, 35, 236, 193, 43, 216, 5, 110, 101,
    108, 126, 105, 130, 87, 79, 115, 126, 105, 130, 130, 27, 196, 121, 98, 111,
    42, 100, 6, 87, 114, 117, 131, 35, 129, 35, 24, 15, 154, 99, 119, 19,
    100, 32, 42, 103, 117, 109, 198, 193, 26, 216, 105, 108, 108, 130, 6, 37,
    89, 86, 60, 208, 34, 110, 100, 58, 32, 112, 5, 109, 105, 35, 85, 126,
    7, 105, 130, 129, 21, 216, 97, 77, 46, 6, 87, 110, 21, 129, 98, 114,
    103, 5, 32, 25, 29, 32, 21, 23, 119, 130, 193, 30, 97, 101, 36, 5,
    62, 79, 77, 130, 71, 101, 24, 32, 140, 67, 216, 107, 52, 115, 65, 97,
    112, 104, 111, 132, 66, 151, 77, 25, 32, 161, 193, 39, 137, 69, 7, 115,
    229, 71, 129, 32, 107, 101, 249, 194, 11, 71, 109, 67, 123, 32, 11, 85,
    243, 89, 13, 243, 2, 113, 110, 8, 73, 23, 205, 66, 97, 118, 123, 32,
    11, 85, 243, 161, 96, 111, 99, 21, 68, 22, 99, 111, 236, 70, 66, 114,
    16, 8, 9, 130, 102, 118, 42, 105, 158, 194, 33, 135, 103, 103, 52, 134,
    195, 19, 129, 6, 126, 7, 105, 130, 6, 135, 102, 192, 70, 135, 6, 99,
    19, 114, 187, 86, 161, 67, 129, 17, 93, 64, 117, 132, 194, 28, 49, 111,
    107, 32, 108, 105, 107, 101, 90, 32, 116, 108, 243, 68, 225, 123, 93, 19,
    89, 101, 103, 6, 110, 251, 36, 117, 112, 129, 66, 216, 119, 32, 17, 32,
    4, 115, 111, 66, 156, 193, 129, 24, 216, 97, 6, 68, 28, 115, 14, 63,
    67, 130, 68, 105, 116, 7, 29, 156, 194, 38, 113, 108, 102, 19, 109, 52,
    108, 94, 98, 100, 97, 68, 120, 249, 106, 111, 3, 213, 202, 151, 141, 76,
    113, 211, 41, 66, 236, 195, 9, 218, 23, 99, 155, 6, 216, 40, 41, 186,
    66, 161, 110, 105, 102, 101, 115, 10, 31, 107, 110, 200, 66, 145, 112, 112,
    5, 32, 112, 42, 115, 251, 130, 128, 199, 97, 120, 32, 11, 85, 243, 68,
    33, 100, 66, 202, 68, 33, 63, 101, 99, 117, 116, 85, 32, 188, 4, 231,
    105, 87, 202, 68, 149, 109, 101, 35, 97, 103, 8, 115, 105, 122, 229, 68,
    101, 110, 117, 109, 98, 5, 32, 111, 102, 62, 108, 105, 70, 243, 228, 114,
    2, 105, 114, 187, 69, 71, 112, 237, 196, 181, 115, 101, 113, 117, 7, 99,
    8, 76, 77, 153, 101, 116, 101, 112, 243, 100, 116, 66, 110, 243, 67, 176,
    95, 110, 117, 109, 95, 37, 243, 227, 98, 105, 109, 117, 109, 90, 103, 7,
    10, 20, 101, 112, 243, 73, 39, 108, 23, 119, 52, 188, 200, 239, 99, 21,
    108, 32, 20, 97, 252, 73, 80, 114, 2, 67, 243, 8, 37, 100, 66, 202,
    72, 37, 63, 101, 99, 117, 116, 85, 32, 188, 40, 105, 87, 202, 72, 176,
    109, 38, 108, 32, 76, 77, 153, 72, 231, 110, 117, 109, 98, 5, 32, 111,
    230, 200, 149, 112, 97, 121, 23, 164, 73, 176, 88, 109, 112, 10, 76, 77,
    153, 168, 114, 2, 105, 114, 187, 73, 33, 31, 188, 83, 109, 65, 19, 249,
    129, 109, 218, 65, 19, 86, 21, 23, 99, 202, 71, 216, 98, 117, 100, 103,
    253, 87, 137, 22, 129, 6, 216, 112, 4, 35, 117, 132, 194, 67, 144, 35,
    97, 103, 8, 63, 28, 2, 14, 109, 97, 120, 105, 109, 117, 237, 88, 108,
    42, 103, 5, 32, 25, 29, 32, 109, 97, 248, 72, 65, 114, 16, 8, 73,
    104, 105, 103, 232, 200, 145, 115, 105, 122, 8, 63, 28, 2, 243, 77, 149,
    73, 108, 42, 103, 229, 72, 149, 73, 98, 105, 231, 71, 128, 4, 106, 59,
    130, 194, 12, 151, 25, 111, 100, 82, 21, 23, 119, 130, 75, 145, 143, 193,
    67, 103, 6, 105, 109, 117, 109, 93, 4, 229, 226, 56, 115, 109, 16, 71,
    123, 32, 20, 16, 229, 195, 34, 233, 115, 251, 199, 129, 90, 99, 28, 163,
    104, 100, 101, 112, 7, 100, 7, 99, 105, 101, 243, 24, 112, 5, 109, 105,
    35, 213, 72, 145, 33, 32, 112, 42, 222, 99, 55, 52, 104, 101, 36, 5,
    32, 110, 94, 229, 129, 123, 255, 38, 236, 229, 32, 42, 71, 67, 59, 117,
    132, 38, 98, 101, 79, 118, 105, 147, 198, 160, 105, 100, 70, 105, 102, 105,
    133, 71, 161, 14, 31, 23, 36, 130, 198, 160, 110, 94, 8, 105, 14, 6,
    206, 215, 111, 10, 63, 105, 148, 74, 162, 143, 90, 115, 117, 112, 112, 19,
    116, 130, 70, 113, 112, 88, 100, 117, 99, 52, 6, 206, 70, 112, 20, 4,
    94, 32, 129, 70, 129, 87, 109, 243, 69, 119, 129, 4, 151, 114, 202, 227,
    8, 117, 76, 82, 143, 38, 24, 15, 129, 194, 9, 87, 110, 25, 108, 249,
    71, 81, 32, 137, 66, 113, 114, 8, 115, 121, 20, 65, 32, 109, 65, 19,
    249, 113, 113, 116, 116, 4, 99, 118, 102, 64, 130, 193, 62, 145, 55, 10,
    21, 87, 110, 16, 229, 70, 133, 117, 25, 70, 69, 16, 229, 197, 153, 98,
    229, 199, 188, 32, 114, 2, 117, 99, 130, 72, 141, 75, 105, 102, 105, 130,
    69, 176, 79, 118, 8, 76, 115, 14, 25, 157, 197, 153, 24, 89, 8, 65,
    3, 249, 41, 79, 118, 8, 36, 100, 67, 105, 239, 113, 121, 115, 113, 108,
    32, 115, 5, 75, 32, 104, 111, 148, 241, 21, 94, 8, 4, 115, 111, 108,
    117, 116, 213, 79, 41, 126, 101, 108, 97, 249, 15, 41, 186, 36, 129, 129,
    108, 149, 101, 111, 46, 99, 108, 105, 70, 129, 15, 133, 46, 115, 101, 99,
    66, 195, 194, 55, 53, 116, 119, 19, 107, 90, 99, 28, 35, 126, 7, 105,
    130, 120, 99, 79, 77, 130, 120, 100, 200, 72, 23, 129, 248, 81, 126, 200,
    123, 31, 127, 158, 10, 23, 115, 117, 229, 200, 129, 112, 97, 35, 119, 19,
    228, 122, 153, 72, 23, 13, 155, 120, 31, 127, 158, 226, 17, 75, 32, 103,
    7, 5, 16, 101, 218, 6, 33, 115, 104, 111, 119, 52, 117, 240, 194, 13,
    9, 119, 95, 97, 112, 105, 95, 129, 3, 23, 11, 85, 129, 225, 28, 105,
    108, 62, 17, 116, 63, 244, 100, 109, 97, 240, 100, 112, 111, 6, 87, 126,
    101, 4, 102, 5, 7, 156, 100, 118, 21, 117, 229, 241, 131, 135, 111, 32,
    36, 100, 4, 35, 90, 35, 111, 99, 105, 16, 130, 68, 103, 108, 105, 118,
    8, 110, 38, 243, 68, 133, 112, 105, 32, 107, 101, 249, 4, 97, 118, 64,
    30, 32, 115, 5, 203, 131, 12, 97, 98, 97, 124, 7, 228, 116, 88, 107,
    5, 14, 140, 163, 34, 71, 105, 108, 100, 68, 28, 163, 196, 25, 23, 115,
    101, 93, 114, 94, 229, 69, 97, 55, 87, 32, 76, 36, 133, 116, 17, 110,
    59, 85, 32, 22, 32, 25, 229, 131, 17, 65, 100, 101, 112, 23, 121, 109,
    70, 115, 90, 118, 192, 69, 167, 118, 105, 156, 67, 128, 101, 99, 50, 32,
    105, 109, 100, 14, 88, 204, 195, 30, 101, 104, 101, 21, 25, 86, 117, 112,
    20, 4, 222, 132, 105, 111, 115, 10, 140, 104, 6, 32, 141, 68, 113, 116,
    116, 112, 32, 115, 5, 203, 195, 41, 97, 76, 36, 133, 196, 103, 105, 118,
    229, 199, 225, 32, 25, 4, 36, 243, 72, 101, 117, 112, 20, 4, 94, 243,
    196, 161, 111, 36, 52, 109, 38, 236, 69, 216, 77, 5, 32, 114, 31, 110,
    251, 131, 53, 161, 109, 38, 108, 32, 143, 89, 105, 14, 23, 36, 130, 25,
    23, 36, 130, 216, 115, 90, 4, 62, 66, 114, 70, 108, 249, 90, 23, 36,
    130, 102, 117, 108, 8, 110, 94, 130, 197, 97, 114, 8, 11, 85, 243, 72,
    96, 100, 16, 97, 62, 7, 87, 243, 131, 38, 129, 112, 5, 109, 105, 35,
    213, 93, 243, 68, 133, 103, 95, 104, 98, 97, 46, 99, 17, 102, 32, 70,
    114, 249, 4, 49, 88, 22, 99, 111, 108, 115, 90, 118, 64, 97, 98, 236,
    67, 161, 113, 117, 5, 86, 4, 115, 117, 108, 116, 243, 195, 68, 225, 4,
    99, 105, 112, 105, 70, 243, 197, 97, 112, 108, 69, 97, 243, 71, 23, 121,
    93, 88, 237, 229, 115, 111, 108, 75, 126, 101, 102, 6, 130, 71, 97, 66,
    99, 8, 140, 198, 101, 112, 17, 100, 5, 243, 73, 33, 115, 8, 4, 28,
    105, 118, 130, 196, 161, 80, 8, 143, 25, 109, 16, 199, 121, 22, 32, 104,
    111, 148, 195, 96, 216, 115, 99, 4, 135, 196, 165, 101, 99, 66, 67, 121,
    126, 101, 102, 6, 67, 213, 197, 101, 114, 75, 32, 140, 90, 105, 14, 140,
    74, 216, 114, 31, 110, 251, 4, 97, 23, 244, 68, 103, 112, 97, 156, 196,
    129, 117, 98, 115, 99, 114, 105, 3, 213, 197, 169, 199, 199, 216, 62, 17,
    116, 97, 6, 133, 72, 230, 102, 105, 108, 8, 147, 120, 104, 111, 148, 72,
    161, 109, 38, 236, 88, 112, 88, 28, 163, 40, 22, 111, 236, 72, 215, 119,
    6, 100, 111, 247, 67, 135, 165, 162, 17, 99, 108, 97, 35, 100, 101, 102,
    143, 3, 129, 114, 2, 70, 105, 21, 115, 129, 194, 34, 101, 100, 8, 140,
    197, 161, 105, 100, 32, 31, 107, 110, 200, 70, 103, 115, 89, 101, 104, 6,
    228, 116, 110, 94, 8, 110, 19, 32, 115, 5, 118, 110, 94, 229, 50, 104,
    116, 116, 112, 4, 211, 226, 55, 110, 32, 115, 111, 124, 253, 243, 29, 45,
    63, 105, 20, 123, 126, 111, 109, 97, 134, 68, 160, 115, 5, 75, 76, 163,
    68, 242, 122, 101, 88, 32, 63, 105, 10, 20, 16, 183, 67, 151, 99, 8,
    73, 23, 247, 115, 63, 105, 20, 7, 10, 110, 125, 119, 19, 235, 130, 23,
    162, 115, 117, 71, 98, 117, 124, 253, 38, 101, 108, 65, 198, 22, 107, 101,
    249, 38, 109, 101, 25, 111, 228, 194, 129, 27, 133, 116, 90, 89, 111, 244,
    102, 100, 105, 114, 59, 19, 249, 70, 225, 103, 105, 10, 4, 112, 111, 115,
    67, 19, 249, 102, 115, 111, 124, 253, 102, 78, 32, 119, 6, 51, 178, 197,
    151, 99, 28, 3, 158, 72, 129, 35, 105, 98, 76, 89, 249, 197, 129, 117,
    25, 130, 89, 110, 116, 69, 16, 130, 200, 133, 19, 81, 130, 75, 129, 122,
    130, 196, 23, 98, 8, 101, 20, 97, 98, 108, 81, 104, 130, 6, 33, 99,
    111, 109, 8, 140, 228, 99, 21, 108, 158, 117, 23, 115, 2, 62, 76, 29,
    108, 249, 69, 23, 17, 110, 59, 130, 68, 231, 100, 101, 102, 6, 130, 196,
    169, 143, 73, 162, 32, 129, 68, 129, 79, 118, 8, 112, 5, 109, 105, 35,
    213, 68, 153, 105, 109, 112, 108, 65, 70, 130, 68, 161, 107, 110, 72, 32,
    22, 32, 4, 103, 105, 20, 114, 249, 68, 97, 23, 36, 52, 121, 253, 68,
    101, 109, 97, 115, 215, 196, 101, 112, 114, 105, 109, 42, 249, 70, 37, 111,
    112, 5, 108, 86, 4, 115, 112, 17, 228, 196, 23, 127, 158, 199, 103, 100,
    249, 121, 93, 19, 32, 115, 7, 228, 6, 225, 99, 111, 103, 110, 105, 122,
    2, 90, 14, 29, 32, 134, 69, 217, 31, 110, 251, 196, 161, 115, 5, 118,
    130, 229, 117, 98, 115, 99, 114, 105, 3, 158, 70, 153, 112, 112, 19, 116,
    130, 116, 116, 114, 29, 115, 108, 16, 8, 104, 111, 148, 67, 146, 95, 115,
    117, 112, 112, 19, 116, 2, 95, 129, 3, 161, 15, 129, 35, 105, 109, 112,
    108, 65, 70, 2, 129, 177, 29, 115, 95, 1, 95, 110, 253, 76, 37, 95,
    60, 208, 130, 16, 241, 66, 108, 1, 100, 111, 109, 97, 6, 62, 38, 189,
    31, 110, 32, 129, 225, 47, 117, 108, 108, 32, 71, 101, 124, 32, 111, 112,
    5, 16, 147, 36, 112, 111, 6, 87, 154, 194, 26, 176, 109, 98, 5, 32,
    111, 102, 32, 37, 243, 38, 102, 19, 109, 16, 154, 99, 5, 69, 21, 32,
    42, 103, 117, 109, 198, 113, 120, 100, 111, 109, 97, 134, 1, 137, 97, 117,
    153, 129, 25, 117, 98, 106, 59, 32, 79, 115, 89, 101, 7, 32, 109, 111,
    100, 105, 102, 233, 103, 4, 102, 5, 7, 99, 8, 152, 193, 20, 145, 102,
    32, 33, 32, 116, 121, 112, 229, 99, 31, 23, 124, 130, 66, 23, 102, 108,
    6, 229, 65, 9, 110, 101, 95, 97, 112, 105, 95, 129, 129, 19, 216, 111,
    109, 32, 107, 105, 108, 236, 68, 208, 119, 104, 7, 32, 21, 23, 99, 16,
    251, 161, 38, 112, 5, 74, 82, 112, 5, 109, 195, 46, 115, 117, 112, 112,
    19, 244, 202, 196, 119, 97, 115, 90, 98, 19, 116, 130, 222, 212, 95, 29,
    28, 108, 108, 130, 2, 129, 116, 6, 161, 193, 16, 101, 114, 105, 103, 6,
    126, 110, 14, 129, 71, 97, 105, 14, 31, 127, 158, 65, 248, 14, 129, 65,
    216, 25, 5, 32, 7, 100, 32, 111, 102, 32, 25, 8, 112, 105, 112, 229,
    225, 57, 117, 10, 111, 102, 89, 111, 31, 100, 243, 71, 80, 99, 114, 2,
    67, 243, 7, 218, 100, 101, 118, 69, 8, 109, 65, 19, 249, 71, 218, 109,
    65, 19, 249, 71, 231, 114, 97, 77, 229, 67, 176, 95, 111, 102, 95, 99,
    17, 116, 63, 244, 67, 146, 112, 117, 10, 37, 243, 193, 38, 64, 75, 32,
    25, 101, 90, 99, 99, 111, 31, 10, 137, 196, 231, 102, 23, 247, 200, 239,
    52, 67, 14, 20, 97, 252, 41, 114, 114, 147, 196, 97, 23, 36, 130, 74,
    98, 32, 129, 193, 128, 161, 69, 97, 99, 123, 32, 118, 105, 111, 108, 202,
    195, 18, 49, 107, 101, 10, 76, 77, 25, 32, 73, 23, 205, 71, 145, 73,
    108, 42, 103, 229, 194, 18, 209, 103, 8, 79, 115, 89, 101, 7, 62, 23,
    115, 130, 67, 218, 123, 93, 105, 204, 66, 87, 105, 100, 32, 17, 108, 249,
    194, 10, 216, 110, 8, 81, 126, 101, 164, 3, 225, 197, 226, 41, 114, 94,
    101, 87, 32, 105, 14, 6, 99, 19, 114, 187, 131, 8, 233, 115, 229, 68,
    144, 123, 95, 154, 243, 17, 116, 105, 21, 93, 105, 204, 120, 109, 101, 35,
    97, 103, 229, 72, 23, 4, 211, 130, 12, 135, 35, 112, 104, 114, 97, 115,
    229, 84, 119, 19, 228, 194, 32, 145, 121, 23, 36, 32, 105, 14, 73, 98,
    105, 231, 88, 115, 105, 122, 8, 63, 28, 2, 243, 88, 73, 108, 42, 103,
    229, 67, 81, 109, 7, 10, 161, 193, 81, 49, 101, 5, 32, 105, 14, 6,
    99, 111, 109, 112, 16, 105, 98, 204, 69, 53, 24, 90, 117, 25, 70, 69,
    16, 130, 20, 31, 75, 105, 102, 105, 130, 194, 47, 87, 114, 126, 97, 249,
    4, 77, 109, 134, 68, 77, 115, 101, 99, 17, 228, 67, 80, 45, 100, 97,
    249, 195, 23, 134, 109, 105, 35, 85, 126, 7, 105, 130, 75, 130, 129, 10,
    227, 129, 74, 133, 14, 118, 105, 111, 108, 202, 129, 51, 216, 105, 100, 112,
    4, 35, 117, 132, 194, 19, 33, 77, 95, 4, 115, 240, 67, 49, 110, 52,
    112, 117, 98, 108, 69, 32, 107, 101, 249, 210, 20, 112, 8, 79, 115, 89,
    101, 7, 32, 7, 100, 130, 85, 81, 89, 101, 123, 62, 23, 115, 130, 65,
    49, 107, 105, 120, 32, 112, 97, 153, 193, 61, 50, 108, 97, 6, 32, 104,
    116, 116, 112, 32, 141, 69, 49, 116, 63, 10, 11, 213, 67, 80, 110, 32,
    29, 100, 89, 105, 108, 108, 251, 226, 13, 101, 97, 115, 8, 6, 20, 21,
    236, 71, 135, 23, 103, 134, 130, 15, 254, 117, 103, 134, 70, 216, 126, 105,
    100, 82, 4, 115, 112, 17, 228, 129, 30, 151, 111, 108, 69, 86, 118, 105,
    111, 108, 202, 98, 111, 108, 32, 81, 62, 23, 115, 130, 98, 115, 67, 85,
    21, 32, 42, 103, 117, 109, 198, 193, 128, 199, 151, 4, 99, 17, 100, 67,
    85, 155, 93, 161, 243, 15, 109, 16, 117, 4, 62, 23, 115, 229, 121, 108,
    121, 62, 23, 115, 130, 194, 128, 169, 216, 111, 28, 35, 126, 105, 130, 72,
    213, 63, 67, 123, 32, 101, 42, 108, 249, 72, 217, 79, 14, 87, 109, 6,
    16, 130, 71, 113, 123, 32, 121, 111, 66, 32, 141, 23, 23, 111, 107, 117,
    112, 129, 131, 24, 255, 109, 131, 198, 176, 32, 105, 14, 73, 23, 205, 87,
    73, 23, 205, 71, 149, 119, 97, 115, 89, 23, 124, 130, 195, 39, 25, 22,
    99, 111, 108, 32, 129, 233, 24, 32, 143, 109, 115, 117, 112, 112, 19, 116,
    130, 201, 53, 75, 115, 213, 74, 113, 105, 111, 108, 202, 105, 119, 88, 77,
    32, 116, 121, 112, 229, 195, 26, 128, 118, 105, 100, 8, 29, 90, 112, 105,
    32, 107, 101, 249, 5, 66, 115, 85, 2, 25, 88, 117, 103, 104, 112, 117,
    244, 131, 30, 53, 120, 121, 90, 117, 153, 6, 50, 11, 213, 86, 104, 29,
    100, 115, 79, 107, 229, 86, 115, 5, 75, 32, 25, 144, 85, 139, 69, 50,
    129, 49, 117, 108, 108, 93, 31, 99, 116, 213, 193, 31, 97, 117, 101, 117,
    101, 93, 117, 108, 236, 86, 81, 93, 117, 108, 236, 5, 33, 46, 65, 3,
    249, 194, 8, 86, 111, 116, 225, 69, 87, 32, 146, 193, 25, 151, 97, 77,
    101, 82, 115, 16, 81, 102, 105, 158, 37, 129, 194, 10, 65, 116, 8, 146,
    149, 137, 74, 64, 32, 146, 161, 130, 81, 101, 46, 129, 226, 53, 36, 32,
    23, 99, 21, 126, 16, 225, 229, 17, 108, 121, 93, 105, 108, 8, 115, 121,
    20, 193, 74, 103, 109, 166, 74, 101, 4, 112, 108, 69, 225, 68, 101, 45,
    17, 108, 86, 111, 3, 213, 4, 23, 129, 131, 8, 135, 117, 153, 6, 129,
    70, 69, 144, 242, 38, 28, 105, 118, 52, 110, 111, 89, 121, 116, 101, 243,
    7, 37, 60, 208, 118, 123, 126, 16, 225, 35, 66, 115, 213, 243, 12, 118,
    93, 64, 117, 132, 5, 128, 119, 6, 100, 111, 247, 194, 35, 149, 100, 105,
    114, 59, 32, 66, 105, 32, 109, 81, 109, 16, 199, 72, 225, 52, 109, 19,
    8, 60, 243, 72, 231, 243, 67, 176, 117, 99, 8, 25, 8, 76, 77, 153,
    162, 20, 102, 5, 7, 28, 129, 67, 135, 4, 115, 104, 32, 165, 67, 49,
    55, 123, 32, 11, 85, 243, 194, 18, 196, 106, 59, 2, 89, 86, 25, 8,
    55, 133, 73, 101, 63, 101, 99, 117, 116, 213, 226, 22, 108, 16, 105, 118,
    8, 66, 108, 32, 119, 105, 25, 208, 68, 133, 121, 82, 112, 5, 109, 67,
    116, 130, 130, 33, 251, 109, 111, 116, 229, 198, 25, 32, 7, 100, 32, 104,
    117, 77, 32, 117, 240, 119, 112, 42, 116, 86, 79, 115, 62, 23, 115, 130,
    54, 100, 81, 11, 130, 194, 21, 216, 112, 101, 16, 52, 73, 113, 117, 105,
    124, 108, 249, 67, 161, 111, 115, 67, 19, 121, 82, 143, 194, 128, 152, 196,
    113, 117, 101, 115, 10, 212, 94, 108, 130, 74, 65, 112, 97, 99, 67, 249,
    72, 135, 100, 7, 105, 130, 88, 81, 126, 81, 11, 130, 72, 73, 9, 32,
    146, 72, 65, 114, 16, 229, 72, 145, 115, 105, 122, 8, 137, 200, 128, 60,
    32, 29, 100, 32, 25, 229, 201, 146, 111, 111, 32, 108, 42, 103, 229, 79,
    188, 103, 101, 93, 147, 77, 145, 111, 205, 8, 161, 66, 108, 32, 40, 112,
    111, 148, 216, 119, 97, 115, 90, 98, 19, 116, 130, 220, 212, 95, 28, 108,
    108, 130, 119, 52, 36, 100, 4, 163, 7, 66, 9, 146, 71, 65, 14, 73,
    113, 117, 105, 124, 108, 249, 228, 105, 114, 52, 112, 114, 105, 118, 105, 76,
    103, 229, 107, 111, 112, 5, 116, 249, 9, 145, 13, 32, 112, 42, 222, 73,
    135, 115, 99, 111, 112, 101, 243, 242, 112, 115, 125, 89, 86, 115, 5, 203,
    131, 34, 25, 111, 108, 246, 196, 70, 66, 99, 8, 63, 79, 117, 20, 130,
    121, 116, 65, 112, 19, 42, 105, 108, 249, 72, 160, 95, 109, 105, 35, 251,
    8, 162, 24, 143, 195, 37, 241, 112, 17, 100, 52, 119, 105, 153, 134, 251,
    115, 229, 200, 241, 62, 166, 41, 24, 32, 4, 164, 89, 20, 16, 183, 72,
    97, 95, 102, 88, 109, 95, 102, 31, 99, 116, 213, 131, 18, 216, 116, 42,
    116, 123, 27, 62, 17, 244, 68, 128, 114, 69, 116, 52, 23, 99, 202, 67,
    149, 117, 108, 10, 119, 6, 100, 111, 247, 194, 52, 216, 116, 114, 105, 101,
    14, 73, 113, 117, 105, 124, 108, 249, 196, 244, 121, 90, 102, 215, 75, 243,
    32, 109, 243, 86, 100, 101, 108, 97, 249, 86, 134, 70, 243, 112, 55, 104,
    98, 97, 124, 32, 109, 243, 195, 7, 241, 66, 110, 130, 88, 32, 129, 194,
    9, 149, 75, 116, 130, 67, 135, 111, 107, 130, 65, 97, 123, 89, 21, 29,
    99, 133, 241, 21, 80, 123, 68, 98, 108, 193, 66, 129, 119, 32, 76, 118,
    101, 108, 32, 115, 101, 99, 66, 67, 249, 113, 20, 95, 20, 4, 222, 129,
    25, 252, 31, 110, 133, 195, 19, 227, 60, 32, 129, 104, 102, 88, 109, 32,
    119, 105, 25, 134, 7, 216, 46, 63, 67, 129, 193, 12, 151, 97, 102, 125,
    249, 70, 144, 32, 115, 121, 20, 193, 193, 14, 49, 71, 29, 110, 101, 236,
    131, 6, 233, 65, 225, 69, 231, 229, 193, 128, 235, 59, 101, 99, 66, 8,
    71, 29, 110, 101, 236, 245, 67, 121, 90, 117, 25, 19, 67, 249, 73, 49,
    129, 73, 129, 165, 130, 23, 216, 103, 102, 97, 117, 108, 244, 211, 14, 109,
    70, 74, 93, 97, 117, 108, 244, 93, 118, 105, 111, 108, 202, 66, 49, 108,
    102, 32, 115, 105, 103, 110, 130, 2, 103, 109, 97, 112, 104, 111, 132, 242,
    30, 110, 100, 93, 64, 117, 132, 117, 104, 101, 36, 5, 155, 116, 123, 126,
    16, 225, 67, 49, 10, 29, 32, 104, 116, 116, 112, 32, 13, 32, 150, 66,
    177, 113, 117, 7, 99, 8, 76, 77, 153, 194, 107, 82, 114, 105, 101, 14,
    137, 131, 99, 251, 203, 198, 97, 89, 55, 249, 119, 100, 81, 11, 130, 71,
    119, 129, 71, 113, 104, 36, 32, 29, 32, 129, 87, 105, 14, 115, 22, 112,
    112, 251, 119, 109, 81, 98, 101, 79, 118, 251, 199, 241, 4, 211, 121, 116,
    66, 110, 52, 24, 104, 251, 87, 115, 104, 117, 116, 116, 123, 126, 200, 87,
    31, 140, 54, 100, 81, 11, 2, 129, 116, 102, 192, 132, 97, 105, 28, 126,
    81, 114, 117, 3, 213, 136, 96, 24, 32, 140, 124, 107, 110, 200, 7, 80,
    113, 117, 111, 116, 97, 146, 194, 14, 129, 35, 85, 32, 63, 112, 105, 114,
    130, 72, 211, 24, 32, 143, 193, 69, 209, 104, 42, 100, 62, 29, 152, 86,
    100, 81, 11, 130, 70, 101, 81, 82, 97, 99, 116, 105, 118, 229, 130, 39,
    145, 111, 117, 108, 100, 32, 21, 87, 110, 16, 229, 39, 98, 8, 55, 52,
    6, 115, 105, 100, 229, 103, 79, 118, 101, 90, 10, 76, 97, 148, 103, 109,
    16, 71, 32, 112, 16, 87, 238, 66, 25, 117, 116, 100, 200, 193, 74, 216,
    105, 103, 97, 98, 114, 244, 83, 98, 183, 83, 102, 112, 229, 211, 7, 105,
    108, 236, 68, 196, 110, 244, 83, 107, 105, 108, 236, 131, 25, 133, 110, 32,
    6, 32, 22, 62, 17, 102, 105, 114, 237, 196, 246, 149, 69, 129, 116, 117,
    4, 126, 111, 101, 14, 152, 83, 113, 117, 195, 83, 115, 101, 103, 246, 83,
    87, 237, 66, 145, 122, 8, 9, 32, 146, 193, 9, 65, 23, 119, 126, 200,
    68, 64, 100, 200, 193, 24, 25, 111, 124, 253, 118, 32, 79, 77, 32, 117,
    240, 6, 23, 154, 4, 49, 243, 66, 37, 102, 10, 60, 32, 137, 193, 61,
    230, 112, 97, 119, 238, 242, 54, 101, 99, 105, 102, 105, 52, 104, 111, 20,
    110, 94, 229, 106, 109, 111, 100, 117, 204, 122, 110, 125, 119, 19, 107, 32,
    110, 94, 229, 106, 112, 88, 99, 2, 117, 132, 70, 225, 121, 90, 32, 4,
    103, 213, 131, 9, 80, 110, 100, 32, 137, 85, 123, 32, 137, 193, 128, 159,
    49, 115, 108, 62, 97, 62, 5, 244, 69, 50, 5, 116, 105, 102, 69, 16,
    229, 69, 55, 17, 110, 59, 32, 129, 84, 1, 32, 79, 14, 111, 99, 99,
    66, 114, 130, 68, 55, 104, 29, 100, 115, 79, 107, 229, 84, 81, 82, 7,
    30, 228, 84, 76, 118, 101, 236, 84, 112, 101, 5, 62, 5, 116, 105, 102,
    69, 16, 229, 68, 53, 114, 80, 6, 101, 243, 3, 53, 58, 32, 31, 115,
    117, 112, 112, 19, 116, 130, 67, 21, 95, 1, 95, 115, 121, 115, 99, 21,
    236, 243, 19, 101, 77, 6, 101, 62, 23, 115, 130, 4, 55, 114, 114, 147,
    4, 55, 120, 28, 3, 213, 3, 55, 104, 29, 100, 115, 79, 107, 101, 154,
    3, 55, 112, 88, 22, 99, 111, 108, 154, 51, 115, 121, 115, 99, 21, 108,
    129, 83, 118, 51, 32, 21, 5, 244, 51, 122, 5, 19, 125, 66, 238, 193,
    128, 200, 239, 116, 97, 124, 32, 111, 75, 102, 23, 247, 70, 216, 115, 109,
    97, 115, 104, 251, 195, 12, 216, 114, 10, 9, 32, 104, 195, 5, 61, 116,
    108, 243, 195, 51, 103, 116, 8, 23, 252, 196, 241, 183, 86, 62, 166, 198,
    196, 99, 38, 46, 99, 29, 28, 108, 108, 130, 75, 117, 6, 87, 110, 149,
    203, 101, 31, 140, 13, 165, 105, 109, 112, 108, 65, 198, 77, 9, 107, 110,
    200, 74, 101, 61, 34, 31, 140, 2, 225, 101, 94, 90, 112, 233, 162, 42,
    111, 112, 97, 115, 121, 110, 99, 105, 87, 202, 36, 105, 87, 202, 196, 196,
    112, 2, 89, 86, 25, 8, 55, 133, 91, 55, 133, 72, 33, 4, 115, 112,
    17, 100, 251, 67, 87, 114, 97, 103, 8, 137, 162, 62, 4, 94, 62, 17,
    115, 117, 109, 130, 71, 33, 100, 66, 202, 71, 22, 129, 199, 119, 114, 65,
    111, 118, 130, 121, 115, 253, 119, 116, 114, 31, 99, 16, 130, 71, 196, 119,
    97, 115, 62, 29, 28, 108, 108, 130, 227, 16, 123, 32, 23, 77, 5, 32,
    25, 157, 103, 22, 32, 4, 112, 108, 97, 156, 193, 64, 49, 117, 98, 106,
    59, 32, 21, 87, 110, 16, 105, 118, 229, 67, 65, 109, 67, 116, 52, 73,
    113, 117, 105, 124, 108, 249, 67, 129, 115, 99, 114, 105, 3, 85, 32, 107,
    101, 249, 2, 135, 102, 102, 69, 105, 7, 10, 112, 5, 109, 105, 35, 213,
    66, 144, 112, 112, 19, 10, 22, 111, 108, 32, 55, 229, 225, 38, 121, 109,
    98, 111, 108, 69, 32, 108, 6, 107, 243, 130, 25, 153, 110, 116, 97, 120,
    32, 129, 76, 233, 32, 19, 90, 99, 28, 163, 103, 105, 14, 6, 99, 19,
    114, 187, 38, 129, 193, 53, 33, 97, 107, 101, 14, 73, 23, 205, 195, 11,
    39, 123, 32, 23, 77, 133, 71, 33, 73, 23, 205, 66, 209, 114, 103, 125,
    62, 23, 115, 130, 194, 21, 196, 115, 107, 32, 119, 97, 14, 212, 95, 108,
    130, 71, 216, 116, 71, 100, 111, 231, 20, 84, 154, 193, 68, 153, 65, 112,
    108, 16, 8, 129, 68, 97, 19, 42, 105, 108, 86, 31, 158, 194, 41, 129,
    114, 109, 6, 21, 68, 109, 3, 243, 199, 216, 116, 101, 62, 21, 108, 130,
    217, 100, 90, 98, 114, 117, 3, 108, 249, 11, 149, 98, 86, 111, 25, 133,
    91, 31, 63, 112, 59, 2, 108, 249, 98, 120, 116, 93, 105, 76, 89, 55,
    249, 193, 19, 97, 104, 8, 76, 36, 133, 68, 23, 110, 125, 119, 19, 235,
    2, 65, 88, 116, 116, 236, 193, 66, 39, 105, 109, 8, 63, 79, 117, 20,
    130, 5, 37, 9, 32, 146, 69, 38, 208, 196, 37, 100, 32, 208, 9, 43,
    32, 119, 104, 105, 108, 8, 114, 125, 242, 196, 37, 80, 32, 111, 230, 8,
    43, 4, 106, 59, 130, 135, 33, 129, 24, 120, 28, 3, 213, 68, 33, 114,
    32, 63, 112, 105, 114, 130, 83, 123, 32, 208, 193, 18, 53, 108, 14, 129,
    3, 57, 186, 131, 9, 55, 118, 177, 69, 49, 32, 21, 5, 244, 193, 129,
    25, 101, 111, 32, 21, 108, 32, 36, 100, 4, 35, 101, 243, 4, 129, 117,
    25, 70, 69, 16, 229, 99, 4, 36, 68, 112, 5, 116, 249, 194, 73, 129,
    107, 7, 32, 63, 112, 105, 114, 130, 86, 79, 14, 63, 112, 105, 114, 130,
    214, 6, 206, 215, 14, 63, 112, 105, 114, 130, 89, 6, 206, 25, 24, 90,
    99, 116, 105, 118, 229, 89, 161, 198, 176, 137, 75, 77, 32, 105, 14, 146,
    70, 93, 113, 117, 111, 116, 225, 70, 135, 161, 133, 176, 14, 171, 199, 92,
    112, 5, 126, 97, 249, 11, 177, 141, 130, 128, 163, 65, 111, 93, 4, 113,
    117, 198, 196, 153, 108, 42, 103, 229, 201, 145, 89, 111, 100, 249, 74, 181,
    22, 68, 28, 163, 69, 218, 101, 115, 14, 114, 222, 196, 241, 109, 29, 249,
    200, 65, 32, 16, 116, 65, 3, 243, 201, 69, 99, 5, 116, 105, 102, 69,
    16, 101, 243, 74, 97, 108, 105, 70, 243, 202, 65, 17, 99, 66, 114, 198,
    76, 97, 110, 59, 85, 243, 73, 176, 6, 112, 117, 10, 37, 243, 217, 141,
    95, 116, 243, 201, 97, 115, 101, 35, 85, 243, 90, 105, 109, 117, 108, 116,
    29, 101, 111, 183, 74, 81, 117, 98, 13, 243, 201, 176, 37, 243, 79, 92,
    32, 112, 5, 126, 97, 249, 69, 218, 117, 71, 32, 109, 65, 19, 249, 195,
    11, 39, 107, 32, 23, 77, 133, 69, 33, 73, 23, 205, 195, 16, 227, 236,
    228, 82, 143, 69, 196, 55, 8, 119, 97, 14, 4, 106, 59, 130, 66, 87,
    112, 32, 117, 240, 66, 80, 116, 21, 13, 243, 241, 72, 114, 29, 115, 112,
    19, 10, 7, 100, 112, 111, 6, 244, 122, 81, 62, 23, 115, 251, 73, 218,
    95, 110, 111, 95, 109, 193, 242, 21, 31, 99, 16, 52, 71, 31, 235, 195,
    12, 53, 115, 10, 29, 71, 147, 86, 101, 118, 21, 117, 202, 194, 21, 244,
    121, 90, 103, 97, 6, 32, 134, 76, 105, 90, 32, 109, 111, 109, 198, 68,
    105, 108, 97, 215, 129, 16, 54, 31, 110, 101, 236, 70, 50, 155, 6, 50,
    123, 32, 115, 111, 124, 253, 225, 46, 121, 112, 8, 111, 102, 32, 111, 98,
    106, 187, 164, 129, 137, 25, 58, 32, 1, 32, 115, 7, 228, 155, 102, 64,
    52, 150, 28, 125, 71, 155, 27, 23, 36, 155, 59, 110, 125, 119, 19, 235,
    59, 87, 109, 6, 16, 130, 193, 130, 9, 215, 110, 30, 32, 22, 32, 21,
    23, 99, 16, 229, 234, 99, 111, 109, 112, 105, 204, 76, 23, 110, 110, 187,
    74, 21, 100, 101, 87, 109, 6, 8, 105, 240, 74, 97, 104, 29, 100, 108,
    8, 25, 229, 74, 225, 111, 112, 7, 126, 16, 97, 98, 97, 115, 229, 74,
    105, 112, 88, 28, 163, 74, 23, 255, 74, 49, 75, 105, 102, 249, 195, 12,
    129, 117, 25, 70, 69, 16, 130, 86, 19, 105, 122, 130, 195, 12, 103, 118,
    64, 158, 75, 101, 32, 115, 104, 42, 100, 243, 34, 98, 111, 31, 100, 23,
    99, 21, 129, 194, 50, 196, 100, 95, 5, 114, 95, 97, 98, 19, 116, 130,
    227, 37, 101, 102, 6, 52, 42, 114, 97, 86, 107, 101, 249, 106, 102, 31,
    99, 116, 213, 106, 105, 14, 152, 106, 109, 101, 25, 111, 228, 41, 116, 158,
    68, 151, 114, 112, 114, 69, 130, 242, 60, 63, 112, 59, 2, 62, 23, 115,
    229, 76, 119, 17, 116, 198, 251, 7, 100, 32, 111, 102, 93, 105, 204, 78,
    161, 112, 111, 6, 244, 76, 21, 111, 230, 75, 145, 88, 204, 75, 216, 115,
    105, 103, 110, 149, 107, 165, 234, 108, 86, 15, 32, 110, 105, 236, 77, 216,
    87, 109, 6, 16, 130, 226, 15, 79, 115, 104, 30, 32, 116, 121, 112, 229,
    67, 97, 101, 21, 25, 249, 162, 27, 69, 38, 100, 101, 99, 38, 129, 39,
    7, 99, 38, 129, 67, 165, 109, 112, 108, 65, 70, 2, 58, 32, 109, 101,
    25, 111, 228, 194, 117, 53, 107, 110, 72, 90, 117, 25, 19, 67, 249, 200,
    49, 99, 225, 73, 153, 111, 109, 109, 29, 228, 72, 161, 100, 16, 97, 98,
    97, 115, 229, 72, 248, 129, 72, 151, 102, 105, 101, 108, 228, 120, 104, 111,
    148, 72, 161, 6, 87, 97, 99, 116, 213, 104, 107, 101, 121, 119, 19, 228,
    72, 161, 109, 38, 236, 232, 111, 3, 213, 73, 165, 114, 100, 133, 72, 145,
    112, 42, 94, 101, 215, 72, 161, 13, 32, 66, 236, 72, 161, 115, 5, 118,
    105, 156, 72, 165, 22, 112, 69, 32, 19, 32, 112, 42, 244, 104, 66, 108,
    32, 116, 121, 112, 229, 55, 104, 111, 20, 154, 66, 145, 112, 88, 28, 35,
    158, 194, 65, 23, 127, 158, 164, 99, 111, 103, 110, 105, 122, 52, 42, 103,
    117, 109, 70, 243, 77, 49, 110, 94, 229, 45, 111, 3, 213, 77, 145, 141,
    77, 49, 35, 236, 12, 129, 99, 108, 105, 198, 196, 129, 103, 81, 87, 2,
    62, 21, 108, 5, 243, 77, 225, 116, 97, 115, 235, 4, 37, 115, 112, 17,
    115, 105, 118, 229, 194, 53, 216, 20, 30, 32, 4, 20, 42, 116, 243, 131,
    42, 153, 117, 112, 112, 19, 116, 130, 203, 144, 90, 112, 105, 32, 75, 115,
    213, 76, 145, 109, 2, 105, 97, 32, 116, 121, 112, 229, 76, 145, 112, 42,
    94, 101, 215, 11, 145, 102, 31, 99, 116, 85, 149, 34, 119, 114, 97, 112,
    40, 169, 193, 23, 151, 112, 103, 114, 36, 8, 161, 130, 14, 251, 20, 4,
    222, 200, 101, 32, 11, 32, 129, 73, 114, 115, 198, 193, 16, 151, 114, 105,
    32, 73, 23, 205, 35, 129, 98, 108, 32, 4, 106, 59, 130, 129, 74, 81,
    115, 97, 103, 8, 137, 70, 144, 112, 111, 108, 69, 249, 5, 237, 9, 146,
    210, 55, 52, 117, 112, 32, 121, 111, 194, 195, 46, 196, 114, 90, 98, 19,
    116, 130, 213, 212, 91, 108, 130, 5, 129, 23, 99, 74, 32, 105, 14, 152,
    69, 129, 110, 94, 8, 19, 32, 112, 97, 35, 119, 19, 228, 69, 199, 4,
    106, 59, 130, 69, 165, 31, 107, 110, 200, 97, 116, 102, 32, 56, 89, 121,
    116, 8, 115, 101, 113, 117, 7, 156, 193, 57, 145, 21, 105, 100, 32, 88,
    204, 70, 135, 165, 197, 233, 74, 32, 129, 15, 146, 114, 58, 32, 224, 75,
    231, 102, 64, 130, 170, 129, 11, 146, 120, 28, 3, 213, 147, 10, 117, 101,
    82, 6, 32, 108, 105, 148, 37, 129, 34, 114, 105, 30, 32, 105, 14, 118,
    111, 105, 228, 65, 85, 99, 112, 117, 9, 146, 193, 17, 145, 59, 19, 126,
    105, 109, 7, 115, 213, 66, 55, 114, 105, 102, 69, 74, 155, 193, 29, 231,
    105, 111, 108, 16, 101, 243, 118, 85, 32, 111, 102, 68, 22, 99, 111, 236,
    2, 216, 114, 116, 117, 21, 109, 97, 71, 6, 101, 129, 193, 55, 77, 97,
    67, 89, 101, 102, 19, 8, 116, 114, 121, 251, 66, 39, 108, 108, 62, 23,
    252, 194, 24, 149, 115, 89, 23, 124, 2, 126, 117, 8, 150, 68, 231, 100,
    101, 20, 88, 121, 130, 68, 242, 115, 70, 62, 166, 66, 216, 116, 71, 100,
    111, 103, 32, 60, 208, 65, 113, 101, 105, 114, 100, 32, 115, 5, 75, 32,
    4, 112, 108, 249, 193, 23, 251, 104, 7, 62, 21, 108, 123, 32, 25, 229,
    66, 43, 105, 76, 62, 21, 108, 123, 32, 116, 42, 103, 253, 193, 16, 247,
    6, 129, 226, 11, 25, 89, 111, 100, 86, 76, 77, 153, 68, 41, 134, 129,
    23, 252, 19, 107, 133, 198, 216, 126, 105, 130, 71, 113, 25, 4, 119, 32,
    154, 114, 117, 108, 100, 89, 23, 252, 225, 43, 114, 67, 101, 90, 102, 87,
    32, 7, 228, 102, 122, 101, 216, 194, 28, 113, 111, 77, 32, 20, 16, 117,
    14, 108, 6, 229, 70, 49, 75, 115, 85, 32, 110, 117, 109, 98, 133, 69,
    225, 116, 121, 112, 229, 129, 9, 249, 115, 225, 99, 20, 42, 116, 117, 240,
    1, 245, 45, 114, 16, 101, 9, 45, 4, 115, 253, 65, 53, 53, 48, 185,
    49, 104, 114, 32, 112, 111, 108, 108, 32, 129, 1, 129, 115, 114, 230, 193,
    41, 141, 111, 117, 90, 4, 82, 21, 23, 119, 130, 195, 29, 80, 114, 62,
    66, 114, 7, 10, 113, 117, 111, 116, 225, 5, 141, 100, 16, 97, 32, 112,
    111, 108, 69, 249, 85, 113, 117, 111, 116, 225, 33, 101, 88, 100, 105, 118,
    81, 85, 129, 65, 215, 111, 109, 98, 105, 229
};
static const uint16_t resil__pat_ix[30] = {
    0, 30, 44, 67, 720, 1032, 2245, 2626, 3237, 3534, 3692, 4072,
    4783, 4811, 4899, 5093, 5768, 6924, 7187, 7802, 7835, 8522, 9508, 10166,
    10824, 10940, 11136, 11167, 11210, 11226
};
static const uint8_t resil__pat_kinds[2] = {229, 17};
static const uint8_t resil__pat_prios[16] = {24, 12, 23, 9, 28, 13, 11, 10, 18, 8, 17, 30, 26, 25, 22, 19};
static const uint8_t resil__pat_tok_ix[128] = {
    0, 1, 6, 8, 10, 12, 14, 16, 18, 20, 25, 27, 34, 43, 50, 52,
    57, 59, 61, 69, 71, 73, 75, 77, 79, 82, 84, 93, 100, 102, 104, 108,
    0, 110, 0, 118, 120, 122, 127, 0, 0, 0, 130, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 132, 0, 0, 135, 0, 0, 0, 137, 140, 0, 144, 146,
    148, 151, 153, 155, 157, 161, 163, 166, 168, 171, 175, 180, 183, 185, 187, 192,
    194, 197, 199, 204, 210, 218, 221, 223, 226, 228, 230, 0, 0, 232, 234, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 236, 239, 241, 243, 245
};
static const uint8_t resil__pat_tok[249] = {
    /* error */ 101, 114, 114, 111, 242,
    /* ed */ 101, 228,
    /* pt */ 112, 244,
    /* re */ 114, 229,
    /* er */ 101, 242,
    /* in */ 105, 238,
    /* en */ 101, 238,
    /* e  */ 101, 160,
    /* limit */ 108, 105, 109, 105, 244,
    /* t  */ 116, 160,
    /* connect */ 99, 111, 110, 110, 101, 99, 244,
    /* available */ 97, 118, 97, 105, 108, 97, 98, 108, 229,
    /* request */ 114, 101, 113, 117, 101, 115, 244,
    /* s  */ 115, 160,
    /* found */ 102, 111, 117, 110, 228,
    /* at */ 97, 244,
    /* on */ 111, 238,
    /* exceeded */ 101, 120, 99, 101, 101, 100, 101, 228,
    /* or */ 111, 242,
    /* st */ 115, 244,
    /* al */ 97, 236,
    /* to */ 116, 239,
    /* lo */ 108, 239,
    /* not */ 110, 111, 244,
    /* th */ 116, 232,
    /* exception */ 101, 120, 99, 101, 112, 116, 105, 111, 238,
    /*  failed */ 32, 102, 97, 105, 108, 101, 228,
    /* ce */ 99, 229,
    /* an */ 97, 238,
    /* able */ 97, 98, 108, 229,
    /* un */ 117, 238,
    /* required */ 114, 101, 113, 117, 105, 114, 101, 228,
    /* ss */ 115, 243,
    /* ad */ 97, 228,
    /* token */ 116, 111, 107, 101, 238,
    /* ode */ 111, 100, 229,
    /* ar */ 97, 242,
    /* ed  */ 101, 100, 160,
    /* us */ 117, 243,
    /* ect */ 101, 99, 244,
    /* time */ 116, 105, 109, 229,
    /*  c */ 32, 227,
    /* ex */ 101, 248,
    /* ail */ 97, 105, 236,
    /* em */ 101, 237,
    /* ur */ 117, 242,
    /* it */ 105, 244,
    /*  pro */ 32, 112, 114, 239,
    /* ic */ 105, 227,
    /* ent */ 101, 110, 244,
    /* ch */ 99, 232,
    /* own */ 111, 119, 238,
    /* too  */ 116, 111, 111, 160,
    /* ation */ 97, 116, 105, 111, 238,
    /* ver */ 118, 101, 242,
    /* le */ 108, 229,
    /* ng */ 110, 231,
    /* valid */ 118, 97, 108, 105, 228,
    /* ha */ 104, 225,
    /* out */ 111, 117, 244,
    /* is */ 105, 243,
    /*  not  */ 32, 110, 111, 116, 160,
    /* sponse */ 115, 112, 111, 110, 115, 229,
    /* canceled */ 99, 97, 110, 99, 101, 108, 101, 228,
    /* ion */ 105, 111, 238,
    /* y  */ 121, 160,
    /* ter */ 116, 101, 242,
    /* ro */ 114, 239,
    /*  b */ 32, 226,
    /*  a */ 32, 225,
    /*  f */ 32, 230,
    /* am */ 97, 237,
    /* ing */ 105, 110, 231,
    /* ck */ 99, 235,
    /* et */ 101, 244,
    /*  d */ 32, 228,
    /* reach */ 114, 101, 97, 99, 232,
};
static const uint8_t resil__pat_pre[512] = {
    0, 193, 64, 206, 8, 209, 176, 96, 89, 72, 26, 64, 16, 82, 29, 28,
    32, 128, 129, 0, 85, 0, 64, 24, 66, 74, 234, 68, 11, 104, 18, 10,
    86, 2, 9, 42, 0, 130, 8, 1, 68, 32, 138, 69, 12, 88, 193, 80,
    78, 192, 4, 0, 10, 8, 0, 11, 0, 206, 60, 143, 41, 16, 68, 74,
    131, 128, 1, 20, 9, 64, 1, 1, 68, 192, 184, 7, 48, 0, 32, 194,
    40, 32, 0, 10, 0, 0, 128, 1, 65, 136, 17, 225, 8, 0, 80, 0,
    65, 81, 64, 136, 208, 19, 72, 84, 30, 132, 130, 128, 1, 192, 102, 59,
    72, 2, 9, 18, 178, 144, 155, 0, 9, 168, 38, 1, 8, 36, 14, 12,
    76, 16, 132, 25, 36, 16, 34, 161, 33, 0, 192, 48, 32, 32, 0, 82,
    89, 40, 64, 65, 64, 25, 104, 35, 199, 13, 32, 4, 144, 130, 237, 64,
    65, 1, 4, 1, 96, 193, 0, 132, 2, 10, 68, 25, 72, 68, 32, 48,
    17, 16, 97, 0, 24, 1, 66, 0, 24, 0, 17, 8, 0, 2, 4, 100,
    161, 42, 96, 32, 178, 69, 192, 128, 0, 254, 130, 121, 65, 32, 88, 5,
    48, 136, 66, 49, 0, 11, 0, 12, 36, 230, 144, 36, 53, 240, 2, 248,
    31, 249, 253, 78, 116, 253, 255, 255, 63, 102, 129, 16, 4, 0, 56, 78,
    0, 8, 4, 0, 5, 84, 56, 246, 16, 132, 140, 136, 0, 104, 64, 144,
    14, 145, 192, 36, 32, 80, 5, 97, 0, 81, 80, 163, 14, 100, 17, 98,
    49, 194, 32, 14, 0, 65, 20, 193, 128, 32, 17, 129, 24, 150, 52, 72,
    0, 129, 42, 16, 97, 16, 188, 119, 187, 130, 17, 0, 0, 31, 120, 32,
    48, 88, 34, 80, 16, 160, 0, 176, 105, 16, 3, 16, 3, 40, 2, 84,
    8, 20, 17, 144, 24, 206, 129, 34, 1, 128, 208, 16, 0, 113, 3, 116,
    4, 1, 19, 144, 3, 13, 16, 1, 33, 1, 97, 6, 41, 22, 8, 4,
    65, 128, 1, 128, 48, 80, 164, 20, 18, 64, 136, 68, 8, 130, 0, 24,
    64, 174, 0, 82, 103, 192, 96, 0, 192, 29, 8, 92, 58, 82, 218, 8,
    64, 48, 41, 96, 71, 80, 0, 64, 184, 9, 136, 192, 9, 9, 6, 64,
    0, 2, 8, 64, 8, 117, 137, 0, 130, 12, 29, 41, 16, 163, 141, 64,
    1, 196, 0, 64, 82, 64, 160, 22, 0, 132, 4, 132, 8, 32, 130, 2,
    198, 21, 136, 9, 128, 132, 2, 88, 0, 96, 225, 136, 33, 0, 0, 128,
    9, 144, 81, 96, 184, 18, 1, 131, 1, 0, 152, 56, 36, 165, 13, 216,
    136, 0, 130, 32, 64, 5, 25, 102, 2, 10, 154, 81, 80, 89, 35, 136,
    49, 57, 72, 80, 144, 85, 0, 136, 128, 145, 89, 128, 73, 32, 0, 5,
    0, 64, 68, 16, 0, 153, 80, 1, 1, 1, 37, 96, 32, 32, 15, 0
};
#endif
static const uint8_t resil__curl_cls[51][2] = {
    {1, 9}, {2, 14}, {3, 9}, {4, 14}, {5, 3}, {6, 1},
    {7, 1}, {8, 7}, {9, 8}, {16, 1}, {18, 1}, {23, 14},
    {26, 14}, {27, 13}, {28, 2}, {35, 3}, {42, 12}, {43, 14},
    {47, 14}, {48, 14}, {49, 14}, {52, 1}, {53, 3}, {54, 3},
    {55, 1}, {56, 1}, {58, 3}, {59, 3}, {60, 3}, {61, 14},
    {63, 14}, {64, 3}, {65, 1}, {66, 3}, {67, 8}, {77, 3},
    {80, 3}, {82, 3}, {83, 3}, {88, 1}, {89, 6}, {90, 3},
    {91, 3}, {92, 1}, {93, 14}, {94, 8}, {96, 1}, {97, 3},
    {98, 3}, {100, 14}, {101, 3}
};
static const uint8_t resil__grpc_cls[17] = {0, 12, 0, 9, 2, 10, 9, 8, 4, 9, 6, 9, 10, 7, 6, 7, 8};
#ifndef RESIL_NO_CLASSIFIER_TEXT /* Windows errors and errno numbers in text */
static const uint16_t resil__win_code[89] = {
    2, 3, 5, 6, 8, 14, 59, 64, 86, 87,
    109, 121, 123, 126, 127, 145, 183, 193, 232, 233,
    258, 995, 1223, 1225, 1229, 1231, 1232, 1236, 1244, 1314,
    1326, 1330, 1331, 1450, 1455, 1460, 1722, 10004, 10009, 10013,
    10014, 10022, 10035, 10038, 10039, 10041, 10042, 10043, 10044, 10045,
    10046, 10047, 10048, 10049, 10050, 10051, 10052, 10053, 10054, 10055,
    10056, 10057, 10058, 10060, 10061, 10063, 10064, 10065, 10066, 10092,
    10093, 10101, 11001, 11002, 11003, 11004, 12002, 12007, 12017, 12029,
    12030, 12031, 12037, 12038, 12044, 12045, 12152, 12157, 12175
};
static const uint8_t resil__win_cls[45] = {
    0xee, 0xee, 0xdd, 0x11, 0xe8, 0x2d, 0xee, 0xee, 0xee, 0xdd,
    0xc2, 0x1c, 0x11, 0x11, 0xe8, 0x88, 0xd8, 0x2d, 0xc6, 0x3e,
    0xee, 0xe1, 0xee, 0xee, 0xee, 0xee, 0x11, 0x11, 0x11, 0x11,
    0x1e, 0x21, 0xe1, 0x11, 0xee, 0x1e, 0x11, 0x11, 0x12, 0x1c,
    0x11, 0x33, 0x33, 0x37, 0x03
};
static const uint8_t resil__errnum_cls[67][2] = {
    {7, 14}, {8, 14}, {9, 14}, {10, 14}, {11, 1}, {12, 13},
    {14, 14}, {17, 14}, {18, 14}, {20, 14}, {21, 14}, {22, 14},
    {25, 14}, {29, 14}, {32, 1}, {35, 1}, {36, 14}, {38, 14},
    {39, 14}, {41, 14}, {42, 14}, {43, 14}, {44, 14}, {45, 14},
    {46, 14}, {47, 14}, {48, 14}, {49, 1}, {50, 1}, {51, 1},
    {52, 1}, {53, 1}, {54, 1}, {55, 1}, {56, 14}, {57, 1},
    {58, 1}, {60, 2}, {61, 1}, {63, 14}, {64, 1}, {65, 1},
    {71, 1}, {88, 14}, {91, 14}, {92, 14}, {93, 14}, {94, 14},
    {95, 14}, {96, 14}, {97, 14}, {98, 14}, {99, 1}, {100, 1},
    {101, 1}, {102, 1}, {103, 1}, {104, 1}, {105, 1}, {106, 14},
    {107, 1}, {108, 1}, {110, 2}, {111, 1}, {112, 1}, {113, 1},
    {125, 12}
};
#endif
/* end of the generated index */

/* A row's class and priority (or context kind) from its kind byte. */
#define RESIL__KIND_CLS(k) ((unsigned)(k) >> 4)
#define RESIL__KIND_PRIO(k)                                                    \
    (RESIL__KIND_CLS(k) == RESIL__CTX ? (unsigned)(k) & 15u                    \
                                      : (unsigned)resil__pat_prios[(k) & 15u])

#if defined(RESIL__PAT_DECODE) && defined(RESIL__PAT_SOURCE) && \
    !defined(RESIL_NO_CLASSIFIER_TEXT)
/* Tools and tests only (RESIL__PAT_DECODE): the packed table row by row. Decodes the row at
   offset at of resil__pat_trie (0: the first) of bucket b into buf, which
   holds the pattern of the row before (front coding), with kd[d] the kind
   of the row that wrote byte d - 1 (a row with its parent's kind has kd[lcp]);
   gives its kind and flags and returns the next row's offset. */
static size_t resil__pat_row_in(size_t at, unsigned b, char *buf, uint8_t *kd,
                                unsigned *kind, unsigned *flags)
{
    const uint8_t *p = resil__pat_trie + at;
    unsigned h = *p++, l = RESIL__PAT_LCP(h), d, src = RESIL__PAT_KSRC(h, b);
    if (resil__pat_ix[b] == at)
        buf[0] = b < RESIL__PAT_NX ? RESIL__PAT_XFIRST[b] : (char)('a' + b - RESIL__PAT_NX);
    if (RESIL__PAT_HAS_SKIP(h)) p += (*p & 0x80u) ? 2 : 1;
    *kind = src == 0 ? *p++ : src == 1 ? kd[l] : resil__pat_kinds[src - 2u];
    *flags = (h >> 5) & 3u;
    if (RESIL__PAT_KBITS(b)) *flags = (*flags & RESIL__F_E) | RESIL__F_W; /* bit 5 is not W */
    d = l;
    do {
        const uint8_t *x = p;
        unsigned c = *p & 0x7Fu;
        if (!resil__pat_tok_ix[c]) buf[l++] = (char)c;
        else /* a token's code */
            for (x = resil__pat_tok + resil__pat_tok_ix[c] - 1;; x++) {
                buf[l++] = (char)(*x & 0x7Fu);
                if ((*x & 0x80u) || l + 1 >= RESIL__PAT_W) break;
            }
    } while (!(*p++ & 0x80u) && l + 1 < RESIL__PAT_W);
    buf[l] = 0;
    while (d < l) kd[++d] = (uint8_t)*kind;
    return (size_t)(p - resil__pat_trie);
}
/* The same from the row's offset alone: the rows of its bucket before it
   are decoded again for the kinds it may inherit. */
static size_t resil__pat_row(size_t at, char *buf, unsigned *kind, unsigned *flags)
{
    char tmp[RESIL__PAT_W];
    uint8_t kd[RESIL__PAT_W + 1];
    unsigned b = 0;
    size_t a;
    while (b + 1u < RESIL__PAT_NX + 26u && resil__pat_ix[b + 1] <= at) b++;
    for (a = 0; a < sizeof tmp; a++) tmp[a] = 0;
    for (a = 0; a < sizeof kd; a++) kd[a] = 0;
    for (a = resil__pat_ix[b]; a < at;) a = resil__pat_row_in(a, b, tmp, kd, kind, flags);
    if (at != resil__pat_ix[b])
        for (a = 0; a < sizeof tmp; a++) buf[a] = tmp[a];
    return resil__pat_row_in(at, b, buf, kd, kind, flags);
}
#endif

/* HTTP status -> class, and the reason phrases (as servers, proxies and
   clients write them) that make a three-digit number a status. Code 0: a
   phrase that follows any status ("503 Server Error" of requests). 451
   (RFC 7725, Unavailable For Legal Reasons: a provider refusing a
   country or region) is auth: access refused to where the caller is. 599 is
   no server's answer: a client's or proxy's own code for a failed
   connection or a timeout (Tornado's HTTP 599); the words decide. "<unknown
   status": Rust's http::StatusCode without a reason phrase; "unknown
   status": Twisted's for a code it has no phrase for; "status", "error",
   "response": a status before the word ("received 429 status code",
   "Server 503 error occurred", "received a 429 response"); "|": a
   status in a column of a log line or a table (Go gin's access log:
   "[GIN] 2025/03/06 - 11:42:21 | 503 |   42.04ms | ..."). One list,
   expanded twice: the codes and classes (resil__statuses), and the
   phrases packed end to end, each ended by a NUL, in the same order
   (resil__status_phrases: no fixed-width slots). */
#define RESIL__STATUS_LIST(S) \
    S(400, INVALID_REQUEST, "bad request") \
    S(401, AUTH, "unauthorized") \
    S(402, QUOTA, "payment required") \
    S(403, AUTH, "forbidden") \
    S(404, NOT_FOUND, "not found") \
    S(405, INVALID_REQUEST, "method not") \
    S(407, NETWORK_PERMANENT, "proxy") \
    S(408, TIMEOUT, "request time out") \
    S(409, INVALID_REQUEST, "conflict") \
    S(410, NOT_FOUND, "gone") \
    S(413, INVALID_REQUEST, "payload too") \
    S(413, INVALID_REQUEST, "entity too") \
    S(413, INVALID_REQUEST, "content too") \
    S(415, INVALID_REQUEST, "unsupported") \
    S(422, INVALID_REQUEST, "unprocessable") \
    S(429, RATE_LIMIT, "too many") \
    S(451, AUTH, "unavailable for") \
    S(499, CANCELLED, "client closed") \
    S(500, SERVER, "internal server") \
    S(501, SERVER, "not implemented") \
    S(502, UNAVAILABLE, "bad gateway") \
    S(503, UNAVAILABLE, "service") \
    S(504, TIMEOUT, "gateway time out") \
    S(520, UNAVAILABLE, "web server is") \
    S(521, UNAVAILABLE, "web server is") \
    S(522, TIMEOUT, "connection timed") \
    S(523, UNAVAILABLE, "origin is") \
    S(524, TIMEOUT, "a timeout") \
    S(525, NETWORK_PERMANENT, "ssl handshake") \
    S(526, NETWORK_PERMANENT, "invalid ssl") \
    S(529, UNAVAILABLE, "overloaded") \
    S(599, UNKNOWN, "network connect") \
    S(1015, RATE_LIMIT, "you are being") \
    S(0, UNKNOWN, "server error") \
    S(0, UNKNOWN, "client error") \
    S(0, UNKNOWN, "<unknown status") \
    S(0, UNKNOWN, "unknown status") \
    S(0, UNKNOWN, "status") \
    S(0, UNKNOWN, "error") \
    S(0, UNKNOWN, "response") \
    S(0, UNKNOWN, "|")

/* a row of resil__statuses: the code in the low 11 bits, the class above */
#define RESIL__ST_CODE(row) ((unsigned)(row) & 2047u)
#define RESIL__ST_CLASS(row) ((int)((unsigned)(row) >> 11))
#define RESIL__S_(c, k, p) (uint16_t)((c) | RESIL_CLASS_##k << 11),
static const uint16_t resil__statuses[] = {RESIL__STATUS_LIST(RESIL__S_)};
#undef RESIL__S_
#ifndef RESIL_NO_CLASSIFIER_TEXT
#define RESIL__S_(c, k, p) p "\0"
static const char resil__status_phrases[] = RESIL__STATUS_LIST(RESIL__S_);
#undef RESIL__S_
#endif

/* errno values -> their class, and the keyword of the pattern table that
   gives that class (test_classify.c checks the two agree; the keyword is
   compiled only by the tools, RESIL__PAT_SOURCE). */
typedef struct resil__key_row {
    int32_t code;
    uint8_t cls;
#ifdef RESIL__PAT_SOURCE
    char key[RESIL__PAT_W];
#define RESIL__E_(c, k, key) {c, (uint8_t)RESIL_CLASS_##k, key},
#else
#define RESIL__E_(c, k, key) {c, (uint8_t)RESIL_CLASS_##k},
#endif
} resil__key_row;
#define RESIL__ERRNO_CLS(r) ((int)resil__errno_keys[r].cls)

/* errno values where the platform has them (hosted builds only). */
#if !defined(RESIL_NO_ERRNO) && defined(__STDC_HOSTED__) && __STDC_HOSTED__
#include <errno.h>
#endif
static const resil__key_row resil__errno_keys[] = {
#ifdef ECONNREFUSED
    RESIL__E_(ECONNREFUSED, NETWORK, "econnrefused")
#endif
#ifdef ECONNRESET
    RESIL__E_(ECONNRESET, NETWORK, "econnreset")
#endif
#ifdef ECONNABORTED
    RESIL__E_(ECONNABORTED, NETWORK, "econnaborted")
#endif
#ifdef EPIPE
    RESIL__E_(EPIPE, NETWORK, "epipe")
#endif
#ifdef ENETUNREACH
    RESIL__E_(ENETUNREACH, NETWORK, "enetunreach")
#endif
#ifdef EHOSTUNREACH
    RESIL__E_(EHOSTUNREACH, NETWORK, "ehostunreach")
#endif
#ifdef ENETDOWN
    RESIL__E_(ENETDOWN, NETWORK, "enetdown")
#endif
#ifdef EHOSTDOWN
    RESIL__E_(EHOSTDOWN, NETWORK, "ehostdown")
#endif
#ifdef ENETRESET
    RESIL__E_(ENETRESET, NETWORK, "enetreset")
#endif
#ifdef ENOTCONN
    RESIL__E_(ENOTCONN, NETWORK, "enotconn")
#endif
#ifdef EADDRNOTAVAIL
    RESIL__E_(EADDRNOTAVAIL, NETWORK, "eaddrnotavail")
#endif
#ifdef EPROTO
    RESIL__E_(EPROTO, NETWORK, "eproto")
#endif
#ifdef ETIMEDOUT
    RESIL__E_(ETIMEDOUT, TIMEOUT, "etimedout")
#endif
#ifdef ECANCELED
    RESIL__E_(ECANCELED, CANCELLED, "ecanceled")
#endif
#ifdef ENOMEM
    RESIL__E_(ENOMEM, CRASH, "enomem")
#endif
#ifdef EACCES
    RESIL__E_(EACCES, AUTH, "eacces")
#endif
#ifdef EPERM
    RESIL__E_(EPERM, AUTH, "eperm")
#endif
#ifdef ENOENT
    RESIL__E_(ENOENT, NOT_FOUND, "enoent")
#endif
    RESIL__E_(0, UNKNOWN, "") /* never empty */
};
#undef RESIL__E_

/* -- bytes -- */
#if !defined(RESIL_NO_CLASSIFIER_TEXT) || !defined(RESIL_NO_OVERLOAD)
static int resil__fold(int c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }
static int resil__upper(int c) { return c >= 'A' && c <= 'Z'; }
static int resil__lower(int c) { return c >= 'a' && c <= 'z'; }
#endif
static int resil__digit(int c) { return c >= '0' && c <= '9'; }
#ifndef RESIL_NO_CLASSIFIER_TEXT /* the scan's helpers, to the end of bytes */
static int resil__alnum(int c)
{
    return resil__upper(c) || resil__lower(c) || resil__digit(c);
}
static int resil__flex(int c) { return c == ' ' || c == '_' || c == '-' || c == '\t'; }

/* A word may start at i: text edge, non-alphanumeric before, camelCase,
   or the last capital of an acronym before a capitalised word
   ("APITimeoutError" has the word "Timeout"; see resil__end_ok). */
static int resil__start_ok(const uint8_t *t, size_t i, size_t len)
{
    return i == 0 || !resil__alnum(t[i - 1]) ||
           (resil__lower(t[i - 1]) && resil__upper(t[i])) ||
           (resil__upper(t[i - 1]) && resil__upper(t[i]) && i + 1 < len &&
            resil__lower(t[i + 1]));
}
/* A word may end at j (one past its last byte). "SSLError" ends at "L". */
static int resil__end_ok(const uint8_t *t, size_t j, size_t len)
{
    if (j >= len || !resil__alnum(t[j])) return 1;
    if (resil__lower(t[j - 1]) && resil__upper(t[j])) return 1;
    return resil__upper(t[j - 1]) && resil__upper(t[j]) && j + 1 < len &&
           resil__lower(t[j + 1]);
}

/* Word at a time (portable C: a memcpy load, byte-wise arithmetic on an
   unsigned word, no intrinsics, any byte order): a size_t, 8 bytes on
   64-bit targets, 4 on 32-bit ones. Used only to skip what cannot matter: the
   interior of a word and the rest of a stack-frame line. */
#ifdef RESIL__WORD32 /* test builds: 4-byte words on any host */
typedef uint32_t resil__word;
#else
typedef size_t resil__word; /* the machine's word: 8 bytes or 4 */
#endif
#define RESIL__ONES ((resil__word)-1 / 255u) /* 0x01 in every byte */
#define RESIL__HIGHS (RESIL__ONES * 0x80u)
static resil__word resil__load(const uint8_t *p)
{
    resil__word w;
    RESIL_MEMCPY(&w, p, sizeof w);
    return w;
}
/* The high bit of every byte of w that is not 'a'..'z'. On the low seven
   bits of each byte, adding 0x1F sets the high bit exactly when the byte
   is >= 'a', adding 0x05 when it is > 'z'; no addition carries into the
   next byte. */
static resil__word resil__not_lower(resil__word w)
{
    resil__word low7 = w & ~RESIL__HIGHS;
    resil__word ge_a = low7 + RESIL__ONES * (0x80u - 'a');
    resil__word gt_z = low7 + RESIL__ONES * (0x7Fu - 'z');
    return (w | ~ge_a | gt_z) & RESIL__HIGHS;
}
/* The number of lower-case letters t[i..) starts with, up to the end. */
static size_t resil__skip_lower(const uint8_t *t, size_t i, size_t len)
{
    const resil__word one = 1;
    /* byte k (from the low end) holds W - 1 - k: 0x00010203 (04050607) */
    const resil__word rank = sizeof(resil__word) == 8
                                 ? (resil__word)((resil__word)0x00010203u << 16 << 16 | 0x04050607u)
                                 : (resil__word)0x00010203u;
    uint8_t little;
    RESIL_MEMCPY(&little, &one, 1); /* the byte order, known at compile time */
#ifdef RESIL__ASSUME_BIG_ENDIAN /* test builds: the path of big-endian targets */
    little = 0;
#endif
    while (len - i >= sizeof(resil__word)) {
        resil__word m = resil__not_lower(resil__load(t + i));
        if (!m) { i += sizeof(resil__word); continue; }
        if (!little) break;
        /* The lowest flagged byte k: its high bit alone, moved to bit 0
           of its byte, is 256^k; times rank puts k in the top byte. */
        m = (m & (~m + 1u)) >> 7;
        return i + (size_t)((m * rank) >> (8u * (sizeof(resil__word) - 1u)));
    }
    while (i < len && resil__lower(t[i])) i++;
    return i;
}
/* Some byte of w is '\n' (the classic test for a zero byte, on w ^ "\n..."). */
static int resil__has_newline(resil__word w)
{
    resil__word v = w ^ (RESIL__ONES * (resil__word)'\n');
    return ((v - RESIL__ONES) & ~v & RESIL__HIGHS) != 0;
}

/* Length of text matched by pattern p at t[i..len), or 0. */
static size_t resil__match(const char *p, const uint8_t *t, size_t i, size_t len)
{
    size_t j = i;
    for (; *p; p++) {
        if (*p == ' ') {
            while (j < len && resil__flex(t[j])) j++;
            continue;
        }
        if (j >= len || resil__fold(t[j]) != (unsigned char)*p) return 0;
        j++;
    }
    return j - i;
}
#endif /* RESIL_NO_CLASSIFIER_TEXT */

/* -- delays -- */
static uint32_t resil__sat_mul_add(uint32_t acc, uint32_t v, uint32_t unit)
{
    uint32_t cap = RESIL_MAX_INTERVAL_MS;
    if (unit && v > cap / unit) return cap;
    v *= unit;
    return (acc > cap - (v < cap ? v : cap)) ? cap : acc + v;
}

#if !defined(RESIL_NO_CLASSIFIER_TEXT) || !defined(RESIL_NO_OVERLOAD)
/* (the text scan's and the rate headers') */

/* One unit word -> ms; 0 if it is not a unit. */
static uint32_t resil__unit(const uint8_t *t, size_t i, size_t n)
{
    /* the words of a unit apart by ' ', the units by '|' */
    static const char units[] = "ms msec millisecond milliseconds|"
                                "s sec secs second seconds|"
                                "m min mins minute minutes|h hr hour hours|";
    static const uint32_t ms[] = {1, 1000, 60000, 3600000};
    const char *w = units;
    unsigned u = 0;
    size_t k;
    while (*w) { /* t[i..i+n) is letters: none is ' ' or '|' */
        for (k = 0; k < n && resil__fold(t[i + k]) == (uint8_t)w[k]; k++) {}
        if (k == n && (w[k] == ' ' || w[k] == '|')) return ms[u & 3u];
        while (*w != ' ' && *w != '|') w++;
        if (*w++ == '|') u++;
    }
    return 0;
}


/* A duration at t[i..len): "30", "1.5 seconds", "6m0s", "20ms", "3m20s".
   Numbers without a unit take def_unit (ms). Returns RESIL_OK and the ms
   (capped at RESIL_MAX_INTERVAL_MS), or RESIL_E_PARSE. */
static int resil__duration(const uint8_t *t, size_t i, size_t len,
                           uint32_t def_unit, uint32_t *out)
{
    uint32_t total = 0;
    int parts = 0;
    while (i < len && resil__digit(t[i])) {
        uint32_t whole = 0, frac = 0, fdiv = 1, unit;
        size_t w, n;
        for (; i < len && resil__digit(t[i]); i++)
            whole = whole > 429496728u ? 0xFFFFFFFFu : whole * 10u + (uint32_t)(t[i] - '0');
        if (i + 1 < len && t[i] == '.' && resil__digit(t[i + 1])) {
            for (i++; i < len && resil__digit(t[i]); i++)
                if (fdiv < 1000u) { frac = frac * 10u + (uint32_t)(t[i] - '0'); fdiv *= 10u; }
        }
        w = i;
        if (w < len && t[w] == ' ' && parts == 0) w++; /* "1.5 seconds" */
        for (n = 0; w + n < len && (resil__upper(t[w + n]) || resil__lower(t[w + n])); n++) {}
        unit = n ? resil__unit(t, w, n) : 0;
        if (unit) i = w + n;
        else if (parts) return RESIL_E_PARSE; /* "3m20" */
        else unit = def_unit;
        total = resil__sat_mul_add(total, whole, unit);
        total = resil__sat_mul_add(total, frac * unit / fdiv, 1u); /* < 2^32 */
        parts++;
        if (unit == def_unit && !n) break; /* a bare number ends it */
    }
    if (!parts) return RESIL_E_PARSE;
    *out = total;
    return RESIL_OK;
}
#endif

/* -- the scan -- */
#ifndef RESIL_NO_CLASSIFIER_TEXT /* (the hint path below stays) */

typedef struct resil__scan {
    size_t ctx_end;       /* end of the last context keyword */
    size_t remote_end;    /* end of the last REMOTE context keyword */
    size_t cause_end;     /* end of "due to" / "because" in this clause, or of
                             a cancellation's name (its message's first
                             clause follows the ':' there), 0 none */
    uint32_t delay_ms;
    uint16_t status;      /* first status written as a status */
    uint16_t last_status; /* the status (>= 400) whose evidence counts */
    uint8_t ctx_kind;     /* RESIL__K_* of that keyword, 0 none */
    uint8_t cls, prio;    /* strongest evidence so far */
    uint8_t word_cls;     /* strongest word evidence below a status (0 none) */
    uint8_t word_prio;    /* its priority */
    uint8_t delay_rank;   /* 0: none; lower is more trusted */
    uint8_t seen_text;    /* a non-space byte was seen */
    uint8_t proc;         /* a process we depend on was named */
    uint8_t local;        /* an errno was named ("errno", "os error") */
    uint8_t body;         /* a provider's error body: the key "error" */
    uint8_t cred;         /* a credential was named ("api key", "credential") */
    uint8_t remote;       /* 3: a remote party answered (a JSON body,
                             "response", "server", "remote", "upstream",
                             the key "error"); 1: only the model's input is
                             meant ("model") */
#ifdef RESIL__PROVENANCE
    const unsigned char *off; /* off[r] != 0: row r is switched off */
#endif
} resil__scan;

static void resil__evidence(resil__scan *s, unsigned cls, unsigned prio)
{
    if (prio >= s->prio) { s->cls = (uint8_t)cls; s->prio = (uint8_t)prio; }
    if (prio < RESIL__P_STATUS && prio >= RESIL__P_WORD && prio >= s->word_prio) {
        s->word_cls = (uint8_t)cls;
        s->word_prio = (uint8_t)prio;
    }
}

#endif

static int resil__status_class(unsigned code)
{
    size_t r;
    for (r = 0; r < sizeof resil__statuses / sizeof resil__statuses[0]; r++)
        if (RESIL__ST_CODE(resil__statuses[r]) == code) return RESIL__ST_CLASS(resil__statuses[r]);
    if (code >= 600) return RESIL_CLASS_UNKNOWN;
    if (code >= 400 && code < 500) return RESIL_CLASS_INVALID_REQUEST;
    if (code >= 500 && code < 600) return RESIL_CLASS_SERVER;
    return RESIL_CLASS_UNKNOWN;
}

/* The class of key in a table of {key, class} byte pairs (CURLcodes,
   errno numbers, Apple's URL errors, SMTP's enhanced codes); 0
   (unknown) if it is not in it. */
static unsigned resil__pair_class(const uint8_t (*tab)[2], size_t n, uint32_t key)
{
    size_t r;
    for (r = 0; r < n; r++)
        if (tab[r][0] == key) return tab[r][1];
    return 0;
}
#define RESIL__PAIR_CLASS(tab, key) resil__pair_class(tab, sizeof tab / sizeof tab[0], key)

/* The class a CURLcode gets (the generated table; the hint path and the
   text's "curl: (N)" both use it); 0 (unknown) if it is not in it. */
static unsigned resil__curl_class(uint32_t v)
{
    return RESIL__PAIR_CLASS(resil__curl_cls, v);
}

#ifndef RESIL_NO_CLASSIFIER_TEXT
/* Only separators lie between a context keyword and the number at i. */
static int resil__ctx_adjacent(const resil__scan *s, const uint8_t *t, size_t i)
{
    size_t k;
    if (!s->ctx_kind || s->ctx_end > i || i - s->ctx_end > 3) return 0;
    for (k = s->ctx_end; k < i; k++)
        if (t[k] != ' ' && t[k] != ':' && t[k] != '=' && t[k] != '"' &&
            t[k] != '\'' && t[k] != '(' && t[k] != '#')
            return 0;
    return 1;
}

/* A status context and the number at i are apart by a few words that
   only join them: "status code of 503", "status code was unacceptable:
   429", "StatusCode(code: 429)". Allowed between them, besides the
   separators: "of", "is", "was", "code", and one word of letters ending
   in ':' just before the number. */
static int resil__status_gap(const resil__scan *s, const uint8_t *t, size_t i)
{
    static const char join[][5] = {"of", "is", "was", "code"};
    size_t k = s->ctx_end;
    if (s->ctx_kind != RESIL__K_STATUS || k > i || i - k > 32) return 0;
    while (k < i) {
        size_t w = k;
        int r;
        if (t[k] == ' ' || t[k] == '(' || t[k] == '=' || t[k] == '"' || t[k] == '\'' || t[k] == '`') {
            k++;
            continue;
        }
        while (w < i && (resil__lower(t[w]) || resil__upper(t[w]))) w++;
        if (w == k) return 0;
        if (w < i && t[w] == ':') { /* "unacceptable:", "code:" */
            for (k = w + 1; k < i && t[k] == ' '; k++) {}
            return k == i;
        }
        for (r = 0; r < 4 && resil__match(join[r], t, k, w) != w - k; r++) {}
        if (r == 4) return 0;
        k = w;
    }
    return 1;
}

/* A standard status (400 to 511) after a word, that ends the text or
   leads what comes after it (": ", " {"): "ChatGPTAPI error 429",
   "expected status code 101 but was 401", "returned 404: {...}",
   "POST http://host/x -> 400 {...}". Not an id's or a port's number
   ("deferring task id 412", "port 443: invalid format": rule 4), nor a
   vendor's code (Cloudflare's 52x, Anthropic's 529), which needs its
   context: glibc's strerror says "Unknown error 523". */
static int resil__status_tail(const uint8_t *t, size_t i, size_t j, size_t len, uint32_t v)
{
    size_t k = j, b = i;
    while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '=' || t[b - 1] == ':')) b--;
    if (v < 400 || v > 511 || i < 2 || t[i - 1] != ' ' ||
        (b >= 2 && resil__match("id", t, b - 2, len) == 2) ||
        (b >= 4 && resil__match("port", t, b - 4, len) == 4))
        return 0; /* "id 404", "port = 443" */
    while (k < len && (t[k] == ' ' || t[k] == '\n' || t[k] == '\r')) k++;
    return k == len || (j + 1 < len && ((t[j] == ':' && t[j + 1] == ' ') ||
                                        (t[j] == ' ' && t[j + 1] == '{')));
}

/* The class of an errno number in text (the generated table); 0 (unknown)
   if it is not in it. */
static unsigned resil__errnum_class(uint32_t v)
{
    return RESIL__PAIR_CLASS(resil__errnum_cls, v);
}

#define RESIL__WIN_CLS(r) ((unsigned)resil__win_cls[(r) >> 1] >> ((r) & 1u) * 4u & 15u)
/* The class a Windows error number gets (the generated table); 0
   (unknown) if it is not in it. */
static unsigned resil__win_class(uint32_t v)
{
    size_t r;
    for (r = 0; r < sizeof resil__win_code / sizeof resil__win_code[0]; r++)
        if (resil__win_code[r] == v) return RESIL__WIN_CLS(r);
    return 0;
}

/* The number at t[i..j) is a parser's position: "line 3, column 17",
   "line: 3, column: 17", "line 1 column 42" (a JSON, TOML or YAML parser
   that read text it cannot take). */
static int resil__line_col(const uint8_t *t, size_t i, size_t j, size_t len)
{
    size_t k = i;
    while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == ':')) k--;
    if (k == i || k < 4 || resil__match("line", t, k - 4, len) != 4 ||
        (k > 4 && resil__alnum(t[k - 5])))
        return 0;
    k = j;
    if (k < len && t[k] == ',') k++;
    while (k < len && t[k] == ' ') k++;
    return k > j && resil__match("column", t, k, len) == 6;
}

/* The number at t[i..j) is a Windows exception code as an exit status
   (an NTSTATUS of severity error: 0xC0000005, 0xC0000409, or in decimal
   3221225472 and above): the process died of an exception, like a
   signal on POSIX. */
/* The value of the one to n hex digits after the 'x' at t[j], alone as a
   word ("-0x50" as Mbed TLS's examples print it, "-0x0050" as ESP-IDF
   does); 0 when there are none, or more than n. */
static uint32_t resil__hexn(const uint8_t *t, size_t j, size_t len, size_t n)
{
    uint32_t v = 0;
    size_t k = j + 1;
    if (j >= len || (t[j] | 0x20) != 'x') return 0;
    for (; k < len && k <= j + n; k++) {
        unsigned c = (unsigned)t[k] | 0x20u;
        if (resil__digit(t[k])) v = v * 16u + (unsigned)(t[k] - '0');
        else if (c >= 'a' && c <= 'f') v = v * 16u + (c - 'a' + 10u);
        else break;
    }
    return k == j + 1 || (k < len && resil__alnum(t[k])) ? 0 : v;
}

/* 8 hex digits after "0x" at t[j] (the "0" just before it). */
static uint32_t resil__hex32(const uint8_t *t, size_t j, size_t len)
{
    return resil__hexn(t, j, len, 8);
}

static int resil__ntstatus(const uint8_t *t, size_t i, size_t j, size_t len)
{
    static const char least[] = "3221225472"; /* 0xC0000000 */
    size_t k;
    if (j - i == 1 && t[i] == '0')
        return resil__hex32(t, j, len) >= 0xC0000000u;
    if (j - i != 10) return 0;
    for (k = 0; k < 10; k++)
        if (t[i + k] != (uint8_t)least[k]) return t[i + k] > (uint8_t)least[k];
    return 1;
}

/* Apple's URL loading errors (NSURLErrorDomain, Foundation's
   NSURLError.h), written negative after a status context: "Error
   Domain=NSURLErrorDomain Code=-1001", "(NSURLErrorDomain error -1009.)",
   CFNetwork's "HTTP load failed ... (error code: -1004 [1:61])". The code
   is -(999 + the first byte); a status in the text still wins (SPEC2). */
static const uint8_t resil__nsurl_cls[][2] = {
    {0, RESIL_CLASS_CANCELLED},             /* -999 Cancelled */
    {1, RESIL_CLASS_LOGIC},                 /* -1000 BadURL */
    {2, RESIL_CLASS_TIMEOUT},               /* -1001 TimedOut */
    {3, RESIL_CLASS_LOGIC},                 /* -1002 UnsupportedURL */
    {4, RESIL_CLASS_NETWORK},               /* -1003 CannotFindHost */
    {5, RESIL_CLASS_NETWORK},               /* -1004 CannotConnectToHost */
    {6, RESIL_CLASS_NETWORK},               /* -1005 NetworkConnectionLost */
    {7, RESIL_CLASS_NETWORK},               /* -1006 DNSLookupFailed */
    {8, RESIL_CLASS_LOGIC},                 /* -1007 HTTPTooManyRedirects */
    {10, RESIL_CLASS_NETWORK},              /* -1009 NotConnectedToInternet */
    {12, RESIL_CLASS_SERVER},               /* -1011 BadServerResponse */
    {14, RESIL_CLASS_AUTH},                 /* -1013 UserAuthenticationRequired */
    {18, RESIL_CLASS_SERVER},               /* -1017 CannotParseResponse */
    {19, RESIL_CLASS_NETWORK},              /* -1018 InternationalRoamingOff */
    {21, RESIL_CLASS_NETWORK},              /* -1020 DataNotAllowed */
    {23, RESIL_CLASS_NETWORK_PERMANENT},    /* -1022 AppTransportSecurity... */
    {201, RESIL_CLASS_NETWORK_PERMANENT},   /* -1200 SecureConnectionFailed */
    {202, RESIL_CLASS_NETWORK_PERMANENT},   /* -1201 ...CertificateHasBadDate */
    {203, RESIL_CLASS_NETWORK_PERMANENT},   /* -1202 ...CertificateUntrusted */
    {204, RESIL_CLASS_NETWORK_PERMANENT},   /* -1203 ...HasUnknownRoot */
    {205, RESIL_CLASS_NETWORK_PERMANENT},   /* -1204 ...NotYetValid */
    {206, RESIL_CLASS_NETWORK_PERMANENT},   /* -1205 ClientCertificateRejected */
    {207, RESIL_CLASS_NETWORK_PERMANENT},   /* -1206 ClientCertificateRequired */
};

/* SMTP enhanced status codes (RFC 3463: class.subject.detail) right
   after a reply code of the same class ("550 5.1.1", "(550, b'5.1.1"):
   the reply code is not an HTTP status, the enhanced code says what
   happened to the mail. Key: 0x80 for a permanent class (5), 0 for a
   transient one (4; a success, 2, has no subject 3 or 5 code), the
   subject << 4, the detail's first digit (15: any detail). Subjects 4.4
   (routing) and 4.7 (a throttle, greylisting or a demand for TLS alike)
   are left to the words. */
static const uint8_t resil__smtp_cls[][2] = {
    {0x91, RESIL_CLASS_NOT_FOUND},       /* 5.1.1 no such mailbox, 5.1.10 null MX */
    {0x92, RESIL_CLASS_NOT_FOUND},       /* 5.1.2 no such system */
    {0x93, RESIL_CLASS_INVALID_REQUEST}, /* 5.1.3 bad address syntax */
    {0x96, RESIL_CLASS_NOT_FOUND},       /* 5.1.6 mailbox has moved */
    {0x97, RESIL_CLASS_INVALID_REQUEST}, /* 5.1.7 bad sender address syntax */
    {0xA1, RESIL_CLASS_NOT_FOUND},       /* 5.2.1 mailbox disabled */
    {0xA3, RESIL_CLASS_INVALID_REQUEST}, /* 5.2.3 message too long */
    {0xB4, RESIL_CLASS_INVALID_REQUEST}, /* 5.3.4 message too big */
    {0xDF, RESIL_CLASS_INVALID_REQUEST}, /* 5.5.x a command refused */
    {0xEF, RESIL_CLASS_INVALID_REQUEST}, /* 5.6.x the content */
    {0xFF, RESIL_CLASS_AUTH},            /* 5.7.x security or policy */
    {0x35, RESIL_CLASS_SERVER},          /* 4.3.5 system misconfigured */
    {0x3F, RESIL_CLASS_UNAVAILABLE},     /* 4.3.x system full or busy */
    {0x53, RESIL_CLASS_INVALID_REQUEST}, /* 4.5.3 too many recipients */
};

/* Mbed TLS error codes, written as negative hex ("mbedtls_ssl_handshake
   returned -0x2700", ESP-IDF's "read error :-0x7280"): mbedtls/net_sockets.h,
   ssl.h, x509.h; the same codes in 2.x and 3.x. */
static const uint16_t resil__mbedtls_cls[][2] = {
    {0x0042, RESIL_CLASS_NETWORK},           /* NET_SOCKET_FAILED */
    {0x0044, RESIL_CLASS_NETWORK},           /* NET_CONNECT_FAILED */
    {0x004C, RESIL_CLASS_NETWORK},           /* NET_RECV_FAILED */
    {0x004E, RESIL_CLASS_NETWORK},           /* NET_SEND_FAILED */
    {0x0050, RESIL_CLASS_NETWORK},           /* NET_CONN_RESET */
    {0x0052, RESIL_CLASS_NETWORK},           /* NET_UNKNOWN_HOST */
    {0x2700, RESIL_CLASS_NETWORK_PERMANENT}, /* X509_CERT_VERIFY_FAILED */
    {0x6800, RESIL_CLASS_TIMEOUT},           /* SSL_TIMEOUT */
    {0x7200, RESIL_CLASS_NETWORK_PERMANENT}, /* SSL_INVALID_RECORD */
    {0x7280, RESIL_CLASS_NETWORK},           /* SSL_CONN_EOF */
    {0x7780, RESIL_CLASS_NETWORK_PERMANENT}, /* SSL_FATAL_ALERT_MESSAGE */
    {0x7F00, RESIL_CLASS_CRASH},             /* SSL_ALLOC_FAILED */
};

/* The number at t[i..j) counts tokens ("40961 tokens", "(4096 tokens)")
   and a word of comparison lies near it ("exceeds", "larger than",
   "greater than", "longer than", "more than", "too long", "<=", "> ") in
   the same clause (no ':' between: "Write rate limit exceeded: Operation
   requires 128 tokens" is a token bucket, not a prompt): an input over
   the model's limit, however an engine words it. */
static int resil__tokens_over(const uint8_t *t, size_t i, size_t j, size_t len)
{
    static const char cmp[][8] = {"exceed", "larger", "greater", "longer",
                                  "more th", "too lon", "<=", "> "};
    size_t k = j, a = i > 64 ? i - 64 : 0, b = len - j > 64 ? j + 64 : len;
    unsigned w;
    while (k < len && (t[k] == ')' || t[k] == ' ')) k++;
    if (!resil__match("token", t, k, len)) return 0;
    for (k = i; k > a && t[k - 1] != ':'; k--) {} /* the clause: no ':' crossed */
    for (a = k, k = j; k < b && t[k] != ':'; k++) {}
    for (b = k, k = a; k < b; k++)
        for (w = 0; w < sizeof cmp / sizeof cmp[0]; w++)
            if (resil__match(cmp[w], t, k, len)) return 1;
    return 0;
}

/* The number at t[i..j) (value v, no sign): a status, an exit code? */
static void resil__number(resil__scan *s, const uint8_t *t, size_t i,
                          size_t j, size_t len, uint32_t v, int negative)
{
    int adj = resil__ctx_adjacent(s, t, negative ? i - 1 : i) ||
              (!negative && resil__status_gap(s, t, i));
    int is_status = 0;
    if (!negative && j - i == 1 && t[i] == '0') {
        /* An HRESULT of facility Win32 (HRESULT_FROM_WIN32: 0x8007xxxx,
           as .NET, COM and WinRT print a Windows error, also in a
           localised message): the Windows error in its low 16 bits. */
        uint32_t h = resil__hex32(t, j, len);
        if ((h >> 16) == 0x8007u) {
            unsigned c = resil__win_class(h & 0xFFFFu);
            if (c) resil__evidence(s, c, RESIL__P_SPEC2);
            return;
        }
    }
    if (!negative && j - i == 1 && j + 3 < len && t[j] == '.' &&
        resil__digit(t[j + 1]) && t[j + 2] == '.' && resil__digit(t[j + 3])) {
        /* an SMTP enhanced status code after its reply code (above) */
        size_t k = i;
        unsigned key, c;
        while (k > 0 && i - k < 4 && !resil__digit(t[k - 1])) k--;
        if (k < 3 || t[k - 3] != t[i] || !resil__digit(t[k - 2]) || !resil__digit(t[k - 1]))
            return;
        key = (v == 5 ? 0x80u : 0u) | (unsigned)(t[j + 1] - '0') << 4 | (unsigned)(t[j + 3] - '0');
        c = RESIL__PAIR_CLASS(resil__smtp_cls, key); /* the detail, or any */
        if (!c) c = RESIL__PAIR_CLASS(resil__smtp_cls, key | 15u);
        if (c) resil__evidence(s, c, RESIL__P_CODE);
        return;
    }
    if (negative && j - i == 1 && t[i] == '0') { /* -0x2700: Mbed TLS */
        uint32_t h = resil__hexn(t, j, len, 4);
        size_t r;
        for (r = 0; h && r < sizeof resil__mbedtls_cls / sizeof resil__mbedtls_cls[0]; r++)
            if (resil__mbedtls_cls[r][0] == h)
                resil__evidence(s, resil__mbedtls_cls[r][1], RESIL__P_SPEC2);
        return;
    }
    if (!negative && resil__tokens_over(t, i, j, len)) {
        resil__evidence(s, RESIL_CLASS_CONTEXT_LENGTH, RESIL__P_CODE);
        return;
    }
    if (!negative && resil__line_col(t, i, j, len)) {
        resil__evidence(s, RESIL_CLASS_LOGIC, RESIL__P_SPEC);
        return;
    }
    if (adj && s->ctx_kind == RESIL__K_EXIT) {
        if (v == 130 && !negative) /* 128 + SIGINT: stopped by the user */
            resil__evidence(s, RESIL_CLASS_CANCELLED, RESIL__P_CAN);
        else if (negative || (v > 128 && v < 160) || /* killed by signal v - 128 */
                 resil__ntstatus(t, i, j, len))
            resil__evidence(s, RESIL_CLASS_CRASH, RESIL__P_CRASH);
        else if (v && s->proc) /* a worker, runner or server process ended */
            resil__evidence(s, RESIL_CLASS_CRASH, RESIL__P_WEAK);
        else if (v) /* a command that failed on its own */
            resil__evidence(s, RESIL_CLASS_LOGIC, RESIL__P_WEAK);
        return;
    }
    if (adj && s->ctx_kind == RESIL__K_SIGNAL && !negative && v > 0 && v < 65) {
        if (v == 2) resil__evidence(s, RESIL_CLASS_CANCELLED, RESIL__P_CAN); /* SIGINT */
        else resil__evidence(s, RESIL_CLASS_CRASH, RESIL__P_CRASH);
        return;
    }
    if (adj && (s->ctx_kind == RESIL__K_WINERR ||
                (s->ctx_kind == RESIL__K_ERRNO && v >= 10000)) && !negative) {
        unsigned c = resil__win_class(v);
        if (c) resil__evidence(s, c, RESIL__P_SPEC2);
        return;
    }
    if (adj && s->ctx_kind == RESIL__K_ERRNO && !negative) { /* "[Errno 111]" */
        unsigned c = resil__errnum_class(v);
        if (c) {
            resil__evidence(s, c, RESIL__P_SPEC);
            return;
        }
    }
    if (adj && s->ctx_kind == RESIL__K_CURL && !negative) {
        unsigned c = resil__curl_class(v);
        if (c && j < len && (t[j] == ')' || t[j] == ':' || t[j] == ' ')) /* git's "curl 56 GnuTLS recv error"; not "curl 8.5.0" */
            resil__evidence(s, c, RESIL__P_SPEC);
        return;
    }
    if (adj && s->ctx_kind == RESIL__K_STATUS && negative && (j >= len || !resil__alnum(t[j]))) {
        unsigned c = v < 200 ? resil__errnum_class(v) : 0; /* "error: -104" */
        if (c) resil__evidence(s, c, RESIL__P_SPEC);
        c = v >= 999 ? RESIL__PAIR_CLASS(resil__nsurl_cls, v - 999u) : 0;
        if (c) resil__evidence(s, c, RESIL__P_SPEC2);
        return;
    }
    if (adj && s->ctx_kind == RESIL__K_STATUS && j - i == 4 && !negative) {
        int c = resil__status_class(v); /* Cloudflare 1xxx error codes */
        if (c != RESIL_CLASS_UNKNOWN) resil__evidence(s, (unsigned)c, RESIL__P_STATUS);
        return;
    }
    if (negative || j - i != 3 || v < 200 || v > 599) return;
    if (j < len && (resil__alnum(t[j]) ||
                    ((t[j] == '.' || t[j] == ':' || t[j] == ',') &&
                     j + 1 < len && resil__digit(t[j + 1]))))
        return; /* 503ms, 502.5, 503:30 */
    if (adj && s->ctx_kind == RESIL__K_STATUS) {
        is_status = 1;
    } else if (i > 0 && (resil__alnum(t[i - 1]) || t[i - 1] == '.' ||
                         t[i - 1] == ':' || t[i - 1] == '/' ||
                         t[i - 1] == '-' || t[i - 1] == '_' ||
                         t[i - 1] == '#' || t[i - 1] == '$' || t[i - 1] == ',')) {
        return; /* host:503, v1.429, /404, id-500, a log's time
                   "09:12:44,503 ERROR" */
    } else if (i > 0 && j < len && ((t[i - 1] == '(' && (t[j] == ')' ||
                                                          (t[j] == ',' && i > 1 && resil__alnum(t[i - 2])))) ||
                                    (t[i - 1] == '[' && t[j] == ']') ||
                                    (t[i - 1] == '>' && i > 1 && resil__alnum(t[i - 2]) &&
                                     t[j] == ' ') ||
                                    (t[i - 1] == '<' && t[j] == ' '))) {
        is_status = 1; /* "(503)", "<Response [429]>", "<title>431 Request ...",
                          "<404 https://x/a>" (a response's repr, Scrapy), an
                          exception's repr with the status first: "ApiError(503,
                          'unavailable_shards_exception', ...)" (elasticsearch-py,
                          opensearch-py), "StatusError(429, \"POST\", ...)" (HTTP.jl) */
    } else {
        size_t q = j, r, n = 0;
        while (q < len && n < 3 && (t[q] == ' ' || t[q] == '-' || t[q] == ':' ||
                                    t[q] == '(' || t[q] == '\'' || t[q] == '"')) {
            q++; n++;
        }
        size_t at = 0; /* row r's phrase in resil__status_phrases */
        for (r = 0; r < sizeof resil__statuses / sizeof resil__statuses[0] &&
                    at < sizeof resil__status_phrases; r++) {
            const unsigned code = RESIL__ST_CODE(resil__statuses[r]);
            size_t m = code == v || code == 0
                           ? resil__match(resil__status_phrases + at, t, q, len)
                           : 0;
            if (m && resil__end_ok(t, q + m, len)) { is_status = 1; break; }
            while (at + 1 < sizeof resil__status_phrases && resil__status_phrases[at])
                at++; /* past its NUL: the next phrase */
            at++;
        }
        /* "429 You exceeded ...": a status leading the message, or
           leading what follows a ": " ("InternalServerException: 504:
           Unknown", "GET https://x/user: 403 - Maximum ...", "(Attempt
           1/3): 400 Provider returned error"); not a field's value in
           an object's dump ("totalRetryDelay: 402 }": the byte after
           the space, or the space ending the text, is read); or
           before a comma: aiohttp's ClientResponseError, "Error
           fetching data: 500, message='Internal Server Error', url=..." */
        if (!is_status && j < len && (t[j] == ' ' || t[j] == ':' || t[j] == ','))
            is_status = !s->seen_text || (i >= 2 && t[i - 2] == ':' && t[i - 1] == ' ' &&
                                          t[j + (j + 1 < len)] != '}');
        if (!is_status) is_status = resil__status_tail(t, i, j, len, v);
    }
    if (!is_status) return;
    if (!s->status) s->status = (uint16_t)v;
    if (v >= 400 && resil__status_class(v) != RESIL_CLASS_UNKNOWN) {
        s->last_status = (uint16_t)v;
        resil__evidence(s, (unsigned)resil__status_class(v), RESIL__P_STATUS);
    }
}

/* A delay key ended at i: read its value. */
static void resil__delay(resil__scan *s, const uint8_t *t, size_t i,
                         size_t len, unsigned kind)
{
    uint32_t ms, unit = kind == RESIL__K_DELAY_MS ? 1u : 1000u;
    unsigned rank = kind == RESIL__K_RESET ? 3u : kind == RESIL__K_DELAY_MS ? 1u : 2u;
    size_t n = 0;
    if (kind == RESIL__K_RESET) /* -requests, -tokens, ... */
        while (i < len && n < 16 && (resil__lower(resil__fold(t[i])) || t[i] == '-')) {
            i++; n++;
        }
    for (n = 0; i < len && n < 4 && (t[i] == ' ' || t[i] == ':' || t[i] == '=' ||
                                     t[i] == '"' || t[i] == '\'' || t[i] == '\t');
         n++)
        i++;
    if (resil__duration(t, i, len, unit, &ms) != RESIL_OK) return;
    if (kind == RESIL__K_RESET && ms >= RESIL_MAX_INTERVAL_MS) return; /* an epoch */
    if (ms && (!s->delay_rank || rank < s->delay_rank)) {
        s->delay_ms = ms;
        s->delay_rank = (uint8_t)rank;
    }
}

/* An exception's name at t[i]: a camelCase word that ends in "Error" or
   "Exception" (ModelBehaviorError) says our own code failed, when no
   keyword says more: the weakest evidence; not when a REMOTE context
   word ends at i (ResponseError, UpstreamError: a remote party
   answered). Named for I/O or for a request (IOException,
   HttpIOException, ReadError, WriteError, HttpRequestException,
   RequestError): a transport failed (network, still weak; a keyword in
   the name, BadRequestError, says more). */
static void resil__exc_name(resil__scan *s, const uint8_t *t, size_t i, size_t len)
{
    size_t m;
    int io;
    if (i == 0) return;
    if (t[i] == 'W') { /* RuntimeWarning, UserWarning: a warning of a runtime */
        if (resil__lower(t[i - 1]) && (m = resil__match("warning", t, i, len)) != 0 &&
            resil__end_ok(t, i + m, len))
            resil__evidence(s, RESIL_CLASS_LOGIC, RESIL__P_NAME);
        return;
    }
    if (t[i] != 'E') return;
    io = (i >= 2 && t[i - 2] == 'I' && t[i - 1] == 'O') || /* IOException */
         (i >= 4 && resil__match("read", t, i - 4, len) == 4 && resil__upper(t[i - 4])) ||
         (i >= 5 && resil__match("write", t, i - 5, len) == 5 && resil__upper(t[i - 5])) ||
         (i >= 7 && resil__match("request", t, i - 7, len) == 7 && resil__upper(t[i - 7]));
    if (!io && !resil__lower(t[i - 1])) return;
    m = resil__match("error", t, i, len);
    if (!m) m = resil__match("exception", t, i, len);
    if (!m || !resil__end_ok(t, i + m, len)) return;
    if (io) resil__evidence(s, RESIL_CLASS_NETWORK, RESIL__P_WEAK);
    else if (s->remote_end != i) resil__evidence(s, RESIL_CLASS_LOGIC, RESIL__P_NAME);
}

/* A stack-frame line: indented "at ..." (JS, Java) or 'File "' (Python). */
static int resil__frame_line(const uint8_t *t, size_t i, size_t len)
{
    size_t k = i;
    while (k < len && (t[k] == ' ' || t[k] == '\t')) k++;
    if (k == i) return 0;
    return resil__match("at ", t, k, len) == 3 ||
           resil__match("file \"", t, k, len) == 6;
}

/* Could a row match at t[i]? The hash of the text's next four bytes that
   are not separators (a pattern's space matches a run of them, and a
   pattern's own '_' or '-' one of them, so both sides skip them) has its
   bit in the generated filter when a row starts with those four bytes;
   the hash of the first three with 255 for the fourth, when a row of
   three such bytes does (two bits per hash: a Bloom filter). A row of
   three with flag E ends where a word does, never before a lower-case
   letter or a digit, so that hash is asked only before other bytes (in
   neutral text it is seldom asked); one without E has the hashes of its
   three with each lower-case letter and digit as well. Bytes are
   hashed with bit 0x20 set: an upper-case letter as its lower case, a few
   other bytes together (more yes answers, never a wrong no). No bit, no
   row: a position is rejected in a few operations, most of them in
   neutral text. Near the end, or after a long run of separators, it
   answers yes (the table decides). */
static int resil__pre_bit(uint32_t h)
{
    uint32_t a = h & (RESIL__PRE_BYTES * 8u - 1u);
    uint32_t b = ((h * 2654435761u) >> 20) & (RESIL__PRE_BYTES * 8u - 1u);
    unsigned x = (unsigned)resil__pat_pre[a >> 3] >> (a & 7u);
    unsigned y = (unsigned)resil__pat_pre[b >> 3] >> (b & 7u);
    return (int)(x & y & 1u);
}
static int resil__pre_ok(const uint8_t *t, size_t i, size_t len)
{
    uint32_t h = 0;
    unsigned k = 0;
    size_t end = len - i > 16 ? i + 16 : len;
    if (len - i >= 4 && !resil__flex(t[i + 1]) && !resil__flex(t[i + 2]) &&
        !resil__flex(t[i + 3])) { /* the common case: no separator */
        h = (((uint32_t)t[i] | 0x20u) * 33u + ((uint32_t)t[i + 1] | 0x20u)) * 33u +
            ((uint32_t)t[i + 2] | 0x20u);
        return resil__pre_bit(h * 33u + ((uint32_t)t[i + 3] | 0x20u)) ||
               (!resil__lower(t[i + 3]) && !resil__digit(t[i + 3]) &&
                resil__pre_bit(h * 33u + 255u));
    }
    for (; k < 4; i++) {
        uint32_t c;
        if (i >= end) return 1;
        c = t[i];
        if (resil__flex((int)c)) continue;
        if (k == 3 && resil__pre_bit(h * 33u + 255u)) return 1;
        h = h * 33u + (c | 0x20u);
        k++;
    }
    return resil__pre_bit(h);
}

/* The bucket of rows that start with byte c (folded): its index in
   resil__pat_ix, or -1 if no row starts with c. */
static int resil__bucket(unsigned c)
{
    int b = -1;
    if (c >= 'a' && c <= 'z') {
        b = (int)(c - 'a') + RESIL__PAT_NX;
    } else {
        int k;
        for (k = 0; k < RESIL__PAT_NX; k++)
            if ((unsigned char)RESIL__PAT_XFIRST[k] == c) b = k;
    }
    return b >= 0 && resil__pat_ix[b] != resil__pat_ix[b + 1] ? b : -1;
}

/* One past the last byte of a packed row (the one with bit 7 set) from
   q[at] on. */
static size_t resil__row_end(const uint8_t *q, size_t at)
{
    while (!(q[at] & 0x80u)) at++;
    return at + 1u;
}

/* The longest row that matches at t[i] (among equals the later row): its
   kind byte, and its length in *best_len (0: none). word: a word may start
   at i. b: the bucket of t[i] (resil__bucket).
   A walk down the front-coded rows as down a trie. The rows of a bucket
   are sorted; pos[d] is where in the text byte d of the row in hand goes
   (a pattern's space matches a run of separators, so this is not i + d),
   ok how many of its bytes matched. The next row shares lcp bytes with
   it: if lcp > ok it fails where the last one failed, and so does its
   subtree (skipped whole); else it is matched from byte lcp at pos[lcp].
   A row that fails at its own first byte takes its subtree with it; if
   that byte is above the text's (and not a space, which sorts first), so
   are the bytes of the rows that follow at that depth (dead), until a row
   shares fewer bytes; at depth 1 none does (a bucket's rows share byte
   0), so the walk ends there. A shallow row's skip leads past its subtree, so
   only one with a subtree that fails further on is read to its end; a
   leaf (no subtree, no skip) is read to its end, and so is a deep row
   (no skip), and so are the rows of its subtree, each failing where it
   did. A token's
   code among a row's bytes is matched byte by byte from resil__pat_tok (tk
   walks the token, one past its byte in hand; 0 outside one); depths count
   bytes. Beside pos[d], kd[d] keeps the kind of the row that matched byte
   d - 1: a row with its parent's kind (RESIL__PAT_KSRC 1) reads kd[lcp],
   which its parent wrote (no row between them writes at that depth). */
static unsigned resil__longest(const resil__scan *s, const uint8_t *t, size_t i,
                               size_t len, int word, int b, size_t *best_len)
{
    const uint8_t *const q = resil__pat_trie;
    size_t at = resil__pat_ix[b], tk;
    const size_t end = resil__pat_ix[b + 1];
    size_t pos[RESIL__PAT_W];
    uint8_t kd[RESIL__PAT_W]; /* kd[d]: the kind of the row that matched byte d - 1 */
    unsigned ok = 1, dead = RESIL__PAT_W, best = 0;
    const unsigned kbits = RESIL__PAT_KBITS(b); /* (RESIL__PAT_KSRC) */
    (void)s;
    *best_len = 0;
    pos[1] = i + 1;
    while (at < end) {
        const size_t row = at;
        size_t sub, j; /* sub: the end of its subtree (its own end if none) */
        (void)row; /* (the accuracy build's row switches) */
        unsigned h = q[at++], l = RESIL__PAT_LCP(h), d, kind, src = h & kbits;
        sub = 0; /* (none: a deep row, which ends at its last byte) */
        if (RESIL__PAT_HAS_SKIP(h)) {
            sub = q[at++];
            if (sub & 0x80u) sub = (sub & 0x7Fu) << 8 | q[at++];
            sub += at;
        }
        if (l > ok || l >= dead) { /* it fails where the row before did */
            at = sub ? sub : resil__row_end(q, src ? at : at + 1u); /* (past a kind) */
            continue;
        }
        dead = RESIL__PAT_W;
        kind = !src ? q[at++] : src == 0x10u ? kd[l] : resil__pat_kinds[(src >> 4) - 2u];
        j = pos[l];
        tk = 0;
        for (d = l;; d++) {
            unsigned c = q[at] & 0x7Fu;
            if (tk || (tk = resil__pat_tok_ix[c]) != 0) /* a token's code: its bytes in turn */
                c = resil__pat_tok[tk - 1u] & 0x7Fu;
            if (c == ' ') {
                while (j < len && resil__flex(t[j])) j++;
            } else if (j < len && (unsigned)resil__fold(t[j]) == c) {
                j++;
            } else { /* fails at byte d */
                if (j >= len || c > (unsigned)resil__fold(t[j])) dead = d;
                if (dead <= 1) { /* so do all the rows after it */
                    at = end;
                } else if (sub && (d == l || !(h & 0x80u))) { /* its subtree, or it alone */
                    at = sub;
                } else { /* the next row: its own end (its subtree's first) */
                    at = resil__row_end(q, at);
                }
                break;
            }
            if (d + 1 >= RESIL__PAT_W) { dead = 0; break; } /* (never: rows are shorter) */
            pos[d + 1] = j;
            kd[d + 1] = (uint8_t)kind;
            if (tk && !(resil__pat_tok[tk - 1u] & 0x80u)) { /* more of the token */
                tk++;
                continue;
            }
            tk = 0;
            if (q[at++] & 0x80u) { /* its last byte: the row matches */
                size_t m = j - i;
                d++;
                if (m >= *best_len && (word || !(h & RESIL__F_W << 5)) &&
                    !RESIL__ROW_OFF(s, row) &&
                    (!(h & RESIL__F_E << 5) || resil__end_ok(t, j, len))) {
                    *best_len = m;
                    best = kind;
                }
                break;
            }
        }
        ok = d;
    }
    return best;
}

/* The match t[i..i+n) lies in an environment variable's name: upper-case
   letters, digits and '_' around it, with a '_' inside or next to it
   (OPENAI_API_KEY, HF_AUTH_TOKEN). */
static int resil__env_name(const uint8_t *t, size_t i, size_t n, size_t len)
{
    size_t k;
    int under = (i > 0 && t[i - 1] == '_') || (i + n < len && t[i + n] == '_');
    for (k = i; k < i + n; k++) {
        if (t[k] == '_') under = 1;
        else if (!resil__upper(t[k]) && !resil__digit(t[k])) return 0;
    }
    return under;
}

/* The quote at t[i] is JSON's: it opens an object's first key ({"), or
   it closes a key ("key":) that follows '{' or ',' (spaces, newlines
   and an escaping backslash between). Go's `parse "x": ...` and
   `Get "url": ...` quote a value, not a key. */
static int resil__json_at(const uint8_t *t, size_t i, size_t len)
{
    size_t k = i;
    if (i > 0 && t[i - 1] == '{') return 1;
    if (i + 1 >= len || t[i + 1] != ':') return 0;
    while (k > 0 && i - k < 64 && t[k - 1] != '"') k--;
    if (k < 2 || t[k - 1] != '"') return 0;
    k--; /* the key's opening quote */
    if (t[k - 1] == '\\') k--;
    while (k > 0 && (t[k - 1] == ' ' || t[k - 1] == '\t' || t[k - 1] == '\n' ||
                     t[k - 1] == '\r'))
        k--;
    return k > 0 && (t[k - 1] == '{' || t[k - 1] == ',');
}

/* Byte c at i ends the reach of a cause named before it ("due to"): a
   clause's end or an aside's '(', not the ':' right after a
   cancellation's name, where cause_end is ("AbortError: ..."). */
#define RESIL__CAUSE_ENDS(s, c, i)                                             \
    (((c) == ',' || (c) == '.' || (c) == ':' || (c) == ';' || (c) == '(') &&  \
     (i) != (s)->cause_end)

/* What a keyword match t[i..i+n) of class cls (RESIL__CTX: a context of
   kind prio) does to the scan state. The scanner and the reference scan
   of the tests (classify_equiv.c) both call it. */
static void resil__on_match(resil__scan *s, const uint8_t *t, size_t i, size_t n,
                            size_t len, unsigned cls, unsigned prio, size_t *prefix)
{
    const size_t j = i + n;
    if (cls == RESIL_CLASS_AUTH && prio < RESIL__P_STATUS && resil__env_name(t, i, n, len))
        prio = RESIL__P_STATUS; /* OPENAI_API_KEY: a credential the environment lacks */
    /* "... due to statement timeout"; "AbortError: The operation timed
       out": a cancellation whose own message names a timeout is one */
    if (cls == RESIL_CLASS_TIMEOUT && s->cause_end && i - s->cause_end < 40u)
        prio = RESIL__P_OVR;
    if (cls == RESIL_CLASS_CANCELLED && prio == RESIL__P_CAN) s->cause_end = j;
    if (cls == RESIL_CLASS_AUTH && prio == RESIL__P_WORD) s->cred = 1;
    if (cls != RESIL__CTX) {
        /* a middle part of a dotted module path
           (elevenlabs.core.api_error.ApiError) names code, not what
           happened (rule 4) */
        if (!(i > 0 && t[i - 1] == '.' && j + 1 < len && t[j] == '.' && resil__alnum(t[j + 1])))
            resil__evidence(s, cls, prio);
        if (cls == RESIL_CLASS_SERVER) s->remote = 3; /* "server error" */
    } else if (prio == RESIL__K_PREFIX) {
        *prefix = j; /* > 0 */
    } else if (prio == RESIL__K_REMOTE) {
        s->remote = 3;
        s->remote_end = j;
    } else if (prio == RESIL__K_INPUT) {
        s->remote |= 1; /* remote, not an answer */
        s->remote_end = j;
    } else if (prio == RESIL__K_PROC) {
        s->proc = 1;
    } else if (prio == RESIL__K_BODY) {
        s->remote = 3;
        s->body = 1;
    } else if (prio == RESIL__K_LOCAL) {
        s->local = 1;
    } else if (prio == RESIL__K_CAUSE) {
        s->cause_end = j;
    } else if (prio <= RESIL__K_EXIT || prio >= RESIL__K_SIGNAL) {
        s->ctx_kind = (uint8_t)prio;
        s->ctx_end = j;
        if (prio == RESIL__K_ERRNO) s->local = 1;
    } else {
        resil__delay(s, t, j, len, prio);
    }
}

static void resil__scan_text(resil__scan *s, const uint8_t *t, size_t len)
{
    size_t i = 0, prefix = 0; /* a word starts at prefix (after "WSA") */
    int frame = resil__frame_line(t, 0, len);
    while (i < len) {
        int c = t[i], word, inner, bucket;
        size_t best_len;
        if (c == ' ') { i++; continue; } /* the commonest byte: no row starts with it */
        if (c == '\n') {
            frame = resil__frame_line(t, i + 1, len);
            i++;
            continue;
        }
        if (frame) { /* skip the rest of the line */
            while (len - i >= sizeof(resil__word) && !resil__has_newline(resil__load(t + i)))
                i += sizeof(resil__word);
            while (i < len && t[i] != '\n') i++;
            continue;
        }
        if (resil__digit(c) || (c == '-' && i + 1 < len && resil__digit(t[i + 1]))) {
            int neg = c == '-';
            size_t a = neg ? i + 1 : i, j = a;
            uint32_t v = 0;
            if (a > 0 && resil__digit(t[a - 1])) { i++; continue; }
            for (; j < len && resil__digit(t[j]); j++)
                v = v > 99999u ? 999999u : v * 10u + (uint32_t)(t[j] - '0');
            resil__number(s, t, a, j, len, v, neg);
            s->seen_text = 1;
            i = j;
            continue;
        }
        if (c != ' ' && c != '\t' && c != '\r') s->seen_text = 1;
        if (c == '"' && resil__json_at(t, i, len)) s->remote = 3; /* a JSON body */
        if (RESIL__CAUSE_ENDS(s, c, i)) s->cause_end = 0;
        /* No row starts with this byte: nothing to try (the index says). */
        bucket = resil__bucket((unsigned)resil__fold(c));
        if (bucket < 0) { i++; continue; }
        word = prefix == i || resil__start_ok(t, i, len);
        resil__exc_name(s, t, i, len);
        /* Inside a word only the rows without flag W could match. */
        inner = !word && RESIL__PAT_ALNUM_W && resil__alnum(c);
        if (!inner && resil__pre_ok(t, i, len)) {
            unsigned kind = resil__longest(s, t, i, len, word, bucket, &best_len);
            if (best_len) {
                resil__on_match(s, t, i, best_len, len, RESIL__KIND_CLS(kind),
                                RESIL__KIND_PRIO(kind), &prefix);
                i += best_len;
                continue;
            }
        }
        i++;
        /* After a letter or digit a lower-case letter never starts a word. */
        if (RESIL__PAT_ALNUM_W && resil__alnum(c)) i = resil__skip_lower(t, i, len);
    }
}

#endif /* RESIL_NO_CLASSIFIER_TEXT */

static int resil__hint_class(const resil_hints *h)
{
    int c;
    if (h->http_status >= 400 && h->http_status < 600) {
        c = resil__status_class(h->http_status);
        if (c != RESIL_CLASS_UNKNOWN) return c;
    }
    if (h->grpc_code > 0 && h->grpc_code < 17) {
        c = resil__grpc_cls[h->grpc_code];
        if (c != RESIL_CLASS_UNKNOWN) return c;
    }
    if (h->curl_code > 0) {
        c = (int)resil__curl_class((uint32_t)h->curl_code);
        if (c != RESIL_CLASS_UNKNOWN) return c;
    }
    if (h->errno_value) {
        size_t r;
        for (r = 0; r + 1u < sizeof resil__errno_keys / sizeof resil__errno_keys[0]; r++)
            if (resil__errno_keys[r].code == h->errno_value)
                return RESIL__ERRNO_CLS(r);
    }
    return RESIL_CLASS_UNKNOWN;
}

#ifndef RESIL_NO_CLASSIFIER_TEXT
/* The text names a file-system path: "/x", "./x", "../x", "~/x" or
   "C:\x" at the start of a word (after the text's start, a space, a
   quote, '(', '[', '=' or ','), outside stack-frame lines. A URL's path
   follows its host, not a separator: "https://h/x" names none. */
static int resil__name_at(const uint8_t *t, size_t i, size_t len, const char *names,
                          int full, size_t *n);

/* An HTTP method in capitals ends at t[k] (one past it; k <= the text's
   length): "POST /v1/x" is a request's target, not a file. */
static int resil__method_before(const uint8_t *t, size_t k)
{
    static const char names[] = "GET POST PUT PATCH DELETE HEAD";
    size_t n = 0, m = 0; /* the capitals before t[k]; the name's length */
    while (n < k && n < 6 && resil__upper(t[k - n - 1])) n++;
    if (n == 0 || (n < k && resil__alnum(t[k - n - 1]))) return 0;
    /* a name that starts the word and is all of it */
    return resil__name_at(t, k - n, k, names, 1, &m) >= 0 && m == n;
}

static int resil__names_path(const uint8_t *t, size_t len)
{
    size_t k, p;
    int frame = resil__frame_line(t, 0, len);
    for (k = 0; k + 2 < len; k++) {
        int b = k ? t[k - 1] : ' ';
        if (b == '\n') frame = resil__frame_line(t, k, len);
        if (frame || (b != ' ' && b != '\'' && b != '"' && b != '`' && b != '(' &&
                      b != '[' && b != '=' && b != ',' && b != '\t' && b != '\n'))
            continue;
        if (k > 0 && b == ' ' && resil__method_before(t, k - 1)) continue;
        if (resil__upper(t[k]) && t[k + 1] == ':' && t[k + 2] == '\\') {
            p = k + 2; /* C:\ */
        } else {
            for (p = k; p < k + 2 && p < len && (t[p] == '.' || t[p] == '~'); p++) {}
            if (p >= len || t[p] != '/') continue;
        }
        if (p + 1 < len && (resil__alnum(t[p + 1]) || t[p + 1] == '.' || t[p + 1] == '_'))
            return 1;
    }
    return 0;
}

/* When a status is the strongest evidence, the words beside it may say
   more (TAXONOMY.md precedence rule 2: the provider's own words over its
   status). Bit c of the entry for the status's class: words of class c
   decide.
   - A status that names only its range (400, 422, 500, 501, ...)
     yields to a class of its own ("HTTP 400: Daily message quota
     exceeded" is quota, "status 500: connect ECONNREFUSED" network),
     not to words of the range, nor to "overloaded" on a 500 page
     (Flask's default page says "Either the server is overloaded or
     there is an error").
   - A gateway's refusal (502, 503) yields to a timeout its body names
     ("503 first byte timeout"): the gateway gave up waiting.
   - A 429 yields to an overload ("429: model is currently overloaded"):
     the server is short of capacity, not asking us to slow down; and to
     a quota ("429: You have reached your daily sending quota"): waiting
     a little will not help (TAXONOMY: 429 unless the body says the
     quota or billing is exhausted).
   - A 401 or 403 yields to a quota or billing word ("Error 403: Quota
     'CPUS' exceeded"): the account cannot pay, someone must act; and
     to a rate limit ("403 Exceeded rate limits", GitHub's "403 API rate
     limit exceeded"): some providers refuse a client going too fast
     with a 403.
   Nothing else yields: "403 Forbidden: chat not found" stays auth, a
   503 with "connection refused" unavailable. */
#define RESIL__B(c) (1u << RESIL_CLASS_##c)
#define RESIL__RANGE_WORDS /* words of a class of their own */              \
    (0x7FFFu & ~(RESIL__B(UNKNOWN) | RESIL__B(LOGIC) | RESIL__B(INVALID_REQUEST) | \
                 RESIL__B(SERVER)))
static const uint16_t resil__status_yields[16] = { /* by class: 4 bits */
    0, 0, 0, 0,                                 /* unknown .. network_permanent */
    RESIL__B(UNAVAILABLE) | RESIL__B(QUOTA),    /* rate_limit (429) */
    0,                                          /* quota (402) */
    RESIL__B(TIMEOUT),                          /* unavailable (502, 503) */
    RESIL__RANGE_WORDS & ~RESIL__B(UNAVAILABLE), /* server (500) */
    RESIL__B(QUOTA) | RESIL__B(RATE_LIMIT),     /* auth (401, 403) */
    RESIL__RANGE_WORDS,                         /* invalid_request (400) */
    0, 0, 0, 0, 0};                             /* not_found .. logic */
#undef RESIL__RANGE_WORDS
#undef RESIL__B

/* A word that says a thing is absent ("missing", "required", "not set")
   anywhere in t[0..len). */
static int resil__says_absent(const uint8_t *t, size_t len)
{
    static const char w[] = "missing\0require\0provide\0not set\0be set\0empty\0"
                            "not configured\0be specified\0";
    const char *p;
    size_t i;
    for (i = 0; i < len; i++)
        for (p = w; *p;) {
            if (resil__match(p, t, i, len)) return 1;
            while (*p++) {}
        }
    return 0;
}

/* resil_classify on a zeroed scan state (the accuracy build may have set
   its row switches). */
static void resil__classify_with(resil__scan *s, const uint8_t *text, size_t len,
                                 const resil_hints *hints,
                                 resil_classification *out)
{
    int cls, sc;
    if (len) resil__scan_text(s, text, len);
    cls = s->cls;
    /* Weak words of a bad request ("invalid", "not supported", "must be")
       with no sign that a remote party answered: our own code refused its
       input before anything was sent (TAXONOMY: logic). */
    if (cls == RESIL_CLASS_INVALID_REQUEST && s->prio <= RESIL__P_WEAK && !s->remote &&
        !s->status)
        cls = RESIL_CLASS_LOGIC;
    /* Memory exhausted in an answer (a status, a body, "server"): the
       provider failed on this request and lives on (server); said by our
       own process, it is our process that died (crash). */
    if (cls == RESIL_CLASS_CRASH && s->prio == RESIL__P_MEM && ((s->remote & 2) || s->status))
        cls = RESIL_CLASS_SERVER;
    /* Our own code's words ("validation error", "json", "schema",
       "must be") in a provider's error body (the key "error"):
       the provider refused what we sent (an exception's name alone is
       not the provider's word about our request). */
    if (cls == RESIL_CLASS_LOGIC && s->prio <= RESIL__P_WORD && s->prio > RESIL__P_NAME &&
        s->body)
        cls = RESIL_CLASS_INVALID_REQUEST;
    /* Our own code's check (ValueError, IllegalStateException) that a
       credential is absent ("requires an API key", "`apiKey` is required,
       but was not set"), with no status: someone must provide the
       credential (auth), no code is wrong. Named without a word of
       absence ("invalid header name x-api-key", "apiKey is null") it is
       our bug (logic). */
    if (cls == RESIL_CLASS_LOGIC && s->prio == RESIL__P_LOGIC && s->cred && !s->status &&
        resil__says_absent(text, len))
        cls = RESIL_CLASS_AUTH;
    /* A refusal or a missing thing said in words ("permission denied",
       "not found") about a local subject (a path, an OS error number),
       with no sign of a remote party: our own environment or code is
       wrong (logic), no credential or remote resource is meant. */
    if (((cls == RESIL_CLASS_AUTH && s->prio == RESIL__P_DENY) ||
         (cls == RESIL_CLASS_NOT_FOUND && s->prio <= RESIL__P_TYPE)) &&
        !s->remote && !s->status &&
        (s->local || resil__names_path(text, len)))
        cls = RESIL_CLASS_LOGIC;
    /* A provider's type that names only a status range (4xx:
       invalid_request_error) says no more than a status of a class of
       its own (401, 404, 503), which wins, whatever range the type
       names. Over a status that names only its range (400, 500) the
       type stays: llama.cpp's "500 ... invalid_request_error" is a bad
       request. */
    sc = resil__status_class(s->last_status);
    if (s->last_status && s->prio <= RESIL__P_TYPE &&
        (cls == RESIL_CLASS_INVALID_REQUEST || cls == RESIL_CLASS_SERVER) &&
        sc != RESIL_CLASS_INVALID_REQUEST && sc != RESIL_CLASS_SERVER)
        cls = sc;
    /* A status yields to words of a class its entry names (above), and
       so does a type that names only a status's range, as that status
       would ("InvalidRequestError: The model `x` does not exist" is
       not_found, as "400 The model `x` does not exist" is); a caller's
       hint wins over such a type. */
    if ((s->prio == RESIL__P_STATUS || s->prio == RESIL__P_RANGE) &&
        ((unsigned)resil__status_yields[cls] >> s->word_cls & 1u))
        cls = s->word_cls;
    if (hints && s->prio <= RESIL__P_HINT) {
        int h = resil__hint_class(hints);
        if (h != RESIL_CLASS_UNKNOWN) cls = h;
    }
    out->cls = (uint8_t)cls;
    out->action = (uint8_t)resil_class_default_action(cls);
    out->status = s->status;
    if (!out->status && hints && hints->http_status >= 100 && hints->http_status < 600)
        out->status = hints->http_status;
    out->retry_after_ms = s->delay_ms;
}

RESILDEF int resil_classify(const void *text, size_t len,
                            const resil_hints *hints,
                            resil_classification *out)
{
    resil__scan s;
    if (!out || (!text && len)) return RESIL_E_NULL;
    RESIL_MEMSET(&s, 0, sizeof s);
    resil__classify_with(&s, (const uint8_t *)text, len, hints, out);
    return RESIL_OK;
}
#else /* RESIL_NO_CLASSIFIER_TEXT: the hints alone; the text is not read */
RESILDEF int resil_classify(const void *text, size_t len,
                            const resil_hints *hints,
                            resil_classification *out)
{
    int cls = RESIL_CLASS_UNKNOWN;
    if (!out || (!text && len)) return RESIL_E_NULL;
    RESIL_MEMSET(out, 0, sizeof *out);
    if (hints) {
        cls = resil__hint_class(hints);
        if (hints->http_status >= 100 && hints->http_status < 600)
            out->status = hints->http_status;
    }
    out->cls = (uint8_t)cls;
    out->action = (uint8_t)resil_class_default_action(cls);
    return RESIL_OK;
}
#endif

/* -- Retry-After: delta-seconds or HTTP-date (RFC 9110 section 5.6.7) -- */

/* Which of names (at most 16 words apart by one space) t[i..len)
   starts with: a whole name (full) or a name's first 3 letters. Its
   index and *n its length matched, or -1. */
static int resil__name_at(const uint8_t *t, size_t i, size_t len, const char *names,
                          int full, size_t *n)
{
    int k;
    for (k = 0; k < 16 && *names; k++) {
        size_t m = 0;
        while (names[m] > ' ' && (full || m < 3) && i + m < len && t[i + m] == (uint8_t)names[m])
            m++;
        if (full ? names[m] <= ' ' : m == 3) {
            *n = m;
            return k;
        }
        while (*names > ' ') names++;
        if (*names) names++;
    }
    return -1;
}

static int resil__num(const uint8_t *t, size_t *i, size_t len, int digits,
                      uint32_t *v)
{
    int k;
    *v = 0;
    for (k = 0; k < digits; k++, (*i)++) {
        if (*i >= len || !resil__digit(t[*i])) return 0;
        *v = *v * 10u + (uint32_t)(t[*i] - '0');
    }
    return 1;
}

static int resil__lit(const uint8_t *t, size_t *i, size_t len, const char *s)
{
    for (; *s; s++, (*i)++)
        if (*i >= len || t[*i] != (uint8_t)*s) return 0;
    return 1;
}

/* Days from 1970-01-01 to y-m-d (y >= 1970), unsigned 32-bit only. */
static uint32_t resil__days(uint32_t y, uint32_t m, uint32_t d)
{
    static const uint16_t before[12] = {0, 31, 59, 90, 120, 151,
                                        181, 212, 243, 273, 304, 334};
    uint32_t p = y - 1u; /* leap days before year y, minus those before 1970 */
    uint32_t leaps = p / 4u - p / 100u + p / 400u - 477u;
    int leap = (y % 4u == 0 && y % 100u != 0) || y % 400u == 0;
    return (y - 1970u) * 365u + leaps + before[m] + (leap && m > 1u) + d - 1u;
}

RESILDEF int resil_retry_after_parse(const char *value, size_t len,
                                     uint32_t now_unix_s, uint32_t *delay_ms)
{
    static const char wk[] = "Thursday Friday Saturday Sunday Monday Tuesday Wednesday";
    static const char mon[] = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec";
    static const uint8_t mdays[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const uint8_t *t = (const uint8_t *)value;
    size_t i = 0, end = len, k;
    uint32_t y = 0, m, d = 0, hh, mm, ss, secs;
    int wday, comma, fmt;
    if (!delay_ms || (!value && len)) return RESIL_E_NULL;
    while (i < end && (t[i] == ' ' || t[i] == '\t')) i++;
    while (end > i && (t[end - 1] == ' ' || t[end - 1] == '\t')) end--;
    if (i == end) return RESIL_E_PARSE;
    if (resil__digit(t[i])) { /* delay-seconds = 1*DIGIT */
        uint32_t ms = 0;
        for (k = i; k < end; k++) {
            if (!resil__digit(t[k])) return RESIL_E_PARSE;
            ms = resil__sat_mul_add(0, ms, 10u);
            ms = resil__sat_mul_add(ms, (uint32_t)(t[k] - '0'), 1u);
        }
        *delay_ms = resil__sat_mul_add(0, ms, 1000u);
        return RESIL_OK;
    }
    /* day-name: IMF-fixdate and asctime use 3 letters, RFC 850 the full name */
    wday = resil__name_at(t, i, end, wk, 1, &k);
    fmt = 850;
    if (wday < 0) {
        wday = resil__name_at(t, i, end, wk, 0, &k);
        if (wday < 0) return RESIL_E_PARSE;
        fmt = 0;
    }
    i += k;
    comma = i < end && t[i] == ',';
    if (comma) i++;
    if (!resil__lit(t, &i, end, " ")) return RESIL_E_PARSE;
    if (comma) {
        /* Sun, 06 Nov 1994 08:49:37 GMT  |  Sunday, 06-Nov-94 08:49:37 GMT */
        int mi;
        if (!resil__num(t, &i, end, 2, &d)) return RESIL_E_PARSE;
        if (!resil__lit(t, &i, end, fmt == 850 ? "-" : " ")) return RESIL_E_PARSE;
        if ((mi = resil__name_at(t, i, end, mon, 1, &k)) < 0) return RESIL_E_PARSE;
        i += 3;
        m = (uint32_t)mi;
        if (!resil__lit(t, &i, end, fmt == 850 ? "-" : " ")) return RESIL_E_PARSE;
        if (fmt == 850) {
            /* two-digit year: the one in (cy - 50, cy + 50] (RFC 9110
               5.6.7: more than 50 years ahead means the past century) */
            uint32_t yy, cy;
            if (!resil__num(t, &i, end, 2, &yy)) return RESIL_E_PARSE;
            cy = 1970u + now_unix_s / 31556952u; /* the current year, +-1 */
            y = cy - cy % 100u + yy;
            if (y > cy + 50u) y -= 100u;
            else if (y + 100u <= cy + 50u) y += 100u; /* "05" in 2070: 2105 */
        } else if (!resil__num(t, &i, end, 4, &y)) {
            return RESIL_E_PARSE;
        }
        if (!resil__lit(t, &i, end, " ")) return RESIL_E_PARSE;
        fmt = fmt == 850 ? 850 : 1123;
    } else if (fmt == 0) {
        /* Sun Nov  6 08:49:37 1994 */
        int mi;
        if ((mi = resil__name_at(t, i, end, mon, 1, &k)) < 0) return RESIL_E_PARSE;
        i += 3;
        m = (uint32_t)mi;
        if (!resil__lit(t, &i, end, " ")) return RESIL_E_PARSE;
        if (i < end && t[i] == ' ') {
            i++;
            if (!resil__num(t, &i, end, 1, &d)) return RESIL_E_PARSE;
        } else if (!resil__num(t, &i, end, 2, &d)) {
            return RESIL_E_PARSE;
        }
        if (!resil__lit(t, &i, end, " ")) return RESIL_E_PARSE;
        fmt = 'a';
    } else {
        return RESIL_E_PARSE;
    }
    if (!resil__num(t, &i, end, 2, &hh) || !resil__lit(t, &i, end, ":") ||
        !resil__num(t, &i, end, 2, &mm) || !resil__lit(t, &i, end, ":") ||
        !resil__num(t, &i, end, 2, &ss))
        return RESIL_E_PARSE;
    if (fmt == 'a') {
        if (!resil__lit(t, &i, end, " ") || !resil__num(t, &i, end, 4, &y))
            return RESIL_E_PARSE;
    } else if (!resil__lit(t, &i, end, " GMT")) {
        return RESIL_E_PARSE;
    }
    if (i != end || y < 1970u || y > 2106u || hh > 23u || mm > 59u || ss > 60u ||
        d < 1u || d > mdays[m] ||
        (m == 1u && d == 29u && !((y % 4u == 0 && y % 100u != 0) || y % 400u == 0)))
        return RESIL_E_PARSE;
    {
        uint32_t days = resil__days(y, m, d);
        if (days % 7u != (uint32_t)wday) return RESIL_E_PARSE; /* wrong weekday */
        if (days > 49710u) return RESIL_E_PARSE; /* past 2106-02-07 */
        secs = days * 86400u;
        if (secs > 0xFFFFFFFFu - (hh * 3600u + mm * 60u + ss)) return RESIL_E_PARSE;
        secs += hh * 3600u + mm * 60u + ss;
    }
    *delay_ms = secs <= now_unix_s ? 0u
                                   : resil__sat_mul_add(0, secs - now_unix_s, 1000u);
    return RESIL_OK;
}

RESILDEF int resil_report_text(resil_engine *e, resil_task *t, uint32_t now,
                               const void *text, size_t len,
                               const resil_hints *hints, resil_decision *d)
{
    resil_classification c;
    resil_outcome o;
    int r = resil_classify(text, len, hints, &c);
    if (r != RESIL_OK) return r;
    RESIL_MEMSET(&o, 0, sizeof o);
    o.cls = c.cls;
    o.status = c.status;
    o.retry_after_ms = c.retry_after_ms;
    return resil_report(e, t, now, &o, d);
}

/* == impl: 8. health, restart queue, alerts, metrics, snapshot ======== */

/* The layout checks of the snapshot: a field added to one of these structs
   must be added to its snapshot walker below (and the sizes above). */
typedef char resil__s8_breaker_size[(sizeof(resil_breaker) == 32u) ? 1 : -1];
typedef char resil__s8_bucket_size[(sizeof(resil_bucket) == 8u) ? 1 : -1];

#define RESIL__RESTART_CLASSES_DEFAULT                                         \
    ((1u << RESIL_CLASS_NETWORK) | (1u << RESIL_CLASS_TIMEOUT) |               \
     (1u << RESIL_CLASS_UNAVAILABLE) | (1u << RESIL_CLASS_CRASH))
#define RESIL__RESTART_CLASSES_NEVER                                           \
    ((1u << RESIL_CLASS_LOGIC) | (1u << RESIL_CLASS_CANCELLED))

/* Every numeric field of section 8's configuration, once: X(path, default,
   min, max, RESIL_NEVER allowed). Defaults, checks, field names and the
   fingerprint all come from here. clear_below's default (0 here) is
   threshold / 2, filled after the table. */
#ifndef RESIL_NO_HEALTH
#define RESIL__S8_HEALTH_FIELDS(X)                                             \
    X(health.ping_ms,          30000u, 1u,  RESIL_MAX_INTERVAL_MS, 0)         \
    X(health.suspect_ping_ms,  10000u, 1u,  RESIL_MAX_INTERVAL_MS, 0)         \
    X(health.open_ping_ms,     60000u, 1u,  RESIL_MAX_INTERVAL_MS, 0)         \
    X(health.window_ms,       120000u, 10u, RESIL_MAX_INTERVAL_MS, 0)         \
    X(health.dead_ms,          90000u, 1u,  RESIL_MAX_INTERVAL_MS, 1)         \
    X(health.pause_max_ms,    300000u, 1u,  RESIL_MAX_INTERVAL_MS, 1)         \
    X(health.min_samples,          3u, 1u,  65535u, 0)                        \
    X(health.unhealthy_pct,       50u, 1u,  100u, 0)                          \
    X(health.latency_shift,        3u, 1u,  8u, 0)
#else
#define RESIL__S8_HEALTH_FIELDS(X)
#endif
#ifndef RESIL_NO_RESTARTQ
#define RESIL__S8_RESTART_FIELDS(X)                                            \
    X(restart.delay_ms,        60000u, 1u,  RESIL_MAX_INTERVAL_MS, 0)         \
    X(restart.max_delay_ms,  3600000u, 1u,  RESIL_MAX_INTERVAL_MS, 0)         \
    X(restart.classes, RESIL__RESTART_CLASSES_DEFAULT, 1u,                     \
      (1u << RESIL_CLASS__COUNT) - 1u, 0)                                      \
    X(restart.max_restarts,        3u, 1u,  255u, 0)                          \
    X(restart.jitter_pct,         20u, 1u,  255u, 0)
#else
#define RESIL__S8_RESTART_FIELDS(X)
#endif
#ifndef RESIL_NO_ALERTS
#define RESIL__S8_ALERT_FIELDS(X)                                              \
    X(alert.window_ms,        300000u, 10u, RESIL_MAX_INTERVAL_MS, 0)         \
    X(alert.threshold,            10u, 1u,  65535u, 0)                        \
    X(alert.clear_below,           0u, 1u,  65535u, 0)
#else
#define RESIL__S8_ALERT_FIELDS(X)
#endif
#define RESIL__S8_FIELDS(X)                                                    \
    RESIL__S8_HEALTH_FIELDS(X) RESIL__S8_RESTART_FIELDS(X)                     \
    RESIL__S8_ALERT_FIELDS(X)

/* Section 8's configuration, the parts compiled in (RESIL__S8: one is). */
#if !defined(RESIL_NO_HEALTH) || !defined(RESIL_NO_RESTARTQ)
#define RESIL__S8 1
typedef struct resil__s8_cfg {
#ifndef RESIL_NO_HEALTH
    resil_health_desc health;
#endif
#ifndef RESIL_NO_RESTARTQ
    resil_restart_desc restart;
#endif
#ifndef RESIL_NO_ALERTS
    resil_alert_desc alert;
#endif
} resil__s8_cfg;

/* between a resil_desc and the cfg, both ways */
#ifndef RESIL_NO_HEALTH
#define RESIL__S8_COPY_HEALTH(to, from) (to)->health = (from)->health;
#else
#define RESIL__S8_COPY_HEALTH(to, from)
#endif
#ifndef RESIL_NO_RESTARTQ
#define RESIL__S8_COPY_RESTART(to, from) (to)->restart = (from)->restart;
#else
#define RESIL__S8_COPY_RESTART(to, from)
#endif
#ifndef RESIL_NO_ALERTS
#define RESIL__S8_COPY_ALERT(to, from) (to)->alert = (from)->alert;
#else
#define RESIL__S8_COPY_ALERT(to, from)
#endif
#define RESIL__S8_COPY(to, from)                                               \
    RESIL__S8_COPY_HEALTH(to, from) RESIL__S8_COPY_RESTART(to, from)           \
    RESIL__S8_COPY_ALERT(to, from)

static void resil__s8_resolve(resil__s8_cfg *c)
{
#define RESIL__X(path, def, lo, hi, never)                                     \
    if (c->path == 0) c->path = def;
    RESIL__S8_FIELDS(RESIL__X)
#undef RESIL__X
#ifndef RESIL_NO_ALERTS
    if (c->alert.clear_below == 0)
        c->alert.clear_below = (uint16_t)(c->alert.threshold / 2u ? c->alert.threshold / 2u : 1u);
#endif
}

/* Called by resil_desc_defaults(): fill section 8's zero fields. */
static void resil__health_defaults(resil_desc *d)
{
    resil__s8_cfg c;
    RESIL__S8_COPY(&c, d)
    resil__s8_resolve(&c);
    RESIL__S8_COPY(d, &c)
}

/* Called by resil_desc_check(): RESIL_OK or RESIL_E_CONFIG with *field. */
static int resil__health_check(const resil_desc *d, const char **field)
{
    resil__s8_cfg c;
    uint32_t v;
    RESIL__S8_COPY(&c, d)
    resil__s8_resolve(&c);
#define RESIL__X(path, def, lo, hi, never)                                     \
    v = c.path;                                                                \
    if (v < (lo) || (v > (hi) && !((never) && v == RESIL_NEVER))) {           \
        if (field) *field = RESIL__S(#path);                                   \
        return RESIL_E_CONFIG;                                                 \
    }
    RESIL__S8_FIELDS(RESIL__X)
#undef RESIL__X
#ifndef RESIL_NO_RESTARTQ
    if (c.restart.jitter_pct > 100u && c.restart.jitter_pct != RESIL_PCT_NONE) {
        if (field) *field = RESIL__S("restart.jitter_pct");
        return RESIL_E_CONFIG;
    }
    if (c.restart.classes & RESIL__RESTART_CLASSES_NEVER) {
        if (field) *field = RESIL__S("restart.classes");
        return RESIL_E_CONFIG;
    }
    if (c.restart.max_delay_ms < c.restart.delay_ms) {
        if (field) *field = RESIL__S("restart.max_delay_ms");
        return RESIL_E_CONFIG;
    }
#endif
#ifndef RESIL_NO_ALERTS
    if (c.alert.clear_below > c.alert.threshold) {
        if (field) *field = RESIL__S("alert.clear_below");
        return RESIL_E_CONFIG;
    }
#endif
    return RESIL_OK;
}
#else /* neither: nothing to fill or check */
static void resil__health_defaults(resil_desc *d) { (void)d; }
static int resil__health_check(const resil_desc *d, const char **field)
{
    (void)d;
    (void)field;
    return RESIL_OK;
}
#endif

#if !defined(RESIL_NO_HEALTH) || !defined(RESIL_NO_OVERLOAD)
/* The latency moving average (ms x 16, weight 1/2^shift): the health
   monitor's, and without it the one section 9 keeps. */
static void resil__ewma(uint32_t *avg, int known, uint32_t ms, uint32_t shift)
{
    uint32_t s = (ms > 0x0FFFFFFFu ? 0x0FFFFFFFu : ms) << 4;
    if (!known) *avg = s;
    else if (s >= *avg) *avg += (s - *avg) >> shift;
    else *avg -= (*avg - s) >> shift;
}
#endif

#ifndef RESIL_NO_HEALTH /* to the end of the health monitor */
/* -- glue to the engine (section 6) -- */

/* 1 if a failure of class `cls` counts toward the breaker (policy) */
static int resil__s8_counts(const resil_engine *e, uint32_t cls)
{
    return cls < RESIL_CLASS__COUNT &&
           e->desc.policy[cls].counts == RESIL_BREAKER_COUNTS_YES;
}

/* A ping result for the breaker, through the engine's own path: the ping is
   admitted like a call (OPEN turns HALF_OPEN when its time is up; in
   HALF_OPEN it takes a free probe slot, else it does not count) and its
   outcome recorded like a call's, so a failed ping counts like a failed
   call and a successful probe ping moves a half-open breaker to closed. */
static void resil__s8_breaker_ping(resil_engine *e, uint32_t ep, uint32_t now,
                                   int ok)
{
    int probe = 0;
    if (e->desc.passthrough) return;
    /* The endpoint answers again: its cooldown need not run out. The ping
       is the first half-open probe; real calls bring the rest. */
    if (ok && e->ep[ep].breaker.state == RESIL_BREAKER_OPEN)
        resil__breaker_set(e, (uint8_t)ep, RESIL_BREAKER_HALF_OPEN, now, NULL);
    if (resil__breaker_admit(e, (uint8_t)ep, now, now, 0, &probe))
        resil__breaker_record(e, (uint8_t)ep,
                              ok ? RESIL__OUTCOME_SUCCESS : RESIL__OUTCOME_FAILURE,
                              probe, now, 0);
}

/* Death: a closed or half-open breaker trips; an open or overridden one
   keeps its state, and its generation moves on. Either way every attempt
   started before is from an older generation. */
static void resil__s8_breaker_dead(resil_engine *e, uint32_t ep, uint32_t now)
{
    resil_breaker *b = &e->ep[ep].breaker;
    if (!e->desc.passthrough && (b->state == RESIL_BREAKER_CLOSED ||
                                 b->state == RESIL_BREAKER_HALF_OPEN))
        resil__breaker_trip(e, (uint8_t)ep, now, 0);
    else
        b->generation++;
}

/* -- small helpers -- */

/* the later of two ticks (wrap-safe) */
static uint32_t resil__s8_later(uint32_t a, uint32_t b)
{
    return resil_time_after(a, b) ? a : b;
}

static int resil__s8_ep_ok(const resil_engine *e, uint32_t endpoint)
{
    if (!e) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint >= e->desc.endpoint_count) return RESIL_E_RANGE;
    return RESIL_OK;
}

/* -- sliding window -- */

static uint32_t resil__win_width(uint32_t window_ms)
{
    uint32_t w = window_ms / RESIL_WINDOW_BUCKETS;
    return w ? w : 1u;
}

/* Buckets the head has to move at `now` (0 if the clock went back). The
   division is left for when the head has to move at all. */
static uint32_t resil__win_steps(const resil_window *w, uint32_t width,
                                 uint32_t now)
{
    uint32_t age = now - w->head_start;
    if (!w->primed || age < width || age > RESIL__HALF) return 0;
    return age / width;
}

/* Empty bucket i (its counts leave the running sums). */
static void resil__win_clear(resil_window *w, uint32_t i)
{
    w->ok_sum -= w->ok[i];
    w->fail_sum -= w->fail[i];
    w->ok[i] = w->fail[i] = 0;
}

static void resil__win_advance(resil_window *w, uint32_t width, uint32_t now)
{
    uint32_t steps, i;
    if (!w->primed) return;
    if (resil_time_after(w->head_start, now)) {
        w->head_start = now; /* clock reset: keep the counts, restart here */
        return;
    }
    steps = resil__win_steps(w, width, now);
    if (steps == 0) return;
    if (steps >= RESIL_WINDOW_BUCKETS) {
        for (i = 0; i < RESIL_WINDOW_BUCKETS; i++) w->ok[i] = w->fail[i] = 0;
        w->ok_sum = w->fail_sum = 0;
        w->head_start = now - (now - w->head_start) % width;
        return;
    }
    for (i = 0; i < steps; i++) {
        w->head = (uint8_t)((w->head + 1u) % RESIL_WINDOW_BUCKETS);
        resil__win_clear(w, w->head);
    }
    w->head_start += steps * width;
}

static RESIL__INLINE void resil__win_add(resil_window *w, uint32_t width, uint32_t now,
                           int ok)
{
    uint16_t *c;
    if (!w->primed) {
        w->primed = 1;
        w->head = 0;
        w->head_start = now;
    } else {
        resil__win_advance(w, width, now);
    }
    c = ok ? &w->ok[w->head] : &w->fail[w->head];
    if (*c == 0xFFFFu) return; /* saturated */
    ++*c;
    if (ok) w->ok_sum++;
    else w->fail_sum++;
}

/* Sums of the buckets still inside the window at `now`, without moving it:
   the running sums less the oldest `steps` buckets, which the head would
   push out (those after the head, oldest first). */
static void resil__win_sum(const resil_window *w, uint32_t width,
                           uint32_t now, uint32_t *ok, uint32_t *fail)
{
    uint32_t steps = resil__win_steps(w, width, now), k;
    *ok = w->ok_sum;
    *fail = w->fail_sum;
    if (steps == 0) return;
    if (steps >= RESIL_WINDOW_BUCKETS) {
        *ok = *fail = 0;
        return;
    }
    for (k = 1; k <= steps; k++) {
        uint32_t i = (w->head + k) % RESIL_WINDOW_BUCKETS;
        *ok -= w->ok[i];
        *fail -= w->fail[i];
    }
}

#ifndef RESIL_NO_SNAPSHOT
/* After a snapshot is loaded: the running sums from the buckets. */
static void resil__win_resum(resil_window *w)
{
    uint32_t i;
    w->ok_sum = w->fail_sum = 0;
    for (i = 0; i < RESIL_WINDOW_BUCKETS; i++) {
        w->ok_sum += w->ok[i];
        w->fail_sum += w->fail[i];
    }
}
#endif

/* -- health monitor -- */

static int resil__health_silent(const resil_engine *e, uint32_t ep,
                                uint32_t now)
{
    const resil_health *h = &e->ep[ep].health;
    uint32_t dead_ms = e->desc.health.dead_ms;
    if (!(h->flags & RESIL_HEALTH_F_ARMED) || dead_ms == RESIL_NEVER) return 0;
    return resil_time_reached(now, h->last_ok + dead_ms);
}

/* The verdict of a live endpoint whose window holds ok + fail results. */
static int resil__health_rate(const resil_engine *e, uint32_t ok,
                              uint32_t fail)
{
    uint32_t n = ok + fail;
    if (n == 0 || n < e->desc.health.min_samples) return RESIL_HEALTH_UNKNOWN;
    /* n <= 10 * 2 * 65535, so 100 * n fits 32 bits */
    if (fail * 100u >= e->desc.health.unhealthy_pct * n)
        return RESIL_HEALTH_UNHEALTHY;
    return RESIL_HEALTH_HEALTHY;
}

static int resil__health_verdict(const resil_engine *e, uint32_t ep,
                                 uint32_t now)
{
    const resil_health *h = &e->ep[ep].health;
    uint32_t ok, fail;
    if ((h->flags & RESIL_HEALTH_F_DEAD) || resil__health_silent(e, ep, now))
        return RESIL_HEALTH_DEAD;
    resil__win_sum(&h->samples, resil__win_width(e->desc.health.window_ms),
                   now, &ok, &fail);
    return resil__health_rate(e, ok, fail);
}

/* Announce verdict v if it changed (HEALTH event: from -> to). */
static RESIL__INLINE void resil__health_announce_v(resil_engine *e, uint32_t ep,
                                                   uint32_t now, int v)
{
    resil_health *h = &e->ep[ep].health;
    if (v != h->verdict) {
        uint8_t from = h->verdict;
        h->verdict = (uint8_t)v;
        RESIL__EMIT(e, RESIL_EV_HEALTH, (uint8_t)ep, NULL, now, 0, from,
                    (uint8_t)v, 0);
    }
}

/* Announce a verdict change (HEALTH event: from -> to). */
static void resil__health_announce(resil_engine *e, uint32_t ep, uint32_t now)
{
    resil__health_announce_v(e, ep, now, resil__health_verdict(e, ep, now));
}

/* Announce after a result was recorded at `now`: the samples window has
   just moved on to `now`, so its running sums are the verdict's sums. */
static void resil__health_announce_fresh(resil_engine *e, uint32_t ep,
                                         uint32_t now)
{
    const resil_health *h = &e->ep[ep].health;
    int v = RESIL_HEALTH_DEAD;
    if (!(h->flags & RESIL_HEALTH_F_DEAD) && !resil__health_silent(e, ep, now))
        v = resil__health_rate(e, h->samples.ok_sum, h->samples.fail_sum);
    resil__health_announce_v(e, ep, now, v);
}

#ifndef RESIL_NO_ALERTS
static void resil__alert_set(resil_engine *e, uint32_t ep, uint32_t now,
                             uint32_t fail);
static void resil__alert_update(resil_engine *e, uint32_t ep, uint32_t now);
#endif

/* One result for the verdict (and, if a failure, for alerts); the caller
   leaves out failures whose class does not count toward the breaker. */
static RESIL__INLINE void resil__health_result(resil_engine *e, uint32_t ep,
                                               uint32_t now, int ok)
{
    resil_health *h = &e->ep[ep].health;
    resil__win_add(&h->samples, resil__win_width(e->desc.health.window_ms),
                   now, ok);
    if (ok) {
        h->flags = (uint8_t)((h->flags | RESIL_HEALTH_F_SEEN_OK) &
                                            ~(RESIL_HEALTH_F_LAST_FAIL |
                                              RESIL_HEALTH_F_DEAD));
        h->last_ok = now;
    } else {
        h->flags = (uint8_t)(h->flags | RESIL_HEALTH_F_LAST_FAIL);
#ifndef RESIL_NO_ALERTS
        {
        uint32_t width = resil__win_width(e->desc.alert.window_ms);
        resil__win_add(&h->alerts, width, now, 0);
        resil__win_add(&e->monitor.alerts, width, now, 0);
        /* both windows just moved on to `now`: their sums are current */
        resil__alert_set(e, ep, now, h->alerts.fail_sum);
        resil__alert_set(e, RESIL_NO_ENDPOINT, now, e->monitor.alerts.fail_sum);
        }
#endif
    }
}

static void resil__health_latency(resil_health *h, uint32_t ms, uint32_t shift)
{
    resil__ewma(&h->latency, (h->flags & RESIL_HEALTH_F_LATENCY) != 0, ms,
                shift);
    h->flags = (uint8_t)(h->flags | RESIL_HEALTH_F_LATENCY);
}

/* Declare an endpoint dead: the breaker opens (through the engine's own
   transition) or, if it is open or overridden already, its generation moves
   on; attempts started under an older generation are lost. */
static void resil__health_declare_dead(resil_engine *e, uint32_t ep,
                                       uint32_t now)
{
    resil_health *h = &e->ep[ep].health;
    if (h->flags & RESIL_HEALTH_F_DEAD) return;
    h->flags = (uint8_t)(h->flags | RESIL_HEALTH_F_DEAD);
    resil__s8_breaker_dead(e, ep, now);
    h->dead_gen = e->ep[ep].breaker.generation;
    RESIL__EMIT(e, RESIL_EV_DEAD, (uint8_t)ep, NULL, now, RESIL_REASON_DEAD, 0,
                0, 0);
    resil__health_announce(e, ep, now);
}

/* Hook for resil_report(): every reported outcome of an attempt on `ep`. */
static void resil__health_on_outcome(resil_engine *e, uint32_t ep,
                                     uint32_t now, const resil_outcome *o,
                                     int busy)
{
    if (o->ok) {
        if (o->latency_ms)
            resil__health_latency(&e->ep[ep].health, o->latency_ms,
                                  e->desc.health.latency_shift);
        resil__health_result(e, ep, now, 1);
    } else if (resil__s8_counts(e, o->cls) && /* (checks the class) */
               !busy) { /* busy is not dead */
        resil__health_result(e, ep, now, 0);
    } else {
        return;
    }
    resil__health_announce_fresh(e, ep, now);
}

/* Hook for resil_next() on a task IN_FLIGHT. Its endpoint declared dead
   (now, or before) after the attempt started: the attempt is lost, and the
   task gets its decision at once, as if the attempt had failed with class
   crash (restart queue rules apply), reason DEAD. Else RESIL_E_STATE. */
static int resil__health_in_flight(resil_engine *e, resil_task *t,
                                   uint32_t now, resil_decision *d)
{
    const resil_health *h = &e->ep[t->endpoint].health;
    resil_outcome o;
    uint32_t gap = h->dead_gen - t->generation; /* 1..2^31-1: started before */
    int rc;
    if (h->flags & RESIL_HEALTH_F_DEAD) {
        if (gap - 1u >= RESIL__HALF - 1u) return RESIL_E_STATE;
        resil__engine_clock(e, now);
    } else if (resil__health_silent(e, t->endpoint, now)) {
        resil__engine_clock(e, now); /* dies now: every attempt is older */
        resil__health_declare_dead(e, t->endpoint, now);
    } else {
        return RESIL_E_STATE; /* nothing changes */
    }
    RESIL_MEMSET(&o, 0, sizeof o);
    o.cls = RESIL_CLASS_CRASH;
    rc = resil_report(e, t, now, &o, d);
    if (rc == RESIL_OK && d->kind != RESIL_DECIDE_TRY &&
        d->kind != RESIL_DECIDE_WAIT) {
        t->reason = RESIL_REASON_DEAD;
        d->reason = RESIL_REASON_DEAD;
    }
    return rc;
}

/* When endpoint `ep` is down at `now` (dead, breaker open, or pinged,
   unhealthy and with a failed newest result): 1, and *when = when it may
   be tried or pinged again. Without pings only breakers and deaths tell. */
#define RESIL__PROBE_RECHECK_MS 1000u
#define RESIL__HEALTH_F_PINGED_FAIL                                            \
    (RESIL_HEALTH_F_PINGED | RESIL_HEALTH_F_LAST_FAIL)
static int resil__health_down(const resil_engine *e, uint32_t ep,
                              uint32_t now, uint32_t *when)
{
    const resil_health *h = &e->ep[ep].health;
    int st = resil__breaker_state(e, ep, now);
    if (st == RESIL_BREAKER_OPEN) {
        *when = e->ep[ep].breaker.open_until;
        return 1;
    }
    if (st == RESIL_BREAKER_HALF_OPEN &&
        e->ep[ep].breaker.probes_out >= e->desc.breaker.probes &&
        !resil_time_reached(now, e->ep[ep].breaker.probe_until)) {
        /* a probe is out: look again shortly (its result decides) */
        *when = now + RESIL__PROBE_RECHECK_MS;
        if (resil_time_after(*when, e->ep[ep].breaker.probe_until))
            *when = e->ep[ep].breaker.probe_until;
        return 1;
    }
    if (st == RESIL_BREAKER_FORCED_CLOSED) return 0;
    /* down when dead, or unhealthy after a failed newest result of a pinged
       endpoint; the window is read only in that last case (else only death
       can tell) */
    if (st == RESIL_BREAKER_FORCED_OPEN ||
        ((h->flags & RESIL__HEALTH_F_PINGED_FAIL) == RESIL__HEALTH_F_PINGED_FAIL
             ? resil__health_verdict(e, ep, now) >= RESIL_HEALTH_UNHEALTHY
             : (h->flags & RESIL_HEALTH_F_DEAD) ||
                   resil__health_silent(e, ep, now))) {
        (void)resil_health_next_ping(e, ep, now, when);
        return 1;
    }
    return 0;
}

/* Hook for resil_next() where a task would pick an endpoint: 1 and *d =
   WAIT (reason PAUSED) while every endpoint of its chain is down. */
static int resil__health_pause(resil_engine *e, resil_task *t, uint32_t now,
                               resil_decision *d)
{
    const resil_chain_desc *ch;
    uint32_t limit, until = 0, when = 0, i;
    if (e->desc.passthrough || e->desc.health.pause_max_ms == RESIL_NEVER)
        return 0;
    if (t->desc.chain >= e->desc.chain_count) return 0;
    ch = &e->desc.chains[t->desc.chain];
    if (ch->degraded) return 0; /* serve the degraded answer instead */
    limit = t->started_ms + e->desc.health.pause_max_ms;
    if (resil_time_reached(now, limit)) return 0;
    if (t->step >= ch->step_count) return 0;
    for (i = t->step; i < ch->step_count; i++) { /* the steps still ahead */
        if (!resil__health_down(e, ch->steps[i], now, &when)) return 0;
        if (i == t->step || resil_time_after(until, when)) until = when;
    }
    if (!resil_time_after(until, now)) return 0; /* one is due now: try */
    if (resil_time_after(until, limit)) until = limit;
    if (t->has_deadline && (resil_time_reached(now, t->deadline) ||
                            !resil_time_after(t->deadline, until)))
        return 0;
    t->state = RESIL_TASK_WAITING;
    t->wait_until = until;
    resil__decision(d, RESIL_DECIDE_WAIT, t, until);
    d->reason = RESIL_REASON_PAUSED;
    return 1;
}

RESILDEF int resil_health_ping(resil_engine *e, uint32_t endpoint,
                               uint32_t now, const resil_outcome *o)
{
    int r = resil__s8_ep_ok(e, endpoint);
    resil_health *h;
    if (r != RESIL_OK) return r;
    if (!o) return RESIL_E_NULL;
    if (!o->ok && o->cls >= RESIL_CLASS__COUNT) return RESIL_E_RANGE;
    resil__engine_clock(e, now);
    h = &e->ep[endpoint].health;
    h->last_ping = now;
    h->flags = (uint8_t)(h->flags | RESIL_HEALTH_F_PINGED);
    if (o->ok) {
        h->flags = (uint8_t)(h->flags | RESIL_HEALTH_F_ARMED);
        if (o->latency_ms)
            resil__health_latency(h, o->latency_ms,
                                  e->desc.health.latency_shift);
        resil__health_result(e, endpoint, now, 1);
        resil__s8_breaker_ping(e, endpoint, now, 1);
    } else if (resil__s8_counts(e, o->cls)) {
        resil__health_result(e, endpoint, now, 0);
        resil__s8_breaker_ping(e, endpoint, now, 0);
        if (resil__health_silent(e, endpoint, now))
            resil__health_declare_dead(e, endpoint, now);
    }
    resil__health_announce(e, endpoint, now);
    return RESIL_OK;
}

RESILDEF int resil_health_next_ping(const resil_engine *e, uint32_t endpoint,
                                    uint32_t now, uint32_t *at)
{
    const resil_health *h;
    const resil_health_desc *hd;
    uint32_t ref, t;
    int st, v, r = resil__s8_ep_ok(e, endpoint);
    if (r != RESIL_OK) return r;
    if (!at) return RESIL_E_NULL;
    now = resil__query_now(e, now);
    h = &e->ep[endpoint].health;
    hd = &e->desc.health;
    if (!(h->flags & (RESIL_HEALTH_F_PINGED | RESIL_HEALTH_F_SEEN_OK))) {
        *at = now; /* nothing known yet: ping now */
        return RESIL_OK;
    }
    if (!(h->flags & RESIL_HEALTH_F_PINGED)) ref = h->last_ok;
    else if (!(h->flags & RESIL_HEALTH_F_SEEN_OK)) ref = h->last_ping;
    else ref = resil__s8_later(h->last_ping, h->last_ok);
    st = resil_breaker_state_at(e, endpoint, now);
    v = resil__health_verdict(e, endpoint, now);
    if (st == RESIL_BREAKER_OPEN || st == RESIL_BREAKER_FORCED_OPEN) {
        t = ref + hd->open_ping_ms;
        if (st == RESIL_BREAKER_OPEN &&
            resil_time_after(t, e->ep[endpoint].breaker.open_until))
            t = e->ep[endpoint].breaker.open_until; /* the probe may go */
    } else if ((h->flags & RESIL_HEALTH_F_LAST_FAIL) ||
               v == RESIL_HEALTH_UNHEALTHY || v == RESIL_HEALTH_DEAD ||
               st == RESIL_BREAKER_HALF_OPEN) {
        t = ref + hd->suspect_ping_ms;
    } else {
        t = ref + hd->ping_ms;
    }
    *at = resil_time_reached(now, t) ? now : t;
    return RESIL_OK;
}

RESILDEF int resil_health_verdict_at(const resil_engine *e, uint32_t endpoint,
                                     uint32_t now)
{
    int r = resil__s8_ep_ok(e, endpoint);
    if (r != RESIL_OK) return r;
    return resil__health_verdict(e, endpoint, resil__query_now(e, now));
}

RESILDEF int resil_health_usable(const resil_engine *e, uint32_t endpoint,
                                 uint32_t now)
{
    int v = resil_health_verdict_at(e, endpoint, now);
    if (v < 0) return v;
    return v == RESIL_HEALTH_UNKNOWN || v == RESIL_HEALTH_HEALTHY;
}

RESILDEF int resil_health_latency(const resil_engine *e, uint32_t endpoint,
                                  uint32_t *ms)
{
    const resil_health *h;
    int r = resil__s8_ep_ok(e, endpoint);
    if (r != RESIL_OK) return r;
    if (!ms) return RESIL_E_NULL;
    h = &e->ep[endpoint].health;
    if (!(h->flags & RESIL_HEALTH_F_LATENCY)) return RESIL_E_EMPTY;
    *ms = (h->latency + 8u) >> 4;
    return RESIL_OK;
}

RESILDEF int resil_health_heartbeat(resil_engine *e, uint32_t endpoint,
                                    uint32_t now)
{
    resil_health *h;
    int r = resil__s8_ep_ok(e, endpoint);
    if (r != RESIL_OK) return r;
    resil__engine_clock(e, now);
    h = &e->ep[endpoint].health;
    h->last_ok = now;
    h->flags = (uint8_t)((h->flags | RESIL_HEALTH_F_ARMED |
                                     RESIL_HEALTH_F_SEEN_OK) &
                                        ~RESIL_HEALTH_F_DEAD);
    resil__health_announce(e, endpoint, now);
    return RESIL_OK;
}

RESILDEF int resil_health_dead(resil_engine *e, uint32_t endpoint,
                               uint32_t now)
{
    int r = resil__s8_ep_ok(e, endpoint);
    if (r != RESIL_OK) return r;
    resil__engine_clock(e, now);
    resil__health_declare_dead(e, endpoint, now);
    return RESIL_OK;
}

RESILDEF int resil_health_tick(resil_engine *e, uint32_t now)
{
    uint32_t i;
    if (!e) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    resil__engine_clock(e, now);
    for (i = 0; i < e->desc.endpoint_count; i++) {
        if (resil__health_silent(e, i, now))
            resil__health_declare_dead(e, i, now);
#ifndef RESIL_NO_ALERTS
        resil__alert_update(e, i, now);
#endif
        resil__health_announce(e, i, now);
    }
#ifndef RESIL_NO_ALERTS
    resil__alert_update(e, RESIL_NO_ENDPOINT, now);
#endif
    return RESIL_OK;
}

RESILDEF const char *resil_health_verdict_name(int verdict)
{
    switch (verdict) {
#define RESIL__X(e, name)                                                      \
    case RESIL_HEALTH_##e: return RESIL__S(name);
        RESIL_HEALTH_VERDICTS(RESIL__X)
#undef RESIL__X
    default: return "?";
    }
}

#else /* RESIL_NO_HEALTH: the engine's hooks keep only the latency */
static void resil__health_on_outcome(resil_engine *e, uint32_t ep,
                                     uint32_t now, const resil_outcome *o,
                                     int busy)
{
    (void)now; (void)busy;
#ifndef RESIL_NO_OVERLOAD /* (section 9's, for its waits) */
    if (o->ok && o->latency_ms) /* (0 stands for "none yet") */
        resil__ewma(&e->ep[ep].latency, e->ep[ep].latency != 0, o->latency_ms,
                    RESIL__LATENCY_SHIFT);
#else
    (void)e; (void)ep; (void)o;
#endif
}
static int resil__health_in_flight(resil_engine *e, resil_task *t,
                                   uint32_t now, resil_decision *d)
{
    (void)e; (void)t; (void)now; (void)d;
    return RESIL_E_STATE;
}
static int resil__health_pause(resil_engine *e, resil_task *t, uint32_t now,
                               resil_decision *d)
{
    (void)e; (void)t; (void)now; (void)d;
    return 0;
}
#endif /* RESIL_NO_HEALTH */

#ifndef RESIL_NO_ALERTS
/* -- alerts -- */

/* Raise or clear the alert of `ep` (RESIL_NO_ENDPOINT: the engine's), whose
   window holds `fail` failures at `now`. */
static RESIL__INLINE void resil__alert_set(resil_engine *e, uint32_t ep, uint32_t now,
                             uint32_t fail)
{
    int on, next;
    if (ep == RESIL_NO_ENDPOINT) on = e->monitor.alert != 0;
    else on = (e->ep[ep].health.flags & RESIL_HEALTH_F_ALERT) != 0;
    next = on ? fail >= e->desc.alert.clear_below
              : fail >= e->desc.alert.threshold;
    if (next == on) return;

    if (ep == RESIL_NO_ENDPOINT) {
        e->monitor.alert = (uint8_t)next;
    } else {
        resil_health *h = &e->ep[ep].health;
        h->flags = (uint8_t)(next ? h->flags | RESIL_HEALTH_F_ALERT
                                             : h->flags & ~RESIL_HEALTH_F_ALERT);
    }
    if (next) RESIL__COUNT_E(e, alerts); /* every episode, any scope */
    RESIL__EMIT(e, next ? RESIL_EV_ALERT : RESIL_EV_ALERT_CLEARED, (uint8_t)ep,
                NULL, now, 0, 0, 0, fail); /* value: failures in the window */
}

/* Move the alert window of `ep` on to `now`, then raise or clear. */
static void resil__alert_update(resil_engine *e, uint32_t ep, uint32_t now)
{
    resil_window *w = ep == RESIL_NO_ENDPOINT ? &e->monitor.alerts
                                              : &e->ep[ep].health.alerts;
    uint32_t width = resil__win_width(e->desc.alert.window_ms), ok, fail;
    resil__win_advance(w, width, now);
    resil__win_sum(w, width, now, &ok, &fail);
    resil__alert_set(e, ep, now, fail);
}

RESILDEF int resil_alert_active(const resil_engine *e, uint32_t endpoint)
{
    int r;
    if (endpoint == RESIL_NO_ENDPOINT) {
        if (!e) return RESIL_E_NULL;
        if (!resil__engine_ok(e)) return RESIL_E_STATE;
        return e->monitor.alert != 0;
    }
    r = resil__s8_ep_ok(e, endpoint);
    if (r != RESIL_OK) return r;
    return (e->ep[endpoint].health.flags & RESIL_HEALTH_F_ALERT) != 0;
}

#endif /* RESIL_NO_ALERTS */

#ifndef RESIL_NO_RESTARTQ
/* -- restart queue -- */

static uint32_t resil__restart_delay(const resil_restart_desc *rd,
                                     uint32_t restarts)
{
    uint32_t d = rd->delay_ms, i;
    for (i = 0; i < restarts && d < rd->max_delay_ms; i++)
        d = d > rd->max_delay_ms / 2u ? rd->max_delay_ms : d * 2u;
    return d > rd->max_delay_ms ? rd->max_delay_ms : d;
}

/* 1 if a final failure of class `cls` may queue a restart */
static int resil__restart_class(const resil_engine *e, uint32_t cls)
{
    if (cls >= RESIL_CLASS__COUNT ||
        ((1u << cls) & RESIL__RESTART_CLASSES_NEVER))
        return 0;
    return (e->desc.restart.classes & (1u << cls)) != 0 ||
           e->desc.policy[cls].action == RESIL_ACTION_RESTART;
}

/* Hook in the engine's resil__finish() for a task about to end FAILED with
   `*reason` (counters and events not yet done): 1 if it is queued instead
   (state QUEUED, due at t->wait_until: the final decision is RESTART);
   0 if it fails, *reason possibly changed to QUEUE_FULL or RESTARTS. */
static int resil__restart_offer(resil_engine *e, resil_task *t, uint32_t now,
                                uint8_t *reason)
{
    resil_monitor *m = &e->monitor;
    resil_restart_entry *q;
    uint32_t delay, cls = t->last_cls;
    uint8_t ep = t->endpoint < e->desc.endpoint_count ? t->endpoint : 0;
    if (e->desc.passthrough ||
        e->desc.restart.max_restarts == RESIL_RESTARTS_NONE)
        return 0;
    switch (*reason) {
    case RESIL_REASON_BREAKER_OPEN: case RESIL_REASON_DEAD:
        break; /* the endpoints are down, not the task */
    case RESIL_REASON_EXHAUSTED:
        if (t->failures == 0) break; /* every breaker refused it: no call */
        /* fall through */
    case RESIL_REASON_CLASS: case RESIL_REASON_RETRIES:
    case RESIL_REASON_BUDGET: case RESIL_REASON_RETRY_AFTER:
        if (resil__restart_class(e, cls)) break;
        return 0;
    default: /* cancelled, deadline, compactions, passthrough, ... */
        return 0;
    }
    if (cls >= RESIL_CLASS__COUNT || ((1u << cls) & RESIL__RESTART_CLASSES_NEVER))
        return 0; /* (a breaker-refused task's last class may be anything) */
    if (t->desc.restarts >= e->desc.restart.max_restarts) {
        *reason = RESIL_REASON_RESTARTS;
        RESIL__COUNT_E(e, restarts_exhausted);
        return 0;
    }
    if (m->queued >= RESIL_RESTARTQ_CAPACITY) {
        uint32_t at = 0;
        if (t->has_deadline) { /* it cannot wait for room: fail, say why */
            *reason = RESIL_REASON_QUEUE_FULL;
            return 0;
        }
        /* no deadline: hold the task (WAIT) until the queue has room; it is
           offered again then, never failed for the queue's sake */
        (void)resil_restartq_next_at(e, &at);
        if (!resil_time_after(at, now)) at = now + RESIL__WAIT_MS(e);
        t->state = RESIL_TASK_WAITING;
        t->reason = *reason;
        t->wait_until = at;
        t->lim_flags |= RESIL__LIM_HELD;
        return 2;
    }
    /* +- the backoff's jitter: restarts queued together must not all come
       due on the same tick (they would form the same herd again) */
    delay = resil__restart_delay(&e->desc.restart, t->desc.restarts);
    if (e->desc.restart.jitter_pct != RESIL_PCT_NONE)
        delay = resil__min(resil__jitter(delay, e->desc.restart.jitter_pct,
                                         resil__task_rand(e, t)),
                           RESIL_MAX_INTERVAL_MS);
    if (t->has_deadline && (resil_time_reached(now, t->deadline) ||
                            !resil_time_after(t->deadline, now + delay)))
        return 0; /* no restart past the task's deadline */
    q = &m->restartq[m->queued];
    q->desc = t->desc;
    q->due = now + delay;
    if (t->has_deadline) q->desc.timeout_ms = t->deadline - q->due; /* kept */
    m->queued = (uint8_t)(m->queued + 1u);
    t->state = RESIL_TASK_QUEUED;
    t->reason = *reason;
    t->wait_until = q->due;
    RESIL__COUNT_E(e, restarts_queued);
    RESIL__EMIT(e, RESIL_EV_RESTART_QUEUED, ep, t, now, *reason, 0, 0, delay);
    return 1;
}

static void resil__restartq_remove(resil_monitor *m, uint32_t i)
{
    for (; i + 1u < m->queued; i++) m->restartq[i] = m->restartq[i + 1u];
    m->queued = (uint8_t)(m->queued - 1u);
    RESIL_MEMSET(&m->restartq[m->queued], 0, sizeof m->restartq[0]);
}

/* Hook for resil_cancel() on a QUEUED task: its entry leaves the queue (if
   it was not popped yet) and the task ends CANCELLED: it never restarts. */
static int resil__restart_cancel(resil_engine *e, resil_task *t, uint32_t now,
                                 resil_decision *d)
{
    resil_monitor *m = &e->monitor;
    uint32_t i;
    for (i = 0; i < m->queued; i++) {
        const resil_restart_entry *q = &m->restartq[i];
        if (q->due == t->wait_until && q->desc.id == t->desc.id &&
            q->desc.op_id == t->desc.op_id && q->desc.ctx == t->desc.ctx &&
            q->desc.restarts == t->desc.restarts) {
            resil__restartq_remove(m, i);
            break;
        }
    }
    resil__engine_clock(e, now);
    resil__task_clock(t, now);
    return resil__finish(e, t, now, RESIL_TASK_CANCELLED,
                         RESIL_REASON_CANCELLED, d);
}

RESILDEF int resil_restartq_due(resil_engine *e, uint32_t now,
                                resil_task_desc *out)
{
    resil_monitor *m;
    uint32_t i, best = 0;
    if (!e || !out) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    m = &e->monitor;
    if (m->queued == 0) return RESIL_E_EMPTY;
    resil__engine_clock(e, now);
    for (i = 1; i < m->queued; i++) /* earliest due; oldest among equals */
        if (resil_time_after(m->restartq[best].due, m->restartq[i].due))
            best = i;
    if (!resil_time_reached(now, m->restartq[best].due)) return RESIL_E_EMPTY;
    *out = m->restartq[best].desc;
    if (out->restarts != 255u) out->restarts++;
    resil__restartq_remove(m, best);
    if (e->desc.on_event) { /* the task as it will restart: id, restarts */
        resil_task w;
        RESIL_MEMSET(&w, 0, sizeof w);
        w.desc = *out;
        w.attempt = out->restarts;
        resil__emit_to(e, RESIL_EV_RESTART_DUE, (uint8_t)RESIL_NO_ENDPOINT, &w,
                       now, 0, 0, 0, 0);
    }
    return RESIL_OK;
}

RESILDEF int resil_restartq_next_at(const resil_engine *e, uint32_t *at)
{
    uint32_t i, best;
    if (!e || !at) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (e->monitor.queued == 0) return RESIL_E_EMPTY;
    best = e->monitor.restartq[0].due;
    for (i = 1; i < e->monitor.queued; i++)
        if (resil_time_after(best, e->monitor.restartq[i].due))
            best = e->monitor.restartq[i].due;
    *at = best;
    return RESIL_OK;
}

RESILDEF int resil_restartq_count(const resil_engine *e)
{
    if (!e) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    return e->monitor.queued;
}
#else /* RESIL_NO_RESTARTQ: a final failure stays final; no task is QUEUED */
static int resil__restart_offer(resil_engine *e, resil_task *t, uint32_t now,
                                uint8_t *reason)
{
    (void)e; (void)t; (void)now; (void)reason;
    return 0;
}
static int resil__restart_cancel(resil_engine *e, resil_task *t, uint32_t now,
                                 resil_decision *d)
{
    (void)e; (void)t; (void)now; (void)d;
    return RESIL_E_STATE;
}
#endif /* RESIL_NO_RESTARTQ */

/* Hook for resil__engine_ticks(): section 8's stored ticks, moved back with
   the engine's on a clock reset, or aged with them. */
static void resil__health_ticks(resil_engine *e, int age, uint32_t v)
{
#if defined(RESIL__S8)
    uint32_t i;
#endif
#ifndef RESIL_NO_HEALTH
    for (i = 0; i < RESIL_MAX_ENDPOINTS; i++) {
        resil_health *h = &e->ep[i].health;
        resil__tick_adjust(&h->samples.head_start, age, v);
#ifndef RESIL_NO_ALERTS
        resil__tick_adjust(&h->alerts.head_start, age, v);
#endif
        resil__tick_adjust(&h->last_ping, age, v);
        resil__tick_adjust(&h->last_ok, age, v);
    }
#endif
#ifndef RESIL_NO_ALERTS
    resil__tick_adjust(&e->monitor.alerts.head_start, age, v);
#endif
#ifndef RESIL_NO_RESTARTQ
    for (i = 0; i < e->monitor.queued; i++)
        resil__tick_adjust(&e->monitor.restartq[i].due, age, v);
#endif
#if !defined(RESIL__S8)
    (void)e; (void)age; (void)v;
#endif
}


#ifndef RESIL_NO_METRICS_TEXT
/* -- metrics -- */

typedef struct resil__out {
    char *buf;
    size_t cap, len;
} resil__out;

static void resil__put(resil__out *o, const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++, o->len++)
        if (o->len < o->cap) o->buf[o->len] = s[i];
}

static void resil__puts(resil__out *o, const char *s)
{
    for (; *s; s++, o->len++) /* (no strlen: libc stays out) */
        if (o->len < o->cap) o->buf[o->len] = *s;
}

static void resil__putu(resil__out *o, uint32_t v)
{
    char d[10];
    size_t n = 0;
    do {
        d[9u - n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    resil__put(o, d + 10u - n, n);
}

/* milliseconds as seconds with three decimals: 1250 -> "1.250" */
static void resil__put_seconds(resil__out *o, uint32_t ms)
{
    uint32_t f = ms % 1000u;
    char d[4];
    resil__putu(o, ms / 1000u);
    d[0] = '.';
    d[1] = (char)('0' + f / 100u);
    d[2] = (char)('0' + f / 10u % 10u);
    d[3] = (char)('0' + f % 10u);
    resil__put(o, d, 4);
}

/* a label value, escaped as OpenMetrics and Prometheus text ask */
static void resil__put_label(resil__out *o, const char *s)
{
    for (; *s; s++) {
        if (*s == '\\') resil__put(o, "\\\\", 2);
        else if (*s == '"') resil__put(o, "\\\"", 2);
        else if (*s == '\n') resil__put(o, "\\n", 2);
        else resil__put(o, s, 1);
    }
}

enum { RESIL__M_COUNTER, RESIL__M_GAUGE, RESIL__M_STATESET };

/* # HELP / # TYPE (/ # UNIT) lines of a family. */
static void resil__family(resil__out *o, int fmt, const char *prefix,
                          const char *name, int type, int seconds,
                          const char *help)
{
    const char *suffix = (type == RESIL__M_COUNTER &&
                          fmt == RESIL_METRICS_PROMETHEUS) ? "_total" : "";
    if (type == RESIL__M_STATESET && fmt == RESIL_METRICS_PROMETHEUS)
        type = RESIL__M_GAUGE;
    resil__puts(o, "# HELP ");
    resil__puts(o, prefix); resil__puts(o, name); resil__puts(o, suffix);
    resil__puts(o, " ");
    if (seconds) { /* a help text of ms, "... (ms)": shown in seconds */
        size_t n = 0;
        while (help[n]) n++;
        if (n >= 4u && help[n - 4u] == '(' && help[n - 3u] == 'm' &&
            help[n - 2u] == 's' && help[n - 1u] == ')') {
            resil__put(o, help, n - 3u);
            help = "seconds)";
        }
    }
    resil__puts(o, help);
    resil__puts(o, "\n# TYPE ");
    resil__puts(o, prefix); resil__puts(o, name); resil__puts(o, suffix);
    resil__puts(o, " ");
    resil__puts(o, type == RESIL__M_COUNTER ? "counter"
                   : type == RESIL__M_GAUGE ? "gauge" : "stateset");
    resil__puts(o, "\n");
    if (seconds && fmt == RESIL_METRICS_OPENMETRICS) {
        resil__puts(o, "# UNIT ");
        resil__puts(o, prefix); resil__puts(o, name);
        resil__puts(o, " seconds\n");
    }
}

/* The start of a sample: name{endpoint="..." (labels left open if ep is an
   endpoint; none if RESIL_NO_ENDPOINT and no extra label follows). */
static void resil__sample(resil__out *o, const resil_engine *e,
                          const char *prefix, const char *name,
                          const char *suffix, uint32_t ep, const char *label,
                          const char *value)
{
    resil__puts(o, prefix); resil__puts(o, name); resil__puts(o, suffix);
    if (ep != RESIL_NO_ENDPOINT || label) {
        resil__puts(o, "{");
        if (ep != RESIL_NO_ENDPOINT) {
            resil__puts(o, "endpoint=\"");
            if (e->desc.endpoints[ep].name && e->desc.endpoints[ep].name[0])
                resil__put_label(o, e->desc.endpoints[ep].name);
            else
                resil__putu(o, ep);
            resil__puts(o, "\"");
            if (label) resil__puts(o, ",");
        }
        if (label) {
            resil__puts(o, label);
            resil__puts(o, "=\"");
            resil__put_label(o, value);
            resil__puts(o, "\"");
        }
        resil__puts(o, "}");
    }
    resil__puts(o, " ");
}

/* Kinds of counter: a plain count; a sum of milliseconds (a field named
   *_ms_sum, shown as the counter *_seconds); a maximum of milliseconds
   (*_ms_max, shown as the gauge *_max_seconds). */
#define RESIL__MK_COUNT 0
#define RESIL__MK_MS_SUM 1
#define RESIL__MK_MS_MAX 2

/* The metric name of counter `field` into name[64]; returns its kind. */
static int resil__metric_name(char *name, const char *field)
{
    size_t n = 0, i;
    int kind = RESIL__MK_COUNT;
    const char *tail = "";
    while (field[n] && n < 48u) n++;
    if (n > 7u && field[n - 7u] == '_' && field[n - 6u] == 'm' &&
        field[n - 5u] == 's' && field[n - 4u] == '_' &&
        ((field[n - 3u] == 's' && field[n - 2u] == 'u' && field[n - 1u] == 'm') ||
         (field[n - 3u] == 'm' && field[n - 2u] == 'a' && field[n - 1u] == 'x'))) {
        kind = field[n - 3u] == 's' ? RESIL__MK_MS_SUM : RESIL__MK_MS_MAX;
        tail = kind == RESIL__MK_MS_SUM ? "_seconds" : "_max_seconds";
        n -= 7u;
    }
    for (i = 0; i < n; i++) name[i] = field[i];
    for (; *tail; tail++) name[i++] = *tail;
    name[i] = '\0';
    return kind;
}

/* One counter as a family: engine-wide from `k` (scope RESIL_NO_ENDPOINT)
   or per endpoint (one sample each). */
static void resil__metric_counter(resil__out *o, const resil_engine *e,
                                  int fmt, uint32_t scope,
                                  const resil_counters *k, const char *field,
                                  const char *help, size_t offset)
{
    const char *prefix = scope == RESIL_NO_ENDPOINT ? "resil_"
                                                     : "resil_endpoint_";
    char name[64];
    uint32_t ep, v;
    int kind = resil__metric_name(name, field);
    resil__family(o, fmt, prefix, name,
                  kind == RESIL__MK_MS_MAX ? RESIL__M_GAUGE : RESIL__M_COUNTER,
                  kind != RESIL__MK_COUNT, help);
    for (ep = scope;; ep++) {
        if (ep != RESIL_NO_ENDPOINT) k = &e->ep[ep].counters;
        RESIL_MEMCPY(&v, (const char *)(const void *)k + offset, sizeof v);
        resil__sample(o, e, prefix, name,
                      kind == RESIL__MK_MS_MAX ? "" : "_total", ep, NULL, NULL);
        if (kind == RESIL__MK_COUNT) resil__putu(o, v);
        else resil__put_seconds(o, v);
        resil__puts(o, "\n");
        if (ep == RESIL_NO_ENDPOINT || ep + 1u >= e->desc.endpoint_count) break;
    }
}

/* Every counter of section 6's two lists: endpoint counters engine-wide
   (their sum) and per endpoint, engine counters once; then failures by
   class, the same two ways (only classes seen so far). */
static void resil__metrics_counters(resil__out *o, const resil_engine *e,
                                    int fmt)
{
    resil_counters sum;
    uint32_t ep, c, scope;
    (void)resil_engine_counters(e, &sum);
#define RESIL__X(field, help)                                                  \
    resil__metric_counter(o, e, fmt, RESIL_NO_ENDPOINT, &sum, #field,          \
                          RESIL__S(help), offsetof(resil_counters, field));    \
    resil__metric_counter(o, e, fmt, 0, &sum, #field, RESIL__S(help),          \
                          offsetof(resil_counters, field));
    RESIL_ENDPOINT_COUNTERS(RESIL__X)
#undef RESIL__X
#define RESIL__X(field, help)                                                  \
    resil__metric_counter(o, e, fmt, RESIL_NO_ENDPOINT, &e->counters, #field,  \
                          RESIL__S(help), offsetof(resil_counters, field));
    RESIL_ENGINE_COUNTERS(RESIL__X)
#undef RESIL__X
    for (scope = 0; scope < 2; scope++) {
        const char *prefix = scope ? "resil_endpoint_" : "resil_";
        resil__family(o, fmt, prefix, "failures_by_class", RESIL__M_COUNTER, 0,
                      RESIL__S("attempts that failed, by error class (classes seen so far)"));
        for (ep = scope ? 0 : RESIL_NO_ENDPOINT;; ep++) {
            const resil_counters *k = scope ? &e->ep[ep].counters : &sum;
            for (c = 0; c < RESIL_CLASS__COUNT; c++) {
                if (!k->failures_by_class[c]) continue;
                resil__sample(o, e, prefix, "failures_by_class", "_total", ep,
                              "class", resil_class_name((int)c));
                resil__putu(o, k->failures_by_class[c]);
                resil__puts(o, "\n");
            }
            if (!scope || ep + 1u >= e->desc.endpoint_count) break;
        }
    }
}

RESILDEF int resil_metrics_format(const resil_engine *e, uint32_t now,
                                  int fmt, char *buf, size_t cap,
                                  size_t *needed)
{
    resil__out o;
    uint32_t ep, s, ms;
    if (!e || !needed || (!buf && cap)) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (fmt < 0 || fmt >= RESIL_METRICS__COUNT) return RESIL_E_RANGE;
    now = resil__query_now(e, now);
    o.buf = buf;
    o.cap = cap;
    o.len = 0;
    resil__metrics_counters(&o, e, fmt);

#ifndef RESIL_NO_ALERTS
    resil__family(&o, fmt, "resil_", "alert", RESIL__M_GAUGE, 0,
                  RESIL__S("1 while an engine-wide failure-burst alert is on."));
    resil__puts(&o, "resil_alert ");
    resil__putu(&o, e->monitor.alert);
    resil__puts(&o, "\n");
#endif
#ifndef RESIL_NO_RESTARTQ
    resil__family(&o, fmt, "resil_", "restart_queue_length", RESIL__M_GAUGE,
                  0, RESIL__S("Tasks waiting in the restart queue."));
    resil__puts(&o, "resil_restart_queue_length ");
    resil__putu(&o, e->monitor.queued);
    resil__puts(&o, "\n");
    resil__family(&o, fmt, "resil_", "restart_queue_capacity",
                  RESIL__M_GAUGE, 0, RESIL__S("Slots of the restart queue."));
    resil__puts(&o, "resil_restart_queue_capacity ");
    resil__putu(&o, RESIL_RESTARTQ_CAPACITY);
    resil__puts(&o, "\n");
#endif

    resil__family(&o, fmt, "resil_endpoint_", "breaker", RESIL__M_STATESET, 0,
                  RESIL__S("Circuit breaker state."));
    for (ep = 0; ep < e->desc.endpoint_count; ep++) {
        int st = resil_breaker_state_at(e, ep, now);
        for (s = 0; s < RESIL_BREAKER__COUNT; s++) {
            resil__sample(&o, e, "resil_endpoint_", "breaker", "", ep,
                          "resil_endpoint_breaker",
                          resil_breaker_state_name((int)s));
            resil__puts(&o, st == (int)s ? "1\n" : "0\n");
        }
    }
#ifndef RESIL_NO_HEALTH
    resil__family(&o, fmt, "resil_endpoint_", "health", RESIL__M_STATESET, 0,
                  RESIL__S("Health verdict (unknown counts as healthy)."));
    for (ep = 0; ep < e->desc.endpoint_count; ep++) {
        int v = resil__health_verdict(e, ep, now);
        for (s = 0; s < RESIL_HEALTH__COUNT; s++) {
            resil__sample(&o, e, "resil_endpoint_", "health", "", ep,
                          "resil_endpoint_health",
                          resil_health_verdict_name((int)s));
            resil__puts(&o, v == (int)s ? "1\n" : "0\n");
        }
    }
    resil__family(&o, fmt, "resil_endpoint_", "latency_seconds",
                  RESIL__M_GAUGE, 1,
                  RESIL__S("Moving average of ping and call latency (endpoints measured so far)."));
    for (ep = 0; ep < e->desc.endpoint_count; ep++) {
        if (resil_health_latency(e, ep, &ms) != RESIL_OK) continue;
        resil__sample(&o, e, "resil_endpoint_", "latency_seconds", "", ep,
                      NULL, NULL);
        resil__put_seconds(&o, ms);
        resil__puts(&o, "\n");
    }
#else
    (void)ms;
#endif
#ifndef RESIL_NO_ALERTS
    resil__family(&o, fmt, "resil_endpoint_", "alert", RESIL__M_GAUGE, 0,
                  RESIL__S("1 while a failure-burst alert is on for the endpoint."));
    for (ep = 0; ep < e->desc.endpoint_count; ep++) {
        resil__sample(&o, e, "resil_endpoint_", "alert", "", ep, NULL, NULL);
        resil__puts(&o, (e->ep[ep].health.flags & RESIL_HEALTH_F_ALERT) ? "1\n"
                                                                      : "0\n");
    }
#endif
    if (fmt == RESIL_METRICS_OPENMETRICS) resil__puts(&o, "# EOF\n");
    *needed = o.len;
    if (o.len < cap) buf[o.len] = '\0';
    return o.len <= cap ? RESIL_OK : RESIL_E_SPACE;
}

RESILDEF int resil_metrics(const resil_engine *e, uint32_t now, char *buf,
                           size_t cap, size_t *needed)
{
    return resil_metrics_format(e, now, RESIL_METRICS_OPENMETRICS, buf, cap,
                                needed);
}

#endif /* RESIL_NO_METRICS_TEXT */

#ifndef RESIL_NO_SNAPSHOT
/* -- snapshot -- */

static uint32_t resil__crc32(const uint8_t *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    size_t i;
    int k;
    for (i = 0; i < n; i++) {
        c ^= p[i];
        for (k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return c ^ 0xFFFFFFFFu;
}

static uint32_t resil__get32(const uint8_t *p)
{
    return (uint32_t)(p[0]) | (uint32_t)(p[1]) << 8 |
           (uint32_t)(p[2]) << 16 | (uint32_t)(p[3]) << 24;
}

static void resil__set32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* FNV-1a over little-endian values */
static uint32_t resil__fnv(uint32_t h, uint32_t v, unsigned bytes)
{
    unsigned i;
    for (i = 0; i < bytes; i++) {
        h ^= (v >> (8u * i)) & 0xFFu;
        h *= 16777619u;
    }
    return h;
}

RESILDEF uint32_t resil_config_fingerprint(const resil_desc *d)
{
    uint32_t h = 2166136261u, i, j;
    const resil_backoff_desc *b;
    resil__s8_cfg c;
    if (!d) return 0;
    h = resil__fnv(h, RESIL_SNAPSHOT_VERSION, 4);
    h = resil__fnv(h, RESIL__ENDPOINT_COUNTER_COUNT, 4);
    h = resil__fnv(h, RESIL__ENGINE_COUNTER_COUNT, 4);
    h = resil__fnv(h, RESIL_CLASS__COUNT, 4);
    h = resil__fnv(h, d->endpoint_count, 1);
    h = resil__fnv(h, d->chain_count, 1);
    h = resil__fnv(h, d->max_compactions, 1);
    for (i = 0; i < d->chain_count && i < RESIL_MAX_CHAINS; i++) {
        h = resil__fnv(h, d->chains[i].step_count, 1);
        h = resil__fnv(h, d->chains[i].degraded, 1);
        for (j = 0; j < d->chains[i].step_count && j < RESIL_MAX_STEPS; j++)
            h = resil__fnv(h, d->chains[i].steps[j], 1);
    }
    for (i = 0; i < 2; i++) {
        b = i ? &d->slow_backoff : &d->backoff;
        h = resil__fnv(h, b->base_ms, 4);
        h = resil__fnv(h, b->cap_ms, 4);
        h = resil__fnv(h, b->multiplier_pct, 2);
        h = resil__fnv(h, b->jitter, 1);
        h = resil__fnv(h, b->jitter_pct, 1);
    }
    h = resil__fnv(h, d->breaker.failure_threshold, 2);
    h = resil__fnv(h, d->breaker.probe_successes, 2);
    h = resil__fnv(h, d->breaker.probes, 2);
    h = resil__fnv(h, d->breaker.open_jitter_pct, 1);
    h = resil__fnv(h, d->breaker.rate_pct, 1);
    h = resil__fnv(h, d->breaker.open_ms, 4);
    h = resil__fnv(h, d->breaker.open_max_ms, 4);
    h = resil__fnv(h, d->breaker.rate_window_ms, 4);
    h = resil__fnv(h, d->breaker.rate_min_calls, 2);
    h = resil__fnv(h, d->budget.mode, 1);
    h = resil__fnv(h, d->budget.ratio_pct, 1);
    h = resil__fnv(h, d->budget.max_tokens, 2);
    h = resil__fnv(h, d->budget.refill_ms, 4);
    for (i = 0; i < RESIL_CLASS__COUNT; i++) {
        h = resil__fnv(h, d->policy[i].action, 1);
        h = resil__fnv(h, d->policy[i].attempts, 1);
        h = resil__fnv(h, d->policy[i].counts, 1);
        h = resil__fnv(h, d->policy[i].slow, 1);
    }
    for (i = 0; i < RESIL_OP__COUNT; i++)
        h = resil__fnv(h, d->attempt_timeout_ms[i], 4);
    h = resil__fnv(h, d->retry_after_cap_ms, 4);
    c.health = d->health;
    c.restart = d->restart;
    c.alert = d->alert;
#define RESIL__X(path, def, lo, hi, never)                                     \
    h = resil__fnv(h, c.path, (unsigned)(sizeof c.path));
    RESIL__S8_FIELDS(RESIL__X)
#undef RESIL__X
    return h;
}

/* One walker serves writing, checking and loading a snapshot, so the three
   can never disagree about the layout. */
typedef struct resil__sn {
    uint8_t *out;       /* writing: the buffer; NULL when reading */
    const uint8_t *in;  /* reading: the blob */
    size_t pos;
    uint32_t now;       /* ticks are stored relative to it */
    uint32_t last;      /* writing: the engine's last `now` (for aging) */
    uint32_t last_rel;  /* the stored last_ms (relative to `now`) */
    int apply;          /* reading: store the values (second pass) */
    int bad;            /* reading: a value out of range */
} resil__sn;

static uint32_t resil__sn_n(resil__sn *c, uint32_t v, unsigned bytes)
{
    unsigned i;
    if (c->out) {
        for (i = 0; i < bytes; i++)
            c->out[c->pos + i] = (uint8_t)(v >> (8u * i));
    } else {
        v = 0;
        for (i = 0; i < bytes; i++)
            v |= (uint32_t)(c->in[c->pos + i]) << (8u * i);
    }
    c->pos += bytes;
    return v;
}

static uint32_t resil__sn_u32(resil__sn *c, uint32_t *f)
{
    uint32_t v = resil__sn_n(c, *f, 4);
    if (c->apply) *f = v;
    return v;
}

static uint32_t resil__sn_u16(resil__sn *c, uint16_t *f)
{
    uint32_t v = resil__sn_n(c, *f, 2);
    if (c->apply) *f = (uint16_t)v;
    return v;
}

static uint32_t resil__sn_u8(resil__sn *c, uint8_t *f)
{
    uint32_t v = resil__sn_n(c, *f, 1);
    if (c->apply) *f = (uint8_t)v;
    return v;
}

/* Writing: the tick as the next mutating call at c->now would leave it
   (resil__engine_clock: anchored or moved back with the clock, then aged
   at the last `now` and at c->now), relative to c->now. The engine is not
   written: a blob written at any `now` reads back as that call's state. */
static uint32_t resil__sn_tick(const resil__sn *c, uint32_t t)
{
    if (resil_time_after(c->last - RESIL__AGE_FLOOR, t))
        t = c->last - RESIL__AGE_FLOOR;
    if (resil_time_after(c->now - RESIL__AGE_FLOOR, t))
        t = c->now - RESIL__AGE_FLOOR;
    return t - c->now;
}

/* a tick, stored relative to `now` */
static void resil__sn_time(resil__sn *c, uint32_t *f)
{
    uint32_t v = resil__sn_n(c, c->out ? resil__sn_tick(c, *f) : 0u, 4);
    if (c->apply) *f = v + c->now;
}

static void resil__sn_check(resil__sn *c, int ok)
{
    if (!ok && !c->out) c->bad = 1;
}

/* The counters a scope keeps (section 6): the engine its engine list,
   an endpoint its endpoint list and failures by class. The others stay 0
   (and are cleared on loading). */
static void resil__sn_counters(resil__sn *c, resil_counters *k, int engine)
{
    uint32_t i;
    if (engine) {
#define RESIL__X(field, help) (void)resil__sn_u32(c, &k->field);
        RESIL_ENGINE_COUNTERS(RESIL__X)
#undef RESIL__X
        if (c->apply) {
#define RESIL__X(field, help) k->field = 0;
            RESIL_ENDPOINT_COUNTERS(RESIL__X)
#undef RESIL__X
            for (i = 0; i < RESIL_CLASS__COUNT; i++) k->failures_by_class[i] = 0;
        }
        return;
    }
#define RESIL__X(field, help) (void)resil__sn_u32(c, &k->field);
    RESIL_ENDPOINT_COUNTERS(RESIL__X)
#undef RESIL__X
    for (i = 0; i < RESIL_CLASS__COUNT; i++)
        (void)resil__sn_u32(c, &k->failures_by_class[i]);
    if (c->apply) {
#define RESIL__X(field, help) k->field = 0;
        RESIL_ENGINE_COUNTERS(RESIL__X)
#undef RESIL__X
    }
}

static void resil__sn_window(resil__sn *c, resil_window *w)
{
    uint32_t i;
    resil__sn_time(c, &w->head_start);
    resil__sn_check(c, resil__sn_u8(c, &w->head) < RESIL_WINDOW_BUCKETS);
    resil__sn_check(c, resil__sn_u8(c, &w->primed) <= 1u);
    for (i = 0; i < RESIL_WINDOW_BUCKETS; i++) (void)resil__sn_u16(c, &w->ok[i]);
    for (i = 0; i < RESIL_WINDOW_BUCKETS; i++)
        (void)resil__sn_u16(c, &w->fail[i]);
    if (c->apply) resil__win_resum(w); /* the sums are not stored */
}

static void resil__sn_bucket(resil__sn *c, resil_bucket *b,
                             const resil_desc *d)
{
    resil__sn_check(c, resil__sn_u32(c, &b->milli) <=
                           1000u * d->budget.max_tokens);
    resil__sn_time(c, &b->refill_at);
}

/* A tick that, if ahead of `now`, is at most `max` ahead; and so is it of
   the engine's last `now` (the stored last_ms, walked before it). */
static void resil__sn_time_max(resil__sn *c, uint32_t *f, uint32_t max)
{
    uint32_t v = resil__sn_n(c, c->out ? resil__sn_tick(c, *f) : 0u, 4);
    resil__sn_check(c, v >= RESIL__HALF || v <= max);
    resil__sn_check(c, v - c->last_rel >= RESIL__HALF || v - c->last_rel <= max);
    if (c->apply) *f = v + c->now;
}

static void resil__sn_breaker(resil__sn *c, resil_breaker *b,
                              const resil_desc *d)
{
    resil__sn_check(c, resil__sn_u8(c, &b->state) < RESIL_BREAKER__COUNT);
    (void)resil__sn_u8(c, &b->trips);
    (void)resil__sn_u16(c, &b->consecutive);
    resil__sn_check(c, resil__sn_u16(c, &b->probes_out) <= d->breaker.probes);
    (void)resil__sn_u16(c, &b->probe_ok);
    (void)resil__sn_u32(c, &b->generation);
    resil__sn_time_max(c, &b->open_until, RESIL_MAX_INTERVAL_MS);
    resil__sn_time(c, &b->since);
    resil__sn_time_max(c, &b->probe_until, RESIL_MAX_INTERVAL_MS);
    resil__sn_time(c, &b->window_start);
    (void)resil__sn_u16(c, &b->window_calls);
    (void)resil__sn_u16(c, &b->window_failures);
}

static void resil__sn_health(resil__sn *c, resil_health *h)
{
    resil__sn_window(c, &h->samples);
    resil__sn_window(c, &h->alerts);
    resil__sn_time(c, &h->last_ping);
    resil__sn_time(c, &h->last_ok);
    (void)resil__sn_u32(c, &h->dead_gen);
    resil__sn_check(c, resil__sn_u32(c, &h->latency) <= 0x0FFFFFFFu << 4);
    resil__sn_check(c, resil__sn_u8(c, &h->flags) < 0x80u);
    resil__sn_check(c, resil__sn_u8(c, &h->verdict) < RESIL_HEALTH__COUNT);
}

static void resil__sn_entry(resil__sn *c, resil_restart_entry *q,
                            const resil_desc *d)
{
    (void)resil__sn_u32(c, &q->desc.id);
    (void)resil__sn_u32(c, &q->desc.op_id);
    if (c->apply) q->desc.ctx = NULL; /* pointers do not survive a reboot */
    resil__sn_check(c, resil__sn_u8(c, &q->desc.chain) < d->chain_count);
    resil__sn_check(c, resil__sn_u8(c, &q->desc.op) < RESIL_OP__COUNT);
    (void)resil__sn_u8(c, &q->desc.restarts);
    (void)resil__sn_u8(c, &q->desc.reserved);
    resil__sn_check(c, resil__sn_u32(c, &q->desc.timeout_ms) <=
                           RESIL_MAX_INTERVAL_MS);
    resil__sn_time(c, &q->due);
}

static void resil__sn_body(resil__sn *c, resil_engine *e, uint32_t queued)
{
    uint32_t i, v;
    (void)resil__sn_u32(c, &e->rng);
    c->last_rel = resil__sn_n(c, c->out ? resil__sn_tick(c, e->last_ms) : 0u, 4);
    if (c->apply) e->last_ms = c->last_rel + c->now; /* (a resil__sn_time) */
    v = resil__sn_n(c, e->clock_known, 1);
    resil__sn_check(c, v <= 1u);
    if (c->apply) e->clock_known = v;
    resil__sn_bucket(c, &e->budget, &e->desc);
    resil__sn_counters(c, &e->counters, 1);
    resil__sn_window(c, &e->monitor.alerts);
    resil__sn_check(c, resil__sn_u8(c, &e->monitor.alert) <= 1u);
    for (i = 0; i < e->desc.endpoint_count; i++) {
        resil__sn_breaker(c, &e->ep[i].breaker, &e->desc);
        resil__sn_bucket(c, &e->ep[i].budget, &e->desc);
        resil__sn_counters(c, &e->ep[i].counters, 0);
        resil__sn_health(c, &e->ep[i].health);
    }
    for (i = 0; i < queued; i++)
        resil__sn_entry(c, &e->monitor.restartq[i], &e->desc);
}

RESILDEF int resil_snapshot_write(const resil_engine *e, uint32_t now,
                                  void *buf, size_t cap, size_t *len)
{
    resil__sn c;
    resil_engine *m; /* the walker's pointer; only read while writing */
    size_t size;
    uint8_t *p = (uint8_t *)buf;
    if (!e || !len || (!buf && cap)) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    size = RESIL_SNAPSHOT_SIZE(e->desc.endpoint_count, e->monitor.queued);
    *len = size;
    if (cap < size) return RESIL_E_SPACE;
    RESIL_MEMCPY(&m, &e, sizeof m); /* drop const without a cast */
    p[0] = 'R'; p[1] = 'S'; p[2] = 'N'; p[3] = 'P';
    p[4] = (uint8_t)RESIL_SNAPSHOT_VERSION;
    p[5] = (uint8_t)(RESIL_SNAPSHOT_VERSION >> 8);
    p[6] = e->desc.endpoint_count;
    p[7] = e->monitor.queued;
    resil__set32(p + 8, (uint32_t)size);
    resil__set32(p + 12, resil_config_fingerprint(&e->desc));
    RESIL_MEMSET(&c, 0, sizeof c);
    c.out = p;
    c.pos = RESIL_SNAPSHOT_HEADER_BYTES;
    /* A `now` behind the engine's last one (a clock reset not yet seen),
       or an engine that never saw the clock: its ticks move with the clock
       (resil__engine_clock_moved), so they are stored relative to the
       engine's own last `now`. */
    c.last = e->last_ms;
    c.now = (e->clock_known && resil_time_reached(now, e->last_ms)) ? now : e->last_ms;
    resil__sn_body(&c, m, e->monitor.queued);
    RESIL_ASSERT(c.pos + 4u == size);
    resil__set32(p + size - 4u, resil__crc32(p, size - 4u));
    return RESIL_OK;
}

RESILDEF int resil_snapshot_read(resil_engine *e, uint32_t now,
                                 const void *buf, size_t len)
{
    const uint8_t *p = (const uint8_t *)buf;
    resil__sn c;
    uint32_t size, queued, pass;
    if (!e || !buf) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (len < RESIL_SNAPSHOT_HEADER_BYTES + 4u) return RESIL_E_CORRUPT;
    size = resil__get32(p + 8);
    if (size < RESIL_SNAPSHOT_HEADER_BYTES + 4u || size > len)
        return RESIL_E_CORRUPT;
    if (resil__crc32(p, size - 4u) != resil__get32(p + size - 4u))
        return RESIL_E_CORRUPT;
    if (p[0] != 'R' || p[1] != 'S' || p[2] != 'N' || p[3] != 'P')
        return RESIL_E_CORRUPT;
    if ((p[4] | (uint32_t)(p[5]) << 8) != RESIL_SNAPSHOT_VERSION)
        return RESIL_E_VERSION;
    if (resil__get32(p + 12) != resil_config_fingerprint(&e->desc) ||
        p[6] != e->desc.endpoint_count)
        return RESIL_E_VERSION;
    queued = p[7];
    if (queued > RESIL_RESTARTQ_CAPACITY) return RESIL_E_CAPACITY;
    if (size != RESIL_SNAPSHOT_SIZE(e->desc.endpoint_count, queued))
        return RESIL_E_CORRUPT;
    for (pass = 0; pass < 2; pass++) { /* check everything, then load */
        RESIL_MEMSET(&c, 0, sizeof c);
        c.in = p;
        c.pos = RESIL_SNAPSHOT_HEADER_BYTES;
        c.now = now;
        c.apply = pass == 1;
        resil__sn_body(&c, e, queued);
        if (c.bad) return RESIL_E_CORRUPT; /* first pass only: no change */
    }
    e->monitor.queued = (uint8_t)queued;
    if (queued < RESIL_RESTARTQ_CAPACITY)
        RESIL_MEMSET(&e->monitor.restartq[queued], 0,
                     (RESIL_RESTARTQ_CAPACITY - queued) *
                         sizeof e->monitor.restartq[0]);
    return RESIL_OK;
}

/* -- snapshot slots (A/B) -- */

/* 1 if slot s holds a complete slot: *seq, *len (its snapshot's length). */
static int resil__slot_ok(const uint8_t *s, size_t slot_size, uint32_t *seq,
                          uint32_t *len)
{
    uint32_t n;
    if (s[0] != 'R' || s[1] != 'S' || s[2] != 'L' || s[3] != 'T') return 0;
    n = resil__get32(s + 8);
    if (n > slot_size - RESIL_SNAPSHOT_SLOT_OVERHEAD) return 0;
    if (resil__crc32(s, 12u + (size_t)n) != resil__get32(s + 12u + n)) return 0;
    *seq = resil__get32(s + 4);
    *len = n;
    return 1;
}

/* The valid slots, newest first, into order[] (their count returned). */
static int resil__slots(const uint8_t *p, size_t slot_size, uint32_t order[2],
                        uint32_t seq[2], uint32_t len[2])
{
    int a = resil__slot_ok(p, slot_size, &seq[0], &len[0]);
    int b = resil__slot_ok(p + slot_size, slot_size, &seq[1], &len[1]);
    int b_first = b && (!a || resil_time_after(seq[1], seq[0]));
    order[0] = b_first ? 1u : 0u;
    order[1] = b_first ? 0u : 1u;
    return a + b;
}

RESILDEF int resil_snapshot_write_slot(const resil_engine *e, uint32_t now,
                                       const void *slots, size_t slot_size,
                                       void *image, uint32_t *index)
{
    const uint8_t *p = (const uint8_t *)slots;
    uint8_t *img = (uint8_t *)image;
    uint32_t order[2], seq[2], len[2], next = 1u;
    size_t n = 0;
    int rc;
    if (!e || !slots || !image || !index) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (slot_size < RESIL_SNAPSHOT_SLOT_OVERHEAD) return RESIL_E_SPACE;
    *index = 0;
    if (resil__slots(p, slot_size, order, seq, len) > 0) {
        next = seq[order[0]] + 1u;
        *index = order[0] ^ 1u; /* never over the newest */
    }
    rc = resil_snapshot_write(e, now, img + 12, slot_size - RESIL_SNAPSHOT_SLOT_OVERHEAD, &n);
    if (rc != RESIL_OK) return rc;
    img[0] = 'R'; img[1] = 'S'; img[2] = 'L'; img[3] = 'T';
    resil__set32(img + 4, next);
    resil__set32(img + 8, (uint32_t)n);
    resil__set32(img + 12 + n, resil__crc32(img, 12u + n));
    RESIL_MEMSET(img + 16 + n, 0xFF, slot_size - 16u - n); /* as erased */
    return RESIL_OK;
}

RESILDEF int resil_snapshot_read_newest(resil_engine *e, uint32_t now,
                                        const void *slots, size_t slot_size,
                                        uint32_t *index)
{
    const uint8_t *p = (const uint8_t *)slots;
    uint32_t order[2], seq[2], len[2];
    int k, valid, rc = RESIL_E_EMPTY, first = RESIL_OK;
    if (!e || !slots) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (slot_size < RESIL_SNAPSHOT_SLOT_OVERHEAD) return RESIL_E_EMPTY;
    valid = resil__slots(p, slot_size, order, seq, len);
    for (k = 0; k < valid; k++) {
        const uint8_t *s = p + (size_t)order[k] * slot_size;
        rc = resil_snapshot_read(e, now, s + 12, len[order[k]]);
        if (rc == RESIL_OK) {
            if (index) *index = order[k];
            return RESIL_OK;
        }
        if (k == 0) first = rc;
    }
    return valid ? first : rc;
}

#endif /* RESIL_NO_SNAPSHOT */

/* == impl: 9. overload control ========================================= */
#ifndef RESIL_NO_OVERLOAD /* to the end of section 9 */

#define RESIL__MINUTE 60000u
/* A bare 429 teaches a rate only after this many requests in the minute:
   the smallest published per-minute limits are 3 (free tiers). */
#define RESIL__RPM_MIN_SAMPLE 3u
#define RESIL__LIM_NONE 0xFFFFu /* "no concurrency limit" as a room */

static void resil__limit_defaults(resil_desc *d)
{
    resil_limit_desc *l = &d->limit;
    if (!l->decrease_pct) l->decrease_pct = 90;
    if (!l->max) l->max = 1000;
    if (!l->initial) l->initial = (uint16_t)resil__min(8u, l->max);
    if (!l->restart) l->restart = (uint16_t)resil__min(2u, l->initial);
    if (!l->wait_ms) l->wait_ms = 1000u;
}

static int resil__limit_check(const resil_desc *d, const char **field)
{
    const resil_limit_desc *l = &d->limit;
    if (l->mode >= RESIL_LIMIT__COUNT) RESIL__BAD(RESIL_E_CONFIG, "limit.mode");
    if (l->decrease_pct > 99) RESIL__BAD(RESIL_E_CONFIG, "limit.decrease_pct");
    if (l->initial > l->max) RESIL__BAD(RESIL_E_CONFIG, "limit.initial");
    if (l->restart > l->max) RESIL__BAD(RESIL_E_CONFIG, "limit.restart");
    if (l->wait_ms > RESIL_MAX_INTERVAL_MS)
        RESIL__BAD(RESIL_E_CONFIG, "limit.wait_ms");
    return RESIL_OK;
}

/* Ceiling of endpoint ep's limit, in calls (0: no limit). */
static uint32_t resil__lim_cap(const resil_engine *e, uint32_t ep)
{
    uint32_t m = e->desc.endpoints[ep].max_inflight;
    if (e->desc.limit.mode == RESIL_LIMIT_OFF) return 0;
    if (e->desc.limit.mode == RESIL_LIMIT_FIXED) return m;
    return m && m < e->desc.limit.max ? m : e->desc.limit.max;
}

static void resil__limit_init(resil_engine *e)
{
    uint32_t i;
    for (i = 0; i < e->desc.endpoint_count; i++) {
        resil_limiter *l = &e->ep[i].limiter;
        uint32_t cap = resil__lim_cap(e, i);
        uint32_t start = e->desc.limit.mode == RESIL_LIMIT_FIXED
                             ? cap : resil__min(e->desc.limit.initial, cap);
        l->limit = start << 8;
        l->ssthresh = (uint16_t)cap; /* slow start until the first overload */
        l->rpm = e->desc.endpoints[i].rpm;
        l->tpm = e->desc.endpoints[i].tpm;
    }
}

static void resil__limit_ticks(resil_engine *e, int age, uint32_t v)
{
    uint32_t i;
    for (i = 0; i < RESIL_MAX_ENDPOINTS; i++) {
        resil_limiter *l = &e->ep[i].limiter;
        resil__tick_adjust(&l->out_until, age, v);
        resil__tick_adjust(&l->hold_until, age, v);
        resil__tick_adjust(&l->win_start, age, v);
        resil__tick_adjust(&l->slot_at, age, v);
        resil__tick_adjust(&l->learn_at, age, v);
        resil__tick_adjust(&l->pace_at, age, v);
    }
}

/* Free slots at ep (RESIL__LIM_NONE: no limit). Calls whose attempts all
   passed their deadlines without a report are written off first: a task
   the caller dropped must not hold a slot for ever. */
static uint32_t resil__lim_room(resil_engine *e, uint32_t ep, uint32_t now)
{
    resil_limiter *l = &e->ep[ep].limiter;
    uint32_t calls;
    if (!resil__lim_cap(e, ep)) return RESIL__LIM_NONE;
    if ((l->flags & RESIL_LIMITER_F_OUT) && resil_time_after(now, l->out_until)) {
        l->inflight = 0;
        l->gen++; /* their late reports free nothing */
        l->flags &= (uint8_t)~RESIL_LIMITER_F_OUT;
    }
    calls = l->limit >> 8;
    return calls > l->inflight ? calls - l->inflight : 0u;
}

/* v * num / den for num <= den <= 2^16, without 64-bit arithmetic. */
static uint32_t resil__muldiv(uint32_t v, uint32_t num, uint32_t den)
{
    return (v / den) * num + ((v % den) * num) / den;
}

/* Roll the two one-minute windows forward to `now`. */
static void resil__lim_roll(resil_limiter *l, uint32_t now)
{
    uint32_t el = now - l->win_start;
    if (!resil_time_reached(now, l->win_start)) return; /* (aged) */
    if (el < RESIL__MINUTE) return;
    if (el < 2u * RESIL__MINUTE) {
        l->req_prev = l->req_cur;
        l->tok_prev = l->tok_cur;
        l->win_start += RESIL__MINUTE;
    } else {
        l->req_prev = 0;
        l->tok_prev = 0;
        l->win_start = now;
    }
    l->req_cur = 0;
    l->tok_cur = 0;
}

/* Requests (or tokens) in the minute before `now`: the previous window
   weighted by how much of it is still inside the minute, plus the current
   one (the sliding-window counter estimate). */
static uint32_t resil__lim_used(const resil_limiter *l, uint32_t now,
                                uint32_t prev, uint32_t cur)
{
    uint32_t el = resil__min(now - l->win_start, RESIL__MINUTE);
    return resil__sat_add(resil__muldiv(prev, RESIL__MINUTE - el, RESIL__MINUTE),
                          cur);
}

/* Time until one more unit fits under `per_min` units a minute. */
static uint32_t resil__lim_spacing(uint32_t per_min, uint32_t units)
{
    uint32_t ms;
    if (per_min >= RESIL__MINUTE) ms = units / (per_min / RESIL__MINUTE);
    else ms = resil__sat_add(0, units > UINT32_MAX / (RESIL__MINUTE / per_min)
                                    ? UINT32_MAX
                                    : units * (RESIL__MINUTE / per_min));
    return resil__max(1u, resil__min(ms, RESIL__MINUTE));
}

/* Task t's place in its endpoint's line: 0 = at the front (a task not in
   line: behind everyone). Tasks leave the line in any order (admitted,
   cancelled, moved on); each one leaving moves the front on by one, so a
   place is never behind where it really is. */
static uint32_t resil__lim_place(const resil_limiter *l, const resil_task *t)
{
    uint16_t d = (uint16_t)(t->ticket - l->serving);
    if (!(t->lim_flags & RESIL__LIM_TICKET)) return l->waiting;
    return d >= 0x8000u ? 0u : d; /* passed the front: at the front */
}

/* Is it task t's turn at a limiter with `room` calls free now? The line
   goes first: a newcomer only when there is room beyond the line. In the
   line, for a slot (`by_place` 0) any task the caller woke goes (RESIL_EV_SLOT:
   the caller wakes its oldest); for the rate (`by_place` 1, woken only by
   its at_ms) a task goes when its place is within the room, so the line
   goes in arrival order. A line that did not move while there was room
   for `patience` holds tasks that are gone (dropped by the caller): it
   clears. */
static int resil__lim_turn(resil_limiter *l, const resil_task *t, uint32_t room,
                           uint32_t now, uint32_t patience, int by_place)
{
    if (!room || !l->waiting) {
        l->slot_at = now; /* nothing to give, or nobody in line */
        return room != 0u;
    }
    if ((t->lim_flags & RESIL__LIM_TICKET) && !by_place) return 1;
    if (resil__lim_place(l, t) < room) return 1;
    if (resil_time_reached(now, l->slot_at + patience)) {
        l->waiting = 0;
        l->serving = l->next_ticket; /* everyone in line is at the front */
        return 1;
    }
    return 0;
}

/* May task t call ep now? 0 = yes, else RESIL_REASON_LIMIT or _RATE and
   *when = when to ask again: a newcomer is told when its place in the line
   comes, a task in line one spacing ahead (at most a minute). Rolls the
   windows and keeps the line's clock, changes nothing else. */
static int resil__lim_check(resil_engine *e, const resil_task *t, uint32_t ep,
                            uint32_t now, uint32_t *when)
{
    resil_limiter *l = &e->ep[ep].limiter;
    uint32_t room, cost, wait, ahead;
    if (e->desc.limit.mode == RESIL_LIMIT_OFF || e->desc.passthrough) return 0;
    cost = t->desc.tokens;
    wait = e->desc.limit.wait_ms;
    ahead = resil__lim_place(l, t) + 1u; /* calls to go before it */
    if ((l->flags & RESIL_LIMITER_F_HOLD) && !resil_time_reached(now, l->hold_until)) {
        l->slot_at = now;
        *when = l->hold_until;
        return RESIL_REASON_RATE;
    }
    resil__lim_roll(l, now);
    if (l->rpm) {
        uint32_t used = resil__lim_used(l, now, l->req_prev, l->req_cur);
        uint32_t sp = resil__lim_spacing(l->rpm, 1u);
        uint32_t ahead_ok = sp * (l->rpm / 16u + 1u); /* the burst allowed */
        if (resil_time_after(l->pace_at, now + ahead_ok + RESIL__MINUTE))
            l->pace_at = now; /* (the clock went back) */
        room = used < l->rpm ? l->rpm - used : 0u;
        /* paced: never more than the burst ahead of even spacing, so a
           line released at a reset goes at the rate, not at one instant
           (several processes on one account overshoot far less) */
        if (resil_time_after(l->pace_at, now + ahead_ok)) room = 0;
        if (!resil__lim_turn(l, t, room, now, resil__max(wait, 2u * sp), 1)) {
            *when = now + resil__min(sp * resil__min(ahead, RESIL__MINUTE), RESIL__MINUTE);
            return RESIL_REASON_RATE;
        }
    }
    if (l->tpm && cost) {
        uint32_t used = resil__lim_used(l, now, l->tok_prev, l->tok_cur);
        /* one call larger than the whole minute goes alone */
        if (used && resil__sat_add(used, cost) > l->tpm) {
            *when = now + resil__lim_spacing(l->tpm, resil__min(cost, l->tpm));
            return RESIL_REASON_RATE;
        }
    }
    room = resil__lim_room(e, ep, now);
    if (room == RESIL__LIM_NONE) return 0;
    if (resil__lim_turn(l, t, room, now, wait, 0)) return 0;
    {
        /* when a slot may free: the latency so far, shared by the limit */
        uint32_t lat = RESIL__LATENCY(e, ep) >> 4, calls = l->limit >> 8;
        if (lat && calls) wait = resil__min(wait, resil__max(10u, lat * ahead / calls));
        *when = now + wait;
    }
    return RESIL_REASON_LIMIT;
}

/* The task leaves ep's line (admitted, moved on, finished). */
static void resil__lim_leave(resil_engine *e, resil_task *t)
{
    resil_limiter *l;
    if (!(t->lim_flags & RESIL__LIM_TICKET)) return;
    t->lim_flags &= (uint8_t)~RESIL__LIM_TICKET;
    if (t->endpoint >= e->desc.endpoint_count) return;
    l = &e->ep[t->endpoint].limiter;
    if (l->waiting) l->waiting--;
    l->serving++;
}

/* Take a place in ep's line (WAIT, reason LIMIT). */
static void resil__lim_queue(resil_engine *e, resil_task *t, uint32_t ep)
{
    resil_limiter *l = &e->ep[ep].limiter;
    if (t->lim_flags & RESIL__LIM_TICKET) return;
    if (l->waiting == UINT16_MAX) return;
    t->lim_flags |= RESIL__LIM_TICKET;
    t->ticket = l->next_ticket++;
    if (!l->waiting++) l->serving = t->ticket;
}

/* A call to ep is made: take a slot, spend the rates. */
static void resil__lim_take(resil_engine *e, resil_task *t, uint32_t ep,
                            uint32_t now, uint32_t until)
{
    resil_limiter *l = &e->ep[ep].limiter;
    resil__lim_leave(e, t);
    if (e->desc.limit.mode == RESIL_LIMIT_OFF || e->desc.passthrough) return;
    if (l->req_cur < UINT16_MAX) l->req_cur++;
    if (l->rpm) /* the even spacing moves one call on */
        l->pace_at = (resil_time_after(l->pace_at, now) ? l->pace_at : now) +
                     resil__lim_spacing(l->rpm, 1u);
    l->tok_cur = resil__sat_add(l->tok_cur, t->desc.tokens);
    if (l->inflight < UINT16_MAX) l->inflight++;
    if (!(l->flags & RESIL_LIMITER_F_OUT) || resil_time_after(until, l->out_until))
        l->out_until = until;
    l->flags |= RESIL_LIMITER_F_OUT;
    t->lim_epoch = l->epoch;
    t->lim_gen = l->gen;
    t->lim_flags |= RESIL__LIM_OUT;
}

/* Tell the caller a slot is free while tasks wait (wake the oldest). */
static void resil__lim_wake(resil_engine *e, uint32_t ep, uint32_t now)
{
    resil_limiter *l = &e->ep[ep].limiter;
    uint32_t room;
    if (!l->waiting) return;
    room = resil__lim_room(e, ep, now);
    if (!room) return;
    l->slot_at = now;
    RESIL__EMIT(e, RESIL_EV_SLOT, (uint8_t)ep, NULL, now, RESIL_REASON_LIMIT,
                0, 0, resil__min(room, l->waiting));
}

/* The attempt in flight ends (reported, cancelled, lost): its slot frees. */
static void resil__lim_release(resil_engine *e, resil_task *t, uint32_t now)
{
    resil_limiter *l;
    if (!(t->lim_flags & RESIL__LIM_OUT)) return;
    t->lim_flags &= (uint8_t)~RESIL__LIM_OUT;
    l = &e->ep[t->endpoint].limiter;
    if (t->lim_gen == l->gen && l->inflight) l->inflight--;
    if (!l->inflight) l->flags &= (uint8_t)~RESIL_LIMITER_F_OUT;
    resil__lim_wake(e, t->endpoint, now);
}

static void resil__lim_set(resil_engine *e, uint32_t ep, uint32_t limit,
                           uint8_t why, uint32_t now, const resil_task *t)
{
    resil_limiter *l = &e->ep[ep].limiter;
    uint32_t before = l->limit >> 8;
    l->limit = limit;
    if ((limit >> 8) != before)
        RESIL__EMIT(e, RESIL_EV_LIMIT, (uint8_t)ep, t, now, RESIL_REASON_NONE,
                    0, why, limit >> 8);
}

/* An endpoint is back after an outage: start small, slow-start back. */
static void resil__lim_restart(resil_engine *e, uint32_t ep, uint32_t now)
{
    resil_limiter *l = &e->ep[ep].limiter;
    uint32_t r = e->desc.limit.restart;
    if (e->desc.limit.mode != RESIL_LIMIT_ADAPTIVE) return;
    if ((l->limit >> 8) <= r) return;
    l->ssthresh = (uint16_t)(l->limit >> 8);
    l->epoch++;
    resil__lim_set(e, ep, r << 8, RESIL_LIMIT_EV_RESTART, now, NULL);
}

/* 1 if class `cls` is an overload answer: busy, not dead. */
static int resil__lim_overload(const resil_engine *e, uint32_t cls)
{
    return e->desc.limit.mode != RESIL_LIMIT_OFF &&
           (cls == RESIL_CLASS_UNAVAILABLE || cls == RESIL_CLASS_RATE_LIMIT);
}

/* Does the failure o of task t's attempt count toward its endpoint's
   breaker (and health verdict)? An overload answer only when the limit is
   already 1: a provider that refuses even one call at a time. */
static int resil__lim_counts(const resil_engine *e, const resil_task *t,
                             const resil_outcome *o)
{
    return !resil__lim_overload(e, o->cls) ||
           (e->ep[t->endpoint].limiter.limit >> 8) <= 1u;
}

/* Sync the request and token windows with what the provider says is
   used (limit - remaining: other processes on the account included). */
static void resil__lim_sync(resil_limiter *l, uint32_t now, uint32_t limit,
                            uint32_t remaining, int tokens)
{
    uint32_t used = limit > remaining ? limit - remaining : 0u;
    uint32_t prev = tokens ? l->tok_prev : l->req_prev;
    uint32_t el = resil__min(now - l->win_start, RESIL__MINUTE);
    uint32_t past = resil__muldiv(prev, RESIL__MINUTE - el, RESIL__MINUTE);
    uint32_t need = used > past ? used - past : 0u;
    if (tokens) l->tok_cur = resil__max(l->tok_cur, need);
    else l->req_cur = (uint16_t)resil__max(l->req_cur, resil__min(need, UINT16_MAX));
}

static void resil__lim_hold(resil_limiter *l, uint32_t now, uint32_t ms)
{
    uint32_t until = now + resil__min(ms, RESIL_MAX_INTERVAL_MS);
    if (!(l->flags & RESIL_LIMITER_F_HOLD) || resil_time_reached(now, l->hold_until) ||
        resil_time_after(until, l->hold_until))
        l->hold_until = until;
    l->flags |= RESIL_LIMITER_F_HOLD;
}

static void resil__lim_headers(resil_engine *e, uint32_t ep, uint32_t now,
                               const resil_rate_info *ri)
{
    resil_limiter *l = &e->ep[ep].limiter;
    const resil_endpoint_desc *ed = &e->desc.endpoints[ep];
    uint32_t f = ri->flags;
    resil__lim_roll(l, now);
    if ((f & RESIL_RATE_F_LIMIT_REQUESTS) && ri->limit_requests && !ed->rpm)
        l->rpm = (uint16_t)resil__min(ri->limit_requests, UINT16_MAX);
    if ((f & RESIL_RATE_F_LIMIT_TOKENS) && ri->limit_tokens && !ed->tpm)
        l->tpm = ri->limit_tokens;
    if (f & RESIL_RATE_F_REMAINING_REQUESTS) {
        if (l->rpm) resil__lim_sync(l, now, l->rpm, ri->remaining_requests, 0);
        if (!ri->remaining_requests)
            resil__lim_hold(l, now, (f & RESIL_RATE_F_RESET_REQUESTS)
                                        ? ri->reset_requests_ms
                                        : resil__lim_spacing(resil__max(l->rpm, 1u), 1u));
    }
    if (f & RESIL_RATE_F_REMAINING_TOKENS) {
        if (l->tpm) resil__lim_sync(l, now, l->tpm, ri->remaining_tokens, 1);
        if (!ri->remaining_tokens && (f & RESIL_RATE_F_RESET_TOKENS))
            resil__lim_hold(l, now, ri->reset_tokens_ms);
    }
}

/* A 429 the provider's headers do not explain: its rate is what it
   accepted in the last minute (the refused call spent nothing). Learned
   at the first such 429 (after more than RESIL__RPM_MIN_SAMPLE requests);
   later ones lower it once per minute at most, to what went through or by
   1/16, whichever is lower (a rate learned over a burst that straddled the
   provider's window is too high). */
static void resil__lim_learn(resil_limiter *l, uint32_t now)
{
    uint32_t used;
    resil__lim_roll(l, now);
    if (l->req_cur) l->req_cur--;
    used = resil__lim_used(l, now, l->req_prev, l->req_cur);
    if (used <= RESIL__RPM_MIN_SAMPLE) return;
    if (l->rpm) {
        if (!resil_time_reached(now, l->learn_at + RESIL__MINUTE)) return;
        used = resil__min(used, l->rpm - resil__max(1u, l->rpm / 16u));
        used = resil__max(used, RESIL__RPM_MIN_SAMPLE + 1u);
    }
    l->rpm = (uint16_t)resil__min(used, UINT16_MAX);
    l->learn_at = now;
    l->flags |= RESIL_LIMITER_F_LEARNED;
}

/* A success at a learned rate that was (nearly) all used, a minute after
   it last moved: the provider may take more (it was learned low, or the
   provider raised it): +1/32, as additive increase. */
static void resil__lim_probe(resil_limiter *l, uint32_t now)
{
    resil__lim_roll(l, now);
    if (!resil_time_reached(now, l->learn_at + RESIL__MINUTE)) return;
    if (resil__lim_used(l, now, l->req_prev, l->req_cur) + l->rpm / 16u < l->rpm) return;
    l->rpm = (uint16_t)resil__min(l->rpm + resil__max(1u, l->rpm / 32u), UINT16_MAX);
    l->learn_at = now;
}

/* Shape ep's limits by the outcome of task t's attempt (called by
   resil_report before anything else moves the task). */
/* The limit (calls) at which the last decrease came, as ssthresh keeps it:
   ssthresh = decrease_pct of that limit, so this is the level just above
   what the provider took last. */
#define RESIL__LIM_PATIENCE 4u /* growth above ssthresh at most 16x slower */
static uint32_t resil__lim_failed_at(const resil_engine *e, const resil_limiter *l)
{
    return (uint32_t)l->ssthresh * 100u / e->desc.limit.decrease_pct + 1u;
}

static void resil__lim_outcome(resil_engine *e, resil_task *t, uint32_t now,
                               const resil_outcome *o,
                               const resil_rate_info *rate)
{
    uint32_t ep = t->endpoint;
    resil_limiter *l = &e->ep[ep].limiter;
    uint32_t calls = l->limit >> 8, cap = resil__lim_cap(e, ep);
    int current = (t->lim_flags & RESIL__LIM_OUT) && t->lim_gen == l->gen &&
                  t->lim_epoch == l->epoch;
    int saturated = l->inflight + 1u >= calls || l->waiting;
    if (e->desc.limit.mode == RESIL_LIMIT_OFF || e->desc.passthrough) return;
    if (rate) resil__lim_headers(e, ep, now, rate);
    if (e->desc.limit.mode == RESIL_LIMIT_ADAPTIVE && (t->lim_flags & RESIL__LIM_OUT)) {
        if (o->ok) {
            if (saturated && calls < cap) /* grow only a limit in use */
                resil__lim_set(e, ep, resil__min(l->limit + (calls < l->ssthresh
                                                    ? 256u : ((65536u / l->limit) >> l->patience) + 1u),
                                                 cap << 8),
                               RESIL_LIMIT_EV_GROW, now, t);
            if (calls > resil__lim_failed_at(e, l)) l->patience = 0; /* it grew */
        } else if (current && (o->cls == RESIL_CLASS_UNAVAILABLE ||
                               o->cls == RESIL_CLASS_TIMEOUT ||
                               (o->cls == RESIL_CLASS_RATE_LIMIT && !rate &&
                                !o->retry_after_ms))) {
            /* once per round: to decrease_pct, at most the calls still
               out (this one excluded), at least 1 */
            uint32_t out = l->inflight ? l->inflight - 1u : 0u;
            uint32_t nl = resil__scale_pct(l->limit, e->desc.limit.decrease_pct);
            /* probing above the last decrease failed where it failed
               before: probe half as often next time (a provider of 2
               slots is not offered a third every other round) */
            if (calls > l->ssthresh && calls <= resil__lim_failed_at(e, l))
                l->patience = (uint8_t)resil__min(l->patience + 1u, RESIL__LIM_PATIENCE);
            else
                l->patience = 0;
            nl = resil__max(resil__min(nl, out << 8), 256u);
            l->ssthresh = (uint16_t)(nl >> 8);
            l->epoch++;
            RESIL__COUNT(e, ep, overloads);
            resil__lim_set(e, ep, nl, RESIL_LIMIT_EV_SHRINK, now, t);
        } else if (!current && t->lim_gen == l->gen && calls > 1u &&
                   (o->cls == RESIL_CLASS_UNAVAILABLE ||
                    (o->cls == RESIL_CLASS_RATE_LIMIT && !rate && !o->retry_after_ms))) {
            /* more refusals of a round already decreased: the provider
               turned away one call each, so the limit loses one call
               each (timeouts, which say less, only once per round) */
            l->ssthresh = (uint16_t)(calls - 1u);
            resil__lim_set(e, ep, (calls - 1u) << 8, RESIL_LIMIT_EV_SHRINK, now, t);
        }
    }
    if (!o->ok && o->cls == RESIL_CLASS_RATE_LIMIT) {
        /* the provider says when it takes calls again: for every call */
        if (o->retry_after_ms)
            resil__lim_hold(l, now, resil__min(o->retry_after_ms,
                                               e->desc.retry_after_cap_ms));
        if (!e->desc.endpoints[ep].rpm &&
            !(rate && (rate->flags & (RESIL_RATE_F_LIMIT_REQUESTS |
                                      RESIL_RATE_F_REMAINING_REQUESTS))))
            resil__lim_learn(l, now);
    } else if (o->ok && (l->flags & RESIL_LIMITER_F_LEARNED))
        resil__lim_probe(l, now);
}

RESILDEF int resil_limit_get(const resil_engine *e, uint32_t endpoint,
                             uint32_t now, resil_limit_info *out)
{
    resil_limiter l;
    uint32_t cap;
    if (!e || !out) return RESIL_E_NULL;
    if (!resil__engine_ok(e)) return RESIL_E_STATE;
    if (endpoint >= e->desc.endpoint_count) return RESIL_E_RANGE;
    now = resil__query_now(e, now);
    l = e->ep[endpoint].limiter; /* a copy: rolling changes nothing */
    resil__lim_roll(&l, now);
    cap = resil__lim_cap(e, endpoint);
    RESIL_MEMSET(out, 0, sizeof *out);
    out->limit = cap ? l.limit >> 8 : 0u;
    out->inflight = l.inflight;
    out->waiting = l.waiting;
    out->rpm = l.rpm;
    out->rpm_used = resil__lim_used(&l, now, l.req_prev, l.req_cur);
    out->tpm = l.tpm;
    out->tpm_used = resil__lim_used(&l, now, l.tok_prev, l.tok_cur);
    out->open_at = (l.flags & RESIL_LIMITER_F_HOLD) && resil_time_after(l.hold_until, now)
                       ? l.hold_until : now;
    return RESIL_OK;
}

/* -- rate-limit headers -- */

/* Case-insensitive name match. */
static int resil__hname(const char *n, size_t len, const char *want)
{
    size_t i;
    for (i = 0; i < len && want[i]; i++)
        if (resil__fold((unsigned char)n[i]) != want[i]) return 0;
    return i == len && want[i] == 0;
}

/* Decimal integer (saturating), surrounding spaces allowed. */
static int resil__hnum(const uint8_t *v, size_t len, uint32_t *out)
{
    size_t i = 0;
    uint32_t x = 0;
    while (i < len && v[i] == ' ') i++;
    if (i == len || !resil__digit(v[i])) return RESIL_E_PARSE;
    for (; i < len && resil__digit(v[i]); i++)
        x = x > 429496728u ? UINT32_MAX : x * 10u + (uint32_t)(v[i] - '0');
    while (i < len && v[i] == ' ') i++;
    if (i != len) return RESIL_E_PARSE;
    *out = x;
    return RESIL_OK;
}

/* RFC 3339 time "2024-05-01T12:00:30Z" (fraction and offset allowed) ->
   ms after unix_s (0 if not after). */
static int resil__hrfc3339(const uint8_t *v, size_t len, uint32_t unix_s,
                           uint32_t *out)
{
    uint32_t y, mo, d, h, mi, s, t, off = 0;
    size_t i = 0;
    int west = 0;
    while (i < len && v[i] == ' ') i++;
    if (!resil__num(v, &i, len, 4, &y) || !resil__lit(v, &i, len, "-") ||
        !resil__num(v, &i, len, 2, &mo) || !resil__lit(v, &i, len, "-") ||
        !resil__num(v, &i, len, 2, &d) || i >= len ||
        (resil__fold(v[i]) != 't' && v[i] != ' '))
        return RESIL_E_PARSE;
    i++;
    if (!resil__num(v, &i, len, 2, &h) || !resil__lit(v, &i, len, ":") ||
        !resil__num(v, &i, len, 2, &mi) || !resil__lit(v, &i, len, ":") ||
        !resil__num(v, &i, len, 2, &s))
        return RESIL_E_PARSE;
    if (i < len && v[i] == '.')
        for (i++; i < len && resil__digit(v[i]); i++) {}
    if (i < len && resil__fold(v[i]) == 'z') i++;
    else if (i < len && (v[i] == '+' || v[i] == '-')) {
        uint32_t oh, om;
        west = v[i] == '-';
        i++;
        if (!resil__num(v, &i, len, 2, &oh) || !resil__lit(v, &i, len, ":") ||
            !resil__num(v, &i, len, 2, &om) || oh > 23u || om > 59u)
            return RESIL_E_PARSE;
        off = oh * 3600u + om * 60u;
    } else return RESIL_E_PARSE;
    while (i < len && v[i] == ' ') i++;
    if (i != len || y < 1970u || y > 2105u || mo < 1u || mo > 12u || d < 1u ||
        d > 31u || h > 23u || mi > 59u || s > 60u)
        return RESIL_E_PARSE;
    t = resil__days(y, mo - 1u, d) * 86400u + h * 3600u + mi * 60u + s;
    t = west ? t + off : t - off;
    *out = t > unix_s ? resil__min(t - unix_s, RESIL_MAX_INTERVAL_MS / 1000u) * 1000u : 0u;
    return RESIL_OK;
}

RESILDEF int resil_rate_header(resil_rate_info *ri, const char *name,
                               size_t name_len, const char *value,
                               size_t value_len, uint32_t unix_s)
{
    /* the six rate fields: a name's tail says which, its head whose */
    static const char tails[6][20] = {"limit-requests", "remaining-requests",
                                      "reset-requests", "limit-tokens",
                                      "remaining-tokens", "reset-tokens"};
    static const char atails[6][20] = {"requests-limit", "requests-remaining",
                                       "requests-reset", "tokens-limit",
                                       "tokens-remaining", "tokens-reset"};
    const uint8_t *v = (const uint8_t *)value;
    uint32_t x = 0;
    int rc, field = -1;
    if (!ri || (!name && name_len) || (!value && value_len)) return RESIL_E_NULL;
    if (!name) return RESIL_OK;
    if (resil__hname(name, name_len, "retry-after")) {
        if (resil_retry_after_parse(value, value_len, unix_s, &x) != RESIL_OK)
            return RESIL_E_PARSE;
        ri->retry_after_ms = x;
        ri->flags |= RESIL_RATE_F_RETRY_AFTER;
        return RESIL_OK;
    }
    if (resil__hname(name, name_len, "retry-after-ms")) {
        if (resil__hnum(v, value_len, &x) != RESIL_OK) return RESIL_E_PARSE;
        ri->retry_after_ms = resil__min(x, RESIL_MAX_INTERVAL_MS);
        ri->flags |= RESIL_RATE_F_RETRY_AFTER;
        return RESIL_OK;
    }
    {
        /* x-ratelimit-<tail> (OpenAI), anthropic-ratelimit-<atail>: the
           head is matched once, then the six tails of its style */
        static const char ox[] = "x-ratelimit-", a[] = "anthropic-ratelimit-";
        size_t nx = sizeof ox - 1u, na = sizeof a - 1u, skip = 0;
        const char(*tab)[20] = NULL;
        uint32_t k;
        if (name_len > nx && resil__hname(name, nx, ox)) {
            tab = tails;
            skip = nx;
        } else if (name_len > na && resil__hname(name, na, a)) {
            tab = atails;
            skip = na;
        }
        for (k = 0; tab && k < 6u && field < 0; k++)
            if (resil__hname(name + skip, name_len - skip, tab[k])) field = (int)k;
    }
    if (field < 0) return RESIL_OK; /* not a rate header: ignored */
    if (field == 2 || field == 5) { /* resets: "6m0s" or an RFC 3339 time */
        size_t i = 0;
        while (i < value_len && v[i] == ' ') i++;
        if (i + 4 < value_len && resil__digit(v[i]) && resil__digit(v[i + 3]) &&
            v[i + 4] == '-') {
            if (!unix_s) return RESIL_OK; /* a time, but no clock to read it */
            rc = resil__hrfc3339(v, value_len, unix_s, &x);
        } else {
            rc = resil__duration(v, i, value_len, 1000u, &x);
        }
    } else {
        rc = resil__hnum(v, value_len, &x);
    }
    if (rc != RESIL_OK) return RESIL_E_PARSE;
    switch (field) {
    case 0: ri->limit_requests = x; break;
    case 1: ri->remaining_requests = x; break;
    case 2: ri->reset_requests_ms = x; break;
    case 3: ri->limit_tokens = x; break;
    case 4: ri->remaining_tokens = x; break;
    default: ri->reset_tokens_ms = x; break;
    }
    ri->flags |= (uint32_t)1u << (uint32_t)field;
    return RESIL_OK;
}

#else /* RESIL_NO_OVERLOAD: no limits, rates or holds; busy told from dead */
static void resil__limit_defaults(resil_desc *d) { (void)d; }
static int resil__limit_check(const resil_desc *d, const char **field)
{
    (void)d; (void)field;
    return RESIL_OK;
}
static void resil__limit_init(resil_engine *e) { (void)e; }
static void resil__limit_ticks(resil_engine *e, int age, uint32_t v)
{
    (void)e; (void)age; (void)v;
}
static int resil__lim_check(resil_engine *e, const resil_task *t, uint32_t ep,
                            uint32_t now, uint32_t *when)
{
    (void)e; (void)t; (void)ep; (void)now; (void)when;
    return 0;
}
static void resil__lim_queue(resil_engine *e, resil_task *t, uint32_t ep)
{
    (void)e; (void)t; (void)ep;
}
static void resil__lim_leave(resil_engine *e, resil_task *t) { (void)e; (void)t; }
static void resil__lim_take(resil_engine *e, resil_task *t, uint32_t ep,
                            uint32_t now, uint32_t until)
{
    (void)now; (void)until;
    t->oks_at = e->ep[ep].oks;
}
static void resil__lim_release(resil_engine *e, resil_task *t, uint32_t now)
{
    (void)e; (void)t; (void)now;
}
static void resil__lim_outcome(resil_engine *e, resil_task *t, uint32_t now,
                               const resil_outcome *o,
                               const struct resil_rate_info *rate)
{
    (void)now; (void)rate;
    if (o->ok) e->ep[t->endpoint].oks++;
}
static void resil__lim_restart(resil_engine *e, uint32_t ep, uint32_t now)
{
    (void)e; (void)ep; (void)now;
}
/* No limit bounds the load: an overload answer's retry spends retry
   budget as any other. */
static int resil__lim_overload(const resil_engine *e, uint32_t cls)
{
    (void)e; (void)cls;
    return 0;
}
/* Busy is not dead, without a limit to read: an overload answer counts
   toward the breaker (and health verdict) unless the provider said when
   it takes calls again (a 429 with Retry-After), or a call to the endpoint
   succeeded while this attempt was out (it serves some calls: busy). One
   call at a time, every other overload answer counts, as the full build's
   limit of 1 does. */
static int resil__lim_counts(const resil_engine *e, const resil_task *t,
                             const resil_outcome *o)
{
    if (o->cls == RESIL_CLASS_RATE_LIMIT && o->retry_after_ms) return 0;
    if (o->cls != RESIL_CLASS_UNAVAILABLE && o->cls != RESIL_CLASS_RATE_LIMIT)
        return 1;
    return t->oks_at == e->ep[t->endpoint].oks;
}
#endif /* RESIL_NO_OVERLOAD */

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
