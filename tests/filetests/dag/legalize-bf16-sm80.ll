; The same bf16 fadd on three SMs (seed 003, 4.16/4.27; LLVM 22's action table): sm_75 has no
; bf16 arithmetic (promote to f32, conversions by integer arithmetic), sm_80 has fma.rn.bf16
; only (custom: an fma with 1.0), sm_90 has add.bf16 (legal).
; RUN: --emit dag --sm 80
; CHECK-LABEL: === Operation legalization ===
; CHECK: bf16 = fma {{t[0-9]+}}, ConstantFP:bf16<0x3F80>, {{t[0-9]+}}
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: fadd bf16 -> fma.rn.bf16
; CHECK-NOT: fp_extend
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load bfloat, ptr addrspace(1) %p, align 2
  %s = fadd bfloat %a, %a
  store bfloat %s, ptr addrspace(1) %p, align 2
  ret void
}
