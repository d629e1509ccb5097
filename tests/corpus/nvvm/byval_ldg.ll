; NVVM IR 2.0: a struct kernel parameter passed byval (LLVM 7 spells it without a type) and an
; ld.global.nc load through the typed-pointer-mangled ldg intrinsic.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, float, i32 }

define void @scale_by_param(%struct.Params* byval align 4 %p, float addrspace(1)* %out) {
entry:
  %sp = getelementptr inbounds %struct.Params, %struct.Params* %p, i64 0, i32 0
  %s = load float, float* %sp, align 4
  %v = call float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)* %out, i32 4)
  %r = fmul float %s, %v
  store float %r, float addrspace(1)* %out, align 4
  ret void
}

declare float @llvm.nvvm.ldg.global.f.f32.p1f32(float addrspace(1)*, i32)

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (%struct.Params*, float addrspace(1)*)* @scale_by_param, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
