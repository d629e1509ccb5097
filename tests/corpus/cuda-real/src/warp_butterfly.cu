// __shfl_xor_sync butterflies: all-reduce of sum / max / argmax, a warp-level 32x32 transpose
// of registers through shuffles, and a width-8 segmented reduction.
#include "common.cuh"

struct ValIdx { float v; int i; };

__device__ __forceinline__ ValIdx warp_argmax(ValIdx x) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    const float ov = __shfl_xor_sync(FULL_MASK, x.v, o);
    const int oi = __shfl_xor_sync(FULL_MASK, x.i, o);
    if (ov > x.v || (ov == x.v && oi < x.i)) { x.v = ov; x.i = oi; }
  }
  return x;
}

__global__ void row_argmax(int* __restrict__ idx, float* __restrict__ val, const float* __restrict__ logits, int rows, int V) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (row >= rows) return;
  const float* x = logits + (size_t)row * V;
  ValIdx best{-INFINITY, 0x7fffffff};
  for (int i = lane; i < V; i += 32) {
    const float v = x[i];
    if (v > best.v) { best.v = v; best.i = i; }
  }
  best = warp_argmax(best);
  if (lane == 0) { idx[row] = best.i; val[row] = best.v; }
}

// Each lane holds one row of a 32x32 tile in registers; after the exchange it holds a column.
__global__ void warp_register_transpose(int* __restrict__ out, const int* __restrict__ in) {
  const int lane = threadIdx.x % 32;
  const int tile = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int* src = in + (size_t)tile * 1024;
  int r[32];
#pragma unroll
  for (int k = 0; k < 32; ++k) r[k] = src[lane * 32 + ((k + lane) & 31)];
#pragma unroll
  for (int k = 0; k < 32; ++k) r[k] = __shfl_sync(FULL_MASK, r[k], (lane - k) & 31);
  int* dst = out + (size_t)tile * 1024;
#pragma unroll
  for (int k = 0; k < 32; ++k) dst[lane * 32 + k] = r[(k - lane) & 31];
}

// Width-8 segments: __shfl_xor_sync with width 8 and __shfl_down_sync with width 8.
__global__ void segmented_sums8(float* __restrict__ out, const float* __restrict__ in, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  float all = v;
#pragma unroll
  for (int o = 4; o > 0; o >>= 1) all += __shfl_xor_sync(FULL_MASK, all, o, 8);
  float down = v;
#pragma unroll
  for (int o = 1; o < 8; o <<= 1) {
    const float t = __shfl_up_sync(FULL_MASK, down, o, 8);
    if ((threadIdx.x & 7) >= o) down += t;
  }
  if (i < n) out[i] = down / all;
}

// Vote/ballot style: count the lanes over a threshold and the first such lane.
__global__ void ballot_stats(int* __restrict__ counts, int* __restrict__ first, const float* __restrict__ x, float thr, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool hit = i < n && x[i] > thr;
  const unsigned m = __ballot_sync(FULL_MASK, hit);
  if ((threadIdx.x & 31) == 0) {
    const int w = i / 32;
    counts[w] = __popc(m);
    first[w] = m ? w * 32 + __ffs(m) - 1 : -1;
  }
  if (__all_sync(FULL_MASK, !hit) && (threadIdx.x & 31) == 1) counts[i / 32] = 0;
}
