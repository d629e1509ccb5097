; ModuleID = 'sgemm_warptile.cu'
source_filename = "sgemm_warptile.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ16sgemm_warptilingiiiPKfS0_PfE2As = internal unnamed_addr addrspace(3) global [16 x [132 x float]] undef, align 4
@_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs = internal unnamed_addr addrspace(3) global [16 x [128 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16sgemm_warptilingiiiPKfS0_Pf(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 5
  %9 = lshr i32 %7, 7
  %10 = and i32 %8, 3
  %11 = lshr i32 %7, 2
  %12 = and i32 %11, 7
  %13 = and i32 %7, 3
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = shl nuw nsw i32 %14, 7
  %16 = sext i32 %2 to i64
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = icmp sgt i32 %2, 0
  br i1 %18, label %26, label %19

19:                                               ; preds = %6
  %20 = shl nuw nsw i32 %9, 6
  %21 = shl nuw nsw i32 %12, 2
  %22 = shl i32 %17, 7
  %23 = shl nuw nsw i32 %10, 5
  %24 = shl nuw nsw i32 %13, 2
  %25 = sext i32 %1 to i64
  br label %135

26:                                               ; preds = %6
  %27 = zext nneg i32 %17 to i64
  %28 = shl nuw nsw i64 %27, 9
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 %28
  %30 = zext nneg i32 %15 to i64
  %31 = mul nuw nsw i64 %16, %30
  %32 = getelementptr inbounds nuw float, ptr %3, i64 %31
  %33 = icmp samesign ult i32 %7, 512
  %34 = shl i32 %17, 7
  %35 = or disjoint i32 %34, 3
  %36 = sext i32 %1 to i64
  %37 = shl nuw nsw i32 %9, 6
  %38 = shl nuw nsw i32 %12, 2
  %39 = or disjoint i32 %37, %38
  %40 = shl nuw nsw i32 %10, 5
  %41 = shl nuw nsw i32 %13, 2
  %42 = or disjoint i32 %40, %41
  %43 = shl nuw nsw i32 %7, 2
  %44 = and i32 %43, 12
  %45 = shl nuw nsw i32 %7, 2
  %46 = and i32 %45, 124
  %47 = or disjoint i32 %44, 3
  %48 = zext nneg i32 %44 to i64
  %49 = zext nneg i32 %44 to i64
  %50 = getelementptr float, ptr %32, i64 %49
  %51 = or disjoint i32 %46, %35
  %52 = icmp ult i32 %51, %1
  %53 = zext nneg i32 %46 to i64
  %54 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 %53
  %55 = getelementptr float, ptr %29, i64 %53
  %56 = zext nneg i32 %39 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 %56
  %58 = or disjoint i32 %39, 32
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 %59
  %61 = zext nneg i32 %42 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 %61
  %63 = or disjoint i32 %42, 16
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 %64
  %66 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 528), i64 %56
  %67 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 528), i64 %59
  %68 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 512), i64 %61
  %69 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 512), i64 %64
  %70 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 1056), i64 %56
  %71 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 1056), i64 %59
  %72 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 1024), i64 %61
  %73 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 1024), i64 %64
  %74 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 1584), i64 %56
  %75 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 1584), i64 %59
  %76 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 1536), i64 %61
  %77 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 1536), i64 %64
  %78 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 2112), i64 %56
  %79 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 2112), i64 %59
  %80 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 2048), i64 %61
  %81 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 2048), i64 %64
  %82 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 2640), i64 %56
  %83 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 2640), i64 %59
  %84 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 2560), i64 %61
  %85 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 2560), i64 %64
  %86 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 3168), i64 %56
  %87 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 3168), i64 %59
  %88 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 3072), i64 %61
  %89 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 3072), i64 %64
  %90 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 3696), i64 %56
  %91 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 3696), i64 %59
  %92 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 3584), i64 %61
  %93 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 3584), i64 %64
  %94 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 4224), i64 %56
  %95 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 4224), i64 %59
  %96 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 4096), i64 %61
  %97 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 4096), i64 %64
  %98 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 4752), i64 %56
  %99 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 4752), i64 %59
  %100 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 4608), i64 %61
  %101 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 4608), i64 %64
  %102 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 5280), i64 %56
  %103 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 5280), i64 %59
  %104 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 5120), i64 %61
  %105 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 5120), i64 %64
  %106 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 5808), i64 %56
  %107 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 5808), i64 %59
  %108 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 5632), i64 %61
  %109 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 5632), i64 %64
  %110 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 6336), i64 %56
  %111 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 6336), i64 %59
  %112 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 6144), i64 %61
  %113 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 6144), i64 %64
  %114 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 6864), i64 %56
  %115 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 6864), i64 %59
  %116 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 6656), i64 %61
  %117 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 6656), i64 %64
  %118 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 7392), i64 %56
  %119 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 7392), i64 %59
  %120 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 7168), i64 %61
  %121 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 7168), i64 %64
  %122 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 7920), i64 %56
  %123 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 7920), i64 %59
  %124 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 7680), i64 %61
  %125 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2Bs to ptr), i64 7680), i64 %64
  br label %126

126:                                              ; preds = %26, %192
  %127 = phi i32 [ 0, %26 ], [ %322, %192 ]
  %128 = phi <64 x float> [ zeroinitializer, %26 ], [ %321, %192 ]
  %129 = shufflevector <64 x float> %128, <64 x float> poison, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  br i1 %33, label %130, label %192

130:                                              ; preds = %126
  %131 = zext nneg i32 %127 to i64
  %132 = or disjoint i32 %127, %47
  %133 = icmp slt i32 %132, %2
  %134 = getelementptr float, ptr %50, i64 %131
  br label %153

135:                                              ; preds = %192, %19
  %136 = phi i64 [ %25, %19 ], [ %36, %192 ]
  %137 = phi i32 [ %24, %19 ], [ %41, %192 ]
  %138 = phi i32 [ %23, %19 ], [ %40, %192 ]
  %139 = phi i32 [ %22, %19 ], [ %34, %192 ]
  %140 = phi i32 [ %21, %19 ], [ %38, %192 ]
  %141 = phi i32 [ %20, %19 ], [ %37, %192 ]
  %142 = phi <64 x float> [ zeroinitializer, %19 ], [ %321, %192 ]
  %143 = add nuw nsw i32 %141, %15
  %144 = or disjoint i32 %143, %140
  %145 = or disjoint i32 %138, %139
  %146 = or disjoint i32 %145, %137
  %147 = or disjoint i32 %146, 3
  %148 = icmp slt i32 %147, %1
  %149 = sext i32 %146 to i64
  %150 = getelementptr float, ptr %5, i64 %149
  %151 = icmp slt i32 %144, %0
  %152 = select i1 %151, i1 %148, i1 false
  br i1 %152, label %354, label %365

153:                                              ; preds = %130, %175
  %154 = phi i32 [ %7, %130 ], [ %190, %175 ]
  %155 = lshr i32 %154, 2
  %156 = add nuw nsw i32 %155, %15
  %157 = icmp ult i32 %156, %0
  %158 = select i1 %157, i1 %133, i1 false
  %159 = zext nneg i32 %155 to i64
  br i1 %158, label %160, label %175

160:                                              ; preds = %153
  %161 = mul nuw nsw i64 %159, %16
  %162 = getelementptr float, ptr %134, i64 %161
  %163 = addrspacecast ptr %162 to ptr addrspace(1)
  %164 = load float, ptr addrspace(1) %163, align 16
  %165 = getelementptr inbounds nuw i8, ptr addrspace(1) %163, i64 4
  %166 = load float, ptr addrspace(1) %165, align 4
  %167 = getelementptr inbounds nuw i8, ptr addrspace(1) %163, i64 8
  %168 = load float, ptr addrspace(1) %167, align 8
  %169 = getelementptr inbounds nuw i8, ptr addrspace(1) %163, i64 12
  %170 = load float, ptr addrspace(1) %169, align 4
  %171 = insertvalue %struct.float4 poison, float %164, 0
  %172 = insertvalue %struct.float4 %171, float %166, 1
  %173 = insertvalue %struct.float4 %172, float %168, 2
  %174 = insertvalue %struct.float4 %173, float %170, 3
  br label %175

175:                                              ; preds = %153, %160
  %176 = phi i64 [ %49, %160 ], [ %48, %153 ]
  %177 = phi %struct.float4 [ %174, %160 ], [ zeroinitializer, %153 ]
  %178 = extractvalue %struct.float4 %177, 3
  %179 = extractvalue %struct.float4 %177, 2
  %180 = extractvalue %struct.float4 %177, 0
  %181 = extractvalue %struct.float4 %177, 1
  %182 = getelementptr inbounds nuw [132 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16sgemm_warptilingiiiPKfS0_PfE2As to ptr), i64 %176
  %183 = getelementptr inbounds nuw float, ptr %182, i64 %159
  store float %180, ptr %183, align 4, !tbaa !11
  %184 = getelementptr i8, ptr %182, i64 528
  %185 = getelementptr inbounds nuw float, ptr %184, i64 %159
  store float %181, ptr %185, align 4, !tbaa !11
  %186 = getelementptr i8, ptr %182, i64 1056
  %187 = getelementptr inbounds nuw float, ptr %186, i64 %159
  store float %179, ptr %187, align 4, !tbaa !11
  %188 = getelementptr i8, ptr %182, i64 1584
  %189 = getelementptr inbounds nuw float, ptr %188, i64 %159
  store float %178, ptr %189, align 4, !tbaa !11
  %190 = add nuw nsw i32 %154, 256
  %191 = icmp samesign ult i32 %154, 256
  br i1 %191, label %153, label %324, !llvm.loop !13

192:                                              ; preds = %344, %126
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %193 = load <4 x float>, ptr %57, align 4, !tbaa !11
  %194 = load <4 x float>, ptr %60, align 4, !tbaa !11
  %195 = load <4 x float>, ptr %62, align 4, !tbaa !11
  %196 = load <4 x float>, ptr %65, align 4, !tbaa !11
  %197 = shufflevector <4 x float> %193, <4 x float> %194, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %198 = shufflevector <4 x float> %195, <4 x float> %196, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %199 = fmul contract <64 x float> %197, %198
  %200 = fadd contract <64 x float> %129, %199
  %201 = load <4 x float>, ptr %66, align 4, !tbaa !11
  %202 = load <4 x float>, ptr %67, align 4, !tbaa !11
  %203 = load <4 x float>, ptr %68, align 4, !tbaa !11
  %204 = load <4 x float>, ptr %69, align 4, !tbaa !11
  %205 = shufflevector <4 x float> %201, <4 x float> %202, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %206 = shufflevector <4 x float> %203, <4 x float> %204, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %207 = fmul contract <64 x float> %205, %206
  %208 = fadd contract <64 x float> %200, %207
  %209 = load <4 x float>, ptr %70, align 4, !tbaa !11
  %210 = load <4 x float>, ptr %71, align 4, !tbaa !11
  %211 = load <4 x float>, ptr %72, align 4, !tbaa !11
  %212 = load <4 x float>, ptr %73, align 4, !tbaa !11
  %213 = shufflevector <4 x float> %209, <4 x float> %210, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %214 = shufflevector <4 x float> %211, <4 x float> %212, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %215 = fmul contract <64 x float> %213, %214
  %216 = fadd contract <64 x float> %208, %215
  %217 = load <4 x float>, ptr %74, align 4, !tbaa !11
  %218 = load <4 x float>, ptr %75, align 4, !tbaa !11
  %219 = load <4 x float>, ptr %76, align 4, !tbaa !11
  %220 = load <4 x float>, ptr %77, align 4, !tbaa !11
  %221 = shufflevector <4 x float> %217, <4 x float> %218, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %222 = shufflevector <4 x float> %219, <4 x float> %220, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %223 = fmul contract <64 x float> %221, %222
  %224 = fadd contract <64 x float> %216, %223
  %225 = load <4 x float>, ptr %78, align 4, !tbaa !11
  %226 = load <4 x float>, ptr %79, align 4, !tbaa !11
  %227 = load <4 x float>, ptr %80, align 4, !tbaa !11
  %228 = load <4 x float>, ptr %81, align 4, !tbaa !11
  %229 = shufflevector <4 x float> %225, <4 x float> %226, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %230 = shufflevector <4 x float> %227, <4 x float> %228, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %231 = fmul contract <64 x float> %229, %230
  %232 = fadd contract <64 x float> %224, %231
  %233 = load <4 x float>, ptr %82, align 4, !tbaa !11
  %234 = load <4 x float>, ptr %83, align 4, !tbaa !11
  %235 = load <4 x float>, ptr %84, align 4, !tbaa !11
  %236 = load <4 x float>, ptr %85, align 4, !tbaa !11
  %237 = shufflevector <4 x float> %233, <4 x float> %234, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %238 = shufflevector <4 x float> %235, <4 x float> %236, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %239 = fmul contract <64 x float> %237, %238
  %240 = shufflevector <64 x float> %232, <64 x float> poison, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %241 = fadd contract <64 x float> %240, %239
  %242 = load <4 x float>, ptr %86, align 4, !tbaa !11
  %243 = load <4 x float>, ptr %87, align 4, !tbaa !11
  %244 = load <4 x float>, ptr %88, align 4, !tbaa !11
  %245 = load <4 x float>, ptr %89, align 4, !tbaa !11
  %246 = shufflevector <4 x float> %242, <4 x float> %243, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %247 = shufflevector <4 x float> %244, <4 x float> %245, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %248 = fmul contract <64 x float> %246, %247
  %249 = fadd contract <64 x float> %241, %248
  %250 = load <4 x float>, ptr %90, align 4, !tbaa !11
  %251 = load <4 x float>, ptr %91, align 4, !tbaa !11
  %252 = load <4 x float>, ptr %92, align 4, !tbaa !11
  %253 = load <4 x float>, ptr %93, align 4, !tbaa !11
  %254 = shufflevector <4 x float> %250, <4 x float> %251, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %255 = shufflevector <4 x float> %252, <4 x float> %253, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %256 = fmul contract <64 x float> %254, %255
  %257 = fadd contract <64 x float> %249, %256
  %258 = load <4 x float>, ptr %94, align 4, !tbaa !11
  %259 = load <4 x float>, ptr %95, align 4, !tbaa !11
  %260 = load <4 x float>, ptr %96, align 4, !tbaa !11
  %261 = load <4 x float>, ptr %97, align 4, !tbaa !11
  %262 = shufflevector <4 x float> %258, <4 x float> %259, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %263 = shufflevector <4 x float> %260, <4 x float> %261, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %264 = fmul contract <64 x float> %262, %263
  %265 = fadd contract <64 x float> %257, %264
  %266 = load <4 x float>, ptr %98, align 4, !tbaa !11
  %267 = load <4 x float>, ptr %99, align 4, !tbaa !11
  %268 = load <4 x float>, ptr %100, align 4, !tbaa !11
  %269 = load <4 x float>, ptr %101, align 4, !tbaa !11
  %270 = shufflevector <4 x float> %266, <4 x float> %267, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %271 = shufflevector <4 x float> %268, <4 x float> %269, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %272 = fmul contract <64 x float> %270, %271
  %273 = fadd contract <64 x float> %265, %272
  %274 = load <4 x float>, ptr %102, align 4, !tbaa !11
  %275 = load <4 x float>, ptr %103, align 4, !tbaa !11
  %276 = load <4 x float>, ptr %104, align 4, !tbaa !11
  %277 = load <4 x float>, ptr %105, align 4, !tbaa !11
  %278 = shufflevector <4 x float> %274, <4 x float> %275, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %279 = shufflevector <4 x float> %276, <4 x float> %277, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %280 = fmul contract <64 x float> %278, %279
  %281 = fadd contract <64 x float> %273, %280
  %282 = load <4 x float>, ptr %106, align 4, !tbaa !11
  %283 = load <4 x float>, ptr %107, align 4, !tbaa !11
  %284 = load <4 x float>, ptr %108, align 4, !tbaa !11
  %285 = load <4 x float>, ptr %109, align 4, !tbaa !11
  %286 = shufflevector <4 x float> %282, <4 x float> %283, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %287 = shufflevector <4 x float> %284, <4 x float> %285, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %288 = fmul contract <64 x float> %286, %287
  %289 = fadd contract <64 x float> %281, %288
  %290 = load <4 x float>, ptr %110, align 4, !tbaa !11
  %291 = load <4 x float>, ptr %111, align 4, !tbaa !11
  %292 = load <4 x float>, ptr %112, align 4, !tbaa !11
  %293 = load <4 x float>, ptr %113, align 4, !tbaa !11
  %294 = shufflevector <4 x float> %290, <4 x float> %291, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %295 = shufflevector <4 x float> %292, <4 x float> %293, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %296 = fmul contract <64 x float> %294, %295
  %297 = fadd contract <64 x float> %289, %296
  %298 = load <4 x float>, ptr %114, align 4, !tbaa !11
  %299 = load <4 x float>, ptr %115, align 4, !tbaa !11
  %300 = load <4 x float>, ptr %116, align 4, !tbaa !11
  %301 = load <4 x float>, ptr %117, align 4, !tbaa !11
  %302 = shufflevector <4 x float> %298, <4 x float> %299, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %303 = shufflevector <4 x float> %300, <4 x float> %301, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %304 = fmul contract <64 x float> %302, %303
  %305 = fadd contract <64 x float> %297, %304
  %306 = load <4 x float>, ptr %118, align 4, !tbaa !11
  %307 = load <4 x float>, ptr %119, align 4, !tbaa !11
  %308 = load <4 x float>, ptr %120, align 4, !tbaa !11
  %309 = load <4 x float>, ptr %121, align 4, !tbaa !11
  %310 = shufflevector <4 x float> %306, <4 x float> %307, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %311 = shufflevector <4 x float> %308, <4 x float> %309, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %312 = fmul contract <64 x float> %310, %311
  %313 = fadd contract <64 x float> %305, %312
  %314 = load <4 x float>, ptr %122, align 4, !tbaa !11
  %315 = load <4 x float>, ptr %123, align 4, !tbaa !11
  %316 = load <4 x float>, ptr %124, align 4, !tbaa !11
  %317 = load <4 x float>, ptr %125, align 4, !tbaa !11
  %318 = shufflevector <4 x float> %314, <4 x float> %315, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %319 = shufflevector <4 x float> %316, <4 x float> %317, <64 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %320 = fmul contract <64 x float> %318, %319
  %321 = fadd contract <64 x float> %313, %320
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %322 = add nuw nsw i32 %127, 16
  %323 = icmp slt i32 %322, %2
  br i1 %323, label %126, label %135, !llvm.loop !15

324:                                              ; preds = %175, %344
  %325 = phi i32 [ %352, %344 ], [ %7, %175 ]
  %326 = lshr i32 %325, 5
  %327 = or disjoint i32 %326, %127
  %328 = icmp slt i32 %327, %2
  %329 = select i1 %328, i1 %52, i1 false
  %330 = zext nneg i32 %326 to i64
  %331 = getelementptr inbounds nuw [128 x float], ptr %54, i64 %330
  br i1 %329, label %332, label %344

332:                                              ; preds = %324
  %333 = zext nneg i32 %327 to i64
  %334 = mul nsw i64 %333, %36
  %335 = getelementptr float, ptr %55, i64 %334
  %336 = addrspacecast ptr %335 to ptr addrspace(1)
  %337 = load float, ptr addrspace(1) %336, align 16
  %338 = getelementptr inbounds nuw i8, ptr addrspace(1) %336, i64 4
  %339 = load float, ptr addrspace(1) %338, align 4
  %340 = getelementptr inbounds nuw i8, ptr addrspace(1) %336, i64 8
  %341 = load float, ptr addrspace(1) %340, align 8
  %342 = getelementptr inbounds nuw i8, ptr addrspace(1) %336, i64 12
  %343 = load float, ptr addrspace(1) %342, align 4
  br label %344

344:                                              ; preds = %324, %332
  %345 = phi float [ %337, %332 ], [ 0.000000e+00, %324 ]
  %346 = phi float [ %339, %332 ], [ 0.000000e+00, %324 ]
  %347 = phi float [ %341, %332 ], [ 0.000000e+00, %324 ]
  %348 = phi float [ %343, %332 ], [ 0.000000e+00, %324 ]
  store float %345, ptr %331, align 16, !tbaa !11
  %349 = getelementptr inbounds nuw i8, ptr %331, i64 4
  store float %346, ptr %349, align 4, !tbaa !11
  %350 = getelementptr inbounds nuw i8, ptr %331, i64 8
  store float %347, ptr %350, align 8, !tbaa !11
  %351 = getelementptr inbounds nuw i8, ptr %331, i64 12
  store float %348, ptr %351, align 4, !tbaa !11
  %352 = add nuw nsw i32 %325, 256
  %353 = icmp samesign ult i32 %325, 256
  br i1 %353, label %324, label %192, !llvm.loop !16

354:                                              ; preds = %135
  %355 = zext nneg i32 %144 to i64
  %356 = mul nsw i64 %136, %355
  %357 = getelementptr float, ptr %150, i64 %356
  %358 = extractelement <64 x float> %142, i64 0
  store float %358, ptr %357, align 16, !tbaa !11
  %359 = getelementptr inbounds nuw i8, ptr %357, i64 4
  %360 = extractelement <64 x float> %142, i64 8
  store float %360, ptr %359, align 4, !tbaa !11
  %361 = getelementptr inbounds nuw i8, ptr %357, i64 8
  %362 = extractelement <64 x float> %142, i64 16
  store float %362, ptr %361, align 8, !tbaa !11
  %363 = getelementptr inbounds nuw i8, ptr %357, i64 12
  %364 = extractelement <64 x float> %142, i64 24
  store float %364, ptr %363, align 4, !tbaa !11
  br label %365

365:                                              ; preds = %354, %135
  %366 = or disjoint i32 %144, 1
  %367 = icmp slt i32 %366, %0
  %368 = select i1 %367, i1 %148, i1 false
  br i1 %368, label %369, label %380

369:                                              ; preds = %365
  %370 = zext nneg i32 %366 to i64
  %371 = mul nsw i64 %136, %370
  %372 = getelementptr float, ptr %150, i64 %371
  %373 = extractelement <64 x float> %142, i64 1
  store float %373, ptr %372, align 16, !tbaa !11
  %374 = getelementptr inbounds nuw i8, ptr %372, i64 4
  %375 = extractelement <64 x float> %142, i64 9
  store float %375, ptr %374, align 4, !tbaa !11
  %376 = getelementptr inbounds nuw i8, ptr %372, i64 8
  %377 = extractelement <64 x float> %142, i64 17
  store float %377, ptr %376, align 8, !tbaa !11
  %378 = getelementptr inbounds nuw i8, ptr %372, i64 12
  %379 = extractelement <64 x float> %142, i64 25
  store float %379, ptr %378, align 4, !tbaa !11
  br label %380

380:                                              ; preds = %369, %365
  %381 = or disjoint i32 %144, 2
  %382 = icmp slt i32 %381, %0
  %383 = select i1 %382, i1 %148, i1 false
  br i1 %383, label %384, label %395

384:                                              ; preds = %380
  %385 = zext nneg i32 %381 to i64
  %386 = mul nsw i64 %136, %385
  %387 = getelementptr float, ptr %150, i64 %386
  %388 = extractelement <64 x float> %142, i64 2
  store float %388, ptr %387, align 16, !tbaa !11
  %389 = getelementptr inbounds nuw i8, ptr %387, i64 4
  %390 = extractelement <64 x float> %142, i64 10
  store float %390, ptr %389, align 4, !tbaa !11
  %391 = getelementptr inbounds nuw i8, ptr %387, i64 8
  %392 = extractelement <64 x float> %142, i64 18
  store float %392, ptr %391, align 8, !tbaa !11
  %393 = getelementptr inbounds nuw i8, ptr %387, i64 12
  %394 = extractelement <64 x float> %142, i64 26
  store float %394, ptr %393, align 4, !tbaa !11
  br label %395

395:                                              ; preds = %384, %380
  %396 = or disjoint i32 %144, 3
  %397 = icmp slt i32 %396, %0
  %398 = select i1 %397, i1 %148, i1 false
  br i1 %398, label %399, label %410

399:                                              ; preds = %395
  %400 = zext nneg i32 %396 to i64
  %401 = mul nsw i64 %136, %400
  %402 = getelementptr float, ptr %150, i64 %401
  %403 = extractelement <64 x float> %142, i64 3
  store float %403, ptr %402, align 16, !tbaa !11
  %404 = getelementptr inbounds nuw i8, ptr %402, i64 4
  %405 = extractelement <64 x float> %142, i64 11
  store float %405, ptr %404, align 4, !tbaa !11
  %406 = getelementptr inbounds nuw i8, ptr %402, i64 8
  %407 = extractelement <64 x float> %142, i64 19
  store float %407, ptr %406, align 8, !tbaa !11
  %408 = getelementptr inbounds nuw i8, ptr %402, i64 12
  %409 = extractelement <64 x float> %142, i64 27
  store float %409, ptr %408, align 4, !tbaa !11
  br label %410

410:                                              ; preds = %399, %395
  %411 = add nuw nsw i32 %146, 16
  %412 = or disjoint i32 %411, 3
  %413 = icmp slt i32 %412, %1
  %414 = sext i32 %411 to i64
  %415 = getelementptr float, ptr %5, i64 %414
  %416 = select i1 %151, i1 %413, i1 false
  br i1 %416, label %417, label %428

417:                                              ; preds = %410
  %418 = zext nneg i32 %144 to i64
  %419 = mul nsw i64 %136, %418
  %420 = getelementptr float, ptr %415, i64 %419
  %421 = extractelement <64 x float> %142, i64 32
  store float %421, ptr %420, align 16, !tbaa !11
  %422 = getelementptr inbounds nuw i8, ptr %420, i64 4
  %423 = extractelement <64 x float> %142, i64 40
  store float %423, ptr %422, align 4, !tbaa !11
  %424 = getelementptr inbounds nuw i8, ptr %420, i64 8
  %425 = extractelement <64 x float> %142, i64 48
  store float %425, ptr %424, align 8, !tbaa !11
  %426 = getelementptr inbounds nuw i8, ptr %420, i64 12
  %427 = extractelement <64 x float> %142, i64 56
  store float %427, ptr %426, align 4, !tbaa !11
  br label %428

428:                                              ; preds = %417, %410
  %429 = select i1 %367, i1 %413, i1 false
  br i1 %429, label %430, label %441

430:                                              ; preds = %428
  %431 = zext nneg i32 %366 to i64
  %432 = mul nsw i64 %136, %431
  %433 = getelementptr float, ptr %415, i64 %432
  %434 = extractelement <64 x float> %142, i64 33
  store float %434, ptr %433, align 16, !tbaa !11
  %435 = getelementptr inbounds nuw i8, ptr %433, i64 4
  %436 = extractelement <64 x float> %142, i64 41
  store float %436, ptr %435, align 4, !tbaa !11
  %437 = getelementptr inbounds nuw i8, ptr %433, i64 8
  %438 = extractelement <64 x float> %142, i64 49
  store float %438, ptr %437, align 8, !tbaa !11
  %439 = getelementptr inbounds nuw i8, ptr %433, i64 12
  %440 = extractelement <64 x float> %142, i64 57
  store float %440, ptr %439, align 4, !tbaa !11
  br label %441

441:                                              ; preds = %430, %428
  %442 = select i1 %382, i1 %413, i1 false
  br i1 %442, label %443, label %454

443:                                              ; preds = %441
  %444 = zext nneg i32 %381 to i64
  %445 = mul nsw i64 %136, %444
  %446 = getelementptr float, ptr %415, i64 %445
  %447 = extractelement <64 x float> %142, i64 34
  store float %447, ptr %446, align 16, !tbaa !11
  %448 = getelementptr inbounds nuw i8, ptr %446, i64 4
  %449 = extractelement <64 x float> %142, i64 42
  store float %449, ptr %448, align 4, !tbaa !11
  %450 = getelementptr inbounds nuw i8, ptr %446, i64 8
  %451 = extractelement <64 x float> %142, i64 50
  store float %451, ptr %450, align 8, !tbaa !11
  %452 = getelementptr inbounds nuw i8, ptr %446, i64 12
  %453 = extractelement <64 x float> %142, i64 58
  store float %453, ptr %452, align 4, !tbaa !11
  br label %454

454:                                              ; preds = %443, %441
  %455 = select i1 %397, i1 %413, i1 false
  br i1 %455, label %456, label %467

456:                                              ; preds = %454
  %457 = zext nneg i32 %396 to i64
  %458 = mul nsw i64 %136, %457
  %459 = getelementptr float, ptr %415, i64 %458
  %460 = extractelement <64 x float> %142, i64 35
  store float %460, ptr %459, align 16, !tbaa !11
  %461 = getelementptr inbounds nuw i8, ptr %459, i64 4
  %462 = extractelement <64 x float> %142, i64 43
  store float %462, ptr %461, align 4, !tbaa !11
  %463 = getelementptr inbounds nuw i8, ptr %459, i64 8
  %464 = extractelement <64 x float> %142, i64 51
  store float %464, ptr %463, align 8, !tbaa !11
  %465 = getelementptr inbounds nuw i8, ptr %459, i64 12
  %466 = extractelement <64 x float> %142, i64 59
  store float %466, ptr %465, align 4, !tbaa !11
  br label %467

467:                                              ; preds = %456, %454
  %468 = add nuw nsw i32 %144, 32
  %469 = icmp slt i32 %468, %0
  %470 = select i1 %469, i1 %148, i1 false
  br i1 %470, label %471, label %482

471:                                              ; preds = %467
  %472 = zext nneg i32 %468 to i64
  %473 = mul nsw i64 %136, %472
  %474 = getelementptr float, ptr %150, i64 %473
  %475 = extractelement <64 x float> %142, i64 4
  store float %475, ptr %474, align 16, !tbaa !11
  %476 = getelementptr inbounds nuw i8, ptr %474, i64 4
  %477 = extractelement <64 x float> %142, i64 12
  store float %477, ptr %476, align 4, !tbaa !11
  %478 = getelementptr inbounds nuw i8, ptr %474, i64 8
  %479 = extractelement <64 x float> %142, i64 20
  store float %479, ptr %478, align 8, !tbaa !11
  %480 = getelementptr inbounds nuw i8, ptr %474, i64 12
  %481 = extractelement <64 x float> %142, i64 28
  store float %481, ptr %480, align 4, !tbaa !11
  br label %482

482:                                              ; preds = %471, %467
  %483 = add nuw nsw i32 %144, 33
  %484 = icmp slt i32 %483, %0
  %485 = select i1 %484, i1 %148, i1 false
  br i1 %485, label %486, label %497

486:                                              ; preds = %482
  %487 = zext nneg i32 %483 to i64
  %488 = mul nsw i64 %136, %487
  %489 = getelementptr float, ptr %150, i64 %488
  %490 = extractelement <64 x float> %142, i64 5
  store float %490, ptr %489, align 16, !tbaa !11
  %491 = getelementptr inbounds nuw i8, ptr %489, i64 4
  %492 = extractelement <64 x float> %142, i64 13
  store float %492, ptr %491, align 4, !tbaa !11
  %493 = getelementptr inbounds nuw i8, ptr %489, i64 8
  %494 = extractelement <64 x float> %142, i64 21
  store float %494, ptr %493, align 8, !tbaa !11
  %495 = getelementptr inbounds nuw i8, ptr %489, i64 12
  %496 = extractelement <64 x float> %142, i64 29
  store float %496, ptr %495, align 4, !tbaa !11
  br label %497

497:                                              ; preds = %486, %482
  %498 = add nuw nsw i32 %144, 34
  %499 = icmp slt i32 %498, %0
  %500 = select i1 %499, i1 %148, i1 false
  br i1 %500, label %501, label %512

501:                                              ; preds = %497
  %502 = zext nneg i32 %498 to i64
  %503 = mul nsw i64 %136, %502
  %504 = getelementptr float, ptr %150, i64 %503
  %505 = extractelement <64 x float> %142, i64 6
  store float %505, ptr %504, align 16, !tbaa !11
  %506 = getelementptr inbounds nuw i8, ptr %504, i64 4
  %507 = extractelement <64 x float> %142, i64 14
  store float %507, ptr %506, align 4, !tbaa !11
  %508 = getelementptr inbounds nuw i8, ptr %504, i64 8
  %509 = extractelement <64 x float> %142, i64 22
  store float %509, ptr %508, align 8, !tbaa !11
  %510 = getelementptr inbounds nuw i8, ptr %504, i64 12
  %511 = extractelement <64 x float> %142, i64 30
  store float %511, ptr %510, align 4, !tbaa !11
  br label %512

512:                                              ; preds = %501, %497
  %513 = add nuw nsw i32 %144, 35
  %514 = icmp slt i32 %513, %0
  %515 = select i1 %514, i1 %148, i1 false
  br i1 %515, label %516, label %527

516:                                              ; preds = %512
  %517 = zext nneg i32 %513 to i64
  %518 = mul nsw i64 %136, %517
  %519 = getelementptr float, ptr %150, i64 %518
  %520 = extractelement <64 x float> %142, i64 7
  store float %520, ptr %519, align 16, !tbaa !11
  %521 = getelementptr inbounds nuw i8, ptr %519, i64 4
  %522 = extractelement <64 x float> %142, i64 15
  store float %522, ptr %521, align 4, !tbaa !11
  %523 = getelementptr inbounds nuw i8, ptr %519, i64 8
  %524 = extractelement <64 x float> %142, i64 23
  store float %524, ptr %523, align 8, !tbaa !11
  %525 = getelementptr inbounds nuw i8, ptr %519, i64 12
  %526 = extractelement <64 x float> %142, i64 31
  store float %526, ptr %525, align 4, !tbaa !11
  br label %527

527:                                              ; preds = %516, %512
  %528 = select i1 %469, i1 %413, i1 false
  br i1 %528, label %529, label %540

529:                                              ; preds = %527
  %530 = zext nneg i32 %468 to i64
  %531 = mul nsw i64 %136, %530
  %532 = getelementptr float, ptr %415, i64 %531
  %533 = extractelement <64 x float> %142, i64 36
  store float %533, ptr %532, align 16, !tbaa !11
  %534 = getelementptr inbounds nuw i8, ptr %532, i64 4
  %535 = extractelement <64 x float> %142, i64 44
  store float %535, ptr %534, align 4, !tbaa !11
  %536 = getelementptr inbounds nuw i8, ptr %532, i64 8
  %537 = extractelement <64 x float> %142, i64 52
  store float %537, ptr %536, align 8, !tbaa !11
  %538 = getelementptr inbounds nuw i8, ptr %532, i64 12
  %539 = extractelement <64 x float> %142, i64 60
  store float %539, ptr %538, align 4, !tbaa !11
  br label %540

540:                                              ; preds = %529, %527
  %541 = select i1 %484, i1 %413, i1 false
  br i1 %541, label %542, label %553

542:                                              ; preds = %540
  %543 = zext nneg i32 %483 to i64
  %544 = mul nsw i64 %136, %543
  %545 = getelementptr float, ptr %415, i64 %544
  %546 = extractelement <64 x float> %142, i64 37
  store float %546, ptr %545, align 16, !tbaa !11
  %547 = getelementptr inbounds nuw i8, ptr %545, i64 4
  %548 = extractelement <64 x float> %142, i64 45
  store float %548, ptr %547, align 4, !tbaa !11
  %549 = getelementptr inbounds nuw i8, ptr %545, i64 8
  %550 = extractelement <64 x float> %142, i64 53
  store float %550, ptr %549, align 8, !tbaa !11
  %551 = getelementptr inbounds nuw i8, ptr %545, i64 12
  %552 = extractelement <64 x float> %142, i64 61
  store float %552, ptr %551, align 4, !tbaa !11
  br label %553

553:                                              ; preds = %542, %540
  %554 = select i1 %499, i1 %413, i1 false
  br i1 %554, label %555, label %566

555:                                              ; preds = %553
  %556 = zext nneg i32 %498 to i64
  %557 = mul nsw i64 %136, %556
  %558 = getelementptr float, ptr %415, i64 %557
  %559 = extractelement <64 x float> %142, i64 38
  store float %559, ptr %558, align 16, !tbaa !11
  %560 = getelementptr inbounds nuw i8, ptr %558, i64 4
  %561 = extractelement <64 x float> %142, i64 46
  store float %561, ptr %560, align 4, !tbaa !11
  %562 = getelementptr inbounds nuw i8, ptr %558, i64 8
  %563 = extractelement <64 x float> %142, i64 54
  store float %563, ptr %562, align 8, !tbaa !11
  %564 = getelementptr inbounds nuw i8, ptr %558, i64 12
  %565 = extractelement <64 x float> %142, i64 62
  store float %565, ptr %564, align 4, !tbaa !11
  br label %566

566:                                              ; preds = %555, %553
  %567 = select i1 %514, i1 %413, i1 false
  br i1 %567, label %568, label %579

568:                                              ; preds = %566
  %569 = zext nneg i32 %513 to i64
  %570 = mul nsw i64 %136, %569
  %571 = getelementptr float, ptr %415, i64 %570
  %572 = extractelement <64 x float> %142, i64 39
  store float %572, ptr %571, align 16, !tbaa !11
  %573 = getelementptr inbounds nuw i8, ptr %571, i64 4
  %574 = extractelement <64 x float> %142, i64 47
  store float %574, ptr %573, align 4, !tbaa !11
  %575 = getelementptr inbounds nuw i8, ptr %571, i64 8
  %576 = extractelement <64 x float> %142, i64 55
  store float %576, ptr %575, align 8, !tbaa !11
  %577 = getelementptr inbounds nuw i8, ptr %571, i64 12
  %578 = extractelement <64 x float> %142, i64 63
  store float %578, ptr %577, align 4, !tbaa !11
  br label %579

579:                                              ; preds = %568, %566
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_100a" "target-features"="+ptx88,+sm_100a" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
