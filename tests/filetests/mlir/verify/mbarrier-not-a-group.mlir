// Verifier rule: mbarrier ops take a barrier group.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mbarrier-not-a-group.mlir:9:5: error: 'nvgpu.mbarrier.inval' op expects a !nvgpu.mbarrier.group as its first operand
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%m: memref<1xi64, 3>) kernel {
    %c0 = arith.constant 0 : index
    "nvgpu.mbarrier.inval"(%m, %c0) : (memref<1xi64, 3>, index) -> ()
    gpu.return
  }
}
