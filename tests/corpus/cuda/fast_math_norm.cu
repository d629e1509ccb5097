#include "cuda_min.h"
// Compiled with -ffast-math by regen.sh: fast-math flags on every FP operation.
__global__ void fast_math_norm(const float *x, float *y, int n) {
  int k = global_id();
  if (k >= n) return;
  float a = x[3 * k], b = x[3 * k + 1], c = x[3 * k + 2];
  float inv = 1.0f / __builtin_sqrtf(a * a + b * b + c * c);
  y[3 * k] = a * inv; y[3 * k + 1] = b * inv; y[3 * k + 2] = c * inv;
}
