// Verifier rule: one index per destination dimension.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: async-copy-index-count.mlir:9:10: error: 'nvgpu.device_async_copy' op expected 2 indices to destination memref
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<128xf32, 1>, %d: memref<4x128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0], %d[%c0], 4 : memref<128xf32, 1> to memref<4x128xf32, 3>
    gpu.return
  }
}
