; alloca-hoisting ("Hoisting alloca instructions in non-entry blocks to the entry block", seed
; 001, an IR pass of LLVM's addISelPasses, logged in the DAG build): %q is allocated in block
; %a; it moves to the entry block, gets a fixed offset in __local_depot, and the kernel
; compiles (it was refused as a dynamic alloca).
; RUN: --emit ptx
; CHECK: .local .align 4 .b8 __local_depot0[16];
; CHECK: st.local.b32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %a, label %b
a:
  %q = alloca [4 x i32], align 4
  %i = getelementptr i32, ptr %q, i32 %n
  store i32 5, ptr %i
  %v = load i32, ptr %q
  store i32 %v, ptr addrspace(1) %out
  ret void
b:
  ret void
}
