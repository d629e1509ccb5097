#include "cuda_min.h"
__global__ void warp_reduce_shfl(const int *in, int *out) {
  int v = in[global_id()];
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  if ((threadIdx_x & 31) == 0) atomicAdd(out, v);
}
