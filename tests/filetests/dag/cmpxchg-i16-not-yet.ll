; A 16-bit cmpxchg needs the masked 32-bit CAS loop that LLVM's AtomicExpand pass builds at the
; IR level; this pipeline has no such pass, so it is a positioned diagnostic, never PTX.
; RUN: --emit ptx
; EXIT: 1
; ERR: cmpxchg-i16-not-yet.ll:10:3: error: cannot legalize AtomicCmpSwapWithSuccess on i16 (action expand, 2): not supported yet
; CHECK-NOT: {{.}}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, ptr %o) {
  %r = cmpxchg ptr %p, i16 0, i16 1 monotonic monotonic
  %v = extractvalue { i16, i1 } %r, 0
  store i16 %v, ptr %o, align 2
  ret void
}
