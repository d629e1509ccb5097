// Verifier rule: cp.async is sm_80+.
// RUN: --sm 75 --emit llvm
// EXIT: 1
// ERR: floor-async-copy-sm75.mlir:9:10: error: 'nvgpu.device_async_copy' needs sm_80 or newer (seed 002 availability table); the target is sm_75
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<128xf32, 1>, %d: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0], %d[%c0], 4 : memref<128xf32, 1> to memref<128xf32, 3>
    gpu.return
  }
}
