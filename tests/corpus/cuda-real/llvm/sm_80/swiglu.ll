; ModuleID = 'swiglu.cu'
source_filename = "swiglu.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat16 = type { i16 }
%struct.__half = type { i16 }

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15swiglu_fwd_bf16P13__nv_bfloat16PKS_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl i32 %10, 3
  %12 = icmp slt i32 %5, %2
  %13 = icmp slt i32 %11, %3
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %153

15:                                               ; preds = %4
  %16 = zext nneg i32 %5 to i64
  %17 = sext i32 %3 to i64
  %18 = mul nsw i64 %17, %16
  %19 = shl nsw i64 %18, 2
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 %19
  %21 = or disjoint i32 %11, 7
  %22 = icmp slt i32 %21, %3
  br i1 %22, label %25, label %23

23:                                               ; preds = %15
  %24 = getelementptr %struct.__nv_bfloat16, ptr %0, i64 %18
  br label %133

25:                                               ; preds = %15
  %26 = sext i32 %11 to i64
  %27 = getelementptr inbounds %struct.__nv_bfloat16, ptr %20, i64 %26
  %28 = load i32, ptr %27, align 16, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load i32, ptr %31, align 8, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 12
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds %struct.__nv_bfloat16, ptr %20, i64 %17
  %36 = getelementptr inbounds %struct.__nv_bfloat16, ptr %35, i64 %26
  %37 = load i32, ptr %36, align 16, !tbaa !6
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %41 = load i32, ptr %40, align 8, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %36, i64 12
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = trunc i32 %28 to i16
  %45 = lshr i32 %28, 16
  %46 = trunc nuw i32 %45 to i16
  %47 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %44) #5, !srcloc !11
  %48 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %46) #5, !srcloc !11
  %49 = trunc i32 %37 to i16
  %50 = lshr i32 %37, 16
  %51 = trunc nuw i32 %50 to i16
  %52 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %49) #5, !srcloc !11
  %53 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %51) #5, !srcloc !11
  %54 = fmul float %47, 0xBFF7154760000000
  %55 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %54)
  %56 = fadd contract float %55, 1.000000e+00
  %57 = fdiv contract float %47, %56
  %58 = fmul contract float %52, %57
  %59 = fmul float %48, 0xBFF7154760000000
  %60 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %59)
  %61 = fadd contract float %60, 1.000000e+00
  %62 = fdiv contract float %48, %61
  %63 = fmul contract float %53, %62
  %64 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %58, float %63) #5, !srcloc !12
  %65 = trunc i32 %30 to i16
  %66 = lshr i32 %30, 16
  %67 = trunc nuw i32 %66 to i16
  %68 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %65) #5, !srcloc !11
  %69 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %67) #5, !srcloc !11
  %70 = trunc i32 %39 to i16
  %71 = lshr i32 %39, 16
  %72 = trunc nuw i32 %71 to i16
  %73 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %70) #5, !srcloc !11
  %74 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %72) #5, !srcloc !11
  %75 = fmul float %68, 0xBFF7154760000000
  %76 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %75)
  %77 = fadd contract float %76, 1.000000e+00
  %78 = fdiv contract float %68, %77
  %79 = fmul contract float %73, %78
  %80 = fmul float %69, 0xBFF7154760000000
  %81 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %80)
  %82 = fadd contract float %81, 1.000000e+00
  %83 = fdiv contract float %69, %82
  %84 = fmul contract float %74, %83
  %85 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %79, float %84) #5, !srcloc !12
  %86 = trunc i32 %32 to i16
  %87 = lshr i32 %32, 16
  %88 = trunc nuw i32 %87 to i16
  %89 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %86) #5, !srcloc !11
  %90 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %88) #5, !srcloc !11
  %91 = trunc i32 %41 to i16
  %92 = lshr i32 %41, 16
  %93 = trunc nuw i32 %92 to i16
  %94 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %91) #5, !srcloc !11
  %95 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %93) #5, !srcloc !11
  %96 = fmul float %89, 0xBFF7154760000000
  %97 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %96)
  %98 = fadd contract float %97, 1.000000e+00
  %99 = fdiv contract float %89, %98
  %100 = fmul contract float %94, %99
  %101 = fmul float %90, 0xBFF7154760000000
  %102 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %101)
  %103 = fadd contract float %102, 1.000000e+00
  %104 = fdiv contract float %90, %103
  %105 = fmul contract float %95, %104
  %106 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %100, float %105) #5, !srcloc !12
  %107 = trunc i32 %34 to i16
  %108 = lshr i32 %34, 16
  %109 = trunc nuw i32 %108 to i16
  %110 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %107) #5, !srcloc !11
  %111 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %109) #5, !srcloc !11
  %112 = trunc i32 %43 to i16
  %113 = lshr i32 %43, 16
  %114 = trunc nuw i32 %113 to i16
  %115 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %112) #5, !srcloc !11
  %116 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %114) #5, !srcloc !11
  %117 = fmul float %110, 0xBFF7154760000000
  %118 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %117)
  %119 = fadd contract float %118, 1.000000e+00
  %120 = fdiv contract float %110, %119
  %121 = fmul contract float %115, %120
  %122 = fmul float %111, 0xBFF7154760000000
  %123 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %122)
  %124 = fadd contract float %123, 1.000000e+00
  %125 = fdiv contract float %111, %124
  %126 = fmul contract float %116, %125
  %127 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %121, float %126) #5, !srcloc !12
  %128 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %0, i64 %18
  %129 = getelementptr inbounds %struct.__nv_bfloat16, ptr %128, i64 %26
  store i32 %64, ptr %129, align 16, !tbaa !6
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 4
  store i32 %85, ptr %130, align 4, !tbaa !6
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 8
  store i32 %106, ptr %131, align 8, !tbaa !6
  %132 = getelementptr inbounds nuw i8, ptr %129, i64 12
  store i32 %127, ptr %132, align 4, !tbaa !6
  br label %153

133:                                              ; preds = %23, %133
  %134 = phi i32 [ %11, %23 ], [ %151, %133 ]
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds %struct.__nv_bfloat16, ptr %20, i64 %135
  %137 = load i16, ptr %136, align 2, !tbaa !13
  %138 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %137) #5, !srcloc !11
  %139 = fmul float %138, 0xBFF7154760000000
  %140 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %139)
  %141 = fadd contract float %140, 1.000000e+00
  %142 = fdiv contract float %138, %141
  %143 = add nsw i32 %134, %3
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds %struct.__nv_bfloat16, ptr %20, i64 %144
  %146 = load i16, ptr %145, align 2, !tbaa !13
  %147 = tail call contract noundef float asm "{ mov.b32 $0, {0,$1};}\0A", "=f,h"(i16 %146) #5, !srcloc !11
  %148 = fmul contract float %142, %147
  %149 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %148) #5, !srcloc !15
  %150 = getelementptr %struct.__nv_bfloat16, ptr %24, i64 %135
  store i16 %149, ptr %150, align 2, !tbaa !13
  %151 = add i32 %134, 1
  %152 = icmp eq i32 %151, %3
  br i1 %152, label %153, label %133, !llvm.loop !16

153:                                              ; preds = %133, %25, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14swiglu_bwd_f32PfPKfS1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = sext i32 %3 to i64
  %15 = sext i32 %4 to i64
  %16 = mul nsw i64 %15, %14
  %17 = icmp ult i64 %13, %16
  br i1 %17, label %18, label %46

18:                                               ; preds = %5
  %19 = udiv i64 %13, %15
  %20 = mul i64 %19, %15
  %21 = sub i64 %13, %20
  %22 = shl nuw nsw i64 %19, 1
  %23 = mul i64 %22, %15
  %24 = add i64 %23, %21
  %25 = getelementptr inbounds nuw float, ptr %2, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !18
  %27 = add i64 %24, %15
  %28 = getelementptr inbounds nuw float, ptr %2, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !18
  %30 = fmul float %26, 0xBFF7154760000000
  %31 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %30)
  %32 = fadd contract float %31, 1.000000e+00
  %33 = fdiv contract float 1.000000e+00, %32
  %34 = getelementptr inbounds nuw float, ptr %1, i64 %13
  %35 = load float, ptr %34, align 4, !tbaa !18
  %36 = fmul contract float %29, %35
  %37 = fmul contract float %36, %33
  %38 = fsub contract float 1.000000e+00, %33
  %39 = fmul contract float %26, %38
  %40 = fadd contract float %39, 1.000000e+00
  %41 = fmul contract float %37, %40
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %24
  store float %41, ptr %42, align 4, !tbaa !18
  %43 = fmul contract float %26, %35
  %44 = fmul contract float %43, %33
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %27
  store float %44, ptr %45, align 4, !tbaa !18
  br label %46

46:                                               ; preds = %5, %18
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14geglu_fwd_halfP6__halfPKS_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = mul nsw i32 %3, %2
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %62

12:                                               ; preds = %4
  %13 = sdiv i32 %9, %3
  %14 = mul i32 %13, %3
  %15 = sub i32 %9, %14
  %16 = sext i32 %13 to i64
  %17 = sext i32 %3 to i64
  %18 = shl nsw i64 %17, 1
  %19 = mul i64 %18, %16
  %20 = sext i32 %15 to i64
  %21 = getelementptr %struct.__half, ptr %1, i64 %19
  %22 = getelementptr %struct.__half, ptr %21, i64 %20
  %23 = load i16, ptr %22, align 2, !tbaa !13
  %24 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %23) #5, !srcloc !20
  %25 = getelementptr %struct.__half, ptr %21, i64 %17
  %26 = getelementptr %struct.__half, ptr %25, i64 %20
  %27 = load i16, ptr %26, align 2, !tbaa !13
  %28 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %27) #5, !srcloc !20
  %29 = fmul contract float %24, 5.000000e-01
  %30 = fmul contract float %24, 0x3FA6E4E260000000
  %31 = fmul contract float %24, %30
  %32 = fmul contract float %24, %31
  %33 = fadd contract float %24, %32
  %34 = fmul contract float %33, 0x3FE9884540000000
  %35 = tail call float @llvm.nvvm.fabs.f32(float %34)
  %36 = fmul float %35, 0x4007154760000000
  %37 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %36)
  %38 = fadd float %37, 1.000000e+00
  %39 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %38) #6, !srcloc !21
  %40 = tail call float @llvm.fma.f32(float %39, float -2.000000e+00, float 1.000000e+00)
  %41 = fcmp oge float %35, 0x4022059680000000
  %42 = select i1 %41, float 1.000000e+00, float %40
  %43 = bitcast float %42 to i32
  %44 = bitcast float %34 to i32
  %45 = and i32 %44, -2147483648
  %46 = or i32 %45, %43
  %47 = bitcast i32 %46 to float
  %48 = fmul float %34, %34
  %49 = tail call float @llvm.fma.f32(float %48, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %50 = tail call float @llvm.fma.f32(float %49, float %48, float 0x3FC10B2820000000)
  %51 = tail call float @llvm.fma.f32(float %50, float %48, float 0xBFD5553DA0000000)
  %52 = tail call float @llvm.fma.f32(float %51, float %48, float 0.000000e+00)
  %53 = tail call float @llvm.fma.f32(float %52, float %34, float %34)
  %54 = fcmp oge float %35, 0x3FE3333340000000
  %55 = select i1 %54, float %47, float %53
  %56 = fadd contract float %55, 1.000000e+00
  %57 = fmul contract float %29, %56
  %58 = fmul contract float %28, %57
  %59 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %58) #5, !srcloc !22
  %60 = sext i32 %9 to i64
  %61 = getelementptr inbounds %struct.__half, ptr %0, i64 %60
  store i16 %59, ptr %61, align 2, !tbaa !13
  br label %62

62:                                               ; preds = %4, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind memory(none) }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 2158546179}
!12 = !{i64 2158541335}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{i64 2158476788}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{i64 2156247644}
!21 = !{i32 21584}
!22 = !{i64 2156182904}
