; Combine #1 moves the constant of a commutative operation to the right: xor 1000, x
; becomes xor x, 1000 (the selector's patterns take an immediate on the right only).
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK: i32 = xor t2, Constant:i32<1000>
; CHECK: ; constant-to-rhs: {{t[0-9]+}}: xor -> {{t[0-9]+}}: xor
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = xor i32 1000, %x
  store i32 %a, ptr %p, align 4
  ret void
}
