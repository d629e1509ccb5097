// nvgpu.mbarrier.arrive.nocomplete: arrive with a count without completing the phase.
// FLOOR: sm_80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @nocomplete(%out: memref<128xi1, 1>) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c256 : !barrier
    gpu.barrier
    %tok = nvgpu.mbarrier.arrive.nocomplete %bar[%c0], %c2 : !barrier -> !nvgpu.mbarrier.token
    %done = nvgpu.mbarrier.test.wait %bar[%c0], %tok : !barrier, !nvgpu.mbarrier.token
    %tid = gpu.thread_id x
    memref.store %done, %out[%tid] : memref<128xi1, 1>
    gpu.return
  }
}
