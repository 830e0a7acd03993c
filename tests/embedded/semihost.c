/* Semihosting for the targets (ARM M-profile `bkpt 0xab`, RISC-V
   `slli/ebreak/srai`), as QEMU implements it with
   -semihosting-config enable=on,target=native. */
#include "emb.h"

#define SYS_OPEN 0x01u
#define SYS_WRITE0 0x04u
#define SYS_WRITE 0x05u
#define SYS_EXIT_EXTENDED 0x20u
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u

static uintptr_t emb_semihost(uintptr_t op, const void *arg)
{
#if defined(__arm__)
    register uintptr_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
#elif defined(__riscv)
    /* The three instructions must be uncompressed and on one page: QEMU
       recognises the ebreak only with its two neighbours. */
    register uintptr_t a0 __asm__("a0") = op;
    register const void *a1 __asm__("a1") = arg;
    __asm__ volatile(".option push\n\t"
                     ".option norvc\n\t"
                     ".balign 16\n\t"
                     "slli x0, x0, 0x1f\n\t"
                     "ebreak\n\t"
                     "srai x0, x0, 7\n\t"
                     ".option pop"
                     : "+r"(a0)
                     : "r"(a1)
                     : "memory");
    return a0;
#else
#error "semihost.c: unknown target"
#endif
}

void emb_write(const char *s, size_t n)
{
    /* Opening ":tt" once per write keeps the module free of mutable
       statics; QEMU hands back the same console handle every time. */
    uintptr_t open_args[3];
    uintptr_t write_args[3];
    uintptr_t h;
    open_args[0] = (uintptr_t)":tt";
    open_args[1] = 4u; /* "w" */
    open_args[2] = 3u; /* strlen(":tt") */
    h = emb_semihost(SYS_OPEN, open_args);
    write_args[0] = h;
    write_args[1] = (uintptr_t)s;
    write_args[2] = (uintptr_t)n;
    (void)emb_semihost(SYS_WRITE, write_args);
}

void emb_note(const char *s)
{
    (void)emb_semihost(SYS_WRITE0, s);
}

void emb_exit(int code)
{
    uintptr_t args[2];
    args[0] = ADP_STOPPED_APPLICATION_EXIT;
    args[1] = (uintptr_t)(unsigned)code;
    for (;;) (void)emb_semihost(SYS_EXIT_EXTENDED, args);
}
