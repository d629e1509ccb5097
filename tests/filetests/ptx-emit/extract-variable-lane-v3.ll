; A variable lane of a loaded vector whose length is not a power of two reads only that element
; too (extract-of-load), the index clamped with umin to the last lane as LLVM 22's
; clampDynamicVectorIndex does (min.u64 ..., 2 for a <3 x i32>; a mask only for 2, 4, 8 lanes).
; Not when the loaded vector has another use (@reused: it is stored whole as well): then the
; index is compared with each lane.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.u32 %rd3, [%rd2];
; CHECK-NEXT: min.u64 %rd4, %rd3, 2;
; CHECK-NEXT: shl.b64 %rd5, %rd4, 2;
; CHECK-NEXT: add.s64 %rd6, %rd1, %rd5;
; CHECK-NEXT: ld.global.b32 %r1, [%rd6];
; CHECK-LABEL: .visible .entry reused(
; CHECK-NOT: min.u64
; CHECK: setp.eq.b32
; CHECK: selp.b32
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <3 x i32>, ptr addrspace(1) %in
  %i = load i32, ptr addrspace(1) %out
  %r = extractelement <3 x i32> %a, i32 %i
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @reused(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %i) {
  %a = load <3 x i32>, ptr addrspace(1) %in
  %r = extractelement <3 x i32> %a, i32 %i
  store i32 %r, ptr addrspace(1) %out
  %o = getelementptr i8, ptr addrspace(1) %out, i64 16
  store <3 x i32> %a, ptr addrspace(1) %o
  ret void
}
