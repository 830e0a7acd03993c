"""Run build/http_client and read its JSON lines."""
import json
import os
import signal
import subprocess
import tempfile
import threading
import time


def contents(f):
    """A started client's output file from its start. Read with pread, not
    seek + read: the client's stdout is this same open file, sharing its
    offset, and a seek here would make the client write over its own
    first lines."""
    chunks, off = [], 0
    while True:
        b = os.pread(f.fileno(), 1 << 16, off)
        if not b:
            return b"".join(chunks).decode("utf-8", "replace")
        chunks.append(b)
        off += len(b)


class Run:
    def __init__(self, rc, out, err, t_start, t_end):
        self.rc = rc
        self.err = err
        self.t_start = t_start  # time.monotonic() around the process
        self.t_end = t_end
        self.lines = []
        for n, l in enumerate(out.split("\n"), 1):
            if not l.strip():
                continue
            try:
                self.lines.append(json.loads(l))
            except json.JSONDecodeError as e:
                raise AssertionError("client output line %d is not JSON (%s): %r\n"
                                     "the output:\n%s\nstderr:\n%s"
                                     % (n, e, l, out, err)) from None

    def ev(self, name, **match):
        return [o for o in self.lines if o["ev"] == name
                and all(o.get(k) == v for k, v in match.items())]

    @property
    def tasks(self):
        return self.ev("task")

    @property
    def summary(self):
        s = self.ev("summary")
        assert len(s) == 1, "exactly one summary line"
        return s[0]

    def task(self, tid):
        t = self.ev("task", task=tid)
        assert len(t) == 1, "task %d reported %d times" % (tid, len(t))
        return t[0]

    def __repr__(self):
        return "Run(rc=%r, %d lines, err=%r)" % (self.rc, len(self.lines),
                                                  self.err[-500:])

    def check(self, n_tasks):
        """Nothing lost: every task ends in exactly one final state,
        reported once, nothing happens to it afterwards, and the summary
        and the exit code agree with the task lines."""
        seen = {}
        for i, o in enumerate(self.lines):
            tid = o.get("task")
            if o["ev"] == "task":
                assert tid not in seen, "task %d reported twice" % tid
                assert o["result"] in ("done", "degraded", "fail",
                                       "cancelled"), o
                seen[tid] = i
            elif tid in seen and o["ev"] not in ("summary",):
                raise AssertionError("event after task %d ended: %r" % (tid, o))
        assert sorted(seen) == list(range(1, n_tasks + 1)), sorted(seen)
        s = self.summary
        assert self.lines[-1] is s, "summary is the last line"
        by = {}
        for t in self.tasks:
            by[t["result"]] = by.get(t["result"], 0) + 1
        assert s["done"] == by.get("done", 0)
        assert s["degraded"] == by.get("degraded", 0)
        assert s["failed"] == by.get("fail", 0)
        assert s["cancelled"] == by.get("cancelled", 0)
        want = (130 if by.get("cancelled") else 1 if by.get("fail")
                else 3 if by.get("degraded") else 0)
        assert self.rc == want == s["exit"], (self.rc, want, s["exit"])
        return self


class Client:
    def __init__(self, path):
        self.path = path

    def argv(self, servers, *args):
        return [self.path] + [str(a) for a in args] + \
               ["127.0.0.1:%d" % s.port for s in servers]

    def run(self, servers, *args, timeout=30, check=None):
        t0 = time.monotonic()
        p = subprocess.run(self.argv(servers, *args), capture_output=True,
                           text=True, timeout=timeout)
        r = Run(p.returncode, p.stdout, p.stderr, t0, time.monotonic())
        if check is not None:
            r.check(check)
        return r

    def start(self, servers, *args):
        """Start in the background; output goes to temporary files (a full
        pipe could block the client)."""
        out, err = tempfile.TemporaryFile("w+"), tempfile.TemporaryFile("w+")
        p = subprocess.Popen(self.argv(servers, *args), stdout=out, stderr=err,
                             text=True)
        p.outfiles = (out, err)
        return p

    @staticmethod
    def wait_output(p, pred, timeout=10.0):
        """Poll a started client's output until pred(list of JSON lines)."""
        end = time.monotonic() + timeout
        f = p.outfiles[0]
        while True:
            lines = []
            for l in contents(f).splitlines():
                # the client may be mid-write: a line read in part is
                # skipped now and read whole on the next poll
                if l.startswith("{") and l.endswith("}"):
                    try:
                        lines.append(json.loads(l))
                    except json.JSONDecodeError:
                        pass
            if pred(lines):
                return lines
            if time.monotonic() > end:
                raise TimeoutError("client output: condition not met")
            time.sleep(0.01)

    @staticmethod
    def interrupt(p, timeout=10):
        """SIGINT; returns (Run, seconds from the signal to the exit)."""
        watchdog = threading.Timer(timeout, p.kill)
        watchdog.start()
        t0 = time.monotonic()
        p.send_signal(signal.SIGINT)
        p.wait()  # a blocking waitpid(): returns as the client exits
        t1 = time.monotonic()
        watchdog.cancel()
        return Client.collect(p, t0, t1), t1 - t0

    @staticmethod
    def collect(p, t0=0.0, t1=0.0):
        p.wait(30)
        texts = []
        for f in p.outfiles:
            texts.append(contents(f))
            f.close()
        return Run(p.returncode, texts[0], texts[1], t0, t1)
