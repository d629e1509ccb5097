#include "cuda_min.h"
__global__ void hfma(const _Float16 *a, const _Float16 *b, _Float16 *c) {
  unsigned i = gid();
  c[i] = a[i] * b[i] + c[i];
}
__global__ void bf16_add(const __bf16 *a, const __bf16 *b, __bf16 *c, float *f) {
  unsigned i = gid();
  c[i] = a[i] + b[i];
  f[i] = (float)a[i];
}
