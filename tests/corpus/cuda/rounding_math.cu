#include "cuda_min.h"
// Rounding to integral values in every mode, f32 and f64, and float-to-int conversions of them.
__global__ void rounding_math(const float *a, const double *b, float *o, double *p, int *q,
                              long long *r, int n) {
  int k = global_id();
  if (k >= n) return;
  float x = a[k];
  double y = b[k];
  o[k] = __builtin_floorf(x) + __builtin_ceilf(x) + __builtin_truncf(x) + __builtin_roundf(x) +
         __builtin_rintf(x) + __builtin_nearbyintf(x) + __builtin_roundevenf(x);
  p[k] = __builtin_floor(y) + __builtin_ceil(y) + __builtin_trunc(y) + __builtin_round(y) +
         __builtin_rint(y) + __builtin_nearbyint(y) + __builtin_roundeven(y);
  q[k] = (int)__builtin_roundf(x) + (int)__builtin_floor(y);
  r[k] = (long long)__builtin_ceil(y) + (long long)__builtin_truncf(x);
}
