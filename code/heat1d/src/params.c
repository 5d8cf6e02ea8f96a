/*
 * params.c - parser for heat1d parameter files.
 *
 * Format: one `key = value` per line; `#` starts a comment (whole line or
 * trailing); blank lines are ignored; surrounding whitespace is ignored;
 * CRLF line ends are accepted.  Every key may appear at most once.
 *
 * The parser is deliberately strict: an unknown key, a key given twice, a
 * key that has no effect with the chosen options (e.g. `mode` with a
 * gaussian initial condition) or a value that is not consumed entirely by
 * strtod/strtol is an error.  A silently ignored typo in a parameter file
 * is worse than a refused run.
 *
 * SPDX-License-Identifier: MIT
 */
#include "params.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum key_id {
    K_NX, K_LENGTH, K_ALPHA, K_T_END, K_DT, K_CFL, K_SCHEME, K_BOUNDARY,
    K_U_LEFT, K_U_RIGHT, K_INITIAL, K_MODE, K_CENTER, K_WIDTH, K_AMPLITUDE,
    K_OUTPUT_EVERY, K_COUNT
};

static const char *const key_names[K_COUNT] = {
    "nx", "length", "alpha", "t_end", "dt", "cfl", "scheme", "boundary",
    "u_left", "u_right", "initial", "mode", "center", "width", "amplitude",
    "output_every"
};

static const char *const scheme_names[] = { "ftcs", "cn" };
static const char *const boundary_names[] = { "dirichlet", "neumann" };
static const char *const initial_names[] = { "sine", "gaussian", "step" };

#define PARAM_LINE_MAX 1024
#define PARAM_VALUE_MAX 256

/* Upper limits that keep array sizes and step counts in sane territory. */
#define NX_MAX 100000000L

const char *params_scheme_name(heat_scheme s) { return scheme_names[s]; }
const char *params_boundary_name(heat_boundary b) { return boundary_names[b]; }
const char *params_initial_name(heat_initial i) { return initial_names[i]; }

struct raw_entry {
    int line;                      /* 0 = key not present */
    char value[PARAM_VALUE_MAX];
};

struct ctx {
    const char *path;
    struct raw_entry e[K_COUNT];
    char *err;
    size_t errlen;
};

/* Format "path: line N: message" (line 0 = no line) into the error buffer. */
static int fail(struct ctx *c, int line, const char *fmt, ...)
{
    va_list ap;
    int n;

    if (c->errlen == 0)
        return -1;
    if (line > 0)
        n = snprintf(c->err, c->errlen, "%s: line %d: ", c->path, line);
    else
        n = snprintf(c->err, c->errlen, "%s: ", c->path);
    if (n < 0 || (size_t)n >= c->errlen)
        return -1;
    va_start(ap, fmt);
    vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

/* Trim leading and trailing whitespace in place; returns the new start. */
static char *trim(char *s)
{
    char *end;

    while (*s && isspace((unsigned char)*s))
        s++;
    end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        *--end = '\0';
    return s;
}

static int find_key(const char *name)
{
    int k;

    for (k = 0; k < K_COUNT; k++)
        if (strcmp(name, key_names[k]) == 0)
            return k;
    return -1;
}

/* Pass 1: split the file into raw key/value strings, checking syntax. */
static int read_file(struct ctx *c)
{
    char buf[PARAM_LINE_MAX];
    FILE *f;
    int line = 0;
    int rc = 0;

    f = fopen(c->path, "r");
    if (!f)
        return fail(c, 0, "cannot open parameter file: %s", strerror(errno));

    while (fgets(buf, sizeof buf, f)) {
        char *hash, *eq, *key, *val;
        size_t len = strlen(buf);
        int k;

        line++;
        if (len == sizeof buf - 1 && buf[len - 1] != '\n') {
            /* buffer full without a newline: too long unless at EOF */
            int ch = getc(f);
            if (ch != EOF) {
                rc = fail(c, line, "line longer than %d characters",
                          PARAM_LINE_MAX - 2);
                break;
            }
        }
        hash = strchr(buf, '#');
        if (hash)
            *hash = '\0';
        key = trim(buf);
        if (*key == '\0')
            continue;                       /* blank or comment-only */

        eq = strchr(key, '=');
        if (!eq) {
            rc = fail(c, line, "expected 'key = value', got '%s'", key);
            break;
        }
        *eq = '\0';
        val = trim(eq + 1);
        key = trim(key);
        if (*key == '\0') {
            rc = fail(c, line, "missing key before '='");
            break;
        }
        k = find_key(key);
        if (k < 0) {
            rc = fail(c, line, "unknown key '%s'", key);
            break;
        }
        if (c->e[k].line) {
            rc = fail(c, line, "key '%s' given twice (first on line %d)",
                      key, c->e[k].line);
            break;
        }
        if (*val == '\0') {
            rc = fail(c, line, "key '%s': missing value", key);
            break;
        }
        if (strlen(val) >= PARAM_VALUE_MAX) {
            rc = fail(c, line, "key '%s': value longer than %d characters",
                      key, PARAM_VALUE_MAX - 1);
            break;
        }
        c->e[k].line = line;
        strcpy(c->e[k].value, val);
    }
    if (rc == 0 && ferror(f))
        rc = fail(c, 0, "read error: %s", strerror(errno));
    fclose(f);
    return rc;
}

/*
 * Convert a real value.  strtod gives the correctly rounded double for a
 * decimal (or C99 hex-float) literal, so every bit written in the file is
 * honoured.  The whole value must be consumed and the result finite.
 */
static int get_double(struct ctx *c, int k, double *out)
{
    const char *s = c->e[k].value;
    char *end;
    double v;

    errno = 0;
    v = strtod(s, &end);
    if (end == s || *end != '\0')
        return fail(c, c->e[k].line, "key '%s': malformed number '%s'",
                    key_names[k], s);
    if (errno == ERANGE || !isfinite(v))
        return fail(c, c->e[k].line,
                    "key '%s': value '%s' is not a finite double in range",
                    key_names[k], s);
    *out = v;
    return 0;
}

static int get_positive(struct ctx *c, int k, double *out)
{
    if (get_double(c, k, out))
        return -1;
    if (!(*out > 0.0))
        return fail(c, c->e[k].line, "key '%s': value must be > 0, got '%s'",
                    key_names[k], c->e[k].value);
    return 0;
}

static int get_long(struct ctx *c, int k, long lo, long hi, long *out)
{
    const char *s = c->e[k].value;
    char *end;
    long v;

    errno = 0;
    v = strtol(s, &end, 10);
    if (end == s || *end != '\0')
        return fail(c, c->e[k].line, "key '%s': malformed integer '%s'",
                    key_names[k], s);
    if (errno == ERANGE || v < lo || v > hi)
        return fail(c, c->e[k].line,
                    "key '%s': value %s out of range [%ld, %ld]",
                    key_names[k], s, lo, hi);
    *out = v;
    return 0;
}

static int get_choice(struct ctx *c, int k, const char *const *names, int n,
                      int *out)
{
    int i;

    for (i = 0; i < n; i++) {
        if (strcmp(c->e[k].value, names[i]) == 0) {
            *out = i;
            return 0;
        }
    }
    if (n == 2)
        return fail(c, c->e[k].line,
                    "key '%s': unknown value '%s' (expected %s or %s)",
                    key_names[k], c->e[k].value, names[0], names[1]);
    return fail(c, c->e[k].line,
                "key '%s': unknown value '%s' (expected %s, %s or %s)",
                key_names[k], c->e[k].value, names[0], names[1], names[2]);
}

/* A key required only for some option value, e.g. u_left for dirichlet. */
static int need(struct ctx *c, int k, int because)
{
    if (c->e[k].line)
        return 0;
    return fail(c, 0, "missing required key '%s' (needed by %s = %s on line %d)",
                key_names[k], key_names[because], c->e[because].value,
                c->e[because].line);
}

/* A key that would have no effect with the chosen option is refused. */
static int forbid(struct ctx *c, int k, int because)
{
    if (!c->e[k].line)
        return 0;
    return fail(c, c->e[k].line,
                "key '%s' has no effect with %s = %s (line %d); remove it",
                key_names[k], key_names[because], c->e[because].value,
                c->e[because].line);
}

int params_load(const char *path, heat_params *p, char *err, size_t errlen)
{
    static const int required[] = {
        K_NX, K_LENGTH, K_ALPHA, K_T_END, K_SCHEME, K_BOUNDARY, K_INITIAL
    };
    struct ctx c;
    size_t i;
    int choice = 0;

    memset(&c, 0, sizeof c);
    c.path = path;
    c.err = err;
    c.errlen = errlen;
    if (errlen)
        err[0] = '\0';

    memset(p, 0, sizeof *p);
    p->cfl = 0.4;
    p->output_every = 100;
    p->amplitude = 1.0;

    if (read_file(&c))
        return -1;

    for (i = 0; i < sizeof required / sizeof required[0]; i++)
        if (!c.e[required[i]].line)
            return fail(&c, 0, "missing required key '%s'",
                        key_names[required[i]]);

    if (get_long(&c, K_NX, 3, NX_MAX, &p->nx)
        || get_positive(&c, K_LENGTH, &p->length)
        || get_positive(&c, K_ALPHA, &p->alpha)
        || get_positive(&c, K_T_END, &p->t_end))
        return -1;

    if (get_choice(&c, K_SCHEME, scheme_names, 2, &choice))
        return -1;
    p->scheme = (heat_scheme)choice;

    /* Time step: either dt directly or cfl (default 0.4), not both. */
    if (c.e[K_DT].line && c.e[K_CFL].line)
        return fail(&c, c.e[K_CFL].line,
                    "keys 'dt' (line %d) and 'cfl' (line %d) are mutually "
                    "exclusive; give one of them",
                    c.e[K_DT].line, c.e[K_CFL].line);
    if (c.e[K_DT].line) {
        if (get_positive(&c, K_DT, &p->dt))
            return -1;
        p->has_dt = 1;
        p->dt_line = c.e[K_DT].line;
    }
    if (c.e[K_CFL].line) {
        if (get_positive(&c, K_CFL, &p->cfl))
            return -1;
        p->cfl_line = c.e[K_CFL].line;
    }

    if (get_choice(&c, K_BOUNDARY, boundary_names, 2, &choice))
        return -1;
    p->boundary = (heat_boundary)choice;
    if (p->boundary == BC_DIRICHLET) {
        if (need(&c, K_U_LEFT, K_BOUNDARY) || need(&c, K_U_RIGHT, K_BOUNDARY)
            || get_double(&c, K_U_LEFT, &p->u_left)
            || get_double(&c, K_U_RIGHT, &p->u_right))
            return -1;
    } else {
        if (forbid(&c, K_U_LEFT, K_BOUNDARY)
            || forbid(&c, K_U_RIGHT, K_BOUNDARY))
            return -1;
    }

    if (get_choice(&c, K_INITIAL, initial_names, 3, &choice))
        return -1;
    p->initial = (heat_initial)choice;
    switch (p->initial) {
    case INIT_SINE:
        if (need(&c, K_MODE, K_INITIAL)
            || get_long(&c, K_MODE, 1, NX_MAX, &p->mode)
            || forbid(&c, K_CENTER, K_INITIAL)
            || forbid(&c, K_WIDTH, K_INITIAL)
            || forbid(&c, K_AMPLITUDE, K_INITIAL))
            return -1;
        break;
    case INIT_GAUSSIAN:
        if (need(&c, K_CENTER, K_INITIAL) || need(&c, K_WIDTH, K_INITIAL)
            || need(&c, K_AMPLITUDE, K_INITIAL)
            || get_double(&c, K_CENTER, &p->center)
            || get_positive(&c, K_WIDTH, &p->width)
            || get_double(&c, K_AMPLITUDE, &p->amplitude)
            || forbid(&c, K_MODE, K_INITIAL))
            return -1;
        break;
    case INIT_STEP:
        /* center defaults to the middle of the domain, amplitude to 1 */
        p->center = 0.5 * p->length;
        if ((c.e[K_CENTER].line && get_double(&c, K_CENTER, &p->center))
            || (c.e[K_AMPLITUDE].line
                && get_double(&c, K_AMPLITUDE, &p->amplitude))
            || forbid(&c, K_MODE, K_INITIAL)
            || forbid(&c, K_WIDTH, K_INITIAL))
            return -1;
        break;
    }

    if (c.e[K_OUTPUT_EVERY].line
        && get_long(&c, K_OUTPUT_EVERY, 1, 2147483647L, &p->output_every))
        return -1;

    return 0;
}
