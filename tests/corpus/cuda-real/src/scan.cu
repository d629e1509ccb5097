// Scans: a block-wide inclusive scan (warp shuffles, then the warp totals), an exclusive scan of
// 4 elements per thread (int4 loads), and a single-pass chained scan across blocks with
// decoupled look-back flags in global memory.
#include "common.cuh"

__device__ __forceinline__ int warp_inclusive(int v) {
  const int lane = threadIdx.x & 31;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const int t = __shfl_up_sync(FULL_MASK, v, o);
    if (lane >= o) v += t;
  }
  return v;
}

__device__ __forceinline__ int block_inclusive(int v, int* warp_totals, int* total) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_inclusive(v);
  if (lane == 31) warp_totals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int t = lane < (blockDim.x >> 5) ? warp_totals[lane] : 0;
    t = warp_inclusive(t);
    warp_totals[lane] = t;
  }
  __syncthreads();
  if (warp > 0) v += warp_totals[warp - 1];
  if (total) *total = warp_totals[(blockDim.x >> 5) - 1];
  return v;
}

__global__ void block_scan_inclusive(int* __restrict__ out, int* __restrict__ block_sums, const int* __restrict__ in, int n) {
  __shared__ int totals[32];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int total;
  const int v = block_inclusive(i < n ? in[i] : 0, totals, &total);
  if (i < n) out[i] = v;
  if (threadIdx.x == 0 && block_sums) block_sums[blockIdx.x] = total;
}

__global__ void scan_exclusive_x4(int4* __restrict__ out, const int4* __restrict__ in, int n4) {
  __shared__ int totals[32];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int4 v = i < n4 ? in[i] : make_int4(0, 0, 0, 0);
  const int local = v.x + v.y + v.z + v.w;
  int total;
  const int excl = block_inclusive(local, totals, &total) - local;
  int4 r;
  r.x = excl;
  r.y = r.x + v.x;
  r.z = r.y + v.y;
  r.w = r.z + v.z;
  if (i < n4) out[i] = r;
}

// Single-pass scan: each tile publishes (flag, value); flag 1 = aggregate, 2 = inclusive prefix.
__global__ void chained_scan(int* __restrict__ out, const int* __restrict__ in, unsigned long long* __restrict__ status,
                             int* __restrict__ tile_counter, int n) {
  __shared__ int totals[32];
  __shared__ int tile_id, exclusive;
  if (threadIdx.x == 0) tile_id = atomicAdd(tile_counter, 1);
  __syncthreads();
  const int tile = tile_id;
  const int i = tile * blockDim.x + threadIdx.x;
  int total;
  const int v = block_inclusive(i < n ? in[i] : 0, totals, &total);
  if (threadIdx.x == 0) {
    volatile unsigned long long* st = status;
    if (tile == 0) {
      st[0] = (2ull << 32) | (unsigned)total;
      exclusive = 0;
    } else {
      st[tile] = (1ull << 32) | (unsigned)total;
      int acc = 0;
      for (int p = tile - 1; p >= 0;) {
        const unsigned long long s = st[p];
        const unsigned flag = (unsigned)(s >> 32);
        if (flag == 0) continue;  // not yet published: spin
        acc += (int)(unsigned)s;
        if (flag == 2) break;
        --p;
      }
      __threadfence();
      st[tile] = (2ull << 32) | (unsigned)(acc + total);
      exclusive = acc;
    }
  }
  __syncthreads();
  if (i < n) out[i] = v + exclusive;
}
