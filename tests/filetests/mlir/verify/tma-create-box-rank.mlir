// Verifier rule: one box dimension per tensor dimension.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-create-box-rank.mlir:10:10: error: 'nvgpu.tma.create.descriptor' op has 1 box dimensions for a rank-2 tensor
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%g: memref<64x64xf32, 1>) kernel {
    %c32 = arith.constant 32 : index
    %m = nvgpu.tma.create.descriptor %g box[%c32] : memref<64x64xf32, 1> -> !tm
    gpu.return
  }
}
