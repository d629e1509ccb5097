; insert-var-into-words: an <8 x half> insertelement at a variable index becomes one bfi.b32 per
; b32 word at bit 16*i - 32*k, length 16 (bfi takes the position modulo 256 and leaves a word
; alone past bit 31, so only lane i's word changes), the vector loaded and stored as four words.
; LLVM 22 (llc-22 -mcpu=sm_90) goes through a stack slot: 22 instructions to these 16. In @const
; the index is a constant and in @four the vector has four lanes: the combine must not fire.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: cvt.u32.u16 %r2, %rs1;
; CHECK-NEXT: shl.b32 %r3, %r1, 4;
; CHECK-NEXT: add.s32 %r4, %r3, -32;
; CHECK-NEXT: add.s32 %r5, %r3, -64;
; CHECK-NEXT: add.s32 %r6, %r3, -96;
; CHECK-NEXT: ld.global.v4.b32 {%r7, %r8, %r9, %r10}, [%rd1];
; CHECK-NEXT: bfi.b32 %r11, %r2, %r7, %r3, 16;
; CHECK-NEXT: bfi.b32 %r12, %r2, %r8, %r4, 16;
; CHECK-NEXT: bfi.b32 %r13, %r2, %r9, %r5, 16;
; CHECK-NEXT: bfi.b32 %r14, %r2, %r10, %r6, 16;
; CHECK-NEXT: st.global.v4.b32 [%rd2], {%r11, %r12, %r13, %r14};
; CHECK-NOT: selp
; CHECK-LABEL: .visible .entry const(
; CHECK-NOT: bfi.b32
; CHECK-LABEL: .visible .entry four(
; CHECK-NOT: bfi.b32
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <8 x half>, ptr addrspace(1) %in
  %e.p = getelementptr <8 x half>, ptr addrspace(1) %in, i64 1
  %e = load half, ptr addrspace(1) %e.p
  %i = load i32, ptr addrspace(1) %out
  %r = insertelement <8 x half> %a, half %e, i32 %i
  store <8 x half> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @const(ptr addrspace(1) %in, ptr addrspace(1) %out, half %e) {
  %a = load <8 x half>, ptr addrspace(1) %in
  %r = insertelement <8 x half> %a, half %e, i32 5
  store <8 x half> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @four(ptr addrspace(1) %in, ptr addrspace(1) %out, i16 %e, i32 %i) {
  %a = load <4 x i16>, ptr addrspace(1) %in
  %r = insertelement <4 x i16> %a, i16 %e, i32 %i
  store <4 x i16> %r, ptr addrspace(1) %out
  ret void
}
