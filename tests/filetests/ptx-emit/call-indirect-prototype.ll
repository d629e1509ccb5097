; An indirect call names a .callprototype written from its call sequence's declarations, as
; LLVM 22 prints it: scalars `.param .b32 _`, an aggregate a byte array; a void one has no
; return part.
; RUN: --emit ptx --sm 90
; CHECK: prototype_0: .callprototype (.param .align 4 .b8 _[8]) _ (.param .align 4 .b8 _[8], .param .b32 _);
; CHECK-NEXT: call (retval0), %rd{{[0-9]+}}, (param0, param1), prototype_0;
; CHECK: ld.param.b32 %r{{[0-9]+}}, [retval0+4];
; CHECK: prototype_1: .callprototype _ (.param .b64 _);
; CHECK-NEXT: call %rd{{[0-9]+}}, (param0), prototype_1;
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %fp = load ptr, ptr addrspace(1) %in
  %a.p = getelementptr i8, ptr addrspace(1) %in, i64 16
  %a = load { i32, float }, ptr addrspace(1) %a.p
  %r = call { i32, float } %fp({ i32, float } %a, i32 1)
  store { i32, float } %r, ptr addrspace(1) %out
  call void %fp(double 2.0)
  ret void
}
