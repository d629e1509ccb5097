; A signed compare of <4 x i8> lanes: each byte read with its sign replicated by one prmt.b32
; against 0 (v4i8-lane-sext: selectors 0x8880, 0x9991, 0xaaa2, 0xbbb3), compared as s32 on those
; words (setcc-of-extended-truncates), and the zext of the i1 lanes built from selp.b32 1, 0
; (any-extend-folds: the any_extend of a zero_extend is the zero_extend).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: ; v4i8-lane-sext: {{t[0-9]+}}: sign_extend_inreg -> {{t[0-9]+}}: truncate
; CHECK: ; setcc-of-extended-truncates: {{t[0-9]+}}: setcc -> {{t[0-9]+}}: setcc
; CHECK: ; any-extend-folds: {{t[0-9]+}}: any_extend -> {{t[0-9]+}}: zero_extend
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <4 x i8>, ptr addrspace(1) %in
  %b.p = getelementptr <4 x i8>, ptr addrspace(1) %in, i64 1
  %b = load <4 x i8>, ptr addrspace(1) %b.p
  %cc = icmp sgt <4 x i8> %a, %b
  %r = zext <4 x i1> %cc to <4 x i8>
  store <4 x i8> %r, ptr addrspace(1) %out
  ret void
}
