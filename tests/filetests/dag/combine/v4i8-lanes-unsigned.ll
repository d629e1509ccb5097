; A select of the lanes of two <4 x i8> by an unsigned compare of them, as LLVM 22 prints it:
; each byte read zero-extended by prmt.b32 against 0 (operation legalization, selector 0x777k;
; lane 0 by v4i8-lane-zext), the i8 masks the promotion added dropped (and-of-known-zero: a
; 0x777k prmt is zero above its byte), the compare on the 32-bit words
; (setcc-of-extended-truncates: setp.lt.u32), the select on the words (select-of-lane-truncates:
; selp.b32) and the BUILD_VECTOR's any_extends folded (any-extend-folds): 25 PTX instructions,
; llc-22 -mcpu=sm_90 prints 25.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: ; v4i8-lane-zext: {{t[0-9]+}}: and -> {{t[0-9]+}}: truncate
; CHECK: ; and-of-known-zero: {{t[0-9]+}}: and -> {{t[0-9]+}}: truncate
; CHECK: ; setcc-of-extended-truncates: {{t[0-9]+}}: setcc -> {{t[0-9]+}}: setcc
; CHECK: ; select-of-lane-truncates: {{t[0-9]+}}: select -> {{t[0-9]+}}: truncate
; CHECK: ; any-extend-folds: {{t[0-9]+}}: any_extend -> {{t[0-9]+}}: select
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x i8>, ptr addrspace(1) %in
  %b.p = getelementptr <4 x i8>, ptr addrspace(1) %in, i64 1
  %b = load <4 x i8>, ptr addrspace(1) %b.p
  %cc = icmp ult <4 x i8> %a, %b
  %r = select <4 x i1> %cc, <4 x i8> %a, <4 x i8> %b
  store <4 x i8> %r, ptr addrspace(1) %out
  ret void
}
