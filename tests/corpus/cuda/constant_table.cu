#include "cuda_min.h"
__constant__ float coeffs[8] = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f};
__device__ int counters[4] = {1, 2, 3, 4};
__global__ void constant_table(const float *in, float *out, int n) {
  int k = global_id();
  if (k >= n) return;
  float acc = 0.0f;
  for (int j = 0; j < 8; ++j) acc += coeffs[j] * in[(k + j) % n];
  out[k] = acc + counters[k & 3];
}
