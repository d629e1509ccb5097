; Combine #1 turns a multiply by a power of two into a shift: x * 8 is x << 3.
; (-O 0: kernel pointers stay generic, without NVPTXLowerArgs' cvta.to.global, so the
; checks see the generic accesses and node numbers they were written against.)
; RUN: --emit dag -O 0
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-NOT: = mul
; CHECK: i32 = shl t2, Constant:i32<3>
; CHECK: ; mul-pow2-to-shl: {{t[0-9]+}}: mul -> {{t[0-9]+}}: shl
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  %a = mul i32 %x, 8
  store i32 %a, ptr %p, align 4
  ret void
}
