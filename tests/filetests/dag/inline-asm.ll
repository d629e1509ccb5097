; Inline asm is one inlineasm node: the template and the constraint string as two symbol
; operands, the inputs after them, the outputs as its results, on the chain (seed 003).
; RUN: --emit dag
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: {{t[0-9]+}}: i32,ch = inlineasm t0, TargetExternalSymbol:i64'mov.u32 $0, %laneid;', TargetExternalSymbol:i64'=r'
; CHECK: i32,i64,ch = inlineasm {{t[0-9]+}}:1, TargetExternalSymbol:i64'add.u32 $0, $2, $3; mov.b64 $1, 0;', TargetExternalSymbol:i64'=r,=l,r,n,~{memory}', {{t[0-9]+}}, Constant:i32<7>
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
  %lane = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %r = call { i32, i64 } asm "add.u32 $0, $2, $3; mov.b64 $1, 0;", "=r,=l,r,n,~{memory}"(i32 %lane, i32 7)
  %r0 = extractvalue { i32, i64 } %r, 0
  store i32 %r0, ptr %p
  ret void
}
