// Verifier rule: tf32Enabled is for f32 operands only (mlir-opt-22's wording).
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-tf32-non-f32.mlir:8:10: error: 'nvgpu.mma.sync' op expected tf32 tensor cores only for F32 operands
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16], tf32Enabled} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    gpu.return
  }
}
