// Cooperative-groups reductions: cg::reduce over tiles of 32, 16 and 4 lanes, coalesced groups
// for divergent reductions, labeled_partition-free segmented sums, and a grid-stride
// block reduction with cg::reduce + atomics.
#include "common.cuh"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

__global__ void sum_max_min(float* __restrict__ out3, const float* __restrict__ x, int n) {
  __shared__ float part[3][32];
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  float s = 0.f, mx = -INFINITY, mn = INFINITY;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float v = x[i];
    s += v;
    mx = fmaxf(mx, v);
    mn = fminf(mn, v);
  }
  s = cg::reduce(warp, s, cg::plus<float>());
  mx = cg::reduce(warp, mx, cg::greater<float>());
  mn = cg::reduce(warp, mn, cg::less<float>());
  if (warp.thread_rank() == 0) {
    part[0][warp.meta_group_rank()] = s;
    part[1][warp.meta_group_rank()] = mx;
    part[2][warp.meta_group_rank()] = mn;
  }
  block.sync();
  if (warp.meta_group_rank() == 0) {
    const bool has = warp.thread_rank() < warp.meta_group_size();
    s = cg::reduce(warp, has ? part[0][warp.thread_rank()] : 0.f, cg::plus<float>());
    mx = cg::reduce(warp, has ? part[1][warp.thread_rank()] : -INFINITY, cg::greater<float>());
    mn = cg::reduce(warp, has ? part[2][warp.thread_rank()] : INFINITY, cg::less<float>());
    if (warp.thread_rank() == 0) {
      atomicAdd(out3, s);
      // float max/min through the int ordering of non-negative / negative floats
      atomicMax(reinterpret_cast<int*>(out3 + 1), __float_as_int(mx));
      atomicMin(reinterpret_cast<int*>(out3 + 2), __float_as_int(mn));
    }
  }
}

// Sixteen-lane groups: each half-warp reduces one short row (rows of <= 16 * k elements).
__global__ void half_warp_row_sums(int* __restrict__ out, const int* __restrict__ m, int rows, int cols) {
  auto g = cg::tiled_partition<16>(cg::this_thread_block());
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  if (row >= rows) return;
  int acc = 0;
  for (int c = g.thread_rank(); c < cols; c += 16) acc += m[(size_t)row * cols + c];
  acc = cg::reduce(g, acc, cg::plus<int>());
  if (g.thread_rank() == 0) out[row] = acc;
}

// Quad groups combine the 4 partial results a thread quad owns (an mma-fragment epilogue).
__global__ void quad_bitwise(unsigned* __restrict__ out, const unsigned* __restrict__ in, int n) {
  auto q = cg::tiled_partition<4>(cg::this_thread_block());
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned v = i < n ? in[i] : 0u;
  const unsigned a = cg::reduce(q, v, cg::bit_and<unsigned>());
  const unsigned o = cg::reduce(q, v, cg::bit_or<unsigned>());
  const unsigned x = cg::reduce(q, v, cg::bit_xor<unsigned>());
  if (i < n && q.thread_rank() == 0) {
    out[3 * (i / 4)] = a;
    out[3 * (i / 4) + 1] = o;
    out[3 * (i / 4) + 2] = x;
  }
}

// Divergent branch: only the lanes with a positive value take part (a coalesced group).
__global__ void positive_compaction(int* __restrict__ out, int* __restrict__ count, const int* __restrict__ in, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int v = in[i];
  if (v > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    int base = 0;
    if (active.thread_rank() == 0) base = atomicAdd(count, (int)active.size());
    base = active.shfl(base, 0);
    const int offset = cg::exclusive_scan(active, 1);
    out[base + offset] = v;
  }
}
