#include "cuda_min.h"
__global__ void bits(const unsigned *a, unsigned *o, float *f) {
  unsigned i = gid(), x = a[i];
  o[i] = __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_ctz(x | 0x100) + __builtin_bitreverse32(x);
  o[i + 1] = __nvvm_prmt(x, a[i+1], 0x3210) + (x > 7 ? x : 7u) + __builtin_rotateleft32(x, 5);
  f[i] = __builtin_fminf(f[i], f[i+1]) + __builtin_fabsf(f[i+2]) + __builtin_floorf(f[i+3]) + __builtin_copysignf(1.0f, f[i]);
}
