#include "cuda_min.h"
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
__global__ void half2_vec(const half2 *a, const half2 *b, half2 *c, int n) {
  int i = global_id();
  if (i < n) c[i] = a[i] * b[i] + a[i];
}
