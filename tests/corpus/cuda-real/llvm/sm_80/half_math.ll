; ModuleID = 'half_math.cu'
source_filename = "half_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15bias_silu_half2P7__half2PKS_S2_ii(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = mul nsw i32 %4, %3
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %5
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds %struct.__half2, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = srem i32 %10, %4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.__half2, ptr %2, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %16, i32 %20) #4, !srcloc !11
  %22 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 1.000000e+00) #4, !srcloc !12
  %23 = tail call i32 asm "{neg.f16x2 $0,$1;\0A}", "=r,r"(i32 %21) #4, !srcloc !13
  %24 = tail call i32 asm "{.reg.b16         hl, hu;         \0A .reg.b32         h,r,fl,fu,C,nZ; \0A  mov.b32         {hl, hu}, $1;   \0A  mov.b32         h, $1;          \0A  cvt.f32.f16     fl, hl;         \0A  cvt.f32.f16     fu, hu;         \0A  mov.b32         C, 0x3fb8aa3bU; \0A  mov.b32         nZ, 0x80000000U;\0A  fma.rn.f32      fl,fl,C,nZ;     \0A  fma.rn.f32      fu,fu,C,nZ;     \0A  ex2.approx.ftz.f32  fl, fl;     \0A  ex2.approx.ftz.f32  fu, fu;     \0A  cvt.rn.f16.f32      hl, fl;     \0A  cvt.rn.f16.f32      hu, fu;     \0A  mov.b32         r, {hl, hu};    \0A{.reg.b32 spc, ulp, p;\0A  mov.b32 spc,0X1F791F79U;\0A  mov.b32 ulp,0x94009400U;\0A  set.eq.f16x2.f16x2 p,h, spc;\0A  fma.rn.f16x2 r,p,ulp,r;\0A}\0A{.reg.b32 spc, ulp, p;\0A  mov.b32 spc,0X25CF25CFU;\0A  mov.b32 ulp,0x94009400U;\0A  set.eq.f16x2.f16x2 p,h, spc;\0A  fma.rn.f16x2 r,p,ulp,r;\0A}\0A{.reg.b32 spc, ulp, p;\0A  mov.b32 spc,0XC13BC13BU;\0A  mov.b32 ulp,0x04000400U;\0A  set.eq.f16x2.f16x2 p,h, spc;\0A  fma.rn.f16x2 r,p,ulp,r;\0A}\0A{.reg.b32 spc, ulp, p;\0A  mov.b32 spc,0XC1EFC1EFU;\0A  mov.b32 ulp,0x02000200U;\0A  set.eq.f16x2.f16x2 p,h, spc;\0A  fma.rn.f16x2 r,p,ulp,r;\0A}\0A  mov.b32         $0, r;  \0A}", "=r,r"(i32 %23) #4, !srcloc !14
  %25 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %22, i32 %24) #4, !srcloc !11
  %26 = tail call i32 asm "{.reg.b16         hl, hu;         \0A .reg.b32         fl, fu;         \0A  mov.b32         {hl, hu}, $1;   \0A  cvt.f32.f16     fl, hl;         \0A  cvt.f32.f16     fu, hu;         \0A  rcp.approx.ftz.f32   fl, fl;     \0A  rcp.approx.ftz.f32   fu, fu;     \0A  cvt.rn.f16.f32      hl, fl;     \0A  cvt.rn.f16.f32      hu, fu;     \0A  mov.b32         $0, {hl, hu};   \0A}", "=r,r"(i32 %25) #4, !srcloc !15
  %27 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %21, i32 %26) #4, !srcloc !16
  %28 = getelementptr inbounds %struct.__half2, ptr %0, i64 %14
  store i32 %27, ptr %28, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %5, %13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12half_specialP6__halfPKS_i(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %39

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__half, ptr %1, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !17
  %14 = tail call i16 asm "{set.nan.f16.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %13) #4, !srcloc !19
  %15 = icmp eq i16 %14, 0
  br i1 %15, label %16, label %34

16:                                               ; preds = %10
  %17 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #4, !srcloc !20
  %18 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %13, i16 %17) #4, !srcloc !21
  %19 = icmp eq i16 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = tail call i16 asm "{.reg.b32         f, C, nZ;       \0A .reg.b16         h,r;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  mov.b32         C, 0x3fb8aa3bU; \0A  mov.b32         nZ, 0x80000000U;\0A  fma.rn.f32      f,f,C,nZ;       \0A  ex2.approx.ftz.f32  f,f;        \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X1F79U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X25CFU;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC13BU;\0A  mov.b16 ulp,0x0400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC1EFU;\0A  mov.b16 ulp,0x0200U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %13) #4, !srcloc !22
  br label %34

22:                                               ; preds = %16
  %23 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 8.000000e+00) #4, !srcloc !20
  %24 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %13, i16 %23) #4, !srcloc !23
  %25 = icmp eq i16 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %22
  %27 = tail call i16 asm "{.reg.b32         f, C;           \0A .reg.b16         r,h;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  lg2.approx.ftz.f32  f,f;        \0A  mov.b32         C, 0x3f317218U;  \0A  mul.f32         f,f,C;          \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X160DU;\0A  mov.b16 ulp,0x9C00U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X3BFEU;\0A  mov.b16 ulp,0x8010U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X3C0BU;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X6051U;\0A  mov.b16 ulp,0x1C00U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %13) #4, !srcloc !24
  br label %34

28:                                               ; preds = %22
  %29 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0x3F50624DE0000000) #4, !srcloc !20
  %30 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %29) #4, !srcloc !25
  %31 = tail call i16 asm "{.reg.b32         f;        \0A .reg.b16         r;        \0A  mov.b16         r,$1;     \0A  cvt.f32.f16     f,r;      \0A  rsqrt.approx.ftz.f32   f,f;  \0A  cvt.rn.f16.f32      r,f;  \0A  mov.b16         $0,r;     \0A}", "=h,h"(i16 %30) #4, !srcloc !26
  %32 = tail call i16 asm "{.reg.b32         f;        \0A .reg.b16         r;        \0A  mov.b16         r,$1;     \0A  cvt.f32.f16     f,r;      \0A  sqrt.approx.ftz.f32   f,f;  \0A  cvt.rn.f16.f32      r,f;  \0A  mov.b16         $0,r;     \0A}", "=h,h"(i16 %13) #4, !srcloc !27
  %33 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %31, i16 %32) #4, !srcloc !28
  br label %34

34:                                               ; preds = %10, %20, %28, %26
  %35 = phi i16 [ %33, %28 ], [ %21, %20 ], [ %27, %26 ], [ %13, %10 ]
  %36 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float -6.550400e+04) #4, !srcloc !20
  %37 = tail call i16 asm "{max.NaN.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %35, i16 %36) #4, !srcloc !29
  %38 = getelementptr inbounds %struct.__half, ptr %0, i64 %11
  store i16 %37, ptr %38, align 2, !tbaa !17
  br label %39

39:                                               ; preds = %3, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15hfma_relu_clampP7__half2PKS_S2_S2_iS_S_(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noundef readonly byval(%struct.__half2) align 4 captures(none) %5, ptr noundef readonly byval(%struct.__half2) align 4 captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %33

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.__half2, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds %struct.__half2, ptr %2, i64 %15
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds %struct.__half2, ptr %3, i64 %15
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call i32 asm "{fma.rn.relu.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %17, i32 %19, i32 %21) #4, !srcloc !30
  %23 = load i32, ptr %5, align 4, !tbaa !6
  %24 = tail call i32 asm "{max.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %22, i32 %23) #4, !srcloc !31
  %25 = load i32, ptr %6, align 4, !tbaa !6
  %26 = tail call i32 asm "{min.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %24, i32 %25) #4, !srcloc !32
  %27 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 5.000000e-01) #4, !srcloc !12
  %28 = tail call i32 asm "{ set.gt.f16x2.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %26, i32 %27) #4, !srcloc !33
  %29 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 1.000000e+00) #4, !srcloc !12
  %30 = tail call i32 asm "{add.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %28, i32 %29) #4, !srcloc !11
  %31 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %26, i32 %30) #4, !srcloc !16
  %32 = getelementptr inbounds %struct.__half2, ptr %0, i64 %15
  store i32 %31, ptr %32, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %7, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z16convert_roundingP6__halfPsPjPKfi(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %30

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %3, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !34
  %16 = tail call i16 asm "{  cvt.rm.f16.f32 $0, $1;}\0A", "=h,f"(float %15) #4, !srcloc !36
  %17 = tail call i16 asm "{  cvt.rp.f16.f32 $0, $1;}\0A", "=h,f"(float %15) #4, !srcloc !37
  %18 = tail call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %15) #4, !srcloc !38
  %19 = mul nsw i32 %10, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.__half, ptr %0, i64 %20
  store i16 %16, ptr %21, align 2, !tbaa !17
  %22 = getelementptr i8, ptr %21, i64 2
  store i16 %17, ptr %22, align 2, !tbaa !17
  %23 = getelementptr i8, ptr %21, i64 4
  store i16 %18, ptr %23, align 2, !tbaa !17
  %24 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %16, i16 %17) #4, !srcloc !25
  %25 = tail call noundef i16 asm "cvt.rni.s16.f16 $0, $1;", "=h,h"(i16 %24) #4, !srcloc !39
  %26 = getelementptr inbounds i16, ptr %1, i64 %13
  store i16 %25, ptr %26, align 2, !tbaa !17
  %27 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %18) #4, !srcloc !40
  %28 = tail call noundef i32 asm "cvt.rzi.u32.f16 $0, $1;", "=r,h"(i16 %27) #4, !srcloc !41
  %29 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %28, ptr %29, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z14half_dot_accumPfPK6__halfS2_i(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = shl i32 %9, 3
  %11 = or disjoint i32 %10, 7
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %39

13:                                               ; preds = %4
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds %struct.__half, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 16, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds %struct.__half, ptr %2, i64 %14
  %24 = load i32, ptr %23, align 16, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !6
  %29 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #4, !srcloc !12
  %32 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %16, i32 %24, i32 %31) #4, !srcloc !42
  %33 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %18, i32 %26, i32 %32) #4, !srcloc !42
  %34 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %20, i32 %28, i32 %33) #4, !srcloc !42
  %35 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %22, i32 %30, i32 %34) #4, !srcloc !42
  %36 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %35) #4, !srcloc !43
  %37 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %35) #4, !srcloc !44
  %38 = fadd contract float %36, %37
  br label %39

39:                                               ; preds = %13, %4
  %40 = phi float [ %38, %13 ], [ 0.000000e+00, %4 ]
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 16, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 8, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 4, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 2, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 1, i32 31)
  %50 = and i32 %8, 31
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %55

52:                                               ; preds = %39
  %53 = fadd contract float %48, %49
  %54 = atomicrmw fadd ptr %0, float %53 seq_cst, align 4
  br label %55

55:                                               ; preds = %52, %39
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind memory(none) }

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
!11 = !{i64 2157431858, i64 2157431887}
!12 = !{i64 2156226487, i64 2156226516, i64 2156226554}
!13 = !{i64 2157808988, i64 2157809008}
!14 = !{i64 8606524, i64 8606572, i64 8606619, i64 8606666, i64 8606713, i64 8606760, i64 8606807, i64 8606854, i64 8606901, i64 8606948, i64 8606995, i64 8607042, i64 8607089, i64 8607136, i64 8607183, i64 2157727198, i64 2157727229, i64 2157727283, i64 2157727337, i64 2157727403, i64 2157727484, i64 2157727785, i64 2157727816, i64 2157727870, i64 2157727924, i64 2157727990, i64 2157728071, i64 2157728372, i64 2157728403, i64 2157728457, i64 2157728511, i64 2157728577, i64 2157728658, i64 2157728959, i64 2157728990, i64 2157729044, i64 2157729098, i64 2157729164, i64 2157729245, i64 8607442, i64 8607481}
!15 = !{i64 2157764567, i64 2157764624, i64 2157764680, i64 2157764736, i64 2157764792, i64 2157764848, i64 2157764932, i64 2157765016, i64 2157765072, i64 2157765128, i64 2157765184}
!16 = !{i64 2157461658, i64 2157461687}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !8, i64 0}
!19 = !{i64 2157799722, i64 2157799751}
!20 = !{i64 2156183215}
!21 = !{i64 2157280267, i64 2157280305, i64 2157280358}
!22 = !{i64 8605728, i64 8605776, i64 8605823, i64 8605870, i64 8605917, i64 8605964, i64 8606011, i64 8606058, i64 8606105, i64 2157724767, i64 2157724798, i64 2157724852, i64 2157724906, i64 2157724968, i64 2157725047, i64 2157725324, i64 2157725355, i64 2157725409, i64 2157725463, i64 2157725525, i64 2157725604, i64 2157725881, i64 2157725912, i64 2157725966, i64 2157726020, i64 2157726082, i64 2157726161, i64 2157726438, i64 2157726469, i64 2157726523, i64 2157726577, i64 2157726639, i64 2157726718, i64 8606328, i64 8606375}
!23 = !{i64 2157298964, i64 2157299002, i64 2157299055}
!24 = !{i64 8613299, i64 8613347, i64 8613394, i64 8613441, i64 8613488, i64 8613535, i64 8613583, i64 8613630, i64 2157754585, i64 2157754616, i64 2157754670, i64 2157754724, i64 2157754786, i64 2157754865, i64 2157755142, i64 2157755173, i64 2157755227, i64 2157755281, i64 2157755343, i64 2157755422, i64 2157755699, i64 2157755730, i64 2157755784, i64 2157755838, i64 2157755900, i64 2157755979, i64 2157756256, i64 2157756287, i64 2157756341, i64 2157756395, i64 2157756457, i64 2157756536, i64 8613853, i64 8613900}
!25 = !{i64 2157568895, i64 2157568922}
!26 = !{i64 2157767372, i64 2157767423, i64 2157767473, i64 2157767523, i64 2157767573, i64 2157767651, i64 2157767701, i64 2157767751}
!27 = !{i64 2157769148, i64 2157769199, i64 2157769249, i64 2157769299, i64 2157769349, i64 2157769427, i64 2157769477, i64 2157769527}
!28 = !{i64 2157599231, i64 2157599258}
!29 = !{i64 2157861228, i64 2157861259}
!30 = !{i64 2157947183, i64 2157947223}
!31 = !{i64 2156765003, i64 2156765032}
!32 = !{i64 2156779903, i64 2156779932}
!33 = !{i64 2156882641, i64 2156882680}
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !8, i64 0}
!36 = !{i64 2156208226}
!37 = !{i64 2156216611}
!38 = !{i64 2156199841}
!39 = !{i64 8545467}
!40 = !{i64 2157845098, i64 2157845116}
!41 = !{i64 2156344147}
!42 = !{i64 2157552749, i64 2157552803}
!43 = !{i64 2156258222, i64 2156258256, i64 2156258293}
!44 = !{i64 2156268600, i64 2156268634, i64 2156268671}
