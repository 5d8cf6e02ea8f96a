/*
 * solver.c - explicit (FTCS) and Crank-Nicolson schemes for the 1-D heat
 * equation on a uniform grid x_i = i*dx, i = 0..n-1, dx = L/(n-1).
 *
 * Spatial operator: the standard 3-point Laplacian
 *     (A u)_i = u_{i+1} - 2 u_i + u_{i-1}            (divided by dx^2)
 * Dirichlet: u_0 and u_{n-1} are held at u_left / u_right.
 * Neumann (zero flux): a mirror ghost point u_{-1} = u_1 (resp.
 *     u_n = u_{n-2}) gives (A u)_0 = 2(u_1 - u_0) and
 *     (A u)_{n-1} = 2(u_{n-2} - u_{n-1}).  With trapezoidal weights w
 *     this operator satisfies w^T A = 0, so both schemes conserve the
 *     trapezoidal total heat exactly (up to rounding).
 *
 * SPDX-License-Identifier: MIT
 */
#include "solver.h"

/* Reference acceleration (solution/accelerated/ of the heat1d-solver leaf): the time steps
 * are compiled at -O3 whatever CFLAGS the build is given, and the FTCS step also for AVX2,
 * chosen at load time on a CPU that has it (GCC function multi-versioning).  Neither changes
 * an operation or its order: without -ffp-contract=fast nothing is fused, so every value is
 * the one the scalar -O2 build computes, bit for bit. */
#pragma GCC optimize("O3")

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* M_PI is not part of C99. */
static const double PI = 3.14159265358979323846;

/* Explicit-scheme stability limit r <= 1/2.  The tiny relative slack lets
 * cfl = 0.5 through even when dt was nudged by rounding (see choose_dt). */
#define FTCS_R_MAX 0.5
#define FTCS_R_SLACK 1e-8

/* Guard against runs that would never finish (or overflow counters). */
#define NSTEPS_MAX 1e12

static double initial_value(const heat_params *p, double x)
{
    switch (p->initial) {
    case INIT_SINE:
        return sin((double)p->mode * PI * x / p->length);
    case INIT_GAUSSIAN: {
        double z = (x - p->center) / p->width;
        return p->amplitude * exp(-0.5 * z * z);
    }
    case INIT_STEP:
        /* A grid point sitting exactly on the jump gets the mean value. */
        if (x < p->center)
            return p->amplitude;
        if (x == p->center)
            return 0.5 * p->amplitude;
        return 0.0;
    }
    return 0.0;
}

/*
 * Step count and time step.  The run must end exactly at t_end with a
 * uniform step, so nsteps = ceil(t_end/dt_req) and dt = t_end/nsteps
 * (never larger than requested).  When t_end/dt_req is an integer up to
 * rounding (e.g. 0.1/1e-4 = 999.9999999999999) that integer is used
 * rather than adding a needless extra step; dt then differs from the
 * request by at most a relative 1e-9.
 */
static int choose_dt(heat_solver *s, const heat_params *p, char *err,
                     size_t errlen)
{
    double dt_req = p->has_dt ? p->dt : p->cfl * s->dx * s->dx / p->alpha;
    double ratio = p->t_end / dt_req;
    double nearest;

    if (!(ratio <= NSTEPS_MAX)) {
        snprintf(err, errlen,
                 "t_end/dt = %.6g time steps is too many (limit %.0g); "
                 "increase %s or reduce t_end",
                 ratio, NSTEPS_MAX, p->has_dt ? "dt" : "cfl");
        return 2;
    }
    nearest = floor(ratio + 0.5);
    if (nearest >= 1.0 && fabs(ratio - nearest) <= 1e-9 * nearest)
        s->nsteps = (long long)nearest;
    else
        s->nsteps = (long long)ceil(ratio);
    if (s->nsteps < 1)
        s->nsteps = 1;

    s->dt = p->t_end / (double)s->nsteps;
    /* alpha enters the update only through r, so r must be computed from
     * alpha itself (not from cfl) for every bit of alpha to matter. */
    s->r = p->alpha * s->dt / (s->dx * s->dx);

    if (p->scheme == SCHEME_FTCS && s->r > FTCS_R_MAX * (1.0 + FTCS_R_SLACK)) {
        char where[64] = "";
        if (p->has_dt)
            snprintf(where, sizeof where, "key 'dt' on line %d", p->dt_line);
        else if (p->cfl_line)
            snprintf(where, sizeof where, "key 'cfl' on line %d", p->cfl_line);
        else
            snprintf(where, sizeof where, "default cfl");
        snprintf(err, errlen,
                 "unstable explicit time step (%s): scheme ftcs needs "
                 "alpha*dt/dx^2 <= 0.5 but alpha*dt/dx^2 = %.6g "
                 "(dt = %.6g, dx = %.6g); reduce dt/cfl or use scheme = cn",
                 where, s->r, s->dt, s->dx);
        return 2;
    }
    return 0;
}

/*
 * Build the Crank-Nicolson matrix (I - r/2 A) and factor it once: the
 * coefficients never change, so each step needs only the two O(n)
 * substitution sweeps of the Thomas algorithm.  The matrix is strictly
 * diagonally dominant (1 + r against r), so no pivoting is needed.
 */
static void cn_factor(heat_solver *s)
{
    long n = s->n, i;
    double h = 0.5 * s->r;
    double b, c;

    for (i = 0; i < n; i++) {
        double a;

        if (i == 0) {
            a = 0.0;
            b = (s->boundary == BC_DIRICHLET) ? 1.0 : 1.0 + s->r;
            c = (s->boundary == BC_DIRICHLET) ? 0.0 : -s->r;
        } else if (i == n - 1) {
            a = (s->boundary == BC_DIRICHLET) ? 0.0 : -s->r;
            b = (s->boundary == BC_DIRICHLET) ? 1.0 : 1.0 + s->r;
            c = 0.0;
        } else {
            a = -h;
            b = 1.0 + s->r;
            c = -h;
        }
        s->lower[i] = a;
        s->denom[i] = (i == 0) ? b : b - a * s->cprime[i - 1];
        s->cprime[i] = c / s->denom[i];
    }
}

int solver_init(heat_solver *s, const heat_params *p, char *err,
                size_t errlen)
{
    long n = p->nx, i;
    int rc;

    memset(s, 0, sizeof *s);
    s->n = n;
    s->dx = p->length / (double)(n - 1);
    s->scheme = p->scheme;
    s->boundary = p->boundary;
    s->u_left = p->u_left;
    s->u_right = p->u_right;

    rc = choose_dt(s, p, err, errlen);
    if (rc)
        return rc;

    s->x = malloc((size_t)n * sizeof *s->x);
    s->u = malloc((size_t)n * sizeof *s->u);
    s->work = malloc((size_t)n * sizeof *s->work);
    if (s->scheme == SCHEME_CN) {
        s->lower = malloc((size_t)n * sizeof *s->lower);
        s->cprime = malloc((size_t)n * sizeof *s->cprime);
        s->denom = malloc((size_t)n * sizeof *s->denom);
    }
    if (!s->x || !s->u || !s->work
        || (s->scheme == SCHEME_CN && (!s->lower || !s->cprime || !s->denom))) {
        solver_free(s);
        snprintf(err, errlen, "out of memory for nx = %ld", n);
        return 1;
    }

    for (i = 0; i < n; i++)
        s->x[i] = (double)i * s->dx;
    s->x[n - 1] = p->length;           /* exact end point despite rounding */

    for (i = 0; i < n; i++)
        s->u[i] = initial_value(p, s->x[i]);
    if (s->boundary == BC_DIRICHLET) {
        /* boundary values override the initial profile from t = 0 on */
        s->u[0] = s->u_left;
        s->u[n - 1] = s->u_right;
    }

    if (s->scheme == SCHEME_CN)
        cn_factor(s);
    return 0;
}

/*
 * Both schemes apply (I + theta r A) to u in the weighted-average form
 *     c u_i + w (u_{i-1} + u_{i+1}),   c = 1 - 2w,  w = theta r
 * rather than as u_i + w (u_{i-1} - 2 u_i + u_{i+1}).  For FTCS (w = r)
 * the weights are non-negative exactly when r <= 1/2, the discrete
 * maximum principle.  The form also keeps every bit of r (hence of alpha)
 * in play: in the difference form the Laplacian has few significant bits,
 * and when r is a short decimal such as 0.4 the product w*lap always
 * falls on the same few fractions of an ulp of u_i, so a 2-ulp change of
 * alpha could leave the whole run bit-identical.
 */
__attribute__((target_clones("avx2", "default")))
static void step_ftcs(heat_solver *s)
{
    const double *u = s->u;
    double *v = s->work;
    double w = s->r;
    double c = 1.0 - 2.0 * w;
    long n = s->n, i;
    double *tmp;

    for (i = 1; i < n - 1; i++)
        v[i] = c * u[i] + w * (u[i - 1] + u[i + 1]);
    if (s->boundary == BC_DIRICHLET) {
        v[0] = s->u_left;
        v[n - 1] = s->u_right;
    } else {
        /* mirror ghost points: u_{-1} = u_1, u_n = u_{n-2} */
        v[0] = c * u[0] + (2.0 * w) * u[1];
        v[n - 1] = c * u[n - 1] + (2.0 * w) * u[n - 2];
    }
    tmp = s->u;
    s->u = s->work;
    s->work = tmp;
}

static void step_cn(heat_solver *s)
{
    double *u = s->u;
    double *d = s->work;
    double h = 0.5 * s->r;
    double c = 1.0 - s->r;
    long n = s->n, i;

    /* right-hand side (I + r/2 A) u, weighted-average form as in ftcs */
    for (i = 1; i < n - 1; i++)
        d[i] = c * u[i] + h * (u[i - 1] + u[i + 1]);
    if (s->boundary == BC_DIRICHLET) {
        d[0] = s->u_left;
        d[n - 1] = s->u_right;
    } else {
        d[0] = c * u[0] + s->r * u[1];
        d[n - 1] = c * u[n - 1] + s->r * u[n - 2];
    }

    /* Thomas algorithm with the precomputed factorisation:
     * forward substitution into d, back substitution into u. */
    d[0] = d[0] / s->denom[0];
    for (i = 1; i < n; i++)
        d[i] = (d[i] - s->lower[i] * d[i - 1]) / s->denom[i];
    u[n - 1] = d[n - 1];
    for (i = n - 2; i >= 0; i--)
        u[i] = d[i] - s->cprime[i] * u[i + 1];
}

void solver_step(heat_solver *s)
{
    if (s->scheme == SCHEME_FTCS)
        step_ftcs(s);
    else
        step_cn(s);
}

void solver_diagnostics(const heat_solver *s, double *total_heat,
                        double *max_u, double *l2_norm)
{
    const double *u = s->u;
    long n = s->n, i;
    double sum, sum2, mx;

    sum = 0.5 * (u[0] + u[n - 1]);
    sum2 = 0.5 * (u[0] * u[0] + u[n - 1] * u[n - 1]);
    mx = u[0] > u[n - 1] ? u[0] : u[n - 1];
    for (i = 1; i < n - 1; i++) {
        sum += u[i];
        sum2 += u[i] * u[i];
        if (u[i] > mx)
            mx = u[i];
    }
    *total_heat = sum * s->dx;
    *max_u = mx;
    *l2_norm = sqrt(sum2 * s->dx);
}

void solver_free(heat_solver *s)
{
    free(s->x);
    free(s->u);
    free(s->work);
    free(s->lower);
    free(s->cprime);
    free(s->denom);
    s->x = s->u = s->work = s->lower = s->cprime = s->denom = NULL;
}
