; ModuleID = 'fp_conversions_all.cu'
source_filename = "fp_conversions_all.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z18fp_conversions_allPKDF16_PKDF16bPKfPKdPKsPKtPKxPKyPDF16_PDF16bPfPdPsPjPxPyi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef readonly captures(none) %4, ptr noundef readonly captures(none) %5, ptr noundef readonly captures(none) %6, ptr noundef readonly captures(none) %7, ptr noundef writeonly captures(none) %8, ptr noundef writeonly captures(none) %9, ptr noundef writeonly captures(none) %10, ptr noundef writeonly captures(none) %11, ptr noundef writeonly captures(none) %12, ptr noundef writeonly captures(none) %13, ptr noundef writeonly captures(none) %14, ptr noundef writeonly captures(none) %15, i32 noundef %16) local_unnamed_addr #0 {
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul nuw nsw i32 %18, %19
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nuw nsw i32 %20, %21
  %23 = icmp slt i32 %22, %16
  br i1 %23, label %24, label %114

24:                                               ; preds = %17
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds nuw half, ptr %0, i64 %25
  %27 = load half, ptr %26, align 2, !tbaa !8
  %28 = getelementptr inbounds nuw bfloat, ptr %1, i64 %25
  %29 = load bfloat, ptr %28, align 2, !tbaa !10
  %30 = getelementptr inbounds nuw float, ptr %2, i64 %25
  %31 = load float, ptr %30, align 4, !tbaa !12
  %32 = getelementptr inbounds nuw double, ptr %3, i64 %25
  %33 = load double, ptr %32, align 8, !tbaa !14
  %34 = fptrunc contract float %31 to half
  %35 = fptrunc contract double %33 to half
  %36 = fadd contract half %34, %35
  %37 = getelementptr inbounds nuw i16, ptr %4, i64 %25
  %38 = load i16, ptr %37, align 2, !tbaa !16
  %39 = sitofp i16 %38 to half
  %40 = fadd contract half %36, %39
  %41 = getelementptr inbounds nuw i64, ptr %7, i64 %25
  %42 = load i64, ptr %41, align 8, !tbaa !18
  %43 = uitofp i64 %42 to half
  %44 = fadd contract half %40, %43
  %45 = getelementptr inbounds nuw half, ptr %8, i64 %25
  store half %44, ptr %45, align 2, !tbaa !8
  %46 = fptrunc contract float %31 to bfloat
  %47 = fpext contract bfloat %46 to float
  %48 = fptrunc contract double %33 to bfloat
  %49 = fpext contract bfloat %48 to float
  %50 = fadd contract float %47, %49
  %51 = getelementptr inbounds nuw i16, ptr %5, i64 %25
  %52 = load i16, ptr %51, align 2, !tbaa !16
  %53 = uitofp i16 %52 to bfloat
  %54 = fpext contract bfloat %53 to float
  %55 = fadd contract float %50, %54
  %56 = getelementptr inbounds nuw i64, ptr %6, i64 %25
  %57 = load i64, ptr %56, align 8, !tbaa !18
  %58 = sitofp i64 %57 to bfloat
  %59 = fpext contract bfloat %58 to float
  %60 = fadd contract float %55, %59
  %61 = fptrunc contract float %60 to bfloat
  %62 = getelementptr inbounds nuw bfloat, ptr %9, i64 %25
  store bfloat %61, ptr %62, align 2, !tbaa !10
  %63 = fpext contract half %27 to float
  %64 = fpext contract bfloat %29 to float
  %65 = fadd contract float %63, %64
  %66 = sitofp i16 %38 to float
  %67 = fadd contract float %65, %66
  %68 = uitofp i16 %52 to float
  %69 = fadd contract float %67, %68
  %70 = sitofp i64 %57 to float
  %71 = fadd contract float %69, %70
  %72 = uitofp i64 %42 to float
  %73 = fadd contract float %71, %72
  %74 = getelementptr inbounds nuw float, ptr %10, i64 %25
  store float %73, ptr %74, align 4, !tbaa !12
  %75 = fpext contract half %27 to double
  %76 = fpext contract bfloat %29 to double
  %77 = fadd contract double %75, %76
  %78 = fpext contract float %31 to double
  %79 = fadd contract double %77, %78
  %80 = sitofp i16 %38 to double
  %81 = fadd contract double %79, %80
  %82 = uitofp i64 %42 to double
  %83 = fadd contract double %81, %82
  %84 = getelementptr inbounds nuw double, ptr %11, i64 %25
  store double %83, ptr %84, align 8, !tbaa !14
  %85 = fptosi float %31 to i16
  %86 = fptosi double %33 to i16
  %87 = fptosi half %27 to i16
  %88 = add i16 %85, %87
  %89 = add i16 %88, %86
  %90 = getelementptr inbounds nuw i16, ptr %12, i64 %25
  store i16 %89, ptr %90, align 2, !tbaa !16
  %91 = fptoui float %31 to i32
  %92 = fptoui double %33 to i32
  %93 = fptoui bfloat %29 to i32
  %94 = fptoui half %27 to i16
  %95 = zext i16 %94 to i32
  %96 = add i32 %95, %93
  %97 = add i32 %96, %91
  %98 = add i32 %97, %92
  %99 = getelementptr inbounds nuw i32, ptr %13, i64 %25
  store i32 %98, ptr %99, align 4, !tbaa !4
  %100 = fptosi float %31 to i64
  %101 = fptosi double %33 to i64
  %102 = fptosi half %27 to i64
  %103 = fptosi bfloat %29 to i64
  %104 = add i64 %103, %102
  %105 = add i64 %104, %100
  %106 = add i64 %105, %101
  %107 = getelementptr inbounds nuw i64, ptr %14, i64 %25
  store i64 %106, ptr %107, align 8, !tbaa !18
  %108 = fptoui float %31 to i64
  %109 = fptoui double %33 to i64
  %110 = fptoui half %27 to i64
  %111 = add i64 %108, %110
  %112 = add i64 %111, %109
  %113 = getelementptr inbounds nuw i64, ptr %15, i64 %25
  store i64 %112, ptr %113, align 8, !tbaa !18
  br label %114

114:                                              ; preds = %17, %24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!"_Float16", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"__bf16", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !6, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !6, i64 0}
