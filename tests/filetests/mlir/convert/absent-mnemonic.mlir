// The upstream-only mnemonics the tileiras build does not intern are rejected by name (contract
// 2.06), at the op.
// RUN: --emit llvm
// EXIT: 1
// ERR: absent-mnemonic.mlir:10:5: error: 'nvgpu.tma.async.reduce' is not an op of this nvgpu dialect (absent from the tileiras build, seed 002)
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%t: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.tma.async.reduce %t
    gpu.return
  }
}
