// Verifier rule: one coordinate per descriptor dimension.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-load-rank-mismatch.mlir:12:5: error: 'nvgpu.tma.async.load' op has 1 coordinates but the tensor map descriptor is rank 2
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<32x32xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    nvgpu.tma.async.load %t[%c0], %b[%c0] to %s : !tm, !barrier -> memref<32x32xf32, 3>
    gpu.return
  }
}
