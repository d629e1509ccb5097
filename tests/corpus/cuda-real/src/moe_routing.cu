// Mixture-of-experts routing: softmax over expert logits, top-2 selection per token (warp per
// token), expert counts with shared atomics, and the permutation scatter with a per-expert
// offset from an exclusive scan done by one warp.
#include "common.cuh"
#include <float.h>

constexpr int MAX_EXPERTS = 64;

__global__ void topk2_gating(int* __restrict__ expert_ids, float* __restrict__ weights, int* __restrict__ expert_counts,
                             const float* __restrict__ logits, int tokens, int E) {
  __shared__ int counts[MAX_EXPERTS];
  for (int e = threadIdx.x; e < E; e += blockDim.x) counts[e] = 0;
  __syncthreads();
  const int tok = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (tok < tokens) {
    const float* x = logits + (size_t)tok * E;
    float v0 = lane < E ? x[lane] : -FLT_MAX, v1 = lane + 32 < E ? x[lane + 32] : -FLT_MAX;
    const float m = warp_max(fmaxf(v0, v1));
    const float s = warp_sum((lane < E ? __expf(v0 - m) : 0.f) + (lane + 32 < E ? __expf(v1 - m) : 0.f));
    int best_i[2];
    float best_v[2];
#pragma unroll
    for (int k = 0; k < 2; ++k) {
      float bv = v0 >= v1 ? v0 : v1;
      int bi = v0 >= v1 ? lane : lane + 32;
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) {
        const float ov = __shfl_xor_sync(FULL_MASK, bv, o);
        const int oi = __shfl_xor_sync(FULL_MASK, bi, o);
        if (ov > bv || (ov == bv && oi < bi)) { bv = ov; bi = oi; }
      }
      best_i[k] = bi;
      best_v[k] = __expf(bv - m) / s;
      if (bi == lane) v0 = -FLT_MAX;
      if (bi == lane + 32) v1 = -FLT_MAX;
    }
    if (lane < 2) {
      const float norm = best_v[0] + best_v[1];
      expert_ids[tok * 2 + lane] = best_i[lane];
      weights[tok * 2 + lane] = best_v[lane] / norm;
      atomicAdd(&counts[best_i[lane]], 1);
    }
  }
  __syncthreads();
  for (int e = threadIdx.x; e < E; e += blockDim.x)
    if (counts[e]) atomicAdd(&expert_counts[e], counts[e]);
}

__global__ void permute_tokens(int* __restrict__ perm, int* __restrict__ cursor, const int* __restrict__ expert_ids,
                               const int* __restrict__ expert_counts, int assignments, int E) {
  __shared__ int offsets[MAX_EXPERTS];
  if (threadIdx.x < 32) {
    const int lane = threadIdx.x;
    int carry = 0;
    for (int base = 0; base < E; base += 32) {
      const int c = base + lane < E ? expert_counts[base + lane] : 0;
      int incl = c;
#pragma unroll
      for (int o = 1; o < 32; o <<= 1) {
        const int t = __shfl_up_sync(FULL_MASK, incl, o);
        if (lane >= o) incl += t;
      }
      if (base + lane < E) offsets[base + lane] = carry + incl - c;
      carry += __shfl_sync(FULL_MASK, incl, 31);
    }
  }
  __syncthreads();
  for (int a = blockIdx.x * blockDim.x + threadIdx.x; a < assignments; a += gridDim.x * blockDim.x) {
    const int e = expert_ids[a];
    if (e < 0 || e >= E) continue;
    perm[offsets[e] + atomicAdd(&cursor[e], 1)] = a;
  }
}
