// Verifier rule: the encode needs static global dimensions.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-create-unranked.mlir:10:10: error: 'nvgpu.tma.create.descriptor' op needs a ranked memref with a static shape (the descriptor encodes the global dimensions)
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%g: memref<*xf32>) kernel {
    %c32 = arith.constant 32 : index
    %m = nvgpu.tma.create.descriptor %g box[%c32] : memref<*xf32> -> !tm
    gpu.return
  }
}
