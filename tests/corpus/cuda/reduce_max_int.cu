#include "cuda_min.h"
__global__ void reduce_max_int(const int *in, int *out, int n) {
  __shared__ int s[128];
  int tid = threadIdx_x;
  int m = -2147483647 - 1;
  for (int i = global_id(); i < n; i += blockDim_x * gridDim_x) m = in[i] > m ? in[i] : m;
  s[tid] = m;
  __syncthreads();
  for (int k = 64; k > 0; k /= 2) {
    if (tid < k && s[tid + k] > s[tid]) s[tid] = s[tid + k];
    __syncthreads();
  }
  if (tid == 0) atomicMax(out, s[0]);
}
