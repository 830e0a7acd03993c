#!/usr/bin/env python3
"""agree.py - how far two independent labellers agree with the corpus.

Usage: python3 tests/corpus/agreement/agree.py [--accuracy=BIN] [--help]

Reads sample.tsv (id, harvest file:line, the first 12 hex digits of the
MD5 of that row's text, so that a moved row is caught), labels-A.tsv and labels-B.tsv
(id, class, sure|unsure) beside this file, and the corpus rows they name
in tests/corpus/harvest/. Prints fine and coarse agreement of the corpus
label with each labeller and of the labellers with each other, then the
classifier's held-out (leave-one-family-out) answer on the same messages,
read from `BIN --held-out-misses` (default build/resil-accuracy; `make`
builds it). Run from the repository's top directory.
Exit status: 0 printed, 2 bad usage or a missing or malformed file.
"""
import hashlib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
HARVEST = os.path.join(os.path.dirname(HERE), "harvest")
# TAXONOMY.md's coarse view (resil_class_coarse in resil.h)
COARSE = {
    "network": "retry_same", "timeout": "retry_same",
    "rate_limit": "retry_same", "unavailable": "retry_same",
    "network_permanent": "fall_back", "quota": "fall_back",
    "server": "fall_back", "auth": "fall_back",
    "invalid_request": "fall_back", "not_found": "fall_back",
    "unknown": "fall_back",
    "context_length": "special", "crash": "special",
    "cancelled": "stop", "logic": "stop",
}


def fail(msg):
    print("agree.py: " + msg, file=sys.stderr)
    sys.exit(2)


def read_tsv(name, fields, labels=False):
    rows = {}
    try:
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                p = line.rstrip("\n").split("\t")
                if len(p) != fields:
                    fail("%s:%d: %d fields, want %d" % (name, n, len(p), fields))
                if labels and p[1] not in COARSE:
                    fail("%s:%d: no class %r" % (name, n, p[1]))
                rows[p[0]] = p[1:]
    except OSError as e:
        fail(str(e))
    return rows


def corpus_label(where, digest):
    name, line = where.rsplit(":", 1)
    try:
        with open(os.path.join(HARVEST, name), encoding="utf-8") as f:
            for n, text in enumerate(f, 1):
                if n == int(line):
                    p = text.rstrip("\n").split("\t")
                    if len(p) < 4 or hashlib.md5(p[3].encode()).hexdigest()[:12] != digest:
                        fail("%s: not the row sampled (moved or edited)" % where)
                    return p[0]
    except OSError as e:
        fail(str(e))
    fail("%s: no line %s" % (name, line))


def held_out(binary, sample):
    """The held-out class of each sampled row: its truth unless missed."""
    files = sorted(os.path.join(HARVEST, f) for f in os.listdir(HARVEST)
                   if f.endswith(".tsv"))
    try:
        out = subprocess.run([binary, "--held-out-misses", "--family-corpus"] + files,
                             capture_output=True, text=True, check=False).stdout
    except OSError as e:
        fail("%s: %s (run `make` first)" % (binary, e))
    missed = {}
    for m in re.finditer(r"^MISS \S*/harvest/(\S+?): \S+ -> (\S+):", out, re.M):
        missed[m.group(1)] = m.group(2)
    return {i: missed.get(w[0]) for i, w in sample.items()}


def main(argv):
    binary = "build/resil-accuracy"
    for a in argv:
        if a in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        if a.startswith("--accuracy="):
            binary = a.split("=", 1)[1]
        else:
            fail("unknown argument %r (--help)" % a)
    sample = read_tsv("sample.tsv", 3)
    a = read_tsv("labels-A.tsv", 3, labels=True)
    b = read_tsv("labels-B.tsv", 3, labels=True)
    if set(a) != set(sample) or set(b) != set(sample):
        fail("the label files do not cover sample.tsv's ids exactly")
    ids = sorted(sample, key=int)
    truth = {i: corpus_label(*sample[i]) for i in ids}
    ho = held_out(binary, sample)
    cls = {"corpus": truth, "A": {i: a[i][0] for i in ids},
           "B": {i: b[i][0] for i in ids},
           "classifier held out": {i: ho[i] or truth[i] for i in ids}}

    def line(x, y, among):
        n = len(among)
        fine = sum(cls[x][i] == cls[y][i] for i in among)
        coarse = sum(COARSE[cls[x][i]] == COARSE[cls[y][i]] for i in among)
        print("  %-36s fine %3d/%d (%5.1f%%)   coarse %3d/%d (%5.1f%%)"
              % (x + " vs " + y, fine, n, 100.0 * fine / n, coarse, n, 100.0 * coarse / n))

    print("%d corpus messages, each labelled again by two labellers (A, B) blind" % len(ids))
    line("corpus", "A", ids)
    line("corpus", "B", ids)
    line("A", "B", ids)
    line("classifier held out", "corpus", ids)
    same = [i for i in ids if truth[i] == cls["A"][i] == cls["B"][i]]
    print("on the %d where the three labels agree:" % len(same))
    line("classifier held out", "corpus", same)
    print("marked unsure: A %d, B %d" % (sum(a[i][1] == "unsure" for i in ids),
                                         sum(b[i][1] == "unsure" for i in ids)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
