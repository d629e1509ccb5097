; A device-function call: the callee, defined before its caller, is not declared ahead
; (func-declarations.ll); the call sequence is a
; brace scope declaring and storing each .param, calling with retval0 and reading it back; the
; callee stores its result into func_retval0.
; RUN: --emit ptx
; CHECK-NOT: );
; CHECK: .visible .func (.param .b32 func_retval0) twice(
; CHECK-NEXT: .param .b32 twice_param_0
; CHECK-NEXT: )
; CHECK-NEXT: {
; CHECK: ld.param.b32 {{%r[0-9]+}}, [twice_param_0];
; CHECK: st.param.b32 [func_retval0], {{%r[0-9]+}};
; CHECK-NEXT: ret;
; CHECK-LABEL: .visible .entry k(
; CHECK: {
; CHECK: .param .b32 param0;
; CHECK-NEXT: st.param.b32 [param0], {{%r[0-9]+}};
; CHECK-NEXT: .param .b32 retval0;
; CHECK-NEXT: call.uni (retval0), twice, (param0);
; CHECK-NEXT: ld.param.b32 {{%r[0-9]+}}, [retval0];
; CHECK-NEXT: }
target triple = "nvptx64-nvidia-cuda"

define i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define ptx_kernel void @k(ptr %out, i32 %v) {
entry:
  %r = call i32 @twice(i32 %v)
  store i32 %r, ptr %out, align 4
  ret void
}
