; ModuleID = 'hgemm_wmma.cu'
source_filename = "hgemm_wmma.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2As = internal addrspace(3) global [64 x [40 x %struct.__half]] undef, align 32
@_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2Bs = internal addrspace(3) global [32 x [72 x %struct.__half]] undef, align 32

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17hgemm_wmma_kernelPK6__halfS1_Pfiiiff(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = lshr i32 %9, 5
  %11 = lshr i32 %9, 6
  %12 = and i32 %10, 1
  %13 = icmp sgt i32 %5, 0
  br i1 %13, label %22, label %14

14:                                               ; preds = %8
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = shl nuw nsw i32 %15, 6
  %17 = shl nuw nsw i32 %11, 5
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 6
  %20 = shl nuw nsw i32 %12, 5
  %21 = sext i32 %4 to i64
  br label %81

22:                                               ; preds = %8
  %23 = icmp samesign ult i32 %9, 256
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %25 = shl nuw nsw i32 %24, 6
  %26 = zext nneg i32 %5 to i64
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = shl i32 %28, 6
  %30 = sext i32 %4 to i64
  %31 = shl nuw nsw i32 %11, 5
  %32 = shl nuw nsw i32 %12, 5
  %33 = zext nneg i32 %31 to i64
  %34 = getelementptr inbounds nuw [40 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2As to ptr), i64 %33
  %35 = or disjoint i32 %31, 16
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw [40 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2As to ptr), i64 %36
  %38 = zext nneg i32 %32 to i64
  %39 = getelementptr inbounds nuw %struct.__half, ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2Bs to ptr), i64 %38
  %40 = or disjoint i32 %32, 16
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw %struct.__half, ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2Bs to ptr), i64 %41
  %43 = getelementptr inbounds nuw [40 x %struct.__half], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2As to ptr), i64 32), i64 %33
  %44 = getelementptr inbounds nuw [40 x %struct.__half], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2As to ptr), i64 32), i64 %36
  %45 = getelementptr inbounds nuw %struct.__half, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2Bs to ptr), i64 2304), i64 %38
  %46 = getelementptr inbounds nuw %struct.__half, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2Bs to ptr), i64 2304), i64 %41
  br label %47

47:                                               ; preds = %22, %167
  %48 = phi float [ 0.000000e+00, %22 ], [ %311, %167 ]
  %49 = phi float [ 0.000000e+00, %22 ], [ %310, %167 ]
  %50 = phi float [ 0.000000e+00, %22 ], [ %309, %167 ]
  %51 = phi float [ 0.000000e+00, %22 ], [ %308, %167 ]
  %52 = phi float [ 0.000000e+00, %22 ], [ %307, %167 ]
  %53 = phi float [ 0.000000e+00, %22 ], [ %306, %167 ]
  %54 = phi float [ 0.000000e+00, %22 ], [ %305, %167 ]
  %55 = phi float [ 0.000000e+00, %22 ], [ %304, %167 ]
  %56 = phi float [ 0.000000e+00, %22 ], [ %302, %167 ]
  %57 = phi float [ 0.000000e+00, %22 ], [ %301, %167 ]
  %58 = phi float [ 0.000000e+00, %22 ], [ %300, %167 ]
  %59 = phi float [ 0.000000e+00, %22 ], [ %299, %167 ]
  %60 = phi float [ 0.000000e+00, %22 ], [ %298, %167 ]
  %61 = phi float [ 0.000000e+00, %22 ], [ %297, %167 ]
  %62 = phi float [ 0.000000e+00, %22 ], [ %296, %167 ]
  %63 = phi float [ 0.000000e+00, %22 ], [ %295, %167 ]
  %64 = phi float [ 0.000000e+00, %22 ], [ %293, %167 ]
  %65 = phi float [ 0.000000e+00, %22 ], [ %292, %167 ]
  %66 = phi float [ 0.000000e+00, %22 ], [ %291, %167 ]
  %67 = phi float [ 0.000000e+00, %22 ], [ %290, %167 ]
  %68 = phi float [ 0.000000e+00, %22 ], [ %289, %167 ]
  %69 = phi float [ 0.000000e+00, %22 ], [ %288, %167 ]
  %70 = phi float [ 0.000000e+00, %22 ], [ %287, %167 ]
  %71 = phi float [ 0.000000e+00, %22 ], [ %286, %167 ]
  %72 = phi float [ 0.000000e+00, %22 ], [ %284, %167 ]
  %73 = phi float [ 0.000000e+00, %22 ], [ %283, %167 ]
  %74 = phi float [ 0.000000e+00, %22 ], [ %282, %167 ]
  %75 = phi float [ 0.000000e+00, %22 ], [ %281, %167 ]
  %76 = phi float [ 0.000000e+00, %22 ], [ %280, %167 ]
  %77 = phi float [ 0.000000e+00, %22 ], [ %279, %167 ]
  %78 = phi float [ 0.000000e+00, %22 ], [ %278, %167 ]
  %79 = phi float [ 0.000000e+00, %22 ], [ %277, %167 ]
  %80 = phi i32 [ 0, %22 ], [ %312, %167 ]
  br i1 %23, label %129, label %167

81:                                               ; preds = %167, %14
  %82 = phi i64 [ %21, %14 ], [ %30, %167 ]
  %83 = phi i32 [ %20, %14 ], [ %32, %167 ]
  %84 = phi i32 [ %19, %14 ], [ %29, %167 ]
  %85 = phi i32 [ %17, %14 ], [ %31, %167 ]
  %86 = phi i32 [ %16, %14 ], [ %25, %167 ]
  %87 = phi float [ 0.000000e+00, %14 ], [ %311, %167 ]
  %88 = phi float [ 0.000000e+00, %14 ], [ %310, %167 ]
  %89 = phi float [ 0.000000e+00, %14 ], [ %309, %167 ]
  %90 = phi float [ 0.000000e+00, %14 ], [ %308, %167 ]
  %91 = phi float [ 0.000000e+00, %14 ], [ %307, %167 ]
  %92 = phi float [ 0.000000e+00, %14 ], [ %306, %167 ]
  %93 = phi float [ 0.000000e+00, %14 ], [ %305, %167 ]
  %94 = phi float [ 0.000000e+00, %14 ], [ %304, %167 ]
  %95 = phi float [ 0.000000e+00, %14 ], [ %302, %167 ]
  %96 = phi float [ 0.000000e+00, %14 ], [ %301, %167 ]
  %97 = phi float [ 0.000000e+00, %14 ], [ %300, %167 ]
  %98 = phi float [ 0.000000e+00, %14 ], [ %299, %167 ]
  %99 = phi float [ 0.000000e+00, %14 ], [ %298, %167 ]
  %100 = phi float [ 0.000000e+00, %14 ], [ %297, %167 ]
  %101 = phi float [ 0.000000e+00, %14 ], [ %296, %167 ]
  %102 = phi float [ 0.000000e+00, %14 ], [ %295, %167 ]
  %103 = phi float [ 0.000000e+00, %14 ], [ %293, %167 ]
  %104 = phi float [ 0.000000e+00, %14 ], [ %292, %167 ]
  %105 = phi float [ 0.000000e+00, %14 ], [ %291, %167 ]
  %106 = phi float [ 0.000000e+00, %14 ], [ %290, %167 ]
  %107 = phi float [ 0.000000e+00, %14 ], [ %289, %167 ]
  %108 = phi float [ 0.000000e+00, %14 ], [ %288, %167 ]
  %109 = phi float [ 0.000000e+00, %14 ], [ %287, %167 ]
  %110 = phi float [ 0.000000e+00, %14 ], [ %286, %167 ]
  %111 = phi float [ 0.000000e+00, %14 ], [ %284, %167 ]
  %112 = phi float [ 0.000000e+00, %14 ], [ %283, %167 ]
  %113 = phi float [ 0.000000e+00, %14 ], [ %282, %167 ]
  %114 = phi float [ 0.000000e+00, %14 ], [ %281, %167 ]
  %115 = phi float [ 0.000000e+00, %14 ], [ %280, %167 ]
  %116 = phi float [ 0.000000e+00, %14 ], [ %279, %167 ]
  %117 = phi float [ 0.000000e+00, %14 ], [ %278, %167 ]
  %118 = phi float [ 0.000000e+00, %14 ], [ %277, %167 ]
  %119 = add nuw nsw i32 %85, %86
  %120 = or disjoint i32 %83, %84
  %121 = or disjoint i32 %119, 16
  %122 = icmp sgt i32 %121, %3
  %123 = zext nneg i32 %119 to i64
  %124 = mul nsw i64 %82, %123
  %125 = getelementptr inbounds nuw float, ptr %2, i64 %124
  %126 = or disjoint i32 %120, 16
  %127 = icmp sgt i32 %126, %4
  %128 = select i1 %122, i1 true, i1 %127
  br i1 %128, label %388, label %352

129:                                              ; preds = %47, %153
  %130 = phi i32 [ %165, %153 ], [ %9, %47 ]
  %131 = lshr i32 %130, 2
  %132 = shl nuw nsw i32 %130, 3
  %133 = and i32 %132, 24
  %134 = add nuw nsw i32 %131, %25
  %135 = or disjoint i32 %133, %80
  %136 = icmp slt i32 %134, %3
  %137 = or disjoint i32 %135, 7
  %138 = icmp slt i32 %137, %5
  %139 = select i1 %136, i1 %138, i1 false
  br i1 %139, label %140, label %153

140:                                              ; preds = %129
  %141 = zext nneg i32 %134 to i64
  %142 = mul nuw nsw i64 %141, %26
  %143 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %142
  %144 = zext nneg i32 %135 to i64
  %145 = getelementptr inbounds nuw %struct.__half, ptr %143, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 8
  %148 = getelementptr inbounds nuw i8, ptr %145, i64 4
  %149 = load i32, ptr %145, align 16, !tbaa !6
  %150 = load i32, ptr %148, align 4, !tbaa !6
  %151 = load i32, ptr %147, align 8, !tbaa !6
  %152 = load i32, ptr %146, align 4, !tbaa !6
  br label %153

153:                                              ; preds = %140, %129
  %154 = phi i32 [ %151, %140 ], [ 0, %129 ]
  %155 = phi i32 [ %150, %140 ], [ 0, %129 ]
  %156 = phi i32 [ %149, %140 ], [ 0, %129 ]
  %157 = phi i32 [ %152, %140 ], [ 0, %129 ]
  %158 = zext nneg i32 %131 to i64
  %159 = getelementptr inbounds nuw [40 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2As to ptr), i64 %158
  %160 = zext nneg i32 %133 to i64
  %161 = getelementptr inbounds nuw %struct.__half, ptr %159, i64 %160
  store i32 %156, ptr %161, align 2, !tbaa !6
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 4
  store i32 %155, ptr %162, align 2, !tbaa !6
  %163 = getelementptr inbounds nuw i8, ptr %161, i64 8
  store i32 %154, ptr %163, align 2, !tbaa !6
  %164 = getelementptr inbounds nuw i8, ptr %161, i64 12
  store i32 %157, ptr %164, align 2, !tbaa !6
  %165 = add nuw nsw i32 %130, %27
  %166 = icmp samesign ult i32 %165, 256
  br i1 %166, label %129, label %314, !llvm.loop !11

167:                                              ; preds = %338, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %168 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %34, i32 40)
  %169 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 0
  %170 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 1
  %171 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 2
  %172 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 3
  %173 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 4
  %174 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 5
  %175 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 6
  %176 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %168, 7
  %177 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %37, i32 40)
  %178 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 0
  %179 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 1
  %180 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 2
  %181 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 3
  %182 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 4
  %183 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 5
  %184 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 6
  %185 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %177, 7
  %186 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly %39, i32 72)
  %187 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 0
  %188 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 1
  %189 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 2
  %190 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 3
  %191 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 4
  %192 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 5
  %193 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 6
  %194 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %186, 7
  %195 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nonnull readonly %42, i32 72)
  %196 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 0
  %197 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 1
  %198 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 2
  %199 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 3
  %200 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 4
  %201 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 5
  %202 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 6
  %203 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %195, 7
  %204 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %169, <2 x half> %170, <2 x half> %171, <2 x half> %172, <2 x half> %173, <2 x half> %174, <2 x half> %175, <2 x half> %176, <2 x half> %187, <2 x half> %188, <2 x half> %189, <2 x half> %190, <2 x half> %191, <2 x half> %192, <2 x half> %193, <2 x half> %194, float %79, float %78, float %77, float %76, float %75, float %74, float %73, float %72)
  %205 = extractvalue { float, float, float, float, float, float, float, float } %204, 0
  %206 = extractvalue { float, float, float, float, float, float, float, float } %204, 1
  %207 = extractvalue { float, float, float, float, float, float, float, float } %204, 2
  %208 = extractvalue { float, float, float, float, float, float, float, float } %204, 3
  %209 = extractvalue { float, float, float, float, float, float, float, float } %204, 4
  %210 = extractvalue { float, float, float, float, float, float, float, float } %204, 5
  %211 = extractvalue { float, float, float, float, float, float, float, float } %204, 6
  %212 = extractvalue { float, float, float, float, float, float, float, float } %204, 7
  %213 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %169, <2 x half> %170, <2 x half> %171, <2 x half> %172, <2 x half> %173, <2 x half> %174, <2 x half> %175, <2 x half> %176, <2 x half> %196, <2 x half> %197, <2 x half> %198, <2 x half> %199, <2 x half> %200, <2 x half> %201, <2 x half> %202, <2 x half> %203, float %71, float %70, float %69, float %68, float %67, float %66, float %65, float %64)
  %214 = extractvalue { float, float, float, float, float, float, float, float } %213, 0
  %215 = extractvalue { float, float, float, float, float, float, float, float } %213, 1
  %216 = extractvalue { float, float, float, float, float, float, float, float } %213, 2
  %217 = extractvalue { float, float, float, float, float, float, float, float } %213, 3
  %218 = extractvalue { float, float, float, float, float, float, float, float } %213, 4
  %219 = extractvalue { float, float, float, float, float, float, float, float } %213, 5
  %220 = extractvalue { float, float, float, float, float, float, float, float } %213, 6
  %221 = extractvalue { float, float, float, float, float, float, float, float } %213, 7
  %222 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %178, <2 x half> %179, <2 x half> %180, <2 x half> %181, <2 x half> %182, <2 x half> %183, <2 x half> %184, <2 x half> %185, <2 x half> %187, <2 x half> %188, <2 x half> %189, <2 x half> %190, <2 x half> %191, <2 x half> %192, <2 x half> %193, <2 x half> %194, float %63, float %62, float %61, float %60, float %59, float %58, float %57, float %56)
  %223 = extractvalue { float, float, float, float, float, float, float, float } %222, 0
  %224 = extractvalue { float, float, float, float, float, float, float, float } %222, 1
  %225 = extractvalue { float, float, float, float, float, float, float, float } %222, 2
  %226 = extractvalue { float, float, float, float, float, float, float, float } %222, 3
  %227 = extractvalue { float, float, float, float, float, float, float, float } %222, 4
  %228 = extractvalue { float, float, float, float, float, float, float, float } %222, 5
  %229 = extractvalue { float, float, float, float, float, float, float, float } %222, 6
  %230 = extractvalue { float, float, float, float, float, float, float, float } %222, 7
  %231 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %178, <2 x half> %179, <2 x half> %180, <2 x half> %181, <2 x half> %182, <2 x half> %183, <2 x half> %184, <2 x half> %185, <2 x half> %196, <2 x half> %197, <2 x half> %198, <2 x half> %199, <2 x half> %200, <2 x half> %201, <2 x half> %202, <2 x half> %203, float %55, float %54, float %53, float %52, float %51, float %50, float %49, float %48)
  %232 = extractvalue { float, float, float, float, float, float, float, float } %231, 0
  %233 = extractvalue { float, float, float, float, float, float, float, float } %231, 1
  %234 = extractvalue { float, float, float, float, float, float, float, float } %231, 2
  %235 = extractvalue { float, float, float, float, float, float, float, float } %231, 3
  %236 = extractvalue { float, float, float, float, float, float, float, float } %231, 4
  %237 = extractvalue { float, float, float, float, float, float, float, float } %231, 5
  %238 = extractvalue { float, float, float, float, float, float, float, float } %231, 6
  %239 = extractvalue { float, float, float, float, float, float, float, float } %231, 7
  %240 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %43, i32 40)
  %241 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 0
  %242 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 1
  %243 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 2
  %244 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 3
  %245 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 4
  %246 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 5
  %247 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 6
  %248 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %240, 7
  %249 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %44, i32 40)
  %250 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 0
  %251 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 1
  %252 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 2
  %253 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 3
  %254 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 4
  %255 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 5
  %256 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 6
  %257 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %249, 7
  %258 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nonnull readonly %45, i32 72)
  %259 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 0
  %260 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 1
  %261 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 2
  %262 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 3
  %263 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 4
  %264 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 5
  %265 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 6
  %266 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %258, 7
  %267 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nonnull readonly %46, i32 72)
  %268 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 0
  %269 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 1
  %270 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 2
  %271 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 3
  %272 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 4
  %273 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 5
  %274 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 6
  %275 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %267, 7
  %276 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %241, <2 x half> %242, <2 x half> %243, <2 x half> %244, <2 x half> %245, <2 x half> %246, <2 x half> %247, <2 x half> %248, <2 x half> %259, <2 x half> %260, <2 x half> %261, <2 x half> %262, <2 x half> %263, <2 x half> %264, <2 x half> %265, <2 x half> %266, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212)
  %277 = extractvalue { float, float, float, float, float, float, float, float } %276, 0
  %278 = extractvalue { float, float, float, float, float, float, float, float } %276, 1
  %279 = extractvalue { float, float, float, float, float, float, float, float } %276, 2
  %280 = extractvalue { float, float, float, float, float, float, float, float } %276, 3
  %281 = extractvalue { float, float, float, float, float, float, float, float } %276, 4
  %282 = extractvalue { float, float, float, float, float, float, float, float } %276, 5
  %283 = extractvalue { float, float, float, float, float, float, float, float } %276, 6
  %284 = extractvalue { float, float, float, float, float, float, float, float } %276, 7
  %285 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %241, <2 x half> %242, <2 x half> %243, <2 x half> %244, <2 x half> %245, <2 x half> %246, <2 x half> %247, <2 x half> %248, <2 x half> %268, <2 x half> %269, <2 x half> %270, <2 x half> %271, <2 x half> %272, <2 x half> %273, <2 x half> %274, <2 x half> %275, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221)
  %286 = extractvalue { float, float, float, float, float, float, float, float } %285, 0
  %287 = extractvalue { float, float, float, float, float, float, float, float } %285, 1
  %288 = extractvalue { float, float, float, float, float, float, float, float } %285, 2
  %289 = extractvalue { float, float, float, float, float, float, float, float } %285, 3
  %290 = extractvalue { float, float, float, float, float, float, float, float } %285, 4
  %291 = extractvalue { float, float, float, float, float, float, float, float } %285, 5
  %292 = extractvalue { float, float, float, float, float, float, float, float } %285, 6
  %293 = extractvalue { float, float, float, float, float, float, float, float } %285, 7
  %294 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %250, <2 x half> %251, <2 x half> %252, <2 x half> %253, <2 x half> %254, <2 x half> %255, <2 x half> %256, <2 x half> %257, <2 x half> %259, <2 x half> %260, <2 x half> %261, <2 x half> %262, <2 x half> %263, <2 x half> %264, <2 x half> %265, <2 x half> %266, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230)
  %295 = extractvalue { float, float, float, float, float, float, float, float } %294, 0
  %296 = extractvalue { float, float, float, float, float, float, float, float } %294, 1
  %297 = extractvalue { float, float, float, float, float, float, float, float } %294, 2
  %298 = extractvalue { float, float, float, float, float, float, float, float } %294, 3
  %299 = extractvalue { float, float, float, float, float, float, float, float } %294, 4
  %300 = extractvalue { float, float, float, float, float, float, float, float } %294, 5
  %301 = extractvalue { float, float, float, float, float, float, float, float } %294, 6
  %302 = extractvalue { float, float, float, float, float, float, float, float } %294, 7
  %303 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %250, <2 x half> %251, <2 x half> %252, <2 x half> %253, <2 x half> %254, <2 x half> %255, <2 x half> %256, <2 x half> %257, <2 x half> %268, <2 x half> %269, <2 x half> %270, <2 x half> %271, <2 x half> %272, <2 x half> %273, <2 x half> %274, <2 x half> %275, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239)
  %304 = extractvalue { float, float, float, float, float, float, float, float } %303, 0
  %305 = extractvalue { float, float, float, float, float, float, float, float } %303, 1
  %306 = extractvalue { float, float, float, float, float, float, float, float } %303, 2
  %307 = extractvalue { float, float, float, float, float, float, float, float } %303, 3
  %308 = extractvalue { float, float, float, float, float, float, float, float } %303, 4
  %309 = extractvalue { float, float, float, float, float, float, float, float } %303, 5
  %310 = extractvalue { float, float, float, float, float, float, float, float } %303, 6
  %311 = extractvalue { float, float, float, float, float, float, float, float } %303, 7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %312 = add nuw nsw i32 %80, 32
  %313 = icmp slt i32 %312, %5
  br i1 %313, label %47, label %81, !llvm.loop !13

314:                                              ; preds = %153, %338
  %315 = phi i32 [ %350, %338 ], [ %9, %153 ]
  %316 = lshr i32 %315, 3
  %317 = shl nuw nsw i32 %315, 3
  %318 = and i32 %317, 56
  %319 = or disjoint i32 %316, %80
  %320 = or disjoint i32 %318, %29
  %321 = icmp slt i32 %319, %5
  %322 = or disjoint i32 %320, 7
  %323 = icmp slt i32 %322, %4
  %324 = select i1 %321, i1 %323, i1 false
  br i1 %324, label %325, label %338

325:                                              ; preds = %314
  %326 = zext nneg i32 %319 to i64
  %327 = mul nsw i64 %326, %30
  %328 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %327
  %329 = sext i32 %320 to i64
  %330 = getelementptr inbounds %struct.__half, ptr %328, i64 %329
  %331 = getelementptr inbounds nuw i8, ptr %330, i64 12
  %332 = getelementptr inbounds nuw i8, ptr %330, i64 8
  %333 = getelementptr inbounds nuw i8, ptr %330, i64 4
  %334 = load i32, ptr %330, align 16, !tbaa !6
  %335 = load i32, ptr %333, align 4, !tbaa !6
  %336 = load i32, ptr %332, align 8, !tbaa !6
  %337 = load i32, ptr %331, align 4, !tbaa !6
  br label %338

338:                                              ; preds = %325, %314
  %339 = phi i32 [ %337, %325 ], [ 0, %314 ]
  %340 = phi i32 [ %336, %325 ], [ 0, %314 ]
  %341 = phi i32 [ %335, %325 ], [ 0, %314 ]
  %342 = phi i32 [ %334, %325 ], [ 0, %314 ]
  %343 = zext nneg i32 %316 to i64
  %344 = getelementptr inbounds nuw [72 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ17hgemm_wmma_kernelPK6__halfS1_PfiiiffE2Bs to ptr), i64 %343
  %345 = zext nneg i32 %318 to i64
  %346 = getelementptr inbounds nuw %struct.__half, ptr %344, i64 %345
  store i32 %342, ptr %346, align 2, !tbaa !6
  %347 = getelementptr inbounds nuw i8, ptr %346, i64 4
  store i32 %341, ptr %347, align 2, !tbaa !6
  %348 = getelementptr inbounds nuw i8, ptr %346, i64 8
  store i32 %340, ptr %348, align 2, !tbaa !6
  %349 = getelementptr inbounds nuw i8, ptr %346, i64 12
  store i32 %339, ptr %349, align 2, !tbaa !6
  %350 = add nuw nsw i32 %315, %27
  %351 = icmp samesign ult i32 %350, 256
  br i1 %351, label %314, label %167, !llvm.loop !14

352:                                              ; preds = %81
  %353 = sext i32 %120 to i64
  %354 = getelementptr inbounds float, ptr %125, i64 %353
  %355 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly %354, i32 range(i32 -2147483632, -2147483648) %4)
  %356 = extractvalue { float, float, float, float, float, float, float, float } %355, 0
  %357 = extractvalue { float, float, float, float, float, float, float, float } %355, 1
  %358 = extractvalue { float, float, float, float, float, float, float, float } %355, 2
  %359 = extractvalue { float, float, float, float, float, float, float, float } %355, 3
  %360 = extractvalue { float, float, float, float, float, float, float, float } %355, 4
  %361 = extractvalue { float, float, float, float, float, float, float, float } %355, 5
  %362 = extractvalue { float, float, float, float, float, float, float, float } %355, 6
  %363 = extractvalue { float, float, float, float, float, float, float, float } %355, 7
  %364 = fmul contract float %6, %118
  %365 = fmul contract float %7, %356
  %366 = fadd contract float %364, %365
  %367 = fmul contract float %6, %117
  %368 = fmul contract float %7, %357
  %369 = fadd contract float %367, %368
  %370 = fmul contract float %6, %116
  %371 = fmul contract float %7, %358
  %372 = fadd contract float %370, %371
  %373 = fmul contract float %6, %115
  %374 = fmul contract float %7, %359
  %375 = fadd contract float %373, %374
  %376 = fmul contract float %6, %114
  %377 = fmul contract float %7, %360
  %378 = fadd contract float %376, %377
  %379 = fmul contract float %6, %113
  %380 = fmul contract float %7, %361
  %381 = fadd contract float %379, %380
  %382 = fmul contract float %6, %112
  %383 = fmul contract float %7, %362
  %384 = fadd contract float %382, %383
  %385 = fmul contract float %6, %111
  %386 = fmul contract float %7, %363
  %387 = fadd contract float %385, %386
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %354, float %366, float %369, float %372, float %375, float %378, float %381, float %384, float %387, i32 range(i32 -2147483632, -2147483648) %4)
  br label %388

388:                                              ; preds = %81, %352
  %389 = add nsw i32 %120, 32
  %390 = icmp sgt i32 %389, %4
  %391 = select i1 %122, i1 true, i1 %390
  br i1 %391, label %428, label %392

392:                                              ; preds = %388
  %393 = sext i32 %126 to i64
  %394 = getelementptr inbounds float, ptr %125, i64 %393
  %395 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nonnull readonly %394, i32 range(i32 -2147483632, -2147483648) %4)
  %396 = extractvalue { float, float, float, float, float, float, float, float } %395, 0
  %397 = extractvalue { float, float, float, float, float, float, float, float } %395, 1
  %398 = extractvalue { float, float, float, float, float, float, float, float } %395, 2
  %399 = extractvalue { float, float, float, float, float, float, float, float } %395, 3
  %400 = extractvalue { float, float, float, float, float, float, float, float } %395, 4
  %401 = extractvalue { float, float, float, float, float, float, float, float } %395, 5
  %402 = extractvalue { float, float, float, float, float, float, float, float } %395, 6
  %403 = extractvalue { float, float, float, float, float, float, float, float } %395, 7
  %404 = fmul contract float %6, %110
  %405 = fmul contract float %7, %396
  %406 = fadd contract float %404, %405
  %407 = fmul contract float %6, %109
  %408 = fmul contract float %7, %397
  %409 = fadd contract float %407, %408
  %410 = fmul contract float %6, %108
  %411 = fmul contract float %7, %398
  %412 = fadd contract float %410, %411
  %413 = fmul contract float %6, %107
  %414 = fmul contract float %7, %399
  %415 = fadd contract float %413, %414
  %416 = fmul contract float %6, %106
  %417 = fmul contract float %7, %400
  %418 = fadd contract float %416, %417
  %419 = fmul contract float %6, %105
  %420 = fmul contract float %7, %401
  %421 = fadd contract float %419, %420
  %422 = fmul contract float %6, %104
  %423 = fmul contract float %7, %402
  %424 = fadd contract float %422, %423
  %425 = fmul contract float %6, %103
  %426 = fmul contract float %7, %403
  %427 = fadd contract float %425, %426
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nonnull %394, float %406, float %409, float %412, float %415, float %418, float %421, float %424, float %427, i32 range(i32 -2147483632, -2147483648) %4)
  br label %428

428:                                              ; preds = %392, %388
  %429 = add nuw nsw i32 %119, 32
  %430 = icmp sgt i32 %429, %3
  %431 = zext nneg i32 %121 to i64
  %432 = mul nsw i64 %82, %431
  %433 = getelementptr inbounds nuw float, ptr %2, i64 %432
  %434 = select i1 %430, i1 true, i1 %127
  br i1 %434, label %471, label %435

435:                                              ; preds = %428
  %436 = sext i32 %120 to i64
  %437 = getelementptr inbounds float, ptr %433, i64 %436
  %438 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly %437, i32 range(i32 -2147483632, -2147483648) %4)
  %439 = extractvalue { float, float, float, float, float, float, float, float } %438, 0
  %440 = extractvalue { float, float, float, float, float, float, float, float } %438, 1
  %441 = extractvalue { float, float, float, float, float, float, float, float } %438, 2
  %442 = extractvalue { float, float, float, float, float, float, float, float } %438, 3
  %443 = extractvalue { float, float, float, float, float, float, float, float } %438, 4
  %444 = extractvalue { float, float, float, float, float, float, float, float } %438, 5
  %445 = extractvalue { float, float, float, float, float, float, float, float } %438, 6
  %446 = extractvalue { float, float, float, float, float, float, float, float } %438, 7
  %447 = fmul contract float %6, %102
  %448 = fmul contract float %7, %439
  %449 = fadd contract float %447, %448
  %450 = fmul contract float %6, %101
  %451 = fmul contract float %7, %440
  %452 = fadd contract float %450, %451
  %453 = fmul contract float %6, %100
  %454 = fmul contract float %7, %441
  %455 = fadd contract float %453, %454
  %456 = fmul contract float %6, %99
  %457 = fmul contract float %7, %442
  %458 = fadd contract float %456, %457
  %459 = fmul contract float %6, %98
  %460 = fmul contract float %7, %443
  %461 = fadd contract float %459, %460
  %462 = fmul contract float %6, %97
  %463 = fmul contract float %7, %444
  %464 = fadd contract float %462, %463
  %465 = fmul contract float %6, %96
  %466 = fmul contract float %7, %445
  %467 = fadd contract float %465, %466
  %468 = fmul contract float %6, %95
  %469 = fmul contract float %7, %446
  %470 = fadd contract float %468, %469
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %437, float %449, float %452, float %455, float %458, float %461, float %464, float %467, float %470, i32 range(i32 -2147483632, -2147483648) %4)
  br label %471

471:                                              ; preds = %435, %428
  %472 = select i1 %430, i1 true, i1 %390
  br i1 %472, label %509, label %473

473:                                              ; preds = %471
  %474 = sext i32 %126 to i64
  %475 = getelementptr inbounds float, ptr %433, i64 %474
  %476 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nonnull readonly %475, i32 range(i32 -2147483632, -2147483648) %4)
  %477 = extractvalue { float, float, float, float, float, float, float, float } %476, 0
  %478 = extractvalue { float, float, float, float, float, float, float, float } %476, 1
  %479 = extractvalue { float, float, float, float, float, float, float, float } %476, 2
  %480 = extractvalue { float, float, float, float, float, float, float, float } %476, 3
  %481 = extractvalue { float, float, float, float, float, float, float, float } %476, 4
  %482 = extractvalue { float, float, float, float, float, float, float, float } %476, 5
  %483 = extractvalue { float, float, float, float, float, float, float, float } %476, 6
  %484 = extractvalue { float, float, float, float, float, float, float, float } %476, 7
  %485 = fmul contract float %6, %94
  %486 = fmul contract float %7, %477
  %487 = fadd contract float %485, %486
  %488 = fmul contract float %6, %93
  %489 = fmul contract float %7, %478
  %490 = fadd contract float %488, %489
  %491 = fmul contract float %6, %92
  %492 = fmul contract float %7, %479
  %493 = fadd contract float %491, %492
  %494 = fmul contract float %6, %91
  %495 = fmul contract float %7, %480
  %496 = fadd contract float %494, %495
  %497 = fmul contract float %6, %90
  %498 = fmul contract float %7, %481
  %499 = fadd contract float %497, %498
  %500 = fmul contract float %6, %89
  %501 = fmul contract float %7, %482
  %502 = fadd contract float %500, %501
  %503 = fmul contract float %6, %88
  %504 = fmul contract float %7, %483
  %505 = fadd contract float %503, %504
  %506 = fmul contract float %6, %87
  %507 = fmul contract float %7, %484
  %508 = fadd contract float %506, %507
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nonnull %475, float %487, float %490, float %493, float %496, float %499, float %502, float %505, float %508, i32 range(i32 -2147483632, -2147483648) %4)
  br label %509

509:                                              ; preds = %473, %471
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly captures(none), i32) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly captures(none), i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly captures(none), i32) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind memory(none) }
attributes #5 = { nocallback nounwind memory(argmem: write) }

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
!14 = distinct !{!14, !12}
