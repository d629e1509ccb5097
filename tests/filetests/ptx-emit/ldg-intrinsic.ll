; NVVM IR's llvm.nvvm.ldg.global.* intrinsics (chain, pointer, alignment) load on the read-only
; non-coherent path: ld.global.nc, folding a constant offset into the address.
; RUN: --emit ptx
; CHECK: ld.global.nc.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+16];
; CHECK: ld.global.nc.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}];
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(float addrspace(1)* %in, double addrspace(1)* %d, float addrspace(1)* %out) {
  %p = getelementptr float, float addrspace(1)* %in, i64 4
  %v = call float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)* %p, i32 4)
  %w = call double @llvm.nvvm.ldg.global.f.f64.p1f64(double addrspace(1)* %d, i32 8)
  %wf = fptrunc double %w to float
  %s = fadd float %v, %wf
  store float %s, float addrspace(1)* %out, align 4
  ret void
}

declare float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)*, i32)
declare double @llvm.nvvm.ldg.global.f.f64.p1f64(double addrspace(1)*, i32)

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*, double addrspace(1)*, float addrspace(1)*)* @k, !"kernel", i32 1}
