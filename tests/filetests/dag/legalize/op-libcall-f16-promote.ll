; A libm operation on half: Promote to f32 first (fp_extend, the f32 operation), and the f32
; operation is then the LibCall action, which NVPTX cannot take, so the error names flog. (LLVM 22
; asks for a half libcall and aborts: "Can't create an unknown libcall!"; either way no PTX.)
; RUN: --emit dag
; EXIT: 1
; CHECK-NOT: {{.}}
; ERR: op-libcall-f16-promote.ll:11:3: error: no libcall available for flog
define ptx_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = load half, ptr addrspace(1) %p, align 2
  %r = call half @llvm.log.f16(half %a)
  store half %r, ptr addrspace(1) %p, align 2
  ret void
}
declare half @llvm.log.f16(half)
