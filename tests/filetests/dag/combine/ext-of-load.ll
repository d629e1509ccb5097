; An extension of a loaded value that has no other use becomes an extending load (ext-of-load,
; DAGCombiner's tryToFoldExtOfLoad and visitSIGN_EXTEND_INREG), as LLVM 22 prints it: the i8
; operands of sdiv, sign-extended in their register after promotion, are ld.s8; an i16 shift
; amount zero-extended to i32 is an ld.u16 into the 32-bit register; a sign-extended i16 feeding
; a multiply stays for mul.wide.s16 (mul-wide-16.ll).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry sdiv8(
; CHECK: ld.global.s8 %rs1, [%rd1];
; CHECK-NEXT: ld.global.s8 %rs2, [%rd1+1];
; CHECK-NEXT: div.s16 %rs3, %rs1, %rs2;
; CHECK-NOT: cvt
; CHECK-LABEL: .visible .entry ashr16(
; CHECK: ld.global.u16 %r1, [%rd1+2];
; CHECK-NEXT: shr.s16 %rs2, %rs1, %r1;
define ptx_kernel void @sdiv8(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i8, ptr addrspace(1) %in
  %b.p = getelementptr i8, ptr addrspace(1) %in, i64 1
  %b = load i8, ptr addrspace(1) %b.p
  %r = sdiv i8 %a, %b
  store i8 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @ashr16(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i16, ptr addrspace(1) %in
  %b.p = getelementptr i16, ptr addrspace(1) %in, i64 1
  %b = load i16, ptr addrspace(1) %b.p
  %r = ashr i16 %a, %b
  store i16 %r, ptr addrspace(1) %out
  ret void
}
