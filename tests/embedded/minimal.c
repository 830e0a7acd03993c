/* The smallest useful program for the footprint table: one engine, one
   task, start / next / report with plain classes (no classifier, no name
   strings called). --gc-sections keeps only what these calls reach. */
#include "resil.h"

int emb_minimal(resil_engine *e, resil_task *t, const resil_desc *d,
                uint32_t now);

int emb_minimal(resil_engine *e, resil_task *t, const resil_desc *d,
                uint32_t now)
{
    resil_task_desc td = {0};
    resil_decision dec;
    resil_outcome o = {0};
    int rc = resil_engine_init(e, d);
    if (rc == RESIL_OK) rc = resil_task_start(e, t, &td, now);
    if (rc == RESIL_OK) rc = resil_next(e, t, now, &dec);
    if (rc == RESIL_OK) rc = resil_report(e, t, now, &o, &dec);
    return rc;
}
