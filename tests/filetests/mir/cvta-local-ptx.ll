; The late "NVPTX optimize redundant cvta.to.local instruction" (seed 001; id cvta-local-cleanup
; here, as the post-ISel ProxyReg erasure has the same name, contract C-25) finds nothing: the
; selector already gives a cast of an alloca to addrspace(5) as the local address (%SPL + 0).
; Its firing is a unit test (mir::passes::basic).
; RUN: --emit ptx
; CHECK-NOT: cvta.to.local
; CHECK: add.u64 %rd{{[0-9]+}}, %SPL, 0;
; CHECK: st.local.b32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %v) {
entry:
  %a = alloca i32, align 4
  %l = addrspacecast ptr %a to ptr addrspace(5)
  store i32 %v, ptr addrspace(5) %l
  %r = load volatile i32, ptr addrspace(5) %l
  store i32 %r, ptr addrspace(1) %out
  ret void
}
