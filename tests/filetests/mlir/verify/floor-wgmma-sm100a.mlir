// Verifier rule: wgmma is sm_90a only: Blackwell uses tcgen05.
// RUN: --sm 100a --emit llvm
// EXIT: 1
// ERR: floor-wgmma-sm100a.mlir:8:10: error: 'nvgpu.warpgroup.mma.init.accumulator' needs sm_90a (seed 002 availability table); the target is sm_100a
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k() kernel {
    %c = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
    gpu.return
  }
}
