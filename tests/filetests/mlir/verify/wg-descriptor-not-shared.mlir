// Verifier rule: descriptors describe shared memory.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wg-descriptor-not-shared.mlir:8:10: error: 'nvgpu.warpgroup.descriptor' op the tensor must be in shared memory address space
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<64x16xf16, 1>) kernel {
    %d = nvgpu.warpgroup.descriptor %s {swizzle = none} : memref<64x16xf16, 1> -> !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 1>>
    gpu.return
  }
}
