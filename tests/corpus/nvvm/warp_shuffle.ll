; NVVM IR 2.0: a warp reduction with shfl.sync and a vector load.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @warp_sum(<4 x i32> addrspace(1)* %in, i32 addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %in, i64 %t64
  %vec = load <4 x i32>, <4 x i32> addrspace(1)* %p, align 16
  %e0 = extractelement <4 x i32> %vec, i32 0
  %e1 = extractelement <4 x i32> %vec, i32 1
  %e2 = extractelement <4 x i32> %vec, i32 2
  %e3 = extractelement <4 x i32> %vec, i32 3
  %s01 = add i32 %e0, %e1
  %s23 = add i32 %e2, %e3
  %s = add i32 %s01, %s23
  %r16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %s, i32 16, i32 31)
  %a16 = add i32 %s, %r16
  %r8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %a16, i32 8, i32 31)
  %a8 = add i32 %a16, %r8
  %lane = and i32 %tid, 31
  %lead = icmp eq i32 %lane, 0
  br i1 %lead, label %store, label %exit

store:
  %warp = lshr i32 %tid, 5
  %w64 = zext i32 %warp to i64
  %po = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %w64
  store i32 %a8, i32 addrspace(1)* %po, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) nounwind

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (<4 x i32> addrspace(1)*, i32 addrspace(1)*)* @warp_sum, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
