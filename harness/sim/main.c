/* resil-sim - deterministic outage simulator for resil.h.

   Runs scenario files (harness/scenarios, *.scn) under several strategies on
   the same seed, prints a comparison table (or JSON), checks every scenario's
   must-holds ([expect]), optionally writes a decision trace and an HTML
   report with one SVG timeline per scenario. */
#define _POSIX_C_SOURCE 200809L
#include "sim.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define EXIT_HOLDS_FAILED 1
#define EXIT_USAGE 2
#define EXIT_SIM_ERROR 3

static void usage(FILE *f)
{
    int i;
    fprintf(f,
"usage: resil-sim [options] SCENARIO_FILE...\n"
"\n"
"Runs each scenario under its strategies (same seed, same arrivals, same\n"
"faults) with resil.h driven as a real program would, prints a table and\n"
"checks the scenario's must-holds ([expect] lines).\n"
"\n"
"options:\n"
"  --json            one JSON object per scenario on stdout instead of the table\n"
"  --trace FILE      write every decision and event as JSON lines to FILE\n"
"  --report FILE     write an HTML report with one SVG timeline per scenario\n"
"  --seed N          override the scenario seed\n"
"  --clock-offset T  start the 32-bit tick at T (a duration; negative = before\n"
"                    the wrap, e.g. -60s is 2^32 - 60000)\n"
"  --full            contention experiment: the full sweep (N = 10..190, 100 trials)\n"
"  --check           load and check the files only, run nothing\n"
"  --quiet           no progress on stderr\n"
"  --verbose         print every must-hold check, not only the failed ones\n"
"  --list-metrics    the metrics [expect] lines can use\n"
"  --list-errors     the error texts endpoints answer with: name, expected class,\n"
"                    the class resil's classifier gives (exit 1 if one differs)\n"
"  --help, --version\n"
"\n"
"strategies: resil (defaults + [config]), none (no retry: passthrough),\n"
"  naive (10 retries at a fixed 500 ms, breaker 3 failures -> 1 h, no budget,\n"
"  Retry-After ignored), jitter-KIND (resil + [config] with backoff.jitter = KIND:\n"
"  proportional, full, equal, decorrelated, none, constant)\n"
"\n"
"exit status: 0 every must-hold holds; 1 a must-hold failed; 2 usage or\n"
"  scenario file error (nothing ran); 3 simulation error (resil API refused a call)\n"
"\n"
"The scenario format is documented in harness/scenarios/README.md.\n"
"JSON keys per strategy: strategy, tasks, succeeded, failed, degraded, cancelled,\n"
"  attempts, calls_to_down_endpoints, breaker_opens, restarts, p50_task_ms,\n"
"  p99_task_ms, prevented_pct, return_to_primary_ms, trace_hash, metrics{...}\n");
    (void)i;
}

static void list_metrics(void)
{
    int i;
    for (i = 0; i < SIM_M__COUNT; i++) printf("%-24s %s\n", sim_metric_names[i], sim_metric_docs[i]);
    printf("\nper endpoint (METRIC@ENDPOINT):");
    for (i = 0; i < SIM_EPM__COUNT; i++) printf(" %s", sim_ep_metric_names[i]);
    printf("\n");
}

/* the error catalogue, and (with the classifier) what resil makes of it */
static int list_errors(void)
{
    int i, bad = 0;
    for (i = 0; i < sim_error_count; i++) {
        const sim_error *e = &sim_errors[i];
        char text[SIM_TEXT * 2];
        int got = e->cls;
        sim_error_text(e, 20, text, sizeof text);
#if SIM_USE_CLASSIFIER
        {
            resil_classification c;
            resil_hints h;
            memset(&h, 0, sizeof h);
            h.http_status = e->status;
            h.errno_value = e->err_no;
            if (resil_classify(text, strlen(text), &h, &c) != RESIL_OK) got = -1;
            else got = c.cls;
            /* the text alone, without hints, must give the same class */
            if (resil_classify(text, strlen(text), NULL, &c) != RESIL_OK || c.cls != got) got = -1;
        }
#endif
        if (got != e->cls) bad++;
        printf("%-8s %-16s %-16s %s\n", e->name, resil_class_name(e->cls),
               got < 0 ? "?" : resil_class_name(got), text);
    }
    return bad ? 1 : 0;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ------------------------------------------------------------------ */
/* expectations */

double sim_expect_value(const sim_scenario *sc, const sim_operand *op,
                        const sim_result *res)
{
    (void)sc;
    if (!op->is_metric) return op->value;
    if (op->metric >= SIM_EPM_BASE) return res[op->strat].epm[op->ep][op->metric - SIM_EPM_BASE];
    return res[op->strat].m[op->metric];
}

int sim_expect_check(const sim_scenario *sc, const sim_expect *x,
                     const sim_result *res, double *va, double *vb)
{
    double a = sim_expect_value(sc, &x->a, res), b = sim_expect_value(sc, &x->b, res);
    const double eps = 1e-9;
    *va = a;
    *vb = b;
    switch (x->op) {
    case SIM_LT: return a < b - eps;
    case SIM_LE: return a <= b + eps;
    case SIM_EQ: return fabs(a - b) <= eps;
    case SIM_NE: return fabs(a - b) > eps;
    case SIM_GE: return a >= b - eps;
    default: return a > b + eps;
    }
}

/* ------------------------------------------------------------------ */
/* formatting */

static void fmt_ms(char *b, size_t n, double ms)
{
    if (ms < 0) snprintf(b, n, "never");
    else if (ms < 1000) snprintf(b, n, "%.0fms", ms);
    else if (ms < 60000) snprintf(b, n, "%.1fs", ms / 1000);
    else if (ms < 3600000) snprintf(b, n, "%.0fm%02.0fs", floor(ms / 60000), fmod(floor(ms / 1000), 60));
    else snprintf(b, n, "%.0fh%02.0fm", floor(ms / 3600000), fmod(floor(ms / 60000), 60));
}

static void fmt_num(char *b, size_t n, double v)
{
    if (v == floor(v) && fabs(v) < 1e15) snprintf(b, n, "%.0f", v);
    else snprintf(b, n, "%.3f", v);
}


/* the table's cells of one strategy, shared by the text table and the
   HTML report */
#define NCELL 15
static void row_cells(const sim_scenario *sc, const sim_result *r, char c[NCELL][24])
{
    int any = 0, i;
    snprintf(c[0], 24, "%.18s", sc->name);
    snprintf(c[1], 24, "%.20s", r->strategy);
    snprintf(c[2], 24, "%.0f", r->m[SIM_M_TASKS]);
    snprintf(c[3], 24, "%.0f", r->m[SIM_M_SUCCEEDED]);
    snprintf(c[4], 24, "%.0f", r->m[SIM_M_FAILED]);
    snprintf(c[5], 24, "%.0f", r->m[SIM_M_DEGRADED]);
    snprintf(c[6], 24, "%.0f", r->m[SIM_M_ATTEMPTS]);
    snprintf(c[7], 24, "%.2f", r->m[SIM_M_ATTEMPTS_PER_TASK]);
    snprintf(c[8], 24, "%.0f", r->m[SIM_M_CALLS_DOWN]);
    if (r->m[SIM_M_PREVENTED_PCT] < 0) snprintf(c[9], 24, "-");
    else snprintf(c[9], 24, "%.1f%%", r->m[SIM_M_PREVENTED_PCT]);
    snprintf(c[10], 24, "%.0f", r->m[SIM_M_BREAKER_OPENS]);
    snprintf(c[11], 24, "%.0f", r->m[SIM_M_RESTARTS]);
    fmt_ms(c[12], 24, r->m[SIM_M_P50_MS]);
    fmt_ms(c[13], 24, r->m[SIM_M_P99_MS]);
    for (i = 0; i < sc->nfaults; i++)
        if (sc->fault[i].kind == SIM_F_DOWN || sc->fault[i].kind == SIM_F_FLAP) any = 1;
    if (!any) snprintf(c[14], 24, "-");
    else fmt_ms(c[14], 24, r->m[SIM_M_RETURN_MS]);
}

static const char *const cell_head[NCELL] = {
    "scenario", "strategy", "tasks", "succ", "fail", "degr", "attempts", "att/t",
    "down", "prevent", "opens", "rest", "p50", "p99", "return"};
static const char *const cell_head_long[NCELL] = {
    "scenario", "strategy", "tasks", "succeeded", "failed", "degraded", "attempts",
    "attempts / task", "calls while down", "prevented", "breaker opens", "restarts",
    "p50 task", "p99 task", "return to primary"};
static const int cell_w[NCELL] = {-18, -20, 6, 6, 5, 5, 8, 6, 6, 7, 5, 5, 8, 8, 8};

static void table_header(FILE *f)
{
    int i;
    for (i = 0; i < NCELL; i++) fprintf(f, "%s%*s", i ? " " : "", cell_w[i], cell_head[i]);
    fprintf(f, "\n");
}

static void table_row(FILE *f, const sim_scenario *sc, const sim_result *r)
{
    char c[NCELL][24];
    int i;
    row_cells(sc, r, c);
    for (i = 0; i < NCELL; i++) fprintf(f, "%s%*s", i ? " " : "", cell_w[i], c[i]);
    fprintf(f, "\n");
}

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

static void json_num(FILE *f, double v)
{
    char b[64];
    fmt_num(b, sizeof b, v);
    fputs(b, f);
}

/* ------------------------------------------------------------------ */

typedef struct scen_out {
    sim_scenario *sc;
    sim_result res[SIM_MAX_STRATS];
    int ok[SIM_MAX_EXPECTS];
    double va[SIM_MAX_EXPECTS], vb[SIM_MAX_EXPECTS];
    sim_cont_row cont[64];
    int ncont;
    int cont_ok[4];
    int trials;
    int holds;
} scen_out;

/* the published result's shape (the post's "work" figure): jittered
   backoff does far less work than exponential backoff without jitter, and
   any backoff less than none at high contention */
#define CONT_CHECKS 3
static const char *cont_check_text[CONT_CHECKS] = {
    "at the largest N, full jitter makes fewer write calls than exponential without jitter",
    "at the largest N, decorrelated jitter makes fewer write calls than exponential without jitter",
    "at the largest N, every backoff makes fewer write calls than no backoff",
};

static void contention_checks(scen_out *so)
{
    const sim_cont_row *r;
    if (so->ncont == 0) return;
    r = &so->cont[so->ncont - 1];
    so->cont_ok[0] = r->calls[2] < r->calls[1];
    so->cont_ok[1] = r->calls[4] < r->calls[1];
    so->cont_ok[2] = r->calls[1] < r->calls[0] && r->calls[2] < r->calls[0] &&
                     r->calls[3] < r->calls[0] && r->calls[4] < r->calls[0];
}

static int compare_runs(const sim_result *a, const sim_result *b)
{
    int i, ep, d = 0;
    for (i = 0; i < SIM_M__COUNT; i++)
        if (i != SIM_M_ISOLATION_DIFFS && i != SIM_M_OFFSET_DIFFS && a->m[i] != b->m[i]) d++;
    for (ep = 0; ep < SIM_MAX_EP; ep++)
        for (i = 0; i < SIM_EPM__COUNT; i++)
            if (a->epm[ep][i] != b->epm[ep][i]) d++;
    return d;
}

static int isolation_diffs(const sim_scenario *sc, int iso, const sim_result *full,
                           const sim_result *ctl)
{
    int i = 0, j = 0, d = 0, ep, k;
    while (i < full->ntasks && j < ctl->ntasks) {
        if (full->task_group[i] == iso) {
            i++;
            continue;
        }
        if (full->task_sig[i] != ctl->task_sig[j]) d++;
        i++;
        j++;
    }
    for (ep = 0; ep < sc->neps; ep++) {
        int used = 0;
        for (k = 0; k < sc->grp[iso].steps; k++)
            if (sc->grp[iso].chain[k] == ep) used = 1;
        if (!used && full->ep_sig[ep] != ctl->ep_sig[ep]) d++;
    }
    return d;
}

static int run_scenario(scen_out *so, const sim_opts *o, int want_timeline,
                        double *tasks_done, char *err, size_t errlen, int idx, int total)
{
    sim_scenario *sc = so->sc;
    int s, i, iso = -1;
    uint32_t offset = o->have_offset ? o->offset : sc->clock_offset;
    if (o->have_seed) sc->seed = o->seed;
    if (sc->cont.enabled) {
        if (o->progress) fprintf(stderr, "\r[%d/%d] %-24s contention     ", idx, total, sc->name);
        so->ncont = sim_contention_run(sc, o, so->cont, 64);
        so->trials = o->full ? sc->cont.full_trials : sc->cont.trials;
        contention_checks(so);
    }
    for (i = 0; i < sc->ngroups; i++)
        if (sc->grp[i].isolate) iso = i;
    for (s = 0; s < sc->nstrats && sc->neps > 0; s++) {
        sim_result *r = &so->res[s];
        int k;
        r->want_timeline = 0;
        for (k = 0; k < sc->ntimeline; k++)
            if (sc->timeline[k] == s && want_timeline) r->want_timeline = 1;
        if (o->progress)
            fprintf(stderr, "\r[%d/%d] %-24s %-20s", idx, total, sc->name, sc->strat[s].name);
        if (sim_run(sc, s, offset, -1, o, r, err, errlen)) return -1;
        *tasks_done += r->m[SIM_M_TASKS];
        if (iso >= 0) {
            sim_result ctl;
            sim_opts q = *o;
            q.trace = NULL;
            memset(&ctl, 0, sizeof ctl);
            if (sim_run(sc, s, offset, iso, &q, &ctl, err, errlen)) return -1;
            *tasks_done += ctl.m[SIM_M_TASKS];
            r->m[SIM_M_ISOLATION_DIFFS] = isolation_diffs(sc, iso, r, &ctl);
            sim_result_free(&ctl);
        }
        if (sc->check_offset) {
            sim_result other;
            sim_opts q = *o;
            q.trace = NULL;
            memset(&other, 0, sizeof other);
            if (sim_run(sc, s, sc->check_offset_value, -1, &q, &other, err, errlen)) return -1;
            *tasks_done += other.m[SIM_M_TASKS];
            r->m[SIM_M_OFFSET_DIFFS] = compare_runs(r, &other);
            sim_result_free(&other);
        }
    }
    so->holds = 1;
    for (i = 0; i < sc->nexpects; i++) {
        so->ok[i] = sim_expect_check(sc, &sc->expect[i], so->res, &so->va[i], &so->vb[i]);
        if (!so->ok[i]) so->holds = 0;
    }
    for (i = 0; i < CONT_CHECKS && so->ncont; i++)
        if (!so->cont_ok[i]) so->holds = 0;
    return 0;
}

static void print_contention_table(FILE *f, const scen_out *so)
{
    int i, k;
    fprintf(f, "\n%s: write calls and time to the last success (mean of %d trials per N)\n",
            so->sc->name, so->trials);
    fprintf(f, "%5s", "N");
    for (k = 0; k < 5; k++) fprintf(f, " %13s", sim_cont_names[k]);
    fprintf(f, "   | time ms:");
    for (k = 0; k < 5; k++) fprintf(f, " %12s", sim_cont_names[k]);
    fprintf(f, "\n");
    for (i = 0; i < so->ncont; i++) {
        fprintf(f, "%5d", so->cont[i].n);
        for (k = 0; k < 5; k++) fprintf(f, " %13.1f", so->cont[i].calls[k]);
        fprintf(f, "   |         ");
        for (k = 0; k < 5; k++) fprintf(f, " %12.1f", so->cont[i].time_ms[k]);
        fprintf(f, "\n");
    }
}

/* every check (verbose), or one line per scenario with its failures */
static void print_expects(FILE *f, const scen_out *so, int verbose)
{
    const sim_scenario *sc = so->sc;
    int i, n = sc->nexpects + (so->ncont ? CONT_CHECKS : 0), held = 0;
    if (!verbose) {
        for (i = 0; i < sc->nexpects; i++) held += so->ok[i];
        for (i = 0; i < CONT_CHECKS && so->ncont; i++) held += so->cont_ok[i];
        fprintf(f, "  %-20s %2d of %2d must-holds hold\n", sc->name, held, n);
    }
    for (i = 0; i < sc->nexpects; i++) {
        if (!verbose && so->ok[i]) continue;
        char a[32], b[32];
        fmt_num(a, sizeof a, so->va[i]);
        fmt_num(b, sizeof b, so->vb[i]);
        fprintf(f, "  %-4s %s   [%s vs %s]%s%s%s\n", so->ok[i] ? "ok" : "FAIL", sc->expect[i].text, a, b,
                so->ok[i] || !sc->expect[i].why[0] ? "" : "  -- ",
                so->ok[i] ? "" : sc->expect[i].why, "");
        if (!so->ok[i]) fprintf(f, "       (%s:%d)\n", sc->file, sc->expect[i].line);
    }
    for (i = 0; i < CONT_CHECKS && so->ncont; i++)
        if (verbose || !so->cont_ok[i])
            fprintf(f, "  %-4s %s\n", so->cont_ok[i] ? "ok" : "FAIL", cont_check_text[i]);
}

static void print_json(FILE *f, const scen_out *so)
{
    const sim_scenario *sc = so->sc;
    int s, i, ep;
    fprintf(f, "{\"scenario\":");
    json_str(f, sc->name);
    fprintf(f, ",\"file\":");
    json_str(f, sc->file);
    fprintf(f, ",\"title\":");
    json_str(f, sc->title);
    fprintf(f, ",\"seed\":%llu,\"clock_offset\":%u,\"ok\":%s,\"strategies\":[",
            (unsigned long long)sc->seed, sc->clock_offset, so->holds ? "true" : "false");
    for (s = 0; s < sc->nstrats && sc->neps > 0; s++) {
        const sim_result *r = &so->res[s];
        fprintf(f, "%s{\"strategy\":", s ? "," : "");
        json_str(f, r->strategy);
        fprintf(f, ",\"tasks\":");
        json_num(f, r->m[SIM_M_TASKS]);
        fprintf(f, ",\"succeeded\":");
        json_num(f, r->m[SIM_M_SUCCEEDED]);
        fprintf(f, ",\"failed\":");
        json_num(f, r->m[SIM_M_FAILED]);
        fprintf(f, ",\"degraded\":");
        json_num(f, r->m[SIM_M_DEGRADED]);
        fprintf(f, ",\"cancelled\":");
        json_num(f, r->m[SIM_M_CANCELLED]);
        fprintf(f, ",\"attempts\":");
        json_num(f, r->m[SIM_M_ATTEMPTS]);
        fprintf(f, ",\"calls_to_down_endpoints\":");
        json_num(f, r->m[SIM_M_CALLS_DOWN]);
        fprintf(f, ",\"breaker_opens\":");
        json_num(f, r->m[SIM_M_BREAKER_OPENS]);
        fprintf(f, ",\"restarts\":");
        json_num(f, r->m[SIM_M_RESTARTS]);
        fprintf(f, ",\"p50_task_ms\":");
        json_num(f, r->m[SIM_M_P50_MS]);
        fprintf(f, ",\"p99_task_ms\":");
        json_num(f, r->m[SIM_M_P99_MS]);
        fprintf(f, ",\"prevented_pct\":");
        json_num(f, r->m[SIM_M_PREVENTED_PCT]);
        fprintf(f, ",\"return_to_primary_ms\":");
        json_num(f, r->m[SIM_M_RETURN_MS]);
        fprintf(f, ",\"trace_hash\":\"%016llx\",\"metrics\":{", (unsigned long long)r->trace_hash);
        for (i = 0; i < SIM_M__COUNT; i++) {
            fprintf(f, "%s\"%s\":", i ? "," : "", sim_metric_names[i]);
            json_num(f, r->m[i]);
        }
        fprintf(f, "},\"endpoints\":{");
        for (ep = 0; ep < sc->neps; ep++) {
            fprintf(f, "%s", ep ? "," : "");
            json_str(f, sc->ep[ep].name);
            fprintf(f, ":{");
            for (i = 0; i < SIM_EPM__COUNT; i++) {
                fprintf(f, "%s\"%s\":", i ? "," : "", sim_ep_metric_names[i]);
                json_num(f, r->epm[ep][i]);
            }
            fprintf(f, "}");
        }
        fprintf(f, "}}");
    }
    fprintf(f, "],\"expect\":[");
    for (i = 0; i < sc->nexpects; i++) {
        fprintf(f, "%s{\"check\":", i ? "," : "");
        json_str(f, sc->expect[i].text);
        fprintf(f, ",\"ok\":%s,\"left\":", so->ok[i] ? "true" : "false");
        json_num(f, so->va[i]);
        fprintf(f, ",\"right\":");
        json_num(f, so->vb[i]);
        fprintf(f, ",\"why\":");
        json_str(f, sc->expect[i].why);
        fprintf(f, ",\"line\":%d}", sc->expect[i].line);
    }
    for (i = 0; i < CONT_CHECKS && so->ncont; i++) {
        fprintf(f, "%s{\"check\":", (i || sc->nexpects) ? "," : "");
        json_str(f, cont_check_text[i]);
        fprintf(f, ",\"ok\":%s}", so->cont_ok[i] ? "true" : "false");
    }
    fprintf(f, "]");
    if (so->ncont) {
        fprintf(f, ",\"contention\":[");
        for (i = 0; i < so->ncont; i++) {
            int k;
            fprintf(f, "%s{\"clients\":%d", i ? "," : "", so->cont[i].n);
            for (k = 0; k < 5; k++) {
                fprintf(f, ",\"%s\":{\"calls\":", sim_cont_names[k]);
                json_num(f, floor(so->cont[i].calls[k] * 1000 + 0.5) / 1000);
                fprintf(f, ",\"time_ms\":");
                json_num(f, floor(so->cont[i].time_ms[k] * 1000 + 0.5) / 1000);
                fprintf(f, "}");
            }
            fprintf(f, "}");
        }
        fprintf(f, "]");
    }
    fprintf(f, "}\n");
}

static void html_escape(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else fputc(*s, f);
    }
}

static void write_report(const char *path, scen_out *outs, int n)
{
    FILE *f = fopen(path, "w");
    int i, s, k;
    if (!f) {
        fprintf(stderr, "resil-sim: cannot write %s\n", path);
        return;
    }
    fprintf(f, "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>resil outage simulation</title>\n"
               "<style>body{font-family:sans-serif;margin:24px;max-width:1000px}"
               "table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}"
               "th{background:#eee}td.l{text-align:left}.fail{color:#b00;font-weight:bold}.ok{color:#070}"
               "pre{font-size:12px}</style></head><body>\n"
               "<h1>resil outage simulation</h1>\n<p>Generated by resil-sim " SIM_VERSION
               " with resil " RESIL_VERSION_STRING ". Same seed, same output.</p>\n");
    for (i = 0; i < n; i++) {
        scen_out *so = &outs[i];
        sim_scenario *sc = so->sc;
        fprintf(f, "<h2>");
        html_escape(f, sc->name);
        fprintf(f, "</h2>\n<p>");
        html_escape(f, sc->title);
        fprintf(f, " <span class=\"%s\">%s</span></p>\n", so->holds ? "ok" : "fail",
                so->holds ? "every must-hold holds" : "A MUST-HOLD FAILED");
        if (sc->neps > 0) {
            char c[NCELL][24];
            int j;
            fprintf(f, "<table><tr>");
            for (j = 1; j < NCELL; j++) fprintf(f, "<th>%s</th>", cell_head_long[j]);
            fprintf(f, "</tr>\n");
            for (s = 0; s < sc->nstrats; s++) {
                row_cells(sc, &so->res[s], c);
                fprintf(f, "<tr>");
                for (j = 1; j < NCELL; j++) fprintf(f, "<td%s>%s</td>", j == 1 ? " class=\"l\"" : "", c[j]);
                fprintf(f, "</tr>\n");
            }
            fprintf(f, "</table>\n");
        }
        fprintf(f, "<pre>");
        {
            /* the must-hold lines, as in the text output */
            char *buf = NULL;
            size_t len = 0;
            FILE *m = open_memstream(&buf, &len);
            if (m) {
                print_expects(m, so, 1);
                if (so->ncont) print_contention_table(m, so);
                fclose(m);
                html_escape(f, buf);
                free(buf);
            }
        }
        fprintf(f, "</pre>\n");
        if (sc->neps > 0) {
            sim_result tl[2];
            int nt = 0;
            for (k = 0; k < sc->ntimeline; k++)
                if (so->res[sc->timeline[k]].want_timeline) tl[nt++] = so->res[sc->timeline[k]];
            if (nt) sim_svg_timeline(f, sc, tl, nt);
        }
        if (so->ncont) sim_svg_contention(f, sc->title[0] ? sc->title : sc->name, so->cont, so->ncont);
    }
    fprintf(f, "</body></html>\n");
    fclose(f);
}

int main(int argc, char **argv)
{
    sim_opts o;
    const char *files[256];
    int nfiles = 0, i, json = 0, check = 0, quiet = 0, verbose = 0, all_ok = 1;
    const char *trace_path = NULL, *report_path = NULL;
    static scen_out outs[256];
    char err[512];
    double t0, tasks_done = 0;

    memset(&o, 0, sizeof o);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("resil-sim %s (resil %s)\n", SIM_VERSION, RESIL_VERSION_STRING);
            return 0;
        } else if (!strcmp(a, "--list-errors")) {
            return list_errors();
        } else if (!strcmp(a, "--list-metrics")) {
            list_metrics();
            return 0;
        } else if (!strcmp(a, "--json")) json = o.hash = 1;
        else if (!strcmp(a, "--full")) o.full = 1;
        else if (!strcmp(a, "--check")) check = 1;
        else if (!strcmp(a, "--quiet")) quiet = 1;
        else if (!strcmp(a, "--verbose")) verbose = 1;
        else if ((!strcmp(a, "--trace") || !strcmp(a, "--report") || !strcmp(a, "--seed") ||
                  !strcmp(a, "--clock-offset")) && i + 1 < argc) {
            const char *v = argv[++i];
            if (!strcmp(a, "--trace")) trace_path = v;
            else if (!strcmp(a, "--report")) report_path = v;
            else if (!strcmp(a, "--seed")) {
                char *end;
                o.seed = strtoull(v, &end, 0);
                if (*end || !*v) {
                    fprintf(stderr, "resil-sim: --seed: '%s' is not a number\n", v);
                    return EXIT_USAGE;
                }
                o.have_seed = 1;
            } else {
                sim_ms ms;
                if (sim_parse_duration(v, &ms) || ms > 0xFFFFFFFFLL || ms < -0xFFFFFFFFLL) {
                    fprintf(stderr, "resil-sim: --clock-offset: '%s' is not a tick offset\n", v);
                    return EXIT_USAGE;
                }
                o.offset = (uint32_t)(uint64_t)ms;
                o.have_offset = 1;
            }
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "resil-sim: unknown option or missing value: %s (see --help)\n", a);
            return EXIT_USAGE;
        } else {
            if (nfiles == 256) {
                fprintf(stderr, "resil-sim: too many files\n");
                return EXIT_USAGE;
            }
            files[nfiles++] = a;
        }
    }
    if (nfiles == 0) {
        usage(stderr);
        return EXIT_USAGE;
    }
    /* load everything first: a bad file means nothing runs */
    for (i = 0; i < nfiles; i++) {
        outs[i].sc = calloc(1, sizeof *outs[i].sc);
        if (!outs[i].sc) abort();
        if (sim_scenario_load(outs[i].sc, files[i], err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            return EXIT_USAGE;
        }
    }
    if (check) {
        printf("%d scenario file(s) OK\n", nfiles);
        return 0;
    }
    if (trace_path) {
        o.trace = fopen(trace_path, "w");
        if (!o.trace) {
            fprintf(stderr, "resil-sim: cannot write %s\n", trace_path);
            return EXIT_USAGE;
        }
    }
    o.progress = !quiet && isatty(2);
    t0 = now_s();
    if (!json) table_header(stdout);
    for (i = 0; i < nfiles; i++) {
        scen_out *so = &outs[i];
        int s;
        if (run_scenario(so, &o, report_path != NULL, &tasks_done, err, sizeof err, i + 1, nfiles)) {
            if (o.progress) fprintf(stderr, "\n");
            fprintf(stderr, "resil-sim: %s\n", err);
            return EXIT_SIM_ERROR;
        }
        if (!so->holds) all_ok = 0;
        if (o.progress) fprintf(stderr, "\r%70s\r", "");
        if (json) {
            print_json(stdout, so);
        } else {
            for (s = 0; s < so->sc->nstrats && so->sc->neps > 0; s++) table_row(stdout, so->sc, &so->res[s]);
            if (verbose) print_expects(stdout, so, 1);
        }
        fflush(stdout);
    }
    if (!json) {
        for (i = 0; i < nfiles; i++)
            if (outs[i].ncont) print_contention_table(stdout, &outs[i]);
        if (!verbose) {
            printf("\nmust-holds (SPEC section 4; --verbose shows every check):\n");
            for (i = 0; i < nfiles; i++) print_expects(stdout, &outs[i], 0);
        }
    }
    if (o.trace) fclose(o.trace);
    if (report_path) write_report(report_path, outs, nfiles);
    if (!json) {
        double dt = now_s() - t0;
        printf("\n%s: %d scenario(s); simulated %.0f tasks in %.2f s wall: %.0f tasks/s\n",
               all_ok ? "every must-hold holds" : "SOME MUST-HOLDS FAILED", nfiles, tasks_done, dt,
               dt > 0 ? tasks_done / dt : 0);
    }
    for (i = 0; i < nfiles; i++) {
        int s;
        for (s = 0; s < SIM_MAX_STRATS; s++) sim_result_free(&outs[i].res[s]);
        free(outs[i].sc);
    }
    return all_ok ? 0 : EXIT_HOLDS_FAILED;
}
