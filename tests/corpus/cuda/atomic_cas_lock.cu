#include "cuda_min.h"
__global__ void atomic_cas_lock(int *lock, int *counter) {
  if (threadIdx_x == 0) {
    while (atomicCAS(lock, 0, 1) != 0) {}
    *counter += 1;
    __atomic_store_n(lock, 0, __ATOMIC_RELEASE);
  }
}
