#include "cuda_min.h"
__global__ void sigmoid_double(double *x, int n) {
  int k = global_id();
  if (k < n) x[k] = 1.0 / (1.0 + __builtin_exp(-x[k]));
}
