; Vectors, i128 and aggregates cross a call as .param byte arrays of their layout, each piece at
; its offset; @f is internal and only called directly, so every array is aligned to 16 (LLVM 22's
; getFunctionParamOptimizedAlign) and runs of pieces go as st.param.v4/.v2 and ld.param.v4
; (VectorizePTXValueVTs): the <4 x float> as one v4.b32, the i128 as one v2.b64; the
; { i8, i64, half } piece by piece (different types), a <2 x half> as one b32; an i8 is widened
; to a .b32 parameter and read with ld.param.b8.
; RUN: --emit ptx --sm 90
; CHECK: .func (.param .align 16 .b8 func_retval0[16]) f(
; CHECK-NEXT: .param .align 16 .b8 f_param_0[16],
; CHECK-NEXT: .param .align 16 .b8 f_param_1[16],
; CHECK-NEXT: .param .align 16 .b8 f_param_2[24],
; CHECK-NEXT: .param .align 16 .b8 f_param_3[4],
; CHECK-NEXT: .param .b32 f_param_4
; CHECK: ld.param.v2.b64 {%rd1, %rd2}, [f_param_1];
; CHECK: ld.param.b8 %rs1, [f_param_4];
; CHECK: st.param.v4.b32 [func_retval0], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK-NOT: st.param.b32 [func_retval0
; CHECK: .param .align 16 .b8 param0[16];
; CHECK-NEXT: st.param.v4.b32 [param0], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: .param .align 16 .b8 param1[16];
; CHECK-NEXT: st.param.v2.b64 [param1], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
; CHECK: .param .align 16 .b8 param2[24];
; CHECK: st.param.b64 [param2+8],
; CHECK: st.param.b16 [param2+16],
; CHECK: .param .align 16 .b8 param3[4];
; CHECK: st.param.b32 [param3],
; CHECK: .param .b32 param4;
; CHECK: .param .align 16 .b8 retval0[16];
; CHECK: call.uni (retval0), f, (param0, param1, param2, param3, param4);
; CHECK: ld.param.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [retval0];
define internal <4 x float> @f(<4 x float> %v, i128 %w, { i8, i64, half } %s, <2 x half> %h, i8 %b) noinline {
  %x = extractelement <4 x float> %v, i32 0
  %t = trunc i128 %w to i32
  %c = sitofp i32 %t to float
  %y = fadd float %x, %c
  %e = extractvalue { i8, i64, half } %s, 0
  %z = add i8 %e, %b
  %zz = uitofp i8 %z to float
  %q = fadd float %y, %zz
  %r = insertelement <4 x float> %v, float %q, i32 3
  ret <4 x float> %r
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x float>, ptr addrspace(1) %in
  %w = load i128, ptr addrspace(1) %in
  %s = load { i8, i64, half }, ptr addrspace(1) %in
  %h = load <2 x half>, ptr addrspace(1) %in
  %b = load i8, ptr addrspace(1) %in
  %r = call <4 x float> @f(<4 x float> %a, i128 %w, { i8, i64, half } %s, <2 x half> %h, i8 %b)
  store <4 x float> %r, ptr addrspace(1) %out
  ret void
}
