// Verifier rule: 8-bit sparse MMA has one selector (ptxas: range [0..0]).
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-sp-selector-8bit.mlir:8:10: error: 'nvgpu.mma.sp.sync' op sparsity selector must be 0 for i8 inputs, got 1
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<4x4xi8>, %b: vector<4x4xi8>, %c: vector<2x2xi32>, %m: vector<2xi16>) kernel {
    %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 64], sparsitySelector = 1 : i32} : (vector<4x4xi8>, vector<4x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
    gpu.return
  }
}
