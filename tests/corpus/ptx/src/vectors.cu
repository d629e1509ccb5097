#include "cuda_min.h"
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
__global__ void vec4(const float4 *a, float4 *b, const int2 *c, int2 *d) {
  unsigned i = gid();
  b[i] = a[i] * 2.0f + a[i ^ 1];
  d[i] = c[i] + (int2){1, 2};
}
