#include "cuda_min.h"
__global__ void inline_asm(unsigned *out) {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  unsigned v;
  asm("add.u32 %0, %1, %2;" : "=r"(v) : "r"(lane), "r"(7u));
  out[global_id()] = v;
}
