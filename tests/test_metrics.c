/* test_metrics.c - alerts (10 or more failures within 5 minutes, once per
   episode, with hysteresis) and the OpenMetrics / Prometheus text. */
#include "s8_fixture.h"

#include <stdio.h>
#include <stdlib.h>
#if !defined(RESIL_NO_METRICS_TEXT) /* the part these tests are about is compiled in */

static void fail_ping(resil_engine *e, uint32_t ep, uint32_t now)
{
    s8_ping(e, ep, now, 0);
}

RT_TIMED(ten_failures_within_five_minutes_raise_one_alert)
{
    resil_desc d;
    resil_engine e;
    s8_recorder r;
    resil_counters c;
    uint32_t i;
    s8_desc(&d, 1, &r);
    RT_EQ(resil_engine_init(&e, &d), RESIL_OK);
    for (i = 0; i < 9; i++) fail_ping(&e, 0, T(i * 25000u)); /* 25 s apart */
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, -1), 0);
    RT_EQ(resil_alert_active(&e, 0), 0);
    fail_ping(&e, 0, T(9 * 25000u)); /* the 10th, 225 s after the 1st */
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, 0), 1);
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, RESIL_NO_ENDPOINT), 1);
    RT_EQ(resil_alert_active(&e, 0), 1);
    RT_EQ(resil_alert_active(&e, RESIL_NO_ENDPOINT), 1);
    RT_EQ(s8_last(&r, RESIL_EV_ALERT)->value_ms, 10); /* failures seen */
    for (i = 10; i < 20; i++) fail_ping(&e, 0, T(i * 25000u));
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, -1), 2); /* once per episode */
    RT_EQ(resil_engine_counters(&e, &c), RESIL_OK);
    RT_EQ(c.alerts, 2); /* episodes: the endpoint's and the engine's */
}

RT_TIMED(failures_spread_wider_than_five_minutes_do_not_alert)
{
    resil_desc d;
    resil_engine e;
    s8_recorder r;
    uint32_t i;
    s8_desc(&d, 1, &r);
    RT_EQ(resil_engine_init(&e, &d), RESIL_OK);
    /* 40 s apart: at most 8 in any 5 minutes */
    for (i = 0; i < 30; i++) fail_ping(&e, 0, T(i * 40000u));
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, -1), 0);
}

RT_TIMED(an_alert_clears_with_hysteresis)
{
    resil_desc d;
    resil_engine e;
    s8_recorder r;
    uint32_t i;
    s8_desc(&d, 1, &r);
    RT_EQ(resil_engine_init(&e, &d), RESIL_OK);
    for (i = 0; i < 10; i++) fail_ping(&e, 0, T(i * 1000u)); /* burst at 0 */
    RT_EQ(resil_alert_active(&e, 0), 1);
    /* a second burst of 6 at 200 s keeps 6 (>= 5) once the first ages out */
    for (i = 0; i < 6; i++) fail_ping(&e, 0, T(200000u + i * 1000u));
    RT_EQ(resil_health_tick(&e, T(330000)), RESIL_OK); /* first burst gone */
    RT_EQ(resil_alert_active(&e, 0), 1);   /* 6 left: below 10, not below 5 */
    RT_EQ(s8_count(&r, RESIL_EV_ALERT_CLEARED, -1), 0);
    RT_EQ(resil_health_tick(&e, T(530000)), RESIL_OK); /* all gone */
    RT_EQ(resil_alert_active(&e, 0), 0);
    RT_EQ(resil_alert_active(&e, RESIL_NO_ENDPOINT), 0);
    RT_EQ(s8_count(&r, RESIL_EV_ALERT_CLEARED, 0), 1);
    RT_EQ(s8_count(&r, RESIL_EV_ALERT_CLEARED, RESIL_NO_ENDPOINT), 1);
    /* a new burst is a new episode */
    for (i = 0; i < 10; i++) fail_ping(&e, 0, T(600000u + i));
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, 0), 2);
}

RT_TIMED(failures_across_endpoints_raise_the_engine_alert_only)
{
    resil_desc d;
    resil_engine e;
    s8_recorder r;
    uint32_t i;
    s8_desc(&d, 2, &r);
    RT_EQ(resil_engine_init(&e, &d), RESIL_OK);
    for (i = 0; i < 5; i++) {
        fail_ping(&e, 0, T(i * 1000u));
        fail_ping(&e, 1, T(i * 1000u + 500u));
    }
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, RESIL_NO_ENDPOINT), 1);
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, 0) + s8_count(&r, RESIL_EV_ALERT, 1), 0);
}

RT_TIMED(call_failures_count_for_alerts_logic_failures_do_not)
{
    resil_desc d;
    resil_engine e;
    resil_task t;
    resil_decision dec;
    s8_recorder r;
    int i;
    s8_desc(&d, 1, &r);
    d.breaker.failure_threshold = 1000;
    RT_EQ(resil_engine_init(&e, &d), RESIL_OK);
    for (i = 0; i < 12; i++) {
        s8_start(&e, &t, (uint32_t)i, T((uint32_t)i * 1000u), &dec);
        s8_fail_until_final(&e, &t, T((uint32_t)i * 1000u), RESIL_CLASS_LOGIC,
                            &dec);
    }
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, -1), 0);
    for (i = 0; i < 10; i++) {
        s8_start(&e, &t, (uint32_t)i, T(20000u + (uint32_t)i * 1000u), &dec);
        s8_fail_until_final(&e, &t, T(20000u + (uint32_t)i * 1000u),
                            RESIL_CLASS_SERVER, &dec);
    }
    RT_EQ(s8_count(&r, RESIL_EV_ALERT, 0), 1);
}

/* -- metrics text -- */

static char *metrics(const resil_engine *e, uint32_t now, int fmt, size_t *n)
{
    size_t need = 0;
    char *buf;
    RT_EQ(resil_metrics_format(e, now, fmt, NULL, 0, &need), RESIL_E_SPACE);
    buf = (char *)malloc(need + 1u);
    RT_CHECK(buf != NULL);
    RT_EQ(resil_metrics_format(e, now, fmt, buf, need + 1u, n), RESIL_OK);
    RT_EQ(*n, need);
    RT_EQ(buf[need], '\0');
    return buf;
}

static int has_line(const char *text, const char *line)
{
    size_t n = strlen(line);
    const char *p = text;
    while ((p = strstr(p, line)) != NULL) {
        if ((p == text || p[-1] == '\n') && p[n] == '\n') return 1;
        p += n;
    }
    return 0;
}

/* A busy engine: two named endpoints, tasks that fail and recover. */
static void busy(resil_engine *e, s8_recorder *r)
{
    resil_desc d;
    resil_task t;
    resil_decision dec;
    resil_outcome ok = s8_ok(120);
    int i;
    s8_desc(&d, 2, r);
    d.endpoints[0].name = "api \"primary\"\\eu";
    RT_EQ(resil_engine_init(e, &d), RESIL_OK);
    for (i = 0; i < 6; i++) {
        s8_start(e, &t, (uint32_t)i, T((uint32_t)i * 10000u), &dec);
        RT_EQ(dec.kind, RESIL_DECIDE_TRY);
        if (i % 2) {
            resil_outcome f = s8_fail(RESIL_CLASS_SERVER);
            RT_EQ(resil_report(e, &t, T((uint32_t)i * 10000u + 10u), &f, &dec),
                  RESIL_OK);
        }
        if (dec.kind == RESIL_DECIDE_TRY)
            RT_EQ(resil_report(e, &t, T((uint32_t)i * 10000u + 1250u), &ok,
                               &dec), RESIL_OK);
        RT_EQ(dec.kind, RESIL_DECIDE_DONE);
    }
}

RT_TIMED(openmetrics_text_has_every_counter_and_gauge)
{
    resil_engine e;
    size_t n;
    char *text, line[160];
    busy(&e, NULL);
    text = metrics(&e, T(70000), RESIL_METRICS_OPENMETRICS, &n);
    RT_EQ(strlen(text), n);
#define CHECK_FAMILY(field, help)                                              \
    snprintf(line, sizeof line, "# TYPE resil_%s counter", #field);            \
    RT_CHECK(has_line(text, line));                                            \
    snprintf(line, sizeof line, "# TYPE resil_endpoint_%s counter", #field);   \
    RT_CHECK(has_line(text, line));                                            \
    snprintf(line, sizeof line, "# HELP resil_%s %s", #field, help);           \
    RT_CHECK(has_line(text, line));
    RESIL_ENDPOINT_COUNTERS(CHECK_FAMILY)
#undef CHECK_FAMILY
#define CHECK_FAMILY(field, help)                                              \
    if (!strstr(#field, "_ms_")) {                                             \
        snprintf(line, sizeof line, "# TYPE resil_%s counter", #field);        \
        RT_CHECK(has_line(text, line));                                        \
        snprintf(line, sizeof line, "resil_%s_total %lu", #field,              \
                 (unsigned long)e.counters.field);                             \
        RT_CHECK(has_line(text, line));                                        \
    }
    RESIL_ENGINE_COUNTERS(CHECK_FAMILY)
#undef CHECK_FAMILY
    RT_CHECK(has_line(text, "# TYPE resil_recovery_seconds counter"));
    RT_CHECK(has_line(text, "# TYPE resil_recovery_max_seconds gauge"));
    snprintf(line, sizeof line, "resil_attempts_total %lu",
             (unsigned long)(e.ep[0].counters.attempts + e.ep[1].counters.attempts));
    RT_CHECK(has_line(text, line));
    snprintf(line, sizeof line, "resil_endpoint_attempts_total{endpoint=\"1\"} %lu",
             (unsigned long)e.ep[1].counters.attempts);
    RT_CHECK(has_line(text, line)); /* no name: the index */
    snprintf(line, sizeof line,
             "resil_endpoint_attempts_total{endpoint=\"api \\\"primary\\\"\\\\eu\"} %lu",
             (unsigned long)e.ep[0].counters.attempts);
    RT_CHECK(has_line(text, line)); /* escaped */
    snprintf(line, sizeof line, "resil_failures_by_class_total{class=\"server\"} %lu",
             (unsigned long)(e.ep[0].counters.failures_by_class[RESIL_CLASS_SERVER] +
                             e.ep[1].counters.failures_by_class[RESIL_CLASS_SERVER]));
    RT_CHECK(has_line(text, line));
    RT_CHECK(e.counters.recovery_ms_max == 1240u);
    RT_CHECK(has_line(text, "resil_recovery_max_seconds 1.240"));
    RT_CHECK(has_line(text, "# UNIT resil_recovery_seconds seconds"));
    RT_CHECK(has_line(text, "# TYPE resil_endpoint_breaker stateset"));
    RT_CHECK(has_line(text,
        "resil_endpoint_breaker{endpoint=\"1\",resil_endpoint_breaker=\"closed\"} 1"));
    RT_CHECK(has_line(text,
        "resil_endpoint_breaker{endpoint=\"1\",resil_endpoint_breaker=\"open\"} 0"));
    RT_CHECK(has_line(text,
        "resil_endpoint_health{endpoint=\"1\",resil_endpoint_health=\"healthy\"} 1"));
    RT_CHECK(has_line(text, "resil_endpoint_latency_seconds{endpoint=\"1\"} 0.120"));
    RT_CHECK(has_line(text, "resil_restart_queue_length 0"));
    RT_CHECK(n >= 6 && strcmp(text + n - 6, "# EOF\n") == 0);
    free(text);
}

RT_TIMED(prometheus_text_names_counters_with_total)
{
    resil_engine e;
    size_t n;
    char *text;
    busy(&e, NULL);
    text = metrics(&e, T(70000), RESIL_METRICS_PROMETHEUS, &n);
    RT_CHECK(has_line(text, "# TYPE resil_attempts_total counter"));
    RT_CHECK(has_line(text, "# TYPE resil_endpoint_breaker gauge"));
    RT_CHECK(strstr(text, "# EOF") == NULL);
    RT_CHECK(strstr(text, "# UNIT") == NULL);
    free(text);
}

RT_TIMED(metrics_never_write_past_cap_and_say_what_they_need)
{
    resil_engine e;
    size_t need = 0, got, cap;
    char *full, *buf;
    busy(&e, NULL);
    full = metrics(&e, T(70000), RESIL_METRICS_OPENMETRICS, &need);
    buf = (char *)malloc(need + 16u);
    RT_CHECK(buf != NULL);
    for (cap = 0; cap <= need + 1u; cap++) {
        memset(buf, 0x5A, need + 16u);
        got = 0;
        RT_EQ(resil_metrics(&e, T(70000), buf, cap, &got),
              cap >= need ? RESIL_OK : RESIL_E_SPACE);
        RT_EQ(got, need);
        RT_CHECK(memcmp(buf, full, cap < need ? cap : need) == 0);
        if (cap > need) RT_EQ(buf[need], '\0');
        {   /* nothing at or past cap (or past the NUL) was touched */
            size_t k, from = cap > need ? need + 1u : cap;
            int clean = 1;
            for (k = from; k < need + 16u; k++) clean &= buf[k] == 0x5A;
            RT_CHECK(clean);
            if (!clean) break;
        }
    }
    free(buf);
    free(full);
}

RT_TEST(metrics_bad_input)
{
    resil_engine z;
    char b[4];
    size_t n;
    memset(&z, 0, sizeof z);
    RT_EQ(resil_metrics(&z, 0, b, sizeof b, &n), RESIL_E_STATE);
    RT_EQ(resil_metrics(NULL, 0, b, sizeof b, &n), RESIL_E_NULL);
    RT_EQ(resil_metrics(&z, 0, NULL, 4, &n), RESIL_E_NULL);
    RT_EQ(resil_metrics(&z, 0, b, sizeof b, NULL), RESIL_E_NULL);
    RT_EQ(resil_metrics_format(&z, 0, 7, b, sizeof b, &n), RESIL_E_STATE);
}
#endif
