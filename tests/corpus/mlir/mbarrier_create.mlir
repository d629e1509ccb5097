// nvgpu.mbarrier.create: a group of one barrier becomes a private shared-memory global
// (@__mbarrier) read through memref.get_global; initialised for the whole block.
// FLOOR: sm_80
!barrier = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
gpu.module @kernels {
  gpu.func @create(%out: memref<1xi32, 1>) kernel {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %bar = nvgpu.mbarrier.create -> !barrier
    nvgpu.mbarrier.init %bar[%c0], %c128 : !barrier
    gpu.return
  }
}
