#include "cuda_min.h"
__constant__ float coeffs[8] = {1.0f, 2.0f, 0.5f, -1.0f, 3.0f, 0.25f, 8.0f, 1e-3f};
__device__ int counter_table[4] = {1, 2, 3, 4};
__device__ float *global_ptr = 0;
__global__ void poly(const float *x, float *y) {
  float v = x[gid()], acc = 0.0f;
  for (int k = 0; k < 8; k++) acc = acc * v + coeffs[k];
  y[gid()] = acc + counter_table[gid() & 3];
  counter_table[0] = (int)acc;
}
