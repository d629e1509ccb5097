; Variadic functions as LLVM 22's NVPTX lowers them (ExpandVariadics, checked with llc): the
; callee takes one more parameter, the address of a buffer holding the variadic arguments; the
; caller stores them into a buffer of its frame, each at its natural alignment (the i32 at 0, the
; double at 8), and passes the buffer's address; va_start stores that address into the va_list,
; and each va_arg rounds the pointer up to the type's alignment, loads, and steps past it.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: func (.param .b32 func_retval0) va(
; CHECK-NEXT: .param .b32 va_param_0,
; CHECK-NEXT: .param .b64 va_param_1
; CHECK: ld.param.b64 %rd1, [va_param_1];
; CHECK: add.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 3;
; CHECK-NEXT: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
; CHECK-NEXT: ld.b32
; CHECK: add.s64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 7;
; CHECK-NEXT: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -8;
; CHECK-NEXT: ld.b64
; CHECK-LABEL: .entry k(
; CHECK: .local .align 8 .b8 __local_depot1[16];
; CHECK: add.u64 %rd3, %SP, 0;
; CHECK: st.local.b32 [%SPL], %r1;
; CHECK-NEXT: st.local.b64 [%SPL+8], 4611686018427387904;
; CHECK: st.param.b32 [param0], 1;
; CHECK: st.param.b64 [param1], %rd3;
; CHECK: call.uni (retval0), va, (param0, param1);
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @va(i32 %n, ...) noinline {
  %ap = alloca ptr
  %cp = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_copy.p0(ptr %cp, ptr %ap)
  %d = va_arg ptr %cp, double
  call void @llvm.va_end.p0(ptr %cp)
  call void @llvm.va_end.p0(ptr %ap)
  %di = fptosi double %d to i32
  %s = add i32 %v, %n
  %r = add i32 %s, %di
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr addrspace(1) %in
  %r = call i32 (i32, ...) @va(i32 1, i32 %a, double 2.0)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
declare void @llvm.va_end.p0(ptr)
