// Verifier rule: compatible M/N/K.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-mnk.mlir:11:10: error: 'nvgpu.warpgroup.mma' op incompatible M/N/K: A is 64x32, B is 16x8, the accumulator is 64x8
// CHECK-NOT: {{.}}
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x32xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x8xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
gpu.module @m {
  gpu.func @k(%a: !dA, %b: !dB, %c: !acc) kernel {
    %r = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
    gpu.return
  }
}
