; Below sm_90 (or PTX 8.3) a 128-bit atomic is refused with seed 000's verbatim diagnostic, at
; the instruction (LLVM 22 says "unsupported cmpxchg").
; RUN: --emit ptx --sm 80
; EXIT: 1
; ERR: atomic-b128-refused.ll:10:3: error: 128b atomics not supported on this architecture!
; ERR: atomic-b128-refused.ll:12:3: error: 128b atomics not supported on this architecture!
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i128, ptr addrspace(1) %in
  %r = atomicrmw xchg ptr addrspace(1) %in, i128 %v monotonic
  store i128 %r, ptr addrspace(1) %out
  %x = cmpxchg ptr addrspace(1) %out, i128 %r, i128 %v acq_rel acquire
  %o = extractvalue { i128, i1 } %x, 0
  store i128 %o, ptr addrspace(1) %out
  ret void
}
