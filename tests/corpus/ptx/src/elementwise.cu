#include "cuda_min.h"
__global__ void saxpy(float a, const float *x, float *y, int n) {
  unsigned i = gid();
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void vadd_i32(const int *a, const int *b, int *c, int n) {
  for (unsigned i = gid(); i < n; i += ntid() * __nvvm_read_ptx_sreg_nctaid_x()) c[i] = a[i] + b[i] * 3 - (a[i] >> 2);
}
__global__ void fdiv_sqrt(const float *x, float *y) {
  unsigned i = gid();
  y[i] = __builtin_sqrtf(x[i]) / (x[i] + 1.0f);
}
