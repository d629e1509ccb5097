; Conversions between f16/bf16 (b16 registers) and f32/f64/integers on sm_90, where every one is
; a single cvt (cvt.f64.bf16, cvt.rn.bf16.f64, cvt.rn.bf16.s32 and cvt.rzi.s32.bf16 are sm_90's).
; RUN: --emit ptx --sm 90
; CHECK: cvt.f32.f16
; CHECK-NEXT: cvt.f32.bf16
; CHECK-NEXT: cvt.f64.bf16
; CHECK-NEXT: cvt.rn.bf16.f32
; CHECK-NEXT: cvt.rn.bf16.f64
; CHECK-NEXT: cvt.rn.f16.f32
; CHECK-NEXT: cvt.rzi.s32.bf16
; CHECK-NEXT: cvt.rn.bf16.s32
; CHECK-NEXT: cvt.rzi.u16.f16
; CHECK-NEXT: cvt.rn.f16.u16
; CHECK-NOT: shl.b32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %o) {
  %h = load half, ptr addrspace(1) %p, align 2
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 2
  %b = load bfloat, ptr addrspace(1) %pb, align 2
  %f = load float, ptr addrspace(1) %q, align 4
  %qd = getelementptr i8, ptr addrspace(1) %q, i64 8
  %d = load double, ptr addrspace(1) %qd, align 8
  %hf = fpext half %h to float
  %bf = fpext bfloat %b to float
  %bd = fpext bfloat %b to double
  %fb = fptrunc float %f to bfloat
  %db = fptrunc double %d to bfloat
  %fh = fptrunc float %f to half
  %ib = fptosi bfloat %b to i32
  %bi = sitofp i32 %ib to bfloat
  %ih = fptoui half %h to i16
  %hi = uitofp i16 %ih to half
  %s1 = fadd float %hf, %bf
  store float %s1, ptr addrspace(1) %o, align 4
  %o2 = getelementptr i8, ptr addrspace(1) %o, i64 8
  store double %bd, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr i8, ptr addrspace(1) %o, i64 16
  store bfloat %fb, ptr addrspace(1) %o3, align 2
  %o4 = getelementptr i8, ptr addrspace(1) %o, i64 18
  store bfloat %db, ptr addrspace(1) %o4, align 2
  %o5 = getelementptr i8, ptr addrspace(1) %o, i64 20
  store half %fh, ptr addrspace(1) %o5, align 2
  %o6 = getelementptr i8, ptr addrspace(1) %o, i64 22
  store bfloat %bi, ptr addrspace(1) %o6, align 2
  %o7 = getelementptr i8, ptr addrspace(1) %o, i64 24
  store half %hi, ptr addrspace(1) %o7, align 2
  ret void
}
