/* errors.c - the error texts the simulated endpoints answer with.

   Each is the message a real client library shows for that failure, so the
   simulator exercises resil's classifier the way a real program does. The
   hint columns are what that program also knows (the HTTP status from its
   client library, the errno from its socket layer). */
#include "sim.h"

#include <errno.h>
#include <string.h>

#define NODE_ERRORS "Node.js docs, Errors: Common system errors (nodejs.org/api/errors.html)"
#define OPENAI_PY "openai-python: Error code: <status> - <body> (_client.py _make_status_error); body from platform.openai.com/docs/guides/error-codes"
#define ANTHROPIC "Anthropic API docs, Errors (docs.anthropic.com/en/api/errors): error types and HTTP codes"

const sim_error sim_errors[] = {
    {"refused", "connect ECONNREFUSED 10.20.0.7:443", 0, ECONNREFUSED,
     SIM_AT_CONNECT, RESIL_CLASS_NETWORK, NODE_ERRORS},
    {"reset", "read ECONNRESET", 0, ECONNRESET, SIM_AT_HALF,
     RESIL_CLASS_NETWORK, NODE_ERRORS},
    {"dns", "getaddrinfo EAI_AGAIN api.provider.example", 0, 0,
     SIM_AT_CONNECT, RESIL_CLASS_NETWORK, NODE_ERRORS},
    {"timeout", "Request timed out.", 0, 0, SIM_AT_HANG, RESIL_CLASS_TIMEOUT,
     "openai-python APITimeoutError (src/openai/_exceptions.py)"},
    {"429",
     "Error code: 429 - {'error': {'message': 'Rate limit reached for "
     "requests. Please try again in %ds.', 'type': 'requests', 'code': "
     "'rate_limit_exceeded'}}",
     429, 0, SIM_AT_FAST, RESIL_CLASS_RATE_LIMIT,
     OPENAI_PY "; 'Please try again in 20s' as in the rate-limit guide"},
    {"quota",
     "Error code: 429 - {'error': {'message': 'You exceeded your current "
     "quota, please check your plan and billing details.', 'type': "
     "'insufficient_quota', 'code': 'insufficient_quota'}}",
     429, 0, SIM_AT_FAST, RESIL_CLASS_QUOTA, OPENAI_PY},
    {"500",
     "Error code: 500 - {'error': {'message': 'The server had an error while "
     "processing your request. Sorry about that!', 'type': 'server_error'}}",
     500, 0, SIM_AT_FAST, RESIL_CLASS_SERVER, OPENAI_PY},
    {"503", "503 Service Unavailable", 503, 0, SIM_AT_FAST,
     RESIL_CLASS_UNAVAILABLE, "RFC 9110 section 15.6.4 reason phrase"},
    {"529",
     "Error code: 529 - {'type': 'error', 'error': {'type': "
     "'overloaded_error', 'message': 'Overloaded'}}",
     529, 0, SIM_AT_FAST, RESIL_CLASS_UNAVAILABLE, ANTHROPIC},
    {"401",
     "Error code: 401 - {'type': 'error', 'error': {'type': "
     "'authentication_error', 'message': 'invalid x-api-key'}}",
     401, 0, SIM_AT_FAST, RESIL_CLASS_AUTH, ANTHROPIC},
    {"context",
     "Error code: 400 - {'type': 'error', 'error': {'type': "
     "'invalid_request_error', 'message': 'prompt is too long: 215000 "
     "tokens > 200000 maximum'}}",
     400, 0, SIM_AT_FAST, RESIL_CLASS_CONTEXT_LENGTH, ANTHROPIC},
    {"crash", "sub-agent process exited with code 137 (SIGKILL)", 0, 0,
     SIM_AT_HALF, RESIL_CLASS_CRASH,
     "exit status 128+9 of a process killed by SIGKILL (bash(1), EXIT STATUS)"},
};
const int sim_error_count = (int)(sizeof sim_errors / sizeof sim_errors[0]);

int sim_error_find(const char *name)
{
    int i;
    for (i = 0; i < sim_error_count; i++)
        if (strcmp(sim_errors[i].name, name) == 0) return i;
    return -1;
}

/* the message with "%d" replaced by the Retry-After seconds */
void sim_error_text(const sim_error *e, int seconds, char *out, size_t n)
{
    const char *p = strstr(e->text, "%d");
    if (!p) {
        snprintf(out, n, "%s", e->text);
        return;
    }
    snprintf(out, n, "%.*s%d%s", (int)(p - e->text), e->text, seconds, p + 2);
}
