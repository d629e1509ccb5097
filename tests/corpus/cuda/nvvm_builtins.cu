#include "cuda_min.h"
// The NVVM math builtins CUDA's fast-math intrinsics (__frsqrt_rn, __fdividef, __saturatef,
// __float2int_rn, __fmaf_rz, ...) are made of, called directly.
__global__ void nvvm_builtins(const float *a, const float *b, const double *c, float *o, int *q,
                              long long *r, int n) {
  int k = global_id();
  if (k >= n) return;
  float x = a[k], y = b[k];
  double z = c[k];
  float s = __nvvm_rsqrt_approx_f(x) + __nvvm_lg2_approx_ftz_f(y) + __nvvm_ex2_approx_ftz_f(x);
  s += __nvvm_div_approx_f(x, y) + __nvvm_fma_rz_f(x, y, s) + __nvvm_saturate_f(s);
  s += __nvvm_fmin_ftz_f(x, y) + __nvvm_sin_approx_ftz_f(x) + __nvvm_rcp_rn_f(y);
  o[k] = s + __nvvm_i2f_rz(k) + (float)__nvvm_rsqrt_approx_d(z);
  q[k] = __nvvm_f2i_rn(s) + __nvvm_mul24_i(k, 3) + (int)__nvvm_sad_ui(k, n, 7u) +
         __nvvm_prmt(k, n, 0x3210);
  r[k] = __nvvm_d2ll_rm(z) + __nvvm_f2ll_rz(x);
}
