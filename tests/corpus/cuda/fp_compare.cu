#include "cuda_min.h"
__global__ void fp_compare(const float *a, const float *b, int *o, int n) {
  int k = global_id();
  if (k >= n) return;
  float x = a[k], y = b[k];
  o[k] = (x < y) | (x <= y) << 1 | (x == y) << 2 | (x != y) << 3 | (x > y) << 4 | (x >= y) << 5 |
         (x != x) << 6 | __builtin_isinf(y) << 7;
}
