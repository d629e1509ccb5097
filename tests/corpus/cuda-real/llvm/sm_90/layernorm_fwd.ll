; ModuleID = 'layernorm_fwd.cu'
source_filename = "layernorm_fwd.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat16 = type { i16 }

@_ZZ22layernorm_forward_bf16P13__nv_bfloat16PKS_S2_S2_iifE7scratch = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z24layernorm_forward_kernelPfS_S_PKfS1_S1_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(address_is_null) %1, ptr noalias noundef writeonly captures(address_is_null) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #7, !srcloc !11
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %16 = mul nuw nsw i32 %12, %14
  %17 = add nuw nsw i32 %16, %11
  %18 = mul nuw nsw i32 %17, %13
  %19 = add nuw nsw i32 %18, %10
  %20 = mul nuw nsw i32 %13, %14
  %21 = mul nuw nsw i32 %20, %15
  %22 = add nuw nsw i32 %21, 31
  %23 = lshr i32 %22, 5
  %24 = and i32 %23, 65535
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %24, %25
  %27 = lshr i32 %19, 5
  %28 = and i32 %27, 65535
  %29 = add i32 %26, %28
  %30 = icmp slt i32 %29, %6
  br i1 %30, label %31, label %144

31:                                               ; preds = %8
  %32 = sext i32 %29 to i64
  %33 = sext i32 %7 to i64
  %34 = mul nsw i64 %33, %32
  %35 = getelementptr inbounds nuw float, ptr %3, i64 %34
  %36 = and i32 %19, 31
  %37 = shl nuw nsw i32 %36, 2
  %38 = or disjoint i32 %37, 3
  %39 = icmp slt i32 %38, %7
  br i1 %39, label %45, label %40

40:                                               ; preds = %45, %31
  %41 = phi float [ 0.000000e+00, %31 ], [ %61, %45 ]
  %42 = and i32 %7, -4
  %43 = add i32 %42, %36
  %44 = icmp slt i32 %43, %7
  br i1 %44, label %80, label %65

45:                                               ; preds = %31, %45
  %46 = phi i32 [ %62, %45 ], [ %37, %31 ]
  %47 = phi float [ %61, %45 ], [ 0.000000e+00, %31 ]
  %48 = zext nneg i32 %46 to i64
  %49 = getelementptr inbounds nuw float, ptr %35, i64 %48
  %50 = addrspacecast ptr %49 to ptr addrspace(1)
  %51 = load float, ptr addrspace(1) %50, align 16
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %50, i64 4
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %50, i64 8
  %55 = load float, ptr addrspace(1) %54, align 8
  %56 = getelementptr inbounds nuw i8, ptr addrspace(1) %50, i64 12
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fadd contract float %51, %53
  %59 = fadd contract float %55, %57
  %60 = fadd contract float %58, %59
  %61 = fadd contract float %47, %60
  %62 = add nuw nsw i32 %46, 128
  %63 = or disjoint i32 %62, 3
  %64 = icmp slt i32 %63, %7
  br i1 %64, label %45, label %40, !llvm.loop !12

65:                                               ; preds = %80, %40
  %66 = phi float [ %41, %40 ], [ %86, %80 ]
  %67 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %66, i32 16, i32 31)
  %68 = fadd contract float %66, %67
  %69 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %68, i32 8, i32 31)
  %70 = fadd contract float %68, %69
  %71 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %70, i32 4, i32 31)
  %72 = fadd contract float %70, %71
  %73 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %72, i32 2, i32 31)
  %74 = fadd contract float %72, %73
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %74, i32 1, i32 31)
  %76 = fadd contract float %74, %75
  %77 = sitofp i32 %7 to float
  %78 = fdiv contract float %76, %77
  %79 = icmp slt i32 %36, %7
  br i1 %79, label %105, label %89

80:                                               ; preds = %40, %80
  %81 = phi i32 [ %87, %80 ], [ %43, %40 ]
  %82 = phi float [ %86, %80 ], [ %41, %40 ]
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds float, ptr %35, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !14
  %86 = fadd contract float %82, %85
  %87 = add i32 %81, 32
  %88 = icmp slt i32 %87, %7
  br i1 %88, label %80, label %65, !llvm.loop !16

89:                                               ; preds = %105, %65
  %90 = phi float [ 0.000000e+00, %65 ], [ %114, %105 ]
  %91 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %90, i32 16, i32 31)
  %92 = fadd contract float %90, %91
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 8, i32 31)
  %94 = fadd contract float %92, %93
  %95 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %94, i32 4, i32 31)
  %96 = fadd contract float %94, %95
  %97 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %96, i32 2, i32 31)
  %98 = fadd contract float %96, %97
  %99 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 1, i32 31)
  %100 = fadd contract float %98, %99
  %101 = fdiv contract float %100, %77
  %102 = fadd contract float %101, 0x3EE4F8B580000000
  %103 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %102)
  %104 = icmp eq i32 %36, 0
  br i1 %104, label %117, label %125

105:                                              ; preds = %65, %105
  %106 = phi i32 [ %115, %105 ], [ %36, %65 ]
  %107 = phi float [ %114, %105 ], [ 0.000000e+00, %65 ]
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw float, ptr %35, i64 %108
  %110 = addrspacecast ptr %109 to ptr addrspace(1)
  %111 = load float, ptr addrspace(1) %110, align 4, !invariant.load !17
  %112 = fsub contract float %111, %78
  %113 = fmul contract float %112, %112
  %114 = fadd contract float %107, %113
  %115 = add nuw nsw i32 %106, 32
  %116 = icmp slt i32 %115, %7
  br i1 %116, label %105, label %89, !llvm.loop !18

117:                                              ; preds = %89
  %118 = icmp eq ptr %1, null
  br i1 %118, label %121, label %119

119:                                              ; preds = %117
  %120 = getelementptr inbounds float, ptr %1, i64 %32
  store float %78, ptr %120, align 4, !tbaa !14
  br label %121

121:                                              ; preds = %119, %117
  %122 = icmp eq ptr %2, null
  br i1 %122, label %125, label %123

123:                                              ; preds = %121
  %124 = getelementptr inbounds float, ptr %2, i64 %32
  store float %103, ptr %124, align 4, !tbaa !14
  br label %125

125:                                              ; preds = %121, %123, %89
  %126 = getelementptr inbounds nuw float, ptr %0, i64 %34
  br i1 %79, label %127, label %144

127:                                              ; preds = %125, %127
  %128 = phi i32 [ %142, %127 ], [ %36, %125 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw float, ptr %35, i64 %129
  %131 = addrspacecast ptr %130 to ptr addrspace(1)
  %132 = load float, ptr addrspace(1) %131, align 4, !invariant.load !17
  %133 = fsub contract float %132, %78
  %134 = fmul contract float %103, %133
  %135 = getelementptr inbounds nuw float, ptr %4, i64 %129
  %136 = load float, ptr %135, align 4, !tbaa !14
  %137 = fmul contract float %136, %134
  %138 = getelementptr inbounds nuw float, ptr %5, i64 %129
  %139 = load float, ptr %138, align 4, !tbaa !14
  %140 = fadd contract float %139, %137
  %141 = getelementptr inbounds nuw float, ptr %126, i64 %129
  store float %140, ptr %141, align 4, !tbaa !14
  %142 = add nuw nsw i32 %128, 32
  %143 = icmp slt i32 %142, %7
  br i1 %143, label %127, label %144, !llvm.loop !19

144:                                              ; preds = %127, %125, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z22layernorm_forward_bf16P13__nv_bfloat16PKS_S2_S2_iif(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %289

10:                                               ; preds = %7
  %11 = zext nneg i32 %8 to i64
  %12 = sext i32 %5 to i64
  %13 = mul nsw i64 %12, %11
  %14 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %1, i64 %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = shl nuw nsw i32 %15, 3
  %17 = icmp slt i32 %16, %5
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %17, label %19, label %21

19:                                               ; preds = %10
  %20 = shl nuw nsw i32 %18, 3
  br label %101

21:                                               ; preds = %101, %10
  %22 = phi float [ 0.000000e+00, %10 ], [ %157, %101 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %153, %101 ]
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 16, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 8, i32 31)
  %27 = fadd contract float %25, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 4, i32 31)
  %29 = fadd contract float %27, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 2, i32 31)
  %31 = fadd contract float %29, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 1, i32 31)
  %33 = and i32 %15, 31
  %34 = lshr i32 %18, 5
  %35 = icmp eq i32 %33, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %21
  %37 = fadd contract float %31, %32
  %38 = lshr exact i32 %15, 5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22layernorm_forward_bf16P13__nv_bfloat16PKS_S2_S2_iifE7scratch to ptr), i64 %39
  store float %37, ptr %40, align 4, !tbaa !14
  br label %41

41:                                               ; preds = %36, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = icmp samesign ult i32 %33, %34
  br i1 %42, label %43, label %47

43:                                               ; preds = %41
  %44 = zext nneg i32 %33 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22layernorm_forward_bf16P13__nv_bfloat16PKS_S2_S2_iifE7scratch to ptr), i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !14
  br label %47

47:                                               ; preds = %41, %43
  %48 = phi contract float [ %46, %43 ], [ 0.000000e+00, %41 ]
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 16, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 8, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 4, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 2, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 16, i32 31)
  %59 = fadd contract float %22, %58
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 8, i32 31)
  %61 = fadd contract float %59, %60
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 4, i32 31)
  %63 = fadd contract float %61, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 2, i32 31)
  %65 = fadd contract float %63, %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %65, i32 1, i32 31)
  %67 = fadd contract float %56, %57
  br i1 %35, label %68, label %73

68:                                               ; preds = %47
  %69 = fadd contract float %65, %66
  %70 = lshr exact i32 %15, 5
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22layernorm_forward_bf16P13__nv_bfloat16PKS_S2_S2_iifE7scratch to ptr), i64 %71
  store float %69, ptr %72, align 4, !tbaa !14
  br label %73

73:                                               ; preds = %68, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %42, label %74, label %78

74:                                               ; preds = %73
  %75 = zext nneg i32 %33 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22layernorm_forward_bf16P13__nv_bfloat16PKS_S2_S2_iifE7scratch to ptr), i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !14
  br label %78

78:                                               ; preds = %73, %74
  %79 = phi contract float [ %77, %74 ], [ 0.000000e+00, %73 ]
  %80 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 16, i32 31)
  %81 = fadd contract float %79, %80
  %82 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %81, i32 8, i32 31)
  %83 = fadd contract float %81, %82
  %84 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %83, i32 4, i32 31)
  %85 = fadd contract float %83, %84
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 2, i32 31)
  %87 = fadd contract float %85, %86
  %88 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 1, i32 31)
  %89 = fadd contract float %87, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = sitofp i32 %5 to float
  %91 = fdiv contract float %67, %90
  %92 = fdiv contract float %89, %90
  %93 = fmul contract float %91, %91
  %94 = fsub contract float %92, %93
  %95 = tail call noundef float @llvm.maxnum.f32(float %94, float 0.000000e+00)
  %96 = fadd contract float %6, %95
  %97 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %96)
  br i1 %17, label %98, label %289

98:                                               ; preds = %78
  %99 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %0, i64 %13
  %100 = shl nuw nsw i32 %18, 3
  br label %160

101:                                              ; preds = %19, %101
  %102 = phi float [ 0.000000e+00, %19 ], [ %153, %101 ]
  %103 = phi float [ 0.000000e+00, %19 ], [ %157, %101 ]
  %104 = phi i32 [ %16, %19 ], [ %158, %101 ]
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds %struct.__nv_bfloat16, ptr %14, i64 %105
  %107 = load i32, ptr %106, align 16, !tbaa !6
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 4
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = getelementptr inbounds nuw i8, ptr %106, i64 8
  %111 = load i32, ptr %110, align 8, !tbaa !6
  %112 = getelementptr inbounds nuw i8, ptr %106, i64 12
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = trunc i32 %107 to i16
  %115 = lshr i32 %107, 16
  %116 = trunc nuw i32 %115 to i16
  %117 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %114) #7, !srcloc !20
  %118 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %116) #7, !srcloc !20
  %119 = fadd contract float %117, %118
  %120 = fadd contract float %102, %119
  %121 = fmul contract float %117, %117
  %122 = fmul contract float %118, %118
  %123 = fadd contract float %121, %122
  %124 = fadd contract float %103, %123
  %125 = trunc i32 %109 to i16
  %126 = lshr i32 %109, 16
  %127 = trunc nuw i32 %126 to i16
  %128 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %125) #7, !srcloc !20
  %129 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %127) #7, !srcloc !20
  %130 = fadd contract float %128, %129
  %131 = fadd contract float %120, %130
  %132 = fmul contract float %128, %128
  %133 = fmul contract float %129, %129
  %134 = fadd contract float %132, %133
  %135 = fadd contract float %124, %134
  %136 = trunc i32 %111 to i16
  %137 = lshr i32 %111, 16
  %138 = trunc nuw i32 %137 to i16
  %139 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %136) #7, !srcloc !20
  %140 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %138) #7, !srcloc !20
  %141 = fadd contract float %139, %140
  %142 = fadd contract float %131, %141
  %143 = fmul contract float %139, %139
  %144 = fmul contract float %140, %140
  %145 = fadd contract float %143, %144
  %146 = fadd contract float %135, %145
  %147 = trunc i32 %113 to i16
  %148 = lshr i32 %113, 16
  %149 = trunc nuw i32 %148 to i16
  %150 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %147) #7, !srcloc !20
  %151 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %149) #7, !srcloc !20
  %152 = fadd contract float %150, %151
  %153 = fadd contract float %142, %152
  %154 = fmul contract float %150, %150
  %155 = fmul contract float %151, %151
  %156 = fadd contract float %154, %155
  %157 = fadd contract float %146, %156
  %158 = add i32 %104, %20
  %159 = icmp slt i32 %158, %5
  br i1 %159, label %101, label %21, !llvm.loop !21

160:                                              ; preds = %98, %160
  %161 = phi i32 [ %16, %98 ], [ %287, %160 ]
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds %struct.__nv_bfloat16, ptr %14, i64 %162
  %164 = load i32, ptr %163, align 16, !tbaa !6
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 4
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = getelementptr inbounds nuw i8, ptr %163, i64 8
  %168 = load i32, ptr %167, align 8, !tbaa !6
  %169 = getelementptr inbounds nuw i8, ptr %163, i64 12
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %162
  %172 = load i32, ptr %171, align 16, !tbaa !6
  %173 = getelementptr inbounds nuw i8, ptr %171, i64 4
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = getelementptr inbounds nuw i8, ptr %171, i64 8
  %176 = load i32, ptr %175, align 8, !tbaa !6
  %177 = getelementptr inbounds nuw i8, ptr %171, i64 12
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = getelementptr inbounds %struct.__nv_bfloat16, ptr %3, i64 %162
  %180 = load i32, ptr %179, align 16, !tbaa !6
  %181 = getelementptr inbounds nuw i8, ptr %179, i64 4
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = getelementptr inbounds nuw i8, ptr %179, i64 8
  %184 = load i32, ptr %183, align 8, !tbaa !6
  %185 = getelementptr inbounds nuw i8, ptr %179, i64 12
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = trunc i32 %164 to i16
  %188 = lshr i32 %164, 16
  %189 = trunc nuw i32 %188 to i16
  %190 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %187) #7, !srcloc !20
  %191 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %189) #7, !srcloc !20
  %192 = trunc i32 %172 to i16
  %193 = lshr i32 %172, 16
  %194 = trunc nuw i32 %193 to i16
  %195 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %192) #7, !srcloc !20
  %196 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %194) #7, !srcloc !20
  %197 = trunc i32 %180 to i16
  %198 = lshr i32 %180, 16
  %199 = trunc nuw i32 %198 to i16
  %200 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %197) #7, !srcloc !20
  %201 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %199) #7, !srcloc !20
  %202 = fsub contract float %190, %91
  %203 = fmul contract float %97, %202
  %204 = fmul contract float %203, %195
  %205 = fadd contract float %204, %200
  %206 = fsub contract float %191, %91
  %207 = fmul contract float %97, %206
  %208 = fmul contract float %207, %196
  %209 = fadd contract float %208, %201
  %210 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %205, float %209) #7, !srcloc !22
  %211 = trunc i32 %166 to i16
  %212 = lshr i32 %166, 16
  %213 = trunc nuw i32 %212 to i16
  %214 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %211) #7, !srcloc !20
  %215 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %213) #7, !srcloc !20
  %216 = trunc i32 %174 to i16
  %217 = lshr i32 %174, 16
  %218 = trunc nuw i32 %217 to i16
  %219 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %216) #7, !srcloc !20
  %220 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %218) #7, !srcloc !20
  %221 = trunc i32 %182 to i16
  %222 = lshr i32 %182, 16
  %223 = trunc nuw i32 %222 to i16
  %224 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %221) #7, !srcloc !20
  %225 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %223) #7, !srcloc !20
  %226 = fsub contract float %214, %91
  %227 = fmul contract float %97, %226
  %228 = fmul contract float %227, %219
  %229 = fadd contract float %228, %224
  %230 = fsub contract float %215, %91
  %231 = fmul contract float %97, %230
  %232 = fmul contract float %231, %220
  %233 = fadd contract float %232, %225
  %234 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %229, float %233) #7, !srcloc !22
  %235 = trunc i32 %168 to i16
  %236 = lshr i32 %168, 16
  %237 = trunc nuw i32 %236 to i16
  %238 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %235) #7, !srcloc !20
  %239 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %237) #7, !srcloc !20
  %240 = trunc i32 %176 to i16
  %241 = lshr i32 %176, 16
  %242 = trunc nuw i32 %241 to i16
  %243 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %240) #7, !srcloc !20
  %244 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %242) #7, !srcloc !20
  %245 = trunc i32 %184 to i16
  %246 = lshr i32 %184, 16
  %247 = trunc nuw i32 %246 to i16
  %248 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %245) #7, !srcloc !20
  %249 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %247) #7, !srcloc !20
  %250 = fsub contract float %238, %91
  %251 = fmul contract float %97, %250
  %252 = fmul contract float %251, %243
  %253 = fadd contract float %252, %248
  %254 = fsub contract float %239, %91
  %255 = fmul contract float %97, %254
  %256 = fmul contract float %255, %244
  %257 = fadd contract float %256, %249
  %258 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %253, float %257) #7, !srcloc !22
  %259 = trunc i32 %170 to i16
  %260 = lshr i32 %170, 16
  %261 = trunc nuw i32 %260 to i16
  %262 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %259) #7, !srcloc !20
  %263 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %261) #7, !srcloc !20
  %264 = trunc i32 %178 to i16
  %265 = lshr i32 %178, 16
  %266 = trunc nuw i32 %265 to i16
  %267 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %264) #7, !srcloc !20
  %268 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %266) #7, !srcloc !20
  %269 = trunc i32 %186 to i16
  %270 = lshr i32 %186, 16
  %271 = trunc nuw i32 %270 to i16
  %272 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %269) #7, !srcloc !20
  %273 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %271) #7, !srcloc !20
  %274 = fsub contract float %262, %91
  %275 = fmul contract float %97, %274
  %276 = fmul contract float %275, %267
  %277 = fadd contract float %276, %272
  %278 = fsub contract float %263, %91
  %279 = fmul contract float %97, %278
  %280 = fmul contract float %279, %268
  %281 = fadd contract float %280, %273
  %282 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %277, float %281) #7, !srcloc !22
  %283 = getelementptr inbounds %struct.__nv_bfloat16, ptr %99, i64 %162
  store i32 %210, ptr %283, align 16, !tbaa !6
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 4
  store i32 %234, ptr %284, align 4, !tbaa !6
  %285 = getelementptr inbounds nuw i8, ptr %283, i64 8
  store i32 %258, ptr %285, align 8, !tbaa !6
  %286 = getelementptr inbounds nuw i8, ptr %283, i64 12
  store i32 %282, ptr %286, align 4, !tbaa !6
  %287 = add i32 %161, %100
  %288 = icmp slt i32 %287, %5
  br i1 %288, label %160, label %289, !llvm.loop !23

289:                                              ; preds = %160, %78, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{i64 2163559436, i64 2163559440, i64 2163559477, i64 2163559517, i64 2163559578, i64 2163559614, i64 2163559664}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !13}
!17 = !{}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{i64 2158534569}
!21 = distinct !{!21, !13}
!22 = !{i64 2158529690}
!23 = distinct !{!23, !13}
