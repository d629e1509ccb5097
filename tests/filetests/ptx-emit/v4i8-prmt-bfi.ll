; <4 x i8> stays one b32 register, as in LLVM 22 (llc-22 -mcpu=sm_90 prints the same forms):
; a shufflevector is one prmt.b32 of the two words with the mask as selector (LowerVECTOR_SHUFFLE:
; reverse <3,2,1,0> -> 0x0123 = 291), an insertelement one bfi.b32 of the byte at 8 * index
; (LowerINSERT_VECTOR_ELT; a variable index shifted left by 3). A <8 x i8> splits into two words
; word by word: each result word of a shuffle is a prmt of the at most two words its lanes come
; from (interleave <0,8,1,9,...>: 0x5140 = 20800 and 0x7362 = 29538), a variable insert is a
; bfi into each word at 8 * index - 32 * word (a position past bit 31 leaves the word as it is;
; LLVM goes through a stack slot). A <2 x i16> insert is not lowered so: its lanes, stored as
; they are (st.global.v2.b16).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry reverse(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: prmt.b32 %r2, %r1, %r1, 291;
; CHECK-NEXT: st.global.b32 [%rd2], %r2;
; CHECK-LABEL: .visible .entry insert_const(
; CHECK: bfi.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 8, 8;
; CHECK-NOT: prmt
; CHECK-LABEL: .visible .entry insert_var(
; CHECK: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 3;
; CHECK: bfi.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 8;
; CHECK-NOT: setp
; CHECK-LABEL: .visible .entry interleave8(
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 20800;
; CHECK-NEXT: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 29538;
; CHECK-NEXT: st.global.v2.b32
; CHECK-LABEL: .visible .entry insert_var8(
; CHECK: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 3;
; CHECK-NEXT: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, -32;
; CHECK: bfi.b32
; CHECK-NEXT: bfi.b32
; CHECK-NEXT: st.global.v2.b32
; CHECK-LABEL: .visible .entry insert_v2i16(
; CHECK-NOT: bfi
; CHECK: st.global.v2.b16 [%rd2], {{[{]}}%rs{{[0-9]+}}, %rs1};
define ptx_kernel void @reverse(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <4 x i8>, ptr addrspace(1) %in
  %r = shufflevector <4 x i8> %a, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %r, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @insert_const(ptr addrspace(1) %in, ptr addrspace(1) %out, i8 %e) {
  %a = load <4 x i8>, ptr addrspace(1) %in
  %r = insertelement <4 x i8> %a, i8 %e, i32 1
  store <4 x i8> %r, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @insert_var(ptr addrspace(1) %in, ptr addrspace(1) %out, i8 %e, i32 %i) {
  %a = load <4 x i8>, ptr addrspace(1) %in
  %r = insertelement <4 x i8> %a, i8 %e, i32 %i
  store <4 x i8> %r, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @interleave8(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <8 x i8>, ptr addrspace(1) %in
  %b.p = getelementptr <8 x i8>, ptr addrspace(1) %in, i64 1
  %b = load <8 x i8>, ptr addrspace(1) %b.p
  %r = shufflevector <8 x i8> %a, <8 x i8> %b, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  store <8 x i8> %r, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @insert_var8(ptr addrspace(1) %in, ptr addrspace(1) %out, i8 %e, i32 %i) {
  %a = load <8 x i8>, ptr addrspace(1) %in
  %r = insertelement <8 x i8> %a, i8 %e, i32 %i
  store <8 x i8> %r, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @insert_v2i16(ptr addrspace(1) %in, ptr addrspace(1) %out, i16 %e) {
  %a = load <2 x i16>, ptr addrspace(1) %in
  %b = add <2 x i16> %a, %a
  %r = insertelement <2 x i16> %b, i16 %e, i32 1
  store <2 x i16> %r, ptr addrspace(1) %out
  ret void
}
