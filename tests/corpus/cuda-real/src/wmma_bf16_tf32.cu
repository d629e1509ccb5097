// Tensor-core GEMM tiles in the other wmma types: bf16 (m16n16k16, col-major B) and tf32
// (m16n16k8, with __float_to_tf32 rounding), one warp per 16x16 output tile, and a half
// accumulator variant with an in-register ReLU epilogue stored through shared memory.
#include "common.cuh"
#include <mma.h>
using namespace nvcuda;

__global__ void wmma_bf16_gemm(const __nv_bfloat16* __restrict__ A, const __nv_bfloat16* __restrict__ B,
                               float* __restrict__ C, int M, int N, int K) {
  const int warp_m = (blockIdx.x * blockDim.x + threadIdx.x) / WARP_SIZE;
  const int warp_n = blockIdx.y * blockDim.y + threadIdx.y;
  const int r = warp_m * 16, c = warp_n * 16;
  if (r >= M || c >= N) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.f);
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(a, A + (size_t)r * K + k, K);
    wmma::load_matrix_sync(b, B + (size_t)c * K + k, K);
    wmma::mma_sync(acc, a, b, acc);
  }
  wmma::store_matrix_sync(C + (size_t)r * N + c, acc, N, wmma::mem_row_major);
}

__global__ void wmma_tf32_gemm(const float* __restrict__ A, const float* __restrict__ B,
                               float* __restrict__ C, int M, int N, int K) {
  const int warp_m = (blockIdx.x * blockDim.x + threadIdx.x) / WARP_SIZE;
  const int warp_n = blockIdx.y * blockDim.y + threadIdx.y;
  const int r = warp_m * 16, c = warp_n * 16;
  if (r >= M || c >= N) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
  wmma::fill_fragment(acc, 0.f);
  for (int k = 0; k < K; k += 8) {
    wmma::load_matrix_sync(a, A + (size_t)r * K + k, K);
    wmma::load_matrix_sync(b, B + (size_t)k * N + c, N);
#pragma unroll
    for (int t = 0; t < a.num_elements; ++t) a.x[t] = wmma::__float_to_tf32(a.x[t]);
#pragma unroll
    for (int t = 0; t < b.num_elements; ++t) b.x[t] = wmma::__float_to_tf32(b.x[t]);
    wmma::mma_sync(acc, a, b, acc);
  }
  wmma::store_matrix_sync(C + (size_t)r * N + c, acc, N, wmma::mem_col_major);
}

__global__ void wmma_half_acc_relu(const half* __restrict__ A, const half* __restrict__ B,
                                   half* __restrict__ C, int M, int N, int K) {
  __shared__ __align__(32) half stage[4][16 * 16];
  const int w = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
  const int r = (blockIdx.x * 4 + w) * 16, c = blockIdx.y * 16;
  if (r >= M || c >= N) return;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
  wmma::fill_fragment(acc, __float2half(0.f));
  for (int k = 0; k < K; k += 16) {
    wmma::load_matrix_sync(a, A + (size_t)k * M + r, M);
    wmma::load_matrix_sync(b, B + (size_t)k * N + c, N);
    wmma::mma_sync(acc, a, b, acc);
  }
#pragma unroll
  for (int t = 0; t < acc.num_elements; ++t) acc.x[t] = __hmax(acc.x[t], __float2half(0.f));
  wmma::store_matrix_sync(stage[w], acc, 16, wmma::mem_row_major);
  __syncwarp();
  for (int e = lane; e < 16 * 16 / 8; e += WARP_SIZE) {
    const int rr = e / 2, cc = (e % 2) * 8;
    *reinterpret_cast<uint4*>(C + (size_t)(r + rr) * N + c + cc) = *reinterpret_cast<const uint4*>(&stage[w][rr * 16 + cc]);
  }
}
