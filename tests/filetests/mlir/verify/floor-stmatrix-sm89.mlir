// Verifier rule: stmatrix is sm_90+ (contract 2.37).
// RUN: --sm 89 --emit llvm
// EXIT: 1
// ERR: floor-stmatrix-sm89.mlir:9:5: error: 'nvgpu.stmatrix' needs sm_90 or newer (seed 002 availability table); the target is sm_89
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%v: vector<4x2xf16>, %d: memref<64x64xf16, 3>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.stmatrix %v, %d[%c0, %c0] : vector<4x2xf16>, memref<64x64xf16, 3>
    gpu.return
  }
}
