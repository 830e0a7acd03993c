#!/usr/bin/env python3
"""emb_tool.py - symbol, call-graph and footprint checks of resil's
embedded builds (issue 8). Standard library only.

  emb_tool.py symbols   PREFIX OBJ       undefined symbols on the allow-list
  emb_tool.py divpath   PREFIX OBJ       no 64-bit division reachable from
                                          the decision path (call graph from
                                          the object's relocations)
  emb_tool.py collect   PREFIX DIR OUT   footprint figures of one target
  emb_tool.py table     FIGS... [--out F]   footprint table from figures
  emb_tool.py compare   FILE FIGS...     compare with the committed table

PREFIX is the binutils prefix ("arm-none-eabi-", "riscv64-unknown-elf-").
Exit codes: 0 ok, 1 a check failed, 2 usage or tool error.
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# --- allow-list of what the library object may leave undefined ----------
MEM = {"memcpy", "memset", "memmove", "memcmp"}
INT_HELPERS = {
    # ARM EABI run-time helpers for integers (libgcc)
    "__aeabi_uidiv", "__aeabi_uidivmod", "__aeabi_idiv", "__aeabi_idivmod",
    "__aeabi_uldivmod", "__aeabi_lmul", "__aeabi_llsl", "__aeabi_llsr",
    "__aeabi_lasr", "__aeabi_lcmp", "__aeabi_ulcmp",
    # generic libgcc integer helpers (RISC-V and others)
    "__udivdi3", "__umoddi3", "__udivmoddi4", "__muldi3", "__mulsi3",
    "__ashldi3", "__ashrdi3", "__lshrdi3", "__udivsi3", "__umodsi3",
    "__divsi3", "__modsi3", "__clzsi2", "__clzdi2", "__ctzsi2", "__ctzdi2",
    "__popcountsi2", "__popcountdi2", "__bswapsi2", "__bswapdi2",
    "__cmpdi2", "__ucmpdi2", "__ffssi2", "__ffsdi2",
    # Thumb-1 switch-table dispatch (libgcc), no arithmetic
    "__gnu_thumb1_case_uqi", "__gnu_thumb1_case_sqi", "__gnu_thumb1_case_uhi",
    "__gnu_thumb1_case_shi", "__gnu_thumb1_case_si",
}
# Unsigned 64-bit division: allowed, but not on the decision path.
DIV64 = {"__aeabi_uldivmod", "__udivdi3", "__umoddi3", "__udivmoddi4"}
SIGNED_DIV64 = {"__aeabi_ldivmod", "__divdi3", "__moddi3", "__divmoddi4"}
FLOAT_RE = re.compile(r"^__(aeabi_(f|d|[iu]?l?2[fd]|[fd]2)|.*[sdt]f[0-9]?$|"
                      r"float|fix|extend|trunc|pow|unord)")
# The calls a program makes for every attempt.
DECISION_ROOTS = ["resil_task_start", "resil_next", "resil_report",
                  "resil_cancel"]


def run(cmd):
    try:
        return subprocess.run(cmd, check=True, capture_output=True,
                              text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        sys.stderr.write("emb_tool: %s: %s\n" % (" ".join(cmd), e))
        sys.exit(2)


def cmd_symbols(prefix, obj):
    bad = 0
    for line in run([prefix + "nm", "-u", obj]).split():
        if line == "U":
            continue
        s = line
        if s in MEM or s in INT_HELPERS:
            print("  allowed: %s" % s)
            continue
        if s in SIGNED_DIV64:
            why = "signed 64-bit division (design rule of issue 8)"
        elif FLOAT_RE.match(s):
            why = "floating-point helper"
        else:
            why = "not on the allow-list (mem* and libgcc integer helpers)"
        print("  FORBIDDEN: %s: %s" % (s, why))
        bad += 1
    return 1 if bad else 0


def call_graph(prefix, obj):
    """Edges function -> referenced symbol, from the relocations of each
    .text.<fn> / .rodata.<obj> section (needs -ffunction-sections)."""
    graph = {}
    cur = None
    sec_re = re.compile(r"^Relocation section '\.rela?\.(?:text|rodata|"
                        r"data\.rel\.ro|srodata)\.([^']+)'")
    ent_re = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+(\S+)\s+[0-9a-f]+\s+(\S+)")
    for line in run([prefix + "readelf", "-rW", obj]).splitlines():
        m = sec_re.match(line)
        if m:
            cur = graph.setdefault(m.group(1), set())
            continue
        if line.startswith("Relocation section"):
            cur = None
            continue
        m = ent_re.match(line)
        if m and cur is not None:
            name = m.group(2)
            for p in (".text.", ".rodata.", ".srodata.", ".data.rel.ro."):
                if name.startswith(p):
                    name = name[len(p):]
            if not name.startswith(".L"):
                cur.add(name)
    return graph


def cmd_divpath(prefix, obj):
    graph = call_graph(prefix, obj)
    users = sorted(f for f, refs in graph.items() if refs & DIV64)
    print("  64-bit division used by: %s" % (", ".join(users) or "nothing"))
    bad = 0
    for root in DECISION_ROOTS:
        if root not in graph:
            print("  note: %s not in the object (not implemented yet?)" % root)
            continue
        # breadth-first, remembering the path for the message
        seen = {root: None}
        todo = [root]
        while todo:
            f = todo.pop(0)
            for g in sorted(graph.get(f, ())):
                if g not in seen:
                    seen[g] = f
                    todo.append(g)
        for d in sorted(DIV64 & set(seen)):
            path, n = [], d
            while n is not None:
                path.append(n)
                n = seen[n]
            print("  FAIL: 64-bit division on the decision path: %s"
                  % " -> ".join(reversed(path)))
            bad += 1
    return 1 if bad else 0


# --- footprint ------------------------------------------------------------
def banners(header):
    """[(first line, component)] from the implementation banners of
    resil.h: "/* == impl: 7. classifier ==" starts a component, and a
    "/* -- health monitor --" line inside it starts a sub-component
    ("8. health, ...: health monitor")."""
    res = []
    top = None
    with open(header) as f:
        for n, line in enumerate(f, 1):
            m = re.match(r"^/\* == impl: (\d+\.\s*[^=]*?)\s*=+\s*\*/", line)
            if m:
                top = m.group(1)
                res.append((n, top))
                continue
            m = re.match(r"^/\* -- (.*?)[\s-]*(\*/)?\s*$", line)
            if m and top is not None:
                # "Retry-After: delta-seconds or ..." -> "Retry-After"
                label = re.split(r":\s|\s\(|;", m.group(1))[0][:32].strip()
                res.append((n, "%s %s" % (top.split(".")[0] + ":", label)))
    return res


def component_of(bans, line):
    name = None
    for first, comp in bans:
        if first <= line:
            name = comp
        else:
            break
    return name


def flash_sections(prefix, elf):
    """Sizes of the sections that occupy flash (alloc, not NOBITS)."""
    total = 0
    for line in run([prefix + "readelf", "-SW", elf]).splitlines():
        m = re.match(r"^\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+[0-9a-f]+"
                     r"\s+([0-9a-f]+)\s+\S+\s+(\S*)", line)
        if not m:
            continue
        name, typ, size, flags = m.group(1), m.group(2), int(m.group(3), 16), m.group(4)
        if "A" in flags and typ != "NOBITS":
            total += size
    return total


def cmd_collect(prefix, d, out):
    figs = []
    elf = os.path.join(d, "lib.elf")
    total = flash_sections(prefix, elf)
    header = os.path.join(HERE, "..", "..", "resil.h")
    bans = banners(header)
    sums = dict((c, 0) for _, c in bans)
    tables = dict((c, 0) for _, c in bans)
    for k in ("libgcc helpers", "compiler tables (switch, local statics)",
              "memory helpers (mem.c)", "other"):
        sums[k] = 0
    # const data (type r in the object) versus code, by symbol name
    kinds = {}
    for line in run([prefix + "nm", os.path.join(d, "impl.o")]).splitlines():
        parts = line.split()
        if len(parts) == 3:
            kinds[parts[2]] = parts[1].lower()
    attributed = 0
    for line in run([prefix + "nm", "-S", "-l", "--size-sort", elf]).splitlines():
        where = ""
        if "\t" in line:
            line, where = line.split("\t", 1)
        parts = line.split()
        if len(parts) != 4:
            continue
        size, typ, name = int(parts[1], 16), parts[2], parts[3]
        if typ.lower() not in ("t", "r"):
            continue
        attributed += size
        m = re.search(r"resil\.h:(\d+)$", where)
        comp = component_of(bans, int(m.group(1))) if m else None
        if name in MEM:
            comp = "memory helpers (mem.c)"
        elif comp is None:
            comp = ("libgcc helpers" if name.startswith("__") else
                    "compiler tables (switch, local statics)"
                    if not name.startswith("resil") else "other")
        elif kinds.get(name) == "r":
            tables[comp] += size
        sums[comp] += size
    lib = total - sums["memory helpers (mem.c)"]
    figs.append(("flash: library (all parts)", lib))
    # a section's row is its total; its "-- sub --" parts follow, indented
    # and numbered ("8: restart queue"); code above the first sub-banner
    # of a section shows as "N: (top)"
    tops = [c for _, c in bans if not re.match(r"^\d+:", c)]
    for t in tops:
        num = t.split(".")[0] + ":"
        subs = [c for _, c in bans if c.startswith(num + " ")]
        figs.append(("flash:   " + t, sums[t] + sum(sums[c] for c in subs)))
        if subs:
            figs.append(("flash:     %s (top)" % num, sums[t]))
        for c in subs:
            figs.append(("flash:     " + c, sums[c]))
        if "classif" in t:
            figs.append(("flash:     %s tables (const data)" % num,
                         tables[t] + sum(tables[c] for c in subs)))
    for k in ("libgcc helpers", "compiler tables (switch, local statics)",
              "other"):
        if k != "other" or sums[k]:
            figs.append(("flash:   " + k, sums[k]))
    figs.append(("flash:   strings, literals, padding", total - attributed))
    for name, label in (("lib-nostr.elf", "flash: library, RESIL_NO_STRINGS"),
                        ("minimal.elf", "flash: minimal program (init, start, "
                                        "next, report)"),
                        ("lib-core.elf", "flash: library, core only "
                                         "(RESIL_CORE_ONLY)"),
                        ("minimal-core.elf", "flash: minimal program, core only"),
                        ("minimal-core-nostr.elf", "flash: minimal program, core "
                                                   "only, RESIL_NO_STRINGS")):
        p = os.path.join(d, name)
        if os.path.exists(p):
            memsz = sum(int(l.split()[1], 16) for l in
                        run([prefix + "nm", "-S", p]).splitlines()
                        if len(l.split()) == 4 and l.split()[3] in MEM)
            figs.append((label, flash_sections(prefix, p) - memsz))
    # RAM: sizeof of the public structs (sizes.o holds one array each)
    ram = {}
    for line in run([prefix + "nm", "-S", os.path.join(d, "sizes.o")]).splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[3].startswith("emb_sizeof_"):
            ram[parts[3][len("emb_sizeof_"):]] = int(parts[1], 16)
    for t, label in (("resil_engine", "ram: engine (default capacities)"),
                     ("resil_endpoint", "ram:   per endpoint"),
                     ("resil_task", "ram: per task"),
                     ("resil_desc", "ram: resil_desc (config)")):
        if t in ram:
            figs.append((label, ram.pop(t)))
    for t in sorted(ram):
        if re.search(r"restart|queue|health|snapshot|metrics", t):
            figs.append(("ram: " + t, ram[t]))
    # core only (RESIL_CORE_ONLY) at 2 endpoints and 2 chains
    core = {}
    p = os.path.join(d, "sizes-core.o")
    if os.path.exists(p):
        for line in run([prefix + "nm", "-S", p]).splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[3].startswith("emb_sizeof_"):
                core[parts[3][len("emb_sizeof_"):]] = int(parts[1], 16)
    for t, label in (("resil_engine", "ram: engine, core only, 2 endpoints "
                                      "and 2 chains"),
                     ("resil_endpoint", "ram:   per endpoint, core only")):
        if t in core:
            figs.append((label, core[t]))
    # stack: worst frame (-fstack-usage) and the measured high-water mark
    worst, worst_fn = 0, "-"
    su = os.path.join(d, "impl.su")
    if os.path.exists(su):
        with open(su) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 3:
                    if "dynamic" in parts[2]:
                        print("  FAIL: dynamic stack frame: " + line.strip())
                    if int(parts[1]) > worst:
                        worst = int(parts[1])
                        worst_fn = parts[0].rsplit(":", 1)[-1]
    figs.append(("stack: worst frame", worst, worst_fn))
    depth, path = worst_path(prefix, os.path.join(d, "impl.o"), su)
    figs.append(("stack: worst call path", depth, " > ".join(path)))
    hw = os.path.join(d, "replay.err")
    if os.path.exists(hw):
        with open(hw, errors="replace") as f:
            for line in f:
                m = re.match(r"emb: stack high-water (\d+) bytes", line)
                if m:
                    figs.append(("stack: high-water, replay on QEMU",
                                 int(m.group(1))))
                m = re.match(r"emb: probed calls stack (\d+) bytes", line)
                if m:
                    figs.append(("stack: deepest resil call on QEMU",
                                 int(m.group(1))))
    with open(out, "w") as f:
        for fig in figs:
            f.write("%s\t%d\t%s\n" % (fig[0], fig[1],
                                        fig[2] if len(fig) > 2 else ""))
    return 0


def worst_path(prefix, obj, su):
    """Deepest stack of any public function: its frame plus the deepest of
    its callees, from -fstack-usage and the relocation call graph. Frames
    of libgcc helpers and of the caller's callbacks (on_event, random) are
    not in it."""
    frames = {}
    with open(su) as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 2:
                frames[parts[0].rsplit(":", 1)[-1]] = int(parts[1])
    graph = call_graph(prefix, obj)
    memo = {}

    def deep(fn, stack):
        if fn in memo:
            return memo[fn]
        if fn in stack:
            print("  FAIL: recursion: %s" % " > ".join(stack + [fn]))
            return (0, [fn])
        best = (0, [])
        for g in sorted(graph.get(fn, ())):
            if g in frames:
                r = deep(g, stack + [fn])
                if r[0] > best[0]:
                    best = r
        memo[fn] = (frames.get(fn, 0) + best[0], [fn] + best[1])
        return memo[fn]

    public = [l.split()[2] for l in run([prefix + "nm", "-g", "--defined-only",
                                         obj]).splitlines()
              if len(l.split()) == 3 and l.split()[1] == "T"]
    best = (0, ["-"])
    for fn in sorted(public):
        if fn in frames:
            r = deep(fn, [])
            if r[0] > best[0]:
                best = r
    return best


def read_figs(paths):
    """{target: [(figure, value)]} from collect outputs named T.figs."""
    res = {}
    for p in paths:
        t = os.path.basename(p).rsplit(".", 1)[0]
        with open(p) as f:
            res[t] = [tuple(l.rstrip("\n").split("\t")) for l in f if l.strip()]
            res[t] = [(r[0], r[1], r[2] if len(r) > 2 else "") for r in res[t]]
    return res


def key(fig):
    return fig.strip()



MARGIN_PCT = 5
MARGIN_MIN = 32


def render(figs):
    targets = sorted(figs, key=lambda t: ["m0plus", "m4f", "rv32"].index(t)
                     if t in ("m0plus", "m4f", "rv32") else 9)
    order = []
    for t in targets:
        for k, _, _ in figs[t]:
            if key(k) not in [key(o) for o in order]:
                order.append(k)
    w = max(len(k) for k in order) + 2
    lines = ["%-*s%s" % (w, "figure (bytes)", "".join("%10s" % t for t in targets))]
    for k in order:
        cells = []
        for t in targets:
            v = dict((key(a), b) for a, b, _ in figs[t]).get(key(k), "-")
            cells.append("%10s" % v)
        lines.append("%-*s%s" % (w, k, "".join(cells)))
    lines.append("")
    for t in targets:
        for k, _, note in figs[t]:
            if note:
                lines.append("# %s %s: %s" % (t, k, note))
    return lines


def cmd_table(paths, out):
    figs = read_figs(paths)
    lines = render(figs)
    text = "\n".join(lines) + "\n"
    if out:
        with open(os.path.join(HERE, "footprint.head")) as f:
            head = f.read()
        with open(out, "w") as f:
            f.write(head + "\n" + text)
    sys.stdout.write(text)
    return 0


def parse_table(path):
    res = {}
    targets = None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("figure (bytes)"):
                targets = line[len("figure (bytes)"):].split()
                continue
            if targets is None:
                continue
            cols = line.rstrip().rsplit(None, len(targets))
            for t, v in zip(targets, cols[1:]):
                if v != "-":
                    res[(t, key(cols[0]))] = int(v)
    return res


def cmd_compare(path, paths):
    if not os.path.exists(path):
        print("FAIL footprint: %s missing; run `make footprint-update`" % path)
        return 1
    old = parse_table(path)
    figs = read_figs(paths)
    bad = 0
    for t in sorted(figs):
        for k, v, _ in figs[t]:
            v = int(v)
            o = old.get((t, key(k)))
            if o is None:
                print("  FAIL %s %s = %d: not in %s" % (t, k.strip(), v, path))
                bad += 1
                continue
            allowed = max(o * (100 + MARGIN_PCT) // 100, o + MARGIN_MIN)
            if v > allowed:
                print("  FAIL %s %s: %d, committed %d (+%d%%), limit %d"
                      % (t, k.strip(), v, o, (v - o) * 100 // max(o, 1), allowed))
                bad += 1
            elif v != o:
                print("  note %s %s: %d, committed %d" % (t, k.strip(), v, o))
    if bad:
        print("  the footprint grew beyond the margin (+%d%% or +%d bytes); if "
              "that is intended, run `make footprint-update` and commit %s"
              % (MARGIN_PCT, MARGIN_MIN, path))
    return 1 if bad else 0


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(argv) >= 2 else 2
    c, a = argv[1], argv[2:]
    if c == "symbols" and len(a) == 2:
        return cmd_symbols(*a)
    if c == "divpath" and len(a) == 2:
        return cmd_divpath(*a)
    if c == "collect" and len(a) == 3:
        return cmd_collect(*a)
    if c == "table" and a:
        out = None
        if "--out" in a:
            i = a.index("--out")
            out = a[i + 1]
            a = a[:i] + a[i + 2:]
        return cmd_table(a, out)
    if c == "compare" and len(a) >= 2:
        return cmd_compare(a[0], a[1:])
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
