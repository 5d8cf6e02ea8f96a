#include "erfa.h"
#include "erfam.h"

/* In dat.c: eraDat at 0h and 12h of one date, and the MJD of its 0h. */
int eraDat012(int iy, int im, int id, double *dat0, double *dat12,
              double *djm);

/* What eraUtctai looks up for a calendar date (today), which depends on */
/* the date alone: kept by a caller that converts several UTCs, so that */
/* a UTC on the date of the previous one reuses them. */
typedef struct {
   int set;                /* the fields below are filled */
   int iy, im, id;         /* the date */
   int j0;                 /* status of eraDat at 0h and 12h */
   double dat0, dat12;     /* TAI-UTC at its 0h and 12h (eraDat) */
   double z2;              /* MJD of its 0h (eraCal2jd) */
   int iyt, imt, idt;      /* the next date */
   int j24;                /* status of eraDat at 0h of the next date */
   double dat24;           /* TAI-UTC at 0h of the next date */
} utcday;

/* eraUtctai, with the look-ups of today taken from, or stored into, *c. */
static int utctai_day(double utc1, double utc2, utcday *c,
                      double *tai1, double *tai2)
{
   int big1;
   int iy, im, id, j, j0, iyt, imt, idt, ly;
   double u1, u2, fd, dat0, dat12, w, dat24, dlod, dleap, z1, z2, a2, dj;

/* eraJd2cal's range of JDs, and the month lengths of eraCal2jd. */
   const double DJMIN = -68569.5;
   const double DJMAX = 1e9;
   static const int mtab[]
                     = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};


/* Put the two parts of the UTC into big-first order. */
   big1 = ( fabs(utc1) >= fabs(utc2) );
   if ( big1 ) {
      u1 = utc1;
      u2 = utc2;
   } else {
      u1 = utc2;
      u2 = utc1;
   }

/* Today's date. */
   j = eraJd2cal(u1, u2, &iy, &im, &id, &fd);
   if ( j ) return j;

/* The range test of the eraJd2cal call that would find tomorrow's date */
/* (below). */
   dj = (u1+1.5) + (u2-fd);

   if ( c->set && c->iy == iy && c->im == im && c->id == id &&
        dj >= DJMIN && dj <= DJMAX ) {

   /* Today's look-ups, from the previous UTC of the same date. */
      dat0 = c->dat0;
      dat12 = c->dat12;
      z2 = c->z2;
      dat24 = c->dat24;
      j = c->j24;

   } else {
      c->set = 0;

   /* Get TAI-UTC at 0h and 12h today (12h to detect drift), with the */
   /* MJD of today's 0h: one validation and table search for the two. */
      j = eraDat012(iy, im, id, &dat0, &dat12, &z2);
      if ( j < 0 ) return j;
      j0 = j;

   /* Get TAI-UTC at 0h tomorrow (to detect jumps).  Tomorrow is the */
   /* date eraJd2cal(u1+1.5, u2-fd) gives: that JD lies 0.5 d (to within */
   /* the rounding of its two parts) past tomorrow's 0h, so it is today's */
   /* date plus one day whenever eraJd2cal accepts the JD; the range */
   /* test is eraJd2cal's own.  Anything else (a NaN) goes to eraJd2cal. */
      if ( dj >= DJMIN && dj <= DJMAX ) {
         ly = ((im == 2) && !(iy%4) && (iy%100 || !(iy%400)));
         iyt = iy;
         imt = im;
         idt = id + 1;
         if ( idt > mtab[im-1] + ly ) {
            idt = 1;
            if ( ++imt > 12 ) {
               imt = 1;
               iyt++;
            }
         }
         j = eraDat(iyt, imt, idt, 0.0, &dat24);
         if ( j < 0 ) return j;

      /* Keep today's look-ups for the next UTC. */
         c->set = 1;
         c->iy = iy;
         c->im = im;
         c->id = id;
         c->j0 = j0;
         c->dat0 = dat0;
         c->dat12 = dat12;
         c->z2 = z2;
         c->iyt = iyt;
         c->imt = imt;
         c->idt = idt;
         c->j24 = j;
         c->dat24 = dat24;
      } else {
         j = eraJd2cal(u1+1.5, u2-fd, &iyt, &imt, &idt, &w);
         if ( j ) return j;
         j = eraDat(iyt, imt, idt, 0.0, &dat24);
         if ( j < 0 ) return j;
      }
   }

/* Separate TAI-UTC change into per-day (DLOD) and any jump (DLEAP). */
   dlod = 2.0 * (dat12 - dat0);
   dleap = dat24 - (dat0 + dlod);

/* Remove any scaling applied to spread leap into preceding day. */
   fd *= (ERFA_DAYSEC+dleap)/ERFA_DAYSEC;

/* Scale from (pre-1972) UTC seconds to SI seconds. */
   fd *= (ERFA_DAYSEC+dlod)/ERFA_DAYSEC;

/* Today's calendar date to 2-part JD (what eraCal2jd returns for the */
/* date eraDat012 has validated). */
   z1 = ERFA_DJM0;

/* Assemble the TAI result, preserving the UTC split and order. */
   a2 = z1 - u1;
   a2 += z2;
   a2 += fd + dat0/ERFA_DAYSEC;
   if ( big1 ) {
      *tai1 = u1;
      *tai2 = a2;
   } else {
      *tai1 = a2;
      *tai2 = u1;
   }

/* Status. */
   return j;
}


int eraUtcut1(double utc1, double utc2, double dut1,
              double *ut11, double *ut12)
/*
**  - - - - - - - - - -
**   e r a U t c u t 1
**  - - - - - - - - - -
**
**  Time scale transformation:  Coordinated Universal Time, UTC, to
**  Universal Time, UT1.
**
**  Given:
**     utc1,utc2  double   UTC as a 2-part quasi Julian Date (Notes 1-4)
**     dut1       double   Delta UT1 = UT1-UTC in seconds (Note 5)
**
**  Returned:
**     ut11,ut12  double   UT1 as a 2-part Julian Date (Note 6)
**
**  Returned (function value):
**                int      status: +1 = dubious year (Note 3)
**                                  0 = OK
**                                 -1 = unacceptable date
**
**  Notes:
**
**  1) utc1+utc2 is quasi Julian Date (see Note 2), apportioned in any
**     convenient way between the two arguments, for example where utc1
**     is the Julian Day Number and utc2 is the fraction of a day.
**
**  2) JD cannot unambiguously represent UTC during a leap second unless
**     special measures are taken.  The convention in the present
**     function is that the JD day represents UTC days whether the
**     length is 86399, 86400 or 86401 SI seconds.
**
**  3) The warning status "dubious year" flags UTCs that predate the
**     introduction of the time scale or that are too far in the future
**     to be trusted.  See eraDat for further details.
**
**  4) The function eraDtf2d converts from calendar date and time of
**     day into 2-part Julian Date, and in the case of UTC implements
**     the leap-second-ambiguity convention described above.
**
**  5) Delta UT1 can be obtained from tabulations provided by the
**     International Earth Rotation and Reference Systems Service.
**     It is the caller's responsibility to supply a dut1 argument
**     containing the UT1-UTC value that matches the given UTC.
**
**  6) The returned ut11,ut12 are such that their sum is the UT1 Julian
**     Date.
**
**  References:
**
**     McCarthy, D. D., Petit, G. (eds.), IERS Conventions (2003),
**     IERS Technical Note No. 32, BKG (2004)
**
**     Explanatory Supplement to the Astronomical Almanac,
**     P. Kenneth Seidelmann (ed), University Science Books (1992)
**
**  Called:
**     eraJd2cal    JD to Gregorian calendar
**     eraDat       delta(AT) = TAI-UTC
**     eraUtctai    UTC to TAI
**     eraTaiut1    TAI to UT1
**
**  This revision:  2021 May 11
**
**  Copyright (C) 2013-2021, NumFOCUS Foundation.
**  Derived, with permission, from the SOFA library.  See notes at end of file.
*/
{
   int iy, im, id, js, jw;
   double w, dat, dta, tai1, tai2;
   utcday c;


/* UTC to TAI, keeping the look-ups of the UTC's date.  With the larger */
/* part first, eraUtctai's calendar date is that of eraJd2cal(utc1, */
/* utc2), so its TAI-UTC at 0h is the look-up below; and any failure of */
/* these steps makes the status -1. */
   if ( fabs(utc1) >= fabs(utc2) ) {
      c.set = 0;
      jw = utctai_day(utc1, utc2, &c, &tai1, &tai2);
      if ( jw < 0 ) return -1;
      if ( c.set ) {
         js = c.j0;
         dat = c.dat0;
         if ( jw > 0 ) js = jw;

      /* Form UT1-TAI, then TAI to UT1. */
         dta = dut1 - dat;
         if ( eraTaiut1(tai1, tai2, dta, ut11, ut12) ) return -1;
         return js;
      }
   }

/* Look up TAI-UTC. */
   if ( eraJd2cal(utc1, utc2, &iy, &im, &id, &w) ) return -1;
   js = eraDat ( iy, im, id, 0.0, &dat);
   if ( js < 0 ) return -1;

/* Form UT1-TAI. */
   dta = dut1 - dat;

/* UTC to TAI to UT1. */
   jw = eraUtctai(utc1, utc2, &tai1, &tai2);
   if ( jw < 0 ) {
      return -1;
   } else if ( jw > 0 ) {
      js = jw;
   }
   if ( eraTaiut1(tai1, tai2, dta, ut11, ut12) ) return -1;

/* Status. */
   return js;

/* Finished. */

}
/*----------------------------------------------------------------------
**  
**  
**  Copyright (C) 2013-2021, NumFOCUS Foundation.
**  All rights reserved.
**  
**  This library is derived, with permission, from the International
**  Astronomical Union's "Standards of Fundamental Astronomy" library,
**  available from http://www.iausofa.org.
**  
**  The ERFA version is intended to retain identical functionality to
**  the SOFA library, but made distinct through different function and
**  file names, as set out in the SOFA license conditions.  The SOFA
**  original has a role as a reference standard for the IAU and IERS,
**  and consequently redistribution is permitted only in its unaltered
**  state.  The ERFA version is not subject to this restriction and
**  therefore can be included in distributions which do not support the
**  concept of "read only" software.
**  
**  Although the intent is to replicate the SOFA API (other than
**  replacement of prefix names) and results (with the exception of
**  bugs;  any that are discovered will be fixed), SOFA is not
**  responsible for any errors found in this version of the library.
**  
**  If you wish to acknowledge the SOFA heritage, please acknowledge
**  that you are using a library derived from SOFA, rather than SOFA
**  itself.
**  
**  
**  TERMS AND CONDITIONS
**  
**  Redistribution and use in source and binary forms, with or without
**  modification, are permitted provided that the following conditions
**  are met:
**  
**  1 Redistributions of source code must retain the above copyright
**    notice, this list of conditions and the following disclaimer.
**  
**  2 Redistributions in binary form must reproduce the above copyright
**    notice, this list of conditions and the following disclaimer in
**    the documentation and/or other materials provided with the
**    distribution.
**  
**  3 Neither the name of the Standards Of Fundamental Astronomy Board,
**    the International Astronomical Union nor the names of its
**    contributors may be used to endorse or promote products derived
**    from this software without specific prior written permission.
**  
**  THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
**  "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
**  LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS
**  FOR A PARTICULAR PURPOSE ARE DISCLAIMED.  IN NO EVENT SHALL THE
**  COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT,
**  INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING,
**  BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
**  LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
**  CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT
**  LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN
**  ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
**  POSSIBILITY OF SUCH DAMAGE.
**  
*/
