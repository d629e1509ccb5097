; Packed 32-bit vectors in registers: both v2f16 lanes out of their b32 by one `mov.b32 {%rs, %rs}`
; (I32toV2I16, as LLVM 22's tryEXTRACT_VECTOR_ELEMENT: both lanes are read; the vector
; is computed: a loaded one read only lane by lane loads the lanes, nvptx.unpack-into-load), a pair
; packed back (`mov.b32 %r, {%rs, %rs}`), bitwise logic and select on v2i16 as b32 instructions,
; constant lanes folded into one b32 constant (an immediate operand of the xor), a variable byte of a v4i8 read by prmt.b32 against 0 with selector index | 0x7770 (LLVM 22:
; or.b32 %r, %i, 30576; prmt.b32 %r, %v, 0, %r), and a v4i8
; built from bytes by prmt (0x3340 per pair, 0x5410 for the halves, as LLVM's LowerBUILD_VECTOR).
; (Each result goes to its own place: LLVM 22's combiner drops a store a later one overwrites.)
; RUN: --emit ptx
; CHECK: mov.b32 {%rs1, %rs2}, %r3;
; CHECK: mov.b32 {{%r[0-9]+}}, {%rs3, %rs{{[0-9]+}}};
; CHECK: xor.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 131073;
; CHECK-NEXT: selp.b32
; CHECK: mov.b32 {{%r[0-9]+}}, 67305985;
; CHECK: or.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 30576;
; CHECK-NEXT: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, {{%r[0-9]+}};
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 13120;
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 21520;
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
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 4
  store <4 x i8> %w, ptr addrspace(1) %o1
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store i32 %t, ptr addrspace(1) %o2
  ret void
}
