#include "cuda_min.h"
__global__ void stencil_2d_5pt(const float *u, float *v, int w, int h) {
  int x = blockIdx_x * blockDim_x + threadIdx_x;
  int y = blockIdx_y * blockDim_y + threadIdx_y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
  int c = y * w + x;
  v[c] = 0.25f * (u[c - 1] + u[c + 1] + u[c - w] + u[c + w]) - u[c];
}
