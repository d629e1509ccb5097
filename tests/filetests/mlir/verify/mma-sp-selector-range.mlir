// Verifier rule: sparse-selector bounds (contract 2.44).
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-sp-selector-range.mlir:8:10: error: 'nvgpu.mma.sp.sync' op sparsity selector should be 0 or 1, got 2
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) kernel {
    %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 16], sparsitySelector = 2 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    gpu.return
  }
}
