; generic-to-nvvm ("Ensure that the global variables are in the global address space", seed
; 001): @g is a variable of the generic space; it is declared .global and read with ld.global,
; as llc-22 prints it. @h, already global, is not named.
; RUN: --emit ptx
; CHECK: .visible .global .align 4 .u32 g;
; CHECK: ld.global.b32 %r{{[0-9]+}}, [g];
target triple = "nvptx64-nvidia-cuda"
@g = global i32 0, align 4
@h = addrspace(1) global i32 0, align 4
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr @g
  %b = load i32, ptr addrspace(1) @h
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
