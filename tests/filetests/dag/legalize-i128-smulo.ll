; smul.with.overflow on i128 expands on the i64 halves (LLVM's forceExpandWideMUL, signed, checked
; with llc): the 256-bit product from al*bl, the two mixed cross products (mul.hi.u64 plus the
; signed half's sign times the other: mad.lo) and ah*bh (mul.hi.s64), summed with carry chains;
; the overflow is set when the top 128 bits differ from the low half's sign (shr.s64 63, xor, or).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: mul.hi.u64
; CHECK: mad.lo.s64
; CHECK: mad.lo.s64
; CHECK: mul.hi.s64
; CHECK: add.cc.s64
; CHECK: addc.cc.s64
; CHECK: shr.s64 %rd31, %rd21, 63;
; CHECK-NEXT: xor.b64 %rd32, %rd29, %rd31;
; CHECK-NEXT: xor.b64 %rd33, %rd30, %rd31;
; CHECK-NEXT: or.b64 %rd34, %rd32, %rd33;
; CHECK-NEXT: setp.ne.b64 %p1, %rd34, 0;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %q = getelementptr i128, ptr addrspace(1) %p, i64 1
  %b = load i128, ptr addrspace(1) %q, align 16
  %o = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue { i128, i1 } %o, 0
  %f = extractvalue { i128, i1 } %o, 1
  %z = zext i1 %f to i128
  %r = add i128 %v, %z
  store i128 %r, ptr addrspace(1) %p, align 16
  ret void
}
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)
