; A 16-bit cmpxchg works on the aligned 32-bit word that holds it (LLVM's AtomicExpand masked
; CAS loop, built before the DAG): the DAG has the loop and the retry check as blocks of their
; own and compares and swaps i32 words (ptx-emit/atomic-cas-loops.ll has the PTX).
; RUN: --emit dag
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: SelectionDAG has {{[0-9]+}} nodes: k / atomic.loop0
; CHECK: i32,i1,ch = AtomicCmpSwapWithSuccess<(load monotonic (i32)
; CHECK: SelectionDAG has {{[0-9]+}} nodes: k / atomic.check0
; CHECK-NOT: AtomicCmpSwapWithSuccess<(load monotonic (i16)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, ptr %o) {
  %r = cmpxchg ptr %p, i16 0, i16 1 monotonic monotonic
  %v = extractvalue { i16, i1 } %r, 0
  store i16 %v, ptr %o, align 2
  ret void
}
