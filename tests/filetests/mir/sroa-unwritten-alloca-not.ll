; sroa leaves a stack object alone when anything but a load uses it: @a is written (its loads
; read what was stored), @b's address goes to a call; at -O0 the pass does not run at all
; (sroa-unwritten-alloca-o0 below is the same kernel as sroa-unwritten-alloca.ll).
; RUN: --emit dag
; CHECK-NOT: sroa:
target triple = "nvptx64-nvidia-cuda"
declare void @use(ptr)
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {
entry:
  %a = alloca i32, align 4
  store i32 %x, ptr %a
  %v = load i32, ptr %a
  store i32 %v, ptr addrspace(1) %out
  %b = alloca i32, align 4
  call void @use(ptr %b)
  %w = load i32, ptr %b
  store i32 %w, ptr addrspace(1) %out
  ret void
}
