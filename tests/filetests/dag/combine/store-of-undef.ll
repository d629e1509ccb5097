; A store of undef or poison stores nothing (DAGCombiner's visitSTORE: 'store undef, Ptr' ->
; nothing), as LLVM 22 drops it; a volatile one stays.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; store-of-undef: {{t[0-9]+}}: store -> {{t[0-9]+}}: EntryToken
; CHECK: ; store-of-undef: {{t[0-9]+}}: store -> {{t[0-9]+}}: EntryToken
; CHECK-NOT: ; store-of-undef
; CHECK-LABEL: === DAG combine #2 ===
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 undef, ptr addrspace(1) %out
  %q = getelementptr i32, ptr addrspace(1) %out, i64 1
  store float poison, ptr addrspace(1) %q
  %r = getelementptr i32, ptr addrspace(1) %out, i64 2
  store volatile i32 undef, ptr addrspace(1) %r
  ret void
}
