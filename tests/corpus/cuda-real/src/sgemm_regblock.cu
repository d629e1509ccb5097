// SGEMM C = alpha*A*B + beta*C (row-major), 128x128 block tile, BK = 8, 256 threads, an 8x8
// register micro-tile per thread, A stored transposed in shared memory, double-buffered tiles.
#include "common.cuh"

template <int BM, int BN, int BK, int TM, int TN>
__global__ void __launch_bounds__((BM / TM) * (BN / TN)) sgemm_2d_blocktiling(
    int M, int N, int K, float alpha, const float* __restrict__ A, const float* __restrict__ B,
    float beta, float* __restrict__ C) {
  constexpr int THREADS = (BM / TM) * (BN / TN);
  __shared__ float As[2][BK][BM];
  __shared__ float Bs[2][BK][BN];
  const int tx = threadIdx.x % (BN / TN), ty = threadIdx.x / (BN / TN);
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  // Each thread loads 4 consecutive floats of A (a row of BK) and of B per stage.
  const int a_r = threadIdx.x / (BK / 4), a_c = (threadIdx.x % (BK / 4)) * 4;
  const int b_r = threadIdx.x / (BN / 4), b_c = (threadIdx.x % (BN / 4)) * 4;
  constexpr int A_STRIDE = THREADS / (BK / 4), B_STRIDE = THREADS / (BN / 4);

  float acc[TM][TN] = {};
  float ra[TM], rb[TN];

  auto load_tile = [&](int stage, int k0) {
#pragma unroll
    for (int o = 0; o < BM; o += A_STRIDE) {
      const int r = row0 + a_r + o, c = k0 + a_c;
      float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
      if (r < M && c + 3 < K) v = ld_f4(A + (size_t)r * K + c);
      As[stage][a_c + 0][a_r + o] = v.x;
      As[stage][a_c + 1][a_r + o] = v.y;
      As[stage][a_c + 2][a_r + o] = v.z;
      As[stage][a_c + 3][a_r + o] = v.w;
    }
#pragma unroll
    for (int o = 0; o < BK; o += B_STRIDE) {
      const int r = k0 + b_r + o, c = col0 + b_c;
      float4 v = make_float4(0.f, 0.f, 0.f, 0.f);
      if (r < K && c + 3 < N) v = ld_f4(B + (size_t)r * N + c);
      st_f4(&Bs[stage][b_r + o][b_c], v);
    }
  };

  load_tile(0, 0);
  __syncthreads();
  int stage = 0;
  for (int k0 = 0; k0 < K; k0 += BK) {
    if (k0 + BK < K) load_tile(stage ^ 1, k0 + BK);
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
#pragma unroll
      for (int i = 0; i < TM; i += 4) {
        float4 v = ld_f4(&As[stage][kk][ty * TM + i]);
        ra[i] = v.x; ra[i + 1] = v.y; ra[i + 2] = v.z; ra[i + 3] = v.w;
      }
#pragma unroll
      for (int j = 0; j < TN; j += 4) {
        float4 v = ld_f4(&Bs[stage][kk][tx * TN + j]);
        rb[j] = v.x; rb[j + 1] = v.y; rb[j + 2] = v.z; rb[j + 3] = v.w;
      }
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] = fmaf(ra[i], rb[j], acc[i][j]);
    }
    __syncthreads();
    stage ^= 1;
  }
#pragma unroll
  for (int i = 0; i < TM; ++i) {
    const int r = row0 + ty * TM + i;
    if (r >= M) continue;
#pragma unroll
    for (int j = 0; j < TN; j += 4) {
      const int c = col0 + tx * TN + j;
      if (c + 3 < N) {
        float4 old = ld_f4(C + (size_t)r * N + c);
        old.x = alpha * acc[i][j] + beta * old.x;
        old.y = alpha * acc[i][j + 1] + beta * old.y;
        old.z = alpha * acc[i][j + 2] + beta * old.z;
        old.w = alpha * acc[i][j + 3] + beta * old.w;
        st_f4(C + (size_t)r * N + c, old);
      }
    }
  }
}

template __global__ void sgemm_2d_blocktiling<128, 128, 8, 8, 8>(int, int, int, float, const float*, const float*, float, float*);
