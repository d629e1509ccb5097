; What the DAG build does not handle yet is a positioned error, not a crash or a silent drop.
; RUN: --emit dag
; EXIT: 1
; ERR: unsupported-inline-asm.ll:8:3: error: SelectionDAG build: inline asm is not supported yet
; CHECK-NOT: {{.}}
define ptx_kernel void @k() {
entry:
  call void asm sideeffect "exit;", ""()
  ret void
}
