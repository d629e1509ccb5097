// AdamW: fp32 master weights with bf16 copies, the update fused with gradient scaling, global
// norm clipping and stochastic rounding of the bf16 params.
#include "common.cuh"

__device__ __forceinline__ float lerp(float start, float end, float weight) {
  return fmaf(weight, end, fmaf(-weight, start, start));
}

__device__ __forceinline__ unsigned int hash3(unsigned int a, unsigned int b, unsigned int seed) {
  unsigned int h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ seed;
  h ^= h >> 16; h *= 0x7feb352du; h ^= h >> 15; h *= 0x846ca68bu; h ^= h >> 16;
  return h;
}

__device__ __forceinline__ __nv_bfloat16 stochastic_round(float x, unsigned int rnd) {
  unsigned int bits = __float_as_uint(x);
  bits += rnd & 0xffffu;
  bits &= 0xffff0000u;
  return __float2bfloat16_rz(__uint_as_float(bits));
}

__global__ void adamw_kernel(__nv_bfloat16* __restrict__ params_bf16, float* __restrict__ master,
                             const __nv_bfloat16* __restrict__ grads, float* __restrict__ m_memory,
                             float* __restrict__ v_memory, size_t num_parameters, float lr,
                             float beta1, float beta2, float beta1_correction,
                             float beta2_correction, float eps, float weight_decay,
                             float grad_scale, unsigned int seed) {
  const size_t idx = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= num_parameters) return;
  const float grad = grad_scale * __bfloat162float(grads[idx]);
  float m = m_memory[idx];
  float v = v_memory[idx];
  m = lerp(grad, m, beta1);
  m_memory[idx] = m;
  v = lerp(grad * grad, v, beta2);
  v_memory[idx] = v;
  m /= beta1_correction;
  v /= beta2_correction;
  const float old = master[idx];
  const float param = old - (lr * (m / (sqrtf(v) + eps) + weight_decay * old));
  master[idx] = param;
  params_bf16[idx] = stochastic_round(param, hash3((unsigned)idx, (unsigned)(idx >> 32), seed));
}

// Global L2 norm of the gradients (first stage of clipping), float4 grid-stride + atomics.
__global__ void global_norm_squared(float* __restrict__ out, const float* __restrict__ g, size_t n) {
  __shared__ float red[32];
  float acc = 0.f;
  const size_t stride = (size_t)gridDim.x * blockDim.x * 4;
  for (size_t i = ((size_t)blockIdx.x * blockDim.x + threadIdx.x) * 4; i < n; i += stride) {
    if (i + 3 < n) {
      float4 v = ldg_f4(g + i);
      acc += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
    } else {
      for (size_t k = i; k < n; ++k) acc += g[k] * g[k];
    }
  }
  acc = block_sum(acc, red);
  if (threadIdx.x == 0) atomicAdd(out, acc);
}
