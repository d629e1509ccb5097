; frem as LLVM 22 lowers it (LowerFREM): fma(-trunc(x / y), y, x), and x itself when y is
; infinite (setcc (fabs y), inf, oeq selects testp.infinite); copysign of a half is the
; magnitude bits of x or'ed with the sign bit of y.
; RUN: --emit ptx
; CHECK: div.rn.f32 {{%r[0-9]+}}, %r1, %r2;
; CHECK-NEXT: cvt.rzi.f32.f32
; CHECK-NEXT: neg.f32
; CHECK-NEXT: fma.rn.f32 {{%r[0-9]+}}, {{%r[0-9]+}}, %r2, %r1;
; CHECK-NEXT: testp.infinite.f32 {{%p[0-9]+}}, %r2;
; CHECK-NEXT: selp.f32 {{%r[0-9]+}}, %r1, {{%r[0-9]+}}, {{%p[0-9]+}};
; CHECK: and.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 32767;
; CHECK: and.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, -32768;
; CHECK-NEXT: or.b16
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %x, float %y, ptr addrspace(1) %h) {
  %r = frem float %x, %y
  store float %r, ptr addrspace(1) %p, align 4
  %a = load half, ptr addrspace(1) %h, align 2
  %hb = getelementptr i8, ptr addrspace(1) %h, i64 2
  %b = load half, ptr addrspace(1) %hb, align 2
  %c = call half @llvm.copysign.f16(half %a, half %b)
  store half %c, ptr addrspace(1) %h, align 2
  ret void
}
declare half @llvm.copysign.f16(half, half)
