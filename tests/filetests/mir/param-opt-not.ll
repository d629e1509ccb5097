; param-opt has nothing to do when the selector loads each parameter once in the entry block
; (a parameter read in three blocks: one ld.param). Its firing is a unit test (mir::passes::cse).
; RUN: --emit mir
; CHECK: # After Optimize NVPTX ld.param (param-opt): no change
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %a, label %b
a:
  %x = add i32 %n, 1
  store i32 %x, ptr addrspace(1) %out
  ret void
b:
  %y = mul i32 %n, 3
  store i32 %y, ptr addrspace(1) %out
  ret void
}
