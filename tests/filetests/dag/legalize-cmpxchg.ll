; Operation legalization of cmpxchg (LLVM's ExpandNode): AtomicCmpSwapWithSuccess becomes
; AtomicCmpSwap and a setcc eq of the old value with the expected one; a seq_cst one gets its
; leading fence (AtomicFence) and the acquire ordering.
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: i64,ch = AtomicCmpSwap<(load acquire (i64)
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: AtomicCmpSwapWithSuccess i64 -> ATOMIC_CMP_SWAP + setcc eq
; CHECK: ; legalize-ops.custom: {{t[0-9]+}}: AtomicCmpSwap i64 -> fence.sc, then the acquire/release form
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %c, i64 %d, ptr %o) {
  %r = cmpxchg ptr %p, i64 %c, i64 %d seq_cst seq_cst
  %ok = extractvalue { i64, i1 } %r, 1
  %z = zext i1 %ok to i32
  store i32 %z, ptr %o, align 4
  ret void
}
