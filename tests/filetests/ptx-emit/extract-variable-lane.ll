; A variable lane of a loaded vector whose load has no other use reads only that element:
; extract_vector_elt (load p), i -> load (p + (i & (n-1)) * size) (extract-of-load, DAGCombiner's
; scalarizeExtractedVectorLoad; LLVM 22 does the same for the v4f32). A variable lane of a computed
; vector that type legalization splits (v4f32, v8i8) compares the index with each lane (setp.eq +
; selp chain); a byte of a v4i8 part is read by prmt.b32 against 0 (selector 0x777k, LLVM 22's
; v4i8 EXTRACT_VECTOR_ELT lowering) and truncated into a 16-bit register.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.u32 %rd3, [%rd2];
; CHECK-NEXT: and.b64 %rd4, %rd3, 3;
; CHECK-NEXT: shl.b64 %rd5, %rd4, 2;
; CHECK-NEXT: add.s64 %rd6, %rd1, %rd5;
; CHECK-NEXT: ld.global.b32 %r1, [%rd6];
; CHECK-NEXT: st.global.b32 [%rd2], %r1;
; CHECK-NEXT: and.b64 %rd7, %rd3, 7;
; CHECK-NEXT: add.s64 %rd8, %rd1, %rd7;
; CHECK-NEXT: ld.global.u8 %rs1, [%rd8];
; CHECK-NEXT: st.global.b8 [%rd2], %rs1;
; CHECK-LABEL: .visible .entry computed(
; CHECK: setp.eq.b32 {{%p[0-9]+}}, %r1, 1;
; CHECK: selp.f32
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, 30577;
; CHECK: selp.b16
; CHECK: st.global.b8
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %in
  %i = load i32, ptr addrspace(1) %out
  %r = extractelement <4 x float> %a, i32 %i
  store float %r, ptr addrspace(1) %out
  %b = load <8 x i8>, ptr addrspace(1) %in
  %s = extractelement <8 x i8> %b, i32 %i
  store i8 %s, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @computed(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a0 = load <4 x float>, ptr addrspace(1) %in
  %a = fadd <4 x float> %a0, %a0
  %i = load i32, ptr addrspace(1) %out
  %r = extractelement <4 x float> %a, i32 %i
  store float %r, ptr addrspace(1) %out
  %b0 = load <8 x i8>, ptr addrspace(1) %in
  %b = add <8 x i8> %b0, %b0
  %s = extractelement <8 x i8> %b, i32 %i
  store i8 %s, ptr addrspace(1) %out
  ret void
}
