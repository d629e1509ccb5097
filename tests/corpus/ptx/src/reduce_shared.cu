#include "cuda_min.h"
__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float buf[256];
  unsigned t = tid();
  unsigned i = gid();
  buf[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = ntid() / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) out[ctaid()] = buf[0];
}
