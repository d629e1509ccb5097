// Verifier rule: a swizzled tensor map's rows span exactly the swizzle width (a legal shared-memory layout).
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-swizzle-row-width.mlir:12:5: error: 'nvgpu.tma.async.load' op the tensormap descriptor must have last dimension of 64 bytes but it is 128 bytes
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<32x32xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    nvgpu.tma.async.load %t[%c0, %c0], %b[%c0] to %s : !tm, !barrier -> memref<32x32xf32, 3>
    gpu.return
  }
}
