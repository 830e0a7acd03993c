/* The resil implementation, in its own unit as a user would build it (so
   the measured calls are real calls, not inlined into the bench loop).

   bench_resil_pattern() reads the classifier's keyword table so that the
   alternative matchers search for exactly resil's keywords. The table is
   private to the implementation (the packed resil__pat_* arrays); if the classifier section
   does not have it (or renames it), the bench falls back to its own list
   (alt_patterns.h) and says so. */
#define RESIL_IMPLEMENTATION
#include "resil.h"
#include "bench.h"

int bench_resil_pattern(size_t i, int *cls, int *prio, const char **lit)
{
#if defined(RESIL__PAT_ROWS) && defined(RESIL__CTX)
    if (i >= RESIL__PAT_ROWS) return 0;
    *cls = RESIL__PAT_CLS(i) == RESIL__CTX ? -1 : (int)RESIL__PAT_CLS(i);
    *prio = RESIL__PAT_PRIO(i);
    *lit = RESIL__PAT_S(i);
    return 1;
#else
    (void)i; (void)cls; (void)prio; (void)lit;
    return 0;
#endif
}
