; 16-bit integer arithmetic selects the .s16/.u16/.b16 forms LLVM 22 has (NVPTXInstrInfo.td's
; i16 rows): register and immediate operands, shifts by a 32-bit amount, setp/selp on i16, and
; an i1 zero-extended into a 16-bit register; the shift amount, an i32 truncated to i16 and
; zero-extended back, is one and.b32 65535 (zext-of-truncate); srem by 3 is LLVM's magic-number form
; (mul.hi.s16 21846, the sign bit added, then x - q * 3).
; RUN: --emit ptx
; CHECK: add.s16 {{%rs[0-9]+}}, %rs1, %rs2;
; CHECK-NEXT: sub.s16 {{%rs[0-9]+}}, %rs3, 7;
; CHECK-NEXT: mul.lo.s16
; CHECK-NEXT: div.u16
; CHECK: setp.gt.u16 {{%p[0-9]+}}, %rs1, 100;
; CHECK-NEXT: selp.b16 {{%rs[0-9]+}}, 1, 0, %p1;
; CHECK-NEXT: mul.hi.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 21846;
; CHECK-NEXT: shr.u16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 15;
; CHECK-NEXT: add.s16
; CHECK-NEXT: mul.lo.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 3;
; CHECK-NEXT: sub.s16
; CHECK-NEXT: and.b32 {{%r[0-9]+}}, %r1, 65535;
; CHECK-NEXT: shl.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT: shr.u16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 2;
; CHECK-NEXT: shr.s16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, {{%r[0-9]+}};
; CHECK-NEXT: and.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 255;
; CHECK-NEXT: or.b16
; CHECK-NEXT: not.b16
; CHECK-NEXT: setp.lt.s16
; CHECK-NEXT: selp.b16 {{%rs[0-9]+}}, {{%rs[0-9]+}}, 5, %p2;
; CHECK-NEXT: min.u16
; CHECK-NEXT: add.s16
; CHECK-NEXT: st.global.b16
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %s) {
  %a = load i16, ptr addrspace(1) %q, align 2
  %qb = getelementptr i16, ptr addrspace(1) %q, i64 1
  %b = load i16, ptr addrspace(1) %qb, align 2
  %add = add i16 %a, %b
  %sub = sub i16 %add, 7
  %mul = mul i16 %sub, %b
  %div = udiv i16 %mul, %a
  %rem = srem i16 %div, 3
  %sh = trunc i32 %s to i16
  %shl = shl i16 %rem, %sh
  %lshr = lshr i16 %shl, 2
  %ashr = ashr i16 %lshr, %sh
  %and = and i16 %ashr, 255
  %or = or i16 %and, %a
  %xor = xor i16 %or, -1
  %c = icmp slt i16 %xor, %b
  %u = icmp ugt i16 %a, 100
  %sel = select i1 %c, i16 %xor, i16 5
  %m = call i16 @llvm.umin.i16(i16 %sel, i16 %b)
  %z = zext i1 %u to i16
  %r = add i16 %m, %z
  store i16 %r, ptr addrspace(1) %p, align 2
  ret void
}
declare i16 @llvm.umin.i16(i16, i16)
