// Verifier rule: legal transpose flags.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-transpose-8bit.mlir:11:10: error: 'nvgpu.warpgroup.mma' op transposed operands are only legal for f16 and bf16 inputs
// CHECK-NOT: {{.}}
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x32xf8E4M3FN, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<32x8xf8E4M3FN, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
gpu.module @m {
  gpu.func @k(%a: !dA, %b: !dB, %c: !acc) kernel {
    %r = nvgpu.warpgroup.mma %a, %b, %c {transposeA} : !dA, !dB, !acc -> !acc
    gpu.return
  }
}
