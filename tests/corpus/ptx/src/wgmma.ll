; Hopper-only operations (sm_90a): wgmma fences, fence.proxy, cluster special registers, setmaxnreg.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @hopper(ptr addrspace(1) %out) "nvvm.maxntid"="128" {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
  %r = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  %s = add i32 %c, %r
  store i32 %s, ptr addrspace(1) %out
  ret void
}

declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.wait()
