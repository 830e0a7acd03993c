#!/usr/bin/env python3
"""Write the hand-made seed inputs of the engine, config and backoff fuzz
targets into fuzz/corpus/<target>/seed-*.  Run from the top directory:
    python3 fuzz/seeds.py
The byte layouts are those decoded by fuzz/fuzz_engine.c (configuration
header) and fuzz/fz_engine.h (the script); keep them in step."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))

# class ids (resil.h RESIL_CLASSES order)
UNKNOWN, NETWORK, TIMEOUT, NETPERM, RATE, QUOTA, UNAVAIL, SERVER, AUTH, \
    INVALID, NOTFOUND, CONTEXT, CANCELLED, CRASH, LOGIC = range(15)

# indexes into fuzz_engine.c's tables
D0, D1, D10, D100, D1000, D5000, D30000, D60000, D300000, DMAX = range(10)


def header(endpoints=1, chains=((0,),), degraded=(0,), flags=0,
           backoff=(0, 0, 0, 0, 0), slow=(0, 0, 0, 0, 0),
           breaker=(0,) * 9, budget=(0, 0, 0), policies=(), timeouts=(),
           ra_cap=0, seed=1, start=0, rnd=0):
    b = bytearray()
    b.append(endpoints - 1)
    b.append(len(chains) - 1)
    for i, steps in enumerate(chains):
        b.append(len(steps) - 1)
        b.extend(steps)
        b.append(degraded[i] if i < len(degraded) else 0)
    b.append(flags)
    b.extend(backoff)
    b.extend(slow)
    b.extend(breaker)
    b.extend(budget)
    b.append(len(policies))
    for p in policies:
        b.extend(p)  # cls, action, attempts, counts, slow
    b.append(len(timeouts))
    for t in timeouts:
        b.extend(t)  # op, delay index
    b.append(ra_cap)
    b.extend(struct.pack(">I", seed))
    b.append(start)  # 0: 0, 1: 60 s before the wrap, 2: before 2^31, 3: 2^32-1
    b.append(rnd)    # random source: 0 built-in, 1 zeros, 2 ones, 3 extremes, 4 LCG
    return bytes(b)


def task(i, kind):
    return bytes([(i << 4) | kind])


def start(i, tid=1, chain=0, op=0, timeout=0):
    return task(i, 5) + bytes([tid, chain, op, timeout])


def nxt(i):
    return task(i, 0)


def ok(i):
    return task(i, 2) + b"\x00\x10"


def fail(i, cls, ra=0, status=0):
    return task(i, 3) + bytes([cls, ra]) + struct.pack(">HH", status, 50)


def cancel(i):
    return task(i, 6)


def time_ms(ms):
    return task(0, 7) + bytes([1]) + struct.pack(">H", ms)


def time_s(s):
    return task(0, 7) + bytes([2, s])


def back_ms(ms):
    return task(0, 7) + bytes([4]) + struct.pack(">H", ms)


def to_wrap(before):
    return task(0, 7) + bytes([5]) + struct.pack(">H", before)


def huge():
    return task(0, 7) + bytes([6, 0, 1])


def to_wait_end(i):
    return task(0, 7) + bytes([8 + 10 * i])


def to_open_end(ep):
    return task(0, 7) + bytes([9, ep])


def override(ep, op):
    return task(0, 9) + bytes([ep, op])


def query():
    return task(0, 10)


def nulls(i):
    return task(i, 11)


def drive(i, rounds):
    return task(i, 14) + bytes(rounds)


SEEDS = {
    "engine": {
        "retry-then-success": header() + start(0) + nxt(0) + fail(0, NETWORK)
        + to_wait_end(0) + nxt(0) + ok(0) + query(),
        "outage-breaker-fallback": header(endpoints=2, chains=((0, 1),))
        + b"".join(start(i, i) + nxt(i) + fail(i, SERVER) for i in range(4))
        + start(0, 9) + nxt(0) + fail(0, SERVER) + nxt(0) + ok(0)
        + to_open_end(0) + start(1, 10) + nxt(1) + ok(1)
        + start(2, 11) + nxt(2) + ok(2) + query(),
        "rate-limit-retry-after": header(endpoints=2, chains=((0, 1),))
        + start(0) + nxt(0) + fail(0, RATE, 6) + nxt(0) + to_wait_end(0)
        + nxt(0) + fail(0, RATE, 12) + nxt(0),
        "deadline": header() + start(0, 1, 0, 0, 4) + nxt(0)
        + fail(0, TIMEOUT) + to_wait_end(0) + nxt(0) + fail(0, TIMEOUT)
        + to_wait_end(0) + nxt(0) + fail(0, NETWORK) + time_s(9) + nxt(0),
        "clock-wrap-and-back": header(start=1) + start(0, 1, 1, 0, 7) + nxt(0)
        + fail(0, NETWORK) + back_ms(5000) + nxt(0) + to_wrap(10) + nxt(0)
        + to_wait_end(0) + nxt(0) + huge() + nxt(0) + ok(0),
        "cancel-mid-wait": header() + start(0) + nxt(0) + fail(0, UNAVAIL)
        + cancel(0) + nxt(0) + cancel(0) + start(1) + nxt(1) + cancel(1),
        "override": header(endpoints=2, chains=((0, 1),)) + override(0, 1)
        + start(0) + nxt(0) + ok(0) + override(0, 2) + start(1) + nxt(1)
        + fail(1, SERVER) + override(0, 0) + override(1, 3) + query(),
        "budget-drain": header(endpoints=2, chains=((0, 1),), budget=(1, 1, 5))
        + b"".join(start(i, i) + drive(i, [100, 100, 100, 100]) for i in range(4))
        + query(),
        "compact": header() + start(0) + nxt(0) + fail(0, CONTEXT) + nxt(0)
        + fail(0, CONTEXT) + nxt(0),
        "passthrough-degraded": header(endpoints=2, chains=((0, 1),), degraded=(1,),
                                       flags=0xF0)
        + start(0) + nxt(0) + fail(0, NETWORK) + nxt(0) + nulls(0),
        "half-open-probes": header(endpoints=1, breaker=(1, 2, 2, 0, 0, 3, 4, 0, 0),
                                   rnd=3)
        + start(0) + nxt(0) + fail(0, SERVER) + to_open_end(0)
        + start(1) + nxt(1) + start(2) + nxt(2) + start(3) + nxt(3)
        + ok(1) + fail(2, NETWORK) + query(),
        "policies": header(endpoints=3, chains=((0, 1, 2), (2,)), degraded=(1, 0),
                           policies=((NETWORK, 2, 3, 2, 1), (AUTH, 1, 0, 0, 0)),
                           timeouts=((1, 1), (0, 3)))
        + start(0, 1, 1, 1) + drive(0, [60, 61, 62, 63]) + drive(0, [70, 90]),
    },
}


def desc_blob(endpoint_count=0, chain0=(), degraded=0):
    d = bytearray(296)
    d[0] = endpoint_count
    d[1] = 1 if chain0 else 0
    for i, s in enumerate(chain0):
        d[72 + i] = s
    if chain0:
        d[72 + 4] = len(chain0)
        d[72 + 5] = degraded
    return bytes(d)


SEEDS["config"] = {
    "zero-desc": desc_blob() + b"\x00" + start(0) + nxt(0) + fail(0, NETWORK)
    + to_wait_end(0) + nxt(0) + ok(0),
    "two-endpoints": desc_blob(2, (0, 1), 1) + b"\x13"
    + start(0) + nxt(0) + fail(0, SERVER) + nxt(0) + fail(0, SERVER) + nxt(0),
    "bad-endpoint-count": desc_blob(200),
    "bad-chain-step": desc_blob(1, (3,)),
}

SEEDS["backoff"] = {
    "default": bytes(12) + struct.pack(">IBIII", 3, 1, 0, 0, 0xFFFFFFFF),
    "decorrelated": struct.pack("<IIHBB", 100, 10000, 300, 3, 0)
    + struct.pack(">IBIII", 7, 1, 900, 5, 0x80000000),
    "huge-retry": struct.pack("<IIHBB", 1, 0x40000000, 101, 0, 100)
    + struct.pack(">IBIII", 0xFFFFFFFF, 0, 0, 1, 2),
}

for target, seeds in SEEDS.items():
    d = os.path.join(HERE, "corpus", target)
    os.makedirs(d, exist_ok=True)
    for name, data in seeds.items():
        with open(os.path.join(d, "seed-" + name), "wb") as f:
            f.write(data)


# -- classifier: every message of the classifier's corpus, without hints,
#    and every tenth one again with the hints its class suggests ---------
def unescape(s):
    out = bytearray()
    i = 0
    esc = {"n": 10, "t": 9, "r": 13, "\\": 92}
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            n = s[i + 1]
            if n in esc:
                out.append(esc[n])
                i += 2
                continue
            if n == "x" and i + 3 < len(s):
                out.append(int(s[i + 2:i + 4], 16))
                i += 4
                continue
        out.extend(c.encode("utf-8"))
        i += 1
    return bytes(out)


HINTS = {"rate_limit": 429, "unavailable": 503, "server": 500, "auth": 401,
         "not_found": 404, "invalid_request": 400, "timeout": 504}
tsv = os.path.join(HERE, "..", "tests", "corpus", "messages.tsv")
if os.path.exists(tsv):
    d = os.path.join(HERE, "corpus", "classify")
    os.makedirs(d, exist_ok=True)
    n = 0
    with open(tsv, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cls, _hard, _src, text = line.rstrip("\n").split("\t", 3)
            body = unescape(text)
            with open(os.path.join(d, "msg-%03d" % n), "wb") as out:
                out.write(b"\x00" + body)
            if n % 10 == 0:
                hint = struct.pack(">Hiii", HINTS.get(cls, 0), 0, 0, 0)
                with open(os.path.join(d, "msg-%03d-hint" % n), "wb") as out:
                    out.write(b"\x05" + hint + body)
            n += 1

# -- Retry-After: raw values (mode 4) and round trips (modes 0..3) -------
NOW = 1763769600  # 2025-11-22 00:00:00 UTC
RA = {
    "seconds": b"120",
    "seconds-blank": b" 0 ",
    "imf-fixdate": b"Sun, 06 Nov 1994 08:49:37 GMT",
    "imf-future": b"Sat, 22 Nov 2025 00:01:00 GMT",
    "rfc850": b"Sunday, 06-Nov-94 08:49:37 GMT",
    "asctime": b"Sun Nov  6 08:49:37 1994",
    "leap-day": b"Thu, 29 Feb 2024 12:00:00 GMT",
    "bad-weekday": b"Mon, 06 Nov 1994 08:49:37 GMT",
    "huge": b"99999999999999999999",
}
d = os.path.join(HERE, "corpus", "retry_after")
os.makedirs(d, exist_ok=True)
for name, v in RA.items():
    with open(os.path.join(d, "raw-" + name), "wb") as f:
        f.write(bytes([4]) + struct.pack(">I", NOW) + v)
for mode in range(4):
    with open(os.path.join(d, "roundtrip-%d" % mode), "wb") as f:
        f.write(bytes([mode]) + struct.pack(">II", NOW, NOW + 3600) + bytes([mode]))
