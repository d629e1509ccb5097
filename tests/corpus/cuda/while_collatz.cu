#include "cuda_min.h"
__global__ void while_collatz(const unsigned *start, unsigned *steps, int n) {
  int k = global_id();
  if (k >= n) return;
  unsigned long long v = start[k];
  unsigned c = 0;
  while (v != 1 && c < 1000) { v = (v & 1) ? 3 * v + 1 : v >> 1; ++c; }
  steps[k] = c;
}
