// Verifier rule: tensormap.update ord names a dimension of the map.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: tensormap-update-ord.mlir:9:5: error: 'nvgpu.tensormap.update.box_dim' op ord 2 is out of range for a rank-2 tensor map
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %b: i32) kernel {
    nvgpu.tensormap.update.box_dim %t, %b {ord = 2 : i32} : !tm, i32
    gpu.return
  }
}
