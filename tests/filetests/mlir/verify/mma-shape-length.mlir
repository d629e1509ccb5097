// Verifier rule: mmaShape is [m, n, k].
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-shape-length.mlir:8:10: error: 'nvgpu.mma.sync' op 'mmaShape' attribute must be 3 elements
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    gpu.return
  }
}
