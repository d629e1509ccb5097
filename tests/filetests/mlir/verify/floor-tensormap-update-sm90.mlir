// Verifier rule: tensormap.replace is arch-specific (sm_90a).
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: floor-tensormap-update-sm90.mlir:9:5: error: 'nvgpu.tensormap.update.box_dim' needs sm_90a (seed 002 availability table); the target is sm_90
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %b: i32) kernel {
    nvgpu.tensormap.update.box_dim %t, %b {ord = 0 : i32} : !tm, i32
    gpu.return
  }
}
