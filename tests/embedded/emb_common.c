/* Formatting helpers of emb.h, shared by native and target builds. */
#include "emb.h"

char *emb_u32(char *p, uint32_t v)
{
    char tmp[10];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + (v % 10u));
        v /= 10u;
    } while (v != 0u);
    while (n > 0u) *p++ = tmp[--n];
    return p;
}

char *emb_hex32(char *p, uint32_t v)
{
    static const char digits[] = "0123456789abcdef";
    int s;
    for (s = 28; s >= 0; s -= 4) *p++ = digits[(v >> s) & 0xfu];
    return p;
}

char *emb_str(char *p, const char *s)
{
    while (*s != '\0') *p++ = *s++;
    return p;
}
