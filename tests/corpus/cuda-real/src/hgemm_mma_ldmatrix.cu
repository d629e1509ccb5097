// HGEMM the way hand-tuned kernels do it: cp.async global->shared (16 bytes, zero-fill at the
// edges), a 2-stage pipeline, ldmatrix.x4 / .x2.trans fragments and mma.sync.m16n8k16 through
// inline PTX, f32 accumulators. Block 64x64x32, 4 warps of 32x32 (2x4 mma tiles each).
#include "common.cuh"

constexpr int BM = 64, BN = 64, BK = 32, STAGES = 2, APAD = 8, BPAD = 8;

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void cp_async16(void* smem, const void* gmem, bool pred) {
  const int bytes = pred ? 16 : 0;
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(smem_u32(smem)), "l"(gmem), "r"(bytes));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], const void* p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void ldmatrix_x2_trans(uint32_t (&r)[2], const void* p) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];\n"
               : "=r"(r[0]), "=r"(r[1]) : "r"(smem_u32(p)));
}
__device__ __forceinline__ void mma_16816(float (&d)[4], const uint32_t (&a)[4], const uint32_t (&b)[2]) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

__global__ void __launch_bounds__(128) hgemm_mma_pipelined(const half* __restrict__ A,
                                                           const half* __restrict__ B,
                                                           half* __restrict__ C, int M, int N, int K) {
  __shared__ __align__(128) half As[STAGES][BM][BK + APAD];
  __shared__ __align__(128) half Bs[STAGES][BK][BN + BPAD];
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int wm = (warp / 2) * 32, wn = (warp % 2) * 32;
  const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
  float acc[2][4][4] = {};

  auto issue = [&](int stage, int k0) {
#pragma unroll
    for (int i = 0; i < 2; ++i) {  // A: 64x32 halves = 256 chunks of 8
      const int e = tid + i * 128, r = e / 4, c = (e % 4) * 8;
      const bool ok = m0 + r < M && k0 + c + 8 <= K;
      cp_async16(&As[stage][r][c], A + (size_t)(ok ? m0 + r : 0) * K + (ok ? k0 + c : 0), ok);
    }
#pragma unroll
    for (int i = 0; i < 2; ++i) {  // B: 32x64
      const int e = tid + i * 128, r = e / 8, c = (e % 8) * 8;
      const bool ok = k0 + r < K && n0 + c + 8 <= N;
      cp_async16(&Bs[stage][r][c], B + (size_t)(ok ? k0 + r : 0) * N + (ok ? n0 + c : 0), ok);
    }
    cp_async_commit();
  };

  const int ktiles = CEIL_DIV(K, BK);
  issue(0, 0);
  for (int kt = 0; kt < ktiles; ++kt) {
    const int s = kt % STAGES;
    if (kt + 1 < ktiles) {
      issue((kt + 1) % STAGES, (kt + 1) * BK);
      cp_async_wait<1>();
    } else {
      cp_async_wait<0>();
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
      uint32_t af[2][4], bf[4][2];
#pragma unroll
      for (int i = 0; i < 2; ++i)
        ldmatrix_x4(af[i], &As[s][wm + i * 16 + (lane % 16)][kk + (lane / 16) * 8]);
#pragma unroll
      for (int j = 0; j < 4; ++j) ldmatrix_x2_trans(bf[j], &Bs[s][kk + (lane % 16)][wn + j * 8]);
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) mma_16816(acc[i][j], af[i], bf[j]);
    }
    __syncthreads();
  }
  const int gr = lane / 4, gc = (lane % 4) * 2;
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
#pragma unroll
      for (int h = 0; h < 2; ++h) {
        const int r = m0 + wm + i * 16 + gr + h * 8, c = n0 + wn + j * 8 + gc;
        if (r < M && c + 1 < N)
          *reinterpret_cast<half2*>(C + (size_t)r * N + c) = __floats2half2_rn(acc[i][j][2 * h], acc[i][j][2 * h + 1]);
      }
}
