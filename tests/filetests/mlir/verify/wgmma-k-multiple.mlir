// Verifier rule: K is whole wgmma steps.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-k-multiple.mlir:11:10: error: 'nvgpu.warpgroup.mma' op K (24) must be a multiple of 16 for f16 inputs
// CHECK-NOT: {{.}}
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x24xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<24x8xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
gpu.module @m {
  gpu.func @k(%a: !dA, %b: !dB, %c: !acc) kernel {
    %r = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
    gpu.return
  }
}
