; NVVM IR 2.0 comes out as modern IR: typed pointers become opaque, the !nvvm.annotations kernel
; gets the ptx_kernel calling convention, nocapture becomes captures(none), and typed-pointer
; intrinsic mangling is dropped.
; RUN: --emit llvm
; CHECK: define ptx_kernel void @copy(ptr addrspace(1) captures(none) %dst, ptr %src) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %s = bitcast ptr %src to ptr
; CHECK-NEXT:   %d = addrspacecast ptr addrspace(1) %dst to ptr
; CHECK-NEXT:   call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)
; CHECK: declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
; CHECK: !0 = !{ptr @copy, !"kernel", i32 1}
; CHECK-NOT: *
target triple = "nvptx64-nvidia-cuda"

define void @copy(i8 addrspace(1)* nocapture %dst, float* %src) {
entry:
  %s = bitcast float* %src to i8*
  %d = addrspacecast i8 addrspace(1)* %dst to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 16, i1 false)
  ret void
}

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

!nvvm.annotations = !{!0}
!0 = !{void (i8 addrspace(1)*, float*)* @copy, !"kernel", i32 1}
