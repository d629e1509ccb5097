; Soften (type legalization of a float type with no register class into integer libcalls) has
; nothing to do on NVPTX: f16 and bf16 are legal, and fp128, the one float type it would soften
; (LLVM 22: "unsupported library call operation"), is refused where it is written.
; RUN: --emit dag
; EXIT: 1
; CHECK-NOT: legalize-types.soften
; ERR: type-soften.ll:11:13: error: type 'fp128' is not supported on NVPTX
; ERR-NOT: Do not know how to soften
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %a = load fp128, ptr addrspace(1) %q, align 16
  %r = fadd fp128 %a, %a
  store fp128 %r, ptr addrspace(1) %p, align 16
  ret void
}
