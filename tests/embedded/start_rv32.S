/* RV32 startup for QEMU `virt` with -bios none (machine mode, hart 0).
   mtvec points at a handler that exits with EMB_EXIT_FAULT + mcause
   (2 = illegal instruction, 3 = breakpoint, 4/6 = misaligned load/store,
   5/7 = access fault). */
    .option arch, +zicsr
    .section .text.emb_entry, "ax"
    .globl _start
_start:
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    la sp, __stack_top
    la t0, emb_trap
    csrw mtvec, t0
    call emb_start
1:  j 1b

    .text
    .balign 4
emb_trap:
    la sp, __stack_top
    csrr a0, mcause
    call emb_fault
2:  j 2b
