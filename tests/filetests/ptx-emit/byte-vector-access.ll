; A <2 x i8> split by type legalization is loaded and stored as one ld.v2.b8 / st.v2.b8 of its
; bytes in 16-bit registers (nvptx.load-vectorize / store-vectorize on byte lanes), as LLVM 22
; prints it; a sign-extending byte load stays scalar. Constant lanes of a vector store are
; immediates (`{1, 1}`), as LLVM 22 prints them.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry add(
; CHECK: ld.global.v2.b8 {%rs1, %rs2}, [%rd1];
; CHECK-NEXT: ld.global.v2.b8 {%rs3, %rs4}, [%rd1+2];
; CHECK-NEXT: add.s16 %rs5, %rs1, %rs3;
; CHECK-NEXT: add.s16 %rs6, %rs2, %rs4;
; CHECK-NEXT: st.global.v2.b8 [%rd2], {%rs5, %rs6};
; CHECK-LABEL: .visible .entry constant(
; CHECK-NOT: mov.b16
; CHECK: st.global.v2.b8 [%rd1], {1, 1};
; CHECK-NEXT: st.global.v2.b32 [%rd1+4], {3, -4};
; CHECK-LABEL: .visible .entry signed(
; CHECK: ld.global.s8
; CHECK: ld.global.s8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @add(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <2 x i8>, ptr addrspace(1) %in
  %b.p = getelementptr <2 x i8>, ptr addrspace(1) %in, i64 1
  %b = load <2 x i8>, ptr addrspace(1) %b.p
  %r = add <2 x i8> %a, %b
  store <2 x i8> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @constant(ptr addrspace(1) %out) {
entry:
  store <2 x i8> <i8 1, i8 1>, ptr addrspace(1) %out
  %q = getelementptr i8, ptr addrspace(1) %out, i64 4
  store <2 x i32> <i32 3, i32 -4>, ptr addrspace(1) %q, align 8
  ret void
}

define ptx_kernel void @signed(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <2 x i8>, ptr addrspace(1) %in
  %e0 = extractelement <2 x i8> %a, i32 0
  %e1 = extractelement <2 x i8> %a, i32 1
  %s0 = sext i8 %e0 to i32
  %s1 = sext i8 %e1 to i32
  %s = add i32 %s0, %s1
  store i32 %s, ptr addrspace(1) %out
  ret void
}
