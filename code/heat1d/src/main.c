/*
 * heat1d - finite-difference solver for u_t = alpha u_xx on [0, L].
 *
 * usage: heat1d PARAMS_FILE OUT_DIR
 *
 * Exit status: 0 success, 1 runtime/I/O failure, 2 usage or parameter error.
 *
 * SPDX-License-Identifier: MIT
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io.h"
#include "params.h"
#include "solver.h"

#define ERR_LEN 512

static void usage(FILE *f)
{
    fputs("usage: heat1d PARAMS_FILE OUT_DIR\n"
          "Solve u_t = alpha*u_xx on [0, length] as described by PARAMS_FILE\n"
          "and write u_final.f64, x.f64, history.txt and summary.json into\n"
          "OUT_DIR (created if missing).  See README.md for the file format.\n",
          f);
}

/* Append one history row; fails if the field is no longer finite. */
static int record(const heat_solver *s, FILE *hist, long long step,
                  double *heat, double *max_u)
{
    double l2;

    solver_diagnostics(s, heat, max_u, &l2);
    if (!isfinite(*heat) || !isfinite(l2)) {
        fprintf(stderr, "heat1d: error: solution is not finite at step %lld\n",
                step);
        return -1;
    }
    if (io_history_row(hist, step, (double)step * s->dt, *heat, *max_u, l2)) {
        fprintf(stderr, "heat1d: error: cannot write history row\n");
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    heat_params p;
    heat_solver s;
    char err[ERR_LEN];
    const char *params_path, *out_dir;
    char *path_u, *path_x, *path_hist, *path_sum;
    FILE *hist;
    io_summary sum;
    double heat = 0.0, max_u = 0.0;
    long long step;
    int rc;

    if (argc == 2 && (strcmp(argv[1], "-h") == 0
                      || strcmp(argv[1], "--help") == 0)) {
        usage(stdout);
        return 0;
    }
    if (argc != 3) {
        usage(stderr);
        return 2;
    }
    params_path = argv[1];
    out_dir = argv[2];

    if (params_load(params_path, &p, err, sizeof err)) {
        fprintf(stderr, "heat1d: error: %s\n", err);
        return 2;
    }
    rc = solver_init(&s, &p, err, sizeof err);
    if (rc) {
        fprintf(stderr, "heat1d: error: %s: %s\n", params_path, err);
        return rc;
    }
    if (io_make_dir(out_dir, err, sizeof err)) {
        fprintf(stderr, "heat1d: error: %s\n", err);
        solver_free(&s);
        return 1;
    }

    path_u = io_join(out_dir, "u_final.f64");
    path_x = io_join(out_dir, "x.f64");
    path_hist = io_join(out_dir, "history.txt");
    path_sum = io_join(out_dir, "summary.json");
    rc = 1;
    if (!path_u || !path_x || !path_hist || !path_sum) {
        fprintf(stderr, "heat1d: error: out of memory\n");
        goto done;
    }

    hist = io_history_open(path_hist, err, sizeof err);
    if (!hist) {
        fprintf(stderr, "heat1d: error: %s\n", err);
        goto done;
    }
    if (record(&s, hist, 0, &heat, &max_u)) {
        fclose(hist);
        goto done;
    }
    for (step = 1; step <= s.nsteps; step++) {
        solver_step(&s);
        if (step % p.output_every == 0 || step == s.nsteps) {
            if (record(&s, hist, step, &heat, &max_u)) {
                fclose(hist);
                goto done;
            }
        }
    }
    if (io_history_close(hist, path_hist, err, sizeof err)
        || io_write_f64(path_x, s.x, s.n, err, sizeof err)
        || io_write_f64(path_u, s.u, s.n, err, sizeof err)) {
        fprintf(stderr, "heat1d: error: %s\n", err);
        goto done;
    }

    sum.nx = s.n;
    sum.steps = s.nsteps;
    sum.dt = s.dt;
    sum.t_final = (double)s.nsteps * s.dt;
    sum.total_heat = heat;          /* from the last history row */
    sum.max_u = max_u;
    sum.scheme = params_scheme_name(p.scheme);
    sum.boundary = params_boundary_name(p.boundary);
    if (io_write_summary(path_sum, &sum, err, sizeof err)) {
        fprintf(stderr, "heat1d: error: %s\n", err);
        goto done;
    }

    printf("heat1d: %s/%s nx=%ld steps=%lld dt=%.6g r=%.6g t_final=%.6g "
           "total_heat=%.6g max_u=%.6g -> %s\n",
           sum.scheme, sum.boundary, sum.nx, sum.steps, sum.dt, s.r,
           sum.t_final, sum.total_heat, sum.max_u, out_dir);
    rc = 0;

done:
    free(path_u);
    free(path_x);
    free(path_hist);
    free(path_sum);
    solver_free(&s);
    return rc;
}
