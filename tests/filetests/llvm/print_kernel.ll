; The front end prints modern LLVM IR back: flags, metadata attachments, numbered values.
; RUN: --emit llvm
; CHECK-LABEL: define ptx_kernel void @scale(ptr addrspace(1) noundef captures(none) %0, float %1) {
; CHECK-NEXT:   %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:   %4 = zext nneg i32 %3 to i64
; CHECK-NEXT:   %5 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %4
; CHECK-NEXT:   %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !0
; CHECK-NEXT:   %7 = fmul contract float %6, %1
; CHECK-NEXT:   store float %7, ptr addrspace(1) %5, align 4, !tbaa !0
; CHECK-NEXT:   ret void
; CHECK: declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0
; CHECK: attributes #0 = { nocallback nounwind memory(none) }
; CHECK: !0 = !{!1, !1, i64 0}
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @scale(ptr addrspace(1) noundef captures(none) %0, float %1) {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !0
  %7 = fmul contract float %6, %1
  store float %7, ptr addrspace(1) %5, align 4, !tbaa !0
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

attributes #0 = { nocallback nounwind memory(none) }

!0 = !{!1, !1, i64 0}
!1 = !{!"float", !2, i64 0}
!2 = !{!"Simple C++ TBAA"}
