// Verifier rule: barrier ids are index values.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mbarrier-id-type.mlir:11:5: error: 'nvgpu.mbarrier.inval' op expects the barrier id of type index, got i32
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : i32
    %b = nvgpu.mbarrier.create -> !barrier
    "nvgpu.mbarrier.inval"(%b, %c0) : (!barrier, i32) -> ()
    gpu.return
  }
}
