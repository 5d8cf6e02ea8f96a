/*
 * params.h - run parameters for heat1d and the parser for the
 * `key = value` parameter file.
 *
 * SPDX-License-Identifier: MIT
 */
#ifndef HEAT1D_PARAMS_H
#define HEAT1D_PARAMS_H

#include <stddef.h>

typedef enum { SCHEME_FTCS, SCHEME_CN } heat_scheme;
typedef enum { BC_DIRICHLET, BC_NEUMANN } heat_boundary;
typedef enum { INIT_SINE, INIT_GAUSSIAN, INIT_STEP } heat_initial;

typedef struct {
    long nx;              /* number of grid points, including both ends */
    double length;        /* domain is [0, length] */
    double alpha;         /* diffusivity */
    double t_end;         /* final time */

    int has_dt;           /* 1 if `dt` was given, else dt comes from cfl */
    double dt;            /* requested time step (only if has_dt) */
    double cfl;           /* alpha*dt/dx^2 used when dt is absent */
    int dt_line;          /* line numbers of dt / cfl, 0 if absent; */
    int cfl_line;         /* used to point at them in stability errors */

    heat_scheme scheme;
    heat_boundary boundary;
    double u_left;        /* Dirichlet values (boundary = dirichlet) */
    double u_right;

    heat_initial initial;
    long mode;            /* sine: u0 = sin(mode*pi*x/L) */
    double center;        /* gaussian / step */
    double width;         /* gaussian standard deviation */
    double amplitude;     /* gaussian / step height */

    long output_every;    /* steps between rows of history.txt */
} heat_params;

/* Names of the enumerated values, as written in parameter files. */
const char *params_scheme_name(heat_scheme s);
const char *params_boundary_name(heat_boundary b);
const char *params_initial_name(heat_initial i);

/*
 * Read and validate the parameter file at `path`.
 * Returns 0 on success.  On any problem (unreadable file, syntax error,
 * unknown/duplicate/missing key, malformed or out-of-range value,
 * inconsistent combination) returns -1 and writes a one-line message
 * naming the file, the line and the key into err[errlen].
 */
int params_load(const char *path, heat_params *p, char *err, size_t errlen);

#endif
