; i128 division as LLVM 22 handles it (NVPTX divides at most 64 bits, so ExpandLargeDivRem makes
; it a shift-subtract loop before the DAG): here the loop runs on the i64 halves (no i128 value
; crosses a block): 128 rounds shift the remainder left by one, bring in the dividend's top bit,
; and subtract the divisor when the remainder is at least it (a two-word compare and a
; subtraction with borrow), shifting the outcome into the quotient. sdiv divides the magnitudes
; and negates the quotient when the signs differ (the loop was checked against Python big
; integers on random operands, both signs).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: shr.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 63;
; CHECK: sub.cc.s64
; CHECK-NEXT: subc.cc.s64
; CHECK: mov.b32 %r1, 0;
; CHECK: $L__BB0_1:
; CHECK: setp.gt.u64 {{%p[0-9]+}}, %rd25, {{%rd[0-9]+}};
; CHECK-NEXT: setp.eq.b64
; CHECK-NEXT: setp.ge.u64
; CHECK-NEXT: and.pred
; CHECK-NEXT: or.pred
; CHECK: add.s32 %r1, %r1, 1;
; CHECK-NEXT: setp.ne.b32 %p7, %r1, 128;
; CHECK-NEXT: @%p7 bra $L__BB0_1;
; CHECK-NEXT: xor.b64
; CHECK: sub.cc.s64
; CHECK-NEXT: subc.cc.s64
; CHECK-NEXT: st.global.v2.b64
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i128, ptr addrspace(1) %in
  %b.p = getelementptr i128, ptr addrspace(1) %in, i64 1
  %b = load i128, ptr addrspace(1) %b.p
  %r = sdiv i128 %a, %b
  store i128 %r, ptr addrspace(1) %out
  ret void
}
