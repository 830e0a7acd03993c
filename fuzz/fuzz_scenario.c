/* fuzz_scenario.c - the simulator's scenario-file parser (harness/sim).

   Input: the bytes of a scenario file. They are written to a file in a
   private temporary directory and loaded with sim_scenario_load() (the
   parser reads files, and `include = NAME` resolves next to the file).
   Inputs naming an absolute path ('/' anywhere on a line with "include")
   are skipped: they would read the fuzzing machine's files (/dev/zero).
   Checks: the result is 0 or -1; a refusal leaves a NUL-terminated
   message in the error buffer; loading twice gives the same scenario and
   the same message; every strategy of an accepted scenario gives a
   resil_desc that resil_desc_check() accepts. Durations: the same text
   through sim_parse_duration() from an exactly sized, NUL-terminated copy.
   Built with the simulator's sources (FUZZ_SRC_scenario in mk/fuzz.mk);
   resil's implementation comes from harness/sim/resil_impl.c. */
#define _POSIX_C_SOURCE 200809L
#include "fuzz.h"
#include "sim.h"

#include <unistd.h>

static char fz_path[64];

static void fz_setup(void)
{
    char dir[] = "/tmp/resil-fuzz-scn-XXXXXX";
    if (fz_path[0]) return;
    FZ_CHECK(mkdtemp(dir) != NULL);
    snprintf(fz_path, sizeof fz_path, "%s/input.scn", dir);
}

static int fz_names_a_path(const uint8_t *p, size_t n)
{
    size_t i, start = 0;
    for (i = 0; i <= n; i++) {
        if (i == n || p[i] == '\n') {
            const uint8_t *line = p + start;
            size_t len = i - start, k;
            int inc = 0, slash = 0;
            for (k = 0; k + 7 <= len; k++)
                if (memcmp(line + k, "include", 7) == 0) inc = 1;
            for (k = 0; k < len; k++)
                if (line[k] == '/') slash = 1;
            if (inc && slash) return 1;
            start = i + 1;
        }
    }
    return 0;
}

static int fz_load(sim_scenario *sc, char *err, size_t errlen)
{
    memset(err, 0x5A, errlen);
    return sim_scenario_load(sc, fz_path, err, errlen);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static sim_scenario a, b;
    static char ea[512], eb[512];
    FILE *f;
    int ra, rb, i;
    char *text;
    sim_ms ms;

    /* durations: any text, NUL-terminated, exactly sized */
    text = (char *)malloc(size + 1u);
    FZ_CHECK(text != NULL);
    memcpy(text, data, size);
    text[size] = 0;
    (void)sim_parse_duration(text, &ms);
    free(text);

    if (fz_names_a_path(data, size)) return 0;
    fz_setup();
    f = fopen(fz_path, "wb");
    FZ_CHECK(f != NULL);
    FZ_CHECK(fwrite(data, 1, size, f) == size);
    FZ_CHECK(fclose(f) == 0);

    ra = fz_load(&a, ea, sizeof ea);
    FZ_CHECK(ra == 0 || ra == -1);
    if (ra != 0) FZ_CHECK(memchr(ea, 0, sizeof ea) != NULL && ea[0] != 0);
    rb = fz_load(&b, eb, sizeof eb);
    FZ_CHECK(ra == rb);
    if (ra != 0) {
        FZ_CHECK(strcmp(ea, eb) == 0);
        return 0;
    }
    FZ_CHECK(memcmp(&a, &b, sizeof a) == 0);
    for (i = 0; i < a.nstrats; i++) {
        resil_desc d;
        char err[256];
        if (a.neps <= 0) break;
        memset(&d, 0, sizeof d);
        if (sim_strategy_desc(&a, i, &d, err, sizeof err) == 0)
            FZ_CHECK(resil_desc_check(&d, NULL) == RESIL_OK);
    }
    return 0;
}
