; The PTX of legalize-overflow-i8-promote.ll (same kernel).
; With-overflow arithmetic on i8 is promoted to i16 (LLVM's PromoteIntRes_UADDSUBO / XMULO): the
; operands zero-extended in their 16-bit registers (here already: ld.global.u8), the exact sum
; there, and the overflow is whether the sum differs from its low byte zero-extended (llc-22
; -mcpu=sm_90: the same and.b16 255 and setp.ne.b16).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: add.s16 %rs3, %rs1, %rs2;
; CHECK-NEXT: and.b16 %rs4, %rs3, 255;
; CHECK-NEXT: setp.ne.b16 %p1, %rs3, %rs4;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i8, ptr addrspace(1) %p, align 1
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 1
  %b = load i8, ptr addrspace(1) %pb, align 1
  %o = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  %v = extractvalue { i8, i1 } %o, 0
  %f = extractvalue { i8, i1 } %o, 1
  %z = zext i1 %f to i8
  %r = add i8 %v, %z
  store i8 %r, ptr addrspace(1) %p, align 1
  ret void
}
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
