; The PTX of legalize-i128-variable-shift.ll (same kernel).
; An i128 shift by a variable amount expands to the two 64-bit halves as NVPTX's SHL_PARTS
; lowering does (llc-22 -mcpu=sm_90 prints the same shape): the two-word shift
; hi << n | lo >> (64 - n), the shift past the low word lo << (n - 64), chosen by n > 63, and the
; low half zero past 63. smax on i128 compares the halves (the high ones decide unless equal) and
; selects both; ctpop adds the halves' counts.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: sub.s32 %r2, 64, %r1;
; CHECK-NEXT: add.s32 %r3, %r1, -64;
; CHECK-NEXT: setp.gt.s32 %p1, %r1, 63;
; CHECK: shl.b64 %rd4, %rd3, %r1;
; CHECK-NEXT: shr.u64 %rd5, %rd2, %r2;
; CHECK-NEXT: or.b64 %rd6, %rd4, %rd5;
; CHECK-NEXT: shl.b64 %rd7, %rd2, %r3;
; CHECK-NEXT: selp.b64 %rd8, %rd7, %rd6, %p1;
; CHECK: setp.gt.u64
; CHECK-NEXT: setp.eq.b64
; CHECK-NEXT: and.pred
; CHECK-NEXT: setp.gt.s64
; CHECK-NEXT: or.pred
; CHECK: popc.b64
; CHECK: popc.b64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %w = zext i32 %n to i128
  %s = shl i128 %a, %w
  %q = getelementptr i8, ptr addrspace(1) %p, i64 16
  %b = load i128, ptr addrspace(1) %q, align 16
  %m = call i128 @llvm.smax.i128(i128 %s, i128 %b)
  %c = call i128 @llvm.ctpop.i128(i128 %m)
  store i128 %c, ptr addrspace(1) %p, align 16
  ret void
}
declare i128 @llvm.smax.i128(i128, i128)
declare i128 @llvm.ctpop.i128(i128)
