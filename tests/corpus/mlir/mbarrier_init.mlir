// nvgpu.mbarrier.init on barrier 2 of a group of four: the slot is 16 bytes into the group.
// FLOOR: sm_80
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
gpu.module @kernels {
  gpu.func @init(%count: index) kernel {
    %c2 = arith.constant 2 : index
    %bar = nvgpu.mbarrier.create -> !barriers
    nvgpu.mbarrier.init %bar[%c2], %count : !barriers
    gpu.return
  }
}
