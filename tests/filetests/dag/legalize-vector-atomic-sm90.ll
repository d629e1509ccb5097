; A <2 x half> atomicrmw fadd is no native atomic for LLVM 22 (AtomicExpand makes it a CAS loop on
; the 32-bit word, at every SM): the loop's DAG adds the halves as a v2f16 and swaps the bits.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: v2f16 = fadd
; CHECK: i32,i1,ch = AtomicCmpSwapWithSuccess<(load monotonic (i32) from %ir.p, addrspace 1, align 4)>
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: i32,ch = AtomicCmpSwap<(load monotonic (i32)
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
entry:
  %o = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %o, ptr addrspace(1) %p, align 4
  ret void
}
