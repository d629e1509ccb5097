// Matrix transposes through padded shared tiles (no bank conflicts): fp32 32x32 tiles with
// 8 rows per thread, a half2 version moving 64x64 half tiles, and a batched 3-D permute
// (B, T, NH, HS) -> (B, NH, T, HS) as attention kernels do it.
#include "common.cuh"

constexpr int TILE_DIM = 32, BLOCK_ROWS = 8;

__global__ void transpose_smem(float* __restrict__ odata, const float* __restrict__ idata, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < height && y + j < width) odata[(size_t)(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

// 64x64 halves per block, 32x8 threads, each thread moving half2 pairs.
__global__ void transpose_half2(half* __restrict__ out, const half* __restrict__ in, int rows, int cols) {
  __shared__ half tile[64][64 + 2];
  const int c0 = blockIdx.x * 64, r0 = blockIdx.y * 64;
  for (int r = threadIdx.y; r < 64; r += 8) {
    const int gr = r0 + r, gc = c0 + threadIdx.x * 2;
    half2 v = __float2half2_rn(0.f);
    if (gr < rows && gc + 1 < cols) v = *reinterpret_cast<const half2*>(in + (size_t)gr * cols + gc);
    tile[r][threadIdx.x * 2] = __low2half(v);
    tile[r][threadIdx.x * 2 + 1] = __high2half(v);
  }
  __syncthreads();
  for (int r = threadIdx.y; r < 64; r += 8) {
    const int gr = c0 + r, gc = r0 + threadIdx.x * 2;
    if (gr < cols && gc + 1 < rows)
      *reinterpret_cast<half2*>(out + (size_t)gr * rows + gc) = __halves2half2(tile[threadIdx.x * 2][r], tile[threadIdx.x * 2 + 1][r]);
  }
}

__global__ void permute_qkv(float* __restrict__ q, float* __restrict__ k, float* __restrict__ v,
                            const float* __restrict__ inp, int B, int T, int NH, int HS) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= B * NH * T * HS) return;
  const int b = idx / (NH * T * HS);
  int rest = idx % (NH * T * HS);
  const int nh = rest / (T * HS);
  rest = rest % (T * HS);
  const int t = rest / HS;
  const int hs = rest % HS;
  const int C = NH * HS;
  const size_t in_idx = (size_t)b * T * 3 * C + (size_t)t * 3 * C + nh * HS + hs;
  q[idx] = __ldcs(&inp[in_idx]);
  k[idx] = __ldcs(&inp[in_idx + C]);
  v[idx] = __ldcs(&inp[in_idx + 2 * C]);
}
