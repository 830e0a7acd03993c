/* resil-classify - classify error messages with resil's classifier.

   resil-classify [options] MESSAGE...   one class name per message
   resil-classify [options] < FILE       one message per input line, where
                                         \n is a newline, \t a tab and \\ a
                                         backslash; one class per line

   Options:
     --json          one JSON object per message: class, action, coarse,
                     status, retry_after_ms
     --status=N      HTTP status hint         --errno=N   errno hint
     --curl=N        CURLcode hint            --grpc=N    gRPC code hint
     --help, --version
   Exit: 0 ok, 1 read or write error, 2 bad usage. */
#define RESIL_IMPLEMENTATION
#include "../resil.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: resil-classify [--json] [--status=N] [--errno=N] [--curl=N]\n"
    "                      [--grpc=N] [MESSAGE...]\n"
    "\n"
    "Prints the resil error class (TAXONOMY.md) of each MESSAGE, one per\n"
    "line. Without MESSAGE, reads standard input: one message per line,\n"
    "where the two characters \\n stand for a newline, \\t for a tab and \\\\\n"
    "for a backslash; prints one class name per input line, in order.\n"
    "\n"
    "  --json       one JSON object per message with class, action, coarse,\n"
    "               status (HTTP status found, 0 none) and retry_after_ms\n"
    "               (server-requested delay, 0 none)\n"
    "  --status=N   HTTP status hint     --errno=N  errno value hint\n"
    "  --curl=N     CURLcode hint        --grpc=N   gRPC status code hint\n"
    "  --help       this text            --version  the resil version\n"
    "\n"
    "Exit status: 0 ok, 1 read or write error, 2 bad usage.\n";

static int json;
static resil_hints hints;
static int have_hints;

static int emit(const char *text, size_t len)
{
    resil_classification c;
    if (resil_classify(text, len, have_hints ? &hints : NULL, &c) != RESIL_OK)
        return -1;
    if (json)
        printf("{\"class\":\"%s\",\"action\":\"%s\",\"coarse\":\"%s\","
               "\"status\":%u,\"retry_after_ms\":%lu}\n",
               resil_class_name(c.cls), resil_action_name(c.action),
               resil_coarse_name(resil_class_coarse(c.cls)), (unsigned)c.status,
               (unsigned long)c.retry_after_ms);
    else
        printf("%s\n", resil_class_name(c.cls));
    return 0;
}

/* Undo the \n \t \\ escapes in place; other backslashes stay as they are. */
static size_t unescape(char *s, size_t n)
{
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n &&
            (s[i + 1] == 'n' || s[i + 1] == 't' || s[i + 1] == '\\')) {
            i++;
            s[o++] = s[i] == 'n' ? '\n' : s[i] == 't' ? '\t' : '\\';
        } else {
            s[o++] = s[i];
        }
    }
    return o;
}

static int int_opt(const char *arg, const char *name, long lo, long hi, long *v)
{
    size_t n = strlen(name);
    char *end;
    if (strncmp(arg, name, n) != 0 || arg[n] != '=') return 0;
    errno = 0;
    *v = strtol(arg + n + 1, &end, 10);
    if (errno || end == arg + n + 1 || *end || *v < lo || *v > hi) {
        fprintf(stderr, "resil-classify: bad value in %s\n", arg);
        exit(2);
    }
    return 1;
}

int main(int argc, char **argv)
{
    int i, first = argc, rc = 0;
    long v;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--") == 0) { first = i + 1; break; }
        if (a[0] != '-' || a[1] != '-') { first = i; break; }
        if (strcmp(a, "--help") == 0) { fputs(usage, stdout); return 0; }
        if (strcmp(a, "--version") == 0) {
            printf("resil-classify %s\n", RESIL_VERSION_STRING);
            return 0;
        }
        if (strcmp(a, "--json") == 0) { json = 1; continue; }
        if (int_opt(a, "--status", 0, 999, &v)) { hints.http_status = (uint16_t)v; have_hints = 1; continue; }
        if (int_opt(a, "--errno", -100000, 100000, &v)) { hints.errno_value = (int32_t)v; have_hints = 1; continue; }
        if (int_opt(a, "--curl", 0, 1000, &v)) { hints.curl_code = (int32_t)v; have_hints = 1; continue; }
        if (int_opt(a, "--grpc", 0, 16, &v)) { hints.grpc_code = (int32_t)v; have_hints = 1; continue; }
        fprintf(stderr, "resil-classify: unknown option %s\n%s", a, usage);
        return 2;
    }
    if (first < argc) {
        for (i = first; i < argc; i++)
            if (emit(argv[i], strlen(argv[i])) != 0) rc = 1;
    } else {
        size_t cap = 4096, n = 0;
        char *buf = (char *)malloc(cap);
        int c;
        if (!buf) return 1;
        for (;;) {
            c = getchar();
            if (c == EOF || c == '\n') {
                if (c == EOF && n == 0) break;
                if (emit(buf, unescape(buf, n)) != 0) rc = 1;
                n = 0;
                if (c == EOF) break;
                continue;
            }
            if (n == cap) {
                char *nb = (char *)realloc(buf, cap * 2);
                if (!nb) { free(buf); return 1; }
                buf = nb;
                cap *= 2;
            }
            buf[n++] = (char)c;
        }
        free(buf);
        if (ferror(stdin)) rc = 1;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) rc = 1;
    return rc;
}
