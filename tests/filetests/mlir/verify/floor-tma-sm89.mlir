// Verifier rule: TMA is sm_90+.
// RUN: --sm 89 --emit llvm
// EXIT: 1
// ERR: floor-tma-sm89.mlir:9:5: error: 'nvgpu.tma.prefetch.descriptor' needs sm_90 or newer (seed 002 availability table); the target is sm_89
// CHECK-NOT: {{.}}
!tm = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%t: !tm) kernel {
    nvgpu.tma.prefetch.descriptor %t : !tm
    gpu.return
  }
}
