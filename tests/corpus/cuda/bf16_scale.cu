#include "cuda_min.h"
__global__ void bf16_scale(const __bf16 *x, __bf16 *y, float s, int n) {
  int i = global_id();
  if (i < n) y[i] = (__bf16)((float)x[i] * s);
}
