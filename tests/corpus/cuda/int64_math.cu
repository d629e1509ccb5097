#include "cuda_min.h"
__global__ void int64_math(const long long *a, const long long *b, long long *o, unsigned long long *u, int n) {
  int k = global_id();
  if (k >= n) return;
  long long x = a[k], y = b[k];
  o[k] = x * y + (x >> 7) - (y << 3);
  u[k] = (unsigned long long)x / ((unsigned long long)y | 1) + (unsigned long long)x % 1000003ull;
  o[k] ^= x / (y == 0 ? 1 : y);
}
