// nvgpu.mbarrier.arrive.expect_tx: thread 0 announces 256 bytes of transaction count, the others
// arrive with none (scf.if/else), then everyone waits on the phase.
// FLOOR: sm_90
// PTX: 80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @expect_tx() kernel {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c128 : !barrier
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %tx = arith.constant 256 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %tx : !barrier
      scf.yield
    } else {
      %tx = arith.constant 0 : index
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %tx : !barrier
      scf.yield
    }
    %phase = arith.constant 0 : i1
    %ticks = arith.constant 1000000 : index
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrier
    gpu.return
  }
}
