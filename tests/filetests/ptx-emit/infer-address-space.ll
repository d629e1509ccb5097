; A generic access through an addrspacecast from global (plus an offset) is made in the global
; space, as LLVM 22's InferAddressSpaces makes it at -O1 and above: ld.volatile.global with the
; offset folded, atom.global.add, st.global; no cvta.
; RUN: --emit ptx
; CHECK: ld.volatile.global.b32 {{%r[0-9]+}}, [%rd1+12];
; CHECK-NEXT: atom.global.add.u32 {{%r[0-9]+}}, [%rd1], {{%r[0-9]+}};
; CHECK-NEXT: st.global.b32 [%rd1+12], {{%r[0-9]+}};
; CHECK-NOT: cvta
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %p = addrspacecast ptr addrspace(1) %in to ptr
  %q = getelementptr i32, ptr %p, i64 3
  %v = load volatile i32, ptr %q
  %r = atomicrmw add ptr %p, i32 %v seq_cst
  store i32 %r, ptr %q
  ret void
}
