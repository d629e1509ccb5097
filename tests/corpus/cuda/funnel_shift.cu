#include "cuda_min.h"
// Funnel shifts and rotates by variable and constant amounts, 32 and 64 bits.
__global__ void funnel_shift(const unsigned *a, const unsigned *b, const unsigned long long *c,
                             const int *s, unsigned *o, unsigned long long *p, int n) {
  int k = global_id();
  if (k >= n) return;
  unsigned x = a[k], y = b[k];
  unsigned long long z = c[k];
  int r = s[k];
  o[k] = __builtin_rotateleft32(x, r) ^ __builtin_rotateright32(y, 7) ^
         ((x << (r & 31)) | (y >> ((32 - r) & 31)));
  p[k] = __builtin_rotateleft64(z, r) + __builtin_rotateright64(z, 13);
}
