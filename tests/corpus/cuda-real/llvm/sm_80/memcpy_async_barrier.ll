; ModuleID = 'memcpy_async_barrier.cu'
source_filename = "memcpy_async_barrier.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cooperative_groups::__v1::details::Segment" = type { %"struct.cooperative_groups::__v1::details::_Segment" }
%"struct.cooperative_groups::__v1::details::_Segment" = type { [1 x i32] }

@_ZZ18dot_barrier_stagedPfPKfS1_iE2xs = internal addrspace(3) global [1024 x float] undef, align 16
@_ZZ18dot_barrier_stagedPfPKfS1_iE2ys = internal addrspace(3) global [1024 x float] undef, align 16
@_ZZ18dot_barrier_stagedPfPKfS1_iE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage = internal addrspace(3) global [8 x i8] undef, align 8
@_ZZ13axpy_pipelinePfPKffiE5tiles = internal addrspace(3) global [2 x [1024 x float]] undef, align 16
@_ZZ13axpy_pipelinePfPKffiE13state_storage = internal addrspace(3) global [40 x i8] undef, align 8
@_ZZ15cg_memcpy_scalePfPKffiE4tile = internal addrspace(3) global [1024 x float] undef, align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18dot_barrier_stagedPfPKfS1_i(ptr noalias noundef captures(none) %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %12 = mul nuw nsw i32 %8, %10
  %13 = add nuw nsw i32 %12, %7
  %14 = mul nuw nsw i32 %13, %9
  %15 = add nuw nsw i32 %14, %6
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %4
  %18 = mul nuw nsw i32 %11, %10
  %19 = mul nuw nsw i32 %18, %9
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32), i32 %19) #9, !srcloc !12
  br label %20

20:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = shl i32 %21, 10
  %23 = icmp slt i32 %22, %3
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = shl nuw nsw i32 %11, 2
  %26 = mul nuw nsw i32 %25, %10
  %27 = mul nuw nsw i32 %25, %9
  %28 = mul nuw i32 %27, %10
  %29 = zext nneg i32 %28 to i64
  %30 = shl nuw i32 %15, 2
  %31 = zext i32 %30 to i64
  %32 = mul nuw nsw i32 %26, %9
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %34 = shl i32 %33, 10
  %35 = sub nsw i64 0, %29
  %36 = sub nsw i64 %35, %31
  %37 = add nuw nsw i64 %31, %29
  %38 = sub i32 %3, %22
  %39 = mul i32 %33, -1024
  %40 = sub nsw i64 %35, %31
  %41 = mul i32 %33, -1024
  br label %79

42:                                               ; preds = %730, %20
  %43 = phi float [ 0.000000e+00, %20 ], [ %731, %730 ]
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 16, i32 31)
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 8, i32 31)
  %47 = fadd contract float %45, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 4, i32 31)
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 2, i32 31)
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 1, i32 31)
  %53 = and i32 %6, 31
  %54 = lshr i32 %9, 5
  %55 = icmp eq i32 %53, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %42
  %57 = fadd contract float %51, %52
  %58 = lshr exact i32 %6, 5
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE3red to ptr), i64 %59
  store float %57, ptr %60, align 4, !tbaa !13
  br label %61

61:                                               ; preds = %56, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = icmp samesign ult i32 %53, %54
  br i1 %62, label %63, label %67

63:                                               ; preds = %61
  %64 = zext nneg i32 %53 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE3red to ptr), i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !13
  br label %67

67:                                               ; preds = %61, %63
  %68 = phi contract float [ %66, %63 ], [ 0.000000e+00, %61 ]
  %69 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %68, i32 16, i32 31)
  %70 = fadd contract float %68, %69
  %71 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %70, i32 8, i32 31)
  %72 = fadd contract float %70, %71
  %73 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %72, i32 4, i32 31)
  %74 = fadd contract float %72, %73
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %74, i32 2, i32 31)
  %76 = fadd contract float %74, %75
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %78 = icmp eq i32 %6, 0
  br i1 %78, label %746, label %749

79:                                               ; preds = %24, %730
  %80 = phi i32 [ 0, %24 ], [ %734, %730 ]
  %81 = phi float [ 0.000000e+00, %24 ], [ %731, %730 ]
  %82 = phi i32 [ %22, %24 ], [ %732, %730 ]
  %83 = mul i32 %41, %80
  %84 = add i32 %38, %83
  %85 = tail call i32 @llvm.smin.i32(i32 %84, i32 1024)
  %86 = shl i32 %85, 2
  %87 = zext i32 %86 to i64
  %88 = tail call i64 @llvm.umax.i64(i64 %37, i64 %87)
  %89 = sub nsw i64 0, %88
  %90 = icmp ne i64 %40, %89
  %91 = zext i1 %90 to i64
  %92 = or disjoint i64 %31, %91
  %93 = add nuw nsw i64 %92, %29
  %94 = sub nsw i64 %88, %93
  %95 = mul i32 %39, %80
  %96 = add i32 %38, %95
  %97 = tail call i32 @llvm.smin.i32(i32 %96, i32 1024)
  %98 = shl i32 %97, 2
  %99 = zext i32 %98 to i64
  %100 = tail call i64 @llvm.umax.i64(i64 %37, i64 %99)
  %101 = sub nsw i64 0, %100
  %102 = icmp ne i64 %36, %101
  %103 = zext i1 %102 to i64
  %104 = or disjoint i64 %31, %103
  %105 = add nuw nsw i64 %104, %29
  %106 = sub nsw i64 %100, %105
  %107 = sub nsw i32 %3, %82
  %108 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %107, i32 1024)
  %109 = sext i32 %82 to i64
  %110 = getelementptr inbounds float, ptr %1, i64 %109
  %111 = shl nuw nsw i32 %108, 2
  %112 = zext nneg i32 %111 to i64
  %113 = tail call i1 @llvm.nvvm.isspacep.global(ptr %110)
  %114 = icmp samesign ult i32 %30, %111
  br i1 %113, label %115, label %128

115:                                              ; preds = %79
  br i1 %114, label %116, label %407

116:                                              ; preds = %115, %116
  %117 = phi i32 [ %126, %116 ], [ %30, %115 ]
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %110, i64 %118
  %121 = addrspacecast ptr %119 to ptr addrspace(3)
  %122 = ptrtoint ptr addrspace(3) %121 to i64
  %123 = trunc i64 %122 to i32
  %124 = addrspacecast ptr %120 to ptr addrspace(1)
  %125 = ptrtoint ptr addrspace(1) %124 to i64
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %123, i64 %125, i64 4) #9, !srcloc !15
  %126 = add nuw nsw i32 %117, %32
  %127 = icmp samesign ult i32 %126, %111
  br i1 %127, label %116, label %407, !llvm.loop !16

128:                                              ; preds = %79
  br i1 %114, label %129, label %408

129:                                              ; preds = %128
  %130 = select i1 %102, i64 2, i64 1
  %131 = udiv i64 %106, %29
  %132 = add i64 %130, %131
  %133 = add i64 %131, %103
  %134 = and i64 %132, 63
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %145, label %136

136:                                              ; preds = %129, %136
  %137 = phi i64 [ %142, %136 ], [ %31, %129 ]
  %138 = phi i64 [ %143, %136 ], [ 0, %129 ]
  %139 = getelementptr inbounds nuw i8, ptr %110, i64 %137
  %140 = load i32, ptr %139, align 4, !tbaa !18
  %141 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %137
  store i32 %140, ptr %141, align 4, !tbaa !18
  %142 = add nuw nsw i64 %137, %29
  %143 = add i64 %138, 1
  %144 = icmp eq i64 %143, %134
  br i1 %144, label %145, label %136, !llvm.loop !19

145:                                              ; preds = %136, %129
  %146 = phi i64 [ %31, %129 ], [ %142, %136 ]
  %147 = icmp ult i64 %133, 63
  br i1 %147, label %408, label %148

148:                                              ; preds = %145, %148
  %149 = phi i64 [ %405, %148 ], [ %146, %145 ]
  %150 = getelementptr inbounds nuw i8, ptr %110, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !18
  %152 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %149
  store i32 %151, ptr %152, align 4, !tbaa !18
  %153 = add nuw nsw i64 %149, %29
  %154 = getelementptr inbounds nuw i8, ptr %110, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !18
  %156 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %153
  store i32 %155, ptr %156, align 4, !tbaa !18
  %157 = add nuw nsw i64 %153, %29
  %158 = getelementptr inbounds nuw i8, ptr %110, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !18
  %160 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %157
  store i32 %159, ptr %160, align 4, !tbaa !18
  %161 = add nuw nsw i64 %157, %29
  %162 = getelementptr inbounds nuw i8, ptr %110, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !18
  %164 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %161
  store i32 %163, ptr %164, align 4, !tbaa !18
  %165 = add nuw nsw i64 %161, %29
  %166 = getelementptr inbounds nuw i8, ptr %110, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !18
  %168 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %165
  store i32 %167, ptr %168, align 4, !tbaa !18
  %169 = add nuw nsw i64 %165, %29
  %170 = getelementptr inbounds nuw i8, ptr %110, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !18
  %172 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %169
  store i32 %171, ptr %172, align 4, !tbaa !18
  %173 = add nuw nsw i64 %169, %29
  %174 = getelementptr inbounds nuw i8, ptr %110, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !18
  %176 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %173
  store i32 %175, ptr %176, align 4, !tbaa !18
  %177 = add nuw nsw i64 %173, %29
  %178 = getelementptr inbounds nuw i8, ptr %110, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !18
  %180 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %177
  store i32 %179, ptr %180, align 4, !tbaa !18
  %181 = add nuw nsw i64 %177, %29
  %182 = getelementptr inbounds nuw i8, ptr %110, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !18
  %184 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %181
  store i32 %183, ptr %184, align 4, !tbaa !18
  %185 = add nuw nsw i64 %181, %29
  %186 = getelementptr inbounds nuw i8, ptr %110, i64 %185
  %187 = load i32, ptr %186, align 4, !tbaa !18
  %188 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %185
  store i32 %187, ptr %188, align 4, !tbaa !18
  %189 = add nuw nsw i64 %185, %29
  %190 = getelementptr inbounds nuw i8, ptr %110, i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !18
  %192 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %189
  store i32 %191, ptr %192, align 4, !tbaa !18
  %193 = add nuw nsw i64 %189, %29
  %194 = getelementptr inbounds nuw i8, ptr %110, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !18
  %196 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %193
  store i32 %195, ptr %196, align 4, !tbaa !18
  %197 = add nuw nsw i64 %193, %29
  %198 = getelementptr inbounds nuw i8, ptr %110, i64 %197
  %199 = load i32, ptr %198, align 4, !tbaa !18
  %200 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %197
  store i32 %199, ptr %200, align 4, !tbaa !18
  %201 = add nuw nsw i64 %197, %29
  %202 = getelementptr inbounds nuw i8, ptr %110, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !18
  %204 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %201
  store i32 %203, ptr %204, align 4, !tbaa !18
  %205 = add nuw nsw i64 %201, %29
  %206 = getelementptr inbounds nuw i8, ptr %110, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !18
  %208 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %205
  store i32 %207, ptr %208, align 4, !tbaa !18
  %209 = add nuw nsw i64 %205, %29
  %210 = getelementptr inbounds nuw i8, ptr %110, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !18
  %212 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %209
  store i32 %211, ptr %212, align 4, !tbaa !18
  %213 = add nuw nsw i64 %209, %29
  %214 = getelementptr inbounds nuw i8, ptr %110, i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !18
  %216 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %213
  store i32 %215, ptr %216, align 4, !tbaa !18
  %217 = add nuw nsw i64 %213, %29
  %218 = getelementptr inbounds nuw i8, ptr %110, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !18
  %220 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %217
  store i32 %219, ptr %220, align 4, !tbaa !18
  %221 = add nuw nsw i64 %217, %29
  %222 = getelementptr inbounds nuw i8, ptr %110, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !18
  %224 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %221
  store i32 %223, ptr %224, align 4, !tbaa !18
  %225 = add nuw nsw i64 %221, %29
  %226 = getelementptr inbounds nuw i8, ptr %110, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !18
  %228 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %225
  store i32 %227, ptr %228, align 4, !tbaa !18
  %229 = add nuw nsw i64 %225, %29
  %230 = getelementptr inbounds nuw i8, ptr %110, i64 %229
  %231 = load i32, ptr %230, align 4, !tbaa !18
  %232 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %229
  store i32 %231, ptr %232, align 4, !tbaa !18
  %233 = add nuw nsw i64 %229, %29
  %234 = getelementptr inbounds nuw i8, ptr %110, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !18
  %236 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %233
  store i32 %235, ptr %236, align 4, !tbaa !18
  %237 = add nuw nsw i64 %233, %29
  %238 = getelementptr inbounds nuw i8, ptr %110, i64 %237
  %239 = load i32, ptr %238, align 4, !tbaa !18
  %240 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %237
  store i32 %239, ptr %240, align 4, !tbaa !18
  %241 = add nuw nsw i64 %237, %29
  %242 = getelementptr inbounds nuw i8, ptr %110, i64 %241
  %243 = load i32, ptr %242, align 4, !tbaa !18
  %244 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %241
  store i32 %243, ptr %244, align 4, !tbaa !18
  %245 = add nuw nsw i64 %241, %29
  %246 = getelementptr inbounds nuw i8, ptr %110, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !18
  %248 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %245
  store i32 %247, ptr %248, align 4, !tbaa !18
  %249 = add nuw nsw i64 %245, %29
  %250 = getelementptr inbounds nuw i8, ptr %110, i64 %249
  %251 = load i32, ptr %250, align 4, !tbaa !18
  %252 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %249
  store i32 %251, ptr %252, align 4, !tbaa !18
  %253 = add nuw nsw i64 %249, %29
  %254 = getelementptr inbounds nuw i8, ptr %110, i64 %253
  %255 = load i32, ptr %254, align 4, !tbaa !18
  %256 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %253
  store i32 %255, ptr %256, align 4, !tbaa !18
  %257 = add nuw nsw i64 %253, %29
  %258 = getelementptr inbounds nuw i8, ptr %110, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !18
  %260 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %257
  store i32 %259, ptr %260, align 4, !tbaa !18
  %261 = add nuw nsw i64 %257, %29
  %262 = getelementptr inbounds nuw i8, ptr %110, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !18
  %264 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %261
  store i32 %263, ptr %264, align 4, !tbaa !18
  %265 = add nuw nsw i64 %261, %29
  %266 = getelementptr inbounds nuw i8, ptr %110, i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !18
  %268 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %265
  store i32 %267, ptr %268, align 4, !tbaa !18
  %269 = add nuw nsw i64 %265, %29
  %270 = getelementptr inbounds nuw i8, ptr %110, i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !18
  %272 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %269
  store i32 %271, ptr %272, align 4, !tbaa !18
  %273 = add nuw nsw i64 %269, %29
  %274 = getelementptr inbounds nuw i8, ptr %110, i64 %273
  %275 = load i32, ptr %274, align 4, !tbaa !18
  %276 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %273
  store i32 %275, ptr %276, align 4, !tbaa !18
  %277 = add nuw nsw i64 %273, %29
  %278 = getelementptr inbounds nuw i8, ptr %110, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !18
  %280 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %277
  store i32 %279, ptr %280, align 4, !tbaa !18
  %281 = add nuw nsw i64 %277, %29
  %282 = getelementptr inbounds nuw i8, ptr %110, i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !18
  %284 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %281
  store i32 %283, ptr %284, align 4, !tbaa !18
  %285 = add nuw nsw i64 %281, %29
  %286 = getelementptr inbounds nuw i8, ptr %110, i64 %285
  %287 = load i32, ptr %286, align 4, !tbaa !18
  %288 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %285
  store i32 %287, ptr %288, align 4, !tbaa !18
  %289 = add nuw nsw i64 %285, %29
  %290 = getelementptr inbounds nuw i8, ptr %110, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !18
  %292 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %289
  store i32 %291, ptr %292, align 4, !tbaa !18
  %293 = add nuw nsw i64 %289, %29
  %294 = getelementptr inbounds nuw i8, ptr %110, i64 %293
  %295 = load i32, ptr %294, align 4, !tbaa !18
  %296 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %293
  store i32 %295, ptr %296, align 4, !tbaa !18
  %297 = add nuw nsw i64 %293, %29
  %298 = getelementptr inbounds nuw i8, ptr %110, i64 %297
  %299 = load i32, ptr %298, align 4, !tbaa !18
  %300 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %297
  store i32 %299, ptr %300, align 4, !tbaa !18
  %301 = add nuw nsw i64 %297, %29
  %302 = getelementptr inbounds nuw i8, ptr %110, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !18
  %304 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %301
  store i32 %303, ptr %304, align 4, !tbaa !18
  %305 = add nuw nsw i64 %301, %29
  %306 = getelementptr inbounds nuw i8, ptr %110, i64 %305
  %307 = load i32, ptr %306, align 4, !tbaa !18
  %308 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %305
  store i32 %307, ptr %308, align 4, !tbaa !18
  %309 = add nuw nsw i64 %305, %29
  %310 = getelementptr inbounds nuw i8, ptr %110, i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !18
  %312 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %309
  store i32 %311, ptr %312, align 4, !tbaa !18
  %313 = add nuw nsw i64 %309, %29
  %314 = getelementptr inbounds nuw i8, ptr %110, i64 %313
  %315 = load i32, ptr %314, align 4, !tbaa !18
  %316 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %313
  store i32 %315, ptr %316, align 4, !tbaa !18
  %317 = add nuw nsw i64 %313, %29
  %318 = getelementptr inbounds nuw i8, ptr %110, i64 %317
  %319 = load i32, ptr %318, align 4, !tbaa !18
  %320 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %317
  store i32 %319, ptr %320, align 4, !tbaa !18
  %321 = add nuw nsw i64 %317, %29
  %322 = getelementptr inbounds nuw i8, ptr %110, i64 %321
  %323 = load i32, ptr %322, align 4, !tbaa !18
  %324 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %321
  store i32 %323, ptr %324, align 4, !tbaa !18
  %325 = add nuw nsw i64 %321, %29
  %326 = getelementptr inbounds nuw i8, ptr %110, i64 %325
  %327 = load i32, ptr %326, align 4, !tbaa !18
  %328 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %325
  store i32 %327, ptr %328, align 4, !tbaa !18
  %329 = add nuw nsw i64 %325, %29
  %330 = getelementptr inbounds nuw i8, ptr %110, i64 %329
  %331 = load i32, ptr %330, align 4, !tbaa !18
  %332 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %329
  store i32 %331, ptr %332, align 4, !tbaa !18
  %333 = add nuw nsw i64 %329, %29
  %334 = getelementptr inbounds nuw i8, ptr %110, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !18
  %336 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %333
  store i32 %335, ptr %336, align 4, !tbaa !18
  %337 = add nuw nsw i64 %333, %29
  %338 = getelementptr inbounds nuw i8, ptr %110, i64 %337
  %339 = load i32, ptr %338, align 4, !tbaa !18
  %340 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %337
  store i32 %339, ptr %340, align 4, !tbaa !18
  %341 = add nuw nsw i64 %337, %29
  %342 = getelementptr inbounds nuw i8, ptr %110, i64 %341
  %343 = load i32, ptr %342, align 4, !tbaa !18
  %344 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %341
  store i32 %343, ptr %344, align 4, !tbaa !18
  %345 = add nuw nsw i64 %341, %29
  %346 = getelementptr inbounds nuw i8, ptr %110, i64 %345
  %347 = load i32, ptr %346, align 4, !tbaa !18
  %348 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %345
  store i32 %347, ptr %348, align 4, !tbaa !18
  %349 = add nuw nsw i64 %345, %29
  %350 = getelementptr inbounds nuw i8, ptr %110, i64 %349
  %351 = load i32, ptr %350, align 4, !tbaa !18
  %352 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %349
  store i32 %351, ptr %352, align 4, !tbaa !18
  %353 = add nuw nsw i64 %349, %29
  %354 = getelementptr inbounds nuw i8, ptr %110, i64 %353
  %355 = load i32, ptr %354, align 4, !tbaa !18
  %356 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %353
  store i32 %355, ptr %356, align 4, !tbaa !18
  %357 = add nuw nsw i64 %353, %29
  %358 = getelementptr inbounds nuw i8, ptr %110, i64 %357
  %359 = load i32, ptr %358, align 4, !tbaa !18
  %360 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %357
  store i32 %359, ptr %360, align 4, !tbaa !18
  %361 = add nuw nsw i64 %357, %29
  %362 = getelementptr inbounds nuw i8, ptr %110, i64 %361
  %363 = load i32, ptr %362, align 4, !tbaa !18
  %364 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %361
  store i32 %363, ptr %364, align 4, !tbaa !18
  %365 = add nuw nsw i64 %361, %29
  %366 = getelementptr inbounds nuw i8, ptr %110, i64 %365
  %367 = load i32, ptr %366, align 4, !tbaa !18
  %368 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %365
  store i32 %367, ptr %368, align 4, !tbaa !18
  %369 = add nuw nsw i64 %365, %29
  %370 = getelementptr inbounds nuw i8, ptr %110, i64 %369
  %371 = load i32, ptr %370, align 4, !tbaa !18
  %372 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %369
  store i32 %371, ptr %372, align 4, !tbaa !18
  %373 = add nuw nsw i64 %369, %29
  %374 = getelementptr inbounds nuw i8, ptr %110, i64 %373
  %375 = load i32, ptr %374, align 4, !tbaa !18
  %376 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %373
  store i32 %375, ptr %376, align 4, !tbaa !18
  %377 = add nuw nsw i64 %373, %29
  %378 = getelementptr inbounds nuw i8, ptr %110, i64 %377
  %379 = load i32, ptr %378, align 4, !tbaa !18
  %380 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %377
  store i32 %379, ptr %380, align 4, !tbaa !18
  %381 = add nuw nsw i64 %377, %29
  %382 = getelementptr inbounds nuw i8, ptr %110, i64 %381
  %383 = load i32, ptr %382, align 4, !tbaa !18
  %384 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %381
  store i32 %383, ptr %384, align 4, !tbaa !18
  %385 = add nuw nsw i64 %381, %29
  %386 = getelementptr inbounds nuw i8, ptr %110, i64 %385
  %387 = load i32, ptr %386, align 4, !tbaa !18
  %388 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %385
  store i32 %387, ptr %388, align 4, !tbaa !18
  %389 = add nuw nsw i64 %385, %29
  %390 = getelementptr inbounds nuw i8, ptr %110, i64 %389
  %391 = load i32, ptr %390, align 4, !tbaa !18
  %392 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %389
  store i32 %391, ptr %392, align 4, !tbaa !18
  %393 = add nuw nsw i64 %389, %29
  %394 = getelementptr inbounds nuw i8, ptr %110, i64 %393
  %395 = load i32, ptr %394, align 4, !tbaa !18
  %396 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %393
  store i32 %395, ptr %396, align 4, !tbaa !18
  %397 = add nuw nsw i64 %393, %29
  %398 = getelementptr inbounds nuw i8, ptr %110, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !18
  %400 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %397
  store i32 %399, ptr %400, align 4, !tbaa !18
  %401 = add nuw nsw i64 %397, %29
  %402 = getelementptr inbounds nuw i8, ptr %110, i64 %401
  %403 = load i32, ptr %402, align 4, !tbaa !18
  %404 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %401
  store i32 %403, ptr %404, align 4, !tbaa !18
  %405 = add nuw nsw i64 %401, %29
  %406 = icmp samesign ult i64 %405, %112
  br i1 %406, label %148, label %408, !llvm.loop !21

407:                                              ; preds = %116, %115
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32)) #9, !srcloc !22
  br label %408

408:                                              ; preds = %145, %148, %128, %407
  %409 = getelementptr inbounds float, ptr %2, i64 %109
  %410 = tail call i1 @llvm.nvvm.isspacep.global(ptr %409)
  %411 = icmp samesign ult i32 %30, %111
  br i1 %410, label %412, label %425

412:                                              ; preds = %408
  br i1 %411, label %413, label %704

413:                                              ; preds = %412, %413
  %414 = phi i32 [ %423, %413 ], [ %30, %412 ]
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %415
  %417 = getelementptr inbounds nuw i8, ptr %409, i64 %415
  %418 = addrspacecast ptr %416 to ptr addrspace(3)
  %419 = ptrtoint ptr addrspace(3) %418 to i64
  %420 = trunc i64 %419 to i32
  %421 = addrspacecast ptr %417 to ptr addrspace(1)
  %422 = ptrtoint ptr addrspace(1) %421 to i64
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %420, i64 %422, i64 4) #9, !srcloc !15
  %423 = add nuw nsw i32 %414, %32
  %424 = icmp samesign ult i32 %423, %111
  br i1 %424, label %413, label %704, !llvm.loop !16

425:                                              ; preds = %408
  br i1 %411, label %426, label %705

426:                                              ; preds = %425
  %427 = select i1 %90, i64 2, i64 1
  %428 = udiv i64 %94, %29
  %429 = add i64 %427, %428
  %430 = add i64 %428, %91
  %431 = and i64 %429, 63
  %432 = icmp eq i64 %431, 0
  br i1 %432, label %442, label %433

433:                                              ; preds = %426, %433
  %434 = phi i64 [ %439, %433 ], [ %31, %426 ]
  %435 = phi i64 [ %440, %433 ], [ 0, %426 ]
  %436 = getelementptr inbounds nuw i8, ptr %409, i64 %434
  %437 = load i32, ptr %436, align 4, !tbaa !18
  %438 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %434
  store i32 %437, ptr %438, align 4, !tbaa !18
  %439 = add nuw nsw i64 %434, %29
  %440 = add i64 %435, 1
  %441 = icmp eq i64 %440, %431
  br i1 %441, label %442, label %433, !llvm.loop !23

442:                                              ; preds = %433, %426
  %443 = phi i64 [ %31, %426 ], [ %439, %433 ]
  %444 = icmp ult i64 %430, 63
  br i1 %444, label %705, label %445

445:                                              ; preds = %442, %445
  %446 = phi i64 [ %702, %445 ], [ %443, %442 ]
  %447 = getelementptr inbounds nuw i8, ptr %409, i64 %446
  %448 = load i32, ptr %447, align 4, !tbaa !18
  %449 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %446
  store i32 %448, ptr %449, align 4, !tbaa !18
  %450 = add nuw nsw i64 %446, %29
  %451 = getelementptr inbounds nuw i8, ptr %409, i64 %450
  %452 = load i32, ptr %451, align 4, !tbaa !18
  %453 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %450
  store i32 %452, ptr %453, align 4, !tbaa !18
  %454 = add nuw nsw i64 %450, %29
  %455 = getelementptr inbounds nuw i8, ptr %409, i64 %454
  %456 = load i32, ptr %455, align 4, !tbaa !18
  %457 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %454
  store i32 %456, ptr %457, align 4, !tbaa !18
  %458 = add nuw nsw i64 %454, %29
  %459 = getelementptr inbounds nuw i8, ptr %409, i64 %458
  %460 = load i32, ptr %459, align 4, !tbaa !18
  %461 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %458
  store i32 %460, ptr %461, align 4, !tbaa !18
  %462 = add nuw nsw i64 %458, %29
  %463 = getelementptr inbounds nuw i8, ptr %409, i64 %462
  %464 = load i32, ptr %463, align 4, !tbaa !18
  %465 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %462
  store i32 %464, ptr %465, align 4, !tbaa !18
  %466 = add nuw nsw i64 %462, %29
  %467 = getelementptr inbounds nuw i8, ptr %409, i64 %466
  %468 = load i32, ptr %467, align 4, !tbaa !18
  %469 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %466
  store i32 %468, ptr %469, align 4, !tbaa !18
  %470 = add nuw nsw i64 %466, %29
  %471 = getelementptr inbounds nuw i8, ptr %409, i64 %470
  %472 = load i32, ptr %471, align 4, !tbaa !18
  %473 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %470
  store i32 %472, ptr %473, align 4, !tbaa !18
  %474 = add nuw nsw i64 %470, %29
  %475 = getelementptr inbounds nuw i8, ptr %409, i64 %474
  %476 = load i32, ptr %475, align 4, !tbaa !18
  %477 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %474
  store i32 %476, ptr %477, align 4, !tbaa !18
  %478 = add nuw nsw i64 %474, %29
  %479 = getelementptr inbounds nuw i8, ptr %409, i64 %478
  %480 = load i32, ptr %479, align 4, !tbaa !18
  %481 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %478
  store i32 %480, ptr %481, align 4, !tbaa !18
  %482 = add nuw nsw i64 %478, %29
  %483 = getelementptr inbounds nuw i8, ptr %409, i64 %482
  %484 = load i32, ptr %483, align 4, !tbaa !18
  %485 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %482
  store i32 %484, ptr %485, align 4, !tbaa !18
  %486 = add nuw nsw i64 %482, %29
  %487 = getelementptr inbounds nuw i8, ptr %409, i64 %486
  %488 = load i32, ptr %487, align 4, !tbaa !18
  %489 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %486
  store i32 %488, ptr %489, align 4, !tbaa !18
  %490 = add nuw nsw i64 %486, %29
  %491 = getelementptr inbounds nuw i8, ptr %409, i64 %490
  %492 = load i32, ptr %491, align 4, !tbaa !18
  %493 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %490
  store i32 %492, ptr %493, align 4, !tbaa !18
  %494 = add nuw nsw i64 %490, %29
  %495 = getelementptr inbounds nuw i8, ptr %409, i64 %494
  %496 = load i32, ptr %495, align 4, !tbaa !18
  %497 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %494
  store i32 %496, ptr %497, align 4, !tbaa !18
  %498 = add nuw nsw i64 %494, %29
  %499 = getelementptr inbounds nuw i8, ptr %409, i64 %498
  %500 = load i32, ptr %499, align 4, !tbaa !18
  %501 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %498
  store i32 %500, ptr %501, align 4, !tbaa !18
  %502 = add nuw nsw i64 %498, %29
  %503 = getelementptr inbounds nuw i8, ptr %409, i64 %502
  %504 = load i32, ptr %503, align 4, !tbaa !18
  %505 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %502
  store i32 %504, ptr %505, align 4, !tbaa !18
  %506 = add nuw nsw i64 %502, %29
  %507 = getelementptr inbounds nuw i8, ptr %409, i64 %506
  %508 = load i32, ptr %507, align 4, !tbaa !18
  %509 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %506
  store i32 %508, ptr %509, align 4, !tbaa !18
  %510 = add nuw nsw i64 %506, %29
  %511 = getelementptr inbounds nuw i8, ptr %409, i64 %510
  %512 = load i32, ptr %511, align 4, !tbaa !18
  %513 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %510
  store i32 %512, ptr %513, align 4, !tbaa !18
  %514 = add nuw nsw i64 %510, %29
  %515 = getelementptr inbounds nuw i8, ptr %409, i64 %514
  %516 = load i32, ptr %515, align 4, !tbaa !18
  %517 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %514
  store i32 %516, ptr %517, align 4, !tbaa !18
  %518 = add nuw nsw i64 %514, %29
  %519 = getelementptr inbounds nuw i8, ptr %409, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !18
  %521 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %518
  store i32 %520, ptr %521, align 4, !tbaa !18
  %522 = add nuw nsw i64 %518, %29
  %523 = getelementptr inbounds nuw i8, ptr %409, i64 %522
  %524 = load i32, ptr %523, align 4, !tbaa !18
  %525 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %522
  store i32 %524, ptr %525, align 4, !tbaa !18
  %526 = add nuw nsw i64 %522, %29
  %527 = getelementptr inbounds nuw i8, ptr %409, i64 %526
  %528 = load i32, ptr %527, align 4, !tbaa !18
  %529 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %526
  store i32 %528, ptr %529, align 4, !tbaa !18
  %530 = add nuw nsw i64 %526, %29
  %531 = getelementptr inbounds nuw i8, ptr %409, i64 %530
  %532 = load i32, ptr %531, align 4, !tbaa !18
  %533 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %530
  store i32 %532, ptr %533, align 4, !tbaa !18
  %534 = add nuw nsw i64 %530, %29
  %535 = getelementptr inbounds nuw i8, ptr %409, i64 %534
  %536 = load i32, ptr %535, align 4, !tbaa !18
  %537 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %534
  store i32 %536, ptr %537, align 4, !tbaa !18
  %538 = add nuw nsw i64 %534, %29
  %539 = getelementptr inbounds nuw i8, ptr %409, i64 %538
  %540 = load i32, ptr %539, align 4, !tbaa !18
  %541 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %538
  store i32 %540, ptr %541, align 4, !tbaa !18
  %542 = add nuw nsw i64 %538, %29
  %543 = getelementptr inbounds nuw i8, ptr %409, i64 %542
  %544 = load i32, ptr %543, align 4, !tbaa !18
  %545 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %542
  store i32 %544, ptr %545, align 4, !tbaa !18
  %546 = add nuw nsw i64 %542, %29
  %547 = getelementptr inbounds nuw i8, ptr %409, i64 %546
  %548 = load i32, ptr %547, align 4, !tbaa !18
  %549 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %546
  store i32 %548, ptr %549, align 4, !tbaa !18
  %550 = add nuw nsw i64 %546, %29
  %551 = getelementptr inbounds nuw i8, ptr %409, i64 %550
  %552 = load i32, ptr %551, align 4, !tbaa !18
  %553 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %550
  store i32 %552, ptr %553, align 4, !tbaa !18
  %554 = add nuw nsw i64 %550, %29
  %555 = getelementptr inbounds nuw i8, ptr %409, i64 %554
  %556 = load i32, ptr %555, align 4, !tbaa !18
  %557 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %554
  store i32 %556, ptr %557, align 4, !tbaa !18
  %558 = add nuw nsw i64 %554, %29
  %559 = getelementptr inbounds nuw i8, ptr %409, i64 %558
  %560 = load i32, ptr %559, align 4, !tbaa !18
  %561 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %558
  store i32 %560, ptr %561, align 4, !tbaa !18
  %562 = add nuw nsw i64 %558, %29
  %563 = getelementptr inbounds nuw i8, ptr %409, i64 %562
  %564 = load i32, ptr %563, align 4, !tbaa !18
  %565 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %562
  store i32 %564, ptr %565, align 4, !tbaa !18
  %566 = add nuw nsw i64 %562, %29
  %567 = getelementptr inbounds nuw i8, ptr %409, i64 %566
  %568 = load i32, ptr %567, align 4, !tbaa !18
  %569 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %566
  store i32 %568, ptr %569, align 4, !tbaa !18
  %570 = add nuw nsw i64 %566, %29
  %571 = getelementptr inbounds nuw i8, ptr %409, i64 %570
  %572 = load i32, ptr %571, align 4, !tbaa !18
  %573 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %570
  store i32 %572, ptr %573, align 4, !tbaa !18
  %574 = add nuw nsw i64 %570, %29
  %575 = getelementptr inbounds nuw i8, ptr %409, i64 %574
  %576 = load i32, ptr %575, align 4, !tbaa !18
  %577 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %574
  store i32 %576, ptr %577, align 4, !tbaa !18
  %578 = add nuw nsw i64 %574, %29
  %579 = getelementptr inbounds nuw i8, ptr %409, i64 %578
  %580 = load i32, ptr %579, align 4, !tbaa !18
  %581 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %578
  store i32 %580, ptr %581, align 4, !tbaa !18
  %582 = add nuw nsw i64 %578, %29
  %583 = getelementptr inbounds nuw i8, ptr %409, i64 %582
  %584 = load i32, ptr %583, align 4, !tbaa !18
  %585 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %582
  store i32 %584, ptr %585, align 4, !tbaa !18
  %586 = add nuw nsw i64 %582, %29
  %587 = getelementptr inbounds nuw i8, ptr %409, i64 %586
  %588 = load i32, ptr %587, align 4, !tbaa !18
  %589 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %586
  store i32 %588, ptr %589, align 4, !tbaa !18
  %590 = add nuw nsw i64 %586, %29
  %591 = getelementptr inbounds nuw i8, ptr %409, i64 %590
  %592 = load i32, ptr %591, align 4, !tbaa !18
  %593 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %590
  store i32 %592, ptr %593, align 4, !tbaa !18
  %594 = add nuw nsw i64 %590, %29
  %595 = getelementptr inbounds nuw i8, ptr %409, i64 %594
  %596 = load i32, ptr %595, align 4, !tbaa !18
  %597 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %594
  store i32 %596, ptr %597, align 4, !tbaa !18
  %598 = add nuw nsw i64 %594, %29
  %599 = getelementptr inbounds nuw i8, ptr %409, i64 %598
  %600 = load i32, ptr %599, align 4, !tbaa !18
  %601 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %598
  store i32 %600, ptr %601, align 4, !tbaa !18
  %602 = add nuw nsw i64 %598, %29
  %603 = getelementptr inbounds nuw i8, ptr %409, i64 %602
  %604 = load i32, ptr %603, align 4, !tbaa !18
  %605 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %602
  store i32 %604, ptr %605, align 4, !tbaa !18
  %606 = add nuw nsw i64 %602, %29
  %607 = getelementptr inbounds nuw i8, ptr %409, i64 %606
  %608 = load i32, ptr %607, align 4, !tbaa !18
  %609 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %606
  store i32 %608, ptr %609, align 4, !tbaa !18
  %610 = add nuw nsw i64 %606, %29
  %611 = getelementptr inbounds nuw i8, ptr %409, i64 %610
  %612 = load i32, ptr %611, align 4, !tbaa !18
  %613 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %610
  store i32 %612, ptr %613, align 4, !tbaa !18
  %614 = add nuw nsw i64 %610, %29
  %615 = getelementptr inbounds nuw i8, ptr %409, i64 %614
  %616 = load i32, ptr %615, align 4, !tbaa !18
  %617 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %614
  store i32 %616, ptr %617, align 4, !tbaa !18
  %618 = add nuw nsw i64 %614, %29
  %619 = getelementptr inbounds nuw i8, ptr %409, i64 %618
  %620 = load i32, ptr %619, align 4, !tbaa !18
  %621 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %618
  store i32 %620, ptr %621, align 4, !tbaa !18
  %622 = add nuw nsw i64 %618, %29
  %623 = getelementptr inbounds nuw i8, ptr %409, i64 %622
  %624 = load i32, ptr %623, align 4, !tbaa !18
  %625 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %622
  store i32 %624, ptr %625, align 4, !tbaa !18
  %626 = add nuw nsw i64 %622, %29
  %627 = getelementptr inbounds nuw i8, ptr %409, i64 %626
  %628 = load i32, ptr %627, align 4, !tbaa !18
  %629 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %626
  store i32 %628, ptr %629, align 4, !tbaa !18
  %630 = add nuw nsw i64 %626, %29
  %631 = getelementptr inbounds nuw i8, ptr %409, i64 %630
  %632 = load i32, ptr %631, align 4, !tbaa !18
  %633 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %630
  store i32 %632, ptr %633, align 4, !tbaa !18
  %634 = add nuw nsw i64 %630, %29
  %635 = getelementptr inbounds nuw i8, ptr %409, i64 %634
  %636 = load i32, ptr %635, align 4, !tbaa !18
  %637 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %634
  store i32 %636, ptr %637, align 4, !tbaa !18
  %638 = add nuw nsw i64 %634, %29
  %639 = getelementptr inbounds nuw i8, ptr %409, i64 %638
  %640 = load i32, ptr %639, align 4, !tbaa !18
  %641 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %638
  store i32 %640, ptr %641, align 4, !tbaa !18
  %642 = add nuw nsw i64 %638, %29
  %643 = getelementptr inbounds nuw i8, ptr %409, i64 %642
  %644 = load i32, ptr %643, align 4, !tbaa !18
  %645 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %642
  store i32 %644, ptr %645, align 4, !tbaa !18
  %646 = add nuw nsw i64 %642, %29
  %647 = getelementptr inbounds nuw i8, ptr %409, i64 %646
  %648 = load i32, ptr %647, align 4, !tbaa !18
  %649 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %646
  store i32 %648, ptr %649, align 4, !tbaa !18
  %650 = add nuw nsw i64 %646, %29
  %651 = getelementptr inbounds nuw i8, ptr %409, i64 %650
  %652 = load i32, ptr %651, align 4, !tbaa !18
  %653 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %650
  store i32 %652, ptr %653, align 4, !tbaa !18
  %654 = add nuw nsw i64 %650, %29
  %655 = getelementptr inbounds nuw i8, ptr %409, i64 %654
  %656 = load i32, ptr %655, align 4, !tbaa !18
  %657 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %654
  store i32 %656, ptr %657, align 4, !tbaa !18
  %658 = add nuw nsw i64 %654, %29
  %659 = getelementptr inbounds nuw i8, ptr %409, i64 %658
  %660 = load i32, ptr %659, align 4, !tbaa !18
  %661 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %658
  store i32 %660, ptr %661, align 4, !tbaa !18
  %662 = add nuw nsw i64 %658, %29
  %663 = getelementptr inbounds nuw i8, ptr %409, i64 %662
  %664 = load i32, ptr %663, align 4, !tbaa !18
  %665 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %662
  store i32 %664, ptr %665, align 4, !tbaa !18
  %666 = add nuw nsw i64 %662, %29
  %667 = getelementptr inbounds nuw i8, ptr %409, i64 %666
  %668 = load i32, ptr %667, align 4, !tbaa !18
  %669 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %666
  store i32 %668, ptr %669, align 4, !tbaa !18
  %670 = add nuw nsw i64 %666, %29
  %671 = getelementptr inbounds nuw i8, ptr %409, i64 %670
  %672 = load i32, ptr %671, align 4, !tbaa !18
  %673 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %670
  store i32 %672, ptr %673, align 4, !tbaa !18
  %674 = add nuw nsw i64 %670, %29
  %675 = getelementptr inbounds nuw i8, ptr %409, i64 %674
  %676 = load i32, ptr %675, align 4, !tbaa !18
  %677 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %674
  store i32 %676, ptr %677, align 4, !tbaa !18
  %678 = add nuw nsw i64 %674, %29
  %679 = getelementptr inbounds nuw i8, ptr %409, i64 %678
  %680 = load i32, ptr %679, align 4, !tbaa !18
  %681 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %678
  store i32 %680, ptr %681, align 4, !tbaa !18
  %682 = add nuw nsw i64 %678, %29
  %683 = getelementptr inbounds nuw i8, ptr %409, i64 %682
  %684 = load i32, ptr %683, align 4, !tbaa !18
  %685 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %682
  store i32 %684, ptr %685, align 4, !tbaa !18
  %686 = add nuw nsw i64 %682, %29
  %687 = getelementptr inbounds nuw i8, ptr %409, i64 %686
  %688 = load i32, ptr %687, align 4, !tbaa !18
  %689 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %686
  store i32 %688, ptr %689, align 4, !tbaa !18
  %690 = add nuw nsw i64 %686, %29
  %691 = getelementptr inbounds nuw i8, ptr %409, i64 %690
  %692 = load i32, ptr %691, align 4, !tbaa !18
  %693 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %690
  store i32 %692, ptr %693, align 4, !tbaa !18
  %694 = add nuw nsw i64 %690, %29
  %695 = getelementptr inbounds nuw i8, ptr %409, i64 %694
  %696 = load i32, ptr %695, align 4, !tbaa !18
  %697 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %694
  store i32 %696, ptr %697, align 4, !tbaa !18
  %698 = add nuw nsw i64 %694, %29
  %699 = getelementptr inbounds nuw i8, ptr %409, i64 %698
  %700 = load i32, ptr %699, align 4, !tbaa !18
  %701 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %698
  store i32 %700, ptr %701, align 4, !tbaa !18
  %702 = add nuw nsw i64 %698, %29
  %703 = icmp samesign ult i64 %702, %112
  br i1 %703, label %445, label %705, !llvm.loop !24

704:                                              ; preds = %413, %412
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32)) #9, !srcloc !22
  br label %705

705:                                              ; preds = %442, %445, %704, %425
  %706 = tail call noundef i64 asm "mbarrier.arrive.shared.b64                                  $0,  [$1];           // 1. ", "=l,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32)) #9, !srcloc !25
  %707 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  br label %708

708:                                              ; preds = %728, %705
  %709 = phi i32 [ 0, %705 ], [ %729, %728 ]
  %710 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.test_wait.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A\09}", "=r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32), i64 %706) #9, !srcloc !27
  %711 = icmp eq i32 %710, 0
  br i1 %711, label %714, label %712

712:                                              ; preds = %708
  %713 = icmp sgt i32 %107, %6
  br i1 %713, label %735, label %730

714:                                              ; preds = %708
  %715 = icmp slt i32 %709, 16
  br i1 %715, label %716, label %718

716:                                              ; preds = %714
  %717 = add nsw i32 %709, 1
  br label %728

718:                                              ; preds = %714
  %719 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %720 = sub nsw i64 %719, %707
  %721 = icmp sgt i64 %720, 3999999
  br i1 %721, label %722, label %723

722:                                              ; preds = %718
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #9, !srcloc !28
  br label %728

723:                                              ; preds = %718
  %724 = icmp sgt i64 %720, 39999
  br i1 %724, label %725, label %728

725:                                              ; preds = %723
  %726 = lshr i64 %720, 2
  %727 = trunc nuw nsw i64 %726 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %727) #9, !srcloc !28
  br label %728

728:                                              ; preds = %725, %723, %722, %716
  %729 = phi i32 [ %717, %716 ], [ %709, %723 ], [ %709, %725 ], [ %709, %722 ]
  br label %708, !llvm.loop !29

730:                                              ; preds = %735, %712
  %731 = phi float [ %81, %712 ], [ %743, %735 ]
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %732 = add i32 %82, %34
  %733 = icmp slt i32 %732, %3
  %734 = add i32 %80, 1
  br i1 %733, label %79, label %42, !llvm.loop !30

735:                                              ; preds = %712, %735
  %736 = phi i32 [ %744, %735 ], [ %6, %712 ]
  %737 = phi float [ %743, %735 ], [ %81, %712 ]
  %738 = zext nneg i32 %736 to i64
  %739 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2xs to ptr), i64 %738
  %740 = load float, ptr %739, align 4, !tbaa !13
  %741 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE2ys to ptr), i64 %738
  %742 = load float, ptr %741, align 4, !tbaa !13
  %743 = tail call noundef float @llvm.fma.f32(float %740, float %742, float %737)
  %744 = add nuw nsw i32 %736, %9
  %745 = icmp slt i32 %744, %108
  br i1 %745, label %735, label %730, !llvm.loop !31

746:                                              ; preds = %67
  %747 = fadd contract float %76, %77
  %748 = atomicrmw fadd ptr %0, float %747 seq_cst, align 4
  br label %749

749:                                              ; preds = %746, %67
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13axpy_pipelinePfPKffi(ptr noalias noundef captures(none) %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %12 = mul nuw nsw i32 %8, %10
  %13 = add nuw nsw i32 %12, %7
  %14 = mul nuw nsw i32 %13, %9
  %15 = add nuw nsw i32 %14, %6
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i8 0, i64 40, i1 false)
  br label %18

18:                                               ; preds = %17, %4
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %19 = mul nuw nsw i32 %11, %10
  %20 = mul nuw nsw i32 %19, %9
  %21 = or i32 %14, %6
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %42

23:                                               ; preds = %18
  %24 = sub nuw i32 -2147483648, %20
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %25, 4294967297
  %27 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8))
  br i1 %27, label %30, label %31

28:                                               ; preds = %40
  store i32 %20, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 32), align 1, !noalias !32
  br label %42

29:                                               ; preds = %40
  tail call void asm sideeffect "st.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull align 4 dereferenceable(4) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 32), i32 %20) #9, !noalias !32, !srcloc !35
  br label %42

30:                                               ; preds = %23
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8) to ptr addrspace(3)) to i32), i32 %20) #9, !noalias !32, !srcloc !12
  br label %32

31:                                               ; preds = %23
  store i64 %26, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8), align 8, !tbaa !36, !noalias !32
  br label %32

32:                                               ; preds = %30, %31
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to i32), i32 %20) #9, !noalias !32, !srcloc !12
  %33 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24))
  br i1 %33, label %35, label %34

34:                                               ; preds = %32
  store i64 %26, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24), align 8, !tbaa !36, !noalias !32
  br label %36

35:                                               ; preds = %32
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24) to ptr addrspace(3)) to i32), i32 %20) #9, !noalias !32, !srcloc !12
  br label %36

36:                                               ; preds = %35, %34
  %37 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16))
  br i1 %37, label %39, label %38

38:                                               ; preds = %36
  store i64 %26, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16), align 8, !tbaa !36, !noalias !32
  br label %40

39:                                               ; preds = %36
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16) to ptr addrspace(3)) to i32), i32 %20) #9, !noalias !32, !srcloc !12
  br label %40

40:                                               ; preds = %39, %38
  %41 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 4 dereferenceable(4) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 32))
  br i1 %41, label %28, label %29

42:                                               ; preds = %18, %28, %29
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !noalias !32
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %44 = shl i32 %43, 10
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %46 = shl i32 %45, 10
  %47 = icmp slt i32 %44, %3
  br i1 %47, label %48, label %57

48:                                               ; preds = %42
  %49 = shl nuw nsw i32 %11, 2
  %50 = mul nuw nsw i32 %49, %10
  %51 = mul nuw nsw i32 %49, %9
  %52 = mul nuw nsw i32 %51, %10
  %53 = zext nneg i32 %52 to i64
  %54 = shl nuw nsw i32 %15, 2
  %55 = zext nneg i32 %54 to i64
  %56 = mul nuw nsw i32 %50, %9
  br label %70

57:                                               ; preds = %571, %42
  %58 = phi i32 [ 84017152, %42 ], [ %581, %571 ]
  %59 = phi i32 [ 0, %42 ], [ %583, %571 ]
  %60 = phi i32 [ %44, %42 ], [ %582, %571 ]
  br i1 %47, label %61, label %586

61:                                               ; preds = %57
  %62 = shl nuw nsw i32 %11, 2
  %63 = mul nuw nsw i32 %62, %10
  %64 = mul nuw nsw i32 %62, %9
  %65 = mul nuw nsw i32 %64, %10
  %66 = zext nneg i32 %65 to i64
  %67 = shl nuw nsw i32 %15, 2
  %68 = zext nneg i32 %67 to i64
  %69 = mul nuw nsw i32 %63, %9
  br label %645

70:                                               ; preds = %48, %571
  %71 = phi i32 [ %44, %48 ], [ %582, %571 ]
  %72 = phi i1 [ true, %48 ], [ false, %571 ]
  %73 = phi i32 [ 0, %48 ], [ %583, %571 ]
  %74 = phi i32 [ 84017152, %48 ], [ %581, %571 ]
  %75 = shl i32 %74, 4
  %76 = and i32 %75, 4080
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %80 = and i32 %74, 16777216
  %81 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %82 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %79)
  %83 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %79)
  %84 = zext nneg i32 %80 to i64
  %85 = shl nuw i64 %84, 39
  %86 = addrspacecast ptr %79 to ptr addrspace(3)
  %87 = ptrtoint ptr addrspace(3) %86 to i64
  %88 = trunc i64 %87 to i32
  %89 = lshr exact i32 %80, 24
  br label %90

90:                                               ; preds = %120, %70
  %91 = phi i32 [ 0, %70 ], [ %121, %120 ]
  br i1 %82, label %101, label %92

92:                                               ; preds = %90
  br i1 %83, label %93, label %95

93:                                               ; preds = %92
  %94 = load i64, ptr %79, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %97

95:                                               ; preds = %92
  %96 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %79) #9, !srcloc !40
  br label %97

97:                                               ; preds = %95, %93
  %98 = phi i64 [ %94, %93 ], [ %96, %95 ]
  %99 = and i64 %98, -9223372036854775808
  %100 = icmp ne i64 %99, %85
  br label %104

101:                                              ; preds = %90
  %102 = tail call i16 asm sideeffect "{.reg .pred %p;mbarrier.test_wait.parity.shared.b64 %p, [$1], $2;selp.u16 $0, 1, 0, %p;}", "=h,r,r,~{memory}"(i32 %88, i32 %89) #9, !srcloc !41
  %103 = icmp ne i16 %102, 0
  br label %104

104:                                              ; preds = %101, %97
  %105 = phi i1 [ %103, %101 ], [ %100, %97 ]
  br i1 %105, label %122, label %106

106:                                              ; preds = %104
  %107 = icmp slt i32 %91, 16
  br i1 %107, label %108, label %110

108:                                              ; preds = %106
  %109 = add nsw i32 %91, 1
  br label %120

110:                                              ; preds = %106
  %111 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %112 = sub nsw i64 %111, %81
  %113 = icmp sgt i64 %112, 3999999
  br i1 %113, label %114, label %115

114:                                              ; preds = %110
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #9, !srcloc !28
  br label %120

115:                                              ; preds = %110
  %116 = icmp sgt i64 %112, 39999
  br i1 %116, label %117, label %120

117:                                              ; preds = %115
  %118 = lshr i64 %112, 2
  %119 = trunc nuw nsw i64 %118 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %119) #9, !srcloc !28
  br label %120

120:                                              ; preds = %117, %115, %114, %108
  %121 = phi i32 [ %109, %108 ], [ %91, %115 ], [ %91, %117 ], [ %91, %114 ]
  br label %90, !llvm.loop !42

122:                                              ; preds = %104
  %123 = zext nneg i32 %73 to i64
  %124 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE5tiles to ptr), i64 %123
  %125 = sext i32 %71 to i64
  %126 = getelementptr inbounds float, ptr %1, i64 %125
  %127 = sub nsw i32 %3, %71
  %128 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %127, i32 1024)
  %129 = sext i32 %128 to i64
  %130 = shl nsw i64 %129, 2
  %131 = tail call i1 @llvm.nvvm.isspacep.global(ptr %126)
  br i1 %131, label %132, label %149

132:                                              ; preds = %122
  %133 = tail call i1 @llvm.nvvm.isspacep.shared(ptr %124)
  br i1 %133, label %134, label %149

134:                                              ; preds = %132
  %135 = trunc i64 %130 to i32
  %136 = icmp slt i32 %54, %135
  br i1 %136, label %137, label %536

137:                                              ; preds = %134, %137
  %138 = phi i32 [ %147, %137 ], [ %54, %134 ]
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw i8, ptr %124, i64 %139
  %141 = getelementptr inbounds nuw i8, ptr %126, i64 %139
  %142 = addrspacecast ptr %140 to ptr addrspace(3)
  %143 = ptrtoint ptr addrspace(3) %142 to i64
  %144 = trunc i64 %143 to i32
  %145 = addrspacecast ptr %141 to ptr addrspace(1)
  %146 = ptrtoint ptr addrspace(1) %145 to i64
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %144, i64 %146, i64 4) #9, !srcloc !15
  %147 = add nuw nsw i32 %138, %56
  %148 = icmp slt i32 %147, %135
  br i1 %148, label %137, label %536, !llvm.loop !16

149:                                              ; preds = %132, %122
  %150 = icmp ugt i64 %130, %55
  br i1 %150, label %151, label %536

151:                                              ; preds = %149, %530
  %152 = phi i64 [ %534, %530 ], [ %55, %149 ]
  %153 = getelementptr inbounds nuw i8, ptr %126, i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !18
  %155 = getelementptr inbounds nuw i8, ptr %124, i64 %152
  store i32 %154, ptr %155, align 4, !tbaa !18
  %156 = add i64 %152, %53
  %157 = icmp ult i64 %156, %130
  br i1 %157, label %158, label %536, !llvm.loop !43

158:                                              ; preds = %151
  %159 = getelementptr inbounds nuw i8, ptr %126, i64 %156
  %160 = load i32, ptr %159, align 4, !tbaa !18
  %161 = getelementptr inbounds nuw i8, ptr %124, i64 %156
  store i32 %160, ptr %161, align 4, !tbaa !18
  %162 = add i64 %156, %53
  %163 = icmp ult i64 %162, %130
  br i1 %163, label %164, label %536, !llvm.loop !43

164:                                              ; preds = %158
  %165 = getelementptr inbounds nuw i8, ptr %126, i64 %162
  %166 = load i32, ptr %165, align 4, !tbaa !18
  %167 = getelementptr inbounds nuw i8, ptr %124, i64 %162
  store i32 %166, ptr %167, align 4, !tbaa !18
  %168 = add i64 %162, %53
  %169 = icmp ult i64 %168, %130
  br i1 %169, label %170, label %536, !llvm.loop !43

170:                                              ; preds = %164
  %171 = getelementptr inbounds nuw i8, ptr %126, i64 %168
  %172 = load i32, ptr %171, align 4, !tbaa !18
  %173 = getelementptr inbounds nuw i8, ptr %124, i64 %168
  store i32 %172, ptr %173, align 4, !tbaa !18
  %174 = add i64 %168, %53
  %175 = icmp ult i64 %174, %130
  br i1 %175, label %176, label %536, !llvm.loop !43

176:                                              ; preds = %170
  %177 = getelementptr inbounds nuw i8, ptr %126, i64 %174
  %178 = load i32, ptr %177, align 4, !tbaa !18
  %179 = getelementptr inbounds nuw i8, ptr %124, i64 %174
  store i32 %178, ptr %179, align 4, !tbaa !18
  %180 = add i64 %174, %53
  %181 = icmp ult i64 %180, %130
  br i1 %181, label %182, label %536, !llvm.loop !43

182:                                              ; preds = %176
  %183 = getelementptr inbounds nuw i8, ptr %126, i64 %180
  %184 = load i32, ptr %183, align 4, !tbaa !18
  %185 = getelementptr inbounds nuw i8, ptr %124, i64 %180
  store i32 %184, ptr %185, align 4, !tbaa !18
  %186 = add i64 %180, %53
  %187 = icmp ult i64 %186, %130
  br i1 %187, label %188, label %536, !llvm.loop !43

188:                                              ; preds = %182
  %189 = getelementptr inbounds nuw i8, ptr %126, i64 %186
  %190 = load i32, ptr %189, align 4, !tbaa !18
  %191 = getelementptr inbounds nuw i8, ptr %124, i64 %186
  store i32 %190, ptr %191, align 4, !tbaa !18
  %192 = add i64 %186, %53
  %193 = icmp ult i64 %192, %130
  br i1 %193, label %194, label %536, !llvm.loop !43

194:                                              ; preds = %188
  %195 = getelementptr inbounds nuw i8, ptr %126, i64 %192
  %196 = load i32, ptr %195, align 4, !tbaa !18
  %197 = getelementptr inbounds nuw i8, ptr %124, i64 %192
  store i32 %196, ptr %197, align 4, !tbaa !18
  %198 = add i64 %192, %53
  %199 = icmp ult i64 %198, %130
  br i1 %199, label %200, label %536, !llvm.loop !43

200:                                              ; preds = %194
  %201 = getelementptr inbounds nuw i8, ptr %126, i64 %198
  %202 = load i32, ptr %201, align 4, !tbaa !18
  %203 = getelementptr inbounds nuw i8, ptr %124, i64 %198
  store i32 %202, ptr %203, align 4, !tbaa !18
  %204 = add i64 %198, %53
  %205 = icmp ult i64 %204, %130
  br i1 %205, label %206, label %536, !llvm.loop !43

206:                                              ; preds = %200
  %207 = getelementptr inbounds nuw i8, ptr %126, i64 %204
  %208 = load i32, ptr %207, align 4, !tbaa !18
  %209 = getelementptr inbounds nuw i8, ptr %124, i64 %204
  store i32 %208, ptr %209, align 4, !tbaa !18
  %210 = add i64 %204, %53
  %211 = icmp ult i64 %210, %130
  br i1 %211, label %212, label %536, !llvm.loop !43

212:                                              ; preds = %206
  %213 = getelementptr inbounds nuw i8, ptr %126, i64 %210
  %214 = load i32, ptr %213, align 4, !tbaa !18
  %215 = getelementptr inbounds nuw i8, ptr %124, i64 %210
  store i32 %214, ptr %215, align 4, !tbaa !18
  %216 = add i64 %210, %53
  %217 = icmp ult i64 %216, %130
  br i1 %217, label %218, label %536, !llvm.loop !43

218:                                              ; preds = %212
  %219 = getelementptr inbounds nuw i8, ptr %126, i64 %216
  %220 = load i32, ptr %219, align 4, !tbaa !18
  %221 = getelementptr inbounds nuw i8, ptr %124, i64 %216
  store i32 %220, ptr %221, align 4, !tbaa !18
  %222 = add i64 %216, %53
  %223 = icmp ult i64 %222, %130
  br i1 %223, label %224, label %536, !llvm.loop !43

224:                                              ; preds = %218
  %225 = getelementptr inbounds nuw i8, ptr %126, i64 %222
  %226 = load i32, ptr %225, align 4, !tbaa !18
  %227 = getelementptr inbounds nuw i8, ptr %124, i64 %222
  store i32 %226, ptr %227, align 4, !tbaa !18
  %228 = add i64 %222, %53
  %229 = icmp ult i64 %228, %130
  br i1 %229, label %230, label %536, !llvm.loop !43

230:                                              ; preds = %224
  %231 = getelementptr inbounds nuw i8, ptr %126, i64 %228
  %232 = load i32, ptr %231, align 4, !tbaa !18
  %233 = getelementptr inbounds nuw i8, ptr %124, i64 %228
  store i32 %232, ptr %233, align 4, !tbaa !18
  %234 = add i64 %228, %53
  %235 = icmp ult i64 %234, %130
  br i1 %235, label %236, label %536, !llvm.loop !43

236:                                              ; preds = %230
  %237 = getelementptr inbounds nuw i8, ptr %126, i64 %234
  %238 = load i32, ptr %237, align 4, !tbaa !18
  %239 = getelementptr inbounds nuw i8, ptr %124, i64 %234
  store i32 %238, ptr %239, align 4, !tbaa !18
  %240 = add i64 %234, %53
  %241 = icmp ult i64 %240, %130
  br i1 %241, label %242, label %536, !llvm.loop !43

242:                                              ; preds = %236
  %243 = getelementptr inbounds nuw i8, ptr %126, i64 %240
  %244 = load i32, ptr %243, align 4, !tbaa !18
  %245 = getelementptr inbounds nuw i8, ptr %124, i64 %240
  store i32 %244, ptr %245, align 4, !tbaa !18
  %246 = add i64 %240, %53
  %247 = icmp ult i64 %246, %130
  br i1 %247, label %248, label %536, !llvm.loop !43

248:                                              ; preds = %242
  %249 = getelementptr inbounds nuw i8, ptr %126, i64 %246
  %250 = load i32, ptr %249, align 4, !tbaa !18
  %251 = getelementptr inbounds nuw i8, ptr %124, i64 %246
  store i32 %250, ptr %251, align 4, !tbaa !18
  %252 = add i64 %246, %53
  %253 = icmp ult i64 %252, %130
  br i1 %253, label %254, label %536, !llvm.loop !43

254:                                              ; preds = %248
  %255 = getelementptr inbounds nuw i8, ptr %126, i64 %252
  %256 = load i32, ptr %255, align 4, !tbaa !18
  %257 = getelementptr inbounds nuw i8, ptr %124, i64 %252
  store i32 %256, ptr %257, align 4, !tbaa !18
  %258 = add i64 %252, %53
  %259 = icmp ult i64 %258, %130
  br i1 %259, label %260, label %536, !llvm.loop !43

260:                                              ; preds = %254
  %261 = getelementptr inbounds nuw i8, ptr %126, i64 %258
  %262 = load i32, ptr %261, align 4, !tbaa !18
  %263 = getelementptr inbounds nuw i8, ptr %124, i64 %258
  store i32 %262, ptr %263, align 4, !tbaa !18
  %264 = add i64 %258, %53
  %265 = icmp ult i64 %264, %130
  br i1 %265, label %266, label %536, !llvm.loop !43

266:                                              ; preds = %260
  %267 = getelementptr inbounds nuw i8, ptr %126, i64 %264
  %268 = load i32, ptr %267, align 4, !tbaa !18
  %269 = getelementptr inbounds nuw i8, ptr %124, i64 %264
  store i32 %268, ptr %269, align 4, !tbaa !18
  %270 = add i64 %264, %53
  %271 = icmp ult i64 %270, %130
  br i1 %271, label %272, label %536, !llvm.loop !43

272:                                              ; preds = %266
  %273 = getelementptr inbounds nuw i8, ptr %126, i64 %270
  %274 = load i32, ptr %273, align 4, !tbaa !18
  %275 = getelementptr inbounds nuw i8, ptr %124, i64 %270
  store i32 %274, ptr %275, align 4, !tbaa !18
  %276 = add i64 %270, %53
  %277 = icmp ult i64 %276, %130
  br i1 %277, label %278, label %536, !llvm.loop !43

278:                                              ; preds = %272
  %279 = getelementptr inbounds nuw i8, ptr %126, i64 %276
  %280 = load i32, ptr %279, align 4, !tbaa !18
  %281 = getelementptr inbounds nuw i8, ptr %124, i64 %276
  store i32 %280, ptr %281, align 4, !tbaa !18
  %282 = add i64 %276, %53
  %283 = icmp ult i64 %282, %130
  br i1 %283, label %284, label %536, !llvm.loop !43

284:                                              ; preds = %278
  %285 = getelementptr inbounds nuw i8, ptr %126, i64 %282
  %286 = load i32, ptr %285, align 4, !tbaa !18
  %287 = getelementptr inbounds nuw i8, ptr %124, i64 %282
  store i32 %286, ptr %287, align 4, !tbaa !18
  %288 = add i64 %282, %53
  %289 = icmp ult i64 %288, %130
  br i1 %289, label %290, label %536, !llvm.loop !43

290:                                              ; preds = %284
  %291 = getelementptr inbounds nuw i8, ptr %126, i64 %288
  %292 = load i32, ptr %291, align 4, !tbaa !18
  %293 = getelementptr inbounds nuw i8, ptr %124, i64 %288
  store i32 %292, ptr %293, align 4, !tbaa !18
  %294 = add i64 %288, %53
  %295 = icmp ult i64 %294, %130
  br i1 %295, label %296, label %536, !llvm.loop !43

296:                                              ; preds = %290
  %297 = getelementptr inbounds nuw i8, ptr %126, i64 %294
  %298 = load i32, ptr %297, align 4, !tbaa !18
  %299 = getelementptr inbounds nuw i8, ptr %124, i64 %294
  store i32 %298, ptr %299, align 4, !tbaa !18
  %300 = add i64 %294, %53
  %301 = icmp ult i64 %300, %130
  br i1 %301, label %302, label %536, !llvm.loop !43

302:                                              ; preds = %296
  %303 = getelementptr inbounds nuw i8, ptr %126, i64 %300
  %304 = load i32, ptr %303, align 4, !tbaa !18
  %305 = getelementptr inbounds nuw i8, ptr %124, i64 %300
  store i32 %304, ptr %305, align 4, !tbaa !18
  %306 = add i64 %300, %53
  %307 = icmp ult i64 %306, %130
  br i1 %307, label %308, label %536, !llvm.loop !43

308:                                              ; preds = %302
  %309 = getelementptr inbounds nuw i8, ptr %126, i64 %306
  %310 = load i32, ptr %309, align 4, !tbaa !18
  %311 = getelementptr inbounds nuw i8, ptr %124, i64 %306
  store i32 %310, ptr %311, align 4, !tbaa !18
  %312 = add i64 %306, %53
  %313 = icmp ult i64 %312, %130
  br i1 %313, label %314, label %536, !llvm.loop !43

314:                                              ; preds = %308
  %315 = getelementptr inbounds nuw i8, ptr %126, i64 %312
  %316 = load i32, ptr %315, align 4, !tbaa !18
  %317 = getelementptr inbounds nuw i8, ptr %124, i64 %312
  store i32 %316, ptr %317, align 4, !tbaa !18
  %318 = add i64 %312, %53
  %319 = icmp ult i64 %318, %130
  br i1 %319, label %320, label %536, !llvm.loop !43

320:                                              ; preds = %314
  %321 = getelementptr inbounds nuw i8, ptr %126, i64 %318
  %322 = load i32, ptr %321, align 4, !tbaa !18
  %323 = getelementptr inbounds nuw i8, ptr %124, i64 %318
  store i32 %322, ptr %323, align 4, !tbaa !18
  %324 = add i64 %318, %53
  %325 = icmp ult i64 %324, %130
  br i1 %325, label %326, label %536, !llvm.loop !43

326:                                              ; preds = %320
  %327 = getelementptr inbounds nuw i8, ptr %126, i64 %324
  %328 = load i32, ptr %327, align 4, !tbaa !18
  %329 = getelementptr inbounds nuw i8, ptr %124, i64 %324
  store i32 %328, ptr %329, align 4, !tbaa !18
  %330 = add i64 %324, %53
  %331 = icmp ult i64 %330, %130
  br i1 %331, label %332, label %536, !llvm.loop !43

332:                                              ; preds = %326
  %333 = getelementptr inbounds nuw i8, ptr %126, i64 %330
  %334 = load i32, ptr %333, align 4, !tbaa !18
  %335 = getelementptr inbounds nuw i8, ptr %124, i64 %330
  store i32 %334, ptr %335, align 4, !tbaa !18
  %336 = add i64 %330, %53
  %337 = icmp ult i64 %336, %130
  br i1 %337, label %338, label %536, !llvm.loop !43

338:                                              ; preds = %332
  %339 = getelementptr inbounds nuw i8, ptr %126, i64 %336
  %340 = load i32, ptr %339, align 4, !tbaa !18
  %341 = getelementptr inbounds nuw i8, ptr %124, i64 %336
  store i32 %340, ptr %341, align 4, !tbaa !18
  %342 = add i64 %336, %53
  %343 = icmp ult i64 %342, %130
  br i1 %343, label %344, label %536, !llvm.loop !43

344:                                              ; preds = %338
  %345 = getelementptr inbounds nuw i8, ptr %126, i64 %342
  %346 = load i32, ptr %345, align 4, !tbaa !18
  %347 = getelementptr inbounds nuw i8, ptr %124, i64 %342
  store i32 %346, ptr %347, align 4, !tbaa !18
  %348 = add i64 %342, %53
  %349 = icmp ult i64 %348, %130
  br i1 %349, label %350, label %536, !llvm.loop !43

350:                                              ; preds = %344
  %351 = getelementptr inbounds nuw i8, ptr %126, i64 %348
  %352 = load i32, ptr %351, align 4, !tbaa !18
  %353 = getelementptr inbounds nuw i8, ptr %124, i64 %348
  store i32 %352, ptr %353, align 4, !tbaa !18
  %354 = add i64 %348, %53
  %355 = icmp ult i64 %354, %130
  br i1 %355, label %356, label %536, !llvm.loop !43

356:                                              ; preds = %350
  %357 = getelementptr inbounds nuw i8, ptr %126, i64 %354
  %358 = load i32, ptr %357, align 4, !tbaa !18
  %359 = getelementptr inbounds nuw i8, ptr %124, i64 %354
  store i32 %358, ptr %359, align 4, !tbaa !18
  %360 = add i64 %354, %53
  %361 = icmp ult i64 %360, %130
  br i1 %361, label %362, label %536, !llvm.loop !43

362:                                              ; preds = %356
  %363 = getelementptr inbounds nuw i8, ptr %126, i64 %360
  %364 = load i32, ptr %363, align 4, !tbaa !18
  %365 = getelementptr inbounds nuw i8, ptr %124, i64 %360
  store i32 %364, ptr %365, align 4, !tbaa !18
  %366 = add i64 %360, %53
  %367 = icmp ult i64 %366, %130
  br i1 %367, label %368, label %536, !llvm.loop !43

368:                                              ; preds = %362
  %369 = getelementptr inbounds nuw i8, ptr %126, i64 %366
  %370 = load i32, ptr %369, align 4, !tbaa !18
  %371 = getelementptr inbounds nuw i8, ptr %124, i64 %366
  store i32 %370, ptr %371, align 4, !tbaa !18
  %372 = add i64 %366, %53
  %373 = icmp ult i64 %372, %130
  br i1 %373, label %374, label %536, !llvm.loop !43

374:                                              ; preds = %368
  %375 = getelementptr inbounds nuw i8, ptr %126, i64 %372
  %376 = load i32, ptr %375, align 4, !tbaa !18
  %377 = getelementptr inbounds nuw i8, ptr %124, i64 %372
  store i32 %376, ptr %377, align 4, !tbaa !18
  %378 = add i64 %372, %53
  %379 = icmp ult i64 %378, %130
  br i1 %379, label %380, label %536, !llvm.loop !43

380:                                              ; preds = %374
  %381 = getelementptr inbounds nuw i8, ptr %126, i64 %378
  %382 = load i32, ptr %381, align 4, !tbaa !18
  %383 = getelementptr inbounds nuw i8, ptr %124, i64 %378
  store i32 %382, ptr %383, align 4, !tbaa !18
  %384 = add i64 %378, %53
  %385 = icmp ult i64 %384, %130
  br i1 %385, label %386, label %536, !llvm.loop !43

386:                                              ; preds = %380
  %387 = getelementptr inbounds nuw i8, ptr %126, i64 %384
  %388 = load i32, ptr %387, align 4, !tbaa !18
  %389 = getelementptr inbounds nuw i8, ptr %124, i64 %384
  store i32 %388, ptr %389, align 4, !tbaa !18
  %390 = add i64 %384, %53
  %391 = icmp ult i64 %390, %130
  br i1 %391, label %392, label %536, !llvm.loop !43

392:                                              ; preds = %386
  %393 = getelementptr inbounds nuw i8, ptr %126, i64 %390
  %394 = load i32, ptr %393, align 4, !tbaa !18
  %395 = getelementptr inbounds nuw i8, ptr %124, i64 %390
  store i32 %394, ptr %395, align 4, !tbaa !18
  %396 = add i64 %390, %53
  %397 = icmp ult i64 %396, %130
  br i1 %397, label %398, label %536, !llvm.loop !43

398:                                              ; preds = %392
  %399 = getelementptr inbounds nuw i8, ptr %126, i64 %396
  %400 = load i32, ptr %399, align 4, !tbaa !18
  %401 = getelementptr inbounds nuw i8, ptr %124, i64 %396
  store i32 %400, ptr %401, align 4, !tbaa !18
  %402 = add i64 %396, %53
  %403 = icmp ult i64 %402, %130
  br i1 %403, label %404, label %536, !llvm.loop !43

404:                                              ; preds = %398
  %405 = getelementptr inbounds nuw i8, ptr %126, i64 %402
  %406 = load i32, ptr %405, align 4, !tbaa !18
  %407 = getelementptr inbounds nuw i8, ptr %124, i64 %402
  store i32 %406, ptr %407, align 4, !tbaa !18
  %408 = add i64 %402, %53
  %409 = icmp ult i64 %408, %130
  br i1 %409, label %410, label %536, !llvm.loop !43

410:                                              ; preds = %404
  %411 = getelementptr inbounds nuw i8, ptr %126, i64 %408
  %412 = load i32, ptr %411, align 4, !tbaa !18
  %413 = getelementptr inbounds nuw i8, ptr %124, i64 %408
  store i32 %412, ptr %413, align 4, !tbaa !18
  %414 = add i64 %408, %53
  %415 = icmp ult i64 %414, %130
  br i1 %415, label %416, label %536, !llvm.loop !43

416:                                              ; preds = %410
  %417 = getelementptr inbounds nuw i8, ptr %126, i64 %414
  %418 = load i32, ptr %417, align 4, !tbaa !18
  %419 = getelementptr inbounds nuw i8, ptr %124, i64 %414
  store i32 %418, ptr %419, align 4, !tbaa !18
  %420 = add i64 %414, %53
  %421 = icmp ult i64 %420, %130
  br i1 %421, label %422, label %536, !llvm.loop !43

422:                                              ; preds = %416
  %423 = getelementptr inbounds nuw i8, ptr %126, i64 %420
  %424 = load i32, ptr %423, align 4, !tbaa !18
  %425 = getelementptr inbounds nuw i8, ptr %124, i64 %420
  store i32 %424, ptr %425, align 4, !tbaa !18
  %426 = add i64 %420, %53
  %427 = icmp ult i64 %426, %130
  br i1 %427, label %428, label %536, !llvm.loop !43

428:                                              ; preds = %422
  %429 = getelementptr inbounds nuw i8, ptr %126, i64 %426
  %430 = load i32, ptr %429, align 4, !tbaa !18
  %431 = getelementptr inbounds nuw i8, ptr %124, i64 %426
  store i32 %430, ptr %431, align 4, !tbaa !18
  %432 = add i64 %426, %53
  %433 = icmp ult i64 %432, %130
  br i1 %433, label %434, label %536, !llvm.loop !43

434:                                              ; preds = %428
  %435 = getelementptr inbounds nuw i8, ptr %126, i64 %432
  %436 = load i32, ptr %435, align 4, !tbaa !18
  %437 = getelementptr inbounds nuw i8, ptr %124, i64 %432
  store i32 %436, ptr %437, align 4, !tbaa !18
  %438 = add i64 %432, %53
  %439 = icmp ult i64 %438, %130
  br i1 %439, label %440, label %536, !llvm.loop !43

440:                                              ; preds = %434
  %441 = getelementptr inbounds nuw i8, ptr %126, i64 %438
  %442 = load i32, ptr %441, align 4, !tbaa !18
  %443 = getelementptr inbounds nuw i8, ptr %124, i64 %438
  store i32 %442, ptr %443, align 4, !tbaa !18
  %444 = add i64 %438, %53
  %445 = icmp ult i64 %444, %130
  br i1 %445, label %446, label %536, !llvm.loop !43

446:                                              ; preds = %440
  %447 = getelementptr inbounds nuw i8, ptr %126, i64 %444
  %448 = load i32, ptr %447, align 4, !tbaa !18
  %449 = getelementptr inbounds nuw i8, ptr %124, i64 %444
  store i32 %448, ptr %449, align 4, !tbaa !18
  %450 = add i64 %444, %53
  %451 = icmp ult i64 %450, %130
  br i1 %451, label %452, label %536, !llvm.loop !43

452:                                              ; preds = %446
  %453 = getelementptr inbounds nuw i8, ptr %126, i64 %450
  %454 = load i32, ptr %453, align 4, !tbaa !18
  %455 = getelementptr inbounds nuw i8, ptr %124, i64 %450
  store i32 %454, ptr %455, align 4, !tbaa !18
  %456 = add i64 %450, %53
  %457 = icmp ult i64 %456, %130
  br i1 %457, label %458, label %536, !llvm.loop !43

458:                                              ; preds = %452
  %459 = getelementptr inbounds nuw i8, ptr %126, i64 %456
  %460 = load i32, ptr %459, align 4, !tbaa !18
  %461 = getelementptr inbounds nuw i8, ptr %124, i64 %456
  store i32 %460, ptr %461, align 4, !tbaa !18
  %462 = add i64 %456, %53
  %463 = icmp ult i64 %462, %130
  br i1 %463, label %464, label %536, !llvm.loop !43

464:                                              ; preds = %458
  %465 = getelementptr inbounds nuw i8, ptr %126, i64 %462
  %466 = load i32, ptr %465, align 4, !tbaa !18
  %467 = getelementptr inbounds nuw i8, ptr %124, i64 %462
  store i32 %466, ptr %467, align 4, !tbaa !18
  %468 = add i64 %462, %53
  %469 = icmp ult i64 %468, %130
  br i1 %469, label %470, label %536, !llvm.loop !43

470:                                              ; preds = %464
  %471 = getelementptr inbounds nuw i8, ptr %126, i64 %468
  %472 = load i32, ptr %471, align 4, !tbaa !18
  %473 = getelementptr inbounds nuw i8, ptr %124, i64 %468
  store i32 %472, ptr %473, align 4, !tbaa !18
  %474 = add i64 %468, %53
  %475 = icmp ult i64 %474, %130
  br i1 %475, label %476, label %536, !llvm.loop !43

476:                                              ; preds = %470
  %477 = getelementptr inbounds nuw i8, ptr %126, i64 %474
  %478 = load i32, ptr %477, align 4, !tbaa !18
  %479 = getelementptr inbounds nuw i8, ptr %124, i64 %474
  store i32 %478, ptr %479, align 4, !tbaa !18
  %480 = add i64 %474, %53
  %481 = icmp ult i64 %480, %130
  br i1 %481, label %482, label %536, !llvm.loop !43

482:                                              ; preds = %476
  %483 = getelementptr inbounds nuw i8, ptr %126, i64 %480
  %484 = load i32, ptr %483, align 4, !tbaa !18
  %485 = getelementptr inbounds nuw i8, ptr %124, i64 %480
  store i32 %484, ptr %485, align 4, !tbaa !18
  %486 = add i64 %480, %53
  %487 = icmp ult i64 %486, %130
  br i1 %487, label %488, label %536, !llvm.loop !43

488:                                              ; preds = %482
  %489 = getelementptr inbounds nuw i8, ptr %126, i64 %486
  %490 = load i32, ptr %489, align 4, !tbaa !18
  %491 = getelementptr inbounds nuw i8, ptr %124, i64 %486
  store i32 %490, ptr %491, align 4, !tbaa !18
  %492 = add i64 %486, %53
  %493 = icmp ult i64 %492, %130
  br i1 %493, label %494, label %536, !llvm.loop !43

494:                                              ; preds = %488
  %495 = getelementptr inbounds nuw i8, ptr %126, i64 %492
  %496 = load i32, ptr %495, align 4, !tbaa !18
  %497 = getelementptr inbounds nuw i8, ptr %124, i64 %492
  store i32 %496, ptr %497, align 4, !tbaa !18
  %498 = add i64 %492, %53
  %499 = icmp ult i64 %498, %130
  br i1 %499, label %500, label %536, !llvm.loop !43

500:                                              ; preds = %494
  %501 = getelementptr inbounds nuw i8, ptr %126, i64 %498
  %502 = load i32, ptr %501, align 4, !tbaa !18
  %503 = getelementptr inbounds nuw i8, ptr %124, i64 %498
  store i32 %502, ptr %503, align 4, !tbaa !18
  %504 = add i64 %498, %53
  %505 = icmp ult i64 %504, %130
  br i1 %505, label %506, label %536, !llvm.loop !43

506:                                              ; preds = %500
  %507 = getelementptr inbounds nuw i8, ptr %126, i64 %504
  %508 = load i32, ptr %507, align 4, !tbaa !18
  %509 = getelementptr inbounds nuw i8, ptr %124, i64 %504
  store i32 %508, ptr %509, align 4, !tbaa !18
  %510 = add i64 %504, %53
  %511 = icmp ult i64 %510, %130
  br i1 %511, label %512, label %536, !llvm.loop !43

512:                                              ; preds = %506
  %513 = getelementptr inbounds nuw i8, ptr %126, i64 %510
  %514 = load i32, ptr %513, align 4, !tbaa !18
  %515 = getelementptr inbounds nuw i8, ptr %124, i64 %510
  store i32 %514, ptr %515, align 4, !tbaa !18
  %516 = add i64 %510, %53
  %517 = icmp ult i64 %516, %130
  br i1 %517, label %518, label %536, !llvm.loop !43

518:                                              ; preds = %512
  %519 = getelementptr inbounds nuw i8, ptr %126, i64 %516
  %520 = load i32, ptr %519, align 4, !tbaa !18
  %521 = getelementptr inbounds nuw i8, ptr %124, i64 %516
  store i32 %520, ptr %521, align 4, !tbaa !18
  %522 = add i64 %516, %53
  %523 = icmp ult i64 %522, %130
  br i1 %523, label %524, label %536, !llvm.loop !43

524:                                              ; preds = %518
  %525 = getelementptr inbounds nuw i8, ptr %126, i64 %522
  %526 = load i32, ptr %525, align 4, !tbaa !18
  %527 = getelementptr inbounds nuw i8, ptr %124, i64 %522
  store i32 %526, ptr %527, align 4, !tbaa !18
  %528 = add i64 %522, %53
  %529 = icmp ult i64 %528, %130
  br i1 %529, label %530, label %536, !llvm.loop !43

530:                                              ; preds = %524
  %531 = getelementptr inbounds nuw i8, ptr %126, i64 %528
  %532 = load i32, ptr %531, align 4, !tbaa !18
  %533 = getelementptr inbounds nuw i8, ptr %124, i64 %528
  store i32 %532, ptr %533, align 4, !tbaa !18
  %534 = add i64 %528, %53
  %535 = icmp ult i64 %534, %130
  br i1 %535, label %151, label %536, !llvm.loop !45

536:                                              ; preds = %151, %158, %164, %170, %176, %182, %188, %194, %200, %206, %212, %218, %224, %230, %236, %242, %248, %254, %260, %266, %272, %278, %284, %290, %296, %302, %308, %314, %320, %326, %332, %338, %344, %350, %356, %362, %368, %374, %380, %386, %392, %398, %404, %410, %416, %422, %428, %434, %440, %446, %452, %458, %464, %470, %476, %482, %488, %494, %500, %506, %512, %518, %524, %530, %137, %134, %149
  %537 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %78)
  br i1 %537, label %539, label %538

538:                                              ; preds = %536
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #9, !srcloc !46
  br label %543

539:                                              ; preds = %536
  %540 = addrspacecast ptr %78 to ptr addrspace(3)
  %541 = ptrtoint ptr addrspace(3) %540 to i64
  %542 = trunc i64 %541 to i32
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 %542) #9, !srcloc !22
  br label %543

543:                                              ; preds = %539, %538
  br i1 %537, label %566, label %544

544:                                              ; preds = %543
  %545 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %78)
  br i1 %545, label %546, label %550

546:                                              ; preds = %544
  %547 = load i64, ptr %78, align 1
  %548 = load volatile i64, ptr %78, align 8, !tbaa !47
  %549 = add i64 %548, 4294967296
  store volatile i64 %549, ptr %78, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %550

550:                                              ; preds = %546, %544
  %551 = phi i64 [ %547, %546 ], [ 0, %544 ]
  br i1 %545, label %554, label %552

552:                                              ; preds = %550
  %553 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %78, i64 4294967296) #9, !srcloc !48
  br label %554

554:                                              ; preds = %552, %550
  %555 = phi i64 [ %551, %550 ], [ %553, %552 ]
  %556 = add i64 %555, 4294967296
  %557 = xor i64 %556, %555
  %558 = icmp sgt i64 %557, -1
  br i1 %558, label %571, label %559

559:                                              ; preds = %554
  %560 = shl i64 %555, 32
  br i1 %545, label %561, label %564

561:                                              ; preds = %559
  %562 = load volatile i64, ptr %78, align 8, !tbaa !47
  %563 = add i64 %562, %560
  store volatile i64 %563, ptr %78, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %571

564:                                              ; preds = %559
  %565 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %78, i64 %560) #9, !srcloc !49
  br label %571

566:                                              ; preds = %543
  %567 = addrspacecast ptr %78 to ptr addrspace(3)
  %568 = ptrtoint ptr addrspace(3) %567 to i64
  %569 = trunc i64 %568 to i32
  %570 = tail call noundef i64 asm "mbarrier.arrive.shared.b64                                  $0,  [$1];           // 1. ", "=l,r,~{memory}"(i32 %569) #9, !srcloc !25
  br label %571

571:                                              ; preds = %554, %561, %564, %566
  %572 = add i32 %74, 1
  %573 = and i32 %572, 255
  %574 = and i32 %74, -256
  %575 = or disjoint i32 %573, %574
  %576 = lshr i32 %74, 16
  %577 = xor i32 %572, %576
  %578 = and i32 %577, 255
  %579 = icmp eq i32 %578, 0
  %580 = xor i32 %574, 16777216
  %581 = select i1 %579, i32 %580, i32 %575
  %582 = add nsw i32 %71, %46
  %583 = xor i32 %73, 1
  %584 = icmp slt i32 %582, %3
  %585 = select i1 %72, i1 %584, i1 false
  br i1 %585, label %70, label %57, !llvm.loop !50

586:                                              ; preds = %1270, %57
  %587 = phi i32 [ %58, %57 ], [ %1271, %1270 ]
  %588 = and i32 %587, 67108864
  %589 = icmp eq i32 %588, 0
  br i1 %589, label %644, label %590

590:                                              ; preds = %586
  %591 = tail call noundef i32 @llvm.nvvm.activemask()
  %592 = lshr i32 %587, 12
  %593 = and i32 %592, 4080
  %594 = zext nneg i32 %593 to i64
  %595 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %594
  %596 = ptrtoint ptr %595 to i64
  %597 = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 %591, i64 %596)
  %598 = tail call i32 @llvm.bitreverse.i32(i32 %597)
  %599 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %598) #10, !srcloc !51
  %600 = tail call noundef i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #9, !srcloc !52
  %601 = icmp eq i32 %600, %599
  %602 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %597)
  br i1 %601, label %603, label %644

603:                                              ; preds = %590
  %604 = sub nsw i32 0, %602
  %605 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 4 dereferenceable(4) %595)
  br i1 %605, label %606, label %610

606:                                              ; preds = %603
  %607 = load i32, ptr %595, align 1
  %608 = load volatile i32, ptr %595, align 4, !tbaa !6
  %609 = sub i32 %608, %602
  store volatile i32 %609, ptr %595, align 4, !tbaa !6
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %610

610:                                              ; preds = %606, %603
  %611 = phi i32 [ %607, %606 ], [ 0, %603 ]
  br i1 %605, label %614, label %612

612:                                              ; preds = %610
  tail call void asm sideeffect "fence.cta.sc;", "~{memory}"() #9, !srcloc !53
  %613 = tail call i32 asm sideeffect "atom.add.acquire.cta.u32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull align 4 dereferenceable(4) %595, i32 %604) #9, !srcloc !54
  br label %614

614:                                              ; preds = %612, %610
  %615 = phi i32 [ %611, %610 ], [ %613, %612 ]
  %616 = icmp ne i32 %615, %602
  %617 = and i32 %587, 16711680
  %618 = icmp eq i32 %617, 0
  %619 = or i1 %616, %618
  br i1 %619, label %644, label %620

620:                                              ; preds = %614
  %621 = lshr i32 %587, 16
  %622 = and i32 %621, 255
  %623 = tail call i32 @llvm.umax.i32(i32 %622, i32 1)
  br label %624

624:                                              ; preds = %620, %641
  %625 = phi i32 [ %642, %641 ], [ 0, %620 ]
  %626 = zext nneg i32 %625 to i64
  %627 = shl nuw nsw i64 %626, 4
  %628 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %627
  %629 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %628)
  br i1 %629, label %630, label %634

630:                                              ; preds = %624
  %631 = addrspacecast ptr %628 to ptr addrspace(3)
  %632 = ptrtoint ptr addrspace(3) %631 to i64
  %633 = trunc i64 %632 to i32
  tail call void asm sideeffect "mbarrier.inval.shared.b64 [$0];", "r,~{memory}"(i32 %633) #9, !srcloc !55
  br label %634

634:                                              ; preds = %630, %624
  %635 = getelementptr inbounds nuw i8, ptr %628, i64 8
  %636 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %635)
  br i1 %636, label %637, label %641

637:                                              ; preds = %634
  %638 = addrspacecast ptr %635 to ptr addrspace(3)
  %639 = ptrtoint ptr addrspace(3) %638 to i64
  %640 = trunc i64 %639 to i32
  tail call void asm sideeffect "mbarrier.inval.shared.b64 [$0];", "r,~{memory}"(i32 %640) #9, !srcloc !55
  br label %641

641:                                              ; preds = %637, %634
  %642 = add nuw nsw i32 %625, 1
  %643 = icmp eq i32 %642, %623
  br i1 %643, label %644, label %624, !llvm.loop !56

644:                                              ; preds = %641, %590, %614, %586
  ret void

645:                                              ; preds = %61, %1270
  %646 = phi i32 [ %60, %61 ], [ %1273, %1270 ]
  %647 = phi i32 [ %44, %61 ], [ %1274, %1270 ]
  %648 = phi i32 [ 0, %61 ], [ %1275, %1270 ]
  %649 = phi i32 [ %59, %61 ], [ %1272, %1270 ]
  %650 = phi i32 [ %58, %61 ], [ %1271, %1270 ]
  %651 = lshr i32 %650, 4
  %652 = and i32 %651, 4080
  %653 = zext nneg i32 %652 to i64
  %654 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %653
  %655 = and i32 %650, 33554432
  %656 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %657 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %654)
  %658 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %654)
  %659 = zext nneg i32 %655 to i64
  %660 = shl nuw i64 %659, 38
  %661 = addrspacecast ptr %654 to ptr addrspace(3)
  %662 = ptrtoint ptr addrspace(3) %661 to i64
  %663 = trunc i64 %662 to i32
  %664 = lshr exact i32 %655, 25
  br label %665

665:                                              ; preds = %695, %645
  %666 = phi i32 [ 0, %645 ], [ %696, %695 ]
  br i1 %657, label %676, label %667

667:                                              ; preds = %665
  br i1 %658, label %668, label %670

668:                                              ; preds = %667
  %669 = load i64, ptr %654, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %672

670:                                              ; preds = %667
  %671 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %654) #9, !srcloc !40
  br label %672

672:                                              ; preds = %670, %668
  %673 = phi i64 [ %669, %668 ], [ %671, %670 ]
  %674 = and i64 %673, -9223372036854775808
  %675 = icmp ne i64 %674, %660
  br label %679

676:                                              ; preds = %665
  %677 = tail call i16 asm sideeffect "{.reg .pred %p;mbarrier.test_wait.parity.shared.b64 %p, [$1], $2;selp.u16 $0, 1, 0, %p;}", "=h,r,r,~{memory}"(i32 %663, i32 %664) #9, !srcloc !41
  %678 = icmp ne i16 %677, 0
  br label %679

679:                                              ; preds = %676, %672
  %680 = phi i1 [ %678, %676 ], [ %675, %672 ]
  br i1 %680, label %697, label %681

681:                                              ; preds = %679
  %682 = icmp slt i32 %666, 16
  br i1 %682, label %683, label %685

683:                                              ; preds = %681
  %684 = add nsw i32 %666, 1
  br label %695

685:                                              ; preds = %681
  %686 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %687 = sub nsw i64 %686, %656
  %688 = icmp sgt i64 %687, 3999999
  br i1 %688, label %689, label %690

689:                                              ; preds = %685
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #9, !srcloc !28
  br label %695

690:                                              ; preds = %685
  %691 = icmp sgt i64 %687, 39999
  br i1 %691, label %692, label %695

692:                                              ; preds = %690
  %693 = lshr i64 %687, 2
  %694 = trunc nuw nsw i64 %693 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %694) #9, !srcloc !28
  br label %695

695:                                              ; preds = %692, %690, %689, %683
  %696 = phi i32 [ %684, %683 ], [ %666, %690 ], [ %666, %692 ], [ %666, %689 ]
  br label %665, !llvm.loop !42

697:                                              ; preds = %679
  %698 = sub nsw i32 %3, %647
  %699 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %698, i32 1024)
  %700 = icmp sgt i32 %698, %6
  br i1 %700, label %701, label %704

701:                                              ; preds = %697
  %702 = zext nneg i32 %648 to i64
  %703 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE5tiles to ptr), i64 %702
  br label %748

704:                                              ; preds = %748, %697
  %705 = getelementptr inbounds nuw i8, ptr %654, i64 8
  %706 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %705)
  br i1 %706, label %729, label %707

707:                                              ; preds = %704
  %708 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %705)
  br i1 %708, label %709, label %713

709:                                              ; preds = %707
  %710 = load i64, ptr %705, align 1
  %711 = load volatile i64, ptr %705, align 8, !tbaa !47
  %712 = add i64 %711, 4294967296
  store volatile i64 %712, ptr %705, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %713

713:                                              ; preds = %709, %707
  %714 = phi i64 [ %710, %709 ], [ 0, %707 ]
  br i1 %708, label %717, label %715

715:                                              ; preds = %713
  %716 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %705, i64 4294967296) #9, !srcloc !48
  br label %717

717:                                              ; preds = %715, %713
  %718 = phi i64 [ %714, %713 ], [ %716, %715 ]
  %719 = add i64 %718, 4294967296
  %720 = xor i64 %719, %718
  %721 = icmp sgt i64 %720, -1
  br i1 %721, label %734, label %722

722:                                              ; preds = %717
  %723 = shl i64 %718, 32
  br i1 %708, label %724, label %727

724:                                              ; preds = %722
  %725 = load volatile i64, ptr %705, align 8, !tbaa !47
  %726 = add i64 %725, %723
  store volatile i64 %726, ptr %705, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %734

727:                                              ; preds = %722
  %728 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %705, i64 %723) #9, !srcloc !49
  br label %734

729:                                              ; preds = %704
  %730 = addrspacecast ptr %705 to ptr addrspace(3)
  %731 = ptrtoint ptr addrspace(3) %730 to i64
  %732 = trunc i64 %731 to i32
  %733 = tail call noundef i64 asm "mbarrier.arrive.shared.b64                                  $0,  [$1];           // 1. ", "=l,r,~{memory}"(i32 %732) #9, !srcloc !25
  br label %734

734:                                              ; preds = %717, %724, %727, %729
  %735 = lshr i32 %650, 8
  %736 = add nuw nsw i32 %735, 1
  %737 = shl i32 %736, 8
  %738 = and i32 %737, 65280
  %739 = and i32 %650, -65281
  %740 = or disjoint i32 %738, %739
  %741 = lshr i32 %650, 16
  %742 = xor i32 %736, %741
  %743 = and i32 %742, 255
  %744 = icmp eq i32 %743, 0
  %745 = xor i32 %739, 33554432
  %746 = select i1 %744, i32 %745, i32 %740
  %747 = icmp slt i32 %646, %3
  br i1 %747, label %760, label %1270

748:                                              ; preds = %701, %748
  %749 = phi i32 [ %6, %701 ], [ %758, %748 ]
  %750 = zext nneg i32 %749 to i64
  %751 = getelementptr inbounds nuw float, ptr %703, i64 %750
  %752 = load float, ptr %751, align 4, !tbaa !13
  %753 = add nsw i32 %749, %647
  %754 = sext i32 %753 to i64
  %755 = getelementptr inbounds float, ptr %0, i64 %754
  %756 = load float, ptr %755, align 4, !tbaa !13
  %757 = tail call noundef float @llvm.fma.f32(float %2, float %752, float %756)
  store float %757, ptr %755, align 4, !tbaa !13
  %758 = add nuw nsw i32 %749, %9
  %759 = icmp slt i32 %758, %699
  br i1 %759, label %748, label %704, !llvm.loop !57

760:                                              ; preds = %734
  %761 = shl i32 %746, 4
  %762 = and i32 %761, 4080
  %763 = zext nneg i32 %762 to i64
  %764 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %763
  %765 = getelementptr inbounds nuw i8, ptr %764, i64 8
  %766 = and i32 %746, 16777216
  %767 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %768 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %765)
  %769 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %765)
  %770 = zext nneg i32 %766 to i64
  %771 = shl nuw i64 %770, 39
  %772 = addrspacecast ptr %765 to ptr addrspace(3)
  %773 = ptrtoint ptr addrspace(3) %772 to i64
  %774 = trunc i64 %773 to i32
  %775 = lshr exact i32 %766, 24
  br label %776

776:                                              ; preds = %806, %760
  %777 = phi i32 [ 0, %760 ], [ %807, %806 ]
  br i1 %768, label %787, label %778

778:                                              ; preds = %776
  br i1 %769, label %779, label %781

779:                                              ; preds = %778
  %780 = load i64, ptr %765, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %783

781:                                              ; preds = %778
  %782 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %765) #9, !srcloc !40
  br label %783

783:                                              ; preds = %781, %779
  %784 = phi i64 [ %780, %779 ], [ %782, %781 ]
  %785 = and i64 %784, -9223372036854775808
  %786 = icmp ne i64 %785, %771
  br label %790

787:                                              ; preds = %776
  %788 = tail call i16 asm sideeffect "{.reg .pred %p;mbarrier.test_wait.parity.shared.b64 %p, [$1], $2;selp.u16 $0, 1, 0, %p;}", "=h,r,r,~{memory}"(i32 %774, i32 %775) #9, !srcloc !41
  %789 = icmp ne i16 %788, 0
  br label %790

790:                                              ; preds = %787, %783
  %791 = phi i1 [ %789, %787 ], [ %786, %783 ]
  br i1 %791, label %808, label %792

792:                                              ; preds = %790
  %793 = icmp slt i32 %777, 16
  br i1 %793, label %794, label %796

794:                                              ; preds = %792
  %795 = add nsw i32 %777, 1
  br label %806

796:                                              ; preds = %792
  %797 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #9, !srcloc !26
  %798 = sub nsw i64 %797, %767
  %799 = icmp sgt i64 %798, 3999999
  br i1 %799, label %800, label %801

800:                                              ; preds = %796
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #9, !srcloc !28
  br label %806

801:                                              ; preds = %796
  %802 = icmp sgt i64 %798, 39999
  br i1 %802, label %803, label %806

803:                                              ; preds = %801
  %804 = lshr i64 %798, 2
  %805 = trunc nuw nsw i64 %804 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %805) #9, !srcloc !28
  br label %806

806:                                              ; preds = %803, %801, %800, %794
  %807 = phi i32 [ %795, %794 ], [ %777, %801 ], [ %777, %803 ], [ %777, %800 ]
  br label %776, !llvm.loop !42

808:                                              ; preds = %790
  %809 = zext nneg i32 %649 to i64
  %810 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE5tiles to ptr), i64 %809
  %811 = sext i32 %646 to i64
  %812 = getelementptr inbounds float, ptr %1, i64 %811
  %813 = sub nsw i32 %3, %646
  %814 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %813, i32 1024)
  %815 = sext i32 %814 to i64
  %816 = shl nsw i64 %815, 2
  %817 = tail call i1 @llvm.nvvm.isspacep.global(ptr %812)
  br i1 %817, label %818, label %835

818:                                              ; preds = %808
  %819 = tail call i1 @llvm.nvvm.isspacep.shared(ptr %810)
  br i1 %819, label %820, label %835

820:                                              ; preds = %818
  %821 = trunc i64 %816 to i32
  %822 = icmp slt i32 %67, %821
  br i1 %822, label %823, label %1222

823:                                              ; preds = %820, %823
  %824 = phi i32 [ %833, %823 ], [ %67, %820 ]
  %825 = zext nneg i32 %824 to i64
  %826 = getelementptr inbounds nuw i8, ptr %810, i64 %825
  %827 = getelementptr inbounds nuw i8, ptr %812, i64 %825
  %828 = addrspacecast ptr %826 to ptr addrspace(3)
  %829 = ptrtoint ptr addrspace(3) %828 to i64
  %830 = trunc i64 %829 to i32
  %831 = addrspacecast ptr %827 to ptr addrspace(1)
  %832 = ptrtoint ptr addrspace(1) %831 to i64
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %830, i64 %832, i64 4) #9, !srcloc !15
  %833 = add nuw nsw i32 %824, %69
  %834 = icmp slt i32 %833, %821
  br i1 %834, label %823, label %1222, !llvm.loop !16

835:                                              ; preds = %818, %808
  %836 = icmp ugt i64 %816, %68
  br i1 %836, label %837, label %1222

837:                                              ; preds = %835, %1216
  %838 = phi i64 [ %1220, %1216 ], [ %68, %835 ]
  %839 = getelementptr inbounds nuw i8, ptr %812, i64 %838
  %840 = load i32, ptr %839, align 4, !tbaa !18
  %841 = getelementptr inbounds nuw i8, ptr %810, i64 %838
  store i32 %840, ptr %841, align 4, !tbaa !18
  %842 = add i64 %838, %66
  %843 = icmp ult i64 %842, %816
  br i1 %843, label %844, label %1222, !llvm.loop !43

844:                                              ; preds = %837
  %845 = getelementptr inbounds nuw i8, ptr %812, i64 %842
  %846 = load i32, ptr %845, align 4, !tbaa !18
  %847 = getelementptr inbounds nuw i8, ptr %810, i64 %842
  store i32 %846, ptr %847, align 4, !tbaa !18
  %848 = add i64 %842, %66
  %849 = icmp ult i64 %848, %816
  br i1 %849, label %850, label %1222, !llvm.loop !43

850:                                              ; preds = %844
  %851 = getelementptr inbounds nuw i8, ptr %812, i64 %848
  %852 = load i32, ptr %851, align 4, !tbaa !18
  %853 = getelementptr inbounds nuw i8, ptr %810, i64 %848
  store i32 %852, ptr %853, align 4, !tbaa !18
  %854 = add i64 %848, %66
  %855 = icmp ult i64 %854, %816
  br i1 %855, label %856, label %1222, !llvm.loop !43

856:                                              ; preds = %850
  %857 = getelementptr inbounds nuw i8, ptr %812, i64 %854
  %858 = load i32, ptr %857, align 4, !tbaa !18
  %859 = getelementptr inbounds nuw i8, ptr %810, i64 %854
  store i32 %858, ptr %859, align 4, !tbaa !18
  %860 = add i64 %854, %66
  %861 = icmp ult i64 %860, %816
  br i1 %861, label %862, label %1222, !llvm.loop !43

862:                                              ; preds = %856
  %863 = getelementptr inbounds nuw i8, ptr %812, i64 %860
  %864 = load i32, ptr %863, align 4, !tbaa !18
  %865 = getelementptr inbounds nuw i8, ptr %810, i64 %860
  store i32 %864, ptr %865, align 4, !tbaa !18
  %866 = add i64 %860, %66
  %867 = icmp ult i64 %866, %816
  br i1 %867, label %868, label %1222, !llvm.loop !43

868:                                              ; preds = %862
  %869 = getelementptr inbounds nuw i8, ptr %812, i64 %866
  %870 = load i32, ptr %869, align 4, !tbaa !18
  %871 = getelementptr inbounds nuw i8, ptr %810, i64 %866
  store i32 %870, ptr %871, align 4, !tbaa !18
  %872 = add i64 %866, %66
  %873 = icmp ult i64 %872, %816
  br i1 %873, label %874, label %1222, !llvm.loop !43

874:                                              ; preds = %868
  %875 = getelementptr inbounds nuw i8, ptr %812, i64 %872
  %876 = load i32, ptr %875, align 4, !tbaa !18
  %877 = getelementptr inbounds nuw i8, ptr %810, i64 %872
  store i32 %876, ptr %877, align 4, !tbaa !18
  %878 = add i64 %872, %66
  %879 = icmp ult i64 %878, %816
  br i1 %879, label %880, label %1222, !llvm.loop !43

880:                                              ; preds = %874
  %881 = getelementptr inbounds nuw i8, ptr %812, i64 %878
  %882 = load i32, ptr %881, align 4, !tbaa !18
  %883 = getelementptr inbounds nuw i8, ptr %810, i64 %878
  store i32 %882, ptr %883, align 4, !tbaa !18
  %884 = add i64 %878, %66
  %885 = icmp ult i64 %884, %816
  br i1 %885, label %886, label %1222, !llvm.loop !43

886:                                              ; preds = %880
  %887 = getelementptr inbounds nuw i8, ptr %812, i64 %884
  %888 = load i32, ptr %887, align 4, !tbaa !18
  %889 = getelementptr inbounds nuw i8, ptr %810, i64 %884
  store i32 %888, ptr %889, align 4, !tbaa !18
  %890 = add i64 %884, %66
  %891 = icmp ult i64 %890, %816
  br i1 %891, label %892, label %1222, !llvm.loop !43

892:                                              ; preds = %886
  %893 = getelementptr inbounds nuw i8, ptr %812, i64 %890
  %894 = load i32, ptr %893, align 4, !tbaa !18
  %895 = getelementptr inbounds nuw i8, ptr %810, i64 %890
  store i32 %894, ptr %895, align 4, !tbaa !18
  %896 = add i64 %890, %66
  %897 = icmp ult i64 %896, %816
  br i1 %897, label %898, label %1222, !llvm.loop !43

898:                                              ; preds = %892
  %899 = getelementptr inbounds nuw i8, ptr %812, i64 %896
  %900 = load i32, ptr %899, align 4, !tbaa !18
  %901 = getelementptr inbounds nuw i8, ptr %810, i64 %896
  store i32 %900, ptr %901, align 4, !tbaa !18
  %902 = add i64 %896, %66
  %903 = icmp ult i64 %902, %816
  br i1 %903, label %904, label %1222, !llvm.loop !43

904:                                              ; preds = %898
  %905 = getelementptr inbounds nuw i8, ptr %812, i64 %902
  %906 = load i32, ptr %905, align 4, !tbaa !18
  %907 = getelementptr inbounds nuw i8, ptr %810, i64 %902
  store i32 %906, ptr %907, align 4, !tbaa !18
  %908 = add i64 %902, %66
  %909 = icmp ult i64 %908, %816
  br i1 %909, label %910, label %1222, !llvm.loop !43

910:                                              ; preds = %904
  %911 = getelementptr inbounds nuw i8, ptr %812, i64 %908
  %912 = load i32, ptr %911, align 4, !tbaa !18
  %913 = getelementptr inbounds nuw i8, ptr %810, i64 %908
  store i32 %912, ptr %913, align 4, !tbaa !18
  %914 = add i64 %908, %66
  %915 = icmp ult i64 %914, %816
  br i1 %915, label %916, label %1222, !llvm.loop !43

916:                                              ; preds = %910
  %917 = getelementptr inbounds nuw i8, ptr %812, i64 %914
  %918 = load i32, ptr %917, align 4, !tbaa !18
  %919 = getelementptr inbounds nuw i8, ptr %810, i64 %914
  store i32 %918, ptr %919, align 4, !tbaa !18
  %920 = add i64 %914, %66
  %921 = icmp ult i64 %920, %816
  br i1 %921, label %922, label %1222, !llvm.loop !43

922:                                              ; preds = %916
  %923 = getelementptr inbounds nuw i8, ptr %812, i64 %920
  %924 = load i32, ptr %923, align 4, !tbaa !18
  %925 = getelementptr inbounds nuw i8, ptr %810, i64 %920
  store i32 %924, ptr %925, align 4, !tbaa !18
  %926 = add i64 %920, %66
  %927 = icmp ult i64 %926, %816
  br i1 %927, label %928, label %1222, !llvm.loop !43

928:                                              ; preds = %922
  %929 = getelementptr inbounds nuw i8, ptr %812, i64 %926
  %930 = load i32, ptr %929, align 4, !tbaa !18
  %931 = getelementptr inbounds nuw i8, ptr %810, i64 %926
  store i32 %930, ptr %931, align 4, !tbaa !18
  %932 = add i64 %926, %66
  %933 = icmp ult i64 %932, %816
  br i1 %933, label %934, label %1222, !llvm.loop !43

934:                                              ; preds = %928
  %935 = getelementptr inbounds nuw i8, ptr %812, i64 %932
  %936 = load i32, ptr %935, align 4, !tbaa !18
  %937 = getelementptr inbounds nuw i8, ptr %810, i64 %932
  store i32 %936, ptr %937, align 4, !tbaa !18
  %938 = add i64 %932, %66
  %939 = icmp ult i64 %938, %816
  br i1 %939, label %940, label %1222, !llvm.loop !43

940:                                              ; preds = %934
  %941 = getelementptr inbounds nuw i8, ptr %812, i64 %938
  %942 = load i32, ptr %941, align 4, !tbaa !18
  %943 = getelementptr inbounds nuw i8, ptr %810, i64 %938
  store i32 %942, ptr %943, align 4, !tbaa !18
  %944 = add i64 %938, %66
  %945 = icmp ult i64 %944, %816
  br i1 %945, label %946, label %1222, !llvm.loop !43

946:                                              ; preds = %940
  %947 = getelementptr inbounds nuw i8, ptr %812, i64 %944
  %948 = load i32, ptr %947, align 4, !tbaa !18
  %949 = getelementptr inbounds nuw i8, ptr %810, i64 %944
  store i32 %948, ptr %949, align 4, !tbaa !18
  %950 = add i64 %944, %66
  %951 = icmp ult i64 %950, %816
  br i1 %951, label %952, label %1222, !llvm.loop !43

952:                                              ; preds = %946
  %953 = getelementptr inbounds nuw i8, ptr %812, i64 %950
  %954 = load i32, ptr %953, align 4, !tbaa !18
  %955 = getelementptr inbounds nuw i8, ptr %810, i64 %950
  store i32 %954, ptr %955, align 4, !tbaa !18
  %956 = add i64 %950, %66
  %957 = icmp ult i64 %956, %816
  br i1 %957, label %958, label %1222, !llvm.loop !43

958:                                              ; preds = %952
  %959 = getelementptr inbounds nuw i8, ptr %812, i64 %956
  %960 = load i32, ptr %959, align 4, !tbaa !18
  %961 = getelementptr inbounds nuw i8, ptr %810, i64 %956
  store i32 %960, ptr %961, align 4, !tbaa !18
  %962 = add i64 %956, %66
  %963 = icmp ult i64 %962, %816
  br i1 %963, label %964, label %1222, !llvm.loop !43

964:                                              ; preds = %958
  %965 = getelementptr inbounds nuw i8, ptr %812, i64 %962
  %966 = load i32, ptr %965, align 4, !tbaa !18
  %967 = getelementptr inbounds nuw i8, ptr %810, i64 %962
  store i32 %966, ptr %967, align 4, !tbaa !18
  %968 = add i64 %962, %66
  %969 = icmp ult i64 %968, %816
  br i1 %969, label %970, label %1222, !llvm.loop !43

970:                                              ; preds = %964
  %971 = getelementptr inbounds nuw i8, ptr %812, i64 %968
  %972 = load i32, ptr %971, align 4, !tbaa !18
  %973 = getelementptr inbounds nuw i8, ptr %810, i64 %968
  store i32 %972, ptr %973, align 4, !tbaa !18
  %974 = add i64 %968, %66
  %975 = icmp ult i64 %974, %816
  br i1 %975, label %976, label %1222, !llvm.loop !43

976:                                              ; preds = %970
  %977 = getelementptr inbounds nuw i8, ptr %812, i64 %974
  %978 = load i32, ptr %977, align 4, !tbaa !18
  %979 = getelementptr inbounds nuw i8, ptr %810, i64 %974
  store i32 %978, ptr %979, align 4, !tbaa !18
  %980 = add i64 %974, %66
  %981 = icmp ult i64 %980, %816
  br i1 %981, label %982, label %1222, !llvm.loop !43

982:                                              ; preds = %976
  %983 = getelementptr inbounds nuw i8, ptr %812, i64 %980
  %984 = load i32, ptr %983, align 4, !tbaa !18
  %985 = getelementptr inbounds nuw i8, ptr %810, i64 %980
  store i32 %984, ptr %985, align 4, !tbaa !18
  %986 = add i64 %980, %66
  %987 = icmp ult i64 %986, %816
  br i1 %987, label %988, label %1222, !llvm.loop !43

988:                                              ; preds = %982
  %989 = getelementptr inbounds nuw i8, ptr %812, i64 %986
  %990 = load i32, ptr %989, align 4, !tbaa !18
  %991 = getelementptr inbounds nuw i8, ptr %810, i64 %986
  store i32 %990, ptr %991, align 4, !tbaa !18
  %992 = add i64 %986, %66
  %993 = icmp ult i64 %992, %816
  br i1 %993, label %994, label %1222, !llvm.loop !43

994:                                              ; preds = %988
  %995 = getelementptr inbounds nuw i8, ptr %812, i64 %992
  %996 = load i32, ptr %995, align 4, !tbaa !18
  %997 = getelementptr inbounds nuw i8, ptr %810, i64 %992
  store i32 %996, ptr %997, align 4, !tbaa !18
  %998 = add i64 %992, %66
  %999 = icmp ult i64 %998, %816
  br i1 %999, label %1000, label %1222, !llvm.loop !43

1000:                                             ; preds = %994
  %1001 = getelementptr inbounds nuw i8, ptr %812, i64 %998
  %1002 = load i32, ptr %1001, align 4, !tbaa !18
  %1003 = getelementptr inbounds nuw i8, ptr %810, i64 %998
  store i32 %1002, ptr %1003, align 4, !tbaa !18
  %1004 = add i64 %998, %66
  %1005 = icmp ult i64 %1004, %816
  br i1 %1005, label %1006, label %1222, !llvm.loop !43

1006:                                             ; preds = %1000
  %1007 = getelementptr inbounds nuw i8, ptr %812, i64 %1004
  %1008 = load i32, ptr %1007, align 4, !tbaa !18
  %1009 = getelementptr inbounds nuw i8, ptr %810, i64 %1004
  store i32 %1008, ptr %1009, align 4, !tbaa !18
  %1010 = add i64 %1004, %66
  %1011 = icmp ult i64 %1010, %816
  br i1 %1011, label %1012, label %1222, !llvm.loop !43

1012:                                             ; preds = %1006
  %1013 = getelementptr inbounds nuw i8, ptr %812, i64 %1010
  %1014 = load i32, ptr %1013, align 4, !tbaa !18
  %1015 = getelementptr inbounds nuw i8, ptr %810, i64 %1010
  store i32 %1014, ptr %1015, align 4, !tbaa !18
  %1016 = add i64 %1010, %66
  %1017 = icmp ult i64 %1016, %816
  br i1 %1017, label %1018, label %1222, !llvm.loop !43

1018:                                             ; preds = %1012
  %1019 = getelementptr inbounds nuw i8, ptr %812, i64 %1016
  %1020 = load i32, ptr %1019, align 4, !tbaa !18
  %1021 = getelementptr inbounds nuw i8, ptr %810, i64 %1016
  store i32 %1020, ptr %1021, align 4, !tbaa !18
  %1022 = add i64 %1016, %66
  %1023 = icmp ult i64 %1022, %816
  br i1 %1023, label %1024, label %1222, !llvm.loop !43

1024:                                             ; preds = %1018
  %1025 = getelementptr inbounds nuw i8, ptr %812, i64 %1022
  %1026 = load i32, ptr %1025, align 4, !tbaa !18
  %1027 = getelementptr inbounds nuw i8, ptr %810, i64 %1022
  store i32 %1026, ptr %1027, align 4, !tbaa !18
  %1028 = add i64 %1022, %66
  %1029 = icmp ult i64 %1028, %816
  br i1 %1029, label %1030, label %1222, !llvm.loop !43

1030:                                             ; preds = %1024
  %1031 = getelementptr inbounds nuw i8, ptr %812, i64 %1028
  %1032 = load i32, ptr %1031, align 4, !tbaa !18
  %1033 = getelementptr inbounds nuw i8, ptr %810, i64 %1028
  store i32 %1032, ptr %1033, align 4, !tbaa !18
  %1034 = add i64 %1028, %66
  %1035 = icmp ult i64 %1034, %816
  br i1 %1035, label %1036, label %1222, !llvm.loop !43

1036:                                             ; preds = %1030
  %1037 = getelementptr inbounds nuw i8, ptr %812, i64 %1034
  %1038 = load i32, ptr %1037, align 4, !tbaa !18
  %1039 = getelementptr inbounds nuw i8, ptr %810, i64 %1034
  store i32 %1038, ptr %1039, align 4, !tbaa !18
  %1040 = add i64 %1034, %66
  %1041 = icmp ult i64 %1040, %816
  br i1 %1041, label %1042, label %1222, !llvm.loop !43

1042:                                             ; preds = %1036
  %1043 = getelementptr inbounds nuw i8, ptr %812, i64 %1040
  %1044 = load i32, ptr %1043, align 4, !tbaa !18
  %1045 = getelementptr inbounds nuw i8, ptr %810, i64 %1040
  store i32 %1044, ptr %1045, align 4, !tbaa !18
  %1046 = add i64 %1040, %66
  %1047 = icmp ult i64 %1046, %816
  br i1 %1047, label %1048, label %1222, !llvm.loop !43

1048:                                             ; preds = %1042
  %1049 = getelementptr inbounds nuw i8, ptr %812, i64 %1046
  %1050 = load i32, ptr %1049, align 4, !tbaa !18
  %1051 = getelementptr inbounds nuw i8, ptr %810, i64 %1046
  store i32 %1050, ptr %1051, align 4, !tbaa !18
  %1052 = add i64 %1046, %66
  %1053 = icmp ult i64 %1052, %816
  br i1 %1053, label %1054, label %1222, !llvm.loop !43

1054:                                             ; preds = %1048
  %1055 = getelementptr inbounds nuw i8, ptr %812, i64 %1052
  %1056 = load i32, ptr %1055, align 4, !tbaa !18
  %1057 = getelementptr inbounds nuw i8, ptr %810, i64 %1052
  store i32 %1056, ptr %1057, align 4, !tbaa !18
  %1058 = add i64 %1052, %66
  %1059 = icmp ult i64 %1058, %816
  br i1 %1059, label %1060, label %1222, !llvm.loop !43

1060:                                             ; preds = %1054
  %1061 = getelementptr inbounds nuw i8, ptr %812, i64 %1058
  %1062 = load i32, ptr %1061, align 4, !tbaa !18
  %1063 = getelementptr inbounds nuw i8, ptr %810, i64 %1058
  store i32 %1062, ptr %1063, align 4, !tbaa !18
  %1064 = add i64 %1058, %66
  %1065 = icmp ult i64 %1064, %816
  br i1 %1065, label %1066, label %1222, !llvm.loop !43

1066:                                             ; preds = %1060
  %1067 = getelementptr inbounds nuw i8, ptr %812, i64 %1064
  %1068 = load i32, ptr %1067, align 4, !tbaa !18
  %1069 = getelementptr inbounds nuw i8, ptr %810, i64 %1064
  store i32 %1068, ptr %1069, align 4, !tbaa !18
  %1070 = add i64 %1064, %66
  %1071 = icmp ult i64 %1070, %816
  br i1 %1071, label %1072, label %1222, !llvm.loop !43

1072:                                             ; preds = %1066
  %1073 = getelementptr inbounds nuw i8, ptr %812, i64 %1070
  %1074 = load i32, ptr %1073, align 4, !tbaa !18
  %1075 = getelementptr inbounds nuw i8, ptr %810, i64 %1070
  store i32 %1074, ptr %1075, align 4, !tbaa !18
  %1076 = add i64 %1070, %66
  %1077 = icmp ult i64 %1076, %816
  br i1 %1077, label %1078, label %1222, !llvm.loop !43

1078:                                             ; preds = %1072
  %1079 = getelementptr inbounds nuw i8, ptr %812, i64 %1076
  %1080 = load i32, ptr %1079, align 4, !tbaa !18
  %1081 = getelementptr inbounds nuw i8, ptr %810, i64 %1076
  store i32 %1080, ptr %1081, align 4, !tbaa !18
  %1082 = add i64 %1076, %66
  %1083 = icmp ult i64 %1082, %816
  br i1 %1083, label %1084, label %1222, !llvm.loop !43

1084:                                             ; preds = %1078
  %1085 = getelementptr inbounds nuw i8, ptr %812, i64 %1082
  %1086 = load i32, ptr %1085, align 4, !tbaa !18
  %1087 = getelementptr inbounds nuw i8, ptr %810, i64 %1082
  store i32 %1086, ptr %1087, align 4, !tbaa !18
  %1088 = add i64 %1082, %66
  %1089 = icmp ult i64 %1088, %816
  br i1 %1089, label %1090, label %1222, !llvm.loop !43

1090:                                             ; preds = %1084
  %1091 = getelementptr inbounds nuw i8, ptr %812, i64 %1088
  %1092 = load i32, ptr %1091, align 4, !tbaa !18
  %1093 = getelementptr inbounds nuw i8, ptr %810, i64 %1088
  store i32 %1092, ptr %1093, align 4, !tbaa !18
  %1094 = add i64 %1088, %66
  %1095 = icmp ult i64 %1094, %816
  br i1 %1095, label %1096, label %1222, !llvm.loop !43

1096:                                             ; preds = %1090
  %1097 = getelementptr inbounds nuw i8, ptr %812, i64 %1094
  %1098 = load i32, ptr %1097, align 4, !tbaa !18
  %1099 = getelementptr inbounds nuw i8, ptr %810, i64 %1094
  store i32 %1098, ptr %1099, align 4, !tbaa !18
  %1100 = add i64 %1094, %66
  %1101 = icmp ult i64 %1100, %816
  br i1 %1101, label %1102, label %1222, !llvm.loop !43

1102:                                             ; preds = %1096
  %1103 = getelementptr inbounds nuw i8, ptr %812, i64 %1100
  %1104 = load i32, ptr %1103, align 4, !tbaa !18
  %1105 = getelementptr inbounds nuw i8, ptr %810, i64 %1100
  store i32 %1104, ptr %1105, align 4, !tbaa !18
  %1106 = add i64 %1100, %66
  %1107 = icmp ult i64 %1106, %816
  br i1 %1107, label %1108, label %1222, !llvm.loop !43

1108:                                             ; preds = %1102
  %1109 = getelementptr inbounds nuw i8, ptr %812, i64 %1106
  %1110 = load i32, ptr %1109, align 4, !tbaa !18
  %1111 = getelementptr inbounds nuw i8, ptr %810, i64 %1106
  store i32 %1110, ptr %1111, align 4, !tbaa !18
  %1112 = add i64 %1106, %66
  %1113 = icmp ult i64 %1112, %816
  br i1 %1113, label %1114, label %1222, !llvm.loop !43

1114:                                             ; preds = %1108
  %1115 = getelementptr inbounds nuw i8, ptr %812, i64 %1112
  %1116 = load i32, ptr %1115, align 4, !tbaa !18
  %1117 = getelementptr inbounds nuw i8, ptr %810, i64 %1112
  store i32 %1116, ptr %1117, align 4, !tbaa !18
  %1118 = add i64 %1112, %66
  %1119 = icmp ult i64 %1118, %816
  br i1 %1119, label %1120, label %1222, !llvm.loop !43

1120:                                             ; preds = %1114
  %1121 = getelementptr inbounds nuw i8, ptr %812, i64 %1118
  %1122 = load i32, ptr %1121, align 4, !tbaa !18
  %1123 = getelementptr inbounds nuw i8, ptr %810, i64 %1118
  store i32 %1122, ptr %1123, align 4, !tbaa !18
  %1124 = add i64 %1118, %66
  %1125 = icmp ult i64 %1124, %816
  br i1 %1125, label %1126, label %1222, !llvm.loop !43

1126:                                             ; preds = %1120
  %1127 = getelementptr inbounds nuw i8, ptr %812, i64 %1124
  %1128 = load i32, ptr %1127, align 4, !tbaa !18
  %1129 = getelementptr inbounds nuw i8, ptr %810, i64 %1124
  store i32 %1128, ptr %1129, align 4, !tbaa !18
  %1130 = add i64 %1124, %66
  %1131 = icmp ult i64 %1130, %816
  br i1 %1131, label %1132, label %1222, !llvm.loop !43

1132:                                             ; preds = %1126
  %1133 = getelementptr inbounds nuw i8, ptr %812, i64 %1130
  %1134 = load i32, ptr %1133, align 4, !tbaa !18
  %1135 = getelementptr inbounds nuw i8, ptr %810, i64 %1130
  store i32 %1134, ptr %1135, align 4, !tbaa !18
  %1136 = add i64 %1130, %66
  %1137 = icmp ult i64 %1136, %816
  br i1 %1137, label %1138, label %1222, !llvm.loop !43

1138:                                             ; preds = %1132
  %1139 = getelementptr inbounds nuw i8, ptr %812, i64 %1136
  %1140 = load i32, ptr %1139, align 4, !tbaa !18
  %1141 = getelementptr inbounds nuw i8, ptr %810, i64 %1136
  store i32 %1140, ptr %1141, align 4, !tbaa !18
  %1142 = add i64 %1136, %66
  %1143 = icmp ult i64 %1142, %816
  br i1 %1143, label %1144, label %1222, !llvm.loop !43

1144:                                             ; preds = %1138
  %1145 = getelementptr inbounds nuw i8, ptr %812, i64 %1142
  %1146 = load i32, ptr %1145, align 4, !tbaa !18
  %1147 = getelementptr inbounds nuw i8, ptr %810, i64 %1142
  store i32 %1146, ptr %1147, align 4, !tbaa !18
  %1148 = add i64 %1142, %66
  %1149 = icmp ult i64 %1148, %816
  br i1 %1149, label %1150, label %1222, !llvm.loop !43

1150:                                             ; preds = %1144
  %1151 = getelementptr inbounds nuw i8, ptr %812, i64 %1148
  %1152 = load i32, ptr %1151, align 4, !tbaa !18
  %1153 = getelementptr inbounds nuw i8, ptr %810, i64 %1148
  store i32 %1152, ptr %1153, align 4, !tbaa !18
  %1154 = add i64 %1148, %66
  %1155 = icmp ult i64 %1154, %816
  br i1 %1155, label %1156, label %1222, !llvm.loop !43

1156:                                             ; preds = %1150
  %1157 = getelementptr inbounds nuw i8, ptr %812, i64 %1154
  %1158 = load i32, ptr %1157, align 4, !tbaa !18
  %1159 = getelementptr inbounds nuw i8, ptr %810, i64 %1154
  store i32 %1158, ptr %1159, align 4, !tbaa !18
  %1160 = add i64 %1154, %66
  %1161 = icmp ult i64 %1160, %816
  br i1 %1161, label %1162, label %1222, !llvm.loop !43

1162:                                             ; preds = %1156
  %1163 = getelementptr inbounds nuw i8, ptr %812, i64 %1160
  %1164 = load i32, ptr %1163, align 4, !tbaa !18
  %1165 = getelementptr inbounds nuw i8, ptr %810, i64 %1160
  store i32 %1164, ptr %1165, align 4, !tbaa !18
  %1166 = add i64 %1160, %66
  %1167 = icmp ult i64 %1166, %816
  br i1 %1167, label %1168, label %1222, !llvm.loop !43

1168:                                             ; preds = %1162
  %1169 = getelementptr inbounds nuw i8, ptr %812, i64 %1166
  %1170 = load i32, ptr %1169, align 4, !tbaa !18
  %1171 = getelementptr inbounds nuw i8, ptr %810, i64 %1166
  store i32 %1170, ptr %1171, align 4, !tbaa !18
  %1172 = add i64 %1166, %66
  %1173 = icmp ult i64 %1172, %816
  br i1 %1173, label %1174, label %1222, !llvm.loop !43

1174:                                             ; preds = %1168
  %1175 = getelementptr inbounds nuw i8, ptr %812, i64 %1172
  %1176 = load i32, ptr %1175, align 4, !tbaa !18
  %1177 = getelementptr inbounds nuw i8, ptr %810, i64 %1172
  store i32 %1176, ptr %1177, align 4, !tbaa !18
  %1178 = add i64 %1172, %66
  %1179 = icmp ult i64 %1178, %816
  br i1 %1179, label %1180, label %1222, !llvm.loop !43

1180:                                             ; preds = %1174
  %1181 = getelementptr inbounds nuw i8, ptr %812, i64 %1178
  %1182 = load i32, ptr %1181, align 4, !tbaa !18
  %1183 = getelementptr inbounds nuw i8, ptr %810, i64 %1178
  store i32 %1182, ptr %1183, align 4, !tbaa !18
  %1184 = add i64 %1178, %66
  %1185 = icmp ult i64 %1184, %816
  br i1 %1185, label %1186, label %1222, !llvm.loop !43

1186:                                             ; preds = %1180
  %1187 = getelementptr inbounds nuw i8, ptr %812, i64 %1184
  %1188 = load i32, ptr %1187, align 4, !tbaa !18
  %1189 = getelementptr inbounds nuw i8, ptr %810, i64 %1184
  store i32 %1188, ptr %1189, align 4, !tbaa !18
  %1190 = add i64 %1184, %66
  %1191 = icmp ult i64 %1190, %816
  br i1 %1191, label %1192, label %1222, !llvm.loop !43

1192:                                             ; preds = %1186
  %1193 = getelementptr inbounds nuw i8, ptr %812, i64 %1190
  %1194 = load i32, ptr %1193, align 4, !tbaa !18
  %1195 = getelementptr inbounds nuw i8, ptr %810, i64 %1190
  store i32 %1194, ptr %1195, align 4, !tbaa !18
  %1196 = add i64 %1190, %66
  %1197 = icmp ult i64 %1196, %816
  br i1 %1197, label %1198, label %1222, !llvm.loop !43

1198:                                             ; preds = %1192
  %1199 = getelementptr inbounds nuw i8, ptr %812, i64 %1196
  %1200 = load i32, ptr %1199, align 4, !tbaa !18
  %1201 = getelementptr inbounds nuw i8, ptr %810, i64 %1196
  store i32 %1200, ptr %1201, align 4, !tbaa !18
  %1202 = add i64 %1196, %66
  %1203 = icmp ult i64 %1202, %816
  br i1 %1203, label %1204, label %1222, !llvm.loop !43

1204:                                             ; preds = %1198
  %1205 = getelementptr inbounds nuw i8, ptr %812, i64 %1202
  %1206 = load i32, ptr %1205, align 4, !tbaa !18
  %1207 = getelementptr inbounds nuw i8, ptr %810, i64 %1202
  store i32 %1206, ptr %1207, align 4, !tbaa !18
  %1208 = add i64 %1202, %66
  %1209 = icmp ult i64 %1208, %816
  br i1 %1209, label %1210, label %1222, !llvm.loop !43

1210:                                             ; preds = %1204
  %1211 = getelementptr inbounds nuw i8, ptr %812, i64 %1208
  %1212 = load i32, ptr %1211, align 4, !tbaa !18
  %1213 = getelementptr inbounds nuw i8, ptr %810, i64 %1208
  store i32 %1212, ptr %1213, align 4, !tbaa !18
  %1214 = add i64 %1208, %66
  %1215 = icmp ult i64 %1214, %816
  br i1 %1215, label %1216, label %1222, !llvm.loop !43

1216:                                             ; preds = %1210
  %1217 = getelementptr inbounds nuw i8, ptr %812, i64 %1214
  %1218 = load i32, ptr %1217, align 4, !tbaa !18
  %1219 = getelementptr inbounds nuw i8, ptr %810, i64 %1214
  store i32 %1218, ptr %1219, align 4, !tbaa !18
  %1220 = add i64 %1214, %66
  %1221 = icmp ult i64 %1220, %816
  br i1 %1221, label %837, label %1222, !llvm.loop !58

1222:                                             ; preds = %837, %844, %850, %856, %862, %868, %874, %880, %886, %892, %898, %904, %910, %916, %922, %928, %934, %940, %946, %952, %958, %964, %970, %976, %982, %988, %994, %1000, %1006, %1012, %1018, %1024, %1030, %1036, %1042, %1048, %1054, %1060, %1066, %1072, %1078, %1084, %1090, %1096, %1102, %1108, %1114, %1120, %1126, %1132, %1138, %1144, %1150, %1156, %1162, %1168, %1174, %1180, %1186, %1192, %1198, %1204, %1210, %1216, %823, %820, %835
  %1223 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %764)
  br i1 %1223, label %1225, label %1224

1224:                                             ; preds = %1222
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #9, !srcloc !46
  br label %1229

1225:                                             ; preds = %1222
  %1226 = addrspacecast ptr %764 to ptr addrspace(3)
  %1227 = ptrtoint ptr addrspace(3) %1226 to i64
  %1228 = trunc i64 %1227 to i32
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 %1228) #9, !srcloc !22
  br label %1229

1229:                                             ; preds = %1225, %1224
  br i1 %1223, label %1252, label %1230

1230:                                             ; preds = %1229
  %1231 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %764)
  br i1 %1231, label %1232, label %1236

1232:                                             ; preds = %1230
  %1233 = load i64, ptr %764, align 1
  %1234 = load volatile i64, ptr %764, align 8, !tbaa !47
  %1235 = add i64 %1234, 4294967296
  store volatile i64 %1235, ptr %764, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %1236

1236:                                             ; preds = %1232, %1230
  %1237 = phi i64 [ %1233, %1232 ], [ 0, %1230 ]
  br i1 %1231, label %1240, label %1238

1238:                                             ; preds = %1236
  %1239 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %764, i64 4294967296) #9, !srcloc !48
  br label %1240

1240:                                             ; preds = %1238, %1236
  %1241 = phi i64 [ %1237, %1236 ], [ %1239, %1238 ]
  %1242 = add i64 %1241, 4294967296
  %1243 = xor i64 %1242, %1241
  %1244 = icmp sgt i64 %1243, -1
  br i1 %1244, label %1257, label %1245

1245:                                             ; preds = %1240
  %1246 = shl i64 %1241, 32
  br i1 %1231, label %1247, label %1250

1247:                                             ; preds = %1245
  %1248 = load volatile i64, ptr %764, align 8, !tbaa !47
  %1249 = add i64 %1248, %1246
  store volatile i64 %1249, ptr %764, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #9, !srcloc !39
  br label %1257

1250:                                             ; preds = %1245
  %1251 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %764, i64 %1246) #9, !srcloc !49
  br label %1257

1252:                                             ; preds = %1229
  %1253 = addrspacecast ptr %764 to ptr addrspace(3)
  %1254 = ptrtoint ptr addrspace(3) %1253 to i64
  %1255 = trunc i64 %1254 to i32
  %1256 = tail call noundef i64 asm "mbarrier.arrive.shared.b64                                  $0,  [$1];           // 1. ", "=l,r,~{memory}"(i32 %1255) #9, !srcloc !25
  br label %1257

1257:                                             ; preds = %1240, %1247, %1250, %1252
  %1258 = add i32 %746, 1
  %1259 = and i32 %1258, 255
  %1260 = and i32 %746, -256
  %1261 = or disjoint i32 %1259, %1260
  %1262 = lshr i32 %746, 16
  %1263 = xor i32 %1258, %1262
  %1264 = and i32 %1263, 255
  %1265 = icmp eq i32 %1264, 0
  %1266 = xor i32 %1260, 16777216
  %1267 = select i1 %1265, i32 %1266, i32 %1261
  %1268 = add nsw i32 %646, %46
  %1269 = xor i32 %649, 1
  br label %1270

1270:                                             ; preds = %1257, %734
  %1271 = phi i32 [ %1267, %1257 ], [ %746, %734 ]
  %1272 = phi i32 [ %1269, %1257 ], [ %649, %734 ]
  %1273 = phi i32 [ %1268, %1257 ], [ %646, %734 ]
  %1274 = add nsw i32 %647, %46
  %1275 = xor i32 %648, 1
  %1276 = icmp slt i32 %1274, %3
  br i1 %1276, label %645, label %586, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15cg_memcpy_scalePfPKffi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #8, !srcloc !11
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 10
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %83

9:                                                ; preds = %4
  %10 = sub nsw i32 %3, %7
  %11 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %10, i32 1024)
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = zext nneg i32 %11 to i64
  %15 = tail call i1 @llvm.nvvm.isspacep.global(ptr %13)
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  br i1 %15, label %40, label %19

19:                                               ; preds = %9
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63)
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %22 = mul nuw nsw i32 %18, %21
  %23 = add nuw nsw i32 %22, %17
  %24 = mul nuw nsw i32 %23, %20
  %25 = add nuw nsw i32 %24, %16
  %26 = icmp ult i32 %25, %11
  br i1 %26, label %27, label %63

27:                                               ; preds = %19
  %28 = zext nneg i32 %25 to i64
  %29 = mul nuw nsw i32 %20, %21
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %31 = mul nuw nsw i32 %29, %30
  %32 = zext nneg i32 %31 to i64
  br label %33

33:                                               ; preds = %27, %33
  %34 = phi i64 [ %28, %27 ], [ %38, %33 ]
  %35 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr %13, i64 %34
  %36 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_memcpy_scalePfPKffiE4tile to ptr), i64 %34
  %37 = load i32, ptr %35, align 4, !alias.scope !63, !noalias !60
  store i32 %37, ptr %36, align 4, !alias.scope !60, !noalias !63
  %38 = add nuw nsw i64 %34, %32
  %39 = icmp samesign ult i64 %38, %14
  br i1 %39, label %33, label %63, !llvm.loop !65

40:                                               ; preds = %9
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %43 = mul nuw nsw i32 %18, %42
  %44 = add nuw nsw i32 %43, %17
  %45 = mul nuw nsw i32 %44, %41
  %46 = add nuw nsw i32 %45, %16
  %47 = icmp ult i32 %46, %11
  br i1 %47, label %48, label %63

48:                                               ; preds = %40
  %49 = zext nneg i32 %46 to i64
  %50 = mul nuw nsw i32 %41, %42
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %52 = mul nuw nsw i32 %50, %51
  %53 = zext nneg i32 %52 to i64
  br label %54

54:                                               ; preds = %48, %54
  %55 = phi i64 [ %49, %48 ], [ %61, %54 ]
  %56 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_memcpy_scalePfPKffiE4tile to ptr), i64 %55
  %57 = getelementptr inbounds nuw %"struct.cooperative_groups::__v1::details::Segment", ptr %13, i64 %55
  %58 = addrspacecast ptr %56 to ptr addrspace(3)
  %59 = ptrtoint ptr addrspace(3) %58 to i64
  %60 = trunc i64 %59 to i32
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %60, ptr %57, i64 4, i64 4) #9, !srcloc !66
  %61 = add nuw nsw i64 %55, %53
  %62 = icmp samesign ult i64 %61, %14
  br i1 %62, label %54, label %63, !llvm.loop !67

63:                                               ; preds = %33, %54, %19, %40
  %64 = phi i32 [ %46, %54 ], [ %46, %40 ], [ %25, %19 ], [ %25, %33 ]
  %65 = phi i32 [ %42, %54 ], [ %42, %40 ], [ %21, %19 ], [ %21, %33 ]
  %66 = phi i32 [ %41, %54 ], [ %41, %40 ], [ %20, %19 ], [ %20, %33 ]
  tail call void asm sideeffect "cp.async.commit_group;", ""() #9, !srcloc !68
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #9, !srcloc !69
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %67 = icmp slt i32 %64, %11
  br i1 %67, label %68, label %83

68:                                               ; preds = %63
  %69 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %70 = mul nuw nsw i32 %66, %69
  %71 = mul nuw nsw i32 %70, %65
  br label %72

72:                                               ; preds = %68, %72
  %73 = phi i32 [ %64, %68 ], [ %81, %72 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15cg_memcpy_scalePfPKffiE4tile to ptr), i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !13
  %77 = fmul contract float %2, %76
  %78 = add nsw i32 %73, %7
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  store float %77, ptr %80, align 4, !tbaa !13
  %81 = add nsw i32 %73, %71
  %82 = icmp slt i32 %81, %11
  br i1 %82, label %72, label %83, !llvm.loop !70

83:                                               ; preds = %72, %63, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr captures(none)) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr captures(none)) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { convergent nounwind memory(none) }
attributes #9 = { convergent nounwind }
attributes #10 = { nounwind memory(none) }

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
!11 = !{i64 2163612250, i64 2163612254, i64 2163612291, i64 2163612331, i64 2163612392, i64 2163612428, i64 2163612478}
!12 = !{i64 2166631127}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 2167272053}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !17, !20}
!22 = !{i64 2167380630}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !17, !20}
!25 = !{i64 18995178}
!26 = !{i64 2165503080}
!27 = !{i64 2166749889, i64 2166749893, i64 2166749933, i64 2166750002, i64 2166750030}
!28 = !{i64 2165528110}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN4cuda3__413make_pipelineIN18cooperative_groups4__v112thread_blockELNS_3std3__412thread_scopeE2ELh2EEENS0_8pipelineIXT0_EEERKT_PNS0_21pipeline_shared_stateIXT0_EXT1_EEE: argument 0"}
!34 = distinct !{!34, !"_ZN4cuda3__413make_pipelineIN18cooperative_groups4__v112thread_blockELNS_3std3__412thread_scopeE2ELh2EEENS0_8pipelineIXT0_EEERKT_PNS0_21pipeline_shared_stateIXT0_EXT1_EEE"}
!35 = !{i64 16271293}
!36 = !{!37, !38, i64 0}
!37 = !{!"_ZTSN4cuda3std3__416__atomic_storageImEE", !38, i64 0}
!38 = !{!"long", !8, i64 0}
!39 = !{i64 7972888}
!40 = !{i64 16242715}
!41 = !{i64 2166945021}
!42 = distinct !{!42, !17}
!43 = distinct !{!43, !17, !44}
!44 = !{!"llvm.loop.unroll.count", i32 64}
!45 = distinct !{!45, !17, !20}
!46 = !{i64 2167390158}
!47 = !{!38, !38, i64 0}
!48 = !{i64 16359442}
!49 = !{i64 16358832}
!50 = distinct !{!50, !17}
!51 = !{i32 12369}
!52 = !{i64 2169644047}
!53 = !{i64 16211919}
!54 = !{i64 16352415}
!55 = !{i64 2166567418}
!56 = distinct !{!56, !17}
!57 = distinct !{!57, !17}
!58 = distinct !{!58, !17, !20}
!59 = distinct !{!59, !17}
!60 = !{!61}
!61 = distinct !{!61, !62, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 0"}
!62 = distinct !{!62, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m"}
!63 = !{!64}
!64 = distinct !{!64, !62, !"_ZN18cooperative_groups4__v17detailsL11inline_copyIKNS0_12thread_blockENS1_7SegmentILj1EEEEEvRT_PT0_PKS9_m: argument 1"}
!65 = distinct !{!65, !17}
!66 = !{i64 18575269}
!67 = distinct !{!67, !17}
!68 = !{i64 18576821}
!69 = !{i64 18576975}
!70 = distinct !{!70, !17}
