// nvgpu.warpgroup.mma.init.accumulator: an all-zero accumulator (llvm.mlir.zero), written out.
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x8xf32>>
gpu.module @kernels {
  memref.global "private" @d : memref<64x8xf32, 3>
  gpu.func @zero() kernel {
    %sd = memref.get_global @d : memref<64x8xf32, 3>
    %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
    nvgpu.warpgroup.mma.store %c, %sd : !acc to memref<64x8xf32, 3>
    gpu.return
  }
}
