/* classify_errors.c - what resil makes of real error messages.

   resil_classify() takes the text of an error (any bytes, with a length)
   and optional structured hints (HTTP status, errno, curl or gRPC code) and
   gives the class (TAXONOMY.md), the default action for it, the HTTP status
   written in the text and a server-requested delay if the text has one.
   resil_retry_after_parse() reads a Retry-After header value.

   Build:  cc -std=c99 -I.. classify_errors.c -o classify_errors   (C or C++)
   Run:    ./classify_errors                  classify the samples below
           ./classify_errors "message" ...    classify your own messages
*/
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

struct sample {
    const char *text;
    uint16_t http_status; /* a hint, as an HTTP client would give; 0: none */
};

/* Typical messages from sockets, curl, HTTP and LLM provider APIs. */
static const struct sample samples[] = {
    {"connect ECONNREFUSED 127.0.0.1:8080", 0},
    {"read: connection reset by peer", 0},
    {"curl: (28) Operation timed out after 30001 milliseconds", 0},
    {"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 20", 0},
    {"Rate limit reached for requests. Please try again in 20s.", 429},
    {"You exceeded your current quota, please check your plan and billing "
     "details.", 429},
    {"{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\","
     "\"message\":\"Overloaded\"}}", 529},
    {"503 Service Unavailable", 0},
    {"Incorrect API key provided", 401},
    {"prompt is too long: 215000 tokens > 200000 maximum", 400},
    {"The model `gpt-9` does not exist", 404},
    {"The operation was aborted", 0},
    {"TypeError: Cannot read properties of undefined (reading 'timeout')", 0},
};

/* Print a message on one line: CR and LF as \r and \n. */
static void print_escaped(const char *s)
{
    for (; *s; s++) {
        if (*s == '\r') fputs("\\r", stdout);
        else if (*s == '\n') fputs("\\n", stdout);
        else putchar(*s);
    }
    putchar('\n');
}

static void show(const char *text, uint16_t http_status)
{
    resil_hints h;
    resil_classification c;
    memset(&h, 0, sizeof h);
    h.http_status = http_status;
    if (resil_classify(text, strlen(text), http_status ? &h : NULL, &c) !=
        RESIL_OK) {
        printf("(classify failed)\n");
        return;
    }
    printf("%-17s %-8s %3d %6" PRIu32 "  ", resil_class_name(c.cls),
           resil_action_name(c.action), c.status, c.retry_after_ms);
    if (http_status) printf("[%d] ", http_status);
    print_escaped(text);
}

int main(int argc, char **argv)
{
    size_t i;
    uint32_t delay;
    /* Wed, 21 Oct 2015 07:28:00 GMT is Unix time 1445412480; one minute
       earlier the header asks for a 60 s wait. */
    const char *date = "Wed, 21 Oct 2015 07:28:00 GMT";
    const uint32_t now_unix = 1445412480u - 60u;

    printf("%-17s %-8s %3s %6s  %s\n", "class", "action", "sts", "ra_ms",
           "[hint] message");
    if (argc > 1) {
        int a;
        for (a = 1; a < argc; a++) show(argv[a], 0);
        return 0;
    }
    for (i = 0; i < sizeof samples / sizeof samples[0]; i++)
        show(samples[i].text, samples[i].http_status);

    if (resil_retry_after_parse("120", 3, now_unix, &delay) == RESIL_OK)
        printf("Retry-After: 120 -> wait %" PRIu32 " ms\n", delay);
    if (resil_retry_after_parse(date, strlen(date), now_unix, &delay) == RESIL_OK)
        printf("Retry-After: %s -> wait %" PRIu32 " ms\n", date, delay);
    printf("Retry-After: soon -> %s\n",
           resil_result_str(resil_retry_after_parse("soon", 4, now_unix, &delay)));
    return 0;
}
