// nvgpu.mbarrier.inval (upstream-profile op, absent from the tileiras build): invalidate a barrier
// after use so its shared memory can be reused.
// FLOOR: sm_80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @inval() kernel {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c32 : !barrier
    gpu.barrier
    nvgpu.mbarrier.inval %bar[%c0] : !barrier
    gpu.return
  }
}
