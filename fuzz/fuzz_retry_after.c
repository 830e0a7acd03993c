/* fuzz_retry_after.c - resil_retry_after_parse() on any bytes, and on
   dates this file formats itself (a reference civil-from-days conversion,
   H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").

   Input: a mode byte, the caller's clock now (u32 Unix seconds), then
     mode % 5 == 0..3: a u32 time and a u8 style; the harness writes it as
       IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT"), RFC 850 ("Sunday,
       06-Nov-94 08:49:37 GMT", within 40 years of now), asctime ("Sun Nov
       6 08:49:37 1994") or delay-seconds (with optional blanks around) and
       the parse must give exactly the expected delay;
     mode % 5 == 4: raw bytes as the value.
   Every value is copied into a malloc'd buffer of exactly its length.
   Checks: RESIL_OK or RESIL_E_PARSE; a delay is at most
   RESIL_MAX_INTERVAL_MS; same input, same answer; a later clock never gives
   a longer delay for the same date; the value is not written. */
#ifndef FZ_NO_IMPLEMENTATION /* tests/lint/run.sh analyses the harness alone */
#define RESIL_IMPLEMENTATION
#endif
#include "resil.h"
#include "fuzz.h"

static const char *const fz_wday[7] = {"Thursday", "Friday", "Saturday", "Sunday",
                                       "Monday", "Tuesday", "Wednesday"};
static const char *const fz_mon[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

/* days since 1970-01-01 -> y, m (1..12), d (Hinnant's civil_from_days). */
static void fz_civil(uint32_t days, uint32_t *y, uint32_t *m, uint32_t *d)
{
    uint32_t z = days + 719468u, era = z / 146097u, doe = z - era * 146097u;
    uint32_t yoe = (doe - doe / 1460u + doe / 36524u - doe / 146096u) / 365u;
    uint32_t doy = doe - (365u * yoe + yoe / 4u - yoe / 100u);
    uint32_t mp = (5u * doy + 2u) / 153u;
    *d = doy - (153u * mp + 2u) / 5u + 1u;
    *m = mp < 10u ? mp + 3u : mp - 9u;
    *y = yoe + era * 400u + (*m <= 2u ? 1u : 0u);
}

static uint32_t fz_expect(uint32_t secs, uint32_t now)
{
    uint64_t ms;
    if (secs <= now) return 0;
    ms = (uint64_t)(secs - now) * 1000u;
    return ms > RESIL_MAX_INTERVAL_MS ? RESIL_MAX_INTERVAL_MS : (uint32_t)ms;
}

static int fz_parse(const char *v, size_t len, uint32_t now, uint32_t *out)
{
    char *buf = (char *)calloc(len ? len : 1u, 1u);
    int rc, rc2;
    uint32_t again = 0;
    FZ_CHECK(buf != NULL);
    if (len) memcpy(buf, v, len);
    *out = 0xDEADBEEFu;
    rc = resil_retry_after_parse(buf, len, now, out);
    FZ_CHECK(rc == RESIL_OK || rc == RESIL_E_PARSE);
    if (rc == RESIL_OK) FZ_CHECK(*out <= RESIL_MAX_INTERVAL_MS);
    rc2 = resil_retry_after_parse(buf, len, now, &again);
    FZ_CHECK(rc2 == rc);
    if (rc == RESIL_OK) FZ_CHECK(again == *out);
    FZ_CHECK(len == 0 || memcmp(buf, v, len) == 0);
    FZ_CHECK(resil_retry_after_parse(buf, len, now, NULL) == RESIL_E_NULL);
    free(buf);
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_in in;
    uint8_t mode;
    uint32_t now, got, later;
    int rc;
    in.p = data;
    in.n = size;
    mode = fz_u8(&in);
    now = fz_u32(&in);
    if (mode % 5u == 4u) {
        rc = fz_parse((const char *)in.p, in.n, now, &got);
        /* a later clock: never a longer delay (RFC 850's two-digit year,
           with '-', may move to another century: not compared) */
        if (rc == RESIL_OK && now < 0xFFFFF000u && !memchr(in.p, '-', in.n) &&
            fz_parse((const char *)in.p, in.n, now + 1000u, &later) == RESIL_OK)
            FZ_CHECK(later <= got);
        return 0;
    }
    {
        uint32_t secs = fz_u32(&in), style = fz_u8(&in), y, m, d, days, hh, mm, ss;
        char v[96];
        int n, twodigit = 0;
        if (mode % 5u == 1u) { /* RFC 850: keep within 40 years of now */
            uint32_t span = 40u * 31556952u;
            uint64_t lo = now > span ? now - span : 0u; /* (not before 1970) */
            uint64_t at = lo + secs % ((uint64_t)now + span - lo);
            if (at > UINT32_MAX) return 0;
            secs = (uint32_t)at;
            twodigit = 1;
        }
        if (mode % 5u == 3u) { /* delay-seconds */
            n = snprintf(v, sizeof v, "%s%s%lu%s", style & 1u ? " " : "",
                         style & 2u ? "000" : "", (unsigned long)secs, style & 4u ? "\t" : "");
            rc = fz_parse(v, (size_t)n, now, &got);
            FZ_CHECK(rc == RESIL_OK);
            FZ_CHECK(got == ((uint64_t)secs * 1000u > RESIL_MAX_INTERVAL_MS
                                 ? RESIL_MAX_INTERVAL_MS : secs * 1000u));
            return 0;
        }
        days = secs / 86400u;
        fz_civil(days, &y, &m, &d);
        if (y > 2105u) return 0; /* the parser takes years 1970..2105 */
        hh = secs % 86400u / 3600u;
        mm = secs % 3600u / 60u;
        ss = secs % 60u;
        if (mode % 5u == 0u)
            n = snprintf(v, sizeof v, "%.3s, %02lu %s %04lu %02lu:%02lu:%02lu GMT",
                         fz_wday[days % 7u], (unsigned long)d, fz_mon[m - 1u],
                         (unsigned long)y, (unsigned long)hh, (unsigned long)mm,
                         (unsigned long)ss);
        else if (twodigit)
            n = snprintf(v, sizeof v, "%s, %02lu-%s-%02lu %02lu:%02lu:%02lu GMT",
                         fz_wday[days % 7u], (unsigned long)d, fz_mon[m - 1u],
                         (unsigned long)(y % 100u), (unsigned long)hh,
                         (unsigned long)mm, (unsigned long)ss);
        else
            n = snprintf(v, sizeof v, "%.3s %s %2lu %02lu:%02lu:%02lu %04lu",
                         fz_wday[days % 7u], fz_mon[m - 1u], (unsigned long)d,
                         (unsigned long)hh, (unsigned long)mm, (unsigned long)ss,
                         (unsigned long)y);
        FZ_CHECK(n > 0 && (size_t)n < sizeof v);
        rc = fz_parse(v, (size_t)n, now, &got);
        if (rc != RESIL_OK) fprintf(stderr, "rejected: \"%s\" (now %lu)\n", v, (unsigned long)now);
        FZ_CHECK(rc == RESIL_OK);
        FZ_CHECK(got == fz_expect(secs, now));
        if (!twodigit && now < UINT32_MAX) {
            FZ_CHECK(fz_parse(v, (size_t)n, now + 1u, &later) == RESIL_OK);
            FZ_CHECK(later <= got);
        }
    }
    return 0;
}
