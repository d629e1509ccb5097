// Top-k per row (k <= 32): each warp keeps a sorted candidate list in registers, one entry per
// lane, inserting through ballot + shuffles; then a bitonic sort of 1024 keys in shared memory.
#include "common.cuh"

template <int K>
__global__ void warp_topk(float* __restrict__ vals, int* __restrict__ idxs, const float* __restrict__ x, int rows, int cols) {
  static_assert(K <= 32, "one candidate per lane");
  const int lane = threadIdx.x & 31;
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  if (row >= rows) return;
  const float* xr = x + (size_t)row * cols;
  float best = -INFINITY;  // lane j holds the j-th largest (descending)
  int best_i = -1;
  for (int c0 = 0; c0 < cols; c0 += 32) {
    const float v = c0 + lane < cols ? xr[c0 + lane] : -INFINITY;
    unsigned cand = __ballot_sync(FULL_MASK, v > __shfl_sync(FULL_MASK, best, K - 1));
    while (cand) {
      const int src = __ffs(cand) - 1;
      cand &= cand - 1;
      const float nv = __shfl_sync(FULL_MASK, v, src);
      const unsigned ge = __ballot_sync(FULL_MASK, lane < K && best >= nv);
      const int pos = __popc(ge);  // insertion position
      if (pos >= K) continue;
      const float up = __shfl_up_sync(FULL_MASK, best, 1);
      const int up_i = __shfl_up_sync(FULL_MASK, best_i, 1);
      if (lane > pos) { best = up; best_i = up_i; }
      if (lane == pos) { best = nv; best_i = c0 + src; }
    }
  }
  if (lane < K) {
    vals[(size_t)row * K + lane] = best;
    idxs[(size_t)row * K + lane] = best_i;
  }
}

__global__ void bitonic_sort_1024(unsigned* __restrict__ keys, unsigned* __restrict__ payload, int n) {
  __shared__ unsigned sk[1024], sp[1024];
  const int base = blockIdx.x * 1024;
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) {
    sk[i] = base + i < n ? keys[base + i] : 0xffffffffu;
    sp[i] = base + i < n ? payload[base + i] : 0u;
  }
  __syncthreads();
  for (int size = 2; size <= 1024; size <<= 1) {
    for (int stride = size >> 1; stride > 0; stride >>= 1) {
      for (int i = threadIdx.x; i < 512; i += blockDim.x) {
        const int lo = 2 * i - (i & (stride - 1));
        const int hi = lo + stride;
        const bool asc = (lo & size) == 0;
        const unsigned a = sk[lo], b = sk[hi];
        if ((a > b) == asc) {
          sk[lo] = b; sk[hi] = a;
          const unsigned t = sp[lo]; sp[lo] = sp[hi]; sp[hi] = t;
        }
      }
      __syncthreads();
    }
  }
  for (int i = threadIdx.x; i < 1024; i += blockDim.x)
    if (base + i < n) { keys[base + i] = sk[i]; payload[base + i] = sp[i]; }
}

template __global__ void warp_topk<8>(float*, int*, const float*, int, int);
template __global__ void warp_topk<32>(float*, int*, const float*, int, int);
