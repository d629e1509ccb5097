; 16-bit floats per SM: sm_90 has cvt.r*i.bf16, ex2.approx.ftz.bf16 and min.NaN.f16; sm_80 has
; min.NaN.f16 and max.bf16 (hasBF16Math) but does bf16 rounding and ex2 in f32.
; RUN: --emit ptx --sm 80
; CHECK: cvt.rmi.f16.f16
; CHECK-NEXT: ex2.approx.f16
; CHECK-NEXT: min.NaN.f16
; CHECK-NOT: cvt.rzi.bf16.bf16
; CHECK: cvt.rzi.f32.f32
; CHECK-NEXT: cvt.rn.bf16.f32
; CHECK: ex2.approx.f32
; CHECK-NEXT: cvt.rn.bf16.f32
; CHECK-NEXT: max.bf16
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load half, ptr addrspace(1) %p, align 2
  %b = load bfloat, ptr addrspace(1) %q, align 2
  %fa = call half @llvm.floor.f16(half %a)
  %ea = call half @llvm.exp2.f16(half %fa)
  %ma = call half @llvm.minimum.f16(half %ea, half %a)
  %tb = call bfloat @llvm.trunc.bf16(bfloat %b)
  %eb = call bfloat @llvm.exp2.bf16(bfloat %tb)
  %mb = call bfloat @llvm.maxnum.bf16(bfloat %eb, bfloat %b)
  store half %ma, ptr addrspace(1) %p, align 2
  store bfloat %mb, ptr addrspace(1) %q, align 2
  ret void
}
declare half @llvm.floor.f16(half)
declare half @llvm.exp2.f16(half)
declare half @llvm.minimum.f16(half, half)
declare bfloat @llvm.trunc.bf16(bfloat)
declare bfloat @llvm.exp2.bf16(bfloat)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
