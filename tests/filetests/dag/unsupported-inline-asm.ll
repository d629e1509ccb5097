; What the DAG build does not handle yet is a positioned error, not a crash or a silent drop:
; inline asm with a tied operand ("0": the input shares output 0's register) and with an
; operand modifier (${0:...}).
; RUN: --emit dag
; EXIT: 1
; ERR: unsupported-inline-asm.ll:11:3: error: SelectionDAG build: inline asm constraint '0' is not supported yet
; ERR: unsupported-inline-asm.ll:17:3: error: SelectionDAG build: inline asm operand modifiers (${N:x}) are not supported yet
; CHECK-NOT: {{.}}
define ptx_kernel void @k(i32 %x) {
entry:
  %v = call i32 asm sideeffect "add.u32 $0, $0, 1;", "=r,0"(i32 %x)
  ret void
}

define ptx_kernel void @k2(i32 %x) {
entry:
  %v = call i32 asm sideeffect "mov.b32 ${0:r}, $1;", "=r,r"(i32 %x)
  ret void
}
