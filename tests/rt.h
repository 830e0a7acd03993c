/* rt.h - the small test runner of resil's C tests (after sheredom/utest.h).

   RT_TEST(name)        a test, run once.
   RT_TIMED(name)       a time-dependent test: run once per clock base
                        (0, 60 s before the 32-bit wrap, 30 s before 2^31);
                        write every tick as T(ms) so it moves with the base.
   RT_CHECK(cond)       a check; a failed one marks the test failed.
   RT_EQ(a, b)          equality of two integers, printing both on failure.

   The runner takes --list and --filter=SUBSTRING and ends with the line
   "NAME: N passed, N failed" that tests/run-steps.sh adds up. */
#ifndef RT_H
#define RT_H
#include <stdint.h>
#include <stdio.h>

typedef void (*rt_fn)(void);
void rt_register(const char *name, rt_fn fn, int timed);
void rt_fail(const char *file, int line, const char *what);
void rt_fail_eq(const char *file, int line, const char *what, long long a,
                long long b);
extern uint32_t rt_t0;

#define T(ms) ((uint32_t)(rt_t0 + (uint32_t)(ms)))

/* A check that reads the counters, compiled out with them
   (RESIL_NO_COUNTERS, RESIL_CORE_ONLY): include resil.h before rt.h. */
#ifndef RESIL_NO_COUNTERS
#define RT_COUNTERS(x) x
#else
#define RT_COUNTERS(x)
#endif

#define RT__DEFINE(name, timed)                                               \
    static void name(void);                                                   \
    __attribute__((constructor)) static void name##_rt_register(void)        \
    {                                                                         \
        rt_register(#name, name, timed);                                      \
    }                                                                         \
    static void name(void)
#define RT_TEST(name) RT__DEFINE(name, 0)
#define RT_TIMED(name) RT__DEFINE(name, 1)

#define RT_CHECK(c)                                                           \
    do {                                                                      \
        if (!(c)) rt_fail(__FILE__, __LINE__, #c);                            \
    } while (0)
#define RT_EQ(a, b)                                                           \
    do {                                                                      \
        long long rt_a_ = (long long)(a), rt_b_ = (long long)(b);             \
        if (rt_a_ != rt_b_)                                                   \
            rt_fail_eq(__FILE__, __LINE__, #a " == " #b, rt_a_, rt_b_);       \
    } while (0)
#endif
