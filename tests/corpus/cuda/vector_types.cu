#include "cuda_min.h"
typedef float float4v __attribute__((ext_vector_type(4)));
typedef int int2v __attribute__((ext_vector_type(2)));
__global__ void vector_types(const float4v *a, float4v *b, int2v *c, int n) {
  int k = global_id();
  if (k >= n) return;
  float4v v = a[k];
  b[k] = v.wzyx * 2.0f + v;
  int2v q = {(int)v.x, (int)v.w};
  c[k] = q + c[k];
}
