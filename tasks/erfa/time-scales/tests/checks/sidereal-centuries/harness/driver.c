/*
** Driver of check sidereal-centuries: eraEra00 and eraGmst06 over twenty centuries.
**
**   driver PARAMS OUTDIR
**
** PARAMS (see ../../../harness/sabio.h): jd0, step, count and frac: the 2-part dates
** (jd0 + k*step, frac), k = 0 .. count-1, used as both UT1 and TT (jd0 and step whole or
** half days, so the first parts are exact); then upstream_count and, for i = 1 ..
** upstream_count, upstream_ut1_i, upstream_ut2_i, upstream_tt1_i, upstream_tt2_i: the dates of
** the upstream tests t_era00 and t_gmst06, appended after the grid.
**
** Writes
**   OUTDIR/angles.npy  rows x 2: ERA (eraEra00 of the UT1) and GMST (eraGmst06), radians;
**   OUTDIR/gmst_minus_era.npy  rows: GMST - ERA reduced to [-pi, pi), radians, the IAU 2006
**                      polynomial in TT that eraGmst06 adds to the Earth rotation angle.
*/
#include <math.h>
#include <erfa.h>
#include "sabio.h"

int main(int argc, char **argv)
{
   double jd0, step, frac, *ang, *dif;
   long count, nup, rows, k;
   char path[4096], name[64];
   const double pi = 3.14159265358979323846, twopi = 6.28318530717958647693;

   if (argc != 3) {
      fprintf(stderr, "usage: driver PARAMS OUTDIR\n");
      return 2;
   }
   params_read(argv[1]);
   jd0 = param("jd0");
   step = param("step");
   frac = param("frac");
   count = (long) param("count");
   nup = (long) param("upstream_count");
   rows = count + nup;
   ang = malloc(sizeof(double) * 2 * (size_t) rows);
   dif = malloc(sizeof(double) * (size_t) rows);
   if (!ang || !dif) {
      fprintf(stderr, "out of memory\n");
      return 2;
   }
   for (k = 0; k < rows; k++) {
      double u1 = jd0 + (double) k * step, u2 = frac, t1 = u1, t2 = u2, w;
      if (k >= count) {
         snprintf(name, sizeof name, "upstream_ut1_%ld", k - count + 1); u1 = param(name);
         snprintf(name, sizeof name, "upstream_ut2_%ld", k - count + 1); u2 = param(name);
         snprintf(name, sizeof name, "upstream_tt1_%ld", k - count + 1); t1 = param(name);
         snprintf(name, sizeof name, "upstream_tt2_%ld", k - count + 1); t2 = param(name);
      }
      ang[2*k] = eraEra00(u1, u2);
      ang[2*k+1] = eraGmst06(u1, u2, t1, t2);
      w = ang[2*k+1] - ang[2*k];
      if (w >= pi) w -= twopi;
      if (w < -pi) w += twopi;
      dif[k] = w;
   }
   snprintf(path, sizeof path, "%s/angles.npy", argv[2]);
   npy_write(path, ang, rows, 2);
   snprintf(path, sizeof path, "%s/gmst_minus_era.npy", argv[2]);
   npy_write(path, dif, rows, 0);
   return 0;
}
