// Verifier rule: the GMMA layout check, in CUTLASS's words (contract 2.31).
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-not-canonical-layout.mlir:11:10: error: 'nvgpu.warpgroup.mma' op Not a canonical GMMA_MN Layout
// CHECK-NOT: {{.}}
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, strided<[1, 64]>, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x8xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
gpu.module @m {
  gpu.func @k(%a: !dA, %b: !dB, %c: !acc) kernel {
    %r = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
    gpu.return
  }
}
