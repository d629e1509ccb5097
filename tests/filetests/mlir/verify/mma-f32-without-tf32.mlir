// f32 operands without tf32Enabled verify (as in mlir-opt-22), but the conversion has no pattern
// for them (mlir-opt-22 leaves the op unconverted): refused at the op by the conversion.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-f32-without-tf32.mlir:9:10: error: nvgpu.mma.sync on f32 operands converts only with tf32Enabled (mlir-opt-22 leaves it unconverted too)
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2x1xf32>, %b: vector<1x1xf32>, %c: vector<2x2xf32>) kernel {
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 4]} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    gpu.return
  }
}
