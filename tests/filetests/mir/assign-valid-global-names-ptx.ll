; nvptx-assign-valid-global-names ("Assign valid PTX names to globals", seed 001): the internal
; function @f.x and the variables @my.var and @"a-b" get names PTX accepts (each character
; other than a letter, digit, _ or $ becomes _$_, LLVM 22's getValidPTXIdentifier), at their
; declarations and every use. The kernel compiles (the PTX printer's own parser refused the
; call to f.x before). llc-22 renames only local variables and prints the external one as
; `a-b`, which ptxas refuses.
; RUN: --emit ptx
; CHECK: .global .align 4 .u32 my_$_var = 7;
; CHECK: .visible .global .align 4 .u32 a_$_b = 9;
; CHECK: ld.param.b32 %r1, [f_$_x_param_0];
; CHECK: call.uni (retval0), f_$_x, (param0);
target triple = "nvptx64-nvidia-cuda"
@"my.var" = internal addrspace(1) global i32 7
@"a-b" = addrspace(1) global i32 9
define internal i32 @"f.x"(i32 %a) noinline {
  %r = add i32 %a, 1
  ret i32 %r
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %c = load i32, ptr addrspace(1) @"my.var"
  %d = load i32, ptr addrspace(1) @"a-b"
  %e = call i32 @"f.x"(i32 %c)
  %s = add i32 %e, %d
  store i32 %s, ptr addrspace(1) %out
  ret void
}
