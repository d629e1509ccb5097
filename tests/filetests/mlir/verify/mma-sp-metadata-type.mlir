// Verifier rule: sparse metadata word.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-sp-metadata-type.mlir:8:10: error: 'nvgpu.mma.sp.sync' op expected sparse metadata of type vector<2xi16>
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi32>) kernel {
    %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    gpu.return
  }
}
