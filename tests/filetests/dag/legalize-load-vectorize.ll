; The NVPTX post-legalize combine (seed 003, 4.05): four adjacent i32 loads from one base on one
; chain, the first 16-byte aligned, become one NVPTXISD::LoadV4 (ld.v4.u32).
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: i32,i32,i32,i32,ch = NVPTXISD::LoadV4<(load (v4i32) from %ir.p, addrspace 1, align 16)>
; CHECK-NOT: = load<
; CHECK: ; nvptx.load-vectorize: {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}} -> {{t[0-9]+}}: NVPTXISD::LoadV4 v4i32 align 16
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load i32, ptr addrspace(1) %p, align 16
  %g1 = getelementptr i32, ptr addrspace(1) %p, i64 1
  %b = load i32, ptr addrspace(1) %g1, align 4
  %g2 = getelementptr i32, ptr addrspace(1) %p, i64 2
  %c = load i32, ptr addrspace(1) %g2, align 8
  %g3 = getelementptr i32, ptr addrspace(1) %p, i64 3
  %d = load i32, ptr addrspace(1) %g3, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}
