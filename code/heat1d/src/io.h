/*
 * io.h - output files of heat1d.
 *
 * SPDX-License-Identifier: MIT
 */
#ifndef HEAT1D_IO_H
#define HEAT1D_IO_H

#include <stddef.h>
#include <stdio.h>

/* 8-byte magic at the start of every .f64 file. */
#define IO_F64_MAGIC "HEAT1D\0\0"
#define IO_F64_HEADER_BYTES 16

/* Create directory `path` (and missing parents).  0 on success. */
int io_make_dir(const char *path, char *err, size_t errlen);

/* Return malloc'd "dir/name", or NULL when out of memory. */
char *io_join(const char *dir, const char *name);

/*
 * Write n doubles to `path` as: 8-byte magic "HEAT1D\0\0", int64 n
 * (little-endian), then n IEEE-754 binary64 values (little-endian),
 * independent of the host byte order.  0 on success.
 */
int io_write_f64(const char *path, const double *v, long n, char *err,
                 size_t errlen);

/* history.txt: one '#' header line, then rows written with %.17g. */
FILE *io_history_open(const char *path, char *err, size_t errlen);
int io_history_row(FILE *f, long long step, double t, double total_heat,
                   double max_u, double l2_norm);
int io_history_close(FILE *f, const char *path, char *err, size_t errlen);

typedef struct {
    long nx;
    long long steps;
    double dt;
    double t_final;
    double total_heat;
    double max_u;
    const char *scheme;
    const char *boundary;
} io_summary;

/* summary.json: a single JSON object, numbers printed with %.17g. */
int io_write_summary(const char *path, const io_summary *s, char *err,
                     size_t errlen);

#endif
