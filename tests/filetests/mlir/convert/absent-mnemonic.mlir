// The device-side nvgpu.tensormap.create.descriptor (absent from the tileiras build, contract 2.06;
// not built here) is rejected by name, at the op.
// RUN: --emit llvm
// EXIT: 1
// ERR: absent-mnemonic.mlir:10:5: error: 'nvgpu.tensormap.create.descriptor' is not an op of this nvgpu dialect (absent from the tileiras build, seed 002)
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%t: memref<128xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    nvgpu.tensormap.create.descriptor %t
    gpu.return
  }
}
