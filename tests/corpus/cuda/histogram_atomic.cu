#include "cuda_min.h"
__global__ void histogram_atomic(const unsigned char *data, unsigned *bins, int n) {
  __shared__ unsigned local[256];
  local[threadIdx_x] = 0;
  __syncthreads();
  for (int i = global_id(); i < n; i += blockDim_x * gridDim_x) atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  atomicAdd(&bins[threadIdx_x], local[threadIdx_x]);
}
