; BUILD_VECTOR of the packed 32-bit vectors (v2f16, v2bf16, v2i16, v4i8), here handed to inline
; asm as the sparse MMA kernels of the MLIR corpus do. A constant one is one i32 constant of the
; lanes' bits, low lane first (LLVM's NVPTX LowerBUILD_VECTOR), so a mov.b32 of the packed
; immediate; two 16-bit registers are packed with mov.b32 {lo, hi}. llc-22 -mcpu=sm_90 prints
; the same four movs: 1073757184 (<1.0, 2.0> half), 67305985 (<1, 2, 3, 4> i8), 1065369472
; (<1.0, 1.0> bfloat), {%rs1, %rs2}.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.param.b16 %rs1, [k_param_1];
; CHECK-NEXT: ld.param.b16 %rs2, [k_param_2];
; CHECK-NEXT: mov.b32 %r1, {%rs1, %rs2};
; CHECK-NEXT: mov.b32 %r2, 1073757184;
; CHECK-NEXT: mov.b32 %r3, 1065369472;
; CHECK-NEXT: mov.b32 %r4, 67305985;
; CHECK-NEXT: add.u32 %r5, %r2, %r4;
; CHECK-NEXT: add.u32 %r6, %r3, %r1;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i16 %a, i16 %b) {
entry:
  %h = bitcast <2 x half> <half 1.0, half 2.0> to i32
  %i = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 4> to i32
  %f = bitcast <2 x bfloat> <bfloat 1.0, bfloat 1.0> to i32
  %v0 = insertelement <2 x i16> poison, i16 %a, i64 0
  %v1 = insertelement <2 x i16> %v0, i16 %b, i64 1
  %g = bitcast <2 x i16> %v1 to i32
  %r = call { i32, i32 } asm sideeffect "add.u32 $0, $2, $3;\0A\09add.u32 $1, $4, $5;", "=r,=r,r,r,r,r"(i32 %h, i32 %i, i32 %f, i32 %g)
  %r0 = extractvalue { i32, i32 } %r, 0
  %r1 = extractvalue { i32, i32 } %r, 1
  store i32 %r0, ptr addrspace(1) %p, align 4
  %q = getelementptr i8, ptr addrspace(1) %p, i64 4
  store i32 %r1, ptr addrspace(1) %q, align 4
  ret void
}
