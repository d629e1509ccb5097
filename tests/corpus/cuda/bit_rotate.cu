#include "cuda_min.h"
__global__ void bit_rotate(unsigned *x, int r, int n) {
  int k = global_id();
  if (k < n) { unsigned v = x[k]; x[k] = (v << (r & 31)) | (v >> ((32 - r) & 31)); }
}
