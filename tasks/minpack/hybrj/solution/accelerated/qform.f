      subroutine qform(m,n,q,ldq,wa)
      integer m,n,ldq
      double precision q(ldq,m),wa(m)
c     **********
c
c     subroutine qform
c
c     this subroutine proceeds from the computed qr factorization of
c     an m by n matrix a to accumulate the m by m orthogonal matrix
c     q from its factored form.
c
c     the subroutine statement is
c
c       subroutine qform(m,n,q,ldq,wa)
c
c     where
c
c       m is a positive integer input variable set to the number
c         of rows of a and the order of q.
c
c       n is a positive integer input variable set to the number
c         of columns of a.
c
c       q is an m by m array. on input the full lower trapezoid in
c         the first min(m,n) columns of q contains the factored form.
c         on output q has been accumulated into a square matrix.
c
c       ldq is a positive integer input variable not less than m
c         which specifies the leading dimension of the array q.
c
c       wa is a work array of length m.
c
c     subprograms called
c
c       minpack-supplied ... qformh
c
c       fortran-supplied ... max0,min0
c
c     argonne national laboratory. minpack project. march 1980.
c     burton s. garbow, kenneth e. hillstrom, jorge j. more
c
c     **********
      integer i,j,jc,k,khi,klo,l,minmn,nb,nc,np1
      double precision one,zero
      data one,zero /1.0d0,0.0d0/
c
c     the reflectors are applied in blocks of nb consecutive ones.
c     each column of q receives exactly the transformations of the
c     unblocked algorithm, in the same order and with the same
c     arithmetic (see qformh); only the order in which different
c     columns are visited changes, so that a block of reflectors is
c     applied to a few columns while they stay in cache.
c
      data nb /32/
c
c     zero out upper triangle of q in the first min(m,n) columns.
c
      minmn = min0(m,n)
      if (minmn .lt. 2) go to 30
      do 20 j = 2, minmn
         do 10 i = 1, j - 1
            q(i,j) = zero
   10       continue
   20    continue
   30 continue
c
c     initialize remaining columns to those of the identity matrix.
c
      np1 = n + 1
      if (m .lt. np1) go to 60
      do 50 j = np1, m
         do 40 i = 1, m
            q(i,j) = zero
   40       continue
         q(j,j) = one
   50    continue
   60 continue
c
c     accumulate q from its factored form, last block of reflectors
c     first.
c
      khi = minmn
   70 if (khi .lt. 1) go to 140
         klo = max0(1,khi-nb+1)
c
c        columns khi+1 to m receive the reflectors khi down to klo,
c        read from the factored form in place (columns klo to khi of
c        q are not yet overwritten). columns are taken four at a time.
c
         jc = khi + 1
   80    if (jc .gt. m) go to 100
            nc = min0(4,m-jc+1)
            do 90 k = khi, klo, -1
               if (q(k,k) .eq. zero) go to 90
               call qformh(m-k+1,q(k,k),q(k,jc),ldq,nc)
   90          continue
            jc = jc + nc
            go to 80
  100    continue
c
c        the columns of the block itself, as in the unblocked
c        algorithm restricted to columns k to khi.
c
         do 130 l = klo, khi
            k = khi - l + klo
            do 110 i = k, m
               wa(i) = q(i,k)
               q(i,k) = zero
  110          continue
            q(k,k) = one
            if (wa(k) .eq. zero) go to 120
            call qformh(m-k+1,wa(k),q(k,k),ldq,khi-k+1)
  120       continue
  130       continue
         khi = klo - 1
         go to 70
  140 continue
      return
c
c     last card of subroutine qform.
c
      end
      subroutine qformh(l,v,c,ldc,nc)
      integer l,ldc,nc
      double precision v(l),c(ldc,nc)
c     **********
c
c     applies the householder transformation i - v*v'/v(1) to the
c     first l rows of the nc columns of c: for each column,
c     sum = c'v accumulated in order, temp = sum/v(1) and
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
            s1 = s1 + c(i,j)*v(i)
            s2 = s2 + c(i,j+1)*v(i)
            s3 = s3 + c(i,j+2)*v(i)
            s4 = s4 + c(i,j+3)*v(i)
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
            s1 = s1 + c(i,j)*v(i)
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
c     last card of subroutine qformh.
c
      end
