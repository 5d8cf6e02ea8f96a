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


int eraTaiutc(double tai1, double tai2, double *utc1, double *utc2)
/*
**  - - - - - - - - - -
**   e r a T a i u t c
**  - - - - - - - - - -
**
**  Time scale transformation:  International Atomic Time, TAI, to
**  Coordinated Universal Time, UTC.
**
**  Given:
**     tai1,tai2  double   TAI as a 2-part Julian Date (Note 1)
**
**  Returned:
**     utc1,utc2  double   UTC as a 2-part quasi Julian Date (Notes 1-3)
**
**  Returned (function value):
**                int      status: +1 = dubious year (Note 4)
**                                  0 = OK
**                                 -1 = unacceptable date
**
**  Notes:
**
**  1) tai1+tai2 is Julian Date, apportioned in any convenient way
**     between the two arguments, for example where tai1 is the Julian
**     Day Number and tai2 is the fraction of a day.  The returned utc1
**     and utc2 form an analogous pair, except that a special convention
**     is used, to deal with the problem of leap seconds - see the next
**     note.
**
**  2) JD cannot unambiguously represent UTC during a leap second unless
**     special measures are taken.  The convention in the present
**     function is that the JD day represents UTC days whether the
**     length is 86399, 86400 or 86401 SI seconds.  In the 1960-1972 era
**     there were smaller jumps (in either direction) each time the
**     linear UTC(TAI) expression was changed, and these "mini-leaps"
**     are also included in the ERFA convention.
**
**  3) The function eraD2dtf can be used to transform the UTC quasi-JD
**     into calendar date and clock time, including UTC leap second
**     handling.
**
**  4) The warning status "dubious year" flags UTCs that predate the
**     introduction of the time scale or that are too far in the future
**     to be trusted.  See eraDat for further details.
**
**  Called:
**     eraUtctai    UTC to TAI
**
**  References:
**
**     McCarthy, D. D., Petit, G. (eds.), IERS Conventions (2003),
**     IERS Technical Note No. 32, BKG (2004)
**
**     Explanatory Supplement to the Astronomical Almanac,
**     P. Kenneth Seidelmann (ed), University Science Books (1992)
**
**  This revision:  2021 May 11
**
**  Copyright (C) 2013-2021, NumFOCUS Foundation.
**  Derived, with permission, from the SOFA library.  See notes at end of file.
*/
{
   int big1;
   int i, j;
   double a1, a2, u1, u2, g1 = 0.0, g2 = 0.0, w;
   utcday c = { 0 };


/* Put the two parts of the TAI into big-first order. */
   big1 = ( fabs(tai1) >= fabs(tai2) );
   if ( big1 ) {
      a1 = tai1;
      a2 = tai2;
   } else {
      a1 = tai2;
      a2 = tai1;
   }

/* Initial guess for UTC. */
   u1 = a1;
   u2 = a2;

/* Iterate (though in most cases just once is enough).  The iterations */
/* share the look-ups of a date (a guess usually stays on the date of */
/* the one before), and an iteration that leaves the guess unchanged is */
/* a fixed point: the iterations left would repeat it exactly (status */
/* included), so they are skipped. */
   for ( i = 0; i < 3; i++ ) {

   /* Guessed UTC to TAI. */
      j = utctai_day(u1, u2, &c, &g1, &g2);
      if ( j < 0 ) return j;

   /* Adjust guessed UTC. */
      w = u2;
      u2 += a1 - g1;
      u2 += a2 - g2;
      if ( u2 == w && signbit(u2) == signbit(w) ) break;
   }

/* Return the UTC result, preserving the TAI order. */
   if ( big1 ) {
      *utc1 = u1;
      *utc2 = u2;
   } else {
      *utc1 = u2;
      *utc2 = u1;
   }

/* Status. */
   return j;

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
