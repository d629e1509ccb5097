// Hopper operations through inline PTX (how CUTLASS-style code reaches them): wgmma.mma_async,
// TMA bulk tensor copies, mbarrier waits in a scoped block with local labels, elect.sync,
// stmatrix, fence.proxy.async, griddepcontrol.
#include "cuda_min.h"
typedef unsigned long long u64;

__global__ void hopper_asm(const __attribute__((grid_constant)) u64 tmap, float *out) {
  __shared__ __attribute__((aligned(128))) float tile[64 * 64];
  __shared__ u64 bar;
  unsigned smem = (unsigned)(unsigned long)tile;
  unsigned sbar = (unsigned)(unsigned long)&bar;
  unsigned pred;
  asm volatile("{\n\t.reg .pred P;\n\telect.sync _|P, 0xffffffff;\n\tselp.u32 %0, 1, 0, P;\n\t}" : "=r"(pred));
  if (pred) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sbar));
    asm volatile("fence.proxy.async.shared::cta;");
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 16384;" ::"r"(sbar));
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
                 ::"r"(smem), "l"(&tmap), "r"(0), "r"(0), "r"(sbar) : "memory");
  }
  asm volatile("{\n\t.reg .pred done;\n"
               "WAIT_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], 0;\n\t"
               "@!done bra WAIT_%=;\n\t}" ::"r"(sbar));
  u64 desc = ((u64)(smem >> 4) & 0x3FFF) | (1ull << 62);
  float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  asm volatile("wgmma.fence.sync.aligned;");
  asm volatile("wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, 1, 1, 1;"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3) : "l"(desc), "l"(desc));
  asm volatile("wgmma.commit_group.sync.aligned;");
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" ::"r"(smem), "r"(*(unsigned *)&d0));
  asm volatile("griddepcontrol.launch_dependents;");
  out[tid()] = d0 + d1 + d2 + d3;
}
