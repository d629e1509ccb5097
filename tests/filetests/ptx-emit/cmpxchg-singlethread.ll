; A singlethread cmpxchg keeps its ordering and prints no scope (LLVM 22:
; `atom.acq_rel.global.cas.b32`); an atomicrmw nand, a CAS loop, likewise (`atom.relaxed.cas`).
; RUN: --emit ptx --sm 90
; CHECK: atom.acq_rel.global.cas.b32 {{%r[0-9]+}}, [%rd1], {{%r[0-9]+}}, {{%r[0-9]+}};
; CHECK: not.b32
; CHECK: atom.relaxed.global.cas.b32
; CHECK-NOT: .sys
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr addrspace(1) %in
  %b.p = getelementptr i32, ptr addrspace(1) %in, i64 1
  %b = load i32, ptr addrspace(1) %b.p
  %x = cmpxchg ptr addrspace(1) %in, i32 %a, i32 %b syncscope("singlethread") acq_rel acquire
  %r = extractvalue { i32, i1 } %x, 0
  store i32 %r, ptr addrspace(1) %out
  %n = atomicrmw nand ptr addrspace(1) %in, i32 %r syncscope("singlethread") monotonic
  store i32 %n, ptr addrspace(1) %out
  ret void
}
