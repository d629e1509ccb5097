// Fused classifier: softmax + cross-entropy loss + its gradient in one pass per row
// (block per row, online max/sum, vocab padded to Vp), probabilities never stored.
#include "common.cuh"
#include <float.h>

struct SoftmaxParams { float scale, offset; };

__device__ SoftmaxParams prepare_softmax(const float* __restrict__ x, int V, float* red) {
  float maxval = -FLT_MAX, sumval = 0.f;
  for (int i = threadIdx.x; i < V; i += blockDim.x) {
    const float v = x[i];
    const float old = maxval;
    maxval = fmaxf(maxval, v);
    sumval = sumval * expf(old - maxval) + expf(v - maxval);
  }
  // Block max, then the block sum rescaled to it.
  __shared__ float bmax;
  float m = warp_max(maxval);
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = m;
  __syncthreads();
  if (threadIdx.x < 32) {
    m = threadIdx.x < (blockDim.x >> 5) ? red[threadIdx.x] : -FLT_MAX;
    m = warp_max(m);
    if (threadIdx.x == 0) bmax = m;
  }
  __syncthreads();
  m = bmax;
  const float s = block_sum(sumval * expf(maxval - m), red);
  return {1.f / s, m};
}

__global__ void fused_classifier(float* __restrict__ logits_grad, float* __restrict__ losses,
                                 const float* __restrict__ logits, const int* __restrict__ targets,
                                 const float* __restrict__ dlosses, int B, int T, int V, int Vp) {
  __shared__ float red[32];
  const int idx = blockIdx.x;
  if (idx >= B * T) return;
  const int ix = targets[idx];
  const float* x = logits + (size_t)idx * Vp;
  const SoftmaxParams sp = prepare_softmax(x, V, red);
  if (threadIdx.x == 0) losses[idx] = sp.offset - logf(sp.scale) - x[ix];
  const float dloss = dlosses ? dlosses[idx] : 1.0f / (B * T);
  float* g = logits_grad + (size_t)idx * Vp;
  for (int i = threadIdx.x; i < V; i += blockDim.x) {
    const float prob = expf(x[i] - sp.offset) * sp.scale;
    g[i] = (prob - (i == ix ? 1.0f : 0.0f)) * dloss;
  }
  for (int i = V + threadIdx.x; i < Vp; i += blockDim.x) g[i] = 0.f;
}

// Label-smoothed loss only (inference of the metric), bf16 logits, warp per row.
__global__ void smoothed_nll_bf16(float* __restrict__ loss, const __nv_bfloat16* __restrict__ logits,
                                  const int* __restrict__ targets, int rows, int V, float smoothing) {
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  const __nv_bfloat16* x = logits + (size_t)row * V;
  float m = -FLT_MAX;
  for (int i = lane; i < V; i += 32) m = fmaxf(m, __bfloat162float(x[i]));
  m = warp_max(m);
  float s = 0.f, mean = 0.f;
  for (int i = lane; i < V; i += 32) {
    const float v = __bfloat162float(x[i]);
    s += __expf(v - m);
    mean += v;
  }
  s = warp_sum(s);
  mean = warp_sum(mean) / V;
  const float lse = m + __logf(s);
  const int t = targets[row];
  if (lane == 0 && t >= 0 && t < V)
    atomicAdd(loss, (1.f - smoothing) * (lse - __bfloat162float(x[t])) + smoothing * (lse - mean));
}
