// nvgpu.mbarrier.arrive and nvgpu.mbarrier.test.wait: arrive, then test the returned token.
// FLOOR: sm_80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @arrive(%out: memref<128xi1, 1>) kernel {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c128 : !barrier
    gpu.barrier
    %tok = nvgpu.mbarrier.arrive %bar[%c0] : !barrier -> !nvgpu.mbarrier.token
    %done = nvgpu.mbarrier.test.wait %bar[%c0], %tok : !barrier, !nvgpu.mbarrier.token
    %tid = gpu.thread_id x
    memref.store %done, %out[%tid] : memref<128xi1, 1>
    gpu.return
  }
}
