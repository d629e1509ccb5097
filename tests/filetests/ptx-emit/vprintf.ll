; printf from a kernel: a call to the declared external vprintf(format, argument buffer) goes
; through the .param call sequence like a device-function call; the module declares its
; prototype (.extern .func) before the string literal, as LLVM 22's emitDeclarations does, and
; the call prints call.uni with the return parameter, which is never read (the result is
; unused, as LLVM 22 drops the dead load). The private string's name has its '.' replaced
; ('_$_str').
; RUN: --emit ptx
; CHECK: .extern .func (.param .b32 func_retval0) vprintf(
; CHECK-NEXT: .param .b64 vprintf_param_0,
; CHECK-NEXT: .param .b64 vprintf_param_1
; CHECK-NEXT: );
; CHECK: .global .align 1 .b8 _$_str[11] = {110, 61, 37, 100, 32, 98, 61, 37, 102, 10};
; CHECK-LABEL: .visible .entry k(
; CHECK: mov.b64 %rd{{[0-9]+}}, _$_str;
; CHECK-NEXT: cvta.global.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: .param .b64 param0;
; CHECK-NEXT: st.param.b64 [param0], %rd{{[0-9]+}};
; CHECK-NEXT: .param .b64 param1;
; CHECK-NEXT: st.param.b64 [param1], %rd{{[0-9]+}};
; CHECK-NEXT: .param .b32 retval0;
; CHECK-NEXT: call.uni (retval0), vprintf, (param0, param1);
; CHECK-NEXT: }
; CHECK: st.global.b32
target triple = "nvptx64-nvidia-cuda"

%struct.anon = type { i32, double }

@.str = private unnamed_addr constant [11 x i8] c"n=%d b=%f\0A\00", align 1

define ptx_kernel void @k(ptr %p, i32 %n) {
  %args = alloca %struct.anon, align 8
  store i32 %n, ptr %args, align 8
  %b = getelementptr inbounds nuw i8, ptr %args, i64 8
  store double 1.500000e+00, ptr %b, align 8
  %r = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %args)
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tid to i64
  %q = getelementptr inbounds nuw i32, ptr %p, i64 %i
  store i32 %n, ptr %q, align 4
  ret void
}

declare i32 @vprintf(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
