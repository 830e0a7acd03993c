/* test_classify.c - the error classifier: its tables, statuses written as
   statuses (and numbers that are not), delay hints in text, the Retry-After
   parser (delta-seconds and the three HTTP-date formats, invalid values),
   NUL bytes and bytes that are not UTF-8, no read past the length (exact-
   size heap copies, checked under ASan and valgrind), hint precedence and
   resil_report_text() into the engine.

   This unit compiles its own static copy of the implementation so that it
   can check the classifier's private tables. */
#if defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#define RESIL_STATIC
#define RESIL_IMPLEMENTATION
#define RESIL__PAT_SOURCE /* the source of the keyword table, to check it */
#define RESIL__PAT_DECODE /* and the packed table, row by row */
#include "resil.h"
#include "rt.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

/* The class of the source row whose pattern is exactly key,
   RESIL_CLASS_UNKNOWN if none (or a context row). */
static int resil__row_class(const char *key)
{
    size_t r, k;
    for (r = 0; r < sizeof resil__pats / sizeof resil__pats[0]; r++) {
        for (k = 0; k + 1 < RESIL__PAT_W && key[k] && resil__pats[r].s[k] == key[k]; k++) {}
        if (resil__pats[r].s[k] == key[k])
            return resil__pats[r].cls == RESIL__CTX ? (int)RESIL_CLASS_UNKNOWN
                                                    : (int)resil__pats[r].cls;
    }
    return RESIL_CLASS_UNKNOWN;
}

/* Classify an exact-size heap copy: any read past the end is caught by
   ASan and valgrind. */
static resil_classification classify_n(const char *s, size_t n,
                                       const resil_hints *h)
{
    resil_classification c;
    char *copy = (char *)malloc(n ? n : 1);
    memset(&c, 0xAB, sizeof c);
    RT_CHECK(copy != NULL);
    if (!copy) return c;
    copy[0] = 0; /* n may be 0 */
    memcpy(copy, s, n);
    RT_EQ(resil_classify(copy, n, h, &c), RESIL_OK);
    free(copy);
    return c;
}
static resil_classification classify(const char *s)
{
    return classify_n(s, strlen(s), NULL);
}
static int cls_of(const char *s) { return classify(s).cls; }
static unsigned status_of(const char *s) { return classify(s).status; }
static uint32_t delay_of(const char *s) { return classify(s).retry_after_ms; }

/* The errno hint alone (h's other fields zero), in both builds:
   a refused connection is network, a cancelled call cancelled. */
static void check_errno_hints(resil_hints *h)
{
#ifdef ECONNREFUSED
    h->errno_value = ECONNREFUSED;
    RT_EQ(classify_n("", 0, h).cls, RESIL_CLASS_NETWORK);
#endif
#ifdef ECANCELED
    h->errno_value = ECANCELED;
    RT_EQ(classify_n("", 0, h).cls, RESIL_CLASS_CANCELLED);
#endif
    (void)h;
}

#ifndef RESIL_NO_CLASSIFIER_TEXT /* the text's tests; hints-only below */
/* -- tables ------------------------------------------------------------ */

RT_TEST(classify_pattern_table_is_sorted_lower_case_and_terminated)
{
    size_t r, k;
    for (r = 0; r < COUNTOF(resil__pats); r++) {
        const char *s = resil__pats[r].s;
        RT_CHECK(memchr(s, 0, RESIL__PAT_W) != NULL);
        RT_CHECK(s[0] != 0 && s[0] != ' ');
        for (k = 0; s[k]; k++) RT_CHECK(!(s[k] >= 'A' && s[k] <= 'Z'));
        RT_CHECK(s[k - 1] != ' ');
        if (r > 0 && strcmp(resil__pats[r - 1].s, s) >= 0) {
            printf("  pattern out of order or repeated: \"%s\" after \"%s\"\n", s,
                   resil__pats[r - 1].s);
            RT_CHECK(0);
        }
        /* the scanner skips positions inside words: such rows need W */
        if ((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= '0' && s[0] <= '9'))
            RT_CHECK(resil__pats[r].flags & RESIL__F_W);
        if (resil__pats[r].cls == RESIL__CTX)
            RT_CHECK(resil__pats[r].prio <= RESIL__K_INPUT); /* K_CAUSE is 0 */
        else
            RT_CHECK(resil__pats[r].cls < RESIL_CLASS__COUNT &&
                     resil__pats[r].prio >= RESIL__P_WEAK);
    }
    /* one reason phrase per status row, packed end to end: each short,
       lower case (the text is folded), and none left over */
    {
        size_t at = 0, n;
        for (r = 0; r < COUNTOF(resil__statuses); r++) {
            const char *p = resil__status_phrases + at;
            n = strlen(p);
            RT_CHECK(n > 0 && n < RESIL__PHRASE_W);
            for (; *p; p++) RT_CHECK(!(*p >= 'A' && *p <= 'Z'));
            at += n + 1;
            RT_CHECK(at < sizeof resil__status_phrases);
            RT_CHECK(RESIL__ST_CLASS(resil__statuses[r]) < RESIL_CLASS__COUNT);
            RT_CHECK(RESIL__ST_CODE(resil__statuses[r]) == 0 ||
                     (RESIL__ST_CODE(resil__statuses[r]) >= 100 &&
                      RESIL__ST_CODE(resil__statuses[r]) < 1100));
        }
        RT_EQ(at, sizeof resil__status_phrases - 1);
    }
    /* the packed table the library compiles is the source, row for row,
       and every bucket of the index starts at a row */
    {
        char buf[RESIL__PAT_W];
        size_t at = 0, b = 0;
        memset(buf, 0, sizeof buf);
        RT_EQ(resil__pat_ix[0], 0u);
        for (r = 0; r < COUNTOF(resil__pats) && at < sizeof resil__pat_trie; r++) {
            unsigned kind, flags;
            while (b < RESIL__PAT_NX + 26u && resil__pat_ix[b + 1] <= at) b++;
            RT_CHECK(resil__pat_ix[b] <= at && at < resil__pat_ix[b + 1]);
            at = resil__pat_row(at, buf, &kind, &flags);
            if (strcmp(buf, resil__pats[r].s) != 0)
                printf("  packed row %u is \"%s\", the source's \"%s\"\n", (unsigned)r, buf,
                       resil__pats[r].s);
            RT_CHECK(strcmp(buf, resil__pats[r].s) == 0);
            RT_EQ(RESIL__KIND_CLS(kind), resil__pats[r].cls);
            RT_EQ(RESIL__KIND_PRIO(kind), resil__pats[r].prio);
            RT_EQ(flags, resil__pats[r].flags);
        }
        RT_EQ(r, COUNTOF(resil__pats));
        RT_EQ(at, sizeof resil__pat_trie);
        /* bit 7 says whether rows come between a row and the next row
           that shares no more bytes with it than with the row before it
           (its subtree's end), and the row's skip ends there; a row that
           shares RESIL__PAT_LEAF_LCP bytes or more (a deep row), or has
           no subtree (a leaf), has no skip: it ends at its last byte */
        for (r = 0, at = 0, b = 0; r < COUNTOF(resil__pats); r++) {
            static size_t start[RESIL__PAT_ROWS + 1];
            size_t q, sub, v;
            unsigned kind, flags, l = RESIL__PAT_LCP(resil__pat_trie[at]);
            while (b < RESIL__PAT_NX + 26u && resil__pat_ix[b + 1] <= at) b++;
            if (r == 0) /* the rows' starts, first */
                for (q = 0, start[0] = 0; q < COUNTOF(resil__pats); q++)
                    start[q + 1] = resil__pat_row(start[q], buf, &kind, &flags);
            for (q = r + 1; q < COUNTOF(resil__pats) &&
                            resil__pats[q].s[0] == resil__pats[r].s[0] &&
                            RESIL__PAT_LCP(resil__pat_trie[start[q]]) > l;
                 q++) {}
            RT_EQ(!!(resil__pat_trie[at] & 0x80u), q > r + 1);
            if (RESIL__PAT_HAS_SKIP(resil__pat_trie[at])) {
                v = resil__pat_trie[at + 1];
                sub = at + 2;
                if (v & 0x80u) v = (v & 0x7Fu) << 8 | resil__pat_trie[sub++];
                RT_EQ(sub + v, start[q]);
            } else { /* a deep row or a leaf: its kind (if it has one), then its
                        bytes to the last */
                sub = at + (RESIL__PAT_KSRC(resil__pat_trie[at], b) ? 1u : 2u);
                for (; !(resil__pat_trie[sub] & 0x80u); sub++) {}
                RT_EQ(sub + 1, start[r + 1]);
                RT_CHECK(l >= RESIL__PAT_LEAF_LCP || !(resil__pat_trie[at] & 0x80u));
            }
            at = start[r + 1];
        }
        RT_EQ(resil__pat_ix[RESIL__PAT_NX + 26u], sizeof resil__pat_trie);
        RT_EQ(COUNTOF(resil__pats), (size_t)RESIL__PAT_ROWS);
    }
    printf("  classifier tables: %u patterns packed in %u bytes, "
           "index and filter %u, statuses %u, curl %u, grpc %u, errno %u, "
           "windows %u, errno numbers %u bytes\n",
           (unsigned)RESIL__PAT_ROWS,
           (unsigned)(sizeof resil__pat_trie + sizeof resil__pat_prios +
                      sizeof resil__pat_tok + sizeof resil__pat_tok_ix),
           (unsigned)(sizeof resil__pat_ix + sizeof resil__pat_pre),
           (unsigned)sizeof resil__statuses, (unsigned)sizeof resil__curl_cls,
           (unsigned)sizeof resil__grpc_cls, (unsigned)sizeof resil__errno_keys,
           (unsigned)(sizeof resil__win_code + sizeof resil__win_cls),
           (unsigned)sizeof resil__errnum_cls);
}

RT_TEST(classify_every_hint_key_reaches_a_class)
{
    size_t r;
    RT_EQ(COUNTOF(resil__curl_cls), COUNTOF(resil__curl_keys));
    for (r = 0; r < COUNTOF(resil__curl_cls); r++) {
        RT_EQ(resil__curl_cls[r][0], resil__curl_keys[r].code);
        RT_CHECK(resil__curl_cls[r][1] != RESIL_CLASS_UNKNOWN);
    }
    for (r = 0; r < COUNTOF(resil__grpc_keys); r++)
        RT_CHECK((resil__grpc_keys[r][0] == 0) == (resil__grpc_cls[r] == RESIL_CLASS_UNKNOWN));
    for (r = 0; r + 1 < COUNTOF(resil__errno_keys); r++) { /* the class the
        hints-only build (RESIL_NO_CLASSIFIER_TEXT) uses is the keyword's */
        RT_CHECK(resil__row_class(resil__errno_keys[r].key) != RESIL_CLASS_UNKNOWN);
        RT_EQ(resil__row_class(resil__errno_keys[r].key), resil__errno_keys[r].cls);
    }
    RT_EQ(COUNTOF(resil__win_code), COUNTOF(resil__win_keys));
    RT_EQ(COUNTOF(resil__win_cls), (COUNTOF(resil__win_keys) + 1) / 2);
    for (r = 0; r < COUNTOF(resil__win_code); r++) { /* sorted, each a class */
        RT_EQ(resil__win_code[r], resil__win_keys[r].code);
        RT_CHECK(RESIL__WIN_CLS(r) != RESIL_CLASS_UNKNOWN);
        RT_EQ(RESIL__WIN_CLS(r), (unsigned)resil__row_class(resil__win_keys[r].key));
        RT_CHECK(r == 0 || resil__win_code[r - 1] < resil__win_code[r]);
    }
    RT_EQ(resil__row_class("econnrefused"), RESIL_CLASS_NETWORK);
    RT_EQ(resil__row_class("econnrefuse"), RESIL_CLASS_UNKNOWN); /* a prefix */
    RT_EQ(resil__row_class("exit code"), RESIL_CLASS_UNKNOWN);   /* a context */
}

/* -- statuses ---------------------------------------------------------- */

RT_TEST(classify_status_only_when_written_as_a_status)
{
    RT_EQ(status_of("429 Too Many Requests"), 429);
    RT_EQ(status_of("HTTP/1.1 502 Bad Gateway"), 502);
    RT_EQ(status_of("HTTP/2 503"), 503);
    /* an HTML error page: the status right after a tag */
    RT_EQ(status_of("<html><head><title>431 Request Header Fields Too Large</title>"), 431);
    RT_EQ(cls_of("<h1>405 Not Allowed</h1>"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(status_of("latency >500 ms"), 0); /* a comparison, not a tag */
    RT_EQ(status_of("Request failed with status code 503"), 503);
    RT_EQ(status_of("status: 500"), 500);
    RT_EQ(status_of("{\"status\":500,\"error\":\"x\"}"), 500);
    RT_EQ(status_of("The remote server returned an error: (503) Server Unavailable."), 503);
    RT_EQ(status_of("<Response [429]>"), 429);
    RT_EQ(status_of("Error code: 529 - {'type': 'error'}"), 529);
    RT_EQ(status_of("Error 522: Connection timed out"), 522);
    RT_EQ(status_of("requests.exceptions.HTTPError: 503 Server Error: x for url: y"), 503);
    RT_EQ(status_of("urllib.error.HTTPError: HTTP Error 404: Not Found"), 404);
    RT_EQ(status_of("404 page not found"), 404); /* leads the message */
    /* google-api-go-client's Error(): "googleapi: Error %d: %s" */
    RT_EQ(status_of("googleapi: Error 500: Backend Error, backendError"), 500);
    RT_EQ(cls_of("googleapi: Error 500: Backend Error, backendError"), RESIL_CLASS_SERVER);
    RT_EQ(cls_of("googleapi: Error 403: Daily Limit Exceeded, dailyLimitExceeded"),
          RESIL_CLASS_QUOTA); /* the reason says more than the 403 */
    /* Rust's http::StatusCode of a code without a reason phrase */
    RT_EQ(status_of("HTTP status server error (529 <unknown status code>) for url (x)"), 529);
    RT_EQ(cls_of("HTTP status server error (529 <unknown status code>) for url (x)"),
          RESIL_CLASS_UNAVAILABLE);

    /* a status apart from its context by joining words */
    RT_EQ(status_of("Response status code was unacceptable: 429."), 429);
    RT_EQ(status_of("the response has a status code of 503 and x"), 503);
    RT_EQ(status_of("unacceptableStatusCode(code: 401))"), 401);
    RT_EQ(status_of("status code is 502"), 502);
    RT_EQ(status_of("status was 200, retried 503 times"), 200); /* not past a number */
    RT_EQ(status_of("status of the job after 500 retries"), 0);  /* "the" joins nothing */
    RT_EQ(status_of("status code was unacceptable now 429 times"), 0); /* two words */
    /* Apple's NSURLErrorDomain codes after a status context */
    RT_EQ(cls_of("Error Domain=NSURLErrorDomain Code=-1001 \"(null)\""), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("The operation couldn't be completed. (NSURLErrorDomain error -1009.)"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("HTTP load failed, 0/0 bytes (error code: -1202 [3:-9813])"),
          RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("Error Domain=NSURLErrorDomain Code=-999 \"cancelled\""), RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("Error Domain=NSURLErrorDomain Code=-1011 (HTTP 429)"),
          RESIL_CLASS_RATE_LIMIT); /* a status written in the text wins */
    RT_EQ(cls_of("NSURLErrorDomain Code=-1008 x"), RESIL_CLASS_UNKNOWN); /* not in the table */
    /* a negative errno after a status context (Zephyr, lwIP sockets) */
    RT_EQ(cls_of("<err> net_mqtt_rx: Transport read error: -104"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("Transport read error: -104x"), RESIL_CLASS_UNKNOWN);
    /* a count of tokens near a word of comparison: over the context */
    RT_EQ(cls_of("Error code: 400 - {'message': 'Input length (40961 tokens) exceeds the "
                 "maximum allowed length (40960 tokens).'}"), RESIL_CLASS_CONTEXT_LENGTH);
    RT_EQ(cls_of("Request prompt has 5123 tokens in total, larger than the limit 4096"),
          RESIL_CLASS_CONTEXT_LENGTH);
    RT_EQ(cls_of("used 5123 tokens in total"), RESIL_CLASS_UNKNOWN);   /* no comparison */
    /* a quota metric's name is no prompt's count: the quota's words win */
    RT_EQ(cls_of("429 You exceeded your current quota. Quota exceeded for metric: "
                 "generativelanguage.googleapis.com/generate_content_free_tier_input_token_count"),
          RESIL_CLASS_QUOTA);
    RT_EQ(cls_of("400 The input token count (1200000) exceeds the maximum number of tokens "
                 "allowed (1048576)."), RESIL_CLASS_CONTEXT_LENGTH);
    RT_EQ(cls_of("{\"error\": {\"code\": 400, \"message\": \"The input token count (5911388) "
                 "exceeds the maximum number of tokens allowed (1048576).\", \"reason\": "
                 "\"badRequest\", \"status\": \"INVALID_ARGUMENT\"}}"),
          RESIL_CLASS_CONTEXT_LENGTH); /* above the range's own words */
    RT_EQ(cls_of("5123 bytes, larger than the limit"), RESIL_CLASS_UNKNOWN); /* no tokens */
    /* ... in one clause: a limiter's token bucket is not a prompt */
    RT_EQ(cls_of("Write rate limit exceeded: Operation requires 128 tokens but only 0 "
                 "available"), RESIL_CLASS_RATE_LIMIT);
    /* a middle part of a dotted module path names code, not what happened */
    RT_EQ(cls_of("x.core.api_error.ApiError: status_code: 429, body: {}"),
          RESIL_CLASS_RATE_LIMIT);
    RT_EQ(cls_of("x.core.api_error.ApiError: status_code: 400, body: {}"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("ApiError: (api_error)"), RESIL_CLASS_SERVER); /* a word of its own */
    /* 599 is no server's answer (Tornado's client errors): the words decide */
    RT_EQ(cls_of("HTTP 599: Timeout during request"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("HTTP 599: Connection reset by peer"), RESIL_CLASS_NETWORK);
    /* 451 (RFC 7725): a provider refusing a region, whoever words it */
    RT_EQ(cls_of("451 Unavailable For Legal Reasons"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("requests.exceptions.HTTPError: 451 Client Error:  for url: "
                 "https://fapi.example.com/v1/exchangeInfo"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("(451, b'4.3.5 <a@b.example>: Recipient address rejected')"),
          RESIL_CLASS_SERVER); /* SMTP: the enhanced code decides */
    RT_EQ(status_of("HTTP 599: Connection reset by peer"), 599);
    /* Mbed TLS codes in negative hex, up to four digits: ESP-IDF pads them
       ("-0x0050"), Mbed TLS's own examples do not ("-0x50") */
    RT_EQ(cls_of("mbedtls_ssl_handshake returned -0x2700"), RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("esp-tls-mbedtls: read error :-0x7280"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("mbedtls_ssl_setup returned -0x7f00"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("returned -0x27001"), RESIL_CLASS_UNKNOWN); /* five digits */
    RT_EQ(cls_of("returned -0x270"), RESIL_CLASS_UNKNOWN);   /* no such code */
    RT_EQ(cls_of("mbedtls_ssl_handshake returned -0x50"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("mbedtls_net_connect returned -0x52\nE (10692) next"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("mbedtls_net_connect returned -0x0052"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("returned -0x52abc"), RESIL_CLASS_UNKNOWN); /* not alone */
    RT_EQ(cls_of("offset 0x2700"), RESIL_CLASS_UNKNOWN);     /* not negative */

    RT_EQ(status_of("Failed to connect to 10.0.0.2 port 503 after 3 ms"), 0);
    RT_EQ(status_of("listener on port 5030 stopped"), 0);
    RT_EQ(status_of("the call took 503 ms"), 0);
    RT_EQ(status_of("took 503ms"), 0);
    RT_EQ(status_of("dial tcp localhost:503: refused"), 0);
    RT_EQ(status_of("api v1.429 released"), 0);
    RT_EQ(status_of("request id-500 failed"), 0);
    RT_EQ(status_of("processed 404 files in 500 ms"), 0);
    RT_EQ(status_of("Unknown error 523"), 0);
    RT_EQ(status_of("status code 5030"), 0);
    RT_EQ(status_of("status 200 but empty body"), 200); /* a status, no class */
    RT_EQ(cls_of("status 200 but empty body"), RESIL_CLASS_UNKNOWN);
    /* an exception's repr with the status as its first argument */
    RT_EQ(cls_of("elasticsearch.ApiError: ApiError(503, 'unavailable_shards_exception', "
                 "'primary shard is not active')"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(status_of("ConflictError(409, 'version_conflict_engine_exception')"), 409);
    RT_EQ(status_of("retry budget (500, 3) spent"), 0); /* not after a name */
    /* a standard status that ends the text or leads what follows */
    RT_EQ(cls_of("[ERROR] Error: ChatGPTAPI error 429"), RESIL_CLASS_RATE_LIMIT);
    RT_EQ(cls_of("WebSocketException: Handshake exception, expected status code 101 "
                 "but was 401"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("GET https://api.acme.io/v1/tasks/8812/ returned 404: {\"detail\":\"x\"}"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("GET http://whisper:8080/health -> 503 {\"status\":\"loading\"}"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(status_of("Cache service responded with 400\n"), 400);
    RT_EQ(status_of("no available slots, deferring task id 412"), 0); /* an id */
    RT_EQ(status_of("Connection to 203.0.113.60 port 443: invalid format"), 0);
    RT_EQ(status_of("SocketException: Network is unreachable (OS Error: Network is "
                    "unreachable, errno = 101), address = 203.0.113.9, port = 443"), 0);
    RT_EQ(status_of("Embedding dimension 1536 does not match dimensionality 384"), 0);
    RT_EQ(status_of("exceed batch size of 512"), 0); /* past 511: a size */
    RT_EQ(status_of("origin says 520"), 0); /* a vendor's code needs its context */
    RT_EQ(status_of("tried 429 times while fetching"), 0); /* inside a sentence */
    RT_EQ(status_of("error 429 while fetching"), 429); /* right after "error" */
    RT_EQ(status_of("Unknown error 523"), 0); /* glibc's text for an errno it does not know */
    RT_EQ(cls_of("Error making API request.\n\nURL: PUT https://vault:8200/v1/pki/issue/r\n"
                 "Code: 400. Errors:\n\n* common name not allowed"),
          RESIL_CLASS_INVALID_REQUEST); /* Vault's API client */
    RT_EQ(cls_of("Cannot send job progress: Expected status 204, got 404."),
          RESIL_CLASS_NOT_FOUND);
    /* aiohttp's ClientResponseError: the status, a comma, its message */
    RT_EQ(cls_of("Setup failed, will retry: 429, message='', url='https://monitoringapi.x/site'"),
          RESIL_CLASS_RATE_LIMIT);
    RT_EQ(status_of("retry statuses 500, 502 and 503 configured"), 0); /* a list in a sentence */
    /* a status before "error" or "response" */
    RT_EQ(cls_of("[warning] Server 503 error occurred. Waiting for 2611 ms"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("WARNING - The agent received a 429 response from the collector"),
          RESIL_CLASS_RATE_LIMIT);
    /* a status in a column of a log line (Go gin's access log) */
    RT_EQ(status_of("[GIN] 2025/03/06 - 11:42:21 | 503 |   42.044125ms |       "
                    "127.0.0.1 | POST     \"/api/generate\""),
          503);
    RT_EQ(status_of("| 12 | 404 files |"), 0); /* not before a '|' */
    /* a log line's milliseconds before its level are not a status */
    RT_EQ(status_of("2025-03-14 09:12:44,503 ERROR app.sync: done"), 0);
    RT_EQ(status_of("[2021-08-25 23:24:53,588: ERROR/MainProcess] Task failed"), 0);
    /* a proxy's answer to CONNECT is the proxy's: rule 3 yields to it */
    RT_EQ(cls_of("fatal: unable to access 'https://github.com/acme/x.git/': CONNECT "
                 "tunnel failed, response 403"),
          RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("Error: tunneling socket could not be established, statusCode=403"),
          RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("curl: (56) Received HTTP code 403 from proxy after CONNECT"),
          RESIL_CLASS_NETWORK_PERMANENT);
    /* our configured proxy's failure (ProxyError) is not a reverse proxy's
       "proxy error" about its upstream, where the cause decides */
    RT_EQ(cls_of("requests.exceptions.ProxyError: HTTPSConnectionPool(host='x', port=443)"),
          RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("2024/09/26 11:45:41 http: proxy error: dial tcp: lookup x on "
                 "127.0.0.11:53: read udp: i/o timeout"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("RequestError: Error: tunneling socket could not be established, "
                 "statusCode=502"),
          RESIL_CLASS_NETWORK_PERMANENT);

    RT_EQ(cls_of("Failed to connect to 10.0.0.2 port 503 after 3 ms: Connection refused"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("took 503 ms then: socket hang up"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("HTTP/1.1 418 I'm a teapot"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("status code 598"), RESIL_CLASS_SERVER); /* any other 5xx */
    RT_EQ(cls_of("status code 599"), RESIL_CLASS_UNKNOWN); /* no server's */
    RT_EQ(cls_of("error code: 1015"), RESIL_CLASS_RATE_LIMIT); /* Cloudflare */
    RT_EQ(status_of("error code: 1015"), 0);
}

/* -- precedence -------------------------------------------------------- */

RT_TEST(classify_precedence_of_the_taxonomy)
{
    /* rule 2: the provider's code beats the status */
    RT_EQ(cls_of("429 {\"error\":{\"code\":\"insufficient_quota\"}}"), RESIL_CLASS_QUOTA);
    RT_EQ(cls_of("HTTP/1.1 400 Bad Request\n{\"message\":\"prompt is too long: 210000 tokens > 200000 maximum\"}"),
          RESIL_CLASS_CONTEXT_LENGTH);
    RT_EQ(cls_of("HTTP/1.1 413 Payload Too Large\n{\"type\":\"request_too_large\"}"),
          RESIL_CLASS_INVALID_REQUEST);
    /* ... but a type that only names the status's range (4xx:
       invalid_request_error) and the word api_error yield to a status
       of a class of its own */
    RT_EQ(cls_of("Error code: 403 - {'error': {'message': 'not for you', 'type': "
                 "'invalid_request_error'}}"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("404 Not Found {\"error\": {\"type\": \"invalid_request_error\"}}"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("status 503 {\"type\": \"error\", \"error\": {\"type\": \"api_error\"}}"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("Error code: 400 - {'type': 'invalid_request_error'}"),
          RESIL_CLASS_INVALID_REQUEST);
    /* ... whatever range the type names (Ollama's OpenAI route) */
    RT_EQ(cls_of("Error code: 404 - {'error': {'message': 'model \"x\" not found, try "
                 "pulling it first', 'type': 'api_error', 'param': None}}"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("Error code: 429 - {'error': {'message': 'slow down', 'type': 'api_error'}}"),
          RESIL_CLASS_RATE_LIMIT);
    /* a type of the other range still says more than a status that
       names only its range */
    RT_EQ(cls_of("Error code: 500 - {'message': 'x', 'type': 'invalid_request_error'}"),
          RESIL_CLASS_INVALID_REQUEST);
    /* "api_error" is only a word: Ollama's OpenAI route sends it with
       every status, so a status of either range wins over it */
    RT_EQ(cls_of("Error code: 400 - {'error': {'message': 'registry.ollama.ai/library/"
                 "qwen:4b does not support tools', 'type': 'api_error'}}"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("{\"type\": \"error\", \"error\": {\"type\": \"api_error\", "
                 "\"message\": \"Internal server error\"}}"), RESIL_CLASS_SERVER);
    /* with no status beside it, a type of a range weighs as a status of
       that range: it yields to the words a 400 or a 500 yields to */
    RT_EQ(cls_of("openai.error.InvalidRequestError: The model `gpt-4` does not exist"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("{\"detail\":{\"message\":\"Your authentication token has expired.\","
                 "\"type\":\"invalid_request_error\"}}"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("{\"error\":{\"type\":\"api_error\",\"message\":\"upstream request "
                 "timeout\"}}"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("openai.error.InvalidRequestError: 'messages' is a required property"),
          RESIL_CLASS_INVALID_REQUEST);
    /* a status that names only its range (400, 500) yields to a class
       the words name (the body's more specific cause) ... */
    RT_EQ(cls_of("HTTP 400: Daily message quota exceeded"), RESIL_CLASS_QUOTA);
    RT_EQ(cls_of("status 500: connect ECONNREFUSED 10.0.0.1:443"), RESIL_CLASS_NETWORK);
    /* ... but not a status of a class of its own, not words of the
       status's own range, and not "overloaded" on a 500 page (Flask's) */
    RT_EQ(cls_of("403 Forbidden: chat not found"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("400 Bad Request: invalid model parameter"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("500 Internal Server Error: Either the server is overloaded or there is an "
                 "error in the application."), RESIL_CLASS_SERVER);
    /* a gateway's 502 or 503 yields to a timeout its body names (it
       gave up waiting), to no other word */
    RT_EQ(cls_of("503 Server Error: first byte timeout for url: https://x.example/a"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("HTTP 502: {\"message\":\"request timed out\"}"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("503 Service Unavailable: upstream connect error: connection refused"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("429 Too Many Requests: request timed out"), RESIL_CLASS_RATE_LIMIT);
    /* a 429 yields to an overload its body names, and to a quota
       (TAXONOMY: 429 unless the body says the quota is exhausted) */
    RT_EQ(cls_of("{\"error\":{\"message\":\"model x is currently overloaded\",\"code\":429}}"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("HTTP 429: rate limit exceeded, slow down"), RESIL_CLASS_RATE_LIMIT);
    RT_EQ(cls_of("HTTP 429: You have reached your daily email sending quota."),
          RESIL_CLASS_QUOTA);
    /* a 401 or 403 yields to a quota or billing word, and to a rate
       limit (GitHub and Google answer 403 to a client going too fast) */
    RT_EQ(cls_of("HTTP 403: monthly quota exceeded for this project"), RESIL_CLASS_QUOTA);
    RT_EQ(cls_of("google.api_core.exceptions.Forbidden: 403 Exceeded rate limits: too many "
                 "table update operations for this table"), RESIL_CLASS_RATE_LIMIT);
    /* every status of a range yields as 400 and 500 do */
    RT_EQ(cls_of("status 422: the specified model version does not exist"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("Exception (501) Reason: read: connection reset by peer"), RESIL_CLASS_NETWORK);
    /* git's "the remote end hung up unexpectedly" ends every failed
       transfer: the cause before it decides, the status included */
    RT_EQ(cls_of("error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\n"
                 "fatal: the remote end hung up unexpectedly"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("error: RPC failed; result=22, HTTP code = 417\n"
                 "fatal: The remote end hung up unexpectedly"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("Access denied.\nfatal: The remote end hung up unexpectedly"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("fatal: The remote end hung up unexpectedly"), RESIL_CLASS_NETWORK);
    /* a status before the word "status" ("received 403 status code"),
       Twisted's reason for a code it does not know, a response's repr */
    RT_EQ(cls_of("Request blocked - received 429 status code."), RESIL_CLASS_RATE_LIMIT);
    RT_EQ(cls_of("upstream returned 503 status"), RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("Gave up retrying <GET https://x.example/a> (failed 3 times): 524 Unknown "
                 "Status"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("Ignoring response <404 https://x.example/a>: HTTP status code is not handled"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("processed 250 statuses"), RESIL_CLASS_UNKNOWN);
    /* a generic wrapper (RuntimeError) carries any failure: a word in
       it decides, a generic one too; a weak one does not, and a specific
       exception (TypeError, ValueError) still outranks the words after it */
    RT_EQ(cls_of("RuntimeError: Operation projects/p/operations/8 timed out."),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("RuntimeError: [gloo/transport/tcp/pair.cc:520] Read timeout "
                 "[10.0.0.3]:40112"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("RuntimeError: x failed: Connection refused"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("RuntimeError: Event loop is closed"), RESIL_CLASS_LOGIC);
    /* IllegalStateException and PermissionError are wrappers too: the
       words in them say whose state, whose refusal */
    RT_EQ(cls_of("java.lang.IllegalStateException: Failed to connect to "
                 "api.example.com/10.0.0.1:443"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("java.lang.IllegalStateException: Expected BEGIN_OBJECT but was STRING"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("PermissionError: Access Denied"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("PermissionError: [Errno 13] Permission denied: '/app/cache/x.json'"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("ValueError: Unknown model 'x'. Please provide a valid model name."),
          RESIL_CLASS_LOGIC);
    /* rule 4: identifiers and stack frames do not count */
    RT_EQ(cls_of("TypeError: Cannot read properties of undefined (reading 'timeout')"),
          RESIL_CLASS_LOGIC);
    /* without the exception's name: the words alone (a row's prefix of
       "property" and "properties" ends inside the word) */
    RT_EQ(cls_of("Cannot read properties of undefined (reading 'choices')"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Cannot read property 'statusText' of undefined"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Cannot set properties of null (setting 'x')"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Error: boom\n    at connectTimeout (/app/x.js:1:1)"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("Traceback (most recent call last):\n  File \"/x/timeout.py\", line 3, in f\nKeyError: 'a'"),
          RESIL_CLASS_LOGIC);
    /* rule 5: cancellation wins over what it wraps */
    RT_EQ(cls_of("AbortError: This operation was aborted (after 503 Service Unavailable)"),
          RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("retry after deadline exceeded: context canceled"), RESIL_CLASS_CANCELLED);
    /* ... but a timeout worded as an abort is a timeout */
    RT_EQ(cls_of("TimeoutError: The operation was aborted due to timeout"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("net/http: request canceled (Client.Timeout exceeded while awaiting headers)"),
          RESIL_CLASS_TIMEOUT);
    /* ... and so is a cancel a timeout caused, in the clause's words */
    RT_EQ(cls_of("AbortError: request cancelled due to an idle timeout"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("TaskCanceledException: the job was cancelled because its timeout elapsed"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("context canceled due to i/o timeout"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("context canceled due to shutdown; i/o timeout"),
          RESIL_CLASS_CANCELLED); /* another clause */
    RT_EQ(cls_of("CancelledError: cancelled (while handling ReadTimeout)"),
          RESIL_CLASS_CANCELLED); /* no cause word */
    /* ... or in the first clause of the cancellation's own message; a
       timeout mentioned after that clause is not the cause */
    RT_EQ(cls_of("AbortError: The operation timed out"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("TaskCancelledError: Operation timed out after 30000ms"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("CancelledError: Task cancelled, timeout graceful shutdown exceeded"),
          RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("post x: context canceled (attempt 2 of 5, last error: i/o timeout)"),
          RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("AbortError: This operation was aborted\nnext: request timed out"),
          RESIL_CLASS_CANCELLED);
    /* the innermost cause of a chain */
    RT_EQ(cls_of("TypeError: fetch failed\n  [cause]: ConnectTimeoutError: Connect Timeout Error"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("TypeError: fetch failed"), RESIL_CLASS_NETWORK);
    /* case and camelCase */
    RT_EQ(cls_of("CONNECTION REFUSED"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("java.net.SocketTimeoutException: Read timed out"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("RateLimitError"), RESIL_CLASS_RATE_LIMIT);
    /* a word after an acronym: "API" then "Timeout" */
    RT_EQ(cls_of("APITimeoutError: boom"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("OpenAIRateLimitError"), RESIL_CLASS_RATE_LIMIT);
    RT_EQ(cls_of("APIERROR: boom"), RESIL_CLASS_UNKNOWN); /* no lower case: one word */
    RT_EQ(cls_of("deadlinexceeded"), RESIL_CLASS_UNKNOWN); /* not a word */
    /* exit codes: a signal is a crash, another code a failed command */
    RT_EQ(cls_of("process exited with code 137"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("exitcode=-9"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("command exited with code 1"), RESIL_CLASS_LOGIC);
}

/* -- mechanisms that generalise (issue 14) ---------------------------- */

RT_TEST(classify_a_status_leading_an_exceptions_message)
{
    /* one word (the exception's name), ": ", then the status */
    RT_EQ(cls_of("com.openai.errors.InternalServerException: 504: Unknown"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("UnprocessableEntityException: 422: {\"detail\": \"x\"}"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("google.api_core.exceptions.Unknown: 500 Unknown error."),
          RESIL_CLASS_SERVER);
    RT_EQ(cls_of("Exception: 504"), RESIL_CLASS_TIMEOUT); /* or ending the text */
    /* or after any ": " (a URL's, a wrapper's), when words follow */
    RT_EQ(cls_of("GET https://api.acme.io/v1/user: 403 - Maximum number of login "
                 "attempts exceeded."),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("ERROR: Error in API call (Attempt 1/3): 400 Provider returned error"),
          RESIL_CLASS_INVALID_REQUEST);
    /* a field's value in an object's dump is not a status */
    RT_EQ(status_of("Error: socket hang up {\n  code: 'ECONNRESET',\n  '$metadata': "
                    "{ attempts: 3, totalRetryDelay: 402 }\n}"),
          0);
    RT_EQ(cls_of("Error: socket hang up {\n  code: 'ECONNRESET',\n  '$metadata': "
                 "{ attempts: 3, totalRetryDelay: 402 }\n}"),
          RESIL_CLASS_NETWORK);
}

RT_TEST(classify_smtp_enhanced_status_codes)
{
    /* RFC 3463 class.subject.detail after a reply code of its class */
    RT_EQ(cls_of("smtplib.SMTPRecipientsRefused: {'a@example.org': (550, b'5.1.1 "
                 "<a@example.org>: Recipient address rejected: User unknown')}"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("Error: Message failed: 552 5.3.4 Message size exceeds fixed limit"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("Error: Invalid login: 535-5.7.8 Username and Password not accepted"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("smtplib.SMTPConnectError: (421, b'4.3.2 All server ports are busy')"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("send failed: 452 4.5.3 Error: too many recipients"),
          RESIL_CLASS_INVALID_REQUEST);
    /* 4.7.x is a throttle, greylisting or a TLS demand: the words decide
       (greylisting: come back later; 5.7.x is a refusal: auth) */
    RT_EQ(cls_of("smtplib.SMTPRecipientsRefused: {'a@example.net': (450, b'4.7.1 "
                 "Greylisted, please try again later')}"), RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("smtplib.SMTPRecipientsRefused: {'a@example.net': (450, b'4.7.1 "
                 "Try again later')}"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("smtplib.SMTPRecipientsRefused: {'a@example.net': (550, b'5.7.1 "
                 "Greylisted, please try again later')}"), RESIL_CLASS_AUTH);
    /* a version number is no enhanced code: no reply code before it */
    RT_EQ(cls_of("this server requires MySQL 5.7.44 or later"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("HTTP 503 from 10.5.7.1"), RESIL_CLASS_UNAVAILABLE);
}

RT_TEST(classify_credentials_missing_from_the_environment)
{
    /* an environment variable's name: a credential the configuration
       lacks, above the exception that reports it */
    RT_EQ(cls_of("KeyError: 'OPENAI_API_KEY'"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("ValueError: set the ANTHROPIC_API_KEY environment variable"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("KeyError: 'api key'"), RESIL_CLASS_LOGIC); /* not a name */
    RT_EQ(cls_of("KeyError: 'api_key'"), RESIL_CLASS_LOGIC); /* lower case */
    /* our own check that a credential is absent: someone must give it */
    RT_EQ(cls_of("ValueError: Please provide a management API key."), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("java.lang.IllegalStateException: `apiKey` is required, but was not set"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("ValueError: SomeMemoryDriver requires an API key"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("TypeError: Expected either api_key or auth_token to be set"),
          RESIL_CLASS_AUTH);
    /* a credential named in a bug of our own, with no word of absence */
    RT_EQ(cls_of("TypeError: Headers.set: \"x-api key\" is an invalid header name."),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("java.lang.NullPointerException: Cannot invoke \"String.length()\" "
                 "because \"apiKey\" is null"), RESIL_CLASS_LOGIC);
    /* a status said it: the provider's answer decides */
    RT_EQ(cls_of("ValueError: 400 Bad Request: missing api key header format"),
          RESIL_CLASS_INVALID_REQUEST);
}

RT_TEST(classify_our_own_words_in_a_providers_error_body)
{
    /* a provider's error body: its refusal of what we sent */
    RT_EQ(cls_of("{\"error\": \"Input validation error: `top_k` must be positive\"}"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("{\"error\": \"schema of field x is not valid json\", \"error_type\": \"x\"}"),
          RESIL_CLASS_INVALID_REQUEST);
    /* our own checks: a schema library's dump, words without a body */
    RT_EQ(cls_of("ZodError: [{\"code\":\"invalid_type\",\"path\":[\"a\"],"
                 "\"message\":\"validation error\"}]"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("ValueError: `top_k` must be positive"), RESIL_CLASS_LOGIC);
    /* TGI's own wording, "validation error: `param` ...", is the server's
       answer even when a client's exception carries it */
    RT_EQ(cls_of("huggingface_hub.errors.ValidationError: Input validation error: "
                 "`top_k` must be positive"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("{\"error\": \"FrobnicateError in handler\"}"), RESIL_CLASS_LOGIC); /* a name */
}

RT_TEST(classify_refusals_of_a_local_subject)
{
    /* "permission denied", "not found" about a path or with an errno:
       our own environment (logic) */
    RT_EQ(cls_of("stat /srv/data/x.bin: permission denied"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("sh: ./deploy.sh: Permission denied"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("EACCES: permission denied, open '/tmp/out.log'"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("could not write: Permission denied (os error 13)"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("copy failed: Access denied: 'C:\\data\\x.txt'"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("/usr/bin/env: 'node': not found"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("loader: ../lib/x.so not found"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Plugin 'Calendar' was not found"), RESIL_CLASS_LOGIC); /* our own thing */
    /* a service refusing a credential, a remote thing missing */
    RT_EQ(cls_of("admin@host: Permission denied (publickey)."), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("permission denied"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("403 permission denied for /v1/files"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("{\"error\": \"permission denied\", \"path\": \"/v1/x\"}"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("model not found: /models/x"), RESIL_CLASS_NOT_FOUND); /* "model" */
    RT_EQ(cls_of("resource not found: https://h.example/v1/x"), RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("Credentials not found in /etc/app/key.json"), RESIL_CLASS_AUTH);
    /* after an HTTP method a path is a request's target, not a file */
    RT_EQ(cls_of("Cannot POST /v1/chat/completion"), RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("route GET /v1/x not found"), RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("GETS /srv/x not found"), RESIL_CLASS_LOGIC); /* not a method */
    /* a stack frame's path does not count */
    RT_EQ(cls_of("Traceback (most recent call last):\n  File \"/app/x.py\", line 1, in f\n"
                 "x.NotFound: item not found"), RESIL_CLASS_NOT_FOUND);
    /* WSAEACCES: a firewall or policy on the socket */
    RT_EQ(cls_of("[WinError 10013] An attempt was made to access a socket in a way forbidden "
                 "by its access permissions"), RESIL_CLASS_NETWORK_PERMANENT);
}

RT_TEST(classify_io_exception_names_and_parser_positions)
{
    /* an exception named for I/O (IO, Read, Write): a transport failed */
    RT_EQ(cls_of("java.io.IOException: closed"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("System.Net.Http.HttpIOException: ended (ResponseEnded)"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("httpx.ReadError"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("ThreadError"), RESIL_CLASS_LOGIC); /* "read" inside a word */
    RT_EQ(cls_of("ModelBehaviorError"), RESIL_CLASS_LOGIC);
    /* a parser's position: the text it read cannot be taken */
    RT_EQ(cls_of("EOF while parsing an object at line 1 column 1024"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Error(\"expected `,` or `}`\", line: 3, column: 17)"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("pipeline 3 columns"), RESIL_CLASS_UNKNOWN);
}

RT_TEST(classify_exit_of_a_command_or_of_a_process_we_depend_on)
{
    /* a command that failed on its own: logic */
    RT_EQ(cls_of("subprocess.CalledProcessError: Command 'npm test' returned non-zero "
                 "exit status 2."), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Error: Process completed with exit code 1."), RESIL_CLASS_LOGIC);
    /* a worker, runner or engine that ended: crash */
    RT_EQ(cls_of("Error: worker stopped with exit code 1"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("llama runner process has terminated: exit status 2"), RESIL_CLASS_CRASH);
    /* an inference server's shard named dead; a shard alone is not */
    RT_EQ(cls_of("Error: ShardCannotStart"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("shard 4 replica synced, 4096 bytes written"), RESIL_CLASS_UNKNOWN);
}

RT_TEST(classify_words_of_one_product_do_not_misfire_elsewhere)
{
    /* TGI's GenerationError is "Request failed during generation"; a local
       run that ran out of memory while generating is still a crash */
    RT_EQ(cls_of("{\"error\":\"Request failed during generation: Server error: "
                 "transport error\",\"error_type\":\"generation\"}"),
          RESIL_CLASS_SERVER);
    RT_EQ(cls_of("Error during generation: CUDA out of memory. Tried to allocate 2.00 GiB"),
          RESIL_CLASS_CRASH);
    /* an agent's step cap, not every count of iterations */
    RT_EQ(cls_of("Agent stopped due to max iterations."), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Maximum iterations reached. Requesting final answer."), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("epoch 3: completed 500 iterations in 3.2s"), RESIL_CLASS_UNKNOWN);
    /* Bedrock's and SageMaker's exception name, not the two words */
    RT_EQ(cls_of("botocore.errorfactory.ModelErrorException: An error occurred "
                 "(ModelErrorException) when calling the InvokeModel operation"),
          RESIL_CLASS_SERVER);
    RT_EQ(cls_of("ValidationError: model error: field 'name' is required"), RESIL_CLASS_LOGIC);
    /* OkHttp's policy refusal, not any cleartext */
    RT_EQ(cls_of("java.net.UnknownServiceException: CLEARTEXT communication to "
                 "api.example.com not permitted by network security policy"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("warning: cleartext traffic allowed for localhost"), RESIL_CLASS_UNKNOWN);
    /* a model name a gateway does not know; a bad model setting is a bad request */
    RT_EQ(cls_of("{\"error\": {\"message\": \"Invalid model name passed in model=gpt-9\"}}"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("invalid model configuration: temperature must be between 0 and 2"),
          RESIL_CLASS_INVALID_REQUEST);
    /* "failed to start" is a crash unless the chain names its cause */
    RT_EQ(cls_of("ERROR text_generation_launcher: Shard 0 failed to start"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("failed to start transaction: dial tcp 127.0.0.1:5432: connect: "
                 "connection refused"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("Failed to start phone code login: websocket disconnected before info query "
                 "returned response"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("asyncio.exceptions.TimeoutError: Nanny failed to start in 60 seconds"),
          RESIL_CLASS_TIMEOUT);
    /* a consensus group electing its leader (etcd, Consul, Kafka, Raft):
       the service is up and refuses for now */
    RT_EQ(cls_of("agent.http: Request error: method=PUT url=/v1/acl/bootstrap error=\"No cluster "
                 "leader\""),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("Error from server: etcdserver: leader changed"), RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("BrokerNotAvailableError: Could not find the leader"), RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("ERROR Could not find block with ID: 4f2a. Make sure the relevant pages are "
                 "shared with your integration."),
          RESIL_CLASS_NOT_FOUND); /* nothing else named: no such resource */
    RT_EQ(cls_of("etcdserver: mvcc: database space exceeded"), RESIL_CLASS_UNAVAILABLE);
    /* busy or in maintenance now, answering later */
    RT_EQ(cls_of("Error: another operation (install/upgrade/rollback) is in progress"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("APIError: the site is in read-only mode while its database is moved"),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("token endpoint said: consent_required"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("upstream: stream idle timeout"), RESIL_CLASS_TIMEOUT); /* "timeout" says it */
    RT_EQ(cls_of("error: no device found"), RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("Sorry, you have been blocked"), RESIL_CLASS_AUTH); /* a WAF's page */
    RT_EQ(cls_of("Please login to continue"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("<code>-1</code><message>Login fail, please check login info</message>"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("Google directions service status: REQUEST_DENIED"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("Upload failed: {\"message\":\"Token required because branch is protected\"}"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("Unable to checkout a license. Make sure your license file environment "
                 "variable is set correctly"),
          RESIL_CLASS_AUTH); /* the license is the credential the vendor checks */
    RT_EQ(cls_of("License checkout failed. Unable to connect to the license server."),
          RESIL_CLASS_NETWORK); /* the cause named beside it decides */
    RT_EQ(cls_of("[http client] unexpected content, starting with: <html>"), RESIL_CLASS_SERVER);
    RT_EQ(cls_of("WARN - reconnecting to bitcoind: no reply from daemon"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("dig: status: SERVFAIL"), RESIL_CLASS_NETWORK);
    /* a device or peer that did not answer in time: timeout, also where
       "circuit" (a breaker's word) stands beside it */
    RT_EQ(cls_of("pymodbus.exceptions.ModbusIOException: Modbus Error: [Input/Output] "
                 "No response received after 3 retries"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("CA.Client.Exception: Warning: \"Virtual circuit unresponsive\""),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("There have been too many login failures from your network in a short "
                 "time period. Please wait and try again later."),
          RESIL_CLASS_RATE_LIMIT); /* a rate, over the login words */
    /* Boost.Asio / Beast: the connection ended inside a stream or message */
    RT_EQ(cls_of("Error: stream truncated [asio.ssl.stream:1]"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("read failed: partial message"), RESIL_CLASS_NETWORK);
    /* nothing answered at the address: network, beside the login words
       of a bind that needed it */
    RT_EQ(cls_of("ldap_bind(): Unable to bind to server: Can't contact LDAP server"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("Login failed: cannot contact the directory server"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("sync: could not contact server"), RESIL_CLASS_NETWORK);
    /* a Unix socket with no server behind it, not a file of ours */
    RT_EQ(cls_of("failed to connect to `host=/tmp user=app`: dial error (dial unix "
                 "/tmp/.s.PGSQL.5432: connect: no such file or directory)"),
          RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("open /etc/app.yaml: no such file or directory"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("LDAP Result Code 4 \"Size Limit Exceeded\""), RESIL_CLASS_INVALID_REQUEST);
    /* Go's encoding/json could not read what came back: our decoding (a
       body that was not JSON), not the request */
    RT_EQ(cls_of("unmarshal openai response: invalid character '<' looking for beginning of "
                 "value"),
          RESIL_CLASS_LOGIC);
    /* nginx's limit_req / limit_conn lines, not anything that limits */
    RT_EQ(cls_of("2026/03/04 10:11:12 [error] 7#7: *991 limiting requests, excess: "
                 "10.520 by zone \"api\", client: 203.0.113.7"),
          RESIL_CLASS_RATE_LIMIT);
    RT_EQ(cls_of("worker pool: limiting concurrency to 4 after 3 slow batches"),
          RESIL_CLASS_UNKNOWN);
    /* GitHub's GraphQL "could not resolve to" an object, not a failed
       name lookup */
    RT_EQ(cls_of("GraphQL: Could not resolve to a Repository with the name 'acme/x'. "
                 "(repository)"),
          RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("Could not resolve host: api.example.com"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("psycopg2.OperationalError: could not translate host name \"db\" to "
                 "address: Try again"),
          RESIL_CLASS_NETWORK);
    /* a revoked certificate is TLS's, a revoked token a credential's */
    RT_EQ(cls_of("Error: certificate revoked\n    at TLSSocket.onConnectSecure "
                 "(node:_tls_wrap:1677:34) {\n  code: 'CERT_REVOKED'\n}"),
          RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("invalid peer certificate: Revoked"), RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("The OAuth token has been revoked"), RESIL_CLASS_AUTH);
}

RT_TEST(classify_memory_exhausted_loading_a_model_is_our_crash)
{
    /* naming the model is no answer from a server: a local runtime that ran
       out of memory loading it crashed; a body or a server word still is one */
    RT_EQ(cls_of("llama_model_load: error loading model: unable to allocate backend "
                 "buffer: out of memory"),
          RESIL_CLASS_CRASH);
    RT_EQ(cls_of("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate "
                 "2.00 GiB while loading the model"),
          RESIL_CLASS_CRASH);
    RT_EQ(cls_of("{\"error\": \"cudaMalloc failed: out of memory\"}"), RESIL_CLASS_SERVER);
    RT_EQ(cls_of("Server error: CUDA out of memory"), RESIL_CLASS_SERVER);
    /* a GPU's memory, in the words of its API or of the loader */
    RT_EQ(cls_of("vkAllocateMemory failed with VK_ERROR_OUT_OF_DEVICE_MEMORY"),
          RESIL_CLASS_CRASH);
    RT_EQ(cls_of("error loading model: unable to allocate CUDA_Host buffer"),
          RESIL_CLASS_CRASH);
    /* for a bad request, the model's input is still the remote side's */
    RT_EQ(cls_of("invalid prompt: must be a string"), RESIL_CLASS_INVALID_REQUEST);
}

RT_TEST(classify_exit_statuses_and_signals_wherever_they_stand)
{
    RT_EQ(cls_of("exit 137"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("exit code 139"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("killed by signal 9"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("Process exited with signal 11"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("container exited: exit status 137"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("Error: process terminated with signal SIGTERM"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("received signal 2, exiting"), RESIL_CLASS_CANCELLED); /* SIGINT */
    RT_EQ(cls_of("exit 1"), RESIL_CLASS_LOGIC);  /* failed on its own */
    RT_EQ(cls_of("exit 0"), RESIL_CLASS_UNKNOWN);
    /* 128 is no signal (they start at 1): git's exit status for a fatal
       error, whose cause before it decides */
    RT_EQ(cls_of("The process '/usr/bin/git' failed with exit code 128"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("exit code 129"), RESIL_CLASS_CRASH); /* SIGHUP */
    RT_EQ(cls_of("fatal: could not read Username for 'https://github.com': terminal prompts "
                 "disabled\nThe process '/usr/bin/git' failed with exit code 128"),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("signal 99"), RESIL_CLASS_UNKNOWN); /* no such signal */
    RT_EQ(cls_of("exit the loop after 137 tries"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("Error: Container 4f2a is not running"), RESIL_CLASS_CRASH);
    /* a Windows exception code as the exit status: died like by a signal */
    RT_EQ(cls_of("llama runner process has terminated: exit status 0xc0000005"),
          RESIL_CLASS_CRASH);
    RT_EQ(cls_of("Process exited with code 3221225477"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("Process exited with code 3221225471"), RESIL_CLASS_LOGIC); /* below */
    RT_EQ(cls_of("exit status 0x00000001"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("exit status 0xc0000005x"), RESIL_CLASS_UNKNOWN); /* not a code */
}

RT_TEST(classify_windows_error_numbers_and_wsa_names)
{
    RT_EQ(cls_of("[WinError 10061] No connection could be made because the target "
                 "machine actively refused it"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("[WinError 10061]"), RESIL_CLASS_NETWORK);    /* the number alone */
    RT_EQ(cls_of("OSError: [WinError 10060] A connection attempt failed because the "
                 "connected party did not properly respond after a period of time, or "
                 "established connection failed because connected host has failed to "
                 "respond"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("[WinError 995] x"), RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("[Errno 10054] x"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("[Errno 995] x"), RESIL_CLASS_UNKNOWN); /* errno: Winsock only */
    RT_EQ(cls_of("os error 10060"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("socket error: WSAECONNREFUSED"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("WSAETIMEDOUT"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("WSAHOST_NOT_FOUND"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("wsa9econnrefused"), RESIL_CLASS_UNKNOWN); /* not after WSA */
    RT_EQ(cls_of("NOWSAECONNREFUSED"), RESIL_CLASS_UNKNOWN); /* not a word */
    /* system errors and the rest of Winsock (winerror.h, winsock2.h) */
    RT_EQ(cls_of("OSError: [WinError 10048] x"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("OSError: [WinError 10022] x"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("[WinError 10004] x"), RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("[WinError 1455] x"), RESIL_CLASS_CRASH);
    RT_EQ(cls_of("[WinError 1326] x"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("[WinError 12175] x"), RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("[WinError 4] x"), RESIL_CLASS_UNKNOWN); /* not in the table */
    /* an HRESULT of facility Win32 carries the Windows error (0x2EE2 = 12002) */
    RT_EQ(cls_of("WinHttpException (0x80072EE2): x"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("Exception from HRESULT: 0x80072746"), RESIL_CLASS_NETWORK); /* 10054 */
    RT_EQ(cls_of("HRESULT 0x80004005"), RESIL_CLASS_UNKNOWN);  /* E_FAIL: not Win32 */
    RT_EQ(cls_of("0x80072EE2A"), RESIL_CLASS_UNKNOWN);         /* not a code */
    RT_EQ(cls_of("0x80070004 x"), RESIL_CLASS_UNKNOWN);        /* not in the table */
    /* STATUS_ACCESS_VIOLATION in words: the OS killed a process for touching
       memory it does not own */
    RT_EQ(cls_of("OSError: exception: access violation reading 0x0000000000000010"),
          RESIL_CLASS_CRASH);
}

RT_TEST(classify_errno_numbers_in_text)
{
    size_t r;
    RT_EQ(COUNTOF(resil__errnum_cls), COUNTOF(resil__errnum_keys));
    for (r = 0; r < COUNTOF(resil__errnum_cls); r++) { /* sorted, each a class */
        RT_EQ(resil__errnum_cls[r][0], resil__errnum_keys[r].code);
        RT_CHECK(resil__errnum_cls[r][1] != RESIL_CLASS_UNKNOWN);
        RT_CHECK(r == 0 || resil__errnum_cls[r - 1][0] < resil__errnum_cls[r][0]);
    }
    RT_EQ(cls_of("OSError: [Errno 104]"), RESIL_CLASS_NETWORK);       /* Linux */
    RT_EQ(cls_of("ConnectionError: [Errno 61]"), RESIL_CLASS_NETWORK); /* macOS */
    RT_EQ(cls_of("write failed, errno=110"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("Error: (os error 111)"), RESIL_CLASS_NETWORK);       /* Rust */
    RT_EQ(cls_of("OSError: [Errno 9]"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("OSError: [Errno 2]"), RESIL_CLASS_UNKNOWN); /* left out: by context */
    RT_EQ(cls_of("OSError: [Errno 999]"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("uploaded 104 files"), RESIL_CLASS_UNKNOWN); /* no errno context */
    /* a specific word beats the number ("[Errno 8]" of getaddrinfo is
       EAI_NONAME, not ENOEXEC) */
    RT_EQ(cls_of("socket.gaierror: [Errno 8] nodename nor servname provided, or not known"),
          RESIL_CLASS_NETWORK);
}

RT_TEST(classify_curl_codes_in_text)
{
    RT_EQ(cls_of("curl: (59) x"), RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("curl: (47) x"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("cURL error 28: x"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("curl: (6) Could not resolve host: x"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("curl 8.5.0 (x86_64-pc-linux-gnu)"), RESIL_CLASS_UNKNOWN); /* a version */
    RT_EQ(cls_of("curl: (22) x"), RESIL_CLASS_UNKNOWN); /* not in the table */
    RT_EQ(cls_of("curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL"), RESIL_CLASS_NETWORK);
}

RT_TEST(classify_bad_input_refused_locally_or_by_a_server)
{
    /* weak words of a bad request with no remote party: our own check */
    RT_EQ(cls_of("Error: unsupported"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("value must be positive"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("port is required"), RESIL_CLASS_LOGIC);
    /* the same words where a server answered (a status, a JSON body,
       "response", "server") or about what a model is sent (a model, a
       prompt, an image) */
    RT_EQ(cls_of("model is required"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("400 model is required"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("{\"error\": \"unsupported\"}"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("ResponseError: model is required"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("the server says: value must be positive"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("[{\"a\": 1,\n  \"b\": \"must be positive\"}]"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("{\\\"why\\\": \\\"x must be set\\\"}"), RESIL_CLASS_INVALID_REQUEST);
    /* an unsupported URL scheme is our own misuse (harvest rule 1); in
       TLS it is the handshake's */
    RT_EQ(cls_of("Get \"ftp2://h/x\": unsupported protocol scheme \"ftp2\""), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Error: Unsupported protocol gopher:"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("ssl.SSLError: [SSL: UNSUPPORTED_PROTOCOL] unsupported protocol"),
          RESIL_CLASS_NETWORK_PERMANENT);
    /* a quoted value before a colon is not a JSON key (Go's %q) */
    RT_EQ(cls_of("strconv.ParseUint: parsing \"-1\": invalid syntax"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Post \"http://h/x\": the port must be set"), RESIL_CLASS_LOGIC);
    /* a statement or a command refused, a method missing: the same rule */
    RT_EQ(cls_of("near \"EU_events\": syntax error"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("400 Bad Request: syntax error in query"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("{\"code\": \"unknown_command\", \"message\": \"Unknown command.\"}"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("<error>The requested method is not implemented.</error> from the server"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("NotImplementedError: not implemented yet"), RESIL_CLASS_LOGIC);
    /* stronger words are not touched */
    RT_EQ(cls_of("invalid_request_error: bad"), RESIL_CLASS_INVALID_REQUEST);
}

RT_TEST(classify_exception_names_and_framework_errors)
{
    RT_EQ(cls_of("RecursionError: maximum recursion depth exceeded"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("langgraph.errors.GraphRecursionError: Recursion limit of 25 reached"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("UnboundLocalError: cannot access local variable 'x'"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("panic: assignment to entry in nil map"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("agents.exceptions.MaxTurnsExceeded: Max turns (10) exceeded"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("OutputParserException: Could not parse LLM output"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Error: Tool 'web_serch' not found."), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("model 'x' not found"), RESIL_CLASS_NOT_FOUND); /* no tool */
    RT_EQ(cls_of("ReadTimeoutError"), RESIL_CLASS_TIMEOUT);      /* CamelCase stems */
    RT_EQ(cls_of("ModelNotFoundError"), RESIL_CLASS_NOT_FOUND);
    RT_EQ(cls_of("PermissionDeniedError"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("javax.net.ssl.SSLException: Unrecognized SSL message, plaintext "
                 "connection?"), RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("tls: first record does not look like a TLS handshake"),
          RESIL_CLASS_NETWORK_PERMANENT);
    RT_EQ(cls_of("lookup api.x.com on 127.0.0.53:53: server misbehaving"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("ANTHROPIC_API_KEY is not set"), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("invalid_grant: Token has been expired or revoked."), RESIL_CLASS_AUTH);
    RT_EQ(cls_of("Conversation roles must alternate user/assistant"),
          RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("Unsupported image format: image/bmp"), RESIL_CLASS_INVALID_REQUEST);
    RT_EQ(cls_of("Input validation error: `inputs` tokens + `max_new_tokens` must be "
                 "<= 4096"), RESIL_CLASS_CONTEXT_LENGTH);
    RT_EQ(cls_of("Error 503 Backend fetch failed"), RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("server busy, no slots available"), RESIL_CLASS_UNAVAILABLE);
    /* a TLS failure worded as an abort is not a cancellation */
    RT_EQ(cls_of("System.Net.WebException: The request was aborted: Could not create "
                 "SSL/TLS secure channel."), RESIL_CLASS_NETWORK_PERMANENT);
    /* a proxy's reset reason names the cause under its generic words */
    RT_EQ(cls_of("upstream connect error or disconnect/reset before headers. reset "
                 "reason: connection timeout"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("Error code: 400 - {'message': 'Prompt length of 9000 is longer than "
                 "the maximum model length of 8192.'}"), RESIL_CLASS_CONTEXT_LENGTH);
    /* a camelCase name ending in Error or Exception, no keyword in it */
    RT_EQ(cls_of("anyio.BrokenResourceError: the other side did not produce a final "
                 "response"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("KernelException: The plugin is missing"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("AcmeClientError: connection refused"), RESIL_CLASS_NETWORK); /* a word wins */
    RT_EQ(cls_of("Error: Model did not produce a final response"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("WIDGETERROR: x"), RESIL_CLASS_UNKNOWN); /* no camelCase step */
    RT_EQ(cls_of("ModelErrors are rare"), RESIL_CLASS_UNKNOWN);
    /* a name for a remote party's answer is not our own code's failure */
    RT_EQ(cls_of("ResponseError: the quux was frobbed"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("acme.UpstreamError: the quux was frobbed"), RESIL_CLASS_UNKNOWN);
    RT_EQ(cls_of("QuuxError: the quux was frobbed"), RESIL_CLASS_LOGIC);
    /* PHP's fatal errors: our code (or its missing extension) */
    RT_EQ(cls_of("PHP Fatal error:  Uncaught Error: Call to undefined function gzdecode()"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Fatal error: Call to a member function fetch() on null"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("NoMethodError: undefined method `value' for nil:NilClass"),
          RESIL_CLASS_LOGIC); /* Ruby */
}

/* A retry helper or a timeout policy that gave up: its deadline decides,
   not the last status it saw or the cancellation it wraps. */
RT_TEST(classify_deadlines_of_retry_helpers_and_policies)
{
    RT_EQ(cls_of("google.api_core.exceptions.RetryError: Deadline of 120.0s exceeded "
                 "while calling target function, last exception: 503 Getting metadata"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("wandb: ERROR Timed out while retrying: HTTP 503: Service Unavailable"),
          RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("Polly.Timeout.TimeoutRejectedException: The operation didn't complete "
                 "within the allowed timeout of '00:00:30'.\n ---> System.Threading.Tasks."
                 "TaskCanceledException: A task was canceled."), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("System.Threading.Tasks.TaskCanceledException: A task was canceled."),
          RESIL_CLASS_CANCELLED); /* no policy's deadline */
    /* a limit "within" a time, when no word says more */
    RT_EQ(cls_of("Your function was stopped as it did not return an initial response "
                 "within 25s"), RESIL_CLASS_TIMEOUT);
    RT_EQ(cls_of("transcript 6b0a did not finish within 300.0 seconds"), RESIL_CLASS_TIMEOUT);
    /* a cancellation wins over what it wraps (TAXONOMY, precedence 5) */
    RT_EQ(cls_of("HTTP 503 Service Unavailable (the operation was canceled)"),
          RESIL_CLASS_CANCELLED);
}

/* Databases, brokers and device clouds in their own words. */
RT_TEST(classify_databases_and_brokers)
{
    RT_EQ(cls_of("Error 1213: Deadlock found when trying to get lock; try restarting "
                 "transaction"), RESIL_CLASS_SERVER); /* retry the transaction */
    RT_EQ(cls_of("fatal error: all goroutines are asleep - deadlock!"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("pq: canceling statement due to user request"), RESIL_CLASS_CANCELLED);
    RT_EQ(cls_of("MongoError: not master and slaveOk=false"), RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("paho.mqtt.MQTTException: Connection Refused: not authorised."),
          RESIL_CLASS_AUTH);
    RT_EQ(cls_of("Connection refused"), RESIL_CLASS_NETWORK);
    RT_EQ(cls_of("Throttling: Daily message quota exceeded."), RESIL_CLASS_QUOTA);
    RT_EQ(cls_of("429 Rate limit exceeded: free-models-per-day. Add 10 credits to unlock "
                 "1000 free model requests per day"), RESIL_CLASS_QUOTA);
    RT_EQ(cls_of("error: [409] Conflict: Another update is currently in progress."),
          RESIL_CLASS_UNAVAILABLE); /* a lock another run holds */
    RT_EQ(cls_of("SqliteError: NOT NULL constraint failed: users.email"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error "
                 "in your SQL syntax"),
          RESIL_CLASS_LOGIC); /* MySQL's words for a bad query, no process died */
    RT_EQ(cls_of("PDOException: SQLSTATE[HY000] [14] unable to open database file"),
          RESIL_CLASS_LOGIC); /* a local path or permission */
    RT_EQ(cls_of("Error: No Living connections"), RESIL_CLASS_UNAVAILABLE); /* every node dead */
    RT_EQ(cls_of("Error: Message sending already in progress! Skipping..."),
          RESIL_CLASS_UNAVAILABLE);
    RT_EQ(cls_of("/data/ipfs/datastore/368613.log: no space left on device"),
          RESIL_CLASS_UNAVAILABLE);
}

RT_TEST(classify_memory_warnings_and_stack_overflows)
{
    /* memory exhausted: our process died, or a provider failed a request */
    RT_EQ(cls_of("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"),
          RESIL_CLASS_CRASH);
    RT_EQ(cls_of("{\"error\": \"cudaMalloc failed: out of memory\"}"), RESIL_CLASS_SERVER);
    RT_EQ(cls_of("InternalServerError: 500 CUDA out of memory."), RESIL_CLASS_SERVER);
    RT_EQ(cls_of("Server error: Unexpected <class 'torch.OutOfMemoryError'>: CUDA out of "
                 "memory."), RESIL_CLASS_SERVER);
    RT_EQ(cls_of("MemoryError"), RESIL_CLASS_CRASH);
    /* a process that died wins over the memory it lacked */
    RT_EQ(cls_of("{\"error\": \"llama-server process no longer running: CUDA error: out of "
                 "memory\"}"), RESIL_CLASS_CRASH);
    /* a runtime's warning: logic, the last resort */
    RT_EQ(cls_of("RuntimeWarning: coroutine 'Client.chat' was never awaited"),
          RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("ResourceWarning: unclosed socket, connection refused"),
          RESIL_CLASS_NETWORK); /* a word wins */
    RT_EQ(cls_of("WARNING: disk 90% full"), RESIL_CLASS_UNKNOWN); /* no camelCase step */
    RT_EQ(cls_of("a Warning"), RESIL_CLASS_UNKNOWN);
    /* a stack overflow is deep recursion, whatever signal ends it */
    RT_EQ(cls_of("thread 'main' has overflowed its stack\nfatal runtime error: stack "
                 "overflow\nAborted (core dumped)"), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Fatal Python error: Cannot recover from stack overflow."), RESIL_CLASS_LOGIC);
    RT_EQ(cls_of("Fatal Python error: Segmentation fault"), RESIL_CLASS_CRASH);
    {   /* but a caller's hint still decides (a server's 500 about it) */
        resil_hints h;
        memset(&h, 0, sizeof h);
        h.http_status = 500;
        RT_EQ(classify_n("stack overflow", 14, &h).cls, RESIL_CLASS_SERVER);
    }
}

RT_TEST(classify_hints_and_their_precedence)
{
    resil_hints h;
    resil_classification c;
    memset(&h, 0, sizeof h);
    h.http_status = 500;
    c = classify_n("connection reset by peer", 24, &h);
    RT_EQ(c.cls, RESIL_CLASS_SERVER); /* rule 1: the hint beats words */
    RT_EQ(c.status, 500);             /* no status in the text: the hint's */
    h.http_status = 429;
    RT_EQ(classify_n("{\"code\":\"insufficient_quota\"}", 28, &h).cls, RESIL_CLASS_QUOTA);
    h.http_status = 400;
    RT_EQ(classify_n("prompt is too long", 18, &h).cls, RESIL_CLASS_CONTEXT_LENGTH);
    h.http_status = 404; /* a hint wins over a type that names only a range */
    RT_EQ(classify_n("invalid_request_error", 21, &h).cls, RESIL_CLASS_NOT_FOUND);
    h.http_status = 503;
    RT_EQ(classify_n("context canceled", 16, &h).cls, RESIL_CLASS_CANCELLED);
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_UNAVAILABLE);
    h.http_status = 200; /* not an error status: no class from it */
    RT_EQ(classify_n("Killed", 6, &h).cls, RESIL_CLASS_CRASH);
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_UNKNOWN);

    memset(&h, 0, sizeof h);
    h.grpc_code = 14;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_UNAVAILABLE);
    h.grpc_code = 1;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_CANCELLED);
    h.grpc_code = 8;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_RATE_LIMIT);
    h.grpc_code = 4;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_TIMEOUT);
    h.grpc_code = 2; /* UNKNOWN: no class, the text decides */
    RT_EQ(classify_n("Killed", 6, &h).cls, RESIL_CLASS_CRASH);
    h.grpc_code = 99;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_UNKNOWN);

    memset(&h, 0, sizeof h);
    h.curl_code = 28;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_TIMEOUT);
    h.curl_code = 6;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_NETWORK);
    h.curl_code = 60;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_NETWORK_PERMANENT);
    h.curl_code = 42;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_CANCELLED);
    h.curl_code = 1; /* also a server's HTTP/0.9 answer: fall back, not stop */
    RT_EQ(classify_n("Received HTTP/0.9 when not allowed", 34, &h).cls,
          RESIL_CLASS_INVALID_REQUEST);
    h.curl_code = 22; /* HTTP_RETURNED_ERROR: the status hint decides */
    h.http_status = 404;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_NOT_FOUND);

    memset(&h, 0, sizeof h);
    check_errno_hints(&h);
#ifdef ETIMEDOUT
    h.errno_value = ETIMEDOUT;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_TIMEOUT);
#endif
    h.errno_value = 0;
    h.curl_code = 7; /* curl before errno */
#ifdef ETIMEDOUT
    h.errno_value = ETIMEDOUT;
#endif
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_NETWORK);
}

/* -- delays ------------------------------------------------------------ */

RT_TEST(classify_delay_hints_in_text)
{
    RT_EQ(delay_of("HTTP/1.1 429 Too Many Requests\r\nRetry-After: 30\r\n"), 30000);
    RT_EQ(delay_of("retry-after-ms: 1500"), 1500);
    RT_EQ(delay_of("Please try again in 20s."), 20000);
    RT_EQ(delay_of("Please try again in 120ms. Visit"), 120);
    RT_EQ(delay_of("retry after 1.5 seconds"), 1500);
    RT_EQ(delay_of("Please retry after 6 seconds."), 6000);
    RT_EQ(delay_of("Try again in 3m20s"), 200000);
    RT_EQ(delay_of("Please try again in 6.002s"), 6002);
    RT_EQ(delay_of("{\"retry_after_ms\": 1500}"), 1500);
    RT_EQ(delay_of("retry_after: 30"), 30000);
    RT_EQ(delay_of("x-ratelimit-reset-tokens: 6m0s"), 360000);
    RT_EQ(delay_of("x-ratelimit-reset-requests: 20ms"), 20);
    RT_EQ(delay_of("x-ratelimit-reset-requests: 1.5s"), 1500);
    RT_EQ(delay_of("x-ratelimit-reset: 1h2m3.5s"), 3723500);
    RT_EQ(delay_of("grpc-retry-pushback-ms: 250"), 250);
    RT_EQ(delay_of("\"retryDelay\": \"37s\""), 37000);
    RT_EQ(delay_of("try again in 2 minutes"), 120000);
    /* rejected, never guessed */
    RT_EQ(delay_of("x-ratelimit-reset: 1700000000"), 0); /* an epoch: needs a clock */
    RT_EQ(delay_of("grpc-retry-pushback-ms: -1"), 0);
    RT_EQ(delay_of("retry after -5 seconds"), 0);
    RT_EQ(delay_of("Please try again in a moment"), 0);
    RT_EQ(delay_of("Try again in 3m20"), 0);
    RT_EQ(delay_of("Retry-After: Sun, 06 Nov 1994 08:49:37 GMT"), 0); /* a date: no clock here */
    RT_EQ(delay_of("Retry-After:"), 0);
    /* capped */
    RT_EQ(delay_of("Retry-After: 99999999999999"), RESIL_MAX_INTERVAL_MS);
    RT_EQ(delay_of("try again in 5000000h"), RESIL_MAX_INTERVAL_MS);
    /* the most trusted key wins: ms header, then seconds, then reset times */
    RT_EQ(delay_of("x-ratelimit-reset-tokens: 6m0s\nretry-after: 2\nretry-after-ms: 1500"), 1500);
    RT_EQ(delay_of("x-ratelimit-reset-tokens: 6m0s\nPlease try again in 20s"), 20000);
    /* the value ends at the text's end without reading past it */
    RT_EQ(classify_n("retry-after: 12", 15, NULL).retry_after_ms, 12000);
    RT_EQ(classify_n("retry-after: 12", 14, NULL).retry_after_ms, 1000);
    RT_EQ(classify_n("try again in 1.5", 16, NULL).retry_after_ms, 1500);
    RT_EQ(classify_n("try again in 1.", 15, NULL).retry_after_ms, 1000);
}

#endif /* RESIL_NO_CLASSIFIER_TEXT */

/* 784111777 is Sun, 06 Nov 1994 08:49:37 GMT (the RFC 9110 example). */
#define T_1994 784111777u

static int ra(const char *s, uint32_t now, uint32_t *ms)
{
    size_t n = strlen(s);
    char *copy = (char *)malloc(n ? n : 1);
    int r;
    if (!copy) return -100;
    copy[0] = 0; /* n may be 0 */
    memcpy(copy, s, n);
    *ms = 0xDEADBEEFu;
    r = resil_retry_after_parse(copy, n, now, ms);
    free(copy);
    return r;
}

RT_TEST(retry_after_delta_seconds)
{
    uint32_t ms;
    RT_EQ(ra("120", 0, &ms), RESIL_OK);
    RT_EQ(ms, 120000);
    RT_EQ(ra("  0 ", 0, &ms), RESIL_OK);
    RT_EQ(ms, 0);
    RT_EQ(ra("99999999999999999999", 0, &ms), RESIL_OK);
    RT_EQ(ms, RESIL_MAX_INTERVAL_MS);
    RT_EQ(ra("", 0, &ms), RESIL_E_PARSE);
    RT_EQ(ra("   ", 0, &ms), RESIL_E_PARSE);
    RT_EQ(ra("1.5", 0, &ms), RESIL_E_PARSE);
    RT_EQ(ra("-1", 0, &ms), RESIL_E_PARSE);
    RT_EQ(ra("12s", 0, &ms), RESIL_E_PARSE);
    RT_EQ(ra("1 2", 0, &ms), RESIL_E_PARSE);
    RT_EQ(resil_retry_after_parse(NULL, 3, 0, &ms), RESIL_E_NULL);
    RT_EQ(resil_retry_after_parse("1", 1, 0, NULL), RESIL_E_NULL);
}

RT_TEST(retry_after_http_dates_all_three_formats)
{
    static const char *const same[] = {"Sun, 06 Nov 1994 08:49:37 GMT",
                                       "Sunday, 06-Nov-94 08:49:37 GMT",
                                       "Sun Nov  6 08:49:37 1994"};
    uint32_t ms;
    size_t i;
    for (i = 0; i < COUNTOF(same); i++) {
        RT_EQ(ra(same[i], T_1994 - 10u, &ms), RESIL_OK);
        RT_EQ(ms, 10000);
        RT_EQ(ra(same[i], T_1994, &ms), RESIL_OK); /* now: no wait */
        RT_EQ(ms, 0);
        RT_EQ(ra(same[i], T_1994 + 3600u, &ms), RESIL_OK); /* past: no wait */
        RT_EQ(ms, 0);
    }
    /* a date 20 s after 2026-11-22 03:00:00 UTC (1795316400) */
    RT_EQ(ra("Sun, 22 Nov 2026 03:00:20 GMT", 1795316400u, &ms), RESIL_OK);
    RT_EQ(ms, 20000);
    RT_EQ(ra("Sun Nov 22 03:00:20 2026", 1795316400u, &ms), RESIL_OK);
    RT_EQ(ms, 20000);
    /* RFC 850's two-digit year: at most 50 years ahead of now */
    RT_EQ(ra("Sunday, 22-Nov-26 03:00:20 GMT", 1795316400u, &ms), RESIL_OK);
    RT_EQ(ms, 20000);
    RT_EQ(ra("Wednesday, 01-Jan-70 00:00:00 GMT", 1795316400u, &ms), RESIL_OK); /* 2070 */
    RT_CHECK(ms > 0);
    /* leap days, far future, end of the 32-bit range */
    RT_EQ(ra("Thu, 29 Feb 2024 12:00:00 GMT", 0, &ms), RESIL_OK);
    RT_EQ(ms, RESIL_MAX_INTERVAL_MS); /* capped */
    RT_EQ(ra("Sun, 07 Feb 2106 06:28:15 GMT", 0xFFFFFFFFu - 1u, &ms), RESIL_OK);
    RT_EQ(ms, 1000);
}

RT_TEST(retry_after_invalid_dates_are_rejected)
{
    static const char *const bad[] = {
        "Mon, 06 Nov 1994 08:49:37 GMT",   /* wrong weekday */
        "Sun, 06 Nov 1994 08:49:37 UTC",   /* not GMT */
        "Sun, 06 Nov 1994 08:49:37",       /* no zone */
        "Sun, 6 Nov 1994 08:49:37 GMT",    /* one-digit day */
        "Sun, 06 nov 1994 08:49:37 GMT",   /* case-sensitive month */
        "sun, 06 Nov 1994 08:49:37 GMT",   /* case-sensitive day */
        "Sun, 06 Nov 1994 24:00:00 GMT",   /* hour */
        "Sun, 06 Nov 1994 08:60:00 GMT",   /* minute */
        "Wed, 29 Feb 2023 12:00:00 GMT",   /* not a leap year */
        "Tue, 31 Apr 2024 12:00:00 GMT",   /* no 31st */
        "Thu, 01 Jan 1969 00:00:00 GMT",   /* before 1970 */
        "Mon, 08 Feb 2106 00:00:00 GMT",   /* past 32-bit seconds */
        "Sun, 06 Nov 1994 08:49:37 GMT x", /* trailing junk */
        "Sun 06 Nov 1994 08:49:37 GMT",    /* no comma */
        "Sunday, 06 Nov 1994 08:49:37 GMT",/* mixed formats */
        "Sunday, 06-Nov-1994 08:49:37 GMT",
        "Sun Nov 6 08:49:37 1994",         /* asctime pads the day */
        "Sun Nov  6 08:49:37 94",
        "Sun, 06 Nov 1994 08:49:37 GMT\x01",
        "Funday, 06-Nov-94 08:49:37 GMT",
        "2026-11-22T03:00:20Z",
    };
    uint32_t ms;
    size_t i, n;
    for (i = 0; i < COUNTOF(bad); i++) {
        int r = ra(bad[i], 0, &ms);
        if (r != RESIL_E_PARSE) printf("  accepted: %s\n", bad[i]);
        RT_EQ(r, RESIL_E_PARSE);
    }
    /* every proper prefix of a valid date is invalid (exact-size copies) */
    for (i = 0; i < 3; i++) {
        static const char *const good[] = {"Sun, 06 Nov 1994 08:49:37 GMT",
                                           "Sunday, 06-Nov-94 08:49:37 GMT",
                                           "Sun Nov  6 08:49:37 1994"};
        for (n = 1; n < strlen(good[i]); n++) {
            char *copy = (char *)malloc(n);
            if (!copy) continue;
            memcpy(copy, good[i], n);
            RT_EQ(resil_retry_after_parse(copy, n, 0, &ms), RESIL_E_PARSE);
            free(copy);
        }
    }
}

#ifndef RESIL_NO_CLASSIFIER_TEXT
/* -- bytes ------------------------------------------------------------- */

RT_TEST(classify_nul_bytes_and_non_utf8)
{
    static const char nul_before[] = "\0\0\0Connection refused";
    static const char nul_inside[] = "time\0d out";
    static const char nul_after[] = "Connection timed out\0\0\0\0garbage";
    static const char latin1[] = "connect: Connexion refus\xe9" "e (ECONNREFUSED)";
    static const char garbage[] = "\xff\xfe\xc3\x28\xa0\xa1\x80";
    RT_EQ(classify_n(nul_before, sizeof nul_before - 1, NULL).cls, RESIL_CLASS_NETWORK);
    RT_EQ(classify_n(nul_inside, sizeof nul_inside - 1, NULL).cls, RESIL_CLASS_UNKNOWN);
    RT_EQ(classify_n(nul_after, sizeof nul_after - 1, NULL).cls, RESIL_CLASS_TIMEOUT);
    RT_EQ(classify_n(latin1, sizeof latin1 - 1, NULL).cls, RESIL_CLASS_NETWORK);
    RT_EQ(classify_n(garbage, sizeof garbage - 1, NULL).cls, RESIL_CLASS_UNKNOWN);
    RT_EQ(classify_n("", 0, NULL).cls, RESIL_CLASS_UNKNOWN);
}

RT_TEST(classify_bad_arguments)
{
    resil_classification c;
    RT_EQ(resil_classify(NULL, 0, NULL, &c), RESIL_OK);
    RT_EQ(c.cls, RESIL_CLASS_UNKNOWN);
    RT_EQ(c.action, RESIL_ACTION_FALLBACK);
    RT_EQ(resil_classify(NULL, 3, NULL, &c), RESIL_E_NULL);
    RT_EQ(resil_classify("x", 1, NULL, NULL), RESIL_E_NULL);
    c = classify("429 Too Many Requests");
    RT_EQ(c.action, resil_class_default_action(RESIL_CLASS_RATE_LIMIT));
}

/* Every prefix of texts that end inside a pattern, a number, a context or
   a delay, as exact-size copies: nothing may be read past the length. */
RT_TEST(classify_never_reads_past_the_length)
{
    static const char *const texts[] = {
        "HTTP/1.1 503 Service Unavailable",
        "Please try again in 3m20s",
        "x-ratelimit-reset-tokens: 6m0s",
        "retry after 1.5 seconds",
        "exited with code -9",
        "status code 429",
        "(503)",
        "TypeError: fetch failed",
        "    at connectTimeout (x.js:1)\n  File \"y\"",
        "SSLError WRONG_VERSION_NUMBER",
        "Error: 529 {\"type\":\"overloaded_error\"}",
        "error code: 1015",
    };
    size_t i, n;
    for (i = 0; i < COUNTOF(texts); i++)
        for (n = 0; n <= strlen(texts[i]); n++) {
            resil_classification c = classify_n(texts[i], n, NULL);
            RT_CHECK(c.cls < RESIL_CLASS__COUNT);
        }
}

/* Random byte strings drawn from pattern fragments, digits and separators:
   the classifier always answers, with a class in range. */
RT_TEST(classify_random_bytes)
{
    static const char *const bits[] = {
        "time", "out", "d out", " ", "\n", "  at ", "429", "503", "5030", ":",
        "status", "code", "retry", "-after", ": ", "1.5", "s", "ms", "m",
        "\0", "\xff", "ECONN", "REFUSED", "(", ")", "error", "exit", "-9",
        "try again in ", "x-ratelimit-reset", "\"", "quota", "cancel", "ed"};
    uint32_t x = 12345u;
    int round;
    char buf[96];
    for (round = 0; round < 3000; round++) {
        size_t n = 0;
        int parts;
        x = x * 1103515245u + 12345u;
        parts = (int)((x >> 16) % 12u);
        while (parts-- > 0) {
            const char *b;
            size_t k;
            x = x * 1103515245u + 12345u;
            b = bits[(x >> 16) % COUNTOF(bits)];
            k = b[0] ? strlen(b) : 1;
            if (n + k > sizeof buf) break;
            memcpy(buf + n, b, k);
            n += k;
        }
        {
            resil_classification c = classify_n(buf, n, NULL);
            RT_CHECK(c.cls < RESIL_CLASS__COUNT);
            RT_CHECK(c.retry_after_ms <= RESIL_MAX_INTERVAL_MS);
            RT_CHECK(c.status == 0 || (c.status >= 200 && c.status <= 599));
        }
    }
}

/* -- into the engine ---------------------------------------------------- */

RT_TIMED(report_text_classifies_and_honours_the_server_delay)
{
    resil_desc desc;
    resil_engine eng;
    resil_task task;
    resil_task_desc td;
    resil_decision d;
    static const char msg[] = "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 45\r\n";
    memset(&desc, 0, sizeof desc);
    desc.endpoint_count = 1;
    desc.seed = 7;
    RT_EQ(resil_engine_init(&eng, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    RT_EQ(resil_task_start(&eng, &task, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&eng, &task, T(0), &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_TRY);
    RT_EQ(resil_report_text(&eng, &task, T(100), msg, sizeof msg - 1, NULL, &d), RESIL_OK);
    RT_EQ(task.last_cls, RESIL_CLASS_RATE_LIMIT);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT);
    RT_CHECK((uint32_t)(d.at_ms - T(100)) >= 45000u);
    RT_EQ(resil_report_text(&eng, &task, T(100), NULL, 4, NULL, &d), RESIL_E_NULL);
}

RT_TIMED(report_text_cancellation_stops_the_task)
{
    resil_desc desc;
    resil_engine eng;
    resil_task task;
    resil_task_desc td;
    resil_decision d;
    resil_hints h;
    memset(&desc, 0, sizeof desc);
    desc.endpoint_count = 1;
    RT_EQ(resil_engine_init(&eng, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    RT_EQ(resil_task_start(&eng, &task, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&eng, &task, T(0), &d), RESIL_OK);
    memset(&h, 0, sizeof h);
    h.http_status = 503; /* the text's cancellation wins over the hint */
    RT_EQ(resil_report_text(&eng, &task, T(10), "context canceled", 16, &h, &d), RESIL_OK);
    RT_EQ(d.kind, RESIL_DECIDE_CANCELLED);
    {
        resil_counters c;
        memset(&c, 0xFF, sizeof c);
        RT_EQ(resil_endpoint_counters(&eng, 0, &c), RESIL_OK);
        RT_EQ(c.failures, 0); /* never counted as the endpoint's failure */
    }
}
#else /* RESIL_NO_CLASSIFIER_TEXT: the hints alone decide, the text is not read */

RT_TEST(classify_hints_only_build)
{
    resil_hints h;
    resil_classification c;
    RT_EQ(sizeof resil__statuses[0], 2u); /* no reason phrases compiled */
    memset(&h, 0, sizeof h);
    c = classify_n("HTTP/1.1 429 Too Many Requests\nRetry-After: 7", 45, NULL);
    RT_EQ(c.cls, RESIL_CLASS_UNKNOWN); /* text: neither class, status, delay */
    RT_EQ(c.status, 0);
    RT_EQ(c.retry_after_ms, 0);
    RT_EQ(c.action, RESIL_ACTION_FALLBACK);
    h.http_status = 503;
    c = classify_n("context canceled", 16, &h);
    RT_EQ(c.cls, RESIL_CLASS_UNAVAILABLE);
    RT_EQ(c.status, 503);
    h.http_status = 404;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_NOT_FOUND);
    h.http_status = 200; /* a status, not an error: no class */
    c = classify_n("", 0, &h);
    RT_EQ(c.cls, RESIL_CLASS_UNKNOWN);
    RT_EQ(c.status, 200);
    memset(&h, 0, sizeof h);
    h.grpc_code = 8;
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_RATE_LIMIT);
    memset(&h, 0, sizeof h);
    h.curl_code = 28;
    RT_EQ(classify_n("x", 1, &h).cls, RESIL_CLASS_TIMEOUT);
    h.curl_code = 7; /* curl before errno */
#ifdef ETIMEDOUT
    h.errno_value = ETIMEDOUT;
#endif
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_NETWORK);
    memset(&h, 0, sizeof h);
    check_errno_hints(&h);
    h.errno_value = -12345; /* no such errno */
    RT_EQ(classify_n("", 0, &h).cls, RESIL_CLASS_UNKNOWN);
    RT_EQ(resil_classify(NULL, 3, NULL, &c), RESIL_E_NULL);
    RT_EQ(resil_classify("x", 1, NULL, NULL), RESIL_E_NULL);
}

RT_TIMED(report_text_hints_only_build)
{
    resil_desc desc;
    resil_engine eng;
    resil_task task;
    resil_task_desc td;
    resil_decision d;
    resil_hints h;
    memset(&desc, 0, sizeof desc);
    memset(&task, 0, sizeof task);
    desc.endpoint_count = 1;
    desc.seed = 7;
    RT_EQ(resil_engine_init(&eng, &desc), RESIL_OK);
    memset(&td, 0, sizeof td);
    RT_EQ(resil_task_start(&eng, &task, &td, T(0)), RESIL_OK);
    RT_EQ(resil_next(&eng, &task, T(0), &d), RESIL_OK);
    memset(&h, 0, sizeof h);
    h.http_status = 429;
    RT_EQ(resil_report_text(&eng, &task, T(100), "ignored", 7, &h, &d), RESIL_OK);
    RT_EQ(task.last_cls, RESIL_CLASS_RATE_LIMIT);
    RT_EQ(d.kind, RESIL_DECIDE_WAIT); /* rate_limit retries, slow backoff */
    RT_EQ(resil_report_text(&eng, &task, T(100), NULL, 4, NULL, &d), RESIL_E_NULL);
}
#endif /* RESIL_NO_CLASSIFIER_TEXT */
