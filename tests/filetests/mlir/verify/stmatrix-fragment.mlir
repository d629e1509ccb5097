// Verifier rule: x1, x2 or x4 fragments of b16 pairs.
// RUN: --sm 90 --emit llvm
// EXIT: 1
// ERR: stmatrix-fragment.mlir:9:5: error: 'nvgpu.stmatrix' op expects a vector<Nx2x16-bit> fragment with N = 1, 2 or 4, got vector<3x2xf16>
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%v: vector<3x2xf16>, %d: memref<64x64xf16, 3>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.stmatrix %v, %d[%c0, %c0] : vector<3x2xf16>, memref<64x64xf16, 3>
    gpu.return
  }
}
