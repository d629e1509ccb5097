; A scalar access below its natural alignment: PTX needs naturally aligned accesses, and LLVM 22
; splits these into narrower ones (expandUnalignedLoad / Store): an i64 at align 4 is two
; 32-bit loads into 64-bit registers (the zext folded into the load) joined by a shift and an or; a double stored at align 2 is four truncating 16-bit
; stores of its bits shifted right by 0, 16, 32 and 48, straight from the 64-bit registers. Never one wide access, which would fault.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry load_i64(
; CHECK: ld.global.u32 %rd{{[0-9]+}}, [%rd1];
; CHECK-NEXT: ld.global.u32 %rd{{[0-9]+}}, [%rd1+4];
; CHECK-NEXT: shl.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 32;
; CHECK: or.b64
; CHECK-NOT: ld.global.b64
; CHECK: st.global.b64
; CHECK-LABEL: .visible .entry store_f64(
; CHECK: shr.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 16;
; CHECK: shr.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 48;
; CHECK: st.global.b16 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; CHECK: st.global.b16 [%rd{{[0-9]+}}+2], %rd{{[0-9]+}};
; CHECK: st.global.b16 [%rd{{[0-9]+}}+4], %rd{{[0-9]+}};
; CHECK: st.global.b16 [%rd{{[0-9]+}}+6], %rd{{[0-9]+}};
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
