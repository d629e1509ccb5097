#include "cuda_min.h"
__global__ void transpose_shared(const float *in, float *out, int w, int h) {
  __shared__ float tile[32][33];
  int x = blockIdx_x * 32 + threadIdx_x, y = blockIdx_y * 32 + threadIdx_y;
  if (x < w && y < h) tile[threadIdx_y][threadIdx_x] = in[y * w + x];
  __syncthreads();
  x = blockIdx_y * 32 + threadIdx_x; y = blockIdx_x * 32 + threadIdx_y;
  if (x < h && y < w) out[y * h + x] = tile[threadIdx_x][threadIdx_y];
}
