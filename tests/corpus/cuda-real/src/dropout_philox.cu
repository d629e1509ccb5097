// Dropout with a counter-based Philox-4x32-10 generator written out (as frameworks inline it):
// four random numbers per thread, float4 in/out, the mask kept as bits for the backward.
#include "common.cuh"

struct uint4x { uint32_t x, y, z, w; };

__device__ __forceinline__ uint4x philox_round(uint4x ctr, uint32_t k0, uint32_t k1) {
  const uint32_t lo0 = 0xD2511F53u * ctr.x, hi0 = __umulhi(0xD2511F53u, ctr.x);
  const uint32_t lo1 = 0xCD9E8D57u * ctr.z, hi1 = __umulhi(0xCD9E8D57u, ctr.z);
  return {hi1 ^ ctr.y ^ k0, lo1, hi0 ^ ctr.w ^ k1, lo0};
}

__device__ __forceinline__ uint4x philox10(uint4x ctr, uint32_t k0, uint32_t k1) {
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    ctr = philox_round(ctr, k0, k1);
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return ctr;
}

__device__ __forceinline__ float u01(uint32_t v) { return (v >> 8) * (1.0f / 16777216.0f); }

__global__ void dropout_fwd(float* __restrict__ y, uint8_t* __restrict__ mask, const float* __restrict__ x, size_t n,
                            float p, unsigned long long seed, unsigned long long offset) {
  const size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  const size_t i = tid * 4;
  if (i >= n) return;
  const uint4x r = philox10({(uint32_t)(tid + offset), (uint32_t)((tid + offset) >> 32), 0u, 0u}, (uint32_t)seed, (uint32_t)(seed >> 32));
  const float scale = 1.f / (1.f - p);
  const bool k0 = u01(r.x) >= p, k1 = u01(r.y) >= p, k2 = u01(r.z) >= p, k3 = u01(r.w) >= p;
  if (i + 3 < n) {
    const float4 v = ldg_f4(x + i);
    st_f4(y + i, make_float4(k0 ? v.x * scale : 0.f, k1 ? v.y * scale : 0.f, k2 ? v.z * scale : 0.f, k3 ? v.w * scale : 0.f));
  } else {
    const bool keep[4] = {k0, k1, k2, k3};
    for (size_t k = i; k < n; ++k) y[k] = keep[k - i] ? x[k] * scale : 0.f;
  }
  mask[tid] = (uint8_t)(k0 | (k1 << 1) | (k2 << 2) | (k3 << 3));
}

__global__ void dropout_bwd(float* __restrict__ dx, const float* __restrict__ dy, const uint8_t* __restrict__ mask, size_t n, float p) {
  const size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  dx[i] = (mask[i / 4] >> (i % 4)) & 1 ? dy[i] / (1.f - p) : 0.f;
}
