// Verifier rule: wgmma needs the arch-specific sm_90a, plain sm_90 is rejected (contract 2.45).
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: floor-wgmma-sm90.mlir:8:10: error: 'nvgpu.warpgroup.mma.init.accumulator' needs sm_90a (seed 002 availability table); the target is sm_90
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k() kernel {
    %c = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
    gpu.return
  }
}
