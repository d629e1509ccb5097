// int8 quantization: per-row absmax scaling with char4 packing, dequantize, and an int8 GEMV
// with __dp4a over 16-byte loads (the W8A8 decode path).
#include "common.cuh"

__global__ void quantize_rows_int8(char4* __restrict__ q, float* __restrict__ scales, const float* __restrict__ x, int rows, int cols) {
  __shared__ float red[32];
  const int row = blockIdx.x;
  if (row >= rows) return;
  const float* xr = x + (size_t)row * cols;
  float m = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) m = fmaxf(m, fabsf(xr[c]));
  m = warp_max(m);
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = m;
  __syncthreads();
  m = threadIdx.x < (blockDim.x >> 5) ? red[threadIdx.x] : 0.f;
  m = warp_max(m);
  const float scale = m > 0.f ? 127.f / m : 0.f;
  if (threadIdx.x == 0) scales[row] = m / 127.f;
  for (int c4 = threadIdx.x; c4 < cols / 4; c4 += blockDim.x) {
    const float4 v = ld_f4(xr + c4 * 4);
    char4 o;
    o.x = (signed char)__float2int_rn(fminf(fmaxf(v.x * scale, -127.f), 127.f));
    o.y = (signed char)__float2int_rn(fminf(fmaxf(v.y * scale, -127.f), 127.f));
    o.z = (signed char)__float2int_rn(fminf(fmaxf(v.z * scale, -127.f), 127.f));
    o.w = (signed char)__float2int_rn(fminf(fmaxf(v.w * scale, -127.f), 127.f));
    q[(size_t)row * (cols / 4) + c4] = o;
  }
}

__global__ void gemv_int8_dp4a(float* __restrict__ y, const int8_t* __restrict__ W, const float* __restrict__ wscale,
                               const int8_t* __restrict__ x, float xscale, int rows, int cols) {
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  const int4* w16 = reinterpret_cast<const int4*>(W + (size_t)row * cols);
  const int4* x16 = reinterpret_cast<const int4*>(x);
  int acc = 0;
  for (int k = lane; k < cols / 16; k += 32) {
    const int4 a = w16[k], b = __ldg(x16 + k);
    acc = __dp4a(a.x, b.x, acc);
    acc = __dp4a(a.y, b.y, acc);
    acc = __dp4a(a.z, b.z, acc);
    acc = __dp4a(a.w, b.w, acc);
  }
  acc = warp_sum(acc);
  if (lane == 0) y[row] = (float)acc * wscale[row] * xscale;
}

__global__ void dequantize_u4(half* __restrict__ out, const uint32_t* __restrict__ packed, const half* __restrict__ scales,
                              const half* __restrict__ zeros, int n8, int group) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n8) return;
  const uint32_t p = packed[i];
  const int g = (i * 8) / group;
  const half s = scales[g], z = zeros[g];
  half2 r[4];
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const half lo = __int2half_rn((p >> (8 * k)) & 0xf), hi = __int2half_rn((p >> (8 * k + 4)) & 0xf);
    r[k] = __hmul2(__hsub2(__halves2half2(lo, hi), __half2half2(z)), __half2half2(s));
  }
  *reinterpret_cast<uint4*>(out + (size_t)i * 8) = *reinterpret_cast<uint4*>(r);
}
