; fshl on i128 by a variable amount expands on the halves as LLVM's expandFunnelShift does:
; x << (z % 128) | (y >> 1) >> (127 - z % 128), each i128 shift the two-word form chosen by
; amount > 63 (and.b32 127 and sub.s32 from 127 on the low word of z; y >> 1 by a constant is
; shr/shl 63/or on the halves). Only z's low word is read: its high word's load is dead (dead-load).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.b64 %rd2, [%rd1+32];
; CHECK-NEXT: cvt.u32.u64 %r1, %rd2;
; CHECK-NEXT: and.b32 %r2, %r1, 127;
; CHECK-NEXT: sub.s32 %r3, 127, %r2;
; CHECK: setp.gt.s32 %p1, %r2, 63;
; CHECK: setp.gt.s32 %p2, %r3, 63;
; CHECK: shr.u64 %rd14, %rd12, 1;
; CHECK-NEXT: shl.b64 %rd15, %rd13, 63;
; CHECK-NEXT: or.b64 %rd16, %rd14, %rd15;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %q = getelementptr i128, ptr addrspace(1) %p, i64 1
  %b = load i128, ptr addrspace(1) %q, align 16
  %r = getelementptr i128, ptr addrspace(1) %p, i64 2
  %c = load i128, ptr addrspace(1) %r, align 16
  %f = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  store i128 %f, ptr addrspace(1) %p, align 16
  ret void
}
declare i128 @llvm.fshl.i128(i128, i128, i128)
