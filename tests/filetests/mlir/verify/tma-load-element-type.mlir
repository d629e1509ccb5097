// Verifier rule: compatible destination memref.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: tma-load-element-type.mlir:12:5: error: 'nvgpu.tma.async.load' op the tensor map element type f32 does not match the shared memory element type f16
// CHECK-NOT: {{.}}
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tm = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm, %s: memref<128xf16, 3>) kernel {
    %c0 = arith.constant 0 : index
    %b = nvgpu.mbarrier.create -> !barrier
    nvgpu.tma.async.load %t[%c0], %b[%c0] to %s : !tm, !barrier -> memref<128xf16, 3>
    gpu.return
  }
}
