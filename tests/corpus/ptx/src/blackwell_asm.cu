// Blackwell (sm_100a) tensor-memory operations through inline PTX: tcgen05.alloc / ld / wait /
// dealloc / relinquish, and a cluster-launch-control query.
#include "cuda_min.h"

__global__ void blackwell_asm(unsigned *out) {
  __shared__ unsigned taddr_slot;
  unsigned slot = (unsigned)(unsigned long)&taddr_slot;
  if (tid() < 32) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 32;" ::"r"(slot));
    asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;");
  }
  __syncthreads();
  unsigned taddr = taddr_slot, v0, v1;
  if (tid() < 32) {
    asm volatile("tcgen05.ld.sync.aligned.32x32b.x2.b32 {%0, %1}, [%2];" : "=r"(v0), "=r"(v1) : "r"(taddr));
    asm volatile("tcgen05.wait::ld.sync.aligned;");
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 32;" ::"r"(taddr));
    out[tid()] = v0 + v1;
  }
}
