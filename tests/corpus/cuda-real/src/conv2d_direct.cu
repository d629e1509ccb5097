// Direct 3x3 convolution, NCHW, a 16x16 output tile per block with its halo staged in shared
// memory per input channel, weights in __constant__ memory; plus a depthwise 5x5 NHWC kernel.
#include "common.cuh"

constexpr int TW = 16, TH = 16, KS = 3, R = KS / 2, MAX_CIN = 64, MAX_COUT = 16;
__constant__ float c_weights[MAX_COUT * MAX_CIN * KS * KS];
__constant__ float c_bias[MAX_COUT];

__global__ void __launch_bounds__(TW * TH) conv3x3_nchw(float* __restrict__ out, const float* __restrict__ in,
                                                       int N, int Cin, int Cout, int H, int W) {
  __shared__ float tile[TH + 2 * R][TW + 2 * R];
  const int n = blockIdx.z / Cout, co = blockIdx.z % Cout;
  const int ox = blockIdx.x * TW + threadIdx.x, oy = blockIdx.y * TH + threadIdx.y;
  float acc = c_bias[co];
  for (int ci = 0; ci < Cin; ++ci) {
    const float* src = in + ((size_t)n * Cin + ci) * H * W;
    for (int t = threadIdx.y * TW + threadIdx.x; t < (TH + 2 * R) * (TW + 2 * R); t += TW * TH) {
      const int ty = t / (TW + 2 * R), tx = t % (TW + 2 * R);
      const int gy = blockIdx.y * TH + ty - R, gx = blockIdx.x * TW + tx - R;
      tile[ty][tx] = gy >= 0 && gy < H && gx >= 0 && gx < W ? src[(size_t)gy * W + gx] : 0.f;
    }
    __syncthreads();
    const float* w = c_weights + (co * Cin + ci) * KS * KS;
#pragma unroll
    for (int ky = 0; ky < KS; ++ky)
#pragma unroll
      for (int kx = 0; kx < KS; ++kx) acc = fmaf(w[ky * KS + kx], tile[threadIdx.y + ky][threadIdx.x + kx], acc);
    __syncthreads();
  }
  if (ox < W && oy < H) out[(((size_t)n * Cout + co) * H + oy) * W + ox] = fmaxf(acc, 0.f);
}

__global__ void depthwise5x5_nhwc(half* __restrict__ out, const half* __restrict__ in, const half* __restrict__ w,
                                  int N, int H, int W, int C) {
  const int c2 = (blockIdx.x * blockDim.x + threadIdx.x);  // channel pair
  const int x = blockIdx.y, ny = blockIdx.z;
  const int n = ny / H, y = ny % H;
  if (2 * c2 + 1 >= C) return;
  float2 acc = make_float2(0.f, 0.f);
#pragma unroll
  for (int ky = -2; ky <= 2; ++ky) {
    const int yy = y + ky;
    if (yy < 0 || yy >= H) continue;
#pragma unroll
    for (int kx = -2; kx <= 2; ++kx) {
      const int xx = x + kx;
      if (xx < 0 || xx >= W) continue;
      const float2 v = __half22float2(*reinterpret_cast<const half2*>(in + (((size_t)n * H + yy) * W + xx) * C + 2 * c2));
      const float2 k = __half22float2(*reinterpret_cast<const half2*>(w + ((ky + 2) * 5 + kx + 2) * C + 2 * c2));
      acc.x = fmaf(v.x, k.x, acc.x);
      acc.y = fmaf(v.y, k.y, acc.y);
    }
  }
  *reinterpret_cast<half2*>(out + (((size_t)n * H + y) * W + x) * C + 2 * c2) = __float22half2_rn(acc);
}
