; On sm_90 the same <2 x half> atomic add is legal (atom.add.noftz.v2f16): it reaches combine #3.
; RUN: --emit dag --sm 90
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: v2f16,ch = AtomicLoadFAdd
define ptx_kernel void @k(ptr addrspace(1) %p, <2 x half> %v) {
entry:
  %o = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic
  store <2 x half> %o, ptr addrspace(1) %p, align 4
  ret void
}
