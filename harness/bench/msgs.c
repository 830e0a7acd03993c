/* msgs.c - the message sets the classifier bench runs on.

   corpus   the project's labelled messages (tests/corpus, written by the
            classifier's issue); a small built-in list from TAXONOMY.md's
            evidence column stands in while no corpus file exists.
   long     each corpus message wrapped in 1-2 KB of the noise it arrives
            in: a JSON error body, a stack trace, an HTML error page.
   nomatch  neutral log text with the corpus's lengths: matches no pattern,
            so every matcher scans the whole message.
   sized    neutral text of one exact length (the linearity sweep).
   All generated text comes from a fixed-seed generator: same sets, every
   run. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "resil.h"
#include "bench.h"
#include "../corpus.h"

static uint32_t rng_next(uint32_t *s)
{
    uint32_t x = *s ? *s : 0x9e3779b9u;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *s = x;
    return x;
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1u);
    if (!p) {
        fprintf(stderr, "bench: out of memory\n");
        exit(2);
    }
    return p;
}

static void set_init(bench_set *s, const char *name, const char *what, size_t cap)
{
    memset(s, 0, sizeof *s);
    s->name = name;
    s->what = what;
    s->msg = xmalloc(cap * sizeof *s->msg);
    s->len = xmalloc(cap * sizeof *s->len);
    s->label = xmalloc(cap * sizeof *s->label);
}

static void set_add(bench_set *s, size_t *cap, const char *m, size_t len, int label)
{
    if (s->n == *cap) {
        *cap *= 2u;
        s->msg = realloc(s->msg, *cap * sizeof *s->msg);
        s->len = realloc(s->len, *cap * sizeof *s->len);
        s->label = realloc(s->label, *cap * sizeof *s->label);
        if (!s->msg || !s->len || !s->label) {
            fprintf(stderr, "bench: out of memory\n");
            exit(2);
        }
    }
    s->msg[s->n] = xmalloc(len + 1u);
    memcpy(s->msg[s->n], m, len);
    s->msg[s->n][len] = '\0';
    s->len[s->n] = len;
    s->label[s->n] = label;
    s->bytes += len;
    if (len > s->max_len) s->max_len = len;
    s->n++;
}

void bench_set_free(bench_set *s)
{
    size_t i;
    for (i = 0; i < s->n; i++) free(s->msg[i]);
    free(s->msg);
    free(s->len);
    free(s->label);
    memset(s, 0, sizeof *s);
}

/* -- corpus -- */

/* Stand-in when no corpus file exists: one message per TAXONOMY.md class,
   from its "typical evidence" column. */
static const struct {
    const char *cls, *msg;
} builtin_msgs[] = {
    {"network", "Error: connect ECONNREFUSED 127.0.0.1:8080"},
    {"network", "curl: (6) Could not resolve host: api.example.com"},
    {"network", "socket hang up"},
    {"timeout", "Request timed out after 60000 ms"},
    {"timeout", "rpc error: code = DeadlineExceeded desc = context deadline exceeded"},
    {"network_permanent", "SSL certificate problem: unable to get local issuer certificate"},
    {"rate_limit", "429 Too Many Requests: Rate limit reached, please retry after 20s"},
    {"quota", "You exceeded your current quota, please check your plan and billing details."},
    {"unavailable", "503 Service Unavailable"},
    {"unavailable", "{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}"},
    {"server", "500 Internal Server Error"},
    {"auth", "401 Unauthorized: invalid api key provided"},
    {"invalid_request", "400 Bad Request: unsupported parameter 'foo'"},
    {"not_found", "The model `gpt-9` does not exist or you do not have access to it."},
    {"context_length", "prompt is too long: 210000 tokens > 200000 maximum"},
    {"cancelled", "AbortError: The operation was aborted."},
    {"crash", "worker process exited with code 137 (OOMKilled)"},
    {"logic", "TypeError: Cannot read properties of undefined (reading 'timeout')"},
    {"unknown", "something odd happened while formatting the reply"},
};


/* One corpus file (*.tsv or *.txt). Lines, tab-separated:
     class <TAB> hard|- <TAB> source <TAB> text   (tests/corpus/messages.tsv)
     class <TAB> text
     text
   where class is a TAXONOMY.md name (else the line is all text); blank
   lines and lines starting with '#' are skipped. */
static void load_file(bench_set *s, size_t *cap, const char *path)
{
    FILE *f = fopen(path, "rb");
    char *line = NULL;
    size_t lcap = 0;
    ssize_t got;
    if (!f) return;
    while ((got = getline(&line, &lcap, f)) > 0) {
        size_t n = (size_t)got;
        char *tab, *m = line;
        int label = -1;
        while (n && (line[n - 1u] == '\n' || line[n - 1u] == '\r')) n--;
        if (!n || line[0] == '#') continue;
        line[n] = '\0';
        tab = memchr(line, '\t', n);
        if (tab) {
            int c = resil_class_from_name(line, (size_t)(tab - line));
            if (c >= 0) {
                char *t2 = strchr(tab + 1, '\t'), *t3 = t2 ? strchr(t2 + 1, '\t') : NULL;
                label = c;
                m = t3 ? t3 + 1 : tab + 1;
                n -= (size_t)(m - line);
            }
        }
        n = corpus_decode(m, n);
        if (n) set_add(s, cap, m, n, label);
    }
    free(line);
    fclose(f);
}

static int corpus_file(const char *name)
{
    size_t n = strlen(name);
    return (n > 4u && (!strcmp(name + n - 4u, ".tsv") || !strcmp(name + n - 4u, ".txt")));
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void load_dir(bench_set *s, size_t *cap, const char *dir, int depth)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    char **names = NULL;
    size_t nn = 0, i;
    if (!d) return;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.') continue;
        names = realloc(names, (nn + 1u) * sizeof *names);
        if (!names) exit(2);
        names[nn++] = strdup(de->d_name);
    }
    closedir(d);
    qsort(names, nn, sizeof *names, cmp_str); /* same order every run */
    for (i = 0; i < nn; i++) {
        struct stat st;
        size_t pl = strlen(dir) + strlen(names[i]) + 2u;
        char *p = xmalloc(pl);
        snprintf(p, pl, "%s/%s", dir, names[i]);
        if (stat(p, &st) == 0) {
            if (S_ISDIR(st.st_mode) && depth < 4) load_dir(s, cap, p, depth + 1);
            else if (S_ISREG(st.st_mode) && corpus_file(names[i])) load_file(s, cap, p);
        }
        free(p);
        free(names[i]);
    }
    free(names);
}

int bench_set_corpus(bench_set *s, const char *dir, int *builtin)
{
    size_t cap = 256, i;
    set_init(s, "corpus", "the classifier's corpus messages", cap);
    *builtin = 0;
    if (dir) load_dir(s, &cap, dir, 0);
    if (s->n == 0) {
        *builtin = 1;
        s->what = "built-in stand-in (no corpus found): TAXONOMY.md evidence";
        for (i = 0; i < sizeof builtin_msgs / sizeof builtin_msgs[0]; i++)
            set_add(s, &cap, builtin_msgs[i].msg, strlen(builtin_msgs[i].msg),
                    resil_class_from_name(builtin_msgs[i].cls,
                                          strlen(builtin_msgs[i].cls)));
    }
    return (int)s->n;
}

/* -- noise -- */

/* Neutral words: none is (or contains) a keyword of alt_patterns.h or an
   error word; the nomatch set checks that no matcher finds anything. */
static const char *const words[] = {
    "the", "user", "asked", "for", "a", "summary", "of", "quarterly",
    "report", "with", "charts", "and", "notes", "please", "include",
    "figures", "from", "section", "three", "table", "rows", "columns",
    "draft", "version", "review", "items", "list", "project", "alpha",
    "beta", "release", "plan", "meeting", "agenda", "customer", "ticket",
    "priority", "owner", "queue", "depth", "batch", "processed", "records",
    "field", "value", "config", "loaded", "path", "module", "build",
    "region", "shard", "replica", "synced", "written", "bytes", "metric",
    "flushed", "index", "rebuilt", "cache", "warm", "job", "started",
    "page", "render", "layout", "theme", "colour", "width", "height",
    "north", "south", "east", "west", "monday", "tuesday", "invoice",
    "order", "shipping", "address", "city", "postcode", "country"};
#define NWORDS (sizeof words / sizeof words[0])

static const char *const frames[] = {
    "    at Object.render (/srv/app/lib/render.js:214:17)\n",
    "    at processItems (/srv/app/lib/queue/worker.js:88:9)\n",
    "    at async Promise.all (index 3)\n",
    "  File \"/srv/app/pipeline/steps.py\", line 142, in run_step\n"
    "    result = step.execute(payload)\n",
    "  File \"/usr/lib/python3/dist-packages/pipeline/core.py\", line 77, in __call__\n"
    "    return self.func(*args, **kwargs)\n",
    "\tat com.example.pipeline.Runner.execute(Runner.java:311)\n",
    "\tat java.base/java.util.concurrent.FutureTask.run(FutureTask.java:264)\n",
};
#define NFRAMES (sizeof frames / sizeof frames[0])

static const char *const css[] = {
    "body{margin:0;padding:0;font-family:Helvetica,Arial,sans-serif;color:#333}",
    ".wrap{max-width:720px;margin:40px auto;padding:0 16px}",
    "h1{font-size:24px;font-weight:600;margin-bottom:8px}",
    "p.detail{font-family:monospace;background:#f6f6f6;padding:8px}",
    ".nav li{display:inline-block;margin-right:12px}",
    "a{color:#0645ad;text-decoration:none}a:hover{text-decoration:underline}",
};
#define NCSS (sizeof css / sizeof css[0])

typedef struct sbuf {
    char *p;
    size_t n, cap;
} sbuf;

static void sb_put(sbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1u > b->cap) {
        while (b->n + n + 1u > b->cap) b->cap = b->cap ? b->cap * 2u : 256u;
        b->p = realloc(b->p, b->cap);
        if (!b->p) exit(2);
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = '\0';
}

static void sb_puts(sbuf *b, const char *s) { sb_put(b, s, strlen(s)); }

/* Exactly n bytes of neutral noise: 0 words, 1 stack frames, 2 HTML list
   items, 3 CSS rules. */
static void sb_fill(sbuf *b, size_t n, int style, uint32_t *rng)
{
    size_t end = b->n + n;
    while (b->n < end) {
        const char *piece;
        char tmp[64];
        size_t k;
        if (style == 1) piece = frames[rng_next(rng) % NFRAMES];
        else if (style == 3) piece = css[rng_next(rng) % NCSS];
        else if (style == 2) {
            snprintf(tmp, sizeof tmp, "<li><a href=\"/docs/guide/page-%u\">guide %u</a></li>",
                     (unsigned)(rng_next(rng) % 90u + 10u), (unsigned)(rng_next(rng) % 90u + 10u));
            piece = tmp;
        } else {
            snprintf(tmp, sizeof tmp, "%s ", words[rng_next(rng) % NWORDS]);
            piece = tmp;
        }
        k = strlen(piece);
        if (k > end - b->n) k = end - b->n;
        sb_put(b, piece, k);
    }
}

/* The message as it appears inside a JSON string or HTML text. */
static void sb_escaped(sbuf *b, const char *m, size_t n, int style)
{
    size_t i;
    for (i = 0; i < n; i++) {
        char c = m[i];
        if (style == 0 && (c == '"' || c == '\\')) { sb_put(b, "\\", 1); sb_put(b, &c, 1); }
        else if (style == 0 && c == '\n') sb_puts(b, "\\n");
        else if (style == 0 && c == '\t') sb_puts(b, "\\t");
        else if (style == 2 && c == '<') sb_puts(b, "&lt;");
        else if (style == 2 && c == '>') sb_puts(b, "&gt;");
        else if (style == 2 && c == '&') sb_puts(b, "&amp;");
        else if (style == 2 && c == '"') sb_puts(b, "&quot;");
        else sb_put(b, &c, 1);
    }
}

#define HTML_HEAD "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">" \
                  "<title>Something went wrong</title><style>"
#define HTML_MID1 "</style></head><body><div class=\"wrap\">" \
                  "<h1>Something went wrong</h1><p class=\"detail\">"
#define JSON_HEAD "{\"id\":\"req_7f3a9c21d4e84b06\",\"object\":\"response\"," \
                  "\"model\":\"model-large-2\",\"usage\":{\"prompt_tokens\":1834," \
                  "\"completion_tokens\":0},\"request\":{\"messages\":[{\"role\":" \
                  "\"user\",\"content\":\""
#define JSON_MID2 "\",\"param\":null,\"request_id\":\"b1e0c2f49a7d\"},\"meta\":{\"trace\":\""
static const char *const wrap_head[3] = {JSON_HEAD, "", HTML_HEAD};
static const char *const wrap_mid1[3] = {"\"}]},\"error\":{\"message\":\"", "", HTML_MID1};
static const char *const wrap_mid2[3] = {JSON_MID2, "\nTraceback (most recent call last):\n",
                                         "</p><ul class=\"nav\">"};
static const char *const wrap_tail[3] = {"\"}}", "", "</ul></div></body></html>\n"};

void bench_set_long(bench_set *s, const bench_set *corpus, uint32_t seed)
{
    size_t cap = corpus->n + 1u, i;
    uint32_t rng = seed;
    sbuf b = {NULL, 0, 0}, esc = {NULL, 0, 0};
    set_init(s, "long", "corpus messages inside 1-2 KB of JSON body, stack trace or HTML", cap);
    for (i = 0; i < corpus->n; i++) {
        int style = (int)(i % 3u);
        size_t target = 1024u + rng_next(&rng) % 1025u, fixed, pad, before;
        esc.n = 0;
        sb_escaped(&esc, corpus->msg[i], corpus->len[i], style);
        fixed = strlen(wrap_head[style]) + strlen(wrap_mid1[style]) + esc.n +
                strlen(wrap_mid2[style]) + strlen(wrap_tail[style]);
        pad = target > fixed ? target - fixed : 0u;
        before = style == 1 ? 0u : pad / 3u; /* a trace starts with the error */
        b.n = 0;
        sb_puts(&b, wrap_head[style]);
        sb_fill(&b, before, style == 2 ? 3 : style, &rng); /* HTML: the <style> */
        sb_puts(&b, wrap_mid1[style]);
        sb_put(&b, esc.p, esc.n);
        sb_puts(&b, wrap_mid2[style]);
        sb_fill(&b, pad - before, style, &rng);
        sb_puts(&b, wrap_tail[style]);
        set_add(s, &cap, b.p, b.n, corpus->label[i]);
    }
    free(b.p);
    free(esc.p);
}

static void add_neutral(bench_set *s, size_t *cap, size_t len, uint32_t *rng, sbuf *b)
{
    b->n = 0;
    sb_fill(b, len, 0, rng);
    set_add(s, cap, b->p, b->n, RESIL_CLASS_UNKNOWN);
}

void bench_set_nomatch(bench_set *s, const bench_set *corpus, uint32_t seed)
{
    size_t cap = corpus->n + 1u, i;
    uint32_t rng = seed;
    sbuf b = {NULL, 0, 0};
    set_init(s, "nomatch", "neutral log text, corpus lengths, matching nothing", cap);
    for (i = 0; i < corpus->n; i++) add_neutral(s, &cap, corpus->len[i], &rng, &b);
    free(b.p);
}

void bench_set_sized(bench_set *s, size_t len, size_t count, uint32_t seed)
{
    size_t cap = count + 1u, i;
    uint32_t rng = seed;
    sbuf b = {NULL, 0, 0};
    set_init(s, "sized", "neutral text of one length", cap);
    for (i = 0; i < count; i++) add_neutral(s, &cap, len, &rng, &b);
    free(b.p);
}
