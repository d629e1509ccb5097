// GELU (tanh approximation) forward and backward, fp32 with float4 and bf16 with 128-bit packs.
#include "common.cuh"

#define GELU_SCALING_FACTOR 0.7978845608028654f  // sqrt(2/pi)

__device__ __forceinline__ float gelu_f(float x) {
  const float cube = 0.044715f * x * x * x;
  return 0.5f * x * (1.0f + tanhf(GELU_SCALING_FACTOR * (x + cube)));
}

__device__ __forceinline__ float gelu_grad(float x) {
  const float cube = 0.044715f * x * x * x;
  const float tanh_arg = GELU_SCALING_FACTOR * (x + cube);
  const float tanh_out = tanhf(tanh_arg);
  const float coshf_out = coshf(tanh_arg);
  const float sech_out = 1.0f / (coshf_out * coshf_out);
  return 0.5f * (1.0f + tanh_out) + x * 0.5f * sech_out * GELU_SCALING_FACTOR * (1.0f + 3.0f * 0.044715f * x * x);
}

__global__ void gelu_forward_f4(float* __restrict__ out, const float* __restrict__ inp, int N) {
  const int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (i + 3 < N) {
    float4 v = ldg_f4(inp + i);
    st_f4(out + i, make_float4(gelu_f(v.x), gelu_f(v.y), gelu_f(v.z), gelu_f(v.w)));
  } else {
    for (int k = i; k < N; ++k) out[k] = gelu_f(inp[k]);
  }
}

__global__ void gelu_backward_inplace(float* __restrict__ d_in_out, const float* __restrict__ inp, int N) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < N; i += gridDim.x * blockDim.x)
    d_in_out[i] = gelu_grad(inp[i]) * d_in_out[i];
}

// bf16, 8 elements per thread through one 16-byte load/store.
__global__ void gelu_forward_bf16x8(__nv_bfloat16* __restrict__ out, const __nv_bfloat16* __restrict__ inp, size_t N) {
  const size_t i = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (i >= N) return;
  uint4 packed = __ldcs(reinterpret_cast<const uint4*>(inp + i));
  __nv_bfloat16* v = reinterpret_cast<__nv_bfloat16*>(&packed);
#pragma unroll
  for (int k = 0; k < 8; ++k) v[k] = __float2bfloat16(gelu_f(__bfloat162float(v[k])));
  *reinterpret_cast<uint4*>(out + i) = packed;
}

// Fast erf-based GELU on half2 (exact form), the inference flavour.
__global__ void gelu_erf_half2(half2* __restrict__ y, const half2* __restrict__ x, int n2) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n2) return;
  const float2 f = __half22float2(x[i]);
  const float a = 0.5f * f.x * (1.f + erff(f.x * 0.70710678f));
  const float b = 0.5f * f.y * (1.f + erff(f.y * 0.70710678f));
  y[i] = __floats2half2_rn(a, b);
}
