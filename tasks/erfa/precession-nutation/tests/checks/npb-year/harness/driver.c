/*
** Driver of check npb-year: eraPn06a and eraPnm06a on a grid of TT epochs.
**
**   driver PARAMS OUTDIR
**
** PARAMS (see ../../../harness/sabio.h): date1, the first part of every TT Julian date, and
** start, step, count: the second parts are start + k*step, k = 0 .. count-1.
**
** Writes
**   OUTDIR/angles.npy    count x 3: dpsi, deps (IAU 2006/2000A nutation) and epsa (IAU 2006
**                        mean obliquity), radians, as returned by eraPn06a;
**   OUTDIR/matrices.npy  count x 54: the frame bias rb, precession rp, bias-precession rbp,
**                        nutation rn and bias-precession-nutation rbpn matrices of eraPn06a,
**                        then the rbpn matrix of eraPnm06a, each 3x3 row by row.
*/
#include <erfa.h>
#include "sabio.h"

int main(int argc, char **argv)
{
   double date1, start, step, *angles, *mats;
   long count, k;
   char path[4096];

   if (argc != 3) {
      fprintf(stderr, "usage: driver PARAMS OUTDIR\n");
      return 2;
   }
   params_read(argv[1]);
   date1 = param("date1");
   start = param("start");
   step = param("step");
   count = (long) param("count");
   angles = malloc(sizeof(double) * 3 * (size_t) count);
   mats = malloc(sizeof(double) * 54 * (size_t) count);
   if (!angles || !mats) {
      fprintf(stderr, "out of memory\n");
      return 2;
   }

   for (k = 0; k < count; k++) {
      double date2 = start + (double) k * step;
      double r[6][3][3];
      int m, i, j;

      eraPn06a(date1, date2, &angles[3*k], &angles[3*k+1], &angles[3*k+2],
               r[0], r[1], r[2], r[3], r[4]);
      eraPnm06a(date1, date2, r[5]);
      for (m = 0; m < 6; m++)
         for (i = 0; i < 3; i++)
            for (j = 0; j < 3; j++)
               mats[54*k + 9*m + 3*i + j] = r[m][i][j];
   }

   snprintf(path, sizeof path, "%s/angles.npy", argv[2]);
   npy_write(path, angles, count, 3);
   snprintf(path, sizeof path, "%s/matrices.npy", argv[2]);
   npy_write(path, mats, count, 54);
   return 0;
}
