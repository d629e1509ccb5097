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
  br i1 %13, label %14, label %106

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
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %28 = load <4 x float>, ptr %24, align 16, !tbaa !11
  %29 = getelementptr float, ptr %1, i64 %23
  %30 = icmp sgt i32 %2, 0
  br i1 %30, label %31, label %58

31:                                               ; preds = %14
  %32 = sext i32 %3 to i64
  %33 = and i32 %2, 3
  %34 = icmp ult i32 %2, 4
  br i1 %34, label %39, label %35

35:                                               ; preds = %31
  %36 = and i32 %2, 2147483644
  br label %64

37:                                               ; preds = %64
  %38 = icmp eq i32 %33, 0
  br i1 %38, label %58, label %39

39:                                               ; preds = %37, %31
  %40 = phi i32 [ 0, %31 ], [ %103, %37 ]
  %41 = phi <4 x float> [ %28, %31 ], [ %102, %37 ]
  %42 = icmp ne i32 %33, 0
  tail call void @llvm.assume(i1 %42)
  br label %43

43:                                               ; preds = %43, %39
  %44 = phi i32 [ %40, %39 ], [ %55, %43 ]
  %45 = phi <4 x float> [ %41, %39 ], [ %54, %43 ]
  %46 = phi i32 [ 0, %39 ], [ %56, %43 ]
  %47 = zext nneg i32 %44 to i64
  %48 = mul nsw i64 %47, %32
  %49 = add nsw i64 %48, %19
  %50 = mul i64 %49, %20
  %51 = getelementptr float, ptr %29, i64 %50
  %52 = addrspacecast ptr %51 to ptr addrspace(1)
  %53 = load <4 x float>, ptr addrspace(1) %52, align 16
  %54 = fadd contract <4 x float> %45, %53
  %55 = add nuw nsw i32 %44, 1
  %56 = add i32 %46, 1
  %57 = icmp eq i32 %56, %33
  br i1 %57, label %58, label %43, !llvm.loop !17

58:                                               ; preds = %37, %43, %14
  %59 = phi <4 x float> [ %28, %14 ], [ %102, %37 ], [ %54, %43 ]
  %60 = extractelement <4 x float> %59, i64 0
  store float %60, ptr %24, align 16, !tbaa !11
  %61 = extractelement <4 x float> %59, i64 1
  store float %61, ptr %25, align 4, !tbaa !11
  %62 = extractelement <4 x float> %59, i64 2
  store float %62, ptr %26, align 8, !tbaa !11
  %63 = extractelement <4 x float> %59, i64 3
  store float %63, ptr %27, align 4, !tbaa !11
  br label %106

64:                                               ; preds = %64, %35
  %65 = phi i32 [ 0, %35 ], [ %103, %64 ]
  %66 = phi <4 x float> [ %28, %35 ], [ %102, %64 ]
  %67 = phi i32 [ 0, %35 ], [ %104, %64 ]
  %68 = zext nneg i32 %65 to i64
  %69 = mul nsw i64 %68, %32
  %70 = add nsw i64 %69, %19
  %71 = mul i64 %70, %20
  %72 = getelementptr float, ptr %29, i64 %71
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  %74 = load <4 x float>, ptr addrspace(1) %73, align 16
  %75 = fadd contract <4 x float> %66, %74
  %76 = or disjoint i32 %65, 1
  %77 = zext nneg i32 %76 to i64
  %78 = mul nsw i64 %77, %32
  %79 = add nsw i64 %78, %19
  %80 = mul i64 %79, %20
  %81 = getelementptr float, ptr %29, i64 %80
  %82 = addrspacecast ptr %81 to ptr addrspace(1)
  %83 = load <4 x float>, ptr addrspace(1) %82, align 16
  %84 = fadd contract <4 x float> %75, %83
  %85 = or disjoint i32 %65, 2
  %86 = zext nneg i32 %85 to i64
  %87 = mul nsw i64 %86, %32
  %88 = add nsw i64 %87, %19
  %89 = mul i64 %88, %20
  %90 = getelementptr float, ptr %29, i64 %89
  %91 = addrspacecast ptr %90 to ptr addrspace(1)
  %92 = load <4 x float>, ptr addrspace(1) %91, align 16
  %93 = fadd contract <4 x float> %84, %92
  %94 = or disjoint i32 %65, 3
  %95 = zext nneg i32 %94 to i64
  %96 = mul nsw i64 %95, %32
  %97 = add nsw i64 %96, %19
  %98 = mul i64 %97, %20
  %99 = getelementptr float, ptr %29, i64 %98
  %100 = addrspacecast ptr %99 to ptr addrspace(1)
  %101 = load <4 x float>, ptr addrspace(1) %100, align 16
  %102 = fadd contract <4 x float> %93, %101
  %103 = add nuw nsw i32 %65, 4
  %104 = add i32 %67, 4
  %105 = icmp eq i32 %104, %36
  br i1 %105, label %37, label %64, !llvm.loop !19

106:                                              ; preds = %5, %58
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
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
!16 = !{i64 2157964829}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !8, i64 0}
!23 = !{i64 2158533939}
!24 = distinct !{!24, !20}
