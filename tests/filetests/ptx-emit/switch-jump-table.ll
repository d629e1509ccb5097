; A switch with at least 4 clusters filling at least 10% of its range becomes a jump table, as
; LLVM 22's SwitchLowering builds one for NVPTX: the value less the lowest case, a range check
; (setp.gt.u32 on the index, a branch to the default block) and brx.idx over a .branchtargets
; list where every hole goes to the default block. An unreachable default keeps the range check
; (NVPTXLowerUnreachable put an exit there); an i64 switch compares in 64 bits and indexes with
; the truncated value.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry offset(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: sub.s32 %r2, %r1, 10;
; CHECK-NEXT: setp.gt.u32 %p1, %r2, 5;
; CHECK-NEXT: @%p1 bra $L__BB0_6;
; CHECK-NEXT: $L_brx_0: .branchtargets $L__BB0_1, $L__BB0_2, $L__BB0_6, $L__BB0_3, $L__BB0_4, $L__BB0_5;
; CHECK-NEXT: brx.idx %r2, $L_brx_0;
; CHECK-NEXT: $L__BB0_1:
; CHECK-LABEL: .visible .entry unreachable_default(
; CHECK: setp.gt.u32 %p1, %r1, 3;
; CHECK-NEXT: @%p1 bra $L__BB1_5;
; CHECK-NEXT: $L_brx_0: .branchtargets $L__BB1_1, $L__BB1_2, $L__BB1_3, $L__BB1_4;
; CHECK-NEXT: brx.idx %r1, $L_brx_0;
; CHECK: $L__BB1_5:
; CHECK-NEXT: exit;
; CHECK-LABEL: .visible .entry wide(
; CHECK: setp.gt.u64 %p1, %rd3, 3;
; CHECK-NEXT: @%p1 bra $L__BB2_5;
; CHECK-NEXT: cvt.u32.u64 %r1, %rd3;
; CHECK-NEXT: $L_brx_0: .branchtargets $L__BB2_1, $L__BB2_2, $L__BB2_3, $L__BB2_4;
; CHECK-NEXT: brx.idx %r1, $L_brx_0;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @offset(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 10, label %c0
    i32 11, label %c1
    i32 13, label %c3
    i32 14, label %c4
    i32 15, label %c5
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
c5:
  store i32 36, ptr addrspace(1) %out
  ret void
def:
  ret void
}

define ptx_kernel void @unreachable_default(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  switch i32 %v, label %def [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 3, label %c3
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
  unreachable
}

define ptx_kernel void @wide(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i64, ptr addrspace(1) %in
  switch i64 %v, label %def [
    i64 0, label %c0
    i64 1, label %c1
    i64 2, label %c2
    i64 3, label %c3
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
