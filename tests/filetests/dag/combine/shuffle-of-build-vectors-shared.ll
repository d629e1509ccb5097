; shuffle-of-build-vectors must not fire when the BUILD_VECTOR has another user (the stored
; %j): the lanes would be built twice. The v4i8 shuffle is then lowered as LLVM 22 lowers it,
; one prmt.b32 of the word with the mask as selector (<1, 0, 1, 0> -> 0x0101 = 257).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: shuffle-of-build-vectors
; CHECK-LABEL: === Operation legalization ===
; CHECK: i32 = NVPTXISD::PRMT {{t[0-9]+}}, {{t[0-9]+}}, Constant:i32<257>
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: vector_shuffle v4i8 -> one prmt.b32 of the two words, the mask as its selector
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i8 %a, i8 %b) {
entry:
  %i = insertelement <4 x i8> poison, i8 %a, i64 0
  %j = insertelement <4 x i8> %i, i8 %b, i64 1
  %s = shufflevector <4 x i8> %j, <4 x i8> poison, <4 x i32> <i32 1, i32 0, i32 1, i32 0>
  store <4 x i8> %j, ptr addrspace(1) %p, align 4
  store <4 x i8> %s, ptr addrspace(1) %q, align 4
  ret void
}
