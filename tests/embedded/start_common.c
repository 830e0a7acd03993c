/* Target startup shared by the ARM and RISC-V boards: copy .data, zero
   .bss, paint the unused stack, run emb_main(), report the stack
   high-water mark on standard error, exit with emb_main's status. */
#include "emb.h"

extern uint32_t __data_start[], __data_end[], __data_load[];
extern uint32_t __bss_start[], __bss_end[], __stack_top[];

#define EMB_PAINT 0xa5c3e1f0u

/* The probe's state: the board layer's own, not the library's. */
static uintptr_t emb_top;      /* stack address at the probed call */
static uint32_t emb_probe_max; /* deepest probed call so far, bytes */

/* The lowest word anything has written since it was painted. */
static uint32_t *emb_dirty_low(const uint32_t *limit)
{
    uint32_t *p = __bss_end;
    while (p < limit && *p == EMB_PAINT) p++;
    return p;
}

void emb_probe_begin(void)
{
    volatile uint32_t here = 0;
    uint32_t *limit = (uint32_t *)(uintptr_t)(((uintptr_t)&here - 32u) & ~(uintptr_t)3u);
    uint32_t *p;
    for (p = emb_dirty_low(limit); p < limit; p++) *p = EMB_PAINT;
    emb_top = (uintptr_t)limit;
}

void emb_probe_end(void)
{
    uint32_t *p = emb_dirty_low((const uint32_t *)emb_top);
    uint32_t used = (uint32_t)(emb_top - (uintptr_t)p);
    if (used > emb_probe_max) emb_probe_max = used;
}

void emb_start(void)
{
    uint32_t *p;
    const uint32_t *s;
    volatile uint32_t here = 0;
    uint32_t *limit = (uint32_t *)(uintptr_t)(((uintptr_t)&here - 128u) & ~(uintptr_t)3u);
    int rc;
    char line[64];
    char *q;

    for (p = __data_start, s = __data_load; p < __data_end;) *p++ = *s++;
    for (p = __bss_start; p < __bss_end;) *p++ = 0u;
    /* Paint from the end of .bss up to just below this frame. */
    for (p = __bss_end; p < limit;) *p++ = EMB_PAINT;

    rc = emb_main();

    for (p = __bss_end; p < limit && *p == EMB_PAINT;) p++;
    q = emb_str(line, "emb: stack high-water ");
    q = emb_u32(q, (uint32_t)((uintptr_t)__stack_top - (uintptr_t)p));
    q = emb_str(q, " bytes of ");
    q = emb_u32(q, (uint32_t)((uintptr_t)__stack_top - (uintptr_t)__bss_end));
    q = emb_str(q, "\n");
    *q = '\0';
    emb_note(line);
    if (emb_probe_max != 0u) {
        q = emb_str(line, "emb: probed calls stack ");
        q = emb_u32(q, emb_probe_max);
        q = emb_str(q, " bytes\n");
        *q = '\0';
        emb_note(line);
    }
    emb_exit(rc);
}

void emb_fault(uint32_t cause)
{
    char line[48];
    char *q = emb_str(line, "emb: FAULT, exception ");
    q = emb_u32(q, cause);
    q = emb_str(q, "\n");
    *q = '\0';
    emb_note(line);
    emb_exit(EMB_EXIT_FAULT + (int)(cause & 0x3fu));
}
