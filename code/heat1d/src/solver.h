/*
 * solver.h - finite-difference time stepping for u_t = alpha u_xx.
 *
 * SPDX-License-Identifier: MIT
 */
#ifndef HEAT1D_SOLVER_H
#define HEAT1D_SOLVER_H

#include <stddef.h>

#include "params.h"

typedef struct {
    long n;               /* grid points */
    double dx;            /* L/(n-1) */
    double dt;            /* time step actually used: t_end / nsteps */
    long long nsteps;     /* number of steps to reach t_end */
    double r;             /* alpha*dt/dx^2 */

    heat_scheme scheme;
    heat_boundary boundary;
    double u_left, u_right;

    double *x;            /* grid coordinates, n */
    double *u;            /* current field, n */
    double *work;         /* ftcs: next field; cn: right-hand side, n */

    /* Crank-Nicolson: the LU (Thomas) factorisation of the constant
     * left-hand matrix, computed once in solver_init. */
    double *lower;        /* sub-diagonal a_i (a_0 unused) */
    double *cprime;       /* modified super-diagonal c'_i */
    double *denom;        /* pivots b_i - a_i c'_{i-1} */
} heat_solver;

/*
 * Choose dt and the step count, check stability, allocate and set the
 * initial condition.  Returns 0 on success, 2 for a parameter problem
 * (e.g. an unstable explicit time step), 1 for an allocation failure;
 * on failure a message is written into err[errlen].
 */
int solver_init(heat_solver *s, const heat_params *p, char *err,
                size_t errlen);

/* Advance the field by one time step. */
void solver_step(heat_solver *s);

/*
 * Diagnostics of the current field, all with trapezoidal weights
 * (w_0 = w_{n-1} = dx/2, w_i = dx otherwise):
 *   total_heat = sum w_i u_i, max_u = max u_i, l2_norm = sqrt(sum w_i u_i^2)
 */
void solver_diagnostics(const heat_solver *s, double *total_heat,
                        double *max_u, double *l2_norm);

void solver_free(heat_solver *s);

#endif
