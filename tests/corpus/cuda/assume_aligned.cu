#include "cuda_min.h"
__global__ void assume_aligned(float *p, int n) {
  float *q = (float *)__builtin_assume_aligned(p, 16);
  __builtin_assume(n % 4 == 0);
  for (int k = global_id() * 4; k < n; k += blockDim_x * gridDim_x * 4) {
    q[k] += 1.0f; q[k + 1] += 2.0f; q[k + 2] += 3.0f; q[k + 3] += 4.0f;
  }
}
