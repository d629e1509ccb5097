; atomicrmw at every ordering and sync scope is the plain atom.<space>.<op>, as LLVM 22 prints it
; at sm_60 through sm_90 (no fence, no .sem/.scope qualifier; libNVVM agrees on the NVVM corpus's
; seq_cst add); the pre-sm_70 barriers llvm.nvvm.membar.{gl,cta,sys} are membar.<level>.
; RUN: --sm 90
; CHECK: atom.global.add.u32 %r2, [%rd1], %r1;
; CHECK-NEXT: atom.global.add.u32 %r3, [%rd1], %r1;
; CHECK-NEXT: atom.global.add.u32 %r4, [%rd1], %r1;
; CHECK-NEXT: atom.global.add.u32 %r5, [%rd1], %r1;
; CHECK-NEXT: cvt.s64.s32 %rd3, %r1;
; CHECK-NEXT: atom.global.add.u64 %rd4, [%rd2], %rd3;
; CHECK-NEXT: membar.gl;
; CHECK-NEXT: membar.cta;
; CHECK-NEXT: membar.sys;
; CHECK-NOT: fence
define ptx_kernel void @h(ptr addrspace(1) %bins, ptr addrspace(1) %total, i32 %x) {
  %a = atomicrmw add ptr addrspace(1) %bins, i32 %x acquire
  %b = atomicrmw add ptr addrspace(1) %bins, i32 %x release
  %c = atomicrmw add ptr addrspace(1) %bins, i32 %x syncscope("block") monotonic
  %d = atomicrmw add ptr addrspace(1) %bins, i32 %x seq_cst
  %w = sext i32 %x to i64
  %e = atomicrmw add ptr addrspace(1) %total, i64 %w seq_cst
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.sys()
  ret void
}
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.sys()
