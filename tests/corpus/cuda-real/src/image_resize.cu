// Image preprocessing: bilinear resize of uchar4 RGBA with normalization to planar half
// (NCHW), clamped border handling, and a uint8 gaussian blur separable pass through shared
// memory.
#include "common.cuh"

__global__ void resize_normalize_rgba(half* __restrict__ out, const uchar4* __restrict__ in, int in_w, int in_h, int out_w, int out_h,
                                      float3 mean, float3 inv_std) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= out_w || y >= out_h) return;
  const float sx = (x + 0.5f) * in_w / out_w - 0.5f, sy = (y + 0.5f) * in_h / out_h - 0.5f;
  const int x0 = max(__float2int_rd(sx), 0), y0 = max(__float2int_rd(sy), 0);
  const int x1 = min(x0 + 1, in_w - 1), y1 = min(y0 + 1, in_h - 1);
  const float fx = fminf(fmaxf(sx - x0, 0.f), 1.f), fy = fminf(fmaxf(sy - y0, 0.f), 1.f);
  const uchar4 p00 = in[y0 * in_w + x0], p01 = in[y0 * in_w + x1], p10 = in[y1 * in_w + x0], p11 = in[y1 * in_w + x1];
  auto lerp2 = [&](unsigned char a, unsigned char b, unsigned char c, unsigned char d) {
    const float top = a + (b - a) * fx, bot = c + (d - c) * fx;
    return (top + (bot - top) * fy) * (1.f / 255.f);
  };
  const size_t plane = (size_t)out_w * out_h, o = (size_t)y * out_w + x;
  out[o] = __float2half((lerp2(p00.x, p01.x, p10.x, p11.x) - mean.x) * inv_std.x);
  out[plane + o] = __float2half((lerp2(p00.y, p01.y, p10.y, p11.y) - mean.y) * inv_std.y);
  out[2 * plane + o] = __float2half((lerp2(p00.z, p01.z, p10.z, p11.z) - mean.z) * inv_std.z);
}

constexpr int BW = 128, KR = 4;
__constant__ float c_gauss[2 * KR + 1];

__global__ void blur_rows_u8(unsigned char* __restrict__ out, const unsigned char* __restrict__ in, int w, int h) {
  __shared__ unsigned char row[BW + 2 * KR];
  const int y = blockIdx.y, x = blockIdx.x * BW + threadIdx.x;
  if (y >= h) return;
  const unsigned char* src = in + (size_t)y * w;
  row[threadIdx.x + KR] = src[min(x, w - 1)];
  if (threadIdx.x < KR) {
    row[threadIdx.x] = src[max(blockIdx.x * BW + (int)threadIdx.x - KR, 0)];
    row[BW + KR + threadIdx.x] = src[min(blockIdx.x * BW + BW + (int)threadIdx.x, w - 1)];
  }
  __syncthreads();
  if (x >= w) return;
  float acc = 0.f;
#pragma unroll
  for (int k = 0; k <= 2 * KR; ++k) acc = fmaf(c_gauss[k], row[threadIdx.x + k], acc);
  out[(size_t)y * w + x] = (unsigned char)__float2uint_rn(fminf(acc, 255.f));
}
