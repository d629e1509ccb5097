// Verifier rule: TMA loads land in shared memory.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-load-not-shared.mlir:12:5: error: 'nvgpu.tma.async.load' op the destination memref has incorrect address space, it must be shared memory address space
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tm = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<128xf32, 1>) kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    nvgpu.tma.async.load %t[%c0], %b[%c0] to %s : !tm, !barrier -> memref<128xf32, 1>
    gpu.return
  }
}
