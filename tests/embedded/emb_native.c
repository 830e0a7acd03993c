/* emb.h for the host: stdout, stderr and exit(). */
#include <stdio.h>
#include <stdlib.h>
#include "emb.h"

void emb_write(const char *s, size_t n)
{
    if (fwrite(s, 1, n, stdout) != n) exit(EMB_EXIT_CHECK);
}

void emb_note(const char *s)
{
    fputs(s, stderr);
}

void emb_exit(int code)
{
    fflush(stdout);
    exit(code);
}

void emb_probe_begin(void)
{
}

void emb_probe_end(void)
{
}

int main(void)
{
    int rc = emb_main();
    emb_exit(rc);
}
