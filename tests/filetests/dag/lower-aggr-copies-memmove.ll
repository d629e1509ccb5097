; A variable-length memmove becomes two byte loops (LLVM's createMemMoveLoopUnknownSize): when the
; source lies below the destination it copies backwards from byte n - 1 down to 0, else forwards
; (llc-22 -mcpu=sm_90 branches the same way on setp of the two addresses).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: setp.lt.u64 %p1, %rd1, %rd2;
; CHECK-NEXT: @%p1 bra $L__BB0_2;
; CHECK: sub.s64 %rd3, %rd3, 1;
; CHECK: ld.global.u8
; CHECK: st.global.b8
; CHECK: add.s64 %rd5, %rd5, 1;
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
