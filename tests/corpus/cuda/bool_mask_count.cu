#include "cuda_min.h"
__global__ void bool_mask_count(const float *x, bool *mask, int *count, float thr, int n) {
  int k = global_id();
  if (k >= n) return;
  bool m = x[k] > thr;
  mask[k] = m;
  if (m) atomicAdd(count, 1);
}
