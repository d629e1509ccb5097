; Intrinsics need no declaration: the first call declares them (as LLVM does).
; RUN: --emit llvm
; CHECK: %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr %p) {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %1, ptr %p, align 4
  ret void
}
