#include "cuda_min.h"
__global__ void warp_allreduce_xor(float *data) {
  int i = global_id();
  float v = data[i];
  for (int m = 16; m >= 1; m /= 2) v += __nvvm_shfl_sync_bfly_f32(0xffffffffu, v, m, 0x1f);
  data[i] = v;
}
