/* Forced in front of resil.h (-include) for the embedded library build:
   any use of these identifiers in resil's code is a compile error. Hardware
   floating point on Cortex-M4F links no helper symbol, so `nm` alone cannot
   see it; this does. Implicit doubles from literals are caught by the
   symbol check on the soft-float targets. Keep both. */
#include <stddef.h>
#include <stdint.h>
#pragma GCC poison float double
#pragma GCC poison malloc calloc realloc free
#pragma GCC poison printf fprintf sprintf snprintf vprintf puts putchar
#pragma GCC poison abort exit
