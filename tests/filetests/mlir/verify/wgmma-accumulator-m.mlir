// Verifier rule: supported tile shape.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-accumulator-m.mlir:8:10: error: 'nvgpu.warpgroup.mma.init.accumulator' op accumulator M (48) must be a multiple of 64
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k() kernel {
    %c = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<48x8xf32>>
    gpu.return
  }
}
