// nvgpu.mbarrier.try_wait.parity: the waiting thread polls the barrier's phase in a loop.
// FLOOR: sm_90
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @wait_parity() kernel {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %phase = arith.constant 0 : i1
    %ticks = arith.constant 10000000 : index
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c128 : !barrier
    gpu.barrier
    %tok = nvgpu.mbarrier.arrive %bar[%c0] : !barrier -> !nvgpu.mbarrier.token
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %phase, %ticks : !barrier
    gpu.return
  }
}
