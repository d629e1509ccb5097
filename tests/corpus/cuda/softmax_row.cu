#include "cuda_min.h"
__global__ void softmax_row(const float *x, float *y, int cols) {
  const float *row = x + (long)blockIdx_x * cols;
  float *out = y + (long)blockIdx_x * cols;
  float m = -3.0e38f;
  for (int j = 0; j < cols; ++j) m = __builtin_fmaxf(m, row[j]);
  float sum = 0.0f;
  for (int j = 0; j < cols; ++j) sum += __builtin_expf(row[j] - m);
  for (int j = threadIdx_x; j < cols; j += blockDim_x) out[j] = __builtin_expf(row[j] - m) / sum;
}
