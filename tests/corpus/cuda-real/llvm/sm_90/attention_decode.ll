; ModuleID = 'attention_decode.cu'
source_filename = "attention_decode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

@_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE6logits = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, i32 noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %11 to i64
  %15 = getelementptr inbounds nuw i32, ptr %6, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = shl nsw i32 %13, 8
  %18 = add nuw nsw i32 %17, 256
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %16, i32 range(i32 -2147483392, -2147483648) %18)
  %20 = sext i32 %8 to i64
  %21 = mul nsw i64 %20, %14
  %22 = zext nneg i32 %12 to i64
  %23 = add nsw i64 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = mul i64 %23, %25
  %27 = zext nneg i32 %13 to i64
  %28 = add i64 %26, %27
  %29 = icmp slt i32 %17, %16
  br i1 %29, label %33, label %30

30:                                               ; preds = %10
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %216, label %222

33:                                               ; preds = %10
  %34 = shl nsw i64 %23, 8
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %37 = lshr i32 %36, 5
  %38 = and i32 %36, 31
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw %struct.__half2, ptr %35, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = or disjoint i32 %38, 32
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw %struct.__half2, ptr %35, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = or disjoint i32 %17, %37
  %47 = icmp slt i32 %46, %19
  br i1 %47, label %48, label %51

48:                                               ; preds = %33
  %49 = mul nsw i32 %7, %11
  %50 = icmp eq i32 %38, 0
  br label %56

51:                                               ; preds = %100, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = sub nsw i32 %19, %17
  %53 = icmp slt i32 %36, %52
  br i1 %53, label %54, label %103

54:                                               ; preds = %51
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %115

56:                                               ; preds = %48, %100
  %57 = phi i32 [ %46, %48 ], [ %101, %100 ]
  %58 = lshr i32 %57, 4
  %59 = add nsw i32 %58, %49
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %5, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = sext i32 %62 to i64
  %64 = shl nsw i64 %63, 4
  %65 = and i32 %57, 15
  %66 = zext nneg i32 %65 to i64
  %67 = or disjoint i64 %64, %66
  %68 = mul i64 %67, %20
  %69 = add i64 %68, %22
  %70 = shl i64 %69, 8
  %71 = getelementptr inbounds nuw i8, ptr %3, i64 %70
  %72 = getelementptr inbounds nuw %struct.__half2, ptr %71, i64 %39
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %41, i32 %73) #9, !srcloc !11
  %75 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %74) #9, !srcloc !12
  %76 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %74) #9, !srcloc !13
  %77 = getelementptr inbounds nuw %struct.__half2, ptr %71, i64 %43
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %45, i32 %78) #9, !srcloc !11
  %80 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %79) #9, !srcloc !12
  %81 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %79) #9, !srcloc !13
  %82 = fadd contract float %75, %76
  %83 = fadd contract float %82, %80
  %84 = fadd contract float %83, %81
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %84, i32 16, i32 31)
  %86 = fadd contract float %84, %85
  %87 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %86, i32 8, i32 31)
  %88 = fadd contract float %86, %87
  %89 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %88, i32 4, i32 31)
  %90 = fadd contract float %88, %89
  %91 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %90, i32 2, i32 31)
  %92 = fadd contract float %90, %91
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 1, i32 31)
  br i1 %50, label %94, label %100

94:                                               ; preds = %56
  %95 = fadd contract float %92, %93
  %96 = sub nsw i32 %57, %17
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE6logits to ptr), i64 %97
  %99 = fmul contract float %9, %95
  store float %99, ptr %98, align 4, !tbaa !14
  br label %100

100:                                              ; preds = %94, %56
  %101 = add nuw nsw i32 %57, 4
  %102 = icmp slt i32 %101, %19
  br i1 %102, label %56, label %51, !llvm.loop !16

103:                                              ; preds = %115, %51
  %104 = phi float [ 0xC7EFFFFFE0000000, %51 ], [ %121, %115 ]
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %104, i32 16, i32 31)
  %106 = tail call noundef float @llvm.maxnum.f32(float %104, float %105)
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %106, i32 8, i32 31)
  %108 = tail call noundef float @llvm.maxnum.f32(float %106, float %107)
  %109 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %108, i32 4, i32 31)
  %110 = tail call noundef float @llvm.maxnum.f32(float %108, float %109)
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %110, i32 2, i32 31)
  %112 = tail call noundef float @llvm.maxnum.f32(float %110, float %111)
  %113 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %112, i32 1, i32 31)
  %114 = icmp eq i32 %38, 0
  br i1 %114, label %124, label %128

115:                                              ; preds = %54, %115
  %116 = phi float [ 0xC7EFFFFFE0000000, %54 ], [ %121, %115 ]
  %117 = phi i32 [ %36, %54 ], [ %122, %115 ]
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE6logits to ptr), i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !14
  %121 = tail call noundef float @llvm.maxnum.f32(float %116, float %120)
  %122 = add i32 %117, %55
  %123 = icmp slt i32 %122, %52
  br i1 %123, label %115, label %103, !llvm.loop !18

124:                                              ; preds = %103
  %125 = tail call noundef float @llvm.maxnum.f32(float %112, float %113)
  %126 = zext nneg i32 %37 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), i64 %126
  store float %125, ptr %127, align 4, !tbaa !14
  br label %128

128:                                              ; preds = %124, %103
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), align 4, !tbaa !14
  %130 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), i64 4), align 4, !tbaa !14
  %131 = tail call noundef float @llvm.maxnum.f32(float %129, float %130)
  %132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), i64 8), align 4, !tbaa !14
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), i64 12), align 4, !tbaa !14
  %134 = tail call noundef float @llvm.maxnum.f32(float %132, float %133)
  %135 = tail call noundef float @llvm.maxnum.f32(float %131, float %134)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %136 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %53, label %173, label %137

137:                                              ; preds = %173, %128
  %138 = phi float [ 0.000000e+00, %128 ], [ %182, %173 ]
  %139 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %138, i32 16, i32 31)
  %140 = fadd contract float %138, %139
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %140, i32 8, i32 31)
  %142 = fadd contract float %140, %141
  %143 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %142, i32 4, i32 31)
  %144 = fadd contract float %142, %143
  %145 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %144, i32 2, i32 31)
  %146 = fadd contract float %144, %145
  %147 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %146, i32 1, i32 31)
  %148 = lshr i32 %136, 5
  br i1 %114, label %149, label %153

149:                                              ; preds = %137
  %150 = fadd contract float %146, %147
  %151 = zext nneg i32 %37 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), i64 %151
  store float %150, ptr %152, align 4, !tbaa !14
  br label %153

153:                                              ; preds = %149, %137
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %154 = icmp samesign ult i32 %38, %148
  br i1 %154, label %155, label %158

155:                                              ; preds = %153
  %156 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE3red to ptr), i64 %39
  %157 = load float, ptr %156, align 4, !tbaa !14
  br label %158

158:                                              ; preds = %155, %153
  %159 = phi contract float [ %157, %155 ], [ 0.000000e+00, %153 ]
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %159, i32 16, i32 31)
  %161 = fadd contract float %159, %160
  %162 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %161, i32 8, i32 31)
  %163 = fadd contract float %161, %162
  %164 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %163, i32 4, i32 31)
  %165 = fadd contract float %163, %164
  %166 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %165, i32 2, i32 31)
  %167 = fadd contract float %165, %166
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 1, i32 31)
  %169 = fadd contract float %167, %168
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %170 = mul nsw i32 %7, %11
  %171 = zext nneg i32 %36 to i64
  %172 = getelementptr %struct.__half, ptr %4, i64 %171
  br label %190

173:                                              ; preds = %128, %173
  %174 = phi i32 [ %183, %173 ], [ %36, %128 ]
  %175 = phi float [ %182, %173 ], [ 0.000000e+00, %128 ]
  %176 = sext i32 %174 to i64
  %177 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE6logits to ptr), i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !14
  %179 = fsub contract float %178, %135
  %180 = fmul float %179, 0x3FF7154760000000
  %181 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %180)
  store float %181, ptr %177, align 4, !tbaa !14
  %182 = fadd contract float %175, %181
  %183 = add i32 %174, %136
  %184 = icmp slt i32 %183, %52
  br i1 %184, label %173, label %137, !llvm.loop !19

185:                                              ; preds = %190
  %186 = shl i64 %28, 9
  %187 = getelementptr i8, ptr %0, i64 %186
  %188 = getelementptr float, ptr %187, i64 %171
  store float %213, ptr %188, align 4, !tbaa !14
  %189 = icmp eq i32 %36, 0
  br i1 %189, label %216, label %222

190:                                              ; preds = %158, %190
  %191 = phi i32 [ %17, %158 ], [ %214, %190 ]
  %192 = phi float [ 0.000000e+00, %158 ], [ %213, %190 ]
  %193 = lshr i32 %191, 4
  %194 = add nsw i32 %193, %170
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds i32, ptr %5, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !6
  %198 = sub nuw nsw i32 %191, %17
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18paged_decode_splitPfS_PK6__halfS2_S2_PKiS4_iifE6logits to ptr), i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !14
  %202 = sext i32 %197 to i64
  %203 = shl nsw i64 %202, 4
  %204 = and i32 %191, 15
  %205 = zext nneg i32 %204 to i64
  %206 = or disjoint i64 %203, %205
  %207 = mul i64 %206, %20
  %208 = add i64 %207, %22
  %209 = shl i64 %208, 8
  %210 = getelementptr i8, ptr %172, i64 %209
  %211 = load i16, ptr %210, align 2, !tbaa !20
  %212 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %211) #9, !srcloc !22
  %213 = tail call noundef float @llvm.fma.f32(float %201, float %212, float %192)
  %214 = add nuw nsw i32 %191, 1
  %215 = icmp slt i32 %214, %19
  br i1 %215, label %190, label %185, !llvm.loop !23

216:                                              ; preds = %185, %30
  %217 = phi float [ 0xC7EFFFFFE0000000, %30 ], [ %135, %185 ]
  %218 = phi float [ 0.000000e+00, %30 ], [ %169, %185 ]
  %219 = shl i64 %28, 3
  %220 = getelementptr inbounds nuw i8, ptr %1, i64 %219
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 4
  store float %217, ptr %220, align 4, !tbaa !14
  store float %218, ptr %221, align 4, !tbaa !14
  br label %222

222:                                              ; preds = %216, %185, %30
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14decode_combineP6__halfPKfS2_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %4
  %10 = zext nneg i32 %3 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = and i32 %3, 7
  %13 = icmp ult i32 %3, 8
  br i1 %13, label %20, label %14

14:                                               ; preds = %9
  %15 = and i32 %3, 2147483640
  br label %47

16:                                               ; preds = %4
  %17 = zext nneg i32 %7 to i64
  br label %141

18:                                               ; preds = %47
  %19 = icmp eq i32 %12, 0
  br i1 %19, label %37, label %20

20:                                               ; preds = %18, %9
  %21 = phi float [ 0xC7EFFFFFE0000000, %9 ], [ %105, %18 ]
  %22 = phi i32 [ 0, %9 ], [ %106, %18 ]
  %23 = icmp ne i32 %12, 0
  tail call void @llvm.assume(i1 %23)
  br label %24

24:                                               ; preds = %24, %20
  %25 = phi float [ %21, %20 ], [ %33, %24 ]
  %26 = phi i32 [ %22, %20 ], [ %34, %24 ]
  %27 = phi i32 [ 0, %20 ], [ %35, %24 ]
  %28 = zext nneg i32 %26 to i64
  %29 = add nuw nsw i64 %11, %28
  %30 = shl i64 %29, 3
  %31 = getelementptr inbounds nuw i8, ptr %2, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !14
  %33 = tail call noundef float @llvm.maxnum.f32(float %25, float %32)
  %34 = add nuw nsw i32 %26, 1
  %35 = add i32 %27, 1
  %36 = icmp eq i32 %35, %12
  br i1 %36, label %37, label %24, !llvm.loop !24

37:                                               ; preds = %24, %18
  %38 = phi float [ %105, %18 ], [ %33, %24 ]
  %39 = zext nneg i32 %3 to i64
  %40 = mul nuw nsw i64 %39, %6
  %41 = zext nneg i32 %7 to i64
  %42 = getelementptr float, ptr %1, i64 %41
  %43 = and i32 %3, 3
  %44 = icmp ult i32 %3, 4
  br i1 %44, label %111, label %45

45:                                               ; preds = %37
  %46 = and i32 %3, 2147483644
  br label %152

47:                                               ; preds = %47, %14
  %48 = phi float [ 0xC7EFFFFFE0000000, %14 ], [ %105, %47 ]
  %49 = phi i32 [ 0, %14 ], [ %106, %47 ]
  %50 = phi i32 [ 0, %14 ], [ %107, %47 ]
  %51 = zext nneg i32 %49 to i64
  %52 = add nuw nsw i64 %11, %51
  %53 = shl i64 %52, 3
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !14
  %56 = tail call noundef float @llvm.maxnum.f32(float %48, float %55)
  %57 = or disjoint i32 %49, 1
  %58 = zext nneg i32 %57 to i64
  %59 = add nuw nsw i64 %11, %58
  %60 = shl i64 %59, 3
  %61 = getelementptr inbounds nuw i8, ptr %2, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !14
  %63 = tail call noundef float @llvm.maxnum.f32(float %56, float %62)
  %64 = or disjoint i32 %49, 2
  %65 = zext nneg i32 %64 to i64
  %66 = add nuw nsw i64 %11, %65
  %67 = shl i64 %66, 3
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !14
  %70 = tail call noundef float @llvm.maxnum.f32(float %63, float %69)
  %71 = or disjoint i32 %49, 3
  %72 = zext nneg i32 %71 to i64
  %73 = add nuw nsw i64 %11, %72
  %74 = shl i64 %73, 3
  %75 = getelementptr inbounds nuw i8, ptr %2, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !14
  %77 = tail call noundef float @llvm.maxnum.f32(float %70, float %76)
  %78 = or disjoint i32 %49, 4
  %79 = zext nneg i32 %78 to i64
  %80 = add nuw nsw i64 %11, %79
  %81 = shl i64 %80, 3
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !14
  %84 = tail call noundef float @llvm.maxnum.f32(float %77, float %83)
  %85 = or disjoint i32 %49, 5
  %86 = zext nneg i32 %85 to i64
  %87 = add nuw nsw i64 %11, %86
  %88 = shl i64 %87, 3
  %89 = getelementptr inbounds nuw i8, ptr %2, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !14
  %91 = tail call noundef float @llvm.maxnum.f32(float %84, float %90)
  %92 = or disjoint i32 %49, 6
  %93 = zext nneg i32 %92 to i64
  %94 = add nuw nsw i64 %11, %93
  %95 = shl i64 %94, 3
  %96 = getelementptr inbounds nuw i8, ptr %2, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !14
  %98 = tail call noundef float @llvm.maxnum.f32(float %91, float %97)
  %99 = or disjoint i32 %49, 7
  %100 = zext nneg i32 %99 to i64
  %101 = add nuw nsw i64 %11, %100
  %102 = shl i64 %101, 3
  %103 = getelementptr inbounds nuw i8, ptr %2, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !14
  %105 = tail call noundef float @llvm.maxnum.f32(float %98, float %104)
  %106 = add nuw nsw i32 %49, 8
  %107 = add i32 %50, 8
  %108 = icmp eq i32 %107, %15
  br i1 %108, label %18, label %47, !llvm.loop !26

109:                                              ; preds = %152
  %110 = icmp eq i32 %43, 0
  br i1 %110, label %141, label %111

111:                                              ; preds = %109, %37
  %112 = phi i32 [ 0, %37 ], [ %228, %109 ]
  %113 = phi float [ 0.000000e+00, %37 ], [ %227, %109 ]
  %114 = phi float [ 0.000000e+00, %37 ], [ %222, %109 ]
  %115 = icmp ne i32 %43, 0
  tail call void @llvm.assume(i1 %115)
  br label %116

116:                                              ; preds = %116, %111
  %117 = phi i32 [ %112, %111 ], [ %138, %116 ]
  %118 = phi float [ %113, %111 ], [ %137, %116 ]
  %119 = phi float [ %114, %111 ], [ %132, %116 ]
  %120 = phi i32 [ 0, %111 ], [ %139, %116 ]
  %121 = zext nneg i32 %117 to i64
  %122 = add nuw nsw i64 %40, %121
  %123 = shl i64 %122, 3
  %124 = getelementptr inbounds nuw i8, ptr %2, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !14
  %126 = fsub contract float %125, %38
  %127 = fmul float %126, 0x3FF7154760000000
  %128 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %127)
  %129 = getelementptr inbounds nuw i8, ptr %124, i64 4
  %130 = load float, ptr %129, align 4, !tbaa !14
  %131 = fmul contract float %128, %130
  %132 = fadd contract float %119, %131
  %133 = shl i64 %122, 9
  %134 = getelementptr i8, ptr %42, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !14
  %136 = fmul contract float %128, %135
  %137 = fadd contract float %118, %136
  %138 = add nuw nsw i32 %117, 1
  %139 = add i32 %120, 1
  %140 = icmp eq i32 %139, %43
  br i1 %140, label %141, label %116, !llvm.loop !27

141:                                              ; preds = %109, %116, %16
  %142 = phi i64 [ %17, %16 ], [ %41, %116 ], [ %41, %109 ]
  %143 = phi float [ 0.000000e+00, %16 ], [ %222, %109 ], [ %132, %116 ]
  %144 = phi float [ 0.000000e+00, %16 ], [ %227, %109 ], [ %137, %116 ]
  %145 = fcmp contract ogt float %143, 0.000000e+00
  %146 = fdiv contract float %144, %143
  %147 = select contract i1 %145, float %146, float 0.000000e+00
  %148 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %147) #9, !srcloc !28
  %149 = shl nuw nsw i64 %6, 8
  %150 = getelementptr i8, ptr %0, i64 %149
  %151 = getelementptr %struct.__half, ptr %150, i64 %142
  store i16 %148, ptr %151, align 2, !tbaa !20
  ret void

152:                                              ; preds = %152, %45
  %153 = phi i32 [ 0, %45 ], [ %228, %152 ]
  %154 = phi float [ 0.000000e+00, %45 ], [ %227, %152 ]
  %155 = phi float [ 0.000000e+00, %45 ], [ %222, %152 ]
  %156 = phi i32 [ 0, %45 ], [ %229, %152 ]
  %157 = zext nneg i32 %153 to i64
  %158 = add nuw nsw i64 %40, %157
  %159 = shl i64 %158, 3
  %160 = getelementptr inbounds nuw i8, ptr %2, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !14
  %162 = fsub contract float %161, %38
  %163 = fmul float %162, 0x3FF7154760000000
  %164 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %163)
  %165 = getelementptr inbounds nuw i8, ptr %160, i64 4
  %166 = load float, ptr %165, align 4, !tbaa !14
  %167 = fmul contract float %164, %166
  %168 = fadd contract float %155, %167
  %169 = shl i64 %158, 9
  %170 = getelementptr i8, ptr %42, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !14
  %172 = fmul contract float %164, %171
  %173 = fadd contract float %154, %172
  %174 = or disjoint i32 %153, 1
  %175 = zext nneg i32 %174 to i64
  %176 = add nuw nsw i64 %40, %175
  %177 = shl i64 %176, 3
  %178 = getelementptr inbounds nuw i8, ptr %2, i64 %177
  %179 = load float, ptr %178, align 4, !tbaa !14
  %180 = fsub contract float %179, %38
  %181 = fmul float %180, 0x3FF7154760000000
  %182 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %181)
  %183 = getelementptr inbounds nuw i8, ptr %178, i64 4
  %184 = load float, ptr %183, align 4, !tbaa !14
  %185 = fmul contract float %182, %184
  %186 = fadd contract float %168, %185
  %187 = shl i64 %176, 9
  %188 = getelementptr i8, ptr %42, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !14
  %190 = fmul contract float %182, %189
  %191 = fadd contract float %173, %190
  %192 = or disjoint i32 %153, 2
  %193 = zext nneg i32 %192 to i64
  %194 = add nuw nsw i64 %40, %193
  %195 = shl i64 %194, 3
  %196 = getelementptr inbounds nuw i8, ptr %2, i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !14
  %198 = fsub contract float %197, %38
  %199 = fmul float %198, 0x3FF7154760000000
  %200 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %199)
  %201 = getelementptr inbounds nuw i8, ptr %196, i64 4
  %202 = load float, ptr %201, align 4, !tbaa !14
  %203 = fmul contract float %200, %202
  %204 = fadd contract float %186, %203
  %205 = shl i64 %194, 9
  %206 = getelementptr i8, ptr %42, i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !14
  %208 = fmul contract float %200, %207
  %209 = fadd contract float %191, %208
  %210 = or disjoint i32 %153, 3
  %211 = zext nneg i32 %210 to i64
  %212 = add nuw nsw i64 %40, %211
  %213 = shl i64 %212, 3
  %214 = getelementptr inbounds nuw i8, ptr %2, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !14
  %216 = fsub contract float %215, %38
  %217 = fmul float %216, 0x3FF7154760000000
  %218 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %217)
  %219 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %220 = load float, ptr %219, align 4, !tbaa !14
  %221 = fmul contract float %218, %220
  %222 = fadd contract float %204, %221
  %223 = shl i64 %212, 9
  %224 = getelementptr i8, ptr %42, i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !14
  %226 = fmul contract float %218, %225
  %227 = fadd contract float %209, %226
  %228 = add nuw nsw i32 %153, 4
  %229 = add i32 %156, 4
  %230 = icmp eq i32 %229, %46
  br i1 %230, label %109, label %152, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { convergent nounwind memory(none) }

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
!11 = !{i64 2157463913, i64 2157463942}
!12 = !{i64 2156389068, i64 2156389102, i64 2156389139}
!13 = !{i64 2156389253, i64 2156389287, i64 2156389324}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{i64 2156250210}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !25}
!28 = !{i64 2156185470}
!29 = distinct !{!29, !17}
