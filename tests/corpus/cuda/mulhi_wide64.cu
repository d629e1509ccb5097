#include "cuda_min.h"
// 64-bit high products and wide multiply-adds: mul.hi.u64/s64, mul.hi.s32 through a widening
// product, mad.lo.s64 and mul.wide.
__global__ void mulhi_wide64(const unsigned long long *a, const long long *b, const int *c,
                             unsigned long long *o, long long *p, int n) {
  int k = global_id();
  if (k >= n) return;
  unsigned long long x = a[k];
  long long y = b[k];
  int z = c[k];
  o[k] = (unsigned long long)(((unsigned __int128)x * (x ^ 0x9e3779b97f4a7c15ull)) >> 64);
  p[k] = (long long)(((__int128)y * (y + 7)) >> 64) + (long long)z * (long long)(z + 1) +
         (((long long)z * 1664525) >> 32) + y * 6364136223846793005ll + 1442695040888963407ll;
}
