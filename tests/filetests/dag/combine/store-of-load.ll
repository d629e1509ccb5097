; A store of a value just loaded from the same address, with nothing on the chain between, is a
; no-op (DAGCombiner's visitSTORE): combine #1 replaces it by its chain; LLVM 22 drops it too.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: store<
; CHECK: ; store-of-load: {{t[0-9]+}}: store -> {{t[0-9]+}}: TokenFactor
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  %p = getelementptr i8, ptr addrspace(1) %in, i64 0
  store i32 %v, ptr addrspace(1) %p
  ret void
}
