/*
** Driver of check calendar: ERFA's routines that work on calendar dates: eraCal2jd and
** eraJd2cal (Gregorian calendar <-> Julian date) and eraDat (TAI-UTC for a calendar date).
**
**   driver PARAMS OUTDIR
**
** PARAMS (see ../../../harness/sabio.h):
**   nyears and year_i (i = 1 .. nyears): eraCal2jd is called for every year_i, every month
**     0 .. 13 and every day 0 .. 32 (months and days outside the calendar included);
**   jd1, jd0, jdstep, njd: eraJd2cal is called on (jd1, jd0 + k*jdstep), k = 0 .. njd-1;
**   then on (jd1, djd0 + k*djdstep), k = 0 .. ndjd-1 (a dense run of consecutive days);
**   ncases and case_i_dj1, case_i_dj2 (i = 1 .. ncases): further eraJd2cal calls (the limits
**     of the allowed range, the order of the two parts, fractions at the edge of a day);
**   dat_year0, dat_year1: eraDat for every month of these years, on days 1, 15 and the
**     month's last day, each at the fractions of day dat_fd_1, dat_fd_2, dat_fd_3;
**   dat_ncases and dat_case_i_y, _m, _d, _fd (i = 1 .. dat_ncases): further eraDat calls,
**     among them every invalid input of its documented status codes.
**
** Writes
**   OUTDIR/cal2jd.npy  rows x 3: status, djm0, djm (the MJD zero point and the MJD);
**   OUTDIR/jd2cal.npy  rows x 5: status, year, month, day and fraction of day;
**   OUTDIR/dat.npy     rows x 2: the status of eraDat and Delta(AT) = TAI-UTC in seconds.
*/
#include <erfa.h>
#include "sabio.h"

/* The eraDat part: writes OUTDIR/dat.npy. */
static int write_dat(const char *outdir)
{
   static const int mlen[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
   double fds[3], *out;
   long year0, year1, ncases, rows, row = 0, y, i;
   int m, k, l;
   char path[4096], name[64];

   year0 = (long) param("dat_year0");
   year1 = (long) param("dat_year1");
   ncases = (long) param("dat_ncases");
   fds[0] = param("dat_fd_1");
   fds[1] = param("dat_fd_2");
   fds[2] = param("dat_fd_3");
   rows = (year1 - year0 + 1) * 12 * 3 * 3 + ncases;
   out = malloc(sizeof(double) * 2 * (size_t) rows);
   if (!out) {
      fprintf(stderr, "out of memory\n");
      return 2;
   }
   for (y = year0; y <= year1; y++) {
      for (m = 1; m <= 12; m++) {
         int leap = (m == 2 && y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) ? 1 : 0;
         int days[3];
         days[0] = 1;
         days[1] = 15;
         days[2] = mlen[m-1] + leap;
         for (k = 0; k < 3; k++) {
            for (l = 0; l < 3; l++, row++) {
               out[2*row+1] = 0.0;
               out[2*row] = (double) eraDat((int) y, m, days[k], fds[l], &out[2*row+1]);
            }
         }
      }
   }
   for (i = 1; i <= ncases; i++, row++) {
      int cy, cm, cd;
      double cf;
      snprintf(name, sizeof name, "dat_case_%ld_y", i);
      cy = (int) param(name);
      snprintf(name, sizeof name, "dat_case_%ld_m", i);
      cm = (int) param(name);
      snprintf(name, sizeof name, "dat_case_%ld_d", i);
      cd = (int) param(name);
      snprintf(name, sizeof name, "dat_case_%ld_fd", i);
      cf = param(name);
      out[2*row+1] = 0.0;
      out[2*row] = (double) eraDat(cy, cm, cd, cf, &out[2*row+1]);
   }
   snprintf(path, sizeof path, "%s/dat.npy", outdir);
   npy_write(path, out, rows, 2);
   free(out);
   return 0;
}

int main(int argc, char **argv)
{
   long nyears, njd, ndjd, ncases, nj, i, k, row = 0;
   double jd1, jd0, jdstep, djd0, djdstep, *c, *j;
   int m, d;
   char path[4096], name[64];

   if (argc != 3) {
      fprintf(stderr, "usage: driver PARAMS OUTDIR\n");
      return 2;
   }
   params_read(argv[1]);
   nyears = (long) param("nyears");
   jd1 = param("jd1");
   jd0 = param("jd0");
   jdstep = param("jdstep");
   njd = (long) param("njd");
   djd0 = param("djd0");
   djdstep = param("djdstep");
   ndjd = (long) param("ndjd");
   ncases = (long) param("ncases");
   nj = njd + ndjd + ncases;
   c = malloc(sizeof(double) * 3 * (size_t) (nyears * 14 * 33));
   j = malloc(sizeof(double) * 5 * (size_t) nj);
   if (!c || !j) {
      fprintf(stderr, "out of memory\n");
      return 2;
   }
   for (i = 1; i <= nyears; i++) {
      int y;
      snprintf(name, sizeof name, "year_%ld", i);
      y = (int) param(name);
      for (m = 0; m <= 13; m++) {
         for (d = 0; d <= 32; d++, row++) {
            double djm0 = 0.0, djm = 0.0;
            c[3*row] = (double) eraCal2jd(y, m, d, &djm0, &djm);
            c[3*row+1] = djm0;
            c[3*row+2] = djm;
         }
      }
   }
   for (k = 0; k < nj; k++) {
      double dj1 = jd1, dj2 = jd0 + (double) k * jdstep, fd = 0.0;
      int iy = 0, im = 0, id = 0;
      if (k >= njd && k < njd + ndjd) {
         dj2 = djd0 + (double) (k - njd) * djdstep;
      } else if (k >= njd + ndjd) {
         snprintf(name, sizeof name, "case_%ld_dj1", k - njd - ndjd + 1);
         dj1 = param(name);
         snprintf(name, sizeof name, "case_%ld_dj2", k - njd - ndjd + 1);
         dj2 = param(name);
      }
      j[5*k] = (double) eraJd2cal(dj1, dj2, &iy, &im, &id, &fd);
      j[5*k+1] = (double) iy;
      j[5*k+2] = (double) im;
      j[5*k+3] = (double) id;
      j[5*k+4] = fd;
   }
   if (write_dat(argv[2]) != 0) return 2;
   snprintf(path, sizeof path, "%s/cal2jd.npy", argv[2]);
   npy_write(path, c, row, 3);
   snprintf(path, sizeof path, "%s/jd2cal.npy", argv[2]);
   npy_write(path, j, nj, 5);
   return 0;
}
