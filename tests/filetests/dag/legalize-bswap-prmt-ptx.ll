; The PTX of LowerBSWAP (legalize-bswap-prmt.ll): the i16 is loaded into a b32 register and permuted
; once (llc-22 -mcpu=sm_90: ld.global.b16 %r1; prmt.b32 %r2, %r1, 0, 0x7701U), the v2i16 is one prmt
; 0x2301 on its b32, the i64 is one mov.b64 unpack, two prmt 0x123 and one mov.b64 pack with the
; halves exchanged. No shifts.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: shl.b16
; CHECK: ld.global.u16 %r1, [%rd1];
; CHECK-NEXT: prmt.b32 %r2, %r1, 0, 30465;
; CHECK-NEXT: st.global.b16 [%rd1], %r2;
; CHECK: ld.global.b32 %r3, [%rd1+4];
; CHECK-NEXT: prmt.b32 %r4, %r3, 0, 8961;
; CHECK-NEXT: st.global.b32 [%rd1+4], %r4;
; CHECK: ld.global.b64 %rd2, [%rd1+8];
; CHECK-NEXT: mov.b64 {%r5, %r6}, %rd2;
; CHECK-NEXT: prmt.b32 %r7, %r5, 0, 291;
; CHECK-NEXT: prmt.b32 %r8, %r6, 0, 291;
; CHECK-NEXT: mov.b64 %rd3, {%r8, %r7};
; CHECK-NOT: shr.u16
; CHECK-NOT: shl.b64
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
  ret void
}
declare i16 @llvm.bswap.i16(i16)
declare <2 x i16> @llvm.bswap.v2i16(<2 x i16>)
declare i64 @llvm.bswap.i64(i64)
