#include "cuda_min.h"
__global__ void relu(float *x, int n) {
  int i = global_id();
  if (i < n) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
}
