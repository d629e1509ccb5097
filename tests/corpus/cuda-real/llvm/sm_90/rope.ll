; ModuleID = 'rope.cu'
source_filename = "rope.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z22rope_interleaved_half2P7__half2PKiiiif(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = alloca [7 x i32], align 4
  %8 = sdiv i32 %4, 2
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = mul i32 %8, %3
  %15 = mul i32 %14, %2
  %16 = icmp slt i32 %13, %15
  br i1 %16, label %17, label %156

17:                                               ; preds = %6
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = srem i32 %13, %8
  %20 = sdiv i32 %13, %14
  %21 = sitofp i32 %19 to float
  %22 = fmul contract float %21, -2.000000e+00
  %23 = sitofp i32 %4 to float
  %24 = fdiv contract float %22, %23
  %25 = tail call float @llvm.nvvm.lg2.approx.f(float %5) #6
  %26 = fmul float %25, %24
  %27 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %26)
  %28 = mul nsw i32 %2, %18
  %29 = add nsw i32 %20, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %1, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = sitofp i32 %32 to float
  %34 = fmul contract float %27, %33
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %35 = fmul float %34, 0x3FE45F3060000000
  %36 = tail call i32 @llvm.nvvm.f2i.rn(float %35) #6
  %37 = sitofp i32 %36 to float
  %38 = tail call float @llvm.fma.f32(float %37, float 0xBFF921FB40000000, float %34)
  %39 = tail call float @llvm.fma.f32(float %37, float 0xBE74442D00000000, float %38)
  %40 = tail call float @llvm.fma.f32(float %37, float 0xBCF84698A0000000, float %39)
  %41 = tail call float @llvm.nvvm.fabs.f32(float %34)
  %42 = fcmp ult float %41, 1.056150e+05
  br i1 %42, label %111, label %43

43:                                               ; preds = %17
  %44 = fcmp oeq float %41, 0x7FF0000000000000
  br i1 %44, label %45, label %47

45:                                               ; preds = %43
  %46 = tail call float @llvm.nvvm.mul.rn.f(float %34, float 0.000000e+00) #6
  br label %111

47:                                               ; preds = %43
  %48 = bitcast float %34 to i32
  %49 = shl i32 %48, 8
  %50 = or i32 %49, -2147483648
  br label %51

51:                                               ; preds = %47, %51
  %52 = phi i32 [ 0, %47 ], [ %61, %51 ]
  %53 = phi i32 [ 0, %47 ], [ %59, %51 ]
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %54
  %56 = load i32, ptr addrspace(1) %55, align 4
  %57 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %56, i32 %50, i32 %53) #7, !srcloc !11
  %58 = extractvalue { i32, i32 } %57, 0
  %59 = extractvalue { i32, i32 } %57, 1
  %60 = getelementptr inbounds nuw i32, ptr %7, i64 %54
  store i32 %58, ptr %60, align 4
  %61 = add nuw nsw i32 %52, 1
  %62 = icmp eq i32 %61, 6
  br i1 %62, label %63, label %51, !llvm.loop !12

63:                                               ; preds = %51
  %64 = lshr i32 %48, 23
  %65 = and i32 %64, 224
  %66 = add nsw i32 %65, -128
  %67 = lshr exact i32 %66, 5
  %68 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store i32 %59, ptr %68, align 4
  %69 = sub nsw i32 6, %67
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %7, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = sub nsw i32 5, %67
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %7, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = freeze i32 %76
  %78 = and i32 %48, 260046848
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %86, label %80

80:                                               ; preds = %63
  %81 = sub nsw i32 4, %67
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %7, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = tail call i32 @llvm.fshl.i32(i32 %77, i32 %84, i32 %64)
  br label %86

86:                                               ; preds = %80, %63
  %87 = phi i32 [ %85, %80 ], [ %77, %63 ]
  %88 = tail call i32 @llvm.fshl.i32(i32 %72, i32 %77, i32 %64)
  %89 = lshr i32 %88, 30
  %90 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %87, i32 2)
  %91 = shl i32 %87, 2
  %92 = lshr i32 %90, 31
  %93 = add nuw nsw i32 %92, %89
  %94 = sub nsw i32 0, %93
  %95 = icmp slt i32 %48, 0
  %96 = select i1 %95, i32 %94, i32 %93
  %97 = xor i32 %90, %48
  %98 = ashr i32 %90, 31
  %99 = xor i32 %98, %90
  %100 = xor i32 %98, %91
  %101 = zext i32 %99 to i64
  %102 = shl nuw i64 %101, 32
  %103 = zext i32 %100 to i64
  %104 = or disjoint i64 %102, %103
  %105 = sitofp i64 %104 to double
  %106 = fmul double %105, 0x3BF921FB54442D19
  %107 = fptrunc double %106 to float
  %108 = fneg float %107
  %109 = icmp slt i32 %97, 0
  %110 = select i1 %109, float %108, float %107
  br label %111

111:                                              ; preds = %17, %45, %86
  %112 = phi i32 [ %36, %17 ], [ 0, %45 ], [ %96, %86 ]
  %113 = phi float [ %40, %17 ], [ %46, %45 ], [ %110, %86 ]
  %114 = fmul float %113, %113
  %115 = tail call float @llvm.fma.f32(float %114, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %116 = tail call float @llvm.fma.f32(float %115, float %114, float 0x3FA5555760000000)
  %117 = tail call float @llvm.fma.f32(float %116, float %114, float 0xBFDFFFFFE0000000)
  %118 = tail call float @llvm.fma.f32(float %117, float %114, float 1.000000e+00)
  %119 = tail call float @llvm.fma.f32(float %114, float %113, float 0.000000e+00)
  %120 = tail call float @llvm.fma.f32(float %114, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %121 = tail call float @llvm.fma.f32(float %120, float %114, float 0xBFC5555500000000)
  %122 = tail call float @llvm.fma.f32(float %121, float %119, float %113)
  %123 = and i32 %112, 1
  %124 = icmp eq i32 %123, 0
  %125 = select i1 %124, float %122, float %118
  %126 = select i1 %124, float %118, float %122
  %127 = and i32 %112, 2
  %128 = icmp eq i32 %127, 0
  %129 = fneg float %125
  %130 = select i1 %128, float %125, float %129
  %131 = add i32 %112, 1
  %132 = and i32 %131, 2
  %133 = icmp eq i32 %132, 0
  %134 = fneg float %126
  %135 = select i1 %133, float %126, float %134
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %136 = zext nneg i32 %18 to i64
  %137 = sext i32 %2 to i64
  %138 = mul nsw i64 %137, %136
  %139 = sext i32 %3 to i64
  %140 = mul i64 %138, %139
  %141 = sext i32 %8 to i64
  %142 = mul i64 %140, %141
  %143 = getelementptr inbounds nuw %struct.__half2, ptr %0, i64 %142
  %144 = sext i32 %13 to i64
  %145 = getelementptr inbounds %struct.__half2, ptr %143, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %146) #8, !srcloc !14
  %148 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %146) #8, !srcloc !15
  %149 = fmul contract float %147, %135
  %150 = fmul contract float %148, %130
  %151 = fsub contract float %149, %150
  %152 = fmul contract float %147, %130
  %153 = fmul contract float %148, %135
  %154 = fadd contract float %152, %153
  %155 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %151, float %154) #8, !srcloc !16
  store i32 %155, ptr %145, align 4, !tbaa !6
  br label %156

156:                                              ; preds = %6, %111
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13rope_neox_f32PfS_PKfS1_iiii(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = sdiv i32 %7, 2
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp slt i32 %10, %9
  br i1 %11, label %12, label %31

12:                                               ; preds = %8
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul nsw i32 %9, %14
  %16 = zext nneg i32 %14 to i64
  %17 = sext i32 %5 to i64
  %18 = mul nsw i64 %17, %16
  %19 = zext nneg i32 %13 to i64
  %20 = add nsw i64 %18, %19
  %21 = sext i32 %7 to i64
  %22 = mul i64 %20, %21
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = icmp slt i32 %13, %6
  %25 = sext i32 %6 to i64
  %26 = mul nsw i64 %25, %16
  %27 = add nsw i64 %26, %19
  %28 = mul i64 %27, %21
  %29 = getelementptr inbounds nuw float, ptr %1, i64 %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %32

31:                                               ; preds = %64, %8
  ret void

32:                                               ; preds = %12, %64
  %33 = phi i32 [ %10, %12 ], [ %65, %64 ]
  %34 = add nsw i32 %33, %15
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %2, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !17
  %38 = getelementptr inbounds float, ptr %3, i64 %35
  %39 = load float, ptr %38, align 4, !tbaa !17
  %40 = zext nneg i32 %33 to i64
  %41 = getelementptr inbounds nuw float, ptr %23, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !17
  %43 = add nsw i32 %33, %9
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %23, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !17
  %47 = fmul contract float %37, %42
  %48 = fmul contract float %39, %46
  %49 = fsub contract float %47, %48
  store float %49, ptr %41, align 4, !tbaa !17
  %50 = fmul contract float %37, %46
  %51 = fmul contract float %39, %42
  %52 = fadd contract float %51, %50
  store float %52, ptr %45, align 4, !tbaa !17
  br i1 %24, label %53, label %64

53:                                               ; preds = %32
  %54 = getelementptr inbounds nuw float, ptr %29, i64 %40
  %55 = load float, ptr %54, align 4, !tbaa !17
  %56 = getelementptr inbounds float, ptr %29, i64 %44
  %57 = load float, ptr %56, align 4, !tbaa !17
  %58 = fmul contract float %37, %55
  %59 = fmul contract float %39, %57
  %60 = fsub contract float %58, %59
  store float %60, ptr %54, align 4, !tbaa !17
  %61 = fmul contract float %37, %57
  %62 = fmul contract float %39, %55
  %63 = fadd contract float %62, %61
  store float %63, ptr %56, align 4, !tbaa !17
  br label %64

64:                                               ; preds = %53, %32
  %65 = add nuw nsw i32 %33, %30
  %66 = icmp slt i32 %65, %9
  br i1 %66, label %32, label %31, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }
attributes #8 = { convergent nounwind memory(none) }

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
!11 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.count", i32 1}
!14 = !{i64 2156387279, i64 2156387313, i64 2156387350}
!15 = !{i64 2156387464, i64 2156387498, i64 2156387535}
!16 = !{i64 2156236368}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
