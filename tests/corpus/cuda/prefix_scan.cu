#include "cuda_min.h"
__global__ void prefix_scan(const int *in, int *out, int n) {
  __shared__ int temp[512];
  int tid = threadIdx_x;
  int g = global_id();
  temp[tid] = g < n ? in[g] : 0;
  __syncthreads();
  for (int off = 1; off < 512; off <<= 1) {
    int t = tid >= off ? temp[tid - off] : 0;
    __syncthreads();
    temp[tid] += t;
    __syncthreads();
  }
  if (g < n) out[g] = temp[tid];
}
