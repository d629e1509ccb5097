// SGEMM with warp tiling: 128x128 block, 8 warps of 64x32 (2x2 sub-tiles of 32x16 per warp),
// each thread 8x8 results in four 4x4 fragments; vectorized global loads, padded shared A.
#include "common.cuh"

constexpr int BM = 128, BN = 128, BK = 16, WM = 64, WN = 32, TM = 4, TN = 4;
constexpr int WMITER = 2, WNITER = 2, NUM_THREADS = 256;

__global__ void __launch_bounds__(NUM_THREADS) sgemm_warptiling(int M, int N, int K,
                                                                const float* __restrict__ A,
                                                                const float* __restrict__ B,
                                                                float* __restrict__ C) {
  __shared__ float As[BK][BM + 4];
  __shared__ float Bs[BK][BN];
  const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
  const int warp_row = warp / (BN / WN), warp_col = warp % (BN / WN);
  constexpr int WSUBM = WM / WMITER, WSUBN = WN / WNITER;  // 32 x 16
  const int t_row = lane / (WSUBN / TN), t_col = lane % (WSUBN / TN);  // 8 x 4
  const float* Ablk = A + (size_t)blockIdx.y * BM * K;
  const float* Bblk = B + (size_t)blockIdx.x * BN;
  float acc[WMITER * TM][WNITER * TN] = {};
  float ra[WMITER * TM], rb[WNITER * TN];
  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int e = threadIdx.x; e < BM * BK / 4; e += NUM_THREADS) {
      const int r = e / (BK / 4), c = (e % (BK / 4)) * 4;
      const bool ok = blockIdx.y * BM + r < M && k0 + c + 3 < K;
      float4 v = ok ? ldg_f4(Ablk + (size_t)r * K + k0 + c) : make_float4(0.f, 0.f, 0.f, 0.f);
      As[c][r] = v.x; As[c + 1][r] = v.y; As[c + 2][r] = v.z; As[c + 3][r] = v.w;
    }
    for (int e = threadIdx.x; e < BK * BN / 4; e += NUM_THREADS) {
      const int r = e / (BN / 4), c = (e % (BN / 4)) * 4;
      const bool ok = k0 + r < K && blockIdx.x * BN + c + 3 < N;
      st_f4(&Bs[r][c], ok ? ldg_f4(Bblk + (size_t)(k0 + r) * N + c) : make_float4(0.f, 0.f, 0.f, 0.f));
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
      for (int wm = 0; wm < WMITER; ++wm)
#pragma unroll
        for (int i = 0; i < TM; ++i) ra[wm * TM + i] = As[kk][warp_row * WM + wm * WSUBM + t_row * TM + i];
#pragma unroll
      for (int wn = 0; wn < WNITER; ++wn)
#pragma unroll
        for (int j = 0; j < TN; ++j) rb[wn * TN + j] = Bs[kk][warp_col * WN + wn * WSUBN + t_col * TN + j];
#pragma unroll
      for (int i = 0; i < WMITER * TM; ++i)
#pragma unroll
        for (int j = 0; j < WNITER * TN; ++j) acc[i][j] += ra[i] * rb[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int wm = 0; wm < WMITER; ++wm)
#pragma unroll
    for (int wn = 0; wn < WNITER; ++wn)
#pragma unroll
      for (int i = 0; i < TM; ++i) {
        const int r = blockIdx.y * BM + warp_row * WM + wm * WSUBM + t_row * TM + i;
        const int c = blockIdx.x * BN + warp_col * WN + wn * WSUBN + t_col * TN;
        if (r < M && c + 3 < N)
          st_f4(C + (size_t)r * N + c, make_float4(acc[wm * TM + i][wn * TN], acc[wm * TM + i][wn * TN + 1],
                                                   acc[wm * TM + i][wn * TN + 2], acc[wm * TM + i][wn * TN + 3]));
      }
}
