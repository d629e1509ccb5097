#include "cuda_min.h"
__global__ void saxpy(int n, float alpha, const float *x, float *y) {
  int i = global_id();
  if (i < n) y[i] = alpha * x[i] + y[i];
}
