/* fuzz_classify.c - resil_classify() and resil_report_text() on any bytes.

   Input: a flags byte; with bit 0 set, 14 bytes of hints (HTTP status,
   errno, curl code, gRPC code) follow; the rest is the error text, copied
   into a malloc'd buffer of exactly its length (ASan sees a read past it;
   with bit 1 set and no text, the text pointer is NULL).
   Checks: RESIL_OK; the class is valid and the action is its default
   action; a status found is 100..599; a server delay is at most
   RESIL_MAX_INTERVAL_MS (resil__duration caps there); the text is not
   written; the same call twice gives the same answer; zero hints give the
   same answer as no hints; resil_report_text() leaves the engine, task and
   decision exactly as resil_report() with the classification's class,
   status and delay does. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fuzz.h"

static void fz_same_as_report(const uint8_t *text, size_t len, const resil_hints *h,
                              const resil_classification *c, uint8_t now_sel)
{
    static resil_engine e1, e2;
    static resil_task t1, t2;
    resil_desc d;
    resil_decision d1, d2;
    resil_outcome o;
    uint32_t now = now_sel & 1u ? 0xFFFFFFF0u : 1000u;
    int r1, r2;
    memset(&d, 0, sizeof d);
    d.endpoint_count = 2;
    FZ_CHECK(resil_engine_init(&e1, &d) == RESIL_OK);
    FZ_CHECK(resil_task_start(&e1, &t1, NULL, now) == RESIL_OK);
    FZ_CHECK(resil_next(&e1, &t1, now, &d1) == RESIL_OK && d1.kind == RESIL_DECIDE_TRY);
    memcpy(&e2, &e1, sizeof e1);
    memcpy(&t2, &t1, sizeof t1);
    d2 = d1;
    r1 = resil_report_text(&e1, &t1, now + 5u, text, len, h, &d1);
    memset(&o, 0, sizeof o);
    o.cls = c->cls;
    o.status = c->status;
    o.retry_after_ms = c->retry_after_ms;
    r2 = resil_report(&e2, &t2, now + 5u, &o, &d2);
    FZ_CHECK(r1 == RESIL_OK && r2 == RESIL_OK);
    FZ_CHECK(memcmp(&e1, &e2, sizeof e1) == 0);
    FZ_CHECK(memcmp(&t1, &t2, sizeof t1) == 0);
    FZ_CHECK(memcmp(&d1, &d2, sizeof d1) == 0);
    if (c->cls == RESIL_CLASS_CANCELLED) FZ_CHECK(d1.kind == RESIL_DECIDE_CANCELLED);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in;
    uint8_t flags;
    resil_hints h, zero;
    const resil_hints *hp = NULL;
    resil_classification c, c2;
    uint8_t *buf;
    size_t len;

    in.p = data;
    in.n = size;
    flags = fz_u8(&in);
    memset(&h, 0, sizeof h);
    memset(&zero, 0, sizeof zero);
    if (flags & 1u) {
        h.http_status = fz_u16(&in);
        h.errno_value = (int32_t)fz_u32(&in);
        h.curl_code = (int32_t)fz_u32(&in);
        h.grpc_code = (int32_t)fz_u32(&in);
        if (flags & 4u) { /* mostly plausible values */
            h.http_status = (uint16_t)(h.http_status % 700u);
            h.errno_value %= 200;
            h.curl_code %= 100;
            h.grpc_code %= 20;
        }
        hp = &h;
    }
    len = in.n;
    buf = (uint8_t *)calloc(len ? len : 1u, 1u);
    FZ_CHECK(buf != NULL);
    if (len) memcpy(buf, in.p, len);

    FZ_CHECK(resil_classify(buf, len, hp, NULL) == RESIL_E_NULL);
    FZ_CHECK(resil_classify((flags & 2u) && !len ? NULL : buf, len, hp, &c) == RESIL_OK);
    FZ_CHECK(c.cls < RESIL_CLASS__COUNT);
    FZ_CHECK(c.action == resil_class_default_action(c.cls));
    FZ_CHECK(c.status == 0 || (c.status >= 100 && c.status < 600));
    FZ_CHECK(c.retry_after_ms <= RESIL_MAX_INTERVAL_MS);
    FZ_CHECK(len == 0 || memcmp(buf, in.p, len) == 0);
    FZ_CHECK(resil_classify(buf, len, hp, &c2) == RESIL_OK);
    FZ_CHECK(memcmp(&c, &c2, sizeof c) == 0);
    if (!hp) {
        FZ_CHECK(resil_classify(buf, len, &zero, &c2) == RESIL_OK);
        FZ_CHECK(memcmp(&c, &c2, sizeof c) == 0);
    }
    fz_same_as_report(buf, len, hp, &c, flags >> 4);
    free(buf);
    return 0;
}
