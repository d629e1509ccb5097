#include "cuda_min.h"
__global__ void fence_flag(volatile int *data, volatile int *flag) {
  if (threadIdx_x == 0) {
    data[blockIdx_x] = 42;
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    flag[blockIdx_x] = 1;
  }
}
