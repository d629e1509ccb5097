; atomicrmw nand has no PTX instruction: the atomic expansion (LLVM's AtomicExpand) turns it into
; a compare-and-swap loop before the DAG build. The loop and the rest of the block are blocks of
; their own in the DAG, the loop first; the cmpxchg keeps the ordering and the scope, and goes
; through the global pointer the generic one was cast from (InferAddressSpaces).
; RUN: --emit dag
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: SelectionDAG has {{[0-9]+}} nodes: k / atomic.loop0
; CHECK: i32,i1,ch = AtomicCmpSwapWithSuccess<(load acq_rel (i32) from %ir.in, addrspace 1, align 4)>
; CHECK: SelectionDAG has {{[0-9]+}} nodes: k / atomic.done0
; CHECK-LABEL: === Operation legalization ===
; CHECK: i32,ch = AtomicCmpSwap<(load acq_rel (i32) from %ir.in, addrspace 1, align 4)>
; CHECK-NOT: AtomicLoadNand
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  %p = addrspacecast ptr addrspace(1) %in to ptr
  %r = atomicrmw nand ptr %p, i32 %v syncscope("block") acq_rel
  store i32 %r, ptr addrspace(1) %out
  ret void
}
