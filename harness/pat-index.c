/* pat-index - prints the index of resil.h's classifier keyword table
   (resil__pats) by first and second byte, the block that follows the
   table in resil.h.

   The patterns are written once, in resil__pats; this index is derived
   from it so the scanner finds the rows that start with one or two bytes
   without a search. `make pat-index` prints the block; test-pat-index fails when the
   copy in resil.h differs (a row was added, removed or changed).

   Exit: 0 printed, 1 the table breaks a rule the scanner relies on (not
   sorted by bytes, an empty pattern, a byte outside ASCII, a pattern
   longer than RESIL__PAT_W - 1), 2 bad usage. */
#define RESIL_IMPLEMENTATION
#include "../resil.h"

#include <stdio.h>
#include <string.h>

#define ROWS (sizeof resil__pats / sizeof resil__pats[0])

static const char usage[] =
    "usage: pat-index\n"
    "\n"
    "Prints the index by first and second byte of resil.h's classifier\n"
    "keyword table (resil__pats), the generated block that follows the table\n"
    "in resil.h.\n"
    "\n"
    "  --help   this text\n"
    "\n"
    "Exit status: 0 printed, 1 the table is not sorted by bytes or has an\n"
    "empty, non-ASCII or too long pattern, 2 bad usage.\n";

static int alnum(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9');
}

int main(int argc, char **argv)
{
    size_t r, n;
    unsigned b;
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
        if (r && strcmp(resil__pats[r - 1].s, resil__pats[r].s) > 0) {
            fprintf(stderr, "pat-index: rows %zu \"%s\" and %zu \"%s\" are not sorted by bytes\n",
                    r - 1, resil__pats[r - 1].s, r, resil__pats[r].s);
            return 1;
        }
        if (alnum(s[0]) && !(resil__pats[r].flags & RESIL__F_W)) alnum_w = 0;
    }
    printf("/* Generated from resil__pats by harness/pat-index.c (`make pat-index`\n"
           "   prints it; test-pat-index fails when it is stale).\n"
           "   resil__pat_ix[b]: the first row whose pattern starts with a byte\n"
           "   >= b; the rows that start with b are [resil__pat_ix[b],\n"
           "   resil__pat_ix[b + 1]).\n"
           "   resil__pat_ix2[b - 'a'][k], b a letter: among the rows that start with\n"
           "   b, the first whose second byte is >= 'a' + k, counted from\n"
           "   resil__pat_ix[b].\n"
           "   RESIL__PAT_ALNUM_W: every row that starts with a letter or digit\n"
           "   requires a word start (flag W). */\n");
    printf("#define RESIL__PAT_ALNUM_W %d\n", alnum_w);
    printf("static const uint16_t resil__pat_ix[129] = {");
    for (b = 0; b <= 128; b++) {
        for (r = 0; r < ROWS && (unsigned char)resil__pats[r].s[0] < b; r++) {}
        printf("%s%zu%s", b % 12 ? " " : "\n    ", r, b < 128 ? "," : "");
    }
    printf("\n};\n");
    printf("static const uint8_t resil__pat_ix2[26][27] = {");
    for (b = 'a'; b <= 'z'; b++) {
        unsigned k;
        size_t first = 0;
        while (first < ROWS && (unsigned char)resil__pats[first].s[0] < b) first++;
        printf("\n    {");
        for (k = 0; k <= 26; k++) {
            for (r = first; r < ROWS && (unsigned char)resil__pats[r].s[0] == b &&
                            (unsigned char)resil__pats[r].s[1] < 'a' + k; r++) {}
            if (r - first > 255) {
                fprintf(stderr, "pat-index: more than 255 rows start with '%c'\n", (int)b);
                return 1;
            }
            printf("%zu%s", r - first, k < 26 ? ", " : "}");
        }
        printf("%s", b < 'z' ? "," : "");
    }
    printf("\n};\n/* end of the generated index */\n");
    return 0;
}
