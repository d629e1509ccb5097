; An f16/bf16 atomicrmw fadd of a constant: `atom.add.noftz.{f16,bf16}` has no immediate form
; (ptxas: "Arguments mismatch for instruction 'atom'"), so the constant is moved into a register
; first, as llc-22 does, in every state space (here global and shared::cluster, sm_90).
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .func g(
; CHECK: mov.b16 %rs1, 15360;
; CHECK-NEXT: atom.global.add.noftz.f16 %rs{{[0-9]+}}, [%rd1], %rs1;
; CHECK-LABEL: .visible .func c(
; CHECK: mov.b16 %rs1, 16256;
; CHECK-NEXT: atom.shared::cluster.add.noftz.bf16 %rs{{[0-9]+}}, [%rd1], %rs1;
target triple = "nvptx64-nvidia-cuda"

define void @g(ptr addrspace(1) %p) {
  %a = atomicrmw fadd ptr addrspace(1) %p, half 0xH3C00 monotonic
  ret void
}

define void @c(ptr addrspace(7) %p) {
  %a = atomicrmw fadd ptr addrspace(7) %p, bfloat 0xR3F80 monotonic
  ret void
}
