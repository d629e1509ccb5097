; Switches LLVM 22 keeps as compare-and-branch chains (no brx.idx): three cases (below
; min-jump-table-entries, 4); four cases that are only two clusters (adjacent values with one
; destination merge); four cases filling under 10% of their range (jump-table-density).
; RUN: --emit ptx
; CHECK-NOT: brx.idx
; CHECK-NOT: .branchtargets
; CHECK-LABEL: .visible .entry three(
; CHECK: setp.eq.b32
; CHECK-LABEL: .visible .entry two_clusters(
; CHECK: setp.eq.b32
; CHECK-LABEL: .visible .entry sparse(
; CHECK: setp.eq.b32 %p{{[0-9]+}}, %r{{[0-9]+}}, 50;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @three(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
  ]
c0:
  store i32 1, ptr addrspace(1) %out
  ret void
c1:
  store i32 8, ptr addrspace(1) %out
  ret void
c2:
  store i32 15, ptr addrspace(1) %out
  ret void
def:
  ret void
}

define ptx_kernel void @two_clusters(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 0, label %c0
    i32 1, label %c0
    i32 2, label %c1
    i32 3, label %c1
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

define ptx_kernel void @sparse(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 10, label %c0
    i32 20, label %c1
    i32 30, label %c2
    i32 50, label %c3
  ]
c0:
  store i32 1, ptr addrspace(1) %out
  ret void
c1:
  store i32 8, ptr addrspace(1) %out
  ret void
c2:
  store i32 15, ptr addrspace(1) %out
  ret void
c3:
  store i32 22, ptr addrspace(1) %out
  ret void
def:
  ret void
}
