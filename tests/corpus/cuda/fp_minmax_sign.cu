#include "cuda_min.h"
// Floating-point min/max (NaN-ignoring and NaN-propagating), fabs, copysign, fneg, f32 and f64.
__global__ void fp_minmax_sign(const float *a, const float *b, const double *c, const double *d,
                               float *o, double *p, int n) {
  int k = global_id();
  if (k >= n) return;
  float x = a[k], y = b[k];
  double u = c[k], v = d[k];
  o[k] = __builtin_fminf(x, y) + __builtin_fmaxf(x, 1.0f) + __builtin_elementwise_minimum(x, y) +
         __builtin_elementwise_maximum(x, y) + __builtin_copysignf(2.0f, y) + __builtin_fabsf(-x);
  p[k] = __builtin_fmin(u, v) + __builtin_fmax(u, -1.0) + __builtin_copysign(u, v) +
         __builtin_fabs(v) - u + __builtin_elementwise_maximum(u, v);
}
