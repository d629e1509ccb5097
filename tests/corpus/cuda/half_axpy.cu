#include "cuda_min.h"
__global__ void half_axpy(_Float16 a, const _Float16 *x, _Float16 *y, int n) {
  int i = global_id();
  if (i < n) y[i] = a * x[i] + y[i];
}
