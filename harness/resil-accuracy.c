/* resil-accuracy - measure resil's classifier on a labelled corpus.

   resil-accuracy [options] [CORPUS] [--family-corpus FILE...]
                                      (default tests/corpus/messages.tsv)

   Reads lines "class <TAB> hard|- <TAB> source <TAB> text" (text escapes:
   \n \t \r \\ \xHH; '#' starts a comment) and prints, for the whole corpus
   and for the held-out third (FNV-1a-32(text) % 3 == 0), fine accuracy
   (exact class), coarse accuracy (the four actions of the taxonomy's
   coarse view), per-class precision and recall, and the confusion matrix.

   The files after --family-corpus (tests/corpus/harvest/<family>.tsv, lines
   "class <TAB> family <TAB> source <TAB> text") are measured per family,
   twice: in-sample (every row of the keyword table on), and held out
   (leave-one-family-out: the rows whose provenance tag names that family
   switched off, so the family is scored by rules never tuned on it). The
   tool is built with RESIL__PROVENANCE, the test-only option that keeps
   each row's tag (resil.h, impl section 7).

   The file of --recall (same fields as the family corpus) is a set no rule
   was tuned on: it is scored with every row on, as one figure, and never
   listed by --rows.

   Options:
     --min-fine=P     exit 1 if whole-corpus fine accuracy < P percent
     --min-coarse=P   exit 1 if whole-corpus coarse accuracy < P percent
     --min-lofo-fine=P    exit 1 if leave-one-family-out fine accuracy < P
     --min-lofo-coarse=P  exit 1 if leave-one-family-out coarse accuracy < P
     --recall=FILE    score FILE (class, family, source, text) as a set never
                      tuned on; --misses lists its misses too
     --min-recall=P   exit 1 if the recall set's fine accuracy < P percent
     --misses         list every misclassified item (family corpus: in-sample)
     --held-out-misses  family corpus: list the items missed when held out
     --rows           what each keyword row earns: the items it alone makes
                      right (fixes) or wrong (breaks), over every corpus, the
                      same held out by family (out), and whether its own words
                      keep its class and weight without it
     --quiet          only the summary lines
     --help, --version
   Exit: 0 ok, 1 below a minimum, 2 bad usage or unreadable corpus. */
#define RESIL_IMPLEMENTATION
#ifndef RESIL__PROVENANCE
#define RESIL__PROVENANCE /* rows can be switched off per scan */
#endif
#ifndef RESIL__PAT_SOURCE
#define RESIL__PAT_SOURCE /* the source table: each row's family tag */
#endif
#define RESIL__PAT_DECODE /* the packed table row by row: where each row is */
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
    "usage: resil-accuracy [--min-fine=P] [--min-coarse=P] [--min-lofo-fine=P]\n"
    "                      [--min-lofo-coarse=P] [--misses] [--held-out-misses]\n"
    "                      [--rows] [--quiet] [--recall=FILE] [--min-recall=P]\n"
    "                      [CORPUS] [--family-corpus FILE...]\n"
    "Measures the classifier on CORPUS (default tests/corpus/messages.tsv):\n"
    "fine and coarse accuracy, per-class precision and recall and the\n"
    "confusion matrix, for the whole corpus and the held-out third. Each\n"
    "FILE after --family-corpus (class, family, source, text) is scored per\n"
    "family in-sample and leave-one-family-out (the rows tagged with that\n"
    "family switched off). The --recall FILE (same fields) is a set no rule\n"
    "was tuned on, scored with every row on.\n"
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

/* One line of a corpus file: the four fields, the text decoded in place.
   Returns 1 a record, 0 end of file, -1 a comment or blank line, -2 bad. */
static char *line_buf;
static size_t line_cap;
static int read_record(FILE *f, const char *path, unsigned *lineno,
                       char *fields[4], size_t *tlen)
{
    size_t n = 0;
    int c, nf = 1;
    char *p;
    while ((c = fgetc(f)) != EOF && c != '\n') {
        if (n + 1 >= line_cap) {
            line_cap = line_cap ? line_cap * 2 : 4096;
            line_buf = (char *)realloc(line_buf, line_cap);
            if (!line_buf) { perror("realloc"); exit(2); }
        }
        line_buf[n++] = (char)c;
    }
    if (c == EOF && n == 0) return 0;
    (*lineno)++;
    if (n == 0 || line_buf[0] == '#') return -1;
    line_buf[n] = 0;
    fields[0] = line_buf;
    for (p = line_buf; *p && nf < 4; p++)
        if (*p == '\t') { *p = 0; fields[nf++] = p + 1; }
    if (nf < 4) { fprintf(stderr, "%s:%u: expected 4 fields\n", path, *lineno); return -2; }
    *tlen = corpus_decode(fields[3], (size_t)(line_buf + n - fields[3]));
    return 1;
}

/* resil_classify without hints, with the rows in off[] switched off
   (NULL: all on); *prio (if not NULL) gets the weight of the strongest
   evidence. */
static int classify_weighed(const char *text, size_t len, const unsigned char *off,
                            unsigned *prio)
{
    resil__scan s;
    resil_classification out;
    memset(&s, 0, sizeof s);
    s.off = off;
    resil__classify_with(&s, (const uint8_t *)text, len, NULL, &out);
    if (prio) *prio = s.prio;
    return out.cls;
}

static int classify_masked(const char *text, size_t len, const unsigned char *off)
{
    return classify_weighed(text, len, off, NULL);
}

static void print_miss(const char *path, unsigned lineno, const char *truth,
                       int pred, const char *text, size_t tlen)
{
    size_t k;
    printf("MISS %s:%u: %s -> %s: ", path, lineno, truth, resil_class_name(pred));
    for (k = 0; k < tlen && k < 160; k++) {
        unsigned char ch = (unsigned char)text[k];
        putchar(ch == '\n' ? '|' : (ch < 32 || ch > 126) ? '?' : ch);
    }
    printf("\n");
}

#define NROWS (sizeof resil__pats / sizeof resil__pats[0])
#define NBYTES (sizeof resil__pat_trie)
#define MAXFAM 1024

/* row_at[r]: the offset of row r in the packed table, where the scanner's
   switches (RESIL__ROW_OFF) are indexed */
static size_t row_at[NROWS];
/* --rows: every item of every corpus, kept to measure each row alone
   (grown as needed: a report over part of the corpus would mislead) */
typedef struct item {
    char *text;
    size_t len;
    int truth;
    int fam;  /* index in fams[], -1 for the CORPUS file */
    int base; /* the class with every row on (or its family's off) */
} item;
static item *items;
static int nitems, items_cap;

/* 0 kept, -1 out of memory (the caller stops: nothing is dropped) */
static int keep_item(const char *text, size_t len, int truth, int fam)
{
    if (nitems == items_cap) {
        int cap = items_cap ? 2 * items_cap : 4096;
        item *grown = (item *)realloc(items, (size_t)cap * sizeof *items);
        if (!grown) return -1;
        items = grown;
        items_cap = cap;
    }
    items[nitems].text = (char *)malloc(len ? len : 1);
    if (!items[nitems].text) return -1;
    memcpy(items[nitems].text, text, len);
    items[nitems].len = len;
    items[nitems].truth = truth;
    items[nitems].fam = fam;
    nitems++;
    return 0;
}

/* Whether row r's own words, alone and in three wrappings, keep its class
   and its weight (the priority of the strongest evidence: a rival word
   beside them decides by it) with it switched off (off[] holds its
   switch): 1 kept, 0 lost, -1 a context row. A row that fixes nothing
   and keeps its words earns only its bytes. */
static int row_words_kept(size_t r, const unsigned char *off)
{
    static const char *const pre[] = {"", "Error: ", "request failed: ", "ERROR worker: "};
    static const char *const post[] = {"", "", " (see the log)", " at step 3"};
    char t[96];
    size_t w, m = strlen(resil__pats[r].s);
    if (resil__pats[r].cls == RESIL__CTX) return -1;
    for (w = 0; w < sizeof pre / sizeof pre[0]; w++) {
        size_t n = strlen(pre[w]), len = n + m + strlen(post[w]);
        unsigned on, without;
        memcpy(t, pre[w], n);
        memcpy(t + n, resil__pats[r].s, m);
        memcpy(t + n + m, post[w], strlen(post[w]));
        (void)classify_weighed(t, len, NULL, &on);
        if (classify_weighed(t, len, off, &without) != resil__pats[r].cls || without < on)
            return 0;
    }
    return 1;
}

typedef struct family {
    char name[64];
    stats in, out; /* in-sample, held out */
    unsigned rows; /* keyword rows tagged with it */
} family;

static family fams[MAXFAM];
static int nfam;
static int rows_mode; /* --rows */

static family *family_get(const char *name)
{
    int k;
    for (k = 0; k < nfam; k++)
        if (strcmp(fams[k].name, name) == 0) return &fams[k];
    if (nfam == MAXFAM || strlen(name) >= sizeof fams[0].name) return NULL;
    strcpy(fams[nfam].name, name);
    return &fams[nfam++];
}

/* A row's tag names the family, or the families separated by spaces,
   whose misses motivated it ("proxies", "db-clients realtime-apis"):
   the row is off while any of them is held out. */
static int tag_names(const char *tag, const char *name)
{
    size_t n = strlen(name);
    while (*tag) {
        size_t w = strcspn(tag, " ");
        if (w == n && memcmp(tag, name, n) == 0) return 1;
        tag += w;
        tag += strspn(tag, " ");
    }
    return 0;
}

/* The items order[0..n): each one's class with the switches off[] into
   its base (set_base), or against that base with off[] changed, the
   items it makes right (*fix) and wrong (*brk) (tally). */
static void set_base(const int *order, int n, const unsigned char *off)
{
    int k;
    for (k = 0; k < n; k++) {
        item *it = &items[order[k]];
        it->base = classify_masked(it->text, it->len, off);
    }
}

static void tally(const int *order, int n, const unsigned char *off, int *fix, int *brk)
{
    int k;
    for (k = 0; k < n; k++) {
        const item *it = &items[order[k]];
        int p = classify_masked(it->text, it->len, off);
        if (p == it->base) continue;
        *fix += it->base == it->truth;
        *brk += p == it->truth;
    }
}

/* What each row earns: the items right with every row on that go wrong
   with that row alone switched off ("fixes"), and the items wrong that
   go right ("breaks"), over every corpus given; the same held out ("out
   fixes", "out breaks": each family's items with that family's rows off,
   as the leave-one-family-out figure scores them, so a row that another
   family's row covers in-sample still shows what it decides for that
   family); and whether the row's own words keep its class and weight
   without it ("kept", "lost"). 0 done, -1 out of memory. */
static int row_report(void)
{
    static unsigned char off[NBYTES];
    static int out_fix[NROWS], out_brk[NROWS];
    int *order = (int *)malloc((size_t)(nitems ? nitems : 1) * sizeof *order);
    size_t r;
    int k, f, n = 0, in_fams, from;
    if (!order) return -1;
    for (f = 0; f < nfam; f++) /* the family items, grouped by family */
        for (k = 0; k < nitems; k++)
            if (items[k].fam == f) order[n++] = k;
    in_fams = n;
    for (k = 0; k < nitems; k++) /* then the CORPUS file's */
        if (items[k].fam < 0) order[n++] = k;
    for (from = 0; from < in_fams; ) {
        int to = from, fa = items[order[from]].fam;
        while (to < in_fams && items[order[to]].fam == fa) to++;
        for (r = 0; r < NROWS; r++) off[row_at[r]] = (unsigned char)tag_names(resil__pats[r].fam, fams[fa].name);
        set_base(order + from, to - from, off);
        for (r = 0; r < NROWS; r++) {
            if (off[row_at[r]]) continue; /* tuned on this family: off anyway */
            off[row_at[r]] = 1;
            tally(order + from, to - from, off, &out_fix[r], &out_brk[r]);
            off[row_at[r]] = 0;
        }
        from = to;
    }
    memset(off, 0, sizeof off);
    set_base(order, nitems, off);
    printf("rows: what each keyword row earns over %d items, %d of them in families "
           "(fixes: right only with it; breaks: right only without it; out: the same "
           "held out by family; words kept: its own words keep its class and weight "
           "without it)\n", nitems, in_fams);
    for (r = 0; r < NROWS; r++) {
        int fixes = 0, breaks = 0, kept;
        off[row_at[r]] = 1;
        tally(order, nitems, off, &fixes, &breaks);
        kept = row_words_kept(r, off);
        off[row_at[r]] = 0;
        printf("  row %4zu %-24s %-12s fixes %4d breaks %4d out fixes %4d breaks %4d%s\n", r,
               resil__pats[r].s, resil__pats[r].fam, fixes, breaks, out_fix[r], out_brk[r],
               kept < 0 ? "" : kept ? " words kept" : " words lost");
    }
    free(order);
    return 0;
}


/* Scores every file of the family corpus; returns 0 or 2 (unreadable). */
static int family_corpus(char **files, int nfiles, int misses, int quiet,
                         stats *tot_in, stats *tot_out)
{
    static unsigned char off[NBYTES];
    int k, fi;
    size_t r;
    unsigned tagged_elsewhere = 0;
    for (fi = 0; fi < nfiles; fi++) {
        FILE *f = fopen(files[fi], "rb");
        unsigned lineno = 0;
        char *fields[4];
        size_t tlen;
        int got;
        if (!f) { perror(files[fi]); return 2; }
        while ((got = read_record(f, files[fi], &lineno, fields, &tlen)) != 0) {
            int truth, pin, pout;
            family *fa;
            if (got == -1) continue;
            if (got == -2) { fclose(f); return 2; }
            truth = resil_class_from_name(fields[0], strlen(fields[0]));
            if (truth < 0) {
                fprintf(stderr, "%s:%u: unknown class '%s'\n", files[fi], lineno, fields[0]);
                fclose(f);
                return 2;
            }
            fa = family_get(fields[1]);
            if (!fa) { fprintf(stderr, "%s:%u: too many families\n", files[fi], lineno); fclose(f); return 2; }
            for (r = 0; r < NROWS; r++) off[row_at[r]] = (unsigned char)tag_names(resil__pats[r].fam, fa->name);
            pin = classify_masked(fields[3], tlen, NULL);
            pout = classify_masked(fields[3], tlen, off);
            if (rows_mode && keep_item(fields[3], tlen, truth, (int)(fa - fams)) != 0) {
                fprintf(stderr, "%s:%u: out of memory\n", files[fi], lineno);
                fclose(f);
                return 2;
            }
            add(&fa->in, truth, pin, 0);
            add(&fa->out, truth, pout, 0);
            add(tot_in, truth, pin, 0);
            add(tot_out, truth, pout, 0);
            if ((misses & 1) && pin != truth)
                print_miss(files[fi], lineno, fields[0], pin, fields[3], tlen);
            if ((misses & 2) && pout != truth)
                print_miss(files[fi], lineno, fields[0], pout, fields[3], tlen);
        }
        fclose(f);
    }
    for (r = 0; r < NROWS; r++) {
        int named = 0;
        for (k = 0; k < nfam; k++)
            if (tag_names(resil__pats[r].fam, fams[k].name)) { fams[k].rows++; named = 1; }
        if (!named && strcmp(resil__pats[r].fam, "general") != 0) tagged_elsewhere++;
    }
    if (!quiet) {
        printf("family corpus: %d families; per family: items, keyword rows tagged with it,\n"
               "  fine and coarse accuracy in-sample and held out (its rows off)\n", nfam);
        printf("  %-22s %5s %4s %8s %8s %8s %8s\n", "family", "n", "rows", "in fine",
               "in crs", "out fine", "out crs");
        for (k = 0; k < nfam; k++) {
            const family *fa = &fams[k];
            printf("  %-22s %5u %4u %7.1f%% %7.1f%% %7.1f%% %7.1f%%\n", fa->name,
                   fa->in.n, fa->rows, pct(fa->in.fine, fa->in.n),
                   pct(fa->in.coarse, fa->in.n), pct(fa->out.fine, fa->out.n),
                   pct(fa->out.coarse, fa->out.n));
        }
        printf("  rows tagged with a family absent from this corpus (never held out): %u\n",
               tagged_elsewhere);
    }
    return 0;
}

/* Scores the recall set (every row on); returns 0 or 2 (unreadable). */
static int recall_set(const char *path, int misses, stats *s)
{
    FILE *f = fopen(path, "rb");
    unsigned lineno = 0;
    char *fields[4];
    size_t tlen;
    int got;
    if (!f) { perror(path); return 2; }
    while ((got = read_record(f, path, &lineno, fields, &tlen)) != 0) {
        int truth, pred;
        if (got == -1) continue;
        if (got == -2) { fclose(f); return 2; }
        truth = resil_class_from_name(fields[0], strlen(fields[0]));
        if (truth < 0) {
            fprintf(stderr, "%s:%u: unknown class '%s'\n", path, lineno, fields[0]);
            fclose(f);
            return 2;
        }
        pred = classify_masked(fields[3], tlen, NULL);
        add(s, truth, pred, 0);
        if ((misses & 1) && pred != truth) print_miss(path, lineno, fields[0], pred, fields[3], tlen);
    }
    fclose(f);
    printf("recall set: %u items, fine %.2f%% (%u/%u), coarse %.2f%% (%u/%u)\n", s->n,
           pct(s->fine, s->n), s->fine, s->n, pct(s->coarse, s->n), s->coarse, s->n);
    return 0;
}

int main(int argc, char **argv)
{
    const char *path = "tests/corpus/messages.tsv";
    double min_fine = 0, min_coarse = 0, min_lofo_fine = 0, min_lofo_coarse = 0;
    double min_recall = 0;
    const char *recall = NULL;
    int misses = 0, quiet = 0, i, rc = 0, nfiles = 0, got;
    char **files = NULL;
    unsigned lineno = 0;
    stats all, held, fin, fout, rec;
    FILE *f;
    char *fields[4];
    size_t tlen;
    {
        char buf[RESIL__PAT_W];
        size_t at = 0, r;
        unsigned kind, flags;
        memset(buf, 0, sizeof buf);
        for (r = 0; r < NROWS && at < NBYTES; r++) {
            row_at[r] = at;
            at = resil__pat_row(at, buf, &kind, &flags);
            if (strcmp(buf, resil__pats[r].s) != 0) break;
        }
        if (NROWS != RESIL__PAT_ROWS || r != NROWS || at != NBYTES) {
            fputs("resil-accuracy: resil.h's packed table is stale (make pat-index)\n", stderr);
            return 2;
        }
    }
    memset(&all, 0, sizeof all);
    memset(&held, 0, sizeof held);
    memset(&fin, 0, sizeof fin);
    memset(&fout, 0, sizeof fout);
    memset(&rec, 0, sizeof rec);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0) { fputs(usage, stdout); return 0; }
        if (strcmp(a, "--version") == 0) { printf("resil-accuracy %s\n", RESIL_VERSION_STRING); return 0; }
        if (strncmp(a, "--min-fine=", 11) == 0) { min_fine = atof(a + 11); continue; }
        if (strncmp(a, "--min-coarse=", 13) == 0) { min_coarse = atof(a + 13); continue; }
        if (strncmp(a, "--min-lofo-fine=", 16) == 0) { min_lofo_fine = atof(a + 16); continue; }
        if (strncmp(a, "--min-lofo-coarse=", 18) == 0) { min_lofo_coarse = atof(a + 18); continue; }
        if (strncmp(a, "--min-recall=", 13) == 0) { min_recall = atof(a + 13); continue; }
        if (strncmp(a, "--recall=", 9) == 0) { recall = a + 9; continue; }
        if (strcmp(a, "--misses") == 0) { misses |= 1; continue; }
        if (strcmp(a, "--held-out-misses") == 0) { misses |= 2; continue; }
        if (strcmp(a, "--rows") == 0) { rows_mode = 1; continue; }
        if (strcmp(a, "--quiet") == 0) { quiet = 1; continue; }
        if (strcmp(a, "--family-corpus") == 0) { files = argv + i + 1; nfiles = argc - i - 1; break; }
        if (a[0] == '-' && a[1] == '-') { fprintf(stderr, "resil-accuracy: unknown option %s\n%s", a, usage); return 2; }
        path = a;
    }
    f = fopen(path, "rb");
    if (!f) { perror(path); return 2; }
    while ((got = read_record(f, path, &lineno, fields, &tlen)) != 0) {
        int truth, hard, pred;
        if (got == -1) continue;
        if (got == -2) return 2;
        truth = resil_class_from_name(fields[0], strlen(fields[0]));
        if (truth < 0) { fprintf(stderr, "%s:%u: unknown class '%s'\n", path, lineno, fields[0]); return 2; }
        hard = strcmp(fields[1], "hard") == 0;
        pred = classify_masked(fields[3], tlen, NULL);
        if (rows_mode && keep_item(fields[3], tlen, truth, -1) != 0) {
            fprintf(stderr, "%s:%u: out of memory\n", path, lineno);
            return 2;
        }
        add(&all, truth, pred, hard);
        if (fnv1a(fields[3], tlen) % 3u == 0) add(&held, truth, pred, hard);
        if ((misses & 1) && pred != truth) print_miss(path, lineno, fields[0], pred, fields[3], tlen);
    }
    fclose(f);
    report("whole corpus", &all, quiet);
    report("held-out third", &held, quiet);
    if (nfiles) {
        if (family_corpus(files, nfiles, misses, quiet, &fin, &fout)) return 2;
        printf("family corpus in-sample: %u items, fine %.2f%% (%u/%u), coarse %.2f%% (%u/%u)\n",
               fin.n, pct(fin.fine, fin.n), fin.fine, fin.n, pct(fin.coarse, fin.n),
               fin.coarse, fin.n);
        printf("family corpus leave-one-family-out: %u items, fine %.2f%% (%u/%u), "
               "coarse %.2f%% (%u/%u)\n",
               fout.n, pct(fout.fine, fout.n), fout.fine, fout.n,
               pct(fout.coarse, fout.n), fout.coarse, fout.n);
        if (!quiet) report("family corpus, held out", &fout, 0);
    }
    if (recall && recall_set(recall, misses, &rec)) return 2;
    if (rows_mode && row_report() != 0) {
        fprintf(stderr, "resil-accuracy: out of memory\n");
        return 2;
    }
    free(line_buf);
    if (recall && pct(rec.fine, rec.n) < min_recall) {
        printf("accuracy: recall set below the minimum (fine %.2f%% < %.1f%%)\n",
               pct(rec.fine, rec.n), min_recall);
        rc = 1;
    }
    if (pct(all.fine, all.n) < min_fine || pct(all.coarse, all.n) < min_coarse) {
        printf("accuracy: below the minimum (fine %.2f%% < %.1f%% or coarse %.2f%% < %.1f%%)\n",
               pct(all.fine, all.n), min_fine, pct(all.coarse, all.n), min_coarse);
        rc = 1;
    }
    if (nfiles && (pct(fout.fine, fout.n) < min_lofo_fine ||
                   pct(fout.coarse, fout.n) < min_lofo_coarse)) {
        printf("accuracy: leave-one-family-out below the minimum (fine %.2f%% < %.1f%% "
               "or coarse %.2f%% < %.1f%%)\n", pct(fout.fine, fout.n), min_lofo_fine,
               pct(fout.coarse, fout.n), min_lofo_coarse);
        rc = 1;
    }
    return rc;
}
