#include "cuda_min.h"
__global__ void div64(const long long *a, const long long *b, long long *q, unsigned long long *r, double *d) {
  unsigned i = gid();
  q[i] = a[i] / b[i];
  r[i] = (unsigned long long)a[i] % (unsigned long long)b[i];
  d[i] = (double)a[i] * 0.5 + __builtin_fma(d[i], d[i], 1.0);
}
