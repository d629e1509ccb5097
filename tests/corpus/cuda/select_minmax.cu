#include "cuda_min.h"
__global__ void select_minmax(const int *a, const int *b, int *lo, int *hi, unsigned *ulo, int n) {
  int k = global_id();
  if (k >= n) return;
  int x = a[k], y = b[k];
  lo[k] = x < y ? x : y;
  hi[k] = x > y ? x : y;
  ulo[k] = (unsigned)x < (unsigned)y ? (unsigned)x : (unsigned)y;
}
