/*
 * io.c - output files of heat1d.
 *
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L     /* mkdir, stat */

#include "io.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

/* The byte-level format assumes 8-byte IEEE-754 doubles (C99 Annex F). */
typedef char io_double_is_8_bytes[(sizeof(double) == 8) ? 1 : -1];

int io_make_dir(const char *path, char *err, size_t errlen)
{
    size_t len = strlen(path);
    char *buf;
    size_t i;
    struct stat st;

    if (len == 0) {
        snprintf(err, errlen, "output directory name is empty");
        return -1;
    }
    buf = malloc(len + 1);
    if (!buf) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    memcpy(buf, path, len + 1);

    /* mkdir -p: create every prefix ending before a '/', then the whole. */
    for (i = 1; i <= len; i++) {
        if (buf[i] == '/' || buf[i] == '\0') {
            char saved = buf[i];
            buf[i] = '\0';
            if (mkdir(buf, 0777) != 0 && errno != EEXIST) {
                snprintf(err, errlen, "cannot create directory '%s': %s",
                         buf, strerror(errno));
                free(buf);
                return -1;
            }
            buf[i] = saved;
        }
    }
    free(buf);

    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "'%s' is not a directory", path);
        return -1;
    }
    return 0;
}

char *io_join(const char *dir, const char *name)
{
    size_t a = strlen(dir), b = strlen(name);
    char *s = malloc(a + b + 2);

    if (!s)
        return NULL;
    memcpy(s, dir, a);
    s[a] = '/';
    memcpy(s + a + 1, name, b + 1);
    return s;
}

static void put_u64_le(unsigned char *b, uint64_t v)
{
    int i;

    for (i = 0; i < 8; i++)
        b[i] = (unsigned char)(v >> (8 * i));
}

int io_write_f64(const char *path, const double *v, long n, char *err,
                 size_t errlen)
{
    unsigned char header[IO_F64_HEADER_BYTES];
    unsigned char buf[8 * 512];
    FILE *f;
    long i = 0;
    int ok;

    f = fopen(path, "wb");
    if (!f) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        return -1;
    }
    memcpy(header, IO_F64_MAGIC, 8);
    put_u64_le(header + 8, (uint64_t)(int64_t)n);
    ok = fwrite(header, 1, sizeof header, f) == sizeof header;

    /* Encode in chunks; memcpy is the portable way to get the bits. */
    while (ok && i < n) {
        size_t k = 0;
        for (; i < n && k < sizeof buf; i++, k += 8) {
            uint64_t bits;
            memcpy(&bits, &v[i], 8);
            put_u64_le(buf + k, bits);
        }
        ok = fwrite(buf, 1, k, f) == k;
    }
    if (fclose(f) != 0)
        ok = 0;
    if (!ok) {
        snprintf(err, errlen, "error writing '%s': %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

FILE *io_history_open(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "w");

    if (!f) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        return NULL;
    }
    fputs("# step time total_heat max_u l2_norm\n", f);
    return f;
}

int io_history_row(FILE *f, long long step, double t, double total_heat,
                   double max_u, double l2_norm)
{
    /* %.17g: enough digits that strtod gives back the identical double */
    return fprintf(f, "%lld %.17g %.17g %.17g %.17g\n", step, t, total_heat,
                   max_u, l2_norm) < 0 ? -1 : 0;
}

int io_history_close(FILE *f, const char *path, char *err, size_t errlen)
{
    int bad = ferror(f);

    if (fclose(f) != 0 || bad) {
        snprintf(err, errlen, "error writing '%s'", path);
        return -1;
    }
    return 0;
}

int io_write_summary(const char *path, const io_summary *s, char *err,
                     size_t errlen)
{
    FILE *f = fopen(path, "w");
    int bad;

    if (!f) {
        snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        return -1;
    }
    fprintf(f,
            "{\"nx\": %ld, \"steps\": %lld, \"dt\": %.17g, \"t_final\": %.17g, "
            "\"total_heat\": %.17g, \"max_u\": %.17g, \"scheme\": \"%s\", "
            "\"boundary\": \"%s\"}\n",
            s->nx, s->steps, s->dt, s->t_final, s->total_heat, s->max_u,
            s->scheme, s->boundary);
    bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        snprintf(err, errlen, "error writing '%s'", path);
        return -1;
    }
    return 0;
}
