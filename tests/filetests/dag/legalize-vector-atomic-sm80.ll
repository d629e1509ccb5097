; Before sm_90 too, LLVM 22 compiles a <2 x half> atomicrmw as a CAS loop on the 32-bit word
; (add.rn.f16x2; fmax through llvm.maxnum: max.f16x2, as LLVM 22 prints it), so no vector atomic reaches the selector and seed 003's
; "vector atomics not supported on this architecture!" gate (4.24) is not hit from IR; the gate on
; a vector atomic DAG node is pinned by legalize_ops' vector_atomics_need_sm_90.
; RUN: --emit ptx --sm 80
; CHECK: add.rn.f16x2 %r4, %r2, %r1;
; CHECK-NEXT: atom.relaxed.sys.global.cas.b32 %r5, [%rd1], %r2, %r4;
; CHECK: max.f16x2 %r8, %r6, %r1;
; CHECK-NEXT: atom.relaxed.sys.global.cas.b32 %r9, [%rd1], %r6, %r8;
; CHECK-NOT: atom.global.add
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
entry:
  %o = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %o, ptr addrspace(1) %p, align 4
  %m = atomicrmw fmax ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %m, ptr addrspace(1) %p, align 4
  ret void
}
