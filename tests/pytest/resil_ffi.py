"""ctypes mirror of resil.h, checked against the compiler.

build/libresil.so (harness/resil_ffi.c) exports resil_ffi_layout(): the
offsetof/sizeof of every struct member below, as the C compiler laid them
out. load() compares each ctypes field with it and refuses a mismatch, so a
change in resil.h cannot silently shift what these tests read and write.
"""
import ctypes as C
import os

u8, u16, u32, i32 = C.c_uint8, C.c_uint16, C.c_uint32, C.c_int32


class FfiField(C.Structure):
    _fields_ = [("name", C.c_char_p), ("offset", C.c_size_t),
                ("size", C.c_size_t)]


def _layout(lib):
    lib.resil_ffi_layout.restype = C.POINTER(FfiField)
    lib.resil_ffi_layout.argtypes = [C.POINTER(C.c_size_t)]
    n = C.c_size_t()
    p = lib.resil_ffi_layout(C.byref(n))
    return {p[i].name.decode(): (p[i].offset, p[i].size) for i in range(n.value)}


EVENT_FN = C.CFUNCTYPE(None, C.c_void_p, C.c_void_p)
RANDOM_FN = C.CFUNCTYPE(u32, C.c_void_p)


class Api:
    """Structs and functions of one loaded library."""

    def __init__(self, path):
        self.lib = lib = C.CDLL(path)
        self.table = t = _layout(lib)
        k = {n[6:]: v[1] for n, v in t.items() if n.startswith("const.")}
        self.MAX_ENDPOINTS = k["RESIL_MAX_ENDPOINTS"]
        self.MAX_CHAINS = k["RESIL_MAX_CHAINS"]
        self.MAX_STEPS = k["RESIL_MAX_STEPS"]
        self.CLASS_COUNT = k["RESIL_CLASS__COUNT"]
        self.OP_COUNT = k["RESIL_OP__COUNT"]
        self.EV_COUNT = k["RESIL_EV__COUNT"]
        self.REASON_COUNT = k["RESIL_REASON__COUNT"]
        self.DECIDE_COUNT = k["RESIL_DECIDE__COUNT"]

        def st(name, fields):
            cls = type(name, (C.Structure,), {"_fields_": fields})
            setattr(self, name, cls)
            return cls

        st("resil_backoff_desc", [("base_ms", u32), ("cap_ms", u32),
           ("multiplier_pct", u16), ("jitter", u8), ("jitter_pct", u8)])
        st("resil_class_policy", [("action", u8), ("attempts", u8),
           ("counts", u8), ("slow", u8)])
        st("resil_breaker_desc", [
            ("failure_threshold", u16), ("probe_successes", u16),
            ("probes", u16), ("open_jitter_pct", u8), ("rate_pct", u8),
            ("open_ms", u32), ("open_max_ms", u32), ("rate_window_ms", u32),
            ("rate_min_calls", u16), ("reserved", u16)])
        st("resil_budget_desc", [("mode", u8), ("ratio_pct", u8),
           ("max_tokens", u16), ("refill_ms", u32)])
        st("resil_chain_desc", [("steps", u8 * self.MAX_STEPS),
           ("step_count", u8), ("degraded", u8)])
        st("resil_endpoint_desc", [("name", C.c_char_p),
           ("max_inflight", u16), ("rpm", u16), ("tpm", u32)])
        # section 9 (overload control)
        st("resil_limit_desc", [("mode", u8), ("decrease_pct", u8),
           ("initial", u16), ("restart", u16), ("max", u16),
           ("wait_ms", u32)])
        st("resil_rate_info", [(f, u32) for f in (
            "limit_requests", "remaining_requests", "reset_requests_ms",
            "limit_tokens", "remaining_tokens", "reset_tokens_ms",
            "retry_after_ms", "flags")])
        st("resil_limit_info", [(f, u32) for f in (
            "limit", "inflight", "waiting", "rpm", "rpm_used", "tpm",
            "tpm_used", "open_at")])
        st("resil_limiter", [
            ("limit", u32), ("inflight", u16), ("ssthresh", u16),
            ("waiting", u16), ("rpm", u16), ("epoch", u8), ("gen", u8),
            ("flags", u8), ("patience", u8), ("next_ticket", u16),
            ("serving", u16), ("out_until", u32),
            ("hold_until", u32), ("slot_at", u32), ("win_start", u32),
            ("req_cur", u16), ("req_prev", u16), ("tpm", u32),
            ("tok_cur", u32), ("tok_prev", u32), ("learn_at", u32),
            ("pace_at", u32)])
        section8 = []
        if "resil_desc.health" in t:  # section 8 (health, restart, alert)
            st("resil_health_desc", [
                ("ping_ms", u32), ("suspect_ping_ms", u32),
                ("open_ping_ms", u32), ("window_ms", u32), ("dead_ms", u32),
                ("pause_max_ms", u32), ("min_samples", u16),
                ("unhealthy_pct", u8), ("latency_shift", u8)])
            st("resil_restart_desc", [
                ("delay_ms", u32), ("max_delay_ms", u32), ("classes", u32),
                ("max_restarts", u8), ("jitter_pct", u8),
                ("reserved", u8 * 2)])
            st("resil_alert_desc", [("window_ms", u32), ("threshold", u16),
                                    ("clear_below", u16)])
            section8 = [("health", self.resil_health_desc),
                        ("restart", self.resil_restart_desc),
                        ("alert", self.resil_alert_desc)]
        self.SECTION8 = bool(section8)
        st("resil_desc", [
            ("endpoint_count", u8), ("chain_count", u8),
            ("max_compactions", u8), ("passthrough", u8),
            ("endpoints", self.resil_endpoint_desc * self.MAX_ENDPOINTS),
            ("chains", self.resil_chain_desc * self.MAX_CHAINS),
            ("backoff", self.resil_backoff_desc),
            ("slow_backoff", self.resil_backoff_desc),
            ("breaker", self.resil_breaker_desc),
            ("budget", self.resil_budget_desc),
            ("policy", self.resil_class_policy * self.CLASS_COUNT),
            ("attempt_timeout_ms", u32 * self.OP_COUNT),
            ("retry_after_cap_ms", u32), ("seed", u32),
            ("random", RANDOM_FN), ("random_user", C.c_void_p),
            ("on_event", EVENT_FN), ("event_user", C.c_void_p)] + section8 +
           [("limit", self.resil_limit_desc)])
        st("resil_decision", [
            ("kind", u8), ("endpoint", u8), ("step", u8), ("cls", u8),
            ("reason", u8), ("flags", u8), ("attempt", u16),
            ("at_ms", u32), ("deadline_ms", u32)])
        st("resil_outcome", [("ok", u8), ("cls", u8), ("status", u16),
           ("retry_after_ms", u32), ("latency_ms", u32)])
        st("resil_event", [
            ("type", u8), ("endpoint", u8), ("to", u8), ("from", u8),
            ("cls", u8), ("reason", u8), ("attempt", u16), ("task_id", u32),
            ("now_ms", u32), ("value_ms", u32)])
        # counters come from resil.h's X-macro lists: every uint32_t in
        # the table's order, then failures_by_class
        cnt = sorted((v[0], n.split(".", 1)[1]) for n, v in t.items()
                     if n.startswith("resil_counters."))
        st("resil_counters", [
            (f, u32 * self.CLASS_COUNT if f == "failures_by_class" else u32)
            for _, f in cnt])
        st("resil_bucket", [("milli", u32), ("refill_at", u32)])
        st("resil_breaker", [
            ("state", u8), ("trips", u8), ("consecutive", u16),
            ("probes_out", u16), ("probe_ok", u16), ("generation", u32),
            ("open_until", u32), ("since", u32), ("probe_until", u32),
            ("window_start", u32), ("window_calls", u16),
            ("window_failures", u16)])
        st("resil_task_desc", [
            ("id", u32), ("op_id", u32), ("ctx", C.c_void_p), ("chain", u8),
            ("op", u8), ("restarts", u8), ("reserved", u8),
            ("timeout_ms", u32), ("tokens", u32)])
        st("resil_task", [
            ("desc", self.resil_task_desc), ("state", u8), ("step", u8),
            ("endpoint", u8), ("last_cls", u8), ("reason", u8),
            ("compactions", u8), ("flags", u8), ("has_deadline", u8),
            ("attempt", u16), ("attempts", u16), ("failures", u16),
            ("draws", u16), ("generation", u32), ("started_ms", u32),
            ("first_fail_ms", u32), ("wait_until", u32), ("deadline", u32),
            ("attempt_deadline", u32), ("prev_delay", u32),
            ("last_ms", u32), ("lim_epoch", u8), ("lim_gen", u8),
            ("lim_flags", u8), ("reserved2", u8)])
        st("resil_hints", [("http_status", u16), ("reserved", u16),
           ("errno_value", i32), ("curl_code", i32), ("grpc_code", i32)])
        st("resil_classification", [("cls", u8), ("action", u8),
           ("status", u16), ("retry_after_ms", u32)])
        self._check()
        # engine and endpoint: opaque, read through the table's offsets
        self.ENGINE_SIZE = t["resil_engine"][1]
        self.EP_OFF = t["resil_engine.ep"][0]
        self.EP_SIZE = t["resil_endpoint"][1]
        self.EP_BREAKER = t["resil_endpoint.breaker"][0]
        self.EP_BUDGET = t["resil_endpoint.budget"][0]
        self.EP_LIMITER = t["resil_endpoint.limiter"][0]
        self._protos()

    def _check(self):
        """Every mirrored struct: size and every member's offset and size
        equal the compiler's; every member the table lists is mirrored."""
        bad = []
        for name in [n for n in self.table if "." not in n]:
            cls = getattr(self, name, None)
            if cls is None:
                continue  # engine/endpoint: opaque on purpose
            if C.sizeof(cls) != self.table[name][1]:
                bad.append("%s: size %d != %d" % (name, C.sizeof(cls),
                                                   self.table[name][1]))
            mirrored = set()
            for fname, ftype in cls._fields_:
                key = name + "." + fname
                mirrored.add(key)
                f = getattr(cls, fname)
                if key not in self.table:
                    bad.append(key + ": not in the C table")
                elif (f.offset, f.size) != self.table[key]:
                    bad.append("%s: (offset, size) %r != %r" % (
                        key, (f.offset, f.size), self.table[key]))
            for key in self.table:
                if key.startswith(name + ".") and key not in mirrored:
                    bad.append(key + ": missing in the ctypes mirror")
        if bad:
            raise AssertionError("ctypes mirror != resil.h:\n  " +
                                 "\n  ".join(bad))

    def _protos(self):
        L, P = self.lib, C.POINTER
        vp = C.c_void_p
        sig = {
            "resil_desc_defaults": (None, [P(self.resil_desc)]),
            "resil_desc_check": (C.c_int, [P(self.resil_desc),
                                           P(C.c_char_p)]),
            "resil_engine_init": (C.c_int, [vp, P(self.resil_desc)]),
            "resil_task_start": (C.c_int, [vp, P(self.resil_task),
                                           P(self.resil_task_desc), u32]),
            "resil_next": (C.c_int, [vp, P(self.resil_task), u32,
                                     P(self.resil_decision)]),
            "resil_report": (C.c_int, [vp, P(self.resil_task), u32,
                                       P(self.resil_outcome),
                                       P(self.resil_decision)]),
            "resil_cancel": (C.c_int, [vp, P(self.resil_task), u32,
                                       P(self.resil_decision)]),
            "resil_breaker_state_at": (C.c_int, [vp, u32, u32]),
            "resil_budget_milli": (C.c_int, [vp, u32, u32, P(u32)]),
            "resil_engine_counters": (C.c_int, [vp, P(self.resil_counters)]),
            "resil_endpoint_counters": (C.c_int, [vp, u32,
                                                  P(self.resil_counters)]),
            "resil_backoff_delay": (u32, [P(self.resil_backoff_desc), u32,
                                          u32, u32]),
            "resil_time_after": (C.c_int, [u32, u32]),
            "resil_limit_get": (C.c_int, [vp, u32, u32,
                                          P(self.resil_limit_info)]),
            "resil_rate_header": (C.c_int, [P(self.resil_rate_info),
                                            C.c_char_p, C.c_size_t,
                                            C.c_char_p, C.c_size_t, u32]),
            "resil_class_name": (C.c_char_p, [C.c_int]),
            "resil_event_name": (C.c_char_p, [C.c_int]),
            "resil_decision_name": (C.c_char_p, [C.c_int]),
            "resil_reason_name": (C.c_char_p, [C.c_int]),
            "resil_breaker_state_name": (C.c_char_p, [C.c_int]),
            "resil_task_state_name": (C.c_char_p, [C.c_int]),
            "resil_class_default_action": (C.c_int, [C.c_int]),
        }
        for name, (res, args) in sig.items():
            f = getattr(L, name)
            f.restype, f.argtypes = res, args

    # -- helpers --
    def names(self, fn, count):
        return [getattr(self.lib, fn)(i).decode() for i in range(count)]

    def breaker(self, engine_buf, ep):
        off = self.EP_OFF + ep * self.EP_SIZE + self.EP_BREAKER
        return self.resil_breaker.from_buffer_copy(
            engine_buf, off)

    def limiter(self, engine_buf, ep):
        off = self.EP_OFF + ep * self.EP_SIZE + self.EP_LIMITER
        return self.resil_limiter.from_buffer_copy(engine_buf, off)


_API = None


def load(build):
    global _API
    if _API is None:
        _API = Api(os.path.join(build, "libresil.so"))
    return _API
