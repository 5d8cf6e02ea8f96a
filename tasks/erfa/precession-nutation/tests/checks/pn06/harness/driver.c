/*
** Driver of check pn06: eraPn06 for one TT date and given nutation angles, as in the upstream
** test t_pn06.
**
**   driver PARAMS OUTDIR
**
** PARAMS (see ../../../harness/sabio.h): date1, date2 (TT as a 2-part Julian date) and dpsi,
** deps (nutation in longitude and obliquity, radians).
**
** Writes
**   OUTDIR/epsa.npy      1-D, length 1: the IAU 2006 mean obliquity of date, radians;
**   OUTDIR/matrices.npy  1 x 45: the frame bias rb, precession rp, bias-precession rbp,
**                        nutation rn and bias-precession-nutation rbpn matrices, each 3x3
**                        row by row.
*/
#include <erfa.h>
#include "sabio.h"

int main(int argc, char **argv)
{
   double epsa, r[5][3][3], mats[45];
   int m, i, j;
   char path[4096];

   if (argc != 3) {
      fprintf(stderr, "usage: driver PARAMS OUTDIR\n");
      return 2;
   }
   params_read(argv[1]);
   eraPn06(param("date1"), param("date2"), param("dpsi"), param("deps"),
           &epsa, r[0], r[1], r[2], r[3], r[4]);
   for (m = 0; m < 5; m++)
      for (i = 0; i < 3; i++)
         for (j = 0; j < 3; j++)
            mats[9*m + 3*i + j] = r[m][i][j];

   snprintf(path, sizeof path, "%s/epsa.npy", argv[2]);
   npy_write(path, &epsa, 1, 0);
   snprintf(path, sizeof path, "%s/matrices.npy", argv[2]);
   npy_write(path, mats, 1, 45);
   return 0;
}
