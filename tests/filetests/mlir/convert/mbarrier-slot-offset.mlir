// mbarrier.create is a private shared-memory global (no nvvm op); init of barrier 2 of a group of
// four addresses the slot 16 bytes in (contract 2.12, 2.13) and uses the .shared intrinsic.
// RUN: --sm 80 --emit llvm
// CHECK: @__mbarrier = internal addrspace(3) global [4 x i64] undef, align 8
// CHECK: define ptx_kernel void @init(i64 %v0)
// CHECK: getelementptr i64, ptr addrspace(3) @__mbarrier, i64 2
// CHECK: call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3)
!barriers = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
gpu.module @kernels {
  gpu.func @init(%count: index) kernel {
    %c2 = arith.constant 2 : index
    %bar = nvgpu.mbarrier.create -> !barriers
    nvgpu.mbarrier.init %bar[%c2], %count : !barriers
    gpu.return
  }
}
