// Verifier rule: packed f32x2 is sm_100a (contract 2.41).
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: floor-fma-packed-sm90a.mlir:8:10: error: 'nvgpu.fma.packed.f32x2' needs sm_100a (seed 002 availability table); the target is sm_90a
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2xf32>) kernel {
    %r = nvgpu.fma.packed.f32x2 %a, %a, %a : vector<2xf32>
    gpu.return
  }
}
