/* rt_main.c - runs the tests registered through rt.h. */
#include "rt.h"

#include <stdlib.h>
#include <string.h>

#define RT_MAX_TESTS 1024

struct rt_case {
    const char *name;
    rt_fn fn;
    int timed;
};

static struct rt_case rt_cases[RT_MAX_TESTS];
static int rt_count;
static int rt_failed_now;
uint32_t rt_t0;

/* Clock bases for timed tests: a plain start, one 60 s before the 32-bit
   tick wraps (as HAL_GetTick does after 49.7 days), and one 30 s before the
   signed boundary, where a signed comparison of ticks goes wrong. */
static const uint32_t rt_bases[] = {0u, 0xFFFFFFFFu - 60000u + 1u,
                                    0x7FFFFFFFu - 30000u};

void rt_register(const char *name, rt_fn fn, int timed)
{
    if (rt_count == RT_MAX_TESTS) {
        fprintf(stderr, "rt: too many tests\n");
        exit(2);
    }
    rt_cases[rt_count].name = name;
    rt_cases[rt_count].fn = fn;
    rt_cases[rt_count].timed = timed;
    rt_count++;
}

void rt_fail(const char *file, int line, const char *what)
{
    rt_failed_now = 1;
    printf("  %s:%d: check failed: %s (clock base %lu)\n", file, line, what,
           (unsigned long)rt_t0);
}

void rt_fail_eq(const char *file, int line, const char *what, long long a,
                long long b)
{
    rt_failed_now = 1;
    printf("  %s:%d: %s: %lld != %lld (clock base %lu)\n", file, line, what, a,
           b, (unsigned long)rt_t0);
}

static int rt_by_name(const void *a, const void *b)
{
    const struct rt_case *x = (const struct rt_case *)a;
    const struct rt_case *y = (const struct rt_case *)b;
    return strcmp(x->name, y->name);
}

int main(int argc, char **argv)
{
    const char *filter = NULL, *suite = "unit";
    int list = 0, passed = 0, failed = 0, i, b;
    for (i = 1; i < argc; i++) {
        if (strncmp(argv[i], "--filter=", 9) == 0) filter = argv[i] + 9;
        else if (strcmp(argv[i], "--list") == 0) list = 1;
        else if (strncmp(argv[i], "--suite=", 8) == 0) suite = argv[i] + 8;
        else {
            printf("usage: %s [--list] [--filter=SUBSTRING] [--suite=NAME]\n",
                   argv[0]);
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
    }
    qsort(rt_cases, (size_t)rt_count, sizeof rt_cases[0], rt_by_name);
    for (i = 0; i < rt_count; i++) {
        int runs = rt_cases[i].timed ? (int)(sizeof rt_bases / sizeof rt_bases[0]) : 1;
        if (filter && !strstr(rt_cases[i].name, filter)) continue;
        if (list) {
            printf("%s%s\n", rt_cases[i].name, rt_cases[i].timed ? " (timed)" : "");
            continue;
        }
        for (b = 0; b < runs; b++) {
            rt_t0 = rt_bases[b];
            rt_failed_now = 0;
            rt_cases[i].fn();
            if (rt_failed_now) {
                printf("FAIL %s (clock base %lu)\n", rt_cases[i].name,
                       (unsigned long)rt_t0);
                failed++;
            } else {
                passed++;
            }
        }
    }
    if (!list) printf("%s: %d passed, %d failed\n", suite, passed, failed);
    return failed ? 1 : 0;
}
