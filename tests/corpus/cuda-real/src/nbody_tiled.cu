// All-pairs N-body accelerations with shared-memory tiles of float4 bodies, rsqrtf softening and
// an unrolled inner loop; plus a leapfrog integration step.
#include "common.cuh"

constexpr int TILE = 128;

__device__ __forceinline__ float3 body_interaction(float4 bi, float4 bj, float3 ai, float soft2) {
  const float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  const float d2 = r.x * r.x + r.y * r.y + r.z * r.z + soft2;
  const float inv = rsqrtf(d2);
  const float s = bj.w * inv * inv * inv;
  ai.x = fmaf(r.x, s, ai.x);
  ai.y = fmaf(r.y, s, ai.y);
  ai.z = fmaf(r.z, s, ai.z);
  return ai;
}

__global__ void __launch_bounds__(TILE) nbody_accel(float4* __restrict__ accel, const float4* __restrict__ pos, int n, float soft2) {
  __shared__ float4 tile[TILE];
  const int i = blockIdx.x * TILE + threadIdx.x;
  const float4 me = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int t = 0; t < n; t += TILE) {
    const int j = t + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
#pragma unroll 16
    for (int k = 0; k < TILE; ++k) a = body_interaction(me, tile[k], a, soft2);
    __syncthreads();
  }
  if (i < n) accel[i] = make_float4(a.x, a.y, a.z, 0.f);
}

__global__ void leapfrog(float4* __restrict__ pos, float4* __restrict__ vel, const float4* __restrict__ accel, int n, float dt, float damping) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = vel[i], p = pos[i];
  const float4 a = accel[i];
  v.x = (v.x + a.x * dt) * damping;
  v.y = (v.y + a.y * dt) * damping;
  v.z = (v.z + a.z * dt) * damping;
  p.x += v.x * dt;
  p.y += v.y * dt;
  p.z += v.z * dt;
  pos[i] = p;
  vel[i] = v;
}
