#include "cuda_min.h"
__global__ void local_sort(const int *in, int *out, int k) {
  int a[16];
  for (int j = 0; j < 16; j++) a[j] = in[gid() * 16 + j];
  out[gid()] = a[k & 15] + a[(k * 7) & 15];
}
