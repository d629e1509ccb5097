// nvgpu.tma.async.load of a rank-3 box with a cluster multicast mask and a predicate.
// FLOOR: sm_90
// PTX: 80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tmap3d = !nvgpu.tensormap.descriptor<tensor = memref<2x32x32xf32, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>
gpu.module @kernels {
  memref.global "private" @box : memref<2x32x32xf32, 3>
  gpu.func @tma_multicast(%desc: !tmap3d, %mask: i16, %x: index, %y: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %smem = memref.get_global @box : memref<2x32x32xf32, 3>
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c1 : !barrier
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    nvgpu.tma.async.load %desc[%x, %y, %c0], %bar[%c0] to %smem multicast_mask = %mask, predicate = %first : !tmap3d, !barrier -> memref<2x32x32xf32, 3>
    gpu.return
  }
}
