// Verifier rule: tf32 only with valid floating-point operands.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-f32-without-tf32.mlir:8:10: error: 'nvgpu.mma.sync' op expected tf32 tensor cores only for F32 operands
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2x1xf32>, %b: vector<1x1xf32>, %c: vector<2x2xf32>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 4]} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    gpu.return
  }
}
