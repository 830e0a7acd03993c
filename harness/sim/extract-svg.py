#!/usr/bin/env python3
"""extract-svg.py REPORT SCENARIO OUT: copy one scenario's timeline SVG
out of build/sim/report.html (written by resil-sim --report), for the
README's picture. Exit 1 if the scenario has no picture."""
import re
import sys

def main() -> int:
    if len(sys.argv) != 4 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    report, scenario, out = sys.argv[1:]
    html = open(report, encoding="utf-8").read()
    at = html.find("<h2>%s</h2>" % scenario)
    if at < 0:
        print("extract-svg: no scenario %r in %s" % (scenario, report), file=sys.stderr)
        return 1
    m = re.compile(r"<svg.*?</svg>", re.S).search(html, at)
    if not m:
        print("extract-svg: no picture for %r" % scenario, file=sys.stderr)
        return 1
    with open(out, "w", encoding="utf-8") as f:
        f.write(m.group(0) + "\n")
    return 0

if __name__ == "__main__":
    sys.exit(main())
