; `half`/`bfloat` scalars cross the .param ABI as 2-byte arrays, as LLVM 22 declares them:
; kernel and function parameters, the return value, and a call's arguments and retval0, each
; read or written with ld.param.b16/st.param.b16 in a %rs register. A kernel's <2 x half> is a
; 4-byte array read as one packed b32; v2f16 arithmetic stays packed (fma.rn.f16x2).
; RUN: --emit ptx
; CHECK-LABEL: .visible .func (.param .align 2 .b8 func_retval0[2]) f(
; CHECK-NEXT: .param .align 2 .b8 f_param_0[2],
; CHECK-NEXT: .param .align 2 .b8 f_param_1[2]
; CHECK: ld.param.b16 %rs1, [f_param_0];
; CHECK: st.param.b16 [func_retval0], %rs2;
; CHECK-LABEL: .visible .entry k(
; CHECK-NEXT: .param .align 2 .b8 k_param_0[2],
; CHECK-NEXT: .param .align 4 .b8 k_param_1[4],
; CHECK: ld.param.b16 %rs1, [k_param_0];
; CHECK: ld.param.b32 %r1, [k_param_1];
; CHECK: fma.rn.f16x2 %r{{[0-9]+}}, %r1, %r1, %r1;
; CHECK-LABEL: .visible .entry k2(
; CHECK: .param .align 2 .b8 param0[2];
; CHECK-NEXT: st.param.b16 [param0], %rs1;
; CHECK: .param .align 2 .b8 retval0[2];
; CHECK-NEXT: call.uni (retval0), f, (param0, param1);
; CHECK-NEXT: ld.param.b16 %rs3, [retval0];
target triple = "nvptx64-nvidia-cuda"

define half @f(half %a, bfloat %b) noinline {
  %z = fadd half %a, %a
  ret half %z
}

define ptx_kernel void @k(half %a, <2 x half> %v, ptr %p) {
  store half %a, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  %w = call <2 x half> @llvm.fma.v2f16(<2 x half> %v, <2 x half> %v, <2 x half> %v)
  store <2 x half> %w, ptr %q
  ret void
}

define ptx_kernel void @k2(half %a, bfloat %b, ptr %p) {
  %r = call half @f(half %a, bfloat %b)
  store half %r, ptr %p
  ret void
}

declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
