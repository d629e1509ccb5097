; NVVM IR 2.0: atomics, a memory barrier and a device-function call.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @bucket(i32 %v) #0 {
entry:
  %m = and i32 %v, 255
  ret i32 %m
}

define void @histogram(i32 addrspace(1)* %data, i32 addrspace(1)* %bins, i64 addrspace(1)* %total) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, i32 addrspace(1)* %data, i64 %idx
  %v = load i32, i32 addrspace(1)* %p, align 4
  %b = call i32 @bucket(i32 %v)
  %b64 = zext i32 %b to i64
  %slot = getelementptr inbounds i32, i32 addrspace(1)* %bins, i64 %b64
  %old = atomicrmw add i32 addrspace(1)* %slot, i32 1 monotonic
  %w = sext i32 %v to i64
  %t = atomicrmw add i64 addrspace(1)* %total, i64 %w seq_cst
  %pair = cmpxchg i32 addrspace(1)* %bins, i32 0, i32 %old monotonic monotonic
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %fence, label %exit

fence:
  call void @llvm.nvvm.membar.gl()
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare void @llvm.nvvm.membar.gl() nounwind

attributes #0 = { alwaysinline nounwind readnone }

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i64 addrspace(1)*)* @histogram, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
