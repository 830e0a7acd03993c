/* http_client.c - resil example: a real HTTP/1.1 client over a fallback
   chain of local endpoints, with resil.h deciding every step.

   usage: http_client [options] HOST:PORT [HOST:PORT ...]
          (the endpoints form chain 0, primary first; --help lists options)

   What it shows, in the order a user would copy it:
     - resil_engine_init() with a desc built from the command line;
     - one resil_task per request; a single poll() loop drives all of them:
       non-blocking connect/send/recv, every attempt bounded by the
       deadline resil gave (CLOCK_MONOTONIC, as a uint32_t tick that may
       wrap: --tick-start puts the wrap inside the run);
     - every failure goes back to resil: socket errors as text plus an errno
       hint (resil_report_text), HTTP errors through resil_classify() plus
       the Retry-After / retry-after-ms headers (resil_retry_after_parse()
       needs the wall clock for an HTTP-date), then resil_report();
     - SIGINT cancels every task at once (resil_cancel: not a failure).

   Output: one JSON object per line on stdout.
     {"ev":"<resil event>", ...}   every resil event (the event callback)
     {"ev":"io", ...}              every finished attempt, as the client saw it
     {"ev":"task", ...}            once per task, when it ends
     {"ev":"summary", ...}         last line: totals, counters, breakers
   Exit codes:
     0   every task succeeded          3   none failed, some degraded
     1   at least one task failed      4   resil refused a call (bug/config)
     2   bad command line              130 interrupted by SIGINT (cancelled)

   Build: cc -std=c99 -I. examples/http_client.c -o http_client
*/
#define _POSIX_C_SOURCE 200809L /* sockets, poll, clock_gettime, sigaction */
#define RESIL_MAX_STEPS 8
#define RESIL_RESTARTQ_CAPACITY 64 /* room for every task in flight */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_PARALLEL 64
#define RESP_MAX 16384
#define PROMPT_MAX 8192
#define REQ_MAX (PROMPT_MAX + 512)

enum exit_code { EXIT_DONE = 0, EXIT_FAILED = 1, EXIT_USAGE = 2,
                 EXIT_DEGRADED = 3, EXIT_RESIL = 4, EXIT_INTERRUPTED = 130 };

enum phase { PH_IDLE, PH_CONNECTING, PH_SENDING, PH_RECEIVING };

struct job {
    resil_task task;
    resil_decision d;
    int started, finished;
    int fd;
    enum phase phase;
    uint32_t prompt_bytes;    /* halved on each compaction */
    uint32_t attempt_start;   /* tick */
    char req[REQ_MAX];
    size_t req_len, req_off;
    char resp[RESP_MAX];
    size_t resp_len;
};

struct endpoint { struct sockaddr_in addr; unsigned port; };

static struct endpoint g_ep[RESIL_MAX_ENDPOINTS];
static unsigned g_ep_count;
static uint64_t g_mono0_ms;
static uint32_t g_tick_start;
static int g_sigpipe[2] = { -1, -1 };
static volatile sig_atomic_t g_interrupted;

/* -- clock and randomness -------------------------------------------------- */

static uint64_t mono_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* resil's time: a uint32_t millisecond tick. Starting it at --tick-start
   (e.g. 4294967000) makes it wrap a few hundred ms into the run. */
static uint32_t tick(void)
{
    return (uint32_t)(mono_us() / 1000u - g_mono0_ms) + g_tick_start;
}

static uint32_t xorshift32(void *user)
{
    uint32_t *s = (uint32_t *)user;
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* ms from now until t (0 if reached), wrap-safe */
static uint32_t ms_until(uint32_t now, uint32_t t)
{
    return resil_time_reached(now, t) ? 0u : t - now;
}

/* -- JSON output ----------------------------------------------------------- */

static void json_str(const char *s, size_t n)
{
    size_t i;
    putchar('"');
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') printf("\\%c", c);
        else if (c < 0x20 || c >= 0x7f) printf("\\u%04x", c);
        else putchar(c);
    }
    putchar('"');
}

static void on_event(void *user, const resil_event *ev)
{
    (void)user;
    printf("{\"ev\":\"%s\",\"task\":%lu,\"t\":%lu,\"mono_us\":%llu",
           resil_event_name(ev->type), (unsigned long)ev->task_id,
           (unsigned long)ev->now_ms, (unsigned long long)mono_us());
    if (ev->endpoint != RESIL_NO_ENDPOINT)
        printf(",\"endpoint\":%u", (unsigned)ev->endpoint);
    if (ev->type == RESIL_EV_BREAKER)
        printf(",\"from\":\"%s\",\"to\":\"%s\"",
               resil_breaker_state_name(ev->from),
               resil_breaker_state_name(ev->to));
    if (ev->type == RESIL_EV_FALLBACK)
        printf(",\"to\":%u", (unsigned)ev->to);
    printf(",\"cls\":\"%s\",\"reason\":\"%s\",\"attempt\":%u,\"value_ms\":%lu}\n",
           resil_class_name(ev->cls), resil_reason_name(ev->reason),
           (unsigned)ev->attempt, (unsigned long)ev->value_ms);
    fflush(stdout);
}

static void print_io(const struct job *j, int ok, unsigned status,
                     const char *cls, uint32_t retry_after_ms,
                     const char *err, size_t errlen, uint32_t now)
{
    printf("{\"ev\":\"io\",\"task\":%lu,\"endpoint\":%u,\"port\":%u,"
           "\"attempt\":%u,\"probe\":%d,\"retry\":%d,\"ok\":%d,\"status\":%u,\"cls\":\"%s\","
           "\"retry_after_ms\":%lu,\"ms\":%lu,\"prompt_bytes\":%lu,"
           "\"t\":%lu,\"mono_us\":%llu,\"error\":",
           (unsigned long)j->task.desc.id, (unsigned)j->d.endpoint,
           g_ep[j->d.endpoint].port, (unsigned)j->d.attempt,
           (j->d.flags & RESIL_DECISION_PROBE) != 0,
           (j->d.flags & RESIL_DECISION_RETRY) != 0, ok, status, cls,
           (unsigned long)retry_after_ms,
           (unsigned long)(now - j->attempt_start),
           (unsigned long)j->prompt_bytes, (unsigned long)now,
           (unsigned long long)mono_us());
    json_str(err, errlen);
    printf("}\n");
    fflush(stdout);
}

static void print_task(const struct job *j, const char *result, uint32_t now)
{
    const resil_task *t = &j->task;
    printf("{\"ev\":\"task\",\"task\":%lu,\"result\":\"%s\",\"started\":%d,"
           "\"endpoint\":%u,\"attempts\":%u,\"failures\":%u,\"cls\":\"%s\","
           "\"reason\":\"%s\",\"ms\":%lu,\"mono_us\":%llu}\n",
           (unsigned long)t->desc.id, result, j->started, (unsigned)t->endpoint,
           (unsigned)t->attempts, (unsigned)t->failures,
           resil_class_name(t->last_cls), resil_reason_name(t->reason),
           (unsigned long)(j->started ? now - t->started_ms : 0u),
           (unsigned long long)mono_us());
    fflush(stdout);
}

/* -- one HTTP attempt ------------------------------------------------------ */

static void close_attempt(struct job *j)
{
    if (j->fd >= 0) close(j->fd);
    j->fd = -1;
    j->phase = PH_IDLE;
}

static void build_request(struct job *j)
{
    const struct endpoint *ep = &g_ep[j->d.endpoint];
    int n = snprintf(j->req, sizeof j->req,
        "POST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n"
        "Content-Type: application/json\r\nContent-Length: %lu\r\n"
        "X-Task: %lu\r\nX-Attempt: %u\r\nX-Compacted: %u\r\n"
        "Connection: close\r\n\r\n",
        ep->port, (unsigned long)j->prompt_bytes,
        (unsigned long)j->task.desc.id, (unsigned)j->d.attempt,
        (unsigned)j->task.compactions);
    size_t len = n > 0 ? (size_t)n : 0u;
    /* the "prompt": prompt_bytes of JSON-ish filler */
    memset(j->req + len, 'p', j->prompt_bytes);
    j->req_len = len + j->prompt_bytes;
    j->req_off = 0;
    j->resp_len = 0;
}

/* Finish an attempt that failed below HTTP: text + errno hint to resil. */
static int report_errno(resil_engine *eng, struct job *j, uint32_t now,
                        const char *what, int err)
{
    char text[160];
    resil_hints h;
    resil_classification c;
    int n = snprintf(text, sizeof text, "%s: %s", what, strerror(err));
    size_t len = n > 0 ? (size_t)n : 0u;
    if (len >= sizeof text) len = sizeof text - 1;
    memset(&h, 0, sizeof h);
    h.errno_value = err;
    close_attempt(j);
    resil_classify(text, len, &h, &c); /* only for the io line */
    print_io(j, 0, 0, resil_class_name(c.cls), 0, text, len, now);
    return resil_report_text(eng, &j->task, now, text, len, &h, &j->d);
}

static int report_text(resil_engine *eng, struct job *j, uint32_t now,
                       const char *text)
{
    resil_classification c;
    close_attempt(j);
    resil_classify(text, strlen(text), NULL, &c);
    print_io(j, 0, 0, resil_class_name(c.cls), 0, text, strlen(text), now);
    return resil_report_text(eng, &j->task, now, text, strlen(text), NULL,
                             &j->d);
}

/* Value of header `name` in the response head, or NULL. */
static const char *header(const char *head, size_t head_len, const char *name,
                          size_t *vlen)
{
    size_t nl = strlen(name), i = 0;
    while (i < head_len) {
        const char *line = head + i;
        const char *end = (const char *)memchr(line, '\n', head_len - i);
        size_t ll = end ? (size_t)(end - line) : head_len - i;
        if (ll > nl && line[nl] == ':') {
            size_t k;
            for (k = 0; k < nl; k++) {
                char a = line[k], b = name[k];
                if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
                if (a != b) break;
            }
            if (k == nl) {
                const char *v = line + nl + 1;
                size_t vl = ll - nl - 1;
                while (vl && (*v == ' ' || *v == '\t')) { v++; vl--; }
                while (vl && (v[vl - 1] == '\r' || v[vl - 1] == ' ')) vl--;
                *vlen = vl;
                return v;
            }
        }
        i += ll + 1;
    }
    return NULL;
}

static uint32_t parse_u32(const char *s, size_t n, int *ok)
{
    uint64_t v = 0;
    size_t i;
    *ok = n > 0;
    for (i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') { *ok = 0; return 0; }
        v = v * 10u + (uint64_t)(s[i] - '0');
        if (v > 0xffffffffu) v = 0xffffffffu;
    }
    return (uint32_t)v;
}

/* The response is complete (or the peer closed): judge it and report. */
static int finish_response(resil_engine *eng, struct job *j, uint32_t now,
                           int eof)
{
    const char *r = j->resp, *hend, *v;
    size_t head_len, body_len, vlen;
    unsigned status;
    int ok;
    uint32_t want = 0;

    if (j->resp_len == 0)
        return report_text(eng, j, now,
                           "Remote end closed connection without response");
    if (j->resp_len < 12 || memcmp(r, "HTTP/1.", 7) != 0 || r[8] != ' ' ||
        r[9] < '1' || r[9] > '5')
        return report_text(eng, j, now, "protocol error: the server did not "
                                        "answer with HTTP (bad status line)");
    hend = NULL;
    {
        size_t i;
        for (i = 0; i + 3 < j->resp_len; i++)
            if (memcmp(r + i, "\r\n\r\n", 4) == 0) { hend = r + i + 4; break; }
    }
    if (!hend) {
        if (!eof) return 1; /* need more */
        return report_text(eng, j, now,
                           "unexpected EOF inside the response headers");
    }
    head_len = (size_t)(hend - r);
    body_len = j->resp_len - head_len;
    status = (unsigned)((r[9] - '0') * 100 + (r[10] - '0') * 10 + (r[11] - '0'));
    v = header(r, head_len, "content-length", &vlen);
    if (v) {
        want = parse_u32(v, vlen, &ok);
        if (!ok) return report_text(eng, j, now,
                                       "protocol error: bad Content-Length");
        if (body_len < want) {
            char msg[96];
            if (!eof) return 1;
            snprintf(msg, sizeof msg, "unexpected EOF: response body "
                     "truncated (%lu of %lu bytes)",
                     (unsigned long)body_len, (unsigned long)want);
            return report_text(eng, j, now, msg);
        }
    } else if (!eof) {
        return 1; /* no length: the body ends when the server closes */
    }
    close_attempt(j);
    if (status >= 200 && status < 300) {
        resil_outcome o;
        memset(&o, 0, sizeof o);
        o.ok = 1;
        o.status = (uint16_t)status;
        o.latency_ms = now - j->attempt_start;
        print_io(j, 1, status, "none", 0, "", 0, now);
        return resil_report(eng, &j->task, now, &o, &j->d);
    } else {
        /* HTTP error: classify status line + body with the status as a
           hint; a Retry-After header beats a delay found in the text. */
        resil_hints h;
        resil_classification c;
        resil_outcome o;
        const char *text = r + 9; /* "429 Too Many Requests\r\n..." + body */
        memset(&h, 0, sizeof h);
        h.http_status = (uint16_t)status;
        resil_classify(text, j->resp_len - 9, &h, &c);
        memset(&o, 0, sizeof o);
        o.cls = c.cls;
        o.status = (uint16_t)status;
        o.retry_after_ms = c.retry_after_ms;
        o.latency_ms = now - j->attempt_start;
        if ((v = header(r, head_len, "retry-after-ms", &vlen)) != NULL) {
            uint32_t ms = parse_u32(v, vlen, &ok);
            if (ok) o.retry_after_ms = ms;
        } else if ((v = header(r, head_len, "retry-after", &vlen)) != NULL) {
            uint32_t ms;
            if (resil_retry_after_parse(v, vlen, (uint32_t)time(NULL), &ms) ==
                RESIL_OK)
                o.retry_after_ms = ms;
        }
        print_io(j, 0, status, resil_class_name(c.cls), o.retry_after_ms,
                 hend, body_len > 200 ? 200 : body_len, now);
        return resil_report(eng, &j->task, now, &o, &j->d);
    }
}

/* Start the attempt resil asked for (j->d is a TRY). */
static int start_attempt(resil_engine *eng, struct job *j, uint32_t now)
{
    const struct endpoint *ep = &g_ep[j->d.endpoint];
    int fd, fl;
    if (j->d.flags & RESIL_DECISION_COMPACT) /* "compact the context" */
        j->prompt_bytes = j->prompt_bytes / 2u;
    build_request(j);
    j->attempt_start = now;
    fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return report_errno(eng, j, now, "socket", errno);
    j->fd = fd;
    fl = fcntl(fd, F_GETFL, 0);
    fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    if (connect(fd, (const struct sockaddr *)&ep->addr, sizeof ep->addr) == 0)
        j->phase = PH_SENDING;
    else if (errno == EINPROGRESS)
        j->phase = PH_CONNECTING;
    else
        return report_errno(eng, j, now, "connect", errno);
    return RESIL_OK;
}

/* poll() said fd is ready: move the attempt on. */
static int on_ready(resil_engine *eng, struct job *j, short revents,
                    uint32_t now)
{
    if (j->phase == PH_CONNECTING) {
        int err = 0;
        socklen_t len = sizeof err;
        getsockopt(j->fd, SOL_SOCKET, SO_ERROR, &err, &len);
        if (err) return report_errno(eng, j, now, "connect", err);
        j->phase = PH_SENDING;
    }
    if (j->phase == PH_SENDING) {
        ssize_t n = send(j->fd, j->req + j->req_off, j->req_len - j->req_off,
                         MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
                return RESIL_OK;
            return report_errno(eng, j, now, "send", errno);
        }
        j->req_off += (size_t)n;
        if (j->req_off == j->req_len) j->phase = PH_RECEIVING;
        return RESIL_OK;
    }
    if (j->phase == PH_RECEIVING && (revents & (POLLIN | POLLHUP | POLLERR))) {
        ssize_t n;
        if (j->resp_len == sizeof j->resp)
            return report_text(eng, j, now, "response too large");
        n = recv(j->fd, j->resp + j->resp_len, sizeof j->resp - j->resp_len, 0);
        if (n < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
                return RESIL_OK;
            return report_errno(eng, j, now, "recv", errno);
        }
        j->resp_len += (size_t)n;
        {
            int r = finish_response(eng, j, now, n == 0);
            return r == 1 ? RESIL_OK : r;
        }
    }
    return RESIL_OK;
}

/* -- the decision loop of one task ----------------------------------------- */

static int g_counts[RESIL_DECIDE__COUNT];

/* Follow decisions until the task needs I/O or time, or ends. */
static int advance(resil_engine *eng, struct job *j, uint32_t now)
{
    int guard;
    for (guard = 0; guard < 64 && !j->finished && j->phase == PH_IDLE;
         guard++) {
        int r = RESIL_OK;
        switch (j->d.kind) {
        case RESIL_DECIDE_WAIT:
            if (!resil_time_reached(now, j->d.at_ms)) return RESIL_OK;
            r = resil_next(eng, &j->task, now, &j->d);
            break;
        case RESIL_DECIDE_TRY:
            r = start_attempt(eng, j, now);
            break;
        case RESIL_DECIDE_RESTART:
            /* in resil's restart queue until at_ms: main() restarts it
               when resil_restartq_due() hands it back */
            return RESIL_OK;
        case RESIL_DECIDE_DONE:
        case RESIL_DECIDE_DEGRADED:
        case RESIL_DECIDE_FAIL:
        case RESIL_DECIDE_CANCELLED:
            j->finished = 1;
            g_counts[j->d.kind]++;
            print_task(j, resil_decision_name(j->d.kind), now);
            return RESIL_OK;
        case RESIL_DECIDE_NONE:
        default:
            r = resil_next(eng, &j->task, now, &j->d);
            break;
        }
        if (r != RESIL_OK) return r;
    }
    return RESIL_OK;
}

/* -- command line ---------------------------------------------------------- */

/* Numeric options, one row each: the parser and --help both read this
   table, and apply_options() shows where each one lands in resil_desc.
   0 (or absent) leaves resil's default. */
#define NUM_OPTIONS(X)                                                         \
    X(TASKS,        "tasks",           "N",  "tasks to run (default 1)")       \
    X(PARALLEL,     "parallel",        "N",  "tasks in flight at once (default 1, max 64)") \
    X(INTERVAL_MS,  "interval-ms",     "MS", "at least MS between task starts") \
    X(SEED,         "seed",            "N",  "seed of the client's generator (default 1)") \
    X(TIMEOUT_MS,   "timeout-ms",      "MS", "deadline of one attempt (30000)") \
    X(TASK_TIMEOUT_MS, "task-timeout-ms", "MS", "total deadline of a task (none)") \
    X(BASE_MS,      "base-ms",         "MS", "first backoff delay (1000)")     \
    X(CAP_MS,       "cap-ms",          "MS", "longest backoff delay (30000)")  \
    X(SLOW_BASE_MS, "slow-base-ms",    "MS", "rate-limit backoff, first (5000)") \
    X(SLOW_CAP_MS,  "slow-cap-ms",     "MS", "rate-limit backoff, longest (60000)") \
    X(THRESHOLD,    "threshold",       "N",  "consecutive failures that open a breaker (5)") \
    X(OPEN_MS,      "open-ms",         "MS", "first open time of a breaker (30000)") \
    X(OPEN_MAX_MS,  "open-max-ms",     "MS", "longest open time (300000)")     \
    X(PROBES,       "probes",          "N",  "half-open probes at once (1)")   \
    X(PROBE_SUCCESSES, "probe-successes", "N", "probe successes that close it (2)") \
    X(RA_CAP_MS,    "retry-after-cap-ms", "MS", "server delays above this fall back (60000)") \
    X(PROMPT_BYTES, "prompt-bytes",    "N",  "request body; halved per compaction (64)") \
    X(RESTART_MS,   "restart-ms",      "MS", "first restart delay, doubling (60000)") \
    X(RESTARTS,     "restarts",        "N",  "restarts per task (3)")          \
    X(TICK_START,   "tick-start",      "T",  "resil's tick at start; 4294967000 wraps it 296 ms in")

enum num_option {
#define OPT_ENUM(e, name, arg, help) OPT_##e,
    NUM_OPTIONS(OPT_ENUM)
#undef OPT_ENUM
    OPT__COUNT
};

static const struct { const char *name, *arg, *help; } g_opt[OPT__COUNT] = {
#define OPT_ROW(e, name, arg, help) { name, arg, help },
    NUM_OPTIONS(OPT_ROW)
#undef OPT_ROW
};

static void usage(FILE *f)
{
    int i;
    fprintf(f,
"usage: http_client [options] HOST:PORT [HOST:PORT ...]\n"
"Sends POST /v1/messages to a fallback chain of endpoints (primary first),\n"
"with resil.h deciding every retry, wait, fallback and failure.\n"
"Prints one JSON line per resil event, per attempt (\"io\"), per finished\n"
"task (\"task\") and a final \"summary\" line.\n\noptions:\n");
    for (i = 0; i < OPT__COUNT; i++)
        fprintf(f, "  --%s %-*s %s\n", g_opt[i].name,
                (int)(20 - strlen(g_opt[i].name)), g_opt[i].arg,
                g_opt[i].help);
    fprintf(f,
"  --jitter NAME           proportional|full|equal|decorrelated|none|constant\n"
"  --budget MODE           endpoint|both|off (endpoint)\n"
"  --degraded              an exhausted chain answers \"degraded\"\n"
"  --help                  this text\n"
"\n"
"SIGINT cancels every task at once (resil_cancel; not a failure).\n"
"exit codes: 0 all tasks succeeded, 1 a task failed, 2 bad usage,\n"
"            3 none failed but some degraded, 4 resil refused a call,\n"
"            130 interrupted by SIGINT\n");
}

static int arg_u32(const char *s, uint32_t *out)
{
    char *end;
    unsigned long long v;
    if (!s || !*s) return 0;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (errno || *end || v > 0xffffffffull || *s == '-') return 0;
    *out = (uint32_t)v;
    return 1;
}

static int parse_endpoint(const char *s, struct endpoint *ep)
{
    char host[64];
    const char *colon = strrchr(s, ':');
    const char *port_s = colon ? colon + 1 : s;
    uint32_t port;
    size_t hl = colon ? (size_t)(colon - s) : 0;
    if (hl >= sizeof host) return 0;
    memcpy(host, s, hl);
    host[hl] = 0;
    if (!hl) strcpy(host, "127.0.0.1");
    if (!arg_u32(port_s, &port) || port == 0 || port > 65535) return 0;
    memset(&ep->addr, 0, sizeof ep->addr);
    ep->addr.sin_family = AF_INET;
    ep->addr.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &ep->addr.sin_addr) != 1) return 0;
    ep->port = (unsigned)port;
    return 1;
}

static void on_sigint(int sig)
{
    char c = 1;
    (void)sig;
    g_interrupted = 1;
    if (write(g_sigpipe[1], &c, 1) < 0) { /* the flag is enough */ }
}

/* Index of `name` in names[0..n) (NULL entries skipped), or -1. */
static int name_index(const char *name, const char *(*names)(int), int n)
{
    int k;
    for (k = 0; k < n; k++)
        if (name && strcmp(names(k), name) == 0) return k;
    return -1;
}

/* Fills opt[] and the chain; returns 0 on a bad command line. */
static int parse_args(int argc, char **argv, uint32_t opt[OPT__COUNT],
                      resil_desc *d)
{
    int i, k;
    opt[OPT_TASKS] = 1;
    opt[OPT_PARALLEL] = 1;
    opt[OPT_SEED] = 1;
    opt[OPT_PROMPT_BYTES] = 64;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--help") == 0) {
            usage(stdout);
            exit(EXIT_DONE);
        } else if (strcmp(a, "--degraded") == 0) {
            d->chains[0].degraded = 1;
        } else if (strcmp(a, "--jitter") == 0) {
            if ((k = name_index(v, resil_jitter_name, RESIL_JITTER__COUNT)) < 0)
                return 0;
            d->backoff.jitter = d->slow_backoff.jitter = (uint8_t)k;
            i++;
        } else if (strcmp(a, "--budget") == 0) {
            if ((k = name_index(v, resil_budget_mode_name,
                                RESIL_BUDGET__COUNT)) < 0)
                return 0;
            d->budget.mode = (uint8_t)k;
            i++;
        } else if (strncmp(a, "--", 2) == 0) {
            for (k = 0; k < OPT__COUNT && strcmp(a + 2, g_opt[k].name); k++) {}
            if (k == OPT__COUNT) {
                fprintf(stderr, "http_client: unknown option %s\n", a);
                return 0;
            }
            if (!arg_u32(v, &opt[k])) {
                fprintf(stderr, "http_client: %s needs a number\n", a);
                return 0;
            }
            i++;
        } else {
            if (g_ep_count == RESIL_MAX_STEPS ||
                !parse_endpoint(a, &g_ep[g_ep_count])) {
                fprintf(stderr, "http_client: bad endpoint %s\n", a);
                return 0;
            }
            d->chains[0].steps[g_ep_count] = (uint8_t)g_ep_count;
            g_ep_count++;
        }
    }
    d->endpoint_count = (uint8_t)g_ep_count;
    d->chains[0].step_count = (uint8_t)g_ep_count;
    return g_ep_count && opt[OPT_TASKS] && opt[OPT_PARALLEL] &&
           opt[OPT_PARALLEL] <= MAX_PARALLEL &&
           opt[OPT_PROMPT_BYTES] <= PROMPT_MAX &&
           opt[OPT_THRESHOLD] <= 0xffffu && opt[OPT_PROBES] <= 0xffffu &&
           opt[OPT_PROBE_SUCCESSES] <= 0xffffu && opt[OPT_RESTARTS] <= 254u;
}

/* Where each option lands in resil's configuration (0 keeps the default;
   resil_desc_check() then rejects what is impossible). */
static int apply_options(const uint32_t opt[OPT__COUNT], resil_desc *d)
{
    d->attempt_timeout_ms[RESIL_OP_OTHER] = opt[OPT_TIMEOUT_MS];
    d->backoff.base_ms = opt[OPT_BASE_MS];
    d->backoff.cap_ms = opt[OPT_CAP_MS];
    d->slow_backoff.base_ms = opt[OPT_SLOW_BASE_MS];
    d->slow_backoff.cap_ms = opt[OPT_SLOW_CAP_MS];
    d->breaker.failure_threshold = (uint16_t)opt[OPT_THRESHOLD];
    d->breaker.open_ms = opt[OPT_OPEN_MS];
    d->breaker.open_max_ms = opt[OPT_OPEN_MAX_MS];
    d->breaker.probes = (uint16_t)opt[OPT_PROBES];
    d->breaker.probe_successes = (uint16_t)opt[OPT_PROBE_SUCCESSES];
    d->retry_after_cap_ms = opt[OPT_RA_CAP_MS];
    d->restart.delay_ms = opt[OPT_RESTART_MS];
    if (opt[OPT_RESTART_MS]) d->restart.max_delay_ms = opt[OPT_RESTART_MS] * 4u;
    d->restart.max_restarts = (uint8_t)opt[OPT_RESTARTS];
    g_tick_start = opt[OPT_TICK_START];
    return 1;
}

/* -- main ------------------------------------------------------------------ */

int main(int argc, char **argv)
{
    resil_desc desc;
    resil_engine eng;
    uint32_t opt[OPT__COUNT] = {0};
    struct job *jobs;
    struct pollfd pfd[MAX_PARALLEL + 1];
    struct job *pjob[MAX_PARALLEL + 1];
    uint32_t rng, next_start, started = 0, done = 0, ntasks;
    const char *field = "";
    int rc, i;
    struct sigaction sa;

    memset(&desc, 0, sizeof desc);
    if (!parse_args(argc, argv, opt, &desc) || !apply_options(opt, &desc)) {
        usage(stderr);
        return EXIT_USAGE;
    }
    ntasks = opt[OPT_TASKS];
    rng = opt[OPT_SEED] ? opt[OPT_SEED] : 1u;
    desc.random = xorshift32;
    desc.random_user = &rng;
    desc.on_event = on_event;
    if ((rc = resil_desc_check(&desc, &field)) != RESIL_OK) {
        fprintf(stderr, "http_client: %s: %s\n", field, resil_result_str(rc));
        return EXIT_USAGE;
    }
    if ((rc = resil_engine_init(&eng, &desc)) != RESIL_OK) {
        fprintf(stderr, "http_client: init: %s\n", resil_result_str(rc));
        return EXIT_RESIL;
    }
    jobs = (struct job *)calloc(ntasks, sizeof *jobs);
    if (!jobs || pipe(g_sigpipe) != 0) {
        perror("http_client");
        return EXIT_RESIL;
    }
    fcntl(g_sigpipe[0], F_SETFL, O_NONBLOCK);
    fcntl(g_sigpipe[1], F_SETFL, O_NONBLOCK);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);

    g_mono0_ms = mono_us() / 1000u;
    next_start = tick();
    rc = RESIL_OK;
    while (done < ntasks && rc == RESIL_OK) {
        uint32_t now = tick(), wait_ms = 1000;
        int n = 0, active = 0;

        if (g_interrupted) break;
        /* start tasks while there is room */
        for (i = 0; i < (int)ntasks; i++) /* queued restarts hold no slot */
            if (jobs[i].started && !jobs[i].finished &&
                jobs[i].d.kind != RESIL_DECIDE_RESTART)
                active++;
        while (started < ntasks && active < (int)opt[OPT_PARALLEL] &&
               resil_time_reached(now, next_start)) {
            struct job *j = &jobs[started];
            resil_task_desc td;
            memset(&td, 0, sizeof td);
            td.id = started + 1;
            td.op_id = started + 1;
            td.ctx = j;
            td.op = RESIL_OP_OTHER;
            td.timeout_ms = opt[OPT_TASK_TIMEOUT_MS];
            j->fd = -1;
            j->prompt_bytes = opt[OPT_PROMPT_BYTES];
            j->started = 1;
            rc = resil_task_start(&eng, &j->task, &td, now);
            if (rc == RESIL_OK) rc = resil_next(&eng, &j->task, now, &j->d);
            if (rc != RESIL_OK) break;
            started++;
            active++;
            next_start = now + opt[OPT_INTERVAL_MS];
        }
        {   /* tasks whose restart is due come back from resil's queue */
            resil_task_desc td;
            uint32_t at;
            while (rc == RESIL_OK &&
                   resil_restartq_due(&eng, now, &td) == RESIL_OK) {
                struct job *j = (struct job *)td.ctx;
                j->prompt_bytes = opt[OPT_PROMPT_BYTES];
                rc = resil_task_start(&eng, &j->task, &td, now);
                if (rc == RESIL_OK) rc = resil_next(&eng, &j->task, now, &j->d);
            }
            if (resil_restartq_next_at(&eng, &at) == RESIL_OK &&
                ms_until(now, at) < wait_ms)
                wait_ms = ms_until(now, at);
        }
        /* move every task on; collect the sockets and the next timer */
        for (i = 0; i < (int)ntasks && rc == RESIL_OK; i++) {
            struct job *j = &jobs[i];
            if (!j->started || j->finished) continue;
            if (j->phase != PH_IDLE &&
                resil_time_reached(now, j->d.deadline_ms)) {
                char msg[64];
                snprintf(msg, sizeof msg, "attempt timed out after %lu ms",
                         (unsigned long)(now - j->attempt_start));
                close_attempt(j);
                {
                    resil_hints h;
                    resil_classification c;
                    memset(&h, 0, sizeof h);
                    h.errno_value = ETIMEDOUT;
                    resil_classify(msg, strlen(msg), &h, &c);
                    print_io(j, 0, 0, resil_class_name(c.cls), 0, msg,
                             strlen(msg), now);
                    rc = resil_report_text(&eng, &j->task, now, msg,
                                           strlen(msg), &h, &j->d);
                }
                if (rc != RESIL_OK) break;
            }
            rc = advance(&eng, j, now);
            if (rc != RESIL_OK) break;
            if (j->finished) { done++; continue; }
            if (j->phase != PH_IDLE) {
                uint32_t w = ms_until(now, j->d.deadline_ms);
                pfd[n].fd = j->fd;
                pfd[n].events = j->phase == PH_RECEIVING ? POLLIN : POLLOUT;
                pfd[n].revents = 0;
                pjob[n++] = j;
                if (w < wait_ms) wait_ms = w;
            } else if (j->d.kind == RESIL_DECIDE_WAIT ||
                       j->d.kind == RESIL_DECIDE_RESTART) {
                uint32_t w = ms_until(now, j->d.at_ms);
                if (w < wait_ms) wait_ms = w;
            }
        }
        if (rc != RESIL_OK || done == ntasks) break;
        if (started < ntasks) {
            uint32_t w = ms_until(now, next_start);
            if (w < wait_ms) wait_ms = w;
        }
        pfd[n].fd = g_sigpipe[0];
        pfd[n].events = POLLIN;
        pfd[n].revents = 0;
        pjob[n] = NULL;
        if (poll(pfd, (nfds_t)(n + 1), (int)wait_ms + (wait_ms ? 1 : 0)) < 0 &&
            errno != EINTR) {
            perror("poll");
            rc = RESIL_E_STATE;
            break;
        }
        now = tick();
        for (i = 0; i < n && rc == RESIL_OK; i++)
            if (pfd[i].revents)
                rc = on_ready(&eng, pjob[i], pfd[i].revents, now);
    }

    if (g_interrupted) {
        /* SIGINT: cancel every task at once. Not a failure of anyone. */
        uint32_t now = tick();
        for (i = 0; i < (int)ntasks; i++) {
            struct job *j = &jobs[i];
            if (j->finished) continue;
            if (j->started) {
                close_attempt(j);
                if (resil_cancel(&eng, &j->task, now, &j->d) != RESIL_OK)
                    rc = RESIL_E_STATE;
            } else {
                j->task.desc.id = (uint32_t)i + 1u;
            }
            j->finished = 1;
            g_counts[RESIL_DECIDE_CANCELLED]++;
            print_task(j, "cancelled", now);
        }
    }

    {   /* summary: totals, engine counters, every breaker */
        resil_counters c;
        uint32_t now = tick(), e;
        int code = g_interrupted ? EXIT_INTERRUPTED
                 : rc != RESIL_OK ? EXIT_RESIL
                 : g_counts[RESIL_DECIDE_FAIL] ? EXIT_FAILED
                 : g_counts[RESIL_DECIDE_DEGRADED] ? EXIT_DEGRADED : EXIT_DONE;
        memset(&c, 0, sizeof c);
        resil_engine_counters(&eng, &c);
        printf("{\"ev\":\"summary\",\"exit\":%d,\"tasks\":%lu,\"started\":%lu,"
               "\"done\":%d,\"degraded\":%d,\"failed\":%d,\"cancelled\":%d,"
               "\"error\":\"%s\",\"attempts\":%lu,\"failures\":%lu,"
               "\"retries\":%lu,\"fallbacks\":%lu,\"breaker_opens\":%lu,"
               "\"budget_refusals\":%lu,\"compactions\":%lu,"
               "\"tasks_cancelled\":%lu,\"restart_queue\":%d,\"endpoints\":[",
               code, (unsigned long)ntasks, (unsigned long)started,
               g_counts[RESIL_DECIDE_DONE], g_counts[RESIL_DECIDE_DEGRADED],
               g_counts[RESIL_DECIDE_FAIL], g_counts[RESIL_DECIDE_CANCELLED],
               resil_result_str(rc), (unsigned long)c.attempts,
               (unsigned long)c.failures, (unsigned long)c.retries,
               (unsigned long)c.fallbacks, (unsigned long)c.breaker_opens,
               (unsigned long)c.budget_refusals, (unsigned long)c.compactions,
               (unsigned long)c.tasks_cancelled, resil_restartq_count(&eng));
        for (e = 0; e < g_ep_count; e++) {
            resil_counters ec;
            memset(&ec, 0, sizeof ec);
            resil_endpoint_counters(&eng, e, &ec);
            printf("%s{\"port\":%u,\"state\":\"%s\",\"consecutive\":%u,"
                   "\"attempts\":%lu,\"failures\":%lu,\"breaker_opens\":%lu}",
                   e ? "," : "", g_ep[e].port,
                   resil_breaker_state_name(resil_breaker_state_at(&eng, e, now)),
                   (unsigned)eng.ep[e].breaker.consecutive,
                   (unsigned long)ec.attempts, (unsigned long)ec.failures,
                   (unsigned long)ec.breaker_opens);
        }
        printf("]}\n");
        fflush(stdout);
        for (i = 0; i < (int)ntasks; i++) close_attempt(&jobs[i]);
        free(jobs);
        return code;
    }
}
