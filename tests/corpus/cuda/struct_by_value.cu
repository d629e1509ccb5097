#include "cuda_min.h"
struct Params { float scale; float bias; int count; int stride; double eps; };
__global__ void struct_by_value(Params p, float *data) {
  int k = global_id();
  if (k < p.count) data[k * p.stride] = data[k * p.stride] * p.scale + p.bias + (float)p.eps;
}
