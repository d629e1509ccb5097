// Decode-time attention (one query per sequence) over a paged KV cache: split-K over blocks of
// the cache, half K/V with half2 dot products, per-split (max, sum, partial output) reduced by a
// second kernel.
#include "common.cuh"
#include <float.h>

constexpr int HEAD = 128, PAGE = 16, SPLIT_TOKENS = 256;

__global__ void __launch_bounds__(128) paged_decode_split(float* __restrict__ part_out, float* __restrict__ part_ml,
                                                          const half* __restrict__ q, const half* __restrict__ kcache,
                                                          const half* __restrict__ vcache, const int* __restrict__ block_table,
                                                          const int* __restrict__ seq_lens, int max_pages, int nheads, float scale) {
  __shared__ float logits[SPLIT_TOKENS];
  __shared__ float red[32];
  const int seq = blockIdx.z, head = blockIdx.y, split = blockIdx.x;
  const int len = seq_lens[seq];
  const int t0 = split * SPLIT_TOKENS, t1 = min(len, t0 + SPLIT_TOKENS);
  const size_t part = ((size_t)seq * nheads + head) * gridDim.x + split;
  if (t0 >= len) {
    if (threadIdx.x == 0) { part_ml[2 * part] = -FLT_MAX; part_ml[2 * part + 1] = 0.f; }
    return;
  }
  const half2* q2 = reinterpret_cast<const half2*>(q + ((size_t)seq * nheads + head) * HEAD);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const half2 qa = q2[lane], qb = q2[lane + 32];
  for (int t = t0 + warp; t < t1; t += 4) {
    const int page = block_table[seq * max_pages + t / PAGE];
    const half2* k2 = reinterpret_cast<const half2*>(kcache + (((size_t)page * PAGE + t % PAGE) * nheads + head) * HEAD);
    const float2 a = __half22float2(__hmul2(qa, k2[lane])), b = __half22float2(__hmul2(qb, k2[lane + 32]));
    const float s = warp_sum(a.x + a.y + b.x + b.y) * scale;
    if (lane == 0) logits[t - t0] = s;
  }
  __syncthreads();
  float m = -FLT_MAX;
  for (int t = threadIdx.x; t < t1 - t0; t += blockDim.x) m = fmaxf(m, logits[t]);
  m = warp_max(m);
  if (lane == 0) red[warp] = m;
  __syncthreads();
  m = fmaxf(fmaxf(red[0], red[1]), fmaxf(red[2], red[3]));
  __syncthreads();
  float l = 0.f;
  for (int t = threadIdx.x; t < t1 - t0; t += blockDim.x) {
    const float e = __expf(logits[t] - m);
    logits[t] = e;
    l += e;
  }
  l = block_sum(l, red);
  // Each thread owns one output dimension.
  const int d = threadIdx.x;
  float acc = 0.f;
  for (int t = t0; t < t1; ++t) {
    const int page = block_table[seq * max_pages + t / PAGE];
    acc = fmaf(logits[t - t0], __half2float(vcache[(((size_t)page * PAGE + t % PAGE) * nheads + head) * HEAD + d]), acc);
  }
  part_out[part * HEAD + d] = acc;
  if (threadIdx.x == 0) { part_ml[2 * part] = m; part_ml[2 * part + 1] = l; }
}

__global__ void decode_combine(half* __restrict__ out, const float* __restrict__ part_out, const float* __restrict__ part_ml, int splits) {
  const size_t sh = blockIdx.x;  // seq * nheads + head
  const int d = threadIdx.x;
  float m = -FLT_MAX;
  for (int s = 0; s < splits; ++s) m = fmaxf(m, part_ml[2 * (sh * splits + s)]);
  float l = 0.f, acc = 0.f;
  for (int s = 0; s < splits; ++s) {
    const float w = __expf(part_ml[2 * (sh * splits + s)] - m);
    l += w * part_ml[2 * (sh * splits + s) + 1];
    acc += w * part_out[(sh * splits + s) * HEAD + d];
  }
  out[sh * HEAD + d] = __float2half(l > 0.f ? acc / l : 0.f);
}
