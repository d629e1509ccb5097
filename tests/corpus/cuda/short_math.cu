#include "cuda_min.h"
__global__ void short_math(const short *a, const unsigned short *b, short *c, int n) {
  int k = global_id();
  if (k < n) c[k] = (short)((a[k] * 3 + b[k]) >> 2) - (short)(b[k] / 5);
}
