#include "cuda_min.h"
__global__ void warp_reduce(const float *in, float *out) {
  float v = in[gid()];
  for (int o = 16; o > 0; o /= 2) v += __nvvm_shfl_sync_down_f32(0xffffffff, v, o, 0x1f);
  int b = __nvvm_vote_ballot_sync(0xffffffff, v > 0.0f);
  int x = __nvvm_shfl_sync_idx_i32(0xffffffff, b, 0, 0x1f);
  if ((tid() & 31) == 0) out[gid() / 32] = v + x;
}
