; ModuleID = 'warp_butterfly.cu'
source_filename = "warp_butterfly.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z10row_argmaxPiPfPKfii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = mul i32 %8, %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = lshr i32 %10, 5
  %12 = add i32 %9, %11
  %13 = and i32 %10, 31
  %14 = icmp slt i32 %12, %3
  br i1 %14, label %15, label %95

15:                                               ; preds = %5
  %16 = sext i32 %12 to i64
  %17 = sext i32 %4 to i64
  %18 = mul nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %2, i64 %18
  %20 = icmp slt i32 %13, %4
  br i1 %20, label %80, label %21

21:                                               ; preds = %80, %15
  %22 = phi float [ 0xFFF0000000000000, %15 ], [ %88, %80 ]
  %23 = phi i32 [ 2147483647, %15 ], [ %89, %80 ]
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 16, i32 31)
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 16, i32 31)
  %26 = fcmp contract ogt float %24, %22
  br i1 %26, label %31, label %27

27:                                               ; preds = %21
  %28 = fcmp contract oeq float %24, %22
  %29 = icmp slt i32 %25, %23
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %32

31:                                               ; preds = %27, %21
  br label %32

32:                                               ; preds = %31, %27
  %33 = phi float [ %24, %31 ], [ %22, %27 ]
  %34 = phi i32 [ %25, %31 ], [ %23, %27 ]
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 8, i32 31)
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 8, i32 31)
  %37 = fcmp contract ogt float %35, %33
  br i1 %37, label %42, label %38

38:                                               ; preds = %32
  %39 = fcmp contract oeq float %35, %33
  %40 = icmp slt i32 %36, %34
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %43

42:                                               ; preds = %38, %32
  br label %43

43:                                               ; preds = %42, %38
  %44 = phi float [ %35, %42 ], [ %33, %38 ]
  %45 = phi i32 [ %36, %42 ], [ %34, %38 ]
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 4, i32 31)
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 4, i32 31)
  %48 = fcmp contract ogt float %46, %44
  br i1 %48, label %53, label %49

49:                                               ; preds = %43
  %50 = fcmp contract oeq float %46, %44
  %51 = icmp slt i32 %47, %45
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %53, label %54

53:                                               ; preds = %49, %43
  br label %54

54:                                               ; preds = %53, %49
  %55 = phi float [ %46, %53 ], [ %44, %49 ]
  %56 = phi i32 [ %47, %53 ], [ %45, %49 ]
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 2, i32 31)
  %58 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 2, i32 31)
  %59 = fcmp contract ogt float %57, %55
  br i1 %59, label %64, label %60

60:                                               ; preds = %54
  %61 = fcmp contract oeq float %57, %55
  %62 = icmp slt i32 %58, %56
  %63 = select i1 %61, i1 %62, i1 false
  br i1 %63, label %64, label %65

64:                                               ; preds = %60, %54
  br label %65

65:                                               ; preds = %64, %60
  %66 = phi float [ %57, %64 ], [ %55, %60 ]
  %67 = phi i32 [ %58, %64 ], [ %56, %60 ]
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %66, i32 1, i32 31)
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 1, i32 31)
  %70 = fcmp contract ogt float %68, %66
  br i1 %70, label %75, label %71

71:                                               ; preds = %65
  %72 = fcmp contract oeq float %68, %66
  %73 = icmp slt i32 %69, %67
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %75, label %76

75:                                               ; preds = %71, %65
  br label %76

76:                                               ; preds = %75, %71
  %77 = phi float [ %68, %75 ], [ %66, %71 ]
  %78 = phi i32 [ %69, %75 ], [ %67, %71 ]
  %79 = icmp eq i32 %13, 0
  br i1 %79, label %92, label %95

80:                                               ; preds = %15, %80
  %81 = phi i32 [ %89, %80 ], [ 2147483647, %15 ]
  %82 = phi float [ %88, %80 ], [ 0xFFF0000000000000, %15 ]
  %83 = phi i32 [ %90, %80 ], [ %13, %15 ]
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw float, ptr %19, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fcmp contract ogt float %86, %82
  %88 = select i1 %87, float %86, float %82
  %89 = select i1 %87, i32 %83, i32 %81
  %90 = add nuw nsw i32 %83, 32
  %91 = icmp slt i32 %90, %4
  br i1 %91, label %80, label %21, !llvm.loop !13

92:                                               ; preds = %76
  %93 = getelementptr inbounds float, ptr %1, i64 %16
  %94 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %78, ptr %94, align 4, !tbaa !6
  store float %77, ptr %93, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %76, %92, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z23warp_register_transposePiPKi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = alloca [32 x i32], align 4
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = mul i32 %8, %6
  %10 = lshr i32 %4, 5
  %11 = add i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = shl nsw i64 %12, 10
  %14 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #6
  %15 = shl nuw nsw i32 %5, 5
  %16 = or disjoint i32 %5, %15
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %14, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = add nuw nsw i32 %4, 1
  %21 = and i32 %20, 31
  %22 = or disjoint i32 %21, %15
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %14, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %27 = add nuw nsw i32 %4, 2
  %28 = and i32 %27, 31
  %29 = or disjoint i32 %28, %15
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %14, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %34 = add nuw nsw i32 %4, 3
  %35 = and i32 %34, 31
  %36 = or disjoint i32 %35, %15
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %14, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %41 = add nuw nsw i32 %4, 4
  %42 = and i32 %41, 31
  %43 = or disjoint i32 %42, %15
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr %14, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %48 = add nuw nsw i32 %4, 5
  %49 = and i32 %48, 31
  %50 = or disjoint i32 %49, %15
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr %14, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %55 = add nuw nsw i32 %4, 6
  %56 = and i32 %55, 31
  %57 = or disjoint i32 %56, %15
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr %14, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %62 = add nuw nsw i32 %4, 7
  %63 = and i32 %62, 31
  %64 = or disjoint i32 %63, %15
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr %14, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %69 = add nuw nsw i32 %4, 8
  %70 = and i32 %69, 31
  %71 = or disjoint i32 %70, %15
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i32, ptr %14, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %76 = add nuw nsw i32 %4, 9
  %77 = and i32 %76, 31
  %78 = or disjoint i32 %77, %15
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr %14, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %83 = add nuw nsw i32 %4, 10
  %84 = and i32 %83, 31
  %85 = or disjoint i32 %84, %15
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw i32, ptr %14, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %90 = add nuw nsw i32 %4, 11
  %91 = and i32 %90, 31
  %92 = or disjoint i32 %91, %15
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i32, ptr %14, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %97 = add nuw nsw i32 %4, 12
  %98 = and i32 %97, 31
  %99 = or disjoint i32 %98, %15
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr %14, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %104 = add nuw nsw i32 %4, 13
  %105 = and i32 %104, 31
  %106 = or disjoint i32 %105, %15
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw i32, ptr %14, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = getelementptr inbounds nuw i8, ptr %3, i64 52
  %111 = add nuw nsw i32 %4, 14
  %112 = and i32 %111, 31
  %113 = or disjoint i32 %112, %15
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i32, ptr %14, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %118 = add nuw nsw i32 %4, 15
  %119 = and i32 %118, 31
  %120 = or disjoint i32 %119, %15
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw i32, ptr %14, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = getelementptr inbounds nuw i8, ptr %3, i64 60
  %125 = and i32 %4, 31
  %126 = or disjoint i32 %125, %15
  %127 = xor i32 %126, 16
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw i32, ptr %14, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !6
  %131 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %132 = add nuw nsw i32 %4, 17
  %133 = and i32 %132, 31
  %134 = or disjoint i32 %133, %15
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw i32, ptr %14, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = getelementptr inbounds nuw i8, ptr %3, i64 68
  %139 = add nuw nsw i32 %4, 18
  %140 = and i32 %139, 31
  %141 = or disjoint i32 %140, %15
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw i32, ptr %14, i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %146 = add nuw nsw i32 %4, 19
  %147 = and i32 %146, 31
  %148 = or disjoint i32 %147, %15
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr %14, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %153 = add nuw nsw i32 %4, 20
  %154 = and i32 %153, 31
  %155 = or disjoint i32 %154, %15
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw i32, ptr %14, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %160 = add nuw nsw i32 %4, 21
  %161 = and i32 %160, 31
  %162 = or disjoint i32 %161, %15
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds nuw i32, ptr %14, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = getelementptr inbounds nuw i8, ptr %3, i64 84
  %167 = add nuw nsw i32 %4, 22
  %168 = and i32 %167, 31
  %169 = or disjoint i32 %168, %15
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds nuw i32, ptr %14, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %174 = add nuw nsw i32 %4, 23
  %175 = and i32 %174, 31
  %176 = or disjoint i32 %175, %15
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw i32, ptr %14, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6
  %180 = getelementptr inbounds nuw i8, ptr %3, i64 92
  %181 = add nuw nsw i32 %4, 24
  %182 = and i32 %181, 31
  %183 = or disjoint i32 %182, %15
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds nuw i32, ptr %14, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %188 = add nuw nsw i32 %4, 25
  %189 = and i32 %188, 31
  %190 = or disjoint i32 %189, %15
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds nuw i32, ptr %14, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = getelementptr inbounds nuw i8, ptr %3, i64 100
  %195 = add nuw nsw i32 %4, 26
  %196 = and i32 %195, 31
  %197 = or disjoint i32 %196, %15
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw i32, ptr %14, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %202 = add nuw nsw i32 %4, 27
  %203 = and i32 %202, 31
  %204 = or disjoint i32 %203, %15
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds nuw i32, ptr %14, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = getelementptr inbounds nuw i8, ptr %3, i64 108
  %209 = add nuw nsw i32 %4, 28
  %210 = and i32 %209, 31
  %211 = or disjoint i32 %210, %15
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds nuw i32, ptr %14, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !6
  %215 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %216 = add nuw nsw i32 %4, 29
  %217 = and i32 %216, 31
  %218 = or disjoint i32 %217, %15
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw i32, ptr %14, i64 %219
  %221 = load i32, ptr %220, align 4, !tbaa !6
  %222 = getelementptr inbounds nuw i8, ptr %3, i64 116
  %223 = add nuw nsw i32 %4, 30
  %224 = and i32 %223, 31
  %225 = or disjoint i32 %224, %15
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds nuw i32, ptr %14, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !6
  %229 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %230 = add nuw nsw i32 %4, 31
  %231 = and i32 %230, 31
  %232 = or disjoint i32 %231, %15
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds nuw i32, ptr %14, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !6
  %236 = getelementptr inbounds nuw i8, ptr %3, i64 124
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %19, i32 %5, i32 31)
  store i32 %237, ptr %3, align 4, !tbaa !6
  %238 = add nuw nsw i32 %4, 31
  %239 = and i32 %238, 31
  %240 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %25, i32 %239, i32 31)
  store i32 %240, ptr %26, align 4, !tbaa !6
  %241 = add nuw nsw i32 %4, 30
  %242 = and i32 %241, 31
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %32, i32 %242, i32 31)
  store i32 %243, ptr %33, align 4, !tbaa !6
  %244 = add nuw nsw i32 %4, 29
  %245 = and i32 %244, 31
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %39, i32 %245, i32 31)
  store i32 %246, ptr %40, align 4, !tbaa !6
  %247 = add nuw nsw i32 %4, 28
  %248 = and i32 %247, 31
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %46, i32 %248, i32 31)
  store i32 %249, ptr %47, align 4, !tbaa !6
  %250 = add nuw nsw i32 %4, 27
  %251 = and i32 %250, 31
  %252 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %53, i32 %251, i32 31)
  store i32 %252, ptr %54, align 4, !tbaa !6
  %253 = add nuw nsw i32 %4, 26
  %254 = and i32 %253, 31
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %60, i32 %254, i32 31)
  store i32 %255, ptr %61, align 4, !tbaa !6
  %256 = add nuw nsw i32 %4, 25
  %257 = and i32 %256, 31
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %67, i32 %257, i32 31)
  store i32 %258, ptr %68, align 4, !tbaa !6
  %259 = add nuw nsw i32 %4, 24
  %260 = and i32 %259, 31
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %74, i32 %260, i32 31)
  store i32 %261, ptr %75, align 4, !tbaa !6
  %262 = add nuw nsw i32 %4, 23
  %263 = and i32 %262, 31
  %264 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %81, i32 %263, i32 31)
  store i32 %264, ptr %82, align 4, !tbaa !6
  %265 = add nuw nsw i32 %4, 22
  %266 = and i32 %265, 31
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %88, i32 %266, i32 31)
  store i32 %267, ptr %89, align 4, !tbaa !6
  %268 = add nuw nsw i32 %4, 21
  %269 = and i32 %268, 31
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %95, i32 %269, i32 31)
  store i32 %270, ptr %96, align 4, !tbaa !6
  %271 = add nuw nsw i32 %4, 20
  %272 = and i32 %271, 31
  %273 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %102, i32 %272, i32 31)
  store i32 %273, ptr %103, align 4, !tbaa !6
  %274 = add nuw nsw i32 %4, 19
  %275 = and i32 %274, 31
  %276 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %109, i32 %275, i32 31)
  store i32 %276, ptr %110, align 4, !tbaa !6
  %277 = add nuw nsw i32 %4, 18
  %278 = and i32 %277, 31
  %279 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %116, i32 %278, i32 31)
  store i32 %279, ptr %117, align 4, !tbaa !6
  %280 = add nuw nsw i32 %4, 17
  %281 = and i32 %280, 31
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %123, i32 %281, i32 31)
  store i32 %282, ptr %124, align 4, !tbaa !6
  %283 = and i32 %4, 31
  %284 = xor i32 %283, 16
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %130, i32 %284, i32 31)
  store i32 %285, ptr %131, align 4, !tbaa !6
  %286 = add nuw nsw i32 %4, 15
  %287 = and i32 %286, 31
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %137, i32 %287, i32 31)
  store i32 %288, ptr %138, align 4, !tbaa !6
  %289 = add nuw nsw i32 %4, 14
  %290 = and i32 %289, 31
  %291 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %144, i32 %290, i32 31)
  store i32 %291, ptr %145, align 4, !tbaa !6
  %292 = add nuw nsw i32 %4, 13
  %293 = and i32 %292, 31
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %151, i32 %293, i32 31)
  store i32 %294, ptr %152, align 4, !tbaa !6
  %295 = add nuw nsw i32 %4, 12
  %296 = and i32 %295, 31
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %158, i32 %296, i32 31)
  store i32 %297, ptr %159, align 4, !tbaa !6
  %298 = add nuw nsw i32 %4, 11
  %299 = and i32 %298, 31
  %300 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %165, i32 %299, i32 31)
  store i32 %300, ptr %166, align 4, !tbaa !6
  %301 = add nuw nsw i32 %4, 10
  %302 = and i32 %301, 31
  %303 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %172, i32 %302, i32 31)
  store i32 %303, ptr %173, align 4, !tbaa !6
  %304 = add nuw nsw i32 %4, 9
  %305 = and i32 %304, 31
  %306 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %179, i32 %305, i32 31)
  store i32 %306, ptr %180, align 4, !tbaa !6
  %307 = add nuw nsw i32 %4, 8
  %308 = and i32 %307, 31
  %309 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %186, i32 %308, i32 31)
  store i32 %309, ptr %187, align 4, !tbaa !6
  %310 = add nuw nsw i32 %4, 7
  %311 = and i32 %310, 31
  %312 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %193, i32 %311, i32 31)
  store i32 %312, ptr %194, align 4, !tbaa !6
  %313 = add nuw nsw i32 %4, 6
  %314 = and i32 %313, 31
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %200, i32 %314, i32 31)
  store i32 %315, ptr %201, align 4, !tbaa !6
  %316 = add nuw nsw i32 %4, 5
  %317 = and i32 %316, 31
  %318 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %207, i32 %317, i32 31)
  store i32 %318, ptr %208, align 4, !tbaa !6
  %319 = add nuw nsw i32 %4, 4
  %320 = and i32 %319, 31
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %214, i32 %320, i32 31)
  store i32 %321, ptr %215, align 4, !tbaa !6
  %322 = add nuw nsw i32 %4, 3
  %323 = and i32 %322, 31
  %324 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %221, i32 %323, i32 31)
  store i32 %324, ptr %222, align 4, !tbaa !6
  %325 = add nuw nsw i32 %4, 2
  %326 = and i32 %325, 31
  %327 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %228, i32 %326, i32 31)
  store i32 %327, ptr %229, align 4, !tbaa !6
  %328 = add nuw nsw i32 %4, 1
  %329 = and i32 %328, 31
  %330 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %235, i32 %329, i32 31)
  store i32 %330, ptr %236, align 4, !tbaa !6
  %331 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %332 = sub nsw i32 0, %4
  %333 = and i32 %332, 31
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds nuw i32, ptr %3, i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !6
  %337 = zext nneg i32 %15 to i64
  %338 = getelementptr inbounds nuw i32, ptr %331, i64 %337
  store i32 %336, ptr %338, align 4, !tbaa !6
  %339 = sub nsw i32 1, %4
  %340 = and i32 %339, 31
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr inbounds nuw i32, ptr %3, i64 %341
  %343 = load i32, ptr %342, align 4, !tbaa !6
  %344 = zext nneg i32 %15 to i64
  %345 = getelementptr inbounds nuw i32, ptr %331, i64 %344
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 4
  store i32 %343, ptr %346, align 4, !tbaa !6
  %347 = sub nsw i32 2, %4
  %348 = and i32 %347, 31
  %349 = zext nneg i32 %348 to i64
  %350 = getelementptr inbounds nuw i32, ptr %3, i64 %349
  %351 = load i32, ptr %350, align 4, !tbaa !6
  %352 = zext nneg i32 %15 to i64
  %353 = getelementptr inbounds nuw i32, ptr %331, i64 %352
  %354 = getelementptr inbounds nuw i8, ptr %353, i64 8
  store i32 %351, ptr %354, align 4, !tbaa !6
  %355 = sub nsw i32 3, %4
  %356 = and i32 %355, 31
  %357 = zext nneg i32 %356 to i64
  %358 = getelementptr inbounds nuw i32, ptr %3, i64 %357
  %359 = load i32, ptr %358, align 4, !tbaa !6
  %360 = zext nneg i32 %15 to i64
  %361 = getelementptr inbounds nuw i32, ptr %331, i64 %360
  %362 = getelementptr inbounds nuw i8, ptr %361, i64 12
  store i32 %359, ptr %362, align 4, !tbaa !6
  %363 = sub nsw i32 4, %4
  %364 = and i32 %363, 31
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr inbounds nuw i32, ptr %3, i64 %365
  %367 = load i32, ptr %366, align 4, !tbaa !6
  %368 = zext nneg i32 %15 to i64
  %369 = getelementptr inbounds nuw i32, ptr %331, i64 %368
  %370 = getelementptr inbounds nuw i8, ptr %369, i64 16
  store i32 %367, ptr %370, align 4, !tbaa !6
  %371 = sub nsw i32 5, %4
  %372 = and i32 %371, 31
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr inbounds nuw i32, ptr %3, i64 %373
  %375 = load i32, ptr %374, align 4, !tbaa !6
  %376 = zext nneg i32 %15 to i64
  %377 = getelementptr inbounds nuw i32, ptr %331, i64 %376
  %378 = getelementptr inbounds nuw i8, ptr %377, i64 20
  store i32 %375, ptr %378, align 4, !tbaa !6
  %379 = sub nsw i32 6, %4
  %380 = and i32 %379, 31
  %381 = zext nneg i32 %380 to i64
  %382 = getelementptr inbounds nuw i32, ptr %3, i64 %381
  %383 = load i32, ptr %382, align 4, !tbaa !6
  %384 = zext nneg i32 %15 to i64
  %385 = getelementptr inbounds nuw i32, ptr %331, i64 %384
  %386 = getelementptr inbounds nuw i8, ptr %385, i64 24
  store i32 %383, ptr %386, align 4, !tbaa !6
  %387 = sub nsw i32 7, %4
  %388 = and i32 %387, 31
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr inbounds nuw i32, ptr %3, i64 %389
  %391 = load i32, ptr %390, align 4, !tbaa !6
  %392 = zext nneg i32 %15 to i64
  %393 = getelementptr inbounds nuw i32, ptr %331, i64 %392
  %394 = getelementptr inbounds nuw i8, ptr %393, i64 28
  store i32 %391, ptr %394, align 4, !tbaa !6
  %395 = sub nsw i32 8, %4
  %396 = and i32 %395, 31
  %397 = zext nneg i32 %396 to i64
  %398 = getelementptr inbounds nuw i32, ptr %3, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !6
  %400 = zext nneg i32 %15 to i64
  %401 = getelementptr inbounds nuw i32, ptr %331, i64 %400
  %402 = getelementptr inbounds nuw i8, ptr %401, i64 32
  store i32 %399, ptr %402, align 4, !tbaa !6
  %403 = sub nsw i32 9, %4
  %404 = and i32 %403, 31
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr inbounds nuw i32, ptr %3, i64 %405
  %407 = load i32, ptr %406, align 4, !tbaa !6
  %408 = zext nneg i32 %15 to i64
  %409 = getelementptr inbounds nuw i32, ptr %331, i64 %408
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 36
  store i32 %407, ptr %410, align 4, !tbaa !6
  %411 = sub nsw i32 10, %4
  %412 = and i32 %411, 31
  %413 = zext nneg i32 %412 to i64
  %414 = getelementptr inbounds nuw i32, ptr %3, i64 %413
  %415 = load i32, ptr %414, align 4, !tbaa !6
  %416 = zext nneg i32 %15 to i64
  %417 = getelementptr inbounds nuw i32, ptr %331, i64 %416
  %418 = getelementptr inbounds nuw i8, ptr %417, i64 40
  store i32 %415, ptr %418, align 4, !tbaa !6
  %419 = sub nsw i32 11, %4
  %420 = and i32 %419, 31
  %421 = zext nneg i32 %420 to i64
  %422 = getelementptr inbounds nuw i32, ptr %3, i64 %421
  %423 = load i32, ptr %422, align 4, !tbaa !6
  %424 = zext nneg i32 %15 to i64
  %425 = getelementptr inbounds nuw i32, ptr %331, i64 %424
  %426 = getelementptr inbounds nuw i8, ptr %425, i64 44
  store i32 %423, ptr %426, align 4, !tbaa !6
  %427 = sub nsw i32 12, %4
  %428 = and i32 %427, 31
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr inbounds nuw i32, ptr %3, i64 %429
  %431 = load i32, ptr %430, align 4, !tbaa !6
  %432 = zext nneg i32 %15 to i64
  %433 = getelementptr inbounds nuw i32, ptr %331, i64 %432
  %434 = getelementptr inbounds nuw i8, ptr %433, i64 48
  store i32 %431, ptr %434, align 4, !tbaa !6
  %435 = sub nsw i32 13, %4
  %436 = and i32 %435, 31
  %437 = zext nneg i32 %436 to i64
  %438 = getelementptr inbounds nuw i32, ptr %3, i64 %437
  %439 = load i32, ptr %438, align 4, !tbaa !6
  %440 = zext nneg i32 %15 to i64
  %441 = getelementptr inbounds nuw i32, ptr %331, i64 %440
  %442 = getelementptr inbounds nuw i8, ptr %441, i64 52
  store i32 %439, ptr %442, align 4, !tbaa !6
  %443 = sub nsw i32 14, %4
  %444 = and i32 %443, 31
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr inbounds nuw i32, ptr %3, i64 %445
  %447 = load i32, ptr %446, align 4, !tbaa !6
  %448 = zext nneg i32 %15 to i64
  %449 = getelementptr inbounds nuw i32, ptr %331, i64 %448
  %450 = getelementptr inbounds nuw i8, ptr %449, i64 56
  store i32 %447, ptr %450, align 4, !tbaa !6
  %451 = sub nsw i32 15, %4
  %452 = and i32 %451, 31
  %453 = zext nneg i32 %452 to i64
  %454 = getelementptr inbounds nuw i32, ptr %3, i64 %453
  %455 = load i32, ptr %454, align 4, !tbaa !6
  %456 = zext nneg i32 %15 to i64
  %457 = getelementptr inbounds nuw i32, ptr %331, i64 %456
  %458 = getelementptr inbounds nuw i8, ptr %457, i64 60
  store i32 %455, ptr %458, align 4, !tbaa !6
  %459 = sub nsw i32 16, %4
  %460 = and i32 %459, 31
  %461 = zext nneg i32 %460 to i64
  %462 = getelementptr inbounds nuw i32, ptr %3, i64 %461
  %463 = load i32, ptr %462, align 4, !tbaa !6
  %464 = zext nneg i32 %15 to i64
  %465 = getelementptr inbounds nuw i32, ptr %331, i64 %464
  %466 = getelementptr inbounds nuw i8, ptr %465, i64 64
  store i32 %463, ptr %466, align 4, !tbaa !6
  %467 = sub nsw i32 17, %4
  %468 = and i32 %467, 31
  %469 = zext nneg i32 %468 to i64
  %470 = getelementptr inbounds nuw i32, ptr %3, i64 %469
  %471 = load i32, ptr %470, align 4, !tbaa !6
  %472 = zext nneg i32 %15 to i64
  %473 = getelementptr inbounds nuw i32, ptr %331, i64 %472
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 68
  store i32 %471, ptr %474, align 4, !tbaa !6
  %475 = sub nsw i32 18, %4
  %476 = and i32 %475, 31
  %477 = zext nneg i32 %476 to i64
  %478 = getelementptr inbounds nuw i32, ptr %3, i64 %477
  %479 = load i32, ptr %478, align 4, !tbaa !6
  %480 = zext nneg i32 %15 to i64
  %481 = getelementptr inbounds nuw i32, ptr %331, i64 %480
  %482 = getelementptr inbounds nuw i8, ptr %481, i64 72
  store i32 %479, ptr %482, align 4, !tbaa !6
  %483 = sub nsw i32 19, %4
  %484 = and i32 %483, 31
  %485 = zext nneg i32 %484 to i64
  %486 = getelementptr inbounds nuw i32, ptr %3, i64 %485
  %487 = load i32, ptr %486, align 4, !tbaa !6
  %488 = zext nneg i32 %15 to i64
  %489 = getelementptr inbounds nuw i32, ptr %331, i64 %488
  %490 = getelementptr inbounds nuw i8, ptr %489, i64 76
  store i32 %487, ptr %490, align 4, !tbaa !6
  %491 = sub nsw i32 20, %4
  %492 = and i32 %491, 31
  %493 = zext nneg i32 %492 to i64
  %494 = getelementptr inbounds nuw i32, ptr %3, i64 %493
  %495 = load i32, ptr %494, align 4, !tbaa !6
  %496 = zext nneg i32 %15 to i64
  %497 = getelementptr inbounds nuw i32, ptr %331, i64 %496
  %498 = getelementptr inbounds nuw i8, ptr %497, i64 80
  store i32 %495, ptr %498, align 4, !tbaa !6
  %499 = sub nsw i32 21, %4
  %500 = and i32 %499, 31
  %501 = zext nneg i32 %500 to i64
  %502 = getelementptr inbounds nuw i32, ptr %3, i64 %501
  %503 = load i32, ptr %502, align 4, !tbaa !6
  %504 = zext nneg i32 %15 to i64
  %505 = getelementptr inbounds nuw i32, ptr %331, i64 %504
  %506 = getelementptr inbounds nuw i8, ptr %505, i64 84
  store i32 %503, ptr %506, align 4, !tbaa !6
  %507 = sub nsw i32 22, %4
  %508 = and i32 %507, 31
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr inbounds nuw i32, ptr %3, i64 %509
  %511 = load i32, ptr %510, align 4, !tbaa !6
  %512 = zext nneg i32 %15 to i64
  %513 = getelementptr inbounds nuw i32, ptr %331, i64 %512
  %514 = getelementptr inbounds nuw i8, ptr %513, i64 88
  store i32 %511, ptr %514, align 4, !tbaa !6
  %515 = sub nsw i32 23, %4
  %516 = and i32 %515, 31
  %517 = zext nneg i32 %516 to i64
  %518 = getelementptr inbounds nuw i32, ptr %3, i64 %517
  %519 = load i32, ptr %518, align 4, !tbaa !6
  %520 = zext nneg i32 %15 to i64
  %521 = getelementptr inbounds nuw i32, ptr %331, i64 %520
  %522 = getelementptr inbounds nuw i8, ptr %521, i64 92
  store i32 %519, ptr %522, align 4, !tbaa !6
  %523 = sub nsw i32 24, %4
  %524 = and i32 %523, 31
  %525 = zext nneg i32 %524 to i64
  %526 = getelementptr inbounds nuw i32, ptr %3, i64 %525
  %527 = load i32, ptr %526, align 4, !tbaa !6
  %528 = zext nneg i32 %15 to i64
  %529 = getelementptr inbounds nuw i32, ptr %331, i64 %528
  %530 = getelementptr inbounds nuw i8, ptr %529, i64 96
  store i32 %527, ptr %530, align 4, !tbaa !6
  %531 = sub nsw i32 25, %4
  %532 = and i32 %531, 31
  %533 = zext nneg i32 %532 to i64
  %534 = getelementptr inbounds nuw i32, ptr %3, i64 %533
  %535 = load i32, ptr %534, align 4, !tbaa !6
  %536 = zext nneg i32 %15 to i64
  %537 = getelementptr inbounds nuw i32, ptr %331, i64 %536
  %538 = getelementptr inbounds nuw i8, ptr %537, i64 100
  store i32 %535, ptr %538, align 4, !tbaa !6
  %539 = sub nsw i32 26, %4
  %540 = and i32 %539, 31
  %541 = zext nneg i32 %540 to i64
  %542 = getelementptr inbounds nuw i32, ptr %3, i64 %541
  %543 = load i32, ptr %542, align 4, !tbaa !6
  %544 = zext nneg i32 %15 to i64
  %545 = getelementptr inbounds nuw i32, ptr %331, i64 %544
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 104
  store i32 %543, ptr %546, align 4, !tbaa !6
  %547 = sub nsw i32 27, %4
  %548 = and i32 %547, 31
  %549 = zext nneg i32 %548 to i64
  %550 = getelementptr inbounds nuw i32, ptr %3, i64 %549
  %551 = load i32, ptr %550, align 4, !tbaa !6
  %552 = zext nneg i32 %15 to i64
  %553 = getelementptr inbounds nuw i32, ptr %331, i64 %552
  %554 = getelementptr inbounds nuw i8, ptr %553, i64 108
  store i32 %551, ptr %554, align 4, !tbaa !6
  %555 = sub nsw i32 28, %4
  %556 = and i32 %555, 31
  %557 = zext nneg i32 %556 to i64
  %558 = getelementptr inbounds nuw i32, ptr %3, i64 %557
  %559 = load i32, ptr %558, align 4, !tbaa !6
  %560 = zext nneg i32 %15 to i64
  %561 = getelementptr inbounds nuw i32, ptr %331, i64 %560
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 112
  store i32 %559, ptr %562, align 4, !tbaa !6
  %563 = sub nsw i32 29, %4
  %564 = and i32 %563, 31
  %565 = zext nneg i32 %564 to i64
  %566 = getelementptr inbounds nuw i32, ptr %3, i64 %565
  %567 = load i32, ptr %566, align 4, !tbaa !6
  %568 = zext nneg i32 %15 to i64
  %569 = getelementptr inbounds nuw i32, ptr %331, i64 %568
  %570 = getelementptr inbounds nuw i8, ptr %569, i64 116
  store i32 %567, ptr %570, align 4, !tbaa !6
  %571 = sub nsw i32 30, %4
  %572 = and i32 %571, 31
  %573 = zext nneg i32 %572 to i64
  %574 = getelementptr inbounds nuw i32, ptr %3, i64 %573
  %575 = load i32, ptr %574, align 4, !tbaa !6
  %576 = zext nneg i32 %15 to i64
  %577 = getelementptr inbounds nuw i32, ptr %331, i64 %576
  %578 = getelementptr inbounds nuw i8, ptr %577, i64 120
  store i32 %575, ptr %578, align 4, !tbaa !6
  %579 = and i32 %4, 31
  %580 = xor i32 %579, 31
  %581 = zext nneg i32 %580 to i64
  %582 = getelementptr inbounds nuw i32, ptr %3, i64 %581
  %583 = load i32, ptr %582, align 4, !tbaa !6
  %584 = zext nneg i32 %15 to i64
  %585 = getelementptr inbounds nuw i32, ptr %331, i64 %584
  %586 = getelementptr inbounds nuw i8, ptr %585, i64 124
  store i32 %583, ptr %586, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15segmented_sums8PfPKfi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 4, i32 6175)
  %17 = fadd contract float %15, %16
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 2, i32 6175)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 1, i32 6175)
  %21 = and i32 %7, 7
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %15, i32 1, i32 6144)
  %23 = icmp eq i32 %21, 0
  %24 = fadd contract float %15, %22
  %25 = select i1 %23, float %15, float %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %25, i32 2, i32 6144)
  %27 = icmp samesign ult i32 %21, 2
  %28 = fadd contract float %25, %26
  %29 = select i1 %27, float %25, float %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %29, i32 4, i32 6144)
  br i1 %9, label %31, label %39

31:                                               ; preds = %14
  %32 = fadd contract float %19, %20
  %33 = icmp samesign ult i32 %21, 4
  %34 = fadd contract float %29, %30
  %35 = select i1 %33, float %29, float %34
  %36 = sext i32 %8 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = fdiv contract float %35, %32
  store float %38, ptr %37, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %31, %14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z12ballot_statsPiS_PKffi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, float noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %17

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fcmp contract ogt float %15, %3
  br label %17

17:                                               ; preds = %12, %5
  %18 = phi i1 [ false, %5 ], [ %16, %12 ]
  %19 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %18)
  %20 = and i32 %9, 31
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %36

22:                                               ; preds = %17
  %23 = sdiv i32 %10, 32
  %24 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %19)
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds i32, ptr %0, i64 %25
  store i32 %24, ptr %26, align 4, !tbaa !6
  %27 = icmp eq i32 %19, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %22
  %29 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %19)
  %30 = shl nsw i32 %23, 5
  %31 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %29) #7, !srcloc !15
  %32 = add i32 %31, %30
  br label %33

33:                                               ; preds = %22, %28
  %34 = phi i32 [ %32, %28 ], [ -1, %22 ]
  %35 = getelementptr inbounds i32, ptr %1, i64 %25
  store i32 %34, ptr %35, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %33, %17
  %37 = xor i1 %18, true
  %38 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %37)
  %39 = icmp eq i32 %20, 1
  %40 = and i1 %39, %38
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = sdiv i32 %10, 32
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  store i32 0, ptr %44, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %41, %36
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i32 12369}
