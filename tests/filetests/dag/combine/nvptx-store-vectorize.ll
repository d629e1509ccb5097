; The NVPTX post-legalize combine after combine #3: the two i64 stores that splitting a
; <2 x i64> store left on one chain, 16-byte aligned, become one NVPTXISD::StoreV2 (st.v2.b64).
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: ch = store<(store (i64) into %ir.p, addrspace 1, align 16)>
; CHECK: ch = store<(store (i64) into %ir.p, addrspace 1, align 8)>
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: ch = store<
; CHECK: ch = NVPTXISD::StoreV2<(store (v2i64) into %ir.p, addrspace 1, align 16)> {{t[0-9]+}}, t2, t3, t1
; CHECK-NOT: ch = store<
; CHECK: ; nvptx.store-vectorize: {{t[0-9]+}}, {{t[0-9]+}} -> {{t[0-9]+}}: NVPTXISD::StoreV2 v2i64 align 16
define ptx_kernel void @k(ptr addrspace(1) %p, i64 %x, i64 %y) {
entry:
  %a = insertelement <2 x i64> poison, i64 %x, i32 0
  %b = insertelement <2 x i64> %a, i64 %y, i32 1
  store <2 x i64> %b, ptr addrspace(1) %p, align 16
  ret void
}
