; llvm.abs on i16/i32/i64 is Legal (LLVM 22 selects abs.s16/s32/s64; PTX's abs keeps INT_MIN as
; INT_MIN, which is what abs(x, false) means), also on the lanes of a <2 x i16> it unrolls. An i128
; has no abs instruction: type legalization expands it on the i64 halves (no abs.s64 there).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: max.s
; CHECK: abs.s32 %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: abs.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: abs.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK: abs.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}};
; CHECK-NOT: max.s
; CHECK-LABEL: .visible .entry wide(
; CHECK-NOT: abs.s
; CHECK: ret;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i32, ptr addrspace(1) %p, align 4
  %ra = call i32 @llvm.abs.i32(i32 %a, i1 false)
  store i32 %ra, ptr addrspace(1) %p, align 4
  %qb = getelementptr i8, ptr addrspace(1) %p, i64 8
  %b = load i64, ptr addrspace(1) %qb, align 8
  %rb = call i64 @llvm.abs.i64(i64 %b, i1 true)
  store i64 %rb, ptr addrspace(1) %qb, align 8
  %qc = getelementptr i8, ptr addrspace(1) %p, i64 16
  %c = load <2 x i16>, ptr addrspace(1) %qc, align 4
  %rc = call <2 x i16> @llvm.abs.v2i16(<2 x i16> %c, i1 false)
  store <2 x i16> %rc, ptr addrspace(1) %qc, align 4
  ret void
}

define ptx_kernel void @wide(ptr addrspace(1) %p) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %r = call i128 @llvm.abs.i128(i128 %a, i1 false)
  store i128 %r, ptr addrspace(1) %p, align 16
  ret void
}
declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
declare <2 x i16> @llvm.abs.v2i16(<2 x i16>, i1)
declare i128 @llvm.abs.i128(i128, i1)
