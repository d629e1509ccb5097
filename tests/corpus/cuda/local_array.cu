#include "cuda_min.h"
__global__ void local_array(const int *idx, float *out, int n) {
  float buf[16];
  for (int j = 0; j < 16; ++j) buf[j] = j * 0.5f;
  int k = global_id();
  if (k < n) out[k] = buf[idx[k] & 15];
}
