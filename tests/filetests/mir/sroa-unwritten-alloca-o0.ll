; At -O0 sroa does not run (LLVM adds it only when optimizing): the unwritten stack object
; stays and is read (through its generic address at -O0).
; RUN: --emit ptx --sm 90 -O 0
; CHECK: .local .align 16 .b8 __local_depot0[16];
; CHECK: ld.b32 %r1, [%SP];
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = alloca [4 x i32], align 16
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
