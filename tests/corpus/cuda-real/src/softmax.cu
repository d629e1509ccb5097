// Row softmax: online (single pass max+sum) forward with a block per row, and the backward.
#include "common.cuh"
#include <float.h>

struct MaxSum { float m, s; };

__device__ __forceinline__ MaxSum combine(MaxSum a, MaxSum b) {
  const float m = fmaxf(a.m, b.m);
  return {m, a.s * __expf(a.m - m) + b.s * __expf(b.m - m)};
}

__device__ __forceinline__ MaxSum warp_combine(MaxSum v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) {
    MaxSum w{__shfl_xor_sync(FULL_MASK, v.m, o), __shfl_xor_sync(FULL_MASK, v.s, o)};
    v = combine(v, w);
  }
  return v;
}

__global__ void softmax_forward_online(float* __restrict__ out, const float* __restrict__ inp,
                                       int N, int C, float scale) {
  __shared__ MaxSum red[32];
  const int row = blockIdx.x;
  if (row >= N) return;
  const float* x = inp + (size_t)row * C;
  MaxSum acc{-FLT_MAX, 0.f};
  for (int i = threadIdx.x; i < C; i += blockDim.x) acc = combine(acc, {x[i] * scale, 1.f});
  acc = warp_combine(acc);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) red[warp] = acc;
  __syncthreads();
  if (warp == 0) {
    acc = lane < (blockDim.x >> 5) ? red[lane] : MaxSum{-FLT_MAX, 0.f};
    acc = warp_combine(acc);
    if (lane == 0) red[0] = acc;
  }
  __syncthreads();
  const float m = red[0].m, inv = 1.f / red[0].s;
  float* y = out + (size_t)row * C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) y[i] = __expf(x[i] * scale - m) * inv;
}

// Causal-masked softmax over attention scores (B, NH, T, T), warp per row, float4 reads.
__global__ void softmax_causal_warp(float* __restrict__ att, const float* __restrict__ preatt,
                                    int BNH, int T, float inv_temperature) {
  const int lane = threadIdx.x & 31;
  const int idx = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  if (idx >= BNH * T) return;
  const int own = idx % T;
  const float* x = preatt + (size_t)idx * T;
  float maxv = -FLT_MAX, sumv = 0.f;
  for (int i = lane * 4; i <= own; i += 128) {
    float4 v = ld_f4(x + i);
    float e[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      if (i + k > own) e[k] = -FLT_MAX;
      float old = maxv;
      maxv = fmaxf(maxv, e[k]);
      sumv = sumv * expf(inv_temperature * (old - maxv)) + (i + k <= own ? expf(inv_temperature * (e[k] - maxv)) : 0.f);
    }
  }
  float gmax = warp_max(maxv);
  sumv *= expf(inv_temperature * (maxv - gmax));
  const float norm = 1.f / warp_sum(sumv);
  float* y = att + (size_t)idx * T;
  for (int i = lane; i < T; i += 32) y[i] = i <= own ? expf(inv_temperature * (x[i] - gmax)) * norm : 0.f;
}

__global__ void softmax_backward(float* __restrict__ dx, const float* __restrict__ dy,
                                 const float* __restrict__ y, int N, int C) {
  __shared__ float red[32];
  const int row = blockIdx.x;
  if (row >= N) return;
  const float* yr = y + (size_t)row * C;
  const float* dyr = dy + (size_t)row * C;
  float dot = 0.f;
  for (int i = threadIdx.x; i < C; i += blockDim.x) dot += yr[i] * dyr[i];
  dot = block_sum(dot, red);
  for (int i = threadIdx.x; i < C; i += blockDim.x) dx[(size_t)row * C + i] = yr[i] * (dyr[i] - dot);
}
