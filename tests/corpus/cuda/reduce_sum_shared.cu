#include "cuda_min.h"
__global__ void reduce_sum_shared(const float *in, float *out, int n) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx_x;
  int i = global_id();
  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim_x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx_x] = sdata[0];
}
