; A device function is declared ahead of the definitions only when something printed before it
; names it (LLVM 22's emitDeclarations): @first, defined before its caller, is not declared;
; @later, called by @k before its definition, is (ptxas needs it declared before the call).
; RUN: --emit ptx --sm 90
; CHECK-NOT: first(
; CHECK: .visible .func (.param .b32 func_retval0) later(
; CHECK-NEXT: .param .b32 later_param_0
; CHECK-NEXT: );
; CHECK: .visible .func (.param .b32 func_retval0) first(
; CHECK-NEXT: .param .b32 first_param_0
; CHECK-NEXT: )
; CHECK-NEXT: {
; CHECK: call.uni (retval0), later, (param0);
; CHECK: .visible .func (.param .b32 func_retval0) later(
; CHECK-NEXT: .param .b32 later_param_0
; CHECK-NEXT: )
; CHECK-NEXT: {
target triple = "nvptx64-nvidia-cuda"

define internal i32 @first(i32 %x) noinline {
  %r = add i32 %x, 1
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load i32, ptr addrspace(1) %p
  %b = call i32 @first(i32 %a)
  %c = call i32 @later(i32 %b)
  store i32 %c, ptr addrspace(1) %p
  ret void
}

define internal i32 @later(i32 %x) noinline {
  %r = mul i32 %x, 3
  ret i32 %r
}
