; The same bf16 fadd on three SMs (seed 003, 4.16/4.27; LLVM 22's action table): sm_75 has no
; bf16 arithmetic (promote to f32, conversions by integer arithmetic), sm_80 has fma.rn.bf16
; only (custom: an fma with 1.0), sm_90 has add.bf16 (legal).
; RUN: --emit dag --sm 75
; CHECK-LABEL: === Operation legalization ===
; CHECK: f32 = fadd
; CHECK: bf16 = bitcast
; CHECK: ; legalize-ops.promote: {{t[0-9]+}}: fadd bf16 -> fp_extend, f32 op, fp_round
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: fp_extend f32 -> bits << 16
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: fp_round bf16 -> round to nearest even on the bits
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load bfloat, ptr addrspace(1) %p, align 2
  %s = fadd bfloat %a, %a
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}
