; Combine #1 turns an unsigned remainder by a power of two into a mask: x urem 16 is x & 15.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = urem
; CHECK: i32 = and t2, Constant:i32<15>
; CHECK: ; urem-pow2-to-and: {{t[0-9]+}}: urem -> {{t[0-9]+}}: and
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = urem i32 %x, 16
  store i32 %a, ptr %p, align 4
  ret void
}
