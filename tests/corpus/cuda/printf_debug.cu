#include "cuda_min.h"
// printf as CUDA lowers it: vprintf(format, pointer to a local buffer of the arguments).
extern "C" __device__ int vprintf(const char*, const char*);
__global__ void printf_debug(int *p, int n) {
  struct { int a; double b; } args = { n, 1.5 };
  vprintf("n=%d b=%f\n", (const char*)&args);
  p[threadIdx_x] = n;
}
