"""The fault server itself, with a plain Python socket client: each fault
looks on the wire the way the client tests assume."""
import email.utils
import errno
import json
import socket
import time

import faultserver as fs


def fetch(port, body=b"", timeout=2.0):
    """One request; returns (bytes received, errno name or None)."""
    try:
        c = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    except ConnectionResetError:  # an early reset can beat connect()
        return b"", "ECONNRESET"
    out = b""
    try:
        # inside the try: an early reset can already hit the send
        c.sendall(b"POST /v1/messages HTTP/1.1\r\nHost: x\r\n"
                  b"Content-Length: %d\r\n\r\n" % len(body) + body)
        while True:
            d = c.recv(4096)
            if not d:
                return out, None
            out += d
    except socket.timeout:
        return out, "timeout"
    except OSError as e:
        return out, errno.errorcode.get(e.errno, str(e))
    finally:
        c.close()


def status_of(data):
    return int(data.split(b" ", 2)[1])


def body_of(data):
    return data.split(b"\r\n\r\n", 1)[1]


def test_ok_and_records(servers):
    (s,) = servers(1)
    t0 = time.monotonic()
    data, err = fetch(s.port, b"hello")
    assert err is None and status_of(data) == 200
    (c,) = s.connections()
    (r,) = c["requests"]
    assert t0 <= c["t_accept"] <= r["t"] <= r["t_response"] <= time.monotonic()
    assert r["body_len"] == 5 and r["status"] == 200
    assert s.wait_for(lambda srv: srv.connections()[0]["t_close"])


def test_error_presets_carry_provider_bodies(servers):
    (s,) = servers(1)
    want = {"429_quota": (429, "insufficient_quota"),
            "503": (503, "Service Unavailable"),
            "529": (529, "overloaded_error"),
            "500": (500, "api_error"),
            "401": (401, "authentication_error"),
            "404": (404, "model_not_found"),
            "400_context": (400, "prompt is too long")}
    for name, (code, text) in want.items():
        s.set(fs.preset(name))
        data, err = fetch(s.port)
        assert err is None
        assert status_of(data) == code, name
        assert text.encode() in body_of(data), name


def test_retry_after_forms(servers):
    (s,) = servers(1)
    s.set(fs.rate_limited(retry_after_s=7))
    assert b"\r\nRetry-After: 7\r\n" in fetch(s.port)[0]
    when = int(time.time()) + 30
    s.set(fs.rate_limited(retry_after_date=when))
    data = fetch(s.port)[0].decode()
    value = [l.split(": ", 1)[1] for l in data.split("\r\n")
             if l.startswith("Retry-After:")][0]
    assert email.utils.parsedate_to_datetime(value).timestamp() == when
    s.set(fs.rate_limited(retry_after_ms=250))
    assert b"\r\nretry-after-ms: 250\r\n" in fetch(s.port)[0]


def test_refuse_keeps_the_port_and_comes_back(servers):
    (s,) = servers(1)
    s.set(fs.refuse())
    try:
        fetch(s.port)
        raise AssertionError("connected to a refusing server")
    except ConnectionRefusedError:
        pass
    other = socket.socket()
    try:
        other.bind(("127.0.0.1", s.port))
        raise AssertionError("port was released while refusing")
    except OSError as e:
        assert e.errno == errno.EADDRINUSE
    finally:
        other.close()
    s.set(fs.ok())
    assert status_of(fetch(s.port)[0]) == 200


def test_reset_truncated_garbage(servers):
    (s,) = servers(1)
    s.set(fs.reset())
    assert fetch(s.port)[1] == "ECONNRESET"
    s.set(fs.reset(early=True))
    assert fetch(s.port)[1] in ("ECONNRESET", "EPIPE")
    s.set(fs.truncated(announced=200, sent=20))
    data, err = fetch(s.port)
    assert err is None and b"Content-Length: 200" in data
    assert len(body_of(data)) == 20
    s.set(fs.garbage())
    data, err = fetch(s.port)
    assert not data.startswith(b"HTTP/")


def test_hang_and_drip_are_slow(servers):
    (s,) = servers(1)
    s.set(fs.hang())
    t = time.monotonic()
    data, err = fetch(s.port, timeout=0.3)
    assert err == "timeout" and data == b""
    assert time.monotonic() - t >= 0.29
    # the server sees the client leave
    c = s.wait_for(lambda srv: [c for c in srv.connections() if c["t_close"]])
    assert c[0]["t_close"] - c[0]["t_accept"] >= 0.29
    s.set(fs.drip(interval_ms=20, length=5))
    t = time.monotonic()
    data, err = fetch(s.port)
    assert err is None and body_of(data) == b"xxxxx"
    assert time.monotonic() - t >= 0.09


def test_script_then_steady(servers):
    (s,) = servers(1)
    s.script(fs.preset("503"), fs.reset(), fs.ok())
    assert status_of(fetch(s.port)[0]) == 503
    assert fetch(s.port)[1] == "ECONNRESET"
    assert status_of(fetch(s.port)[0]) == 200
    assert status_of(fetch(s.port)[0]) == 200
    assert [c["kind"] for c in s.connections()] == ["status", "reset", "ok", "ok"]


def test_context_limit(servers):
    (s,) = servers(1)
    s.set(fs.context(limit=100))
    assert status_of(fetch(s.port, b"x" * 101)[0]) == 400
    assert status_of(fetch(s.port, b"x" * 100)[0]) == 200


def test_flapping_follows_the_schedule(servers):
    """Refuse/accept toggles at the scheduled edges (late by at most a busy
    event loop's delay), and what a client sees matches the toggles."""
    (s,) = servers(1)
    n0 = len(s.toggles)  # the listen at start-up
    t0 = s.flap(up_ms=200, down_ms=200)
    seen = []
    while time.monotonic() - t0 < 1.7:
        t = time.monotonic()
        try:
            fetch(s.port)
            up = True
        except ConnectionRefusedError:
            up = False
        seen.append((t, time.monotonic(), up))
        time.sleep(0.02)
    tog = s.toggles[n0:]
    # up at t0 (already listening), then down, up, down ... at 0.2 s steps
    assert len(tog) >= 6
    for k, (t, listening) in enumerate(tog[:7]):
        assert listening == (k % 2 == 1)
        edge = t0 + 0.2 * (k + 1)
        assert edge <= t + 0.001 and t - edge < 0.15, (k, t - edge)
    # each fetch that started and ended between two toggles saw that state
    edges = [t for t, _ in tog]
    for a, b, up in seen:
        before = [x for x in tog if x[0] <= a]
        state = before[-1][1] if before else True
        if not any(a <= e <= b for e in edges):
            assert up == state, (a - t0, up)


def test_control_port(hub):
    """The standalone control endpoint sets behaviours over HTTP."""
    import asyncio
    srv = hub.server()
    ctl = hub.call(asyncio.start_server(
        lambda r, w: fs._control(hub, r, w), "127.0.0.1", 0))
    try:
        port = ctl.sockets[0].getsockname()[1]
        idx = hub.servers.index(srv)
        body = json.dumps({"preset": "429", "retry_after_s": 3}).encode()
        c = socket.create_connection(("127.0.0.1", port), timeout=2)
        c.sendall(b"POST /s/%d/set HTTP/1.1\r\nContent-Length: %d\r\n\r\n"
                  % (idx, len(body)) + body)
        assert b" 200 " in c.recv(4096).split(b"\r\n")[0] + b" "
        c.close()
        data = fetch(srv.port)[0]
        assert status_of(data) == 429 and b"Retry-After: 3" in data
    finally:
        ctl.close()
        srv.close()


def headers_of(data):
    head = data.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")[1:]
    return {k.strip().lower(): v.strip()
            for k, _, v in (h.partition(":") for h in head)}


def test_cap_answers_529_beyond_the_cap(servers):
    import threading
    (s,) = servers(1)
    s.set(fs.cap(3, delay_ms=400))
    out = []
    th = [threading.Thread(target=lambda: out.append(fetch(s.port)[0]))
          for _ in range(5)]
    for t in th:
        t.start()
        time.sleep(0.02)
    for t in th:
        t.join()
    codes = sorted(status_of(d) for d in out)
    assert codes == [200, 200, 200, 529, 529], codes
    over = [d for d in out if status_of(d) == 529]
    assert json.loads(body_of(over[0]))["error"]["type"] == "overloaded_error"


def test_rpm_openai_and_anthropic_headers(servers):
    a, b = servers(2)
    a.set(fs.rpm_limit(600, burst=2, style="openai"))
    b.set(fs.rpm_limit(600, burst=2, style="anthropic"))
    for srv, prefix in ((a, "x-ratelimit-"), (b, "anthropic-ratelimit-")):
        got = [fetch(srv.port)[0] for _ in range(3)]
        assert [status_of(d) for d in got] == [200, 200, 429]
        h_ok, h_429 = headers_of(got[0]), headers_of(got[2])
        limit = prefix + ("limit-requests" if prefix[0] == "x"
                          else "requests-limit")
        left = prefix + ("remaining-requests" if prefix[0] == "x"
                         else "requests-remaining")
        reset = prefix + ("reset-requests" if prefix[0] == "x"
                          else "requests-reset")
        assert h_ok[limit] == "600" and h_ok[left] == "1"  # on successes too
        assert h_429[left] == "0" and int(h_429["retry-after"]) >= 1
        assert reset in h_429
        if prefix[0] == "a":  # an RFC 3339 time ahead of now
            assert h_429[reset].endswith("Z") and "T" in h_429[reset]
        else:  # a duration such as "200ms" or "1.5s"
            assert h_429[reset][-1] == "s"
        assert srv.requests()[2]["retry_after_ms"] >= 1000
