// SwiGLU / GeGLU gated activations, forward and backward, bf16 in 128-bit packs with the gate
// and up projections concatenated along the last dimension.
#include "common.cuh"

__device__ __forceinline__ float silu(float x) { return x / (1.f + __expf(-x)); }

__global__ void swiglu_fwd_bf16(__nv_bfloat16* __restrict__ out, const __nv_bfloat16* __restrict__ gate_up, int rows, int d) {
  const int row = blockIdx.y;
  const int c = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (row >= rows || c >= d) return;
  const __nv_bfloat16* g = gate_up + (size_t)row * 2 * d;
  if (c + 7 < d) {
    uint4 gr = *reinterpret_cast<const uint4*>(g + c), ur = *reinterpret_cast<const uint4*>(g + d + c);
    const __nv_bfloat162* g2 = reinterpret_cast<const __nv_bfloat162*>(&gr);
    const __nv_bfloat162* u2 = reinterpret_cast<const __nv_bfloat162*>(&ur);
    uint4 o;
    __nv_bfloat162* o2 = reinterpret_cast<__nv_bfloat162*>(&o);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      const float2 gf = __bfloat1622float2(g2[k]), uf = __bfloat1622float2(u2[k]);
      o2[k] = __floats2bfloat162_rn(silu(gf.x) * uf.x, silu(gf.y) * uf.y);
    }
    *reinterpret_cast<uint4*>(out + (size_t)row * d + c) = o;
  } else {
    for (int k = c; k < d; ++k)
      out[(size_t)row * d + k] = __float2bfloat16(silu(__bfloat162float(g[k])) * __bfloat162float(g[d + k]));
  }
}

__global__ void swiglu_bwd_f32(float* __restrict__ dgate_up, const float* __restrict__ dout, const float* __restrict__ gate_up,
                               int rows, int d) {
  const size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (size_t)rows * d) return;
  const size_t row = i / d, c = i % d;
  const float g = gate_up[row * 2 * d + c], u = gate_up[row * 2 * d + d + c];
  const float sg = 1.f / (1.f + __expf(-g));
  const float dy = dout[i];
  dgate_up[row * 2 * d + c] = dy * u * sg * (1.f + g * (1.f - sg));
  dgate_up[row * 2 * d + d + c] = dy * g * sg;
}

__global__ void geglu_fwd_half(half* __restrict__ out, const half* __restrict__ x, int rows, int d) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rows * d) return;
  const int r = i / d, c = i % d;
  const float a = __half2float(x[(size_t)r * 2 * d + c]), b = __half2float(x[(size_t)r * 2 * d + d + c]);
  out[i] = __float2half(0.5f * a * (1.f + tanhf(0.7978845608f * (a + 0.044715f * a * a * a))) * b);
}
