/* fuzz.h - shared helpers of resil's fuzz targets.

   Every target is one .c file defining LLVMFuzzerTestOneInput(). It is
   linked either with libFuzzer (clang -fsanitize=fuzzer) or with
   fuzz/replay_main.c, a plain main() that feeds it files, so a machine with
   gcc only still replays the corpus. A failed check prints where and aborts:
   libFuzzer saves the input, the replay main dies with the file name shown.

   Inputs are read through fz_in: reading past the end gives zeros, so a
   short input means "defaults" and every prefix of an input is valid. */
#ifndef RESIL_FUZZ_H
#define RESIL_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct fz_in {
    const uint8_t *p;
    size_t n;
} fz_in;

static inline uint8_t fz_u8(fz_in *in)
{
    if (in->n == 0) return 0;
    in->n--;
    return *in->p++;
}

static inline uint16_t fz_u16(fz_in *in)
{
    uint16_t hi = fz_u8(in);
    return (uint16_t)((hi << 8) | fz_u8(in));
}

static inline uint32_t fz_u32(fz_in *in)
{
    uint32_t hi = fz_u16(in);
    return (hi << 16) | fz_u16(in);
}

/* One of a table's values, chosen by the next byte. */
#define FZ_PICK(in, table) ((table)[fz_u8(in) % (sizeof(table) / sizeof((table)[0]))])

static inline void fz_fail(const char *file, int line, const char *what)
{
    fprintf(stderr, "fuzz check failed: %s:%d: %s\n", file, line, what);
    fflush(stderr);
    abort();
}

#define FZ_CHECK(c)                                                           \
    do {                                                                      \
        if (!(c)) fz_fail(__FILE__, __LINE__, #c);                            \
    } while (0)

/* FNV-1a over bytes: the digest that compares two runs of one input.
   (Unsigned wrap is the point here: see fuzz/ubsan-integer.ignore.) */
static inline uint64_t fz_hash(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    size_t i;
    for (i = 0; i < n; i++) {
        h ^= b[i];
        h *= 1099511628211ull;
    }
    return h;
}
#define FZ_HASH_INIT 14695981039346656037ull

/* A tick moved forwards or back by ms: wraps on purpose. */
static inline uint32_t fz_tick_add(uint32_t t, uint32_t ms, int back)
{
    return back ? t - ms : t + ms;
}

#endif
