; A dense switch is built as a jump table (SelectionDAGBuilder's jump-table header and br_jt,
; LLVM 22's SwitchLowering rules: at least 4 clusters, at least 10% dense): sub of the lowest
; case, setcc ugt against the last index with a brcond to the default, br_jt on the index with
; one target block per value; the event names the rule. A sparse switch gets no event.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: br_jt<1, 2, 5, 3, 4>
; CHECK: ; dag-build.jump-table: switch in @k -> jump table of 5 entries from 3 (4 clusters, range check to the default), br_jt
; CHECK-NOT: dag-build.jump-table
; CHECK-LABEL: === DAG combine #1 ===
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 3, label %c0
    i32 4, label %c1
    i32 6, label %c3
    i32 7, label %c4
  ]
c0:
  store i32 1, ptr addrspace(1) %out
  ret void
c1:
  store i32 8, ptr addrspace(1) %out
  ret void
c3:
  store i32 22, ptr addrspace(1) %out
  ret void
c4:
  store i32 29, ptr addrspace(1) %out
  ret void
def:
  ret void
}

define ptx_kernel void @sparse(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 0, label %c0
    i32 100, label %c1
    i32 200, label %c0
    i32 300, label %c1
  ]
c0:
  store i32 1, ptr addrspace(1) %out
  ret void
c1:
  store i32 8, ptr addrspace(1) %out
  ret void
def:
  ret void
}
