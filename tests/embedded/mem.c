/* The memory helpers GCC may call even in a -ffreestanding, -nostdlib
   image (struct copies and initialisers). Compiled with
   -fno-tree-loop-distribute-patterns so the loops are not turned back into
   calls to themselves. Byte loops: small, and safe on Cortex-M0 which
   faults on unaligned word access. */
#include <stddef.h>

void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);

void *memcpy(void *dst, const void *src, size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    while (n-- > 0u) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    if (d < s) {
        while (n-- > 0u) *d++ = *s++;
    } else {
        while (n > 0u) {
            n--;
            d[n] = s[n];
        }
    }
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = (unsigned char *)dst;
    while (n-- > 0u) *d++ = (unsigned char)c;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a;
    const unsigned char *y = (const unsigned char *)b;
    for (; n > 0u; n--, x++, y++)
        if (*x != *y) return *x < *y ? -1 : 1;
    return 0;
}
