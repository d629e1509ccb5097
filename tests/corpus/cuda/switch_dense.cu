#include "cuda_min.h"
__global__ void switch_dense(int *x, int n) {
  int k = global_id();
  if (k >= n) return;
  int v = x[k];
  switch (v & 7) {
  case 0: v = 11; break; case 1: v = 23; break; case 2: v = 5; break; case 3: v = 91; break;
  case 4: v = 2; break; case 5: v = 17; break; case 6: v = 64; break; default: v = 0;
  }
  x[k] = v;
}
