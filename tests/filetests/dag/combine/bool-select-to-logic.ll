; Combine #1 turns an i1 select with a constant arm into predicate logic, as DAGCombiner's
; foldBoolSelectToLogic does before NVPTX lowers an i1 select to selp.b32 on i32:
; select c, x, false -> and; select c, true, x -> or; select c, x, true -> or (not c), x;
; select c, false, x -> and (not c), x. No select reaches type legalization.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; bool-select-to-logic: {{t[0-9]+}}: select -> {{t[0-9]+}}: and
; CHECK: ; bool-select-to-logic: {{t[0-9]+}}: select -> {{t[0-9]+}}: or
; CHECK: ; bool-select-to-logic: {{t[0-9]+}}: select -> {{t[0-9]+}}: or
; CHECK: ; bool-select-to-logic: {{t[0-9]+}}: select -> {{t[0-9]+}}: and
; CHECK-LABEL: === Type legalization ===
; CHECK-NOT: select
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e) {
  %x = icmp ne i32 %a, 0
  %y = icmp ne i32 %b, 0
  %s1 = select i1 %x, i1 %y, i1 false
  %z = icmp slt i32 %c, %a
  %s2 = select i1 %s1, i1 true, i1 %z
  %w = icmp ugt i32 %d, 7
  %s3 = select i1 %s2, i1 %w, i1 true
  %v = icmp eq i32 %e, %b
  %s4 = select i1 %s3, i1 false, i1 %v
  %r = zext i1 %s4 to i32
  store i32 %r, ptr addrspace(1) %p
  ret void
}
