; ModuleID = 'cg_reductions.cu'
source_filename = "cg_reductions.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11sum_max_minPfPKfiE4part = internal unnamed_addr addrspace(3) global [3 x [32 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11sum_max_minPfPKfi(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %14

11:                                               ; preds = %3
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %12, %6
  br label %63

14:                                               ; preds = %63, %3
  %15 = phi float [ 0x7FF0000000000000, %3 ], [ %73, %63 ]
  %16 = phi float [ 0xFFF0000000000000, %3 ], [ %72, %63 ]
  %17 = phi float [ 0.000000e+00, %3 ], [ %71, %63 ]
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 16, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 8, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 4, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 2, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 1, i32 31)
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 16, i32 31)
  %28 = fcmp contract olt float %16, %27
  %29 = select contract i1 %28, float %27, float %16
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 8, i32 31)
  %31 = fcmp contract olt float %29, %30
  %32 = select contract i1 %31, float %30, float %29
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 4, i32 31)
  %34 = fcmp contract olt float %32, %33
  %35 = select contract i1 %34, float %33, float %32
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 2, i32 31)
  %37 = fcmp contract olt float %35, %36
  %38 = select contract i1 %37, float %36, float %35
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %38, i32 1, i32 31)
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31)
  %41 = fcmp contract olt float %40, %15
  %42 = select contract i1 %41, float %40, float %15
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 8, i32 31)
  %44 = fcmp contract olt float %43, %42
  %45 = select contract i1 %44, float %43, float %42
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 4, i32 31)
  %47 = fcmp contract olt float %46, %45
  %48 = select contract i1 %47, float %46, float %45
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 2, i32 31)
  %50 = fcmp contract olt float %49, %48
  %51 = select contract i1 %50, float %49, float %48
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 1, i32 31)
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %57 = mul nuw nsw i32 %54, %55
  %58 = add nuw nsw i32 %57, %53
  %59 = mul nuw nsw i32 %58, %6
  %60 = add nuw nsw i32 %59, %8
  %61 = and i32 %60, 31
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %76, label %87

63:                                               ; preds = %11, %63
  %64 = phi i32 [ %9, %11 ], [ %74, %63 ]
  %65 = phi float [ 0.000000e+00, %11 ], [ %71, %63 ]
  %66 = phi float [ 0xFFF0000000000000, %11 ], [ %72, %63 ]
  %67 = phi float [ 0x7FF0000000000000, %11 ], [ %73, %63 ]
  %68 = sext i32 %64 to i64
  %69 = getelementptr inbounds float, ptr %1, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !12
  %71 = fadd contract float %65, %70
  %72 = tail call noundef float @llvm.maxnum.f32(float %66, float %70)
  %73 = tail call noundef float @llvm.minnum.f32(float %67, float %70)
  %74 = add i32 %64, %13
  %75 = icmp slt i32 %74, %2
  br i1 %75, label %63, label %14, !llvm.loop !14

76:                                               ; preds = %14
  %77 = fadd contract float %25, %26
  %78 = fcmp contract olt float %38, %39
  %79 = select contract i1 %78, float %39, float %38
  %80 = fcmp contract olt float %52, %51
  %81 = select contract i1 %80, float %52, float %51
  %82 = lshr exact i32 %60, 5
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11sum_max_minPfPKfiE4part to ptr), i64 256), i64 %83
  %85 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11sum_max_minPfPKfiE4part to ptr), i64 128), i64 %83
  %86 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11sum_max_minPfPKfiE4part to ptr), i64 %83
  store float %77, ptr %86, align 4, !tbaa !12
  store float %79, ptr %85, align 4, !tbaa !12
  store float %81, ptr %84, align 4, !tbaa !12
  br label %87

87:                                               ; preds = %76, %14
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %88 = icmp samesign ult i32 %60, 32
  br i1 %88, label %89, label %161

89:                                               ; preds = %87
  %90 = mul nuw nsw i32 %6, %55
  %91 = mul nuw nsw i32 %90, %56
  %92 = add nuw nsw i32 %91, 31
  %93 = lshr i32 %92, 5
  %94 = icmp samesign ult i32 %61, %93
  br i1 %94, label %95, label %99

95:                                               ; preds = %89
  %96 = zext nneg i32 %61 to i64
  %97 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11sum_max_minPfPKfiE4part to ptr), i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !12
  br label %99

99:                                               ; preds = %89, %95
  %100 = phi contract float [ %98, %95 ], [ 0.000000e+00, %89 ]
  %101 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %100, i32 16, i32 31)
  %102 = fadd contract float %100, %101
  %103 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %102, i32 8, i32 31)
  %104 = fadd contract float %102, %103
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %104, i32 4, i32 31)
  %106 = fadd contract float %104, %105
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %106, i32 2, i32 31)
  %108 = fadd contract float %106, %107
  %109 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %108, i32 1, i32 31)
  %110 = fadd contract float %108, %109
  br i1 %94, label %111, label %115

111:                                              ; preds = %99
  %112 = zext nneg i32 %61 to i64
  %113 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11sum_max_minPfPKfiE4part to ptr), i64 128), i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !12
  br label %115

115:                                              ; preds = %99, %111
  %116 = phi contract float [ %114, %111 ], [ 0xFFF0000000000000, %99 ]
  %117 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %116, i32 16, i32 31)
  %118 = fcmp contract olt float %116, %117
  %119 = select contract i1 %118, float %117, float %116
  %120 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %119, i32 8, i32 31)
  %121 = fcmp contract olt float %119, %120
  %122 = select contract i1 %121, float %120, float %119
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %122, i32 4, i32 31)
  %124 = fcmp contract olt float %122, %123
  %125 = select contract i1 %124, float %123, float %122
  %126 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %125, i32 2, i32 31)
  %127 = fcmp contract olt float %125, %126
  %128 = select contract i1 %127, float %126, float %125
  %129 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %128, i32 1, i32 31)
  %130 = fcmp contract olt float %128, %129
  %131 = select contract i1 %130, float %129, float %128
  br i1 %94, label %132, label %136

132:                                              ; preds = %115
  %133 = zext nneg i32 %61 to i64
  %134 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11sum_max_minPfPKfiE4part to ptr), i64 256), i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !12
  br label %136

136:                                              ; preds = %115, %132
  %137 = phi contract float [ %135, %132 ], [ 0x7FF0000000000000, %115 ]
  %138 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %137, i32 16, i32 31)
  %139 = fcmp contract olt float %138, %137
  %140 = select contract i1 %139, float %138, float %137
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %140, i32 8, i32 31)
  %142 = fcmp contract olt float %141, %140
  %143 = select contract i1 %142, float %141, float %140
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %143, i32 4, i32 31)
  %145 = fcmp contract olt float %144, %143
  %146 = select contract i1 %145, float %144, float %143
  %147 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %146, i32 2, i32 31)
  %148 = fcmp contract olt float %147, %146
  %149 = select contract i1 %148, float %147, float %146
  %150 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %149, i32 1, i32 31)
  br i1 %62, label %151, label %161

151:                                              ; preds = %136
  %152 = fcmp contract olt float %150, %149
  %153 = select contract i1 %152, float %150, float %149
  %154 = bitcast float %153 to i32
  %155 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %156 = bitcast float %131 to i32
  %157 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %158 = atomicrmw fadd ptr %0, float %110 seq_cst, align 4
  %159 = atomicrmw max ptr %157, i32 %156 seq_cst, align 4
  %160 = atomicrmw min ptr %155, i32 %154 seq_cst, align 4
  br label %161

161:                                              ; preds = %136, %151, %87
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z18half_warp_row_sumsPiPKiii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = lshr i32 %10, 4
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %47

13:                                               ; preds = %4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = add nuw nsw i32 %17, %14
  %19 = mul nuw nsw i32 %18, %7
  %20 = add nuw nsw i32 %19, %9
  %21 = and i32 %20, 15
  %22 = icmp slt i32 %21, %3
  br i1 %22, label %23, label %28

23:                                               ; preds = %13
  %24 = zext nneg i32 %11 to i64
  %25 = zext nneg i32 %3 to i64
  %26 = mul nuw nsw i64 %25, %24
  %27 = getelementptr i32, ptr %1, i64 %26
  br label %35

28:                                               ; preds = %35, %13
  %29 = phi i32 [ 0, %13 ], [ %41, %35 ]
  %30 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %31 = and i32 %30, -16
  %32 = shl i32 65535, %31
  %33 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %29, i32 %32)
  %34 = icmp eq i32 %21, 0
  br i1 %34, label %44, label %47

35:                                               ; preds = %23, %35
  %36 = phi i32 [ %21, %23 ], [ %42, %35 ]
  %37 = phi i32 [ 0, %23 ], [ %41, %35 ]
  %38 = zext nneg i32 %36 to i64
  %39 = getelementptr i32, ptr %27, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = add nsw i32 %40, %37
  %42 = add nuw nsw i32 %36, 16
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %35, label %28, !llvm.loop !17

44:                                               ; preds = %28
  %45 = zext nneg i32 %11 to i64
  %46 = getelementptr inbounds nuw i32, ptr %0, i64 %45
  store i32 %33, ptr %46, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %28, %44, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z12quad_bitwisePjPKji(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %1, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %3, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %3 ]
  %17 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %18 = and i32 %17, -4
  %19 = shl i32 15, %18
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %19, i32 %16, i32 2, i32 7199)
  %21 = and i32 %20, %16
  %22 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %23 = and i32 %22, -4
  %24 = shl i32 15, %23
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %24, i32 %21, i32 1, i32 7199)
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %27 = and i32 %26, -4
  %28 = shl i32 15, %27
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %28, i32 %16, i32 2, i32 7199)
  %30 = or i32 %29, %16
  %31 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %32 = and i32 %31, -4
  %33 = shl i32 15, %32
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %33, i32 %30, i32 1, i32 7199)
  %35 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %36 = and i32 %35, -4
  %37 = shl i32 15, %36
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %37, i32 %16, i32 2, i32 7199)
  %39 = xor i32 %38, %16
  %40 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %41 = and i32 %40, -4
  %42 = shl i32 15, %41
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %42, i32 %39, i32 1, i32 7199)
  %44 = xor i32 %43, %39
  %45 = or i32 %34, %30
  %46 = and i32 %25, %21
  br i1 %10, label %47, label %64

47:                                               ; preds = %15
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %49 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %51 = mul nuw nsw i32 %49, %50
  %52 = add nuw nsw i32 %51, %48
  %53 = mul nuw nsw i32 %52, %6
  %54 = add nuw nsw i32 %53, %8
  %55 = and i32 %54, 3
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %64

57:                                               ; preds = %47
  %58 = sdiv i32 %9, 4
  %59 = mul nsw i32 %58, 3
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  store i32 %46, ptr %61, align 4, !tbaa !6
  %62 = getelementptr i8, ptr %61, i64 4
  store i32 %45, ptr %62, align 4, !tbaa !6
  %63 = getelementptr i8, ptr %61, i64 8
  store i32 %44, ptr %63, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %57, %47, %15
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z19positive_compactionPiS_PKii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %97

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %2, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %97

16:                                               ; preds = %11
  %17 = tail call noundef i32 @llvm.nvvm.activemask()
  %18 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  %19 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !18
  %20 = and i32 %19, %17
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %16
  %23 = atomicrmw add ptr %1, i32 %18 seq_cst, align 4
  br label %24

24:                                               ; preds = %22, %16
  %25 = phi i32 [ %23, %22 ], [ 0, %16 ]
  %26 = tail call i32 @llvm.bitreverse.i32(i32 %17)
  %27 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %26) #9, !srcloc !19
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %17, i32 %25, i32 %27, i32 31)
  %29 = icmp eq i32 %17, -1
  br i1 %29, label %30, label %43

30:                                               ; preds = %24
  %31 = icmp samesign ugt i32 %18, 1
  br i1 %31, label %32, label %91

32:                                               ; preds = %30, %32
  %33 = phi i32 [ %41, %32 ], [ 1, %30 ]
  %34 = phi i32 [ %40, %32 ], [ 1, %30 ]
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 %33, i32 0)
  %36 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !18
  %37 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %36)
  %38 = icmp samesign ugt i32 %33, %37
  %39 = select i1 %38, i32 0, i32 %35
  %40 = add nsw i32 %39, %34
  %41 = shl nuw nsw i32 %33, 1
  %42 = icmp samesign ult i32 %41, %18
  br i1 %42, label %32, label %91, !llvm.loop !20

43:                                               ; preds = %24
  %44 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #8, !srcloc !18
  %45 = and i32 %44, %17
  %46 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !16
  %47 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %45)
  %48 = icmp samesign ugt i32 %18, 1
  br i1 %48, label %49, label %91

49:                                               ; preds = %43
  %50 = add i32 %47, %27
  br label %51

51:                                               ; preds = %49, %83
  %52 = phi i32 [ %46, %49 ], [ %85, %83 ]
  %53 = phi i32 [ 1, %49 ], [ %89, %83 ]
  %54 = phi i32 [ 1, %49 ], [ %84, %83 ]
  %55 = phi i32 [ 1, %49 ], [ %88, %83 ]
  %56 = icmp ugt i32 %53, %47
  br i1 %56, label %83, label %57

57:                                               ; preds = %51
  %58 = sub i32 %52, %54
  %59 = sub i32 %50, %53
  %60 = icmp ult i32 %59, %58
  br i1 %60, label %61, label %83

61:                                               ; preds = %57, %79
  %62 = phi i32 [ %81, %79 ], [ %58, %57 ]
  %63 = phi i32 [ %80, %79 ], [ %59, %57 ]
  %64 = add i32 %62, %63
  %65 = lshr i32 %64, 1
  %66 = lshr i32 %45, %65
  %67 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %66)
  %68 = icmp ult i32 %67, %53
  br i1 %68, label %69, label %71

69:                                               ; preds = %61
  %70 = add nsw i32 %65, -1
  br label %79

71:                                               ; preds = %61
  %72 = icmp samesign ult i32 %53, %67
  %73 = and i32 %66, 1
  %74 = icmp eq i32 %73, 0
  %75 = or i1 %72, %74
  %76 = zext i1 %75 to i32
  %77 = add nuw i32 %65, %76
  %78 = select i1 %75, i32 %62, i32 %65
  br label %79

79:                                               ; preds = %71, %69
  %80 = phi i32 [ %63, %69 ], [ %77, %71 ]
  %81 = phi i32 [ %70, %69 ], [ %78, %71 ]
  %82 = icmp ult i32 %80, %81
  br i1 %82, label %61, label %83, !llvm.loop !21

83:                                               ; preds = %79, %57, %51
  %84 = phi i32 [ %54, %51 ], [ %53, %57 ], [ %53, %79 ]
  %85 = phi i32 [ %52, %51 ], [ %58, %57 ], [ %81, %79 ]
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %17, i32 %55, i32 %85, i32 31)
  %87 = select i1 %56, i32 0, i32 %86
  %88 = add nsw i32 %87, %55
  %89 = shl i32 %53, 1
  %90 = icmp ult i32 %89, %18
  br i1 %90, label %51, label %91, !llvm.loop !22

91:                                               ; preds = %83, %32, %43, %30
  %92 = phi i32 [ %40, %32 ], [ 1, %30 ], [ 1, %43 ], [ %88, %83 ]
  %93 = add i32 %28, -1
  %94 = add i32 %93, %92
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %0, i64 %95
  store i32 %14, ptr %96, align 4, !tbaa !6
  br label %97

97:                                               ; preds = %11, %91, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind memory(none) }
attributes #9 = { nounwind memory(none) }

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
!11 = !{i64 2163559680, i64 2163559684, i64 2163559721, i64 2163559761, i64 2163559822, i64 2163559858, i64 2163559908}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i64 15943822}
!17 = distinct !{!17, !15}
!18 = !{i64 15944203}
!19 = !{i32 12369}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
