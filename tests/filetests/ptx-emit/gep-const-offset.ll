; gep-const-offset (SeparateConstOffsetFromGEP's constant extraction, on the address the GEP
; built): the indices 3i, 3i+1, 3i+2 (add nuw under zext nneg) share one address, the others
; reach it as [reg+4] and [reg+8]; one mul.wide.u32 for the three loads and the three stores,
; as llc-22 (the corpus's fast_math_norm).
; RUN: --emit ptx
; CHECK: mul.wide.u32 %rd{{[0-9]+}}, %r{{[0-9]+}}, 4;
; CHECK-NOT: mul.wide
; CHECK: add.s64 %rd4, %rd1, %rd3;
; CHECK: ld.global.b32 %r3, [%rd4];
; CHECK: add.s64 %rd5, %rd2, %rd3;
; CHECK: ld.global.b32 %r4, [%rd4+4];
; CHECK: ld.global.b32 %r5, [%rd4+8];
; CHECK: st.global.b32 [%rd5], %r5;
; CHECK: st.global.b32 [%rd5+4], %r4;
; CHECK: st.global.b32 [%rd5+8], %r3;
; CHECK-NOT: mul.wide
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul nuw nsw i32 %t, 3
  %z0 = zext nneg i32 %i to i64
  %p0 = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %z0
  %v0 = load float, ptr addrspace(1) %p0
  %i1 = add nuw nsw i32 %i, 1
  %z1 = zext nneg i32 %i1 to i64
  %p1 = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %z1
  %v1 = load float, ptr addrspace(1) %p1
  %i2 = add nuw nsw i32 %i, 2
  %z2 = zext nneg i32 %i2 to i64
  %p2 = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %z2
  %v2 = load float, ptr addrspace(1) %p2
  %q0 = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %z0
  store float %v2, ptr addrspace(1) %q0
  %q1 = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %z1
  store float %v1, ptr addrspace(1) %q1
  %q2 = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %z2
  store float %v0, ptr addrspace(1) %q2
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
