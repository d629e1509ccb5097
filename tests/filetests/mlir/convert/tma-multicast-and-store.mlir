// A rank-3 TMA load with a multicast mask is one 3-D g2s copy with the mask threaded through and
// its flag set (contract 2.21); the TMA store carries no barrier operand (2.22).
// RUN: --sm 90 --emit llvm
// CHECK-LABEL: define ptx_kernel void @tma(
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) {{%t[0-9]+}}, ptr addrspace(3) {{%v[0-9]+}}, ptr %v0, i32 {{%v[0-9]+}}, i32 {{%v[0-9]+}}, i32 {{%v[0-9]+}}, i16 %v1, i64 0, i1 true, i1 false, i32 0)
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3) @box, ptr %v0, i32 {{%v[0-9]+}}, i32 {{%v[0-9]+}}, i32 {{%v[0-9]+}}, i64 0, i1 false)
// ERR-NOT: error
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tmap3d = !nvgpu.tensormap.descriptor<tensor = memref<2x32x32xf32, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
gpu.module @kernels {
  memref.global "private" @box : memref<2x32x32xf32, 3>
  gpu.func @tma(%desc: !tmap3d, %mask: i16) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %smem = memref.get_global @box : memref<2x32x32xf32, 3>
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c1 : !barrier
    nvgpu.tma.async.load %desc[%c0, %c0, %c0], %bar[%c0] to %smem multicast_mask = %mask : !tmap3d, !barrier -> memref<2x32x32xf32, 3>
    nvgpu.tma.async.store %smem to %desc[%c0, %c0, %c0] : memref<2x32x32xf32, 3> -> !tmap3d
    gpu.return
  }
}
