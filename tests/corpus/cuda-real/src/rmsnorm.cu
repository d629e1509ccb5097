// RMSNorm forward and backward on half activations with half2 math, a block per row.
#include "common.cuh"

template <int VEC>
__global__ void __launch_bounds__(512) rmsnorm_fwd(half* __restrict__ y, float* __restrict__ inv_rms,
                                                  const half* __restrict__ x,
                                                  const half* __restrict__ gamma, int rows, int cols,
                                                  float eps) {
  __shared__ float red[32];
  const int row = blockIdx.x;
  if (row >= rows) return;
  const half2* xr = reinterpret_cast<const half2*>(x + (size_t)row * cols);
  const half2* g2 = reinterpret_cast<const half2*>(gamma);
  half2* yr = reinterpret_cast<half2*>(y + (size_t)row * cols);
  const int n2 = cols / 2;
  float acc = 0.f;
  for (int i = threadIdx.x; i < n2; i += blockDim.x) {
    float2 f = __half22float2(xr[i]);
    acc = fmaf(f.x, f.x, fmaf(f.y, f.y, acc));
  }
  acc = block_sum(acc, red);
  const float r = rsqrtf(acc / cols + eps);
  if (threadIdx.x == 0 && inv_rms) inv_rms[row] = r;
  const half2 r2 = __float2half2_rn(r);
  for (int i = threadIdx.x * VEC; i < n2; i += blockDim.x * VEC) {
#pragma unroll
    for (int k = 0; k < VEC; ++k)
      if (i + k < n2) yr[i + k] = __hmul2(__hmul2(xr[i + k], r2), g2[i + k]);
  }
}

__global__ void __launch_bounds__(512) rmsnorm_bwd(half* __restrict__ dx, float* __restrict__ dgamma,
                                                  const half* __restrict__ dy,
                                                  const half* __restrict__ x,
                                                  const half* __restrict__ gamma,
                                                  const float* __restrict__ inv_rms, int rows,
                                                  int cols) {
  __shared__ float red[32];
  const int row = blockIdx.x;
  if (row >= rows) return;
  const half* xr = x + (size_t)row * cols;
  const half* dyr = dy + (size_t)row * cols;
  const float r = inv_rms[row];
  float dot = 0.f;
  for (int i = threadIdx.x; i < cols; i += blockDim.x)
    dot += __half2float(dyr[i]) * __half2float(gamma[i]) * __half2float(xr[i]);
  dot = block_sum(dot, red);
  const float coef = dot * r * r * r / cols;
  for (int i = threadIdx.x; i < cols; i += blockDim.x) {
    const float xi = __half2float(xr[i]);
    const float gi = __half2float(gamma[i]);
    const float dyi = __half2float(dyr[i]);
    dx[(size_t)row * cols + i] = __float2half_rn(dyi * gi * r - xi * coef);
    atomicAdd(dgamma + i, dyi * xi * r);
  }
}

template __global__ void rmsnorm_fwd<1>(half*, float*, const half*, const half*, int, int, float);
template __global__ void rmsnorm_fwd<4>(half*, float*, const half*, const half*, int, int, float);
