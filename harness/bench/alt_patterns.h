/* alt_patterns.h - the pattern groups the alternative matchers use.

   This is what a user would write instead of resil_classify(): one group of
   case-insensitive keywords per class, tried in order, first group that
   matches wins, nothing matched = unknown. Every alternative in the bench
   (lower-case + strstr loop, POSIX regexec, PCRE2 JIT, Hyperscan) uses
   exactly this table: the strstr loop searches each literal; the regex
   engines get one alternation per group (literals escaped), so all of them
   answer the same question and differ only in how they search.

   The keywords are the "typical evidence" column of TAXONOMY.md (the
   project's sourced list of real error strings), lower-cased, plus the
   status phrases that a hand-written matcher would add ("status code 503").
   Order follows TAXONOMY.md's precedence rules: cancellation wins over
   what it wraps (rule 5); provider codes beat the status (rule 2:
   context_length and quota before rate_limit and invalid_request); bugs in
   our own code before the words they mention (rule 4: logic before
   timeout).

   One row per keyword: ALT_PATTERN(class enum suffix, "lower-case literal").
   Rows of one class must be contiguous (a group). */
#ifndef BENCH_ALT_PATTERNS_H
#define BENCH_ALT_PATTERNS_H

#define ALT_PATTERNS(X)                                                        \
    X(CANCELLED, "context canceled")                                           \
    X(CANCELLED, "aborterror")                                                 \
    X(CANCELLED, "operation was aborted")                                      \
    X(CANCELLED, "ecanceled")                                                  \
    X(CANCELLED, "keyboardinterrupt")                                          \
    X(CANCELLED, "sigint")                                                     \
    X(CONTEXT_LENGTH, "context_length_exceeded")                               \
    X(CONTEXT_LENGTH, "maximum context length")                                \
    X(CONTEXT_LENGTH, "prompt is too long")                                    \
    X(CONTEXT_LENGTH, "too many tokens")                                       \
    X(CONTEXT_LENGTH, "input is too long")                                     \
    X(QUOTA, "insufficient_quota")                                             \
    X(QUOTA, "exceeded your current quota")                                    \
    X(QUOTA, "credit balance is too low")                                      \
    X(QUOTA, "billing hard limit")                                             \
    X(QUOTA, "payment required")                                               \
    X(LOGIC, "typeerror")                                                      \
    X(LOGIC, "referenceerror")                                                 \
    X(LOGIC, "cannot read properties of undefined")                            \
    X(LOGIC, "assertion failed")                                               \
    X(LOGIC, "tool execution failed")                                          \
    X(LOGIC, "validation failed")                                              \
    X(CRASH, "exited with code 137")                                           \
    X(CRASH, "killed")                                                         \
    X(CRASH, "sigsegv")                                                        \
    X(CRASH, "sigkill")                                                        \
    X(CRASH, "oomkilled")                                                      \
    X(CRASH, "pane is dead")                                                   \
    X(CRASH, "session not found")                                              \
    X(CRASH, "process exited unexpectedly")                                    \
    X(RATE_LIMIT, "rate limit")                                                \
    X(RATE_LIMIT, "rate_limit")                                                \
    X(RATE_LIMIT, "ratelimit")                                                 \
    X(RATE_LIMIT, "too many requests")                                         \
    X(RATE_LIMIT, "throttl")                                                   \
    X(RATE_LIMIT, "slowdown")                                                  \
    X(RATE_LIMIT, "resource_exhausted")                                        \
    X(RATE_LIMIT, "status code 429")                                           \
    X(AUTH, "invalid api key")                                                 \
    X(AUTH, "invalid_api_key")                                                 \
    X(AUTH, "unauthorized")                                                    \
    X(AUTH, "permission denied")                                               \
    X(AUTH, "authentication_error")                                            \
    X(AUTH, "forbidden")                                                       \
    X(AUTH, "status code 401")                                                 \
    X(AUTH, "status code 403")                                                 \
    X(NOT_FOUND, "model not found")                                            \
    X(NOT_FOUND, "does not exist")                                             \
    X(NOT_FOUND, "no such model")                                              \
    X(NOT_FOUND, "not_found_error")                                            \
    X(NOT_FOUND, "status code 404")                                            \
    X(NETWORK_PERMANENT, "certificate")                                        \
    X(NETWORK_PERMANENT, "ssl")                                                \
    X(NETWORK_PERMANENT, "tls")                                                \
    X(NETWORK_PERMANENT, "handshake failure")                                  \
    X(NETWORK_PERMANENT, "proxy error")                                        \
    X(NETWORK_PERMANENT, "tunneling socket could not be established")          \
    X(NETWORK_PERMANENT, "status code 407")                                    \
    X(TIMEOUT, "etimedout")                                                    \
    X(TIMEOUT, "timed out")                                                    \
    X(TIMEOUT, "timeout")                                                      \
    X(TIMEOUT, "deadline exceeded")                                            \
    X(TIMEOUT, "status code 408")                                              \
    X(TIMEOUT, "status code 504")                                              \
    X(TIMEOUT, "gateway time-out")                                             \
    X(UNAVAILABLE, "overloaded")                                               \
    X(UNAVAILABLE, "service unavailable")                                      \
    X(UNAVAILABLE, "bad gateway")                                              \
    X(UNAVAILABLE, "server is busy")                                           \
    X(UNAVAILABLE, "unavailable")                                              \
    X(UNAVAILABLE, "status code 502")                                          \
    X(UNAVAILABLE, "status code 503")                                          \
    X(UNAVAILABLE, "status code 529")                                          \
    X(NETWORK, "econnrefused")                                                 \
    X(NETWORK, "econnreset")                                                   \
    X(NETWORK, "econnaborted")                                                 \
    X(NETWORK, "epipe")                                                        \
    X(NETWORK, "socket hang up")                                               \
    X(NETWORK, "connection reset")                                             \
    X(NETWORK, "connection refused")                                           \
    X(NETWORK, "closed connection without response")                          \
    X(NETWORK, "unexpected eof")                                               \
    X(NETWORK, "premature close")                                              \
    X(NETWORK, "eai_again")                                                    \
    X(NETWORK, "enotfound")                                                    \
    X(NETWORK, "could not resolve host")                                       \
    X(NETWORK, "no such host")                                                 \
    X(NETWORK, "temporary failure in name resolution")                         \
    X(NETWORK, "enetunreach")                                                  \
    X(NETWORK, "ehostunreach")                                                 \
    X(NETWORK, "unable to connect")                                            \
    X(NETWORK, "goaway")                                                       \
    X(SERVER, "internal server error")                                         \
    X(SERVER, "api_error")                                                     \
    X(SERVER, "status code 500")                                               \
    X(INVALID_REQUEST, "invalid_request_error")                                \
    X(INVALID_REQUEST, "unsupported parameter")                                \
    X(INVALID_REQUEST, "bad request")                                          \
    X(INVALID_REQUEST, "unprocessable entity")                                 \
    X(INVALID_REQUEST, "status code 400")                                      \
    X(INVALID_REQUEST, "status code 422")

#endif
