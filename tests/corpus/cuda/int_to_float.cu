#include "cuda_min.h"
__global__ void int_to_float(const int *a, const unsigned long long *b, float *o, double *p, int n) {
  int k = global_id();
  if (k < n) { o[k] = (float)a[k] + (float)b[k]; p[k] = (double)b[k] - (double)a[k]; }
}
