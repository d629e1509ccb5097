// cuda_fp16.h math as inference kernels use it: half2 fused bias+activation, hexp/hlog/hrsqrt,
// comparisons and selects on half2, conversions with explicit rounding, __hfma2_relu.
#include "common.cuh"

__global__ void bias_silu_half2(half2* __restrict__ y, const half2* __restrict__ x, const half2* __restrict__ bias, int rows, int cols2) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= rows * cols2) return;
  const half2 v = __hadd2(x[i], bias[i % cols2]);
  const half2 one = __float2half2_rn(1.f);
  const half2 sig = h2rcp(__hadd2(one, h2exp(__hneg2(v))));
  y[i] = __hmul2(v, sig);
}

__global__ void half_special(half* __restrict__ out, const half* __restrict__ in, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const half v = in[i];
  half r;
  if (__hisnan(v)) r = v;
  else if (__hlt(v, __float2half(0.f))) r = hexp(v);
  else if (__hgt(v, __float2half(8.f))) r = hlog(v);
  else r = __hmul(hrsqrt(__hadd(v, __float2half(1e-3f))), hsqrt(v));
  out[i] = __hmax_nan(r, __float2half(-65504.f));
}

__global__ void hfma_relu_clamp(half2* __restrict__ y, const half2* __restrict__ a, const half2* __restrict__ b,
                                const half2* __restrict__ c, int n2, half2 lo, half2 hi) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  half2 r = __hfma2_relu(a[i], b[i], c[i]);
  r = __hmin2(__hmax2(r, lo), hi);
  const half2 mask = __hgt2(r, __float2half2_rn(0.5f));
  y[i] = __hmul2(r, __hadd2(mask, __float2half2_rn(1.f)));
}

__global__ void convert_rounding(half* __restrict__ h, short* __restrict__ s, unsigned* __restrict__ u, const float* __restrict__ f, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float v = f[i];
  const half a = __float2half_rd(v), b = __float2half_ru(v), c = __float2half_rz(v);
  h[3 * i] = a; h[3 * i + 1] = b; h[3 * i + 2] = c;
  s[i] = __half2short_rn(__hadd(a, b));
  u[i] = __half2uint_rz(__habs(c));
}

__global__ void half_dot_accum(float* __restrict__ out, const half* __restrict__ a, const half* __restrict__ b, int n) {
  const int i = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  float acc = 0.f;
  if (i + 7 < n) {
    const uint4 ra = *reinterpret_cast<const uint4*>(a + i), rb = *reinterpret_cast<const uint4*>(b + i);
    const half2* ha = reinterpret_cast<const half2*>(&ra);
    const half2* hb = reinterpret_cast<const half2*>(&rb);
    half2 s = __float2half2_rn(0.f);
#pragma unroll
    for (int k = 0; k < 4; ++k) s = __hfma2(ha[k], hb[k], s);
    acc = __low2float(s) + __high2float(s);
  }
  acc = warp_sum(acc);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, acc);
}
