; 128-bit atomics from sm_90 with PTX 8.3+: the i128 halves go into a .b128 register inside a
; braced block, then atom.<sem>.<scope><space>.exch/.cas.b128, as LLVM 22 prints them.
; RUN: --emit ptx --sm 90 --ptx 8.4
; CHECK: ld.global.v2.b64 {%rd4, %rd5}, [%rd1];
; CHECK: .reg .b128 amt, dst;
; CHECK-NEXT: mov.b128 amt, {%rd4, %rd5};
; CHECK-NEXT: atom.relaxed.sys.global.exch.b128 dst, [%rd1], amt;
; CHECK-NEXT: mov.b128 {%rd6, %rd7}, dst;
; CHECK: .reg .b128 cmp, swap, dst;
; CHECK: fence.sc.gpu;
; CHECK-NEXT: atom.acquire.gpu.cas.b128 dst, [%rd{{[0-9]+}}], cmp, swap;
; CHECK: st.global.v2.b64
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i128, ptr addrspace(1) %in
  %r = atomicrmw xchg ptr addrspace(1) %in, i128 %v monotonic
  store i128 %r, ptr addrspace(1) %out
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %x = cmpxchg ptr %g, i128 %r, i128 %v syncscope("device") seq_cst seq_cst
  %o = extractvalue { i128, i1 } %x, 0
  %ok = extractvalue { i128, i1 } %x, 1
  %s = select i1 %ok, i128 %o, i128 0
  store i128 %s, ptr addrspace(1) %out
  ret void
}
