// Fused residual add + LayerNorm for inference (half, 8 elements per thread per 16-byte pack,
// the row held in registers between the two passes, C <= 8 * 32 * COLS_PER_LANE per warp).
#include "common.cuh"

template <int PACKS>
__global__ void fused_residual_layernorm(half* __restrict__ out, half* __restrict__ residual_out, const half* __restrict__ x,
                                         const half* __restrict__ residual, const half* __restrict__ gamma,
                                         const half* __restrict__ beta, int rows, int C, float eps) {
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  float v[PACKS][8];
  float sum = 0.f;
#pragma unroll
  for (int p = 0; p < PACKS; ++p) {
    const int c = (p * 32 + lane) * 8;
    if (c < C) {
      const uint4 xr = *reinterpret_cast<const uint4*>(x + (size_t)row * C + c);
      const uint4 rr = *reinterpret_cast<const uint4*>(residual + (size_t)row * C + c);
      const half2* xh = reinterpret_cast<const half2*>(&xr);
      const half2* rh = reinterpret_cast<const half2*>(&rr);
      uint4 sr;
      half2* sh = reinterpret_cast<half2*>(&sr);
#pragma unroll
      for (int k = 0; k < 4; ++k) {
        sh[k] = __hadd2(xh[k], rh[k]);
        const float2 f = __half22float2(sh[k]);
        v[p][2 * k] = f.x;
        v[p][2 * k + 1] = f.y;
        sum += f.x + f.y;
      }
      *reinterpret_cast<uint4*>(residual_out + (size_t)row * C + c) = sr;
    } else {
#pragma unroll
      for (int k = 0; k < 8; ++k) v[p][k] = 0.f;
    }
  }
  const float mean = warp_sum(sum) / C;
  float var = 0.f;
#pragma unroll
  for (int p = 0; p < PACKS; ++p)
    if ((p * 32 + lane) * 8 < C)
#pragma unroll
      for (int k = 0; k < 8; ++k) var += (v[p][k] - mean) * (v[p][k] - mean);
  const float rstd = rsqrtf(warp_sum(var) / C + eps);
#pragma unroll
  for (int p = 0; p < PACKS; ++p) {
    const int c = (p * 32 + lane) * 8;
    if (c >= C) continue;
    const uint4 gr = *reinterpret_cast<const uint4*>(gamma + c), br = *reinterpret_cast<const uint4*>(beta + c);
    const half2* g = reinterpret_cast<const half2*>(&gr);
    const half2* b = reinterpret_cast<const half2*>(&br);
    uint4 o;
    half2* oh = reinterpret_cast<half2*>(&o);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const float2 gf = __half22float2(g[k]), bf = __half22float2(b[k]);
      oh[k] = __floats2half2_rn((v[p][2 * k] - mean) * rstd * gf.x + bf.x, (v[p][2 * k + 1] - mean) * rstd * gf.y + bf.y);
    }
    *reinterpret_cast<uint4*>(out + (size_t)row * C + c) = o;
  }
}

template __global__ void fused_residual_layernorm<1>(half*, half*, const half*, const half*, const half*, const half*, int, int, float);
template __global__ void fused_residual_layernorm<4>(half*, half*, const half*, const half*, const half*, const half*, int, int, float);
