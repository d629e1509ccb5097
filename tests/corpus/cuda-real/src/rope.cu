// Rotary position embeddings: in-place on (B, T, NH, HS) q/k with sincosf of position * inv_freq,
// half2 pairs in the interleaved layout and float2 in the NeoX (half-split) layout.
#include "common.cuh"

__global__ void rope_interleaved_half2(half2* __restrict__ qk, const int* __restrict__ pos, int T, int NH, int HS, float theta) {
  const int pairs = HS / 2;
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= T * NH * pairs) return;
  const int b = blockIdx.y;
  const int p = idx % pairs, t = idx / (NH * pairs);
  const float inv_freq = __powf(theta, -2.f * p / HS);
  float s, c;
  sincosf((float)pos[b * T + t] * inv_freq, &s, &c);
  half2* v = qk + (size_t)b * T * NH * pairs + idx;
  const float2 f = __half22float2(*v);
  *v = __floats2half2_rn(f.x * c - f.y * s, f.x * s + f.y * c);
}

__global__ void rope_neox_f32(float* __restrict__ q, float* __restrict__ k, const float* __restrict__ cos_cache,
                              const float* __restrict__ sin_cache, int T, int NH, int NKV, int HS) {
  const int t = blockIdx.x, h = blockIdx.y;
  const int half_hs = HS / 2;
  for (int i = threadIdx.x; i < half_hs; i += blockDim.x) {
    const float c = cos_cache[t * half_hs + i], s = sin_cache[t * half_hs + i];
    float* qh = q + ((size_t)t * NH + h) * HS;
    const float q0 = qh[i], q1 = qh[i + half_hs];
    qh[i] = q0 * c - q1 * s;
    qh[i + half_hs] = q1 * c + q0 * s;
    if (h < NKV) {
      float* kh = k + ((size_t)t * NKV + h) * HS;
      const float k0 = kh[i], k1 = kh[i + half_hs];
      kh[i] = k0 * c - k1 * s;
      kh[i + half_hs] = k1 * c + k0 * s;
    }
  }
}
