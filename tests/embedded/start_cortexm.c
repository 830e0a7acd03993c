/* Cortex-M vector table and reset handler (ARMv6-M and ARMv7-M). Every
   exception but reset goes to one handler that exits with
   EMB_EXIT_FAULT + IPSR (3 = HardFault, 4 = MemManage, 5 = BusFault,
   6 = UsageFault, 2 = NMI, 11 = SVCall, 16+ = an interrupt). */
#include "emb.h"

extern uint32_t __stack_top[];
void emb_reset(void);
void emb_any_exception(void);

#define EMB_VECTORS (16 + 32)

/* Global so that cortexm.ld can check it sits at address 0. */
extern void (*const emb_vectors[EMB_VECTORS])(void);
__attribute__((section(".vectors"), used))
void (*const emb_vectors[EMB_VECTORS])(void) = {
    (void (*)(void))(uintptr_t)__stack_top,
    emb_reset,
#define EMB_V emb_any_exception
    EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V,
    EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V,
    EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V,
    EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V,
    EMB_V, EMB_V, EMB_V, EMB_V, EMB_V, EMB_V
#undef EMB_V
};

void emb_reset(void)
{
#if defined(__ARM_FP)
    /* Cortex-M4F: grant full access to CP10/CP11 (the FPU) before any
       floating-point instruction could run; resil itself has none. */
    *(volatile uint32_t *)0xe000ed88u |= 0xfu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    emb_start();
}

void emb_any_exception(void)
{
    uint32_t ipsr;
    __asm__ volatile("mrs %0, ipsr" : "=r"(ipsr));
    emb_fault(ipsr);
}
