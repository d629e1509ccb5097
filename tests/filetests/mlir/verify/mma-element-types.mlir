// Verifier rule: element-type checks.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-element-types.mlir:8:10: error: 'nvgpu.mma.sync' op unsupported element types: f16 inputs with a i32 accumulator
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xi32>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xi32>) -> vector<2x2xi32>
    gpu.return
  }
}
