#!/usr/bin/env python3
"""Check the harvest corpus files (tests/corpus/harvest/*.tsv).

Format per row: class <TAB> family <TAB> source <TAB> text; '#' lines are
comments. Checks: 4 fields, class named in TAXONOMY.md's table, family equal
to the file name, non-empty source, only the escapes \\n \\t \\r \\\\ \\xHH
in the text, no raw control bytes, and no text twice across all files (nor
a text already in tests/corpus/messages.tsv). Prints rows per family and
per class and the number of distinct sources (project = text before the
first ':' of the source field). Exit status 1 on any error.

usage: check_a.py [--classify BIN] [DIR]   (default DIR: this script's directory)

With --classify BIN (e.g. build/resil-classify), every text is fed to BIN on
stdin (one message per line, escaped as in the files) and the fine and
coarse accuracy per family and overall are printed.
"""
import collections, glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))

def taxonomy_classes():
    for path in (os.path.join(ROOT, "TAXONOMY.md"), "/work/shared/TAXONOMY.md"):
        if os.path.exists(path):
            names = re.findall(r"^\| `([a-z_]+)` \|", open(path, encoding="utf-8").read(), re.M)
            if names:
                return set(names)
    return {"network", "timeout", "network_permanent", "rate_limit", "quota", "unavailable",
            "server", "auth", "invalid_request", "not_found", "context_length", "cancelled",
            "crash", "logic", "unknown"}

ESC = re.compile(r"\\(x[0-9A-Fa-f]{2}|[ntr\\])")

def decode(text):
    """Return the decoded bytes, or None when an escape is unknown."""
    out, i = bytearray(), 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out += c.encode("utf-8"); i += 1; continue
        m = ESC.match(text, i)
        if not m:
            return None
        e = m.group(1)
        out += {"n": b"\n", "t": b"\t", "r": b"\r", "\\": b"\\"}.get(e) or bytes([int(e[1:], 16)])
        i = m.end()
    return bytes(out)

COARSE = {"network": "retry", "timeout": "retry", "rate_limit": "retry", "unavailable": "retry",
          "network_permanent": "fallback", "quota": "fallback", "server": "fallback", "auth": "fallback",
          "invalid_request": "fallback", "not_found": "fallback", "unknown": "fallback",
          "context_length": "compact", "crash": "restart", "cancelled": "stop", "logic": "stop"}

def classify(binary, rows):
    import subprocess
    # the classifier's stdin form knows only \n \t \\; other bytes go raw
    stdin = b"".join(decode(text).replace(b"\\", b"\\\\").replace(b"\n", b"\\n").replace(b"\t", b"\\t") + b"\n"
                     for _, _, text in rows)
    out = subprocess.run([binary], input=stdin, stdout=subprocess.PIPE, check=True).stdout
    got = out.decode().split()
    if len(got) != len(rows):
        raise SystemExit("classifier printed %d classes for %d rows" % (len(got), len(rows)))
    fine, coarse = collections.Counter(), collections.Counter()
    total = collections.Counter()
    for (fam, cls, _), g in zip(rows, got):
        total[fam] += 1; fine[fam] += (g == cls); coarse[fam] += (COARSE.get(g) == COARSE[cls])
    print("classifier %s: family rows fine%% coarse%%" % binary)
    for fam in sorted(total):
        print("  %-16s %5d %6.1f %6.1f" % (fam, total[fam], 100.0 * fine[fam] / total[fam], 100.0 * coarse[fam] / total[fam]))
    n = sum(total.values())
    print("  %-16s %5d %6.1f %6.1f" % ("all", n, 100.0 * sum(fine.values()) / n, 100.0 * sum(coarse.values()) / n))

def main():
    args = sys.argv[1:]
    binary = None
    if args[:1] == ["--classify"]:
        binary, args = args[1], args[2:]
    d = args[0] if args else HERE
    rows = []
    classes = taxonomy_classes()
    errors, seen = [], {}
    tuning = set()
    mpath = os.path.join(ROOT, "tests", "corpus", "messages.tsv")
    if os.path.exists(mpath):
        for line in open(mpath, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if len(f) == 4 and not line.startswith("#"):
                tuning.add(decode(f[3]))
    per_fam, per_cls, sources, projects = collections.Counter(), collections.Counter(), set(), set()
    fam_cls = collections.defaultdict(collections.Counter)
    files = sorted(glob.glob(os.path.join(d, "*.tsv")))
    for path in files:
        fam = os.path.basename(path)[:-4]
        for n, line in enumerate(open(path, encoding="utf-8"), 1):
            where = "%s:%d" % (os.path.basename(path), n)
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            f = line.split("\t")
            if len(f) != 4:
                errors.append("%s: %d fields, want 4" % (where, len(f))); continue
            cls, family, src, text = f
            if cls not in classes:
                errors.append("%s: unknown class %r" % (where, cls))
            if family != fam:
                errors.append("%s: family %r in file %s" % (where, family, fam))
            if not src.strip():
                errors.append("%s: empty source" % where)
            if any(ord(ch) < 0x20 or ord(ch) == 0x7f for ch in text):
                errors.append("%s: raw control byte in text" % where)
            raw = decode(text)
            if raw is None or not raw.strip():
                errors.append("%s: unknown escape or empty text" % where); continue
            if raw in seen:
                errors.append("%s: duplicate text (first at %s)" % (where, seen[raw]))
            seen.setdefault(raw, where)
            if raw in tuning:
                errors.append("%s: text copied from messages.tsv" % where)
            rows.append((fam, cls, text))
            per_fam[fam] += 1; per_cls[cls] += 1; fam_cls[fam][cls] += 1
            sources.add(src); projects.add(src.split(":", 1)[0].strip())
    print("rows per family:")
    for fam in sorted(per_fam):
        print("  %-16s %5d  %s" % (fam, per_fam[fam], " ".join("%s=%d" % kv for kv in sorted(fam_cls[fam].items()))))
    print("rows per class:")
    for cls in sorted(per_cls):
        print("  %-18s %5d" % (cls, per_cls[cls]))
    print("total rows %d in %d files; distinct sources %d; distinct projects %d"
          % (sum(per_fam.values()), len(files), len(sources), len(projects)))
    if binary:
        classify(binary, rows)
    for e in errors[:50]:
        print("error:", e)
    if errors:
        print("%d errors" % len(errors)); return 1
    return 0

if __name__ == "__main__":
    sys.exit(main())
