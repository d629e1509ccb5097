; nvptx-peephole leaves volatile frame accesses generic (st.volatile.local needs PTX ISA 9.1), and a
; volatile load of an addrspace(5) pointer prints as LLVM 22 prints it: ld.local, no .volatile.
; RUN: --emit ptx
; CHECK: cvta.local.u64 %SP, %SPL;
; CHECK: st.volatile.b32 [%SP], %r{{[0-9]+}};
; CHECK: ld.local.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
; CHECK-NOT: .volatile.local
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v) {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  store volatile i32 %v, ptr %a
  %l = addrspacecast ptr %b to ptr addrspace(5)
  store i32 %v, ptr addrspace(5) %l
  %r = load volatile i32, ptr addrspace(5) %l
  store i32 %r, ptr addrspace(1) %out
  ret void
}
