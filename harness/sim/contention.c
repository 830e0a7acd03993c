/* contention.c - the experiment of "Exponential Backoff And Jitter"
   (Marc Brooker, AWS Architecture Blog, 2015,
   https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/),
   modelled as in the post's own simulator (aws-samples/
   aws-arch-backoff-simulator, src/backoff_simulator.py): read request, read
   response, write request, write response are one hop each.

   N clients each need one successful write to a single row under optimistic
   concurrency: read the version, write with it; the write fails if another
   client wrote in between. Every network hop (request or response) takes
   |Normal(10 ms, 2 ms)|. After a failed write the client backs off and the
   delay is added to the hop of its next read. Attempt numbers start at 1;
   the post's capped exponential is min(cap, base * 2^attempt) with base
   5 ms, cap 2000 ms; decorrelated jitter keeps its previous sleep per
   client, starting at base. Counted: write calls (reads are not) and the
   time until the last client's successful write response arrives.

   The delays come from resil_backoff_delay(), the same function the engine
   uses. resil's exponential delay for retry r is base * 2^(r - 1), so the
   post's base * 2^r is resil's base_ms = 2 x 5 ms for the exponential
   kinds; decorrelated jitter draws in [base, 3 x previous] with the post's
   base of 5 ms. Time is kept in integer microseconds. */
#include "sim.h"

#include <stdlib.h>
#include <string.h>

const char *const sim_cont_names[5] = {"no-backoff", "exponential", "full",
                                       "equal", "decorrelated"};

enum { C_READ_AT_SERVER, C_READ_RSP, C_WRITE_AT_SERVER, C_WRITE_RSP };

/* |Normal(mean, sd)| in microseconds: Irwin-Hall sum of 12 uniforms */
static sim_ms hop_us(sim_rng *r, double mean, double sd)
{
    double z = -6.0, v;
    int i;
    for (i = 0; i < 12; i++) z += sim_rng_unit(r);
    v = mean + sd * z;
    if (v < 0) v = -v;
    return (sim_ms)(v * 1000.0 + 0.5);
}

typedef struct client {
    uint32_t attempt;
    uint32_t prev_ms;
    uint32_t version_read;
    int done;
} client;

static void one_trial(const sim_contention *c, int kind, int n, sim_rng *rng,
                      const resil_backoff_desc *bd, double *calls,
                      double *time_ms)
{
    sim_heap h;
    client *cl = calloc((size_t)n, sizeof *cl);
    uint64_t seq = 0, writes = 0;
    uint32_t version = 0;
    sim_ms last = 0;
    int i;
    if (!cl) abort();
    memset(&h, 0, sizeof h);
    for (i = 0; i < n; i++) {
        sim_ev e;
        memset(&e, 0, sizeof e);
        e.t = hop_us(rng, c->hop_mean, c->hop_sd);
        e.seq = seq++;
        e.task = (uint32_t)i;
        e.type = C_READ_AT_SERVER;
        sim_heap_push(&h, e);
    }
    while (h.n) {
        sim_ev e = sim_heap_pop(&h), nx;
        client *k = &cl[e.task];
        last = e.t;
        nx = e;
        nx.seq = seq++;
        nx.t = e.t + hop_us(rng, c->hop_mean, c->hop_sd);
        switch (e.type) {
        case C_READ_AT_SERVER:
            nx.gen = version;          /* the version travels back */
            nx.type = C_READ_RSP;
            break;
        case C_READ_RSP:
            k->version_read = e.gen;
            nx.type = C_WRITE_AT_SERVER;
            break;
        case C_WRITE_AT_SERVER:
            writes++;
            if (k->version_read == version) {
                version++;
                nx.gen = 1;
            } else {
                nx.gen = 0;
            }
            nx.type = C_WRITE_RSP;
            break;
        default: /* C_WRITE_RSP */
            if (e.gen) {
                k->done = 1;
                continue;
            }
            k->attempt++;
            {
                uint32_t d = 0;
                if (kind > 0) {
                    d = resil_backoff_delay(&bd[kind], k->attempt, k->prev_ms,
                                            (uint32_t)sim_rng_next(rng));
                    k->prev_ms = d;
                }
                nx.t += (sim_ms)d * 1000;
            }
            nx.type = C_READ_AT_SERVER;
            break;
        }
        sim_heap_push(&h, nx);
    }
    free(h.v);
    free(cl);
    *calls += (double)writes;
    *time_ms += (double)last / 1000.0;
}

int sim_contention_run(const sim_scenario *sc, const sim_opts *o,
                       sim_cont_row *rows, int maxrows)
{
    const sim_contention *c = &sc->cont;
    int from = o->full ? c->full_from : c->n_from;
    int to = o->full ? c->full_to : c->n_to;
    int step = o->full ? c->full_step : c->n_step;
    int trials = o->full ? c->full_trials : c->trials;
    resil_backoff_desc bd[5];
    int nrows = 0, n, k, t;
    uint64_t seed = o->have_seed ? o->seed : sc->seed;

    memset(bd, 0, sizeof bd);
    for (k = 1; k < 5; k++) {
        bd[k].base_ms = 2 * c->base_ms;
        bd[k].cap_ms = c->cap_ms;
        bd[k].multiplier_pct = 200;
        bd[k].jitter_pct = 20;
    }
    bd[1].jitter = RESIL_JITTER_NONE;
    bd[2].jitter = RESIL_JITTER_FULL;
    bd[3].jitter = RESIL_JITTER_EQUAL;
    bd[4].jitter = RESIL_JITTER_DECORRELATED;
    bd[4].base_ms = c->base_ms;

    for (n = from; n <= to && nrows < maxrows; n += step) {
        sim_cont_row *row = &rows[nrows++];
        memset(row, 0, sizeof *row);
        row->n = n;
        if (o->progress) fprintf(stderr, "\r  contention: %d clients ...   ", n);
        for (k = 0; k < 5; k++) {
            for (t = 0; t < trials; t++) {
                sim_rng rng = sim_rng_make(seed, (uint64_t)n * 100003u + (uint64_t)t, (uint64_t)k);
                one_trial(c, k, n, &rng, bd, &row->calls[k], &row->time_ms[k]);
            }
            row->calls[k] /= trials;
            row->time_ms[k] /= trials;
        }
    }
    if (o->progress) fprintf(stderr, "\r%40s\r", "");
    return nrows;
}
