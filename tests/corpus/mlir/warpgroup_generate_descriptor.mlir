// nvgpu.warpgroup.generate.descriptor: the 64-bit shared-memory matrix descriptor of a 128x64 f16
// tile with 128-byte swizzle, built by a shl/or chain and written out.
// FLOOR: sm_90a
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!desc = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
gpu.module @kernels {
  memref.global "private" @lhs : memref<128x64xf16, 3>
  gpu.func @descriptor(%map: !tmap, %out: memref<1xi64, 1>) kernel {
    %smem = memref.get_global @lhs : memref<128x64xf16, 3>
    %d = nvgpu.warpgroup.generate.descriptor %smem, %map : memref<128x64xf16, 3>, !tmap -> !desc
    %bits = builtin.unrealized_conversion_cast %d : !desc to i64
    %c0 = arith.constant 0 : index
    memref.store %bits, %out[%c0] : memref<1xi64, 1>
    gpu.return
  }
}
