; The LibCall action (seed 003, 4.19: code 3, ExpandNode straight to a library call): exp, exp10,
; log, log10 and pow on f32/f64 have no PTX instruction and would become calls to expf/exp/...;
; the NVPTX target has no libcalls, so operation legalization stops at the instruction with
; LLVM 22's words (llc: "error: no libcall available for fexp").
; RUN: --emit dag
; EXIT: 1
; CHECK-NOT: {{.}}
; ERR: op-libcall.ll:12:3: error: no libcall available for fexp
; ERR-NOT: Cannot select
define ptx_kernel void @k(ptr addrspace(1) %p, float %a) {
entry:
  %r = call float @llvm.exp.f32(float %a)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.exp.f32(float)
