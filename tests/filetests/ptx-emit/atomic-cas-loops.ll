; Atomics with no PTX instruction become compare-and-swap loops (LLVM's AtomicExpand): nand on
; i32 (and + not, then atom.cas.b32 with the same ordering and scope), fadd on a half (a 16-bit
; lane of its aligned 32-bit word: shift, mask, cas on the word) and a seq_cst i8 cmpxchg (the
; byte's word, retried while only the other bytes change; fence.sc then the acquire cas).
; RUN: --emit ptx
; CHECK: atom.acq_rel.cta.cas.b32 {{%r[0-9]+}}, [%rd3], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
; CHECK: mov.b32 {{%r[0-9]+}}, 65535;
; CHECK: add.rn.f16
; CHECK: atom.relaxed.sys.global.cas.b32
; CHECK: fence.sc.sys;
; CHECK-NEXT: atom.acquire.sys.global.cas.b32
; CHECK-NOT: atom.{{.*}}nand
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in
  %p = addrspacecast ptr addrspace(1) %in to ptr
  %r = atomicrmw nand ptr %p, i32 %v syncscope("block") acq_rel
  store i32 %r, ptr addrspace(1) %out
  %h = load half, ptr addrspace(1) %out
  %q = getelementptr i8, ptr addrspace(1) %in, i64 6
  %o = atomicrmw fadd ptr addrspace(1) %q, half %h monotonic
  store half %o, ptr addrspace(1) %out
  %b = load i8, ptr addrspace(1) %out
  %x = cmpxchg ptr addrspace(1) %q, i8 %b, i8 0 seq_cst seq_cst
  %xo = extractvalue { i8, i1 } %x, 0
  store i8 %xo, ptr addrspace(1) %out
  ret void
}
