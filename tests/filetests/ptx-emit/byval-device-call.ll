; A device function with a byval struct parameter and a struct return (the .param ABI for
; aggregates, as LLVM 22 does it): the callee reads its copy with ld.param at symbol+offset,
; returns each field with st.param at its layout offset in func_retval0[size]; the caller
; declares param0 as a byte array, copies the struct into it in alignment-wide chunks, and reads
; the fields back from retval0. A function that writes its copy writes it through the local
; address of the parameter's symbol (the generic cast folded by infer-address-space, as LLVM 22's
; st.local). An aggregate load is one load per field.
; RUN: --emit ptx
; CHECK: .visible .func (.param .align 8 .b8 func_retval0[16]) f(
; CHECK-NEXT: .param .align 8 .b8 f_param_0[16]
; CHECK: ld.param.b32 %r{{[0-9]+}}, [f_param_0+4];
; CHECK: ld.param.b64 %rd{{[0-9]+}}, [f_param_0+8];
; CHECK: st.param.b32 [func_retval0], %r{{[0-9]+}};
; CHECK: st.param.b64 [func_retval0+8], %rd{{[0-9]+}};
; CHECK: .visible .func (.param .align 4 .b8 func_retval0[8]) g(
; CHECK: mov.b64 %rd{{[0-9]+}}, g_param_0;
; CHECK: st.local.b32 [%rd{{[0-9]+}}], {{%r[0-9]+|7}};
; CHECK-LABEL: .visible .entry k(
; CHECK: .param .align 8 .b8 param0[16];
; CHECK-NEXT: ld{{(.global)?}}.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-NEXT: st.param.b64 [param0], %rd{{[0-9]+}};
; CHECK-NEXT: ld{{(.global)?}}.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}+8];
; CHECK-NEXT: st.param.b64 [param0+8], %rd{{[0-9]+}};
; CHECK-NEXT: .param .align 8 .b8 retval0[16];
; CHECK-NEXT: call.uni (retval0), f, (param0);
; CHECK-NEXT: ld.param.b32 %r{{[0-9]+}}, [retval0];
; CHECK-NEXT: ld.param.b32 %r{{[0-9]+}}, [retval0+4];
; CHECK-NEXT: ld.param.b64 %rd{{[0-9]+}}, [retval0+8];
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float, double }
%struct.T = type { i32, i32 }

define %struct.S @f(ptr byval(%struct.S) align 8 %s) noinline {
  %pb = getelementptr inbounds i8, ptr %s, i64 4
  %b = load float, ptr %pb, align 4
  %pc = getelementptr inbounds i8, ptr %s, i64 8
  %c = load double, ptr %pc, align 8
  %bi = fptosi float %b to i32
  %r0 = insertvalue %struct.S poison, i32 %bi, 0
  %r1 = insertvalue %struct.S %r0, float %b, 1
  %r2 = insertvalue %struct.S %r1, double %c, 2
  ret %struct.S %r2
}

define %struct.T @g(ptr byval(%struct.T) align 4 %t) noinline {
  store i32 7, ptr %t, align 4
  %v = load %struct.T, ptr %t, align 4
  ret %struct.T %v
}

define ptx_kernel void @k(ptr %p) {
  %r = call %struct.S @f(ptr byval(%struct.S) align 8 %p)
  store %struct.S %r, ptr %p, align 8
  ret void
}
