; umul.with.overflow on i128 expands on the i64 halves: the low 128 bits of the product from
; al*bl, mul.hi(al, bl) and the two cross products; the overflow is set when both high halves
; are non-zero, a cross product has high bits, or the middle sums carry (or.pred of five
; conditions).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: mul.hi.u64
; CHECK: mul.hi.u64
; CHECK: mul.hi.u64
; CHECK: setp.lt.u64
; CHECK: setp.lt.u64
; CHECK: or.pred
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %q = getelementptr i128, ptr addrspace(1) %p, i64 1
  %b = load i128, ptr addrspace(1) %q, align 16
  %o = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue { i128, i1 } %o, 0
  %f = extractvalue { i128, i1 } %o, 1
  %z = zext i1 %f to i128
  %r = add i128 %v, %z
  store i128 %r, ptr addrspace(1) %p, align 16
  ret void
}
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128)
