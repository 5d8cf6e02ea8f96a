/*
** Driver of check precession-angles: eraPfw06 and eraObl06 on a grid of TT epochs spanning
** twenty centuries, followed by the epochs of the upstream tests t_pfw06 and t_obl06.
**
**   driver PARAMS OUTDIR
**
** PARAMS (see ../../../harness/sabio.h): date1, the first part of the grid's TT Julian dates;
** start, step, count: the grid's second parts start + k*step, k = 0 .. count-1; upstream_count
** and, for i = 1 .. upstream_count, upstream_date1_i and upstream_date2_i: the upstream epochs,
** appended after the grid.
**
** Writes
**   OUTDIR/angles.npy  (count + upstream_count) x 5, radians: the Fukushima-Williams angles
**                      gamb, phib, psib, epsa of eraPfw06 and the mean obliquity of eraObl06.
*/
#include <erfa.h>
#include "sabio.h"

int main(int argc, char **argv)
{
   double date1, start, step, *out;
   long count, nup, rows, k;
   char path[4096], name[64];

   if (argc != 3) {
      fprintf(stderr, "usage: driver PARAMS OUTDIR\n");
      return 2;
   }
   params_read(argv[1]);
   date1 = param("date1");
   start = param("start");
   step = param("step");
   count = (long) param("count");
   nup = (long) param("upstream_count");
   rows = count + nup;
   out = malloc(sizeof(double) * 5 * (size_t) rows);
   if (!out) {
      fprintf(stderr, "out of memory\n");
      return 2;
   }

   for (k = 0; k < rows; k++) {
      double d1 = date1, d2 = start + (double) k * step;

      if (k >= count) {
         snprintf(name, sizeof name, "upstream_date1_%ld", k - count + 1);
         d1 = param(name);
         snprintf(name, sizeof name, "upstream_date2_%ld", k - count + 1);
         d2 = param(name);
      }
      eraPfw06(d1, d2, &out[5*k], &out[5*k+1], &out[5*k+2], &out[5*k+3]);
      out[5*k+4] = eraObl06(d1, d2);
   }

   snprintf(path, sizeof path, "%s/angles.npy", argv[2]);
   npy_write(path, out, rows, 5);
   return 0;
}
