/* json.c - a small streaming JSON writer for build/bench.json. */
#include <math.h>
#include "bench.h"

static void bj_sep(bench_json *j, const char *key)
{
    const char *p;
    if (j->depth > 0) {
        if (!j->first[j->depth]) fputc(',', j->f);
        j->first[j->depth] = 0;
        fputc('\n', j->f);
    }
    {
        int i;
        for (i = 0; i < j->depth; i++) fputs("  ", j->f);
    }
    if (!key) return;
    fputc('"', j->f);
    for (p = key; *p; p++) fputc(*p, j->f);
    fputs("\": ", j->f);
}

static void bj_open(bench_json *j, const char *key, int c)
{
    bj_sep(j, key);
    fputc(c, j->f);
    if (j->depth < 15) j->depth++;
    j->first[j->depth] = 1;
}

static void bj_close(bench_json *j, int c)
{
    int empty = j->first[j->depth];
    if (j->depth > 0) j->depth--;
    if (!empty) {
        int i;
        fputc('\n', j->f);
        for (i = 0; i < j->depth; i++) fputs("  ", j->f);
    }
    fputc(c, j->f);
}

void bj_begin(bench_json *j, FILE *f)
{
    j->f = f;
    j->depth = 0;
    j->first[0] = 1;
}

void bj_obj(bench_json *j, const char *key) { bj_open(j, key, '{'); }
void bj_arr(bench_json *j, const char *key) { bj_open(j, key, '['); }
void bj_end_obj(bench_json *j) { bj_close(j, '}'); }
void bj_end_arr(bench_json *j) { bj_close(j, ']'); }

void bj_str(bench_json *j, const char *key, const char *v)
{
    const unsigned char *p;
    bj_sep(j, key);
    if (!v) {
        fputs("null", j->f);
        return;
    }
    fputc('"', j->f);
    for (p = (const unsigned char *)v; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(j->f, "\\%c", *p);
        else if (*p < 0x20) fprintf(j->f, "\\u%04x", (unsigned)*p);
        else fputc(*p, j->f);
    }
    fputc('"', j->f);
}

void bj_num(bench_json *j, const char *key, double v)
{
    bj_sep(j, key);
    if (isnan(v) || isinf(v)) fputs("null", j->f);
    else fprintf(j->f, "%.6g", v);
}

void bj_int(bench_json *j, const char *key, long long v)
{
    bj_sep(j, key);
    fprintf(j->f, "%lld", v);
}

void bj_bool(bench_json *j, const char *key, int v)
{
    bj_sep(j, key);
    fputs(v ? "true" : "false", j->f);
}

void bj_finish(bench_json *j) { fputc('\n', j->f); }
