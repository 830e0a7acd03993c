/* prove_parsers.c - Frama-C Eva harness for the two parsers of untrusted
   bytes: resil_classify() (with or without hints) and
   resil_retry_after_parse(). Only the public API is called, so the harness
   does not depend on the classifier's internals.

   Every input of 0..PROVE_MAX bytes: the bytes are unknown
   (Frama_C_make_unknown), hints absent or every field any value, the
   Retry-After wall clock any value.

   Entry points (frama-c -main NAME): prove_classify, prove_retry_after.
   Run by tests/prove/run.sh (make prove). Not built by a C compiler. */
#include <string.h>
/* the library's libc hooks, as a port would set them: Frama-C's libc
   specifies memset/memcpy (its preprocessor claims __GNUC__, and the
   default __builtin_memset has no specification: Eva would see the scan
   state left uninitialised) */
#define RESIL_MEMSET(d, v, n) memset((d), (v), (n))
#define RESIL_MEMCPY(d, s, n) memcpy((d), (s), (n))
#define RESIL_IMPLEMENTATION
#include "resil.h"
#include "__fc_builtin.h"

#ifndef PROVE_MAX
#define PROVE_MAX 256
#endif

static unsigned char prove_buf[PROVE_MAX];

/* resil_classify: every length 0..PROVE_MAX at once (one state), the text
   at the start of the array. Proves no read outside the PROVE_MAX bytes
   and no undefined behaviour for every input; a read past len but inside
   the array is not seen for len < PROVE_MAX (tests/prove/ALARMS.md). */
void prove_classify(void)
{
    resil_hints h;
    resil_classification out;
    size_t len = Frama_C_size_t_interval(0, PROVE_MAX);
    int rc;
    Frama_C_make_unknown((char *)prove_buf, PROVE_MAX);
    h.http_status = (uint16_t)Frama_C_interval(0, 65535);
    h.reserved = 0;
    h.errno_value = Frama_C_interval(INT32_MIN, INT32_MAX);
    h.curl_code = Frama_C_interval(INT32_MIN, INT32_MAX);
    h.grpc_code = Frama_C_interval(INT32_MIN, INT32_MAX);
    rc = resil_classify(prove_buf, len, Frama_C_nondet(0, 1) ? &h : NULL, &out);
    /*@ assert rc == RESIL_OK; */
    /*@ assert out.cls < RESIL_CLASS__COUNT; */
    /*@ assert out.retry_after_ms <= RESIL_MAX_INTERVAL_MS; */
}

/* resil_retry_after_parse: each length 0..PROVE_MAX on its own (the loop is
   unrolled), the text the END of the array: a read one byte past the text
   is a read past the array, which Eva reports, as one before its start. */
void prove_retry_after(void)
{
    size_t len;
    /*@ loop unroll PROVE_MAX + 1; */
    for (len = 0; len <= PROVE_MAX; len++) {
        uint32_t delay = 0;
        uint32_t now = Frama_C_unsigned_int_interval(0, 0xFFFFFFFFu);
        int rc;
        Frama_C_make_unknown((char *)prove_buf, PROVE_MAX);
        rc = resil_retry_after_parse((const char *)prove_buf + (PROVE_MAX - len), len, now, &delay);
        /*@ assert rc == RESIL_OK || rc == RESIL_E_PARSE; */
        /*@ assert rc == RESIL_OK ==> delay <= RESIL_MAX_INTERVAL_MS; */
    }
}
