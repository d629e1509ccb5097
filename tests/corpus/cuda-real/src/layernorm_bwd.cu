// LayerNorm backward: dinp per row (warp per row), dweight/dbias accumulated in shared memory
// per block, then flushed with global atomics.
#include "common.cuh"

__global__ void layernorm_backward_kernel(float* __restrict__ dinp, float* __restrict__ dweight,
                                          float* __restrict__ dbias, const float* __restrict__ dout,
                                          const float* __restrict__ inp,
                                          const float* __restrict__ weight,
                                          const float* __restrict__ mean,
                                          const float* __restrict__ rstd, int B, int T, int C) {
  extern __shared__ float shared[];  // 2 * C floats
  const int warps_per_block = blockDim.x / WARP_SIZE;
  const int warp_id = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
  const int idx = blockIdx.x * warps_per_block + warp_id;
  const int N = B * T;
  float* dbias_s = shared;
  float* dweight_s = shared + C;
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    dbias_s[i] = 0.0f;
    dweight_s[i] = 0.0f;
  }
  __syncthreads();
  if (idx < N) {
    const float* dout_bt = dout + (size_t)idx * C;
    const float* inp_bt = inp + (size_t)idx * C;
    float* dinp_bt = dinp + (size_t)idx * C;
    const float mean_bt = mean[idx];
    const float rstd_bt = rstd[idx];
    float dnorm_mean = 0.0f, dnorm_norm_mean = 0.0f;
    for (int i = lane; i < C; i += WARP_SIZE) {
      float norm_bti = (inp_bt[i] - mean_bt) * rstd_bt;
      float dnorm_i = weight[i] * dout_bt[i];
      dnorm_mean += dnorm_i;
      dnorm_norm_mean += dnorm_i * norm_bti;
    }
    dnorm_mean = warp_sum(dnorm_mean) / C;
    dnorm_norm_mean = warp_sum(dnorm_norm_mean) / C;
    for (int i = lane; i < C; i += WARP_SIZE) {
      float norm_bti = (inp_bt[i] - mean_bt) * rstd_bt;
      float dnorm_i = weight[i] * dout_bt[i];
      atomicAdd(&dbias_s[i], dout_bt[i]);
      atomicAdd(&dweight_s[i], norm_bti * dout_bt[i]);
      float dval = dnorm_i - dnorm_mean - norm_bti * dnorm_norm_mean;
      dinp_bt[i] += dval * rstd_bt;
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < C; i += blockDim.x) {
    atomicAdd(&dbias[i], dbias_s[i]);
    atomicAdd(&dweight[i], dweight_s[i]);
  }
}

// Column reduction of dweight/dbias from per-block partials (the second stage used when the
// atomics above are too contended): each thread owns 4 columns, float4 all the way.
__global__ void layernorm_backward_reduce(float* __restrict__ dweight, float* __restrict__ dbias,
                                          const float* __restrict__ partial, int blocks, int C) {
  const int c = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (c + 3 >= C + 3 || c >= C) return;
  float4 w = make_float4(0.f, 0.f, 0.f, 0.f), b = w;
  for (int k = 0; k < blocks; ++k) {
    float4 pw = ld_f4(partial + (size_t)(2 * k) * C + c);
    float4 pb = ld_f4(partial + (size_t)(2 * k + 1) * C + c);
    w.x += pw.x; w.y += pw.y; w.z += pw.z; w.w += pw.w;
    b.x += pb.x; b.y += pb.y; b.z += pb.z; b.w += pb.w;
  }
  if (c + 3 < C) {
    float4 ow = ld_f4(dweight + c), ob = ld_f4(dbias + c);
    ow.x += w.x; ow.y += w.y; ow.z += w.z; ow.w += w.w;
    ob.x += b.x; ob.y += b.y; ob.z += b.z; ob.w += b.w;
    st_f4(dweight + c, ow);
    st_f4(dbias + c, ob);
  } else {
    const float wv[4] = {w.x, w.y, w.z, w.w}, bv[4] = {b.x, b.y, b.z, b.w};
    for (int k = 0; k < 4 && c + k < C; ++k) {
      dweight[c + k] += wv[k];
      dbias[c + k] += bv[k];
    }
  }
}
