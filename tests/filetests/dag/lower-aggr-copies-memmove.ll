; A variable-length memmove becomes two byte loops (LLVM's createMemMoveLoopUnknownSize): when the
; source lies below the destination it copies backwards from byte n - 1 down to 0, else forwards
; (llc-22 -mcpu=sm_90 branches the same way on setp of the two addresses, its blocks in the same
; order: backward check and loop, forward check and loop, then the rest).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: setp.ge.u64 %p1, %rd1, %rd2;
; CHECK-NEXT: @%p1 bra $L__BB0_3;
; CHECK-NEXT: setp.eq.b64 %p2, %rd3, 0;
; CHECK-NEXT: @%p2 bra $L__BB0_5;
; CHECK-NEXT: $L__BB0_2:
; CHECK-NEXT: sub.s64 %rd3, %rd3, 1;
; CHECK: ld.global.u8
; CHECK: st.global.b8
; CHECK: $L__BB0_3:
; CHECK: add.s64 %rd8, %rd8, 1;
; CHECK: ld.global.u8
; CHECK: st.global.b8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %n = load i64, ptr addrspace(1) %in
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %out, ptr addrspace(1) align 4 %in, i64 %n, i1 false)
  ret void
}

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
