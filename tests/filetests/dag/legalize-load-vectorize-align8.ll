; With only 8-byte alignment the same four loads merge pairwise into two LoadV2 (ld.v2.u32),
; never into a LoadV4 (seed 003, 4.05: the alignment must cover the whole vector).
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: LoadV4
; CHECK: i32,i32,ch = NVPTXISD::LoadV2<(load (v2i32) from %ir.p, addrspace 1, align 8)>
; CHECK: i32,i32,ch = NVPTXISD::LoadV2<(load (v2i32) from %ir.g2, addrspace 1, align 8)>
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load i32, ptr addrspace(1) %p, align 8
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
