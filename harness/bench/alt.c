/* alt.c - the matchers the bench compares: resil_classify() and what users
   would pick instead, all answering with a resil_class from the same
   ordered pattern groups (alt_patterns.h).

   Built with -DBENCH_HAVE_PCRE2 / -DBENCH_HAVE_HS when libpcre2-dev /
   libhyperscan-dev are installed (mk/bench.mk probes for them); without,
   those matchers report "not built" and the bench says they were skipped. */
#define _POSIX_C_SOURCE 200809L
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "resil.h"
#include "bench.h"
#include "alt_patterns.h"
#if defined(BENCH_HAVE_PCRE2)
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#endif
#if defined(BENCH_HAVE_HS)
#include <hs.h>
#endif

/* -- the pattern groups --

   Source: resil's own keyword table when the classifier section has one
   (bench_resil_pattern(), resil_impl.c), else the hand-written list of
   alt_patterns.h. Either way: one group per class, groups ordered by the
   strongest evidence they hold (resil's priority; the table order for the
   hand list), every keyword of a class in its group. A space in one of
   resil's keywords matches any run of ' ', '_', '-', tab there; the regex
   engines get that as [ _\t-]* (the strstr loop cannot say it and searches
   the literal). resil's word-boundary flags are not carried over: a
   keyword list does not have them. */

typedef struct alt_row {
    int cls;
    int prio;
    const char *lit;
} alt_row;

static const alt_row alt_hand[] = {
#define ALT_ROW(c, lit) {RESIL_CLASS_##c, 0, lit},
    ALT_PATTERNS(ALT_ROW)
#undef ALT_ROW
};

#define ALT_MAX_GROUPS RESIL_CLASS__COUNT
static alt_row *alt_rows; /* grouped: rows of group g are contiguous */
static int alt_nrows;
static int alt_ngroups;
static int alt_group_cls[ALT_MAX_GROUPS];
static char *alt_group_re[ALT_MAX_GROUPS]; /* "lit|lit|..." escaped */
static int alt_use_hand;
static char alt_source[160];

void bench_patterns_hand(int on) { alt_use_hand = on; }

const char *bench_pattern_source(void) { return alt_source; }

/* Escape the characters special in POSIX ERE and PCRE; a space becomes
   [ _\t-]* for resil's keywords (see above). */
static size_t alt_escape(char *out, const char *lit, int spaces)
{
    static const char sp[] = "[ _\t-]*";
    size_t n = 0;
    for (; *lit; lit++) {
        if (*lit == ' ' && spaces) {
            if (out) memcpy(out + n, sp, sizeof sp - 1u);
            n += sizeof sp - 1u;
            continue;
        }
        if (strchr(".[](){}*+?|^$\\", *lit)) {
            if (out) out[n] = '\\';
            n++;
        }
        if (out) out[n] = *lit;
        n++;
    }
    return n;
}

static int alt_groups_build(void)
{
    alt_row *all;
    int n = 0, cap = 0, c, g, r, from_resil = 0;
    int best[RESIL_CLASS__COUNT], order[RESIL_CLASS__COUNT], used[RESIL_CLASS__COUNT];
    if (alt_ngroups) return 0;
    /* collect */
    if (!alt_use_hand) {
        int cls, prio;
        const char *lit;
        size_t i;
        for (i = 0; bench_resil_pattern(i, &cls, &prio, &lit); i++) cap++;
        from_resil = cap > 0;
    }
    if (!from_resil) cap = (int)(sizeof alt_hand / sizeof alt_hand[0]);
    all = malloc((size_t)cap * sizeof *all);
    if (!all) return -1;
    if (from_resil) {
        size_t i;
        int cls, prio;
        const char *lit;
        for (i = 0; bench_resil_pattern(i, &cls, &prio, &lit); i++)
            if (cls > RESIL_CLASS_UNKNOWN && cls < RESIL_CLASS__COUNT) {
                all[n].cls = cls;
                all[n].prio = prio;
                all[n].lit = lit;
                n++;
            }
    } else {
        for (r = 0; r < cap; r++) {
            all[n] = alt_hand[r];
            all[n].prio = cap - r; /* table order */
            n++;
        }
    }
    /* order the classes by their strongest row */
    for (c = 0; c < RESIL_CLASS__COUNT; c++) {
        best[c] = -1;
        used[c] = 0;
    }
    for (r = 0; r < n; r++)
        if (all[r].prio > best[all[r].cls]) best[all[r].cls] = all[r].prio;
    for (g = 0; g < RESIL_CLASS__COUNT; g++) {
        int pick = -1;
        for (c = 0; c < RESIL_CLASS__COUNT; c++)
            if (!used[c] && best[c] >= 0 && (pick < 0 || best[c] > best[pick])) pick = c;
        if (pick < 0) break;
        used[pick] = 1;
        order[g] = pick;
    }
    alt_ngroups = g;
    alt_rows = malloc((size_t)n * sizeof *alt_rows);
    if (!alt_rows) return -1;
    alt_nrows = 0;
    for (g = 0; g < alt_ngroups; g++) {
        size_t len = 0;
        char *p;
        int first = alt_nrows;
        for (r = 0; r < n; r++)
            if (all[r].cls == order[g]) {
                alt_rows[alt_nrows++] = all[r];
                len += alt_escape(NULL, all[r].lit, from_resil) + 1u;
            }
        p = malloc(len + 1u);
        if (!p) return -1;
        len = 0;
        for (r = first; r < alt_nrows; r++) {
            if (r > first) p[len++] = '|';
            len += alt_escape(p + len, alt_rows[r].lit, from_resil);
        }
        p[len] = '\0';
        alt_group_cls[g] = order[g];
        alt_group_re[g] = p;
    }
    free(all);
    snprintf(alt_source, sizeof alt_source, "%s: %d keywords in %d class groups",
             from_resil ? "resil.h's own keyword table (resil__pats)"
                        : "harness/bench/alt_patterns.h (hand-written from TAXONOMY.md)",
             alt_nrows, alt_ngroups);
    return 0;
}

/* -- resil -- */

/* resil_classify() comes from the classifier section of resil.h. Until it
   is implemented there, this weak stand-in links instead and the bench
   reports the classifier as missing. */
#define BENCH_STUB_RC (-1000)
#if defined(__GNUC__) || defined(__clang__)
__attribute__((weak)) int resil_classify(const void *text, size_t len,
                                         const resil_hints *hints,
                                         resil_classification *out)
{
    (void)text; (void)len; (void)hints; (void)out;
    return BENCH_STUB_RC;
}
#endif

int bench_resil_classifier_present(void)
{
    resil_classification c;
    return resil_classify("x", 1, NULL, &c) != BENCH_STUB_RC;
}

static int m_resil_init(size_t max_len)
{
    (void)max_len;
    return bench_resil_classifier_present() ? 0 : -1;
}

static int m_resil(const char *msg, size_t len)
{
    resil_classification c;
    if (resil_classify(msg, len, NULL, &c) != RESIL_OK) return -1;
    return c.cls;
}

static void m_none_fini(void) {}

/* -- lower-case copy + strstr over every keyword -- */

static char *lc_buf;

static int m_strstr_init(size_t max_len)
{
    if (alt_groups_build()) return -1;
    lc_buf = malloc(max_len + 1u);
    return lc_buf ? 0 : -1;
}

static int m_strstr(const char *msg, size_t len)
{
    size_t i;
    int r;
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)msg[i];
        lc_buf[i] = (char)(c >= 'A' && c <= 'Z' ? c + 32u : c);
    }
    lc_buf[len] = '\0';
    for (r = 0; r < alt_nrows; r++)
        if (strstr(lc_buf, alt_rows[r].lit)) return alt_rows[r].cls;
    return RESIL_CLASS_UNKNOWN;
}

static void m_strstr_fini(void)
{
    free(lc_buf);
    lc_buf = NULL;
}

/* -- POSIX regexec, one regex per group -- */

static regex_t posix_re[ALT_MAX_GROUPS];
static int posix_n;

static int m_posix_init(size_t max_len)
{
    int g;
    (void)max_len;
    if (alt_groups_build()) return -1;
    for (g = 0; g < alt_ngroups; g++) {
        if (regcomp(&posix_re[g], alt_group_re[g],
                    REG_ICASE | REG_EXTENDED | REG_NOSUB))
            return -1;
        posix_n = g + 1;
    }
    return 0;
}

static int m_posix(const char *msg, size_t len)
{
    int g;
    (void)len; /* messages are stored NUL-terminated */
    for (g = 0; g < posix_n; g++)
        if (regexec(&posix_re[g], msg, 0, NULL, 0) == 0) return alt_group_cls[g];
    return RESIL_CLASS_UNKNOWN;
}

static void m_posix_fini(void)
{
    int g;
    for (g = 0; g < posix_n; g++) regfree(&posix_re[g]);
    posix_n = 0;
}

/* -- PCRE2 with JIT, one pattern per group -- */

#if defined(BENCH_HAVE_PCRE2)
static pcre2_code *pcre_re[ALT_MAX_GROUPS];
static pcre2_match_data *pcre_md;
static int pcre_n;

static int m_pcre_init(size_t max_len)
{
    int g, err;
    PCRE2_SIZE off;
    (void)max_len;
    if (alt_groups_build()) return -1;
    for (g = 0; g < alt_ngroups; g++) {
        pcre_re[g] = pcre2_compile((PCRE2_SPTR)alt_group_re[g], PCRE2_ZERO_TERMINATED,
                                   PCRE2_CASELESS, &err, &off, NULL);
        if (!pcre_re[g]) return -1;
        pcre_n = g + 1;
        if (pcre2_jit_compile(pcre_re[g], PCRE2_JIT_COMPLETE) != 0) return -2;
    }
    pcre_md = pcre2_match_data_create(1, NULL);
    return pcre_md ? 0 : -1;
}

static int m_pcre(const char *msg, size_t len)
{
    int g;
    for (g = 0; g < pcre_n; g++)
        if (pcre2_jit_match(pcre_re[g], (PCRE2_SPTR)msg, len, 0, 0, pcre_md, NULL) >= 0)
            return alt_group_cls[g];
    return RESIL_CLASS_UNKNOWN;
}

static void m_pcre_fini(void)
{
    int g;
    for (g = 0; g < pcre_n; g++) pcre2_code_free(pcre_re[g]);
    pcre2_match_data_free(pcre_md);
    pcre_md = NULL;
    pcre_n = 0;
}
#define M_PCRE m_pcre_init, m_pcre, m_pcre_fini, NULL
#else
#define M_PCRE NULL, NULL, m_none_fini, "not built: libpcre2-dev not installed"
#endif

/* -- Hyperscan: one block-mode database of every group; the lowest group
      id that matches wins (group 0 stops the scan at once) -- */

#if defined(BENCH_HAVE_HS)
static hs_database_t *hs_db;
static hs_scratch_t *hs_scr;

static int m_hs_init(size_t max_len)
{
    unsigned flags[ALT_MAX_GROUPS], ids[ALT_MAX_GROUPS];
    const char *exprs[ALT_MAX_GROUPS];
    hs_compile_error_t *cerr = NULL;
    int g;
    (void)max_len;
    if (hs_valid_platform() != HS_SUCCESS) return -2;
    if (alt_groups_build()) return -1;
    for (g = 0; g < alt_ngroups; g++) {
        exprs[g] = alt_group_re[g];
        flags[g] = HS_FLAG_CASELESS | HS_FLAG_SINGLEMATCH;
        ids[g] = (unsigned)g;
    }
    if (hs_compile_multi(exprs, flags, ids, (unsigned)alt_ngroups, HS_MODE_BLOCK,
                         NULL, &hs_db, &cerr) != HS_SUCCESS) {
        hs_free_compile_error(cerr);
        return -1;
    }
    return hs_alloc_scratch(hs_db, &hs_scr) == HS_SUCCESS ? 0 : -1;
}

static int m_hs_cb(unsigned int id, unsigned long long from,
                   unsigned long long to, unsigned int flags, void *ctx)
{
    unsigned *best = ctx;
    (void)from; (void)to; (void)flags;
    if (id < *best) *best = id;
    return id == 0; /* nothing can beat group 0: stop */
}

static int m_hs(const char *msg, size_t len)
{
    unsigned best = ALT_MAX_GROUPS;
    hs_scan(hs_db, msg, (unsigned)len, 0, hs_scr, m_hs_cb, &best);
    return best < (unsigned)alt_ngroups ? alt_group_cls[best] : RESIL_CLASS_UNKNOWN;
}

static void m_hs_fini(void)
{
    hs_free_scratch(hs_scr);
    hs_free_database(hs_db);
    hs_scr = NULL;
    hs_db = NULL;
}
#define M_HS m_hs_init, m_hs, m_hs_fini, NULL
#else
#define M_HS NULL, NULL, m_none_fini, "not built: libhyperscan-dev not installed"
#endif

bench_matcher bench_matchers[] = {
    {"resil", "resil_classify(): one pass, no allocation, no compile step",
     m_resil_init, m_resil, m_none_fini, NULL, 0},
    {"strstr", "ASCII lower-case copy, then strstr() per keyword in order",
     m_strstr_init, m_strstr, m_strstr_fini, NULL, 0},
    {"posix", "regexec(), one REG_ICASE|REG_EXTENDED|REG_NOSUB regex per group",
     m_posix_init, m_posix, m_posix_fini, NULL, 0},
    {"pcre2-jit", "pcre2_jit_match(), one PCRE2_CASELESS JIT pattern per group",
     M_PCRE, 0},
    {"hyperscan", "hs_scan(), one block-mode database, lowest group id wins",
     M_HS, 0},
};
const int bench_matcher_count = (int)(sizeof bench_matchers / sizeof bench_matchers[0]);
