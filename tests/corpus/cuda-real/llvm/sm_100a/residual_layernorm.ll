; ModuleID = 'residual_layernorm.cu'
source_filename = "residual_layernorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

$_Z24fused_residual_layernormILi1EEvP6__halfS1_PKS0_S3_S3_S3_iif = comdat any

$_Z24fused_residual_layernormILi4EEvP6__halfS1_PKS0_S3_S3_S3_iif = comdat any

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z24fused_residual_layernormILi1EEvP6__halfS1_PKS0_S3_S3_S3_iif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #0 comdat {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = mul i32 %12, %10
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 5
  %16 = add i32 %13, %15
  %17 = icmp slt i32 %16, %6
  br i1 %17, label %18, label %205

18:                                               ; preds = %9
  %19 = shl nuw nsw i32 %14, 3
  %20 = and i32 %19, 248
  %21 = icmp slt i32 %20, %7
  %22 = sext i32 %16 to i64
  %23 = zext nneg i32 %7 to i64
  %24 = mul nsw i64 %23, %22
  %25 = zext nneg i32 %20 to i64
  br i1 %21, label %50, label %94

26:                                               ; preds = %94
  %27 = fsub contract float %95, %115
  %28 = fmul contract float %27, %27
  %29 = fsub contract float %96, %115
  %30 = fmul contract float %29, %29
  %31 = fadd contract float %28, %30
  %32 = fsub contract float %97, %115
  %33 = fmul contract float %32, %32
  %34 = fadd contract float %31, %33
  %35 = fsub contract float %98, %115
  %36 = fmul contract float %35, %35
  %37 = fadd contract float %34, %36
  %38 = fsub contract float %99, %115
  %39 = fmul contract float %38, %38
  %40 = fadd contract float %37, %39
  %41 = fsub contract float %100, %115
  %42 = fmul contract float %41, %41
  %43 = fadd contract float %40, %42
  %44 = fsub contract float %101, %115
  %45 = fmul contract float %44, %44
  %46 = fadd contract float %43, %45
  %47 = fsub contract float %102, %115
  %48 = fmul contract float %47, %47
  %49 = fadd contract float %46, %48
  br label %116

50:                                               ; preds = %18
  %51 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %24
  %52 = getelementptr inbounds nuw %struct.__half, ptr %51, i64 %25
  %53 = getelementptr inbounds nuw %struct.__half, ptr %3, i64 %24
  %54 = getelementptr inbounds nuw %struct.__half, ptr %53, i64 %25
  %55 = getelementptr inbounds nuw %struct.__half, ptr %2, i64 %24
  %56 = getelementptr inbounds nuw %struct.__half, ptr %55, i64 %25
  %57 = load i32, ptr %56, align 16, !tbaa !6
  %58 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %61 = load i32, ptr %60, align 8, !tbaa !6
  %62 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = load i32, ptr %54, align 16, !tbaa !6
  %65 = getelementptr inbounds nuw i8, ptr %54, i64 4
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %68 = load i32, ptr %67, align 8, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %54, i64 12
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %57, i32 %64) #4, !srcloc !11
  %72 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %71) #4, !srcloc !12
  %73 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %71) #4, !srcloc !13
  %74 = fadd contract float %72, %73
  %75 = fadd contract float %74, 0.000000e+00
  %76 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %59, i32 %66) #4, !srcloc !11
  %77 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %76) #4, !srcloc !12
  %78 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %76) #4, !srcloc !13
  %79 = fadd contract float %77, %78
  %80 = fadd contract float %75, %79
  %81 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %61, i32 %68) #4, !srcloc !11
  %82 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %81) #4, !srcloc !12
  %83 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %81) #4, !srcloc !13
  %84 = fadd contract float %82, %83
  %85 = fadd contract float %80, %84
  %86 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %63, i32 %70) #4, !srcloc !11
  %87 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %86) #4, !srcloc !12
  %88 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %86) #4, !srcloc !13
  %89 = fadd contract float %87, %88
  %90 = fadd contract float %85, %89
  store i32 %71, ptr %52, align 16, !tbaa !6
  %91 = getelementptr inbounds nuw i8, ptr %52, i64 4
  store i32 %76, ptr %91, align 4, !tbaa !6
  %92 = getelementptr inbounds nuw i8, ptr %52, i64 8
  store i32 %81, ptr %92, align 8, !tbaa !6
  %93 = getelementptr inbounds nuw i8, ptr %52, i64 12
  store i32 %86, ptr %93, align 4, !tbaa !6
  br label %94

94:                                               ; preds = %18, %50
  %95 = phi float [ %72, %50 ], [ 0.000000e+00, %18 ]
  %96 = phi float [ %73, %50 ], [ 0.000000e+00, %18 ]
  %97 = phi float [ %77, %50 ], [ 0.000000e+00, %18 ]
  %98 = phi float [ %78, %50 ], [ 0.000000e+00, %18 ]
  %99 = phi float [ %82, %50 ], [ 0.000000e+00, %18 ]
  %100 = phi float [ %83, %50 ], [ 0.000000e+00, %18 ]
  %101 = phi float [ %87, %50 ], [ 0.000000e+00, %18 ]
  %102 = phi float [ %88, %50 ], [ 0.000000e+00, %18 ]
  %103 = phi float [ %90, %50 ], [ 0.000000e+00, %18 ]
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 16, i32 31)
  %105 = fadd contract float %103, %104
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %105, i32 8, i32 31)
  %107 = fadd contract float %105, %106
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 4, i32 31)
  %109 = fadd contract float %107, %108
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 2, i32 31)
  %111 = fadd contract float %109, %110
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %111, i32 1, i32 31)
  %113 = fadd contract float %111, %112
  %114 = sitofp i32 %7 to float
  %115 = fdiv contract float %113, %114
  br i1 %21, label %26, label %116

116:                                              ; preds = %26, %94
  %117 = phi float [ 0.000000e+00, %94 ], [ %49, %26 ]
  %118 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %117, i32 16, i32 31)
  %119 = fadd contract float %117, %118
  %120 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %119, i32 8, i32 31)
  %121 = fadd contract float %119, %120
  %122 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %121, i32 4, i32 31)
  %123 = fadd contract float %121, %122
  %124 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %123, i32 2, i32 31)
  %125 = fadd contract float %123, %124
  %126 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %125, i32 1, i32 31)
  br i1 %21, label %127, label %205

127:                                              ; preds = %116
  %128 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %24
  %129 = getelementptr inbounds nuw %struct.__half, ptr %128, i64 %25
  %130 = fadd contract float %125, %126
  %131 = fdiv contract float %130, %114
  %132 = fadd contract float %8, %131
  %133 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %132)
  %134 = getelementptr inbounds nuw %struct.__half, ptr %5, i64 %25
  %135 = getelementptr inbounds nuw %struct.__half, ptr %4, i64 %25
  %136 = load i32, ptr %135, align 16, !tbaa !6
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 4
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = getelementptr inbounds nuw i8, ptr %135, i64 8
  %140 = load i32, ptr %139, align 8, !tbaa !6
  %141 = getelementptr inbounds nuw i8, ptr %135, i64 12
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = load i32, ptr %134, align 16, !tbaa !6
  %144 = getelementptr inbounds nuw i8, ptr %134, i64 4
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = getelementptr inbounds nuw i8, ptr %134, i64 8
  %147 = load i32, ptr %146, align 8, !tbaa !6
  %148 = getelementptr inbounds nuw i8, ptr %134, i64 12
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %136) #4, !srcloc !12
  %151 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %136) #4, !srcloc !13
  %152 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %143) #4, !srcloc !12
  %153 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %143) #4, !srcloc !13
  %154 = fsub contract float %95, %115
  %155 = fmul contract float %133, %154
  %156 = fmul contract float %150, %155
  %157 = fadd contract float %152, %156
  %158 = fsub contract float %96, %115
  %159 = fmul contract float %133, %158
  %160 = fmul contract float %151, %159
  %161 = fadd contract float %153, %160
  %162 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %157, float %161) #4, !srcloc !14
  %163 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %138) #4, !srcloc !12
  %164 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %138) #4, !srcloc !13
  %165 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %145) #4, !srcloc !12
  %166 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %145) #4, !srcloc !13
  %167 = fsub contract float %97, %115
  %168 = fmul contract float %133, %167
  %169 = fmul contract float %163, %168
  %170 = fadd contract float %165, %169
  %171 = fsub contract float %98, %115
  %172 = fmul contract float %133, %171
  %173 = fmul contract float %164, %172
  %174 = fadd contract float %166, %173
  %175 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %170, float %174) #4, !srcloc !14
  %176 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %140) #4, !srcloc !12
  %177 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %140) #4, !srcloc !13
  %178 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %147) #4, !srcloc !12
  %179 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %147) #4, !srcloc !13
  %180 = fsub contract float %99, %115
  %181 = fmul contract float %133, %180
  %182 = fmul contract float %176, %181
  %183 = fadd contract float %178, %182
  %184 = fsub contract float %100, %115
  %185 = fmul contract float %133, %184
  %186 = fmul contract float %177, %185
  %187 = fadd contract float %179, %186
  %188 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %183, float %187) #4, !srcloc !14
  %189 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %142) #4, !srcloc !12
  %190 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %142) #4, !srcloc !13
  %191 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %149) #4, !srcloc !12
  %192 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %149) #4, !srcloc !13
  %193 = fsub contract float %101, %115
  %194 = fmul contract float %133, %193
  %195 = fmul contract float %189, %194
  %196 = fadd contract float %191, %195
  %197 = fsub contract float %102, %115
  %198 = fmul contract float %133, %197
  %199 = fmul contract float %190, %198
  %200 = fadd contract float %192, %199
  %201 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %196, float %200) #4, !srcloc !14
  store i32 %162, ptr %129, align 16, !tbaa !6
  %202 = getelementptr inbounds nuw i8, ptr %129, i64 4
  store i32 %175, ptr %202, align 4, !tbaa !6
  %203 = getelementptr inbounds nuw i8, ptr %129, i64 8
  store i32 %188, ptr %203, align 8, !tbaa !6
  %204 = getelementptr inbounds nuw i8, ptr %129, i64 12
  store i32 %201, ptr %204, align 4, !tbaa !6
  br label %205

205:                                              ; preds = %127, %116, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z24fused_residual_layernormILi4EEvP6__halfS1_PKS0_S3_S3_S3_iif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #0 comdat {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = mul i32 %12, %10
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = lshr i32 %14, 5
  %16 = add i32 %13, %15
  %17 = icmp slt i32 %16, %6
  br i1 %17, label %18, label %674

18:                                               ; preds = %9
  %19 = shl nuw nsw i32 %14, 3
  %20 = and i32 %19, 248
  %21 = sext i32 %16 to i64
  %22 = sext i32 %7 to i64
  %23 = mul nsw i64 %22, %21
  %24 = getelementptr inbounds nuw %struct.__half, ptr %2, i64 %23
  %25 = getelementptr inbounds nuw %struct.__half, ptr %3, i64 %23
  %26 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %23
  %27 = icmp slt i32 %20, %7
  br i1 %27, label %28, label %70

28:                                               ; preds = %18
  %29 = zext nneg i32 %20 to i64
  %30 = getelementptr inbounds nuw %struct.__half, ptr %24, i64 %29
  %31 = load i32, ptr %30, align 16, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw %struct.__half, ptr %25, i64 %29
  %39 = load i32, ptr %38, align 16, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %43 = load i32, ptr %42, align 8, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %38, i64 12
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %31, i32 %39) #4, !srcloc !11
  %47 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %46) #4, !srcloc !12
  %48 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %46) #4, !srcloc !13
  %49 = fadd contract float %47, %48
  %50 = fadd contract float %49, 0.000000e+00
  %51 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %33, i32 %41) #4, !srcloc !11
  %52 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %51) #4, !srcloc !12
  %53 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %51) #4, !srcloc !13
  %54 = fadd contract float %52, %53
  %55 = fadd contract float %50, %54
  %56 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %35, i32 %43) #4, !srcloc !11
  %57 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %56) #4, !srcloc !12
  %58 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %56) #4, !srcloc !13
  %59 = fadd contract float %57, %58
  %60 = fadd contract float %55, %59
  %61 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %37, i32 %45) #4, !srcloc !11
  %62 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %61) #4, !srcloc !12
  %63 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %61) #4, !srcloc !13
  %64 = fadd contract float %62, %63
  %65 = fadd contract float %60, %64
  %66 = getelementptr inbounds nuw %struct.__half, ptr %26, i64 %29
  store i32 %46, ptr %66, align 16, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 4
  store i32 %51, ptr %67, align 4, !tbaa !6
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %56, ptr %68, align 8, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %66, i64 12
  store i32 %61, ptr %69, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %18, %28
  %71 = phi float [ %63, %28 ], [ 0.000000e+00, %18 ]
  %72 = phi float [ %62, %28 ], [ 0.000000e+00, %18 ]
  %73 = phi float [ %58, %28 ], [ 0.000000e+00, %18 ]
  %74 = phi float [ %57, %28 ], [ 0.000000e+00, %18 ]
  %75 = phi float [ %53, %28 ], [ 0.000000e+00, %18 ]
  %76 = phi float [ %52, %28 ], [ 0.000000e+00, %18 ]
  %77 = phi float [ %48, %28 ], [ 0.000000e+00, %18 ]
  %78 = phi float [ %47, %28 ], [ 0.000000e+00, %18 ]
  %79 = phi float [ %65, %28 ], [ 0.000000e+00, %18 ]
  %80 = or disjoint i32 %20, 256
  %81 = icmp slt i32 %80, %7
  br i1 %81, label %82, label %124

82:                                               ; preds = %70
  %83 = zext nneg i32 %80 to i64
  %84 = getelementptr inbounds nuw %struct.__half, ptr %24, i64 %83
  %85 = load i32, ptr %84, align 16, !tbaa !6
  %86 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = getelementptr inbounds nuw i8, ptr %84, i64 8
  %89 = load i32, ptr %88, align 8, !tbaa !6
  %90 = getelementptr inbounds nuw i8, ptr %84, i64 12
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = getelementptr inbounds nuw %struct.__half, ptr %25, i64 %83
  %93 = load i32, ptr %92, align 16, !tbaa !6
  %94 = getelementptr inbounds nuw i8, ptr %92, i64 4
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds nuw i8, ptr %92, i64 8
  %97 = load i32, ptr %96, align 8, !tbaa !6
  %98 = getelementptr inbounds nuw i8, ptr %92, i64 12
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %85, i32 %93) #4, !srcloc !11
  %101 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %100) #4, !srcloc !12
  %102 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %100) #4, !srcloc !13
  %103 = fadd contract float %101, %102
  %104 = fadd contract float %79, %103
  %105 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %87, i32 %95) #4, !srcloc !11
  %106 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %105) #4, !srcloc !12
  %107 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %105) #4, !srcloc !13
  %108 = fadd contract float %106, %107
  %109 = fadd contract float %104, %108
  %110 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %89, i32 %97) #4, !srcloc !11
  %111 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %110) #4, !srcloc !12
  %112 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %110) #4, !srcloc !13
  %113 = fadd contract float %111, %112
  %114 = fadd contract float %109, %113
  %115 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %91, i32 %99) #4, !srcloc !11
  %116 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %115) #4, !srcloc !12
  %117 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %115) #4, !srcloc !13
  %118 = fadd contract float %116, %117
  %119 = fadd contract float %114, %118
  %120 = getelementptr inbounds nuw %struct.__half, ptr %26, i64 %83
  store i32 %100, ptr %120, align 16, !tbaa !6
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 4
  store i32 %105, ptr %121, align 4, !tbaa !6
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 8
  store i32 %110, ptr %122, align 8, !tbaa !6
  %123 = getelementptr inbounds nuw i8, ptr %120, i64 12
  store i32 %115, ptr %123, align 4, !tbaa !6
  br label %124

124:                                              ; preds = %70, %82
  %125 = phi float [ %117, %82 ], [ 0.000000e+00, %70 ]
  %126 = phi float [ %116, %82 ], [ 0.000000e+00, %70 ]
  %127 = phi float [ %112, %82 ], [ 0.000000e+00, %70 ]
  %128 = phi float [ %111, %82 ], [ 0.000000e+00, %70 ]
  %129 = phi float [ %107, %82 ], [ 0.000000e+00, %70 ]
  %130 = phi float [ %106, %82 ], [ 0.000000e+00, %70 ]
  %131 = phi float [ %102, %82 ], [ 0.000000e+00, %70 ]
  %132 = phi float [ %101, %82 ], [ 0.000000e+00, %70 ]
  %133 = phi float [ %119, %82 ], [ %79, %70 ]
  %134 = or disjoint i32 %20, 512
  %135 = icmp slt i32 %134, %7
  br i1 %135, label %136, label %178

136:                                              ; preds = %124
  %137 = zext nneg i32 %134 to i64
  %138 = getelementptr inbounds nuw %struct.__half, ptr %24, i64 %137
  %139 = load i32, ptr %138, align 16, !tbaa !6
  %140 = getelementptr inbounds nuw i8, ptr %138, i64 4
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = getelementptr inbounds nuw i8, ptr %138, i64 8
  %143 = load i32, ptr %142, align 8, !tbaa !6
  %144 = getelementptr inbounds nuw i8, ptr %138, i64 12
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = getelementptr inbounds nuw %struct.__half, ptr %25, i64 %137
  %147 = load i32, ptr %146, align 16, !tbaa !6
  %148 = getelementptr inbounds nuw i8, ptr %146, i64 4
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = getelementptr inbounds nuw i8, ptr %146, i64 8
  %151 = load i32, ptr %150, align 8, !tbaa !6
  %152 = getelementptr inbounds nuw i8, ptr %146, i64 12
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %139, i32 %147) #4, !srcloc !11
  %155 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %154) #4, !srcloc !12
  %156 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %154) #4, !srcloc !13
  %157 = fadd contract float %155, %156
  %158 = fadd contract float %133, %157
  %159 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %141, i32 %149) #4, !srcloc !11
  %160 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %159) #4, !srcloc !12
  %161 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %159) #4, !srcloc !13
  %162 = fadd contract float %160, %161
  %163 = fadd contract float %158, %162
  %164 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %143, i32 %151) #4, !srcloc !11
  %165 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %164) #4, !srcloc !12
  %166 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %164) #4, !srcloc !13
  %167 = fadd contract float %165, %166
  %168 = fadd contract float %163, %167
  %169 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %145, i32 %153) #4, !srcloc !11
  %170 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %169) #4, !srcloc !12
  %171 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %169) #4, !srcloc !13
  %172 = fadd contract float %170, %171
  %173 = fadd contract float %168, %172
  %174 = getelementptr inbounds nuw %struct.__half, ptr %26, i64 %137
  store i32 %154, ptr %174, align 16, !tbaa !6
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 4
  store i32 %159, ptr %175, align 4, !tbaa !6
  %176 = getelementptr inbounds nuw i8, ptr %174, i64 8
  store i32 %164, ptr %176, align 8, !tbaa !6
  %177 = getelementptr inbounds nuw i8, ptr %174, i64 12
  store i32 %169, ptr %177, align 4, !tbaa !6
  br label %178

178:                                              ; preds = %124, %136
  %179 = phi float [ %171, %136 ], [ 0.000000e+00, %124 ]
  %180 = phi float [ %170, %136 ], [ 0.000000e+00, %124 ]
  %181 = phi float [ %166, %136 ], [ 0.000000e+00, %124 ]
  %182 = phi float [ %165, %136 ], [ 0.000000e+00, %124 ]
  %183 = phi float [ %161, %136 ], [ 0.000000e+00, %124 ]
  %184 = phi float [ %160, %136 ], [ 0.000000e+00, %124 ]
  %185 = phi float [ %156, %136 ], [ 0.000000e+00, %124 ]
  %186 = phi float [ %155, %136 ], [ 0.000000e+00, %124 ]
  %187 = phi float [ %173, %136 ], [ %133, %124 ]
  %188 = or disjoint i32 %20, 768
  %189 = icmp slt i32 %188, %7
  br i1 %189, label %190, label %232

190:                                              ; preds = %178
  %191 = zext nneg i32 %188 to i64
  %192 = getelementptr inbounds nuw %struct.__half, ptr %24, i64 %191
  %193 = load i32, ptr %192, align 16, !tbaa !6
  %194 = getelementptr inbounds nuw i8, ptr %192, i64 4
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = getelementptr inbounds nuw i8, ptr %192, i64 8
  %197 = load i32, ptr %196, align 8, !tbaa !6
  %198 = getelementptr inbounds nuw i8, ptr %192, i64 12
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = getelementptr inbounds nuw %struct.__half, ptr %25, i64 %191
  %201 = load i32, ptr %200, align 16, !tbaa !6
  %202 = getelementptr inbounds nuw i8, ptr %200, i64 4
  %203 = load i32, ptr %202, align 4, !tbaa !6
  %204 = getelementptr inbounds nuw i8, ptr %200, i64 8
  %205 = load i32, ptr %204, align 8, !tbaa !6
  %206 = getelementptr inbounds nuw i8, ptr %200, i64 12
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %193, i32 %201) #4, !srcloc !11
  %209 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %208) #4, !srcloc !12
  %210 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %208) #4, !srcloc !13
  %211 = fadd contract float %209, %210
  %212 = fadd contract float %187, %211
  %213 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %195, i32 %203) #4, !srcloc !11
  %214 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %213) #4, !srcloc !12
  %215 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %213) #4, !srcloc !13
  %216 = fadd contract float %214, %215
  %217 = fadd contract float %212, %216
  %218 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %197, i32 %205) #4, !srcloc !11
  %219 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %218) #4, !srcloc !12
  %220 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %218) #4, !srcloc !13
  %221 = fadd contract float %219, %220
  %222 = fadd contract float %217, %221
  %223 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %199, i32 %207) #4, !srcloc !11
  %224 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %223) #4, !srcloc !12
  %225 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %223) #4, !srcloc !13
  %226 = fadd contract float %224, %225
  %227 = fadd contract float %222, %226
  %228 = getelementptr inbounds nuw %struct.__half, ptr %26, i64 %191
  store i32 %208, ptr %228, align 16, !tbaa !6
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 4
  store i32 %213, ptr %229, align 4, !tbaa !6
  %230 = getelementptr inbounds nuw i8, ptr %228, i64 8
  store i32 %218, ptr %230, align 8, !tbaa !6
  %231 = getelementptr inbounds nuw i8, ptr %228, i64 12
  store i32 %223, ptr %231, align 4, !tbaa !6
  br label %232

232:                                              ; preds = %178, %190
  %233 = phi float [ %225, %190 ], [ 0.000000e+00, %178 ]
  %234 = phi float [ %224, %190 ], [ 0.000000e+00, %178 ]
  %235 = phi float [ %220, %190 ], [ 0.000000e+00, %178 ]
  %236 = phi float [ %219, %190 ], [ 0.000000e+00, %178 ]
  %237 = phi float [ %215, %190 ], [ 0.000000e+00, %178 ]
  %238 = phi float [ %214, %190 ], [ 0.000000e+00, %178 ]
  %239 = phi float [ %210, %190 ], [ 0.000000e+00, %178 ]
  %240 = phi float [ %209, %190 ], [ 0.000000e+00, %178 ]
  %241 = phi float [ %227, %190 ], [ %187, %178 ]
  %242 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %241, i32 16, i32 31)
  %243 = fadd contract float %241, %242
  %244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 8, i32 31)
  %245 = fadd contract float %243, %244
  %246 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %245, i32 4, i32 31)
  %247 = fadd contract float %245, %246
  %248 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %247, i32 2, i32 31)
  %249 = fadd contract float %247, %248
  %250 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 1, i32 31)
  %251 = fadd contract float %249, %250
  %252 = sitofp i32 %7 to float
  %253 = fdiv contract float %251, %252
  br i1 %27, label %254, label %278

254:                                              ; preds = %232
  %255 = fsub contract float %78, %253
  %256 = fmul contract float %255, %255
  %257 = fsub contract float %77, %253
  %258 = fmul contract float %257, %257
  %259 = fadd contract float %256, %258
  %260 = fsub contract float %76, %253
  %261 = fmul contract float %260, %260
  %262 = fadd contract float %259, %261
  %263 = fsub contract float %75, %253
  %264 = fmul contract float %263, %263
  %265 = fadd contract float %262, %264
  %266 = fsub contract float %74, %253
  %267 = fmul contract float %266, %266
  %268 = fadd contract float %265, %267
  %269 = fsub contract float %73, %253
  %270 = fmul contract float %269, %269
  %271 = fadd contract float %268, %270
  %272 = fsub contract float %72, %253
  %273 = fmul contract float %272, %272
  %274 = fadd contract float %271, %273
  %275 = fsub contract float %71, %253
  %276 = fmul contract float %275, %275
  %277 = fadd contract float %274, %276
  br label %278

278:                                              ; preds = %254, %232
  %279 = phi float [ 0.000000e+00, %232 ], [ %277, %254 ]
  br i1 %81, label %280, label %305

280:                                              ; preds = %278
  %281 = fsub contract float %132, %253
  %282 = fmul contract float %281, %281
  %283 = fadd contract float %279, %282
  %284 = fsub contract float %131, %253
  %285 = fmul contract float %284, %284
  %286 = fadd contract float %283, %285
  %287 = fsub contract float %130, %253
  %288 = fmul contract float %287, %287
  %289 = fadd contract float %286, %288
  %290 = fsub contract float %129, %253
  %291 = fmul contract float %290, %290
  %292 = fadd contract float %289, %291
  %293 = fsub contract float %128, %253
  %294 = fmul contract float %293, %293
  %295 = fadd contract float %292, %294
  %296 = fsub contract float %127, %253
  %297 = fmul contract float %296, %296
  %298 = fadd contract float %295, %297
  %299 = fsub contract float %126, %253
  %300 = fmul contract float %299, %299
  %301 = fadd contract float %298, %300
  %302 = fsub contract float %125, %253
  %303 = fmul contract float %302, %302
  %304 = fadd contract float %301, %303
  br label %305

305:                                              ; preds = %280, %278
  %306 = phi float [ %279, %278 ], [ %304, %280 ]
  br i1 %135, label %307, label %332

307:                                              ; preds = %305
  %308 = fsub contract float %186, %253
  %309 = fmul contract float %308, %308
  %310 = fadd contract float %306, %309
  %311 = fsub contract float %185, %253
  %312 = fmul contract float %311, %311
  %313 = fadd contract float %310, %312
  %314 = fsub contract float %184, %253
  %315 = fmul contract float %314, %314
  %316 = fadd contract float %313, %315
  %317 = fsub contract float %183, %253
  %318 = fmul contract float %317, %317
  %319 = fadd contract float %316, %318
  %320 = fsub contract float %182, %253
  %321 = fmul contract float %320, %320
  %322 = fadd contract float %319, %321
  %323 = fsub contract float %181, %253
  %324 = fmul contract float %323, %323
  %325 = fadd contract float %322, %324
  %326 = fsub contract float %180, %253
  %327 = fmul contract float %326, %326
  %328 = fadd contract float %325, %327
  %329 = fsub contract float %179, %253
  %330 = fmul contract float %329, %329
  %331 = fadd contract float %328, %330
  br label %332

332:                                              ; preds = %307, %305
  %333 = phi float [ %306, %305 ], [ %331, %307 ]
  br i1 %189, label %334, label %359

334:                                              ; preds = %332
  %335 = fsub contract float %240, %253
  %336 = fmul contract float %335, %335
  %337 = fadd contract float %333, %336
  %338 = fsub contract float %239, %253
  %339 = fmul contract float %338, %338
  %340 = fadd contract float %337, %339
  %341 = fsub contract float %238, %253
  %342 = fmul contract float %341, %341
  %343 = fadd contract float %340, %342
  %344 = fsub contract float %237, %253
  %345 = fmul contract float %344, %344
  %346 = fadd contract float %343, %345
  %347 = fsub contract float %236, %253
  %348 = fmul contract float %347, %347
  %349 = fadd contract float %346, %348
  %350 = fsub contract float %235, %253
  %351 = fmul contract float %350, %350
  %352 = fadd contract float %349, %351
  %353 = fsub contract float %234, %253
  %354 = fmul contract float %353, %353
  %355 = fadd contract float %352, %354
  %356 = fsub contract float %233, %253
  %357 = fmul contract float %356, %356
  %358 = fadd contract float %355, %357
  br label %359

359:                                              ; preds = %334, %332
  %360 = phi float [ %333, %332 ], [ %358, %334 ]
  %361 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %360, i32 16, i32 31)
  %362 = fadd contract float %360, %361
  %363 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %362, i32 8, i32 31)
  %364 = fadd contract float %362, %363
  %365 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %364, i32 4, i32 31)
  %366 = fadd contract float %364, %365
  %367 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %366, i32 2, i32 31)
  %368 = fadd contract float %366, %367
  %369 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %368, i32 1, i32 31)
  %370 = fadd contract float %368, %369
  %371 = fdiv contract float %370, %252
  %372 = fadd contract float %8, %371
  %373 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %372)
  %374 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %23
  br i1 %27, label %375, label %449

375:                                              ; preds = %359
  %376 = zext nneg i32 %20 to i64
  %377 = getelementptr inbounds nuw %struct.__half, ptr %4, i64 %376
  %378 = load i32, ptr %377, align 16, !tbaa !6
  %379 = getelementptr inbounds nuw i8, ptr %377, i64 4
  %380 = load i32, ptr %379, align 4, !tbaa !6
  %381 = getelementptr inbounds nuw i8, ptr %377, i64 8
  %382 = load i32, ptr %381, align 8, !tbaa !6
  %383 = getelementptr inbounds nuw i8, ptr %377, i64 12
  %384 = load i32, ptr %383, align 4, !tbaa !6
  %385 = getelementptr inbounds nuw %struct.__half, ptr %5, i64 %376
  %386 = load i32, ptr %385, align 16, !tbaa !6
  %387 = getelementptr inbounds nuw i8, ptr %385, i64 4
  %388 = load i32, ptr %387, align 4, !tbaa !6
  %389 = getelementptr inbounds nuw i8, ptr %385, i64 8
  %390 = load i32, ptr %389, align 8, !tbaa !6
  %391 = getelementptr inbounds nuw i8, ptr %385, i64 12
  %392 = load i32, ptr %391, align 4, !tbaa !6
  %393 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %378) #4, !srcloc !12
  %394 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %378) #4, !srcloc !13
  %395 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %386) #4, !srcloc !12
  %396 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %386) #4, !srcloc !13
  %397 = fsub contract float %78, %253
  %398 = fmul contract float %373, %397
  %399 = fmul contract float %393, %398
  %400 = fadd contract float %395, %399
  %401 = fsub contract float %77, %253
  %402 = fmul contract float %373, %401
  %403 = fmul contract float %394, %402
  %404 = fadd contract float %396, %403
  %405 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %400, float %404) #4, !srcloc !14
  %406 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %380) #4, !srcloc !12
  %407 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %380) #4, !srcloc !13
  %408 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %388) #4, !srcloc !12
  %409 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %388) #4, !srcloc !13
  %410 = fsub contract float %76, %253
  %411 = fmul contract float %373, %410
  %412 = fmul contract float %406, %411
  %413 = fadd contract float %408, %412
  %414 = fsub contract float %75, %253
  %415 = fmul contract float %373, %414
  %416 = fmul contract float %407, %415
  %417 = fadd contract float %409, %416
  %418 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %413, float %417) #4, !srcloc !14
  %419 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %382) #4, !srcloc !12
  %420 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %382) #4, !srcloc !13
  %421 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %390) #4, !srcloc !12
  %422 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %390) #4, !srcloc !13
  %423 = fsub contract float %74, %253
  %424 = fmul contract float %373, %423
  %425 = fmul contract float %419, %424
  %426 = fadd contract float %421, %425
  %427 = fsub contract float %73, %253
  %428 = fmul contract float %373, %427
  %429 = fmul contract float %420, %428
  %430 = fadd contract float %422, %429
  %431 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %426, float %430) #4, !srcloc !14
  %432 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %384) #4, !srcloc !12
  %433 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %384) #4, !srcloc !13
  %434 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %392) #4, !srcloc !12
  %435 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %392) #4, !srcloc !13
  %436 = fsub contract float %72, %253
  %437 = fmul contract float %373, %436
  %438 = fmul contract float %432, %437
  %439 = fadd contract float %434, %438
  %440 = fsub contract float %71, %253
  %441 = fmul contract float %373, %440
  %442 = fmul contract float %433, %441
  %443 = fadd contract float %435, %442
  %444 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %439, float %443) #4, !srcloc !14
  %445 = getelementptr inbounds nuw %struct.__half, ptr %374, i64 %376
  store i32 %405, ptr %445, align 16, !tbaa !6
  %446 = getelementptr inbounds nuw i8, ptr %445, i64 4
  store i32 %418, ptr %446, align 4, !tbaa !6
  %447 = getelementptr inbounds nuw i8, ptr %445, i64 8
  store i32 %431, ptr %447, align 8, !tbaa !6
  %448 = getelementptr inbounds nuw i8, ptr %445, i64 12
  store i32 %444, ptr %448, align 4, !tbaa !6
  br label %449

449:                                              ; preds = %359, %375
  br i1 %81, label %450, label %524

450:                                              ; preds = %449
  %451 = zext nneg i32 %80 to i64
  %452 = getelementptr inbounds nuw %struct.__half, ptr %4, i64 %451
  %453 = load i32, ptr %452, align 16, !tbaa !6
  %454 = getelementptr inbounds nuw i8, ptr %452, i64 4
  %455 = load i32, ptr %454, align 4, !tbaa !6
  %456 = getelementptr inbounds nuw i8, ptr %452, i64 8
  %457 = load i32, ptr %456, align 8, !tbaa !6
  %458 = getelementptr inbounds nuw i8, ptr %452, i64 12
  %459 = load i32, ptr %458, align 4, !tbaa !6
  %460 = getelementptr inbounds nuw %struct.__half, ptr %5, i64 %451
  %461 = load i32, ptr %460, align 16, !tbaa !6
  %462 = getelementptr inbounds nuw i8, ptr %460, i64 4
  %463 = load i32, ptr %462, align 4, !tbaa !6
  %464 = getelementptr inbounds nuw i8, ptr %460, i64 8
  %465 = load i32, ptr %464, align 8, !tbaa !6
  %466 = getelementptr inbounds nuw i8, ptr %460, i64 12
  %467 = load i32, ptr %466, align 4, !tbaa !6
  %468 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %453) #4, !srcloc !12
  %469 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %453) #4, !srcloc !13
  %470 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %461) #4, !srcloc !12
  %471 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %461) #4, !srcloc !13
  %472 = fsub contract float %132, %253
  %473 = fmul contract float %373, %472
  %474 = fmul contract float %468, %473
  %475 = fadd contract float %470, %474
  %476 = fsub contract float %131, %253
  %477 = fmul contract float %373, %476
  %478 = fmul contract float %469, %477
  %479 = fadd contract float %471, %478
  %480 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %475, float %479) #4, !srcloc !14
  %481 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %455) #4, !srcloc !12
  %482 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %455) #4, !srcloc !13
  %483 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %463) #4, !srcloc !12
  %484 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %463) #4, !srcloc !13
  %485 = fsub contract float %130, %253
  %486 = fmul contract float %373, %485
  %487 = fmul contract float %481, %486
  %488 = fadd contract float %483, %487
  %489 = fsub contract float %129, %253
  %490 = fmul contract float %373, %489
  %491 = fmul contract float %482, %490
  %492 = fadd contract float %484, %491
  %493 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %488, float %492) #4, !srcloc !14
  %494 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %457) #4, !srcloc !12
  %495 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %457) #4, !srcloc !13
  %496 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %465) #4, !srcloc !12
  %497 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %465) #4, !srcloc !13
  %498 = fsub contract float %128, %253
  %499 = fmul contract float %373, %498
  %500 = fmul contract float %494, %499
  %501 = fadd contract float %496, %500
  %502 = fsub contract float %127, %253
  %503 = fmul contract float %373, %502
  %504 = fmul contract float %495, %503
  %505 = fadd contract float %497, %504
  %506 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %501, float %505) #4, !srcloc !14
  %507 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %459) #4, !srcloc !12
  %508 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %459) #4, !srcloc !13
  %509 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %467) #4, !srcloc !12
  %510 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %467) #4, !srcloc !13
  %511 = fsub contract float %126, %253
  %512 = fmul contract float %373, %511
  %513 = fmul contract float %507, %512
  %514 = fadd contract float %509, %513
  %515 = fsub contract float %125, %253
  %516 = fmul contract float %373, %515
  %517 = fmul contract float %508, %516
  %518 = fadd contract float %510, %517
  %519 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %514, float %518) #4, !srcloc !14
  %520 = getelementptr inbounds nuw %struct.__half, ptr %374, i64 %451
  store i32 %480, ptr %520, align 16, !tbaa !6
  %521 = getelementptr inbounds nuw i8, ptr %520, i64 4
  store i32 %493, ptr %521, align 4, !tbaa !6
  %522 = getelementptr inbounds nuw i8, ptr %520, i64 8
  store i32 %506, ptr %522, align 8, !tbaa !6
  %523 = getelementptr inbounds nuw i8, ptr %520, i64 12
  store i32 %519, ptr %523, align 4, !tbaa !6
  br label %524

524:                                              ; preds = %450, %449
  br i1 %135, label %525, label %599

525:                                              ; preds = %524
  %526 = zext nneg i32 %134 to i64
  %527 = getelementptr inbounds nuw %struct.__half, ptr %4, i64 %526
  %528 = load i32, ptr %527, align 16, !tbaa !6
  %529 = getelementptr inbounds nuw i8, ptr %527, i64 4
  %530 = load i32, ptr %529, align 4, !tbaa !6
  %531 = getelementptr inbounds nuw i8, ptr %527, i64 8
  %532 = load i32, ptr %531, align 8, !tbaa !6
  %533 = getelementptr inbounds nuw i8, ptr %527, i64 12
  %534 = load i32, ptr %533, align 4, !tbaa !6
  %535 = getelementptr inbounds nuw %struct.__half, ptr %5, i64 %526
  %536 = load i32, ptr %535, align 16, !tbaa !6
  %537 = getelementptr inbounds nuw i8, ptr %535, i64 4
  %538 = load i32, ptr %537, align 4, !tbaa !6
  %539 = getelementptr inbounds nuw i8, ptr %535, i64 8
  %540 = load i32, ptr %539, align 8, !tbaa !6
  %541 = getelementptr inbounds nuw i8, ptr %535, i64 12
  %542 = load i32, ptr %541, align 4, !tbaa !6
  %543 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %528) #4, !srcloc !12
  %544 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %528) #4, !srcloc !13
  %545 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %536) #4, !srcloc !12
  %546 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %536) #4, !srcloc !13
  %547 = fsub contract float %186, %253
  %548 = fmul contract float %373, %547
  %549 = fmul contract float %543, %548
  %550 = fadd contract float %545, %549
  %551 = fsub contract float %185, %253
  %552 = fmul contract float %373, %551
  %553 = fmul contract float %544, %552
  %554 = fadd contract float %546, %553
  %555 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %550, float %554) #4, !srcloc !14
  %556 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %530) #4, !srcloc !12
  %557 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %530) #4, !srcloc !13
  %558 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %538) #4, !srcloc !12
  %559 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %538) #4, !srcloc !13
  %560 = fsub contract float %184, %253
  %561 = fmul contract float %373, %560
  %562 = fmul contract float %556, %561
  %563 = fadd contract float %558, %562
  %564 = fsub contract float %183, %253
  %565 = fmul contract float %373, %564
  %566 = fmul contract float %557, %565
  %567 = fadd contract float %559, %566
  %568 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %563, float %567) #4, !srcloc !14
  %569 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %532) #4, !srcloc !12
  %570 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %532) #4, !srcloc !13
  %571 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %540) #4, !srcloc !12
  %572 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %540) #4, !srcloc !13
  %573 = fsub contract float %182, %253
  %574 = fmul contract float %373, %573
  %575 = fmul contract float %569, %574
  %576 = fadd contract float %571, %575
  %577 = fsub contract float %181, %253
  %578 = fmul contract float %373, %577
  %579 = fmul contract float %570, %578
  %580 = fadd contract float %572, %579
  %581 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %576, float %580) #4, !srcloc !14
  %582 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %534) #4, !srcloc !12
  %583 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %534) #4, !srcloc !13
  %584 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %542) #4, !srcloc !12
  %585 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %542) #4, !srcloc !13
  %586 = fsub contract float %180, %253
  %587 = fmul contract float %373, %586
  %588 = fmul contract float %582, %587
  %589 = fadd contract float %584, %588
  %590 = fsub contract float %179, %253
  %591 = fmul contract float %373, %590
  %592 = fmul contract float %583, %591
  %593 = fadd contract float %585, %592
  %594 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %589, float %593) #4, !srcloc !14
  %595 = getelementptr inbounds nuw %struct.__half, ptr %374, i64 %526
  store i32 %555, ptr %595, align 16, !tbaa !6
  %596 = getelementptr inbounds nuw i8, ptr %595, i64 4
  store i32 %568, ptr %596, align 4, !tbaa !6
  %597 = getelementptr inbounds nuw i8, ptr %595, i64 8
  store i32 %581, ptr %597, align 8, !tbaa !6
  %598 = getelementptr inbounds nuw i8, ptr %595, i64 12
  store i32 %594, ptr %598, align 4, !tbaa !6
  br label %599

599:                                              ; preds = %525, %524
  br i1 %189, label %600, label %674

600:                                              ; preds = %599
  %601 = zext nneg i32 %188 to i64
  %602 = getelementptr inbounds nuw %struct.__half, ptr %4, i64 %601
  %603 = load i32, ptr %602, align 16, !tbaa !6
  %604 = getelementptr inbounds nuw i8, ptr %602, i64 4
  %605 = load i32, ptr %604, align 4, !tbaa !6
  %606 = getelementptr inbounds nuw i8, ptr %602, i64 8
  %607 = load i32, ptr %606, align 8, !tbaa !6
  %608 = getelementptr inbounds nuw i8, ptr %602, i64 12
  %609 = load i32, ptr %608, align 4, !tbaa !6
  %610 = getelementptr inbounds nuw %struct.__half, ptr %5, i64 %601
  %611 = load i32, ptr %610, align 16, !tbaa !6
  %612 = getelementptr inbounds nuw i8, ptr %610, i64 4
  %613 = load i32, ptr %612, align 4, !tbaa !6
  %614 = getelementptr inbounds nuw i8, ptr %610, i64 8
  %615 = load i32, ptr %614, align 8, !tbaa !6
  %616 = getelementptr inbounds nuw i8, ptr %610, i64 12
  %617 = load i32, ptr %616, align 4, !tbaa !6
  %618 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %603) #4, !srcloc !12
  %619 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %603) #4, !srcloc !13
  %620 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %611) #4, !srcloc !12
  %621 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %611) #4, !srcloc !13
  %622 = fsub contract float %240, %253
  %623 = fmul contract float %373, %622
  %624 = fmul contract float %618, %623
  %625 = fadd contract float %620, %624
  %626 = fsub contract float %239, %253
  %627 = fmul contract float %373, %626
  %628 = fmul contract float %619, %627
  %629 = fadd contract float %621, %628
  %630 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %625, float %629) #4, !srcloc !14
  %631 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %605) #4, !srcloc !12
  %632 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %605) #4, !srcloc !13
  %633 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %613) #4, !srcloc !12
  %634 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %613) #4, !srcloc !13
  %635 = fsub contract float %238, %253
  %636 = fmul contract float %373, %635
  %637 = fmul contract float %631, %636
  %638 = fadd contract float %633, %637
  %639 = fsub contract float %237, %253
  %640 = fmul contract float %373, %639
  %641 = fmul contract float %632, %640
  %642 = fadd contract float %634, %641
  %643 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %638, float %642) #4, !srcloc !14
  %644 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %607) #4, !srcloc !12
  %645 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %607) #4, !srcloc !13
  %646 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %615) #4, !srcloc !12
  %647 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %615) #4, !srcloc !13
  %648 = fsub contract float %236, %253
  %649 = fmul contract float %373, %648
  %650 = fmul contract float %644, %649
  %651 = fadd contract float %646, %650
  %652 = fsub contract float %235, %253
  %653 = fmul contract float %373, %652
  %654 = fmul contract float %645, %653
  %655 = fadd contract float %647, %654
  %656 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %651, float %655) #4, !srcloc !14
  %657 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %609) #4, !srcloc !12
  %658 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %609) #4, !srcloc !13
  %659 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %617) #4, !srcloc !12
  %660 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %617) #4, !srcloc !13
  %661 = fsub contract float %234, %253
  %662 = fmul contract float %373, %661
  %663 = fmul contract float %657, %662
  %664 = fadd contract float %659, %663
  %665 = fsub contract float %233, %253
  %666 = fmul contract float %373, %665
  %667 = fmul contract float %658, %666
  %668 = fadd contract float %660, %667
  %669 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %664, float %668) #4, !srcloc !14
  %670 = getelementptr inbounds nuw %struct.__half, ptr %374, i64 %601
  store i32 %630, ptr %670, align 16, !tbaa !6
  %671 = getelementptr inbounds nuw i8, ptr %670, i64 4
  store i32 %643, ptr %671, align 4, !tbaa !6
  %672 = getelementptr inbounds nuw i8, ptr %670, i64 8
  store i32 %656, ptr %672, align 8, !tbaa !6
  %673 = getelementptr inbounds nuw i8, ptr %670, i64 12
  store i32 %669, ptr %673, align 4, !tbaa !6
  br label %674

674:                                              ; preds = %599, %600, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!11 = !{i64 2157433730, i64 2157433759}
!12 = !{i64 2156388681, i64 2156388715, i64 2156388752}
!13 = !{i64 2156388866, i64 2156388900, i64 2156388937}
!14 = !{i64 2156237770}
