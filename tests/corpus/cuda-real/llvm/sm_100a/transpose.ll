; ModuleID = 'transpose.cu'
source_filename = "transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ14transpose_smemPfPKfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ15transpose_half2P6__halfPKS_iiE4tile = internal unnamed_addr addrspace(3) global [64 x [66 x %struct.__half]] undef, align 2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14transpose_smemPfPKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = sext i32 %2 to i64
  %15 = sext i32 %8 to i64
  %16 = getelementptr float, ptr %1, i64 %15
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14transpose_smemPfPKfiiE4tile to ptr), i64 %17
  %19 = icmp slt i32 %12, %3
  %20 = select i1 %13, i1 %19, i1 false
  br i1 %20, label %21, label %28

21:                                               ; preds = %4
  %22 = zext nneg i32 %12 to i64
  %23 = mul nsw i64 %22, %14
  %24 = getelementptr float, ptr %16, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = zext nneg i32 %11 to i64
  %27 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %26
  store float %25, ptr %27, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %4, %21
  br i1 %13, label %29, label %62

29:                                               ; preds = %28
  %30 = add nuw nsw i32 %12, 8
  %31 = icmp slt i32 %30, %3
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = zext nneg i32 %30 to i64
  %34 = mul nsw i64 %33, %14
  %35 = getelementptr float, ptr %16, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = zext nneg i32 %11 to i64
  %38 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 1056
  store float %36, ptr %39, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %29, %32
  %41 = add nuw nsw i32 %12, 16
  %42 = icmp slt i32 %41, %3
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = zext nneg i32 %41 to i64
  %45 = mul nsw i64 %44, %14
  %46 = getelementptr float, ptr %16, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = zext nneg i32 %11 to i64
  %49 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 2112
  store float %47, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %40, %43
  %52 = add nuw nsw i32 %12, 24
  %53 = icmp slt i32 %52, %3
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = zext nneg i32 %52 to i64
  %56 = mul nsw i64 %55, %14
  %57 = getelementptr float, ptr %16, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = zext nneg i32 %11 to i64
  %60 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 3168
  store float %58, ptr %61, align 4, !tbaa !11
  br label %62

62:                                               ; preds = %28, %54, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = add nuw nsw i32 %10, %7
  %64 = add i32 %6, %11
  %65 = icmp slt i32 %63, %3
  %66 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14transpose_smemPfPKfiiE4tile to ptr), i64 %17
  %67 = sext i32 %3 to i64
  %68 = zext nneg i32 %63 to i64
  %69 = getelementptr float, ptr %0, i64 %68
  %70 = icmp slt i32 %64, %2
  %71 = and i1 %65, %70
  br i1 %71, label %72, label %79

72:                                               ; preds = %62
  %73 = zext nneg i32 %11 to i64
  %74 = getelementptr inbounds nuw float, ptr %66, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = sext i32 %64 to i64
  %77 = mul nsw i64 %76, %67
  %78 = getelementptr float, ptr %69, i64 %77
  store float %75, ptr %78, align 4, !tbaa !11
  br label %79

79:                                               ; preds = %62, %72
  br i1 %65, label %80, label %113

80:                                               ; preds = %79
  %81 = add nsw i32 %64, 8
  %82 = icmp slt i32 %81, %2
  br i1 %82, label %83, label %91

83:                                               ; preds = %80
  %84 = zext nneg i32 %11 to i64
  %85 = getelementptr inbounds nuw float, ptr %66, i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 32
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = sext i32 %81 to i64
  %89 = mul nsw i64 %88, %67
  %90 = getelementptr float, ptr %69, i64 %89
  store float %87, ptr %90, align 4, !tbaa !11
  br label %91

91:                                               ; preds = %80, %83
  %92 = add nsw i32 %64, 16
  %93 = icmp slt i32 %92, %2
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = zext nneg i32 %11 to i64
  %96 = getelementptr inbounds nuw float, ptr %66, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 64
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = sext i32 %92 to i64
  %100 = mul nsw i64 %99, %67
  %101 = getelementptr float, ptr %69, i64 %100
  store float %98, ptr %101, align 4, !tbaa !11
  br label %102

102:                                              ; preds = %91, %94
  %103 = add nsw i32 %64, 24
  %104 = icmp slt i32 %103, %2
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = zext nneg i32 %11 to i64
  %107 = getelementptr inbounds nuw float, ptr %66, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 96
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = sext i32 %103 to i64
  %111 = mul nsw i64 %110, %67
  %112 = getelementptr float, ptr %69, i64 %111
  store float %109, ptr %112, align 4, !tbaa !11
  br label %113

113:                                              ; preds = %79, %105, %102
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15transpose_half2P6__halfPKS_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 6
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 6
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = icmp samesign ult i32 %9, 64
  br i1 %10, label %11, label %22

11:                                               ; preds = %4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = shl nuw nsw i32 %12, 1
  %14 = add i32 %6, %13
  %15 = or disjoint i32 %14, 1
  %16 = icmp slt i32 %15, %3
  %17 = sext i32 %3 to i64
  %18 = sext i32 %14 to i64
  %19 = getelementptr %struct.__half, ptr %1, i64 %18
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds nuw %struct.__half, ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_half2P6__halfPKS_iiE4tile to ptr), i64 %20
  br label %35

22:                                               ; preds = %46, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %10, label %23, label %55

23:                                               ; preds = %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = shl nuw nsw i32 %24, 1
  %26 = add nuw nsw i32 %8, %25
  %27 = or disjoint i32 %26, 1
  %28 = icmp slt i32 %27, %2
  %29 = zext nneg i32 %25 to i64
  %30 = getelementptr inbounds nuw [66 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_half2P6__halfPKS_iiE4tile to ptr), i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 132
  %32 = sext i32 %2 to i64
  %33 = zext nneg i32 %26 to i64
  %34 = getelementptr %struct.__half, ptr %0, i64 %33
  br label %56

35:                                               ; preds = %11, %46
  %36 = phi i32 [ %9, %11 ], [ %53, %46 ]
  %37 = or disjoint i32 %36, %8
  %38 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #4, !srcloc !13
  %39 = icmp slt i32 %37, %2
  %40 = select i1 %39, i1 %16, i1 false
  br i1 %40, label %41, label %46

41:                                               ; preds = %35
  %42 = zext nneg i32 %37 to i64
  %43 = mul nsw i64 %42, %17
  %44 = getelementptr %struct.__half, ptr %19, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  br label %46

46:                                               ; preds = %41, %35
  %47 = phi i32 [ %45, %41 ], [ %38, %35 ]
  %48 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %47) #4, !srcloc !14
  %49 = zext nneg i32 %36 to i64
  %50 = getelementptr inbounds nuw [66 x %struct.__half], ptr %21, i64 %49
  store i16 %48, ptr %50, align 2, !tbaa !15
  %51 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, high;}", "=h,r"(i32 %47) #4, !srcloc !17
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 2
  store i16 %51, ptr %52, align 2, !tbaa !15
  %53 = add nuw nsw i32 %36, 8
  %54 = icmp samesign ult i32 %36, 56
  br i1 %54, label %35, label %22, !llvm.loop !18

55:                                               ; preds = %71, %22
  ret void

56:                                               ; preds = %23, %71
  %57 = phi i32 [ %9, %23 ], [ %72, %71 ]
  %58 = or disjoint i32 %57, %6
  %59 = icmp slt i32 %58, %3
  %60 = select i1 %59, i1 %28, i1 false
  br i1 %60, label %61, label %71

61:                                               ; preds = %56
  %62 = zext nneg i32 %57 to i64
  %63 = getelementptr inbounds nuw %struct.__half, ptr %30, i64 %62
  %64 = load i16, ptr %63, align 2, !tbaa !15
  %65 = getelementptr inbounds nuw %struct.__half, ptr %31, i64 %62
  %66 = load i16, ptr %65, align 2, !tbaa !15
  %67 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %64, i16 %66) #4, !srcloc !20
  %68 = sext i32 %58 to i64
  %69 = mul nsw i64 %68, %32
  %70 = getelementptr %struct.__half, ptr %34, i64 %69
  store i32 %67, ptr %70, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %61, %56
  %72 = add nuw nsw i32 %57, 8
  %73 = icmp samesign ult i32 %57, 56
  br i1 %73, label %56, label %55, !llvm.loop !21
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z11permute_qkvPfS_S_PKfiiii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = mul i32 %7, %5
  %15 = mul i32 %14, %4
  %16 = mul i32 %15, %6
  %17 = icmp slt i32 %13, %16
  br i1 %17, label %18, label %56

18:                                               ; preds = %8
  %19 = mul i32 %14, %6
  %20 = sdiv i32 %13, %19
  %21 = mul i32 %20, %19
  %22 = sub i32 %13, %21
  %23 = sdiv i32 %22, %14
  %24 = mul i32 %23, %14
  %25 = sub i32 %22, %24
  %26 = freeze i32 %25
  %27 = sdiv i32 %26, %7
  %28 = mul i32 %27, %7
  %29 = sub i32 %26, %28
  %30 = mul nsw i32 %7, %6
  %31 = sext i32 %20 to i64
  %32 = sext i32 %5 to i64
  %33 = mul nsw i64 %31, %32
  %34 = sext i32 %30 to i64
  %35 = sext i32 %27 to i64
  %36 = add nsw i64 %33, %35
  %37 = mul nsw i64 %34, 3
  %38 = mul i64 %37, %36
  %39 = mul nsw i32 %23, %7
  %40 = sext i32 %39 to i64
  %41 = sext i32 %29 to i64
  %42 = getelementptr float, ptr %3, i64 %38
  %43 = getelementptr float, ptr %42, i64 %40
  %44 = getelementptr float, ptr %43, i64 %41
  %45 = tail call contract noundef float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %44) #4, !srcloc !22
  %46 = sext i32 %13 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  store float %45, ptr %47, align 4, !tbaa !11
  %48 = getelementptr float, ptr %44, i64 %34
  %49 = tail call contract noundef float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %48) #4, !srcloc !22
  %50 = getelementptr inbounds float, ptr %1, i64 %46
  store float %49, ptr %50, align 4, !tbaa !11
  %51 = shl nsw i32 %30, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr float, ptr %44, i64 %52
  %54 = tail call contract noundef float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %53) #4, !srcloc !22
  %55 = getelementptr inbounds float, ptr %2, i64 %46
  store float %54, ptr %55, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %8, %18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind memory(none) }

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
!13 = !{i64 2156228114, i64 2156228143, i64 2156228181}
!14 = !{i64 2156607941, i64 2156607975, i64 2156608012}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{i64 2156644375, i64 2156644409, i64 2156644446}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{i64 2156656517}
!21 = distinct !{!21, !19}
!22 = !{i64 2155541276}
