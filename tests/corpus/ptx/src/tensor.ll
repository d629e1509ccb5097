; Tensor-core and async-copy intrinsics (LLVM 22 NVPTX): mma.sync, ldmatrix, cp.async, mbarrier,
; wgmma fences (sm_90a).
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [1024 x i32] undef, align 16

define ptx_kernel void @mma_f16(ptr addrspace(1) %a, ptr addrspace(1) %d) {
  %pa = getelementptr <2 x half>, ptr addrspace(1) %a, i64 0
  %a0 = load <2 x half>, ptr addrspace(1) %pa
  %r = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, float 0.0, float 0.0, float 0.0, float 0.0)
  %x = extractvalue { float, float, float, float } %r, 0
  %y = extractvalue { float, float, float, float } %r, 3
  %s = fadd float %x, %y
  store float %s, ptr addrspace(1) %d
  ret void
}

define ptx_kernel void @ldsm(ptr addrspace(1) %out) {
  %p = getelementptr [1024 x i32], ptr addrspace(3) @smem, i32 0, i32 64
  %v = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
  %e = extractvalue { i32, i32, i32, i32 } %v, 2
  store i32 %e, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @async_copy(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %bar = getelementptr [1024 x i32], ptr addrspace(3) @smem, i32 0, i32 1000
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %bar, i32 32)
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) @smem, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %tok = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %bar)
  %v = load i32, ptr addrspace(3) @smem
  store i32 %v, ptr addrspace(1) %out
  store i64 %tok, ptr addrspace(1) %out
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
