// Histograms with shared-memory atomics: a per-warp privatized 256-bin histogram of bytes read
// as uchar4 / uint4, merged per block and flushed with global atomics; and a float-binned
// histogram with an edge check and atomicAdd on shared counters.
#include "common.cuh"

constexpr int BINS = 256;

__global__ void histogram256_privatized(unsigned int* __restrict__ hist, const uint8_t* __restrict__ data, size_t n) {
  constexpr int WARPS = 8;  // blockDim.x == 256
  __shared__ unsigned int sub[WARPS][BINS];
  const int warp = threadIdx.x / 32;
  for (int i = threadIdx.x; i < WARPS * BINS; i += blockDim.x) (&sub[0][0])[i] = 0;
  __syncthreads();
  const size_t n16 = n / 16;
  const uint4* d16 = reinterpret_cast<const uint4*>(data);
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n16; i += (size_t)gridDim.x * blockDim.x) {
    const uint4 v = d16[i];
    const unsigned w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      atomicAdd(&sub[warp][w[k] & 0xff], 1u);
      atomicAdd(&sub[warp][(w[k] >> 8) & 0xff], 1u);
      atomicAdd(&sub[warp][(w[k] >> 16) & 0xff], 1u);
      atomicAdd(&sub[warp][w[k] >> 24], 1u);
    }
  }
  // Tail bytes.
  for (size_t i = n16 * 16 + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x)
    atomicAdd(&sub[warp][data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned s = 0;
#pragma unroll
    for (int w = 0; w < WARPS; ++w) s += sub[w][b];
    if (s) atomicAdd(&hist[b], s);
  }
}

__global__ void histogram_float(int* __restrict__ hist, const float* __restrict__ x, int n, float lo, float hi, int nbins) {
  extern __shared__ int sh[];
  for (int i = threadIdx.x; i < nbins; i += blockDim.x) sh[i] = 0;
  __syncthreads();
  const float scale = nbins / (hi - lo);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float v = x[i];
    if (!(v >= lo && v < hi)) continue;  // NaN and out of range dropped
    int b = __float2int_rd((v - lo) * scale);
    b = min(max(b, 0), nbins - 1);
    atomicAdd(&sh[b], 1);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < nbins; i += blockDim.x) atomicAdd(&hist[i], sh[i]);
}

// Warp-aggregated atomics: lanes with the same key elect one leader with __match_any_sync.
__global__ void histogram_match_any(unsigned* __restrict__ hist, const int* __restrict__ keys, int n, int nbins) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned active = __ballot_sync(FULL_MASK, i < n);
  if (i >= n) return;
  const int k = min(max(keys[i], 0), nbins - 1);
  const unsigned peers = __match_any_sync(active, k);
  const int leader = __ffs(peers) - 1;
  if ((threadIdx.x & 31) == leader) atomicAdd(&hist[k], (unsigned)__popc(peers));
}
