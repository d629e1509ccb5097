// Token + position embedding forward (float4, bounds-checked ids) and its backward with global
// atomics on the token table (half2 atomicAdd) and a deterministic per-position reduction.
#include "common.cuh"

__global__ void encoder_forward_f4(float* __restrict__ out, const int* __restrict__ tokens,
                                   const float* __restrict__ wte, const float* __restrict__ wpe,
                                   int B, int T, int C, int vocab) {
  const int C4 = C / 4;
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= B * T * C4) return;
  const int bt = idx / C4, c4 = idx % C4;
  const int t = bt % T;
  int tok = tokens[bt];
  tok = tok < 0 || tok >= vocab ? 0 : tok;
  const float4 a = ldg_f4(wte + (size_t)tok * C + c4 * 4);
  const float4 p = ldg_f4(wpe + (size_t)t * C + c4 * 4);
  st_f4(out + (size_t)bt * C + c4 * 4, make_float4(a.x + p.x, a.y + p.y, a.z + p.z, a.w + p.w));
}

__global__ void encoder_backward_wte_half(half* __restrict__ dwte, const half* __restrict__ dout,
                                          const int* __restrict__ tokens, int BT, int C, int vocab) {
  const int C2 = C / 2;
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= BT * C2) return;
  const int bt = idx / C2, c2 = idx % C2;
  const int tok = tokens[bt];
  if (tok < 0 || tok >= vocab) return;
  const half2 g = reinterpret_cast<const half2*>(dout + (size_t)bt * C)[c2];
  atomicAdd(reinterpret_cast<half2*>(dwte + (size_t)tok * C) + c2, g);
}

// dwpe[t, c] = sum over b of dout[b, t, c]: one thread per (t, 4 channels), no atomics.
__global__ void encoder_backward_wpe(float* __restrict__ dwpe, const float* __restrict__ dout, int B, int T, int C) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  const int C4 = C / 4;
  if (idx >= T * C4) return;
  const int t = idx / C4, c = (idx % C4) * 4;
  float4 acc = ld_f4(dwpe + (size_t)t * C + c);
  for (int b = 0; b < B; ++b) {
    const float4 g = ldg_f4(dout + ((size_t)b * T + t) * C + c);
    acc.x += g.x; acc.y += g.y; acc.z += g.z; acc.w += g.w;
  }
  st_f4(dwpe + (size_t)t * C + c, acc);
}

// Gather rows by index with 64-bit offsets and a bf16 -> float widening.
__global__ void gather_rows_bf16(float* __restrict__ out, const __nv_bfloat16* __restrict__ table,
                                 const long long* __restrict__ ids, int n, int dim, long long rows) {
  const int r = blockIdx.x;
  if (r >= n) return;
  const long long id = ids[r];
  for (int c = threadIdx.x * 2; c < dim; c += blockDim.x * 2) {
    float2 v = make_float2(0.f, 0.f);
    if (id >= 0 && id < rows && c + 1 < dim) v = __bfloat1622float2(*reinterpret_cast<const __nv_bfloat162*>(table + id * dim + c));
    if (c + 1 < dim) *reinterpret_cast<float2*>(out + (size_t)r * dim + c) = v;
  }
}
