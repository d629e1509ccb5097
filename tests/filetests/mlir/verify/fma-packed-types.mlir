// Verifier rule: packed f32x2 only.
// RUN: --sm 100a --emit llvm
// EXIT: 1
// ERR: fma-packed-types.mlir:8:10: error: 'nvgpu.fma.packed.f32x2' op expects 3 vector<2xf32> operands and a vector<2xf32> result
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<4xf32>) kernel {
    %r = nvgpu.fma.packed.f32x2 %a, %a, %a : vector<4xf32>
    gpu.return
  }
}
