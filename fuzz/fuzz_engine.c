/* fuzz_engine.c - the whole engine driven by a script of operations.

   Input: a configuration header (about 60 bytes: endpoints, chains,
   backoffs, breaker, budget, class policies, timeouts, the clock's start
   and the random source), then the script of fz_engine.h, run twice (the
   two runs must agree byte for byte). Zero bytes mean defaults, so a short
   input is the default configuration. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fz_engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in;
    resil_desc d;
    uint32_t now0, rnd;
    in.p = data;
    in.n = size;
    fz_desc(&in, &d);
    now0 = FZ_PICK(&in, fz_starts);
    rnd = fz_u8(&in);
    if (resil_desc_check(&d, NULL) != RESIL_OK) return 0;
    fz_run_twice(&d, rnd, now0, in);
    return 0;
}
