; ABS is Legal on i16 (and i32, i64), as LLVM 22 has it: abs.s16 on each promoted i8 lane of a
; <4 x i8> (read sign-extended by prmt) and on a plain i16 alike, never smax(x, 0 - x) (PTX's
; abs.s16 of INT16_MIN is INT16_MIN, what llvm.abs(x, false) asks for). llc prints the same.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry lanes(
; CHECK: prmt.b32 {{%r[0-9]+}}, %r1, 0, 34944;
; CHECK-NEXT: cvt.u16.u32 {{%rs[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT: abs.s16
; CHECK-NOT: max.s16
; CHECK-LABEL: .visible .entry plain(
; CHECK: abs.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}};
; CHECK-NOT: max.s16
; CHECK-NOT: sub.s16
define ptx_kernel void @lanes(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <4 x i8>, ptr addrspace(1) %in
  %r = call <4 x i8> @llvm.abs.v4i8(<4 x i8> %a, i1 false)
  store <4 x i8> %r, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @plain(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load i16, ptr addrspace(1) %in
  %r = call i16 @llvm.abs.i16(i16 %a, i1 false)
  store i16 %r, ptr addrspace(1) %out
  ret void
}
declare <4 x i8> @llvm.abs.v4i8(<4 x i8>, i1)
declare i16 @llvm.abs.i16(i16, i1)
