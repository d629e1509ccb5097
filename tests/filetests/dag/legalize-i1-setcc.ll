; SETCC has its own condition-code table (seed 003, 4.18): comparing two i1 values is Expand for
; every integer condition code on NVPTX, so `icmp ne i1` becomes an xor of the predicates.
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: i1 = xor
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: setcc i1 -> logic on predicates
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %c) {
entry:
  %x = icmp slt i32 %a, %b
  %y = icmp slt i32 %b, %c
  %z = icmp ne i1 %x, %y
  %r = zext i1 %z to i32
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
