/* pat-index - generates the packed form of resil.h's classifier keyword
   table: the block that follows the source table (resil__pats) in resil.h.

   The patterns are written once, in resil__pats (compiled only by the
   tools, under RESIL__PAT_SOURCE); the library compiles this generated
   block instead:
     resil__pat_blob   every pattern, NUL-terminated, in table order, in
                       chunks of at most 4095 bytes (the longest string
                       literal C99 promises); a pattern never straddles two.
                       A pattern that is the tail of a longer one ("not
                       found" of "model not found") is not stored again:
                       its row points into the longest such pattern
     resil__pat_off    row -> flags << 14 | chunk << 12 | offset in the chunk
     resil__pat_kind   row -> class << 4 | its priority's index in
                       resil__pat_prios (a context row: its kind)
     resil__pat_prios  the distinct priorities
     resil__pat_pre    a bit per hash of each pattern's first four
                       bytes that are not separators: the scanner skips a
                       position whose next four such bytes have no bit
     resil__pat_ix     the index by first byte
     resil__curl_cls, resil__grpc_cls, resil__win_cls   hint and error
                       codes -> the class of the row that matches their
                       keyword in full (resil__curl_keys, ... in the source)
   `make pat-index` prints the block; test-pat-index fails when the copy in
   resil.h differs (a row was added, removed or changed).

   Exit: 0 printed, 1 the table breaks a rule the scanner relies on (not
   sorted by bytes, an empty pattern, a byte outside ASCII, a pattern
   longer than RESIL__PAT_W - 1, a code keyword no row matches), 2 bad
   usage. */
#define RESIL_IMPLEMENTATION
#define RESIL__PAT_SOURCE
#include "../resil.h"

#include <stdio.h>
#include <string.h>

#define ROWS (sizeof resil__pats / sizeof resil__pats[0])
#define CHUNK_MAX 4095u

static const char usage[] =
    "usage: pat-index\n"
    "\n"
    "Prints the packed form of resil.h's classifier keyword table\n"
    "(resil__pats): the pattern bytes, the row kinds, the index by first\n"
    "and second byte and the classes of the hint codes, the generated block\n"
    "that follows the source table in resil.h.\n"
    "\n"
    "  --help   this text\n"
    "\n"
    "Exit status: 0 printed, 1 the table is not sorted by bytes or has an\n"
    "empty, non-ASCII or too long pattern, or a code keyword matches no row,\n"
    "2 bad usage.\n";

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

static void put_char(int c)
{
    if (c == '"' || c == '\\') printf("\\%c", c);
    else putchar(c);
}

int main(int argc, char **argv)
{
    static unsigned off[ROWS], kind[ROWS], kinds[256][3];
    static size_t host[ROWS];
    size_t r, n, total = 0, chunk_w, used;
    unsigned b, nkinds = 0, chunks, c;
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
            if (s[b] >= 128) {
                fprintf(stderr, "pat-index: row %zu \"%s\": byte >= 128\n", r, (const char *)s);
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
        total += n + 1;
    }
    /* tails: host[r] = the longest pattern that ends with row r's (r
       itself if none); only rows that are their own host are stored */
    for (r = 0; r < ROWS; r++) {
        size_t q, nr = strlen(resil__pats[r].s), best = strlen(resil__pats[r].s);
        host[r] = r;
        for (q = 0; q < ROWS; q++) {
            size_t nq = strlen(resil__pats[q].s);
            if (nq > best && strcmp(resil__pats[q].s + nq - nr, resil__pats[r].s) == 0) {
                host[r] = q;
                best = nq;
            }
        }
        if (host[r] != r) total -= nr + 1;
    }
    /* the fewest chunks, then the narrowest width that holds them */
    for (chunks = 1;; chunks++) {
        for (chunk_w = (total + chunks - 1) / chunks; chunk_w <= CHUNK_MAX; chunk_w++) {
            unsigned used_chunks = 1;
            used = 0;
            for (r = 0; r < ROWS; r++) {
                if (host[r] != r) continue;
                n = strlen(resil__pats[r].s) + 1;
                if (used + n + 1 > chunk_w) { used_chunks++; used = 0; } /* + the literal's NUL */
                used += n;
            }
            if (used_chunks <= chunks) break;
        }
        if (chunk_w <= CHUNK_MAX) break;
        if (chunks == 4) { fputs("pat-index: the patterns do not fit 4 chunks\n", stderr); return 1; }
    }
    printf("/* Generated from resil__pats by harness/pat-index.c (`make pat-index`\n"
           "   prints it; test-pat-index fails when it is stale). The packed table:\n"
           "   row r's pattern is RESIL__PAT_S(r), NUL-terminated (a pattern that\n"
           "   ends another is stored once, inside it), in\n"
           "   resil__pat_blob[(off >> 12) & 3] + (off & 0xFFF), its flags off >> 14,\n"
           "   off = resil__pat_off[r]; its class resil__pat_kind[r] >> 4 and its\n"
           "   priority resil__pat_prios[resil__pat_kind[r] & 15] (a context row:\n"
           "   its kind, resil__pat_kind[r] & 15).\n"
           "   resil__pat_ix[b]: the first row whose pattern starts with a byte\n"
           "   >= b; the rows that start with b are [resil__pat_ix[b],\n"
           "   resil__pat_ix[b + 1]).\n"

           "   resil__pat_pre: bits h and (h * 2654435761) >> 20, both modulo\n"
           "   8 * RESIL__PRE_BYTES, are set for\n"
           "   h = ((c0 * 33 + c1) * 33 + c2) * 33 + c3 of each pattern's first four\n"
           "   bytes that are not separators (' ', '_', '-', tab), each | 0x20;\n"
           "   c3 = 255 for a pattern of three such bytes.\n"
           "   RESIL__PAT_ALNUM_W: every row that starts with a letter or digit\n"
           "   requires a word start (flag W).\n"
           "   resil__curl_cls, resil__grpc_cls, resil__win_cls: a code -> the class\n"
           "   of the row its keyword matches. */\n");
    printf("#define RESIL__PAT_ROWS %zu\n", ROWS);
    printf("#define RESIL__PAT_ALNUM_W %d\n", alnum_w);
    printf("#ifndef RESIL_NO_CLASSIFIER_TEXT /* the text's tables */\n");
    printf("static const char resil__pat_blob[%u][%zu] = {\n    \"", chunks, chunk_w);
    used = 0;
    c = 0;
    for (r = 0; r < ROWS; r++) {
        const char *s = resil__pats[r].s;
        if (host[r] != r) continue;
        n = strlen(s) + 1;
        if (used + n + 1 > chunk_w) {
            printf("\",\n    \"");
            used = 0;
            c++;
        } else if (used) {
            printf("\"\n    \"");
        }
        off[r] = (unsigned)resil__pats[r].flags << 14 | c << 12 | (unsigned)used;
        for (; *s; s++) put_char(*s);
        printf("\\0");
        used += n;
    }
    printf("\"};\n");
    for (r = 0; r < ROWS; r++) /* a tail: the same chunk as its host, further in */
        if (host[r] != r)
            off[r] = (unsigned)resil__pats[r].flags << 14 |
                     ((off[host[r]] & 0x3FFFu) +
                      (unsigned)(strlen(resil__pats[host[r]].s) - strlen(resil__pats[r].s)));
    printf("static const uint16_t resil__pat_off[%zu] = {", ROWS);
    for (r = 0; r < ROWS; r++)
        printf("%s%u%s", r % 12 ? " " : "\n    ", off[r], r + 1 < ROWS ? "," : "");
    printf("\n};\n");
    printf("static const uint8_t resil__pat_kind[%zu] = {", ROWS);
    for (r = 0; r < ROWS; r++)
        printf("%s%u%s", r % 16 ? " " : "\n    ", kind[r], r + 1 < ROWS ? "," : "");
    printf("\n};\n");
    printf("static const uint8_t resil__pat_prios[16] = {");
    for (b = 0; b < 16; b++) printf("%u%s", b < nkinds ? kinds[b][0] : 0u, b < 15 ? ", " : "");
    printf("};\n");
    {
        /* the filter: a bit per hash of each pattern's first four bytes
           that are not separators (three and 255 for a pattern of three) */
        static unsigned char pre[RESIL__PRE_BYTES];
        for (r = 0; r < ROWS; r++) {
            const char *s = resil__pats[r].s;
            uint32_t h = 0, h2;
            unsigned k = 0;
            for (; *s && k < 4; s++)
                if (!resil__flex((unsigned char)*s)) { h = h * 33u + ((unsigned char)*s | 0x20u); k++; }
            if (k == 3) h = h * 33u + 255u; /* a short pattern: any fourth byte */
            if (k < 3) {
                fprintf(stderr, "pat-index: row %zu \"%s\": fewer than 3 bytes that are not separators\n",
                        r, resil__pats[r].s);
                return 1;
            }
            h2 = ((h * 2654435761u) >> 20) & (RESIL__PRE_BYTES * 8u - 1u);
            h &= RESIL__PRE_BYTES * 8u - 1u;
            pre[h >> 3] = (unsigned char)(pre[h >> 3] | 1u << (h & 7u));
            pre[h2 >> 3] = (unsigned char)(pre[h2 >> 3] | 1u << (h2 & 7u));
        }
        printf("static const uint8_t resil__pat_pre[%u] = {", RESIL__PRE_BYTES);
        for (b = 0; b < RESIL__PRE_BYTES; b++)
            printf("%s%u%s", b % 16 ? " " : "\n    ", pre[b], b + 1 < RESIL__PRE_BYTES ? "," : "");
        printf("\n};\n");
    }
    printf("static const uint16_t resil__pat_ix[129] = {");
    for (b = 0; b <= 128; b++) {
        for (r = 0; r < ROWS && (unsigned char)resil__pats[r].s[0] < b; r++) {}
        printf("%s%zu%s", b % 12 ? " " : "\n    ", r, b < 128 ? "," : "");
    }
    printf("\n};\n");
    printf("#endif\n");
    {
        const size_t ncurl = sizeof resil__curl_keys / sizeof resil__curl_keys[0];
        const size_t nwin = sizeof resil__win_keys / sizeof resil__win_keys[0];
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
        printf("#ifndef RESIL_NO_CLASSIFIER_TEXT /* Windows errors in text */\n");
        printf("static const uint16_t resil__win_cls[%zu][2] = {", nwin);
        for (r = 0; r < nwin; r++) {
            if ((k = key_class(resil__win_keys[r].key)) < 0) return 1;
            printf("%s{%d, %d}%s", r % 6 ? " " : "\n    ", (int)resil__win_keys[r].code, k,
                   r + 1 < nwin ? "," : "");
        }
        printf("\n};\n#endif\n");
    }
    printf("/* end of the generated index */\n");
    return 0;
}
