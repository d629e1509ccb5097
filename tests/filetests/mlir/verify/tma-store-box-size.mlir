// Verifier rule: the tile matches the box.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-store-box-size.mlir:10:5: error: 'nvgpu.tma.async.store' op the shared memory tile memref<64xf32, 3> does not hold the descriptor's box memref<128xf32, 3>
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<64xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.tma.async.store %s to %t[%c0] : memref<64xf32, 3> -> !tm
    gpu.return
  }
}
