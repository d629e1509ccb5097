; More of issue 22's intrinsics, as llc-22 prints them at sm_90a, PTX 8.0: prefetch (LLVM 22 selects
; every prefetch from sm_90 / PTX 8.0 on), setmaxnreg, isspacep.shared::cluster, and elect.sync
; returning its `{ i32, i1 }` (the i1 field crosses the .param ABI as a byte).
; RUN: --emit ptx --sm 90a --ptx 8.0
; CHECK-LABEL: .visible .func p(
; CHECK: prefetch.global.L1 [%rd{{[0-9]+}}];
; CHECK: prefetch.local.L2 [%rd{{[0-9]+}}];
; CHECK: prefetch.global.L2::evict_last [%rd{{[0-9]+}}];
; CHECK: prefetchu.L1 [%rd{{[0-9]+}}];
; CHECK: isspacep.shared::cluster %p{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: setmaxnreg.inc.sync.aligned.u32 232;
; CHECK: setmaxnreg.dec.sync.aligned.u32 40;
; CHECK-LABEL: .visible .func {{.*}} el(
; CHECK: elect.sync %r{{[0-9]+}}|%p{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: st.param.b32 [func_retval0], %r{{[0-9]+}};
; CHECK: [func_retval0+4]
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1))
declare void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5))
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1))
declare void @llvm.nvvm.prefetchu.L1(ptr)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)

define void @p(ptr %q, ptr addrspace(1) %g, ptr addrspace(5) %l) {
  call void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) %l)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %g)
  call void @llvm.nvvm.prefetchu.L1(ptr %q)
  %c = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %q)
  store volatile i1 %c, ptr %q
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 232)
  call void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 40)
  ret void
}

define { i32, i1 } @el(i32 %m) {
  %r = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %m)
  ret { i32, i1 } %r
}
