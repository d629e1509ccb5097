; Combine #1 resolves a conditional branch on a constant: br false, %dead, %live leaves an
; unconditional br to %live and no brcond.
; RUN: --emit dag
; CHECK-LABEL: === DAG combine #1 ===
; CHECK-LABEL: k / entry
; CHECK-NOT: brcond
; CHECK: ch = br {{t[0-9]+}}, BasicBlock:ch<bb.2>
; CHECK: ; brcond-constant: {{t[0-9]+}}: brcond -> {{t[0-9]+}}: CopyToReg
; CHECK-LABEL: === Type legalization ===
define ptx_kernel void @k(ptr %p, i32 %x) {
entry:
  br i1 false, label %dead, label %live
dead:
  store i32 1, ptr %p, align 4
  ret void
live:
  store i32 %x, ptr %p, align 4
  ret void
}
