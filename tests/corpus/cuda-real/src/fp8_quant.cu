// FP8 (e4m3 / e5m2) casts with per-tensor scaling through cuda_fp8.h, amax tracking with an
// atomicMax on the float bits, and the packed x2/x4 conversions.
#include "common.cuh"
#include <cuda_fp8.h>

__global__ void cast_to_e4m3(__nv_fp8_e4m3* __restrict__ out, unsigned* __restrict__ amax_bits, const float* __restrict__ in,
                             const float* __restrict__ scale, int n) {
  const int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  const float s = *scale;
  float m = 0.f;
  if (i + 3 < n) {
    const float4 v = ldg_f4(in + i);
    m = fmaxf(fmaxf(fabsf(v.x), fabsf(v.y)), fmaxf(fabsf(v.z), fabsf(v.w)));
    const __nv_fp8x4_e4m3 q(make_float4(v.x * s, v.y * s, v.z * s, v.w * s));
    *reinterpret_cast<__nv_fp8x4_e4m3*>(out + i) = q;
  } else {
    for (int k = i; k < n; ++k) {
      m = fmaxf(m, fabsf(in[k]));
      out[k] = __nv_fp8_e4m3(in[k] * s);
    }
  }
  m = warp_max(m);
  if ((threadIdx.x & 31) == 0) atomicMax(amax_bits, __float_as_uint(m));
}

__global__ void e5m2_roundtrip_half2(half2* __restrict__ out, __nv_fp8x2_e5m2* __restrict__ q, const half2* __restrict__ in, int n2) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  const __nv_fp8x2_e5m2 v(in[i]);
  q[i] = v;
  out[i] = static_cast<half2>(v);
}

__global__ void dequant_e4m3_bf16(__nv_bfloat16* __restrict__ out, const __nv_fp8_storage_t* __restrict__ in, float inv_scale, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const __half_raw h = __nv_cvt_fp8_to_halfraw(in[i], __NV_E4M3);
  out[i] = __float2bfloat16(__half2float(__half(h)) * inv_scale);
}
