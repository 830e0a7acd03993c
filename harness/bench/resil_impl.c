/* The resil implementation, in its own unit as a user would build it (so
   the measured calls are real calls, not inlined into the bench loop).

   bench_resil_pattern() reads the classifier's keyword table so that the
   alternative matchers search for exactly resil's keywords. The table is
   private to the implementation (the source resil__pats, compiled only by
   the tools, RESIL__PAT_SOURCE); if the classifier section
   does not have it (or renames it), the bench falls back to its own list
   (alt_patterns.h) and says so. */
#define RESIL_IMPLEMENTATION
#define RESIL__PAT_SOURCE /* the source of the keyword table */
#include "resil.h"
#include "bench.h"

int bench_resil_pattern(size_t i, int *cls, int *prio, const char **lit)
{
#if defined(RESIL__PAT_ROWS) && defined(RESIL__CTX)
    if (i >= sizeof resil__pats / sizeof resil__pats[0]) return 0;
    *cls = resil__pats[i].cls == RESIL__CTX ? -1 : (int)resil__pats[i].cls;
    *prio = resil__pats[i].prio;
    *lit = resil__pats[i].s;
    return 1;
#else
    (void)i; (void)cls; (void)prio; (void)lit;
    return 0;
#endif
}
