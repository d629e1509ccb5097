; dead-mi-elimination must not delete a load whose result is unused (volatile: it must happen)
; nor an atomic.
; RUN: --emit mir
; CHECK: # After Remove dead machine instructions (dead-mi-elimination): no change
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = load volatile i32, ptr addrspace(1) %p
  %o = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  ret void
}
