/* bench.c - `make bench`: resil measured side by side with what users would
   pick instead, on this machine, in one run.

   Sections: classifier throughput (resil_classify vs strstr, POSIX regexec,
   PCRE2 JIT, Hyperscan) on the corpus and derived sets plus a length sweep;
   decision cost (ns, and instructions counted by callgrind) per call on the
   common paths, each with overload control (the default) and with
   limit.mode OFF, side by side; simulator throughput (build/resil-sim); sizeof of every
   public struct. Prints a table and writes JSON (build/bench.json).

   Figures are printed, never asserted: the machine is shared and noisy.
   Timings are the best of several trials (the least disturbed one). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "resil.h"
#include "bench.h"

#define BENCH_SEED 20261122u
#define BNAN ((double)NAN)

static const char *usage_text =
    "usage: bench [options]\n"
    "  Measures resil against the alternatives users would pick and prints a\n"
    "  table; writes the figures as JSON.\n"
    "\n"
    "  --quick            tiny mode: few messages, short timings, one\n"
    "                     callgrind path (the smoke test uses it)\n"
    "  --json FILE        write the JSON there [build/bench.json]; - = stdout\n"
    "  --corpus DIR       classifier corpus directory [tests/corpus]\n"
    "  --sim PATH         simulator binary [build/resil-sim]\n"
    "  --scenario FILE    scenario for the simulator throughput run\n"
    "                     [harness/bench/large.scn]\n"
    "  --no-callgrind     skip the instruction counts (valgrind)\n"
    "  --only LIST        run only these sections (comma-separated: sizes,\n"
    "                     decision, classifier, simulator) [all]\n"
    "  --hand-patterns    alternatives use harness/bench/alt_patterns.h even\n"
    "                     when resil.h's classifier has a keyword table\n"
    "  --dump-set NAME    print the messages of set NAME (corpus, long,\n"
    "                     nomatch), one per record separated by a line of\n"
    "                     '----', and exit\n"
    "  --classify-child SET REPS\n"
    "                     internal: classify every message of SET (corpus,\n"
    "                     long, nomatch) REPS times with resil_classify()\n"
    "                     (for callgrind: make bench-profile)\n"
    "  --callgrind-child PATH REPS [MODE]\n"
    "                     internal: make PATH's call REPS times with\n"
    "                     limit.mode MODE (adaptive, off) [adaptive] (run\n"
    "                     under callgrind by the bench itself)\n"
    "  --help             this text\n"
    "\n"
    "exit status: 0 done (figures are reported, not judged); 1 a measured\n"
    "path did not behave as expected or the JSON could not be written;\n"
    "2 usage error.\n";

static struct {
    int quick;
    int callgrind;
    const char *json;
    const char *corpus;
    const char *sim;
    const char *scenario;
    const char *self;
    const char *only;
    int tty;
} opt;

static int section_on(const char *name)
{
    const char *p = opt.only;
    size_t n = strlen(name);
    if (!p) return 1;
    while ((p = strstr(p, name)) != NULL) {
        if ((p == opt.only || p[-1] == ',') && (p[n] == ',' || p[n] == '\0')) return 1;
        p += n;
    }
    return 0;
}

static int failures;
static int ran_decision, ran_classifier;

/* CPU time of this thread: on a shared machine, the time the bench is
   preempted by other processes is not counted (wall time is, in the
   simulator's figure). */
uint64_t bench_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static uint64_t wall_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void progress(const char *what, const char *a, const char *b)
{
    if (!opt.tty) return;
    fprintf(stderr, "\r\033[Kbench: %s %s %s", what, a, b);
    fflush(stderr);
}

static void progress_done(void)
{
    if (opt.tty) fprintf(stderr, "\r\033[K");
}

/* ===================================================================== */
/* machine */

static char cpu_model[128] = "unknown";

static void machine_read(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[256];
    if (!f) return;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0) {
            char *p = strchr(line, ':');
            if (p) {
                size_t n;
                p++;
                while (*p == ' ') p++;
                n = strcspn(p, "\n");
                if (n >= sizeof cpu_model) n = sizeof cpu_model - 1u;
                memcpy(cpu_model, p, n);
                cpu_model[n] = '\0';
            }
            break;
        }
    }
    fclose(f);
}

/* ===================================================================== */
/* classifier */

typedef struct cls_result {
    int ran;
    double ns_per_msg, mb_per_s, allocs_per_msg, agree;
    long agree_n;
} cls_result;

static volatile unsigned sink;

static double pass_ns(const bench_matcher *m, const bench_set *s, unsigned long reps)
{
    uint64_t t0 = bench_now_ns();
    unsigned long r;
    size_t i;
    unsigned acc = 0;
    for (r = 0; r < reps; r++)
        for (i = 0; i < s->n; i++) acc += (unsigned)m->classify(s->msg[i], s->len[i]);
    sink = acc;
    return (double)(bench_now_ns() - t0);
}

static cls_result measure(const bench_matcher *m, const bench_set *s, double target_s, int trials)
{
    cls_result r;
    unsigned long reps, a0;
    double one, best = (double)INFINITY;
    long agree = 0, labelled = 0;
    size_t i;
    int t;
    memset(&r, 0, sizeof r);
    /* a warm-up pass, which also checks the answers and counts allocations */
    a0 = bench_allocs();
    for (i = 0; i < s->n; i++) {
        int c = m->classify(s->msg[i], s->len[i]);
        if (s->label[i] >= 0) {
            labelled++;
            agree += c == s->label[i];
        }
    }
    r.allocs_per_msg = bench_allocs_counted()
                           ? (double)(bench_allocs() - a0) / (double)s->n : BNAN;
    one = pass_ns(m, s, 1);
    reps = (unsigned long)(target_s * 1e9 / (one > 1.0 ? one : 1.0)) + 1u;
    if (reps > 1000000u) reps = 1000000u;
    for (t = 0; t < trials; t++) {
        double ns = pass_ns(m, s, reps);
        if (ns < best) best = ns;
    }
    r.ran = 1;
    r.ns_per_msg = best / ((double)reps * (double)s->n);
    r.mb_per_s = (double)s->bytes * (double)reps / best * 1e3; /* bytes/ns -> MB/s */
    r.agree = labelled ? (double)agree / (double)labelled : BNAN;
    r.agree_n = labelled;
    return r;
}

#define MAX_M 8
#define N_SWEEP 5
static const size_t sweep_lens[N_SWEEP] = {64, 256, 1024, 4096, 16384};

typedef struct cls_section {
    int present;
    int builtin_corpus;
    double compile_ms[MAX_M];
    bench_set sets[3];
    cls_result res[3][MAX_M];
    int n_sweep;
    cls_result sweep[N_SWEEP][MAX_M];
} cls_section;

static cls_section C;

static void keep_best(cls_result *best, cls_result r)
{
    if (!best->ran || r.ns_per_msg < best->ns_per_msg) *best = r;
}

static void classifier_run(void)
{
    int s, k, mi;
    size_t max_len = 0;
    double target = opt.quick ? 0.002 : 0.1;
    int trials = opt.quick ? 1 : 2, rounds = opt.quick ? 1 : 3, round;
    bench_set sized[N_SWEEP];

    C.present = bench_resil_classifier_present();
    bench_set_corpus(&C.sets[0], opt.corpus, &C.builtin_corpus);
    if (opt.quick && C.sets[0].n > 40u) C.sets[0].n = 40u; /* tiny mode */
    C.sets[0].bytes = 0;
    for (s = 0; s < (int)C.sets[0].n; s++) C.sets[0].bytes += C.sets[0].len[s];
    bench_set_long(&C.sets[1], &C.sets[0], BENCH_SEED);
    bench_set_nomatch(&C.sets[2], &C.sets[0], BENCH_SEED + 1u);
    for (s = 0; s < 3; s++)
        if (C.sets[s].max_len > max_len) max_len = C.sets[s].max_len;
    C.n_sweep = opt.quick ? 2 : N_SWEEP;
    for (k = 0; k < C.n_sweep; k++)
        if (sweep_lens[k] > max_len) max_len = sweep_lens[k];

    for (mi = 0; mi < bench_matcher_count && mi < MAX_M; mi++) {
        bench_matcher *m = &bench_matchers[mi];
        uint64_t t0;
        int rc;
        if (!m->init) {
            m->available = 0;
            continue;
        }
        t0 = bench_now_ns();
        rc = m->init(max_len);
        C.compile_ms[mi] = (double)(bench_now_ns() - t0) / 1e6;
        m->available = rc == 0;
        if (rc != 0 && !m->skip_reason)
            m->skip_reason = mi == 0 ? "resil_classify() is not implemented in this resil.h yet"
                             : rc == -2 ? "not usable on this CPU / build (no JIT or SIMD)"
                                        : "could not compile the patterns";
    }

    /* Rounds: every (set, matcher) is measured once per round and keeps
       its best round, so a burst of load from other processes has to
       last through all the rounds to spoil a figure. */
    for (k = 0; k < C.n_sweep; k++)
        bench_set_sized(&sized[k], sweep_lens[k], opt.quick ? 8u : 262144u / sweep_lens[k],
                        BENCH_SEED + 2u + (uint32_t)k);
    for (round = 0; round < rounds; round++) {
        for (s = 0; s < 3; s++)
            for (mi = 0; mi < bench_matcher_count && mi < MAX_M; mi++) {
                if (!bench_matchers[mi].available) continue;
                progress("classifier", C.sets[s].name, bench_matchers[mi].name);
                keep_best(&C.res[s][mi], measure(&bench_matchers[mi], &C.sets[s], target, trials));
            }
        for (k = 0; k < C.n_sweep; k++)
            for (mi = 0; mi < bench_matcher_count && mi < MAX_M; mi++) {
                if (!bench_matchers[mi].available) continue;
                progress("classifier sweep", "", bench_matchers[mi].name);
                keep_best(&C.sweep[k][mi], measure(&bench_matchers[mi], &sized[k], target / 2, trials));
            }
    }
    for (k = 0; k < C.n_sweep; k++) bench_set_free(&sized[k]);
    for (mi = 0; mi < bench_matcher_count && mi < MAX_M; mi++)
        if (bench_matchers[mi].available) bench_matchers[mi].fini();
    progress_done();
}

static void classifier_print(void)
{
    int s, k, mi;
    printf("== Classifier throughput (patterns of the alternatives: %s)\n",
           bench_pattern_source());
    if (!C.present) printf("   resil: SKIPPED (%s)\n", bench_matchers[0].skip_reason);
    for (mi = 1; mi < bench_matcher_count; mi++)
        if (!bench_matchers[mi].available)
            printf("   %s: SKIPPED (%s)\n", bench_matchers[mi].name,
                   bench_matchers[mi].skip_reason ? bench_matchers[mi].skip_reason : "?");
    if (C.builtin_corpus)
        printf("   corpus: no file under %s; using the %zu-message built-in stand-in\n",
               opt.corpus, C.sets[0].n);
    for (s = 0; s < 3; s++) {
        const bench_set *st = &C.sets[s];
        printf("\n-- set %s: %zu messages, mean %.0f bytes (%s)\n", st->name, st->n,
               st->n ? (double)st->bytes / (double)st->n : 0.0, st->what);
        printf("   %-10s %11s %9s %10s %11s %8s %11s\n", "matcher", "ns/msg", "MB/s",
               "x resil", "allocs/msg", s == 2 ? "unknown" : "agree", "compile ms");
        for (mi = 0; mi < bench_matcher_count; mi++) {
            const cls_result *r = &C.res[s][mi];
            char ratio[32], al[32], ag[32];
            if (!r->ran) continue;
            if (C.res[s][0].ran && C.res[s][0].ns_per_msg > 0)
                snprintf(ratio, sizeof ratio, "%.1fx", r->ns_per_msg / C.res[s][0].ns_per_msg);
            else snprintf(ratio, sizeof ratio, "-");
            if (isnan(r->allocs_per_msg)) snprintf(al, sizeof al, "n/a");
            else snprintf(al, sizeof al, "%.2f", r->allocs_per_msg);
            if (isnan(r->agree)) snprintf(ag, sizeof ag, "-");
            else snprintf(ag, sizeof ag, "%.1f%%", 100.0 * r->agree);
            printf("   %-10s %11.1f %9.1f %10s %11s %8s %11.3f\n", bench_matchers[mi].name,
                   r->ns_per_msg, r->mb_per_s, ratio, al, ag, C.compile_ms[mi]);
        }
    }
    printf("\n-- linearity: neutral text of one length (ns/msg, and ns/byte)\n   %-10s", "matcher");
    for (k = 0; k < C.n_sweep; k++) printf(" %17zu B", sweep_lens[k]);
    printf("\n");
    for (mi = 0; mi < bench_matcher_count; mi++) {
        if (!C.sweep[0][mi].ran) continue;
        printf("   %-10s", bench_matchers[mi].name);
        for (k = 0; k < C.n_sweep; k++)
            printf(" %10.0f (%5.2f)", C.sweep[k][mi].ns_per_msg,
                   C.sweep[k][mi].ns_per_msg / (double)sweep_lens[k]);
        printf("\n");
    }
    printf("   (\"x resil\": how many times the resil time; \"agree\": share of\n"
           "    labelled messages given the corpus label; \"unknown\": share\n"
           "    answered unknown)\n\n");
}

static void classifier_json(bench_json *j)
{
    int s, k, mi;
    bj_obj(j, "classifier");
    bj_bool(j, "ran", ran_classifier);
    bj_bool(j, "resil_present", C.present);
    bj_str(j, "patterns", bench_pattern_source());
    bj_bool(j, "builtin_corpus", C.builtin_corpus);
    bj_arr(j, "matchers");
    for (mi = 0; mi < bench_matcher_count; mi++) {
        bj_obj(j, NULL);
        bj_str(j, "name", bench_matchers[mi].name);
        bj_str(j, "what", bench_matchers[mi].what);
        bj_bool(j, "available", bench_matchers[mi].available);
        bj_str(j, "skipped", bench_matchers[mi].available ? NULL : bench_matchers[mi].skip_reason);
        bj_num(j, "compile_ms", bench_matchers[mi].available ? C.compile_ms[mi] : BNAN);
        bj_end_obj(j);
    }
    bj_end_arr(j);
    bj_arr(j, "sets");
    for (s = 0; s < 3 && ran_classifier; s++) {
        const bench_set *st = &C.sets[s];
        bj_obj(j, NULL);
        bj_str(j, "name", st->name);
        bj_str(j, "what", st->what);
        bj_int(j, "messages", (long long)st->n);
        bj_int(j, "bytes", (long long)st->bytes);
        bj_num(j, "mean_bytes", st->n ? (double)st->bytes / (double)st->n : BNAN);
        bj_arr(j, "results");
        for (mi = 0; mi < bench_matcher_count; mi++) {
            const cls_result *r = &C.res[s][mi];
            if (!r->ran) continue;
            bj_obj(j, NULL);
            bj_str(j, "matcher", bench_matchers[mi].name);
            bj_num(j, "ns_per_msg", r->ns_per_msg);
            bj_num(j, "mb_per_s", r->mb_per_s);
            bj_num(j, "time_vs_resil", C.res[s][0].ran ? r->ns_per_msg / C.res[s][0].ns_per_msg : BNAN);
            bj_num(j, "allocs_per_msg", r->allocs_per_msg);
            bj_num(j, s == 2 ? "unknown_share" : "agree_with_labels", r->agree);
            bj_end_obj(j);
        }
        bj_end_arr(j);
        bj_end_obj(j);
    }
    bj_end_arr(j);
    bj_arr(j, "sweep");
    for (k = 0; k < C.n_sweep; k++) {
        bj_obj(j, NULL);
        bj_int(j, "bytes", (long long)sweep_lens[k]);
        bj_arr(j, "results");
        for (mi = 0; mi < bench_matcher_count; mi++) {
            if (!C.sweep[k][mi].ran) continue;
            bj_obj(j, NULL);
            bj_str(j, "matcher", bench_matchers[mi].name);
            bj_num(j, "ns_per_msg", C.sweep[k][mi].ns_per_msg);
            bj_num(j, "ns_per_byte", C.sweep[k][mi].ns_per_msg / (double)sweep_lens[k]);
            bj_end_obj(j);
        }
        bj_end_arr(j);
        bj_end_obj(j);
    }
    bj_end_arr(j);
    bj_end_obj(j);
}

/* ===================================================================== */
/* decision cost */

#define MAX_P 16
typedef struct path_result {
    int ok;
    const char *problem;
    double ns;
    double instr; /* BNAN: not counted */
} path_result;

/* P[mode][path]: mode 0 the defaults, 1 limit.mode OFF */
static path_result P[BENCH_MODES][MAX_P];
static const char *const mode_names[BENCH_MODES] = {"adaptive", "off"};
static const char *callgrind_skip;

/* Ir inside the toggled function over a run of `reps` calls: the
   "summary:" line of the callgrind output. -1 on failure. */
static double callgrind_count(int path, int mode, unsigned long reps)
{
    char out[256], cmd[1024], line[256];
    FILE *f;
    double ir = -1;
    int rc;
    mkdir("build", 0777);
    mkdir("build/bench-callgrind", 0777);
    snprintf(out, sizeof out, "build/bench-callgrind/%s%s-%lu.out", bench_path_name(path),
             mode ? "-off" : "", reps);
    snprintf(cmd, sizeof cmd,
             "valgrind --tool=callgrind --toggle-collect=%s --callgrind-out-file=%s "
             "%s --callgrind-child %s %lu %s >/dev/null 2>&1",
             bench_path_call(path), out, opt.self, bench_path_name(path), reps,
             mode_names[mode]);
    rc = system(cmd);
    if (rc != 0) return -1;
    f = fopen(out, "r");
    if (!f) return -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "summary:", 8) == 0 || strncmp(line, "totals:", 7) == 0) {
            ir = strtod(strchr(line, ':') + 1, NULL);
            break;
        }
    fclose(f);
    return ir;
}

static int have_valgrind(void)
{
    return system("valgrind --version >/dev/null 2>&1") == 0;
}

static void decision_path_run(int i, int mode)
{
    unsigned long reps = opt.quick ? 2000u : 200000u;
    int trials = opt.quick ? 1 : 7, t;
    double best_call = (double)INFINITY, best_copy = (double)INFINITY;
    path_result *r = &P[mode][i];
    progress("decision path", bench_path_name(i), mode_names[mode]);
    r->instr = BNAN;
    r->ns = BNAN;
    if (bench_path_prepare(i, mode) != 0) {
        r->problem = "could not reach the state before the call";
        failures++;
        return;
    }
    if ((r->problem = bench_path_check(i)) != NULL) {
        failures++;
        return;
    }
    r->ok = 1;
    for (t = 0; t < trials; t++) {
        uint64_t t0 = bench_now_ns();
        double a, b;
        bench_path_run(i, reps);
        a = (double)(bench_now_ns() - t0);
        t0 = bench_now_ns();
        bench_path_copy_only(reps);
        b = (double)(bench_now_ns() - t0);
        if (a < best_call) best_call = a;
        if (b < best_copy) best_copy = b;
    }
    r->ns = (best_call - best_copy) / (double)reps;
    /* instructions: two runs that differ only in the number of measured
       calls; the difference is exactly (k2 - k1) calls, the setup (and
       valgrind's own start-up) cancels out. Quick mode: first path only. */
    if (!callgrind_skip && (!opt.quick || i == 0)) {
        unsigned long k1 = 10, k2 = opt.quick ? 20u : 110u;
        double a = callgrind_count(i, mode, k1), b = callgrind_count(i, mode, k2);
        if (a >= 0 && b >= 0) r->instr = (b - a) / (double)(k2 - k1);
    }
}

static void decision_run(void)
{
    int i, m, n = bench_path_count();
    if (!opt.callgrind) callgrind_skip = "--no-callgrind";
    else if (!have_valgrind()) callgrind_skip = "valgrind not installed";
    for (i = 0; i < n && i < MAX_P; i++)
        for (m = 0; m < BENCH_MODES; m++)
            if (m == 0 || bench_path_has_off(i)) decision_path_run(i, m);
    progress_done();
}

/* after / before: instructions when both were counted, else ns */
static double decision_ratio(int i, const char **unit)
{
    const path_result *a = &P[0][i], *b = &P[1][i];
    *unit = "";
    if (!a->ok || !b->ok) return BNAN;
    if (!isnan(a->instr) && !isnan(b->instr) && b->instr > 0) {
        *unit = "instr";
        return a->instr / b->instr;
    }
    *unit = "ns";
    return b->ns > 0 ? a->ns / b->ns : BNAN;
}

static void fmt_fig(char *buf, size_t cap, const path_result *r, int instr)
{
    double v = instr ? r->instr : r->ns;
    if (!r->ok || isnan(v)) snprintf(buf, cap, "-");
    else snprintf(buf, cap, instr ? "%.0f" : "%.1f", v);
}

static void decision_print(void)
{
    int i, n = bench_path_count();
    printf("== Decision cost per call (defaults, 3 endpoints in one chain; target <= 150 instructions)\n"
           "   off: limit.mode OFF (no admission check, no limiter update: before overload\n"
           "   control); adaptive: the default; x: adaptive / off, in instructions (in ns,\n"
           "   marked t, when callgrind did not run)\n");
    if (callgrind_skip) printf("   instructions: SKIPPED (%s)\n", callgrind_skip);
    printf("   %-9s %-17s %7s %9s %10s %10s %6s  %s\n", "path", "call", "ns off", "ns adapt",
           "instr off", "instr adapt", "x", "what");
    for (i = 0; i < n && i < MAX_P; i++) {
        char f[4][32], x[32];
        const char *unit, *problem = P[0][i].ok ? P[1][i].problem : P[0][i].problem;
        double ratio = decision_ratio(i, &unit);
        if (problem) {
            printf("   %-9s %-17s  FAILED (%s): %s\n", bench_path_name(i), bench_path_call(i),
                   P[0][i].ok ? "off" : "adaptive", problem);
            continue;
        }
        fmt_fig(f[0], sizeof f[0], &P[1][i], 0);
        fmt_fig(f[1], sizeof f[1], &P[0][i], 0);
        fmt_fig(f[2], sizeof f[2], &P[1][i], 1);
        fmt_fig(f[3], sizeof f[3], &P[0][i], 1);
        if (isnan(ratio)) snprintf(x, sizeof x, "-");
        else snprintf(x, sizeof x, "%.2f%s", ratio, *unit == 'n' ? "t" : "");
        printf("   %-9s %-17s %7s %9s %10s %10s %6s  %s\n", bench_path_name(i), bench_path_call(i),
               f[0], f[1], f[2], f[3], x, bench_path_what(i));
    }
    {
        /* a successful call: admitted by resil_next, then reported */
        int s = bench_path_find("success"), a = bench_path_find("admit"), m;
        double in[BENCH_MODES];
        for (m = 0; m < BENCH_MODES; m++)
            in[m] = s >= 0 && a >= 0 && P[m][s].ok && P[m][a].ok
                        ? P[m][s].instr + P[m][a].instr
                        : BNAN;
        if (!isnan(in[0]) && !isnan(in[1]))
            printf("   a successful call (admit + success): %.0f instructions, %.0f with limit.mode OFF"
                   " (%+.0f, x%.2f)\n",
                   in[0], in[1], in[0] - in[1], in[0] / in[1]);
    }
    printf("\n");
}

static void decision_json(bench_json *j)
{
    int i, m, n = bench_path_count();
    bj_obj(j, "decision");
    bj_bool(j, "ran", ran_decision);
    bj_int(j, "target_instructions", 150);
    bj_str(j, "instructions_skipped", callgrind_skip);
    bj_arr(j, "paths");
    for (i = 0; i < n && i < MAX_P && ran_decision; i++) {
        const char *unit;
        double ratio = decision_ratio(i, &unit);
        bj_obj(j, NULL);
        bj_str(j, "name", bench_path_name(i));
        bj_str(j, "call", bench_path_call(i));
        bj_str(j, "what", bench_path_what(i));
        /* the defaults (limit.mode adaptive) at the top level, as before */
        bj_bool(j, "ok", P[0][i].ok);
        bj_str(j, "problem", P[0][i].problem);
        bj_num(j, "ns", P[0][i].ns);
        bj_num(j, "instructions", P[0][i].instr);
        for (m = 1; m < BENCH_MODES; m++) {
            bj_obj(j, mode_names[m]);
            bj_bool(j, "measured", bench_path_has_off(i));
            bj_bool(j, "ok", P[m][i].ok);
            bj_str(j, "problem", P[m][i].problem);
            bj_num(j, "ns", P[m][i].ns);
            bj_num(j, "instructions", P[m][i].instr);
            bj_end_obj(j);
        }
        bj_num(j, "ratio_adaptive_to_off", ratio);
        bj_str(j, "ratio_of", *unit ? (*unit == 'n' ? "ns" : "instructions") : NULL);
        bj_end_obj(j);
    }
    bj_end_arr(j);
    bj_end_obj(j);
}

/* ===================================================================== */
/* simulator */

static struct {
    const char *skip;
    double tasks, wall_s, tasks_per_s, own_tasks_per_s, cpu_s, tasks_per_cpu_s;
    int exit_code;
} S;

static double tv_s(const struct timeval *tv)
{
    return (double)tv->tv_sec + (double)tv->tv_usec / 1e6;
}

static void simulator_run(void)
{
    struct rusage ru0, ru1;
    char cmd[1024], line[512];
    FILE *p;
    uint64_t t0;
    int st;
    S.tasks_per_s = S.own_tasks_per_s = S.tasks = BNAN;
    if (access(opt.sim, X_OK) != 0) {
        S.skip = "simulator not built (build/resil-sim)";
        return;
    }
    if (access(opt.scenario, R_OK) != 0) {
        S.skip = "scenario file not found";
        return;
    }
    progress("simulator", opt.scenario, "");
    /* The table mode ends with "... simulated N tasks in T s wall: R
       tasks/s" (the simulator's own clock around its loops); the bench also
       times the whole process, start-up and file parsing included. */
    snprintf(cmd, sizeof cmd, "%s --quiet %s 2>/dev/null", opt.sim, opt.scenario);
    getrusage(RUSAGE_CHILDREN, &ru0);
    t0 = wall_ns();
    p = popen(cmd, "r");
    if (!p) {
        S.skip = "could not run the simulator";
        return;
    }
    S.tasks = 0;
    while (fgets(line, sizeof line, p)) {
        char *q = strstr(line, "simulated ");
        double n, secs, rate;
        if (q && sscanf(q, "simulated %lf tasks in %lf s wall: %lf tasks/s", &n, &secs, &rate) == 3) {
            S.tasks = n;
            S.own_tasks_per_s = rate;
        }
    }
    st = pclose(p);
    S.wall_s = (double)(wall_ns() - t0) / 1e9;
    getrusage(RUSAGE_CHILDREN, &ru1);
    S.cpu_s = tv_s(&ru1.ru_utime) + tv_s(&ru1.ru_stime) - tv_s(&ru0.ru_utime) - tv_s(&ru0.ru_stime);
    S.exit_code = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
    if (S.exit_code >= 2 || S.exit_code < 0 || S.tasks <= 0) {
        S.skip = "the simulator run failed";
        return;
    }
    S.tasks_per_s = S.tasks / S.wall_s;
    S.tasks_per_cpu_s = S.cpu_s > 0 ? S.tasks / S.cpu_s : BNAN;
    progress_done();
}

static void simulator_print(void)
{
    printf("== Simulator throughput (target >= 1M simulated tasks/s; best of 3 runs)\n");
    if (S.skip) {
        printf("   SKIPPED (%s)\n\n", S.skip);
        return;
    }
    printf("   %s: %.0f tasks (all strategies) in %.3f s wall, process start included:"
           " %.0f tasks/s\n", opt.scenario, S.tasks, S.wall_s, S.tasks_per_s);
    if (!isnan(S.tasks_per_cpu_s))
        printf("   per CPU second of the simulator process (user + sys; not slowed by other\n"
               "   processes on a shared machine): %.0f tasks/s\n", S.tasks_per_cpu_s);
    if (!isnan(S.own_tasks_per_s))
        printf("   the simulator's own figure (its loop, wall clock): %.0f tasks/s\n",
               S.own_tasks_per_s);
    printf("\n");
}

static void simulator_json(bench_json *j)
{
    bj_obj(j, "simulator");
    bj_str(j, "skipped", S.skip);
    bj_str(j, "scenario", opt.scenario);
    bj_num(j, "tasks", S.tasks);
    bj_num(j, "wall_s", S.skip ? BNAN : S.wall_s);
    bj_num(j, "tasks_per_s", S.tasks_per_s);
    bj_num(j, "own_tasks_per_s", S.own_tasks_per_s);
    bj_num(j, "cpu_s", S.skip ? BNAN : S.cpu_s);
    bj_num(j, "tasks_per_cpu_s", S.skip ? BNAN : S.tasks_per_cpu_s);
    bj_end_obj(j);
}

/* ===================================================================== */
/* targets (issue 9): shown, never asserted */

typedef struct target_row {
    const char *name;
    const char *want;
    double value;  /* the measured figure; NaN: not measured */
    int met;       /* 1 met, 0 not, -1 not measured */
    char got[96];
} target_row;

#define N_TARGETS 5
static target_row T[N_TARGETS];

static int matcher_index(const char *name)
{
    int mi;
    for (mi = 0; mi < bench_matcher_count; mi++)
        if (!strcmp(bench_matchers[mi].name, name)) return mi;
    return -1;
}

static void targets_eval(void)
{
    int hs = matcher_index("hyperscan"), pc = matcher_index("pcre2-jit"), i;
    const cls_result *r0 = &C.res[0][0];
    for (i = 0; i < N_TARGETS; i++) {
        T[i].value = BNAN;
        T[i].met = -1;
        snprintf(T[i].got, sizeof T[i].got, "not measured");
    }
    T[0].name = "classifier vs Hyperscan";
    T[0].want = "faster on the mean corpus message";
    if (r0->ran && hs >= 0 && C.res[0][hs].ran) {
        T[0].value = C.res[0][hs].ns_per_msg / r0->ns_per_msg;
        T[0].met = T[0].value > 1.0;
        snprintf(T[0].got, sizeof T[0].got, "resil %.0f ns, Hyperscan %.0f ns: %.2fx",
                 r0->ns_per_msg, C.res[0][hs].ns_per_msg, T[0].value);
    }
    T[1].name = "classifier vs PCRE2 JIT";
    T[1].want = ">= 30x faster on the mean corpus message";
    if (r0->ran && pc >= 0 && C.res[0][pc].ran) {
        T[1].value = C.res[0][pc].ns_per_msg / r0->ns_per_msg;
        T[1].met = T[1].value >= 30.0;
        snprintf(T[1].got, sizeof T[1].got, "resil %.0f ns, PCRE2 %.0f ns: %.1fx",
                 r0->ns_per_msg, C.res[0][pc].ns_per_msg, T[1].value);
    }
    T[2].name = "classifier linear in length";
    T[2].want = "ns/byte at the longest sweep length <= 1.25x that at 1 KB";
    if (C.n_sweep >= 3 && C.sweep[2][0].ran && C.sweep[C.n_sweep - 1][0].ran) {
        double a = C.sweep[2][0].ns_per_msg / (double)sweep_lens[2];
        double b = C.sweep[C.n_sweep - 1][0].ns_per_msg / (double)sweep_lens[C.n_sweep - 1];
        T[2].value = b / a;
        T[2].met = T[2].value <= 1.25;
        snprintf(T[2].got, sizeof T[2].got, "%.2f ns/B at %zu B, %.2f ns/B at %zu B", a,
                 sweep_lens[2], b, sweep_lens[C.n_sweep - 1]);
    }
    T[3].name = "decision cost";
    T[3].want = "<= 150 instructions per call on the common paths";
    {
        double worst = -1;
        int w = -1;
        for (i = 0; i < bench_path_count() && i < MAX_P; i++)
            if (P[0][i].ok && !isnan(P[0][i].instr) && P[0][i].instr > worst) {
                worst = P[0][i].instr;
                w = i;
            }
        if (w >= 0) {
            T[3].value = worst;
            T[3].met = worst <= 150.0;
            snprintf(T[3].got, sizeof T[3].got, "largest %.0f (%s); success path %.0f",
                     worst, bench_path_name(w), P[0][0].instr);
        }
    }
    T[4].name = "simulator";
    T[4].want = ">= 1,000,000 simulated tasks/s";
    if (!S.skip) {
        T[4].value = isnan(S.tasks_per_cpu_s) ? S.tasks_per_s : S.tasks_per_cpu_s;
        T[4].met = T[4].value >= 1e6;
        snprintf(T[4].got, sizeof T[4].got, "%.0f tasks per CPU second", T[4].value);
    }
}

static void targets_print(void)
{
    int i;
    printf("== Targets (shown, not asserted)\n");
    for (i = 0; i < N_TARGETS; i++)
        printf("   %-29s %-5s %s  [want: %s]\n", T[i].name,
               T[i].met < 0 ? "-" : T[i].met ? "MET" : "NOT", T[i].got, T[i].want);
    printf("\n");
}

static void targets_json(bench_json *j)
{
    int i;
    bj_arr(j, "targets");
    for (i = 0; i < N_TARGETS; i++) {
        bj_obj(j, NULL);
        bj_str(j, "name", T[i].name);
        bj_str(j, "want", T[i].want);
        bj_num(j, "value", T[i].value);
        if (T[i].met < 0) bj_str(j, "met", NULL);
        else bj_bool(j, "met", T[i].met);
        bj_str(j, "measured", T[i].got);
        bj_end_obj(j);
    }
    bj_end_arr(j);
}

/* ===================================================================== */
/* sizes */

static size_t per_endpoint(void)
{
    return sizeof(resil_endpoint) + sizeof(resil_endpoint_desc);
}

static size_t engine_fixed(void)
{
    return sizeof(resil_engine) - (size_t)RESIL_MAX_ENDPOINTS * per_endpoint();
}

static void sizes_print(void)
{
    int i;
    printf("== Sizes (bytes; RESIL_MAX_ENDPOINTS=%d, RESIL_MAX_CHAINS=%d, RESIL_MAX_STEPS=%d)\n",
           RESIL_MAX_ENDPOINTS, RESIL_MAX_CHAINS, RESIL_MAX_STEPS);
    for (i = 0; i < bench_size_count; i++)
        printf("   %-24s %6zu\n", bench_sizes[i].name, bench_sizes[i].bytes);
    printf("   per endpoint: %zu (resil_endpoint state + its resil_endpoint_desc in the engine's desc)\n",
           per_endpoint());
    printf("   per task:     %zu (resil_task, caller-owned)\n", sizeof(resil_task));
#if defined(RESIL_RESTARTQ_CAPACITY)
    printf("   restart queue: %d slots x %zu (resil_restart_entry) inside the engine\n",
           (int)RESIL_RESTARTQ_CAPACITY, sizeof(resil_restart_entry));
#endif
    printf("   engine without endpoints: %zu\n\n", engine_fixed());
}

static void sizes_json(bench_json *j)
{
    int i;
    bj_obj(j, "sizes");
    bj_int(j, "max_endpoints", RESIL_MAX_ENDPOINTS);
    bj_int(j, "max_chains", RESIL_MAX_CHAINS);
    bj_int(j, "max_steps", RESIL_MAX_STEPS);
    bj_obj(j, "structs");
    for (i = 0; i < bench_size_count; i++) bj_int(j, bench_sizes[i].name, (long long)bench_sizes[i].bytes);
    bj_end_obj(j);
    bj_int(j, "per_endpoint", (long long)per_endpoint());
    bj_int(j, "per_task", (long long)sizeof(resil_task));
    bj_int(j, "engine_without_endpoints", (long long)engine_fixed());
#if defined(RESIL_RESTARTQ_CAPACITY)
    bj_int(j, "restart_queue_slots", (long long)RESIL_RESTARTQ_CAPACITY);
    bj_int(j, "per_restart_slot", (long long)sizeof(resil_restart_entry));
#endif
    bj_end_obj(j);
}

/* ===================================================================== */

static int write_json(void)
{
    bench_json j;
    FILE *f = strcmp(opt.json, "-") == 0 ? stdout : fopen(opt.json, "w");
    int bad;
    if (!f) {
        fprintf(stderr, "bench: cannot write %s: %s\n", opt.json, strerror(errno));
        return -1;
    }
    bj_begin(&j, f);
    bj_obj(&j, NULL);
    bj_str(&j, "resil_version", RESIL_VERSION_STRING);
    bj_bool(&j, "quick", opt.quick);
    bj_obj(&j, "machine");
    bj_str(&j, "cpu", cpu_model);
    bj_int(&j, "online_cpus", sysconf(_SC_NPROCESSORS_ONLN));
#if defined(__VERSION__)
    bj_str(&j, "compiler", __VERSION__);
#else
    bj_str(&j, "compiler", NULL);
#endif
    bj_end_obj(&j);
    classifier_json(&j);
    decision_json(&j);
    simulator_json(&j);
    sizes_json(&j);
    targets_json(&j);
    bj_end_obj(&j);
    bj_finish(&j);
    bad = ferror(f);
    if (f != stdout) bad |= fclose(f);
    return bad ? -1 : 0;
}

static int dump_set(const char *name)
{
    bench_set sets[3];
    int builtin, s;
    size_t i;
    bench_set_corpus(&sets[0], opt.corpus, &builtin);
    bench_set_long(&sets[1], &sets[0], BENCH_SEED);
    bench_set_nomatch(&sets[2], &sets[0], BENCH_SEED + 1u);
    for (s = 0; s < 3; s++) {
        if (strcmp(name, sets[s].name) != 0) continue;
        for (i = 0; i < sets[s].n; i++) {
            fwrite(sets[s].msg[i], 1, sets[s].len[i], stdout);
            fputs("\n----\n", stdout);
        }
        return 0;
    }
    fprintf(stderr, "bench: no set %s (corpus, long, nomatch)\n", name);
    return 2;
}

static int classify_child(const char *name, const char *reps_s)
{
    bench_set sets[3];
    int builtin, s;
    unsigned long reps = strtoul(reps_s, NULL, 10), r;
    size_t i, bytes = 0;
    unsigned acc = 0;
    bench_set_corpus(&sets[0], opt.corpus, &builtin);
    bench_set_long(&sets[1], &sets[0], BENCH_SEED);
    bench_set_nomatch(&sets[2], &sets[0], BENCH_SEED + 1u);
    for (s = 0; s < 3; s++) {
        if (strcmp(name, sets[s].name) != 0) continue;
        for (r = 0; r < reps; r++)
            for (i = 0; i < sets[s].n; i++) {
                resil_classification c;
                resil_classify(sets[s].msg[i], sets[s].len[i], NULL, &c);
                acc += c.cls;
                bytes += sets[s].len[i];
            }
        printf("%s: %zu messages x %lu, %zu bytes (checksum %u)\n", name, sets[s].n, reps,
               bytes, acc);
        return 0;
    }
    return 2;
}

static int child(const char *path, const char *reps_s, const char *mode_s)
{
    int i = bench_path_find(path), mode;
    char *end;
    unsigned long reps = strtoul(reps_s, &end, 10);
    if (i < 0 || *end) return 2;
    for (mode = 0; mode < BENCH_MODES && strcmp(mode_s, mode_names[mode]) != 0; mode++)
        ;
    if (mode == BENCH_MODES) return 2;
    if (bench_path_prepare(i, mode) != 0) return 1;
    bench_path_run(i, reps);
    return 0;
}

int main(int argc, char **argv)
{
    int i;
    opt.json = "build/bench.json";
    opt.corpus = "tests/corpus";
    opt.sim = "build/resil-sim";
    opt.scenario = "harness/bench/large.scn";
    opt.callgrind = 1;
    opt.self = argv[0];
    {
        static char exe[4096];
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1u);
        if (n > 0) {
            exe[n] = '\0';
            opt.self = exe; /* also right when started through PATH */
        }
    }
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        int more = i + 1 < argc;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        } else if (!strcmp(a, "--quick")) opt.quick = 1;
        else if (!strcmp(a, "--no-callgrind")) opt.callgrind = 0;
        else if (!strcmp(a, "--only") && more) opt.only = argv[++i];
        else if (!strcmp(a, "--hand-patterns")) bench_patterns_hand(1);
        else if (!strcmp(a, "--json") && more) opt.json = argv[++i];
        else if (!strcmp(a, "--corpus") && more) opt.corpus = argv[++i];
        else if (!strcmp(a, "--sim") && more) opt.sim = argv[++i];
        else if (!strcmp(a, "--scenario") && more) opt.scenario = argv[++i];
        else if (!strcmp(a, "--dump-set") && more) return dump_set(argv[i + 1]);
        else if (!strcmp(a, "--classify-child") && i + 2 < argc)
            return classify_child(argv[i + 1], argv[i + 2]);
        else if (!strcmp(a, "--callgrind-child") && i + 2 < argc)
            return child(argv[i + 1], argv[i + 2], i + 3 < argc ? argv[i + 3] : mode_names[0]);
        else {
            fprintf(stderr, "bench: unknown option or missing value: %s (see --help)\n", a);
            return 2;
        }
    }
    opt.tty = isatty(2);
    machine_read();
    printf("resil %s bench%s on %s, %ld CPUs\n\n", RESIL_VERSION_STRING,
           opt.quick ? " (quick mode: figures not meaningful)" : "", cpu_model,
           sysconf(_SC_NPROCESSORS_ONLN));
    fflush(stdout);
    if (section_on("sizes")) sizes_print();
    fflush(stdout);
    if (section_on("decision")) {
        ran_decision = 1;
        decision_run();
        decision_print();
    } else callgrind_skip = "section not run";
    fflush(stdout);
    if (section_on("classifier")) {
        ran_classifier = 1;
        classifier_run();
        classifier_print();
    }
    fflush(stdout);
    S.tasks = S.tasks_per_s = S.own_tasks_per_s = S.wall_s = S.cpu_s = S.tasks_per_cpu_s = BNAN;
    if (opt.quick) S.skip = "quick mode";
    else if (!section_on("simulator")) S.skip = "section not run";
    else {
        /* three runs, the best by CPU rate (the least disturbed) is kept */
        int r;
        for (r = 0; r < 3; r++) {
            double prev_rate = S.tasks_per_cpu_s, prev_wall = S.wall_s, prev_tps = S.tasks_per_s,
                   prev_own = S.own_tasks_per_s, prev_cpu = S.cpu_s;
            simulator_run();
            if (S.skip) break;
            if (r > 0 && !(S.tasks_per_cpu_s > prev_rate)) {
                S.tasks_per_cpu_s = prev_rate;
                S.wall_s = prev_wall;
                S.tasks_per_s = prev_tps;
                S.own_tasks_per_s = prev_own;
                S.cpu_s = prev_cpu;
            }
        }
    }
    simulator_print();
    targets_eval();
    targets_print();
    if (write_json() != 0) return 1;
    printf("figures written to %s\n", opt.json);
    if (failures) fprintf(stderr, "bench: %d measured path(s) misbehaved\n", failures);
    return failures ? 1 : 0;
}
