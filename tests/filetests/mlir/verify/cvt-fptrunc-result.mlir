// Verifier rule: packed FP8/FP4 conversions.
// RUN: --sm 89 --emit llvm
// EXIT: 1
// ERR: cvt-fptrunc-result.mlir:8:10: error: 'nvgpu.cvt_fptrunc' op must return a vector<2x{f8E4M3FN,f8E5M2,f4E2M1FN}>
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%v: vector<2xf32>) kernel {
    %p = nvgpu.cvt_fptrunc %v : vector<2xf32> to vector<2xf16>
    gpu.return
  }
}
