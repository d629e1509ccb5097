; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint4 = type { i32, i32, i32, i32 }

@_ZZ23histogram256_privatizedPjPKhmE3sub = internal addrspace(3) global [8 x [256 x i32]] undef, align 4
@sh = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z23histogram256_privatizedPjPKhm(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

6:                                                ; preds = %22
  %7 = lshr i32 %4, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = lshr i64 %2, 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = zext nneg i32 %5 to i64
  %12 = mul nuw nsw i64 %10, %11
  %13 = zext nneg i32 %4 to i64
  %14 = add nuw nsw i64 %12, %13
  %15 = icmp samesign ult i64 %14, %8
  br i1 %15, label %16, label %28

16:                                               ; preds = %6
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23histogram256_privatizedPjPKhmE3sub to ptr), i64 %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %20, %11
  br label %38

22:                                               ; preds = %3, %22
  %23 = phi i32 [ %4, %3 ], [ %26, %22 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23histogram256_privatizedPjPKhmE3sub to ptr), i64 %24
  store i32 0, ptr %25, align 4, !tbaa !6
  %26 = add nuw nsw i32 %23, %5
  %27 = icmp samesign ult i32 %26, 2048
  br i1 %27, label %22, label %6, !llvm.loop !11

28:                                               ; preds = %38, %6
  %29 = and i64 %2, -16
  %30 = add i64 %14, %29
  %31 = icmp ult i64 %30, %2
  br i1 %31, label %32, label %122

32:                                               ; preds = %28
  %33 = zext nneg i32 %7 to i64
  %34 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23histogram256_privatizedPjPKhmE3sub to ptr), i64 %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = mul nuw nsw i64 %36, %11
  br label %124

38:                                               ; preds = %16, %38
  %39 = phi i64 [ %14, %16 ], [ %120, %38 ]
  %40 = getelementptr inbounds nuw %struct.uint4, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 16, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !6
  %46 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = and i32 %41, 255
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr %18, i64 %49
  %51 = atomicrmw add ptr %50, i32 1 seq_cst, align 4
  %52 = lshr i32 %41, 8
  %53 = and i32 %52, 255
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr %18, i64 %54
  %56 = atomicrmw add ptr %55, i32 1 seq_cst, align 4
  %57 = lshr i32 %41, 16
  %58 = and i32 %57, 255
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr %18, i64 %59
  %61 = atomicrmw add ptr %60, i32 1 seq_cst, align 4
  %62 = lshr i32 %41, 24
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr %18, i64 %63
  %65 = atomicrmw add ptr %64, i32 1 seq_cst, align 4
  %66 = and i32 %43, 255
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr %18, i64 %67
  %69 = atomicrmw add ptr %68, i32 1 seq_cst, align 4
  %70 = lshr i32 %43, 8
  %71 = and i32 %70, 255
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i32, ptr %18, i64 %72
  %74 = atomicrmw add ptr %73, i32 1 seq_cst, align 4
  %75 = lshr i32 %43, 16
  %76 = and i32 %75, 255
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr %18, i64 %77
  %79 = atomicrmw add ptr %78, i32 1 seq_cst, align 4
  %80 = lshr i32 %43, 24
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr %18, i64 %81
  %83 = atomicrmw add ptr %82, i32 1 seq_cst, align 4
  %84 = and i32 %45, 255
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %18, i64 %85
  %87 = atomicrmw add ptr %86, i32 1 seq_cst, align 4
  %88 = lshr i32 %45, 8
  %89 = and i32 %88, 255
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i32, ptr %18, i64 %90
  %92 = atomicrmw add ptr %91, i32 1 seq_cst, align 4
  %93 = lshr i32 %45, 16
  %94 = and i32 %93, 255
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i32, ptr %18, i64 %95
  %97 = atomicrmw add ptr %96, i32 1 seq_cst, align 4
  %98 = lshr i32 %45, 24
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw i32, ptr %18, i64 %99
  %101 = atomicrmw add ptr %100, i32 1 seq_cst, align 4
  %102 = and i32 %47, 255
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw i32, ptr %18, i64 %103
  %105 = atomicrmw add ptr %104, i32 1 seq_cst, align 4
  %106 = lshr i32 %47, 8
  %107 = and i32 %106, 255
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i32, ptr %18, i64 %108
  %110 = atomicrmw add ptr %109, i32 1 seq_cst, align 4
  %111 = lshr i32 %47, 16
  %112 = and i32 %111, 255
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw i32, ptr %18, i64 %113
  %115 = atomicrmw add ptr %114, i32 1 seq_cst, align 4
  %116 = lshr i32 %47, 24
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i32, ptr %18, i64 %117
  %119 = atomicrmw add ptr %118, i32 1 seq_cst, align 4
  %120 = add nuw nsw i64 %39, %21
  %121 = icmp samesign ult i64 %120, %8
  br i1 %121, label %38, label %28, !llvm.loop !13

122:                                              ; preds = %124, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %123 = icmp samesign ult i32 %4, 256
  br i1 %123, label %133, label %160

124:                                              ; preds = %32, %124
  %125 = phi i64 [ %30, %32 ], [ %131, %124 ]
  %126 = getelementptr inbounds nuw i8, ptr %1, i64 %125
  %127 = load i8, ptr %126, align 1, !tbaa !14
  %128 = zext i8 %127 to i64
  %129 = getelementptr inbounds nuw i32, ptr %34, i64 %128
  %130 = atomicrmw add ptr %129, i32 1 seq_cst, align 4
  %131 = add i64 %125, %37
  %132 = icmp ult i64 %131, %2
  br i1 %132, label %124, label %122, !llvm.loop !15

133:                                              ; preds = %122, %164
  %134 = phi i32 [ %165, %164 ], [ %4, %122 ]
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ23histogram256_privatizedPjPKhmE3sub to ptr), i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = getelementptr i8, ptr %136, i64 1024
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = add i32 %139, %137
  %141 = getelementptr i8, ptr %136, i64 2048
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = add i32 %142, %140
  %144 = getelementptr i8, ptr %136, i64 3072
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = add i32 %145, %143
  %147 = getelementptr i8, ptr %136, i64 4096
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = add i32 %148, %146
  %150 = getelementptr i8, ptr %136, i64 5120
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = add i32 %151, %149
  %153 = getelementptr i8, ptr %136, i64 6144
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = add i32 %154, %152
  %156 = getelementptr i8, ptr %136, i64 7168
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = add i32 %157, %155
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %164, label %161

160:                                              ; preds = %164, %122
  ret void

161:                                              ; preds = %133
  %162 = getelementptr inbounds nuw i32, ptr %0, i64 %135
  %163 = atomicrmw add ptr %162, i32 %158 seq_cst, align 4
  br label %164

164:                                              ; preds = %161, %133
  %165 = add nuw nsw i32 %134, %5
  %166 = icmp samesign ult i32 %165, 256
  br i1 %166, label %133, label %160, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15histogram_floatPiPKfiffi(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp slt i32 %7, %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %8, label %22, label %10

10:                                               ; preds = %22, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = sitofp i32 %5 to float
  %12 = fsub contract float %4, %3
  %13 = fdiv contract float %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %9
  %16 = add i32 %15, %7
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %28

18:                                               ; preds = %10
  %19 = add nsw i32 %5, -1
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %9
  br label %29

22:                                               ; preds = %6, %22
  %23 = phi i32 [ %26, %22 ], [ %7, %6 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 %24
  store i32 0, ptr %25, align 4, !tbaa !6
  %26 = add i32 %23, %9
  %27 = icmp slt i32 %26, %5
  br i1 %27, label %22, label %10, !llvm.loop !17

28:                                               ; preds = %46, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %50, label %49

29:                                               ; preds = %18, %46
  %30 = phi i32 [ %16, %18 ], [ %47, %46 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !18
  %34 = fcmp contract oge float %33, %3
  %35 = fcmp contract olt float %33, %4
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %46

37:                                               ; preds = %29
  %38 = fsub contract float %33, %3
  %39 = fmul contract float %13, %38
  %40 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %39)
  %41 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %40, i32 0)
  %42 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %41, i32 range(i32 -2147483648, 2147483647) %19)
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 %43
  %45 = atomicrmw add ptr %44, i32 1 seq_cst, align 4
  br label %46

46:                                               ; preds = %29, %37
  %47 = add i32 %30, %21
  %48 = icmp slt i32 %47, %2
  br i1 %48, label %29, label %28, !llvm.loop !20

49:                                               ; preds = %50, %28
  ret void

50:                                               ; preds = %28, %50
  %51 = phi i32 [ %57, %50 ], [ %7, %28 ]
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %0, i64 %52
  %54 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 %52
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = atomicrmw add ptr %53, i32 %55 seq_cst, align 4
  %57 = add i32 %51, %9
  %58 = icmp slt i32 %57, %5
  br i1 %58, label %50, label %49, !llvm.loop !21
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z19histogram_match_anyPjPKiii(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  %11 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10)
  br i1 %10, label %12, label %29

12:                                               ; preds = %4
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %15, i32 0)
  %17 = add nsw i32 %3, -1
  %18 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %16, i32 range(i32 -2147483648, 2147483647) %17)
  %19 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %11, i32 range(i32 -2147483648, 2147483647) %18)
  %20 = tail call i32 @llvm.bitreverse.i32(i32 %19)
  %21 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %20) #7, !srcloc !22
  %22 = and i32 %8, 31
  %23 = icmp eq i32 %22, %21
  br i1 %23, label %24, label %29

24:                                               ; preds = %12
  %25 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %19)
  %26 = sext i32 %18 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = atomicrmw add ptr %27, i32 %25 seq_cst, align 4
  br label %29

29:                                               ; preds = %12, %24, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{i32 12369}
