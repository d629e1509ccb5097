; alloca-hoisting has nothing to do when every alloca is in the entry block already; the DAG
; build logs no move.
; RUN: --emit dag
; CHECK-NOT: alloca-hoisting
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %q = alloca [4 x i32], align 4
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %a, label %b
a:
  %i = getelementptr i32, ptr %q, i32 %n
  store i32 5, ptr %i
  %v = load i32, ptr %q
  store i32 %v, ptr addrspace(1) %out
  ret void
b:
  ret void
}
