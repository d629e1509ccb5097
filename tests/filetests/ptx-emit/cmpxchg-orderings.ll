; cmpxchg is ATOMIC_CMP_SWAP (atom.<sem>.<scope><space>.cas) plus a compare of the loaded value
; with the expected one; the success and failure orderings merge (release + acquire is acq_rel);
; a seq_cst access is fence.sc.<scope> then the acquire form, and atomic loads/stores print
; ld/st.<sem>.<scope> (LLVM 22, llc -mcpu=sm_90).
; RUN: --emit ptx
; CHECK: atom.relaxed.sys.global.cas.b32 {{%r[0-9]+}}, [%rd1], 0, 1;
; CHECK-NEXT: setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0;
; CHECK: atom.acq_rel.cta.global.cas.b32 {{%r[0-9]+}}, [%rd1], %r1, %r2;
; CHECK: fence.sc.gpu;
; CHECK-NEXT: atom.acquire.gpu.cas.b64 {{%rd[0-9]+}}, [%rd2], %rd3, %rd4;
; CHECK: ld.acquire.sys.shared.b32 {{%r[0-9]+}}, [%rd5];
; CHECK: fence.sc.sys;
; CHECK-NEXT: st.release.sys.global.b32 [%rd1], 0;
; CHECK-NEXT: st.relaxed.cta.global.b64 [%rd6], %rd4;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %g, ptr %p, i32 %a, i32 %b, i64 %c, i64 %d, ptr addrspace(3) %s, ptr addrspace(1) %o) {
  %r1 = cmpxchg ptr addrspace(1) %g, i32 0, i32 1 monotonic monotonic
  %ok1 = extractvalue { i32, i1 } %r1, 1
  %r2 = cmpxchg ptr addrspace(1) %g, i32 %a, i32 %b syncscope("block") release acquire
  %v2 = extractvalue { i32, i1 } %r2, 0
  %r3 = cmpxchg ptr %p, i64 %c, i64 %d syncscope("device") seq_cst seq_cst
  %v3 = extractvalue { i64, i1 } %r3, 0
  %l = load atomic i32, ptr addrspace(3) %s acquire, align 4
  %z = zext i1 %ok1 to i32
  %t = add i32 %z, %v2
  %u = add i32 %t, %l
  store atomic i32 0, ptr addrspace(1) %g seq_cst, align 4
  store atomic i64 %d, ptr addrspace(1) %o syncscope("block") monotonic, align 8
  %o2 = getelementptr i8, ptr addrspace(1) %o, i64 8
  store i32 %u, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr i8, ptr addrspace(1) %o, i64 16
  store i64 %v3, ptr addrspace(1) %o3, align 8
  ret void
}
