; PTX has no atom.sub: atomicrmw sub is expanded to an atom.add of the negated operand
; (seed 003, 4.23).
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: {{t[0-9]+}}: i32 = sub Constant:i32<0>, {{t[0-9]+}}
; CHECK-NEXT: i32,ch = AtomicLoadAdd<(load monotonic (i32) from %ir.p, addrspace 1, align 4)> {{t[0-9]+}}, {{t[0-9]+}}, {{t[0-9]+}}
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: AtomicLoadSub i32 -> neg + AtomicLoadAdd
; CHECK-LABEL: === DAG combine #3 ===
; CHECK-NOT: AtomicLoadSub
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %v) {
entry:
  %o = atomicrmw sub ptr addrspace(1) %p, i32 %v monotonic
  store i32 %o, ptr addrspace(1) %p, align 4
  ret void
}
