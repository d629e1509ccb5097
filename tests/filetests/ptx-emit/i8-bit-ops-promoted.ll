; Bit operations and saturating arithmetic on i8 are done on the promoted i16 (LLVM's
; PromoteIntRes_*): uadd.sat clamps the wide sum at 255, ctlz subtracts the extra leading
; zeros (8 for i16, 16 more for the 32-bit clz: one add -24, constant-through-truncate), cttz sets bit 8 so a zero byte counts 8, fshl shifts x:y (16 bits) and keeps the high
; byte; 16-bit counts and reversal then go through 32 bits.
; RUN: --emit ptx
; CHECK: add.s16
; CHECK-NEXT: min.u16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 255;
; CHECK: clz.b32
; CHECK-NEXT: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, -24;
; CHECK-NOT: sub.s16
; CHECK: or.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 256;
; CHECK: popc.b32
; CHECK: shl.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 8;
; CHECK-NEXT: or.b16
; CHECK-NEXT: shl.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT: shr.u16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 8;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load i8, ptr addrspace(1) %p, align 1
  %b = load i8, ptr addrspace(1) %q, align 1
  %s = call i8 @llvm.uadd.sat.i8(i8 %a, i8 %b)
  %l = call i8 @llvm.ctlz.i8(i8 %s, i1 false)
  %t = call i8 @llvm.cttz.i8(i8 %l, i1 false)
  %f = call i8 @llvm.fshl.i8(i8 %t, i8 %b, i8 %b)
  store i8 %f, ptr addrspace(1) %p, align 1
  ret void
}
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i8 @llvm.fshl.i8(i8, i8, i8)
