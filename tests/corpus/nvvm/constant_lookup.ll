; NVVM IR 2.0: a __constant__ table with an initializer, a local array, and half conversions.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@coeffs = internal addrspace(4) global [4 x float] [float 1.000000e+00, float 5.000000e-01, float 2.500000e-01, float 1.250000e-01], align 4

define void @lookup(half addrspace(1)* %out, i32 %k) {
entry:
  %buf = alloca [4 x float], align 4
  br label %fill

fill:
  %j = phi i32 [ 0, %entry ], [ %j.next, %fill ]
  %j64 = zext i32 %j to i64
  %src = getelementptr inbounds [4 x float], [4 x float] addrspace(4)* @coeffs, i64 0, i64 %j64
  %c = load float, float addrspace(4)* %src, align 4
  %dst = getelementptr inbounds [4 x float], [4 x float]* %buf, i64 0, i64 %j64
  store float %c, float* %dst, align 4
  %j.next = add nuw nsw i32 %j, 1
  %again = icmp ult i32 %j.next, 4
  br i1 %again, label %fill, label %use

use:
  %km = and i32 %k, 3
  %k64 = zext i32 %km to i64
  %pk = getelementptr inbounds [4 x float], [4 x float]* %buf, i64 0, i64 %k64
  %v = load float, float* %pk, align 4
  %h = fptrunc float %v to half
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds half, half addrspace(1)* %out, i64 %t64
  store half %h, half addrspace(1)* %po, align 2
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (half addrspace(1)*, i32)* @lookup, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
