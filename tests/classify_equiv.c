/* classify_equiv.c - the classifier's scanner (resil__scan_text: a walk
   down the generated front-coded keyword trie, with its prefix filter and
   word interiors skipped) gives exactly what the plain scan of the source
   table (resil__pats) gives: at every byte, every row that starts with
   that byte matched in full, the longest kept (among equals the later
   row). That plain scan is written below as the reference; it was the
   scanner before the index.

   Compared: the whole scan state (class, priority, status, delay, context)
   on every corpus message, on every keyword alone, upper-cased, with its
   spaces as '_', glued to a letter before and after, and on pseudo-random
   mutations of corpus messages (case flips, random bytes, deletions,
   separators and digits inserted, keywords inserted, truncations, splices,
   status and exit-code contexts, stack-frame lines). Every text lies in a
   buffer of exactly its length, so a sanitizer build sees a read past it.

   classify_equiv [--mutations=N] [--seed=S] [CORPUS]
   Exit: 0 all equal, 1 a difference, 2 bad usage or unreadable corpus.
   Ends with "classify-equiv: N passed, N failed", one count for each of
   the three groups (corpus, keywords, mutations). */
#define RESIL_IMPLEMENTATION
#define RESIL__PAT_SOURCE /* the reference reads the source table */
#include "resil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -- the reference: every row of the byte, in table order -- */

#define ROWS (sizeof resil__pats / sizeof resil__pats[0])

static size_t ref_first_row(int c)
{
    size_t lo = 0, hi = ROWS;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((unsigned char)resil__pats[mid].s[0] < (unsigned)c) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static void ref_scan_text(resil__scan *s, const uint8_t *t, size_t len)
{
    const size_t rows = ROWS;
    size_t i = 0, prefix = 0;
    int frame = resil__frame_line(t, 0, len);
    while (i < len) {
        int c = resil__fold(t[i]);
        int word = prefix == i || resil__start_ok(t, i, len);
        size_t best_len = 0, r, best = 0;
        if (t[i] == '\n') {
            frame = resil__frame_line(t, i + 1, len);
            i++;
            continue;
        }
        if (frame) { i++; continue; }
        if (resil__digit(c) || (c == '-' && i + 1 < len && resil__digit(t[i + 1]))) {
            int neg = c == '-';
            size_t a = neg ? i + 1 : i, j = a;
            uint32_t v = 0;
            if (a > 0 && resil__digit(t[a - 1])) { i++; continue; }
            for (; j < len && resil__digit(t[j]); j++)
                v = v > 99999u ? 999999u : v * 10u + (uint32_t)(t[j] - '0');
            resil__number(s, t, a, j, len, v, neg);
            s->seen_text = 1;
            i = j;
            continue;
        }
        if (c != ' ' && c != '\t' && c != '\r') s->seen_text = 1;
        if (c == '"' && resil__json_at(t, i, len)) s->remote = 3;
        if (RESIL__CAUSE_ENDS(s, c, i)) s->cause_end = 0;
        resil__exc_name(s, t, i, len);
        for (r = ref_first_row(c); r < rows && (unsigned char)resil__pats[r].s[0] == c; r++) {
            unsigned flags = resil__pats[r].flags;
            size_t m;
            if ((flags & RESIL__F_W) && !word) continue;
            m = resil__match(resil__pats[r].s, t, i, len);
            if (!m || m < best_len) continue;
            if ((flags & RESIL__F_E) && !resil__end_ok(t, i + m, len)) continue;
            best_len = m;
            best = r;
        }
        if (!best_len) { i++; continue; }
        resil__on_match(s, t, i, best_len, len, resil__pats[best].cls, resil__pats[best].prio,
                        &prefix);
        i += best_len;
    }
}

/* -- the comparison -- */

static long passed, failed; /* texts */

static void compare(const uint8_t *text, size_t n)
{
    uint8_t *t = (uint8_t *)malloc(n ? n : 1u); /* exactly n bytes */
    resil__scan a, b;
    if (!t) { fputs("classify_equiv: out of memory\n", stderr); exit(2); }
    memcpy(t, text, n);
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    resil__scan_text(&a, t, n);
    ref_scan_text(&b, t, n);
    if (a.cls == b.cls && a.prio == b.prio && a.status == b.status &&
        a.delay_ms == b.delay_ms && a.delay_rank == b.delay_rank &&
        a.ctx_kind == b.ctx_kind && a.ctx_end == b.ctx_end &&
        a.last_status == b.last_status &&
        a.seen_text == b.seen_text && a.remote == b.remote && a.proc == b.proc &&
        a.local == b.local && a.body == b.body &&
        a.remote_end == b.remote_end) {
        passed++;
    } else {
        if (failed < 10) {
            fprintf(stderr, "DIFF class %u/%u prio %u/%u status %u/%u delay %lu/%lu: \"",
                    a.cls, b.cls, a.prio, b.prio, a.status, b.status,
                    (unsigned long)a.delay_ms, (unsigned long)b.delay_ms);
            fwrite(t, 1, n < 200 ? n : 200, stderr);
            fputs("\"\n", stderr);
        }
        failed++;
    }
    free(t);
}

static int groups_ok, groups_bad;

static void group(const char *what)
{
    printf("%-4s %s: %ld texts, %ld differ\n", failed ? "FAIL" : "ok", what,
           passed + failed, failed);
    if (failed) groups_bad++;
    else groups_ok++;
    passed = failed = 0;
}

static unsigned long long rng = 0x9E3779B97F4A7C15ull;
static size_t rnd(size_t n) /* 0..n-1, xorshift64 */
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return n ? (size_t)((rng >> 11) % n) : 0;
}

#define MAXMSG 2000
#define BUF 8192
static uint8_t *msgs[MAXMSG];
static size_t lens[MAXMSG], nmsg;

/* One corpus line's text field, escapes decoded (tests/corpus/README.md). */
static size_t decode(const char *s, uint8_t *out)
{
    size_t n = 0;
    while (*s && *s != '\n' && n < BUF) {
        if (s[0] == '\\' && s[1]) {
            char e = s[1];
            if (e == 'x' && s[2] && s[3]) {
                char h[3] = {s[2], s[3], 0};
                out[n++] = (uint8_t)strtoul(h, NULL, 16);
                s += 4;
                continue;
            }
            out[n++] = (uint8_t)(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e);
            s += 2;
            continue;
        }
        out[n++] = (uint8_t)*s++;
    }
    return n;
}

static int load(const char *path)
{
    static char line[BUF * 4];
    static uint8_t text[BUF];
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    while (nmsg < MAXMSG && fgets(line, sizeof line, f)) {
        char *p = line;
        int tabs = 0;
        size_t n;
        if (line[0] == '#' || line[0] == '\n') continue;
        while (*p && tabs < 3) if (*p++ == '\t') tabs++;
        if (tabs < 3) continue;
        n = decode(p, text);
        msgs[nmsg] = (uint8_t *)malloc(n ? n : 1u);
        if (!msgs[nmsg]) break;
        memcpy(msgs[nmsg], text, n);
        lens[nmsg++] = n;
    }
    fclose(f);
    return nmsg > 0;
}

static size_t insert(uint8_t *b, size_t n, size_t pos, const char *s, size_t k)
{
    if (n + k > BUF) return n;
    memmove(b + pos + k, b + pos, n - pos);
    memcpy(b + pos, s, k);
    return n + k;
}

static size_t mutate(uint8_t *b, size_t n)
{
    static const char seps[] = " _-\t\n\r:=\"'()[]#/.,0123456789aZ";
    static const char *ctx[] = {"exit code ", "status ", "\"code\": ", "retry after ",
                                "exit ", "signal ", "[WinError ", "errno ", "WSA", "10054",
                                "Retry-After: ", "x-ratelimit-reset-requests: ",
                                "HTTP/1.1 503 ", " 429 ", "(502)", "-9 ", "137",
                                "\n    at f (x.js:1:2)\n", "\n  File \"x.py\", line 3\n",
                                "Caused by: ", "fooBar", "SSLError"};
    const size_t rows = ROWS;
    size_t pos = rnd(n + 1), k;
    switch (rnd(10)) {
    case 0: if (n) b[pos % n] ^= 0x20; break;
    case 1: if (n) b[pos % n] = (uint8_t)rnd(256); break;
    case 2: k = 1 + rnd(4); if (pos + k > n) k = n - pos;
            memmove(b + pos, b + pos + k, n - pos - k); n -= k; break;
    case 3: n = insert(b, n, pos, &seps[rnd(sizeof seps - 1)], 1); break;
    case 4:
    case 5: { /* a keyword, its letters in random case, its spaces varied */
        char kw[RESIL__PAT_W];
        const char *s = resil__pats[rnd(rows)].s;
        for (k = 0; s[k]; k++) {
            char ch = s[k];
            if (ch >= 'a' && ch <= 'z' && rnd(4) == 0) ch = (char)(ch - 32);
            if (ch == ' ' && rnd(3) == 0) ch = "_-\t"[rnd(3)];
            kw[k] = ch;
        }
        n = insert(b, n, pos, kw, k);
        break;
    }
    case 6: n = pos; break;
    case 7: { size_t m = rnd(nmsg); k = lens[m] < 600 ? lens[m] : 600;
              n = insert(b, n, pos, (const char *)msgs[m], k); break; }
    default: { const char *s = ctx[rnd(sizeof ctx / sizeof ctx[0])];
               n = insert(b, n, pos, s, strlen(s)); break; }
    }
    return n;
}

int main(int argc, char **argv)
{
    static uint8_t b[BUF];
    const char *corpus = "tests/corpus/messages.tsv";
    long mutations = 20000, it;
    size_t r, k, n;
    const size_t rows = ROWS;
    int a;
    for (a = 1; a < argc; a++) {
        if (strncmp(argv[a], "--mutations=", 12) == 0) mutations = atol(argv[a] + 12);
        else if (strncmp(argv[a], "--seed=", 7) == 0) rng = strtoull(argv[a] + 7, NULL, 0) | 1u;
        else if (strcmp(argv[a], "--help") == 0) {
            puts("usage: classify_equiv [--mutations=N] [--seed=S] [CORPUS]\n"
                 "Compares resil's scanner with the plain row-by-row scan on the\n"
                 "corpus, every keyword and N mutated corpus messages [20000].\n"
                 "Exit: 0 all equal, 1 a difference, 2 bad usage or corpus.");
            return 0;
        } else if (argv[a][0] == '-') { fprintf(stderr, "classify_equiv: bad option %s\n", argv[a]); return 2; }
        else corpus = argv[a];
    }
    if (!load(corpus)) { fprintf(stderr, "classify_equiv: cannot read %s\n", corpus); return 2; }
    for (r = 0; r < nmsg; r++) compare(msgs[r], lens[r]);
    group("corpus messages");
    for (r = 0; r < rows; r++) {
        const char *s = resil__pats[r].s;
        n = strlen(s);
        memcpy(b + 1, s, n);
        compare(b + 1, n);                       /* alone */
        b[0] = 'x'; b[n + 1] = 'y'; compare(b, n + 2); /* glued */
        b[0] = ' '; b[n + 1] = 'A'; compare(b, n + 2); /* camelCase after */
        for (k = 1; k <= n; k++)
            b[k] = (uint8_t)(b[k] >= 'a' && b[k] <= 'z' ? b[k] - 32 : b[k] == ' ' ? '_' : b[k]);
        compare(b + 1, n);                       /* upper case, '_' */
        b[0] = 'a'; compare(b, n + 1);           /* camelCase before */
        for (k = 1; k < n; k++) compare(b + 1, k); /* every prefix */
    }
    group("keywords and variants");
    for (it = 0; it < mutations; it++) {
        size_t m = rnd(nmsg), times = 1 + rnd(5);
        n = lens[m] < BUF / 2 ? lens[m] : BUF / 2;
        memcpy(b, msgs[m], n);
        while (times--) n = mutate(b, n);
        compare(b, n);
    }
    group("mutated corpus messages");
    printf("classify-equiv: %d passed, %d failed\n", groups_ok, groups_bad);
    return groups_bad != 0;
}
