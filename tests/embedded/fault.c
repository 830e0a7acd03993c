/* A program that faults: the run must end with EMB_EXIT_FAULT + the
   exception number (ARM: udf -> HardFault 3; RISC-V: ebreak -> 3), never
   hang. */
#include "emb.h"

int emb_main(void)
{
    emb_write("faulting now\n", 13u);
    __builtin_trap();
}
