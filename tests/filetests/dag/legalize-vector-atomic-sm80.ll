; Before sm_90 too, LLVM 22 compiles a <2 x half> atomicrmw as a CAS loop on the 32-bit word
; (add.rn.f16x2; fmax compares and selects the halves, where LLVM 22 has max.f16x2), so no vector atomic reaches the selector and seed 003's
; "vector atomics not supported on this architecture!" gate (4.24) is not hit from IR; the gate on
; a vector atomic DAG node is pinned by legalize_ops' vector_atomics_need_sm_90.
; RUN: --emit ptx --sm 80
; CHECK: add.rn.f16x2 %r6, %r2, %r1;
; CHECK-NEXT: atom.relaxed.sys.global.cas.b32 %r7, [%rd1], %r2, %r6;
; CHECK: setp.gt.f16
; CHECK: atom.relaxed.sys.global.cas.b32
; CHECK-NOT: atom.global.add
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
entry:
  %o = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %o, ptr addrspace(1) %p, align 4
  %m = atomicrmw fmax ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %m, ptr addrspace(1) %p, align 4
  ret void
}
