// Verifier rule: the destination has exactly the accumulator's shape.
// RUN: --sm 90a --emit llvm
// EXIT: 1
// ERR: wgmma-store-too-small.mlir:10:5: error: 'nvgpu.warpgroup.mma.store' op the destination memref<32x8xf32, 3> does not have the accumulator's shape vector<64x8xf32>
// CHECK-NOT: {{.}}
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
gpu.module @m {
  gpu.func @k(%d: memref<32x8xf32, 3>) kernel {
    %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
    nvgpu.warpgroup.mma.store %c, %d : !acc to memref<32x8xf32, 3>
    gpu.return
  }
}
