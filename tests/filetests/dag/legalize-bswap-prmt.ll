; Byte swaps are LLVM 22's LowerBSWAP (custom lowering): one prmt.b32 per 32 bits. An i16 is any-
; extended to i32 and permuted by 0x7701 (bytes 1, 0, then the zero source's), a v2i16 is its b32
; permuted by 0x2301 (each lane's bytes swapped), an i64 is unpacked into its halves (UNPACK_VECTOR),
; each permuted by 0x0123 and packed back exchanged (BUILD_VECTOR hi', lo'). An i32 byte swap is
; legal (selected as prmt 0x123): the custom lowering must not fire for it.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Operation legalization ===
; CHECK-NOT: bswap i32 ->
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: bswap i16 -> any_extend to i32, prmt 0x7701, truncate
; CHECK-NOT: bswap i32 ->
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: bswap v2i16 -> bitcast to i32, prmt 0x2301 (each lane's bytes), bitcast
; CHECK-NOT: bswap i32 ->
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: bswap i64 -> UNPACK_VECTOR, prmt 0x0123 on each half, BUILD_VECTOR of the halves exchanged
; CHECK-NOT: bswap i32 ->
; CHECK-NOT: bswap i16 -> shl
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i16, ptr addrspace(1) %p, align 2
  %sa = call i16 @llvm.bswap.i16(i16 %a)
  store i16 %sa, ptr addrspace(1) %p, align 2
  %qb = getelementptr i8, ptr addrspace(1) %p, i64 4
  %b = load <2 x i16>, ptr addrspace(1) %qb, align 4
  %sb = call <2 x i16> @llvm.bswap.v2i16(<2 x i16> %b)
  store <2 x i16> %sb, ptr addrspace(1) %qb, align 4
  %qc = getelementptr i8, ptr addrspace(1) %p, i64 8
  %c = load i64, ptr addrspace(1) %qc, align 8
  %sc = call i64 @llvm.bswap.i64(i64 %c)
  store i64 %sc, ptr addrspace(1) %qc, align 8
  %qd = getelementptr i8, ptr addrspace(1) %p, i64 16
  %d = load i32, ptr addrspace(1) %qd, align 4
  %sd = call i32 @llvm.bswap.i32(i32 %d)
  store i32 %sd, ptr addrspace(1) %qd, align 4
  ret void
}
declare i16 @llvm.bswap.i16(i16)
declare <2 x i16> @llvm.bswap.v2i16(<2 x i16>)
declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.bswap.i32(i32)
