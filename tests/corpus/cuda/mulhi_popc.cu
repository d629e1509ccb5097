#include "cuda_min.h"
__global__ void mulhi_popc(const unsigned *a, unsigned *o, int n) {
  int k = global_id();
  if (k >= n) return;
  unsigned x = a[k];
  unsigned hi = (unsigned)(((unsigned long long)x * 0x9E3779B9u) >> 32);
  o[k] = hi + __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_ctz(x | 0x80000000u);
}
