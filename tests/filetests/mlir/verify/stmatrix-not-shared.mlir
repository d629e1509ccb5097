// Verifier rule: stmatrix writes shared memory.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: stmatrix-not-shared.mlir:9:5: error: 'nvgpu.stmatrix' op the destination must be in shared memory address space
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%v: vector<4x2xf16>, %d: memref<64x64xf16, 1>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.stmatrix %v, %d[%c0, %c0] : vector<4x2xf16>, memref<64x64xf16, 1>
    gpu.return
  }
}
