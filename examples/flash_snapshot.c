/* flash_snapshot.c - keep a gateway's breaker state across reboots in
   flash, safe against a power cut in the middle of a write.

   The flash here is simulated the way NOR flash behaves: two sectors (slot
   A and slot B), erased to 0xFF, programmed byte by byte (a program can
   only clear bits). resil_snapshot_write_slot() builds the next slot in a
   RAM image and names the sector to program: never the one holding the
   newest good state. The gateway saves every 10 s; the third save is cut
   by a power failure half-way through. On reboot,
   resil_snapshot_read_newest() loads the newest complete slot: the state
   of the save before the cut, with the upstream's breaker still open.

   Build:  cc -std=c99 -I.. flash_snapshot.c -o flash_snapshot   (C or C++)
   Run:    ./flash_snapshot
*/
#define RESIL_IMPLEMENTATION
#include "resil.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#define SECTOR 1024u /* bytes per slot; RESIL_SNAPSHOT_SLOT_MAX always fits */

static uint8_t flash[2 * SECTOR]; /* sector 0: slot A, sector 1: slot B */

static void flash_erase(uint32_t sector)
{
    memset(flash + sector * SECTOR, 0xFF, SECTOR);
}

/* Program n bytes; the power fails after `cut` of them (cut >= n: no
   failure). Returns the bytes programmed. */
static uint32_t flash_program(uint32_t sector, const uint8_t *src, uint32_t n,
                              uint32_t cut)
{
    uint32_t i;
    for (i = 0; i < n && i < cut; i++)
        flash[sector * SECTOR + i] &= src[i]; /* NOR: 1 -> 0 only */
    return i;
}

static uint32_t slot_seq(uint32_t sector)
{
    const uint8_t *p = flash + sector * SECTOR + 4; /* the slot's sequence */
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* Save: build the image, erase the sector resil names, program it. */
static void save(const resil_engine *eng, uint32_t now, uint32_t cut)
{
    static uint8_t image[SECTOR];
    uint32_t ix, done;
    int rc = resil_snapshot_write_slot(eng, now, flash, SECTOR, image, &ix);
    if (rc != RESIL_OK) {
        printf("save: %s\n", resil_result_str(rc));
        return;
    }
    flash_erase(ix);
    done = flash_program(ix, image, SECTOR, cut);
    printf("save at %2" PRIu32 " s: slot %c, sequence %" PRIu32 ", %s\n",
           now / 1000u, ix ? 'B' : 'A', slot_seq(ix),
           done == SECTOR ? "complete" : "POWER CUT mid-write");
}

static void fail_once(resil_engine *eng, uint32_t id, uint32_t now)
{
    resil_task t;
    resil_task_desc td;
    resil_decision d;
    resil_outcome o;
    memset(&td, 0, sizeof td);
    memset(&o, 0, sizeof o);
    td.id = id;
    o.cls = RESIL_CLASS_NETWORK;
    resil_task_start(eng, &t, &td, now);
    resil_next(eng, &t, now, &d);
    if (d.kind == RESIL_DECIDE_TRY) resil_report(eng, &t, now + 10u, &o, &d);
}

int main(void)
{
    resil_desc desc;
    resil_engine eng;
    resil_counters c;
    uint32_t ix = 0, i;
    int rc;

    memset(&desc, 0, sizeof desc);
    desc.seed = 7;
    desc.policy[RESIL_CLASS_NETWORK].attempts = 1;
    desc.breaker.open_ms = 600000;   /* 10 min: outlives the reboot */
    desc.breaker.open_max_ms = 600000;
    if (resil_engine_init(&eng, &desc) != RESIL_OK) return 1;
    memset(flash, 0xFF, sizeof flash); /* factory state: erased */

    save(&eng, 5000, SECTOR);                  /* A, sequence 1 */
    for (i = 0; i < 5; i++) fail_once(&eng, i + 1u, 8000u + i * 100u);
    printf("breaker after 5 failures: %s\n",
           resil_breaker_state_name(resil_breaker_state_at(&eng, 0, 9000)));
    save(&eng, 15000, SECTOR);                 /* B, sequence 2 */
    fail_once(&eng, 9, 20000);                 /* refused: breaker open */
    save(&eng, 25000, SECTOR / 3u);            /* A, sequence 3: cut */

    /* Reboot: a fresh engine of the same configuration. */
    if (resil_engine_init(&eng, &desc) != RESIL_OK) return 1;
    rc = resil_snapshot_read_newest(&eng, 30000, flash, SECTOR, &ix);
    printf("reboot: %s, slot %c (sequence %" PRIu32 ")\n", resil_result_str(rc),
           ix ? 'B' : 'A', slot_seq(ix));
    resil_engine_counters(&eng, &c);
    printf("restored: breaker %s, opened %" PRIu32 " time(s), %" PRIu32
           " attempts\n",
           resil_breaker_state_name(resil_breaker_state_at(&eng, 0, 30000)),
           c.breaker_opens, c.attempts);
    save(&eng, 35000, SECTOR);                 /* A again, sequence 3 */
    return rc == RESIL_OK ? 0 : 1;
}
