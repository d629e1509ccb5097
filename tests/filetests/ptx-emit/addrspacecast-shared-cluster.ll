; An addrspacecast between two specific spaces (shared -> shared::cluster, as the MLIR multicast
; TMA load makes for its destination) goes through the generic space, as LLVM's NVPTX
; LowerADDRSPACECAST does: cvta.shared.u64 then cvta.to.shared::cluster.u64 (llc-22 -mcpu=sm_90a
; prints the same three instructions); shared::cluster -> generic is cvta.shared::cluster.u64.
; RUN: --emit ptx --sm 90a
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.param.b64 %rd2, [k_param_1];
; CHECK-NEXT: mov.b64 %rd3, box;
; CHECK-NEXT: cvta.shared::cluster.u64 %rd4, %rd2;
; CHECK-NEXT: cvta.shared.u64 %rd5, %rd3;
; CHECK-NEXT: cvta.to.shared::cluster.u64 %rd6, %rd5;
; CHECK-NEXT: st.global.b64 [%rd1], %rd6;
; CHECK-NEXT: st.global.b64 [%rd1+8], %rd4;
target triple = "nvptx64-nvidia-cuda"

@box = internal addrspace(3) global [64 x float] undef, align 8

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(7) %c) {
entry:
  %p = addrspacecast ptr addrspace(3) @box to ptr addrspace(7)
  %i = ptrtoint ptr addrspace(7) %p to i64
  store i64 %i, ptr addrspace(1) %out, align 8
  %g = addrspacecast ptr addrspace(7) %c to ptr
  %j = ptrtoint ptr %g to i64
  %q = getelementptr i8, ptr addrspace(1) %out, i64 8
  store i64 %j, ptr addrspace(1) %q, align 8
  ret void
}
