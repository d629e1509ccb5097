#include "cuda_min.h"
__global__ void dot_product(const float *a, const float *b, float *result, int n) {
  __shared__ float cache[256];
  float tmp = 0.0f;
  for (int i = global_id(); i < n; i += blockDim_x * gridDim_x) tmp += a[i] * b[i];
  cache[threadIdx_x] = tmp;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if ((int)threadIdx_x < s) cache[threadIdx_x] += cache[threadIdx_x + s];
    __syncthreads();
  }
  if (threadIdx_x == 0) atomicAdd(result, cache[0]);
}
