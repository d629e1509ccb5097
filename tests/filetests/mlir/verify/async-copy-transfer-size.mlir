// Verifier rule: supported transfer sizes.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: async-copy-transfer-size.mlir:9:10: error: 'nvgpu.device_async_copy' op requested copy of 3 elements of 32 bits is 12 bytes; cp.async moves 4, 8 or 16 bytes
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<128xf32, 1>, %d: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0], %d[%c0], 3 : memref<128xf32, 1> to memref<128xf32, 3>
    gpu.return
  }
}
