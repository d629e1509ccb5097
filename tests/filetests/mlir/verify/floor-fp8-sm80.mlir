// Verifier rule: FP8 conversions are sm_89+.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: floor-fp8-sm80.mlir:8:10: error: 'nvgpu.cvt_fptrunc' needs sm_89 or newer (seed 002 availability table); the target is sm_80
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%v: vector<2xf32>) kernel {
    %p = nvgpu.cvt_fptrunc %v : vector<2xf32> to vector<2xf8E4M3FN>
    gpu.return
  }
}
