; The PTX of legalize-setcc-v4i8-split.ll (same kernel).
; icmp on <4 x i8> gives <4 x i1>, which has no register class: it splits into two v2i1 halves
; whose v4i8 operands are taken apart lane by lane (LLVM's EXTRACT_SUBVECTOR of each half), and
; each v2i1 is scalarized into compares of the lanes sign-extended (sgt) from their bytes. Each
; byte is read sign-extended by one prmt.b32 against 0 (selectors 0x8880, 0x9991, 0xaaa2, 0xbbb3
; = 34944, 39313, 43682, 48051: v4i8-lane-sext) and compared as s32 on those words
; (setcc-of-extended-truncates), as llc-22 -mcpu=sm_90 does for lanes 1-3 (its lane 0 is a
; cvt.s8.s32 and a setp.s16: the same count).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: prmt.b32 %r3, %r1, 0, 34944;
; CHECK: prmt.b32 %r5, %r2, 0, 34944;
; CHECK-NEXT: setp.gt.s32 %p1, %r3, %r5;
; CHECK: setp.gt.s32 %p2, %r4, %r6;
; CHECK: setp.gt.s32 %p3,
; CHECK: setp.gt.s32 %p4,
; CHECK-NOT: cvt.s16.s8
; CHECK: st.global.b32 [%rd2],
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <4 x i8>, ptr addrspace(1) %in, align 4
  %bp = getelementptr <4 x i8>, ptr addrspace(1) %in, i64 1
  %b = load <4 x i8>, ptr addrspace(1) %bp, align 4
  %c = icmp sgt <4 x i8> %a, %b
  %r = zext <4 x i1> %c to <4 x i8>
  store <4 x i8> %r, ptr addrspace(1) %out, align 4
  ret void
}
