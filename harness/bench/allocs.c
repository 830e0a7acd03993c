/* allocs.c - counts heap allocations made anywhere in the process.

   The bench defines malloc/calloc/realloc/free/posix_memalign itself. With
   glibc, definitions in the executable take the place of libc's for every
   caller, shared libraries included (glibc manual, "Replacing malloc"), so
   the count covers allocations made inside libc's regexec, libpcre2 and
   libhs, which -Wl,--wrap=malloc would miss. Each one forwards to glibc's
   own allocator (__libc_malloc ...), so memory from any other entry point
   (memalign, aligned_alloc) stays compatible. No LD_PRELOAD needed.
   Elsewhere than glibc the count is not available (bench_allocs_counted()
   says so) and the bench prints "n/a". */
#define _POSIX_C_SOURCE 200112L
#include <stddef.h>
#include <stdlib.h>
#include "bench.h"

static unsigned long bench_alloc_n;

unsigned long bench_allocs(void) { return bench_alloc_n; }

#if defined(__GLIBC__) && !defined(BENCH_NO_MALLOC_COUNT)
extern void *__libc_malloc(size_t n);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t n);
extern void *__libc_memalign(size_t align, size_t n);
extern void __libc_free(void *p);

int bench_allocs_counted(void) { return 1; }

void *malloc(size_t n)
{
    bench_alloc_n++;
    return __libc_malloc(n);
}

void *calloc(size_t n, size_t size)
{
    bench_alloc_n++;
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t n)
{
    bench_alloc_n++;
    return __libc_realloc(p, n);
}

void free(void *p) { __libc_free(p); }

int posix_memalign(void **out, size_t align, size_t n)
{
    void *p;
    if (align < sizeof(void *) || (align & (align - 1u)) != 0u) return 22;
    bench_alloc_n++;
    p = __libc_memalign(align, n);
    if (!p) return 12;
    *out = p;
    return 0;
}
#else
int bench_allocs_counted(void) { return 0; }
#endif
