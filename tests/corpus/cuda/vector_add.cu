#include "cuda_min.h"
__global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = global_id();
  if (i < n) c[i] = a[i] + b[i];
}
