// Verifier rule: fragments match the shape.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-fragment-shapes.mlir:8:10: error: 'nvgpu.mma.sync' op fragment shapes do not match mmaShape [16, 8, 16]: expected A with 8, B with 4, C with 4 elements per thread
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    gpu.return
  }
}
