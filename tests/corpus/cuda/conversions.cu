#include "cuda_min.h"
__global__ void conversions(const float *f, int *i, unsigned *u, double *d, long long *l, short *s, signed char *c, int n) {
  int k = global_id();
  if (k >= n) return;
  float v = f[k];
  i[k] = (int)v;
  u[k] = (unsigned)v;
  d[k] = (double)v + (double)i[k];
  l[k] = (long long)d[k];
  s[k] = (short)i[k];
  c[k] = (signed char)(u[k] >> 3);
}
