; Below sm_80 there is no cvt.rn.f16x2.f32: the fold of cvt-f16x2-f32-sm90.ll must not fire, each
; lane is rounded by its own cvt.rn.f16.f32 and the pair packed by mov.b32 (as llc-22 -mcpu=sm_75).
; RUN: --emit ptx --sm 75
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: f16x2.f32
; CHECK: cvt.rn.f16.f32 %rs1, %r1;
; CHECK-NEXT: cvt.rn.f16.f32 %rs2, %r2;
; CHECK-NEXT: mov.b32 %r3, {%rs1, %rs2};
; CHECK-NOT: f16x2.f32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %h = fptrunc <2 x float> %a to <2 x half>
  store <2 x half> %h, ptr addrspace(1) %o, align 4
  ret void
}
