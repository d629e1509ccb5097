; ModuleID = 'flash_attn_wmma.cu'
source_filename = "flash_attn_wmma.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half = type { i16 }

@_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Ks = internal addrspace(3) global [16 x [64 x %struct.__half]] undef, align 32
@_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Vs = internal addrspace(3) global [16 x [64 x %struct.__half]] undef, align 32
@_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE1S = internal addrspace(3) global [4 x [16 x [16 x float]]] undef, align 32
@_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE1P = internal addrspace(3) global [4 x [16 x [16 x %struct.__half]]] undef, align 32
@_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Os = internal addrspace(3) global [4 x [16 x [64 x float]]] undef, align 32

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14flash_fwd_wmmaP6__halfPKS_S2_S2_if(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 5
  %9 = and i32 %7, 31
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 6
  %14 = shl nuw nsw i32 %8, 4
  %15 = add i32 %14, %13
  %16 = sext i32 %4 to i64
  %17 = mul nsw i64 %16, %11
  %18 = add nsw i32 %15, 16
  %19 = icmp sgt i32 %18, %4
  br i1 %19, label %65, label %20

20:                                               ; preds = %6
  %21 = shl nsw i64 %17, 7
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 %21
  %23 = sext i32 %15 to i64
  %24 = shl nsw i64 %23, 7
  %25 = getelementptr inbounds nuw i8, ptr %22, i64 %24
  %26 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly %25, i32 64)
  %27 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 0
  %28 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 1
  %29 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 2
  %30 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 3
  %31 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 4
  %32 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 5
  %33 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 6
  %34 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %26, 7
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %36 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %35, i32 64)
  %37 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 0
  %38 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 1
  %39 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 2
  %40 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 3
  %41 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 4
  %42 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 5
  %43 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 6
  %44 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %36, 7
  %45 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %46 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %45, i32 64)
  %47 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 0
  %48 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 1
  %49 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 2
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 3
  %51 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 4
  %52 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 5
  %53 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 6
  %54 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 7
  %55 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %56 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %55, i32 64)
  %57 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 0
  %58 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 1
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 2
  %60 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 3
  %61 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 4
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 5
  %63 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 6
  %64 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %56, 7
  br label %65

65:                                               ; preds = %20, %6
  %66 = phi <2 x half> [ undef, %6 ], [ %64, %20 ]
  %67 = phi <2 x half> [ undef, %6 ], [ %63, %20 ]
  %68 = phi <2 x half> [ undef, %6 ], [ %62, %20 ]
  %69 = phi <2 x half> [ undef, %6 ], [ %61, %20 ]
  %70 = phi <2 x half> [ undef, %6 ], [ %60, %20 ]
  %71 = phi <2 x half> [ undef, %6 ], [ %59, %20 ]
  %72 = phi <2 x half> [ undef, %6 ], [ %58, %20 ]
  %73 = phi <2 x half> [ undef, %6 ], [ %57, %20 ]
  %74 = phi <2 x half> [ undef, %6 ], [ %54, %20 ]
  %75 = phi <2 x half> [ undef, %6 ], [ %53, %20 ]
  %76 = phi <2 x half> [ undef, %6 ], [ %52, %20 ]
  %77 = phi <2 x half> [ undef, %6 ], [ %51, %20 ]
  %78 = phi <2 x half> [ undef, %6 ], [ %50, %20 ]
  %79 = phi <2 x half> [ undef, %6 ], [ %49, %20 ]
  %80 = phi <2 x half> [ undef, %6 ], [ %48, %20 ]
  %81 = phi <2 x half> [ undef, %6 ], [ %47, %20 ]
  %82 = phi <2 x half> [ undef, %6 ], [ %44, %20 ]
  %83 = phi <2 x half> [ undef, %6 ], [ %43, %20 ]
  %84 = phi <2 x half> [ undef, %6 ], [ %42, %20 ]
  %85 = phi <2 x half> [ undef, %6 ], [ %41, %20 ]
  %86 = phi <2 x half> [ undef, %6 ], [ %40, %20 ]
  %87 = phi <2 x half> [ undef, %6 ], [ %39, %20 ]
  %88 = phi <2 x half> [ undef, %6 ], [ %38, %20 ]
  %89 = phi <2 x half> [ undef, %6 ], [ %37, %20 ]
  %90 = phi <2 x half> [ undef, %6 ], [ %34, %20 ]
  %91 = phi <2 x half> [ undef, %6 ], [ %33, %20 ]
  %92 = phi <2 x half> [ undef, %6 ], [ %32, %20 ]
  %93 = phi <2 x half> [ undef, %6 ], [ %31, %20 ]
  %94 = phi <2 x half> [ undef, %6 ], [ %30, %20 ]
  %95 = phi <2 x half> [ undef, %6 ], [ %29, %20 ]
  %96 = phi <2 x half> [ undef, %6 ], [ %28, %20 ]
  %97 = phi <2 x half> [ undef, %6 ], [ %27, %20 ]
  %98 = zext nneg i32 %8 to i64
  %99 = getelementptr inbounds nuw [16 x [64 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Os to ptr), i64 %98
  %100 = and i32 %7, 31
  %101 = or disjoint i32 %100, 32
  %102 = zext nneg i32 %9 to i64
  %103 = getelementptr inbounds float, ptr %99, i64 %102
  %104 = zext nneg i32 %101 to i64
  %105 = getelementptr inbounds float, ptr %99, i64 %104
  %106 = zext nneg i32 %9 to i64
  %107 = getelementptr inbounds float, ptr %99, i64 %106
  %108 = zext nneg i32 %101 to i64
  %109 = getelementptr inbounds float, ptr %99, i64 %108
  %110 = zext nneg i32 %9 to i64
  %111 = getelementptr inbounds float, ptr %99, i64 %110
  %112 = zext nneg i32 %101 to i64
  %113 = getelementptr inbounds float, ptr %99, i64 %112
  %114 = zext nneg i32 %9 to i64
  %115 = getelementptr inbounds float, ptr %99, i64 %114
  %116 = zext nneg i32 %101 to i64
  %117 = getelementptr inbounds float, ptr %99, i64 %116
  br label %292

118:                                              ; preds = %292
  %119 = lshr i32 %9, 1
  %120 = icmp sgt i32 %4, 0
  br i1 %120, label %121, label %327

121:                                              ; preds = %118
  %122 = icmp samesign ult i32 %7, 128
  %123 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %124 = getelementptr inbounds nuw [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE1S to ptr), i64 %98
  %125 = and i32 %7, 1
  %126 = shl nuw nsw i32 %125, 3
  %127 = zext nneg i32 %119 to i64
  %128 = getelementptr inbounds nuw [16 x float], ptr %124, i64 %127
  %129 = getelementptr inbounds nuw [16 x [16 x %struct.__half]], ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE1P to ptr), i64 %98
  %130 = getelementptr inbounds nuw [16 x %struct.__half], ptr %129, i64 %127
  %131 = shl nuw nsw i32 %125, 5
  %132 = getelementptr inbounds nuw [64 x float], ptr %99, i64 %127
  %133 = zext nneg i32 %126 to i64
  %134 = getelementptr inbounds nuw float, ptr %128, i64 %133
  %135 = zext nneg i32 %126 to i64
  %136 = getelementptr inbounds nuw float, ptr %128, i64 %135
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 4
  %138 = zext nneg i32 %126 to i64
  %139 = getelementptr inbounds nuw float, ptr %128, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 8
  %141 = zext nneg i32 %126 to i64
  %142 = getelementptr inbounds nuw float, ptr %128, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 12
  %144 = zext nneg i32 %126 to i64
  %145 = getelementptr inbounds nuw float, ptr %128, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 16
  %147 = zext nneg i32 %126 to i64
  %148 = getelementptr inbounds nuw float, ptr %128, i64 %147
  %149 = getelementptr inbounds nuw i8, ptr %148, i64 20
  %150 = zext nneg i32 %126 to i64
  %151 = getelementptr inbounds nuw float, ptr %128, i64 %150
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 24
  %153 = zext nneg i32 %126 to i64
  %154 = getelementptr inbounds nuw float, ptr %128, i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 28
  %156 = zext nneg i32 %126 to i64
  %157 = zext nneg i32 %126 to i64
  %158 = getelementptr inbounds nuw float, ptr %128, i64 %157
  %159 = or disjoint i32 %126, 1
  %160 = zext nneg i32 %159 to i64
  %161 = or disjoint i32 %126, 1
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr %128, i64 %162
  %164 = or disjoint i32 %126, 2
  %165 = zext nneg i32 %164 to i64
  %166 = or disjoint i32 %126, 2
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw float, ptr %128, i64 %167
  %169 = or disjoint i32 %126, 3
  %170 = zext nneg i32 %169 to i64
  %171 = or disjoint i32 %126, 3
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds nuw float, ptr %128, i64 %172
  %174 = or disjoint i32 %126, 4
  %175 = zext nneg i32 %174 to i64
  %176 = or disjoint i32 %126, 4
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr %128, i64 %177
  %179 = or disjoint i32 %126, 5
  %180 = zext nneg i32 %179 to i64
  %181 = or disjoint i32 %126, 5
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw float, ptr %128, i64 %182
  %184 = or disjoint i32 %126, 6
  %185 = zext nneg i32 %184 to i64
  %186 = or disjoint i32 %126, 6
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds nuw float, ptr %128, i64 %187
  %189 = or disjoint i32 %126, 7
  %190 = zext nneg i32 %189 to i64
  %191 = or disjoint i32 %126, 7
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw float, ptr %128, i64 %192
  %194 = zext nneg i32 %131 to i64
  %195 = getelementptr inbounds nuw float, ptr %132, i64 %194
  %196 = zext nneg i32 %131 to i64
  %197 = getelementptr inbounds nuw float, ptr %132, i64 %196
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 4
  %199 = zext nneg i32 %131 to i64
  %200 = getelementptr inbounds nuw float, ptr %132, i64 %199
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 8
  %202 = zext nneg i32 %131 to i64
  %203 = getelementptr inbounds nuw float, ptr %132, i64 %202
  %204 = getelementptr inbounds nuw i8, ptr %203, i64 12
  %205 = zext nneg i32 %131 to i64
  %206 = getelementptr inbounds nuw float, ptr %132, i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 16
  %208 = zext nneg i32 %131 to i64
  %209 = getelementptr inbounds nuw float, ptr %132, i64 %208
  %210 = getelementptr inbounds nuw i8, ptr %209, i64 20
  %211 = zext nneg i32 %131 to i64
  %212 = getelementptr inbounds nuw float, ptr %132, i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 24
  %214 = zext nneg i32 %131 to i64
  %215 = getelementptr inbounds nuw float, ptr %132, i64 %214
  %216 = getelementptr inbounds nuw i8, ptr %215, i64 28
  %217 = zext nneg i32 %131 to i64
  %218 = getelementptr inbounds nuw float, ptr %132, i64 %217
  %219 = getelementptr inbounds nuw i8, ptr %218, i64 32
  %220 = zext nneg i32 %131 to i64
  %221 = getelementptr inbounds nuw float, ptr %132, i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 36
  %223 = zext nneg i32 %131 to i64
  %224 = getelementptr inbounds nuw float, ptr %132, i64 %223
  %225 = getelementptr inbounds nuw i8, ptr %224, i64 40
  %226 = zext nneg i32 %131 to i64
  %227 = getelementptr inbounds nuw float, ptr %132, i64 %226
  %228 = getelementptr inbounds nuw i8, ptr %227, i64 44
  %229 = zext nneg i32 %131 to i64
  %230 = getelementptr inbounds nuw float, ptr %132, i64 %229
  %231 = getelementptr inbounds nuw i8, ptr %230, i64 48
  %232 = zext nneg i32 %131 to i64
  %233 = getelementptr inbounds nuw float, ptr %132, i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 52
  %235 = zext nneg i32 %131 to i64
  %236 = getelementptr inbounds nuw float, ptr %132, i64 %235
  %237 = getelementptr inbounds nuw i8, ptr %236, i64 56
  %238 = zext nneg i32 %131 to i64
  %239 = getelementptr inbounds nuw float, ptr %132, i64 %238
  %240 = getelementptr inbounds nuw i8, ptr %239, i64 60
  %241 = zext nneg i32 %131 to i64
  %242 = getelementptr inbounds nuw float, ptr %132, i64 %241
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 64
  %244 = zext nneg i32 %131 to i64
  %245 = getelementptr inbounds nuw float, ptr %132, i64 %244
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 68
  %247 = zext nneg i32 %131 to i64
  %248 = getelementptr inbounds nuw float, ptr %132, i64 %247
  %249 = getelementptr inbounds nuw i8, ptr %248, i64 72
  %250 = zext nneg i32 %131 to i64
  %251 = getelementptr inbounds nuw float, ptr %132, i64 %250
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 76
  %253 = zext nneg i32 %131 to i64
  %254 = getelementptr inbounds nuw float, ptr %132, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 80
  %256 = zext nneg i32 %131 to i64
  %257 = getelementptr inbounds nuw float, ptr %132, i64 %256
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 84
  %259 = zext nneg i32 %131 to i64
  %260 = getelementptr inbounds nuw float, ptr %132, i64 %259
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 88
  %262 = zext nneg i32 %131 to i64
  %263 = getelementptr inbounds nuw float, ptr %132, i64 %262
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 92
  %265 = zext nneg i32 %131 to i64
  %266 = getelementptr inbounds nuw float, ptr %132, i64 %265
  %267 = getelementptr inbounds nuw i8, ptr %266, i64 96
  %268 = zext nneg i32 %131 to i64
  %269 = getelementptr inbounds nuw float, ptr %132, i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 100
  %271 = zext nneg i32 %131 to i64
  %272 = getelementptr inbounds nuw float, ptr %132, i64 %271
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 104
  %274 = zext nneg i32 %131 to i64
  %275 = getelementptr inbounds nuw float, ptr %132, i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 108
  %277 = zext nneg i32 %131 to i64
  %278 = getelementptr inbounds nuw float, ptr %132, i64 %277
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 112
  %280 = zext nneg i32 %131 to i64
  %281 = getelementptr inbounds nuw float, ptr %132, i64 %280
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 116
  %283 = zext nneg i32 %131 to i64
  %284 = getelementptr inbounds nuw float, ptr %132, i64 %283
  %285 = getelementptr inbounds nuw i8, ptr %284, i64 120
  %286 = zext nneg i32 %131 to i64
  %287 = getelementptr inbounds nuw float, ptr %132, i64 %286
  %288 = getelementptr inbounds nuw i8, ptr %287, i64 124
  %289 = getelementptr inbounds nuw i8, ptr %99, i64 64
  %290 = getelementptr inbounds nuw i8, ptr %99, i64 128
  %291 = getelementptr inbounds nuw i8, ptr %99, i64 192
  br label %329

292:                                              ; preds = %292, %65
  %293 = phi i32 [ %9, %65 ], [ %325, %292 ]
  %294 = lshr i32 %293, 6
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds [64 x float], ptr %103, i64 %295
  store float 0.000000e+00, ptr %296, align 4, !tbaa !11
  %297 = add nuw nsw i32 %293, 32
  %298 = lshr i32 %297, 6
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds [64 x float], ptr %105, i64 %299
  store float 0.000000e+00, ptr %300, align 4, !tbaa !11
  %301 = add nuw nsw i32 %293, 64
  %302 = lshr i32 %301, 6
  %303 = zext nneg i32 %302 to i64
  %304 = getelementptr inbounds [64 x float], ptr %107, i64 %303
  store float 0.000000e+00, ptr %304, align 4, !tbaa !11
  %305 = add nuw nsw i32 %293, 96
  %306 = lshr i32 %305, 6
  %307 = zext nneg i32 %306 to i64
  %308 = getelementptr inbounds [64 x float], ptr %109, i64 %307
  store float 0.000000e+00, ptr %308, align 4, !tbaa !11
  %309 = add nuw nsw i32 %293, 128
  %310 = lshr i32 %309, 6
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds [64 x float], ptr %111, i64 %311
  store float 0.000000e+00, ptr %312, align 4, !tbaa !11
  %313 = add nuw nsw i32 %293, 160
  %314 = lshr i32 %313, 6
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr inbounds [64 x float], ptr %113, i64 %315
  store float 0.000000e+00, ptr %316, align 4, !tbaa !11
  %317 = add nuw nsw i32 %293, 192
  %318 = lshr i32 %317, 6
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr inbounds [64 x float], ptr %115, i64 %319
  store float 0.000000e+00, ptr %320, align 4, !tbaa !11
  %321 = add nuw nsw i32 %293, 224
  %322 = lshr i32 %321, 6
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr inbounds [64 x float], ptr %117, i64 %323
  store float 0.000000e+00, ptr %324, align 4, !tbaa !11
  %325 = add nuw nsw i32 %293, 256
  %326 = icmp samesign ult i32 %293, 768
  br i1 %326, label %292, label %118, !llvm.loop !13

327:                                              ; preds = %819, %118
  %328 = phi float [ 0.000000e+00, %118 ], [ %820, %819 ]
  br i1 %19, label %996, label %824

329:                                              ; preds = %121, %819
  %330 = phi float [ 0xC7EFFFFFE0000000, %121 ], [ %821, %819 ]
  %331 = phi float [ 0.000000e+00, %121 ], [ %820, %819 ]
  %332 = phi i32 [ 0, %121 ], [ %822, %819 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %122, label %333, label %336

333:                                              ; preds = %329
  %334 = zext nneg i32 %332 to i64
  %335 = add nuw nsw i64 %17, %334
  br label %412

336:                                              ; preds = %458, %329
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %819, label %337

337:                                              ; preds = %336
  %338 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Ks to ptr), i32 64)
  %339 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 0
  %340 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 1
  %341 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 2
  %342 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 3
  %343 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 4
  %344 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 5
  %345 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 6
  %346 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %338, 7
  %347 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %97, <2 x half> %96, <2 x half> %95, <2 x half> %94, <2 x half> %93, <2 x half> %92, <2 x half> %91, <2 x half> %90, <2 x half> %339, <2 x half> %340, <2 x half> %341, <2 x half> %342, <2 x half> %343, <2 x half> %344, <2 x half> %345, <2 x half> %346, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00)
  %348 = extractvalue { float, float, float, float, float, float, float, float } %347, 0
  %349 = extractvalue { float, float, float, float, float, float, float, float } %347, 1
  %350 = extractvalue { float, float, float, float, float, float, float, float } %347, 2
  %351 = extractvalue { float, float, float, float, float, float, float, float } %347, 3
  %352 = extractvalue { float, float, float, float, float, float, float, float } %347, 4
  %353 = extractvalue { float, float, float, float, float, float, float, float } %347, 5
  %354 = extractvalue { float, float, float, float, float, float, float, float } %347, 6
  %355 = extractvalue { float, float, float, float, float, float, float, float } %347, 7
  %356 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull readonly getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Ks to ptr), i64 32), i32 64)
  %357 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 0
  %358 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 1
  %359 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 2
  %360 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 3
  %361 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 4
  %362 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 5
  %363 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 6
  %364 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %356, 7
  %365 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %89, <2 x half> %88, <2 x half> %87, <2 x half> %86, <2 x half> %85, <2 x half> %84, <2 x half> %83, <2 x half> %82, <2 x half> %357, <2 x half> %358, <2 x half> %359, <2 x half> %360, <2 x half> %361, <2 x half> %362, <2 x half> %363, <2 x half> %364, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355)
  %366 = extractvalue { float, float, float, float, float, float, float, float } %365, 0
  %367 = extractvalue { float, float, float, float, float, float, float, float } %365, 1
  %368 = extractvalue { float, float, float, float, float, float, float, float } %365, 2
  %369 = extractvalue { float, float, float, float, float, float, float, float } %365, 3
  %370 = extractvalue { float, float, float, float, float, float, float, float } %365, 4
  %371 = extractvalue { float, float, float, float, float, float, float, float } %365, 5
  %372 = extractvalue { float, float, float, float, float, float, float, float } %365, 6
  %373 = extractvalue { float, float, float, float, float, float, float, float } %365, 7
  %374 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull readonly getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Ks to ptr), i64 64), i32 64)
  %375 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 0
  %376 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 1
  %377 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 2
  %378 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 3
  %379 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 4
  %380 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 5
  %381 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 6
  %382 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %374, 7
  %383 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %81, <2 x half> %80, <2 x half> %79, <2 x half> %78, <2 x half> %77, <2 x half> %76, <2 x half> %75, <2 x half> %74, <2 x half> %375, <2 x half> %376, <2 x half> %377, <2 x half> %378, <2 x half> %379, <2 x half> %380, <2 x half> %381, <2 x half> %382, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373)
  %384 = extractvalue { float, float, float, float, float, float, float, float } %383, 0
  %385 = extractvalue { float, float, float, float, float, float, float, float } %383, 1
  %386 = extractvalue { float, float, float, float, float, float, float, float } %383, 2
  %387 = extractvalue { float, float, float, float, float, float, float, float } %383, 3
  %388 = extractvalue { float, float, float, float, float, float, float, float } %383, 4
  %389 = extractvalue { float, float, float, float, float, float, float, float } %383, 5
  %390 = extractvalue { float, float, float, float, float, float, float, float } %383, 6
  %391 = extractvalue { float, float, float, float, float, float, float, float } %383, 7
  %392 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr nonnull readonly getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Ks to ptr), i64 96), i32 64)
  %393 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 0
  %394 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 1
  %395 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 2
  %396 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 3
  %397 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 4
  %398 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 5
  %399 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 6
  %400 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %392, 7
  %401 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %73, <2 x half> %72, <2 x half> %71, <2 x half> %70, <2 x half> %69, <2 x half> %68, <2 x half> %67, <2 x half> %66, <2 x half> %393, <2 x half> %394, <2 x half> %395, <2 x half> %396, <2 x half> %397, <2 x half> %398, <2 x half> %399, <2 x half> %400, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391)
  %402 = extractvalue { float, float, float, float, float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float, float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float, float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float, float, float, float, float } %401, 3
  %406 = extractvalue { float, float, float, float, float, float, float, float } %401, 4
  %407 = extractvalue { float, float, float, float, float, float, float, float } %401, 5
  %408 = extractvalue { float, float, float, float, float, float, float, float } %401, 6
  %409 = extractvalue { float, float, float, float, float, float, float, float } %401, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %124, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, i32 16)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %410 = or disjoint i32 %332, %126
  %411 = icmp slt i32 %410, %4
  br i1 %411, label %470, label %474

412:                                              ; preds = %333, %458
  %413 = phi i32 [ %7, %333 ], [ %468, %458 ]
  %414 = lshr i32 %413, 3
  %415 = shl nuw nsw i32 %413, 3
  %416 = and i32 %415, 56
  %417 = or disjoint i32 %414, %332
  %418 = icmp slt i32 %417, %4
  %419 = zext nneg i32 %414 to i64
  br i1 %418, label %422, label %420

420:                                              ; preds = %412
  %421 = zext nneg i32 %416 to i64
  br label %435

422:                                              ; preds = %412
  %423 = add nuw nsw i64 %335, %419
  %424 = shl nuw nsw i64 %423, 7
  %425 = getelementptr inbounds nuw i8, ptr %2, i64 %424
  %426 = zext nneg i32 %416 to i64
  %427 = getelementptr inbounds nuw %struct.__half, ptr %425, i64 %426
  %428 = load i32, ptr %427, align 16, !tbaa !6
  %429 = getelementptr inbounds nuw i8, ptr %427, i64 4
  %430 = load i32, ptr %429, align 4, !tbaa !6
  %431 = getelementptr inbounds nuw i8, ptr %427, i64 8
  %432 = load i32, ptr %431, align 8, !tbaa !6
  %433 = getelementptr inbounds nuw i8, ptr %427, i64 12
  %434 = load i32, ptr %433, align 4, !tbaa !6
  br label %435

435:                                              ; preds = %420, %422
  %436 = phi i64 [ %421, %420 ], [ %426, %422 ]
  %437 = phi i32 [ 0, %420 ], [ %434, %422 ]
  %438 = phi i32 [ 0, %420 ], [ %432, %422 ]
  %439 = phi i32 [ 0, %420 ], [ %430, %422 ]
  %440 = phi i32 [ 0, %420 ], [ %428, %422 ]
  %441 = getelementptr inbounds nuw [64 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Ks to ptr), i64 %419
  %442 = getelementptr inbounds nuw %struct.__half, ptr %441, i64 %436
  store i32 %440, ptr %442, align 2, !tbaa !6
  %443 = getelementptr inbounds nuw i8, ptr %442, i64 4
  store i32 %439, ptr %443, align 2, !tbaa !6
  %444 = getelementptr inbounds nuw i8, ptr %442, i64 8
  store i32 %438, ptr %444, align 2, !tbaa !6
  %445 = getelementptr inbounds nuw i8, ptr %442, i64 12
  store i32 %437, ptr %445, align 2, !tbaa !6
  br i1 %418, label %446, label %458

446:                                              ; preds = %435
  %447 = add nuw nsw i64 %335, %419
  %448 = shl nuw nsw i64 %447, 7
  %449 = getelementptr inbounds nuw i8, ptr %3, i64 %448
  %450 = getelementptr inbounds nuw %struct.__half, ptr %449, i64 %436
  %451 = load i32, ptr %450, align 16, !tbaa !6
  %452 = getelementptr inbounds nuw i8, ptr %450, i64 4
  %453 = load i32, ptr %452, align 4, !tbaa !6
  %454 = getelementptr inbounds nuw i8, ptr %450, i64 8
  %455 = load i32, ptr %454, align 8, !tbaa !6
  %456 = getelementptr inbounds nuw i8, ptr %450, i64 12
  %457 = load i32, ptr %456, align 4, !tbaa !6
  br label %458

458:                                              ; preds = %435, %446
  %459 = phi i32 [ %457, %446 ], [ 0, %435 ]
  %460 = phi i32 [ %455, %446 ], [ 0, %435 ]
  %461 = phi i32 [ %453, %446 ], [ 0, %435 ]
  %462 = phi i32 [ %451, %446 ], [ 0, %435 ]
  %463 = getelementptr inbounds nuw [64 x %struct.__half], ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Vs to ptr), i64 %419
  %464 = getelementptr inbounds nuw %struct.__half, ptr %463, i64 %436
  store i32 %462, ptr %464, align 2, !tbaa !6
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 4
  store i32 %461, ptr %465, align 2, !tbaa !6
  %466 = getelementptr inbounds nuw i8, ptr %464, i64 8
  store i32 %460, ptr %466, align 2, !tbaa !6
  %467 = getelementptr inbounds nuw i8, ptr %464, i64 12
  store i32 %459, ptr %467, align 2, !tbaa !6
  %468 = add nuw nsw i32 %413, %123
  %469 = icmp samesign ult i32 %468, 128
  br i1 %469, label %412, label %336, !llvm.loop !15

470:                                              ; preds = %337
  %471 = load float, ptr %134, align 4, !tbaa !11
  %472 = fmul contract float %5, %471
  %473 = tail call noundef float @llvm.maxnum.f32(float %472, float 0xC7EFFFFFE0000000)
  br label %474

474:                                              ; preds = %337, %470
  %475 = phi contract float [ %473, %470 ], [ 0xC7EFFFFFE0000000, %337 ]
  %476 = or disjoint i32 %410, 1
  %477 = icmp slt i32 %476, %4
  br i1 %477, label %478, label %482

478:                                              ; preds = %474
  %479 = load float, ptr %137, align 4, !tbaa !11
  %480 = fmul contract float %5, %479
  %481 = tail call noundef float @llvm.maxnum.f32(float %475, float %480)
  br label %482

482:                                              ; preds = %478, %474
  %483 = phi contract float [ %481, %478 ], [ %475, %474 ]
  %484 = or disjoint i32 %410, 2
  %485 = icmp slt i32 %484, %4
  br i1 %485, label %486, label %490

486:                                              ; preds = %482
  %487 = load float, ptr %140, align 4, !tbaa !11
  %488 = fmul contract float %5, %487
  %489 = tail call noundef float @llvm.maxnum.f32(float %483, float %488)
  br label %490

490:                                              ; preds = %486, %482
  %491 = phi contract float [ %489, %486 ], [ %483, %482 ]
  %492 = or disjoint i32 %410, 3
  %493 = icmp slt i32 %492, %4
  br i1 %493, label %494, label %498

494:                                              ; preds = %490
  %495 = load float, ptr %143, align 4, !tbaa !11
  %496 = fmul contract float %5, %495
  %497 = tail call noundef float @llvm.maxnum.f32(float %491, float %496)
  br label %498

498:                                              ; preds = %494, %490
  %499 = phi contract float [ %497, %494 ], [ %491, %490 ]
  %500 = or disjoint i32 %410, 4
  %501 = icmp slt i32 %500, %4
  br i1 %501, label %502, label %506

502:                                              ; preds = %498
  %503 = load float, ptr %146, align 4, !tbaa !11
  %504 = fmul contract float %5, %503
  %505 = tail call noundef float @llvm.maxnum.f32(float %499, float %504)
  br label %506

506:                                              ; preds = %502, %498
  %507 = phi contract float [ %505, %502 ], [ %499, %498 ]
  %508 = or disjoint i32 %410, 5
  %509 = icmp slt i32 %508, %4
  br i1 %509, label %510, label %514

510:                                              ; preds = %506
  %511 = load float, ptr %149, align 4, !tbaa !11
  %512 = fmul contract float %5, %511
  %513 = tail call noundef float @llvm.maxnum.f32(float %507, float %512)
  br label %514

514:                                              ; preds = %510, %506
  %515 = phi contract float [ %513, %510 ], [ %507, %506 ]
  %516 = or disjoint i32 %410, 6
  %517 = icmp slt i32 %516, %4
  br i1 %517, label %518, label %522

518:                                              ; preds = %514
  %519 = load float, ptr %152, align 4, !tbaa !11
  %520 = fmul contract float %5, %519
  %521 = tail call noundef float @llvm.maxnum.f32(float %515, float %520)
  br label %522

522:                                              ; preds = %518, %514
  %523 = phi contract float [ %521, %518 ], [ %515, %514 ]
  %524 = or disjoint i32 %410, 7
  %525 = icmp slt i32 %524, %4
  br i1 %525, label %526, label %530

526:                                              ; preds = %522
  %527 = load float, ptr %155, align 4, !tbaa !11
  %528 = fmul contract float %5, %527
  %529 = tail call noundef float @llvm.maxnum.f32(float %523, float %528)
  br label %530

530:                                              ; preds = %526, %522
  %531 = phi contract float [ %529, %526 ], [ %523, %522 ]
  %532 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %531, i32 1, i32 31)
  %533 = tail call noundef float @llvm.maxnum.f32(float %531, float %532)
  %534 = tail call noundef float @llvm.maxnum.f32(float %330, float %533)
  br i1 %411, label %535, label %541

535:                                              ; preds = %530
  %536 = load float, ptr %158, align 4, !tbaa !11
  %537 = fmul contract float %5, %536
  %538 = fsub contract float %537, %534
  %539 = fmul float %538, 0x3FF7154760000000
  %540 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %539)
  br label %541

541:                                              ; preds = %530, %535
  %542 = phi i64 [ %157, %535 ], [ %156, %530 ]
  %543 = phi contract float [ %540, %535 ], [ 0.000000e+00, %530 ]
  %544 = fadd contract float %543, 0.000000e+00
  %545 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %543) #9, !srcloc !16
  %546 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %542
  store i16 %545, ptr %546, align 2, !tbaa !17
  br i1 %477, label %547, label %553

547:                                              ; preds = %541
  %548 = load float, ptr %163, align 4, !tbaa !11
  %549 = fmul contract float %5, %548
  %550 = fsub contract float %549, %534
  %551 = fmul float %550, 0x3FF7154760000000
  %552 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %551)
  br label %553

553:                                              ; preds = %541, %547
  %554 = phi i64 [ %162, %547 ], [ %160, %541 ]
  %555 = phi contract float [ %552, %547 ], [ 0.000000e+00, %541 ]
  %556 = fadd contract float %544, %555
  %557 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %555) #9, !srcloc !16
  %558 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %554
  store i16 %557, ptr %558, align 2, !tbaa !17
  br i1 %485, label %559, label %565

559:                                              ; preds = %553
  %560 = load float, ptr %168, align 4, !tbaa !11
  %561 = fmul contract float %5, %560
  %562 = fsub contract float %561, %534
  %563 = fmul float %562, 0x3FF7154760000000
  %564 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %563)
  br label %565

565:                                              ; preds = %553, %559
  %566 = phi i64 [ %167, %559 ], [ %165, %553 ]
  %567 = phi contract float [ %564, %559 ], [ 0.000000e+00, %553 ]
  %568 = fadd contract float %556, %567
  %569 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %567) #9, !srcloc !16
  %570 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %566
  store i16 %569, ptr %570, align 2, !tbaa !17
  br i1 %493, label %571, label %577

571:                                              ; preds = %565
  %572 = load float, ptr %173, align 4, !tbaa !11
  %573 = fmul contract float %5, %572
  %574 = fsub contract float %573, %534
  %575 = fmul float %574, 0x3FF7154760000000
  %576 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %575)
  br label %577

577:                                              ; preds = %565, %571
  %578 = phi i64 [ %172, %571 ], [ %170, %565 ]
  %579 = phi contract float [ %576, %571 ], [ 0.000000e+00, %565 ]
  %580 = fadd contract float %568, %579
  %581 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %579) #9, !srcloc !16
  %582 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %578
  store i16 %581, ptr %582, align 2, !tbaa !17
  br i1 %501, label %583, label %589

583:                                              ; preds = %577
  %584 = load float, ptr %178, align 4, !tbaa !11
  %585 = fmul contract float %5, %584
  %586 = fsub contract float %585, %534
  %587 = fmul float %586, 0x3FF7154760000000
  %588 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %587)
  br label %589

589:                                              ; preds = %577, %583
  %590 = phi i64 [ %177, %583 ], [ %175, %577 ]
  %591 = phi contract float [ %588, %583 ], [ 0.000000e+00, %577 ]
  %592 = fadd contract float %580, %591
  %593 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %591) #9, !srcloc !16
  %594 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %590
  store i16 %593, ptr %594, align 2, !tbaa !17
  br i1 %509, label %595, label %601

595:                                              ; preds = %589
  %596 = load float, ptr %183, align 4, !tbaa !11
  %597 = fmul contract float %5, %596
  %598 = fsub contract float %597, %534
  %599 = fmul float %598, 0x3FF7154760000000
  %600 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %599)
  br label %601

601:                                              ; preds = %589, %595
  %602 = phi i64 [ %182, %595 ], [ %180, %589 ]
  %603 = phi contract float [ %600, %595 ], [ 0.000000e+00, %589 ]
  %604 = fadd contract float %592, %603
  %605 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %603) #9, !srcloc !16
  %606 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %602
  store i16 %605, ptr %606, align 2, !tbaa !17
  br i1 %517, label %607, label %613

607:                                              ; preds = %601
  %608 = load float, ptr %188, align 4, !tbaa !11
  %609 = fmul contract float %5, %608
  %610 = fsub contract float %609, %534
  %611 = fmul float %610, 0x3FF7154760000000
  %612 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %611)
  br label %613

613:                                              ; preds = %601, %607
  %614 = phi i64 [ %187, %607 ], [ %185, %601 ]
  %615 = phi contract float [ %612, %607 ], [ 0.000000e+00, %601 ]
  %616 = fadd contract float %604, %615
  %617 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %615) #9, !srcloc !16
  %618 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %614
  store i16 %617, ptr %618, align 2, !tbaa !17
  br i1 %525, label %619, label %625

619:                                              ; preds = %613
  %620 = load float, ptr %193, align 4, !tbaa !11
  %621 = fmul contract float %5, %620
  %622 = fsub contract float %621, %534
  %623 = fmul float %622, 0x3FF7154760000000
  %624 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %623)
  br label %625

625:                                              ; preds = %613, %619
  %626 = phi i64 [ %192, %619 ], [ %190, %613 ]
  %627 = phi contract float [ %624, %619 ], [ 0.000000e+00, %613 ]
  %628 = fadd contract float %616, %627
  %629 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %627) #9, !srcloc !16
  %630 = getelementptr inbounds nuw %struct.__half, ptr %130, i64 %626
  store i16 %629, ptr %630, align 2, !tbaa !17
  %631 = fsub contract float %330, %534
  %632 = fmul float %631, 0x3FF7154760000000
  %633 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %632)
  %634 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %628, i32 1, i32 31)
  %635 = load float, ptr %195, align 4, !tbaa !11
  %636 = fmul contract float %633, %635
  store float %636, ptr %195, align 4, !tbaa !11
  %637 = load float, ptr %198, align 4, !tbaa !11
  %638 = fmul contract float %633, %637
  store float %638, ptr %198, align 4, !tbaa !11
  %639 = load float, ptr %201, align 4, !tbaa !11
  %640 = fmul contract float %633, %639
  store float %640, ptr %201, align 4, !tbaa !11
  %641 = load float, ptr %204, align 4, !tbaa !11
  %642 = fmul contract float %633, %641
  store float %642, ptr %204, align 4, !tbaa !11
  %643 = load float, ptr %207, align 4, !tbaa !11
  %644 = fmul contract float %633, %643
  store float %644, ptr %207, align 4, !tbaa !11
  %645 = load float, ptr %210, align 4, !tbaa !11
  %646 = fmul contract float %633, %645
  store float %646, ptr %210, align 4, !tbaa !11
  %647 = load float, ptr %213, align 4, !tbaa !11
  %648 = fmul contract float %633, %647
  store float %648, ptr %213, align 4, !tbaa !11
  %649 = load float, ptr %216, align 4, !tbaa !11
  %650 = fmul contract float %633, %649
  store float %650, ptr %216, align 4, !tbaa !11
  %651 = load float, ptr %219, align 4, !tbaa !11
  %652 = fmul contract float %633, %651
  store float %652, ptr %219, align 4, !tbaa !11
  %653 = load float, ptr %222, align 4, !tbaa !11
  %654 = fmul contract float %633, %653
  store float %654, ptr %222, align 4, !tbaa !11
  %655 = load float, ptr %225, align 4, !tbaa !11
  %656 = fmul contract float %633, %655
  store float %656, ptr %225, align 4, !tbaa !11
  %657 = load float, ptr %228, align 4, !tbaa !11
  %658 = fmul contract float %633, %657
  store float %658, ptr %228, align 4, !tbaa !11
  %659 = load float, ptr %231, align 4, !tbaa !11
  %660 = fmul contract float %633, %659
  store float %660, ptr %231, align 4, !tbaa !11
  %661 = load float, ptr %234, align 4, !tbaa !11
  %662 = fmul contract float %633, %661
  store float %662, ptr %234, align 4, !tbaa !11
  %663 = load float, ptr %237, align 4, !tbaa !11
  %664 = fmul contract float %633, %663
  store float %664, ptr %237, align 4, !tbaa !11
  %665 = load float, ptr %240, align 4, !tbaa !11
  %666 = fmul contract float %633, %665
  store float %666, ptr %240, align 4, !tbaa !11
  %667 = load float, ptr %243, align 4, !tbaa !11
  %668 = fmul contract float %633, %667
  store float %668, ptr %243, align 4, !tbaa !11
  %669 = load float, ptr %246, align 4, !tbaa !11
  %670 = fmul contract float %633, %669
  store float %670, ptr %246, align 4, !tbaa !11
  %671 = load float, ptr %249, align 4, !tbaa !11
  %672 = fmul contract float %633, %671
  store float %672, ptr %249, align 4, !tbaa !11
  %673 = load float, ptr %252, align 4, !tbaa !11
  %674 = fmul contract float %633, %673
  store float %674, ptr %252, align 4, !tbaa !11
  %675 = load float, ptr %255, align 4, !tbaa !11
  %676 = fmul contract float %633, %675
  store float %676, ptr %255, align 4, !tbaa !11
  %677 = load float, ptr %258, align 4, !tbaa !11
  %678 = fmul contract float %633, %677
  store float %678, ptr %258, align 4, !tbaa !11
  %679 = load float, ptr %261, align 4, !tbaa !11
  %680 = fmul contract float %633, %679
  store float %680, ptr %261, align 4, !tbaa !11
  %681 = load float, ptr %264, align 4, !tbaa !11
  %682 = fmul contract float %633, %681
  store float %682, ptr %264, align 4, !tbaa !11
  %683 = load float, ptr %267, align 4, !tbaa !11
  %684 = fmul contract float %633, %683
  store float %684, ptr %267, align 4, !tbaa !11
  %685 = load float, ptr %270, align 4, !tbaa !11
  %686 = fmul contract float %633, %685
  store float %686, ptr %270, align 4, !tbaa !11
  %687 = load float, ptr %273, align 4, !tbaa !11
  %688 = fmul contract float %633, %687
  store float %688, ptr %273, align 4, !tbaa !11
  %689 = load float, ptr %276, align 4, !tbaa !11
  %690 = fmul contract float %633, %689
  store float %690, ptr %276, align 4, !tbaa !11
  %691 = load float, ptr %279, align 4, !tbaa !11
  %692 = fmul contract float %633, %691
  store float %692, ptr %279, align 4, !tbaa !11
  %693 = load float, ptr %282, align 4, !tbaa !11
  %694 = fmul contract float %633, %693
  store float %694, ptr %282, align 4, !tbaa !11
  %695 = load float, ptr %285, align 4, !tbaa !11
  %696 = fmul contract float %633, %695
  store float %696, ptr %285, align 4, !tbaa !11
  %697 = load float, ptr %288, align 4, !tbaa !11
  %698 = fmul contract float %633, %697
  store float %698, ptr %288, align 4, !tbaa !11
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %699 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nonnull readonly %129, i32 16)
  %700 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 0
  %701 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 1
  %702 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 2
  %703 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 3
  %704 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 4
  %705 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 5
  %706 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 6
  %707 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %699, 7
  %708 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Vs to ptr), i32 64)
  %709 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 0
  %710 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 1
  %711 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 2
  %712 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 3
  %713 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 4
  %714 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 5
  %715 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 6
  %716 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %708, 7
  %717 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly %99, i32 64)
  %718 = extractvalue { float, float, float, float, float, float, float, float } %717, 0
  %719 = extractvalue { float, float, float, float, float, float, float, float } %717, 1
  %720 = extractvalue { float, float, float, float, float, float, float, float } %717, 2
  %721 = extractvalue { float, float, float, float, float, float, float, float } %717, 3
  %722 = extractvalue { float, float, float, float, float, float, float, float } %717, 4
  %723 = extractvalue { float, float, float, float, float, float, float, float } %717, 5
  %724 = extractvalue { float, float, float, float, float, float, float, float } %717, 6
  %725 = extractvalue { float, float, float, float, float, float, float, float } %717, 7
  %726 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %700, <2 x half> %701, <2 x half> %702, <2 x half> %703, <2 x half> %704, <2 x half> %705, <2 x half> %706, <2 x half> %707, <2 x half> %709, <2 x half> %710, <2 x half> %711, <2 x half> %712, <2 x half> %713, <2 x half> %714, <2 x half> %715, <2 x half> %716, float %718, float %719, float %720, float %721, float %722, float %723, float %724, float %725)
  %727 = extractvalue { float, float, float, float, float, float, float, float } %726, 0
  %728 = extractvalue { float, float, float, float, float, float, float, float } %726, 1
  %729 = extractvalue { float, float, float, float, float, float, float, float } %726, 2
  %730 = extractvalue { float, float, float, float, float, float, float, float } %726, 3
  %731 = extractvalue { float, float, float, float, float, float, float, float } %726, 4
  %732 = extractvalue { float, float, float, float, float, float, float, float } %726, 5
  %733 = extractvalue { float, float, float, float, float, float, float, float } %726, 6
  %734 = extractvalue { float, float, float, float, float, float, float, float } %726, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %99, float %727, float %728, float %729, float %730, float %731, float %732, float %733, float %734, i32 64)
  %735 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nonnull readonly getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Vs to ptr), i64 32), i32 64)
  %736 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 0
  %737 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 1
  %738 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 2
  %739 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 3
  %740 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 4
  %741 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 5
  %742 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 6
  %743 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %735, 7
  %744 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nonnull readonly %289, i32 64)
  %745 = extractvalue { float, float, float, float, float, float, float, float } %744, 0
  %746 = extractvalue { float, float, float, float, float, float, float, float } %744, 1
  %747 = extractvalue { float, float, float, float, float, float, float, float } %744, 2
  %748 = extractvalue { float, float, float, float, float, float, float, float } %744, 3
  %749 = extractvalue { float, float, float, float, float, float, float, float } %744, 4
  %750 = extractvalue { float, float, float, float, float, float, float, float } %744, 5
  %751 = extractvalue { float, float, float, float, float, float, float, float } %744, 6
  %752 = extractvalue { float, float, float, float, float, float, float, float } %744, 7
  %753 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %700, <2 x half> %701, <2 x half> %702, <2 x half> %703, <2 x half> %704, <2 x half> %705, <2 x half> %706, <2 x half> %707, <2 x half> %736, <2 x half> %737, <2 x half> %738, <2 x half> %739, <2 x half> %740, <2 x half> %741, <2 x half> %742, <2 x half> %743, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752)
  %754 = extractvalue { float, float, float, float, float, float, float, float } %753, 0
  %755 = extractvalue { float, float, float, float, float, float, float, float } %753, 1
  %756 = extractvalue { float, float, float, float, float, float, float, float } %753, 2
  %757 = extractvalue { float, float, float, float, float, float, float, float } %753, 3
  %758 = extractvalue { float, float, float, float, float, float, float, float } %753, 4
  %759 = extractvalue { float, float, float, float, float, float, float, float } %753, 5
  %760 = extractvalue { float, float, float, float, float, float, float, float } %753, 6
  %761 = extractvalue { float, float, float, float, float, float, float, float } %753, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nonnull %289, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, i32 64)
  %762 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nonnull readonly getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Vs to ptr), i64 64), i32 64)
  %763 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 0
  %764 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 1
  %765 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 2
  %766 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 3
  %767 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 4
  %768 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 5
  %769 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 6
  %770 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %762, 7
  %771 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nonnull readonly %290, i32 64)
  %772 = extractvalue { float, float, float, float, float, float, float, float } %771, 0
  %773 = extractvalue { float, float, float, float, float, float, float, float } %771, 1
  %774 = extractvalue { float, float, float, float, float, float, float, float } %771, 2
  %775 = extractvalue { float, float, float, float, float, float, float, float } %771, 3
  %776 = extractvalue { float, float, float, float, float, float, float, float } %771, 4
  %777 = extractvalue { float, float, float, float, float, float, float, float } %771, 5
  %778 = extractvalue { float, float, float, float, float, float, float, float } %771, 6
  %779 = extractvalue { float, float, float, float, float, float, float, float } %771, 7
  %780 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %700, <2 x half> %701, <2 x half> %702, <2 x half> %703, <2 x half> %704, <2 x half> %705, <2 x half> %706, <2 x half> %707, <2 x half> %763, <2 x half> %764, <2 x half> %765, <2 x half> %766, <2 x half> %767, <2 x half> %768, <2 x half> %769, <2 x half> %770, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779)
  %781 = extractvalue { float, float, float, float, float, float, float, float } %780, 0
  %782 = extractvalue { float, float, float, float, float, float, float, float } %780, 1
  %783 = extractvalue { float, float, float, float, float, float, float, float } %780, 2
  %784 = extractvalue { float, float, float, float, float, float, float, float } %780, 3
  %785 = extractvalue { float, float, float, float, float, float, float, float } %780, 4
  %786 = extractvalue { float, float, float, float, float, float, float, float } %780, 5
  %787 = extractvalue { float, float, float, float, float, float, float, float } %780, 6
  %788 = extractvalue { float, float, float, float, float, float, float, float } %780, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nonnull %290, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, i32 64)
  %789 = tail call contract { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nonnull readonly getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14flash_fwd_wmmaP6__halfPKS_S2_S2_ifE2Vs to ptr), i64 96), i32 64)
  %790 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 0
  %791 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 1
  %792 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 2
  %793 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 3
  %794 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 4
  %795 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 5
  %796 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 6
  %797 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %789, 7
  %798 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nonnull readonly %291, i32 64)
  %799 = extractvalue { float, float, float, float, float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float, float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float, float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float, float, float, float, float } %798, 3
  %803 = extractvalue { float, float, float, float, float, float, float, float } %798, 4
  %804 = extractvalue { float, float, float, float, float, float, float, float } %798, 5
  %805 = extractvalue { float, float, float, float, float, float, float, float } %798, 6
  %806 = extractvalue { float, float, float, float, float, float, float, float } %798, 7
  %807 = tail call contract { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %700, <2 x half> %701, <2 x half> %702, <2 x half> %703, <2 x half> %704, <2 x half> %705, <2 x half> %706, <2 x half> %707, <2 x half> %790, <2 x half> %791, <2 x half> %792, <2 x half> %793, <2 x half> %794, <2 x half> %795, <2 x half> %796, <2 x half> %797, float %799, float %800, float %801, float %802, float %803, float %804, float %805, float %806)
  %808 = extractvalue { float, float, float, float, float, float, float, float } %807, 0
  %809 = extractvalue { float, float, float, float, float, float, float, float } %807, 1
  %810 = extractvalue { float, float, float, float, float, float, float, float } %807, 2
  %811 = extractvalue { float, float, float, float, float, float, float, float } %807, 3
  %812 = extractvalue { float, float, float, float, float, float, float, float } %807, 4
  %813 = extractvalue { float, float, float, float, float, float, float, float } %807, 5
  %814 = extractvalue { float, float, float, float, float, float, float, float } %807, 6
  %815 = extractvalue { float, float, float, float, float, float, float, float } %807, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nonnull %291, float %808, float %809, float %810, float %811, float %812, float %813, float %814, float %815, i32 64)
  %816 = fadd contract float %628, %634
  %817 = fmul contract float %331, %633
  %818 = fadd contract float %817, %816
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %819

819:                                              ; preds = %336, %625
  %820 = phi float [ %818, %625 ], [ %331, %336 ]
  %821 = phi float [ %534, %625 ], [ %330, %336 ]
  %822 = add nuw nsw i32 %332, 16
  %823 = icmp slt i32 %822, %4
  br i1 %823, label %329, label %327, !llvm.loop !19

824:                                              ; preds = %327
  %825 = fcmp contract ogt float %328, 0.000000e+00
  %826 = fdiv contract float 1.000000e+00, %328
  %827 = select contract i1 %825, float %826, float 0.000000e+00
  %828 = shl nuw nsw i32 %7, 5
  %829 = and i32 %828, 32
  %830 = zext nneg i32 %119 to i64
  %831 = getelementptr inbounds nuw [64 x float], ptr %99, i64 %830
  %832 = add nsw i64 %17, %830
  %833 = sext i32 %15 to i64
  %834 = add nsw i64 %832, %833
  %835 = shl nsw i64 %834, 7
  %836 = getelementptr inbounds nuw i8, ptr %0, i64 %835
  %837 = zext nneg i32 %829 to i64
  %838 = getelementptr inbounds nuw float, ptr %831, i64 %837
  %839 = load float, ptr %838, align 4, !tbaa !11
  %840 = fmul contract float %827, %839
  %841 = getelementptr inbounds nuw i8, ptr %838, i64 4
  %842 = load float, ptr %841, align 4, !tbaa !11
  %843 = fmul contract float %827, %842
  %844 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %840, float %843) #9, !srcloc !20
  %845 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %837
  store i32 %844, ptr %845, align 4, !tbaa !6
  %846 = or disjoint i32 %829, 2
  %847 = zext nneg i32 %846 to i64
  %848 = getelementptr inbounds nuw float, ptr %831, i64 %847
  %849 = load float, ptr %848, align 4, !tbaa !11
  %850 = fmul contract float %827, %849
  %851 = getelementptr inbounds nuw i8, ptr %848, i64 4
  %852 = load float, ptr %851, align 4, !tbaa !11
  %853 = fmul contract float %827, %852
  %854 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %850, float %853) #9, !srcloc !20
  %855 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %847
  store i32 %854, ptr %855, align 4, !tbaa !6
  %856 = or disjoint i32 %829, 4
  %857 = zext nneg i32 %856 to i64
  %858 = getelementptr inbounds nuw float, ptr %831, i64 %857
  %859 = load float, ptr %858, align 4, !tbaa !11
  %860 = fmul contract float %827, %859
  %861 = getelementptr inbounds nuw i8, ptr %858, i64 4
  %862 = load float, ptr %861, align 4, !tbaa !11
  %863 = fmul contract float %827, %862
  %864 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %860, float %863) #9, !srcloc !20
  %865 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %857
  store i32 %864, ptr %865, align 4, !tbaa !6
  %866 = or disjoint i32 %829, 6
  %867 = zext nneg i32 %866 to i64
  %868 = getelementptr inbounds nuw float, ptr %831, i64 %867
  %869 = load float, ptr %868, align 4, !tbaa !11
  %870 = fmul contract float %827, %869
  %871 = getelementptr inbounds nuw i8, ptr %868, i64 4
  %872 = load float, ptr %871, align 4, !tbaa !11
  %873 = fmul contract float %827, %872
  %874 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %870, float %873) #9, !srcloc !20
  %875 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %867
  store i32 %874, ptr %875, align 4, !tbaa !6
  %876 = or disjoint i32 %829, 8
  %877 = zext nneg i32 %876 to i64
  %878 = getelementptr inbounds nuw float, ptr %831, i64 %877
  %879 = load float, ptr %878, align 4, !tbaa !11
  %880 = fmul contract float %827, %879
  %881 = getelementptr inbounds nuw i8, ptr %878, i64 4
  %882 = load float, ptr %881, align 4, !tbaa !11
  %883 = fmul contract float %827, %882
  %884 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %880, float %883) #9, !srcloc !20
  %885 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %877
  store i32 %884, ptr %885, align 4, !tbaa !6
  %886 = or disjoint i32 %829, 10
  %887 = zext nneg i32 %886 to i64
  %888 = getelementptr inbounds nuw float, ptr %831, i64 %887
  %889 = load float, ptr %888, align 4, !tbaa !11
  %890 = fmul contract float %827, %889
  %891 = getelementptr inbounds nuw i8, ptr %888, i64 4
  %892 = load float, ptr %891, align 4, !tbaa !11
  %893 = fmul contract float %827, %892
  %894 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %890, float %893) #9, !srcloc !20
  %895 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %887
  store i32 %894, ptr %895, align 4, !tbaa !6
  %896 = or disjoint i32 %829, 12
  %897 = zext nneg i32 %896 to i64
  %898 = getelementptr inbounds nuw float, ptr %831, i64 %897
  %899 = load float, ptr %898, align 4, !tbaa !11
  %900 = fmul contract float %827, %899
  %901 = getelementptr inbounds nuw i8, ptr %898, i64 4
  %902 = load float, ptr %901, align 4, !tbaa !11
  %903 = fmul contract float %827, %902
  %904 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %900, float %903) #9, !srcloc !20
  %905 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %897
  store i32 %904, ptr %905, align 4, !tbaa !6
  %906 = or disjoint i32 %829, 14
  %907 = zext nneg i32 %906 to i64
  %908 = getelementptr inbounds nuw float, ptr %831, i64 %907
  %909 = load float, ptr %908, align 4, !tbaa !11
  %910 = fmul contract float %827, %909
  %911 = getelementptr inbounds nuw i8, ptr %908, i64 4
  %912 = load float, ptr %911, align 4, !tbaa !11
  %913 = fmul contract float %827, %912
  %914 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %910, float %913) #9, !srcloc !20
  %915 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %907
  store i32 %914, ptr %915, align 4, !tbaa !6
  %916 = or disjoint i32 %829, 16
  %917 = zext nneg i32 %916 to i64
  %918 = getelementptr inbounds nuw float, ptr %831, i64 %917
  %919 = load float, ptr %918, align 4, !tbaa !11
  %920 = fmul contract float %827, %919
  %921 = getelementptr inbounds nuw i8, ptr %918, i64 4
  %922 = load float, ptr %921, align 4, !tbaa !11
  %923 = fmul contract float %827, %922
  %924 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %920, float %923) #9, !srcloc !20
  %925 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %917
  store i32 %924, ptr %925, align 4, !tbaa !6
  %926 = or disjoint i32 %829, 18
  %927 = zext nneg i32 %926 to i64
  %928 = getelementptr inbounds nuw float, ptr %831, i64 %927
  %929 = load float, ptr %928, align 4, !tbaa !11
  %930 = fmul contract float %827, %929
  %931 = getelementptr inbounds nuw i8, ptr %928, i64 4
  %932 = load float, ptr %931, align 4, !tbaa !11
  %933 = fmul contract float %827, %932
  %934 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %930, float %933) #9, !srcloc !20
  %935 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %927
  store i32 %934, ptr %935, align 4, !tbaa !6
  %936 = or disjoint i32 %829, 20
  %937 = zext nneg i32 %936 to i64
  %938 = getelementptr inbounds nuw float, ptr %831, i64 %937
  %939 = load float, ptr %938, align 4, !tbaa !11
  %940 = fmul contract float %827, %939
  %941 = getelementptr inbounds nuw i8, ptr %938, i64 4
  %942 = load float, ptr %941, align 4, !tbaa !11
  %943 = fmul contract float %827, %942
  %944 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %940, float %943) #9, !srcloc !20
  %945 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %937
  store i32 %944, ptr %945, align 4, !tbaa !6
  %946 = or disjoint i32 %829, 22
  %947 = zext nneg i32 %946 to i64
  %948 = getelementptr inbounds nuw float, ptr %831, i64 %947
  %949 = load float, ptr %948, align 4, !tbaa !11
  %950 = fmul contract float %827, %949
  %951 = getelementptr inbounds nuw i8, ptr %948, i64 4
  %952 = load float, ptr %951, align 4, !tbaa !11
  %953 = fmul contract float %827, %952
  %954 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %950, float %953) #9, !srcloc !20
  %955 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %947
  store i32 %954, ptr %955, align 4, !tbaa !6
  %956 = or disjoint i32 %829, 24
  %957 = zext nneg i32 %956 to i64
  %958 = getelementptr inbounds nuw float, ptr %831, i64 %957
  %959 = load float, ptr %958, align 4, !tbaa !11
  %960 = fmul contract float %827, %959
  %961 = getelementptr inbounds nuw i8, ptr %958, i64 4
  %962 = load float, ptr %961, align 4, !tbaa !11
  %963 = fmul contract float %827, %962
  %964 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %960, float %963) #9, !srcloc !20
  %965 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %957
  store i32 %964, ptr %965, align 4, !tbaa !6
  %966 = or disjoint i32 %829, 26
  %967 = zext nneg i32 %966 to i64
  %968 = getelementptr inbounds nuw float, ptr %831, i64 %967
  %969 = load float, ptr %968, align 4, !tbaa !11
  %970 = fmul contract float %827, %969
  %971 = getelementptr inbounds nuw i8, ptr %968, i64 4
  %972 = load float, ptr %971, align 4, !tbaa !11
  %973 = fmul contract float %827, %972
  %974 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %970, float %973) #9, !srcloc !20
  %975 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %967
  store i32 %974, ptr %975, align 4, !tbaa !6
  %976 = or disjoint i32 %829, 28
  %977 = zext nneg i32 %976 to i64
  %978 = getelementptr inbounds nuw float, ptr %831, i64 %977
  %979 = load float, ptr %978, align 4, !tbaa !11
  %980 = fmul contract float %827, %979
  %981 = getelementptr inbounds nuw i8, ptr %978, i64 4
  %982 = load float, ptr %981, align 4, !tbaa !11
  %983 = fmul contract float %827, %982
  %984 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %980, float %983) #9, !srcloc !20
  %985 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %977
  store i32 %984, ptr %985, align 4, !tbaa !6
  %986 = or disjoint i32 %829, 30
  %987 = zext nneg i32 %986 to i64
  %988 = getelementptr inbounds nuw float, ptr %831, i64 %987
  %989 = load float, ptr %988, align 4, !tbaa !11
  %990 = fmul contract float %827, %989
  %991 = getelementptr inbounds nuw i8, ptr %988, i64 4
  %992 = load float, ptr %991, align 4, !tbaa !11
  %993 = fmul contract float %827, %992
  %994 = tail call i32 asm "{ cvt.rn.f16x2.f32 $0, $2, $1; }\0A", "=r,f,f"(float %990, float %993) #9, !srcloc !20
  %995 = getelementptr inbounds nuw %struct.__half, ptr %836, i64 %987
  store i32 %994, ptr %995, align 4, !tbaa !6
  br label %996

996:                                              ; preds = %824, %327
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr readonly captures(none), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p0(ptr readonly captures(none), i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr writeonly captures(none), float, float, float, float, float, float, float, float, i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr readonly captures(none), i32) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr readonly captures(none), i32) #3

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind memory(none) }
attributes #5 = { nocallback nounwind memory(argmem: write) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{i64 2156184705}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !8, i64 0}
!19 = distinct !{!19, !14}
!20 = !{i64 2156237392}
