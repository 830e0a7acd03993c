/* corpus.h - reading tests/corpus/messages.tsv, shared by the tools that
   read it (resil-accuracy, the bench). A message field escapes \n \t \r
   \\ and \xHH (any byte, NUL too); see tests/corpus/README.md. */
#ifndef RESIL_HARNESS_CORPUS_H
#define RESIL_HARNESS_CORPUS_H
#include <stddef.h>

static int corpus_hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Undo the escapes in place; returns the decoded byte count. */
static size_t corpus_decode(char *s, size_t n)
{
    size_t i, o = 0;
    for (i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1u < n) {
            char c = s[i + 1u];
            if (c == 'n' || c == 't' || c == 'r' || c == '\\') {
                s[o++] = c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : '\\';
                i++;
                continue;
            }
            if (c == 'x' && i + 3u < n && corpus_hexval(s[i + 2u]) >= 0 &&
                corpus_hexval(s[i + 3u]) >= 0) {
                s[o++] = (char)(corpus_hexval(s[i + 2u]) * 16 + corpus_hexval(s[i + 3u]));
                i += 3u;
                continue;
            }
        }
        s[o++] = s[i];
    }
    return o;
}
#endif
