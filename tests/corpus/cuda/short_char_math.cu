#include "cuda_min.h"
// 16- and 8-bit integer arithmetic kept narrow: division and remainder, shifts, compares and
// min/max, signed and unsigned.
__global__ void short_char_math(const short *a, const unsigned short *b, const signed char *c,
                                const unsigned char *d, short *o, unsigned short *p,
                                signed char *q, unsigned char *r, int n) {
  int k = global_id();
  if (k >= n) return;
  short x = a[k];
  unsigned short y = b[k];
  signed char z = c[k];
  unsigned char w = d[k];
  o[k] = (short)(x / (short)(z | 1)) + (short)(x % 7) + (short)(x >> 3) + (x < (short)z ? x : (short)z);
  p[k] = (unsigned short)(y / (unsigned short)(w | 1)) + (unsigned short)(y % 10u) +
         (unsigned short)(y >> (w & 7)) + (y > 300 ? y : (unsigned short)300);
  q[k] = (signed char)(z * 3 - (z >> 1));
  r[k] = (unsigned char)(w / 3 + (w << 2) + (w > 200));
}
