; A weak 8-bit cmpxchg may fail spuriously, so its expansion on the aligned 32-bit word is one
; compare-and-swap with no retry loop (LLVM 22's expandPartwordCmpXchg for a weak one): the
; success flag is the word's, the old value the byte's lane of the word read. A strong one
; (atomic-cas-loops.ll) retries while only the other bytes changed.
; RUN: --emit ptx
; CHECK: ld.global.b32 {{%r[0-9]+}}, [%rd3];
; CHECK: atom.relaxed.sys.global.cas.b32 {{%r[0-9]+}}, [%rd3],
; CHECK-NOT: bra
; CHECK: setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: selp.b16
; CHECK-NOT: bra
; CHECK: ret;
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i8, ptr addrspace(1) %in
  %q = getelementptr i8, ptr addrspace(1) %in, i64 1
  %b = load i8, ptr addrspace(1) %q
  %x = cmpxchg weak ptr addrspace(1) %in, i8 %a, i8 %b monotonic monotonic
  %v = extractvalue { i8, i1 } %x, 0
  %ok = extractvalue { i8, i1 } %x, 1
  %r = select i1 %ok, i8 %v, i8 %b
  store i8 %r, ptr addrspace(1) %out
  ret void
}
