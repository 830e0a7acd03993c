/* scenario.c - the scenario file parser (format: harness/scenarios/README.md).

   Line based: `[section]` or `[section name]` headers, `key = value` lines,
   `#` starts a comment (also after a value). [expect] holds one check per
   line, its trailing comment is the reason shown when it fails. Any mistake
   stops the load with "file:line: message"; nothing runs. */
#include "sim.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *const sim_fault_names[SIM_F__COUNT] = {
    "down", "errors", "rate_limit", "slow", "flap", "context", "crash"};

const char *const sim_header_names[SIM_H__COUNT] = {"none", "openai", "anthropic"};

const char *const sim_metric_names[SIM_M__COUNT] = {
#define SIM__X(e, n, d) n,
    SIM_METRICS(SIM__X)
#undef SIM__X
};
const char *const sim_metric_docs[SIM_M__COUNT] = {
#define SIM__X(e, n, d) d,
    SIM_METRICS(SIM__X)
#undef SIM__X
};
const char *const sim_ep_metric_names[SIM_EPM__COUNT] = {
#define SIM__X(e, n) n,
    SIM_EP_METRICS(SIM__X)
#undef SIM__X
};

int sim_metric_find(const char *name)
{
    int i;
    for (i = 0; i < SIM_M__COUNT; i++)
        if (strcmp(sim_metric_names[i], name) == 0) return i;
    return -1;
}

/* ------------------------------------------------------------------ */
/* values */

int sim_parse_duration(const char *s, sim_ms *out)
{
    char *end;
    double v, mul;
    int neg = 0;
    if (*s == '-') {
        neg = 1;
        s++;
    }
    if (!isdigit((unsigned char)*s)) return -1;
    errno = 0;
    v = strtod(s, &end);
    if (errno || end == s) return -1;
    if (strcmp(end, "") == 0 || strcmp(end, "ms") == 0) mul = 1;
    else if (strcmp(end, "s") == 0) mul = 1000;
    else if (strcmp(end, "m") == 0 || strcmp(end, "min") == 0) mul = 60000;
    else if (strcmp(end, "h") == 0) mul = 3600000;
    else if (strcmp(end, "d") == 0) mul = 86400000;
    else return -1;
    v *= mul;
    if (v > 9.0e15) return -1;
    *out = (sim_ms)(v + 0.5);
    if (neg) *out = -*out;
    return 0;
}

static int parse_uint(const char *s, uint64_t max, uint64_t *out)
{
    char *end;
    unsigned long long v;
    if (!isdigit((unsigned char)*s)) return -1;
    errno = 0;
    v = strtoull(s, &end, 0);
    if (errno || *end || v > max) return -1;
    *out = v;
    return 0;
}

/* "2%", "0.5%", "1" (= 100%), "0.02" -> parts per million */
static int parse_share(const char *s, uint32_t *ppm)
{
    char *end;
    double v;
    if (!isdigit((unsigned char)*s) && *s != '.') return -1;
    errno = 0;
    v = strtod(s, &end);
    if (errno || end == s) return -1;
    if (strcmp(end, "%") == 0) v /= 100.0;
    else if (*end) return -1;
    if (v < 0 || v > 1.0) return -1;
    *ppm = (uint32_t)(v * 1e6 + 0.5);
    return 0;
}

static int parse_bool(const char *s, int *b)
{
    if (!strcmp(s, "yes") || !strcmp(s, "true") || !strcmp(s, "1")) *b = 1;
    else if (!strcmp(s, "no") || !strcmp(s, "false") || !strcmp(s, "0")) *b = 0;
    else return -1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* parser state */

enum { SEC_NONE, SEC_SCENARIO, SEC_ENDPOINT, SEC_CLIENTS, SEC_FAULT,
       SEC_CONFIG, SEC_EXPECT, SEC_CONTENTION };

typedef struct parser {
    sim_scenario *sc;
    const char *file;
    int line;
    int sec;
    int last_line;    /* lines of the top file (missing-section errors) */
    int cur;          /* current endpoint / group / fault index */
    char *err;
    size_t errlen;
    int depth;        /* include depth */
    char cfg_target[SIM_NAME]; /* [config NAME] */
    /* expectations are resolved after the whole file is read (they name
       strategies and endpoints that may come later) */
    char pend_expect[SIM_MAX_EXPECTS][SIM_TEXT];
    char pend_file[SIM_MAX_EXPECTS][256];
    int pend_line[SIM_MAX_EXPECTS];
    int npend;
} parser;

static int fail(parser *p, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static int fail(parser *p, const char *fmt, ...)
{
    va_list ap;
    size_t n;
    snprintf(p->err, p->errlen, "%s:%d: ", p->file, p->line);
    n = strlen(p->err);
    va_start(ap, fmt);
    vsnprintf(p->err + n, p->errlen - n, fmt, ap);
    va_end(ap);
    return -1;
}

static char *trim(char *s)
{
    char *e;
    while (isspace((unsigned char)*s)) s++;
    e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
    return s;
}

static int find_ep(const sim_scenario *sc, const char *name)
{
    int i;
    for (i = 0; i < sc->neps; i++)
        if (strcmp(sc->ep[i].name, name) == 0) return i;
    return -1;
}

static int copy_name(parser *p, char *dst, const char *src, const char *what)
{
    size_t i, n = strlen(src);
    if (n == 0 || n >= SIM_NAME) return fail(p, "%s name must be 1..%d characters", what, SIM_NAME - 1);
    for (i = 0; i < n; i++)
        if (!isalnum((unsigned char)src[i]) && src[i] != '-' && src[i] != '_' && src[i] != '.')
            return fail(p, "%s name '%s': use letters, digits, '-', '_', '.'", what, src);
    memcpy(dst, src, n + 1);
    return 0;
}

static int dur(parser *p, const char *key, const char *v, sim_ms *out)
{
    if (sim_parse_duration(v, out) || *out < 0)
        return fail(p, "%s: '%s' is not a duration (examples: 250ms, 30s, 5m, 1h)", key, v);
    return 0;
}

static int share(parser *p, const char *key, const char *v, uint32_t *out)
{
    if (parse_share(v, out))
        return fail(p, "%s: '%s' is not a share (examples: 2%%, 0.5%%, 100%%)", key, v);
    return 0;
}

static int uint_(parser *p, const char *key, const char *v, uint64_t max, uint64_t *out)
{
    if (parse_uint(v, max, out))
        return fail(p, "%s: '%s' is not a whole number in 0..%llu", key, v, (unsigned long long)max);
    return 0;
}

/* ------------------------------------------------------------------ */
/* strategies */

static int strategy_parse(parser *p, const char *name, sim_strategy *s)
{
    int j;
    memset(s, 0, sizeof *s);
    if (copy_name(p, s->name, name, "strategy")) return -1;
    if (!strcmp(name, "resil")) { s->kind = SIM_S_RESIL; return 0; }
    if (!strcmp(name, "none")) { s->kind = SIM_S_NONE; return 0; }
    if (!strcmp(name, "naive")) { s->kind = SIM_S_NAIVE; return 0; }
    if (!strncmp(name, "jitter-", 7)) {
        for (j = 0; j < RESIL_JITTER__COUNT; j++)
            if (!strcmp(name + 7, resil_jitter_name(j))) {
                s->kind = SIM_S_JITTER;
                s->jitter = j;
                return 0;
            }
    }
    return fail(p, "unknown strategy '%s' (resil, none, naive, jitter-proportional, "
                   "jitter-full, jitter-equal, jitter-decorrelated, jitter-none, jitter-constant)", name);
}

static int strat_find(const sim_scenario *sc, const char *name)
{
    int i;
    for (i = 0; i < sc->nstrats; i++)
        if (!strcmp(sc->strat[i].name, name)) return i;
    return -1;
}

static int parse_list(parser *p, char *v, char out[][SIM_NAME], int max, int *n)
{
    char *tok = strtok(v, " \t,");
    *n = 0;
    while (tok) {
        if (*n == max) return fail(p, "too many names (at most %d)", max);
        if (copy_name(p, out[*n], tok, "list")) return -1;
        (*n)++;
        tok = strtok(NULL, " \t,");
    }
    if (*n == 0) return fail(p, "empty list");
    return 0;
}

/* ------------------------------------------------------------------ */
/* [config]: keys mapped onto resil_desc */

enum cfg_type { C_DUR, C_U8, C_U16, C_PCT, C_JITTER, C_BUDGET, C_LIMIT, C_BOOL,
                C_COMPACT };
typedef struct cfg_key {
    const char *key;
    int type;
    size_t off;
} cfg_key;
#define CK(k, t, field) {k, t, offsetof(resil_desc, field)}
static const cfg_key cfg_keys[] = {
    CK("backoff.base", C_DUR, backoff.base_ms),
    CK("backoff.cap", C_DUR, backoff.cap_ms),
    CK("backoff.multiplier", C_U16, backoff.multiplier_pct),
    CK("backoff.jitter", C_JITTER, backoff.jitter),
    CK("backoff.jitter_pct", C_U8, backoff.jitter_pct),
    CK("slow_backoff.base", C_DUR, slow_backoff.base_ms),
    CK("slow_backoff.cap", C_DUR, slow_backoff.cap_ms),
    CK("slow_backoff.multiplier", C_U16, slow_backoff.multiplier_pct),
    CK("slow_backoff.jitter", C_JITTER, slow_backoff.jitter),
    CK("slow_backoff.jitter_pct", C_U8, slow_backoff.jitter_pct),
    CK("breaker.failure_threshold", C_U16, breaker.failure_threshold),
    CK("breaker.probe_successes", C_U16, breaker.probe_successes),
    CK("breaker.probes", C_U16, breaker.probes),
    CK("breaker.open_jitter_pct", C_U8, breaker.open_jitter_pct),
    CK("breaker.rate_pct", C_U8, breaker.rate_pct),
    CK("breaker.open", C_DUR, breaker.open_ms),
    CK("breaker.open_max", C_DUR, breaker.open_max_ms),
    CK("breaker.rate_window", C_DUR, breaker.rate_window_ms),
    CK("breaker.rate_min_calls", C_U16, breaker.rate_min_calls),
    CK("budget.mode", C_BUDGET, budget.mode),
    CK("budget.ratio_pct", C_U8, budget.ratio_pct),
    CK("budget.max_tokens", C_U16, budget.max_tokens),
    CK("budget.refill", C_DUR, budget.refill_ms),
    CK("retry_after_cap", C_DUR, retry_after_cap_ms),
    CK("limit.mode", C_LIMIT, limit.mode),
    CK("limit.decrease_pct", C_U8, limit.decrease_pct),
    CK("limit.initial", C_U16, limit.initial),
    CK("limit.restart", C_U16, limit.restart),
    CK("limit.max", C_U16, limit.max),
    CK("limit.wait", C_DUR, limit.wait_ms),
    CK("max_compactions", C_COMPACT, max_compactions),
    CK("passthrough", C_BOOL, passthrough),
};
#undef CK

static int name_index(const char *v, const char *(*namef)(int), int count)
{
    int i;
    for (i = 0; i < count; i++)
        if (!strcmp(v, namef(i))) return i;
    return -1;
}
static const char *budget_name(int i)
{
    static const char *const n[] = {
#define SIM__X(e, s) s,
        RESIL_BUDGETS(SIM__X)
#undef SIM__X
    };
    return (i >= 0 && i < RESIL_BUDGET__COUNT) ? n[i] : "?";
}

/* apply one config key to d; returns 0, or -1 with msg set */
static int cfg_apply(resil_desc *d, const char *key, const char *v,
                     char *msg, size_t msglen)
{
    size_t i;
    unsigned char *base = (unsigned char *)d;
    uint64_t u;
    sim_ms ms;
    int x;
    for (i = 0; i < sizeof cfg_keys / sizeof cfg_keys[0]; i++) {
        const cfg_key *k = &cfg_keys[i];
        void *f = base + k->off;
        if (strcmp(key, k->key)) continue;
        switch (k->type) {
        case C_DUR:
            if (sim_parse_duration(v, &ms) || ms < 1 || ms > 0x40000000LL) {
                snprintf(msg, msglen, "%s: '%s' is not a duration of 1ms..12d", key, v);
                return -1;
            }
            { uint32_t w = (uint32_t)ms; memcpy(f, &w, 4); }
            return 0;
        case C_U8: case C_PCT:
            if (parse_uint(v, 255, &u)) break;
            { uint8_t w = (uint8_t)u; memcpy(f, &w, 1); }
            return 0;
        case C_U16:
            if (parse_uint(v, 65535, &u)) break;
            { uint16_t w = (uint16_t)u; memcpy(f, &w, 2); }
            return 0;
        case C_JITTER:
            x = name_index(v, resil_jitter_name, RESIL_JITTER__COUNT);
            if (x < 0) {
                snprintf(msg, msglen, "%s: unknown jitter '%s' (proportional, full, equal, decorrelated, none, constant)", key, v);
                return -1;
            }
            { uint8_t w = (uint8_t)x; memcpy(f, &w, 1); }
            return 0;
        case C_BUDGET:
            x = name_index(v, budget_name, RESIL_BUDGET__COUNT);
            if (x < 0) {
                snprintf(msg, msglen, "%s: unknown budget mode '%s' (endpoint, both, off)", key, v);
                return -1;
            }
            { uint8_t w = (uint8_t)x; memcpy(f, &w, 1); }
            return 0;
        case C_LIMIT:
            x = name_index(v, resil_limit_mode_name, RESIL_LIMIT__COUNT);
            if (x < 0) {
                snprintf(msg, msglen, "%s: unknown limit mode '%s' (adaptive, fixed, off)", key, v);
                return -1;
            }
            { uint8_t w = (uint8_t)x; memcpy(f, &w, 1); }
            return 0;
        case C_BOOL:
            if (parse_bool(v, &x)) break;
            { uint8_t w = (uint8_t)x; memcpy(f, &w, 1); }
            return 0;
        case C_COMPACT:
            if (!strcmp(v, "never")) u = RESIL_COMPACT_NEVER;
            else if (parse_uint(v, 254, &u) || u == 0) break;
            { uint8_t w = (uint8_t)u; memcpy(f, &w, 1); }
            return 0;
        default:
            break;
        }
        snprintf(msg, msglen, "%s: bad value '%s'", key, v);
        return -1;
    }
    /* per-class and per-op keys */
    {
        const char *dot = strchr(key, '.');
        char head[32];
        size_t hl;
        int c;
        if (!dot || (hl = (size_t)(dot - key)) >= sizeof head) goto unknown;
        memcpy(head, key, hl);
        head[hl] = 0;
        if (!strcmp(head, "timeout")) {
            x = name_index(dot + 1, resil_op_name, RESIL_OP__COUNT);
            if (x < 0) goto unknown;
            if (sim_parse_duration(v, &ms) || ms < 1 || ms > 0x40000000LL) {
                snprintf(msg, msglen, "%s: '%s' is not a duration of 1ms..12d", key, v);
                return -1;
            }
            d->attempt_timeout_ms[x] = (uint32_t)ms;
            return 0;
        }
        c = name_index(dot + 1, resil_class_name, RESIL_CLASS__COUNT);
        if (c < 0) goto unknown;
        if (!strcmp(head, "attempts")) {
            if (parse_uint(v, 255, &u) || u == 0) {
                snprintf(msg, msglen, "%s: '%s' is not a number of attempts 1..255", key, v);
                return -1;
            }
            d->policy[c].attempts = (uint8_t)u;
            return 0;
        }
        if (!strcmp(head, "action")) {
            x = name_index(v, resil_action_name, RESIL_ACTION__COUNT);
            if (x < 0) {
                snprintf(msg, msglen, "%s: unknown action '%s'", key, v);
                return -1;
            }
            d->policy[c].action = (uint8_t)x;
            return 0;
        }
        if (!strcmp(head, "counts")) {
            if (parse_bool(v, &x)) {
                snprintf(msg, msglen, "%s: '%s' is not yes or no", key, v);
                return -1;
            }
            d->policy[c].counts = (uint8_t)(x ? RESIL_BREAKER_COUNTS_YES : RESIL_BREAKER_COUNTS_NO);
            return 0;
        }
    }
unknown:
    snprintf(msg, msglen, "unknown config key '%s' (see harness/scenarios/README.md)", key);
    return -1;
}

/* naive: "10 retries at a fixed 500 ms, a breaker of 3 failures -> 1 hour"
   (the design documents' starting point), no budget, fallback kept; none
   of resil's later help: no restart queue, no pause, no pings (run.c). */
static void naive_desc(resil_desc *d)
{
    int c;
    d->backoff.jitter = RESIL_JITTER_CONSTANT;
    d->backoff.base_ms = 500;
    d->slow_backoff.jitter = RESIL_JITTER_CONSTANT;
    d->slow_backoff.base_ms = 500;
    for (c = 0; c < RESIL_CLASS__COUNT; c++)
        if (resil_class_default_action(c) == RESIL_ACTION_RETRY)
            d->policy[c].attempts = 11;
    d->breaker.failure_threshold = 3;
    d->breaker.open_ms = 3600000;
    d->breaker.open_max_ms = 3600000;
    d->budget.mode = RESIL_BUDGET_OFF;
    d->restart.max_restarts = RESIL_RESTARTS_NONE;
    d->limit.mode = RESIL_LIMIT_OFF; /* no overload control either */
    d->health.pause_max_ms = RESIL_NEVER;
}

int sim_strategy_desc(const sim_scenario *sc, int s, resil_desc *d, char *err,
                      size_t errlen)
{
    const sim_strategy *st = &sc->strat[s];
    int i, g, k;
    char msg[256];
    const char *field = NULL;
    memset(d, 0, sizeof *d);
    d->endpoint_count = (uint8_t)sc->neps;
    for (i = 0; i < sc->neps; i++) d->endpoints[i].name = sc->ep[i].name;
    d->chain_count = (uint8_t)sc->ngroups;
    for (g = 0; g < sc->ngroups; g++) {
        for (k = 0; k < sc->grp[g].steps; k++)
            d->chains[g].steps[k] = (uint8_t)sc->grp[g].chain[k];
        d->chains[g].step_count = (uint8_t)sc->grp[g].steps;
        d->chains[g].degraded = (uint8_t)sc->grp[g].degraded;
    }
    d->seed = (uint32_t)(sim_mix64(sc->seed) | 1u);
    if (st->kind == SIM_S_NONE) d->passthrough = 1;
    else if (st->kind == SIM_S_NAIVE) naive_desc(d);
    for (i = 0; i < sc->nconfig; i++) {
        const sim_config_kv *c = &sc->config[i];
        int applies;
        if (c->target[0] == 0) applies = st->kind == SIM_S_RESIL || st->kind == SIM_S_JITTER;
        else if (!strcmp(c->target, "jitter")) applies = st->kind == SIM_S_JITTER;
        else applies = !strcmp(c->target, st->name);
        if (applies && cfg_apply(d, c->key, c->value, msg, sizeof msg)) {
            snprintf(err, errlen, "%s:%d: %s", sc->file, c->line, msg);
            return -1;
        }
    }
    if (st->kind == SIM_S_JITTER) d->backoff.jitter = (uint8_t)st->jitter;
    if (resil_desc_check(d, &field) != RESIL_OK) {
        int line = 0;
        for (i = 0; i < sc->nconfig; i++) {
            const char *a = sc->config[i].key, *b = field ? field : "";
            size_t la = strlen(a);
            /* config keys are the desc field names without _ms/_pct */
            if (!strncmp(a, b, la) || !strncmp(b, a, strlen(b))) line = sc->config[i].line;
        }
        snprintf(err, errlen, "%s:%d: strategy %s: configuration rejected by resil_desc_check: field %s",
                 sc->file, line, st->name, field ? field : "?");
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* expectations: [STRATEGY.]METRIC[@ENDPOINT] OP (NUMBER[%|unit] | OPERAND) */

static int operand(parser *p, sim_scenario *sc, char *s, sim_operand *o)
{
    char *dot, *at;
    sim_ms ms;
    memset(o, 0, sizeof *o);
    o->ep = -1;
    if (isdigit((unsigned char)*s) || *s == '-' || *s == '.') {
        char *end;
        double v = strtod(s, &end);
        if (end == s) return fail(p, "'%s' is not a number", s);
        if (*end == '%' && end[1] == 0) {
            o->value = v;
            return 0;
        }
        if (*end == 0) {
            o->value = v;
            return 0;
        }
        if (sim_parse_duration(s, &ms) == 0) {
            o->value = (double)ms;
            return 0;
        }
        return fail(p, "'%s' is not a number, percentage or duration", s);
    }
    o->is_metric = 1;
    dot = strchr(s, '.');
    if (dot) {
        *dot = 0;
        o->strat = strat_find(sc, s);
        if (o->strat < 0) return fail(p, "expect: strategy '%s' is not in this scenario's strategies", s);
        s = dot + 1;
    } else {
        o->strat = strat_find(sc, "resil");
        if (o->strat < 0) o->strat = 0;
    }
    at = strchr(s, '@');
    if (at) {
        int i;
        *at = 0;
        o->ep = find_ep(sc, at + 1);
        if (o->ep < 0) return fail(p, "expect: unknown endpoint '%s'", at + 1);
        for (i = 0; i < SIM_EPM__COUNT; i++)
            if (!strcmp(sim_ep_metric_names[i], s)) {
                o->metric = SIM_EPM_BASE + i;
                return 0;
            }
        return fail(p, "expect: unknown per-endpoint metric '%s' (calls, retries, breaker_opens, breaker_changes, calls_down, successes)", s);
    }
    o->metric = sim_metric_find(s);
    if (o->metric < 0) return fail(p, "expect: unknown metric '%s' (resil-sim --help lists them)", s);
    return 0;
}

static int expect_resolve(parser *p, sim_scenario *sc, int i)
{
    static const char *const ops[] = {"<", "<=", "==", "!=", ">=", ">"};
    char buf[SIM_TEXT], *why, *toks[4];
    int nt = 0, k;
    sim_expect *x = &sc->expect[sc->nexpects];
    p->line = p->pend_line[i];
    p->file = p->pend_file[i];
    memset(x, 0, sizeof *x);
    snprintf(buf, sizeof buf, "%s", p->pend_expect[i]);
    why = strchr(buf, '#');
    if (why) {
        *why++ = 0;
        snprintf(x->why, sizeof x->why, "%s", trim(why));
    }
    snprintf(x->text, sizeof x->text, "%s", trim(buf));
    {
        char *t = strtok(buf, " \t");
        while (t && nt < 4) {
            toks[nt++] = t;
            t = strtok(NULL, " \t");
        }
        if (t || nt != 3) return fail(p, "expect: write 'METRIC OP VALUE', e.g. 'resil.success_pct >= 99%%'");
    }
    x->op = -1;
    for (k = 0; k < 6; k++)
        if (!strcmp(toks[1], ops[k])) x->op = k;
    if (x->op < 0) return fail(p, "expect: unknown operator '%s' (<, <=, ==, !=, >=, >)", toks[1]);
    if (operand(p, sc, toks[0], &x->a)) return -1;
    if (!x->a.is_metric) return fail(p, "expect: the left side must be a metric");
    if (operand(p, sc, toks[2], &x->b)) return -1;
    x->line = p->line;
    sc->nexpects++;
    return 0;
}

/* ------------------------------------------------------------------ */

static int load_file(parser *p, const char *path);

static int section(parser *p, char *s)
{
    sim_scenario *sc = p->sc;
    char *name = strchr(s, ' ');
    if (name) {
        *name++ = 0;
        name = trim(name);
    }
    if (!strcmp(s, "scenario") && !name) { p->sec = SEC_SCENARIO; return 0; }
    if (!strcmp(s, "config")) {
        p->sec = SEC_CONFIG;
        p->cfg_target[0] = 0;
        if (name) {
            sim_strategy tmp;
            if (strcmp(name, "jitter") && strategy_parse(p, name, &tmp)) return -1;
            snprintf(p->cfg_target, sizeof p->cfg_target, "%s", name);
        }
        return 0;
    }
    if (!strcmp(s, "expect") && !name) { p->sec = SEC_EXPECT; return 0; }
    if (!strcmp(s, "contention") && !name) {
        p->sec = SEC_CONTENTION;
        sc->cont.enabled = 1;
        sc->cont.line = p->line;
        return 0;
    }
    if (!strcmp(s, "endpoint")) {
        int i;
        if (!name) return fail(p, "[endpoint NAME]: the endpoint needs a name");
        i = find_ep(sc, name);
        if (i < 0) {
            if (sc->neps == SIM_MAX_EP) return fail(p, "too many endpoints (at most %d)", SIM_MAX_EP);
            i = sc->neps;
            if (copy_name(p, sc->ep[i].name, name, "endpoint")) return -1;
            sc->ep[i].latency = 500;
            sc->ep[i].spread = 250;
            sc->ep[i].error_latency = 100;
            sc->ep[i].connect_latency = 2;
            sc->ep[i].line = p->line;
            sc->neps++;
        }
        p->sec = SEC_ENDPOINT;
        p->cur = i;
        return 0;
    }
    if (!strcmp(s, "clients")) {
        int i;
        const char *n = name ? name : "clients";
        for (i = 0; i < sc->ngroups; i++)
            if (!strcmp(sc->grp[i].name, n)) break;
        if (i == sc->ngroups) {
            sim_group *g;
            if (sc->ngroups == SIM_MAX_GROUPS) return fail(p, "too many client groups (at most %d)", SIM_MAX_GROUPS);
            g = &sc->grp[i];
            if (copy_name(p, g->name, n, "clients")) return -1;
            g->tasks = 100;
            g->every = 1000;
            g->op = RESIL_OP_LLM;
            g->cancel_after = 5000;
            g->line = p->line;
            sc->ngroups++;
        }
        p->sec = SEC_CLIENTS;
        p->cur = i;
        return 0;
    }
    if (!strcmp(s, "fault") && !name) {
        sim_fault *f;
        if (sc->nfaults == SIM_MAX_FAULTS) return fail(p, "too many faults (at most %d)", SIM_MAX_FAULTS);
        f = &sc->fault[sc->nfaults];
        memset(f, 0, sizeof *f);
        f->kind = -1;
        f->ep = -2;
        f->to = -1;
        f->share_ppm = 1000000;
        f->err = -1;
        f->retry_after = 20000;
        f->up = 30000;
        f->down = 30000;
        f->latency = 90000;
        f->fix_ppm = 0;
        f->line = p->line;
        p->cur = sc->nfaults++;
        p->sec = SEC_FAULT;
        return 0;
    }
    return fail(p, "unknown section [%s%s%s] (scenario, endpoint NAME, clients [NAME], fault, config, expect, contention)",
                s, name ? " " : "", name ? name : "");
}

static int kv_scenario(parser *p, const char *k, char *v)
{
    sim_scenario *sc = p->sc;
    uint64_t u;
    sim_ms ms;
    if (!strcmp(k, "name")) return copy_name(p, sc->name, v, "scenario");
    if (!strcmp(k, "title")) { snprintf(sc->title, sizeof sc->title, "%s", v); return 0; }
    if (!strcmp(k, "seed")) {
        if (uint_(p, k, v, UINT64_MAX, &u)) return -1;
        sc->seed = u;
        return 0;
    }
    if (!strcmp(k, "clock_offset") || !strcmp(k, "check_offset")) {
        /* negative: before the 32-bit wrap, e.g. -60s = 2^32 - 60000 */
        if (sim_parse_duration(v, &ms) || ms > 0xFFFFFFFFLL || ms < -0xFFFFFFFFLL)
            return fail(p, "%s: '%s' is not a tick offset (e.g. 0, 1h, -60s for 60 s before the 32-bit wrap)", k, v);
        if (!strcmp(k, "clock_offset")) sc->clock_offset = (uint32_t)(uint64_t)ms;
        else {
            sc->check_offset = 1;
            sc->check_offset_value = (uint32_t)(uint64_t)ms;
        }
        return 0;
    }
    if (!strcmp(k, "horizon")) {
        if (dur(p, k, v, &ms)) return -1;
        if (ms < 1000 || ms > 30LL * 86400000) return fail(p, "horizon: 1s..30d");
        sc->horizon = ms;
        return 0;
    }
    if (!strcmp(k, "strategies") || !strcmp(k, "timeline")) {
        char names[SIM_MAX_STRATS][SIM_NAME];
        int n, i;
        if (parse_list(p, v, names, SIM_MAX_STRATS, &n)) return -1;
        if (!strcmp(k, "strategies")) {
            for (i = 0; i < n; i++) {
                int j;
                for (j = 0; j < i; j++)
                    if (!strcmp(names[i], names[j])) return fail(p, "strategy '%s' listed twice", names[i]);
                if (strategy_parse(p, names[i], &sc->strat[i])) return -1;
            }
            sc->nstrats = n;
            sc->ntimeline = 0;
        } else {
            if (n > 2) return fail(p, "timeline: at most 2 strategies");
            for (i = 0; i < n; i++) {
                int s = strat_find(sc, names[i]);
                if (s < 0) return fail(p, "timeline: strategy '%s' is not in strategies (set strategies first)", names[i]);
                sc->timeline[i] = s;
            }
            sc->ntimeline = n;
        }
        return 0;
    }
    if (!strcmp(k, "include")) {
        char path[512];
        const char *slash = strrchr(p->file, '/');
        int rc, line = p->line;
        const char *file = p->file;
        int sec = p->sec;
        if (p->depth >= 4) return fail(p, "include: nested too deep");
        if (slash && v[0] != '/')
            snprintf(path, sizeof path, "%.*s/%s", (int)(slash - p->file), p->file, v);
        else
            snprintf(path, sizeof path, "%s", v);
        p->depth++;
        rc = load_file(p, path);
        p->depth--;
        p->file = file;
        p->line = line;
        p->sec = sec;
        return rc;
    }
    return fail(p, "unknown key '%s' in [scenario] (name, title, seed, clock_offset, check_offset, horizon, strategies, timeline, include)", k);
}

static int kv_endpoint(parser *p, const char *k, char *v)
{
    sim_endpoint *e = &p->sc->ep[p->cur];
    uint64_t u;
    if (!strcmp(k, "latency")) return dur(p, k, v, &e->latency);
    if (!strcmp(k, "spread")) return dur(p, k, v, &e->spread);
    if (!strcmp(k, "error_latency")) return dur(p, k, v, &e->error_latency);
    if (!strcmp(k, "connect_latency")) return dur(p, k, v, &e->connect_latency);
    if (!strcmp(k, "capacity")) {
        if (uint_(p, k, v, 1000000, &u)) return -1;
        e->capacity = (uint32_t)u;
        return 0;
    }
    if (!strcmp(k, "rpm") || !strcmp(k, "tpm")) {
        if (uint_(p, k, v, 100000000, &u)) return -1;
        *(k[0] == 'r' ? &e->rpm : &e->tpm) = (uint32_t)u;
        return 0;
    }
    if (!strcmp(k, "headers")) {
        int i;
        for (i = 0; i < SIM_H__COUNT; i++)
            if (!strcmp(v, sim_header_names[i])) break;
        if (i == SIM_H__COUNT) return fail(p, "headers: '%s' is not none, openai or anthropic", v);
        e->headers = i;
        return 0;
    }
    return fail(p, "unknown key '%s' in [endpoint] (latency, spread, error_latency, connect_latency, capacity, rpm, tpm, headers)", k);
}

static int kv_clients(parser *p, const char *k, char *v)
{
    sim_scenario *sc = p->sc;
    sim_group *g = &sc->grp[p->cur];
    uint64_t u;
    int b;
    if (!strcmp(k, "tasks")) {
        if (uint_(p, k, v, 200000, &u)) return -1;
        if (u == 0) return fail(p, "tasks: at least 1");
        g->tasks = (uint32_t)u;
        return 0;
    }
    if (!strcmp(k, "start")) return dur(p, k, v, &g->start);
    if (!strcmp(k, "every")) return dur(p, k, v, &g->every);
    if (!strcmp(k, "arrival")) {
        if (!strcmp(v, "fixed")) g->poisson = 0;
        else if (!strcmp(v, "poisson")) g->poisson = 1;
        else return fail(p, "arrival: '%s' is not fixed or poisson", v);
        return 0;
    }
    if (!strcmp(k, "chain")) {
        char names[RESIL_MAX_STEPS + 1][SIM_NAME];
        int n, i;
        if (parse_list(p, v, names, RESIL_MAX_STEPS, &n)) return -1;
        for (i = 0; i < n; i++) {
            int e = find_ep(sc, names[i]);
            if (e < 0) return fail(p, "chain: unknown endpoint '%s' (declare [endpoint %s] before)", names[i], names[i]);
            g->chain[i] = e;
        }
        g->steps = n;
        return 0;
    }
    if (!strcmp(k, "degraded")) {
        if (parse_bool(v, &b)) return fail(p, "degraded: '%s' is not yes or no", v);
        g->degraded = b;
        return 0;
    }
    if (!strcmp(k, "isolate")) {
        if (parse_bool(v, &b)) return fail(p, "isolate: '%s' is not yes or no", v);
        g->isolate = b;
        return 0;
    }
    if (!strcmp(k, "op")) {
        int x = name_index(v, resil_op_name, RESIL_OP__COUNT);
        if (x < 0) return fail(p, "op: unknown operation '%s' (other, llm, tool, file_read, web_fetch)", v);
        g->op = x;
        return 0;
    }
    if (!strcmp(k, "timeout")) return dur(p, k, v, &g->timeout);
    if (!strcmp(k, "cancel")) return share(p, k, v, &g->cancel_ppm);
    if (!strcmp(k, "cancel_after")) return dur(p, k, v, &g->cancel_after);
    if (!strcmp(k, "tokens")) {
        if (uint_(p, k, v, 0xFFFFFFFFu, &u)) return -1;
        g->tokens = (uint32_t)u;
        return 0;
    }
    if (!strcmp(k, "process")) {
        if (uint_(p, k, v, SIM_MAX_GROUPS - 1, &u)) return -1;
        g->process = (int)u;
        return 0;
    }
    return fail(p, "unknown key '%s' in [clients] (tasks, start, every, arrival, chain, degraded, op, timeout, cancel, cancel_after, isolate, tokens, process)", k);
}

static int kv_fault(parser *p, const char *k, char *v)
{
    sim_scenario *sc = p->sc;
    sim_fault *f = &sc->fault[p->cur];
    int i;
    if (!strcmp(k, "kind")) {
        for (i = 0; i < SIM_F__COUNT; i++)
            if (!strcmp(v, sim_fault_names[i])) {
                f->kind = i;
                return 0;
            }
        return fail(p, "kind: unknown fault '%s' (down, errors, rate_limit, slow, flap, context, crash)", v);
    }
    if (!strcmp(k, "endpoint")) {
        if (!strcmp(v, "all")) {
            f->ep = -1;
            return 0;
        }
        f->ep = find_ep(sc, v);
        if (f->ep < 0) return fail(p, "endpoint: unknown endpoint '%s' (declare [endpoint %s] before, or say all)", v, v);
        return 0;
    }
    if (!strcmp(k, "from")) return dur(p, k, v, &f->from);
    if (!strcmp(k, "to")) {
        if (!strcmp(v, "end")) {
            f->to = -1;
            return 0;
        }
        return dur(p, k, v, &f->to);
    }
    if (!strcmp(k, "share")) return share(p, k, v, &f->share_ppm);
    if (!strcmp(k, "error")) {
        f->err = sim_error_find(v);
        if (f->err < 0) {
            char all[512] = "";
            for (i = 0; i < sim_error_count; i++) {
                strcat(all, i ? ", " : "");
                strcat(all, sim_errors[i].name);
            }
            return fail(p, "error: unknown error '%s' (%s)", v, all);
        }
        return 0;
    }
    if (!strcmp(k, "retry_after")) return dur(p, k, v, &f->retry_after);
    if (!strcmp(k, "up")) return dur(p, k, v, &f->up);
    if (!strcmp(k, "down")) return dur(p, k, v, &f->down);
    if (!strcmp(k, "latency")) return dur(p, k, v, &f->latency);
    if (!strcmp(k, "fixed_by_compaction")) return share(p, k, v, &f->fix_ppm);
    return fail(p, "unknown key '%s' in [fault] (kind, endpoint, from, to, share, error, retry_after, up, down, latency, fixed_by_compaction)", k);
}

static int kv_contention(parser *p, const char *k, char *v)
{
    sim_contention *c = &p->sc->cont;
    uint64_t u;
    sim_ms ms;
    struct { const char *k; int *dst; uint64_t lo, hi; } ints[] = {
        {"clients_from", &c->n_from, 1, 10000}, {"clients_to", &c->n_to, 1, 10000},
        {"clients_step", &c->n_step, 1, 10000}, {"trials", &c->trials, 1, 100000},
        {"full_clients_from", &c->full_from, 1, 10000}, {"full_clients_to", &c->full_to, 1, 10000},
        {"full_clients_step", &c->full_step, 1, 10000}, {"full_trials", &c->full_trials, 1, 100000},
    };
    size_t i;
    for (i = 0; i < sizeof ints / sizeof ints[0]; i++)
        if (!strcmp(k, ints[i].k)) {
            if (uint_(p, k, v, ints[i].hi, &u)) return -1;
            if (u < ints[i].lo) return fail(p, "%s: at least %llu", k, (unsigned long long)ints[i].lo);
            *ints[i].dst = (int)u;
            return 0;
        }
    if (!strcmp(k, "hop_mean") || !strcmp(k, "hop_sd")) {
        char *end;
        double d = strtod(v, &end);
        if (end == v || (*end && strcmp(end, "ms")) || d < 0 || d > 1e6)
            return fail(p, "%s: '%s' is not a time in ms (e.g. 10ms or 2.5)", k, v);
        if (!strcmp(k, "hop_mean")) c->hop_mean = d;
        else c->hop_sd = d;
        return 0;
    }
    if (!strcmp(k, "base") || !strcmp(k, "cap")) {
        if (dur(p, k, v, &ms)) return -1;
        if (ms < 1 || ms > 0x40000000LL) return fail(p, "%s: 1ms..12d", k);
        if (!strcmp(k, "base")) c->base_ms = (uint32_t)ms;
        else c->cap_ms = (uint32_t)ms;
        return 0;
    }
    return fail(p, "unknown key '%s' in [contention] (clients_from, clients_to, clients_step, trials, full_clients_from, full_clients_to, full_clients_step, full_trials, hop_mean, hop_sd, base, cap)", k);
}

static int kv_config(parser *p, const char *k, char *v)
{
    sim_scenario *sc = p->sc;
    resil_desc d;
    char msg[256];
    sim_config_kv *c;
    memset(&d, 0, sizeof d);
    if (cfg_apply(&d, k, v, msg, sizeof msg)) return fail(p, "%s", msg);
    if (sc->nconfig == SIM_MAX_CONFIG) return fail(p, "too many config keys");
    c = &sc->config[sc->nconfig++];
    if (strlen(k) >= sizeof c->key || strlen(v) >= sizeof c->value) return fail(p, "config key or value too long");
    strcpy(c->key, k);
    strcpy(c->value, v);
    strcpy(c->target, p->cfg_target);
    c->line = p->line;
    return 0;
}

static int line_(parser *p, char *raw)
{
    char *s, *eq, *k, *v, *hash;
    s = trim(raw);
    if (*s == 0 || *s == '#') return 0;
    if (*s == '[') {
        char *e = strchr(s, ']');
        if (!e) return fail(p, "section header without ']'");
        if (*trim(e + 1) && *trim(e + 1) != '#') return fail(p, "text after the section header");
        *e = 0;
        return section(p, trim(s + 1));
    }
    if (p->sec == SEC_EXPECT) {
        if (p->npend == SIM_MAX_EXPECTS) return fail(p, "too many expectations (at most %d)", SIM_MAX_EXPECTS);
        snprintf(p->pend_expect[p->npend], SIM_TEXT, "%s", s);
        snprintf(p->pend_file[p->npend], 256, "%s", p->file);
        p->pend_line[p->npend++] = p->line;
        return 0;
    }
    hash = strchr(s, '#');
    if (hash && p->sec != SEC_SCENARIO) *hash = 0;
    else if (hash && strncmp(s, "title", 5)) *hash = 0;
    eq = strchr(s, '=');
    if (!eq) return fail(p, "expected 'key = value'");
    *eq = 0;
    k = trim(s);
    v = trim(eq + 1);
    if (*k == 0) return fail(p, "missing key before '='");
    if (*v == 0) return fail(p, "%s: missing value", k);
    switch (p->sec) {
    case SEC_SCENARIO: return kv_scenario(p, k, v);
    case SEC_ENDPOINT: return kv_endpoint(p, k, v);
    case SEC_CLIENTS: return kv_clients(p, k, v);
    case SEC_FAULT: return kv_fault(p, k, v);
    case SEC_CONFIG: return kv_config(p, k, v);
    case SEC_CONTENTION: return kv_contention(p, k, v);
    default: break;
    }
    return fail(p, "'%s' outside of a section (start with [scenario])", k);
}

static int load_file(parser *p, const char *path)
{
    FILE *f = fopen(path, "r");
    char buf[1024];
    if (!f) {
        if (p->depth == 0) snprintf(p->err, p->errlen, "%s: cannot open: %s", path, strerror(errno));
        else fail(p, "include: cannot open %s: %s", path, strerror(errno));
        return -1;
    }
    p->file = path;
    p->line = 0;
    p->sec = SEC_NONE;
    while (fgets(buf, sizeof buf, f)) {
        p->line++;
        if (!strchr(buf, '\n') && !feof(f)) {
            fclose(f);
            return fail(p, "line longer than %d characters", (int)sizeof buf - 2);
        }
        if (line_(p, buf)) {
            fclose(f);
            return -1;
        }
    }
    fclose(f);
    if (p->depth == 0) p->last_line = p->line;
    return 0;
}

static int finish(parser *p)
{
    sim_scenario *sc = p->sc;
    int i, g;
    resil_desc d;
    p->line = p->last_line;
    if (sc->name[0] == 0) {
        const char *b = strrchr(sc->file, '/');
        const char *dot;
        b = b ? b + 1 : sc->file;
        dot = strrchr(b, '.');
        snprintf(sc->name, sizeof sc->name, "%.*s", (int)(dot ? dot - b : (long)strlen(b)), b);
    }
    if (sc->nstrats == 0) {
        static const char *const def[] = {"resil", "none", "naive"};
        for (i = 0; i < 3; i++) strategy_parse(p, def[i], &sc->strat[i]);
        sc->nstrats = 3;
    }
    if (sc->ntimeline == 0) {
        sc->timeline[0] = 0;
        sc->ntimeline = 1;
    }
    if (!sc->cont.enabled) {
        if (sc->neps == 0) return fail(p, "no [endpoint NAME] section (end of file)");
        if (sc->ngroups == 0) return fail(p, "no [clients] section (end of file)");
    }
    for (g = 0; g < sc->ngroups; g++) {
        sim_group *gr = &sc->grp[g];
        p->line = gr->line;
        if (gr->steps == 0) {
            if (sc->neps == 0) return fail(p, "[clients %s]: no endpoint to call", gr->name);
            gr->chain[0] = 0;
            gr->steps = 1;
        }
    }
    for (i = 0; i < sc->nfaults; i++) {
        sim_fault *f = &sc->fault[i];
        p->line = f->line;
        if (f->kind < 0) return fail(p, "[fault]: missing kind");
        if (f->ep == -2) return fail(p, "[fault]: missing endpoint (a name, or all)");
        if (f->to >= 0 && f->to <= f->from) return fail(p, "[fault]: 'to' must be after 'from'");
        if (f->err < 0) {
            static const char *const def[SIM_F__COUNT] = {"refused", "500", "429", NULL, "refused", "context", "crash"};
            if (def[f->kind]) f->err = sim_error_find(def[f->kind]);
        }
        if (f->kind == SIM_F_FLAP && (f->up <= 0 || f->down <= 0)) return fail(p, "[fault]: flap needs up and down > 0");
    }
    if (sc->cont.enabled) {
        sim_contention *c = &sc->cont;
        p->line = c->line;
        if (!c->n_from) c->n_from = 10;
        if (!c->n_to) c->n_to = 190;
        if (!c->n_step) c->n_step = 90;
        if (!c->trials) c->trials = 20;
        if (!c->full_from) c->full_from = 10;
        if (!c->full_to) c->full_to = 190;
        if (!c->full_step) c->full_step = 10;
        if (!c->full_trials) c->full_trials = 100;
        if (c->hop_mean == 0) c->hop_mean = 10;
        if (c->hop_sd == 0) c->hop_sd = 2;
        if (!c->base_ms) c->base_ms = 5;
        if (!c->cap_ms) c->cap_ms = 2000;
        if (c->n_to < c->n_from || c->full_to < c->full_from) return fail(p, "[contention]: clients_to below clients_from");
    }
    /* every strategy's configuration must be accepted by resil */
    if (sc->neps > 0)
        for (i = 0; i < sc->nstrats; i++)
            if (sim_strategy_desc(sc, i, &d, p->err, p->errlen)) return -1;
    for (i = 0; i < p->npend; i++)
        if (expect_resolve(p, sc, i)) return -1;
    return 0;
}

int sim_scenario_load(sim_scenario *sc, const char *path, char *err,
                      size_t errlen)
{
    static parser p; /* large (pending expectations); single-threaded tool */
    memset(sc, 0, sizeof *sc);
    memset(&p, 0, sizeof p);
    snprintf(sc->file, sizeof sc->file, "%s", path);
    sc->seed = 1;
    sc->horizon = 4LL * 3600000;
    p.sc = sc;
    p.err = err;
    p.errlen = errlen;
    if (load_file(&p, path)) return -1;
    p.file = path;
    return finish(&p);
}
