; Layer 2's vector loads and stores: the NVPTX post-legalize combine's LoadV4/StoreV4 and
; LoadV2/StoreV2 each become one ld/st with a braced lane list, the lane type the register
; class's .bN (as LLVM 22 prints them); a constant offset folds into [base+offset].
; RUN: --emit ptx
; CHECK: ld.global.v2.b64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, [%rd{{[0-9]+}}];
; CHECK: ld.global.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}+16];
; CHECK: st.global.v4.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: st.global.v2.b64 [%rd{{[0-9]+}}+32], {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %pv = getelementptr i8, ptr addrspace(1) %p, i64 16
  %v = load <4 x float>, ptr addrspace(1) %pv, align 16
  %pw = getelementptr i8, ptr addrspace(1) %p, i64 0
  %w = load <2 x i64>, ptr addrspace(1) %pw, align 16
  %v2 = fadd <4 x float> %v, %v
  store <4 x float> %v2, ptr addrspace(1) %q, align 16
  %qw = getelementptr i8, ptr addrspace(1) %q, i64 32
  %w2 = add <2 x i64> %w, %w
  store <2 x i64> %w2, ptr addrspace(1) %qw, align 16
  ret void
}
