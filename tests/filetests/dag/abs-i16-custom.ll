; ABS on i16 is Custom: kept (abs.s16, LLVM 22's legal ABS) where the operand cannot be
; INT16_MIN because it is sign-extended from fewer bits (each promoted i8 lane of a <4 x i8>,
; read sign-extended by prmt), declined otherwise, so a plain i16 abs is still expanded to
; smax(x, 0 - x) (abs.s is undefined for INT_MIN there).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry lanes(
; CHECK: prmt.b32 {{%r[0-9]+}}, %r1, 0, 34944;
; CHECK-NEXT: cvt.u16.u32 {{%rs[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT: abs.s16
; CHECK-NOT: max.s16
; CHECK-LABEL: .visible .entry plain(
; CHECK-NOT: abs.s16
; CHECK: sub.s16 {{%rs[0-9]+}}, 0, {{%rs[0-9]+}};
; CHECK-NEXT: max.s16
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
