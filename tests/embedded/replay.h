/* replay.h - the recorded event scripts the replay program feeds resil,
   natively and on QEMU (issue 8).

   A script is const data written by gen_script.c (a deterministic
   generator, run on the build machine) into build/embedded/script.h, which
   the native and the target builds of replay.c both compile. A record says
   what the world does from a point in time on: a task arrives, an
   endpoint's behaviour changes, the caller cancels a task, the script ends.
   replay.c runs the closed loop: resil decides, the scripted world answers,
   every decision and event is printed. */
#ifndef REPLAY_H
#define REPLAY_H
#include <stdint.h>

/* Record kinds. */
#define REPLAY_ARRIVE 1u /* a task arrives; a = resil_op, v = task number */
#define REPLAY_WORLD 2u  /* endpoint a behaves as mode b from now on,
                            c = percent of calls affected, v = latency ms */
#define REPLAY_CANCEL 3u /* the caller cancels task number v */
#define REPLAY_END 4u    /* no more arrivals; run on v ms to drain */

/* World modes (REPLAY_WORLD.b). */
#define REPLAY_UP 0u      /* calls succeed */
#define REPLAY_REFUSE 1u  /* c% of calls: connection refused (network) */
#define REPLAY_RATE 2u    /* c% of calls: 429 with Retry-After: 20 */
#define REPLAY_HANG 3u    /* c% of calls: no answer before the deadline */
#define REPLAY_UNAVAIL 4u /* c% of calls: 503 Service Unavailable */

/* The error text a failed call hands to resil_report_text, per mode, and
   the class and server delay it stands for (resil_report without text).
   Messages as the programs print them: Node's ECONNREFUSED, an HTTP 429
   with a Retry-After header line, a 503 status line. */
#define REPLAY_RATE_RETRY_AFTER_MS 20000u
#define REPLAY_TEXTS(X)                                                       \
    X(REPLAY_REFUSE, RESIL_CLASS_NETWORK,                                     \
      "connect ECONNREFUSED 10.0.0.1:443", 0u)                                \
    X(REPLAY_RATE, RESIL_CLASS_RATE_LIMIT,                                    \
      "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 20\r\n",                \
      REPLAY_RATE_RETRY_AFTER_MS)                                             \
    X(REPLAY_UNAVAIL, RESIL_CLASS_UNAVAILABLE,                                \
      "HTTP/1.1 503 Service Unavailable", 0u)

typedef struct replay_rec {
    uint32_t at; /* ms from the scenario start */
    uint8_t kind;
    uint8_t a;
    uint8_t b;
    uint8_t c;
    uint32_t v;
} replay_rec;

typedef struct replay_scenario {
    const char *name;
    uint32_t t0;   /* the tick at the start (near the wrap for "clock wrap") */
    uint32_t seed; /* resil's seed; the world draws from seed ^ 0x5eed */
    const replay_rec *recs;
    uint32_t count;
    uint8_t same_as; /* index of a scenario whose decisions must be equal
                        (times printed relative to t0), or 255 */
    uint8_t degraded; /* chain 0 answers DEGRADED when exhausted (else
                         FAIL, or RESTART where the restart queue exists) */
} replay_scenario;

/* xorshift32: the one generator of the generator and of the world. */
static inline uint32_t replay_rng(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *s = x;
    return x;
}
#endif
