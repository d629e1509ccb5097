#include "cuda_min.h"
// Scalar half-precision arithmetic (sm_53+ add/sub/mul/fma.rn.f16, neg, abs, min/max on sm_80+)
// and compares, with a float accumulator.
__global__ void half_math(const _Float16 *a, const _Float16 *b, _Float16 *o, float *acc, int n) {
  int k = global_id();
  if (k >= n) return;
  _Float16 x = a[k], y = b[k];
  _Float16 s = x * y + x;
  _Float16 t = __builtin_fmaf16(x, y, (_Float16)0.5f) - y;
  _Float16 m = __builtin_fminf16(s, t);
  _Float16 u = __builtin_fabsf16(-m) > (_Float16)1.0f ? __builtin_fmaxf16(s, t) : -t;
  o[k] = u;
  acc[k] += (float)u;
}
