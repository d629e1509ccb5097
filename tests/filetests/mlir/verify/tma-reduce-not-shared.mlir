// Verifier rule: tma.async.reduce reads shared memory.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-reduce-not-shared.mlir:10:5: error: 'nvgpu.tma.async.reduce' op the source memref has incorrect address space, it must be shared memory address space
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<32x32xf32, 1>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.tma.async.reduce %s to %t[%c0, %c0] {redop = "add"} : memref<32x32xf32, 1> -> !tm
    gpu.return
  }
}
