; NVVM IR 2.0: block reduction in shared memory with barriers; generic pointers into shared
; memory through addrspacecast, and a bitcast between pointer types.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = internal addrspace(3) global [256 x float] zeroinitializer, align 4

define void @reduce_sum(float* %in, float* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid64 = zext i32 %tid to i64
  %src = getelementptr inbounds float, float* %in, i64 %tid64
  %v = load float, float* %src, align 4
  %slot = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @sdata, i64 0, i64 %tid64
  store float %v, float addrspace(3)* %slot, align 4
  call void @llvm.nvvm.barrier0()
  br label %loop

loop:
  %s = phi i32 [ 128, %entry ], [ %s.next, %latch ]
  %active = icmp ult i32 %tid, %s
  br i1 %active, label %add, label %latch

add:
  %other = add i32 %tid, %s
  %other64 = zext i32 %other to i64
  %po = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @sdata, i64 0, i64 %other64
  %x = load float, float addrspace(3)* %po, align 4
  %y = load float, float addrspace(3)* %slot, align 4
  %z = fadd float %x, %y
  store float %z, float addrspace(3)* %slot, align 4
  br label %latch

latch:
  call void @llvm.nvvm.barrier0()
  %s.next = lshr i32 %s, 1
  %more = icmp ne i32 %s.next, 0
  br i1 %more, label %loop, label %done

done:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit

write:
  %p0 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @sdata, i64 0, i64 0
  %gen = addrspacecast float addrspace(3)* %p0 to float*
  %bytes = bitcast float* %gen to i32*
  %bits = load i32, i32* %bytes, align 4
  %outbits = bitcast float* %out to i32*
  store i32 %bits, i32* %outbits, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare void @llvm.nvvm.barrier0() nounwind

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (float*, float*)* @reduce_sum, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
