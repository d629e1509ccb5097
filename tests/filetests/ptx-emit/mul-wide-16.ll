; The 32-bit product of two sign-extended 16-bit values is mul.wide.s16 (both extensions folded),
; and of a zero-extended one and a constant that fits 16 bits mul.wide.u16 (LLVM 22, sm_90).
; RUN: --emit ptx
; CHECK: mul.wide.s16 %r1, %rs1, %rs2;
; CHECK-NEXT: mul.wide.u16 %r2, %rs2, 1000;
; CHECK-NEXT: xor.b32 %r3, %r1, %r2;
; CHECK-NOT: cvt
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %a = load i16, ptr addrspace(1) %p, align 2
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 2
  %b = load i16, ptr addrspace(1) %pb, align 2
  %x = sext i16 %a to i32
  %y = sext i16 %b to i32
  %m = mul i32 %x, %y
  %z = zext i16 %b to i32
  %n = mul i32 %z, 1000
  %s = xor i32 %m, %n
  store i32 %s, ptr addrspace(1) %o
  ret void
}
