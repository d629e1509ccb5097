#include "cuda_min.h"
__global__ void math_builtins(const float *x, float *y, double *z, int n) {
  int k = global_id();
  if (k >= n) return;
  float v = x[k];
  y[k] = __builtin_sqrtf(__builtin_fabsf(v)) + __builtin_fmaf(v, v, 1.0f) + __builtin_floorf(v) + __builtin_copysignf(1.0f, v);
  z[k] = __builtin_sqrt((double)v) + __builtin_fma((double)v, 2.0, 3.0) + __builtin_trunc((double)v);
}
