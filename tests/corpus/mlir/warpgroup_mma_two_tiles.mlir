// nvgpu.warpgroup.mma with a 128x64 accumulator: two 64-row tiles, one wgmma.mma_async each
// (k = 16), between one fence and one commit/wait (waitGroup = 0).
// FLOOR: sm_90a
!descA = !nvgpu.warpgroup.descriptor<tensor = memref<128x16xf16, 3>>
!descB = !nvgpu.warpgroup.descriptor<tensor = memref<16x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x64xf32>>
gpu.module @kernels {
  memref.global "private" @a : memref<128x16xf16, 3>
  memref.global "private" @b : memref<16x64xf16, 3>
  memref.global "private" @d : memref<128x64xf32, 3>
  gpu.func @wgmma_two_tiles() kernel {
    %sa = memref.get_global @a : memref<128x16xf16, 3>
    %sb = memref.get_global @b : memref<16x64xf16, 3>
    %sd = memref.get_global @d : memref<128x64xf32, 3>
    %da = nvgpu.warpgroup.descriptor %sa {swizzle = none} : memref<128x16xf16, 3> -> !descA
    %db = nvgpu.warpgroup.descriptor %sb {swizzle = none} : memref<16x64xf16, 3> -> !descB
    %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
    %r = nvgpu.warpgroup.mma %da, %db, %c {transposeB, waitGroup = 0 : i32} : !descA, !descB, !acc -> !acc
    nvgpu.warpgroup.mma.store %r, %sd : !acc to memref<128x64xf32, 3>
    gpu.return
  }
}
