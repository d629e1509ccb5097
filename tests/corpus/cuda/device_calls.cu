#include "cuda_min.h"
__device__ __noinline__ float smooth(float x, float k) { return x * x * (3.0f - 2.0f * x) * k; }
__device__ __noinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
__global__ void device_calls(const float *in, float *out, int n) {
  int k = global_id();
  if (k < n) out[k] = smooth(in[clampi(k - 1, 0, n - 1)], 0.5f);
}
