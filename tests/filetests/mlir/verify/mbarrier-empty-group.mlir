// Verifier rule: a group holds at least one barrier.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mbarrier-empty-group.mlir:8:10: error: 'nvgpu.mbarrier.create' op needs at least one barrier in the group
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k() kernel {
    %b = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 0>
    gpu.return
  }
}
