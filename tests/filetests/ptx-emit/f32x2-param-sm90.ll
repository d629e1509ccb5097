; A kernel's <2 x float> parameter below sm_100 (no f32x2): the same 8-byte .param array as at
; sm_100a, read lane by lane with ld.param.v2.b32 (LLVM 22's shape), the arithmetic in f32.
; RUN: --sm 90
; CHECK: .param .align 8 .b8 k_param_1[8]
; CHECK: ld.param.v2.b32 {%r1, %r2}, [k_param_1];
; CHECK: add.rn.f32 %r5, %r3, %r1;
; CHECK-NEXT: add.rn.f32 %r6, %r4, %r2;
; CHECK-NOT: f32x2
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x float> %v) {
  %a = load <2 x float>, ptr addrspace(1) %p, align 8
  %b = fadd <2 x float> %a, %v
  store <2 x float> %b, ptr addrspace(1) %p, align 8
  ret void
}
