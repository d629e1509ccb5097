; LLVM 22's tryEXTRACT_VECTOR_ELEMENT: when both lanes of a packed 16-bit pair (v2i16, v2f16,
; v2bf16 in one b32) are extracted, every such extract shares one I32toV2I16
; (`mov.b32 {%rs1, %rs2}, %r1`) instead of a `mov.b32 {%rs1, _}` and a `mov.b32 {_, %rs2}`. In
; @both the <8 x i16> values are loaded as four b32 pairs and the mul runs lane by lane (one unpack
; per pair); in @one only lane 1 of the pair is read, so it stays the single-lane form
; (I32toI16H_Sink).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry both(
; CHECK: ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];
; CHECK-NOT: _}
; CHECK: mov.b32 {%rs1, %rs2}, %r1;
; CHECK-NOT: _}
; CHECK: mov.b32 {%rs9, %rs10}, %r5;
; CHECK-NEXT: mul.lo.s16 %rs11, %rs1, %rs9;
; CHECK-NEXT: mul.lo.s16 %rs12, %rs2, %rs10;
; CHECK-NEXT: mov.b32 %r9, {%rs11, %rs12};
; CHECK-NOT: _}
; CHECK-LABEL: .visible .entry one(
; CHECK: mov.b32 {_, %rs1}, %r1;
; CHECK-NOT: mov.b32 {%rs{{[0-9]+}}, %rs
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @both(ptr addrspace(1) %p) {
  %a = load <8 x i16>, ptr addrspace(1) %p, align 16
  %q = getelementptr i8, ptr addrspace(1) %p, i64 16
  %b = load <8 x i16>, ptr addrspace(1) %q, align 16
  %m = mul <8 x i16> %a, %b
  store <8 x i16> %m, ptr addrspace(1) %p, align 16
  ret void
}

define ptx_kernel void @one(ptr addrspace(1) %p, i32 %x) {
  %v = bitcast i32 %x to <2 x half>
  %h = extractelement <2 x half> %v, i32 1
  %f = fpext half %h to float
  store float %f, ptr addrspace(1) %p, align 4
  ret void
}
