; ModuleID = 'gelu.cu'
source_filename = "gelu.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__nv_bfloat16 = type { i16 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15gelu_forward_f4PfPKfi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = shl i32 %8, 2
  %10 = or disjoint i32 %9, 3
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %56, label %12

12:                                               ; preds = %3
  %13 = icmp slt i32 %9, %2
  br i1 %13, label %14, label %258

14:                                               ; preds = %12
  %15 = or disjoint i32 %9, 1
  %16 = and i32 %2, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %53, label %18

18:                                               ; preds = %14
  %19 = sext i32 %9 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fmul contract float %21, 0x3FA6E4E260000000
  %23 = fmul contract float %21, %22
  %24 = fmul contract float %21, %23
  %25 = fmul contract float %21, 5.000000e-01
  %26 = fadd contract float %21, %24
  %27 = fmul contract float %26, 0x3FE9884540000000
  %28 = tail call float @llvm.nvvm.fabs.f32(float %27)
  %29 = fmul float %28, 0x4007154760000000
  %30 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %29)
  %31 = fadd float %30, 1.000000e+00
  %32 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %31) #6, !srcloc !13
  %33 = tail call float @llvm.fma.f32(float %32, float -2.000000e+00, float 1.000000e+00)
  %34 = fcmp oge float %28, 0x4022059680000000
  %35 = select i1 %34, float 1.000000e+00, float %33
  %36 = bitcast float %35 to i32
  %37 = bitcast float %27 to i32
  %38 = and i32 %37, -2147483648
  %39 = or i32 %38, %36
  %40 = bitcast i32 %39 to float
  %41 = fmul float %27, %27
  %42 = tail call float @llvm.fma.f32(float %41, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %43 = tail call float @llvm.fma.f32(float %42, float %41, float 0x3FC10B2820000000)
  %44 = tail call float @llvm.fma.f32(float %43, float %41, float 0xBFD5553DA0000000)
  %45 = tail call float @llvm.fma.f32(float %44, float %41, float 0.000000e+00)
  %46 = tail call float @llvm.fma.f32(float %45, float %27, float %27)
  %47 = fcmp oge float %28, 0x3FE3333340000000
  %48 = select i1 %47, float %40, float %46
  %49 = fadd contract float %48, 1.000000e+00
  %50 = fmul contract float %25, %49
  %51 = getelementptr inbounds float, ptr %0, i64 %19
  store float %50, ptr %51, align 4, !tbaa !11
  %52 = or disjoint i32 %9, 1
  br label %53

53:                                               ; preds = %18, %14
  %54 = phi i32 [ %9, %14 ], [ %52, %18 ]
  %55 = icmp eq i32 %2, %15
  br i1 %55, label %258, label %187

56:                                               ; preds = %3
  %57 = sext i32 %9 to i64
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  %59 = addrspacecast ptr %58 to ptr addrspace(1)
  %60 = load float, ptr addrspace(1) %59, align 16
  %61 = getelementptr inbounds nuw i8, ptr addrspace(1) %59, i64 4
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %59, i64 8
  %64 = load float, ptr addrspace(1) %63, align 8
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %59, i64 12
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = getelementptr inbounds float, ptr %0, i64 %57
  %68 = fmul contract float %60, 0x3FA6E4E260000000
  %69 = fmul contract float %60, %68
  %70 = fmul contract float %60, %69
  %71 = fmul contract float %60, 5.000000e-01
  %72 = fadd contract float %60, %70
  %73 = fmul contract float %72, 0x3FE9884540000000
  %74 = tail call float @llvm.nvvm.fabs.f32(float %73)
  %75 = fmul float %74, 0x4007154760000000
  %76 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %75)
  %77 = fadd float %76, 1.000000e+00
  %78 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %77) #6, !srcloc !13
  %79 = tail call float @llvm.fma.f32(float %78, float -2.000000e+00, float 1.000000e+00)
  %80 = fcmp oge float %74, 0x4022059680000000
  %81 = select i1 %80, float 1.000000e+00, float %79
  %82 = bitcast float %81 to i32
  %83 = bitcast float %73 to i32
  %84 = and i32 %83, -2147483648
  %85 = or i32 %84, %82
  %86 = bitcast i32 %85 to float
  %87 = fmul float %73, %73
  %88 = tail call float @llvm.fma.f32(float %87, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %89 = tail call float @llvm.fma.f32(float %88, float %87, float 0x3FC10B2820000000)
  %90 = tail call float @llvm.fma.f32(float %89, float %87, float 0xBFD5553DA0000000)
  %91 = tail call float @llvm.fma.f32(float %90, float %87, float 0.000000e+00)
  %92 = tail call float @llvm.fma.f32(float %91, float %73, float %73)
  %93 = fcmp oge float %74, 0x3FE3333340000000
  %94 = select i1 %93, float %86, float %92
  %95 = fadd contract float %94, 1.000000e+00
  %96 = fmul contract float %71, %95
  %97 = fmul contract float %62, 0x3FA6E4E260000000
  %98 = fmul contract float %62, %97
  %99 = fmul contract float %62, %98
  %100 = fmul contract float %62, 5.000000e-01
  %101 = fadd contract float %62, %99
  %102 = fmul contract float %101, 0x3FE9884540000000
  %103 = tail call float @llvm.nvvm.fabs.f32(float %102)
  %104 = fmul float %103, 0x4007154760000000
  %105 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %104)
  %106 = fadd float %105, 1.000000e+00
  %107 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %106) #6, !srcloc !13
  %108 = tail call float @llvm.fma.f32(float %107, float -2.000000e+00, float 1.000000e+00)
  %109 = fcmp oge float %103, 0x4022059680000000
  %110 = select i1 %109, float 1.000000e+00, float %108
  %111 = bitcast float %110 to i32
  %112 = bitcast float %102 to i32
  %113 = and i32 %112, -2147483648
  %114 = or i32 %113, %111
  %115 = bitcast i32 %114 to float
  %116 = fmul float %102, %102
  %117 = tail call float @llvm.fma.f32(float %116, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %118 = tail call float @llvm.fma.f32(float %117, float %116, float 0x3FC10B2820000000)
  %119 = tail call float @llvm.fma.f32(float %118, float %116, float 0xBFD5553DA0000000)
  %120 = tail call float @llvm.fma.f32(float %119, float %116, float 0.000000e+00)
  %121 = tail call float @llvm.fma.f32(float %120, float %102, float %102)
  %122 = fcmp oge float %103, 0x3FE3333340000000
  %123 = select i1 %122, float %115, float %121
  %124 = fadd contract float %123, 1.000000e+00
  %125 = fmul contract float %100, %124
  %126 = fmul contract float %64, 0x3FA6E4E260000000
  %127 = fmul contract float %64, %126
  %128 = fmul contract float %64, %127
  %129 = fmul contract float %64, 5.000000e-01
  %130 = fadd contract float %64, %128
  %131 = fmul contract float %130, 0x3FE9884540000000
  %132 = tail call float @llvm.nvvm.fabs.f32(float %131)
  %133 = fmul float %132, 0x4007154760000000
  %134 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %133)
  %135 = fadd float %134, 1.000000e+00
  %136 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %135) #6, !srcloc !13
  %137 = tail call float @llvm.fma.f32(float %136, float -2.000000e+00, float 1.000000e+00)
  %138 = fcmp oge float %132, 0x4022059680000000
  %139 = select i1 %138, float 1.000000e+00, float %137
  %140 = bitcast float %139 to i32
  %141 = bitcast float %131 to i32
  %142 = and i32 %141, -2147483648
  %143 = or i32 %142, %140
  %144 = bitcast i32 %143 to float
  %145 = fmul float %131, %131
  %146 = tail call float @llvm.fma.f32(float %145, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %145, float 0x3FC10B2820000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %145, float 0xBFD5553DA0000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %145, float 0.000000e+00)
  %150 = tail call float @llvm.fma.f32(float %149, float %131, float %131)
  %151 = fcmp oge float %132, 0x3FE3333340000000
  %152 = select i1 %151, float %144, float %150
  %153 = fadd contract float %152, 1.000000e+00
  %154 = fmul contract float %129, %153
  %155 = fmul contract float %66, 0x3FA6E4E260000000
  %156 = fmul contract float %66, %155
  %157 = fmul contract float %66, %156
  %158 = fmul contract float %66, 5.000000e-01
  %159 = fadd contract float %66, %157
  %160 = fmul contract float %159, 0x3FE9884540000000
  %161 = tail call float @llvm.nvvm.fabs.f32(float %160)
  %162 = fmul float %161, 0x4007154760000000
  %163 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %162)
  %164 = fadd float %163, 1.000000e+00
  %165 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %164) #6, !srcloc !13
  %166 = tail call float @llvm.fma.f32(float %165, float -2.000000e+00, float 1.000000e+00)
  %167 = fcmp oge float %161, 0x4022059680000000
  %168 = select i1 %167, float 1.000000e+00, float %166
  %169 = bitcast float %168 to i32
  %170 = bitcast float %160 to i32
  %171 = and i32 %170, -2147483648
  %172 = or i32 %171, %169
  %173 = bitcast i32 %172 to float
  %174 = fmul float %160, %160
  %175 = tail call float @llvm.fma.f32(float %174, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %174, float 0x3FC10B2820000000)
  %177 = tail call float @llvm.fma.f32(float %176, float %174, float 0xBFD5553DA0000000)
  %178 = tail call float @llvm.fma.f32(float %177, float %174, float 0.000000e+00)
  %179 = tail call float @llvm.fma.f32(float %178, float %160, float %160)
  %180 = fcmp oge float %161, 0x3FE3333340000000
  %181 = select i1 %180, float %173, float %179
  %182 = fadd contract float %181, 1.000000e+00
  %183 = fmul contract float %158, %182
  store float %96, ptr %67, align 16, !tbaa !11
  %184 = getelementptr inbounds nuw i8, ptr %67, i64 4
  store float %125, ptr %184, align 4, !tbaa !11
  %185 = getelementptr inbounds nuw i8, ptr %67, i64 8
  store float %154, ptr %185, align 8, !tbaa !11
  %186 = getelementptr inbounds nuw i8, ptr %67, i64 12
  store float %183, ptr %186, align 4, !tbaa !11
  br label %258

187:                                              ; preds = %53, %187
  %188 = phi i32 [ %256, %187 ], [ %54, %53 ]
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr %1, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = fmul contract float %191, 0x3FA6E4E260000000
  %193 = fmul contract float %191, %192
  %194 = fmul contract float %191, %193
  %195 = fmul contract float %191, 5.000000e-01
  %196 = fadd contract float %191, %194
  %197 = fmul contract float %196, 0x3FE9884540000000
  %198 = tail call float @llvm.nvvm.fabs.f32(float %197)
  %199 = fmul float %198, 0x4007154760000000
  %200 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %199)
  %201 = fadd float %200, 1.000000e+00
  %202 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %201) #6, !srcloc !13
  %203 = tail call float @llvm.fma.f32(float %202, float -2.000000e+00, float 1.000000e+00)
  %204 = fcmp oge float %198, 0x4022059680000000
  %205 = select i1 %204, float 1.000000e+00, float %203
  %206 = bitcast float %205 to i32
  %207 = bitcast float %197 to i32
  %208 = and i32 %207, -2147483648
  %209 = or i32 %208, %206
  %210 = bitcast i32 %209 to float
  %211 = fmul float %197, %197
  %212 = tail call float @llvm.fma.f32(float %211, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %213 = tail call float @llvm.fma.f32(float %212, float %211, float 0x3FC10B2820000000)
  %214 = tail call float @llvm.fma.f32(float %213, float %211, float 0xBFD5553DA0000000)
  %215 = tail call float @llvm.fma.f32(float %214, float %211, float 0.000000e+00)
  %216 = tail call float @llvm.fma.f32(float %215, float %197, float %197)
  %217 = fcmp oge float %198, 0x3FE3333340000000
  %218 = select i1 %217, float %210, float %216
  %219 = fadd contract float %218, 1.000000e+00
  %220 = fmul contract float %195, %219
  %221 = getelementptr inbounds float, ptr %0, i64 %189
  store float %220, ptr %221, align 4, !tbaa !11
  %222 = add i32 %188, 1
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr %1, i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !11
  %226 = fmul contract float %225, 0x3FA6E4E260000000
  %227 = fmul contract float %225, %226
  %228 = fmul contract float %225, %227
  %229 = fmul contract float %225, 5.000000e-01
  %230 = fadd contract float %225, %228
  %231 = fmul contract float %230, 0x3FE9884540000000
  %232 = tail call float @llvm.nvvm.fabs.f32(float %231)
  %233 = fmul float %232, 0x4007154760000000
  %234 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %233)
  %235 = fadd float %234, 1.000000e+00
  %236 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %235) #6, !srcloc !13
  %237 = tail call float @llvm.fma.f32(float %236, float -2.000000e+00, float 1.000000e+00)
  %238 = fcmp oge float %232, 0x4022059680000000
  %239 = select i1 %238, float 1.000000e+00, float %237
  %240 = bitcast float %239 to i32
  %241 = bitcast float %231 to i32
  %242 = and i32 %241, -2147483648
  %243 = or i32 %242, %240
  %244 = bitcast i32 %243 to float
  %245 = fmul float %231, %231
  %246 = tail call float @llvm.fma.f32(float %245, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %247 = tail call float @llvm.fma.f32(float %246, float %245, float 0x3FC10B2820000000)
  %248 = tail call float @llvm.fma.f32(float %247, float %245, float 0xBFD5553DA0000000)
  %249 = tail call float @llvm.fma.f32(float %248, float %245, float 0.000000e+00)
  %250 = tail call float @llvm.fma.f32(float %249, float %231, float %231)
  %251 = fcmp oge float %232, 0x3FE3333340000000
  %252 = select i1 %251, float %244, float %250
  %253 = fadd contract float %252, 1.000000e+00
  %254 = fmul contract float %229, %253
  %255 = getelementptr inbounds float, ptr %0, i64 %223
  store float %254, ptr %255, align 4, !tbaa !11
  %256 = add i32 %188, 2
  %257 = icmp eq i32 %256, %2
  br i1 %257, label %258, label %187, !llvm.loop !14

258:                                              ; preds = %53, %187, %12, %56
  ret void
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z21gelu_backward_inplacePfPKfi(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %11, %5
  br label %14

13:                                               ; preds = %14, %3
  ret void

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %79, %14 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = fmul contract float %18, 0x3FA6E4E260000000
  %20 = fmul contract float %18, %19
  %21 = fmul contract float %18, %20
  %22 = fadd contract float %18, %21
  %23 = fmul contract float %22, 0x3FE9884540000000
  %24 = tail call float @llvm.nvvm.fabs.f32(float %23)
  %25 = fmul float %24, 0x4007154760000000
  %26 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %25)
  %27 = fadd float %26, 1.000000e+00
  %28 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %27) #6, !srcloc !13
  %29 = tail call float @llvm.fma.f32(float %28, float -2.000000e+00, float 1.000000e+00)
  %30 = fcmp oge float %24, 0x4022059680000000
  %31 = select i1 %30, float 1.000000e+00, float %29
  %32 = bitcast float %31 to i32
  %33 = bitcast float %23 to i32
  %34 = and i32 %33, -2147483648
  %35 = or i32 %34, %32
  %36 = bitcast i32 %35 to float
  %37 = fmul float %23, %23
  %38 = tail call float @llvm.fma.f32(float %37, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %39 = tail call float @llvm.fma.f32(float %38, float %37, float 0x3FC10B2820000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %37, float 0xBFD5553DA0000000)
  %41 = tail call float @llvm.fma.f32(float %40, float %37, float 0.000000e+00)
  %42 = tail call float @llvm.fma.f32(float %41, float %23, float %23)
  %43 = fcmp oge float %24, 0x3FE3333340000000
  %44 = select i1 %43, float %36, float %42
  %45 = tail call float @llvm.nvvm.mul.rn.f(float %24, float 0x3FF7154760000000) #7
  %46 = tail call float @llvm.trunc.f32(float %45)
  %47 = tail call float @llvm.nvvm.fabs.f32(float %46)
  %48 = fcmp ogt float %47, 1.260000e+02
  %49 = tail call float @llvm.copysign.f32(float 1.260000e+02, float %46)
  %50 = select i1 %48, float %49, float %46
  %51 = tail call float @llvm.fma.f32(float %50, float 0xBFE62E4300000000, float %24)
  %52 = tail call float @llvm.fma.f32(float %50, float 0x3E205C6100000000, float %51)
  %53 = fmul float %52, 0x3FF7154760000000
  %54 = fadd float %50, 0x4168000FA0000000
  %55 = bitcast float %54 to i32
  %56 = shl i32 %55, 23
  %57 = bitcast i32 %56 to float
  %58 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %53)
  %59 = fmul float %58, %57
  %60 = tail call float @llvm.nvvm.div.approx.f(float 1.250000e-01, float %59) #7
  %61 = tail call float @llvm.fma.f32(float %59, float 2.000000e+00, float %60)
  %62 = fcmp oge float %24, 9.000000e+01
  %63 = select i1 %62, float 0x7FF0000000000000, float %61
  %64 = fmul contract float %63, %63
  %65 = fdiv contract float 1.000000e+00, %64
  %66 = fadd contract float %44, 1.000000e+00
  %67 = fmul contract float %66, 5.000000e-01
  %68 = fmul contract float %18, 5.000000e-01
  %69 = fmul contract float %68, %65
  %70 = fmul contract float %69, 0x3FE9884540000000
  %71 = fmul contract float %18, 0x3FC12BA9C0000000
  %72 = fmul contract float %18, %71
  %73 = fadd contract float %72, 1.000000e+00
  %74 = fmul contract float %73, %70
  %75 = fadd contract float %67, %74
  %76 = getelementptr inbounds float, ptr %0, i64 %16
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = fmul contract float %77, %75
  store float %78, ptr %76, align 4, !tbaa !11
  %79 = add i32 %15, %12
  %80 = icmp slt i32 %79, %2
  br i1 %80, label %14, label %13, !llvm.loop !16
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z19gelu_forward_bf16x8P13__nv_bfloat16PKS_m(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = mul nuw nsw i64 %5, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = add nuw nsw i64 %8, %10
  %12 = shl nuw nsw i64 %11, 3
  %13 = icmp ult i64 %12, %2
  br i1 %13, label %14, label %301

14:                                               ; preds = %3
  %15 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %1, i64 %12
  %16 = tail call { i32, i32, i32, i32 } asm "ld.global.cs.v4.u32 {$0,$1,$2,$3}, [$4];", "=r,=r,=r,=r,l"(ptr %15) #8, !srcloc !17
  %17 = extractvalue { i32, i32, i32, i32 } %16, 0
  %18 = extractvalue { i32, i32, i32, i32 } %16, 1
  %19 = extractvalue { i32, i32, i32, i32 } %16, 2
  %20 = extractvalue { i32, i32, i32, i32 } %16, 3
  %21 = trunc i32 %17 to i16
  %22 = lshr i32 %17, 16
  %23 = trunc nuw i32 %22 to i16
  %24 = trunc i32 %18 to i16
  %25 = lshr i32 %18, 16
  %26 = trunc nuw i32 %25 to i16
  %27 = trunc i32 %19 to i16
  %28 = lshr i32 %19, 16
  %29 = trunc nuw i32 %28 to i16
  %30 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %21) #8, !srcloc !18
  %31 = fmul contract float %30, 0x3FA6E4E260000000
  %32 = fmul contract float %30, %31
  %33 = fmul contract float %30, %32
  %34 = fmul contract float %30, 5.000000e-01
  %35 = fadd contract float %30, %33
  %36 = fmul contract float %35, 0x3FE9884540000000
  %37 = tail call float @llvm.nvvm.fabs.f32(float %36)
  %38 = fmul float %37, 0x4007154760000000
  %39 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %38)
  %40 = fadd float %39, 1.000000e+00
  %41 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %40) #6, !srcloc !13
  %42 = tail call float @llvm.fma.f32(float %41, float -2.000000e+00, float 1.000000e+00)
  %43 = fcmp oge float %37, 0x4022059680000000
  %44 = select i1 %43, float 1.000000e+00, float %42
  %45 = bitcast float %44 to i32
  %46 = bitcast float %36 to i32
  %47 = and i32 %46, -2147483648
  %48 = or i32 %47, %45
  %49 = bitcast i32 %48 to float
  %50 = fmul float %36, %36
  %51 = tail call float @llvm.fma.f32(float %50, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %52 = tail call float @llvm.fma.f32(float %51, float %50, float 0x3FC10B2820000000)
  %53 = tail call float @llvm.fma.f32(float %52, float %50, float 0xBFD5553DA0000000)
  %54 = tail call float @llvm.fma.f32(float %53, float %50, float 0.000000e+00)
  %55 = tail call float @llvm.fma.f32(float %54, float %36, float %36)
  %56 = fcmp oge float %37, 0x3FE3333340000000
  %57 = select i1 %56, float %49, float %55
  %58 = fadd contract float %57, 1.000000e+00
  %59 = fmul contract float %34, %58
  %60 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %59) #8, !srcloc !19
  %61 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %23) #8, !srcloc !18
  %62 = fmul contract float %61, 0x3FA6E4E260000000
  %63 = fmul contract float %61, %62
  %64 = fmul contract float %61, %63
  %65 = fmul contract float %61, 5.000000e-01
  %66 = fadd contract float %61, %64
  %67 = fmul contract float %66, 0x3FE9884540000000
  %68 = tail call float @llvm.nvvm.fabs.f32(float %67)
  %69 = fmul float %68, 0x4007154760000000
  %70 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %69)
  %71 = fadd float %70, 1.000000e+00
  %72 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %71) #6, !srcloc !13
  %73 = tail call float @llvm.fma.f32(float %72, float -2.000000e+00, float 1.000000e+00)
  %74 = fcmp oge float %68, 0x4022059680000000
  %75 = select i1 %74, float 1.000000e+00, float %73
  %76 = bitcast float %75 to i32
  %77 = bitcast float %67 to i32
  %78 = and i32 %77, -2147483648
  %79 = or i32 %78, %76
  %80 = bitcast i32 %79 to float
  %81 = fmul float %67, %67
  %82 = tail call float @llvm.fma.f32(float %81, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %83 = tail call float @llvm.fma.f32(float %82, float %81, float 0x3FC10B2820000000)
  %84 = tail call float @llvm.fma.f32(float %83, float %81, float 0xBFD5553DA0000000)
  %85 = tail call float @llvm.fma.f32(float %84, float %81, float 0.000000e+00)
  %86 = tail call float @llvm.fma.f32(float %85, float %67, float %67)
  %87 = fcmp oge float %68, 0x3FE3333340000000
  %88 = select i1 %87, float %80, float %86
  %89 = fadd contract float %88, 1.000000e+00
  %90 = fmul contract float %65, %89
  %91 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %90) #8, !srcloc !19
  %92 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %24) #8, !srcloc !18
  %93 = fmul contract float %92, 0x3FA6E4E260000000
  %94 = fmul contract float %92, %93
  %95 = fmul contract float %92, %94
  %96 = fmul contract float %92, 5.000000e-01
  %97 = fadd contract float %92, %95
  %98 = fmul contract float %97, 0x3FE9884540000000
  %99 = tail call float @llvm.nvvm.fabs.f32(float %98)
  %100 = fmul float %99, 0x4007154760000000
  %101 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %100)
  %102 = fadd float %101, 1.000000e+00
  %103 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %102) #6, !srcloc !13
  %104 = tail call float @llvm.fma.f32(float %103, float -2.000000e+00, float 1.000000e+00)
  %105 = fcmp oge float %99, 0x4022059680000000
  %106 = select i1 %105, float 1.000000e+00, float %104
  %107 = bitcast float %106 to i32
  %108 = bitcast float %98 to i32
  %109 = and i32 %108, -2147483648
  %110 = or i32 %109, %107
  %111 = bitcast i32 %110 to float
  %112 = fmul float %98, %98
  %113 = tail call float @llvm.fma.f32(float %112, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %114 = tail call float @llvm.fma.f32(float %113, float %112, float 0x3FC10B2820000000)
  %115 = tail call float @llvm.fma.f32(float %114, float %112, float 0xBFD5553DA0000000)
  %116 = tail call float @llvm.fma.f32(float %115, float %112, float 0.000000e+00)
  %117 = tail call float @llvm.fma.f32(float %116, float %98, float %98)
  %118 = fcmp oge float %99, 0x3FE3333340000000
  %119 = select i1 %118, float %111, float %117
  %120 = fadd contract float %119, 1.000000e+00
  %121 = fmul contract float %96, %120
  %122 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %121) #8, !srcloc !19
  %123 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %26) #8, !srcloc !18
  %124 = fmul contract float %123, 0x3FA6E4E260000000
  %125 = fmul contract float %123, %124
  %126 = fmul contract float %123, %125
  %127 = fmul contract float %123, 5.000000e-01
  %128 = fadd contract float %123, %126
  %129 = fmul contract float %128, 0x3FE9884540000000
  %130 = tail call float @llvm.nvvm.fabs.f32(float %129)
  %131 = fmul float %130, 0x4007154760000000
  %132 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %131)
  %133 = fadd float %132, 1.000000e+00
  %134 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %133) #6, !srcloc !13
  %135 = tail call float @llvm.fma.f32(float %134, float -2.000000e+00, float 1.000000e+00)
  %136 = fcmp oge float %130, 0x4022059680000000
  %137 = select i1 %136, float 1.000000e+00, float %135
  %138 = bitcast float %137 to i32
  %139 = bitcast float %129 to i32
  %140 = and i32 %139, -2147483648
  %141 = or i32 %140, %138
  %142 = bitcast i32 %141 to float
  %143 = fmul float %129, %129
  %144 = tail call float @llvm.fma.f32(float %143, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %145 = tail call float @llvm.fma.f32(float %144, float %143, float 0x3FC10B2820000000)
  %146 = tail call float @llvm.fma.f32(float %145, float %143, float 0xBFD5553DA0000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %143, float 0.000000e+00)
  %148 = tail call float @llvm.fma.f32(float %147, float %129, float %129)
  %149 = fcmp oge float %130, 0x3FE3333340000000
  %150 = select i1 %149, float %142, float %148
  %151 = fadd contract float %150, 1.000000e+00
  %152 = fmul contract float %127, %151
  %153 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %152) #8, !srcloc !19
  %154 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %27) #8, !srcloc !18
  %155 = fmul contract float %154, 0x3FA6E4E260000000
  %156 = fmul contract float %154, %155
  %157 = fmul contract float %154, %156
  %158 = fmul contract float %154, 5.000000e-01
  %159 = fadd contract float %154, %157
  %160 = fmul contract float %159, 0x3FE9884540000000
  %161 = tail call float @llvm.nvvm.fabs.f32(float %160)
  %162 = fmul float %161, 0x4007154760000000
  %163 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %162)
  %164 = fadd float %163, 1.000000e+00
  %165 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %164) #6, !srcloc !13
  %166 = tail call float @llvm.fma.f32(float %165, float -2.000000e+00, float 1.000000e+00)
  %167 = fcmp oge float %161, 0x4022059680000000
  %168 = select i1 %167, float 1.000000e+00, float %166
  %169 = bitcast float %168 to i32
  %170 = bitcast float %160 to i32
  %171 = and i32 %170, -2147483648
  %172 = or i32 %171, %169
  %173 = bitcast i32 %172 to float
  %174 = fmul float %160, %160
  %175 = tail call float @llvm.fma.f32(float %174, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %174, float 0x3FC10B2820000000)
  %177 = tail call float @llvm.fma.f32(float %176, float %174, float 0xBFD5553DA0000000)
  %178 = tail call float @llvm.fma.f32(float %177, float %174, float 0.000000e+00)
  %179 = tail call float @llvm.fma.f32(float %178, float %160, float %160)
  %180 = fcmp oge float %161, 0x3FE3333340000000
  %181 = select i1 %180, float %173, float %179
  %182 = fadd contract float %181, 1.000000e+00
  %183 = fmul contract float %158, %182
  %184 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %183) #8, !srcloc !19
  %185 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %29) #8, !srcloc !18
  %186 = fmul contract float %185, 0x3FA6E4E260000000
  %187 = fmul contract float %185, %186
  %188 = fmul contract float %185, %187
  %189 = fmul contract float %185, 5.000000e-01
  %190 = fadd contract float %185, %188
  %191 = fmul contract float %190, 0x3FE9884540000000
  %192 = tail call float @llvm.nvvm.fabs.f32(float %191)
  %193 = fmul float %192, 0x4007154760000000
  %194 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %193)
  %195 = fadd float %194, 1.000000e+00
  %196 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %195) #6, !srcloc !13
  %197 = tail call float @llvm.fma.f32(float %196, float -2.000000e+00, float 1.000000e+00)
  %198 = fcmp oge float %192, 0x4022059680000000
  %199 = select i1 %198, float 1.000000e+00, float %197
  %200 = bitcast float %199 to i32
  %201 = bitcast float %191 to i32
  %202 = and i32 %201, -2147483648
  %203 = or i32 %202, %200
  %204 = bitcast i32 %203 to float
  %205 = fmul float %191, %191
  %206 = tail call float @llvm.fma.f32(float %205, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %207 = tail call float @llvm.fma.f32(float %206, float %205, float 0x3FC10B2820000000)
  %208 = tail call float @llvm.fma.f32(float %207, float %205, float 0xBFD5553DA0000000)
  %209 = tail call float @llvm.fma.f32(float %208, float %205, float 0.000000e+00)
  %210 = tail call float @llvm.fma.f32(float %209, float %191, float %191)
  %211 = fcmp oge float %192, 0x3FE3333340000000
  %212 = select i1 %211, float %204, float %210
  %213 = fadd contract float %212, 1.000000e+00
  %214 = fmul contract float %189, %213
  %215 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %214) #8, !srcloc !19
  %216 = trunc i32 %20 to i16
  %217 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %216) #8, !srcloc !18
  %218 = fmul contract float %217, 0x3FA6E4E260000000
  %219 = fmul contract float %217, %218
  %220 = fmul contract float %217, %219
  %221 = fmul contract float %217, 5.000000e-01
  %222 = fadd contract float %217, %220
  %223 = fmul contract float %222, 0x3FE9884540000000
  %224 = tail call float @llvm.nvvm.fabs.f32(float %223)
  %225 = fmul float %224, 0x4007154760000000
  %226 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %225)
  %227 = fadd float %226, 1.000000e+00
  %228 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %227) #6, !srcloc !13
  %229 = tail call float @llvm.fma.f32(float %228, float -2.000000e+00, float 1.000000e+00)
  %230 = fcmp oge float %224, 0x4022059680000000
  %231 = select i1 %230, float 1.000000e+00, float %229
  %232 = bitcast float %231 to i32
  %233 = bitcast float %223 to i32
  %234 = and i32 %233, -2147483648
  %235 = or i32 %234, %232
  %236 = bitcast i32 %235 to float
  %237 = fmul float %223, %223
  %238 = tail call float @llvm.fma.f32(float %237, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %239 = tail call float @llvm.fma.f32(float %238, float %237, float 0x3FC10B2820000000)
  %240 = tail call float @llvm.fma.f32(float %239, float %237, float 0xBFD5553DA0000000)
  %241 = tail call float @llvm.fma.f32(float %240, float %237, float 0.000000e+00)
  %242 = tail call float @llvm.fma.f32(float %241, float %223, float %223)
  %243 = fcmp oge float %224, 0x3FE3333340000000
  %244 = select i1 %243, float %236, float %242
  %245 = fadd contract float %244, 1.000000e+00
  %246 = fmul contract float %221, %245
  %247 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %246) #8, !srcloc !19
  %248 = zext i16 %247 to i32
  %249 = lshr i32 %20, 16
  %250 = trunc nuw i32 %249 to i16
  %251 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %250) #8, !srcloc !18
  %252 = fmul contract float %251, 0x3FA6E4E260000000
  %253 = fmul contract float %251, %252
  %254 = fmul contract float %251, %253
  %255 = fmul contract float %251, 5.000000e-01
  %256 = fadd contract float %251, %254
  %257 = fmul contract float %256, 0x3FE9884540000000
  %258 = tail call float @llvm.nvvm.fabs.f32(float %257)
  %259 = fmul float %258, 0x4007154760000000
  %260 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %259)
  %261 = fadd float %260, 1.000000e+00
  %262 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %261) #6, !srcloc !13
  %263 = tail call float @llvm.fma.f32(float %262, float -2.000000e+00, float 1.000000e+00)
  %264 = fcmp oge float %258, 0x4022059680000000
  %265 = select i1 %264, float 1.000000e+00, float %263
  %266 = bitcast float %265 to i32
  %267 = bitcast float %257 to i32
  %268 = and i32 %267, -2147483648
  %269 = or i32 %268, %266
  %270 = bitcast i32 %269 to float
  %271 = fmul float %257, %257
  %272 = tail call float @llvm.fma.f32(float %271, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %273 = tail call float @llvm.fma.f32(float %272, float %271, float 0x3FC10B2820000000)
  %274 = tail call float @llvm.fma.f32(float %273, float %271, float 0xBFD5553DA0000000)
  %275 = tail call float @llvm.fma.f32(float %274, float %271, float 0.000000e+00)
  %276 = tail call float @llvm.fma.f32(float %275, float %257, float %257)
  %277 = fcmp oge float %258, 0x3FE3333340000000
  %278 = select i1 %277, float %270, float %276
  %279 = fadd contract float %278, 1.000000e+00
  %280 = fmul contract float %255, %279
  %281 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %280) #8, !srcloc !19
  %282 = zext i16 %281 to i32
  %283 = shl nuw i32 %282, 16
  %284 = or disjoint i32 %283, %248
  %285 = getelementptr inbounds nuw %struct.__nv_bfloat16, ptr %0, i64 %12
  %286 = zext i16 %91 to i32
  %287 = shl nuw i32 %286, 16
  %288 = zext i16 %60 to i32
  %289 = or disjoint i32 %287, %288
  store i32 %289, ptr %285, align 16, !tbaa !6
  %290 = getelementptr inbounds nuw i8, ptr %285, i64 4
  %291 = zext i16 %153 to i32
  %292 = shl nuw i32 %291, 16
  %293 = zext i16 %122 to i32
  %294 = or disjoint i32 %292, %293
  store i32 %294, ptr %290, align 4, !tbaa !6
  %295 = getelementptr inbounds nuw i8, ptr %285, i64 8
  %296 = zext i16 %215 to i32
  %297 = shl nuw i32 %296, 16
  %298 = zext i16 %184 to i32
  %299 = or disjoint i32 %297, %298
  store i32 %299, ptr %295, align 8, !tbaa !6
  %300 = getelementptr inbounds nuw i8, ptr %285, i64 12
  store i32 %284, ptr %300, align 4, !tbaa !6
  br label %301

301:                                              ; preds = %3, %14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z14gelu_erf_half2P7__half2PKS_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %86

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__half2, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %13) #8, !srcloc !20
  %15 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %13) #8, !srcloc !21
  %16 = fmul contract float %14, 5.000000e-01
  %17 = fmul contract float %14, 0x3FE6A09E60000000
  %18 = tail call float @llvm.nvvm.fabs.f32(float %17)
  %19 = fcmp oge float %18, 0x3FF00C1FC0000000
  %20 = fmul float %17, %17
  %21 = select i1 %19, float %18, float %20
  %22 = select i1 %19, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %23 = select i1 %19, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %24 = tail call float @llvm.fma.f32(float %22, float %21, float %23)
  %25 = select i1 %19, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %26 = tail call float @llvm.fma.f32(float %24, float %21, float %25)
  %27 = select i1 %19, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %28 = tail call float @llvm.fma.f32(float %26, float %21, float %27)
  %29 = select i1 %19, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %30 = tail call float @llvm.fma.f32(float %28, float %21, float %29)
  %31 = select i1 %19, float 0x3FED369F20000000, float 0xBFD8127580000000
  %32 = tail call float @llvm.fma.f32(float %30, float %21, float %31)
  %33 = select i1 %19, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %34 = tail call float @llvm.fma.f32(float %32, float %21, float %33)
  %35 = fneg float %21
  %36 = select i1 %19, float %35, float %17
  %37 = tail call float @llvm.fma.f32(float %34, float %36, float %36)
  br i1 %19, label %38, label %46

38:                                               ; preds = %10
  %39 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %37)
  %40 = fsub float 1.000000e+00, %39
  %41 = bitcast float %40 to i32
  %42 = bitcast float %17 to i32
  %43 = and i32 %42, -2147483648
  %44 = or i32 %43, %41
  %45 = bitcast i32 %44 to float
  br label %46

46:                                               ; preds = %10, %38
  %47 = phi float [ %45, %38 ], [ %37, %10 ]
  %48 = fadd contract float %47, 1.000000e+00
  %49 = fmul contract float %16, %48
  %50 = fmul contract float %15, 5.000000e-01
  %51 = fmul contract float %15, 0x3FE6A09E60000000
  %52 = tail call float @llvm.nvvm.fabs.f32(float %51)
  %53 = fcmp oge float %52, 0x3FF00C1FC0000000
  %54 = fmul float %51, %51
  %55 = select i1 %53, float %52, float %54
  %56 = select i1 %53, float 0x3F1D698740000000, float 0x3F163D2D40000000
  %57 = select i1 %53, float 0xBF55C00B60000000, float 0xBF4AE9A400000000
  %58 = tail call float @llvm.fma.f32(float %56, float %55, float %57)
  %59 = select i1 %53, float 0x3F813233E0000000, float 0x3F755ABD40000000
  %60 = tail call float @llvm.fma.f32(float %58, float %55, float %59)
  %61 = select i1 %53, float 0xBFA49B3340000000, float 0xBF9B837CE0000000
  %62 = tail call float @llvm.fma.f32(float %60, float %55, float %61)
  %63 = select i1 %53, float 0x3FC46AA320000000, float 0x3FBCE315E0000000
  %64 = tail call float @llvm.fma.f32(float %62, float %55, float %63)
  %65 = select i1 %53, float 0x3FED369F20000000, float 0xBFD8127580000000
  %66 = tail call float @llvm.fma.f32(float %64, float %55, float %65)
  %67 = select i1 %53, float 0x3FE4214280000000, float 0x3FC06EBA60000000
  %68 = tail call float @llvm.fma.f32(float %66, float %55, float %67)
  %69 = fneg float %55
  %70 = select i1 %53, float %69, float %51
  %71 = tail call float @llvm.fma.f32(float %68, float %70, float %70)
  br i1 %53, label %72, label %80

72:                                               ; preds = %46
  %73 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %71)
  %74 = fsub float 1.000000e+00, %73
  %75 = bitcast float %74 to i32
  %76 = bitcast float %51 to i32
  %77 = and i32 %76, -2147483648
  %78 = or i32 %77, %75
  %79 = bitcast i32 %78 to float
  br label %80

80:                                               ; preds = %46, %72
  %81 = phi float [ %79, %72 ], [ %71, %46 ]
  %82 = fadd contract float %81, 1.000000e+00
  %83 = fmul contract float %50, %82
  %84 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %49, float %83) #8, !srcloc !22
  %85 = getelementptr inbounds %struct.__half2, ptr %0, i64 %11
  store i32 %84, ptr %85, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %3, %80
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind memory(none) }
attributes #7 = { nounwind }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i32 21584}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{i64 2155539613}
!18 = !{i64 2158533536}
!19 = !{i64 2158472246}
!20 = !{i64 2156388205, i64 2156388239, i64 2156388276}
!21 = !{i64 2156388390, i64 2156388424, i64 2156388461}
!22 = !{i64 2156237294}
