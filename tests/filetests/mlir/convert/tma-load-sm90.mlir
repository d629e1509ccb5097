// A rank-2 TMA load is accepted at plain sm_90 (the availability table's floor; the arch-specific
// 'a' is needed for wgmma only) and becomes one 2-D g2s tile copy on the barrier (contract 2.21).
// RUN: --sm 90 --emit llvm
// CHECK: addrspacecast ptr addrspace(3) {{.*}} to ptr addrspace(7)
// CHECK: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7)
// CHECK-NOT: g2s.tile.3d
// ERR-NOT: error
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @kernels {
  memref.global "private" @tile : memref<32x32xf32, 3>
  gpu.func @tma_load(%desc: !tmap) kernel {
    %c0 = arith.constant 0 : index
    %smem = memref.get_global @tile : memref<32x32xf32, 3>
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %smem : !tmap, !barrier -> memref<32x32xf32, 3>
    gpu.return
  }
}
