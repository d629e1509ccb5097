; The DAG build phase of build-generic-intrinsics.ll: generic intrinsics the DAG builder makes into other operations (dag/build/generic.rs), as LLVM 22
; does (llc-22 -mcpu=sm_90 prints the same instructions): llvm.expect is its operand,
; llvm.minimumnum is fminnum (min.f32: a NaN operand gives the other one), llvm.canonicalize is
; x * 1.0 (FCANONICALIZE expanded to a multiplication nothing folds: mul.rn.f32 by 0f3F800000),
; and llvm.sshl.sat / llvm.ushl.sat are expandShlSat: shift, shift back, and where that changed the
; value, the saturated one ((x >>s 31) ^ INT_MAX signed, all ones unsigned).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: f32 = fminnum t2, t3
; CHECK-NEXT: f32 = fmul t8, ConstantFP:f32<1.0>
; CHECK-NOT: llvm.expect
; CHECK: ; dag-build.generic-intrinsic: llvm.expect.i32 in @k -> its first operand (the hint is dropped)
; CHECK-NEXT: ; dag-build.generic-intrinsic: llvm.minimumnum.f32 in @k -> fminnum (min)
; CHECK-NEXT: ; dag-build.generic-intrinsic: llvm.canonicalize.f32 in @k -> fmul x, 1.0 (FCANONICALIZE expanded)
; CHECK-NEXT: ; dag-build.generic-intrinsic: llvm.sshl.sat.i32 in @k -> shl, shifted back, select of the saturated value (expandShlSat)
; CHECK-NEXT: ; dag-build.generic-intrinsic: llvm.ushl.sat.i16 in @k -> shl, shifted back, select of the saturated value (expandShlSat)
; CHECK-LABEL: === DAG combine #1 ===
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b, i32 %x, i32 %n, i16 %y, i16 %m) {
  %e = call i32 @llvm.expect.i32(i32 %x, i32 0)
  %mn = call float @llvm.minimumnum.f32(float %a, float %b)
  %c = call float @llvm.canonicalize.f32(float %mn)
  store float %c, ptr addrspace(1) %p, align 4
  %s = call i32 @llvm.sshl.sat.i32(i32 %e, i32 %n)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 4
  store i32 %s, ptr addrspace(1) %q, align 4
  %u = call i16 @llvm.ushl.sat.i16(i16 %y, i16 %m)
  %r = getelementptr i8, ptr addrspace(1) %p, i64 8
  store i16 %u, ptr addrspace(1) %r, align 2
  ret void
}
declare i32 @llvm.expect.i32(i32, i32)
declare float @llvm.minimumnum.f32(float, float)
declare float @llvm.canonicalize.f32(float)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i16 @llvm.ushl.sat.i16(i16, i16)
