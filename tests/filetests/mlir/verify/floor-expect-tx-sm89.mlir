// Verifier rule: expect_tx is sm_90+ (contract 2.16).
// RUN: --sm 89 --emit llvm
// EXIT: 1
// ERR: floor-expect-tx-sm89.mlir:11:5: error: 'nvgpu.mbarrier.arrive.expect_tx' needs sm_90 or newer (seed 002 availability table); the target is sm_89
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.arrive.expect_tx %b[%c0], %c0 : !barrier
    gpu.return
  }
}
