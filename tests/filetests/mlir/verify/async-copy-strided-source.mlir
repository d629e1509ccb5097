// Verifier rule: unit-stride minor dimension (source).
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: async-copy-strided-source.mlir:9:10: error: 'nvgpu.device_async_copy' op source memref most minor dim must have unit stride
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<4x128xf32, strided<[1, 4]>, 1>, %d: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0, %c0], %d[%c0], 4 : memref<4x128xf32, strided<[1, 4]>, 1> to memref<128xf32, 3>
    gpu.return
  }
}
