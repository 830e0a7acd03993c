/* pat-index - generates the packed form of resil.h's classifier keyword
   table: the block that follows the source table (resil__pats) in resil.h.

   The patterns are written once, in resil__pats (compiled only by the
   tools, under RESIL__PAT_SOURCE); the library compiles this generated
   block instead:
     resil__pat_trie   every row in table order, front coded (a row keeps
                       the count of bytes it shares with the row before,
                       then only its own bytes, the last one | 0x80; a
                       token among them is written as its code), with its
                       flags, its kind and the bytes to skip it and the
                       rows that go on from it (its subtree): the scanner
                       walks it as a trie and never reads a row it skips
     resil__pat_ix     the start of each bucket of rows by first byte: the
                       first bytes that are not letters (RESIL__PAT_XFIRST),
                       then 'a'..'z', then the end
     resil__pat_tok    the tokens: byte strings that recur in the rows'
                       own bytes ("error", "tion", "o large", ...), chosen
                       here greedily, each the one that saves the most
                       bytes given those chosen before, then swapped one
                       by one for the run that saves the most in its
                       place until no swap saves a byte; a row writes its
                       bytes in the fewest units, a token as its code: a
                       byte below 128 that no pattern has (a control byte,
                       a capital: patterns are lower case, an unused
                       punctuation mark); resil__pat_tok_ix maps a byte to
                       its token (0: the byte stands for itself)
     resil__pat_prios  the distinct priorities (a row's kind holds the index)
     resil__pat_pre    a bit per hash of each pattern's first four
                       bytes that are not separators: the scanner skips a
                       position whose next four such bytes have no bit
     resil__curl_cls, resil__grpc_cls, resil__win_cls, resil__errnum_cls   hint and error
                       codes -> the class of the row that matches their
                       keyword in full (resil__curl_keys, ... in the source)
   `make pat-index` prints the block; test-pat-index fails when the copy in
   resil.h differs (a row was added, removed or changed).

   Exit: 0 printed, 1 the table breaks a rule the scanner relies on (not
   sorted by bytes, an empty pattern, a capital or a byte below ' ' or
   above '~', a pattern longer than RESIL__PAT_W - 1, a first byte above
   'a' that is not a letter, a code keyword no row matches), 2 bad usage. */
#define RESIL_IMPLEMENTATION
#define RESIL__PAT_SOURCE
#include "../resil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS (sizeof resil__pats / sizeof resil__pats[0])

static const char usage[] =
    "usage: pat-index\n"
    "\n"
    "Prints the packed form of resil.h's classifier keyword table\n"
    "(resil__pats): the front-coded rows and their tokens, the index by\n"
    "first byte, the prefix filter and the classes of the hint codes, the\n"
    "generated block that follows the source table in resil.h.\n"
    "\n"
    "  --help   this text\n"
    "\n"
    "Exit status: 0 printed, 1 the table is not sorted by bytes or has an\n"
    "empty, non-ASCII, upper-case or too long pattern, or a code keyword\n"
    "matches no row, 2 bad usage.\n";

static int alnum(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9');
}

/* The class of the one row whose pattern matches all of key; -1 if no row
   or several do. */
static int key_class(const char *key)
{
    size_t r, n = strlen(key);
    int cls = -1, found = 0;
    for (r = 0; r < ROWS; r++)
        if (resil__match(resil__pats[r].s, (const uint8_t *)key, 0, n) == n &&
            resil__pats[r].cls != RESIL__CTX) {
            cls = resil__pats[r].cls;
            found++;
        }
    if (found != 1) {
        fprintf(stderr, "pat-index: keyword \"%s\" matches %d rows, not 1\n", key, found);
        return -1;
    }
    return cls;
}

/* Tokens: runs of bytes that recur in the rows' own bytes (after front
   coding), each written in a row as one byte, its code: the k-th byte
   from 1 to 127 that no pattern has (code[k]). The scanner reads a row's
   byte c as resil__pat_tok_ix[c]: 0 for a pattern's own byte, else one
   past the start of its token in resil__pat_tok (at most 255, so the
   tokens' bytes stay below 255). */
#define NTOK 127
#define TOKW 10 /* longest token */
#define LEAF_LCP 4u /* a row sharing this many bytes or more has no skip,
                       nor has a row without a subtree (a leaf) */
static char tok[NTOK][TOKW + 1];
static unsigned ntok, ncode, tok_bytes;
static unsigned char code[NTOK];

/* Token k's code. */
static unsigned tok_code(unsigned k) { return code[k]; }

/* The longest token that starts at s: its index, or -1. */
static int tok_at(const char *s)
{
    int best = -1;
    unsigned k;
    for (k = 0; k < ntok; k++)
        if (strncmp(s, tok[k], strlen(tok[k])) == 0 &&
            (best < 0 || strlen(tok[k]) > strlen(tok[best])))
            best = (int)k;
    return best;
}

/* The tokens by first byte (rebuilt by index_tokens when they change). */
static unsigned char by_first[128][NTOK];
static unsigned n_first[128], tok_len[NTOK];
static void index_tokens(void)
{
    unsigned k;
    memset(n_first, 0, sizeof n_first);
    for (k = 0; k < ntok; k++) {
        unsigned f = (unsigned char)tok[k][0] & 127u;
        tok_len[k] = (unsigned)strlen(tok[k]);
        by_first[f][n_first[f]++] = (unsigned char)k;
    }
}

/* The fewest bytes s takes written with the tokens chosen so far: at[e]
   is what starts at byte e in that writing (a token's index, or -1 for
   the byte itself), found from the end back. */
static size_t parse(const char *s, int at[RESIL__PAT_W])
{
    size_t n = strlen(s), e, fewest[RESIL__PAT_W + 1];
    unsigned i;
    fewest[n] = 0;
    for (e = n; e-- > 0;) {
        unsigned f = (unsigned char)s[e] & 127u;
        fewest[e] = 1 + fewest[e + 1];
        at[e] = -1;
        for (i = 0; i < n_first[f]; i++) {
            unsigned k = by_first[f][i];
            size_t w = tok_len[k];
            size_t m = 1; /* byte 0 matched: the index */
            if (e + w > n || 1 + fewest[e + w] >= fewest[e]) continue;
            while (m < w && s[e + m] == tok[k][m]) m++;
            if (m == w) {
                fewest[e] = 1 + fewest[e + w];
                at[e] = (int)k;
            }
        }
    }
    return fewest[0];
}

/* The bytes s takes written with the tokens chosen so far. */
static size_t units(const char *s)
{
    int at[RESIL__PAT_W];
    return parse(s, at);
}

static int cmp_cand(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* Chooses the tokens for the suffixes suf[0..n), greedily: the run of 2 to
   TOKW bytes that saves the most bytes where no token chosen before covers
   it, while codes are left and the tokens' bytes stay below 255; ties go
   to the run first in byte order. (A token's space is a pattern's space:
   the scanner reads a token's bytes as the row's.) */
static void pick_tokens(const char *const *suf, size_t n)
{
    static char cand[16384 * TOKW][TOKW + 1];
    while (ntok < ncode) {
        size_t nc = 0, r, i, best_save = 0, best = 0;
        for (r = 0; r < n; r++) {
            const char *s = suf[r];
            size_t a = 0, b = 0, len, p;
            int k;
            for (i = 0;; i = b) { /* a run [a, b) of bytes no token covers */
                for (a = i, b = i; s[b] && tok_at(s + b) < 0; b++) {}
                for (len = 2; len <= TOKW; len++)
                    for (p = a; p + len <= b && nc < sizeof cand / sizeof cand[0]; p++) {
                        memcpy(cand[nc], s + p, len);
                        cand[nc++][len] = 0;
                    }
                if (!s[b]) break;
                b += (k = tok_at(s + b)) >= 0 ? strlen(tok[k]) : 1;
            }
        }
        qsort(cand, nc, sizeof cand[0], cmp_cand);
        for (i = 0; i < nc; i = r) {
            for (r = i; r < nc && strcmp(cand[r], cand[i]) == 0; r++) {}
            /* each use saves len - 1 bytes; the token costs its bytes */
            if ((r - i) * (strlen(cand[i]) - 1) > best_save + strlen(cand[i]) &&
                tok_bytes + strlen(cand[i]) < 255) {
                best_save = (r - i) * (strlen(cand[i]) - 1) - strlen(cand[i]);
                best = i;
            }
        }
        if (best_save == 0) break;
        tok_bytes += (unsigned)strlen(cand[best]);
        strcpy(tok[ntok++], cand[best]);
    }
}

/* Refines the greedy choice, which counts a run's uses only where no
   token chosen before covers it, so that an early token can crowd out
   better ones: for each token in turn, the run of 2 to TOKW bytes of the
   suffixes that shrinks them most in its place replaces it, pass after
   pass until none does (at most REFINE_PASSES). Sizes are exact (parse,
   on the suffixes that hold either run). A run can save at most
   bound = uses * (length - 1) - length bytes, its uses counted as the
   greedy counts them (overlaps too), and the token it would replace
   saves net now, so runs are tried by bound, largest first, while
   bound - net can beat the best swap found. */
#define REFINE_PASSES 4
typedef struct {
    char s[TOKW + 1];
    unsigned row; /* a suffix that holds it */
} run_at;
typedef struct {
    size_t first, end; /* the rows that hold it: places[first..end) */
    long bound;
} run_set;
static run_at places[ROWS * RESIL__PAT_W * (TOKW - 1)];
static run_set sets[ROWS * RESIL__PAT_W * (TOKW - 1)]; /* by bytes */
static size_t order[ROWS * RESIL__PAT_W * (TOKW - 1)]; /* by bound */
static size_t size_now[ROWS]; /* each suffix's units with the tokens in hand */

static int cmp_place(const void *a, const void *b)
{
    const run_at *x = a, *y = b;
    int c = strcmp(x->s, y->s);
    return c ? c : x->row < y->row ? -1 : x->row > y->row;
}
static int cmp_bound(const void *a, const void *b)
{
    const run_set *x = &sets[*(const size_t *)a], *y = &sets[*(const size_t *)b];
    if (x->bound != y->bound) return x->bound > y->bound ? -1 : 1;
    return (*(const size_t *)a > *(const size_t *)b) - (*(const size_t *)a < *(const size_t *)b); /* by bytes */
}

/* The set of run x (every token is one), by bisection. */
static const run_set *set_of(const char *x, size_t ns)
{
    size_t lo = 0, hi = ns;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(places[sets[mid].first].s, x);
        if (c == 0) return &sets[mid];
        if (c < 0) lo = mid + 1; else hi = mid;
    }
    return NULL;
}

/* How many bytes fewer the rows of a and b (either may be NULL) take
   with the tokens in hand than size_now says. */
static long resize(const char *const *suf, const run_set *a, const run_set *b)
{
    size_t i = a ? a->first : 0, ie = a ? a->end : 0;
    size_t j = b ? b->first : 0, je = b ? b->end : 0;
    long d = 0;
    while (i < ie || j < je) {
        unsigned r;
        if (j >= je || (i < ie && places[i].row < places[j].row)) r = places[i++].row;
        else if (i >= ie || places[j].row < places[i].row) r = places[j++].row;
        else { r = places[i].row; i++; j++; }
        d += (long)size_now[r] - (long)units(suf[r]);
    }
    return d;
}

static void refine_tokens(const char *const *suf, size_t n)
{
    size_t np = 0, ns = 0, no = 0, r, i, j;
    unsigned pass, k;
    for (r = 0; r < n; r++) {
        size_t L = strlen(suf[r]), len, p;
        for (len = 2; len <= TOKW; len++)
            for (p = 0; p + len <= L; p++) {
                memcpy(places[np].s, suf[r] + p, len);
                places[np].s[len] = 0;
                places[np++].row = (unsigned)r;
            }
    }
    qsort(places, np, sizeof places[0], cmp_place);
    for (i = 0; i < np; i = j) {
        size_t uses = 0, w = strlen(places[i].s), q = i;
        for (j = i; j < np && strcmp(places[j].s, places[i].s) == 0; j++) uses++;
        for (r = i + 1; r < j; r++) /* one place per row */
            if (places[r].row != places[q].row) places[++q] = places[r];
        sets[ns].first = i;
        sets[ns].end = q + 1;
        sets[ns].bound = (long)(uses * (w - 1)) - (long)w;
        if (sets[ns].bound > 0) order[no++] = ns;
        ns++;
    }
    qsort(order, no, sizeof order[0], cmp_bound);
    index_tokens();
    for (r = 0; r < n; r++) size_now[r] = units(suf[r]);
    for (pass = 0; pass < REFINE_PASSES; pass++) {
        int changed = 0;
        for (k = 0; k < ntok; k++) {
            char old[TOKW + 1];
            const run_set *was = set_of(tok[k], ns);
            long net, best = 0;
            size_t pick = no;
            strcpy(old, tok[k]);
            tok[k][0] = 0x7F; /* off: a byte no suffix has */
            tok[k][1] = 0;
            index_tokens();
            net = -resize(suf, was, NULL) - (long)strlen(old);
            for (i = 0; i < no && sets[order[i]].bound - net > best; i++) {
                const run_set *c = &sets[order[i]];
                const char *x = places[c->first].s;
                long gain;
                unsigned q;
                for (q = 0; q < ntok && strcmp(tok[q], x) != 0; q++) {}
                if (q < ntok || tok_bytes - strlen(old) + strlen(x) >= 255) continue;
                strcpy(tok[k], x);
                index_tokens();
                gain = resize(suf, was, c) + (long)strlen(old) - (long)strlen(x);
                if (gain > best) { best = gain; pick = i; }
            }
            strcpy(tok[k], pick < no ? places[sets[order[pick]].first].s : old);
            if (pick < no) {
                tok_bytes = tok_bytes - (unsigned)strlen(old) + (unsigned)strlen(tok[k]);
                changed = 1;
            }
            index_tokens();
            if (pick < no) for (r = 0; r < n; r++) size_now[r] = units(suf[r]);
        }
        if (!changed) break;
    }
}

/* Sets hash h's two bits in the filter (as resil__pre_bit reads them). */
static void pre_set(unsigned char *pre, uint32_t h)
{
    uint32_t a = h & (RESIL__PRE_BYTES * 8u - 1u);
    uint32_t b = ((h * 2654435761u) >> 20) & (RESIL__PRE_BYTES * 8u - 1u);
    pre[a >> 3] = (unsigned char)(pre[a >> 3] | 1u << (a & 7u));
    pre[b >> 3] = (unsigned char)(pre[b >> 3] | 1u << (b & 7u));
}

static void put_char(int c)
{
    if (c == '"' || c == '\\') printf("\\%c", c);
    else putchar(c);
}

int main(int argc, char **argv)
{
    static unsigned kind[ROWS], kinds[256][3], lcp[ROWS];
    static size_t sub[ROWS], skip[ROWS], enc[ROWS];
    static unsigned char noskip[ROWS]; /* a deep row or a leaf: no skip */
    static unsigned char ksrc[ROWS]; /* where its kind comes from (RESIL__PAT_KSRC) */
    static unsigned char kfree[ROWS]; /* in a letter's bucket: bits 4-5 of h are ksrc */
    unsigned common[2] = {0, 0}; /* resil__pat_kinds */
    static const char *suf[ROWS];
    static char xfirst[9];
    size_t r, n, total = 0, used;
    unsigned b, nkinds = 0, nx = 0;
    int alnum_w = 1;
    if (argc == 2 && strcmp(argv[1], "--help") == 0) {
        fputs(usage, stdout);
        return 0;
    }
    if (argc != 1) {
        fputs(usage, stderr);
        return 2;
    }
    for (r = 0; r < ROWS; r++) {
        const unsigned char *s = (const unsigned char *)resil__pats[r].s;
        unsigned k;
        n = strlen(resil__pats[r].s);
        if (n == 0 || n >= RESIL__PAT_W) {
            fprintf(stderr, "pat-index: row %zu: empty or too long\n", r);
            return 1;
        }
        for (b = 0; b < n; b++)
            if (s[b] >= 127 || s[b] < ' ' || (s[b] >= 'A' && s[b] <= 'Z')) {
                fprintf(stderr, "pat-index: row %zu \"%s\": a capital, or a byte below ' ' or above '~'\n", r, (const char *)s);
                return 1;
            }
        if (r && strcmp(resil__pats[r - 1].s, resil__pats[r].s) >= 0) {
            fprintf(stderr, "pat-index: rows %zu \"%s\" and %zu \"%s\" are not sorted by bytes\n",
                    r - 1, resil__pats[r - 1].s, r, resil__pats[r].s);
            return 1;
        }
        if (alnum(s[0]) && !(resil__pats[r].flags & RESIL__F_W)) alnum_w = 0;
        if (resil__pats[r].cls == RESIL__CTX) {
            k = resil__pats[r].prio;
        } else {
            for (k = 0; k < nkinds && kinds[k][0] != resil__pats[r].prio; k++) {}
            if (k == nkinds) kinds[nkinds++][0] = resil__pats[r].prio;
        }
        if (k > 15 || resil__pats[r].cls > 15 || resil__pats[r].flags > 3) {
            fprintf(stderr, "pat-index: row %zu: more than 16 priorities or kinds\n", r);
            return 1;
        }
        k |= (unsigned)resil__pats[r].cls << 4;
        kind[r] = k;
    }
    /* buckets: rows by first byte; the first bytes that are not letters
       (sorted, all below 'a') come first, then 'a'..'z' */
    for (r = 0; r < ROWS; r++) {
        unsigned char f = (unsigned char)resil__pats[r].s[0];
        if (f >= 'a' && f <= 'z') continue;
        if (f > 'a' || (nx && (unsigned char)xfirst[nx - 1] == f)) {
            if (f > 'a') { fprintf(stderr, "pat-index: row %zu \"%s\": a first byte above 'a' that is not a letter\n", r, resil__pats[r].s); return 1; }
            continue;
        }
        if (nx == sizeof xfirst - 1) { fputs("pat-index: too many first bytes that are not letters\n", stderr); return 1; }
        xfirst[nx++] = (char)f;
    }
    /* lcp[r]: bytes row r shares with row r - 1 (1 at a bucket's first row:
       the bucket gives byte 0); sub[r]: the end of row r's subtree (the
       next row sharing at most lcp[r] bytes with it, or the bucket's end) */
    { /* the codes of tokens: the bytes no pattern has */
        unsigned char has[128] = {0};
        for (r = 0; r < ROWS; r++)
            for (n = 0; resil__pats[r].s[n]; n++) has[(unsigned char)resil__pats[r].s[n]] = 1;
        for (b = 1; b < 128; b++)
            if (!has[b]) code[ncode++] = (unsigned char)b;
    }
    for (r = 0; r < ROWS; r++) {
        const char *a = r ? resil__pats[r - 1].s : "", *s = resil__pats[r].s;
        unsigned l = 0;
        if (r && a[0] == s[0]) while (a[l] && a[l] == s[l]) l++;
        lcp[r] = l ? l : 1;
        if (lcp[r] > 15) lcp[r] = 15; /* four bits: it writes the rest again */
    }
    for (r = 0; r < ROWS; r++) {
        size_t q = r + 1;
        while (q < ROWS && resil__pats[q].s[0] == resil__pats[r].s[0] && lcp[q] > lcp[r]) q++;
        sub[r] = q;
        noskip[r] = lcp[r] >= LEAF_LCP || sub[r] == r + 1;
        suf[r] = resil__pats[r].s + lcp[r];
    }
    /* ksrc[r]: in a letter's bucket (where every row has flag W, so bit
       5 of h is free) the kind of row r may be its parent's (1: the last
       row before it with a smaller lcp; a walk reads the parent before
       it, and byte lcp - 1 of both is the parent's) or one of the two
       commonest kinds of the rows that cannot have their parent's (2,
       3); then it writes none */
    {
        static unsigned nk[256];
        unsigned char par[ROWS] = {0};
        for (r = 0; r < ROWS; r++) {
            size_t q = r;
            unsigned char f = (unsigned char)resil__pats[r].s[0];
            kfree[r] = alnum_w && f >= 'a' && f <= 'z';
            if (!kfree[r]) continue;
            if (lcp[r] >= 2) {
                while (q-- > 0 && lcp[q] >= lcp[r]) {}
                par[r] = kind[q] == kind[r];
            }
            if (!par[r]) nk[kind[r]]++;
        }
        for (b = 0; b < 256; b++) {
            if (nk[b] > nk[common[0]]) { common[1] = common[0]; common[0] = b; }
            else if (b != common[0] && nk[b] > nk[common[1]]) common[1] = b;
        }
        for (r = 0; r < ROWS; r++)
            if (kfree[r])
                ksrc[r] = kind[r] == common[0] ? 2u : kind[r] == common[1] ? 3u : par[r] ? 1u : 0u;
    }
    pick_tokens(suf, ROWS);
    refine_tokens(suf, ROWS);
    /* encoded lengths, from the last row back (a subtree follows its row) */
    for (r = ROWS; r-- > 0;) {
        size_t q, v = (ksrc[r] ? 0u : 1u) + units(suf[r]); /* kind, suffix */
        for (q = r + 1; q < sub[r]; q++) v += enc[q];
        skip[r] = v;
        if (skip[r] >= 0x8000u) { fputs("pat-index: a subtree longer than 32767 bytes\n", stderr); return 1; }
        enc[r] = 1 + (noskip[r] ? 0u : skip[r] < 0x80u ? 1u : 2u) + (ksrc[r] ? 0u : 1u) +
                 units(suf[r]);
        total += enc[r];
    }
    if (total >= 0x10000u) { fputs("pat-index: the packed table is over 65535 bytes\n", stderr); return 1; }
    printf("/* Generated from resil__pats by harness/pat-index.c (`make pat-index`\n"
           "   prints it; test-pat-index fails when it is stale). The packed table,\n"
           "   resil__pat_trie: the rows in table order, front coded, in buckets by\n"
           "   first byte (the bytes of RESIL__PAT_XFIRST, then 'a'..'z'); bucket b\n"
           "   is [resil__pat_ix[b], resil__pat_ix[b + 1]). A row:\n"
           "     h        bits 0-3: lcp, the bytes shared with the row before (1\n"
           "              at a bucket's first row: the bucket gives byte 0; at\n"
           "              most 15: a row that shares more writes the rest\n"
           "              again); bits 5-6: the flags; but in a letter's\n"
           "              bucket (RESIL__PAT_ALNUM_W: all its rows have flag\n"
           "              W) bits 4-5 say where the kind comes from: 0 its kind\n"
           "              byte, 1 its parent's (the last row before it with a\n"
           "              smaller lcp; byte lcp - 1 is the parent's), 2 and 3\n"
           "              resil__pat_kinds[0] and [1]; bit 7: rows that go on\n"
           "              from it follow (its subtree)\n"
           "     skip     the bytes after it up to the end of the row and its\n"
           "              subtree (the next row sharing at most lcp bytes with\n"
           "              it): one byte below 0x80, else two, 0x80 | v >> 8\n"
           "              then v & 255; none in a row whose lcp is\n"
           "              RESIL__PAT_LEAF_LCP or more (a deep row: its last\n"
           "              byte ends it, and a walk reads through its subtree\n"
           "              row by row; the rows a walk skips most, the shallow\n"
           "              ones, keep theirs), nor in a row without a subtree\n"
           "              (bit 7 clear: its last byte ends it too)\n"
           "     kind     class << 4 | its priority's index in resil__pat_prios\n"
           "              (a context row: its kind); none when bits 4-5\n"
           "              say it comes from elsewhere\n"
           "     suffix   the pattern's bytes from lcp on, the last one | 0x80;\n"
           "              a byte c with resil__pat_tok_ix[c] = k > 0 (a byte no\n"
           "              pattern has) stands for a token: the bytes from\n"
           "              resil__pat_tok[k - 1] to the one | 0x80.\n"
           "   resil__pat_pre: bits h and (h * 2654435761) >> 20, both modulo\n"
           "   8 * RESIL__PRE_BYTES, are set for\n"
           "   h = ((c0 * 33 + c1) * 33 + c2) * 33 + c3 of each pattern's first four\n"
           "   bytes that are not separators (' ', '_', '-', tab), each | 0x20;\n"
           "   c3 = 255 for a pattern of three such bytes (and each lower-case\n"
           "   letter and digit for one without flag E).\n"
           "   RESIL__PAT_ALNUM_W: every row that starts with a letter or digit\n"
           "   requires a word start (flag W).\n"
           "   resil__curl_cls, resil__grpc_cls, resil__errnum_cls, and\n"
           "   resil__win_code with resil__win_cls (two classes a byte, row r's\n"
           "   in bits (r & 1) * 4: RESIL__WIN_CLS): a code -> the class of the\n"
           "   row its keyword matches. */\n");
    printf("#define RESIL__PAT_ROWS %zu\n", ROWS);
    printf("#define RESIL__PAT_ALNUM_W %d\n", alnum_w);
    printf("#define RESIL__PAT_LEAF_LCP %uu\n", LEAF_LCP);
    printf("#define RESIL__PAT_XFIRST \"");
    for (b = 0; b < nx; b++) put_char(xfirst[b]);
    printf("\"\n#define RESIL__PAT_NX %u\n", nx);
    printf("#ifndef RESIL_NO_CLASSIFIER_TEXT /* the text's tables */\n");
    printf("static const uint8_t resil__pat_trie[%zu] = {", total);
    used = 0;
    for (r = 0; r < ROWS; r++) {
        const char *s = resil__pats[r].s;
        unsigned char row[40];
        size_t k = 0, e;
        int at[RESIL__PAT_W];
        unsigned hb = lcp[r] | resil__pats[r].flags << 5;
        if (kfree[r]) /* bits 4-5: where its kind comes from */
            hb = lcp[r] | ksrc[r] << 4 | (resil__pats[r].flags & RESIL__F_E) << 5;
        row[k++] = (unsigned char)(hb | (sub[r] > r + 1 ? 0x80u : 0u));
        if (noskip[r]) {}
        else if (skip[r] >= 0x80u) { row[k++] = (unsigned char)(0x80u | skip[r] >> 8); row[k++] = (unsigned char)(skip[r] & 255u); }
        else row[k++] = (unsigned char)skip[r];
        if (!ksrc[r]) row[k++] = (unsigned char)kind[r];
        parse(s + lcp[r], at);
        for (e = lcp[r]; s[e];) {
            int t = at[e - lcp[r]];
            size_t w = t >= 0 ? strlen(tok[t]) : 1;
            row[k++] = (unsigned char)((t >= 0 ? tok_code((unsigned)t) : (unsigned char)s[e]) | (s[e + w] ? 0u : 0x80u));
            e += w;
        }
        for (e = 0; e < k; e++, used++)
            printf("%s%u%s", used % 16 ? " " : "\n    ", row[e], used + 1 < total ? "," : "");
    }
    printf("\n};\n");
    printf("static const uint16_t resil__pat_ix[%u] = {", nx + 27);
    {
        size_t at = 0;
        r = 0;
        for (b = 0; b < nx + 27; b++) {
            unsigned char f = b < nx ? (unsigned char)xfirst[b] : (unsigned char)('a' + b - nx);
            for (; r < ROWS && (unsigned char)resil__pats[r].s[0] < f; r++) at += enc[r];
            if (b == nx + 26) for (; r < ROWS; r++) at += enc[r];
            printf("%s%zu%s", b % 12 ? " " : "\n    ", at, b + 1 < nx + 27 ? "," : "");
        }
    }
    printf("\n};\n");
    printf("static const uint8_t resil__pat_kinds[2] = {%u, %u};\n", common[0], common[1]);
    printf("static const uint8_t resil__pat_prios[16] = {");
    for (b = 0; b < 16; b++) printf("%u%s", b < nkinds ? kinds[b][0] : 0u, b < 15 ? ", " : "");
    printf("};\n");
    {
        unsigned at = 0;
        unsigned slot[128] = {0};
        for (b = 0; b < ntok; b++) {
            slot[tok_code(b)] = at + 1u;
            at += (unsigned)strlen(tok[b]);
        }
        printf("static const uint8_t resil__pat_tok_ix[128] = {");
        for (b = 0; b < 128; b++)
            printf("%s%u%s", b % 16 ? " " : "\n    ", slot[b], b + 1 < 128 ? "," : "");
        printf("\n};\n");
        printf("static const uint8_t resil__pat_tok[%u] = {", at ? at : 1u);
        for (b = 0, at = 0; b < ntok; b++) {
            const char *x = tok[b];
            printf("\n    /* %s */", x);
            for (; *x; x++, at++) printf(" %u,", (unsigned char)*x | (x[1] ? 0u : 0x80u));
        }
        printf("%s\n};\n", at ? "" : "\n    0");
    }
    {
        /* the filter: a bit per hash of each pattern's first four bytes
           that are not separators; a pattern of three: three and 255 (a
           word's end follows it, or an upper-case letter), and without
           flag E also three and each lower-case letter and digit */
        static unsigned char pre[RESIL__PRE_BYTES];
        static const char alnum_lc[] = "abcdefghijklmnopqrstuvwxyz0123456789";
        for (r = 0; r < ROWS; r++) {
            const char *s = resil__pats[r].s;
            uint32_t h = 0;
            unsigned k = 0;
            for (; *s && k < 4; s++)
                if (!resil__flex((unsigned char)*s)) { h = h * 33u + ((unsigned char)*s | 0x20u); k++; }
            if (k < 3) {
                fprintf(stderr, "pat-index: row %zu \"%s\": fewer than 3 bytes that are not separators\n",
                        r, resil__pats[r].s);
                return 1;
            }
            if (k == 4) {
                pre_set(pre, h);
                continue;
            }
            pre_set(pre, h * 33u + 255u);
            if (!(resil__pats[r].flags & RESIL__F_E))
                for (b = 0; alnum_lc[b]; b++) pre_set(pre, h * 33u + (unsigned char)alnum_lc[b]);
        }
        printf("static const uint8_t resil__pat_pre[%u] = {", RESIL__PRE_BYTES);
        for (b = 0; b < RESIL__PRE_BYTES; b++)
            printf("%s%u%s", b % 16 ? " " : "\n    ", pre[b], b + 1 < RESIL__PRE_BYTES ? "," : "");
        printf("\n};\n");
    }
    printf("#endif\n");
    {
        const size_t ncurl = sizeof resil__curl_keys / sizeof resil__curl_keys[0];
        const size_t nwin = sizeof resil__win_keys / sizeof resil__win_keys[0];
        const size_t nerr = sizeof resil__errnum_keys / sizeof resil__errnum_keys[0];
        int k;
        printf("static const uint8_t resil__curl_cls[%zu][2] = {", ncurl);
        for (r = 0; r < ncurl; r++) {
            if ((k = key_class(resil__curl_keys[r].key)) < 0) return 1;
            printf("%s{%d, %d}%s", r % 6 ? " " : "\n    ", (int)resil__curl_keys[r].code, k,
                   r + 1 < ncurl ? "," : "");
        }
        printf("\n};\n");
        printf("static const uint8_t resil__grpc_cls[17] = {");
        for (r = 0; r < 17; r++) {
            k = resil__grpc_keys[r][0] ? key_class(resil__grpc_keys[r]) : 0;
            if (k < 0) return 1;
            printf("%d%s", k, r < 16 ? ", " : "");
        }
        printf("};\n");
        printf("#ifndef RESIL_NO_CLASSIFIER_TEXT /* Windows errors and errno numbers in text */\n");
        printf("static const uint16_t resil__win_code[%zu] = {", nwin);
        for (r = 0; r < nwin; r++)
            printf("%s%d%s", r % 10 ? " " : "\n    ", (int)resil__win_keys[r].code,
                   r + 1 < nwin ? "," : "");
        printf("\n};\n");
        printf("static const uint8_t resil__win_cls[%zu] = {", (nwin + 1) / 2);
        for (r = 0; r < nwin; r += 2) {
            int k2 = 0;
            if ((k = key_class(resil__win_keys[r].key)) < 0) return 1;
            if (r + 1 < nwin && (k2 = key_class(resil__win_keys[r + 1].key)) < 0) return 1;
            printf("%s0x%02x%s", r % 20 ? " " : "\n    ", (unsigned)(k | k2 << 4),
                   r + 2 < nwin ? "," : "");
        }
        printf("\n};\n");
        printf("static const uint8_t resil__errnum_cls[%zu][2] = {", nerr);
        for (r = 0; r < nerr; r++) {
            if ((k = key_class(resil__errnum_keys[r].key)) < 0) return 1;
            if (resil__errnum_keys[r].code > 255 || (r && resil__errnum_keys[r - 1].code >= resil__errnum_keys[r].code)) {
                fputs("pat-index: resil__errnum_keys not sorted or a code above 255\n", stderr);
                return 1;
            }
            printf("%s{%d, %d}%s", r % 6 ? " " : "\n    ", (int)resil__errnum_keys[r].code, k,
                   r + 1 < nerr ? "," : "");
        }
        printf("\n};\n#endif\n");
    }
    printf("/* end of the generated index */\n");
    return 0;
}
