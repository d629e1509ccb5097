; ModuleID = 'image_resize.cu'
source_filename = "image_resize.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.__half = type { i16 }

@c_gauss = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@_ZZ12blur_rows_u8PhPKhiiE3row = internal unnamed_addr addrspace(3) global [136 x i8] undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z21resize_normalize_rgbaP6__halfPK6uchar4iiii6float3S4_(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %6, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %4
  %20 = icmp slt i32 %18, %5
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %175

22:                                               ; preds = %8
  %23 = sitofp i32 %13 to float
  %24 = fadd contract float %23, 5.000000e-01
  %25 = sitofp i32 %2 to float
  %26 = fmul contract float %24, %25
  %27 = sitofp i32 %4 to float
  %28 = fdiv contract float %26, %27
  %29 = fadd contract float %28, -5.000000e-01
  %30 = uitofp nneg i32 %18 to float
  %31 = fadd contract float %30, 5.000000e-01
  %32 = sitofp i32 %3 to float
  %33 = fmul contract float %31, %32
  %34 = uitofp nneg i32 %5 to float
  %35 = fdiv contract float %33, %34
  %36 = fadd contract float %35, -5.000000e-01
  %37 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %29)
  %38 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %36)
  %40 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = add nuw nsw i32 %38, 1
  %42 = add nsw i32 %2, -1
  %43 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %41, i32 range(i32 -2147483648, 2147483647) %42)
  %44 = add nuw nsw i32 %40, 1
  %45 = add nsw i32 %3, -1
  %46 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %44, i32 range(i32 -2147483648, 2147483647) %45)
  %47 = uitofp nneg i32 %38 to float
  %48 = fsub contract float %29, %47
  %49 = tail call noundef float @llvm.maxnum.f32(float %48, float 0.000000e+00)
  %50 = tail call noundef float @llvm.minnum.f32(float %49, float 1.000000e+00)
  %51 = uitofp nneg i32 %40 to float
  %52 = fsub contract float %36, %51
  %53 = tail call noundef float @llvm.maxnum.f32(float %52, float 0.000000e+00)
  %54 = tail call noundef float @llvm.minnum.f32(float %53, float 1.000000e+00)
  %55 = mul nsw i32 %40, %2
  %56 = add nsw i32 %55, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds %struct.uchar4, ptr %1, i64 %57
  %59 = load i8, ptr %58, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 1
  %61 = load i8, ptr %60, align 1, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %58, i64 2
  %63 = load i8, ptr %62, align 2, !tbaa !11
  %64 = add nsw i32 %55, %43
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds %struct.uchar4, ptr %1, i64 %65
  %67 = load i8, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 1
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %66, i64 2
  %71 = load i8, ptr %70, align 2, !tbaa !11
  %72 = mul nsw i32 %46, %2
  %73 = add nsw i32 %72, %38
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds %struct.uchar4, ptr %1, i64 %74
  %76 = load i8, ptr %75, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 1
  %78 = load i8, ptr %77, align 1, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %75, i64 2
  %80 = load i8, ptr %79, align 2, !tbaa !11
  %81 = add nsw i32 %72, %43
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds %struct.uchar4, ptr %1, i64 %82
  %84 = load i8, ptr %83, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 1
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %83, i64 2
  %88 = load i8, ptr %87, align 2, !tbaa !11
  %89 = sext i32 %4 to i64
  %90 = zext nneg i32 %5 to i64
  %91 = mul nsw i64 %90, %89
  %92 = zext nneg i32 %18 to i64
  %93 = mul nsw i64 %89, %92
  %94 = sext i32 %13 to i64
  %95 = add nsw i64 %93, %94
  %96 = zext i8 %59 to i32
  %97 = uitofp i8 %59 to float
  %98 = zext i8 %67 to i32
  %99 = sub nsw i32 %98, %96
  %100 = sitofp i32 %99 to float
  %101 = fmul contract float %50, %100
  %102 = fadd contract float %101, %97
  %103 = zext i8 %76 to i32
  %104 = uitofp i8 %76 to float
  %105 = zext i8 %84 to i32
  %106 = sub nsw i32 %105, %103
  %107 = sitofp i32 %106 to float
  %108 = fmul contract float %50, %107
  %109 = fadd contract float %108, %104
  %110 = fsub contract float %109, %102
  %111 = fmul contract float %54, %110
  %112 = fadd contract float %102, %111
  %113 = fmul contract float %112, 0x3F70101020000000
  %114 = load float, ptr %6, align 4, !tbaa !12
  %115 = fsub contract float %113, %114
  %116 = load float, ptr %7, align 4, !tbaa !12
  %117 = fmul contract float %116, %115
  %118 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %117) #6, !srcloc !15
  %119 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %95
  store i16 %118, ptr %119, align 2, !tbaa !16
  %120 = zext i8 %61 to i32
  %121 = uitofp i8 %61 to float
  %122 = zext i8 %69 to i32
  %123 = sub nsw i32 %122, %120
  %124 = sitofp i32 %123 to float
  %125 = fmul contract float %50, %124
  %126 = fadd contract float %125, %121
  %127 = zext i8 %78 to i32
  %128 = uitofp i8 %78 to float
  %129 = zext i8 %86 to i32
  %130 = sub nsw i32 %129, %127
  %131 = sitofp i32 %130 to float
  %132 = fmul contract float %50, %131
  %133 = fadd contract float %132, %128
  %134 = fsub contract float %133, %126
  %135 = fmul contract float %54, %134
  %136 = fadd contract float %126, %135
  %137 = fmul contract float %136, 0x3F70101020000000
  %138 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %139 = load float, ptr %138, align 4, !tbaa !18
  %140 = fsub contract float %137, %139
  %141 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %142 = load float, ptr %141, align 4, !tbaa !18
  %143 = fmul contract float %142, %140
  %144 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %143) #6, !srcloc !15
  %145 = getelementptr %struct.__half, ptr %0, i64 %91
  %146 = getelementptr %struct.__half, ptr %145, i64 %95
  store i16 %144, ptr %146, align 2, !tbaa !16
  %147 = zext i8 %63 to i32
  %148 = uitofp i8 %63 to float
  %149 = zext i8 %71 to i32
  %150 = sub nsw i32 %149, %147
  %151 = sitofp i32 %150 to float
  %152 = fmul contract float %50, %151
  %153 = fadd contract float %152, %148
  %154 = zext i8 %80 to i32
  %155 = uitofp i8 %80 to float
  %156 = zext i8 %88 to i32
  %157 = sub nsw i32 %156, %154
  %158 = sitofp i32 %157 to float
  %159 = fmul contract float %50, %158
  %160 = fadd contract float %159, %155
  %161 = fsub contract float %160, %153
  %162 = fmul contract float %54, %161
  %163 = fadd contract float %153, %162
  %164 = fmul contract float %163, 0x3F70101020000000
  %165 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %166 = load float, ptr %165, align 4, !tbaa !19
  %167 = fsub contract float %164, %166
  %168 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %169 = load float, ptr %168, align 4, !tbaa !19
  %170 = fmul contract float %167, %169
  %171 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %170) #6, !srcloc !15
  %172 = shl i64 %91, 2
  %173 = getelementptr i8, ptr %0, i64 %172
  %174 = getelementptr %struct.__half, ptr %173, i64 %95
  store i16 %171, ptr %174, align 2, !tbaa !16
  br label %175

175:                                              ; preds = %8, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12blur_rows_u8PhPKhii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %5, %3
  br i1 %10, label %11, label %106

11:                                               ; preds = %4
  %12 = zext nneg i32 %5 to i64
  %13 = sext i32 %2 to i64
  %14 = mul nsw i64 %13, %12
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 %14
  %16 = add nsw i32 %2, -1
  %17 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %9, i32 range(i32 -2147483648, 2147483647) %16)
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr %15, i64 %18
  %20 = load i8, ptr %19, align 1, !tbaa !11
  %21 = zext nneg i32 %8 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 4
  store i8 %20, ptr %23, align 1, !tbaa !11
  %24 = icmp samesign ult i32 %8, 4
  br i1 %24, label %25, label %37

25:                                               ; preds = %11
  %26 = add i32 %9, -4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i8, ptr %15, i64 %27
  %29 = load i8, ptr %28, align 1, !tbaa !11
  store i8 %29, ptr %22, align 1, !tbaa !11
  %30 = add i32 %7, 128
  %31 = or disjoint i32 %30, %8
  %32 = tail call noundef i32 @llvm.umin.i32(i32 %31, i32 range(i32 -2147483648, 2147483647) %16)
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %22, i64 132
  store i8 %35, ptr %36, align 1, !tbaa !11
  br label %37

37:                                               ; preds = %25, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp slt i32 %9, %2
  br i1 %38, label %39, label %106

39:                                               ; preds = %37
  %40 = load float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), align 4, !tbaa !20
  %41 = load i8, ptr %22, align 1, !tbaa !11
  %42 = uitofp i8 %41 to float
  %43 = tail call noundef float @llvm.fma.f32(float %40, float %42, float 0.000000e+00)
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 4), align 4, !tbaa !20
  %45 = zext nneg i32 %8 to i64
  %46 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 1
  %48 = load i8, ptr %47, align 1, !tbaa !11
  %49 = uitofp i8 %48 to float
  %50 = tail call noundef float @llvm.fma.f32(float %44, float %49, float %43)
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 8), align 4, !tbaa !20
  %52 = zext nneg i32 %8 to i64
  %53 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 2
  %55 = load i8, ptr %54, align 1, !tbaa !11
  %56 = uitofp i8 %55 to float
  %57 = tail call noundef float @llvm.fma.f32(float %51, float %56, float %50)
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 12), align 4, !tbaa !20
  %59 = zext nneg i32 %8 to i64
  %60 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 3
  %62 = load i8, ptr %61, align 1, !tbaa !11
  %63 = uitofp i8 %62 to float
  %64 = tail call noundef float @llvm.fma.f32(float %58, float %63, float %57)
  %65 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 16), align 4, !tbaa !20
  %66 = zext nneg i32 %8 to i64
  %67 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 4
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = uitofp i8 %69 to float
  %71 = tail call noundef float @llvm.fma.f32(float %65, float %70, float %64)
  %72 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 20), align 4, !tbaa !20
  %73 = zext nneg i32 %8 to i64
  %74 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 5
  %76 = load i8, ptr %75, align 1, !tbaa !11
  %77 = uitofp i8 %76 to float
  %78 = tail call noundef float @llvm.fma.f32(float %72, float %77, float %71)
  %79 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 24), align 4, !tbaa !20
  %80 = zext nneg i32 %8 to i64
  %81 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %80
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 6
  %83 = load i8, ptr %82, align 1, !tbaa !11
  %84 = uitofp i8 %83 to float
  %85 = tail call noundef float @llvm.fma.f32(float %79, float %84, float %78)
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 28), align 4, !tbaa !20
  %87 = zext nneg i32 %8 to i64
  %88 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 7
  %90 = load i8, ptr %89, align 1, !tbaa !11
  %91 = uitofp i8 %90 to float
  %92 = tail call noundef float @llvm.fma.f32(float %86, float %91, float %85)
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 32), align 4, !tbaa !20
  %94 = zext nneg i32 %8 to i64
  %95 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12blur_rows_u8PhPKhiiE3row to ptr), i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %97 = load i8, ptr %96, align 1, !tbaa !11
  %98 = uitofp i8 %97 to float
  %99 = tail call noundef float @llvm.fma.f32(float %93, float %98, float %92)
  %100 = tail call noundef float @llvm.minnum.f32(float %99, float 2.550000e+02)
  %101 = tail call noundef i32 @llvm.nvvm.f2ui.rn(float %100)
  %102 = trunc i32 %101 to i8
  %103 = sext i32 %9 to i64
  %104 = getelementptr i8, ptr %0, i64 %14
  %105 = getelementptr i8, ptr %104, i64 %103
  store i8 %102, ptr %105, align 1, !tbaa !11
  br label %106

106:                                              ; preds = %39, %37, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rn(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind memory(none) }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTS6float3", !14, i64 0, !14, i64 4, !14, i64 8}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 2156184477}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = !{!13, !14, i64 4}
!19 = !{!13, !14, i64 8}
!20 = !{!14, !14, i64 0}
