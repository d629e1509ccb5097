// Double-buffered streaming through cuda_pipeline.h's primitives (__pipeline_memcpy_async /
// commit / wait_prior): a 1-D convolution over long rows and a tiled row-sum that overlaps the
// next tile's copy with the current tile's arithmetic.
#include "common.cuh"
#include <cuda_pipeline.h>

constexpr int TILE = 256, RADIUS = 8;

__global__ void conv1d_pipelined(float* __restrict__ out, const float* __restrict__ in,
                                 const float* __restrict__ taps, int n) {
  __shared__ __align__(16) float buf[2][TILE + 2 * RADIUS];
  __shared__ float w[2 * RADIUS + 1];
  if (threadIdx.x < 2 * RADIUS + 1) w[threadIdx.x] = taps[threadIdx.x];
  const int tiles = CEIL_DIV(n, TILE);
  auto fetch = [&](int stage, int tile) {
    const int base = tile * TILE - RADIUS;
    for (int i = threadIdx.x; i < TILE + 2 * RADIUS; i += blockDim.x) {
      const int g = base + i;
      if (g >= 0 && g < n) __pipeline_memcpy_async(&buf[stage][i], &in[g], sizeof(float));
      else buf[stage][i] = 0.f;
    }
    __pipeline_commit();
  };
  int t = blockIdx.x;
  if (t < tiles) fetch(0, t);
  for (int stage = 0; t < tiles; t += gridDim.x, stage ^= 1) {
    const int next = t + gridDim.x;
    if (next < tiles) fetch(stage ^ 1, next);
    __pipeline_wait_prior(next < tiles ? 1 : 0);
    __syncthreads();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x) {
      float acc = 0.f;
#pragma unroll
      for (int k = 0; k <= 2 * RADIUS; ++k) acc = fmaf(w[k], buf[stage][i + k], acc);
      if (t * TILE + i < n) out[t * TILE + i] = acc;
    }
    __syncthreads();
  }
}

__global__ void row_sum_pipelined(float* __restrict__ sums, const float4* __restrict__ rows,
                                  int cols4, int nrows) {
  __shared__ __align__(16) float4 stage_buf[2][128];
  __shared__ float red[32];
  const int row = blockIdx.x;
  if (row >= nrows) return;
  const float4* src = rows + (size_t)row * cols4;
  float acc = 0.f;
  int s = 0;
  if (threadIdx.x < cols4) __pipeline_memcpy_async(&stage_buf[0][threadIdx.x], &src[threadIdx.x], sizeof(float4));
  __pipeline_commit();
  for (int c0 = 0; c0 < cols4; c0 += 128, s ^= 1) {
    const int nxt = c0 + 128 + threadIdx.x;
    if (threadIdx.x < 128 && nxt < cols4) __pipeline_memcpy_async(&stage_buf[s ^ 1][threadIdx.x], &src[nxt], sizeof(float4));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    if (threadIdx.x < 128 && c0 + threadIdx.x < cols4) {
      float4 v = stage_buf[s][threadIdx.x];
      acc += (v.x + v.y) + (v.z + v.w);
    }
    __syncthreads();
  }
  acc = block_sum(acc, red);
  if (threadIdx.x == 0) sums[row] = acc;
}
