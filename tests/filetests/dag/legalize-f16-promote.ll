; PTX has no div.f16: fdiv on f16 is promoted (seed 003, 4.15): fp_extend both operands, divide
; in f32, fp_round back. f16 itself is a legal type (LLVM 22 registers it on every SM).
; RUN: --emit dag --sm 90
; CHECK-LABEL: === Operation legalization ===
; CHECK: f32 = fp_extend {{t[0-9]+}}
; CHECK-NEXT: f32 = fdiv
; CHECK-NEXT: f16 = fp_round {{t[0-9]+}}, TargetConstant:i64<0>
; CHECK: ; legalize-ops.promote: {{t[0-9]+}}: fdiv f16 -> fp_extend, f32 op, fp_round
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load half, ptr addrspace(1) %p, align 2
  %s = fdiv half %a, %a
  store half %s, ptr addrspace(1) %p, align 2
  ret void
}
