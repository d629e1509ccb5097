// Verifier rule: rcp is an f32 operation.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: rcp-f16.mlir:8:10: error: 'nvgpu.rcp' op expects f32 (or a vector of f32), got f16
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%x: f16) kernel {
    %r = nvgpu.rcp %x {rounding = approx, ftz} : f16
    gpu.return
  }
}
