#include "cuda_min.h"
__global__ void sw(const int *in, int *out) {
  int v;
  switch (in[gid()]) {
  case 0: v = 11; break;
  case 1: v = in[1] * 3; break;
  case 2: v = in[2] - 7; break;
  case 3: v = in[3] ^ 5; break;
  case 4: v = in[4] << 2; break;
  case 5: v = 99; break;
  default: v = -1;
  }
  out[gid()] = v;
}
