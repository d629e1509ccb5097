// Verifier rule: bypassL1 needs a 16-byte copy.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: async-copy-bypass-alignment.mlir:9:10: error: 'nvgpu.device_async_copy' op bypassL1 does not satisfy alignment for 'memref<128xf32, 3>' with destination element 2; unset bypassL1, or set the destination elements to 4
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<128xf32, 1>, %d: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %s[%c0], %d[%c0], 2 {bypassL1} : memref<128xf32, 1> to memref<128xf32, 3>
    gpu.return
  }
}
