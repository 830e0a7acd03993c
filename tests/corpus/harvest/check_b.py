#!/usr/bin/env python3
"""Format check for the half-B harvest corpus (tests/corpus/harvest/*.tsv).

Usage: check_b.py [--accuracy=PATH/resil-accuracy] [FILE.tsv ...]
       (default files: the half-B family files)

Checks every row: 4 tab-separated columns, a class name of TAXONOMY.md,
the family column equal to the file's name, a non-empty source, only the
escapes of messages.tsv in the text (\\n \\t \\r \\\\ \\xHH), no raw control
bytes, no text twice (across all files given, after decoding), and no text
copied from tests/corpus/messages.tsv. Prints rows per family and class and
the number of distinct sources (the project part before ':'). Exit 1 on any
error. With --accuracy, also runs that resil-accuracy binary on each file
(it ignores the second column unless it says "hard") and prints today's
fine and coarse accuracy per family and in total.
"""
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CLASSES = ("network timeout network_permanent rate_limit quota unavailable "
           "server auth invalid_request not_found context_length cancelled "
           "crash logic unknown").split()
FAMILIES_B = ("sdk-openai sdk-anthropic sdk-google sdk-aws sdk-azure sdk-other "
              "gateway-litellm server-vllm server-tgi server-ollama "
              "server-llamacpp server-other agents-langchain agents-openai "
              "agents-vercel agents-other mcp").split()
ESC = re.compile(r"\\(x[0-9A-Fa-f]{2}|[ntr\\])")


def decode(text):
    """Decodes the escapes; returns bytes, or None if an escape is unknown."""
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        m = ESC.match(text, i)
        if not m:
            return None
        e = m.group(1)
        if e[0] == "x":
            out.append(int(e[1:], 16))
        else:
            out += {"n": b"\n", "t": b"\t", "r": b"\r", "\\": b"\\"}[e]
        i = m.end()
    return bytes(out)


def tuning_texts():
    path = os.path.join(HERE, "..", "messages.tsv")
    seen = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\n")
                if line and not line.startswith("#"):
                    parts = line.split("\t")
                    if len(parts) == 4:
                        seen.add(decode(parts[3]))
    return seen


def accuracy(binary, files):
    """Runs resil-accuracy on each file; prints and totals its figures."""
    pat = re.compile(r"whole corpus: (\d+) items, fine [\d.]+% \((\d+)/\d+\), "
                     r"coarse [\d.]+% \((\d+)/\d+\)")
    tot = [0, 0, 0]
    print("%-18s %5s %8s %8s" % ("family", "rows", "fine", "coarse"))
    for path in files:
        out = subprocess.run([binary, path], capture_output=True, text=True).stdout
        m = pat.search(out)
        if not m:
            print("%s: no figures from %s" % (path, binary))
            return 1
        n, fine, coarse = (int(g) for g in m.groups())
        tot = [tot[0] + n, tot[1] + fine, tot[2] + coarse]
        print("%-18s %5d %7.1f%% %7.1f%%" % (os.path.basename(path)[:-4], n,
                                           100.0 * fine / n, 100.0 * coarse / n))
    print("%-18s %5d %7.1f%% %7.1f%%" % ("all", tot[0], 100.0 * tot[1] / tot[0],
                                       100.0 * tot[2] / tot[0]))
    return 0


def main(argv):
    binary = None
    args = []
    for a in argv[1:]:
        if a.startswith("--accuracy="):
            binary = a[len("--accuracy="):]
        else:
            args.append(a)
    argv = argv[:1] + args
    files = argv[1:] or [os.path.join(HERE, f + ".tsv") for f in FAMILIES_B
                         if os.path.exists(os.path.join(HERE, f + ".tsv"))]
    errors = 0
    seen = {}
    tuned = tuning_texts()
    per = collections.Counter()
    per_class = collections.Counter()
    sources = set()
    for path in files:
        family = os.path.basename(path)[:-len(".tsv")]
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                where = "%s:%d" % (os.path.basename(path), n)
                if not line or line.startswith("#"):
                    continue
                parts = line.split("\t")
                if len(parts) != 4:
                    print("%s: %d columns, want 4" % (where, len(parts)))
                    errors += 1
                    continue
                cls, fam, src, text = parts
                if cls not in CLASSES:
                    print("%s: unknown class %r" % (where, cls))
                    errors += 1
                if fam != family:
                    print("%s: family %r in file %s" % (where, fam, family))
                    errors += 1
                if not src.strip() or ":" not in src:
                    print("%s: source must be project:location" % where)
                    errors += 1
                if any(ord(ch) < 0x20 or ord(ch) == 0x7f for ch in text):
                    print("%s: raw control character in text" % where)
                    errors += 1
                raw = decode(text)
                if raw is None or not text:
                    print("%s: unknown escape or empty text" % where)
                    errors += 1
                    continue
                if raw in seen:
                    print("%s: duplicate text (first at %s)" % (where, seen[raw]))
                    errors += 1
                seen.setdefault(raw, where)
                if raw in tuned:
                    print("%s: text copied from messages.tsv" % where)
                    errors += 1
                per[(fam, cls)] += 1
                per_class[cls] += 1
                sources.add(src.split(":", 1)[0].strip())
    fams = sorted({f for f, _ in per})
    total = sum(per.values())
    print("%-18s %5s  %s" % ("family", "rows", "by class"))
    for fam in fams:
        row = {c: per[(fam, c)] for c in CLASSES if per[(fam, c)]}
        print("%-18s %5d  %s" % (fam, sum(row.values()),
                                 " ".join("%s=%d" % kv for kv in row.items())))
    print("by class: " + " ".join("%s=%d" % (c, per_class[c]) for c in CLASSES))
    print("total: %d rows, %d families, %d distinct sources, %d errors"
          % (total, len(fams), len(sources), errors))
    if binary and not errors:
        errors += accuracy(binary, files)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
