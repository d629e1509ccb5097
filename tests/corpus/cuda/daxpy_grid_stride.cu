#include "cuda_min.h"
__global__ void daxpy_grid_stride(long n, double alpha, const double *x, double *y) {
  for (long i = global_id(); i < n; i += (long)blockDim_x * gridDim_x)
    y[i] = alpha * x[i] + y[i];
}
