/*
** sabio.h: what every check driver of this leaf shares.
**
** - params_read(path): read "name value" lines (# starts a comment); values are parsed with
**   strtod, so a value written with 17 significant digits is read back exactly.
** - param(name): the value of a parameter (the driver stops with status 2 when it is missing).
** - npy_write(path, data, rows, cols): a little-endian float64 array of shape (rows, cols)
**   (cols == 0 writes a 1-D array of length rows) in NumPy's .npy format 1.0.
*/
#ifndef SABIO_H
#define SABIO_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SABIO_MAXP 256

static char sabio_names[SABIO_MAXP][64];
static double sabio_values[SABIO_MAXP];
static int sabio_count = 0;

static void params_read(const char *path)
{
   char line[512], name[64];
   double value;
   FILE *f = fopen(path, "r");
   if (!f) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
   while (fgets(line, sizeof line, f)) {
      char *hash = strchr(line, '#');
      if (hash) *hash = '\0';
      if (sscanf(line, "%63s %lf", name, &value) != 2) continue;
      if (sabio_count == SABIO_MAXP) { fprintf(stderr, "too many parameters in %s\n", path); exit(2); }
      strcpy(sabio_names[sabio_count], name);
      sabio_values[sabio_count++] = value;
   }
   fclose(f);
}

static double param(const char *name)
{
   int i;
   for (i = 0; i < sabio_count; i++)
      if (strcmp(sabio_names[i], name) == 0) return sabio_values[i];
   fprintf(stderr, "parameter %s missing\n", name);
   exit(2);
}

static void npy_write(const char *path, const double *data, long rows, long cols)
{
   char header[128];
   int n;
   unsigned short len;
   FILE *f = fopen(path, "wb");
   if (!f) { fprintf(stderr, "cannot write %s\n", path); exit(2); }
   if (cols > 0)
      n = snprintf(header, sizeof header,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (%ld, %ld), }", rows, cols);
   else
      n = snprintf(header, sizeof header,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (%ld,), }", rows);
   /* Pad with spaces so that magic + length + header is a multiple of 64, ending in '\n'. */
   while ((10 + n + 1) % 64 != 0) header[n++] = ' ';
   header[n++] = '\n';
   len = (unsigned short) n;
   fwrite("\x93NUMPY\x01\x00", 1, 8, f);
   fputc(len & 0xff, f);
   fputc(len >> 8, f);
   fwrite(header, 1, (size_t) n, f);
   fwrite(data, sizeof(double), (size_t) (rows * (cols > 0 ? cols : 1)), f);
   if (fclose(f) != 0) { fprintf(stderr, "cannot write %s\n", path); exit(2); }
}

#endif
