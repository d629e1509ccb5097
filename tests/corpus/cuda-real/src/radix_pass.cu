// One pass of an LSD radix sort (4-bit digits): per-block digit histograms with shared atomics,
// then a stable scatter with per-warp ballots ranking keys inside the block.
#include "common.cuh"

constexpr int RADIX = 16, BLOCK = 256;

__global__ void __launch_bounds__(BLOCK) radix_histogram(unsigned* __restrict__ block_hist, const unsigned* __restrict__ keys, int n, int shift) {
  __shared__ unsigned h[RADIX];
  if (threadIdx.x < RADIX) h[threadIdx.x] = 0;
  __syncthreads();
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) atomicAdd(&h[(keys[i] >> shift) & (RADIX - 1)], 1u);
  __syncthreads();
  if (threadIdx.x < RADIX) block_hist[threadIdx.x * gridDim.x + blockIdx.x] = h[threadIdx.x];
}

// digit_offsets: exclusive scan of block_hist in digit-major order (computed by a scan kernel).
__global__ void __launch_bounds__(BLOCK) radix_scatter(unsigned* __restrict__ out_keys, unsigned* __restrict__ out_vals,
                                                       const unsigned* __restrict__ keys, const unsigned* __restrict__ vals,
                                                       const unsigned* __restrict__ digit_offsets, int n, int shift) {
  __shared__ unsigned warp_counts[BLOCK / 32][RADIX];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  const bool valid = i < n;
  const unsigned key = valid ? keys[i] : 0xffffffffu;
  const unsigned digit = (key >> shift) & (RADIX - 1);
  // Lanes with the same digit: match via 4 ballots.
  unsigned same = __ballot_sync(FULL_MASK, valid);
#pragma unroll
  for (int b = 0; b < 4; ++b) {
    const unsigned bit = __ballot_sync(FULL_MASK, (digit >> b) & 1);
    same &= (digit >> b) & 1 ? bit : ~bit;
  }
  const unsigned rank_in_warp = __popc(same & ((1u << lane) - 1));
  if (threadIdx.x < (BLOCK / 32) * RADIX) (&warp_counts[0][0])[threadIdx.x] = 0;
  __syncthreads();
  if (valid && rank_in_warp == 0) warp_counts[warp][digit] = __popc(same);
  __syncthreads();
  if (!valid) return;
  unsigned before = 0;
  for (int w = 0; w < warp; ++w) before += warp_counts[w][digit];
  const unsigned dst = digit_offsets[digit * gridDim.x + blockIdx.x] + before + rank_in_warp;
  out_keys[dst] = key;
  out_vals[dst] = vals[i];
}
