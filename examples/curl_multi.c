/* curl_multi.c - resil example: many tasks on one engine, libcurl's multi
   interface doing the I/O, resil deciding every step.

   usage: curl_multi [options] TASKS URL [URL ...]
          the URLs are base URLs, chain order (primary first); --help

   What it shows:
     - one resil_engine, TASKS resil_tasks, up to --inflight of them started
       at once; every attempt is an easy handle on one CURLM, bounded by the
       deadline resil gave (CURLOPT_TIMEOUT_MS);
     - a finished transfer becomes a resil outcome through resil_curl.h
       (CURLcode, error buffer, status, Retry-After and rate-limit headers,
       the first bytes of an error body);
     - WAIT decisions go into a timer heap; a task waiting for a slot
       (reason LIMIT) is woken early when RESIL_EV_SLOT names its endpoint,
       oldest first;
     - the restart queue is polled on time (resil_restartq_next_at /
       resil_restartq_due), the health monitor's pings are sent
       (GET URL/health) when resil_health_next_ping says so, never while
       the endpoint holds calls back (resil_limit_get: open_at);
     - SIGINT cancels every task (resil_cancel) within one poll round
       (at most 20 ms).

   Output: a line per task when it ends, totals at the end (--json: one
   JSON object per line instead). --events adds a line per resil event on
   stderr, with the CLOCK_MONOTONIC time in microseconds.
   Exit codes: 0 all done, 1 some failed, 2 bad command line,
   3 none failed but some degraded, 130 interrupted (SIGINT).

   Build: cc -std=c99 -I. examples/curl_multi.c $(pkg-config --cflags --libs libcurl)
*/
#define _POSIX_C_SOURCE 200809L /* clock_gettime, sigaction */
#define RESIL_MAX_STEPS 8
#define RESIL_RESTARTQ_CAPACITY 255
#define RESIL_IMPLEMENTATION
#include "resil.h"
#include "resil_curl.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BODY_KEEP 512   /* first bytes of an error body kept */
#define URL_MAX 512
#define POLL_MAX_MS 20  /* SIGINT is seen within this */

enum exit_code { EXIT_DONE = 0, EXIT_FAILED = 1, EXIT_USAGE = 2,
                 EXIT_DEGRADED = 3, EXIT_INTERRUPTED = 130 };

/* Where a task is, from the driver's side. */
enum slot_state { S_IDLE, S_READY, S_WAIT, S_FLIGHT, S_QUEUED, S_FINAL,
                  S_DEFER /* TRY held back: a ping's Retry-After */ };

struct job {
    resil_task task;
    CURL *easy;
    resil_curl_capture cap;
    char body[BODY_KEEP];
    uint8_t state;       /* enum slot_state */
    uint8_t in_line;     /* in its endpoint's line for a slot */
    uint8_t line_ep;
    uint8_t compact;     /* the body was compacted */
    uint32_t wait_at;
    uint32_t id;
    uint64_t started_us;
    resil_decision last; /* the final decision */
    resil_decision defer;/* S_DEFER: the TRY to start at wait_at */
    long http_status;    /* of the last attempt */
};

struct ping {
    CURL *easy;
    resil_curl_capture cap;
    char body[64];
    int out;
    int held;            /* a ping's answer asked for quiet until quiet_until */
    uint32_t quiet_until;
};

struct app {
    resil_engine eng;
    CURLM *multi;
    struct job *jobs;
    uint32_t njobs, next_start, active, inflight_max;
    uint32_t *heap, *heap_pos; /* job indexes; each job's place */
    uint32_t heap_n;
    uint32_t *line[RESIL_MAX_ENDPOINTS]; /* FIFO rings of job indexes */
    uint32_t line_head[RESIL_MAX_ENDPOINTS], line_len[RESIL_MAX_ENDPOINTS];
    uint32_t wake[RESIL_MAX_ENDPOINTS];  /* RESIL_EV_SLOT: slots to hand out */
    const char *base[RESIL_MAX_ENDPOINTS];
    struct ping ping[RESIL_MAX_ENDPOINTS];
    uint32_t nurl;
    uint32_t body_len;
    int json, events, quiet;
    uint32_t pings_sent, slot_wakes;
    uint32_t finals[RESIL_DECIDE__COUNT];
};

static volatile sig_atomic_t g_interrupted = 0;
static void on_sigint(int sig) { (void)sig; g_interrupted = 1; }

static uint64_t mono_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}
static uint32_t now_ms(void) { return (uint32_t)(mono_us() / 1000u); }

static uint32_t umin(uint32_t a, uint32_t b) { return a < b ? a : b; }

/* -- timer heap: at most one entry per waiting task (heap_pos[j] is its
      place, NOWHERE if none), ordered by the wrap-safe `wait_at` -- */
#define NOWHERE 0xFFFFFFFFu
static int t_before(const struct app *a, uint32_t x, uint32_t y)
{
    return resil_time_after(a->jobs[a->heap[y]].wait_at, a->jobs[a->heap[x]].wait_at);
}
static void heap_swap(struct app *a, uint32_t x, uint32_t y)
{
    uint32_t t = a->heap[x];
    a->heap[x] = a->heap[y];
    a->heap[y] = t;
    a->heap_pos[a->heap[x]] = x;
    a->heap_pos[a->heap[y]] = y;
}
static void heap_fix(struct app *a, uint32_t i)
{
    while (i && t_before(a, i, (i - 1) / 2)) {
        heap_swap(a, i, (i - 1) / 2);
        i = (i - 1) / 2;
    }
    for (;;) {
        uint32_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < a->heap_n && t_before(a, l, m)) m = l;
        if (r < a->heap_n && t_before(a, r, m)) m = r;
        if (m == i) break;
        heap_swap(a, i, m);
        i = m;
    }
}
static void heap_remove(struct app *a, uint32_t j)
{
    uint32_t i = a->heap_pos[j];
    if (i == NOWHERE) return;
    a->heap_pos[j] = NOWHERE;
    if (i != --a->heap_n) {
        a->heap[i] = a->heap[a->heap_n];
        a->heap_pos[a->heap[i]] = i;
        heap_fix(a, i);
    }
}
static void heap_set(struct app *a, uint32_t j, uint32_t at)
{
    heap_remove(a, j);
    a->jobs[j].wait_at = at;
    a->heap[a->heap_n] = j;
    a->heap_pos[j] = a->heap_n++;
    heap_fix(a, a->heap_pos[j]);
}

/* -- events -- */
static void on_event(void *user, const resil_event *ev)
{
    struct app *a = (struct app *)user;
    if (ev->type == RESIL_EV_SLOT && ev->endpoint < a->nurl) {
        /* no call into the engine from here: note it, wake after */
        if (ev->value_ms > a->wake[ev->endpoint]) a->wake[ev->endpoint] = ev->value_ms;
    }
    if (a->events)
        fprintf(stderr, "ev %llu %s ep=%u task=%u from=%u to=%u cls=%s reason=%s value=%u\n",
                (unsigned long long)mono_us(), resil_event_name(ev->type),
                ev->endpoint, ev->task_id, ev->from, ev->to,
                resil_class_name(ev->cls), resil_reason_name(ev->reason),
                ev->value_ms);
}

/* -- one task -- */
static void line_push(struct app *a, uint32_t ep, uint32_t j)
{
    struct job *jb = &a->jobs[j];
    if (jb->in_line) return;
    a->line[ep][(a->line_head[ep] + a->line_len[ep]) % a->njobs] = j;
    a->line_len[ep]++;
    jb->in_line = 1;
    jb->line_ep = (uint8_t)ep;
}

static void report_final(struct app *a, struct job *jb)
{
    resil_decision *d = &jb->last;
    uint32_t ms = (uint32_t)((mono_us() - jb->started_us) / 1000u);
    a->finals[d->kind]++;
    if (a->quiet) return;
    if (a->json)
        printf("{\"task\":%u,\"result\":\"%s\",\"endpoint\":%u,\"attempts\":%u,"
               "\"failures\":%u,\"class\":\"%s\",\"reason\":\"%s\",\"status\":%ld,"
               "\"restarts\":%u,\"ms\":%u}\n",
               jb->id, resil_decision_name(d->kind), jb->task.endpoint,
               jb->task.attempts, jb->task.failures,
               resil_class_name(jb->task.last_cls), resil_reason_name(d->reason),
               jb->http_status, jb->task.desc.restarts, ms);
    else
        printf("task %u: %-9s endpoint %u attempts %u failures %u class %s "
               "reason %s restarts %u, %u ms\n",
               jb->id, resil_decision_name(d->kind), jb->task.endpoint,
               jb->task.attempts, jb->task.failures,
               resil_class_name(jb->task.last_cls), resil_reason_name(d->reason),
               jb->task.desc.restarts, ms);
}

static int start_attempt(struct app *a, uint32_t j, const resil_decision *d,
                         uint32_t now)
{
    struct job *jb = &a->jobs[j];
    char url[URL_MAX];
    static const char pad[] = "0123456789abcdef0123456789abcdef";
    char payload[1024];
    uint32_t n, k, to = resil_time_after(d->deadline_ms, now) ? d->deadline_ms - now : 1u;
    if (d->flags & RESIL_DECISION_COMPACT) jb->compact = 1;
    n = jb->compact ? a->body_len / 4u : a->body_len;
    if (n >= sizeof payload) n = sizeof payload - 1u;
    for (k = 0; k < n; k++) payload[k] = pad[k % 32u];
    payload[n] = 0;
    snprintf(url, sizeof url, "%s/t/%u/%u", a->base[d->endpoint], jb->id,
             jb->task.attempts);
    if (!jb->easy) jb->easy = curl_easy_init();
    else curl_easy_reset(jb->easy);
    if (!jb->easy) return -1;
    curl_easy_setopt(jb->easy, CURLOPT_URL, url);
    curl_easy_setopt(jb->easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(jb->easy, CURLOPT_TIMEOUT_MS, (long)to);
    curl_easy_setopt(jb->easy, CURLOPT_PRIVATE, (void *)jb);
    curl_easy_setopt(jb->easy, CURLOPT_COPYPOSTFIELDS, payload);
    resil_curl_prepare(jb->easy, &jb->cap, jb->body, sizeof jb->body);
    jb->state = S_FLIGHT;
    return curl_multi_add_handle(a->multi, jb->easy) == CURLM_OK ? 0 : -1;
}

/* Act on decision d for job j. */
static void act(struct app *a, uint32_t j, const resil_decision *d, uint32_t now)
{
    struct job *jb = &a->jobs[j];
    jb->in_line = jb->in_line && d->kind == RESIL_DECIDE_WAIT &&
                  d->reason == RESIL_REASON_LIMIT && d->endpoint == jb->line_ep;
    switch (d->kind) {
    case RESIL_DECIDE_TRY:
        if (d->endpoint < a->nurl && a->ping[d->endpoint].held &&
            !resil_time_reached(now, a->ping[d->endpoint].quiet_until)) {
            /* the engine does not know what a ping's answer asked for:
               start the call when that is over (still within its deadline,
               else it times out at once) */
            jb->state = S_DEFER;
            jb->defer = *d;
            heap_set(a, j, a->ping[d->endpoint].quiet_until);
        } else if (start_attempt(a, j, d, now) != 0) {
            resil_curl_result r;
            memset(&r, 0, sizeof r);
            r.outcome.cls = RESIL_CLASS_LOGIC;
            resil_report(&a->eng, &jb->task, now, &r.outcome, &jb->last);
            jb->state = S_FINAL;
            a->active--;
            report_final(a, jb);
        }
        break;
    case RESIL_DECIDE_WAIT:
        jb->state = S_WAIT;
        jb->wait_at = d->at_ms;
        heap_set(a, j, d->at_ms);
        if (d->reason == RESIL_REASON_LIMIT && d->endpoint < a->nurl)
            line_push(a, d->endpoint, j);
        break;
    case RESIL_DECIDE_RESTART:
        jb->state = S_QUEUED; /* the restart queue holds it */
        break;
    default:
        jb->state = S_FINAL;
        jb->last = *d;
        a->active--;
        report_final(a, jb);
        break;
    }
}

static void next(struct app *a, uint32_t j, uint32_t now)
{
    resil_decision d;
    if (resil_next(&a->eng, &a->jobs[j].task, now, &d) != RESIL_OK) {
        a->jobs[j].task.last_cls = RESIL_CLASS_LOGIC;
        d.kind = RESIL_DECIDE_FAIL;
        d.reason = RESIL_REASON_NONE;
    }
    act(a, j, &d, now);
}

static void start_task(struct app *a, uint32_t j, const resil_task_desc *td,
                       uint32_t now)
{
    struct job *jb = &a->jobs[j];
    if (resil_task_start(&a->eng, &jb->task, td, now) != RESIL_OK) {
        jb->state = S_FINAL;
        jb->last.kind = RESIL_DECIDE_FAIL;
        a->active--;
        report_final(a, jb);
        return;
    }
    jb->state = S_READY;
    next(a, j, now);
}

/* Hand freed slots to the oldest tasks in each endpoint's line. */
static void wake_lines(struct app *a, uint32_t now)
{
    uint32_t ep;
    for (ep = 0; ep < a->nurl; ep++) {
        while (a->wake[ep] && a->line_len[ep]) {
            uint32_t j = a->line[ep][a->line_head[ep]];
            struct job *jb = &a->jobs[j];
            a->line_head[ep] = (a->line_head[ep] + 1u) % a->njobs;
            a->line_len[ep]--;
            if (!jb->in_line || jb->line_ep != ep || jb->state != S_WAIT) {
                jb->in_line = jb->in_line && jb->line_ep != ep;
                continue; /* left the line already */
            }
            jb->in_line = 0;
            a->wake[ep]--;
            a->slot_wakes++;
            heap_remove(a, j);
            next(a, j, now);
        }
        a->wake[ep] = 0;
    }
}

static void finish_transfer(struct app *a, CURL *easy, CURLcode code, uint32_t now)
{
    struct job *jb = NULL;
    resil_curl_result r;
    uint32_t ep;
    curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&jb);
    curl_multi_remove_handle(a->multi, easy);
    for (ep = 0; ep < a->nurl; ep++)
        if (a->ping[ep].easy == easy) {
            resil_curl_outcome(easy, code, &a->ping[ep].cap, (uint32_t)time(NULL), &r);
            a->ping[ep].out = 0;
            /* resil_health_ping keeps no Retry-After: the driver does */
            a->ping[ep].held = r.outcome.retry_after_ms != 0;
            a->ping[ep].quiet_until = now + r.outcome.retry_after_ms;
            resil_health_ping(&a->eng, ep, now, &r.outcome);
            return;
        }
    if (!jb) return;
    resil_curl_outcome(easy, code, &jb->cap, (uint32_t)time(NULL), &r);
    jb->http_status = r.http_status;
    {
        resil_decision d;
        if (resil_report_rate(&a->eng, &jb->task, now, &r.outcome,
                              resil_curl_headers(&r), &d) != RESIL_OK) {
            d.kind = RESIL_DECIDE_FAIL;
            d.reason = RESIL_REASON_NONE;
        }
        act(a, (uint32_t)(jb - a->jobs), &d, now);
    }
}

static void send_pings(struct app *a, uint32_t now)
{
    uint32_t ep, at;
    resil_limit_info li;
    for (ep = 0; ep < a->nurl; ep++) {
        struct ping *p = &a->ping[ep];
        char url[URL_MAX];
        if (p->out || resil_health_next_ping(&a->eng, ep, now, &at) != RESIL_OK ||
            !resil_time_reached(now, at))
            continue;
        if (resil_limit_get(&a->eng, ep, now, &li) == RESIL_OK && li.open_at != now)
            continue; /* the endpoint asked for quiet (Retry-After, reset) */
        if (p->held && !resil_time_reached(now, p->quiet_until)) continue;
        if (!p->easy) p->easy = curl_easy_init();
        else curl_easy_reset(p->easy);
        if (!p->easy) continue;
        snprintf(url, sizeof url, "%s/health", a->base[ep]);
        curl_easy_setopt(p->easy, CURLOPT_URL, url);
        curl_easy_setopt(p->easy, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(p->easy, CURLOPT_TIMEOUT_MS, 2000L);
        resil_curl_prepare(p->easy, &p->cap, p->body, sizeof p->body);
        if (curl_multi_add_handle(a->multi, p->easy) == CURLM_OK) {
            p->out = 1;
            a->pings_sent++;
        }
    }
}

static void cancel_all(struct app *a, uint32_t now)
{
    uint32_t j, ep;
    for (j = 0; j < a->njobs; j++) {
        struct job *jb = &a->jobs[j];
        resil_decision d;
        if (jb->state == S_FINAL) continue;
        if (jb->state == S_FLIGHT) curl_multi_remove_handle(a->multi, jb->easy);
        if (jb->state == S_IDLE) {
            /* never started: cancelled here */
            memset(&d, 0, sizeof d);
            d.kind = RESIL_DECIDE_CANCELLED;
            d.reason = RESIL_REASON_CANCELLED;
            jb->started_us = mono_us();
        } else if (resil_cancel(&a->eng, &jb->task, now, &d) != RESIL_OK) {
            d.kind = RESIL_DECIDE_CANCELLED;
        }
        jb->state = S_FINAL;
        jb->last = d;
        report_final(a, jb);
    }
    for (ep = 0; ep < a->nurl; ep++)
        if (a->ping[ep].out) {
            curl_multi_remove_handle(a->multi, a->ping[ep].easy);
            a->ping[ep].out = 0;
        }
    a->active = 0;
}

static void usage(FILE *f)
{
    fprintf(f,
        "usage: curl_multi [options] TASKS URL [URL ...]\n"
        "  TASKS tasks, each a POST to URL/t/<task>/<attempt>; the URLs (base\n"
        "  URLs, at most %u) form the fallback chain, primary first.\n"
        "options:\n"
        "  --json            one JSON object per task and for the totals\n"
        "  --quiet           totals only\n"
        "  --events          every resil event on stderr\n"
        "  --inflight N      tasks started at once (default 64)\n"
        "  --rotate          task i uses the chain rotated by i (spreads load)\n"
        "  --timeout-ms N    total deadline per task (default 30000)\n"
        "  --attempt-ms N    deadline per attempt (default 5000)\n"
        "  --open-ms N       breaker open time (default 30000)\n"
        "  --restart-ms N    first restart delay (default 60000)\n"
        "  --ping-ms N       health ping interval, every kind (default 30000)\n"
        "  --body N          request body bytes (default 64; compacted: N/4)\n"
        "  --seed N          engine seed (default 1)\n"
        "  --help            this text\n"
        "exit: 0 all done, 1 some failed, 2 usage, 3 some degraded, 130 SIGINT\n",
        (unsigned)RESIL_MAX_ENDPOINTS);
}

static int num_arg(int argc, char **argv, int *i, uint32_t *out)
{
    char *end;
    unsigned long v;
    if (*i + 1 >= argc) return -1;
    v = strtoul(argv[++*i], &end, 10);
    if (*end || v > 0x3FFFFFFFul) return -1;
    *out = (uint32_t)v;
    return 0;
}

int main(int argc, char **argv)
{
    static struct app app; /* zeroed */
    struct app *a = &app;
    resil_desc desc;
    uint32_t timeout_ms = 30000, attempt_ms = 5000, open_ms = 30000;
    uint32_t restart_ms = 60000, ping_ms = 30000, seed = 1, ntasks = 0;
    uint32_t i, ep, rotate = 0, have_n = 0;
    int rc = EXIT_DONE;
    uint64_t t0;
    struct sigaction sa;

    a->inflight_max = 64;
    a->body_len = 64;
    for (i = 1; i < (uint32_t)argc; i++) {
        const char *s = argv[i];
        int k = (int)i, bad = 0;
        if (!strcmp(s, "--help")) { usage(stdout); return EXIT_DONE; }
        else if (!strcmp(s, "--json")) a->json = 1;
        else if (!strcmp(s, "--quiet")) a->quiet = 1;
        else if (!strcmp(s, "--events")) a->events = 1;
        else if (!strcmp(s, "--rotate")) rotate = 1;
        else if (!strcmp(s, "--inflight")) bad = num_arg(argc, argv, &k, &a->inflight_max);
        else if (!strcmp(s, "--timeout-ms")) bad = num_arg(argc, argv, &k, &timeout_ms);
        else if (!strcmp(s, "--attempt-ms")) bad = num_arg(argc, argv, &k, &attempt_ms);
        else if (!strcmp(s, "--open-ms")) bad = num_arg(argc, argv, &k, &open_ms);
        else if (!strcmp(s, "--restart-ms")) bad = num_arg(argc, argv, &k, &restart_ms);
        else if (!strcmp(s, "--ping-ms")) bad = num_arg(argc, argv, &k, &ping_ms);
        else if (!strcmp(s, "--body")) bad = num_arg(argc, argv, &k, &a->body_len);
        else if (!strcmp(s, "--seed")) bad = num_arg(argc, argv, &k, &seed);
        else if (s[0] == '-' && s[1] == '-') bad = 1;
        else if (!have_n) {
            char *end;
            unsigned long v = strtoul(s, &end, 10);
            if (*end || !v || v > 1000000ul) bad = 1;
            ntasks = (uint32_t)v;
            have_n = 1;
        } else if (a->nurl < RESIL_MAX_ENDPOINTS && strlen(s) < URL_MAX - 40) {
            a->base[a->nurl++] = s;
        } else bad = 1;
        if (bad) {
            fprintf(stderr, "curl_multi: bad argument '%s'\n", s);
            usage(stderr);
            return EXIT_USAGE;
        }
        i = (uint32_t)k;
    }
    if (!have_n || !a->nurl || !a->inflight_max) { usage(stderr); return EXIT_USAGE; }

    memset(&desc, 0, sizeof desc);
    desc.endpoint_count = (uint8_t)a->nurl;
    desc.chain_count = (uint8_t)(rotate ? a->nurl : 1u);
    for (i = 0; i < desc.chain_count; i++) {
        for (ep = 0; ep < a->nurl; ep++)
            desc.chains[i].steps[ep] = (uint8_t)((ep + i) % a->nurl);
        desc.chains[i].step_count = (uint8_t)a->nurl;
    }
    desc.attempt_timeout_ms[RESIL_OP_OTHER] = attempt_ms;
    desc.breaker.open_ms = open_ms;
    desc.breaker.open_max_ms = open_ms * 4u;
    desc.restart.delay_ms = restart_ms;
    desc.restart.max_delay_ms = restart_ms * 8u;
    desc.health.ping_ms = ping_ms;
    desc.health.suspect_ping_ms = ping_ms;
    desc.health.open_ping_ms = ping_ms;
    desc.seed = seed;
    desc.on_event = on_event;
    desc.event_user = a;
    if (resil_engine_init(&a->eng, &desc) != RESIL_OK) {
        const char *field = "?";
        resil_desc_check(&desc, &field);
        fprintf(stderr, "curl_multi: bad configuration (%s)\n", field);
        return EXIT_USAGE;
    }
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return EXIT_FAILED;
    a->multi = curl_multi_init();
    a->njobs = ntasks;
    a->jobs = (struct job *)calloc(ntasks, sizeof *a->jobs);
    a->heap = (uint32_t *)calloc(ntasks, sizeof *a->heap);
    a->heap_pos = (uint32_t *)malloc(ntasks * sizeof *a->heap_pos);
    for (ep = 0; ep < a->nurl; ep++)
        a->line[ep] = (uint32_t *)calloc(ntasks, sizeof(uint32_t));
    if (!a->multi || !a->jobs || !a->heap || !a->heap_pos) return EXIT_FAILED;
    for (i = 0; i < ntasks; i++) { a->heap_pos[i] = NOWHERE; a->jobs[i].id = i; }
    for (ep = 0; ep < a->nurl; ep++)
        if (!a->line[ep]) return EXIT_FAILED;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);

    t0 = mono_us();
    while (a->active || a->next_start < a->njobs || resil_restartq_count(&a->eng) > 0) {
        uint32_t now = now_ms(), at, wait_ms = POLL_MAX_MS;
        int running = 0, left = 0;
        CURLMsg *m;
        resil_task_desc td;
        if (g_interrupted) { cancel_all(a, now); rc = EXIT_INTERRUPTED; break; }
        /* new tasks, up to --inflight at once */
        while (a->next_start < a->njobs && a->active < a->inflight_max) {
            uint32_t j = a->next_start++;
            memset(&td, 0, sizeof td);
            td.id = j;
            td.op_id = j;
            td.ctx = &a->jobs[j];
            td.chain = (uint8_t)(rotate ? j % a->nurl : 0u);
            td.timeout_ms = timeout_ms;
            a->jobs[j].id = j;
            a->jobs[j].started_us = mono_us();
            a->active++;
            start_task(a, j, &td, now);
        }
        /* restarts due */
        while (resil_restartq_due(&a->eng, now, &td) == RESIL_OK) {
            struct job *jb = (struct job *)td.ctx;
            jb->state = S_READY;
            start_task(a, (uint32_t)(jb - a->jobs), &td, now);
        }
        /* timers due */
        while (a->heap_n && resil_time_reached(now, a->jobs[a->heap[0]].wait_at)) {
            uint32_t j = a->heap[0];
            heap_remove(a, j);
            if (a->jobs[j].state == S_WAIT) next(a, j, now);
            else if (a->jobs[j].state == S_DEFER) {
                resil_decision d = a->jobs[j].defer;
                act(a, j, &d, now);
            }
        }
        wake_lines(a, now);
        send_pings(a, now);
        resil_health_tick(&a->eng, now);

        /* sleep until the next timer, the restart queue, a ping, or I/O */
        if (a->heap_n) {
            at = a->jobs[a->heap[0]].wait_at;
            wait_ms = resil_time_after(at, now) ? at - now : 0u;
        }
        if (resil_restartq_next_at(&a->eng, &at) == RESIL_OK)
            wait_ms = umin(wait_ms, resil_time_after(at, now) ? at - now : 0u);
        for (ep = 0; ep < a->nurl; ep++)
            if (!a->ping[ep].out &&
                resil_health_next_ping(&a->eng, ep, now, &at) == RESIL_OK)
                wait_ms = umin(wait_ms, resil_time_after(at, now) ? at - now : 1u);
        if (wait_ms > POLL_MAX_MS) wait_ms = POLL_MAX_MS;
        curl_multi_perform(a->multi, &running);
        curl_multi_poll(a->multi, NULL, 0, (int)wait_ms, NULL);
        curl_multi_perform(a->multi, &running);
        now = now_ms();
        while ((m = curl_multi_info_read(a->multi, &left)) != NULL)
            if (m->msg == CURLMSG_DONE)
                finish_transfer(a, m->easy_handle, m->data.result, now);
        wake_lines(a, now);
    }

    {
        resil_counters c;
        uint32_t ms = (uint32_t)((mono_us() - t0) / 1000u);
        resil_engine_counters(&a->eng, &c);
        /* one table, two forms: JSON keys, text words (";" ends a group) */
        const struct { const char *key, *word; int group_end; uint32_t v; } t[] = {
            {"tasks", "tasks", 0, a->njobs},
            {"done", "done", 0, a->finals[RESIL_DECIDE_DONE]},
            {"degraded", "degraded", 0, a->finals[RESIL_DECIDE_DEGRADED]},
            {"failed", "failed", 0, a->finals[RESIL_DECIDE_FAIL]},
            {"cancelled", "cancelled", 1, a->finals[RESIL_DECIDE_CANCELLED]},
            {"attempts", "attempts", 0, c.attempts},
            {"retries", "retries", 0, c.retries},
            {"fallbacks", "fallbacks", 0, c.fallbacks},
            {"spills", "spills", 0, c.spills},
            {"limit_waits", "limit waits", 0, c.limit_waits},
            {"overloads", "overloads", 0, c.overloads},
            {"breaker_opens", "breaker opens", 0, c.breaker_opens},
            {"restarts_queued", "restarts queued", 0, c.restarts_queued},
            {"pings", "pings", 0, a->pings_sent},
            {"slot_wakes", "slot wakes", 1, a->slot_wakes}};
        size_t k, n = sizeof t / sizeof t[0];
        printf(a->json ? "{\"totals\":true" : "totals:");
        for (k = 0; k < n; k++) {
            if (a->json) printf(",\"%s\":%u", t[k].key, (unsigned)t[k].v);
            else printf(" %u %s%s", (unsigned)t[k].v, t[k].word, t[k].group_end ? ";" : ",");
        }
        if (a->json) printf(",\"ms\":%u}\n", ms);
        else printf(" %u ms\n", ms);
        if (rc == EXIT_DONE)
            rc = a->finals[RESIL_DECIDE_FAIL] ? EXIT_FAILED
               : a->finals[RESIL_DECIDE_DEGRADED] ? EXIT_DEGRADED : EXIT_DONE;
    }
    fflush(stdout);
    for (i = 0; i < a->njobs; i++)
        if (a->jobs[i].easy) curl_easy_cleanup(a->jobs[i].easy);
    for (ep = 0; ep < a->nurl; ep++) {
        if (a->ping[ep].easy) curl_easy_cleanup(a->ping[ep].easy);
        free(a->line[ep]);
    }
    curl_multi_cleanup(a->multi);
    curl_global_cleanup();
    free(a->jobs);
    free(a->heap);
    free(a->heap_pos);
    return rc;
}
