; The select-of-loads combine (DAGCombiner's SimplifySelectOps) is a named event of combine #1:
; the select of two i1 loads becomes one load of the byte (ld.global.u8 through selp.b64).
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: ; select-of-loads: {{t[0-9]+}}: select -> {{t[0-9]+}}: load
; CHECK-LABEL: === Type legalization ===
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load i1, ptr addrspace(1) %in
  %b.p = getelementptr i1, ptr addrspace(1) %in, i64 1
  %b = load i1, ptr addrspace(1) %b.p
  %c0 = load i32, ptr addrspace(1) %out
  %cc = icmp eq i32 %c0, 0
  %r = select i1 %cc, i1 %a, i1 %b
  store i1 %r, ptr addrspace(1) %out
  ret void
}
