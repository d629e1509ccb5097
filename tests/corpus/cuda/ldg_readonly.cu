#include "cuda_min.h"
__global__ void ldg_readonly(const float *in, float *out, int n) {
  int k = global_id();
  if (k < n) out[k] = __nvvm_ldg_f(in + k) + __nvvm_ldg_f(in + (k + 1) % n);
}
