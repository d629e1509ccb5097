; Vector atomics are gated by SM (seed 003, 4.24): an atomicrmw fadd on <2 x half> before sm_90
; fails with the verbatim message, at the instruction.
; RUN: --emit dag --sm 80
; EXIT: 1
; ERR: legalize-vector-atomic-sm80.ll:8:3: error: vector atomics not supported on this architecture!
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
entry:
  %o = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %o, ptr addrspace(1) %p, align 4
  ret void
}
