/*
** Driver of check utc-chain: the time-scale chain of ERFA on a grid of UTC instants.
**
**   driver PARAMS OUTDIR
**
** PARAMS (see ../../../harness/sabio.h): mjd0 and ndays, the UTC days MJD mjd0 .. mjd0+ndays-1;
** frac0, fstep and nfrac, the fractions of each day frac0 + j*fstep, j = 0 .. nfrac-1; dut1,
** UT1-UTC in seconds. Each instant is the 2-part quasi-JD (2400000.5 + MJD, fraction), the
** form of the upstream tests. Then ncases further instants case_i_utc1, case_i_utc2 (i = 1 ..
** ncases), appended after the grid: dates outside the routines' range, whose status codes are
** part of the interface (every output is set to zero before each call, since ERFA leaves the
** results of a failed call unset), and instants with the smaller part first.
**
** Per instant, day-major: TAI = eraUtctai(UTC), TT = eraTaitt(TAI), eraTttai(TT) (TAI again),
** eraTaiutc(TAI) (UTC again), UT1 = eraUtcut1(UTC, dut1), eraUt1utc of the instant read as a UT1
** (as in t_ut1utc, whose UT1 is an instant of the same day), the Earth rotation angle
** eraEra00(UT1) and the mean sidereal time eraGmst06(UT1, TT).
**
** Writes
**   OUTDIR/times.npy   N x 12: the statuses of eraUtctai, eraTaiutc, eraUtcut1, eraUt1utc,
**                      eraTaitt and eraTttai; then, of TAI, TT, TAI from TT, UTC from TAI, UT1
**                      and the UTC of the instant read as a UT1, the part that takes the place
**                      of the smaller part of the input (the second part when the larger one
**                      comes first), in days;
**   OUTDIR/firsts.npy  N: the summed departures of the other parts from the larger part of
**                      their input (zero when, as in ERFA, the larger part is kept where it
**                      was; set to zero after a failed eraUtctai);
**   OUTDIR/angles.npy  N x 2: ERA and GMST, radians (zero when eraUtctai or eraUtcut1 failed).
*/
#include <math.h>
#include <erfa.h>
#include "sabio.h"

/* Of a result (r1, r2) computed from the 2-part input (i1, i2): the part in the place of the
** input's smaller part, and the other part's departure from the input's larger part. */
static double split(double i1, double i2, double r1, double r2, double *kept)
{
   if (fabs(i1) >= fabs(i2)) {
      *kept += r1 - i1;
      return r2;
   }
   *kept += r2 - i2;
   return r1;
}

int main(int argc, char **argv)
{
   double mjd0, frac0, fstep, dut1, *times, *firsts, *angles;
   long ndays, nfrac, ncases, n, row;
   char path[4096], name[64];

   if (argc != 3) {
      fprintf(stderr, "usage: driver PARAMS OUTDIR\n");
      return 2;
   }
   params_read(argv[1]);
   mjd0 = param("mjd0");
   ndays = (long) param("ndays");
   frac0 = param("frac0");
   fstep = param("fstep");
   nfrac = (long) param("nfrac");
   dut1 = param("dut1");
   ncases = (long) param("ncases");
   n = ndays * nfrac + ncases;
   times = malloc(sizeof(double) * 12 * (size_t) n);
   firsts = malloc(sizeof(double) * (size_t) n);
   angles = malloc(sizeof(double) * 2 * (size_t) n);
   if (!times || !firsts || !angles) {
      fprintf(stderr, "out of memory\n");
      return 2;
   }
   for (row = 0; row < n; row++) {
      double utc1, utc2;
      double tai1 = 0.0, tai2 = 0.0, tt1 = 0.0, tt2 = 0.0, a1 = 0.0, a2 = 0.0, u1 = 0.0, u2 = 0.0;
      double ut11 = 0.0, ut12 = 0.0, v1 = 0.0, v2 = 0.0;
      double *t = &times[12*row];

      if (row < ndays * nfrac) {
         utc1 = 2400000.5 + (mjd0 + (double) (row / nfrac));
         utc2 = frac0 + (double) (row % nfrac) * fstep;
      } else {
         snprintf(name, sizeof name, "case_%ld_utc1", row - ndays * nfrac + 1);
         utc1 = param(name);
         snprintf(name, sizeof name, "case_%ld_utc2", row - ndays * nfrac + 1);
         utc2 = param(name);
      }
      t[0] = (double) eraUtctai(utc1, utc2, &tai1, &tai2);
      t[4] = (double) eraTaitt(tai1, tai2, &tt1, &tt2);
      t[5] = (double) eraTttai(tt1, tt2, &a1, &a2);
      t[1] = (double) eraTaiutc(tai1, tai2, &u1, &u2);
      t[2] = (double) eraUtcut1(utc1, utc2, dut1, &ut11, &ut12);
      t[3] = (double) eraUt1utc(utc1, utc2, dut1, &v1, &v2);
      /* The parts that carry each result, and the other parts' departures (the outputs of a
      ** failed call stay zero). */
      firsts[row] = 0.0;
      t[6] = split(utc1, utc2, tai1, tai2, &firsts[row]);
      t[7] = split(tai1, tai2, tt1, tt2, &firsts[row]);
      t[8] = split(tt1, tt2, a1, a2, &firsts[row]);
      t[9] = split(tai1, tai2, u1, u2, &firsts[row]);
      t[10] = split(utc1, utc2, ut11, ut12, &firsts[row]);
      t[11] = split(utc1, utc2, v1, v2, &firsts[row]);
      if (t[0] < 0.0) firsts[row] = 0.0;
      /* The angles of a UT1 and TT that exist (zero after a failed conversion). */
      angles[2*row] = angles[2*row+1] = 0.0;
      if (t[0] >= 0.0 && t[2] >= 0.0) {
         angles[2*row] = eraEra00(ut11, ut12);
         angles[2*row+1] = eraGmst06(ut11, ut12, tt1, tt2);
      }
   }
   snprintf(path, sizeof path, "%s/times.npy", argv[2]);
   npy_write(path, times, n, 12);
   snprintf(path, sizeof path, "%s/firsts.npy", argv[2]);
   npy_write(path, firsts, n, 0);
   snprintf(path, sizeof path, "%s/angles.npy", argv[2]);
   npy_write(path, angles, n, 2);
   return 0;
}
