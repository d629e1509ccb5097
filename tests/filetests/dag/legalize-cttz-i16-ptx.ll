; cttz of an i16 (here each lane of a <2 x i16>, which has no packed form) is expanded on i16, as
; LLVM 22 does: ~x & (x - 1) in 16 bits, then the promoted popc.b32 (no `or 0x10000` on i32). The
; two 32-bit counts are packed into the v2i16 by one prmt.b32 0x5410 (LLVM 22's pattern
; (build_vector (trunc i32:$a), (trunc i32:$b)) -> PRMT $a, $b, 0x5410), not two cvt.u16.u32 and a
; mov.b32. In @plain the lanes are i16 values, not truncates: the prmt pattern must not fire.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: or.b32
; CHECK: not.b16 %rs3, %rs1;
; CHECK-NEXT: sub.s16 %rs4, %rs1, 1;
; CHECK-NEXT: and.b16 %rs5, %rs3, %rs4;
; CHECK: popc.b32 %r2, %r1;
; CHECK: popc.b32 %r4, %r3;
; CHECK-NEXT: prmt.b32 %r5, %r2, %r4, 21520;
; CHECK-NEXT: st.global.b32 [%rd2], %r5;
; CHECK-NOT: cvt.u16.u32
; CHECK-LABEL: .visible .entry plain(
; CHECK-NOT: prmt
; CHECK: mov.b32 %r{{[0-9]+}}, {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <2 x i16>, ptr addrspace(1) %in
  %r = call <2 x i16> @llvm.cttz.v2i16(<2 x i16> %a, i1 false)
  store <2 x i16> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @plain(ptr addrspace(1) %in, ptr addrspace(1) %out, i16 %x, i16 %y) {
  %a = insertelement <2 x i16> poison, i16 %x, i32 0
  %b = insertelement <2 x i16> %a, i16 %y, i32 1
  %w = bitcast <2 x i16> %b to i32
  %s = add i32 %w, 1
  store i32 %s, ptr addrspace(1) %out
  ret void
}
declare <2 x i16> @llvm.cttz.v2i16(<2 x i16>, i1)
