// Integer and bf16 tensor-core tiles through inline mma.sync as quantized-GEMM kernels write it:
// m16n8k32 s8*s8+s32 with the fragments loaded by ldmatrix from shared memory, and
// m16n8k16 bf16 with an f32 accumulator fed from registers; per-warp 16x32 outputs.
#include "common.cuh"

__device__ __forceinline__ uint32_t smem_addr(const void* p) { return static_cast<uint32_t>(__cvta_generic_to_shared(p)); }

__global__ void __launch_bounds__(128) imma_gemm_s8(int* __restrict__ C, const int8_t* __restrict__ A, const int8_t* __restrict__ B,
                                                    int M, int N, int K) {
  __shared__ __align__(16) int8_t As[4][16][32 + 16];
  __shared__ __align__(16) int8_t Bs[4][32][32 + 16];  // B^T tile: n-major, k contiguous
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int m0 = (blockIdx.y * 4 + warp) * 16, n0 = blockIdx.x * 32;
  int acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += 32) {
    for (int e = lane; e < 16 * 2; e += 32) {
      const int r = e / 2, c = (e % 2) * 16;
      int4 v = make_int4(0, 0, 0, 0);
      if (m0 + r < M && k0 + c + 15 < K) v = *reinterpret_cast<const int4*>(A + (size_t)(m0 + r) * K + k0 + c);
      *reinterpret_cast<int4*>(&As[warp][r][c]) = v;
    }
    for (int e = lane; e < 32 * 2; e += 32) {
      const int r = e / 2, c = (e % 2) * 16;
      int4 v = make_int4(0, 0, 0, 0);
      if (n0 + r < N && k0 + c + 15 < K) v = *reinterpret_cast<const int4*>(B + (size_t)(n0 + r) * K + k0 + c);
      *reinterpret_cast<int4*>(&Bs[warp][r][c]) = v;
    }
    __syncwarp();
    uint32_t a[4];
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3])
                 : "r"(smem_addr(&As[warp][lane % 16][(lane / 16) * 16])));
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      uint32_t b[2];
      asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];\n"
                   : "=r"(b[0]), "=r"(b[1])
                   : "r"(smem_addr(&Bs[warp][j * 8 + lane % 8][((lane / 8) % 2) * 16])));
      asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                   : "+r"(acc[j][0]), "+r"(acc[j][1]), "+r"(acc[j][2]), "+r"(acc[j][3])
                   : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    }
    __syncwarp();
  }
#pragma unroll
  for (int j = 0; j < 4; ++j)
#pragma unroll
    for (int h = 0; h < 2; ++h) {
      const int r = m0 + lane / 4 + h * 8, c = n0 + j * 8 + (lane % 4) * 2;
      if (r < M && c + 1 < N) *reinterpret_cast<int2*>(C + (size_t)r * N + c) = make_int2(acc[j][2 * h], acc[j][2 * h + 1]);
    }
}

__global__ void mma_bf16_regs(float* __restrict__ D, const __nv_bfloat162* __restrict__ Afrag, const __nv_bfloat162* __restrict__ Bfrag, int tiles) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (warp >= tiles) return;
  float d[4] = {0.f, 0.f, 0.f, 0.f};
  const __nv_bfloat162* a = Afrag + (size_t)warp * 128 + lane * 4;
  const __nv_bfloat162* b = Bfrag + (size_t)warp * 64 + lane * 2;
  uint32_t ar[4], br[2];
#pragma unroll
  for (int k = 0; k < 4; ++k) ar[k] = *reinterpret_cast<const uint32_t*>(a + k);
#pragma unroll
  for (int k = 0; k < 2; ++k) br[k] = *reinterpret_cast<const uint32_t*>(b + k);
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "r"(br[0]), "r"(br[1]));
  *reinterpret_cast<float4*>(D + (size_t)warp * 128 + lane * 4) = make_float4(d[0], d[1], d[2], d[3]);
}
