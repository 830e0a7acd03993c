/* Deliberately breaks the rules `make embedded` enforces, so check.sh can
   show that its symbol and call-graph checks do fail on such code: signed
   64-bit division, floating point, and an unsigned 64-bit division
   reached from a function named like a decision-path entry point. Never
   linked into anything. */
#include <stdint.h>

int64_t emb_bad_sdiv(int64_t a, int64_t b);
uint64_t emb_bad_udiv(uint64_t a, uint64_t b);
uint64_t resil_next(uint64_t a);

int64_t emb_bad_sdiv(int64_t a, int64_t b)
{
    return a / b;
}

__attribute__((noinline)) uint64_t emb_bad_udiv(uint64_t a, uint64_t b)
{
    return a / b;
}

uint64_t resil_next(uint64_t a)
{
    return emb_bad_udiv(a, 7u) + (uint64_t)((double)a * 1.5);
}
