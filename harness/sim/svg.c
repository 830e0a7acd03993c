/* svg.c - one timeline picture per scenario, written by hand as SVG.

   Per strategy drawn, one row per endpoint: calls started per time bucket
   (successful ones grey-blue, failed ones red, stacked), the endpoint's down
   windows shaded, its breaker state as a band under the bars (open red,
   half-open amber, closed nothing), retries (blue) and fallbacks (purple)
   as ticks above the bars. */
#include "sim.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define W 960
#define LEFT 110
#define RIGHT 20
#define ROW 86
#define BARH 56
#define NB 160
#define TASKROW 26 /* the strip of task marks: degraded answers, restarts */

static void fmt_t(char *b, size_t n, sim_ms ms)
{
    if (ms >= 3600000 && ms % 3600000 == 0) snprintf(b, n, "%lldh", (long long)(ms / 3600000));
    else if (ms >= 60000 && ms % 60000 == 0) snprintf(b, n, "%lldm", (long long)(ms / 60000));
    else if (ms >= 60000) snprintf(b, n, "%lldm%02llds", (long long)(ms / 60000), (long long)(ms % 60000 / 1000));
    else if (ms >= 1000) snprintf(b, n, "%llds", (long long)(ms / 1000));
    else snprintf(b, n, "%lldms", (long long)ms);
}

static sim_ms nice_step(sim_ms span)
{
    static const sim_ms steps[] = {100, 250, 500, 1000, 2000, 5000, 10000, 15000, 30000, 60000,
                                   120000, 300000, 600000, 900000, 1800000, 3600000, 7200000};
    size_t i;
    for (i = 0; i < sizeof steps / sizeof steps[0]; i++)
        if (span / steps[i] <= 10) return steps[i];
    return 14400000;
}

static void esc(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else fputc(*s, f);
    }
}

/* is `ep` down at t (DOWN or FLAP fault) - same rule as the model */
static int is_down(const sim_scenario *sc, int ep, sim_ms t)
{
    int i;
    for (i = 0; i < sc->nfaults; i++) {
        const sim_fault *fl = &sc->fault[i];
        if (fl->ep != -1 && fl->ep != ep) continue;
        if (t < fl->from || (fl->to >= 0 && t >= fl->to)) continue;
        if (fl->kind == SIM_F_DOWN) return 1;
        if (fl->kind == SIM_F_FLAP && (t - fl->from) % (fl->up + fl->down) >= fl->up) return 1;
    }
    return 0;
}

void sim_svg_timeline(FILE *f, const sim_scenario *sc, const sim_result *res,
                      int nres)
{
    sim_ms span = 1, bucket, step, t;
    int k, ep, b, height;
    double pw = W - LEFT - RIGHT;
    uint32_t *ok = calloc((size_t)sc->neps * NB, sizeof *ok);
    uint32_t *bad = calloc((size_t)sc->neps * NB, sizeof *bad);
    if (!ok || !bad) abort();
    for (k = 0; k < nres; k++)
        if (res[k].end_ms > span) span = res[k].end_ms;
    bucket = (span + NB - 1) / NB;
    if (bucket < 1) bucket = 1;
    span = bucket * NB;
    height = 54 + nres * (24 + sc->neps * ROW + TASKROW) + 40;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
            W, height, W, height);
    fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, height);
    fprintf(f, "<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">");
    esc(f, sc->name);
    if (sc->title[0]) {
        fputs(": ", f);
        esc(f, sc->title);
    }
    fprintf(f, "</text>\n");
    fprintf(f, "<text x=\"10\" y=\"34\" fill=\"#555\">bars: calls started per %lld ms "
               "(blue ok, red failed); shaded: endpoint down; band under the bars: breaker "
               "(red open, amber half-open)</text>\n"
               "<text x=\"10\" y=\"48\" fill=\"#555\">ticks above the bars: retry (blue), "
               "fallback away from the endpoint (purple); bottom strip: degraded answer (grey), "
               "restart queued (green)</text>\n",
            (long long)bucket);
    for (k = 0; k < nres; k++) {
        const sim_result *r = &res[k];
        int y0 = 54 + k * (24 + sc->neps * ROW + TASKROW);
        uint32_t peak = 1;
        memset(ok, 0, (size_t)sc->neps * NB * sizeof *ok);
        memset(bad, 0, (size_t)sc->neps * NB * sizeof *bad);
        for (b = 0; b < r->ncalls; b++) {
            const sim_call *c = &r->calls[b];
            int i = (int)(c->t / bucket);
            if (i >= NB) i = NB - 1;
            if (c->failed) bad[c->ep * NB + i]++;
            else ok[c->ep * NB + i]++;
        }
        for (b = 0; b < sc->neps * NB; b++)
            if (ok[b] + bad[b] > peak) peak = ok[b] + bad[b];
        fprintf(f, "<text x=\"10\" y=\"%d\" font-size=\"13\" font-weight=\"bold\">strategy: %s "
                   "(tallest bar: %u calls)</text>\n", y0 + 16, r->strategy, peak);
        for (ep = 0; ep < sc->neps; ep++) {
            int top = y0 + 24 + ep * ROW, base = top + BARH;
            double x;
            fprintf(f, "<text x=\"10\" y=\"%d\">", top + BARH / 2);
            esc(f, sc->ep[ep].name);
            fprintf(f, "</text>\n");
            /* down windows */
            for (t = 0; t < span;) {
                sim_ms a;
                if (!is_down(sc, ep, t)) {
                    t += bucket / 4 > 0 ? bucket / 4 : 1;
                    continue;
                }
                a = t;
                while (t < span && is_down(sc, ep, t)) t += bucket / 4 > 0 ? bucket / 4 : 1;
                fprintf(f, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#f4c7c3\" opacity=\"0.7\"/>\n",
                        LEFT + pw * (double)a / (double)span, top, pw * (double)(t - a) / (double)span, BARH + 12);
            }
            /* breaker bands */
            {
                int state = RESIL_BREAKER_CLOSED;
                sim_ms from = 0;
                for (b = 0; b <= r->nbands; b++) {
                    sim_ms to = b < r->nbands ? r->bands[b].from : r->end_ms;
                    if (b < r->nbands && r->bands[b].ep != ep) continue;
                    if (state != RESIL_BREAKER_CLOSED && state != RESIL_BREAKER_FORCED_CLOSED && to > from) {
                        const char *col = state == RESIL_BREAKER_HALF_OPEN ? "#f0a020" : "#d03030";
                        fprintf(f, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"8\" fill=\"%s\"/>\n",
                                LEFT + pw * (double)from / (double)span, base + 3,
                                pw * (double)(to - from) / (double)span < 1 ? 1 : pw * (double)(to - from) / (double)span, col);
                    }
                    if (b < r->nbands) {
                        state = r->bands[b].state;
                        from = r->bands[b].from;
                    }
                }
            }
            /* bars */
            for (b = 0; b < NB; b++) {
                uint32_t o = ok[ep * NB + b], e = bad[ep * NB + b];
                double bw = pw / NB, ho = (double)(BARH - 10) * o / peak, he = (double)(BARH - 10) * e / peak;
                x = LEFT + bw * b;
                if (o) fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4a78b5\"/>\n",
                               x, base - ho, bw * 0.9, ho < 0.6 ? 0.6 : ho);
                if (e) fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#d03030\"/>\n",
                               x, base - ho - he, bw * 0.9, he < 0.6 ? 0.6 : he);
            }
            /* marks: at most one tick per bucket and kind */
            {
                unsigned char seen[2][NB];
                memset(seen, 0, sizeof seen);
                for (b = 0; b < r->nmarks; b++) {
                    const sim_mark *m = &r->marks[b];
                    int i = (int)(m->t / bucket);
                    if (m->ep != ep || m->kind > 1) continue;
                    if (i >= NB) i = NB - 1;
                    if (seen[m->kind][i]) continue;
                    seen[m->kind][i] = 1;
                    x = LEFT + pw * (double)m->t / (double)span;
                    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"1.5\"/>\n",
                            x, top + (m->kind ? 0 : 5), x, top + (m->kind ? 5 : 10),
                            m->kind ? "#8040c0" : "#2060ff");
                }
            }
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n", LEFT, base, W - RIGHT, base);
        }
        {
            /* task marks: degraded answers (grey), restarts queued (green) */
            int top = y0 + 24 + sc->neps * ROW;
            unsigned char seen[2][NB];
            memset(seen, 0, sizeof seen);
            fprintf(f, "<text x=\"10\" y=\"%d\" fill=\"#555\">degraded / restart</text>\n", top + 14);
            for (b = 0; b < r->nmarks; b++) {
                const sim_mark *m = &r->marks[b];
                int i = (int)(m->t / bucket), kk = m->kind - 2;
                double x;
                if (m->kind < 2 || m->kind > 3) continue;
                if (i >= NB) i = NB - 1;
                if (seen[kk][i]) continue;
                seen[kk][i] = 1;
                x = LEFT + pw * (double)m->t / (double)span;
                fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"1.5\"/>\n",
                        x, top + (kk ? 12 : 2), x, top + (kk ? 20 : 10), kk ? "#20a040" : "#777");
            }
        }
    }
    /* time axis */
    {
        int y = height - 28;
        char lab[32];
        step = nice_step(span);
        fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", LEFT, y, W - RIGHT, y);
        for (t = 0; t <= span; t += step) {
            double x = LEFT + pw * (double)t / (double)span;
            fmt_t(lab, sizeof lab, t);
            fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333\"/>"
                       "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
                    x, y, x, y + 5, x, y + 18, lab);
        }
        fprintf(f, "<text x=\"10\" y=\"%d\">simulated time</text>\n", y + 18);
    }
    fprintf(f, "</svg>\n");
    free(ok);
    free(bad);
}

/* the contention experiment: write calls and time to the last success
   against N, one line per backoff kind (log scale for time) */
void sim_svg_contention(FILE *f, const char *title, const sim_cont_row *rows,
                        int n)
{
    static const char *const col[5] = {"#d03030", "#e08000", "#2060ff", "#20a040", "#8040c0"};
    const int cw = 400, ch = 260, l = 60, t = 40;
    int g, k, i;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            2 * (cw + l) + 20, ch + t + 70);
    fprintf(f, "<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">");
    esc(f, title);
    fprintf(f, "</text>\n");
    for (g = 0; g < 2 && n > 0; g++) {
        int x0 = l + g * (cw + l + 20);
        double ymax = 1, ymin = 1e300, xmin = rows[0].n, xmax = rows[n - 1].n;
        if (xmax <= xmin) xmax = xmin + 1;
        for (i = 0; i < n; i++)
            for (k = 0; k < 5; k++) {
                double v = g ? rows[i].time_ms[k] : rows[i].calls[k];
                if (v > ymax) ymax = v;
                if (v < ymin && v > 0) ymin = v;
            }
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>\n", x0, t - 8,
                g ? "time to the last success, ms (log scale)" : "write calls (mean per trial)");
        fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#888\"/>\n", x0, t, cw, ch);
        for (i = 0; i <= 4; i++) {
            double frac = i / 4.0, v;
            int y = t + ch - (int)(frac * ch);
            if (g) v = exp(log(ymin) + frac * (log(ymax) - log(ymin)));
            else v = frac * ymax;
            fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%.0f</text>\n", x0 - 4, y + 4, v);
        }
        for (i = 0; i < n; i++) {
            int x = x0 + (int)((rows[i].n - xmin) / (xmax - xmin) * cw);
            fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", x, t + ch + 16, rows[i].n);
        }
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">clients N</text>\n", x0 + cw / 2, t + ch + 32);
        for (k = 0; k < 5; k++) {
            fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"", col[k]);
            for (i = 0; i < n; i++) {
                double v = g ? rows[i].time_ms[k] : rows[i].calls[k], fy;
                int x = x0 + (int)((rows[i].n - xmin) / (xmax - xmin) * cw);
                if (g) fy = (log(v > 0 ? v : ymin) - log(ymin)) / (log(ymax) - log(ymin) + 1e-12);
                else fy = v / ymax;
                fprintf(f, "%d,%.1f ", x, t + ch - fy * ch);
            }
            fprintf(f, "\"/>\n");
        }
    }
    for (k = 0; k < 5; k++)
        fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"4\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>\n",
                l + k * 150, t + ch + 48, col[k], l + k * 150 + 18, t + ch + 54, sim_cont_names[k]);
    fprintf(f, "</svg>\n");
}
