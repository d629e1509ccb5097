#include "cuda_min.h"
__global__ void atomic_ops(int *i32, unsigned long long *u64, float *f, double *d) {
  int t = threadIdx_x;
  atomicAdd(i32, t);
  atomicMin(i32 + 1, t);
  atomicMax(i32 + 2, t);
  atomicAnd(i32 + 3, ~t);
  atomicOr(i32 + 4, 1 << (t & 31));
  atomicXor(i32 + 5, t);
  atomicExch(i32 + 6, t);
  atomicAdd(u64, (unsigned long long)t);
  atomicAdd(f, 1.5f);
  atomicAdd(d, 2.5);
}
