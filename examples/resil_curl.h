/* resil_curl.h - from a finished libcurl easy handle to a resil outcome.

   Copy it beside resil.h. Its only dependency is libcurl (resil.h stays
   dependency-free); it allocates nothing: every byte it writes is in
   structs the caller owns. Header-only, every function static.

   What it reads from a finished transfer:
     - the CURLcode and the error buffer's text (CURLOPT_ERRORBUFFER);
     - CURLINFO_RESPONSE_CODE, CURLINFO_RETRY_AFTER, CURLINFO_TOTAL_TIME_T;
     - the response headers: Retry-After, retry-after-ms, OpenAI's
       x-ratelimit-* and Anthropic's anthropic-ratelimit-*, fed through
       resil_rate_header() into a resil_rate_info that the outcome points to
       (curl_easy_nextheader, libcurl 7.84+; older libcurl: a
       CURLOPT_HEADERFUNCTION that parses each header line as it comes);
     - the first bytes of an error body, into the caller's buffer;
   and classifies the failure with resil_classify(), the CURLcode and the
   HTTP status passed as resil_hints.

   Use:
      resil_curl_capture cap;             // one per transfer in flight
      char body[512];
      resil_curl_prepare(easy, &cap, body, sizeof body);   // after your
                                          // setopts, before the transfer
      ... curl_multi / curl_easy_perform ...
      resil_curl_result r;                // must live until resil_report
      resil_curl_outcome(easy, code, &cap, (uint32_t)time(NULL), &r);
      resil_report(&eng, &task, now, &r.outcome, &d);

   resil_curl_prepare sets CURLOPT_ERRORBUFFER, CURLOPT_WRITEFUNCTION and
   CURLOPT_WRITEDATA (and, before 7.84, CURLOPT_HEADERFUNCTION and
   CURLOPT_HEADERDATA): a caller that needs the whole body keeps its own
   write callback and calls resil_curl_keep() from it.
   Success: CURLE_OK and an HTTP status below 400 (0 for non-HTTP URLs).
*/
#ifndef RESIL_CURL_H
#define RESIL_CURL_H

#include <curl/curl.h>
#include <string.h>
#include <time.h>
#include "resil.h"

/* 1: read headers with curl_easy_nextheader (libcurl 7.84.0 and later);
   0: collect them with a CURLOPT_HEADERFUNCTION (any libcurl). Define it
   before the include to choose. */
#ifndef RESIL_CURL_NEXTHEADER
#if LIBCURL_VERSION_NUM >= 0x075400
#define RESIL_CURL_NEXTHEADER 1
#else
#define RESIL_CURL_NEXTHEADER 0
#endif
#endif

/* Caller-owned state of one transfer. */
typedef struct resil_curl_capture {
    char errbuf[CURL_ERROR_SIZE]; /* CURLOPT_ERRORBUFFER */
    char *body;                   /* the caller's buffer: first bytes kept */
    size_t body_cap;
    size_t body_len;
#if !RESIL_CURL_NEXTHEADER
    resil_rate_info rate;         /* filled by the header callback */
#endif
} resil_curl_capture;

/* What a finished transfer said: report it with
   resil_report_rate(eng, task, now, &r.outcome, resil_curl_headers(&r), &d). */
typedef struct resil_curl_result {
    resil_outcome outcome;
    resil_rate_info rate;
    resil_classification cls; /* of a failure (zero on success) */
    CURLcode code;
    long http_status;         /* 0 if no response */
    const char *text;         /* what was classified (errbuf or body) */
    size_t text_len;
} resil_curl_result;

/* The rate-limit headers of the result, or NULL if it had none. */
static const resil_rate_info *resil_curl_headers(const resil_curl_result *r)
{
    return r->rate.flags ? &r->rate : NULL;
}

/* Keep the first bytes of the body; consume all of them. */
static size_t resil_curl_keep(resil_curl_capture *c, const char *p, size_t n)
{
    if (c->body && c->body_len < c->body_cap) {
        size_t room = c->body_cap - c->body_len;
        size_t k = n < room ? n : room;
        memcpy(c->body + c->body_len, p, k);
        c->body_len += k;
    }
    return n;
}

static size_t resil_curl__write(char *p, size_t size, size_t n, void *user)
{
    return resil_curl_keep((resil_curl_capture *)user, p, size * n);
}

/* Trim spaces and the line end around [p, p+n). */
static void resil_curl__trim(const char **p, size_t *n)
{
    while (*n && (**p == ' ' || **p == '\t')) { (*p)++; (*n)--; }
    while (*n && ((*p)[*n - 1] == ' ' || (*p)[*n - 1] == '\t' ||
                  (*p)[*n - 1] == '\r' || (*p)[*n - 1] == '\n'))
        (*n)--;
}

#if !RESIL_CURL_NEXTHEADER
/* One header line "Name: value\r\n"; a status line starts a new response
   (redirects, 100 Continue): what the earlier one said is dropped. */
static size_t resil_curl__header(char *p, size_t size, size_t n, void *user)
{
    resil_curl_capture *c = (resil_curl_capture *)user;
    size_t len = size * n, i;
    if (len >= 5 && memcmp(p, "HTTP/", 5) == 0) {
        memset(&c->rate, 0, sizeof c->rate);
        return len;
    }
    for (i = 0; i < len && p[i] != ':'; i++) {}
    if (i < len) {
        const char *name = p, *v = p + i + 1;
        size_t nl = i, vl = len - i - 1;
        resil_curl__trim(&name, &nl);
        resil_curl__trim(&v, &vl);
        (void)resil_rate_header(&c->rate, name, nl, v, vl,
                                (uint32_t)time(NULL));
    }
    return len;
}
#endif

/* Set the options the adapter reads back; call before each transfer. */
static CURLcode resil_curl_prepare(CURL *h, resil_curl_capture *c, char *body,
                                   size_t body_cap)
{
    CURLcode rc;
    memset(c, 0, sizeof *c);
    c->body = body;
    c->body_cap = body ? body_cap : 0;
    rc = curl_easy_setopt(h, CURLOPT_ERRORBUFFER, c->errbuf);
    if (!rc) rc = curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, resil_curl__write);
    if (!rc) rc = curl_easy_setopt(h, CURLOPT_WRITEDATA, (void *)c);
#if !RESIL_CURL_NEXTHEADER
    if (!rc) rc = curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, resil_curl__header);
    if (!rc) rc = curl_easy_setopt(h, CURLOPT_HEADERDATA, (void *)c);
#endif
    return rc;
}

/* Feed every header of the last response to resil_rate_header(). */
static void resil_curl_rate(CURL *h, resil_curl_capture *c, uint32_t unix_s,
                            resil_rate_info *ri)
{
#if RESIL_CURL_NEXTHEADER
    struct curl_header *prev = NULL, *hd;
    (void)c;
    memset(ri, 0, sizeof *ri);
    while ((hd = curl_easy_nextheader(h, CURLH_HEADER, -1, prev)) != NULL) {
        const char *v = hd->value;
        size_t vl = strlen(v);
        resil_curl__trim(&v, &vl);
        (void)resil_rate_header(ri, hd->name, strlen(hd->name), v, vl, unix_s);
        prev = hd;
    }
#else
    (void)h;
    (void)unix_s;
    *ri = c->rate;
#endif
}

/* The outcome of a finished transfer (code: what curl_easy_perform or the
   multi's CURLMSG_DONE said). unix_s: the wall clock in Unix seconds, for
   HTTP-dates and RFC 3339 resets (0: unknown). */
static int resil_curl_outcome(CURL *h, CURLcode code, resil_curl_capture *c,
                              uint32_t unix_s, resil_curl_result *r)
{
    resil_hints hints;
    long status = 0;
    curl_off_t ra = 0, us = 0;
    memset(r, 0, sizeof *r);
    memset(&hints, 0, sizeof hints);
    r->code = code;
    (void)curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &status);
    (void)curl_easy_getinfo(h, CURLINFO_TOTAL_TIME_T, &us);
    r->http_status = status;
    r->outcome.status = (uint16_t)(status > 0 && status < 1000 ? status : 0);
    r->outcome.latency_ms = us > 0 ? (uint32_t)(us / 1000) : 0u;
    if (status > 0) resil_curl_rate(h, c, unix_s, &r->rate);
    if (code == CURLE_OK && status < 400) {
        r->outcome.ok = 1;
        return RESIL_OK;
    }
    /* a failure: the curl error text, else the body's first bytes */
    hints.curl_code = (int32_t)code;
    hints.http_status = r->outcome.status;
    if (code != CURLE_OK) {
        r->text = c->errbuf[0] ? c->errbuf : curl_easy_strerror(code);
        r->text_len = strlen(r->text);
    } else {
        r->text = c->body ? c->body : "";
        r->text_len = c->body ? c->body_len : 0;
    }
    if (resil_classify(r->text, r->text_len, &hints, &r->cls) != RESIL_OK)
        return RESIL_E_NULL;
    r->outcome.cls = r->cls.cls;
    r->outcome.retry_after_ms = r->cls.retry_after_ms;
    if (r->rate.flags & RESIL_RATE_F_RETRY_AFTER)
        r->outcome.retry_after_ms = r->rate.retry_after_ms;
    else if (curl_easy_getinfo(h, CURLINFO_RETRY_AFTER, &ra) == CURLE_OK &&
             ra > 0 && !r->outcome.retry_after_ms)
        r->outcome.retry_after_ms =
            ra > (curl_off_t)(RESIL_MAX_INTERVAL_MS / 1000u)
                ? RESIL_MAX_INTERVAL_MS : (uint32_t)ra * 1000u;
    return RESIL_OK;
}

#endif /* RESIL_CURL_H */
