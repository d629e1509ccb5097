// Verifier rule: TMA supports ranks 1 to 5.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-load-rank-6.mlir:12:5: error: 'nvgpu.tma.async.load' op Maximum 5 coordinates and dimension is supported.
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tm = !nvgpu.tensormap.descriptor<tensor = memref<1x1x1x1x2x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<1x1x1x1x2x32xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    nvgpu.tma.async.load %t[%c0, %c0, %c0, %c0, %c0, %c0], %b[%c0] to %s : !tm, !barrier -> memref<1x1x1x1x2x32xf32, 3>
    gpu.return
  }
}
