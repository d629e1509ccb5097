; The i16 rows compete in the MatcherTable: an immediate operand wins over materialising it
; (P_SUBi16ri over P_SUBi16rr), and a shift's amount is the 32-bit register LLVM's shift-amount
; type makes it.
; RUN: --emit isel
; CHECK: i16 = sub {{t[0-9]+}}, Constant:i16<7>
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: P_SUBi16ri {{.*}}<- winner
; CHECK-NEXT: P_SUBi16rr
; CHECK: => SUBi16ri
; CHECK: i16 = zero_extend
; CHECK-NEXT: layer 3 (MatcherTable)
; CHECK-NEXT: P_SELP_u16_zext_pred {{.*}}<- winner
; CHECK: i16 = mulhs {{t[0-9]+}}, Constant:i16<21846>
; CHECK: P_MULHSi16ri {{.*}}<- winner
; CHECK: i16 = shl
; CHECK: P_SHLi16rr {{.*}}<- winner
; CHECK: i16 = umin
; CHECK: P_UMINi16rr {{.*}}<- winner
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
