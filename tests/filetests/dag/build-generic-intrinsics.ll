; Generic intrinsics the DAG builder makes into other operations (dag/build/generic.rs), as LLVM 22
; does (llc-22 -mcpu=sm_90 prints the same instructions): llvm.expect is its operand,
; llvm.minimumnum is fminnum (min.f32: a NaN operand gives the other one), llvm.canonicalize is
; x * 1.0 (FCANONICALIZE expanded to a multiplication nothing folds: mul.rn.f32 by 0f3F800000),
; and llvm.sshl.sat / llvm.ushl.sat are expandShlSat: shift, shift back, and where that changed the
; value, the saturated one ((x >>s 31) ^ INT_MAX signed, all ones unsigned).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: min.f32 %r5, %r1, %r2;
; CHECK-NEXT: mul.rn.f32 %r6, %r5, 0f3F800000;
; CHECK: shl.b32 %r7, %r3, %r4;
; CHECK-NEXT: shr.s32 %r8, %r7, %r4;
; CHECK-NEXT: setp.ne.b32 %p1, %r3, %r8;
; CHECK-NEXT: shr.s32 %r9, %r3, 31;
; CHECK-NEXT: xor.b32 %r10, %r9, 2147483647;
; CHECK-NEXT: selp.b32 %r11, %r10, %r7, %p1;
; CHECK: shl.b16 %rs3, %rs1, %r12;
; CHECK-NEXT: shr.u16 %rs4, %rs3, %r12;
; CHECK-NEXT: setp.ne.b16 %p2, %rs1, %rs4;
; CHECK-NEXT: selp.b16 %rs5, -1, %rs3, %p2;
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
