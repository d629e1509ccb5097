// Flash-attention forward with tensor cores (wmma, f16 in / f32 accumulate): one warp per 16
// query rows, K/V tiles of 16 keys in shared memory, S = Q K^T and O += P V through fragments
// staged in shared memory, online softmax per row in registers (lane pairs own rows).
#include "common.cuh"
#include <mma.h>
#include <float.h>
using namespace nvcuda;

constexpr int D = 64, TQ = 16, TK = 16, WARPS = 4;

__global__ void __launch_bounds__(WARPS * 32) flash_fwd_wmma(half* __restrict__ O, const half* __restrict__ Q,
                                                             const half* __restrict__ K, const half* __restrict__ V,
                                                             int N, float scale) {
  __shared__ __align__(32) half Ks[TK][D];
  __shared__ __align__(32) half Vs[TK][D];
  __shared__ __align__(32) float S[WARPS][TQ][TK];
  __shared__ __align__(32) half P[WARPS][TQ][TK];
  __shared__ __align__(32) float Os[WARPS][TQ][D];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const size_t bh = blockIdx.y;
  const int q0 = (blockIdx.x * WARPS + warp) * TQ;
  const half* Qb = Q + bh * N * D;
  const bool active = q0 + TQ <= N;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> qf[D / 16];
  if (active)
#pragma unroll
    for (int k = 0; k < D / 16; ++k) wmma::load_matrix_sync(qf[k], Qb + (size_t)q0 * D + k * 16, D);
  for (int e = lane; e < TQ * D; e += 32) Os[warp][e / D][e % D] = 0.f;
  // Lane pair (2r, 2r+1) owns row r: running max and sum.
  const int my_row = lane / 2;
  float m = -FLT_MAX, l = 0.f;
  for (int k0 = 0; k0 < N; k0 += TK) {
    __syncthreads();
    for (int e = threadIdx.x; e < TK * D / 8; e += blockDim.x) {
      const int r = e / (D / 8), c = (e % (D / 8)) * 8;
      const bool ok = k0 + r < N;
      *reinterpret_cast<uint4*>(&Ks[r][c]) = ok ? *reinterpret_cast<const uint4*>(K + (bh * N + k0 + r) * D + c) : make_uint4(0, 0, 0, 0);
      *reinterpret_cast<uint4*>(&Vs[r][c]) = ok ? *reinterpret_cast<const uint4*>(V + (bh * N + k0 + r) * D + c) : make_uint4(0, 0, 0, 0);
    }
    __syncthreads();
    if (!active) continue;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> s;
    wmma::fill_fragment(s, 0.f);
#pragma unroll
    for (int k = 0; k < D / 16; ++k) {
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> kf;
      wmma::load_matrix_sync(kf, &Ks[0][k * 16], D);
      wmma::mma_sync(s, qf[k], kf, s);
    }
    wmma::store_matrix_sync(&S[warp][0][0], s, TK, wmma::mem_row_major);
    __syncwarp();
    const int c0 = (lane % 2) * 8;
    float mx = -FLT_MAX;
#pragma unroll
    for (int c = 0; c < 8; ++c) mx = k0 + c0 + c < N ? fmaxf(mx, S[warp][my_row][c0 + c] * scale) : mx;
    mx = fmaxf(mx, __shfl_xor_sync(FULL_MASK, mx, 1));
    const float m_new = fmaxf(m, mx);
    const float alpha = __expf(m - m_new);
    float ps = 0.f;
#pragma unroll
    for (int c = 0; c < 8; ++c) {
      const float p = k0 + c0 + c < N ? __expf(S[warp][my_row][c0 + c] * scale - m_new) : 0.f;
      ps += p;
      P[warp][my_row][c0 + c] = __float2half(p);
    }
    ps += __shfl_xor_sync(FULL_MASK, ps, 1);
    l = l * alpha + ps;
    m = m_new;
    for (int c = (lane % 2) * (D / 2); c < (lane % 2 + 1) * (D / 2); ++c) Os[warp][my_row][c] *= alpha;
    __syncwarp();
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> pf;
    wmma::load_matrix_sync(pf, &P[warp][0][0], TK);
#pragma unroll
    for (int n = 0; n < D / 16; ++n) {
      wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> vf;
      wmma::fragment<wmma::accumulator, 16, 16, 16, float> of;
      wmma::load_matrix_sync(vf, &Vs[0][n * 16], D);
      wmma::load_matrix_sync(of, &Os[warp][0][n * 16], D, wmma::mem_row_major);
      wmma::mma_sync(of, pf, vf, of);
      wmma::store_matrix_sync(&Os[warp][0][n * 16], of, D, wmma::mem_row_major);
    }
    __syncwarp();
  }
  if (!active) return;
  const float inv = l > 0.f ? 1.f / l : 0.f;
  for (int c = (lane % 2) * (D / 2); c < (lane % 2 + 1) * (D / 2); c += 2)
    *reinterpret_cast<half2*>(O + (bh * N + q0 + my_row) * D + c) = __floats2half2_rn(Os[warp][my_row][c] * inv, Os[warp][my_row][c + 1] * inv);
}
