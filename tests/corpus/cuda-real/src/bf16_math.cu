// cuda_bf16.h: bf16x2 arithmetic (__hfma2 on __nv_bfloat162), fused residual add + scale,
// conversions float2 <-> bfloat162 with rn / rz, bf16 atomics, and a bf16 row max.
#include "common.cuh"

__global__ void residual_scale_bf16x2(__nv_bfloat162* __restrict__ out, const __nv_bfloat162* __restrict__ x,
                                      const __nv_bfloat162* __restrict__ res, __nv_bfloat162 scale, int n2) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  out[i] = __hfma2(x[i], scale, res[i]);
}

__global__ void bf16_mixed(float2* __restrict__ f, __nv_bfloat162* __restrict__ b, const float2* __restrict__ in, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float2 v = in[i];
  const __nv_bfloat162 rn = __float22bfloat162_rn(v);
  const __nv_bfloat162 rz = __halves2bfloat162(__float2bfloat16_rz(v.x), __float2bfloat16_rz(v.y));
  b[2 * i] = rn;
  b[2 * i + 1] = __hmul2(rz, __hsub2(rn, rz));
  f[i] = __bfloat1622float2(__hmax2(rn, rz));
}

__global__ void bf16_grad_accum(__nv_bfloat16* __restrict__ grad, const __nv_bfloat16* __restrict__ g,
                                const int* __restrict__ index, int n, int dim) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n * dim) return;
  const int r = index[i / dim];
  if (r < 0) return;
  atomicAdd(grad + (size_t)r * dim + i % dim, g[i]);
}

__global__ void bf16_row_absmax(float* __restrict__ amax, const __nv_bfloat16* __restrict__ x, int rows, int cols) {
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  const __nv_bfloat162* r2 = reinterpret_cast<const __nv_bfloat162*>(x + (size_t)row * cols);
  __nv_bfloat162 m = __float2bfloat162_rn(0.f);
  for (int c = lane; c < cols / 2; c += 32) m = __hmax2(m, __habs2(r2[c]));
  float v = fmaxf(__low2float(m), __high2float(m));
  v = warp_max(v);
  if (lane == 0) amax[row] = v;
}
