; Atomics: a relaxed atomicrmw by address space (layer 2), a scoped NVVM atomic intrinsic
; (layer 1), and fences by ordering and scope.
; RUN: --emit ptx
; CHECK: atom.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 5;
; CHECK: atom.cta.add.s32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 1;
; CHECK: fence.sc.sys;
; CHECK: fence.acq_rel.cta;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %g, ptr %p, ptr %out) {
  %a = atomicrmw add ptr addrspace(1) %g, i32 5 monotonic
  %b = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p, i32 1)
  fence seq_cst
  %s = add i32 %a, %b
  fence syncscope("block") release
  store i32 %s, ptr %out
  ret void
}
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
