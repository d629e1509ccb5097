// Flash-attention-style forward (fp32): a block owns Br query rows, streams K/V tiles of Bc rows
// through shared memory and keeps the running max / sum / output in registers (online softmax).
#include "common.cuh"
#include <float.h>

constexpr int Br = 32, Bc = 16, D = 32;  // head dim 32: every q row and output row in registers

__global__ void __launch_bounds__(Br) flash_attention_forward(
    float* __restrict__ O, float* __restrict__ L, const float* __restrict__ Q,
    const float* __restrict__ K, const float* __restrict__ V, int N, float softmax_scale,
    bool causal) {
  __shared__ float Ks[Bc][D + 1];
  __shared__ float Vs[Bc][D];
  const int bh = blockIdx.y;
  const int q = blockIdx.x * Br + threadIdx.x;
  const float* Qb = Q + (size_t)bh * N * D;
  const float* Kb = K + (size_t)bh * N * D;
  const float* Vb = V + (size_t)bh * N * D;
  float qr[D], acc[D];
#pragma unroll
  for (int d = 0; d < D; ++d) {
    qr[d] = q < N ? Qb[(size_t)q * D + d] * softmax_scale : 0.f;
    acc[d] = 0.f;
  }
  float m = -FLT_MAX, l = 0.f;
  const int kv_end = causal ? min(N, (blockIdx.x + 1) * Br) : N;
  for (int k0 = 0; k0 < kv_end; k0 += Bc) {
    for (int e = threadIdx.x; e < Bc * D / 4; e += Br) {
      const int r = e / (D / 4), c = (e % (D / 4)) * 4;
      float4 kv = make_float4(0.f, 0.f, 0.f, 0.f), vv = kv;
      if (k0 + r < N) {
        kv = ld_f4(Kb + (size_t)(k0 + r) * D + c);
        vv = ld_f4(Vb + (size_t)(k0 + r) * D + c);
      }
      Ks[r][c] = kv.x; Ks[r][c + 1] = kv.y; Ks[r][c + 2] = kv.z; Ks[r][c + 3] = kv.w;
      st_f4(&Vs[r][c], vv);
    }
    __syncthreads();
    float s[Bc];
    float tile_max = -FLT_MAX;
#pragma unroll
    for (int j = 0; j < Bc; ++j) {
      float dot = 0.f;
#pragma unroll
      for (int d = 0; d < D; ++d) dot = fmaf(qr[d], Ks[j][d], dot);
      const bool masked = k0 + j >= N || (causal && k0 + j > q);
      s[j] = masked ? -FLT_MAX : dot;
      tile_max = fmaxf(tile_max, s[j]);
    }
    const float m_new = fmaxf(m, tile_max);
    const float alpha = __expf(m - m_new);
    float psum = 0.f;
#pragma unroll
    for (int j = 0; j < Bc; ++j) {
      s[j] = s[j] == -FLT_MAX ? 0.f : __expf(s[j] - m_new);
      psum += s[j];
    }
    l = l * alpha + psum;
#pragma unroll
    for (int d = 0; d < D; ++d) {
      float o = acc[d] * alpha;
#pragma unroll
      for (int j = 0; j < Bc; ++j) o = fmaf(s[j], Vs[j][d], o);
      acc[d] = o;
    }
    m = m_new;
    __syncthreads();
  }
  if (q < N) {
    const float inv = l > 0.f ? 1.f / l : 0.f;
    float* Ob = O + ((size_t)bh * N + q) * D;
#pragma unroll
    for (int d = 0; d < D; d += 4) st_f4(Ob + d, make_float4(acc[d] * inv, acc[d + 1] * inv, acc[d + 2] * inv, acc[d + 3] * inv));
    L[(size_t)bh * N + q] = m + __logf(l);
  }
}
