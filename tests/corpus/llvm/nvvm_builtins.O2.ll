; ModuleID = 'nvvm_builtins.cu'
source_filename = "nvvm_builtins.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13nvvm_builtinsPKfS0_PKdPfPiPxi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %57

14:                                               ; preds = %7
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %15
  %19 = load float, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds nuw double, ptr %2, i64 %15
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %17)
  %23 = tail call contract float @llvm.nvvm.lg2.approx.ftz.f(float %19)
  %24 = fadd contract float %22, %23
  %25 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f32(float %17)
  %26 = fadd contract float %24, %25
  %27 = tail call contract float @llvm.nvvm.div.approx.f(float %17, float %19)
  %28 = tail call contract float @llvm.nvvm.fma.rz.f(float %17, float %19, float %26)
  %29 = fadd contract float %27, %28
  %30 = tail call contract float @llvm.nvvm.saturate.f(float %26)
  %31 = fadd contract float %30, %29
  %32 = fadd contract float %26, %31
  %33 = tail call contract float @llvm.nvvm.fmin.ftz.f(float %17, float %19)
  %34 = tail call contract float @llvm.nvvm.sin.approx.ftz.f(float %17)
  %35 = fadd contract float %33, %34
  %36 = tail call contract float @llvm.nvvm.rcp.rn.f(float %19)
  %37 = fadd contract float %35, %36
  %38 = fadd contract float %37, %32
  %39 = tail call contract float @llvm.nvvm.i2f.rz(i32 %12)
  %40 = fadd contract float %39, %38
  %41 = tail call contract double @llvm.nvvm.rsqrt.approx.d(double %21)
  %42 = fptrunc contract double %41 to float
  %43 = fadd contract float %40, %42
  %44 = getelementptr inbounds nuw float, ptr %3, i64 %15
  store float %43, ptr %44, align 4, !tbaa !8
  %45 = tail call i32 @llvm.nvvm.f2i.rn(float %38)
  %46 = tail call i32 @llvm.nvvm.mul24.i(i32 %12, i32 3)
  %47 = tail call i32 @llvm.nvvm.sad.ui(i32 %12, i32 %6, i32 7)
  %48 = tail call i32 @llvm.nvvm.prmt(i32 %12, i32 %6, i32 12816)
  %49 = add i32 %47, %46
  %50 = add i32 %49, %48
  %51 = add i32 %50, %45
  %52 = getelementptr inbounds nuw i32, ptr %4, i64 %15
  store i32 %51, ptr %52, align 4, !tbaa !4
  %53 = tail call i64 @llvm.nvvm.d2ll.rm(double %21)
  %54 = tail call i64 @llvm.nvvm.f2ll.rz(float %17)
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds nuw i64, ptr %5, i64 %15
  store i64 %55, ptr %56, align 8, !tbaa !12
  br label %57

57:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.ftz.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.i2f.rz(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rm(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rz(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !6, i64 0}
