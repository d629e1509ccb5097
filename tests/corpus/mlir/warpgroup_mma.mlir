// nvgpu.warpgroup.mma: a 64x64x64 f16 -> f32 warpgroup MMA (four k16 steps): wgmma.fence, four
// wgmma.mma_async, commit_group, wait_group 1; the accumulator is then stored to shared memory.
// FLOOR: sm_90a
!tmapA = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!tmapB = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!descA = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!descB = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
gpu.module @kernels {
  memref.global "private" @a : memref<64x64xf16, 3>
  memref.global "private" @b : memref<64x64xf16, 3>
  memref.global "private" @d : memref<64x64xf32, 3>
  gpu.func @wgmma(%ma: !tmapA, %mb: !tmapB) kernel {
    %sa = memref.get_global @a : memref<64x64xf16, 3>
    %sb = memref.get_global @b : memref<64x64xf16, 3>
    %sd = memref.get_global @d : memref<64x64xf32, 3>
    %da = nvgpu.warpgroup.generate.descriptor %sa, %ma : memref<64x64xf16, 3>, !tmapA -> !descA
    %db = nvgpu.warpgroup.generate.descriptor %sb, %mb : memref<64x64xf16, 3>, !tmapB -> !descB
    %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
    %r = nvgpu.warpgroup.mma %da, %db, %c {transposeB} : !descA, !descB, !acc -> !acc
    nvgpu.warpgroup.mma.store %r, %sd : !acc to memref<64x64xf32, 3>
    gpu.return
  }
}
