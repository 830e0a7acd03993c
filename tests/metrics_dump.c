/* metrics_dump.c - writes the metrics text of a small, busy engine, for
   `promtool check metrics` and an OpenMetrics parser (mk/health.mk).

   usage: metrics-dump [--prometheus | --openmetrics | --sizes]
     --openmetrics  OpenMetrics 1.0 text (default)
     --prometheus   Prometheus text 0.0.4
     --sizes        the sizeofs section 8 adds and the snapshot sizes
   exit: 0 written, 1 the library refused, 2 bad usage */
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <stdio.h>
#include <string.h>

static char text[1 << 16];

static int busy(resil_engine *e)
{
    resil_desc d;
    resil_task t;
    resil_decision dec;
    resil_outcome ok, bad;
    uint32_t now = 1000, i;
    memset(&d, 0, sizeof d);
    d.endpoint_count = 2;
    d.endpoints[0].name = "api \"primary\"";
    if (resil_engine_init(e, &d) != RESIL_OK) return 1;
    memset(&ok, 0, sizeof ok);
    ok.ok = 1;
    ok.latency_ms = 230;
    memset(&bad, 0, sizeof bad);
    bad.cls = RESIL_CLASS_UNAVAILABLE;
    for (i = 0; i < 12; i++) resil_health_ping(e, 0, now + i * 1000u, &bad);
    resil_health_ping(e, 1, now, &ok);
    for (i = 0; i < 5; i++) {
        now += 20000u;
        resil_task_start(e, &t, NULL, now);
        resil_next(e, &t, now, &dec);
        while (dec.kind == RESIL_DECIDE_TRY || dec.kind == RESIL_DECIDE_WAIT) {
            if (dec.kind == RESIL_DECIDE_WAIT) now = dec.at_ms;
            if (dec.kind == RESIL_DECIDE_WAIT) resil_next(e, &t, now, &dec);
            else resil_report(e, &t, now += 300u, (i + t.attempts) % 3 ? &bad : &ok, &dec);
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    static resil_engine e;
    size_t n = 0;
    int fmt = RESIL_METRICS_OPENMETRICS;
    if (argc > 2) return 2;
    if (argc == 2) {
        if (strcmp(argv[1], "--prometheus") == 0) fmt = RESIL_METRICS_PROMETHEUS;
        else if (strcmp(argv[1], "--sizes") == 0) fmt = -1;
        else if (strcmp(argv[1], "--help") == 0) {
            puts("usage: metrics-dump [--prometheus | --openmetrics | --sizes]");
            return 0;
        } else if (strcmp(argv[1], "--openmetrics") != 0) return 2;
    }
    if (fmt < 0) {
        printf("sizeof(resil_window)        %zu\n", sizeof(resil_window));
        printf("sizeof(resil_health)        %zu  (per endpoint)\n", sizeof(resil_health));
        printf("sizeof(resil_restart_entry) %zu\n", sizeof(resil_restart_entry));
        printf("sizeof(resil_monitor)       %zu  (engine, %d queue slots)\n",
               sizeof(resil_monitor), RESIL_RESTARTQ_CAPACITY);
        printf("sizeof(resil_health_desc)   %zu\n", sizeof(resil_health_desc));
        printf("sizeof(resil_restart_desc)  %zu\n", sizeof(resil_restart_desc));
        printf("sizeof(resil_alert_desc)    %zu\n", sizeof(resil_alert_desc));
        printf("sizeof(resil_endpoint)      %zu\n", sizeof(resil_endpoint));
        printf("sizeof(resil_engine)        %zu  (%d endpoints)\n", sizeof(resil_engine),
               RESIL_MAX_ENDPOINTS);
        printf("snapshot bytes: header %u, engine %u, per endpoint %u, per queued task %u\n",
               RESIL_SNAPSHOT_HEADER_BYTES, (unsigned)RESIL_SNAPSHOT_ENGINE_BYTES,
               (unsigned)RESIL_SNAPSHOT_ENDPOINT_BYTES, RESIL_SNAPSHOT_RESTART_BYTES);
        printf("snapshot, 1 endpoint, empty queue: %u bytes\n",
               (unsigned)RESIL_SNAPSHOT_SIZE(1u, 0u));
        printf("RESIL_SNAPSHOT_MAX (%d endpoints, %d queued): %u bytes\n",
               RESIL_MAX_ENDPOINTS, RESIL_RESTARTQ_CAPACITY, (unsigned)RESIL_SNAPSHOT_MAX);
        return 0;
    }
    if (busy(&e) != 0) return 1;
    if (resil_metrics_format(&e, 200000u, fmt, text, sizeof text, &n) != RESIL_OK) return 1;
    fwrite(text, 1, n, stdout);
    return 0;
}
