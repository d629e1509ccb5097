// Verifier rule: mbarriers are sm_80+ (contract 2.20).
// RUN: --sm 75 --emit llvm
// EXIT: 1
// ERR: floor-mbarrier-sm75.mlir:9:10: error: 'nvgpu.mbarrier.create' needs sm_80 or newer (seed 002 availability table); the target is sm_75
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @k() kernel {
    %b = nvgpu.mbarrier.create -> !barrier
    gpu.return
  }
}
