// Verifier rule: matching element types.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: async-copy-element-types.mlir:9:10: error: 'nvgpu.device_async_copy' op source and destination must have the same element type
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<128xi32, 1>, %d: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0], %d[%c0], 4 : memref<128xi32, 1> to memref<128xf32, 3>
    gpu.return
  }
}
