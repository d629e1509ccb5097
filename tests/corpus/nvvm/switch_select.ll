; NVVM IR 2.0: switch, select, conversions and 64-bit integer math.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @apply_op(i32* %ops, double* %x, i64* %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %po = getelementptr inbounds i32, i32* %ops, i64 %i
  %op = load i32, i32* %po, align 4
  %px = getelementptr inbounds double, double* %x, i64 %i
  %v = load double, double* %px, align 8
  switch i32 %op, label %other [
    i32 0, label %neg
    i32 1, label %half
    i32 5, label %trunc
  ]

neg:
  %n = fsub double -0.000000e+00, %v
  br label %join

half:
  %h = fmul double %v, 5.000000e-01
  br label %join

trunc:
  %t = fptosi double %v to i64
  %t2 = mul nsw i64 %t, 3
  %t3 = sdiv i64 %t2, 7
  %t4 = sitofp i64 %t3 to double
  br label %join

other:
  br label %join

join:
  %r = phi double [ %n, %neg ], [ %h, %half ], [ %t4, %trunc ], [ 0.000000e+00, %other ]
  %pos = fcmp ogt double %r, 0.000000e+00
  %abs = select i1 %pos, double %r, double 1.000000e+00
  store double %abs, double* %px, align 8
  %bits = bitcast double %abs to i64
  %py = getelementptr inbounds i64, i64* %y, i64 %i
  %sh = lshr i64 %bits, 52
  store i64 %sh, i64* %py, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (i32*, double*, i64*)* @apply_op, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
