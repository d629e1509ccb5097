// Sparse matrix-vector products: CSR vector kernel (a warp per row, __ldg on x), CSR scalar for
// short rows, and an ELL kernel with column-major storage and padding sentinels.
#include "common.cuh"

__global__ void spmv_csr_vector(float* __restrict__ y, const int* __restrict__ row_ptr, const int* __restrict__ col,
                                const float* __restrict__ val, const float* __restrict__ x, int rows, float alpha, float beta) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= rows) return;
  const int start = row_ptr[row], end = row_ptr[row + 1];
  float acc = 0.f;
  // Align the warp's first access to a 32-element boundary when the row is long.
  int j = start - (start & 31) + lane;
  if (end - start > 32) {
    if (j >= start && j < end) acc = val[j] * __ldg(x + col[j]);
    j += 32;
  } else {
    j = start + lane;
  }
  for (; j < end; j += 32) acc = fmaf(val[j], __ldg(x + col[j]), acc);
  acc = warp_sum(acc);
  if (lane == 0) y[row] = alpha * acc + (beta != 0.f ? beta * y[row] : 0.f);
}

__global__ void spmv_csr_scalar(double* __restrict__ y, const int* __restrict__ row_ptr, const int* __restrict__ col,
                                const double* __restrict__ val, const double* __restrict__ x, int rows) {
  for (int row = blockIdx.x * blockDim.x + threadIdx.x; row < rows; row += gridDim.x * blockDim.x) {
    double acc = 0.0;
    for (int j = row_ptr[row]; j < row_ptr[row + 1]; ++j) acc = fma(val[j], x[col[j]], acc);
    y[row] = acc;
  }
}

__global__ void spmv_ell(float* __restrict__ y, const int* __restrict__ cols, const float* __restrict__ vals,
                         const float* __restrict__ x, int rows, int width) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  float acc = 0.f;
#pragma unroll 4
  for (int k = 0; k < width; ++k) {
    const int c = cols[(size_t)k * rows + row];
    if (c < 0) break;  // padding
    acc = fmaf(vals[(size_t)k * rows + row], x[c], acc);
  }
  y[row] = acc;
}
