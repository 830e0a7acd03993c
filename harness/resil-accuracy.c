/* resil-accuracy - measure resil's classifier on a labelled corpus.

   resil-accuracy [options] [CORPUS]   (default tests/corpus/messages.tsv)

   Reads lines "class <TAB> hard|- <TAB> source <TAB> text" (text escapes:
   \n \t \r \\ \xHH; '#' starts a comment) and prints, for the whole corpus
   and for the held-out third (FNV-1a-32(text) % 3 == 0), fine accuracy
   (exact class), coarse accuracy (the four actions of the taxonomy's
   coarse view), per-class precision and recall, and the confusion matrix.

   Options:
     --min-fine=P     exit 1 if whole-corpus fine accuracy < P percent
     --min-coarse=P   exit 1 if whole-corpus coarse accuracy < P percent
     --misses         list every misclassified item
     --quiet          only the summary lines
     --help, --version
   Exit: 0 ok, 1 below a minimum, 2 bad usage or unreadable corpus. */
#define RESIL_IMPLEMENTATION
#include "../resil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "corpus.h"

#define NC RESIL_CLASS__COUNT

typedef struct stats {
    unsigned n, fine, coarse, hard, hard_fine;
    unsigned m[NC][NC]; /* [truth][predicted] */
} stats;

static const char usage[] =
    "usage: resil-accuracy [--min-fine=P] [--min-coarse=P] [--misses] [--quiet]\n"
    "                      [CORPUS]\n"
    "Measures the classifier on CORPUS (default tests/corpus/messages.tsv):\n"
    "fine and coarse accuracy, per-class precision and recall and the\n"
    "confusion matrix, for the whole corpus and the held-out third.\n"
    "Exit status: 0 ok, 1 below a minimum, 2 bad usage or unreadable corpus.\n";


static uint32_t fnv1a(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    size_t i;
    for (i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

static double pct(unsigned a, unsigned b) { return b ? 100.0 * a / b : 0.0; }

static void report(const char *title, const stats *s, int quiet)
{
    int t, p;
    printf("%s: %u items, fine %.2f%% (%u/%u), coarse %.2f%% (%u/%u), "
           "hard cases %u (fine %.2f%%)\n",
           title, s->n, pct(s->fine, s->n), s->fine, s->n, pct(s->coarse, s->n),
           s->coarse, s->n, s->hard, pct(s->hard_fine, s->hard));
    if (quiet) return;
    printf("  %-18s %5s %9s %9s\n", "class", "n", "precision", "recall");
    for (t = 0; t < NC; t++) {
        unsigned tp = s->m[t][t], rowsum = 0, colsum = 0;
        for (p = 0; p < NC; p++) { rowsum += s->m[t][p]; colsum += s->m[p][t]; }
        printf("  %-18s %5u %8.1f%% %8.1f%%\n", resil_class_name(t), rowsum,
               pct(tp, colsum), pct(tp, rowsum));
    }
    printf("  confusion matrix (rows: true class, columns: predicted, in class order)\n");
    printf("  %-18s", "");
    for (p = 0; p < NC; p++) printf(" %3.3s", resil_class_name(p));
    printf("\n");
    for (t = 0; t < NC; t++) {
        printf("  %-18s", resil_class_name(t));
        for (p = 0; p < NC; p++) {
            if (s->m[t][p]) printf(" %3u", s->m[t][p]);
            else printf("   .");
        }
        printf("\n");
    }
}

static void add(stats *s, int truth, int pred, int hard)
{
    s->n++;
    s->m[truth][pred]++;
    s->fine += truth == pred;
    s->coarse += resil_class_coarse(truth) == resil_class_coarse(pred);
    s->hard += (unsigned)hard;
    s->hard_fine += (unsigned)(hard && truth == pred);
}

int main(int argc, char **argv)
{
    const char *path = "tests/corpus/messages.tsv";
    double min_fine = 0, min_coarse = 0;
    int misses = 0, quiet = 0, i, rc = 0;
    unsigned lineno = 0;
    stats all, held;
    FILE *f;
    char *line = NULL;
    size_t cap = 0;
    memset(&all, 0, sizeof all);
    memset(&held, 0, sizeof held);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0) { fputs(usage, stdout); return 0; }
        if (strcmp(a, "--version") == 0) { printf("resil-accuracy %s\n", RESIL_VERSION_STRING); return 0; }
        if (strncmp(a, "--min-fine=", 11) == 0) { min_fine = atof(a + 11); continue; }
        if (strncmp(a, "--min-coarse=", 13) == 0) { min_coarse = atof(a + 13); continue; }
        if (strcmp(a, "--misses") == 0) { misses = 1; continue; }
        if (strcmp(a, "--quiet") == 0) { quiet = 1; continue; }
        if (a[0] == '-' && a[1] == '-') { fprintf(stderr, "resil-accuracy: unknown option %s\n%s", a, usage); return 2; }
        path = a;
    }
    f = fopen(path, "rb");
    if (!f) { perror(path); return 2; }
    for (;;) {
        size_t n = 0;
        int c;
        char *fields[4], *p;
        int nf = 1, truth, hard;
        resil_classification out;
        size_t tlen;
        while ((c = fgetc(f)) != EOF && c != '\n') {
            if (n + 1 >= cap) {
                cap = cap ? cap * 2 : 4096;
                line = (char *)realloc(line, cap);
                if (!line) { perror("realloc"); return 2; }
            }
            line[n++] = (char)c;
        }
        if (c == EOF && n == 0) break;
        lineno++;
        if (n == 0 || line[0] == '#') continue;
        line[n] = 0;
        fields[0] = line;
        for (p = line; *p && nf < 4; p++)
            if (*p == '\t') { *p = 0; fields[nf++] = p + 1; }
        if (nf < 4) { fprintf(stderr, "%s:%u: expected 4 fields\n", path, lineno); return 2; }
        truth = resil_class_from_name(fields[0], strlen(fields[0]));
        if (truth < 0) { fprintf(stderr, "%s:%u: unknown class '%s'\n", path, lineno, fields[0]); return 2; }
        hard = strcmp(fields[1], "hard") == 0;
        tlen = corpus_decode(fields[3], (size_t)(line + n - fields[3]));
        if (resil_classify(fields[3], tlen, NULL, &out) != RESIL_OK) { fprintf(stderr, "classify failed\n"); return 2; }
        add(&all, truth, out.cls, hard);
        if (fnv1a(fields[3], tlen) % 3u == 0) add(&held, truth, out.cls, hard);
        if (misses && out.cls != truth) {
            size_t k;
            printf("MISS %s:%u: %s -> %s: ", path, lineno, fields[0], resil_class_name(out.cls));
            for (k = 0; k < tlen && k < 160; k++) {
                unsigned char ch = (unsigned char)fields[3][k];
                putchar(ch == '\n' ? '|' : (ch < 32 || ch > 126) ? '?' : ch);
            }
            printf("\n");
        }
    }
    free(line);
    fclose(f);
    report("whole corpus", &all, quiet);
    report("held-out third", &held, quiet);
    if (pct(all.fine, all.n) < min_fine || pct(all.coarse, all.n) < min_coarse) {
        printf("accuracy: below the minimum (fine %.2f%% < %.1f%% or coarse %.2f%% < %.1f%%)\n",
               pct(all.fine, all.n), min_fine, pct(all.coarse, all.n), min_coarse);
        rc = 1;
    }
    return rc;
}
