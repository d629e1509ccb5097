#include "cuda_min.h"
__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__global__ void recursion_fib(int *out) { out[threadIdx_x] = fib(threadIdx_x & 15); }
