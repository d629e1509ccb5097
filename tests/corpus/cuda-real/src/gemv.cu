// GEMV / batched small GEMMs: y = A x with a warp per row and float4 loads, the transposed
// product with a block-column reduction in shared memory, and fp64 dot products.
#include "common.cuh"

__global__ void gemv_rowwarp_f4(float* __restrict__ y, const float* __restrict__ A, const float* __restrict__ x, int rows, int cols) {
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  const float* a = A + (size_t)row * cols;
  float acc = 0.f;
  int c = lane * 4;
  for (; c + 3 < cols; c += 128) {
    const float4 av = ldg_f4(a + c), xv = ldg_f4(x + c);
    acc = fmaf(av.x, xv.x, fmaf(av.y, xv.y, fmaf(av.z, xv.z, fmaf(av.w, xv.w, acc))));
  }
  for (int k = (cols & ~3) + lane; k < cols && c >= cols; k += 32) acc = fmaf(a[k], x[k], acc);
  acc = warp_sum(acc);
  if (lane == 0) y[row] = acc;
}

// y = A^T x: 32x8 threads, each column block reduced over 8 row-slices in shared memory.
__global__ void gemv_transposed(float* __restrict__ y, const float* __restrict__ A, const float* __restrict__ x, int rows, int cols) {
  __shared__ float part[8][33];
  const int col = blockIdx.x * 32 + threadIdx.x;
  float acc = 0.f;
  if (col < cols)
    for (int r = threadIdx.y; r < rows; r += 8) acc = fmaf(A[(size_t)r * cols + col], x[r], acc);
  part[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  if (threadIdx.y == 0 && col < cols) {
    float s = 0.f;
#pragma unroll
    for (int k = 0; k < 8; ++k) s += part[k][threadIdx.x];
    y[col] = s;
  }
}

// Batched 4x4 matrix products (one thread per matrix), a common small-linear-algebra pattern.
__global__ void batched_mat4(float* __restrict__ C, const float* __restrict__ A, const float* __restrict__ B, int batch) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= batch) return;
  float a[16], b[16];
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const float4 ra = ld_f4(A + (size_t)i * 16 + 4 * k), rb = ld_f4(B + (size_t)i * 16 + 4 * k);
    a[4 * k] = ra.x; a[4 * k + 1] = ra.y; a[4 * k + 2] = ra.z; a[4 * k + 3] = ra.w;
    b[4 * k] = rb.x; b[4 * k + 1] = rb.y; b[4 * k + 2] = rb.z; b[4 * k + 3] = rb.w;
  }
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    float4 o;
    o.x = a[4 * r] * b[0] + a[4 * r + 1] * b[4] + a[4 * r + 2] * b[8] + a[4 * r + 3] * b[12];
    o.y = a[4 * r] * b[1] + a[4 * r + 1] * b[5] + a[4 * r + 2] * b[9] + a[4 * r + 3] * b[13];
    o.z = a[4 * r] * b[2] + a[4 * r + 1] * b[6] + a[4 * r + 2] * b[10] + a[4 * r + 3] * b[14];
    o.w = a[4 * r] * b[3] + a[4 * r + 1] * b[7] + a[4 * r + 2] * b[11] + a[4 * r + 3] * b[15];
    st_f4(C + (size_t)i * 16 + 4 * r, o);
  }
}

__global__ void ddot_blocks(double* __restrict__ out, const double* __restrict__ x, const double* __restrict__ y, int n) {
  __shared__ double red[32];
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) acc = fma(x[i], y[i], acc);
  acc = block_sum(acc, red);
  if (threadIdx.x == 0) atomicAdd(out, acc);
}
