// Verifier rule: test.wait takes the token of an arrive.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mbarrier-test-wait-token.mlir:11:10: error: 'nvgpu.mbarrier.test.wait' op expects a !nvgpu.mbarrier.token
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @k() kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    %d = "nvgpu.mbarrier.test.wait"(%b, %c0, %c0) : (!barrier, index, index) -> i1
    gpu.return
  }
}
