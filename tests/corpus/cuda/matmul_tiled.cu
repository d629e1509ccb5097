#include "cuda_min.h"
#define T 16
__global__ void matmul_tiled(const float *A, const float *B, float *C, int N) {
  __shared__ float As[T][T];
  __shared__ float Bs[T][T];
  int tx = threadIdx_x, ty = threadIdx_y;
  int row = blockIdx_y * T + ty, col = blockIdx_x * T + tx;
  float acc = 0.0f;
  for (int t = 0; t < N / T; ++t) {
    As[ty][tx] = A[row * N + t * T + tx];
    Bs[ty][tx] = B[(t * T + ty) * N + col];
    __syncthreads();
    for (int k = 0; k < T; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}
