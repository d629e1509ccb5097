; A memcpy / memmove / memset whose length is not a constant becomes a byte loop before the DAG is
; built (compiler/src/dag/aggr_copies.rs; NVPTXLowerAggrCopies with LLVM's
; createMemCpyLoopUnknownSize, i8 loop type, its blocks laid out after the call's block and
; before the rest, as LLVM inserts them): skip it when the length is 0, else copy byte i and
; count up while i < n (llc-22 -mcpu=sm_90: setp.eq.b64 / ld.global.b8 / st.global.b8 /
; add.s64 1 / setp.lt.u64 / @p bra, the same loop).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.b64 %rd3, [%rd1];
; CHECK-NEXT: setp.eq.b64 %p1, %rd3, 0;
; CHECK: @%p1 bra $L__BB0_2;
; CHECK-NEXT: $L__BB0_1:
; CHECK: add.s64 %rd4, %rd4, 1;
; CHECK-NEXT: setp.lt.u64 %p2, %rd4, %rd3;
; CHECK-NEXT: ld.global.u8 %rs1, [%rd5];
; CHECK-NEXT: st.global.b8 [%rd6], %rs1;
; CHECK-NEXT: @%p2 bra $L__BB0_1;
; CHECK-NEXT: $L__BB0_2:
; CHECK-NEXT: ret;
; CHECK-NOT: memcpy
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %n = load i64, ptr addrspace(1) %in
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %out, ptr addrspace(1) align 4 %in, i64 %n, i1 false)
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
