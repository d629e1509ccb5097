; Atomics with no PTX instruction become compare-and-swap loops (LLVM's AtomicExpand): nand on
; i32 (and + not, then atom.cas.b32 with the same ordering and scope, in the global space the
; generic pointer was cast from, as InferAddressSpaces leaves it) and a seq_cst i8 cmpxchg (the
; byte's word: shift, mask, retried while only the other bytes change; fence.sc then the acquire
; cas). fadd on a half has one at sm_90 (atom.add.noftz.f16, its address [base+offset]).
; RUN: --emit ptx
; CHECK: atom.acq_rel.cta.global.cas.b32 {{%r[0-9]+}}, [%rd1], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: atom.global.add.noftz.f16 {{%rs[0-9]+}}, [%rd1+6], {{%rs[0-9]+}};
; CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, -4;
; CHECK: mov.b32 {{%r[0-9]+}}, 255;
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
