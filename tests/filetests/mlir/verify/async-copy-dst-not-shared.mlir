// Verifier rule: device_async_copy writes shared memory only.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: async-copy-dst-not-shared.mlir:9:10: error: 'nvgpu.device_async_copy' op destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<128xf32, 1>, %d: memref<128xf32, 1>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0], %d[%c0], 4 : memref<128xf32, 1> to memref<128xf32, 1>
    gpu.return
  }
}
