; generic-to-nvvm must not fire: every variable is in a specific space (global, shared).
; RUN: --emit dag
; CHECK-NOT: generic-to-nvvm
target triple = "nvptx64-nvidia-cuda"
@h = addrspace(1) global i32 0, align 4
@s = addrspace(3) global [4 x i32] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %b = load i32, ptr addrspace(1) @h
  store i32 %b, ptr addrspace(3) @s
  %c = load i32, ptr addrspace(3) @s
  store i32 %c, ptr addrspace(1) %out
  ret void
}
