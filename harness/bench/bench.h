/* bench.h - shared declarations of the resil benchmark (build/bench). */
#ifndef BENCH_H
#define BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* -- allocs.c: process-wide allocation counter -- */
unsigned long bench_allocs(void);
int bench_allocs_counted(void); /* 0: this libc cannot be counted */

/* -- time -- */
uint64_t bench_now_ns(void);

/* -- msgs.c: message sets -- */
typedef struct bench_set {
    const char *name;   /* "corpus", "long", "nomatch", "sweep-1024" ... */
    const char *what;   /* one-line description */
    char **msg;         /* NUL-terminated copies (the NUL is not counted) */
    size_t *len;
    int *label;         /* resil_class from the corpus, or -1 */
    size_t n;
    size_t bytes;       /* sum of len */
    size_t max_len;
} bench_set;

/* Loads every corpus file under `dir` (see msgs.c for the formats read);
   falls back to a small built-in list when none is found (*builtin = 1). */
int bench_set_corpus(bench_set *s, const char *dir, int *builtin);
/* Every corpus message wrapped in 1-2 KB of realistic noise. */
void bench_set_long(bench_set *s, const bench_set *corpus, uint32_t seed);
/* Neutral log lines, same lengths as the corpus, matching no pattern. */
void bench_set_nomatch(bench_set *s, const bench_set *corpus, uint32_t seed);
/* `count` neutral messages of exactly `len` bytes (linearity sweep). */
void bench_set_sized(bench_set *s, size_t len, size_t count, uint32_t seed);
void bench_set_free(bench_set *s);

/* -- alt.c: the matchers, resil first -- */
typedef struct bench_matcher {
    const char *name;
    const char *what;
    /* 0 ok; otherwise not available (skip_reason says why) */
    int (*init)(size_t max_len);
    int (*classify)(const char *msg, size_t len); /* resil_class */
    void (*fini)(void);
    const char *skip_reason;
    int available;
} bench_matcher;

extern bench_matcher bench_matchers[];
extern const int bench_matcher_count;
int bench_resil_classifier_present(void);
const char *bench_pattern_source(void);
void bench_patterns_hand(int on); /* 1: alt_patterns.h even if resil has a table */
/* resil_impl.c: row i of resil's own keyword table (cls -1 for rows that
   are not class evidence); 0 past the end or when there is no table. */
int bench_resil_pattern(size_t i, int *cls, int *prio, const char **lit);

/* -- decide.c: decision cost paths --
   X(name, call, off, what): `call` is the measured function (callgrind
   counts inside it); off = 1 if the path is also measured with
   limit.mode = RESIL_LIMIT_OFF (the engine without overload control: no
   admission check, no limiter update), 0 if that state does not exist
   without it. */
#define BENCH_PATHS(X)                                                         \
    X(success,   resil_report,      1, "attempt succeeded -> DONE")           \
    X(admit,     resil_next,        1, "new task, primary has room -> TRY")   \
    X(retry,     resil_report,      1, "network failure -> WAIT (backoff)")   \
    X(breaker,   resil_next,        1, "primary breaker open -> skipped, TRY next") \
    X(fallback,  resil_report,      1, "auth failure -> TRY next endpoint")   \
    X(budget,    resil_report,      1, "network failure, budget empty -> TRY next") \
    X(rate_ok,   resil_report_rate, 1, "success + 6 OpenAI rate headers -> DONE") \
    X(limit,     resil_next,        0, "all 3 endpoints at their limit (8 out each) -> WAIT limit") \
    X(rate,      resil_next,        0, "rpm 60 each, the burst spent on all 3 -> WAIT rate") \
    X(header,    resil_rate_header, 0, "x-ratelimit-reset-tokens: 6m0s -> 360000 ms")

/* mode: 0 the defaults (limit.mode ADAPTIVE), 1 limit.mode OFF */
#define BENCH_MODES 2
int bench_path_count(void);
const char *bench_path_name(int i);
const char *bench_path_call(int i);
const char *bench_path_what(int i);
int bench_path_has_off(int i);
int bench_path_find(const char *name);
/* Prepares path i in `mode`; then bench_path_run() resets the state and
   makes the one measured call `reps` times. Returns 0, or -1 if the path
   could not be set up (the engine did not reach the state). */
int bench_path_prepare(int i, int mode);
void bench_path_run(int i, unsigned long reps);
void bench_path_copy_only(unsigned long reps);
const char *bench_path_check(int i); /* NULL if the call gave what it should */

/* -- sizes (generated from resil.h) -- */
typedef struct bench_size {
    const char *name;
    size_t bytes;
} bench_size;
extern const bench_size bench_sizes[];
extern const int bench_size_count;

/* -- json.c: a small JSON writer -- */
typedef struct bench_json {
    FILE *f;
    int depth;
    int first[16];
} bench_json;
void bj_begin(bench_json *j, FILE *f);
void bj_obj(bench_json *j, const char *key);  /* key NULL inside arrays */
void bj_arr(bench_json *j, const char *key);
void bj_end_obj(bench_json *j);
void bj_end_arr(bench_json *j);
void bj_str(bench_json *j, const char *key, const char *v); /* v NULL: null */
void bj_num(bench_json *j, const char *key, double v);     /* NaN: null */
void bj_int(bench_json *j, const char *key, long long v);
void bj_bool(bench_json *j, const char *key, int v);
void bj_finish(bench_json *j);

#endif
