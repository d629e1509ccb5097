// Verifier rule: FP4 conversions are sm_100a (contract 2.40).
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: floor-fp4-sm90.mlir:8:10: error: 'nvgpu.cvt_fptrunc' needs sm_100a (seed 002 availability table); the target is sm_90a
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%v: vector<2xf32>) kernel {
    %p = nvgpu.cvt_fptrunc %v : vector<2xf32> to vector<2xf4E2M1FN>
    gpu.return
  }
}
