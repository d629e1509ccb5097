; ModuleID = 'conv2d_direct.cu'
source_filename = "conv2d_direct.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@c_weights = dso_local addrspace(4) externally_initialized constant [9216 x float] zeroinitializer, align 4
@c_bias = dso_local addrspace(4) externally_initialized constant [16 x float] zeroinitializer, align 4
@_ZZ12conv3x3_nchwPfPKfiiiiiE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_bias to ptr), ptr addrspacecast (ptr addrspace(4) @c_weights to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12conv3x3_nchwPfPKfiiiii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %9 = udiv i32 %8, %4
  %10 = mul i32 %9, %4
  %11 = sub i32 %8, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = shl nuw nsw i32 %16, 4
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = zext nneg i32 %11 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_bias to ptr), i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = icmp sgt i32 %3, 0
  br i1 %23, label %24, label %58

24:                                               ; preds = %7
  %25 = zext nneg i32 %9 to i64
  %26 = zext nneg i32 %3 to i64
  %27 = mul nuw nsw i64 %25, %26
  %28 = sext i32 %5 to i64
  %29 = sext i32 %6 to i64
  %30 = mul nsw i64 %29, %28
  %31 = shl nuw nsw i32 %18, 4
  %32 = add nuw nsw i32 %31, %14
  %33 = icmp samesign ult i32 %32, 324
  %34 = add i32 %13, -1
  %35 = mul nuw nsw i32 %11, %3
  %36 = zext nneg i32 %18 to i64
  %37 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv3x3_nchwPfPKfiiiiiE4tile to ptr), i64 %36
  %38 = zext nneg i32 %14 to i64
  %39 = getelementptr inbounds nuw float, ptr %37, i64 %38
  %40 = add nuw nsw i32 %14, 1
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr %37, i64 %41
  %43 = add nuw nsw i32 %14, 2
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr %37, i64 %44
  %46 = zext nneg i32 %18 to i64
  %47 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv3x3_nchwPfPKfiiiiiE4tile to ptr), i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 72
  %49 = getelementptr inbounds nuw float, ptr %48, i64 %38
  %50 = getelementptr inbounds nuw float, ptr %48, i64 %41
  %51 = getelementptr inbounds nuw float, ptr %48, i64 %44
  %52 = zext nneg i32 %18 to i64
  %53 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv3x3_nchwPfPKfiiiiiE4tile to ptr), i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 144
  %55 = getelementptr inbounds nuw float, ptr %54, i64 %38
  %56 = getelementptr inbounds nuw float, ptr %54, i64 %41
  %57 = getelementptr inbounds nuw float, ptr %54, i64 %44
  br label %63

58:                                               ; preds = %70, %7
  %59 = phi float [ %22, %7 ], [ %109, %70 ]
  %60 = icmp slt i32 %15, %6
  %61 = icmp slt i32 %19, %5
  %62 = and i1 %61, %60
  br i1 %62, label %145, label %160

63:                                               ; preds = %24, %70
  %64 = phi float [ %22, %24 ], [ %109, %70 ]
  %65 = phi i32 [ 0, %24 ], [ %110, %70 ]
  %66 = zext nneg i32 %65 to i64
  %67 = add nuw nsw i64 %27, %66
  %68 = mul i64 %30, %67
  %69 = getelementptr inbounds nuw float, ptr %1, i64 %68
  br i1 %33, label %112, label %70

70:                                               ; preds = %137, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %71 = add nuw nsw i32 %65, %35
  %72 = mul nuw nsw i32 %71, 9
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_weights to ptr), i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = load float, ptr %39, align 4, !tbaa !11
  %77 = tail call noundef float @llvm.fma.f32(float %75, float %76, float %64)
  %78 = getelementptr inbounds nuw i8, ptr %74, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = load float, ptr %42, align 4, !tbaa !11
  %81 = tail call noundef float @llvm.fma.f32(float %79, float %80, float %77)
  %82 = getelementptr inbounds nuw i8, ptr %74, i64 8
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = load float, ptr %45, align 4, !tbaa !11
  %85 = tail call noundef float @llvm.fma.f32(float %83, float %84, float %81)
  %86 = getelementptr inbounds nuw i8, ptr %74, i64 12
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = load float, ptr %49, align 4, !tbaa !11
  %89 = tail call noundef float @llvm.fma.f32(float %87, float %88, float %85)
  %90 = getelementptr inbounds nuw i8, ptr %74, i64 16
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = load float, ptr %50, align 4, !tbaa !11
  %93 = tail call noundef float @llvm.fma.f32(float %91, float %92, float %89)
  %94 = getelementptr inbounds nuw i8, ptr %74, i64 20
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = load float, ptr %51, align 4, !tbaa !11
  %97 = tail call noundef float @llvm.fma.f32(float %95, float %96, float %93)
  %98 = getelementptr inbounds nuw i8, ptr %74, i64 24
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = load float, ptr %55, align 4, !tbaa !11
  %101 = tail call noundef float @llvm.fma.f32(float %99, float %100, float %97)
  %102 = getelementptr inbounds nuw i8, ptr %74, i64 28
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = load float, ptr %56, align 4, !tbaa !11
  %105 = tail call noundef float @llvm.fma.f32(float %103, float %104, float %101)
  %106 = getelementptr inbounds nuw i8, ptr %74, i64 32
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = load float, ptr %57, align 4, !tbaa !11
  %109 = tail call noundef float @llvm.fma.f32(float %107, float %108, float %105)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %110 = add nuw nsw i32 %65, 1
  %111 = icmp eq i32 %110, %3
  br i1 %111, label %58, label %63, !llvm.loop !13

112:                                              ; preds = %63, %137
  %113 = phi i32 [ %143, %137 ], [ %32, %63 ]
  %114 = trunc i32 %113 to i16
  %115 = udiv i16 %114, 18
  %116 = zext nneg i16 %115 to i32
  %117 = trunc i32 %113 to i16
  %118 = urem i16 %117, 18
  %119 = add nuw nsw i32 %17, %116
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %137, label %121

121:                                              ; preds = %112
  %122 = zext nneg i16 %118 to i32
  %123 = add i32 %34, %122
  %124 = icmp sle i32 %119, %5
  %125 = icmp sgt i32 %123, -1
  %126 = and i1 %124, %125
  %127 = icmp slt i32 %123, %6
  %128 = and i1 %127, %126
  br i1 %128, label %129, label %137

129:                                              ; preds = %121
  %130 = add nsw i32 %119, -1
  %131 = zext nneg i32 %130 to i64
  %132 = mul nsw i64 %131, %29
  %133 = getelementptr float, ptr %69, i64 %132
  %134 = zext nneg i32 %123 to i64
  %135 = getelementptr float, ptr %133, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !11
  br label %137

137:                                              ; preds = %112, %121, %129
  %138 = phi contract float [ %136, %129 ], [ 0.000000e+00, %112 ], [ 0.000000e+00, %121 ]
  %139 = zext nneg i16 %115 to i64
  %140 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12conv3x3_nchwPfPKfiiiiiE4tile to ptr), i64 %139
  %141 = zext nneg i16 %118 to i64
  %142 = getelementptr inbounds nuw float, ptr %140, i64 %141
  store float %138, ptr %142, align 4, !tbaa !11
  %143 = add nuw nsw i32 %113, 256
  %144 = icmp samesign ult i32 %113, 68
  br i1 %144, label %112, label %70, !llvm.loop !15

145:                                              ; preds = %58
  %146 = tail call noundef float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %147 = zext nneg i32 %9 to i64
  %148 = sext i32 %4 to i64
  %149 = mul nsw i64 %147, %148
  %150 = add nsw i64 %149, %20
  %151 = zext nneg i32 %5 to i64
  %152 = mul i64 %150, %151
  %153 = zext nneg i32 %19 to i64
  %154 = add i64 %152, %153
  %155 = sext i32 %6 to i64
  %156 = mul i64 %154, %155
  %157 = sext i32 %15 to i64
  %158 = getelementptr float, ptr %0, i64 %156
  %159 = getelementptr float, ptr %158, i64 %157
  store float %146, ptr %159, align 4, !tbaa !11
  br label %160

160:                                              ; preds = %145, %58
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17depthwise5x5_nhwcP6__halfPKS_S2_iiii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %15 = sdiv i32 %14, %4
  %16 = mul i32 %15, %4
  %17 = sub i32 %14, %16
  %18 = shl nsw i32 %12, 1
  %19 = or disjoint i32 %18, 1
  %20 = icmp slt i32 %19, %6
  br i1 %20, label %21, label %610

21:                                               ; preds = %7
  %22 = sext i32 %15 to i64
  %23 = zext nneg i32 %4 to i64
  %24 = mul nsw i64 %22, %23
  %25 = zext nneg i32 %5 to i64
  %26 = sext i32 %6 to i64
  %27 = sext i32 %18 to i64
  %28 = getelementptr %struct.__half, ptr %1, i64 %27
  %29 = getelementptr %struct.__half, ptr %2, i64 %27
  %30 = add nsw i32 %17, -2
  %31 = icmp samesign ugt i32 %17, 1
  %32 = icmp slt i32 %30, %4
  %33 = and i1 %31, %32
  br i1 %33, label %34, label %138

34:                                               ; preds = %21
  %35 = zext nneg i32 %30 to i64
  %36 = add nsw i64 %24, %35
  %37 = mul i64 %36, %25
  %38 = add nsw i32 %13, -2
  %39 = icmp samesign ugt i32 %13, 1
  %40 = icmp slt i32 %38, %5
  %41 = and i1 %39, %40
  br i1 %41, label %42, label %55

42:                                               ; preds = %34
  %43 = zext nneg i32 %38 to i64
  %44 = add i64 %37, %43
  %45 = mul i64 %44, %26
  %46 = getelementptr %struct.__half, ptr %28, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %47) #5, !srcloc !16
  %49 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %47) #5, !srcloc !17
  %50 = load i32, ptr %29, align 4, !tbaa !6
  %51 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %50) #5, !srcloc !16
  %52 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %50) #5, !srcloc !17
  %53 = tail call noundef float @llvm.fma.f32(float %48, float %51, float 0.000000e+00)
  %54 = tail call noundef float @llvm.fma.f32(float %49, float %52, float 0.000000e+00)
  br label %55

55:                                               ; preds = %34, %42
  %56 = phi float [ %53, %42 ], [ 0.000000e+00, %34 ]
  %57 = phi float [ %54, %42 ], [ 0.000000e+00, %34 ]
  %58 = icmp ne i32 %13, 0
  %59 = icmp sle i32 %13, %5
  %60 = and i1 %58, %59
  br i1 %60, label %61, label %76

61:                                               ; preds = %55
  %62 = add nsw i32 %13, -1
  %63 = zext nneg i32 %62 to i64
  %64 = add i64 %37, %63
  %65 = mul i64 %64, %26
  %66 = getelementptr %struct.__half, ptr %28, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %67) #5, !srcloc !16
  %69 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %67) #5, !srcloc !17
  %70 = getelementptr %struct.__half, ptr %29, i64 %26
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %71) #5, !srcloc !16
  %73 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %71) #5, !srcloc !17
  %74 = tail call noundef float @llvm.fma.f32(float %68, float %72, float %56)
  %75 = tail call noundef float @llvm.fma.f32(float %69, float %73, float %57)
  br label %76

76:                                               ; preds = %61, %55
  %77 = phi float [ %74, %61 ], [ %56, %55 ]
  %78 = phi float [ %75, %61 ], [ %57, %55 ]
  %79 = icmp slt i32 %13, %5
  br i1 %79, label %80, label %96

80:                                               ; preds = %76
  %81 = zext nneg i32 %13 to i64
  %82 = add i64 %37, %81
  %83 = mul i64 %82, %26
  %84 = getelementptr %struct.__half, ptr %28, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %85) #5, !srcloc !16
  %87 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %85) #5, !srcloc !17
  %88 = shl nsw i32 %6, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr %struct.__half, ptr %29, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %91) #5, !srcloc !16
  %93 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %91) #5, !srcloc !17
  %94 = tail call noundef float @llvm.fma.f32(float %86, float %92, float %77)
  %95 = tail call noundef float @llvm.fma.f32(float %87, float %93, float %78)
  br label %96

96:                                               ; preds = %80, %76
  %97 = phi float [ %94, %80 ], [ %77, %76 ]
  %98 = phi float [ %95, %80 ], [ %78, %76 ]
  %99 = add nuw nsw i32 %13, 1
  %100 = icmp slt i32 %99, %5
  br i1 %100, label %101, label %117

101:                                              ; preds = %96
  %102 = zext nneg i32 %99 to i64
  %103 = add i64 %37, %102
  %104 = mul i64 %103, %26
  %105 = getelementptr %struct.__half, ptr %28, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %106) #5, !srcloc !16
  %108 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %106) #5, !srcloc !17
  %109 = mul nsw i32 %6, 3
  %110 = sext i32 %109 to i64
  %111 = getelementptr %struct.__half, ptr %29, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %112) #5, !srcloc !16
  %114 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %112) #5, !srcloc !17
  %115 = tail call noundef float @llvm.fma.f32(float %107, float %113, float %97)
  %116 = tail call noundef float @llvm.fma.f32(float %108, float %114, float %98)
  br label %117

117:                                              ; preds = %101, %96
  %118 = phi float [ %115, %101 ], [ %97, %96 ]
  %119 = phi float [ %116, %101 ], [ %98, %96 ]
  %120 = add nuw nsw i32 %13, 2
  %121 = icmp slt i32 %120, %5
  br i1 %121, label %122, label %138

122:                                              ; preds = %117
  %123 = zext nneg i32 %120 to i64
  %124 = add i64 %37, %123
  %125 = mul i64 %124, %26
  %126 = getelementptr %struct.__half, ptr %28, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %127) #5, !srcloc !16
  %129 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %127) #5, !srcloc !17
  %130 = shl nsw i32 %6, 2
  %131 = sext i32 %130 to i64
  %132 = getelementptr %struct.__half, ptr %29, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %133) #5, !srcloc !16
  %135 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %133) #5, !srcloc !17
  %136 = tail call noundef float @llvm.fma.f32(float %128, float %134, float %118)
  %137 = tail call noundef float @llvm.fma.f32(float %129, float %135, float %119)
  br label %138

138:                                              ; preds = %117, %122, %21
  %139 = phi float [ 0.000000e+00, %21 ], [ %136, %122 ], [ %118, %117 ]
  %140 = phi float [ 0.000000e+00, %21 ], [ %137, %122 ], [ %119, %117 ]
  %141 = icmp ne i32 %17, 0
  %142 = icmp sgt i32 %4, -1
  %143 = and i1 %141, %142
  br i1 %143, label %144, label %254

144:                                              ; preds = %138
  %145 = add nsw i32 %17, -1
  %146 = zext nneg i32 %145 to i64
  %147 = add nuw nsw i64 %24, %146
  %148 = mul i64 %147, %25
  %149 = add nsw i32 %13, -2
  %150 = icmp samesign ugt i32 %13, 1
  %151 = icmp slt i32 %149, %5
  %152 = and i1 %150, %151
  br i1 %152, label %153, label %169

153:                                              ; preds = %144
  %154 = zext nneg i32 %149 to i64
  %155 = add i64 %148, %154
  %156 = mul i64 %155, %26
  %157 = getelementptr %struct.__half, ptr %28, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %158) #5, !srcloc !16
  %160 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %158) #5, !srcloc !17
  %161 = mul nsw i32 %6, 5
  %162 = sext i32 %161 to i64
  %163 = getelementptr %struct.__half, ptr %29, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %164) #5, !srcloc !16
  %166 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %164) #5, !srcloc !17
  %167 = tail call noundef float @llvm.fma.f32(float %159, float %165, float %139)
  %168 = tail call noundef float @llvm.fma.f32(float %160, float %166, float %140)
  br label %169

169:                                              ; preds = %153, %144
  %170 = phi float [ %167, %153 ], [ %139, %144 ]
  %171 = phi float [ %168, %153 ], [ %140, %144 ]
  %172 = icmp ne i32 %13, 0
  %173 = icmp sle i32 %13, %5
  %174 = and i1 %172, %173
  br i1 %174, label %175, label %192

175:                                              ; preds = %169
  %176 = add nsw i32 %13, -1
  %177 = zext nneg i32 %176 to i64
  %178 = add i64 %148, %177
  %179 = mul i64 %178, %26
  %180 = getelementptr %struct.__half, ptr %28, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %181) #5, !srcloc !16
  %183 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %181) #5, !srcloc !17
  %184 = mul nsw i32 %6, 6
  %185 = sext i32 %184 to i64
  %186 = getelementptr %struct.__half, ptr %29, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !6
  %188 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %187) #5, !srcloc !16
  %189 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %187) #5, !srcloc !17
  %190 = tail call noundef float @llvm.fma.f32(float %182, float %188, float %170)
  %191 = tail call noundef float @llvm.fma.f32(float %183, float %189, float %171)
  br label %192

192:                                              ; preds = %175, %169
  %193 = phi float [ %190, %175 ], [ %170, %169 ]
  %194 = phi float [ %191, %175 ], [ %171, %169 ]
  %195 = icmp slt i32 %13, %5
  br i1 %195, label %196, label %212

196:                                              ; preds = %192
  %197 = zext nneg i32 %13 to i64
  %198 = add i64 %148, %197
  %199 = mul i64 %198, %26
  %200 = getelementptr %struct.__half, ptr %28, i64 %199
  %201 = load i32, ptr %200, align 4, !tbaa !6
  %202 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %201) #5, !srcloc !16
  %203 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %201) #5, !srcloc !17
  %204 = mul nsw i32 %6, 7
  %205 = sext i32 %204 to i64
  %206 = getelementptr %struct.__half, ptr %29, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %207) #5, !srcloc !16
  %209 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %207) #5, !srcloc !17
  %210 = tail call noundef float @llvm.fma.f32(float %202, float %208, float %193)
  %211 = tail call noundef float @llvm.fma.f32(float %203, float %209, float %194)
  br label %212

212:                                              ; preds = %196, %192
  %213 = phi float [ %210, %196 ], [ %193, %192 ]
  %214 = phi float [ %211, %196 ], [ %194, %192 ]
  %215 = add nuw nsw i32 %13, 1
  %216 = icmp slt i32 %215, %5
  br i1 %216, label %217, label %233

217:                                              ; preds = %212
  %218 = zext nneg i32 %215 to i64
  %219 = add i64 %148, %218
  %220 = mul i64 %219, %26
  %221 = getelementptr %struct.__half, ptr %28, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !6
  %223 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %222) #5, !srcloc !16
  %224 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %222) #5, !srcloc !17
  %225 = shl nsw i32 %6, 3
  %226 = sext i32 %225 to i64
  %227 = getelementptr %struct.__half, ptr %29, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %228) #5, !srcloc !16
  %230 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %228) #5, !srcloc !17
  %231 = tail call noundef float @llvm.fma.f32(float %223, float %229, float %213)
  %232 = tail call noundef float @llvm.fma.f32(float %224, float %230, float %214)
  br label %233

233:                                              ; preds = %217, %212
  %234 = phi float [ %231, %217 ], [ %213, %212 ]
  %235 = phi float [ %232, %217 ], [ %214, %212 ]
  %236 = add nuw nsw i32 %13, 2
  %237 = icmp slt i32 %236, %5
  br i1 %237, label %238, label %254

238:                                              ; preds = %233
  %239 = zext nneg i32 %236 to i64
  %240 = add i64 %148, %239
  %241 = mul i64 %240, %26
  %242 = getelementptr %struct.__half, ptr %28, i64 %241
  %243 = load i32, ptr %242, align 4, !tbaa !6
  %244 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %243) #5, !srcloc !16
  %245 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %243) #5, !srcloc !17
  %246 = mul nsw i32 %6, 9
  %247 = sext i32 %246 to i64
  %248 = getelementptr %struct.__half, ptr %29, i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !6
  %250 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %249) #5, !srcloc !16
  %251 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %249) #5, !srcloc !17
  %252 = tail call noundef float @llvm.fma.f32(float %244, float %250, float %234)
  %253 = tail call noundef float @llvm.fma.f32(float %245, float %251, float %235)
  br label %254

254:                                              ; preds = %233, %238, %138
  %255 = phi float [ %139, %138 ], [ %252, %238 ], [ %234, %233 ]
  %256 = phi float [ %140, %138 ], [ %253, %238 ], [ %235, %233 ]
  %257 = icmp sgt i32 %4, -1
  br i1 %257, label %258, label %367

258:                                              ; preds = %254
  %259 = zext nneg i32 %17 to i64
  %260 = add nuw nsw i64 %24, %259
  %261 = mul i64 %260, %25
  %262 = add nsw i32 %13, -2
  %263 = icmp samesign ugt i32 %13, 1
  %264 = icmp slt i32 %262, %5
  %265 = and i1 %263, %264
  br i1 %265, label %266, label %282

266:                                              ; preds = %258
  %267 = zext nneg i32 %262 to i64
  %268 = add i64 %261, %267
  %269 = mul i64 %268, %26
  %270 = getelementptr %struct.__half, ptr %28, i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !6
  %272 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %271) #5, !srcloc !16
  %273 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %271) #5, !srcloc !17
  %274 = mul nsw i32 %6, 10
  %275 = sext i32 %274 to i64
  %276 = getelementptr %struct.__half, ptr %29, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !6
  %278 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %277) #5, !srcloc !16
  %279 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %277) #5, !srcloc !17
  %280 = tail call noundef float @llvm.fma.f32(float %272, float %278, float %255)
  %281 = tail call noundef float @llvm.fma.f32(float %273, float %279, float %256)
  br label %282

282:                                              ; preds = %266, %258
  %283 = phi float [ %280, %266 ], [ %255, %258 ]
  %284 = phi float [ %281, %266 ], [ %256, %258 ]
  %285 = icmp ne i32 %13, 0
  %286 = icmp sle i32 %13, %5
  %287 = and i1 %285, %286
  br i1 %287, label %288, label %305

288:                                              ; preds = %282
  %289 = add nsw i32 %13, -1
  %290 = zext nneg i32 %289 to i64
  %291 = add i64 %261, %290
  %292 = mul i64 %291, %26
  %293 = getelementptr %struct.__half, ptr %28, i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !6
  %295 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %294) #5, !srcloc !16
  %296 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %294) #5, !srcloc !17
  %297 = mul nsw i32 %6, 11
  %298 = sext i32 %297 to i64
  %299 = getelementptr %struct.__half, ptr %29, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !6
  %301 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %300) #5, !srcloc !16
  %302 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %300) #5, !srcloc !17
  %303 = tail call noundef float @llvm.fma.f32(float %295, float %301, float %283)
  %304 = tail call noundef float @llvm.fma.f32(float %296, float %302, float %284)
  br label %305

305:                                              ; preds = %288, %282
  %306 = phi float [ %303, %288 ], [ %283, %282 ]
  %307 = phi float [ %304, %288 ], [ %284, %282 ]
  %308 = icmp slt i32 %13, %5
  br i1 %308, label %309, label %325

309:                                              ; preds = %305
  %310 = zext nneg i32 %13 to i64
  %311 = add i64 %261, %310
  %312 = mul i64 %311, %26
  %313 = getelementptr %struct.__half, ptr %28, i64 %312
  %314 = load i32, ptr %313, align 4, !tbaa !6
  %315 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %314) #5, !srcloc !16
  %316 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %314) #5, !srcloc !17
  %317 = mul nsw i32 %6, 12
  %318 = sext i32 %317 to i64
  %319 = getelementptr %struct.__half, ptr %29, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !6
  %321 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %320) #5, !srcloc !16
  %322 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %320) #5, !srcloc !17
  %323 = tail call noundef float @llvm.fma.f32(float %315, float %321, float %306)
  %324 = tail call noundef float @llvm.fma.f32(float %316, float %322, float %307)
  br label %325

325:                                              ; preds = %309, %305
  %326 = phi float [ %323, %309 ], [ %306, %305 ]
  %327 = phi float [ %324, %309 ], [ %307, %305 ]
  %328 = add nuw nsw i32 %13, 1
  %329 = icmp slt i32 %328, %5
  br i1 %329, label %330, label %346

330:                                              ; preds = %325
  %331 = zext nneg i32 %328 to i64
  %332 = add i64 %261, %331
  %333 = mul i64 %332, %26
  %334 = getelementptr %struct.__half, ptr %28, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %335) #5, !srcloc !16
  %337 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %335) #5, !srcloc !17
  %338 = mul nsw i32 %6, 13
  %339 = sext i32 %338 to i64
  %340 = getelementptr %struct.__half, ptr %29, i64 %339
  %341 = load i32, ptr %340, align 4, !tbaa !6
  %342 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %341) #5, !srcloc !16
  %343 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %341) #5, !srcloc !17
  %344 = tail call noundef float @llvm.fma.f32(float %336, float %342, float %326)
  %345 = tail call noundef float @llvm.fma.f32(float %337, float %343, float %327)
  br label %346

346:                                              ; preds = %330, %325
  %347 = phi float [ %344, %330 ], [ %326, %325 ]
  %348 = phi float [ %345, %330 ], [ %327, %325 ]
  %349 = add nuw nsw i32 %13, 2
  %350 = icmp slt i32 %349, %5
  br i1 %350, label %351, label %367

351:                                              ; preds = %346
  %352 = zext nneg i32 %349 to i64
  %353 = add i64 %261, %352
  %354 = mul i64 %353, %26
  %355 = getelementptr %struct.__half, ptr %28, i64 %354
  %356 = load i32, ptr %355, align 4, !tbaa !6
  %357 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %356) #5, !srcloc !16
  %358 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %356) #5, !srcloc !17
  %359 = mul nsw i32 %6, 14
  %360 = sext i32 %359 to i64
  %361 = getelementptr %struct.__half, ptr %29, i64 %360
  %362 = load i32, ptr %361, align 4, !tbaa !6
  %363 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %362) #5, !srcloc !16
  %364 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %362) #5, !srcloc !17
  %365 = tail call noundef float @llvm.fma.f32(float %357, float %363, float %347)
  %366 = tail call noundef float @llvm.fma.f32(float %358, float %364, float %348)
  br label %367

367:                                              ; preds = %346, %351, %254
  %368 = phi float [ %255, %254 ], [ %365, %351 ], [ %347, %346 ]
  %369 = phi float [ %256, %254 ], [ %366, %351 ], [ %348, %346 ]
  %370 = add nuw nsw i32 %17, 1
  %371 = icmp slt i32 %370, %4
  br i1 %371, label %372, label %481

372:                                              ; preds = %367
  %373 = zext nneg i32 %370 to i64
  %374 = add nsw i64 %24, %373
  %375 = mul i64 %374, %25
  %376 = add nsw i32 %13, -2
  %377 = icmp samesign ugt i32 %13, 1
  %378 = icmp slt i32 %376, %5
  %379 = and i1 %377, %378
  br i1 %379, label %380, label %396

380:                                              ; preds = %372
  %381 = zext nneg i32 %376 to i64
  %382 = add i64 %375, %381
  %383 = mul i64 %382, %26
  %384 = getelementptr %struct.__half, ptr %28, i64 %383
  %385 = load i32, ptr %384, align 4, !tbaa !6
  %386 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %385) #5, !srcloc !16
  %387 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %385) #5, !srcloc !17
  %388 = mul nsw i32 %6, 15
  %389 = sext i32 %388 to i64
  %390 = getelementptr %struct.__half, ptr %29, i64 %389
  %391 = load i32, ptr %390, align 4, !tbaa !6
  %392 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %391) #5, !srcloc !16
  %393 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %391) #5, !srcloc !17
  %394 = tail call noundef float @llvm.fma.f32(float %386, float %392, float %368)
  %395 = tail call noundef float @llvm.fma.f32(float %387, float %393, float %369)
  br label %396

396:                                              ; preds = %380, %372
  %397 = phi float [ %394, %380 ], [ %368, %372 ]
  %398 = phi float [ %395, %380 ], [ %369, %372 ]
  %399 = icmp ne i32 %13, 0
  %400 = icmp sle i32 %13, %5
  %401 = and i1 %399, %400
  br i1 %401, label %402, label %419

402:                                              ; preds = %396
  %403 = add nsw i32 %13, -1
  %404 = zext nneg i32 %403 to i64
  %405 = add i64 %375, %404
  %406 = mul i64 %405, %26
  %407 = getelementptr %struct.__half, ptr %28, i64 %406
  %408 = load i32, ptr %407, align 4, !tbaa !6
  %409 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %408) #5, !srcloc !16
  %410 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %408) #5, !srcloc !17
  %411 = shl nsw i32 %6, 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr %struct.__half, ptr %29, i64 %412
  %414 = load i32, ptr %413, align 4, !tbaa !6
  %415 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %414) #5, !srcloc !16
  %416 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %414) #5, !srcloc !17
  %417 = tail call noundef float @llvm.fma.f32(float %409, float %415, float %397)
  %418 = tail call noundef float @llvm.fma.f32(float %410, float %416, float %398)
  br label %419

419:                                              ; preds = %402, %396
  %420 = phi float [ %417, %402 ], [ %397, %396 ]
  %421 = phi float [ %418, %402 ], [ %398, %396 ]
  %422 = icmp slt i32 %13, %5
  br i1 %422, label %423, label %439

423:                                              ; preds = %419
  %424 = zext nneg i32 %13 to i64
  %425 = add i64 %375, %424
  %426 = mul i64 %425, %26
  %427 = getelementptr %struct.__half, ptr %28, i64 %426
  %428 = load i32, ptr %427, align 4, !tbaa !6
  %429 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %428) #5, !srcloc !16
  %430 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %428) #5, !srcloc !17
  %431 = mul nsw i32 %6, 17
  %432 = sext i32 %431 to i64
  %433 = getelementptr %struct.__half, ptr %29, i64 %432
  %434 = load i32, ptr %433, align 4, !tbaa !6
  %435 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %434) #5, !srcloc !16
  %436 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %434) #5, !srcloc !17
  %437 = tail call noundef float @llvm.fma.f32(float %429, float %435, float %420)
  %438 = tail call noundef float @llvm.fma.f32(float %430, float %436, float %421)
  br label %439

439:                                              ; preds = %423, %419
  %440 = phi float [ %437, %423 ], [ %420, %419 ]
  %441 = phi float [ %438, %423 ], [ %421, %419 ]
  %442 = add nuw nsw i32 %13, 1
  %443 = icmp slt i32 %442, %5
  br i1 %443, label %444, label %460

444:                                              ; preds = %439
  %445 = zext nneg i32 %442 to i64
  %446 = add i64 %375, %445
  %447 = mul i64 %446, %26
  %448 = getelementptr %struct.__half, ptr %28, i64 %447
  %449 = load i32, ptr %448, align 4, !tbaa !6
  %450 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %449) #5, !srcloc !16
  %451 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %449) #5, !srcloc !17
  %452 = mul nsw i32 %6, 18
  %453 = sext i32 %452 to i64
  %454 = getelementptr %struct.__half, ptr %29, i64 %453
  %455 = load i32, ptr %454, align 4, !tbaa !6
  %456 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %455) #5, !srcloc !16
  %457 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %455) #5, !srcloc !17
  %458 = tail call noundef float @llvm.fma.f32(float %450, float %456, float %440)
  %459 = tail call noundef float @llvm.fma.f32(float %451, float %457, float %441)
  br label %460

460:                                              ; preds = %444, %439
  %461 = phi float [ %458, %444 ], [ %440, %439 ]
  %462 = phi float [ %459, %444 ], [ %441, %439 ]
  %463 = add nuw nsw i32 %13, 2
  %464 = icmp slt i32 %463, %5
  br i1 %464, label %465, label %481

465:                                              ; preds = %460
  %466 = zext nneg i32 %463 to i64
  %467 = add i64 %375, %466
  %468 = mul i64 %467, %26
  %469 = getelementptr %struct.__half, ptr %28, i64 %468
  %470 = load i32, ptr %469, align 4, !tbaa !6
  %471 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %470) #5, !srcloc !16
  %472 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %470) #5, !srcloc !17
  %473 = mul nsw i32 %6, 19
  %474 = sext i32 %473 to i64
  %475 = getelementptr %struct.__half, ptr %29, i64 %474
  %476 = load i32, ptr %475, align 4, !tbaa !6
  %477 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %476) #5, !srcloc !16
  %478 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %476) #5, !srcloc !17
  %479 = tail call noundef float @llvm.fma.f32(float %471, float %477, float %461)
  %480 = tail call noundef float @llvm.fma.f32(float %472, float %478, float %462)
  br label %481

481:                                              ; preds = %460, %465, %367
  %482 = phi float [ %368, %367 ], [ %479, %465 ], [ %461, %460 ]
  %483 = phi float [ %369, %367 ], [ %480, %465 ], [ %462, %460 ]
  %484 = add nuw nsw i32 %17, 2
  %485 = icmp slt i32 %484, %4
  br i1 %485, label %486, label %595

486:                                              ; preds = %481
  %487 = zext nneg i32 %484 to i64
  %488 = add nsw i64 %24, %487
  %489 = mul i64 %488, %25
  %490 = add nsw i32 %13, -2
  %491 = icmp samesign ugt i32 %13, 1
  %492 = icmp slt i32 %490, %5
  %493 = and i1 %491, %492
  br i1 %493, label %494, label %510

494:                                              ; preds = %486
  %495 = zext nneg i32 %490 to i64
  %496 = add i64 %489, %495
  %497 = mul i64 %496, %26
  %498 = getelementptr %struct.__half, ptr %28, i64 %497
  %499 = load i32, ptr %498, align 4, !tbaa !6
  %500 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %499) #5, !srcloc !16
  %501 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %499) #5, !srcloc !17
  %502 = mul nsw i32 %6, 20
  %503 = sext i32 %502 to i64
  %504 = getelementptr %struct.__half, ptr %29, i64 %503
  %505 = load i32, ptr %504, align 4, !tbaa !6
  %506 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %505) #5, !srcloc !16
  %507 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %505) #5, !srcloc !17
  %508 = tail call noundef float @llvm.fma.f32(float %500, float %506, float %482)
  %509 = tail call noundef float @llvm.fma.f32(float %501, float %507, float %483)
  br label %510

510:                                              ; preds = %494, %486
  %511 = phi float [ %508, %494 ], [ %482, %486 ]
  %512 = phi float [ %509, %494 ], [ %483, %486 ]
  %513 = icmp ne i32 %13, 0
  %514 = icmp sle i32 %13, %5
  %515 = and i1 %513, %514
  br i1 %515, label %516, label %533

516:                                              ; preds = %510
  %517 = add nsw i32 %13, -1
  %518 = zext nneg i32 %517 to i64
  %519 = add i64 %489, %518
  %520 = mul i64 %519, %26
  %521 = getelementptr %struct.__half, ptr %28, i64 %520
  %522 = load i32, ptr %521, align 4, !tbaa !6
  %523 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %522) #5, !srcloc !16
  %524 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %522) #5, !srcloc !17
  %525 = mul nsw i32 %6, 21
  %526 = sext i32 %525 to i64
  %527 = getelementptr %struct.__half, ptr %29, i64 %526
  %528 = load i32, ptr %527, align 4, !tbaa !6
  %529 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %528) #5, !srcloc !16
  %530 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %528) #5, !srcloc !17
  %531 = tail call noundef float @llvm.fma.f32(float %523, float %529, float %511)
  %532 = tail call noundef float @llvm.fma.f32(float %524, float %530, float %512)
  br label %533

533:                                              ; preds = %516, %510
  %534 = phi float [ %531, %516 ], [ %511, %510 ]
  %535 = phi float [ %532, %516 ], [ %512, %510 ]
  %536 = icmp slt i32 %13, %5
  br i1 %536, label %537, label %553

537:                                              ; preds = %533
  %538 = zext nneg i32 %13 to i64
  %539 = add i64 %489, %538
  %540 = mul i64 %539, %26
  %541 = getelementptr %struct.__half, ptr %28, i64 %540
  %542 = load i32, ptr %541, align 4, !tbaa !6
  %543 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %542) #5, !srcloc !16
  %544 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %542) #5, !srcloc !17
  %545 = mul nsw i32 %6, 22
  %546 = sext i32 %545 to i64
  %547 = getelementptr %struct.__half, ptr %29, i64 %546
  %548 = load i32, ptr %547, align 4, !tbaa !6
  %549 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %548) #5, !srcloc !16
  %550 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %548) #5, !srcloc !17
  %551 = tail call noundef float @llvm.fma.f32(float %543, float %549, float %534)
  %552 = tail call noundef float @llvm.fma.f32(float %544, float %550, float %535)
  br label %553

553:                                              ; preds = %537, %533
  %554 = phi float [ %551, %537 ], [ %534, %533 ]
  %555 = phi float [ %552, %537 ], [ %535, %533 ]
  %556 = add nuw nsw i32 %13, 1
  %557 = icmp slt i32 %556, %5
  br i1 %557, label %558, label %574

558:                                              ; preds = %553
  %559 = zext nneg i32 %556 to i64
  %560 = add i64 %489, %559
  %561 = mul i64 %560, %26
  %562 = getelementptr %struct.__half, ptr %28, i64 %561
  %563 = load i32, ptr %562, align 4, !tbaa !6
  %564 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %563) #5, !srcloc !16
  %565 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %563) #5, !srcloc !17
  %566 = mul nsw i32 %6, 23
  %567 = sext i32 %566 to i64
  %568 = getelementptr %struct.__half, ptr %29, i64 %567
  %569 = load i32, ptr %568, align 4, !tbaa !6
  %570 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %569) #5, !srcloc !16
  %571 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %569) #5, !srcloc !17
  %572 = tail call noundef float @llvm.fma.f32(float %564, float %570, float %554)
  %573 = tail call noundef float @llvm.fma.f32(float %565, float %571, float %555)
  br label %574

574:                                              ; preds = %558, %553
  %575 = phi float [ %572, %558 ], [ %554, %553 ]
  %576 = phi float [ %573, %558 ], [ %555, %553 ]
  %577 = add nuw nsw i32 %13, 2
  %578 = icmp slt i32 %577, %5
  br i1 %578, label %579, label %595

579:                                              ; preds = %574
  %580 = zext nneg i32 %577 to i64
  %581 = add i64 %489, %580
  %582 = mul i64 %581, %26
  %583 = getelementptr %struct.__half, ptr %28, i64 %582
  %584 = load i32, ptr %583, align 4, !tbaa !6
  %585 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %584) #5, !srcloc !16
  %586 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %584) #5, !srcloc !17
  %587 = mul nsw i32 %6, 24
  %588 = sext i32 %587 to i64
  %589 = getelementptr %struct.__half, ptr %29, i64 %588
  %590 = load i32, ptr %589, align 4, !tbaa !6
  %591 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %590) #5, !srcloc !16
  %592 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %590) #5, !srcloc !17
  %593 = tail call noundef float @llvm.fma.f32(float %585, float %591, float %575)
  %594 = tail call noundef float @llvm.fma.f32(float %586, float %592, float %576)
  br label %595

595:                                              ; preds = %574, %579, %481
  %596 = phi float [ %482, %481 ], [ %593, %579 ], [ %575, %574 ]
  %597 = phi float [ %483, %481 ], [ %594, %579 ], [ %576, %574 ]
  %598 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %596, float %597) #5, !srcloc !18
  %599 = sext i32 %4 to i64
  %600 = mul nsw i64 %22, %599
  %601 = zext nneg i32 %17 to i64
  %602 = add nsw i64 %600, %601
  %603 = sext i32 %5 to i64
  %604 = mul i64 %602, %603
  %605 = zext nneg i32 %13 to i64
  %606 = add i64 %604, %605
  %607 = mul i64 %606, %26
  %608 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %607
  %609 = getelementptr inbounds %struct.__half, ptr %608, i64 %27
  store i32 %598, ptr %609, align 4, !tbaa !6
  br label %610

610:                                              ; preds = %7, %595
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{i64 2156388513, i64 2156388547, i64 2156388584}
!17 = !{i64 2156388698, i64 2156388732, i64 2156388769}
!18 = !{i64 2156237602}
