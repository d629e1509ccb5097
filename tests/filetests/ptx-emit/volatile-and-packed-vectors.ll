; A volatile <4 x i32> load stays one access (ld.volatile.global.v4.b32, as LLVM 22 prints it):
; the pieces legalization splits it into share one input chain, which two separate volatile
; accesses never do, so they merge back; two separate volatile i32 loads stay two. A <8 x half>
; load and store are four b32 lanes of v2f16 each: ld/st.global.v4.b32.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry vol(
; CHECK: ld.volatile.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];
; CHECK: ld.volatile.global.b32 {{%r[0-9]+}}, [%rd1+16];
; CHECK-NEXT: ld.volatile.global.b32 {{%r[0-9]+}}, [%rd1+20];
; CHECK: st.volatile.global.v4.b32 [%rd2], {%r1, %r2, %r3, %r4};
; CHECK-LABEL: .visible .entry halves(
; CHECK: ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];
; CHECK: st.global.v4.b32 [%rd2], {%r1, %r2, %r3, %r4};
define ptx_kernel void @vol(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load volatile <4 x i32>, ptr addrspace(1) %in
  %a.p = getelementptr i32, ptr addrspace(1) %in, i64 4
  %a = load volatile i32, ptr addrspace(1) %a.p
  %b.p = getelementptr i32, ptr addrspace(1) %in, i64 5
  %b = load volatile i32, ptr addrspace(1) %b.p
  store volatile <4 x i32> %v, ptr addrspace(1) %out
  %s = add i32 %a, %b
  %o.p = getelementptr i32, ptr addrspace(1) %out, i64 4
  store i32 %s, ptr addrspace(1) %o.p
  ret void
}

define ptx_kernel void @halves(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load <8 x half>, ptr addrspace(1) %in
  store <8 x half> %v, ptr addrspace(1) %out
  ret void
}
