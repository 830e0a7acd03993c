/* replay_main.c - a plain main() for resil's fuzz targets: replays files.

   usage: TARGET [-q] FILE|DIR...
   Runs LLVMFuzzerTestOneInput() once on each file given, and on each
   regular file inside each directory given (not recursive, sorted by name
   so runs are reproducible). Every input is copied into a malloc'd buffer
   of exactly its size, so AddressSanitizer sees a read one byte past it.
   Prints "replay TARGET: N inputs" (and each file name unless -q).

   Exit codes: 0 every input ran (a failed check aborts the process, with the
   file name printed before it); 1 a file or directory could not be read;
   2 usage. */
#define _POSIX_C_SOURCE 200809L
#include "fuzz.h"

#include <dirent.h>
#include <sys/stat.h>

static int quiet;
static unsigned long inputs;

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf;
    long len;
    size_t got;
    if (!f) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return 1;
    }
    if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 ||
        fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        fprintf(stderr, "replay: cannot read %s\n", path);
        return 1;
    }
    /* malloc(0) may return NULL: keep one byte, but pass the true size. */
    buf = (uint8_t *)malloc(len ? (size_t)len : 1u);
    if (!buf) {
        fclose(f);
        fprintf(stderr, "replay: out of memory for %s\n", path);
        return 1;
    }
    got = fread(buf, 1, (size_t)len, f);
    fclose(f);
    if (got != (size_t)len) {
        free(buf);
        fprintf(stderr, "replay: short read of %s\n", path);
        return 1;
    }
    if (!quiet) fprintf(stderr, "replay: %s\n", path);
    LLVMFuzzerTestOneInput(buf, got);
    free(buf);
    inputs++;
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    int rc = 0;
    if (!d) {
        fprintf(stderr, "replay: cannot open directory %s\n", dir);
        return 1;
    }
    while ((de = readdir(d)) != NULL) {
        size_t len;
        char *path;
        struct stat st;
        if (de->d_name[0] == '.') continue;
        len = strlen(dir) + strlen(de->d_name) + 2;
        path = (char *)malloc(len);
        if (!path) break;
        snprintf(path, len, "%s/%s", dir, de->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
            free(path);
            continue;
        }
        if (n == cap) {
            char **more = (char **)realloc(names, (cap ? cap * 2 : 64) * sizeof *names);
            if (!more) {
                free(path);
                break;
            }
            names = more;
            cap = cap ? cap * 2 : 64;
        }
        names[n++] = path;
    }
    closedir(d);
    if (n) qsort(names, n, sizeof *names, by_name);
    for (i = 0; i < n; i++) {
        rc |= run_file(names[i]);
        free(names[i]);
    }
    free(names);
    return rc;
}

int main(int argc, char **argv)
{
    int i, rc = 0, files = 0;
    for (i = 1; i < argc; i++) {
        struct stat st;
        if (strcmp(argv[i], "-q") == 0) {
            quiet = 1;
            continue;
        }
        if (strcmp(argv[i], "--help") == 0 || argv[i][0] == '-') {
            printf("usage: %s [-q] FILE|DIR...\n"
                   "Replays each file (and each file in each directory) through the\n"
                   "fuzz target once. Exit: 0 all ran, 1 unreadable input, 2 usage;\n"
                   "a failed check aborts with the file name printed.\n",
                   argv[0]);
            return strcmp(argv[i], "--help") == 0 ? 0 : 2;
        }
        files++;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) rc |= run_dir(argv[i]);
        else rc |= run_file(argv[i]);
    }
    if (!files) {
        fprintf(stderr, "usage: %s [-q] FILE|DIR...\n", argv[0]);
        return 2;
    }
    printf("replay %s: %lu inputs\n", argv[0], inputs);
    return rc;
}
