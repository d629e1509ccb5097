#include "cuda_min.h"
__global__ void __attribute__((launch_bounds(256, 2)))
launch_bounds_restrict(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ c, int n) {
  int k = global_id();
  if (k < n) c[k] = a[k] * b[k] - c[k];
}
