// Token sampling: temperature + top-p (nucleus) over a sorted probability row with a block-wide
// prefix sum, a Gumbel-max argmax sampler with a hashed uniform, and repetition penalties.
#include "common.cuh"
#include <float.h>

__device__ __forceinline__ float hash_uniform(unsigned long long seed, unsigned long long i) {
  unsigned long long z = seed + i * 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return ((z >> 40) + 0.5f) * (1.0f / 16777216.0f);
}

__global__ void apply_repetition_penalty(float* __restrict__ logits, const int* __restrict__ prev, int nprev, int V, float penalty) {
  const int row = blockIdx.x;
  for (int k = threadIdx.x; k < nprev; k += blockDim.x) {
    const int t = prev[row * nprev + k];
    if (t < 0 || t >= V) continue;
    float* l = logits + (size_t)row * V + t;
    *l = *l > 0.f ? *l / penalty : *l * penalty;
  }
}

__global__ void gumbel_max_sample(int* __restrict__ out, const float* __restrict__ logits, int V, float inv_temp, unsigned long long seed) {
  __shared__ float bv[32];
  __shared__ int bi[32];
  const int row = blockIdx.x;
  float best = -FLT_MAX;
  int idx = 0;
  for (int i = threadIdx.x; i < V; i += blockDim.x) {
    const float g = -__logf(-__logf(hash_uniform(seed, (unsigned long long)row * V + i)));
    const float s = logits[(size_t)row * V + i] * inv_temp + g;
    if (s > best) { best = s; idx = i; }
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    const float ov = __shfl_xor_sync(FULL_MASK, best, o);
    const int oi = __shfl_xor_sync(FULL_MASK, idx, o);
    if (ov > best || (ov == best && oi < idx)) { best = ov; idx = oi; }
  }
  if ((threadIdx.x & 31) == 0) { bv[threadIdx.x >> 5] = best; bi[threadIdx.x >> 5] = idx; }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < (int)(blockDim.x >> 5); ++w)
      if (bv[w] > best || (bv[w] == best && bi[w] < idx)) { best = bv[w]; idx = bi[w]; }
    out[row] = idx;
  }
}

// probs sorted descending with their ids; sample within the smallest prefix of mass >= top_p.
__global__ void top_p_sample(int* __restrict__ out, const float* __restrict__ sorted_probs, const int* __restrict__ sorted_ids,
                             int V, float top_p, unsigned long long seed) {
  __shared__ float totals[32];
  __shared__ float carry;
  __shared__ int chosen;
  const int row = blockIdx.x, lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const float* p = sorted_probs + (size_t)row * V;
  const float u = hash_uniform(seed, row) * top_p;
  if (threadIdx.x == 0) { carry = 0.f; chosen = sorted_ids[(size_t)row * V]; }
  __syncthreads();
  for (int base = 0; base < V; base += blockDim.x) {
    const int i = base + threadIdx.x;
    const float v = i < V ? p[i] : 0.f;
    float incl = v;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      const float t = __shfl_up_sync(FULL_MASK, incl, o);
      if (lane >= o) incl += t;
    }
    if (lane == 31) totals[warp] = incl;
    __syncthreads();
    float before = carry;
    for (int w = 0; w < warp; ++w) before += totals[w];
    const float c = before + incl;
    const bool crosses = i < V && c >= u && c - v < u;
    if (crosses) chosen = sorted_ids[(size_t)row * V + i];
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1) carry = c;
    __syncthreads();
    if (carry >= u) break;
  }
  if (threadIdx.x == 0) out[row] = chosen;
}
