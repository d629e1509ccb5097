; fptrunc of two f32 lanes to <2 x half> / <2 x bfloat> is expanded lane by lane (two fp_round and a
; BUILD_VECTOR); at sm_80+ LLVM 22's pattern (build_vector (fpround_oneuse $lo), (fpround_oneuse
; $hi)) selects one cvt.rn.f16x2.f32 $hi, $lo (bf16x2 likewise), the high lane first. Below sm_80
; the pattern is rejected: cvt-f16x2-f32-sm75.ll.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.v2.b32 {%r1, %r2}, [%rd1];
; CHECK-NEXT: cvt.rn.f16x2.f32 %r3, %r2, %r1;
; CHECK-NEXT: st.global.b32 [%rd2], %r3;
; CHECK-NEXT: cvt.rn.bf16x2.f32 %r4, %r2, %r1;
; CHECK-NOT: cvt.rn.f16.f32
; CHECK-NOT: cvt.rn.bf16.f32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %h = fptrunc <2 x float> %a to <2 x half>
  store <2 x half> %h, ptr addrspace(1) %o, align 4
  %b = fptrunc <2 x float> %a to <2 x bfloat>
  %q = getelementptr i8, ptr addrspace(1) %o, i64 4
  store <2 x bfloat> %b, ptr addrspace(1) %q, align 4
  ret void
}
