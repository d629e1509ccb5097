// The same warpgroup op at plain sm_90 is refused by the pattern's own gate (contract 2.45: wgmma
// needs the arch-specific sm_90a), with the op's position; at sm_90a it compiles (see
// warpgroup_mma_init_accumulator in the corpus).
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: sm90-vs-sm90a.mlir:10:10: error: 'nvgpu.warpgroup.mma.init.accumulator' needs sm_90a (seed 002 availability table); the target is sm_90
// CHECK-NOT: {{.}}
gpu.module @kernels {
  gpu.func @zero() kernel {
    %c = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
    gpu.return
  }
}
