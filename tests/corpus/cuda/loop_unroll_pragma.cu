#include "cuda_min.h"
__global__ void loop_unroll_pragma(const float *in, float *out, int n) {
  int k = global_id();
  float acc = 0.0f;
#pragma unroll 4
  for (int j = 0; j < n; ++j) acc = acc * 0.5f + in[j * 32 + (k & 31)];
  out[k] = acc;
}
