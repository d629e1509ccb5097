; A scalar access below its natural alignment: PTX needs naturally aligned accesses, and LLVM 22
; splits these into narrower ones (expandUnalignedLoad / Store): an i64 at align 4 is two
; ld.global.b32 joined by a shift and an or; a double stored at align 2 is four truncating 16-bit
; stores of its bits shifted right by 0, 16, 32 and 48. Never one wide access, which would fault.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry load_i64(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: cvt.u64.u32 %rd{{[0-9]+}}, %r1;
; CHECK-NEXT: ld.global.b32 %r2, [%rd1+4];
; CHECK: or.b64
; CHECK-NOT: ld.global.b64
; CHECK: st.global.b64
; CHECK-LABEL: .visible .entry store_f64(
; CHECK: st.global.b16 [%rd{{[0-9]+}}],
; CHECK: shr.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 16;
; CHECK: st.global.b16 [%rd{{[0-9]+}}+2],
; CHECK: st.global.b16 [%rd{{[0-9]+}}+4],
; CHECK: shr.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 48;
; CHECK: st.global.b16 [%rd{{[0-9]+}}+6],
; CHECK-NOT: st.global.b64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @load_i64(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load i64, ptr addrspace(1) %p, align 4
  store i64 %v, ptr addrspace(1) %q, align 8
  ret void
}

define ptx_kernel void @store_f64(ptr addrspace(1) %q, double %d) {
  store double %d, ptr addrspace(1) %q, align 2
  ret void
}
