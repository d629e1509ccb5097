#include "cuda_min.h"
__global__ void warp_broadcast(int *data, int lane) {
  int i = global_id();
  data[i] = __shfl_idx_sync(0xffffffffu, data[i], lane);
}
