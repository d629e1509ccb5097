; The packed-vector patterns: both lanes of the v2f16 are extracted, so the extracts share one
; I32toV2I16 (LLVM 22's tryEXTRACT_VECTOR_ELEMENT, before the MatcherTable: the first extract
; unpacks both lanes, the others read its registers); build and bitwise-logic patterns of v2i16
; select mov.b32 {a, b} and xor.b32. (The v2f16 is computed: a loaded one would load its lanes.)
; RUN: --emit isel
; CHECK: extract_vector_elt: both lanes of the pair are read: one I32toV2I16 unpacks them (tryEXTRACT_VECTOR_ELEMENT)
; CHECK-NEXT: I32toV2I16 {{.*}}<- winner
; CHECK: extract_vector_elt: lane 0 of t7's I32toV2I16 (one unpack for both lanes)
; CHECK-NEXT: => I32toV2I16 (shared)
; CHECK: P_V2F16_build {{.*}}<- winner
; CHECK: P_XORv2i16 {{.*}}<- winner
; CHECK: P_SELPv2i16 {{.*}}<- winner
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %c) {
entry:
  %a0 = load <2 x half>, ptr addrspace(1) %in
  %a = fadd <2 x half> %a0, %a0
  %hi = extractelement <2 x half> %a, i32 1
  %lo = extractelement <2 x half> %a, i32 0
  %s = fadd half %hi, %lo
  %v = insertelement <2 x half> %a, half %s, i32 0
  %x = load <2 x i16>, ptr addrspace(1) %in
  %y = xor <2 x i16> %x, <i16 1, i16 2>
  %cc = icmp eq i32 %c, 0
  %sel = select i1 %cc, <2 x i16> %x, <2 x i16> %y
  store <2 x i16> %sel, ptr addrspace(1) %out
  %b = bitcast <2 x half> %v to i32
  %e = extractelement <4 x i8> <i8 1, i8 2, i8 3, i8 4>, i32 %c
  %z = zext i8 %e to i32
  %t = add i32 %b, %z
  %q = load i8, ptr addrspace(1) %in
  %w = insertelement <4 x i8> <i8 0, i8 0, i8 0, i8 poison>, i8 %q, i32 3
  store <4 x i8> %w, ptr addrspace(1) %out
  store i32 %t, ptr addrspace(1) %out
  ret void
}
