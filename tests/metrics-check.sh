#!/bin/sh
# Check resil's metrics text with real parsers (see mk/health.mk):
#   promtool check metrics   on the Prometheus text 0.0.4 form
#   prometheus_client's OpenMetrics parser (Python) on the OpenMetrics form
# usage: tests/metrics-check.sh BUILD/metrics-dump
# A missing checker is reported and skipped, unless CI=true: then it fails.
# Ends with "metrics-text: N passed, N failed"; exit 0 if none failed.
set -u
dump=${1:?usage: $0 path/to/metrics-dump}
PYTHON=${PYTHON:-python3}
out=build/metrics-check
mkdir -p "$out"
pass=0; fail=0
missing() { # what
  if [ "${CI:-}" = true ]; then
    echo "FAIL $1 is missing (CI=true: a missing checker fails)"; fail=$((fail + 1))
  else
    echo "SKIP $1 is missing: not checked (install it: .ci/install.sh)"
  fi
}
if ! "$dump" --prometheus >"$out/prometheus.txt" ||
   ! "$dump" --openmetrics >"$out/openmetrics.txt"; then
  echo "FAIL $dump could not write the metrics"; fail=$((fail + 1))
else
  if command -v promtool >/dev/null 2>&1; then
    if promtool check metrics <"$out/prometheus.txt" >"$out/promtool.log" 2>&1; then
      echo "ok   promtool check metrics ($(wc -l <"$out/prometheus.txt") lines)"; pass=$((pass + 1))
    else
      echo "FAIL promtool check metrics:"; sed 's/^/     /' "$out/promtool.log" | head -20
      fail=$((fail + 1))
    fi
  else
    missing promtool
  fi
  if "$PYTHON" -c 'import prometheus_client.openmetrics.parser' >/dev/null 2>&1; then
    if "$PYTHON" - "$out/openmetrics.txt" >"$out/openmetrics.log" 2>&1 <<'PY'
import sys
from prometheus_client.openmetrics.parser import text_string_to_metric_families
text = open(sys.argv[1]).read()
families = list(text_string_to_metric_families(text))
samples = sum(len(f.samples) for f in families)
assert families and samples, "no metrics parsed"
print(len(families), "families,", samples, "samples")
PY
    then
      echo "ok   OpenMetrics parser: $(cat "$out/openmetrics.log")"; pass=$((pass + 1))
    else
      echo "FAIL OpenMetrics parser:"; sed 's/^/     /' "$out/openmetrics.log" | tail -5
      fail=$((fail + 1))
    fi
  else
    missing "python3 prometheus_client"
  fi
fi
echo "metrics-text: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
