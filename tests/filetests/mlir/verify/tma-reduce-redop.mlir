// Verifier rule: tma.async.reduce takes one of the eight reduction kinds.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-reduce-redop.mlir:10:5: error: 'nvgpu.tma.async.reduce' op unknown redop 'mul' (add, min, max, inc, dec, and, or, xor)
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<32x32xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.tma.async.reduce %s to %t[%c0, %c0] {redop = "mul"} : memref<32x32xf32, 3> -> !tm
    gpu.return
  }
}
