// nvgpu.mbarrier.test.wait in a loop over a group of five barriers, the barrier id computed as
// i mod 5 (scf.for, arith.remui).
// FLOOR: sm_80
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
gpu.module @kernels {
  gpu.func @poll(%out: memref<100xi1, 1>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 100 : index
    %bar = nvgpu.mbarrier.create -> !barriers
    scf.for %b = %c0 to %c5 step %c1 {
      nvgpu.mbarrier.init %bar[%b], %c32 : !barriers
    }
    gpu.barrier
    %tok = nvgpu.mbarrier.arrive %bar[%c0] : !barriers -> !nvgpu.mbarrier.token
    scf.for %i = %c0 to %n step %c1 {
      %id = arith.remui %i, %c5 : index
      %done = nvgpu.mbarrier.test.wait %bar[%id], %tok : !barriers, !nvgpu.mbarrier.token
      memref.store %done, %out[%i] : memref<100xi1, 1>
    }
    gpu.return
  }
}
