// HGEMM on tensor cores through nvcuda::wmma: f16 inputs, f32 accumulate, 64x64 block tile of
// 4 warps (each 32x32 = 2x2 fragments), shared-memory staging with padding, bounds-checked edges.
#include "common.cuh"
#include <mma.h>
using namespace nvcuda;

constexpr int WM = 16, WN = 16, WK = 16, BM = 64, BN = 64, BK = 32, PAD = 8;

__global__ void __launch_bounds__(128) hgemm_wmma_kernel(const half* __restrict__ A,
                                                         const half* __restrict__ B,
                                                         float* __restrict__ C, int M, int N,
                                                         int K, float alpha, float beta) {
  __shared__ __align__(32) half As[BM][BK + PAD];
  __shared__ __align__(32) half Bs[BK][BN + PAD];
  const int warp = threadIdx.x / WARP_SIZE;
  const int wr = warp / 2, wc = warp % 2;
  wmma::fragment<wmma::accumulator, WM, WN, WK, float> acc[2][2];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int e = threadIdx.x; e < BM * BK / 8; e += blockDim.x) {
      const int r = e / (BK / 8), c = (e % (BK / 8)) * 8;
      const int gr = blockIdx.y * BM + r, gc = k0 + c;
      uint4 v = make_uint4(0, 0, 0, 0);
      if (gr < M && gc + 7 < K) v = *reinterpret_cast<const uint4*>(A + (size_t)gr * K + gc);
      *reinterpret_cast<uint4*>(&As[r][c]) = v;
    }
    for (int e = threadIdx.x; e < BK * BN / 8; e += blockDim.x) {
      const int r = e / (BN / 8), c = (e % (BN / 8)) * 8;
      const int gr = k0 + r, gc = blockIdx.x * BN + c;
      uint4 v = make_uint4(0, 0, 0, 0);
      if (gr < K && gc + 7 < N) v = *reinterpret_cast<const uint4*>(B + (size_t)gr * N + gc);
      *reinterpret_cast<uint4*>(&Bs[r][c]) = v;
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; kk += WK) {
      wmma::fragment<wmma::matrix_a, WM, WN, WK, half, wmma::row_major> a[2];
      wmma::fragment<wmma::matrix_b, WM, WN, WK, half, wmma::row_major> b[2];
#pragma unroll
      for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], &As[wr * 32 + i * 16][kk], BK + PAD);
#pragma unroll
      for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], &Bs[kk][wc * 32 + j * 16], BN + PAD);
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) {
      const int r = blockIdx.y * BM + wr * 32 + i * 16, c = blockIdx.x * BN + wc * 32 + j * 16;
      if (r + 16 > M || c + 16 > N) continue;
      wmma::fragment<wmma::accumulator, WM, WN, WK, float> cf;
      wmma::load_matrix_sync(cf, C + (size_t)r * N + c, N, wmma::mem_row_major);
#pragma unroll
      for (int t = 0; t < cf.num_elements; ++t) cf.x[t] = alpha * acc[i][j].x[t] + beta * cf.x[t];
      wmma::store_matrix_sync(C + (size_t)r * N + c, cf, N, wmma::mem_row_major);
    }
}
