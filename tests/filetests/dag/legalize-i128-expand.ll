; i128 is expanded into two i64 halves (seed 003, 4.14): the add becomes addc + adde (the
; add.cc/addc pair), loads and stores split in two, and the NVPTX post-legalize combine merges
; the 16-byte-aligned halves into ld.v2/st.v2 (as LLVM's ld.v2.b64 for i128).
; RUN: --emit dag
; CHECK-LABEL: === Type legalization ===
; CHECK: i64,glue = addc
; CHECK-NEXT: i64,glue = adde
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: load i128 -> 2 x i64
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: add i128 -> 2 x i64
; CHECK: ; legalize-types.expand: {{t[0-9]+}}: store i128 -> 2 x i64
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: i64,i64,ch = NVPTXISD::LoadV2<(load (v2i64) from %ir.p, addrspace 1, align 16)>
; CHECK: NVPTXISD::StoreV2<(store (v2i64) into %ir.p, addrspace 1, align 16)>
; CHECK-NOT: i128
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load i128, ptr addrspace(1) %p, align 16
  %g = getelementptr i128, ptr addrspace(1) %p, i64 1
  %b = load i128, ptr addrspace(1) %g, align 16
  %s = add i128 %a, %b
  store i128 %s, ptr addrspace(1) %p, align 16
  ret void
}
