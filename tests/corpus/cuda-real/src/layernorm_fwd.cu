// LayerNorm forward, one warp per row, float4 loads, mean/rstd saved for the backward pass.
#include "common.cuh"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void layernorm_forward_kernel(float* __restrict__ out, float* __restrict__ mean,
                                         float* __restrict__ rstd, const float* __restrict__ inp,
                                         const float* __restrict__ weight,
                                         const float* __restrict__ bias, int N, int C) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int idx = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (idx >= N) return;
  const float* x = inp + (size_t)idx * C;

  float sum = 0.0f;
  for (int i = warp.thread_rank() * 4; i + 3 < C; i += warp.size() * 4) {
    float4 v = ldg_f4(x + i);
    sum += (v.x + v.y) + (v.z + v.w);
  }
  for (int i = (C & ~3) + warp.thread_rank(); i < C; i += warp.size()) sum += x[i];
  sum = cg::reduce(warp, sum, cg::plus<float>());
  const float m = sum / C;

  float var = 0.0f;
  for (int i = warp.thread_rank(); i < C; i += warp.size()) {
    float d = __ldg(x + i) - m;
    var += d * d;
  }
  var = cg::reduce(warp, var, cg::plus<float>());
  const float s = rsqrtf(var / C + 1e-5f);
  if (warp.thread_rank() == 0) {
    if (mean != nullptr) mean[idx] = m;
    if (rstd != nullptr) rstd[idx] = s;
  }
  float* o = out + (size_t)idx * C;
  for (int c = warp.thread_rank(); c < C; c += warp.size()) {
    float n = s * (__ldg(x + c) - m);
    o[c] = n * weight[c] + bias[c];
  }
}

// The same with bf16 activations and a block per row (wide rows, C a multiple of 8).
__global__ void __launch_bounds__(256) layernorm_forward_bf16(
    __nv_bfloat16* __restrict__ out, const __nv_bfloat16* __restrict__ inp,
    const __nv_bfloat16* __restrict__ weight, const __nv_bfloat16* __restrict__ bias, int N, int C,
    float eps) {
  __shared__ float scratch[32];
  const int row = blockIdx.x;
  if (row >= N) return;
  const __nv_bfloat16* x = inp + (size_t)row * C;
  float s = 0.f, ss = 0.f;
  for (int i = threadIdx.x * 8; i < C; i += blockDim.x * 8) {
    uint4 raw = *reinterpret_cast<const uint4*>(x + i);
    const __nv_bfloat162* h = reinterpret_cast<const __nv_bfloat162*>(&raw);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      float2 f = __bfloat1622float2(h[k]);
      s += f.x + f.y;
      ss += f.x * f.x + f.y * f.y;
    }
  }
  s = block_sum(s, scratch);
  ss = block_sum(ss, scratch);
  const float mu = s / C;
  const float rs = rsqrtf(fmaxf(ss / C - mu * mu, 0.f) + eps);
  for (int i = threadIdx.x * 8; i < C; i += blockDim.x * 8) {
    uint4 raw = *reinterpret_cast<const uint4*>(x + i);
    uint4 wr = *reinterpret_cast<const uint4*>(weight + i);
    uint4 br = *reinterpret_cast<const uint4*>(bias + i);
    const __nv_bfloat162* h = reinterpret_cast<const __nv_bfloat162*>(&raw);
    const __nv_bfloat162* w = reinterpret_cast<const __nv_bfloat162*>(&wr);
    const __nv_bfloat162* b = reinterpret_cast<const __nv_bfloat162*>(&br);
    uint4 res;
    __nv_bfloat162* r = reinterpret_cast<__nv_bfloat162*>(&res);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      float2 f = __bfloat1622float2(h[k]);
      float2 wf = __bfloat1622float2(w[k]);
      float2 bf = __bfloat1622float2(b[k]);
      r[k] = __floats2bfloat162_rn((f.x - mu) * rs * wf.x + bf.x, (f.y - mu) * rs * wf.y + bf.y);
    }
    *reinterpret_cast<uint4*>(out + (size_t)row * C + i) = res;
  }
}
