#include "cuda_min.h"
__global__ void matmul_naive(const float *A, const float *B, float *C, int N) {
  int row = blockIdx_y * blockDim_y + threadIdx_y;
  int col = blockIdx_x * blockDim_x + threadIdx_x;
  if (row >= N || col >= N) return;
  float acc = 0.0f;
  for (int k = 0; k < N; ++k) acc += A[row * N + k] * B[k * N + col];
  C[row * N + col] = acc;
}
