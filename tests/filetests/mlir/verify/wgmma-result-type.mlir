// Verifier rule: accumulator type = result type.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-result-type.mlir:10:10: error: 'nvgpu.warpgroup.mma' op the result type !nvgpu.warpgroup.accumulator<fragmented = vector<64x16xf32>> does not match the accumulator type !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
// CHECK-NOT: {{.}}
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x8xf16, 3>>
gpu.module @m {
  gpu.func @k(%a: !dA, %b: !dB, %c: !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>) kernel {
    %r = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>> -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x16xf32>>
    gpu.return
  }
}
