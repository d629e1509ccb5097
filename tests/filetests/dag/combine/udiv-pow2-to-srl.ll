; Combine #1 turns an unsigned divide by a power of two into a logical shift: x udiv 16 is
; x >> 4.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = udiv
; CHECK: i32 = srl t2, Constant:i32<4>
; CHECK: ; udiv-pow2-to-srl: {{t[0-9]+}}: udiv -> {{t[0-9]+}}: srl
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = udiv i32 %x, 16
  store i32 %a, ptr %p, align 4
  ret void
}
