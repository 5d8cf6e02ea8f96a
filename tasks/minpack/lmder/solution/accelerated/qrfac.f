      subroutine qrfac(m,n,a,lda,pivot,ipvt,lipvt,rdiag,acnorm,wa)
      integer m,n,lda,lipvt
      integer ipvt(lipvt)
      logical pivot
      double precision a(lda,n),rdiag(n),acnorm(n),wa(n)
c     **********
c
c     subroutine qrfac
c
c     this subroutine uses householder transformations with column
c     pivoting (optional) to compute a qr factorization of the
c     m by n matrix a. that is, qrfac determines an orthogonal
c     matrix q, a permutation matrix p, and an upper trapezoidal
c     matrix r with diagonal elements of nonincreasing magnitude,
c     such that a*p = q*r. the householder transformation for
c     column k, k = 1,2,...,min(m,n), is of the form
c
c                           t
c           i - (1/u(k))*u*u
c
c     where u has zeros in the first k-1 positions. the form of
c     this transformation and the method of pivoting first
c     appeared in the corresponding linpack subroutine.
c
c     the subroutine statement is
c
c       subroutine qrfac(m,n,a,lda,pivot,ipvt,lipvt,rdiag,acnorm,wa)
c
c     where
c
c       m is a positive integer input variable set to the number
c         of rows of a.
c
c       n is a positive integer input variable set to the number
c         of columns of a.
c
c       a is an m by n array. on input a contains the matrix for
c         which the qr factorization is to be computed. on output
c         the strict upper trapezoidal part of a contains the strict
c         upper trapezoidal part of r, and the lower trapezoidal
c         part of a contains a factored form of q (the non-trivial
c         elements of the u vectors described above).
c
c       lda is a positive integer input variable not less than m
c         which specifies the leading dimension of the array a.
c
c       pivot is a logical input variable. if pivot is set true,
c         then column pivoting is enforced. if pivot is set false,
c         then no column pivoting is done.
c
c       ipvt is an integer output array of length lipvt. ipvt
c         defines the permutation matrix p such that a*p = q*r.
c         column j of p is column ipvt(j) of the identity matrix.
c         if pivot is false, ipvt is not referenced.
c
c       lipvt is a positive integer input variable. if pivot is false,
c         then lipvt may be as small as 1. if pivot is true, then
c         lipvt must be at least n.
c
c       rdiag is an output array of length n which contains the
c         diagonal elements of r.
c
c       acnorm is an output array of length n which contains the
c         norms of the corresponding columns of the input matrix a.
c         if this information is not needed, then acnorm can coincide
c         with rdiag.
c
c       wa is a work array of length n. if pivot is false, then wa
c         can coincide with rdiag.
c
c     subprograms called
c
c       minpack-supplied ... dpmpar,enorm,qrfach
c
c       fortran-supplied ... dmax1,dsqrt,min0
c
c     argonne national laboratory. minpack project. march 1980.
c     burton s. garbow, kenneth e. hillstrom, jorge j. more
c
c     **********
      integer i,j,jb,je,jp1,k,kmax,minmn,nb,nc
      double precision ajnorm,epsmch,one,p05,temp,zero
      double precision dpmpar,enorm
      data one,p05,zero /1.0d0,5.0d-2,0.0d0/
c
c     without pivoting the columns are factored in panels of nb.
c     each column still receives exactly the transformations of the
c     unblocked algorithm, in the same order and with the same
c     arithmetic (see qrfach); only the order in which different
c     columns are visited changes, so that the reflectors of a panel
c     are applied to a few trailing columns while they stay in cache.
c
      data nb /32/
c
c     epsmch is the machine precision.
c
      epsmch = dpmpar(1)
c
c     compute the initial column norms and initialize several arrays.
c
      do 10 j = 1, n
         acnorm(j) = enorm(m,a(1,j))
         rdiag(j) = acnorm(j)
         wa(j) = rdiag(j)
         if (pivot) ipvt(j) = j
   10    continue
c
c     reduce a to r with householder transformations.
c
      minmn = min0(m,n)
      if (pivot) go to 15
c
c     unpivoted: panels jb to je.
c
      jb = 1
  200 if (jb .gt. minmn) go to 290
         je = min0(jb+nb-1,minmn)
c
c        factor the panel as in the unblocked algorithm, the
c        transformations being applied within the panel only.
c
         do 220 j = jb, je
            ajnorm = enorm(m-j+1,a(j,j))
            if (ajnorm .eq. zero) go to 210
            if (a(j,j) .lt. zero) ajnorm = -ajnorm
            do 205 i = j, m
               a(i,j) = a(i,j)/ajnorm
  205          continue
            a(j,j) = a(j,j) + one
            if (je .gt. j) call qrfach(m-j+1,a(j,j),a(j,j+1),lda,je-j)
  210       continue
            rdiag(j) = -ajnorm
  220       continue
c
c        the trailing columns receive the reflectors jb to je, in that
c        order, four columns at a time. a reflector with a zero norm
c        (rdiag(j) = 0) was not formed and is skipped.
c
         k = je + 1
  230    if (k .gt. n) go to 250
            nc = min0(4,n-k+1)
            do 240 j = jb, je
               if (rdiag(j) .eq. zero) go to 240
               call qrfach(m-j+1,a(j,j),a(j,k),lda,nc)
  240          continue
            k = k + nc
            go to 230
  250    continue
         jb = je + 1
         go to 200
  290 continue
      return
c
c     pivoted: the column order of the unblocked algorithm.
c
   15 continue
      do 110 j = 1, minmn
         if (.not.pivot) go to 40
c
c        bring the column of largest norm into the pivot position.
c
         kmax = j
         do 20 k = j, n
            if (rdiag(k) .gt. rdiag(kmax)) kmax = k
   20       continue
         if (kmax .eq. j) go to 40
         do 30 i = 1, m
            temp = a(i,j)
            a(i,j) = a(i,kmax)
            a(i,kmax) = temp
   30       continue
         rdiag(kmax) = rdiag(j)
         wa(kmax) = wa(j)
         k = ipvt(j)
         ipvt(j) = ipvt(kmax)
         ipvt(kmax) = k
   40    continue
c
c        compute the householder transformation to reduce the
c        j-th column of a to a multiple of the j-th unit vector.
c
         ajnorm = enorm(m-j+1,a(j,j))
         if (ajnorm .eq. zero) go to 100
         if (a(j,j) .lt. zero) ajnorm = -ajnorm
         do 50 i = j, m
            a(i,j) = a(i,j)/ajnorm
   50       continue
         a(j,j) = a(j,j) + one
c
c        apply the transformation to the remaining columns
c        and update the norms.
c
         jp1 = j + 1
         if (n .lt. jp1) go to 100
c
c        (qrfach applies the transformation with the arithmetic of
c        the unblocked loops, four columns at a time; the norms are
c        then updated column by column as before.)
c
         call qrfach(m-j+1,a(j,j),a(j,jp1),lda,n-j)
         do 90 k = jp1, n
            if (.not.pivot .or. rdiag(k) .eq. zero) go to 80
            temp = a(j,k)/rdiag(k)
            rdiag(k) = rdiag(k)*dsqrt(dmax1(zero,one-temp**2))
            if (p05*(rdiag(k)/wa(k))**2 .gt. epsmch) go to 80
            rdiag(k) = enorm(m-j,a(jp1,k))
            wa(k) = rdiag(k)
   80       continue
   90       continue
  100    continue
         rdiag(j) = -ajnorm
  110    continue
      return
c
c     last card of subroutine qrfac.
c
      end
      subroutine qrfach(l,v,c,ldc,nc)
      integer l,ldc,nc
      double precision v(l),c(ldc,nc)
c     **********
c
c     applies the householder transformation i - v*v'/v(1) to the
c     first l rows of the nc columns of c: for each column,
c     sum = v'c accumulated in order, temp = sum/v(1) and
c     c = c - temp*v. four columns are processed together, each with
c     its own accumulator, so their sums are independent and
c     bit-identical to the one-column loop.
c
c     **********
      integer i,j
      double precision s1,s2,s3,s4,t1,t2,t3,t4,zero
      data zero /0.0d0/
      j = 1
   10 if (j+3 .gt. nc) go to 40
         s1 = zero
         s2 = zero
         s3 = zero
         s4 = zero
         do 20 i = 1, l
            s1 = s1 + v(i)*c(i,j)
            s2 = s2 + v(i)*c(i,j+1)
            s3 = s3 + v(i)*c(i,j+2)
            s4 = s4 + v(i)*c(i,j+3)
   20       continue
         t1 = s1/v(1)
         t2 = s2/v(1)
         t3 = s3/v(1)
         t4 = s4/v(1)
!GCC$ vector
         do 30 i = 1, l
            c(i,j) = c(i,j) - t1*v(i)
            c(i,j+1) = c(i,j+1) - t2*v(i)
            c(i,j+2) = c(i,j+2) - t3*v(i)
            c(i,j+3) = c(i,j+3) - t4*v(i)
   30       continue
         j = j + 4
         go to 10
   40 continue
      if (j .gt. nc) go to 80
      do 70 j = j, nc
         s1 = zero
         do 50 i = 1, l
            s1 = s1 + v(i)*c(i,j)
   50       continue
         t1 = s1/v(1)
!GCC$ vector
         do 60 i = 1, l
            c(i,j) = c(i,j) - t1*v(i)
   60       continue
   70    continue
   80 continue
      return
c
c     last card of subroutine qrfach.
c
      end
