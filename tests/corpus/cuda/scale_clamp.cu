#include "cuda_min.h"
__global__ void scale_clamp(float *x, float s, float lo, float hi, unsigned n) {
  unsigned i = global_id();
  if (i >= n) return;
  float v = x[i] * s;
  x[i] = __builtin_fminf(__builtin_fmaxf(v, lo), hi);
}
