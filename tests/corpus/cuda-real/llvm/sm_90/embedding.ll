; ModuleID = 'embedding.cu'
source_filename = "embedding.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__nv_bfloat16 = type { i16 }
%struct.float2.0 = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z18encoder_forward_f4PfPKiPKfS3_iiii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = sdiv i32 %6, 4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = mul nsw i32 %5, %4
  %16 = mul nsw i32 %15, %9
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %67

18:                                               ; preds = %8
  %19 = sdiv i32 %14, %9
  %20 = mul i32 %19, %9
  %21 = sub i32 %14, %20
  %22 = srem i32 %19, %5
  %23 = sext i32 %19 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = icmp slt i32 %25, 0
  %27 = icmp slt i32 %25, %7
  %28 = select i1 %27, i32 %25, i32 0
  %29 = select i1 %26, i32 0, i32 %28
  %30 = zext i32 %29 to i64
  %31 = sext i32 %6 to i64
  %32 = mul nsw i64 %30, %31
  %33 = getelementptr inbounds nuw float, ptr %2, i64 %32
  %34 = shl nsw i32 %21, 2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  %37 = addrspacecast ptr %36 to ptr addrspace(1)
  %38 = load float, ptr addrspace(1) %37, align 16
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 4
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 8
  %42 = load float, ptr addrspace(1) %41, align 8
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %37, i64 12
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = sext i32 %22 to i64
  %46 = mul nsw i64 %45, %31
  %47 = getelementptr inbounds nuw float, ptr %3, i64 %46
  %48 = getelementptr inbounds float, ptr %47, i64 %35
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = load float, ptr addrspace(1) %49, align 16
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %49, i64 4
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds nuw i8, ptr addrspace(1) %49, i64 8
  %54 = load float, ptr addrspace(1) %53, align 8
  %55 = getelementptr inbounds nuw i8, ptr addrspace(1) %49, i64 12
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = mul nsw i64 %23, %31
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %57
  %59 = getelementptr inbounds float, ptr %58, i64 %35
  %60 = fadd contract float %38, %50
  %61 = fadd contract float %40, %52
  %62 = fadd contract float %42, %54
  %63 = fadd contract float %44, %56
  store float %60, ptr %59, align 16, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %59, i64 4
  store float %61, ptr %64, align 4, !tbaa !11
  %65 = getelementptr inbounds nuw i8, ptr %59, i64 8
  store float %62, ptr %65, align 8, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %59, i64 12
  store float %63, ptr %66, align 4, !tbaa !11
  br label %67

67:                                               ; preds = %8, %18
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z25encoder_backward_wte_halfP6__halfPKS_PKiiii(ptr noalias noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = sdiv i32 %4, 2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = mul nsw i32 %7, %3
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %37

15:                                               ; preds = %6
  %16 = sdiv i32 %12, %7
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = icmp sgt i32 %19, -1
  %21 = icmp slt i32 %19, %5
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %15
  %24 = mul i32 %16, %7
  %25 = sub i32 %12, %24
  %26 = sext i32 %4 to i64
  %27 = mul nsw i64 %17, %26
  %28 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %27
  %29 = sext i32 %25 to i64
  %30 = getelementptr inbounds %struct.__half2, ptr %28, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = zext nneg i32 %19 to i64
  %33 = mul nsw i64 %32, %26
  %34 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %33
  %35 = getelementptr inbounds %struct.__half2, ptr %34, i64 %29
  %36 = tail call i32 asm sideeffect "{ atom.add.noftz.f16x2 $0,[$1],$2; }\0A", "=r,l,r,~{memory}"(ptr %35, i32 %31) #6, !noalias !13, !srcloc !16
  br label %37

37:                                               ; preds = %23, %15, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z20encoder_backward_wpePfPKfiii(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sdiv i32 %4, 4
  %12 = mul nsw i32 %11, %3
  %13 = icmp slt i32 %10, %12
  br i1 %13, label %14, label %162

14:                                               ; preds = %5
  %15 = sdiv i32 %10, %11
  %16 = mul i32 %15, %11
  %17 = sub i32 %10, %16
  %18 = shl nsw i32 %17, 2
  %19 = sext i32 %15 to i64
  %20 = sext i32 %4 to i64
  %21 = mul nsw i64 %19, %20
  %22 = getelementptr inbounds nuw float, ptr %0, i64 %21
  %23 = sext i32 %18 to i64
  %24 = getelementptr inbounds float, ptr %22, i64 %23
  %25 = load float, ptr %24, align 16, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = load float, ptr %28, align 8, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr float, ptr %1, i64 %23
  %33 = icmp sgt i32 %2, 0
  br i1 %33, label %34, label %76

34:                                               ; preds = %14
  %35 = sext i32 %3 to i64
  %36 = and i32 %2, 3
  %37 = icmp ult i32 %2, 4
  br i1 %37, label %42, label %38

38:                                               ; preds = %34
  %39 = and i32 %2, 2147483644
  br label %81

40:                                               ; preds = %81
  %41 = icmp eq i32 %36, 0
  br i1 %41, label %76, label %42

42:                                               ; preds = %40, %34
  %43 = phi float [ %31, %34 ], [ %158, %40 ]
  %44 = phi float [ %29, %34 ], [ %157, %40 ]
  %45 = phi float [ %27, %34 ], [ %156, %40 ]
  %46 = phi i32 [ 0, %34 ], [ %159, %40 ]
  %47 = phi float [ %25, %34 ], [ %155, %40 ]
  %48 = icmp ne i32 %36, 0
  tail call void @llvm.assume(i1 %48)
  br label %49

49:                                               ; preds = %49, %42
  %50 = phi float [ %43, %42 ], [ %72, %49 ]
  %51 = phi float [ %44, %42 ], [ %71, %49 ]
  %52 = phi float [ %45, %42 ], [ %70, %49 ]
  %53 = phi i32 [ %46, %42 ], [ %73, %49 ]
  %54 = phi float [ %47, %42 ], [ %69, %49 ]
  %55 = phi i32 [ 0, %42 ], [ %74, %49 ]
  %56 = zext nneg i32 %53 to i64
  %57 = mul nsw i64 %56, %35
  %58 = add nsw i64 %57, %19
  %59 = mul i64 %58, %20
  %60 = getelementptr float, ptr %32, i64 %59
  %61 = addrspacecast ptr %60 to ptr addrspace(1)
  %62 = load float, ptr addrspace(1) %61, align 16
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 4
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 8
  %66 = load float, ptr addrspace(1) %65, align 8
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 12
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = fadd contract float %54, %62
  %70 = fadd contract float %52, %64
  %71 = fadd contract float %51, %66
  %72 = fadd contract float %50, %68
  %73 = add nuw nsw i32 %53, 1
  %74 = add i32 %55, 1
  %75 = icmp eq i32 %74, %36
  br i1 %75, label %76, label %49, !llvm.loop !17

76:                                               ; preds = %40, %49, %14
  %77 = phi float [ %25, %14 ], [ %155, %40 ], [ %69, %49 ]
  %78 = phi float [ %27, %14 ], [ %156, %40 ], [ %70, %49 ]
  %79 = phi float [ %29, %14 ], [ %157, %40 ], [ %71, %49 ]
  %80 = phi float [ %31, %14 ], [ %158, %40 ], [ %72, %49 ]
  store float %77, ptr %24, align 16, !tbaa !11
  store float %78, ptr %26, align 4, !tbaa !11
  store float %79, ptr %28, align 8, !tbaa !11
  store float %80, ptr %30, align 4, !tbaa !11
  br label %162

81:                                               ; preds = %81, %38
  %82 = phi float [ %31, %38 ], [ %158, %81 ]
  %83 = phi float [ %29, %38 ], [ %157, %81 ]
  %84 = phi float [ %27, %38 ], [ %156, %81 ]
  %85 = phi i32 [ 0, %38 ], [ %159, %81 ]
  %86 = phi float [ %25, %38 ], [ %155, %81 ]
  %87 = phi i32 [ 0, %38 ], [ %160, %81 ]
  %88 = zext nneg i32 %85 to i64
  %89 = mul nsw i64 %88, %35
  %90 = add nsw i64 %89, %19
  %91 = mul i64 %90, %20
  %92 = getelementptr float, ptr %32, i64 %91
  %93 = addrspacecast ptr %92 to ptr addrspace(1)
  %94 = load float, ptr addrspace(1) %93, align 16
  %95 = getelementptr inbounds nuw i8, ptr addrspace(1) %93, i64 4
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = getelementptr inbounds nuw i8, ptr addrspace(1) %93, i64 8
  %98 = load float, ptr addrspace(1) %97, align 8
  %99 = getelementptr inbounds nuw i8, ptr addrspace(1) %93, i64 12
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fadd contract float %86, %94
  %102 = fadd contract float %84, %96
  %103 = fadd contract float %83, %98
  %104 = fadd contract float %82, %100
  %105 = or disjoint i32 %85, 1
  %106 = zext nneg i32 %105 to i64
  %107 = mul nsw i64 %106, %35
  %108 = add nsw i64 %107, %19
  %109 = mul i64 %108, %20
  %110 = getelementptr float, ptr %32, i64 %109
  %111 = addrspacecast ptr %110 to ptr addrspace(1)
  %112 = load float, ptr addrspace(1) %111, align 16
  %113 = getelementptr inbounds nuw i8, ptr addrspace(1) %111, i64 4
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = getelementptr inbounds nuw i8, ptr addrspace(1) %111, i64 8
  %116 = load float, ptr addrspace(1) %115, align 8
  %117 = getelementptr inbounds nuw i8, ptr addrspace(1) %111, i64 12
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = fadd contract float %101, %112
  %120 = fadd contract float %102, %114
  %121 = fadd contract float %103, %116
  %122 = fadd contract float %104, %118
  %123 = or disjoint i32 %85, 2
  %124 = zext nneg i32 %123 to i64
  %125 = mul nsw i64 %124, %35
  %126 = add nsw i64 %125, %19
  %127 = mul i64 %126, %20
  %128 = getelementptr float, ptr %32, i64 %127
  %129 = addrspacecast ptr %128 to ptr addrspace(1)
  %130 = load float, ptr addrspace(1) %129, align 16
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %129, i64 4
  %132 = load float, ptr addrspace(1) %131, align 4
  %133 = getelementptr inbounds nuw i8, ptr addrspace(1) %129, i64 8
  %134 = load float, ptr addrspace(1) %133, align 8
  %135 = getelementptr inbounds nuw i8, ptr addrspace(1) %129, i64 12
  %136 = load float, ptr addrspace(1) %135, align 4
  %137 = fadd contract float %119, %130
  %138 = fadd contract float %120, %132
  %139 = fadd contract float %121, %134
  %140 = fadd contract float %122, %136
  %141 = or disjoint i32 %85, 3
  %142 = zext nneg i32 %141 to i64
  %143 = mul nsw i64 %142, %35
  %144 = add nsw i64 %143, %19
  %145 = mul i64 %144, %20
  %146 = getelementptr float, ptr %32, i64 %145
  %147 = addrspacecast ptr %146 to ptr addrspace(1)
  %148 = load float, ptr addrspace(1) %147, align 16
  %149 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 4
  %150 = load float, ptr addrspace(1) %149, align 4
  %151 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 8
  %152 = load float, ptr addrspace(1) %151, align 8
  %153 = getelementptr inbounds nuw i8, ptr addrspace(1) %147, i64 12
  %154 = load float, ptr addrspace(1) %153, align 4
  %155 = fadd contract float %137, %148
  %156 = fadd contract float %138, %150
  %157 = fadd contract float %139, %152
  %158 = fadd contract float %140, %154
  %159 = add nuw nsw i32 %85, 4
  %160 = add i32 %87, 4
  %161 = icmp eq i32 %160, %39
  br i1 %161, label %40, label %81, !llvm.loop !19

162:                                              ; preds = %5, %76
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16gather_rows_bf16PfPK13__nv_bfloat16PKxiix(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %54

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = shl nuw nsw i32 %10, 1
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %54

13:                                               ; preds = %9
  %14 = zext nneg i32 %7 to i64
  %15 = getelementptr inbounds nuw i64, ptr %2, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !21
  %17 = icmp sgt i64 %16, -1
  %18 = icmp slt i64 %16, %5
  %19 = and i1 %17, %18
  %20 = zext nneg i32 %4 to i64
  %21 = mul nsw i64 %16, %20
  %22 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %21
  %23 = mul nuw nsw i64 %20, %14
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %25 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = shl nuw nsw i32 %25, 1
  br label %27

27:                                               ; preds = %13, %51
  %28 = phi i32 [ %11, %13 ], [ %52, %51 ]
  %29 = or disjoint i32 %28, 1
  %30 = icmp slt i32 %29, %4
  %31 = select i1 %19, i1 %30, i1 false
  br i1 %31, label %32, label %43

32:                                               ; preds = %27
  %33 = sext i32 %28 to i64
  %34 = getelementptr inbounds %struct.__nv_bfloat16, ptr %22, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = trunc i32 %35 to i16
  %37 = lshr i32 %35, 16
  %38 = trunc nuw i32 %37 to i16
  %39 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %36) #7, !srcloc !23
  %40 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %38) #7, !srcloc !23
  %41 = insertvalue %struct.float2.0 poison, float %39, 0
  %42 = insertvalue %struct.float2.0 %41, float %40, 1
  br label %43

43:                                               ; preds = %32, %27
  %44 = phi %struct.float2.0 [ %42, %32 ], [ zeroinitializer, %27 ]
  br i1 %30, label %45, label %51

45:                                               ; preds = %43
  %46 = sext i32 %28 to i64
  %47 = getelementptr inbounds float, ptr %24, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 4
  %49 = extractvalue %struct.float2.0 %44, 1
  %50 = extractvalue %struct.float2.0 %44, 0
  store float %50, ptr %47, align 8, !tbaa !11
  store float %49, ptr %48, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %45, %43
  %52 = add i32 %28, %26
  %53 = icmp slt i32 %52, %4
  br i1 %53, label %27, label %54, !llvm.loop !24

54:                                               ; preds = %51, %9, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nounwind memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL9atomicAddP7__half2S_: argument 0"}
!15 = distinct !{!15, !"_ZL9atomicAddP7__half2S_"}
!16 = !{i64 2157964668}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !8, i64 0}
!23 = !{i64 2158533770}
!24 = distinct !{!24, !20}
