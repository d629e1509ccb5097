; sroa (addIRPasses at -O1 and above): a stack object nothing writes holds no defined value, so
; its loads (here one directly, one through a getelementptr and an addrspacecast to .local) read undef and the alloca goes away;
; the stores of that undef are dropped by the store-of-undef combine, and the PTX is a bare ret,
; as LLVM 22's (no __local_depot, no ld.local).
; RUN: --emit ptx --sm 90
; CHECK: .entry k(
; CHECK-NOT: __local_depot
; CHECK-NOT: ld.local
; CHECK-NOT: st.global
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i64 %n) {
entry:
  %p = alloca [4 x i32], align 16
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %out
  %q = getelementptr i32, ptr %p, i64 %n
  %q5 = addrspacecast ptr %q to ptr addrspace(5)
  %w = load i1, ptr addrspace(5) %q5
  %o = getelementptr i8, ptr addrspace(1) %out, i64 4
  store i1 %w, ptr addrspace(1) %o
  ret void
}
