; The Legal action (code 0): fminimum on f32 from sm_80 with PTX 7.0 is min.NaN.f32, so operation
; legalization keeps the node as it is and logs nothing for it (below sm_80 it is Expand).
; RUN: --emit dag --sm 80
; CHECK-LABEL: === Operation legalization ===
; CHECK: f32 = fminimum
; CHECK-NOT: legalize-ops
; CHECK-LABEL: === DAG combine #3 ===
; CHECK: f32 = fminimum
define ptx_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %r = call float @llvm.minimum.f32(float %a, float %b)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.minimum.f32(float, float)
