; What the DAG build does not handle yet is a positioned error, not a crash or a silent drop:
; inline asm with a memory operand ("m"), with an operand modifier (${0:...}), and a tied
; input ("1") naming an output that does not exist.
; RUN: --emit dag
; EXIT: 1
; ERR: unsupported-inline-asm.ll:12:3: error: SelectionDAG build: inline asm constraint 'm' is not supported yet
; ERR: unsupported-inline-asm.ll:18:3: error: SelectionDAG build: inline asm operand modifiers (${N:x}) are not supported yet
; ERR: unsupported-inline-asm.ll:24:3: error: SelectionDAG build: inline asm constraint '1' ties an input to output 1, but there are 1 output(s)
; CHECK-NOT: {{.}}
define ptx_kernel void @k(ptr %x) {
entry:
  %v = call i32 asm sideeffect "ld.u32 $0, $1;", "=r,m"(ptr %x)
  ret void
}

define ptx_kernel void @k2(i32 %x) {
entry:
  %v = call i32 asm sideeffect "mov.b32 ${0:r}, $1;", "=r,r"(i32 %x)
  ret void
}

define ptx_kernel void @k3(i32 %x) {
entry:
  %v = call i32 asm sideeffect "add.u32 $0, $0, 1;", "=r,1"(i32 %x)
  ret void
}
