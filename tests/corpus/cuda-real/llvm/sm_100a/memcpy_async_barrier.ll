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
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !11
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
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32), i32 %19) #10, !srcloc !12
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %123, i64 %125, i64 4) #10, !srcloc !15
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
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32)) #10, !srcloc !22
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %420, i64 %422, i64 4) #10, !srcloc !15
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
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32)) #10, !srcloc !22
  br label %705

705:                                              ; preds = %442, %445, %425, %704
  %706 = tail call noundef i64 asm "mbarrier.arrive.shared::cta.b64                             $0,  [$1], $2;    // 2. ", "=l,r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32), i32 1) #10, !srcloc !25
  %707 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  br label %708

708:                                              ; preds = %728, %705
  %709 = phi i32 [ 0, %705 ], [ %729, %728 ]
  %710 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.try_wait.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A\09}", "=r,r,l,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ18dot_barrier_stagedPfPKfS1_iE11bar_storage to i32), i64 %706) #10, !srcloc !27
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
  %719 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %720 = sub nsw i64 %719, %707
  %721 = icmp sgt i64 %720, 3999999
  br i1 %721, label %722, label %723

722:                                              ; preds = %718
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #10, !srcloc !28
  br label %728

723:                                              ; preds = %718
  %724 = icmp sgt i64 %720, 39999
  br i1 %724, label %725, label %728

725:                                              ; preds = %723
  %726 = lshr i64 %720, 2
  %727 = trunc nuw nsw i64 %726 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %727) #10, !srcloc !28
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
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !11
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
  br i1 %22, label %23, label %50

23:                                               ; preds = %18
  %24 = sub nuw i32 -2147483648, %20
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %25, 4294967297
  %27 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8))
  br i1 %27, label %30, label %31

28:                                               ; preds = %48
  store i32 %20, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 32), align 1, !noalias !32
  br label %50

29:                                               ; preds = %48
  tail call void asm sideeffect "st.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr nonnull align 4 dereferenceable(4) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 32), i32 %20) #10, !noalias !32, !srcloc !35
  br label %50

30:                                               ; preds = %23
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8) to ptr addrspace(3)) to i32), i32 %20) #10, !noalias !32, !srcloc !12
  br label %35

31:                                               ; preds = %23
  %32 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8))
  br i1 %32, label %33, label %34

33:                                               ; preds = %38, %31
  tail call void @llvm.trap()
  unreachable

34:                                               ; preds = %31
  store i64 %26, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 8), align 8, !tbaa !36, !noalias !32
  br label %35

35:                                               ; preds = %30, %34
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to i32), i32 %20) #10, !noalias !32, !srcloc !12
  %36 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24))
  br i1 %36, label %41, label %38

37:                                               ; preds = %44
  tail call void @llvm.trap()
  unreachable

38:                                               ; preds = %35
  %39 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24))
  br i1 %39, label %33, label %40

40:                                               ; preds = %38
  store i64 %26, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24), align 8, !tbaa !36, !noalias !32
  br label %42

41:                                               ; preds = %35
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 24) to ptr addrspace(3)) to i32), i32 %20) #10, !noalias !32, !srcloc !12
  br label %42

42:                                               ; preds = %41, %40
  %43 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16))
  br i1 %43, label %47, label %44

44:                                               ; preds = %42
  %45 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16))
  br i1 %45, label %37, label %46

46:                                               ; preds = %44
  store i64 %26, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16), align 8, !tbaa !36, !noalias !32
  br label %48

47:                                               ; preds = %42
  tail call void asm sideeffect "mbarrier.init.shared.b64 [$0], $1;", "r,r,~{memory}"(i32 ptrtoint (ptr addrspace(3) addrspacecast (ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 16) to ptr addrspace(3)) to i32), i32 %20) #10, !noalias !32, !srcloc !12
  br label %48

48:                                               ; preds = %47, %46
  %49 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 4 dereferenceable(4) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 32))
  br i1 %49, label %28, label %29

50:                                               ; preds = %18, %28, %29
  tail call void @llvm.nvvm.barrier.cta.sync.all(i32 0), !noalias !32
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %52 = shl i32 %51, 10
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %54 = shl i32 %53, 10
  %55 = icmp slt i32 %52, %3
  br i1 %55, label %56, label %65

56:                                               ; preds = %50
  %57 = shl nuw nsw i32 %11, 2
  %58 = mul nuw nsw i32 %57, %10
  %59 = mul nuw nsw i32 %57, %9
  %60 = mul nuw nsw i32 %59, %10
  %61 = zext nneg i32 %60 to i64
  %62 = shl nuw nsw i32 %15, 2
  %63 = zext nneg i32 %62 to i64
  %64 = mul nuw nsw i32 %58, %9
  br label %78

65:                                               ; preds = %585, %50
  %66 = phi i32 [ 84017152, %50 ], [ %595, %585 ]
  %67 = phi i32 [ 0, %50 ], [ %597, %585 ]
  %68 = phi i32 [ %52, %50 ], [ %596, %585 ]
  br i1 %55, label %69, label %600

69:                                               ; preds = %65
  %70 = shl nuw nsw i32 %11, 2
  %71 = mul nuw nsw i32 %70, %10
  %72 = mul nuw nsw i32 %70, %9
  %73 = mul nuw nsw i32 %72, %10
  %74 = zext nneg i32 %73 to i64
  %75 = shl nuw nsw i32 %15, 2
  %76 = zext nneg i32 %75 to i64
  %77 = mul nuw nsw i32 %71, %9
  br label %665

78:                                               ; preds = %56, %585
  %79 = phi i32 [ %52, %56 ], [ %596, %585 ]
  %80 = phi i1 [ true, %56 ], [ false, %585 ]
  %81 = phi i32 [ 0, %56 ], [ %597, %585 ]
  %82 = phi i32 [ 84017152, %56 ], [ %595, %585 ]
  %83 = shl i32 %82, 4
  %84 = and i32 %83, 4080
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 8
  %88 = and i32 %82, 16777216
  %89 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %90 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %87)
  %91 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %87)
  %92 = zext nneg i32 %88 to i64
  %93 = shl nuw i64 %92, 39
  %94 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %87)
  %95 = addrspacecast ptr %87 to ptr addrspace(3)
  %96 = ptrtoint ptr addrspace(3) %95 to i64
  %97 = trunc i64 %96 to i32
  %98 = lshr exact i32 %88, 24
  br label %99

99:                                               ; preds = %131, %78
  %100 = phi i32 [ 0, %78 ], [ %132, %131 ]
  br i1 %90, label %110, label %101

101:                                              ; preds = %99
  br i1 %91, label %102, label %104

102:                                              ; preds = %101
  %103 = load i64, ptr %87, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %106

104:                                              ; preds = %101
  %105 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %87) #10, !srcloc !40
  br label %106

106:                                              ; preds = %104, %102
  %107 = phi i64 [ %103, %102 ], [ %105, %104 ]
  %108 = and i64 %107, -9223372036854775808
  %109 = icmp ne i64 %108, %93
  br label %115

110:                                              ; preds = %99
  br i1 %94, label %112, label %111

111:                                              ; preds = %110
  tail call void @llvm.trap()
  unreachable

112:                                              ; preds = %110
  %113 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.try_wait.parity.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A\09}", "=r,r,r"(i32 %97, i32 %98) #10, !srcloc !41
  %114 = icmp ne i32 %113, 0
  br label %115

115:                                              ; preds = %112, %106
  %116 = phi i1 [ %114, %112 ], [ %109, %106 ]
  br i1 %116, label %133, label %117

117:                                              ; preds = %115
  %118 = icmp slt i32 %100, 16
  br i1 %118, label %119, label %121

119:                                              ; preds = %117
  %120 = add nsw i32 %100, 1
  br label %131

121:                                              ; preds = %117
  %122 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %123 = sub nsw i64 %122, %89
  %124 = icmp sgt i64 %123, 3999999
  br i1 %124, label %125, label %126

125:                                              ; preds = %121
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #10, !srcloc !28
  br label %131

126:                                              ; preds = %121
  %127 = icmp sgt i64 %123, 39999
  br i1 %127, label %128, label %131

128:                                              ; preds = %126
  %129 = lshr i64 %123, 2
  %130 = trunc nuw nsw i64 %129 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %130) #10, !srcloc !28
  br label %131

131:                                              ; preds = %128, %126, %125, %119
  %132 = phi i32 [ %120, %119 ], [ %100, %126 ], [ %100, %128 ], [ %100, %125 ]
  br label %99, !llvm.loop !42

133:                                              ; preds = %115
  %134 = zext nneg i32 %81 to i64
  %135 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE5tiles to ptr), i64 %134
  %136 = sext i32 %79 to i64
  %137 = getelementptr inbounds float, ptr %1, i64 %136
  %138 = sub nsw i32 %3, %79
  %139 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %138, i32 1024)
  %140 = sext i32 %139 to i64
  %141 = shl nsw i64 %140, 2
  %142 = tail call i1 @llvm.nvvm.isspacep.global(ptr %137)
  br i1 %142, label %143, label %160

143:                                              ; preds = %133
  %144 = tail call i1 @llvm.nvvm.isspacep.shared(ptr %135)
  br i1 %144, label %145, label %160

145:                                              ; preds = %143
  %146 = trunc i64 %141 to i32
  %147 = icmp slt i32 %62, %146
  br i1 %147, label %148, label %547

148:                                              ; preds = %145, %148
  %149 = phi i32 [ %158, %148 ], [ %62, %145 ]
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw i8, ptr %135, i64 %150
  %152 = getelementptr inbounds nuw i8, ptr %137, i64 %150
  %153 = addrspacecast ptr %151 to ptr addrspace(3)
  %154 = ptrtoint ptr addrspace(3) %153 to i64
  %155 = trunc i64 %154 to i32
  %156 = addrspacecast ptr %152 to ptr addrspace(1)
  %157 = ptrtoint ptr addrspace(1) %156 to i64
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %155, i64 %157, i64 4) #10, !srcloc !15
  %158 = add nuw nsw i32 %149, %64
  %159 = icmp slt i32 %158, %146
  br i1 %159, label %148, label %547, !llvm.loop !16

160:                                              ; preds = %143, %133
  %161 = icmp ugt i64 %141, %63
  br i1 %161, label %162, label %547

162:                                              ; preds = %160, %541
  %163 = phi i64 [ %545, %541 ], [ %63, %160 ]
  %164 = getelementptr inbounds nuw i8, ptr %137, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !18
  %166 = getelementptr inbounds nuw i8, ptr %135, i64 %163
  store i32 %165, ptr %166, align 4, !tbaa !18
  %167 = add i64 %163, %61
  %168 = icmp ult i64 %167, %141
  br i1 %168, label %169, label %547, !llvm.loop !43

169:                                              ; preds = %162
  %170 = getelementptr inbounds nuw i8, ptr %137, i64 %167
  %171 = load i32, ptr %170, align 4, !tbaa !18
  %172 = getelementptr inbounds nuw i8, ptr %135, i64 %167
  store i32 %171, ptr %172, align 4, !tbaa !18
  %173 = add i64 %167, %61
  %174 = icmp ult i64 %173, %141
  br i1 %174, label %175, label %547, !llvm.loop !43

175:                                              ; preds = %169
  %176 = getelementptr inbounds nuw i8, ptr %137, i64 %173
  %177 = load i32, ptr %176, align 4, !tbaa !18
  %178 = getelementptr inbounds nuw i8, ptr %135, i64 %173
  store i32 %177, ptr %178, align 4, !tbaa !18
  %179 = add i64 %173, %61
  %180 = icmp ult i64 %179, %141
  br i1 %180, label %181, label %547, !llvm.loop !43

181:                                              ; preds = %175
  %182 = getelementptr inbounds nuw i8, ptr %137, i64 %179
  %183 = load i32, ptr %182, align 4, !tbaa !18
  %184 = getelementptr inbounds nuw i8, ptr %135, i64 %179
  store i32 %183, ptr %184, align 4, !tbaa !18
  %185 = add i64 %179, %61
  %186 = icmp ult i64 %185, %141
  br i1 %186, label %187, label %547, !llvm.loop !43

187:                                              ; preds = %181
  %188 = getelementptr inbounds nuw i8, ptr %137, i64 %185
  %189 = load i32, ptr %188, align 4, !tbaa !18
  %190 = getelementptr inbounds nuw i8, ptr %135, i64 %185
  store i32 %189, ptr %190, align 4, !tbaa !18
  %191 = add i64 %185, %61
  %192 = icmp ult i64 %191, %141
  br i1 %192, label %193, label %547, !llvm.loop !43

193:                                              ; preds = %187
  %194 = getelementptr inbounds nuw i8, ptr %137, i64 %191
  %195 = load i32, ptr %194, align 4, !tbaa !18
  %196 = getelementptr inbounds nuw i8, ptr %135, i64 %191
  store i32 %195, ptr %196, align 4, !tbaa !18
  %197 = add i64 %191, %61
  %198 = icmp ult i64 %197, %141
  br i1 %198, label %199, label %547, !llvm.loop !43

199:                                              ; preds = %193
  %200 = getelementptr inbounds nuw i8, ptr %137, i64 %197
  %201 = load i32, ptr %200, align 4, !tbaa !18
  %202 = getelementptr inbounds nuw i8, ptr %135, i64 %197
  store i32 %201, ptr %202, align 4, !tbaa !18
  %203 = add i64 %197, %61
  %204 = icmp ult i64 %203, %141
  br i1 %204, label %205, label %547, !llvm.loop !43

205:                                              ; preds = %199
  %206 = getelementptr inbounds nuw i8, ptr %137, i64 %203
  %207 = load i32, ptr %206, align 4, !tbaa !18
  %208 = getelementptr inbounds nuw i8, ptr %135, i64 %203
  store i32 %207, ptr %208, align 4, !tbaa !18
  %209 = add i64 %203, %61
  %210 = icmp ult i64 %209, %141
  br i1 %210, label %211, label %547, !llvm.loop !43

211:                                              ; preds = %205
  %212 = getelementptr inbounds nuw i8, ptr %137, i64 %209
  %213 = load i32, ptr %212, align 4, !tbaa !18
  %214 = getelementptr inbounds nuw i8, ptr %135, i64 %209
  store i32 %213, ptr %214, align 4, !tbaa !18
  %215 = add i64 %209, %61
  %216 = icmp ult i64 %215, %141
  br i1 %216, label %217, label %547, !llvm.loop !43

217:                                              ; preds = %211
  %218 = getelementptr inbounds nuw i8, ptr %137, i64 %215
  %219 = load i32, ptr %218, align 4, !tbaa !18
  %220 = getelementptr inbounds nuw i8, ptr %135, i64 %215
  store i32 %219, ptr %220, align 4, !tbaa !18
  %221 = add i64 %215, %61
  %222 = icmp ult i64 %221, %141
  br i1 %222, label %223, label %547, !llvm.loop !43

223:                                              ; preds = %217
  %224 = getelementptr inbounds nuw i8, ptr %137, i64 %221
  %225 = load i32, ptr %224, align 4, !tbaa !18
  %226 = getelementptr inbounds nuw i8, ptr %135, i64 %221
  store i32 %225, ptr %226, align 4, !tbaa !18
  %227 = add i64 %221, %61
  %228 = icmp ult i64 %227, %141
  br i1 %228, label %229, label %547, !llvm.loop !43

229:                                              ; preds = %223
  %230 = getelementptr inbounds nuw i8, ptr %137, i64 %227
  %231 = load i32, ptr %230, align 4, !tbaa !18
  %232 = getelementptr inbounds nuw i8, ptr %135, i64 %227
  store i32 %231, ptr %232, align 4, !tbaa !18
  %233 = add i64 %227, %61
  %234 = icmp ult i64 %233, %141
  br i1 %234, label %235, label %547, !llvm.loop !43

235:                                              ; preds = %229
  %236 = getelementptr inbounds nuw i8, ptr %137, i64 %233
  %237 = load i32, ptr %236, align 4, !tbaa !18
  %238 = getelementptr inbounds nuw i8, ptr %135, i64 %233
  store i32 %237, ptr %238, align 4, !tbaa !18
  %239 = add i64 %233, %61
  %240 = icmp ult i64 %239, %141
  br i1 %240, label %241, label %547, !llvm.loop !43

241:                                              ; preds = %235
  %242 = getelementptr inbounds nuw i8, ptr %137, i64 %239
  %243 = load i32, ptr %242, align 4, !tbaa !18
  %244 = getelementptr inbounds nuw i8, ptr %135, i64 %239
  store i32 %243, ptr %244, align 4, !tbaa !18
  %245 = add i64 %239, %61
  %246 = icmp ult i64 %245, %141
  br i1 %246, label %247, label %547, !llvm.loop !43

247:                                              ; preds = %241
  %248 = getelementptr inbounds nuw i8, ptr %137, i64 %245
  %249 = load i32, ptr %248, align 4, !tbaa !18
  %250 = getelementptr inbounds nuw i8, ptr %135, i64 %245
  store i32 %249, ptr %250, align 4, !tbaa !18
  %251 = add i64 %245, %61
  %252 = icmp ult i64 %251, %141
  br i1 %252, label %253, label %547, !llvm.loop !43

253:                                              ; preds = %247
  %254 = getelementptr inbounds nuw i8, ptr %137, i64 %251
  %255 = load i32, ptr %254, align 4, !tbaa !18
  %256 = getelementptr inbounds nuw i8, ptr %135, i64 %251
  store i32 %255, ptr %256, align 4, !tbaa !18
  %257 = add i64 %251, %61
  %258 = icmp ult i64 %257, %141
  br i1 %258, label %259, label %547, !llvm.loop !43

259:                                              ; preds = %253
  %260 = getelementptr inbounds nuw i8, ptr %137, i64 %257
  %261 = load i32, ptr %260, align 4, !tbaa !18
  %262 = getelementptr inbounds nuw i8, ptr %135, i64 %257
  store i32 %261, ptr %262, align 4, !tbaa !18
  %263 = add i64 %257, %61
  %264 = icmp ult i64 %263, %141
  br i1 %264, label %265, label %547, !llvm.loop !43

265:                                              ; preds = %259
  %266 = getelementptr inbounds nuw i8, ptr %137, i64 %263
  %267 = load i32, ptr %266, align 4, !tbaa !18
  %268 = getelementptr inbounds nuw i8, ptr %135, i64 %263
  store i32 %267, ptr %268, align 4, !tbaa !18
  %269 = add i64 %263, %61
  %270 = icmp ult i64 %269, %141
  br i1 %270, label %271, label %547, !llvm.loop !43

271:                                              ; preds = %265
  %272 = getelementptr inbounds nuw i8, ptr %137, i64 %269
  %273 = load i32, ptr %272, align 4, !tbaa !18
  %274 = getelementptr inbounds nuw i8, ptr %135, i64 %269
  store i32 %273, ptr %274, align 4, !tbaa !18
  %275 = add i64 %269, %61
  %276 = icmp ult i64 %275, %141
  br i1 %276, label %277, label %547, !llvm.loop !43

277:                                              ; preds = %271
  %278 = getelementptr inbounds nuw i8, ptr %137, i64 %275
  %279 = load i32, ptr %278, align 4, !tbaa !18
  %280 = getelementptr inbounds nuw i8, ptr %135, i64 %275
  store i32 %279, ptr %280, align 4, !tbaa !18
  %281 = add i64 %275, %61
  %282 = icmp ult i64 %281, %141
  br i1 %282, label %283, label %547, !llvm.loop !43

283:                                              ; preds = %277
  %284 = getelementptr inbounds nuw i8, ptr %137, i64 %281
  %285 = load i32, ptr %284, align 4, !tbaa !18
  %286 = getelementptr inbounds nuw i8, ptr %135, i64 %281
  store i32 %285, ptr %286, align 4, !tbaa !18
  %287 = add i64 %281, %61
  %288 = icmp ult i64 %287, %141
  br i1 %288, label %289, label %547, !llvm.loop !43

289:                                              ; preds = %283
  %290 = getelementptr inbounds nuw i8, ptr %137, i64 %287
  %291 = load i32, ptr %290, align 4, !tbaa !18
  %292 = getelementptr inbounds nuw i8, ptr %135, i64 %287
  store i32 %291, ptr %292, align 4, !tbaa !18
  %293 = add i64 %287, %61
  %294 = icmp ult i64 %293, %141
  br i1 %294, label %295, label %547, !llvm.loop !43

295:                                              ; preds = %289
  %296 = getelementptr inbounds nuw i8, ptr %137, i64 %293
  %297 = load i32, ptr %296, align 4, !tbaa !18
  %298 = getelementptr inbounds nuw i8, ptr %135, i64 %293
  store i32 %297, ptr %298, align 4, !tbaa !18
  %299 = add i64 %293, %61
  %300 = icmp ult i64 %299, %141
  br i1 %300, label %301, label %547, !llvm.loop !43

301:                                              ; preds = %295
  %302 = getelementptr inbounds nuw i8, ptr %137, i64 %299
  %303 = load i32, ptr %302, align 4, !tbaa !18
  %304 = getelementptr inbounds nuw i8, ptr %135, i64 %299
  store i32 %303, ptr %304, align 4, !tbaa !18
  %305 = add i64 %299, %61
  %306 = icmp ult i64 %305, %141
  br i1 %306, label %307, label %547, !llvm.loop !43

307:                                              ; preds = %301
  %308 = getelementptr inbounds nuw i8, ptr %137, i64 %305
  %309 = load i32, ptr %308, align 4, !tbaa !18
  %310 = getelementptr inbounds nuw i8, ptr %135, i64 %305
  store i32 %309, ptr %310, align 4, !tbaa !18
  %311 = add i64 %305, %61
  %312 = icmp ult i64 %311, %141
  br i1 %312, label %313, label %547, !llvm.loop !43

313:                                              ; preds = %307
  %314 = getelementptr inbounds nuw i8, ptr %137, i64 %311
  %315 = load i32, ptr %314, align 4, !tbaa !18
  %316 = getelementptr inbounds nuw i8, ptr %135, i64 %311
  store i32 %315, ptr %316, align 4, !tbaa !18
  %317 = add i64 %311, %61
  %318 = icmp ult i64 %317, %141
  br i1 %318, label %319, label %547, !llvm.loop !43

319:                                              ; preds = %313
  %320 = getelementptr inbounds nuw i8, ptr %137, i64 %317
  %321 = load i32, ptr %320, align 4, !tbaa !18
  %322 = getelementptr inbounds nuw i8, ptr %135, i64 %317
  store i32 %321, ptr %322, align 4, !tbaa !18
  %323 = add i64 %317, %61
  %324 = icmp ult i64 %323, %141
  br i1 %324, label %325, label %547, !llvm.loop !43

325:                                              ; preds = %319
  %326 = getelementptr inbounds nuw i8, ptr %137, i64 %323
  %327 = load i32, ptr %326, align 4, !tbaa !18
  %328 = getelementptr inbounds nuw i8, ptr %135, i64 %323
  store i32 %327, ptr %328, align 4, !tbaa !18
  %329 = add i64 %323, %61
  %330 = icmp ult i64 %329, %141
  br i1 %330, label %331, label %547, !llvm.loop !43

331:                                              ; preds = %325
  %332 = getelementptr inbounds nuw i8, ptr %137, i64 %329
  %333 = load i32, ptr %332, align 4, !tbaa !18
  %334 = getelementptr inbounds nuw i8, ptr %135, i64 %329
  store i32 %333, ptr %334, align 4, !tbaa !18
  %335 = add i64 %329, %61
  %336 = icmp ult i64 %335, %141
  br i1 %336, label %337, label %547, !llvm.loop !43

337:                                              ; preds = %331
  %338 = getelementptr inbounds nuw i8, ptr %137, i64 %335
  %339 = load i32, ptr %338, align 4, !tbaa !18
  %340 = getelementptr inbounds nuw i8, ptr %135, i64 %335
  store i32 %339, ptr %340, align 4, !tbaa !18
  %341 = add i64 %335, %61
  %342 = icmp ult i64 %341, %141
  br i1 %342, label %343, label %547, !llvm.loop !43

343:                                              ; preds = %337
  %344 = getelementptr inbounds nuw i8, ptr %137, i64 %341
  %345 = load i32, ptr %344, align 4, !tbaa !18
  %346 = getelementptr inbounds nuw i8, ptr %135, i64 %341
  store i32 %345, ptr %346, align 4, !tbaa !18
  %347 = add i64 %341, %61
  %348 = icmp ult i64 %347, %141
  br i1 %348, label %349, label %547, !llvm.loop !43

349:                                              ; preds = %343
  %350 = getelementptr inbounds nuw i8, ptr %137, i64 %347
  %351 = load i32, ptr %350, align 4, !tbaa !18
  %352 = getelementptr inbounds nuw i8, ptr %135, i64 %347
  store i32 %351, ptr %352, align 4, !tbaa !18
  %353 = add i64 %347, %61
  %354 = icmp ult i64 %353, %141
  br i1 %354, label %355, label %547, !llvm.loop !43

355:                                              ; preds = %349
  %356 = getelementptr inbounds nuw i8, ptr %137, i64 %353
  %357 = load i32, ptr %356, align 4, !tbaa !18
  %358 = getelementptr inbounds nuw i8, ptr %135, i64 %353
  store i32 %357, ptr %358, align 4, !tbaa !18
  %359 = add i64 %353, %61
  %360 = icmp ult i64 %359, %141
  br i1 %360, label %361, label %547, !llvm.loop !43

361:                                              ; preds = %355
  %362 = getelementptr inbounds nuw i8, ptr %137, i64 %359
  %363 = load i32, ptr %362, align 4, !tbaa !18
  %364 = getelementptr inbounds nuw i8, ptr %135, i64 %359
  store i32 %363, ptr %364, align 4, !tbaa !18
  %365 = add i64 %359, %61
  %366 = icmp ult i64 %365, %141
  br i1 %366, label %367, label %547, !llvm.loop !43

367:                                              ; preds = %361
  %368 = getelementptr inbounds nuw i8, ptr %137, i64 %365
  %369 = load i32, ptr %368, align 4, !tbaa !18
  %370 = getelementptr inbounds nuw i8, ptr %135, i64 %365
  store i32 %369, ptr %370, align 4, !tbaa !18
  %371 = add i64 %365, %61
  %372 = icmp ult i64 %371, %141
  br i1 %372, label %373, label %547, !llvm.loop !43

373:                                              ; preds = %367
  %374 = getelementptr inbounds nuw i8, ptr %137, i64 %371
  %375 = load i32, ptr %374, align 4, !tbaa !18
  %376 = getelementptr inbounds nuw i8, ptr %135, i64 %371
  store i32 %375, ptr %376, align 4, !tbaa !18
  %377 = add i64 %371, %61
  %378 = icmp ult i64 %377, %141
  br i1 %378, label %379, label %547, !llvm.loop !43

379:                                              ; preds = %373
  %380 = getelementptr inbounds nuw i8, ptr %137, i64 %377
  %381 = load i32, ptr %380, align 4, !tbaa !18
  %382 = getelementptr inbounds nuw i8, ptr %135, i64 %377
  store i32 %381, ptr %382, align 4, !tbaa !18
  %383 = add i64 %377, %61
  %384 = icmp ult i64 %383, %141
  br i1 %384, label %385, label %547, !llvm.loop !43

385:                                              ; preds = %379
  %386 = getelementptr inbounds nuw i8, ptr %137, i64 %383
  %387 = load i32, ptr %386, align 4, !tbaa !18
  %388 = getelementptr inbounds nuw i8, ptr %135, i64 %383
  store i32 %387, ptr %388, align 4, !tbaa !18
  %389 = add i64 %383, %61
  %390 = icmp ult i64 %389, %141
  br i1 %390, label %391, label %547, !llvm.loop !43

391:                                              ; preds = %385
  %392 = getelementptr inbounds nuw i8, ptr %137, i64 %389
  %393 = load i32, ptr %392, align 4, !tbaa !18
  %394 = getelementptr inbounds nuw i8, ptr %135, i64 %389
  store i32 %393, ptr %394, align 4, !tbaa !18
  %395 = add i64 %389, %61
  %396 = icmp ult i64 %395, %141
  br i1 %396, label %397, label %547, !llvm.loop !43

397:                                              ; preds = %391
  %398 = getelementptr inbounds nuw i8, ptr %137, i64 %395
  %399 = load i32, ptr %398, align 4, !tbaa !18
  %400 = getelementptr inbounds nuw i8, ptr %135, i64 %395
  store i32 %399, ptr %400, align 4, !tbaa !18
  %401 = add i64 %395, %61
  %402 = icmp ult i64 %401, %141
  br i1 %402, label %403, label %547, !llvm.loop !43

403:                                              ; preds = %397
  %404 = getelementptr inbounds nuw i8, ptr %137, i64 %401
  %405 = load i32, ptr %404, align 4, !tbaa !18
  %406 = getelementptr inbounds nuw i8, ptr %135, i64 %401
  store i32 %405, ptr %406, align 4, !tbaa !18
  %407 = add i64 %401, %61
  %408 = icmp ult i64 %407, %141
  br i1 %408, label %409, label %547, !llvm.loop !43

409:                                              ; preds = %403
  %410 = getelementptr inbounds nuw i8, ptr %137, i64 %407
  %411 = load i32, ptr %410, align 4, !tbaa !18
  %412 = getelementptr inbounds nuw i8, ptr %135, i64 %407
  store i32 %411, ptr %412, align 4, !tbaa !18
  %413 = add i64 %407, %61
  %414 = icmp ult i64 %413, %141
  br i1 %414, label %415, label %547, !llvm.loop !43

415:                                              ; preds = %409
  %416 = getelementptr inbounds nuw i8, ptr %137, i64 %413
  %417 = load i32, ptr %416, align 4, !tbaa !18
  %418 = getelementptr inbounds nuw i8, ptr %135, i64 %413
  store i32 %417, ptr %418, align 4, !tbaa !18
  %419 = add i64 %413, %61
  %420 = icmp ult i64 %419, %141
  br i1 %420, label %421, label %547, !llvm.loop !43

421:                                              ; preds = %415
  %422 = getelementptr inbounds nuw i8, ptr %137, i64 %419
  %423 = load i32, ptr %422, align 4, !tbaa !18
  %424 = getelementptr inbounds nuw i8, ptr %135, i64 %419
  store i32 %423, ptr %424, align 4, !tbaa !18
  %425 = add i64 %419, %61
  %426 = icmp ult i64 %425, %141
  br i1 %426, label %427, label %547, !llvm.loop !43

427:                                              ; preds = %421
  %428 = getelementptr inbounds nuw i8, ptr %137, i64 %425
  %429 = load i32, ptr %428, align 4, !tbaa !18
  %430 = getelementptr inbounds nuw i8, ptr %135, i64 %425
  store i32 %429, ptr %430, align 4, !tbaa !18
  %431 = add i64 %425, %61
  %432 = icmp ult i64 %431, %141
  br i1 %432, label %433, label %547, !llvm.loop !43

433:                                              ; preds = %427
  %434 = getelementptr inbounds nuw i8, ptr %137, i64 %431
  %435 = load i32, ptr %434, align 4, !tbaa !18
  %436 = getelementptr inbounds nuw i8, ptr %135, i64 %431
  store i32 %435, ptr %436, align 4, !tbaa !18
  %437 = add i64 %431, %61
  %438 = icmp ult i64 %437, %141
  br i1 %438, label %439, label %547, !llvm.loop !43

439:                                              ; preds = %433
  %440 = getelementptr inbounds nuw i8, ptr %137, i64 %437
  %441 = load i32, ptr %440, align 4, !tbaa !18
  %442 = getelementptr inbounds nuw i8, ptr %135, i64 %437
  store i32 %441, ptr %442, align 4, !tbaa !18
  %443 = add i64 %437, %61
  %444 = icmp ult i64 %443, %141
  br i1 %444, label %445, label %547, !llvm.loop !43

445:                                              ; preds = %439
  %446 = getelementptr inbounds nuw i8, ptr %137, i64 %443
  %447 = load i32, ptr %446, align 4, !tbaa !18
  %448 = getelementptr inbounds nuw i8, ptr %135, i64 %443
  store i32 %447, ptr %448, align 4, !tbaa !18
  %449 = add i64 %443, %61
  %450 = icmp ult i64 %449, %141
  br i1 %450, label %451, label %547, !llvm.loop !43

451:                                              ; preds = %445
  %452 = getelementptr inbounds nuw i8, ptr %137, i64 %449
  %453 = load i32, ptr %452, align 4, !tbaa !18
  %454 = getelementptr inbounds nuw i8, ptr %135, i64 %449
  store i32 %453, ptr %454, align 4, !tbaa !18
  %455 = add i64 %449, %61
  %456 = icmp ult i64 %455, %141
  br i1 %456, label %457, label %547, !llvm.loop !43

457:                                              ; preds = %451
  %458 = getelementptr inbounds nuw i8, ptr %137, i64 %455
  %459 = load i32, ptr %458, align 4, !tbaa !18
  %460 = getelementptr inbounds nuw i8, ptr %135, i64 %455
  store i32 %459, ptr %460, align 4, !tbaa !18
  %461 = add i64 %455, %61
  %462 = icmp ult i64 %461, %141
  br i1 %462, label %463, label %547, !llvm.loop !43

463:                                              ; preds = %457
  %464 = getelementptr inbounds nuw i8, ptr %137, i64 %461
  %465 = load i32, ptr %464, align 4, !tbaa !18
  %466 = getelementptr inbounds nuw i8, ptr %135, i64 %461
  store i32 %465, ptr %466, align 4, !tbaa !18
  %467 = add i64 %461, %61
  %468 = icmp ult i64 %467, %141
  br i1 %468, label %469, label %547, !llvm.loop !43

469:                                              ; preds = %463
  %470 = getelementptr inbounds nuw i8, ptr %137, i64 %467
  %471 = load i32, ptr %470, align 4, !tbaa !18
  %472 = getelementptr inbounds nuw i8, ptr %135, i64 %467
  store i32 %471, ptr %472, align 4, !tbaa !18
  %473 = add i64 %467, %61
  %474 = icmp ult i64 %473, %141
  br i1 %474, label %475, label %547, !llvm.loop !43

475:                                              ; preds = %469
  %476 = getelementptr inbounds nuw i8, ptr %137, i64 %473
  %477 = load i32, ptr %476, align 4, !tbaa !18
  %478 = getelementptr inbounds nuw i8, ptr %135, i64 %473
  store i32 %477, ptr %478, align 4, !tbaa !18
  %479 = add i64 %473, %61
  %480 = icmp ult i64 %479, %141
  br i1 %480, label %481, label %547, !llvm.loop !43

481:                                              ; preds = %475
  %482 = getelementptr inbounds nuw i8, ptr %137, i64 %479
  %483 = load i32, ptr %482, align 4, !tbaa !18
  %484 = getelementptr inbounds nuw i8, ptr %135, i64 %479
  store i32 %483, ptr %484, align 4, !tbaa !18
  %485 = add i64 %479, %61
  %486 = icmp ult i64 %485, %141
  br i1 %486, label %487, label %547, !llvm.loop !43

487:                                              ; preds = %481
  %488 = getelementptr inbounds nuw i8, ptr %137, i64 %485
  %489 = load i32, ptr %488, align 4, !tbaa !18
  %490 = getelementptr inbounds nuw i8, ptr %135, i64 %485
  store i32 %489, ptr %490, align 4, !tbaa !18
  %491 = add i64 %485, %61
  %492 = icmp ult i64 %491, %141
  br i1 %492, label %493, label %547, !llvm.loop !43

493:                                              ; preds = %487
  %494 = getelementptr inbounds nuw i8, ptr %137, i64 %491
  %495 = load i32, ptr %494, align 4, !tbaa !18
  %496 = getelementptr inbounds nuw i8, ptr %135, i64 %491
  store i32 %495, ptr %496, align 4, !tbaa !18
  %497 = add i64 %491, %61
  %498 = icmp ult i64 %497, %141
  br i1 %498, label %499, label %547, !llvm.loop !43

499:                                              ; preds = %493
  %500 = getelementptr inbounds nuw i8, ptr %137, i64 %497
  %501 = load i32, ptr %500, align 4, !tbaa !18
  %502 = getelementptr inbounds nuw i8, ptr %135, i64 %497
  store i32 %501, ptr %502, align 4, !tbaa !18
  %503 = add i64 %497, %61
  %504 = icmp ult i64 %503, %141
  br i1 %504, label %505, label %547, !llvm.loop !43

505:                                              ; preds = %499
  %506 = getelementptr inbounds nuw i8, ptr %137, i64 %503
  %507 = load i32, ptr %506, align 4, !tbaa !18
  %508 = getelementptr inbounds nuw i8, ptr %135, i64 %503
  store i32 %507, ptr %508, align 4, !tbaa !18
  %509 = add i64 %503, %61
  %510 = icmp ult i64 %509, %141
  br i1 %510, label %511, label %547, !llvm.loop !43

511:                                              ; preds = %505
  %512 = getelementptr inbounds nuw i8, ptr %137, i64 %509
  %513 = load i32, ptr %512, align 4, !tbaa !18
  %514 = getelementptr inbounds nuw i8, ptr %135, i64 %509
  store i32 %513, ptr %514, align 4, !tbaa !18
  %515 = add i64 %509, %61
  %516 = icmp ult i64 %515, %141
  br i1 %516, label %517, label %547, !llvm.loop !43

517:                                              ; preds = %511
  %518 = getelementptr inbounds nuw i8, ptr %137, i64 %515
  %519 = load i32, ptr %518, align 4, !tbaa !18
  %520 = getelementptr inbounds nuw i8, ptr %135, i64 %515
  store i32 %519, ptr %520, align 4, !tbaa !18
  %521 = add i64 %515, %61
  %522 = icmp ult i64 %521, %141
  br i1 %522, label %523, label %547, !llvm.loop !43

523:                                              ; preds = %517
  %524 = getelementptr inbounds nuw i8, ptr %137, i64 %521
  %525 = load i32, ptr %524, align 4, !tbaa !18
  %526 = getelementptr inbounds nuw i8, ptr %135, i64 %521
  store i32 %525, ptr %526, align 4, !tbaa !18
  %527 = add i64 %521, %61
  %528 = icmp ult i64 %527, %141
  br i1 %528, label %529, label %547, !llvm.loop !43

529:                                              ; preds = %523
  %530 = getelementptr inbounds nuw i8, ptr %137, i64 %527
  %531 = load i32, ptr %530, align 4, !tbaa !18
  %532 = getelementptr inbounds nuw i8, ptr %135, i64 %527
  store i32 %531, ptr %532, align 4, !tbaa !18
  %533 = add i64 %527, %61
  %534 = icmp ult i64 %533, %141
  br i1 %534, label %535, label %547, !llvm.loop !43

535:                                              ; preds = %529
  %536 = getelementptr inbounds nuw i8, ptr %137, i64 %533
  %537 = load i32, ptr %536, align 4, !tbaa !18
  %538 = getelementptr inbounds nuw i8, ptr %135, i64 %533
  store i32 %537, ptr %538, align 4, !tbaa !18
  %539 = add i64 %533, %61
  %540 = icmp ult i64 %539, %141
  br i1 %540, label %541, label %547, !llvm.loop !43

541:                                              ; preds = %535
  %542 = getelementptr inbounds nuw i8, ptr %137, i64 %539
  %543 = load i32, ptr %542, align 4, !tbaa !18
  %544 = getelementptr inbounds nuw i8, ptr %135, i64 %539
  store i32 %543, ptr %544, align 4, !tbaa !18
  %545 = add i64 %539, %61
  %546 = icmp ult i64 %545, %141
  br i1 %546, label %162, label %547, !llvm.loop !45

547:                                              ; preds = %162, %169, %175, %181, %187, %193, %199, %205, %211, %217, %223, %229, %235, %241, %247, %253, %259, %265, %271, %277, %283, %289, %295, %301, %307, %313, %319, %325, %331, %337, %343, %349, %355, %361, %367, %373, %379, %385, %391, %397, %403, %409, %415, %421, %427, %433, %439, %445, %451, %457, %463, %469, %475, %481, %487, %493, %499, %505, %511, %517, %523, %529, %535, %541, %148, %145, %160
  %548 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %86)
  br i1 %548, label %550, label %549

549:                                              ; preds = %547
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #10, !srcloc !46
  br label %554

550:                                              ; preds = %547
  %551 = addrspacecast ptr %86 to ptr addrspace(3)
  %552 = ptrtoint ptr addrspace(3) %551 to i64
  %553 = trunc i64 %552 to i32
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 %553) #10, !srcloc !22
  br label %554

554:                                              ; preds = %550, %549
  %555 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %86)
  br i1 %555, label %578, label %556

556:                                              ; preds = %554
  %557 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %86)
  br i1 %557, label %558, label %562

558:                                              ; preds = %556
  %559 = load i64, ptr %86, align 1
  %560 = load volatile i64, ptr %86, align 8, !tbaa !47
  %561 = add i64 %560, 4294967296
  store volatile i64 %561, ptr %86, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %562

562:                                              ; preds = %558, %556
  %563 = phi i64 [ %559, %558 ], [ 0, %556 ]
  br i1 %557, label %566, label %564

564:                                              ; preds = %562
  %565 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %86, i64 4294967296) #10, !srcloc !48
  br label %566

566:                                              ; preds = %564, %562
  %567 = phi i64 [ %563, %562 ], [ %565, %564 ]
  %568 = add i64 %567, 4294967296
  %569 = xor i64 %568, %567
  %570 = icmp sgt i64 %569, -1
  br i1 %570, label %585, label %571

571:                                              ; preds = %566
  %572 = shl i64 %567, 32
  br i1 %557, label %573, label %576

573:                                              ; preds = %571
  %574 = load volatile i64, ptr %86, align 8, !tbaa !47
  %575 = add i64 %574, %572
  store volatile i64 %575, ptr %86, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %585

576:                                              ; preds = %571
  %577 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %86, i64 %572) #10, !srcloc !49
  br label %585

578:                                              ; preds = %554
  br i1 %548, label %580, label %579

579:                                              ; preds = %578
  tail call void @llvm.trap()
  unreachable

580:                                              ; preds = %578
  %581 = addrspacecast ptr %86 to ptr addrspace(3)
  %582 = ptrtoint ptr addrspace(3) %581 to i64
  %583 = trunc i64 %582 to i32
  %584 = tail call noundef i64 asm "mbarrier.arrive.shared::cta.b64                             $0,  [$1], $2;    // 2. ", "=l,r,r,~{memory}"(i32 %583, i32 1) #10, !srcloc !25
  br label %585

585:                                              ; preds = %566, %573, %576, %580
  %586 = add i32 %82, 1
  %587 = and i32 %586, 255
  %588 = and i32 %82, -256
  %589 = or disjoint i32 %587, %588
  %590 = lshr i32 %82, 16
  %591 = xor i32 %586, %590
  %592 = and i32 %591, 255
  %593 = icmp eq i32 %592, 0
  %594 = xor i32 %588, 16777216
  %595 = select i1 %593, i32 %594, i32 %589
  %596 = add nsw i32 %79, %54
  %597 = xor i32 %81, 1
  %598 = icmp slt i32 %596, %3
  %599 = select i1 %80, i1 %598, i1 false
  br i1 %599, label %78, label %65, !llvm.loop !50

600:                                              ; preds = %1302, %65
  %601 = phi i32 [ %66, %65 ], [ %1303, %1302 ]
  %602 = and i32 %601, 67108864
  %603 = icmp eq i32 %602, 0
  br i1 %603, label %664, label %604

604:                                              ; preds = %600
  %605 = tail call noundef i32 @llvm.nvvm.activemask()
  %606 = lshr i32 %601, 12
  %607 = and i32 %606, 4080
  %608 = zext nneg i32 %607 to i64
  %609 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %608
  %610 = ptrtoint ptr %609 to i64
  %611 = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 %605, i64 %610)
  %612 = tail call i32 @llvm.bitreverse.i32(i32 %611)
  %613 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %612) #11, !srcloc !51
  %614 = tail call noundef i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"() #10, !srcloc !52
  %615 = icmp eq i32 %614, %613
  %616 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %611)
  br i1 %615, label %617, label %664

617:                                              ; preds = %604
  %618 = sub nsw i32 0, %616
  %619 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 4 dereferenceable(4) %609)
  br i1 %619, label %620, label %624

620:                                              ; preds = %617
  %621 = load i32, ptr %609, align 1
  %622 = load volatile i32, ptr %609, align 4, !tbaa !6
  %623 = sub i32 %622, %616
  store volatile i32 %623, ptr %609, align 4, !tbaa !6
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %624

624:                                              ; preds = %620, %617
  %625 = phi i32 [ %621, %620 ], [ 0, %617 ]
  br i1 %619, label %628, label %626

626:                                              ; preds = %624
  tail call void asm sideeffect "fence.cta.sc;", "~{memory}"() #10, !srcloc !53
  %627 = tail call i32 asm sideeffect "atom.add.acquire.cta.u32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr nonnull align 4 dereferenceable(4) %609, i32 %618) #10, !srcloc !54
  br label %628

628:                                              ; preds = %626, %624
  %629 = phi i32 [ %625, %624 ], [ %627, %626 ]
  %630 = icmp ne i32 %629, %616
  %631 = and i32 %601, 16711680
  %632 = icmp eq i32 %631, 0
  %633 = or i1 %630, %632
  br i1 %633, label %664, label %634

634:                                              ; preds = %628
  %635 = lshr i32 %601, 16
  %636 = and i32 %635, 255
  %637 = tail call i32 @llvm.umax.i32(i32 %636, i32 1)
  br label %638

638:                                              ; preds = %634, %661
  %639 = phi i32 [ %662, %661 ], [ 0, %634 ]
  %640 = zext nneg i32 %639 to i64
  %641 = shl nuw nsw i64 %640, 4
  %642 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %641
  %643 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %642)
  br i1 %643, label %644, label %648

644:                                              ; preds = %638
  %645 = addrspacecast ptr %642 to ptr addrspace(3)
  %646 = ptrtoint ptr addrspace(3) %645 to i64
  %647 = trunc i64 %646 to i32
  tail call void asm sideeffect "mbarrier.inval.shared.b64 [$0];", "r,~{memory}"(i32 %647) #10, !srcloc !55
  br label %651

648:                                              ; preds = %638
  %649 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %642)
  br i1 %649, label %650, label %651

650:                                              ; preds = %648
  tail call void @llvm.trap()
  unreachable

651:                                              ; preds = %648, %644
  %652 = getelementptr inbounds nuw i8, ptr %642, i64 8
  %653 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %652)
  br i1 %653, label %654, label %658

654:                                              ; preds = %651
  %655 = addrspacecast ptr %652 to ptr addrspace(3)
  %656 = ptrtoint ptr addrspace(3) %655 to i64
  %657 = trunc i64 %656 to i32
  tail call void asm sideeffect "mbarrier.inval.shared.b64 [$0];", "r,~{memory}"(i32 %657) #10, !srcloc !55
  br label %661

658:                                              ; preds = %651
  %659 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %652)
  br i1 %659, label %660, label %661

660:                                              ; preds = %658
  tail call void @llvm.trap()
  unreachable

661:                                              ; preds = %658, %654
  %662 = add nuw nsw i32 %639, 1
  %663 = icmp eq i32 %662, %637
  br i1 %663, label %664, label %638, !llvm.loop !56

664:                                              ; preds = %661, %604, %628, %600
  ret void

665:                                              ; preds = %69, %1302
  %666 = phi i32 [ %68, %69 ], [ %1305, %1302 ]
  %667 = phi i32 [ %52, %69 ], [ %1306, %1302 ]
  %668 = phi i32 [ 0, %69 ], [ %1307, %1302 ]
  %669 = phi i32 [ %67, %69 ], [ %1304, %1302 ]
  %670 = phi i32 [ %66, %69 ], [ %1303, %1302 ]
  %671 = lshr i32 %670, 4
  %672 = and i32 %671, 4080
  %673 = zext nneg i32 %672 to i64
  %674 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %673
  %675 = and i32 %670, 33554432
  %676 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %677 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %674)
  %678 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %674)
  %679 = zext nneg i32 %675 to i64
  %680 = shl nuw i64 %679, 38
  %681 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %674)
  %682 = addrspacecast ptr %674 to ptr addrspace(3)
  %683 = ptrtoint ptr addrspace(3) %682 to i64
  %684 = trunc i64 %683 to i32
  %685 = lshr exact i32 %675, 25
  br label %686

686:                                              ; preds = %718, %665
  %687 = phi i32 [ 0, %665 ], [ %719, %718 ]
  br i1 %677, label %697, label %688

688:                                              ; preds = %686
  br i1 %678, label %689, label %691

689:                                              ; preds = %688
  %690 = load i64, ptr %674, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %693

691:                                              ; preds = %688
  %692 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %674) #10, !srcloc !40
  br label %693

693:                                              ; preds = %691, %689
  %694 = phi i64 [ %690, %689 ], [ %692, %691 ]
  %695 = and i64 %694, -9223372036854775808
  %696 = icmp ne i64 %695, %680
  br label %702

697:                                              ; preds = %686
  br i1 %681, label %699, label %698

698:                                              ; preds = %697
  tail call void @llvm.trap()
  unreachable

699:                                              ; preds = %697
  %700 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.try_wait.parity.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A\09}", "=r,r,r"(i32 %684, i32 %685) #10, !srcloc !41
  %701 = icmp ne i32 %700, 0
  br label %702

702:                                              ; preds = %699, %693
  %703 = phi i1 [ %701, %699 ], [ %696, %693 ]
  br i1 %703, label %720, label %704

704:                                              ; preds = %702
  %705 = icmp slt i32 %687, 16
  br i1 %705, label %706, label %708

706:                                              ; preds = %704
  %707 = add nsw i32 %687, 1
  br label %718

708:                                              ; preds = %704
  %709 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %710 = sub nsw i64 %709, %676
  %711 = icmp sgt i64 %710, 3999999
  br i1 %711, label %712, label %713

712:                                              ; preds = %708
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #10, !srcloc !28
  br label %718

713:                                              ; preds = %708
  %714 = icmp sgt i64 %710, 39999
  br i1 %714, label %715, label %718

715:                                              ; preds = %713
  %716 = lshr i64 %710, 2
  %717 = trunc nuw nsw i64 %716 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %717) #10, !srcloc !28
  br label %718

718:                                              ; preds = %715, %713, %712, %706
  %719 = phi i32 [ %707, %706 ], [ %687, %713 ], [ %687, %715 ], [ %687, %712 ]
  br label %686, !llvm.loop !42

720:                                              ; preds = %702
  %721 = sub nsw i32 %3, %667
  %722 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %721, i32 1024)
  %723 = icmp sgt i32 %721, %6
  br i1 %723, label %724, label %727

724:                                              ; preds = %720
  %725 = zext nneg i32 %668 to i64
  %726 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE5tiles to ptr), i64 %725
  br label %774

727:                                              ; preds = %774, %720
  %728 = getelementptr inbounds nuw i8, ptr %674, i64 8
  %729 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %728)
  br i1 %729, label %752, label %730

730:                                              ; preds = %727
  %731 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %728)
  br i1 %731, label %732, label %736

732:                                              ; preds = %730
  %733 = load i64, ptr %728, align 1
  %734 = load volatile i64, ptr %728, align 8, !tbaa !47
  %735 = add i64 %734, 4294967296
  store volatile i64 %735, ptr %728, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %736

736:                                              ; preds = %732, %730
  %737 = phi i64 [ %733, %732 ], [ 0, %730 ]
  br i1 %731, label %740, label %738

738:                                              ; preds = %736
  %739 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %728, i64 4294967296) #10, !srcloc !48
  br label %740

740:                                              ; preds = %738, %736
  %741 = phi i64 [ %737, %736 ], [ %739, %738 ]
  %742 = add i64 %741, 4294967296
  %743 = xor i64 %742, %741
  %744 = icmp sgt i64 %743, -1
  br i1 %744, label %760, label %745

745:                                              ; preds = %740
  %746 = shl i64 %741, 32
  br i1 %731, label %747, label %750

747:                                              ; preds = %745
  %748 = load volatile i64, ptr %728, align 8, !tbaa !47
  %749 = add i64 %748, %746
  store volatile i64 %749, ptr %728, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %760

750:                                              ; preds = %745
  %751 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %728, i64 %746) #10, !srcloc !49
  br label %760

752:                                              ; preds = %727
  %753 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %728)
  br i1 %753, label %755, label %754

754:                                              ; preds = %752
  tail call void @llvm.trap()
  unreachable

755:                                              ; preds = %752
  %756 = addrspacecast ptr %728 to ptr addrspace(3)
  %757 = ptrtoint ptr addrspace(3) %756 to i64
  %758 = trunc i64 %757 to i32
  %759 = tail call noundef i64 asm "mbarrier.arrive.shared::cta.b64                             $0,  [$1], $2;    // 2. ", "=l,r,r,~{memory}"(i32 %758, i32 1) #10, !srcloc !25
  br label %760

760:                                              ; preds = %740, %747, %750, %755
  %761 = lshr i32 %670, 8
  %762 = add nuw nsw i32 %761, 1
  %763 = shl i32 %762, 8
  %764 = and i32 %763, 65280
  %765 = and i32 %670, -65281
  %766 = or disjoint i32 %764, %765
  %767 = lshr i32 %670, 16
  %768 = xor i32 %762, %767
  %769 = and i32 %768, 255
  %770 = icmp eq i32 %769, 0
  %771 = xor i32 %765, 33554432
  %772 = select i1 %770, i32 %771, i32 %766
  %773 = icmp slt i32 %666, %3
  br i1 %773, label %786, label %1302

774:                                              ; preds = %724, %774
  %775 = phi i32 [ %6, %724 ], [ %784, %774 ]
  %776 = zext nneg i32 %775 to i64
  %777 = getelementptr inbounds nuw float, ptr %726, i64 %776
  %778 = load float, ptr %777, align 4, !tbaa !13
  %779 = add nsw i32 %775, %667
  %780 = sext i32 %779 to i64
  %781 = getelementptr inbounds float, ptr %0, i64 %780
  %782 = load float, ptr %781, align 4, !tbaa !13
  %783 = tail call noundef float @llvm.fma.f32(float %2, float %778, float %782)
  store float %783, ptr %781, align 4, !tbaa !13
  %784 = add nuw nsw i32 %775, %9
  %785 = icmp slt i32 %784, %722
  br i1 %785, label %774, label %727, !llvm.loop !57

786:                                              ; preds = %760
  %787 = shl i32 %772, 4
  %788 = and i32 %787, 4080
  %789 = zext nneg i32 %788 to i64
  %790 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE13state_storage to ptr), i64 %789
  %791 = getelementptr inbounds nuw i8, ptr %790, i64 8
  %792 = and i32 %772, 16777216
  %793 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %794 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %791)
  %795 = tail call i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %791)
  %796 = zext nneg i32 %792 to i64
  %797 = shl nuw i64 %796, 39
  %798 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %791)
  %799 = addrspacecast ptr %791 to ptr addrspace(3)
  %800 = ptrtoint ptr addrspace(3) %799 to i64
  %801 = trunc i64 %800 to i32
  %802 = lshr exact i32 %792, 24
  br label %803

803:                                              ; preds = %835, %786
  %804 = phi i32 [ 0, %786 ], [ %836, %835 ]
  br i1 %794, label %814, label %805

805:                                              ; preds = %803
  br i1 %795, label %806, label %808

806:                                              ; preds = %805
  %807 = load i64, ptr %791, align 1
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %810

808:                                              ; preds = %805
  %809 = tail call i64 asm sideeffect "ld.acquire.cta.b64 $0,[$1];", "=l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %791) #10, !srcloc !40
  br label %810

810:                                              ; preds = %808, %806
  %811 = phi i64 [ %807, %806 ], [ %809, %808 ]
  %812 = and i64 %811, -9223372036854775808
  %813 = icmp ne i64 %812, %797
  br label %819

814:                                              ; preds = %803
  br i1 %798, label %816, label %815

815:                                              ; preds = %814
  tail call void @llvm.trap()
  unreachable

816:                                              ; preds = %814
  %817 = tail call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.try_wait.parity.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A\09}", "=r,r,r"(i32 %801, i32 %802) #10, !srcloc !41
  %818 = icmp ne i32 %817, 0
  br label %819

819:                                              ; preds = %816, %810
  %820 = phi i1 [ %818, %816 ], [ %813, %810 ]
  br i1 %820, label %837, label %821

821:                                              ; preds = %819
  %822 = icmp slt i32 %804, 16
  br i1 %822, label %823, label %825

823:                                              ; preds = %821
  %824 = add nsw i32 %804, 1
  br label %835

825:                                              ; preds = %821
  %826 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #10, !srcloc !26
  %827 = sub nsw i64 %826, %793
  %828 = icmp sgt i64 %827, 3999999
  br i1 %828, label %829, label %830

829:                                              ; preds = %825
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 1000000) #10, !srcloc !28
  br label %835

830:                                              ; preds = %825
  %831 = icmp sgt i64 %827, 39999
  br i1 %831, label %832, label %835

832:                                              ; preds = %830
  %833 = lshr i64 %827, 2
  %834 = trunc nuw nsw i64 %833 to i32
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %834) #10, !srcloc !28
  br label %835

835:                                              ; preds = %832, %830, %829, %823
  %836 = phi i32 [ %824, %823 ], [ %804, %830 ], [ %804, %832 ], [ %804, %829 ]
  br label %803, !llvm.loop !42

837:                                              ; preds = %819
  %838 = zext nneg i32 %669 to i64
  %839 = getelementptr inbounds nuw [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13axpy_pipelinePfPKffiE5tiles to ptr), i64 %838
  %840 = sext i32 %666 to i64
  %841 = getelementptr inbounds float, ptr %1, i64 %840
  %842 = sub nsw i32 %3, %666
  %843 = tail call noundef range(i32 -2147483648, 1025) i32 @llvm.smin.i32(i32 %842, i32 1024)
  %844 = sext i32 %843 to i64
  %845 = shl nsw i64 %844, 2
  %846 = tail call i1 @llvm.nvvm.isspacep.global(ptr %841)
  br i1 %846, label %847, label %864

847:                                              ; preds = %837
  %848 = tail call i1 @llvm.nvvm.isspacep.shared(ptr %839)
  br i1 %848, label %849, label %864

849:                                              ; preds = %847
  %850 = trunc i64 %845 to i32
  %851 = icmp slt i32 %75, %850
  br i1 %851, label %852, label %1251

852:                                              ; preds = %849, %852
  %853 = phi i32 [ %862, %852 ], [ %75, %849 ]
  %854 = zext nneg i32 %853 to i64
  %855 = getelementptr inbounds nuw i8, ptr %839, i64 %854
  %856 = getelementptr inbounds nuw i8, ptr %841, i64 %854
  %857 = addrspacecast ptr %855 to ptr addrspace(3)
  %858 = ptrtoint ptr addrspace(3) %857 to i64
  %859 = trunc i64 %858 to i32
  %860 = addrspacecast ptr %856 to ptr addrspace(1)
  %861 = ptrtoint ptr addrspace(1) %860 to i64
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $2;", "r,l,n,~{memory}"(i32 %859, i64 %861, i64 4) #10, !srcloc !15
  %862 = add nuw nsw i32 %853, %77
  %863 = icmp slt i32 %862, %850
  br i1 %863, label %852, label %1251, !llvm.loop !16

864:                                              ; preds = %847, %837
  %865 = icmp ugt i64 %845, %76
  br i1 %865, label %866, label %1251

866:                                              ; preds = %864, %1245
  %867 = phi i64 [ %1249, %1245 ], [ %76, %864 ]
  %868 = getelementptr inbounds nuw i8, ptr %841, i64 %867
  %869 = load i32, ptr %868, align 4, !tbaa !18
  %870 = getelementptr inbounds nuw i8, ptr %839, i64 %867
  store i32 %869, ptr %870, align 4, !tbaa !18
  %871 = add i64 %867, %74
  %872 = icmp ult i64 %871, %845
  br i1 %872, label %873, label %1251, !llvm.loop !43

873:                                              ; preds = %866
  %874 = getelementptr inbounds nuw i8, ptr %841, i64 %871
  %875 = load i32, ptr %874, align 4, !tbaa !18
  %876 = getelementptr inbounds nuw i8, ptr %839, i64 %871
  store i32 %875, ptr %876, align 4, !tbaa !18
  %877 = add i64 %871, %74
  %878 = icmp ult i64 %877, %845
  br i1 %878, label %879, label %1251, !llvm.loop !43

879:                                              ; preds = %873
  %880 = getelementptr inbounds nuw i8, ptr %841, i64 %877
  %881 = load i32, ptr %880, align 4, !tbaa !18
  %882 = getelementptr inbounds nuw i8, ptr %839, i64 %877
  store i32 %881, ptr %882, align 4, !tbaa !18
  %883 = add i64 %877, %74
  %884 = icmp ult i64 %883, %845
  br i1 %884, label %885, label %1251, !llvm.loop !43

885:                                              ; preds = %879
  %886 = getelementptr inbounds nuw i8, ptr %841, i64 %883
  %887 = load i32, ptr %886, align 4, !tbaa !18
  %888 = getelementptr inbounds nuw i8, ptr %839, i64 %883
  store i32 %887, ptr %888, align 4, !tbaa !18
  %889 = add i64 %883, %74
  %890 = icmp ult i64 %889, %845
  br i1 %890, label %891, label %1251, !llvm.loop !43

891:                                              ; preds = %885
  %892 = getelementptr inbounds nuw i8, ptr %841, i64 %889
  %893 = load i32, ptr %892, align 4, !tbaa !18
  %894 = getelementptr inbounds nuw i8, ptr %839, i64 %889
  store i32 %893, ptr %894, align 4, !tbaa !18
  %895 = add i64 %889, %74
  %896 = icmp ult i64 %895, %845
  br i1 %896, label %897, label %1251, !llvm.loop !43

897:                                              ; preds = %891
  %898 = getelementptr inbounds nuw i8, ptr %841, i64 %895
  %899 = load i32, ptr %898, align 4, !tbaa !18
  %900 = getelementptr inbounds nuw i8, ptr %839, i64 %895
  store i32 %899, ptr %900, align 4, !tbaa !18
  %901 = add i64 %895, %74
  %902 = icmp ult i64 %901, %845
  br i1 %902, label %903, label %1251, !llvm.loop !43

903:                                              ; preds = %897
  %904 = getelementptr inbounds nuw i8, ptr %841, i64 %901
  %905 = load i32, ptr %904, align 4, !tbaa !18
  %906 = getelementptr inbounds nuw i8, ptr %839, i64 %901
  store i32 %905, ptr %906, align 4, !tbaa !18
  %907 = add i64 %901, %74
  %908 = icmp ult i64 %907, %845
  br i1 %908, label %909, label %1251, !llvm.loop !43

909:                                              ; preds = %903
  %910 = getelementptr inbounds nuw i8, ptr %841, i64 %907
  %911 = load i32, ptr %910, align 4, !tbaa !18
  %912 = getelementptr inbounds nuw i8, ptr %839, i64 %907
  store i32 %911, ptr %912, align 4, !tbaa !18
  %913 = add i64 %907, %74
  %914 = icmp ult i64 %913, %845
  br i1 %914, label %915, label %1251, !llvm.loop !43

915:                                              ; preds = %909
  %916 = getelementptr inbounds nuw i8, ptr %841, i64 %913
  %917 = load i32, ptr %916, align 4, !tbaa !18
  %918 = getelementptr inbounds nuw i8, ptr %839, i64 %913
  store i32 %917, ptr %918, align 4, !tbaa !18
  %919 = add i64 %913, %74
  %920 = icmp ult i64 %919, %845
  br i1 %920, label %921, label %1251, !llvm.loop !43

921:                                              ; preds = %915
  %922 = getelementptr inbounds nuw i8, ptr %841, i64 %919
  %923 = load i32, ptr %922, align 4, !tbaa !18
  %924 = getelementptr inbounds nuw i8, ptr %839, i64 %919
  store i32 %923, ptr %924, align 4, !tbaa !18
  %925 = add i64 %919, %74
  %926 = icmp ult i64 %925, %845
  br i1 %926, label %927, label %1251, !llvm.loop !43

927:                                              ; preds = %921
  %928 = getelementptr inbounds nuw i8, ptr %841, i64 %925
  %929 = load i32, ptr %928, align 4, !tbaa !18
  %930 = getelementptr inbounds nuw i8, ptr %839, i64 %925
  store i32 %929, ptr %930, align 4, !tbaa !18
  %931 = add i64 %925, %74
  %932 = icmp ult i64 %931, %845
  br i1 %932, label %933, label %1251, !llvm.loop !43

933:                                              ; preds = %927
  %934 = getelementptr inbounds nuw i8, ptr %841, i64 %931
  %935 = load i32, ptr %934, align 4, !tbaa !18
  %936 = getelementptr inbounds nuw i8, ptr %839, i64 %931
  store i32 %935, ptr %936, align 4, !tbaa !18
  %937 = add i64 %931, %74
  %938 = icmp ult i64 %937, %845
  br i1 %938, label %939, label %1251, !llvm.loop !43

939:                                              ; preds = %933
  %940 = getelementptr inbounds nuw i8, ptr %841, i64 %937
  %941 = load i32, ptr %940, align 4, !tbaa !18
  %942 = getelementptr inbounds nuw i8, ptr %839, i64 %937
  store i32 %941, ptr %942, align 4, !tbaa !18
  %943 = add i64 %937, %74
  %944 = icmp ult i64 %943, %845
  br i1 %944, label %945, label %1251, !llvm.loop !43

945:                                              ; preds = %939
  %946 = getelementptr inbounds nuw i8, ptr %841, i64 %943
  %947 = load i32, ptr %946, align 4, !tbaa !18
  %948 = getelementptr inbounds nuw i8, ptr %839, i64 %943
  store i32 %947, ptr %948, align 4, !tbaa !18
  %949 = add i64 %943, %74
  %950 = icmp ult i64 %949, %845
  br i1 %950, label %951, label %1251, !llvm.loop !43

951:                                              ; preds = %945
  %952 = getelementptr inbounds nuw i8, ptr %841, i64 %949
  %953 = load i32, ptr %952, align 4, !tbaa !18
  %954 = getelementptr inbounds nuw i8, ptr %839, i64 %949
  store i32 %953, ptr %954, align 4, !tbaa !18
  %955 = add i64 %949, %74
  %956 = icmp ult i64 %955, %845
  br i1 %956, label %957, label %1251, !llvm.loop !43

957:                                              ; preds = %951
  %958 = getelementptr inbounds nuw i8, ptr %841, i64 %955
  %959 = load i32, ptr %958, align 4, !tbaa !18
  %960 = getelementptr inbounds nuw i8, ptr %839, i64 %955
  store i32 %959, ptr %960, align 4, !tbaa !18
  %961 = add i64 %955, %74
  %962 = icmp ult i64 %961, %845
  br i1 %962, label %963, label %1251, !llvm.loop !43

963:                                              ; preds = %957
  %964 = getelementptr inbounds nuw i8, ptr %841, i64 %961
  %965 = load i32, ptr %964, align 4, !tbaa !18
  %966 = getelementptr inbounds nuw i8, ptr %839, i64 %961
  store i32 %965, ptr %966, align 4, !tbaa !18
  %967 = add i64 %961, %74
  %968 = icmp ult i64 %967, %845
  br i1 %968, label %969, label %1251, !llvm.loop !43

969:                                              ; preds = %963
  %970 = getelementptr inbounds nuw i8, ptr %841, i64 %967
  %971 = load i32, ptr %970, align 4, !tbaa !18
  %972 = getelementptr inbounds nuw i8, ptr %839, i64 %967
  store i32 %971, ptr %972, align 4, !tbaa !18
  %973 = add i64 %967, %74
  %974 = icmp ult i64 %973, %845
  br i1 %974, label %975, label %1251, !llvm.loop !43

975:                                              ; preds = %969
  %976 = getelementptr inbounds nuw i8, ptr %841, i64 %973
  %977 = load i32, ptr %976, align 4, !tbaa !18
  %978 = getelementptr inbounds nuw i8, ptr %839, i64 %973
  store i32 %977, ptr %978, align 4, !tbaa !18
  %979 = add i64 %973, %74
  %980 = icmp ult i64 %979, %845
  br i1 %980, label %981, label %1251, !llvm.loop !43

981:                                              ; preds = %975
  %982 = getelementptr inbounds nuw i8, ptr %841, i64 %979
  %983 = load i32, ptr %982, align 4, !tbaa !18
  %984 = getelementptr inbounds nuw i8, ptr %839, i64 %979
  store i32 %983, ptr %984, align 4, !tbaa !18
  %985 = add i64 %979, %74
  %986 = icmp ult i64 %985, %845
  br i1 %986, label %987, label %1251, !llvm.loop !43

987:                                              ; preds = %981
  %988 = getelementptr inbounds nuw i8, ptr %841, i64 %985
  %989 = load i32, ptr %988, align 4, !tbaa !18
  %990 = getelementptr inbounds nuw i8, ptr %839, i64 %985
  store i32 %989, ptr %990, align 4, !tbaa !18
  %991 = add i64 %985, %74
  %992 = icmp ult i64 %991, %845
  br i1 %992, label %993, label %1251, !llvm.loop !43

993:                                              ; preds = %987
  %994 = getelementptr inbounds nuw i8, ptr %841, i64 %991
  %995 = load i32, ptr %994, align 4, !tbaa !18
  %996 = getelementptr inbounds nuw i8, ptr %839, i64 %991
  store i32 %995, ptr %996, align 4, !tbaa !18
  %997 = add i64 %991, %74
  %998 = icmp ult i64 %997, %845
  br i1 %998, label %999, label %1251, !llvm.loop !43

999:                                              ; preds = %993
  %1000 = getelementptr inbounds nuw i8, ptr %841, i64 %997
  %1001 = load i32, ptr %1000, align 4, !tbaa !18
  %1002 = getelementptr inbounds nuw i8, ptr %839, i64 %997
  store i32 %1001, ptr %1002, align 4, !tbaa !18
  %1003 = add i64 %997, %74
  %1004 = icmp ult i64 %1003, %845
  br i1 %1004, label %1005, label %1251, !llvm.loop !43

1005:                                             ; preds = %999
  %1006 = getelementptr inbounds nuw i8, ptr %841, i64 %1003
  %1007 = load i32, ptr %1006, align 4, !tbaa !18
  %1008 = getelementptr inbounds nuw i8, ptr %839, i64 %1003
  store i32 %1007, ptr %1008, align 4, !tbaa !18
  %1009 = add i64 %1003, %74
  %1010 = icmp ult i64 %1009, %845
  br i1 %1010, label %1011, label %1251, !llvm.loop !43

1011:                                             ; preds = %1005
  %1012 = getelementptr inbounds nuw i8, ptr %841, i64 %1009
  %1013 = load i32, ptr %1012, align 4, !tbaa !18
  %1014 = getelementptr inbounds nuw i8, ptr %839, i64 %1009
  store i32 %1013, ptr %1014, align 4, !tbaa !18
  %1015 = add i64 %1009, %74
  %1016 = icmp ult i64 %1015, %845
  br i1 %1016, label %1017, label %1251, !llvm.loop !43

1017:                                             ; preds = %1011
  %1018 = getelementptr inbounds nuw i8, ptr %841, i64 %1015
  %1019 = load i32, ptr %1018, align 4, !tbaa !18
  %1020 = getelementptr inbounds nuw i8, ptr %839, i64 %1015
  store i32 %1019, ptr %1020, align 4, !tbaa !18
  %1021 = add i64 %1015, %74
  %1022 = icmp ult i64 %1021, %845
  br i1 %1022, label %1023, label %1251, !llvm.loop !43

1023:                                             ; preds = %1017
  %1024 = getelementptr inbounds nuw i8, ptr %841, i64 %1021
  %1025 = load i32, ptr %1024, align 4, !tbaa !18
  %1026 = getelementptr inbounds nuw i8, ptr %839, i64 %1021
  store i32 %1025, ptr %1026, align 4, !tbaa !18
  %1027 = add i64 %1021, %74
  %1028 = icmp ult i64 %1027, %845
  br i1 %1028, label %1029, label %1251, !llvm.loop !43

1029:                                             ; preds = %1023
  %1030 = getelementptr inbounds nuw i8, ptr %841, i64 %1027
  %1031 = load i32, ptr %1030, align 4, !tbaa !18
  %1032 = getelementptr inbounds nuw i8, ptr %839, i64 %1027
  store i32 %1031, ptr %1032, align 4, !tbaa !18
  %1033 = add i64 %1027, %74
  %1034 = icmp ult i64 %1033, %845
  br i1 %1034, label %1035, label %1251, !llvm.loop !43

1035:                                             ; preds = %1029
  %1036 = getelementptr inbounds nuw i8, ptr %841, i64 %1033
  %1037 = load i32, ptr %1036, align 4, !tbaa !18
  %1038 = getelementptr inbounds nuw i8, ptr %839, i64 %1033
  store i32 %1037, ptr %1038, align 4, !tbaa !18
  %1039 = add i64 %1033, %74
  %1040 = icmp ult i64 %1039, %845
  br i1 %1040, label %1041, label %1251, !llvm.loop !43

1041:                                             ; preds = %1035
  %1042 = getelementptr inbounds nuw i8, ptr %841, i64 %1039
  %1043 = load i32, ptr %1042, align 4, !tbaa !18
  %1044 = getelementptr inbounds nuw i8, ptr %839, i64 %1039
  store i32 %1043, ptr %1044, align 4, !tbaa !18
  %1045 = add i64 %1039, %74
  %1046 = icmp ult i64 %1045, %845
  br i1 %1046, label %1047, label %1251, !llvm.loop !43

1047:                                             ; preds = %1041
  %1048 = getelementptr inbounds nuw i8, ptr %841, i64 %1045
  %1049 = load i32, ptr %1048, align 4, !tbaa !18
  %1050 = getelementptr inbounds nuw i8, ptr %839, i64 %1045
  store i32 %1049, ptr %1050, align 4, !tbaa !18
  %1051 = add i64 %1045, %74
  %1052 = icmp ult i64 %1051, %845
  br i1 %1052, label %1053, label %1251, !llvm.loop !43

1053:                                             ; preds = %1047
  %1054 = getelementptr inbounds nuw i8, ptr %841, i64 %1051
  %1055 = load i32, ptr %1054, align 4, !tbaa !18
  %1056 = getelementptr inbounds nuw i8, ptr %839, i64 %1051
  store i32 %1055, ptr %1056, align 4, !tbaa !18
  %1057 = add i64 %1051, %74
  %1058 = icmp ult i64 %1057, %845
  br i1 %1058, label %1059, label %1251, !llvm.loop !43

1059:                                             ; preds = %1053
  %1060 = getelementptr inbounds nuw i8, ptr %841, i64 %1057
  %1061 = load i32, ptr %1060, align 4, !tbaa !18
  %1062 = getelementptr inbounds nuw i8, ptr %839, i64 %1057
  store i32 %1061, ptr %1062, align 4, !tbaa !18
  %1063 = add i64 %1057, %74
  %1064 = icmp ult i64 %1063, %845
  br i1 %1064, label %1065, label %1251, !llvm.loop !43

1065:                                             ; preds = %1059
  %1066 = getelementptr inbounds nuw i8, ptr %841, i64 %1063
  %1067 = load i32, ptr %1066, align 4, !tbaa !18
  %1068 = getelementptr inbounds nuw i8, ptr %839, i64 %1063
  store i32 %1067, ptr %1068, align 4, !tbaa !18
  %1069 = add i64 %1063, %74
  %1070 = icmp ult i64 %1069, %845
  br i1 %1070, label %1071, label %1251, !llvm.loop !43

1071:                                             ; preds = %1065
  %1072 = getelementptr inbounds nuw i8, ptr %841, i64 %1069
  %1073 = load i32, ptr %1072, align 4, !tbaa !18
  %1074 = getelementptr inbounds nuw i8, ptr %839, i64 %1069
  store i32 %1073, ptr %1074, align 4, !tbaa !18
  %1075 = add i64 %1069, %74
  %1076 = icmp ult i64 %1075, %845
  br i1 %1076, label %1077, label %1251, !llvm.loop !43

1077:                                             ; preds = %1071
  %1078 = getelementptr inbounds nuw i8, ptr %841, i64 %1075
  %1079 = load i32, ptr %1078, align 4, !tbaa !18
  %1080 = getelementptr inbounds nuw i8, ptr %839, i64 %1075
  store i32 %1079, ptr %1080, align 4, !tbaa !18
  %1081 = add i64 %1075, %74
  %1082 = icmp ult i64 %1081, %845
  br i1 %1082, label %1083, label %1251, !llvm.loop !43

1083:                                             ; preds = %1077
  %1084 = getelementptr inbounds nuw i8, ptr %841, i64 %1081
  %1085 = load i32, ptr %1084, align 4, !tbaa !18
  %1086 = getelementptr inbounds nuw i8, ptr %839, i64 %1081
  store i32 %1085, ptr %1086, align 4, !tbaa !18
  %1087 = add i64 %1081, %74
  %1088 = icmp ult i64 %1087, %845
  br i1 %1088, label %1089, label %1251, !llvm.loop !43

1089:                                             ; preds = %1083
  %1090 = getelementptr inbounds nuw i8, ptr %841, i64 %1087
  %1091 = load i32, ptr %1090, align 4, !tbaa !18
  %1092 = getelementptr inbounds nuw i8, ptr %839, i64 %1087
  store i32 %1091, ptr %1092, align 4, !tbaa !18
  %1093 = add i64 %1087, %74
  %1094 = icmp ult i64 %1093, %845
  br i1 %1094, label %1095, label %1251, !llvm.loop !43

1095:                                             ; preds = %1089
  %1096 = getelementptr inbounds nuw i8, ptr %841, i64 %1093
  %1097 = load i32, ptr %1096, align 4, !tbaa !18
  %1098 = getelementptr inbounds nuw i8, ptr %839, i64 %1093
  store i32 %1097, ptr %1098, align 4, !tbaa !18
  %1099 = add i64 %1093, %74
  %1100 = icmp ult i64 %1099, %845
  br i1 %1100, label %1101, label %1251, !llvm.loop !43

1101:                                             ; preds = %1095
  %1102 = getelementptr inbounds nuw i8, ptr %841, i64 %1099
  %1103 = load i32, ptr %1102, align 4, !tbaa !18
  %1104 = getelementptr inbounds nuw i8, ptr %839, i64 %1099
  store i32 %1103, ptr %1104, align 4, !tbaa !18
  %1105 = add i64 %1099, %74
  %1106 = icmp ult i64 %1105, %845
  br i1 %1106, label %1107, label %1251, !llvm.loop !43

1107:                                             ; preds = %1101
  %1108 = getelementptr inbounds nuw i8, ptr %841, i64 %1105
  %1109 = load i32, ptr %1108, align 4, !tbaa !18
  %1110 = getelementptr inbounds nuw i8, ptr %839, i64 %1105
  store i32 %1109, ptr %1110, align 4, !tbaa !18
  %1111 = add i64 %1105, %74
  %1112 = icmp ult i64 %1111, %845
  br i1 %1112, label %1113, label %1251, !llvm.loop !43

1113:                                             ; preds = %1107
  %1114 = getelementptr inbounds nuw i8, ptr %841, i64 %1111
  %1115 = load i32, ptr %1114, align 4, !tbaa !18
  %1116 = getelementptr inbounds nuw i8, ptr %839, i64 %1111
  store i32 %1115, ptr %1116, align 4, !tbaa !18
  %1117 = add i64 %1111, %74
  %1118 = icmp ult i64 %1117, %845
  br i1 %1118, label %1119, label %1251, !llvm.loop !43

1119:                                             ; preds = %1113
  %1120 = getelementptr inbounds nuw i8, ptr %841, i64 %1117
  %1121 = load i32, ptr %1120, align 4, !tbaa !18
  %1122 = getelementptr inbounds nuw i8, ptr %839, i64 %1117
  store i32 %1121, ptr %1122, align 4, !tbaa !18
  %1123 = add i64 %1117, %74
  %1124 = icmp ult i64 %1123, %845
  br i1 %1124, label %1125, label %1251, !llvm.loop !43

1125:                                             ; preds = %1119
  %1126 = getelementptr inbounds nuw i8, ptr %841, i64 %1123
  %1127 = load i32, ptr %1126, align 4, !tbaa !18
  %1128 = getelementptr inbounds nuw i8, ptr %839, i64 %1123
  store i32 %1127, ptr %1128, align 4, !tbaa !18
  %1129 = add i64 %1123, %74
  %1130 = icmp ult i64 %1129, %845
  br i1 %1130, label %1131, label %1251, !llvm.loop !43

1131:                                             ; preds = %1125
  %1132 = getelementptr inbounds nuw i8, ptr %841, i64 %1129
  %1133 = load i32, ptr %1132, align 4, !tbaa !18
  %1134 = getelementptr inbounds nuw i8, ptr %839, i64 %1129
  store i32 %1133, ptr %1134, align 4, !tbaa !18
  %1135 = add i64 %1129, %74
  %1136 = icmp ult i64 %1135, %845
  br i1 %1136, label %1137, label %1251, !llvm.loop !43

1137:                                             ; preds = %1131
  %1138 = getelementptr inbounds nuw i8, ptr %841, i64 %1135
  %1139 = load i32, ptr %1138, align 4, !tbaa !18
  %1140 = getelementptr inbounds nuw i8, ptr %839, i64 %1135
  store i32 %1139, ptr %1140, align 4, !tbaa !18
  %1141 = add i64 %1135, %74
  %1142 = icmp ult i64 %1141, %845
  br i1 %1142, label %1143, label %1251, !llvm.loop !43

1143:                                             ; preds = %1137
  %1144 = getelementptr inbounds nuw i8, ptr %841, i64 %1141
  %1145 = load i32, ptr %1144, align 4, !tbaa !18
  %1146 = getelementptr inbounds nuw i8, ptr %839, i64 %1141
  store i32 %1145, ptr %1146, align 4, !tbaa !18
  %1147 = add i64 %1141, %74
  %1148 = icmp ult i64 %1147, %845
  br i1 %1148, label %1149, label %1251, !llvm.loop !43

1149:                                             ; preds = %1143
  %1150 = getelementptr inbounds nuw i8, ptr %841, i64 %1147
  %1151 = load i32, ptr %1150, align 4, !tbaa !18
  %1152 = getelementptr inbounds nuw i8, ptr %839, i64 %1147
  store i32 %1151, ptr %1152, align 4, !tbaa !18
  %1153 = add i64 %1147, %74
  %1154 = icmp ult i64 %1153, %845
  br i1 %1154, label %1155, label %1251, !llvm.loop !43

1155:                                             ; preds = %1149
  %1156 = getelementptr inbounds nuw i8, ptr %841, i64 %1153
  %1157 = load i32, ptr %1156, align 4, !tbaa !18
  %1158 = getelementptr inbounds nuw i8, ptr %839, i64 %1153
  store i32 %1157, ptr %1158, align 4, !tbaa !18
  %1159 = add i64 %1153, %74
  %1160 = icmp ult i64 %1159, %845
  br i1 %1160, label %1161, label %1251, !llvm.loop !43

1161:                                             ; preds = %1155
  %1162 = getelementptr inbounds nuw i8, ptr %841, i64 %1159
  %1163 = load i32, ptr %1162, align 4, !tbaa !18
  %1164 = getelementptr inbounds nuw i8, ptr %839, i64 %1159
  store i32 %1163, ptr %1164, align 4, !tbaa !18
  %1165 = add i64 %1159, %74
  %1166 = icmp ult i64 %1165, %845
  br i1 %1166, label %1167, label %1251, !llvm.loop !43

1167:                                             ; preds = %1161
  %1168 = getelementptr inbounds nuw i8, ptr %841, i64 %1165
  %1169 = load i32, ptr %1168, align 4, !tbaa !18
  %1170 = getelementptr inbounds nuw i8, ptr %839, i64 %1165
  store i32 %1169, ptr %1170, align 4, !tbaa !18
  %1171 = add i64 %1165, %74
  %1172 = icmp ult i64 %1171, %845
  br i1 %1172, label %1173, label %1251, !llvm.loop !43

1173:                                             ; preds = %1167
  %1174 = getelementptr inbounds nuw i8, ptr %841, i64 %1171
  %1175 = load i32, ptr %1174, align 4, !tbaa !18
  %1176 = getelementptr inbounds nuw i8, ptr %839, i64 %1171
  store i32 %1175, ptr %1176, align 4, !tbaa !18
  %1177 = add i64 %1171, %74
  %1178 = icmp ult i64 %1177, %845
  br i1 %1178, label %1179, label %1251, !llvm.loop !43

1179:                                             ; preds = %1173
  %1180 = getelementptr inbounds nuw i8, ptr %841, i64 %1177
  %1181 = load i32, ptr %1180, align 4, !tbaa !18
  %1182 = getelementptr inbounds nuw i8, ptr %839, i64 %1177
  store i32 %1181, ptr %1182, align 4, !tbaa !18
  %1183 = add i64 %1177, %74
  %1184 = icmp ult i64 %1183, %845
  br i1 %1184, label %1185, label %1251, !llvm.loop !43

1185:                                             ; preds = %1179
  %1186 = getelementptr inbounds nuw i8, ptr %841, i64 %1183
  %1187 = load i32, ptr %1186, align 4, !tbaa !18
  %1188 = getelementptr inbounds nuw i8, ptr %839, i64 %1183
  store i32 %1187, ptr %1188, align 4, !tbaa !18
  %1189 = add i64 %1183, %74
  %1190 = icmp ult i64 %1189, %845
  br i1 %1190, label %1191, label %1251, !llvm.loop !43

1191:                                             ; preds = %1185
  %1192 = getelementptr inbounds nuw i8, ptr %841, i64 %1189
  %1193 = load i32, ptr %1192, align 4, !tbaa !18
  %1194 = getelementptr inbounds nuw i8, ptr %839, i64 %1189
  store i32 %1193, ptr %1194, align 4, !tbaa !18
  %1195 = add i64 %1189, %74
  %1196 = icmp ult i64 %1195, %845
  br i1 %1196, label %1197, label %1251, !llvm.loop !43

1197:                                             ; preds = %1191
  %1198 = getelementptr inbounds nuw i8, ptr %841, i64 %1195
  %1199 = load i32, ptr %1198, align 4, !tbaa !18
  %1200 = getelementptr inbounds nuw i8, ptr %839, i64 %1195
  store i32 %1199, ptr %1200, align 4, !tbaa !18
  %1201 = add i64 %1195, %74
  %1202 = icmp ult i64 %1201, %845
  br i1 %1202, label %1203, label %1251, !llvm.loop !43

1203:                                             ; preds = %1197
  %1204 = getelementptr inbounds nuw i8, ptr %841, i64 %1201
  %1205 = load i32, ptr %1204, align 4, !tbaa !18
  %1206 = getelementptr inbounds nuw i8, ptr %839, i64 %1201
  store i32 %1205, ptr %1206, align 4, !tbaa !18
  %1207 = add i64 %1201, %74
  %1208 = icmp ult i64 %1207, %845
  br i1 %1208, label %1209, label %1251, !llvm.loop !43

1209:                                             ; preds = %1203
  %1210 = getelementptr inbounds nuw i8, ptr %841, i64 %1207
  %1211 = load i32, ptr %1210, align 4, !tbaa !18
  %1212 = getelementptr inbounds nuw i8, ptr %839, i64 %1207
  store i32 %1211, ptr %1212, align 4, !tbaa !18
  %1213 = add i64 %1207, %74
  %1214 = icmp ult i64 %1213, %845
  br i1 %1214, label %1215, label %1251, !llvm.loop !43

1215:                                             ; preds = %1209
  %1216 = getelementptr inbounds nuw i8, ptr %841, i64 %1213
  %1217 = load i32, ptr %1216, align 4, !tbaa !18
  %1218 = getelementptr inbounds nuw i8, ptr %839, i64 %1213
  store i32 %1217, ptr %1218, align 4, !tbaa !18
  %1219 = add i64 %1213, %74
  %1220 = icmp ult i64 %1219, %845
  br i1 %1220, label %1221, label %1251, !llvm.loop !43

1221:                                             ; preds = %1215
  %1222 = getelementptr inbounds nuw i8, ptr %841, i64 %1219
  %1223 = load i32, ptr %1222, align 4, !tbaa !18
  %1224 = getelementptr inbounds nuw i8, ptr %839, i64 %1219
  store i32 %1223, ptr %1224, align 4, !tbaa !18
  %1225 = add i64 %1219, %74
  %1226 = icmp ult i64 %1225, %845
  br i1 %1226, label %1227, label %1251, !llvm.loop !43

1227:                                             ; preds = %1221
  %1228 = getelementptr inbounds nuw i8, ptr %841, i64 %1225
  %1229 = load i32, ptr %1228, align 4, !tbaa !18
  %1230 = getelementptr inbounds nuw i8, ptr %839, i64 %1225
  store i32 %1229, ptr %1230, align 4, !tbaa !18
  %1231 = add i64 %1225, %74
  %1232 = icmp ult i64 %1231, %845
  br i1 %1232, label %1233, label %1251, !llvm.loop !43

1233:                                             ; preds = %1227
  %1234 = getelementptr inbounds nuw i8, ptr %841, i64 %1231
  %1235 = load i32, ptr %1234, align 4, !tbaa !18
  %1236 = getelementptr inbounds nuw i8, ptr %839, i64 %1231
  store i32 %1235, ptr %1236, align 4, !tbaa !18
  %1237 = add i64 %1231, %74
  %1238 = icmp ult i64 %1237, %845
  br i1 %1238, label %1239, label %1251, !llvm.loop !43

1239:                                             ; preds = %1233
  %1240 = getelementptr inbounds nuw i8, ptr %841, i64 %1237
  %1241 = load i32, ptr %1240, align 4, !tbaa !18
  %1242 = getelementptr inbounds nuw i8, ptr %839, i64 %1237
  store i32 %1241, ptr %1242, align 4, !tbaa !18
  %1243 = add i64 %1237, %74
  %1244 = icmp ult i64 %1243, %845
  br i1 %1244, label %1245, label %1251, !llvm.loop !43

1245:                                             ; preds = %1239
  %1246 = getelementptr inbounds nuw i8, ptr %841, i64 %1243
  %1247 = load i32, ptr %1246, align 4, !tbaa !18
  %1248 = getelementptr inbounds nuw i8, ptr %839, i64 %1243
  store i32 %1247, ptr %1248, align 4, !tbaa !18
  %1249 = add i64 %1243, %74
  %1250 = icmp ult i64 %1249, %845
  br i1 %1250, label %866, label %1251, !llvm.loop !58

1251:                                             ; preds = %866, %873, %879, %885, %891, %897, %903, %909, %915, %921, %927, %933, %939, %945, %951, %957, %963, %969, %975, %981, %987, %993, %999, %1005, %1011, %1017, %1023, %1029, %1035, %1041, %1047, %1053, %1059, %1065, %1071, %1077, %1083, %1089, %1095, %1101, %1107, %1113, %1119, %1125, %1131, %1137, %1143, %1149, %1155, %1161, %1167, %1173, %1179, %1185, %1191, %1197, %1203, %1209, %1215, %1221, %1227, %1233, %1239, %1245, %852, %849, %864
  %1252 = tail call i1 @llvm.nvvm.isspacep.shared(ptr nonnull align 8 dereferenceable(8) %790)
  br i1 %1252, label %1254, label %1253

1253:                                             ; preds = %1251
  tail call void asm sideeffect "cp.async.wait_all;", "~{memory}"() #10, !srcloc !46
  br label %1258

1254:                                             ; preds = %1251
  %1255 = addrspacecast ptr %790 to ptr addrspace(3)
  %1256 = ptrtoint ptr addrspace(3) %1255 to i64
  %1257 = trunc i64 %1256 to i32
  tail call void asm sideeffect "cp.async.mbarrier.arrive.shared.b64 [$0];", "r,~{memory}"(i32 %1257) #10, !srcloc !22
  br label %1258

1258:                                             ; preds = %1254, %1253
  %1259 = tail call i1 @llvm.nvvm.isspacep.shared.cluster(ptr nonnull align 8 dereferenceable(8) %790)
  br i1 %1259, label %1282, label %1260

1260:                                             ; preds = %1258
  %1261 = tail call noundef i1 @llvm.nvvm.isspacep.local(ptr nonnull align 8 dereferenceable(8) %790)
  br i1 %1261, label %1262, label %1266

1262:                                             ; preds = %1260
  %1263 = load i64, ptr %790, align 1
  %1264 = load volatile i64, ptr %790, align 8, !tbaa !47
  %1265 = add i64 %1264, 4294967296
  store volatile i64 %1265, ptr %790, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %1266

1266:                                             ; preds = %1262, %1260
  %1267 = phi i64 [ %1263, %1262 ], [ 0, %1260 ]
  br i1 %1261, label %1270, label %1268

1268:                                             ; preds = %1266
  %1269 = tail call i64 asm sideeffect "atom.add.acq_rel.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %790, i64 4294967296) #10, !srcloc !48
  br label %1270

1270:                                             ; preds = %1268, %1266
  %1271 = phi i64 [ %1267, %1266 ], [ %1269, %1268 ]
  %1272 = add i64 %1271, 4294967296
  %1273 = xor i64 %1272, %1271
  %1274 = icmp sgt i64 %1273, -1
  br i1 %1274, label %1289, label %1275

1275:                                             ; preds = %1270
  %1276 = shl i64 %1271, 32
  br i1 %1261, label %1277, label %1280

1277:                                             ; preds = %1275
  %1278 = load volatile i64, ptr %790, align 8, !tbaa !47
  %1279 = add i64 %1278, %1276
  store volatile i64 %1279, ptr %790, align 8, !tbaa !47
  tail call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 0) #10, !srcloc !39
  br label %1289

1280:                                             ; preds = %1275
  %1281 = tail call i64 asm sideeffect "atom.add.relaxed.cta.u64 $0,[$1],$2;", "=l,l,l,~{memory}"(ptr nonnull align 8 dereferenceable(8) %790, i64 %1276) #10, !srcloc !49
  br label %1289

1282:                                             ; preds = %1258
  br i1 %1252, label %1284, label %1283

1283:                                             ; preds = %1282
  tail call void @llvm.trap()
  unreachable

1284:                                             ; preds = %1282
  %1285 = addrspacecast ptr %790 to ptr addrspace(3)
  %1286 = ptrtoint ptr addrspace(3) %1285 to i64
  %1287 = trunc i64 %1286 to i32
  %1288 = tail call noundef i64 asm "mbarrier.arrive.shared::cta.b64                             $0,  [$1], $2;    // 2. ", "=l,r,r,~{memory}"(i32 %1287, i32 1) #10, !srcloc !25
  br label %1289

1289:                                             ; preds = %1270, %1277, %1280, %1284
  %1290 = add i32 %772, 1
  %1291 = and i32 %1290, 255
  %1292 = and i32 %772, -256
  %1293 = or disjoint i32 %1291, %1292
  %1294 = lshr i32 %772, 16
  %1295 = xor i32 %1290, %1294
  %1296 = and i32 %1295, 255
  %1297 = icmp eq i32 %1296, 0
  %1298 = xor i32 %1292, 16777216
  %1299 = select i1 %1297, i32 %1298, i32 %1293
  %1300 = add nsw i32 %666, %54
  %1301 = xor i32 %669, 1
  br label %1302

1302:                                             ; preds = %1289, %760
  %1303 = phi i32 [ %1299, %1289 ], [ %772, %760 ]
  %1304 = phi i32 [ %1301, %1289 ], [ %669, %760 ]
  %1305 = phi i32 [ %1300, %1289 ], [ %666, %760 ]
  %1306 = add nsw i32 %667, %54
  %1307 = xor i32 %668, 1
  %1308 = icmp slt i32 %1306, %3
  br i1 %1308, label %665, label %600, !llvm.loop !59
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15cg_memcpy_scalePfPKffi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #9, !srcloc !11
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
  tail call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], $2, $3;", "r,l,n,n,~{memory}"(i32 %60, ptr %57, i64 4, i64 4) #10, !srcloc !66
  %61 = add nuw nsw i64 %55, %53
  %62 = icmp samesign ult i64 %61, %14
  br i1 %62, label %54, label %63, !llvm.loop !67

63:                                               ; preds = %33, %54, %19, %40
  %64 = phi i32 [ %46, %54 ], [ %46, %40 ], [ %25, %19 ], [ %25, %33 ]
  %65 = phi i32 [ %42, %54 ], [ %42, %40 ], [ %21, %19 ], [ %21, %33 ]
  %66 = phi i32 [ %41, %54 ], [ %41, %40 ], [ %20, %19 ], [ %20, %33 ]
  tail call void asm sideeffect "cp.async.commit_group;", ""() #10, !srcloc !68
  tail call void asm sideeffect "cp.async.wait_group $0;", "n"(i32 0) #10, !srcloc !69
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr captures(none)) #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #4

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
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { convergent nounwind memory(none) }
attributes #10 = { convergent nounwind }
attributes #11 = { nounwind memory(none) }

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
!11 = !{i64 2163559602, i64 2163559606, i64 2163559643, i64 2163559683, i64 2163559744, i64 2163559780, i64 2163559830}
!12 = !{i64 2166631044}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 2167382646}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !17, !20}
!22 = !{i64 2167505392}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !17, !20}
!25 = !{i64 18989688}
!26 = !{i64 2165450432}
!27 = !{i64 2166816633, i64 2166816637, i64 2166816680, i64 2166816751, i64 2166816779}
!28 = !{i64 2165475462}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN4cuda3__413make_pipelineIN18cooperative_groups4__v112thread_blockELNS_3std3__412thread_scopeE2ELh2EEENS0_8pipelineIXT0_EEERKT_PNS0_21pipeline_shared_stateIXT0_EXT1_EEE: argument 0"}
!34 = distinct !{!34, !"_ZN4cuda3__413make_pipelineIN18cooperative_groups4__v112thread_blockELNS_3std3__412thread_scopeE2ELh2EEENS0_8pipelineIXT0_EEERKT_PNS0_21pipeline_shared_stateIXT0_EXT1_EEE"}
!35 = !{i64 16218645}
!36 = !{!37, !38, i64 0}
!37 = !{!"_ZTSN4cuda3std3__416__atomic_storageImEE", !38, i64 0}
!38 = !{!"long", !8, i64 0}
!39 = !{i64 7972943}
!40 = !{i64 16190067}
!41 = !{i64 2167050219, i64 2167050223, i64 2167050253, i64 2167050318, i64 2167050346}
!42 = distinct !{!42, !17}
!43 = distinct !{!43, !17, !44}
!44 = !{!"llvm.loop.unroll.count", i32 64}
!45 = distinct !{!45, !17, !20}
!46 = !{i64 2167517529}
!47 = !{!38, !38, i64 0}
!48 = !{i64 16306794}
!49 = !{i64 16306184}
!50 = distinct !{!50, !17}
!51 = !{i32 12369}
!52 = !{i64 2169903671}
!53 = !{i64 16159271}
!54 = !{i64 16299767}
!55 = !{i64 2166564811}
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
!66 = !{i64 18522644}
!67 = distinct !{!67, !17}
!68 = !{i64 18524196}
!69 = !{i64 18524350}
!70 = distinct !{!70, !17}
