// Reductions as libraries write them: a two-stage float4 grid-stride sum with a last-block
// finalization (threadfence + atomic ticket), a column-wise mean of a row-major matrix, and
// a Welford mean/variance merge across warps.
#include "common.cuh"

__device__ unsigned int g_ticket;

__global__ void sum_two_stage(float* __restrict__ partial, float* __restrict__ result, const float* __restrict__ x, size_t n) {
  __shared__ float red[32];
  __shared__ bool last;
  float acc = 0.f;
  const size_t n4 = n / 4;
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += (size_t)gridDim.x * blockDim.x) {
    const float4 v = ldg_f4(x + 4 * i);
    acc += (v.x + v.y) + (v.z + v.w);
  }
  if (blockIdx.x == 0)
    for (size_t i = n4 * 4 + threadIdx.x; i < n; i += blockDim.x) acc += x[i];
  acc = block_sum(acc, red);
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = acc;
    __threadfence();
    last = atomicInc(&g_ticket, gridDim.x) == gridDim.x - 1;
  }
  __syncthreads();
  if (last) {
    float s = 0.f;
    for (int b = threadIdx.x; b < gridDim.x; b += blockDim.x) s += __ldcg(partial + b);
    s = block_sum(s, red);
    if (threadIdx.x == 0) *result = s;
  }
}

__global__ void column_mean(float* __restrict__ mean, const float* __restrict__ X, int rows, int cols) {
  __shared__ float part[16][33];
  const int c = blockIdx.x * 32 + threadIdx.x;
  float acc = 0.f;
  for (int r = blockIdx.y * 16 + threadIdx.y; r < rows; r += gridDim.y * 16)
    if (c < cols) acc += X[(size_t)r * cols + c];
  part[threadIdx.y][threadIdx.x] = acc;
  __syncthreads();
  for (int s = 8; s > 0; s >>= 1) {
    if (threadIdx.y < s) part[threadIdx.y][threadIdx.x] += part[threadIdx.y + s][threadIdx.x];
    __syncthreads();
  }
  if (threadIdx.y == 0 && c < cols) atomicAdd(mean + c, part[0][threadIdx.x] / rows);
}

struct Welford { float mean, m2, n; };

__device__ __forceinline__ Welford welford_merge(Welford a, Welford b) {
  const float n = a.n + b.n;
  if (n == 0.f) return a;
  const float d = b.mean - a.mean;
  const float wb = b.n / n;
  return {a.mean + d * wb, a.m2 + b.m2 + d * d * a.n * wb, n};
}

__global__ void welford_rows(float* __restrict__ mean, float* __restrict__ var, const float* __restrict__ x, int rows, int cols) {
  const int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5), lane = threadIdx.x & 31;
  if (row >= rows) return;
  Welford w{0.f, 0.f, 0.f};
  for (int c = lane; c < cols; c += 32) {
    const float v = x[(size_t)row * cols + c];
    w.n += 1.f;
    const float d = v - w.mean;
    w.mean += d / w.n;
    w.m2 += d * (v - w.mean);
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    Welford other{__shfl_xor_sync(FULL_MASK, w.mean, o), __shfl_xor_sync(FULL_MASK, w.m2, o), __shfl_xor_sync(FULL_MASK, w.n, o)};
    w = welford_merge(w, other);
  }
  if (lane == 0) {
    mean[row] = w.mean;
    var[row] = w.n > 1.f ? w.m2 / (w.n - 1.f) : 0.f;
  }
}
