/*
 * check.c - verifier for heat1d output directories, used by run_tests.sh.
 *
 * It reads the output files independently of the solver sources (its own
 * reader for the .f64 format) and compares them with analytic solutions.
 * Every sub-command prints one line starting with PASS or FAIL followed by
 * the test name and its figures, and exits 0 (pass), 1 (fail) or 2
 * (could not read the inputs; also reported as FAIL).
 *
 *   sine     NAME DIR alpha L k         sine-mode decay vs analytic
 *   converge NAME alpha L k DIR...      error ratios under grid refinement
 *   conserve NAME DIR tol               total heat drift in history.txt
 *   steady   NAME DIR u_left u_right L tol   distance to linear profile
 *   format   NAME DIR L                 file formats and cross-consistency
 *   compare  NAME same|differ FILE1 FILE2    byte comparison
 *
 * and one helper that prints instead of testing:
 *   ulps VALUE N      print VALUE moved N ulps up (nextafter), with %.17g
 *
 * SPDX-License-Identifier: MIT
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const double PI = 3.14159265358979323846;

static const char *test_name = "?";

/* Report an input problem as a failure of the current test. */
static int broken(const char *fmt, const char *arg)
{
    printf("FAIL  %s: ", test_name);
    printf(fmt, arg);
    printf("\n");
    return 2;
}

static int verdict(int ok, const char *figures)
{
    printf("%s  %s: %s\n", ok ? "PASS" : "FAIL", test_name, figures);
    return ok ? 0 : 1;
}

/* Read a whole file; returns malloc'd bytes (NUL-terminated) or NULL. */
static unsigned char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t cap = 0, n = 0;

    if (!f)
        return NULL;
    for (;;) {
        size_t got;
        if (n + 4096 + 1 > cap) {
            unsigned char *nb;
            cap = 2 * cap + 4096 + 1;
            nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        got = fread(buf + n, 1, 4096, f);
        n += got;
        if (got < 4096)
            break;
    }
    if (ferror(f)) {
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

static char *join(const char *dir, const char *name)
{
    static char buf[4][4096];
    static int which;
    char *s = buf[which++ % 4];

    snprintf(s, sizeof buf[0], "%s/%s", dir, name);
    return s;
}

static uint64_t get_u64_le(const unsigned char *b)
{
    uint64_t v = 0;
    int i;

    for (i = 7; i >= 0; i--)
        v = (v << 8) | b[i];
    return v;
}

/* Read a .f64 file: checks magic and exact size; returns values or NULL. */
static double *read_f64(const char *path, long *n)
{
    size_t len, i;
    unsigned char *b = slurp(path, &len);
    uint64_t count;
    double *v;

    if (!b) {
        broken("cannot read %s", path);
        return NULL;
    }
    if (len < 16 || memcmp(b, "HEAT1D\0\0", 8) != 0) {
        broken("%s: bad magic/header", path);
        free(b);
        return NULL;
    }
    count = get_u64_le(b + 8);
    if (count < 1 || count > 100000000u || len != 16 + 8 * (size_t)count) {
        broken("%s: header count does not match file size", path);
        free(b);
        return NULL;
    }
    v = malloc((size_t)count * sizeof *v);
    if (!v) {
        free(b);
        return NULL;
    }
    for (i = 0; i < count; i++) {
        uint64_t bits = get_u64_le(b + 16 + 8 * i);
        memcpy(&v[i], &bits, 8);
    }
    free(b);
    *n = (long)count;
    return v;
}

/* Number following "key": in summary.json text; NaN if absent. */
static double json_number(const char *json, const char *key)
{
    char pat[64];
    const char *p;

    snprintf(pat, sizeof pat, "\"%s\":", key);
    p = strstr(json, pat);
    if (!p)
        return NAN;
    return strtod(p + strlen(pat), NULL);
}

/* String value of "key": "..." copied into out; 0 on success. */
static int json_string(const char *json, const char *key, char *out,
                       size_t outlen)
{
    char pat[64];
    const char *p, *q;

    snprintf(pat, sizeof pat, "\"%s\": \"", key);
    p = strstr(json, pat);
    if (!p)
        return -1;
    p += strlen(pat);
    q = strchr(p, '"');
    if (!q || (size_t)(q - p) >= outlen)
        return -1;
    memcpy(out, p, (size_t)(q - p));
    out[q - p] = '\0';
    return 0;
}

typedef struct {
    long n;
    double *x, *u;
    double dt, t_final;
    long long steps;
    char scheme[16], boundary[16];
    char *json;
} run_out;

static int load_run(const char *dir, run_out *r)
{
    size_t len;
    long nx;

    memset(r, 0, sizeof *r);
    r->x = read_f64(join(dir, "x.f64"), &r->n);
    if (!r->x)
        return -1;
    r->u = read_f64(join(dir, "u_final.f64"), &nx);
    if (!r->u)
        return -1;
    if (nx != r->n)
        return broken("%s: x.f64 and u_final.f64 differ in length", dir), -1;
    r->json = (char *)slurp(join(dir, "summary.json"), &len);
    if (!r->json)
        return broken("cannot read %s/summary.json", dir), -1;
    r->dt = json_number(r->json, "dt");
    r->t_final = json_number(r->json, "t_final");
    r->steps = (long long)json_number(r->json, "steps");
    if (!isfinite(r->dt) || !isfinite(r->t_final)
        || json_string(r->json, "scheme", r->scheme, sizeof r->scheme)
        || json_string(r->json, "boundary", r->boundary, sizeof r->boundary))
        return broken("%s/summary.json: missing fields", dir), -1;
    return 0;
}

static void free_run(run_out *r)
{
    free(r->x);
    free(r->u);
    free(r->json);
}

static double trapezoid(const double *u, long n, double dx)
{
    double s = 0.5 * (u[0] + u[n - 1]);
    long i;

    for (i = 1; i < n - 1; i++)
        s += u[i];
    return s * dx;
}

/* Max error of a run against sin(k pi x/L) exp(-alpha (k pi/L)^2 t). */
static double sine_error(const run_out *r, double alpha, double L, double k)
{
    double lam = (k * PI / L) * (k * PI / L);
    double decay = exp(-alpha * lam * r->t_final);
    double err = 0.0;
    long i;

    for (i = 0; i < r->n; i++) {
        double e = fabs(r->u[i] - decay * sin(k * PI * r->x[i] / L));
        if (e > err)
            err = e;
    }
    return err;
}

/*
 * Error bound from the leading truncation error.  For a single Fourier
 * mode with wavenumber^2 lam both schemes reproduce the mode shape
 * exactly and only get its decay rate alpha*lam slightly wrong:
 *   space (3-point Laplacian): alpha lam^2 dx^2/12
 *   time, ftcs (Euler):         (alpha lam)^2 dt/2
 *   time, cn (trapezoidal):     (alpha lam)^3 dt^2/12
 * A rate error delta gives an amplitude error ~ delta t exp(-alpha lam t).
 * The two contributions are added in absolute value and a safety factor
 * of 2 covers the higher-order terms.
 */
static double sine_tolerance(const run_out *r, double alpha, double L,
                             double k)
{
    double lam = (k * PI / L) * (k * PI / L);
    double dx = L / (double)(r->n - 1);
    double al = alpha * lam;
    double rate = alpha * lam * lam * dx * dx / 12.0;

    if (strcmp(r->scheme, "ftcs") == 0)
        rate += al * al * r->dt / 2.0;
    else
        rate += al * al * al * r->dt * r->dt / 12.0;
    return 2.0 * rate * r->t_final * exp(-al * r->t_final);
}

static int cmd_sine(char **a)
{
    run_out r;
    double alpha = atof(a[1]), L = atof(a[2]), k = atof(a[3]);
    double err, tol;
    char fig[256];
    int ok;

    if (load_run(a[0], &r))
        return free_run(&r), 2;
    err = sine_error(&r, alpha, L, k);
    tol = sine_tolerance(&r, alpha, L, k);
    ok = err > 0.0 && err <= tol && r.n > 2;
    snprintf(fig, sizeof fig,
             "scheme=%s nx=%ld steps=%lld max_err=%.3e tol=%.3e "
             "(err/tol=%.3f)", r.scheme, r.n, r.steps, err, tol, err / tol);
    free_run(&r);
    return verdict(ok, fig);
}

/* Successive error ratios must be near 4 (second order in dx). */
static int cmd_converge(int argc, char **a)
{
    double alpha = atof(a[0]), L = atof(a[1]), k = atof(a[2]);
    double prev = 0.0;
    char fig[1024] = "";
    size_t used = 0;
    int ok = 1, i, ndirs = argc - 3;

    if (ndirs < 2)
        return broken("%s", "need at least two directories");
    for (i = 0; i < ndirs; i++) {
        run_out r;
        double err;

        if (load_run(a[3 + i], &r))
            return free_run(&r), 2;
        err = sine_error(&r, alpha, L, k);
        if (i == 0) {
            used += (size_t)snprintf(fig + used, sizeof fig - used,
                                     "%s nx=%ld err=%.3e", r.scheme, r.n, err);
        } else {
            double ratio = prev / err;
            if (!(ratio >= 3.8 && ratio <= 4.2))
                ok = 0;
            used += (size_t)snprintf(fig + used, sizeof fig - used,
                                     "; nx=%ld err=%.3e ratio=%.4f order=%.3f",
                                     r.n, err, ratio, log(ratio) / log(2.0));
        }
        if (used >= sizeof fig)
            used = sizeof fig - 1;
        prev = err;
        free_run(&r);
    }
    return verdict(ok, fig);
}


#define HISTORY_HEADER "# step time total_heat max_u l2_norm"

typedef struct {
    long rows;                 /* data rows */
    double first[5], last[5];  /* first and last data row */
    double max_heat_dev;       /* max |total_heat - first total_heat| */
    double prev_step;          /* for the monotonicity check */
} history;

/* Read and validate history.txt: exact header, 5 numbers per row, steps
 * strictly increasing from 0.  Returns 0 or reports FAIL and returns -1. */
static int read_history(const char *dir, history *h)
{
    size_t len;
    char *text = (char *)slurp(join(dir, "history.txt"), &len);
    char *line, *next;
    int first_line = 1;

    memset(h, 0, sizeof *h);
    if (!text)
        return broken("cannot read %s/history.txt", dir), -1;
    for (line = text; *line; line = next) {
        char *nl = strchr(line, '\n');
        double v[5];
        char *p = line, *end;
        int j;

        if (!nl) {
            free(text);
            return broken("%s/history.txt: last line lacks a newline", dir), -1;
        }
        *nl = '\0';
        next = nl + 1;
        if (first_line) {
            first_line = 0;
            if (strcmp(line, HISTORY_HEADER) != 0) {
                free(text);
                return broken("%s/history.txt: unexpected header line", dir),
                       -1;
            }
            continue;
        }
        for (j = 0; j < 5; j++) {
            v[j] = strtod(p, &end);
            if (end == p)
                break;
            p = end;
        }
        if (j < 5 || *p != '\0' || v[0] != floor(v[0])
            || (h->rows == 0 ? v[0] != 0.0 : v[0] <= h->prev_step)) {
            free(text);
            return broken("%s/history.txt: malformed or out-of-order row", dir),
                   -1;
        }
        if (h->rows == 0)
            memcpy(h->first, v, sizeof v);
        memcpy(h->last, v, sizeof v);
        if (fabs(v[2] - h->first[2]) > h->max_heat_dev)
            h->max_heat_dev = fabs(v[2] - h->first[2]);
        h->prev_step = v[0];
        h->rows++;
    }
    free(text);
    if (h->rows < 2)
        return broken("%s/history.txt: fewer than two rows", dir), -1;
    return 0;
}

/* Total heat must stay constant (Neumann zero flux) to a relative tol. */
static int cmd_conserve(char **a)
{
    history h;
    run_out r;
    double tol = atof(a[1]), rel, recomputed;
    char fig[256];
    int ok;

    if (read_history(a[0], &h))
        return 2;
    if (load_run(a[0], &r))
        return free_run(&r), 2;
    rel = h.max_heat_dev / fabs(h.first[2]);
    /* independent recomputation from u_final.f64 */
    recomputed = trapezoid(r.u, r.n, r.x[1] - r.x[0]);
    ok = rel <= tol
         && fabs(recomputed - h.last[2]) <= 1e-12 * fabs(h.first[2])
         && h.last[3] < h.first[3];        /* the field did diffuse */
    snprintf(fig, sizeof fig,
             "scheme=%s steps=%lld heat0=%.17g max_rel_drift=%.3e tol=%.1e "
             "max_u %.4g -> %.4g", r.scheme, r.steps, h.first[2], rel, tol,
             h.first[3], h.last[3]);
    free_run(&r);
    return verdict(ok, fig);
}

/* Distance of the final field to u_left + (u_right - u_left) x/L. */
static int cmd_steady(char **a)
{
    run_out r;
    double ul = atof(a[1]), ur = atof(a[2]), L = atof(a[3]), tol = atof(a[4]);
    double err = 0.0;
    char fig[256];
    long i;
    int ok;

    if (load_run(a[0], &r))
        return free_run(&r), 2;
    for (i = 0; i < r.n; i++) {
        double e = fabs(r.u[i] - (ul + (ur - ul) * r.x[i] / L));
        if (e > err)
            err = e;
    }
    ok = err <= tol;
    snprintf(fig, sizeof fig,
             "scheme=%s nx=%ld t_final=%g max|u - linear|=%.3e tol=%.1e",
             r.scheme, r.n, r.t_final, err, tol);
    free_run(&r);
    return verdict(ok, fig);
}

/* Formats and cross-consistency of the four output files. */
static int cmd_format(char **a)
{
    static const char *const keys[] = {
        "\"nx\": ", "\"steps\": ", "\"dt\": ", "\"t_final\": ",
        "\"total_heat\": ", "\"max_u\": ", "\"scheme\": \"", "\"boundary\": \""
    };
    run_out r;
    history h;
    double L = atof(a[1]), dx, maxu;
    const char *p;
    char fig[256];
    long i;
    size_t k;
    int ok = 1;
    const char *why = "all checks passed";

    if (load_run(a[0], &r) || read_history(a[0], &h))
        return free_run(&r), 2;
    dx = L / (double)(r.n - 1);
    if ((long)json_number(r.json, "nx") != r.n) {
        ok = 0;
        why = "summary nx differs from the .f64 headers";
    }
    if (r.x[0] != 0.0 || r.x[r.n - 1] != L) {
        ok = 0;
        why = "x does not run from 0 to L exactly";
    }
    for (i = 1; i < r.n; i++)
        if (fabs((r.x[i] - r.x[i - 1]) - dx) > 1e-12 * L) {
            ok = 0;
            why = "x is not uniform";
        }
    /* keys present and in the documented order; a single-line object */
    for (p = r.json, k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        p = strstr(p, keys[k]);
        if (!p) {
            ok = 0;
            why = "summary.json keys missing or out of order";
            break;
        }
    }
    if (r.json[0] != '{' || strchr(r.json, '\n') != r.json + strlen(r.json) - 1) {
        ok = 0;
        why = "summary.json is not a single-line object";
    }
    maxu = r.u[0];
    for (i = 1; i < r.n; i++)
        if (r.u[i] > maxu)
            maxu = r.u[i];
    /* %.17g round-trips, so these must agree to the last bit */
    if (json_number(r.json, "max_u") != maxu || h.last[3] != maxu) {
        ok = 0;
        why = "max_u in summary/history differs from u_final.f64";
    }
    if ((long long)h.last[0] != r.steps || h.last[1] != r.t_final
        || json_number(r.json, "total_heat") != h.last[2]) {
        ok = 0;
        why = "last history row differs from summary.json";
    }
    if (fabs(r.t_final - (double)r.steps * r.dt) > 1e-15 * r.t_final) {
        ok = 0;
        why = "t_final != steps * dt";
    }
    snprintf(fig, sizeof fig, "nx=%ld steps=%lld history_rows=%ld: %s", r.n,
             r.steps, h.rows, why);
    free_run(&r);
    return verdict(ok, fig);
}

static int cmd_compare(char **a)
{
    size_t n1, n2;
    unsigned char *b1 = slurp(a[1], &n1), *b2 = slurp(a[2], &n2);
    int same, want_same = strcmp(a[0], "same") == 0;
    char fig[256];

    if (!b1 || !b2) {
        free(b1);
        free(b2);
        return broken("cannot read %s or its partner", a[1]);
    }
    same = n1 == n2 && memcmp(b1, b2, n1) == 0;
    snprintf(fig, sizeof fig, "%s: files are %s (wanted %s)", a[1],
             same ? "byte-identical" : "different", a[0]);
    free(b1);
    free(b2);
    return verdict(same == want_same, fig);
}

int main(int argc, char **argv)
{
    const char *cmd;

    if (argc < 3) {
        fprintf(stderr, "usage: heat1d_check COMMAND NAME ARGS...\n");
        return 2;
    }
    cmd = argv[1];
    if (strcmp(cmd, "ulps") == 0 && argc == 4) {
        double v = strtod(argv[2], NULL);
        long i, n = strtol(argv[3], NULL, 10);
        for (i = 0; i < n; i++)
            v = nextafter(v, HUGE_VAL);
        printf("%.17g\n", v);
        return 0;
    }
    test_name = argv[2];
    argv += 3;
    argc -= 3;
    if (strcmp(cmd, "sine") == 0 && argc == 4)
        return cmd_sine(argv);
    if (strcmp(cmd, "converge") == 0 && argc >= 5)
        return cmd_converge(argc, argv);
    if (strcmp(cmd, "conserve") == 0 && argc == 2)
        return cmd_conserve(argv);
    if (strcmp(cmd, "steady") == 0 && argc == 5)
        return cmd_steady(argv);
    if (strcmp(cmd, "format") == 0 && argc == 2)
        return cmd_format(argv);
    if (strcmp(cmd, "compare") == 0 && argc == 3)
        return cmd_compare(argv);
    return broken("bad command or argument count for '%s'", cmd);
}
