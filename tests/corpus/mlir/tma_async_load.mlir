// nvgpu.tma.async.load: thread 0 expects 4096 bytes on the barrier and issues a 2-D TMA load of a
// 32x32 f32 tile into shared memory; everyone waits on the barrier's phase.
// FLOOR: sm_90
// PTX: 80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @kernels {
  memref.global "private" @tile : memref<32x32xf32, 3>
  gpu.func @tma_load(%desc: !tmap, %out: memref<32x32xf32, 1>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4096 = arith.constant 4096 : index
    %smem = memref.get_global @tile : memref<32x32xf32, 3>
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c1 : !barrier
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %c4096 : !barrier
      nvgpu.tma.async.load %desc[%c0, %c0], %bar[%c0] to %smem : !tmap, !barrier -> memref<32x32xf32, 3>
    }
    %phase = arith.constant 0 : i1
    %ticks = arith.constant 1000000 : index
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrier
    %v = memref.load %smem[%tid, %c0] : memref<32x32xf32, 3>
    memref.store %v, %out[%tid, %c0] : memref<32x32xf32, 1>
    gpu.return
  }
}
