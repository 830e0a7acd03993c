/* emb.h - the little board layer of resil's embedded checks.

   The same program (replay.c, the gateway example) runs natively and on
   QEMU. It talks to the outside only through these calls:
     emb_write   bytes to standard output (semihosting SYS_WRITE on ":tt")
     emb_note    a NUL-terminated line to standard error (SYS_WRITE0);
                 used for target-only facts (stack high-water mark) so that
                 standard output stays byte-identical to the native run
     emb_exit    end the program with a status the shell sees
                 (SYS_EXIT_EXTENDED on the targets)
   Startup code (start_cortexm.c, start_rv32.S + start_rv32.c) zeroes .bss,
   paints the stack, calls emb_main(), reports the stack high-water mark and
   exits with emb_main's result. Every fault vector exits with
   EMB_EXIT_FAULT + the exception number (ARM: IPSR; RISC-V: mcause), so a
   crash ends the run instead of hanging it. */
#ifndef EMB_H
#define EMB_H
#include <stddef.h>
#include <stdint.h>

#define EMB_EXIT_OK 0      /* verdict: every check passed */
#define EMB_EXIT_CHECK 1   /* verdict: an invariant of the run failed */
#define EMB_EXIT_DIGEST 2  /* verdict: output differs from the native run */
#define EMB_EXIT_FAULT 100 /* + exception number: the CPU faulted */

int emb_main(void);
void emb_write(const char *s, size_t n);
void emb_note(const char *s);
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void emb_exit(int code);

/* Format helpers shared by native and target builds (no printf). */
char *emb_u32(char *p, uint32_t v);     /* decimal */
char *emb_hex32(char *p, uint32_t v);   /* 8 hex digits */
char *emb_str(char *p, const char *s);  /* copy without the NUL */

/* Stack probe around the calls of interest (resil's): begin paints the
   free stack below the caller, end finds how deep the call went and keeps
   the maximum, which the startup code reports on standard error. No-ops
   natively. */
void emb_probe_begin(void);
void emb_probe_end(void);

/* Startup code (targets only). */
void emb_start(void);
void emb_fault(uint32_t cause);
#endif
