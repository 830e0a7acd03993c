#!/usr/bin/env python3
"""faultserver: a real HTTP/1.1 server on 127.0.0.1 that injects faults.

Standard library only (asyncio). Several instances share one event loop in a
background thread, so a test can build a chain of endpoints, set what each
one does, run a real client against them and then read what the client did
to them: every connection and request is recorded with a monotonic timestamp
(time.monotonic(), which is CLOCK_MONOTONIC on Linux, the clock the example
client uses too) and the wall-clock time.

Behaviours (a dict with "kind"; helpers below build them):
  ok            200 with a small JSON body (optional delay_ms before it)
  refuse        nothing listening: connect() gets ECONNREFUSED. The port
                stays bound (explicit-port bind + shutdown of the listening
                socket), so nobody else can take it meanwhile.
  reset         accept, read the request, then RST (SO_LINGER 0)
                (early=True: RST right after accept, before reading)
  hang          accept, read the request, never answer
  drip          200 whose body arrives one byte every interval_ms
  status        any status line, headers and body (the presets below:
                429 with Retry-After seconds / HTTP-date, retry-after-ms,
                503, 529 overloaded, 500, 401, 404 model not found,
                400 prompt is too long, 429 insufficient_quota)
  context       400 "prompt is too long" if the request body is longer
                than limit bytes, else 200 (so compaction can succeed)
  truncated     Content-Length says N, fewer bytes come, then close
  garbage       bytes that are not HTTP, then close
  cap           a concurrency cap: up to `limit` requests at once are served
                (200 after delay_ms); beyond it 529 overloaded JSON at once
  rpm           a request rate limit: a token bucket of `burst` requests
                refilled at rpm per minute. Over it: 429 with Retry-After
                (whole seconds, rounded up) and the rate headers; they come
                on successes too, in `style` "openai" (x-ratelimit-limit-
                requests, -remaining-requests, -reset-requests as "1.5s")
                or "anthropic" (anthropic-ratelimit-requests-limit,
                -remaining, -reset as an RFC 3339 time)
  cycle         request k (on this server) gets items[k % len(items)]
A server runs one behaviour for every connection (set), a list of them in
order, one per connection, then the last one again (script), or two
alternating on a time schedule (flap).

Run it standalone for manual poking (see --help): it prints the ports and
a control port that takes the same settings over HTTP.
"""

import argparse
import asyncio
import email.utils
import json
import signal
import socket
import sys
import threading
import time

# -- Error bodies as real providers send them ------------------------------
# Anthropic's error shape {"type":"error","error":{"type":...,"message":...}}
# and its overloaded_error on HTTP 529: https://docs.anthropic.com/en/api/errors
# (also quoted in learn.microsoft.com dev-proxy "anthropic-529-overloaded-error").
# "prompt is too long: N tokens > M maximum" (400, invalid_request_error):
# e.g. github.com/ProfSynapse/nexus/issues/17 shows the same shape; the
# message text is quoted across many client test suites.
# OpenAI's insufficient_quota on 429: github.com/langchain-ai/langchainjs
# issues/1929, github.com/chatanywhere/GPT_API_free/issues/229.
# OpenAI's model_not_found on 404 ("The model `x` does not exist ...").


def _anthropic(etype, message):
    return json.dumps({"type": "error",
                       "error": {"type": etype, "message": message}})


def _openai(message, etype, code):
    return json.dumps({"error": {"message": message, "type": etype,
                                 "param": None, "code": code}})


BODY_OVERLOADED = _anthropic("overloaded_error", "Overloaded")
BODY_RATE_LIMIT = _anthropic(
    "rate_limit_error",
    "This request would exceed your organization's rate limit.")
BODY_SERVER = _anthropic("api_error", "Internal server error")
BODY_AUTH = _anthropic("authentication_error", "invalid x-api-key")
BODY_PROMPT_TOO_LONG = _anthropic(
    "invalid_request_error", "prompt is too long: 215000 tokens > 200000 maximum")
BODY_QUOTA = _openai(
    "You exceeded your current quota, please check your plan and billing "
    "details.", "insufficient_quota", "insufficient_quota")
BODY_MODEL_NOT_FOUND = _openai(
    "The model `gpt-9` does not exist or you do not have access to it.",
    "invalid_request_error", "model_not_found")
BODY_UNAVAILABLE = "<html><body><h1>503 Service Unavailable</h1></body></html>"

REASONS = {200: "OK", 400: "Bad Request", 401: "Unauthorized",
           404: "Not Found", 429: "Too Many Requests",
           500: "Internal Server Error", 503: "Service Unavailable",
           529: "Overloaded"}


# -- Behaviour builders -----------------------------------------------------

def ok(delay_ms=0):
    return {"kind": "ok", "delay_ms": delay_ms}


def refuse():
    return {"kind": "refuse"}


def reset(early=False):
    return {"kind": "reset", "early": early}


def hang():
    return {"kind": "hang"}


def drip(interval_ms=100, length=40):
    return {"kind": "drip", "interval_ms": interval_ms, "length": length}


def status(code, body="", headers=(), content_type="application/json"):
    return {"kind": "status", "status": code, "body": body,
            "headers": list(headers), "content_type": content_type}


def context(limit):
    return {"kind": "context", "limit": limit}


def truncated(announced=200, sent=20):
    return {"kind": "truncated", "announced": announced, "sent": sent}


def garbage(data=b"SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n\x00\xff\xfe"):
    return {"kind": "garbage", "data": data}


def cap(limit, delay_ms=50):
    return {"kind": "cap", "limit": limit, "delay_ms": delay_ms}


def rpm_limit(rpm, burst=None, style="openai", delay_ms=0):
    return {"kind": "rpm", "rpm": rpm, "burst": burst or max(1, rpm // 60),
            "style": style, "delay_ms": delay_ms}


def cycle(*items):
    assert items and all(b["kind"] != "refuse" for b in items)
    return {"kind": "cycle", "items": list(items)}


def http_date(unix_s):
    """IMF-fixdate, as in a Retry-After header."""
    return email.utils.formatdate(unix_s, usegmt=True)


def rate_limited(retry_after_s=None, retry_after_date=None,
                 retry_after_ms=None, body=BODY_RATE_LIMIT):
    """429. retry_after_date is a Unix time; sent as an HTTP-date."""
    h = []
    if retry_after_s is not None:
        h.append(("Retry-After", str(retry_after_s)))
    if retry_after_date is not None:
        h.append(("Retry-After", http_date(retry_after_date)))
    if retry_after_ms is not None:
        h.append(("retry-after-ms", str(retry_after_ms)))
    return status(429, body, h)


PRESETS = {
    "ok": ok,
    "refuse": refuse,
    "reset": reset,
    "hang": hang,
    "drip": drip,
    "truncated": truncated,
    "garbage": garbage,
    "context": context,
    "cap": cap,
    "rpm": rpm_limit,
    "429": rate_limited,
    "429_quota": lambda: status(429, BODY_QUOTA),
    "503": lambda: status(503, BODY_UNAVAILABLE, content_type="text/html"),
    "529": lambda: status(529, BODY_OVERLOADED),
    "500": lambda: status(500, BODY_SERVER),
    "401": lambda: status(401, BODY_AUTH),
    "404": lambda: status(404, BODY_MODEL_NOT_FOUND),
    "400_context": lambda: status(400, BODY_PROMPT_TOO_LONG),
}


def preset(name, **kw):
    return PRESETS[name](**kw)


def _retry_after_ms(headers):
    """The delay a header list asks for (ms), None if it asks for none:
    retry-after-ms, else Retry-After in seconds or as an HTTP-date."""
    d = {k.lower(): v for k, v in headers}
    if "retry-after-ms" in d:
        return int(d["retry-after-ms"])
    v = d.get("retry-after")
    if v is None:
        return None
    if v.strip().isdigit():
        return int(v) * 1000
    t = email.utils.parsedate_to_datetime(v).timestamp()
    return max(0, int((t - time.time()) * 1000))


# -- The event loop host ----------------------------------------------------

class FaultHub:
    """One asyncio loop in a daemon thread hosting any number of servers."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, daemon=True,
                                        name="faultserver")
        self._thread.start()
        self.servers = []

    def _run(self):
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def call(self, coro, timeout=10):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def server(self, behaviour=None):
        srv = FaultServer(self)
        self.call(srv._start())
        if behaviour is not None:
            srv.set(behaviour)
        self.servers.append(srv)
        return srv

    def close_servers(self):
        for s in self.servers:
            s.close()
        self.servers = []

    def stop(self):
        self.close_servers()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5)


def _bind_explicit_port():
    """A socket bound to an explicit free port. Binding with port 0 would let
    the kernel release the port when the listener is shut down (refuse
    mode); an explicit port stays ours until close()."""
    probe = socket.socket()
    probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", port))  # allowed: neither socket listens
    probe.close()
    s.setblocking(False)
    return s, port


class FaultServer:
    """One endpoint. Methods without a leading underscore are thread-safe."""

    def __init__(self, hub):
        self.hub = hub
        self.loop = hub.loop
        self.sock, self.port = _bind_explicit_port()
        self._lock = threading.Lock()
        self._conns = []         # records (dicts), in accept order
        self._script = [ok()]    # behaviours, one per connection
        self._pos = 0
        self._flap = None        # (t0, up_ms, down_ms, up, down)
        self._flap_task = None
        self._listening = False
        self._accept_task = None
        self._tasks = set()
        self._closed = False
        self.toggles = []        # (monotonic time, listening) on each change
        self._active = 0         # cap: requests being served
        self._bucket = None      # rpm: (tokens, at) of the token bucket
        self._ncycle = 0         # cycle: requests so far

    # -- settings (any thread) --
    def set(self, behaviour):
        """Every connection gets `behaviour`."""
        self.script(behaviour)

    def script(self, *behaviours):
        """Connection k gets behaviours[k]; the last one repeats."""
        assert behaviours
        self.hub.call(self._configure(list(behaviours), None))

    def flap(self, up_ms, down_ms, up=None, down=None):
        """Alternate: `up` for up_ms, then `down` for down_ms, from now.
        Returns the schedule's start (time.monotonic())."""
        cfg = (time.monotonic(), up_ms, down_ms, up or ok(), down or refuse())
        self.hub.call(self._configure(None, cfg))
        return cfg[0]

    # -- records (any thread) --
    def connections(self):
        with self._lock:
            return [dict(c, requests=[dict(r) for r in c["requests"]])
                    for c in self._conns]

    def requests(self):
        return [r for c in self.connections() for r in c["requests"]]

    def clear(self):
        with self._lock:
            self._conns = []

    def wait_for(self, pred, timeout=10.0):
        """Poll until pred(self) is true; returns its value or raises."""
        end = time.monotonic() + timeout
        while True:
            v = pred(self)
            if v:
                return v
            if time.monotonic() > end:
                raise TimeoutError("faultserver: condition not met")
            time.sleep(0.01)

    def close(self):
        if not self._closed:
            self._closed = True
            try:
                self.hub.call(self._stop())
            except Exception:  # the loop may be gone already
                pass
            self.sock.close()

    # -- loop side --
    def _current(self, now):
        """Behaviour for a new connection at `now` (consumes a script step)."""
        if self._flap:
            t0, up_ms, down_ms, up, down = self._flap
            phase = ((now - t0) * 1000.0) % (up_ms + down_ms)
            return up if phase < up_ms else down
        b = self._script[min(self._pos, len(self._script) - 1)]
        self._pos += 1
        if b["kind"] == "cycle":
            b = b["items"][self._ncycle % len(b["items"])]
            self._ncycle += 1
        return b

    def _wants_listen(self):
        if self._flap:
            return self._current(time.monotonic())["kind"] != "refuse"
        b = self._script[min(self._pos, len(self._script) - 1)]
        return b["kind"] != "refuse"

    async def _configure(self, script, flap):
        if self._flap_task:
            self._flap_task.cancel()
            self._flap_task = None
        self._flap = flap
        if script is not None:
            self._script, self._pos = script, 0
            if any(b["kind"] == "refuse" for b in script[:-1]):
                raise ValueError("refuse only as the last (steady) behaviour")
        await self._sync_listen()
        if flap:
            self._flap_task = self.loop.create_task(self._flap_loop())

    async def _flap_loop(self):
        t0, up_ms, down_ms = self._flap[0], self._flap[1], self._flap[2]
        period = (up_ms + down_ms) / 1000.0
        while True:
            now = time.monotonic()
            k = int((now - t0) / period)
            into = now - t0 - k * period
            edge = up_ms / 1000.0 if into < up_ms / 1000.0 else period
            await asyncio.sleep(max(0.0, edge - into) + 0.0005)
            await self._sync_listen()

    async def _sync_listen(self):
        want = self._wants_listen() and not self._closed
        if want and not self._listening:
            self.sock.listen(128)
            self._listening = True
            self.toggles.append((time.monotonic(), True))
            self._accept_task = self.loop.create_task(self._accept_loop())
        elif not want and self._listening:
            self._listening = False
            self._accept_task.cancel()
            try:
                await self._accept_task
            except (asyncio.CancelledError, OSError):
                pass
            # Linux: shutdown() of a listening socket stops listening (and
            # resets what waits in the backlog) but keeps the bound port.
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.toggles.append((time.monotonic(), False))

    async def _accept_loop(self):
        while True:
            conn, _ = await self.loop.sock_accept(self.sock)
            conn.setblocking(False)
            t = self.loop.create_task(self._serve(conn))
            self._tasks.add(t)
            t.add_done_callback(self._tasks.discard)

    async def _start(self):
        await self._sync_listen()

    async def _stop(self):
        if self._flap_task:
            self._flap_task.cancel()
        self._closed = True
        await self._sync_listen()
        for t in list(self._tasks):
            t.cancel()

    def _record(self, rec, **kw):
        with self._lock:
            rec.update(kw)

    async def _read_request(self, conn, rec):
        buf = b""
        while b"\r\n\r\n" not in buf:
            chunk = await self.loop.sock_recv(conn, 65536)
            if not chunk:
                return None
            buf += chunk
            if len(buf) > 1 << 20:
                return None
        head, _, body = buf.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        parts = lines[0].split(" ")
        headers = {}
        for line in lines[1:]:
            k, _, v = line.partition(":")
            headers[k.strip().lower()] = v.strip()
        n = int(headers.get("content-length", "0") or 0)
        while len(body) < n:
            chunk = await self.loop.sock_recv(conn, 65536)
            if not chunk:
                return None
            body += chunk
        req = {"t": time.monotonic(), "wall": time.time(),
               "method": parts[0], "path": parts[1] if len(parts) > 1 else "",
               "headers": headers, "body_len": n, "kind": None,
               "status": None, "t_response": None}
        with self._lock:
            rec["requests"].append(req)
        return req

    async def _serve(self, conn):
        now = time.monotonic()
        b = self._current(now)
        rec = {"t_accept": now, "wall": time.time(), "kind": b["kind"],
               "t_close": None, "requests": [], "port": self.port}
        with self._lock:
            self._conns.append(rec)
        try:
            if b["kind"] == "reset" and b.get("early"):
                return self._rst(conn, rec)
            req = await self._read_request(conn, rec)
            if req is None:
                return
            req["kind"] = b["kind"]
            await self._respond(conn, rec, req, b)
        except (ConnectionError, OSError):
            pass
        finally:
            if rec["t_close"] is None:
                self._record(rec, t_close=time.monotonic())
            conn.close()

    def _rst(self, conn, rec):
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                        b"\x01\x00\x00\x00\x00\x00\x00\x00")
        self._record(rec, t_close=time.monotonic())
        conn.close()

    @staticmethod
    def _head(code, headers, length, content_type="application/json"):
        lines = ["HTTP/1.1 %d %s" % (code, REASONS.get(code, "Status")),
                 "Content-Type: " + content_type,
                 "Content-Length: %d" % length, "Connection: close"]
        lines += ["%s: %s" % kv for kv in headers]
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    async def _send(self, conn, req, code, data):
        req["status"] = code
        req["t_response"] = time.monotonic()
        await self.loop.sock_sendall(conn, data)

    def _take_token(self, b, now):
        """rpm: (allowed, tokens left, ms until full, ms until one)."""
        per_ms = b["rpm"] / 60000.0
        tokens, at = self._bucket if self._bucket else (b["burst"], now)
        tokens = min(b["burst"], tokens + (now - at) * 1000.0 * per_ms)
        allowed = tokens >= 1.0
        if allowed:
            tokens -= 1.0
        self._bucket = (tokens, now)
        full_ms = (b["burst"] - tokens) / per_ms
        one_ms = 0.0 if tokens >= 1.0 else (1.0 - tokens) / per_ms
        return allowed, int(tokens), full_ms, one_ms

    @staticmethod
    def _rate_headers(b, left, full_ms):
        if b["style"] == "anthropic":
            reset = time.time() + full_ms / 1000.0
            stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ",
                                  time.gmtime(int(reset + 0.999)))
            return [("anthropic-ratelimit-requests-limit", str(b["rpm"])),
                    ("anthropic-ratelimit-requests-remaining", str(left)),
                    ("anthropic-ratelimit-requests-reset", stamp)]
        ms = int(full_ms + 0.999)
        reset = "%dms" % ms if ms < 1000 else ("%.3f" % (ms / 1000.0)).rstrip(
            "0").rstrip(".") + "s"
        return [("x-ratelimit-limit-requests", str(b["rpm"])),
                ("x-ratelimit-remaining-requests", str(left)),
                ("x-ratelimit-reset-requests", reset)]

    async def _respond(self, conn, rec, req, b):
        kind = b["kind"]
        if kind == "cap":
            req["active"] = self._active
            if self._active >= b["limit"]:
                body = BODY_OVERLOADED.encode()
                await self._send(conn, req, 529, self._head(529, [], len(body)) + body)
            else:
                self._active += 1
                try:
                    await asyncio.sleep(b["delay_ms"] / 1000.0)
                    body = b'{"ok":true}'
                    await self._send(conn, req, 200,
                                     self._head(200, [], len(body)) + body)
                finally:
                    self._active -= 1
        elif kind == "rpm":
            allowed, left, full_ms, one_ms = self._take_token(b, time.monotonic())
            h = self._rate_headers(b, left, full_ms)
            if allowed:
                if b.get("delay_ms"):
                    await asyncio.sleep(b["delay_ms"] / 1000.0)
                body = b'{"ok":true}'
                await self._send(conn, req, 200, self._head(200, h, len(body)) + body)
            else:
                ra = max(1, int(one_ms / 1000.0 + 0.999))
                req["retry_after_ms"] = ra * 1000
                body = BODY_RATE_LIMIT.encode()
                await self._send(conn, req, 429, self._head(
                    429, [("Retry-After", str(ra))] + h, len(body)) + body)
        elif kind == "ok":
            if b.get("delay_ms"):
                await asyncio.sleep(b["delay_ms"] / 1000.0)
            body = json.dumps({"ok": True, "port": self.port,
                               "n": len(rec["requests"])}).encode()
            await self._send(conn, req, 200, self._head(200, [], len(body)) + body)
        elif kind == "status":
            ra = _retry_after_ms(b["headers"])
            if ra is not None:
                req["retry_after_ms"] = ra
            body = b["body"].encode()
            await self._send(conn, req, b["status"],
                             self._head(b["status"], b["headers"], len(body),
                                        b["content_type"]) + body)
        elif kind == "context":
            if req["body_len"] > b["limit"]:
                body = BODY_PROMPT_TOO_LONG.encode()
                code = 400
            else:
                body = b'{"ok":true,"compacted":true}'
                code = 200
            await self._send(conn, req, code, self._head(code, [], len(body)) + body)
        elif kind == "reset":
            self._rst(conn, rec)
        elif kind == "hang":
            while await self.loop.sock_recv(conn, 4096):
                pass  # until the client gives up and closes
        elif kind == "drip":
            n = b["length"]
            await self._send(conn, req, 200, self._head(200, [], n))
            for _ in range(n):
                await asyncio.sleep(b["interval_ms"] / 1000.0)
                await self.loop.sock_sendall(conn, b"x")
        elif kind == "truncated":
            body = b"{" + b"x" * max(0, b["sent"] - 1)
            await self._send(conn, req, 200,
                             self._head(200, [], b["announced"]) + body)
        elif kind == "garbage":
            await self._send(conn, req, 0, b["data"])
        else:
            raise ValueError("unknown behaviour " + kind)
        req["t_done"] = time.monotonic()


# -- Standalone mode with an HTTP control port -------------------------------

def _behaviour_from_json(obj):
    if "preset" in obj:
        kw = {k: v for k, v in obj.items() if k != "preset"}
        return preset(obj["preset"], **kw)
    if obj.get("kind") == "garbage" and isinstance(obj.get("data"), str):
        obj = dict(obj, data=obj["data"].encode("latin-1"))
    return obj


async def _control(hub, reader, writer):
    """POST /s/<i>/set {behaviour}; POST /s/<i>/script [behaviours];
    POST /s/<i>/flap {"up_ms","down_ms","up","down"}; GET /s/<i>/log."""
    code, out = 200, {}
    try:
        head = await reader.readuntil(b"\r\n\r\n")
        line = head.split(b"\r\n")[0].decode().split(" ")
        n = 0
        for h in head.split(b"\r\n")[1:]:
            if h.lower().startswith(b"content-length:"):
                n = int(h.split(b":")[1])
        body = json.loads(await reader.readexactly(n)) if n else None
        _, s, idx, verb = line[1].split("/")
        srv = hub.servers[int(idx)]
        run = hub.loop.run_in_executor
        if verb == "set":
            await run(None, srv.set, _behaviour_from_json(body))
        elif verb == "script":
            await run(None, lambda: srv.script(
                *[_behaviour_from_json(x) for x in body]))
        elif verb == "flap":
            await run(None, lambda: srv.flap(
                body["up_ms"], body["down_ms"],
                _behaviour_from_json(body.get("up", {"kind": "ok"})),
                _behaviour_from_json(body.get("down", {"kind": "refuse"}))))
        elif verb == "log":
            out = {"connections": srv.connections()}
        else:
            code, out = 404, {"error": "unknown verb"}
    except Exception as e:  # report, never crash the control port
        code, out = 400, {"error": repr(e)}
    data = json.dumps(out, default=repr).encode()
    writer.write(b"HTTP/1.1 %d X\r\nContent-Type: application/json\r\n"
                 b"Content-Length: %d\r\nConnection: close\r\n\r\n"
                 % (code, len(data)) + data)
    await writer.drain()
    writer.close()


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Fault-injecting HTTP/1.1 servers on 127.0.0.1.",
        epilog="Prints one JSON line {\"ports\": [...], \"control\": P} and "
               "serves until SIGINT/SIGTERM. Control: POST /s/<i>/set with a "
               "behaviour such as {\"preset\": \"429\", \"retry_after_s\": 2} "
               "or {\"kind\": \"reset\"}; POST /s/<i>/script with a list; "
               "POST /s/<i>/flap {\"up_ms\":300,\"down_ms\":300}; "
               "GET /s/<i>/log. Exit codes: 0 stopped by a signal, "
               "2 bad arguments.")
    ap.add_argument("--servers", type=int, default=2,
                    help="number of fault servers (default 2)")
    ap.add_argument("--control-port", type=int, default=0,
                    help="control port (default: any free port)")
    args = ap.parse_args(argv)
    hub = FaultHub()
    for _ in range(args.servers):
        hub.server()
    ctl = hub.call(asyncio.start_server(
        lambda r, w: _control(hub, r, w), "127.0.0.1", args.control_port))
    print(json.dumps({"ports": [s.port for s in hub.servers],
                      "control": ctl.sockets[0].getsockname()[1]}), flush=True)
    done = threading.Event()
    signal.signal(signal.SIGINT, lambda *a: done.set())
    signal.signal(signal.SIGTERM, lambda *a: done.set())
    done.wait()
    hub.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
