// Verifier rule: a global address is 64 bits.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: tensormap-update-value.mlir:9:5: error: 'nvgpu.tensormap.update.global_address' op expects a new value of type i64, got i32
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %b: i32) kernel {
    nvgpu.tensormap.update.global_address %t, %b : !tm, i32
    gpu.return
  }
}
