; dead-mi-elimination must not delete a load whose result is unused (volatile: it must happen)
; nor an atomic.
; RUN: --emit ptx
; CHECK: ld.volatile.global.b32
; CHECK: atom.global.add.u32
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = load volatile i32, ptr addrspace(1) %p
  %o = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  ret void
}
