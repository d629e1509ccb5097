; A variable lane inserted into a vector that type legalization splits (v4f32) or scalarizes
; (v2i32): each lane becomes `idx == k ? value : old lane` (setp.eq + selp per lane; LLVM 22 goes
; through a local stack slot, with the same result). A variable lane read out of a packed v2f16
; picks one of its two halves (setp.eq idx, 0 + selp; the vector is computed: a loaded one used only
; there reads just the lane, extract-variable-lane.ll).
; RUN: --emit ptx --sm 90
; CHECK: ld.global.b32 %r1, [%rd1+16];
; CHECK: ld.global.b32 %r2, [%rd2];
; CHECK: setp.eq.b32 %p1, %r2, 0;
; CHECK: setp.eq.b32 %p4, %r2, 3;
; CHECK: selp.f32 %r7, %r1, %r3, %p1;
; CHECK: selp.f32 %r10, %r1, %r6, %p4;
; CHECK: st.global.v4.b32 [%rd2], {%r7, %r8, %r9, %r10};
; CHECK: selp.b32 %r13, %r2, %r11, %p1;
; CHECK: st.global.v2.b32
; CHECK: mov.b32 {%rs1, %rs2}, %r16;
; CHECK: selp.b16 %rs3, %rs1, %rs2, %p1;
; CHECK: st.global.b16
; CHECK-NOT: __local_depot
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %in
  %e.p = getelementptr <4 x float>, ptr addrspace(1) %in, i64 1
  %e = load float, ptr addrspace(1) %e.p
  %i = load i32, ptr addrspace(1) %out
  %r = insertelement <4 x float> %a, float %e, i32 %i
  store <4 x float> %r, ptr addrspace(1) %out
  %b = load <2 x i32>, ptr addrspace(1) %in
  %s = insertelement <2 x i32> %b, i32 %i, i32 %i
  store <2 x i32> %s, ptr addrspace(1) %out
  %h = load <2 x half>, ptr addrspace(1) %in
  %h2 = fadd <2 x half> %h, %h
  %x = extractelement <2 x half> %h2, i32 %i
  store half %x, ptr addrspace(1) %out
  ret void
}
