; The pieces of a .param array go two or four at a time (st.param.v2/.v4, ld.param.v2/.v4) when
; the array's alignment allows, as LLVM 22's VectorizePTXValueVTs groups them; an internal
; function only called directly gets arrays aligned to 16 (getFunctionParamOptimizedAlign).
; Must not fire: the external @ext keeps [4 x i32]'s ABI alignment of 4, so its pieces are four
; st.param.b32 and four ld.param.b32; @h is defined here but not internal (a caller outside the
; module may rely on the ABI), so it keeps the alignment of 4 too. <8 x i32> (align 32) is two
; v4.b32 at +0 and +16.
; RUN: --emit ptx --sm 90
; CHECK: .func (.param .align 4 .b8 func_retval0[16]) h(
; CHECK-NEXT: .param .align 4 .b8 h_param_0[16]
; CHECK: st.param.b32 [func_retval0+12],
; CHECK: .func (.param .align 32 .b8 func_retval0[32]) g(
; CHECK-NEXT: .param .align 32 .b8 g_param_0[32]
; CHECK: st.param.v4.b32 [func_retval0], {
; CHECK: st.param.v4.b32 [func_retval0+16], {
; CHECK: .param .align 4 .b8 param0[16];
; CHECK-NEXT: st.param.b32 [param0],
; CHECK-NEXT: st.param.b32 [param0+4],
; CHECK-NEXT: st.param.b32 [param0+8],
; CHECK-NEXT: st.param.b32 [param0+12],
; CHECK: call.uni (retval0), ext, (param0);
; CHECK-NEXT: ld.param.b32 %r{{[0-9]+}}, [retval0];
; CHECK-NEXT: ld.param.b32 %r{{[0-9]+}}, [retval0+4];
; CHECK: .param .align 32 .b8 param0[32];
; CHECK-NEXT: st.param.v4.b32 [param0], {
; CHECK-NEXT: st.param.v4.b32 [param0+16], {
; CHECK: call.uni (retval0), g, (param0);
; CHECK-NEXT: ld.param.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [retval0];
; CHECK-NEXT: ld.param.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [retval0+16];
; CHECK: .param .align 4 .b8 param0[16];
; CHECK: call.uni (retval0), h, (param0);
declare [4 x i32] @ext([4 x i32])

define [4 x i32] @h([4 x i32] %x) noinline {
  ret [4 x i32] %x
}

define internal <8 x i32> @g(<8 x i32> %x) noinline {
  ret <8 x i32> %x
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load [4 x i32], ptr addrspace(1) %in
  %r = call [4 x i32] @ext([4 x i32] %a)
  store [4 x i32] %r, ptr addrspace(1) %out
  %v = load <8 x i32>, ptr addrspace(1) %in
  %w = call <8 x i32> @g(<8 x i32> %v)
  store <8 x i32> %w, ptr addrspace(1) %out
  %s = call [4 x i32] @h([4 x i32] %a)
  store [4 x i32] %s, ptr addrspace(1) %out
  ret void
}
