; Half and bfloat16 arithmetic in b16 registers on sm_90: add/sub/mul/fma.rn, neg, abs, min/max,
; setp and selp; a 16-bit float constant is a mov.b16 of its bits (PTX has no f16 immediates);
; fadd contract (fmul contract) folds into fma.rn.f16.
; RUN: --emit ptx
; CHECK: mov.b16 {{%rs[0-9]+}}, 14336;
; CHECK-NEXT: fma.rn.f16 {{%rs[0-9]+}}, %rs1, %rs2, %rs1;
; CHECK-NEXT: sub.rn.f16
; CHECK-NEXT: neg.f16
; CHECK-NEXT: abs.f16
; CHECK-NEXT: max.f16
; CHECK-NEXT: setp.gt.f16
; CHECK-NEXT: selp.b16
; CHECK: add.rn.bf16
; CHECK-NEXT: mul.rn.bf16
; CHECK-NEXT: fma.rn.bf16
; CHECK-NEXT: min.bf16
; CHECK-NEXT: setp.lt.bf16
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load half, ptr addrspace(1) %p, align 2
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 2
  %b = load half, ptr addrspace(1) %pb, align 2
  %m = fmul contract half %a, %b
  %s = fadd contract half %m, %a
  %d = fsub half %s, 0xH3800
  %n = fneg half %d
  %ab = call half @llvm.fabs.f16(half %n)
  %mx = call half @llvm.maxnum.f16(half %ab, half %b)
  %c = fcmp ogt half %mx, %a
  %r = select i1 %c, half %mx, half %b
  store half %r, ptr addrspace(1) %p, align 2
  %x = load bfloat, ptr addrspace(1) %q, align 2
  %qb = getelementptr i8, ptr addrspace(1) %q, i64 2
  %y = load bfloat, ptr addrspace(1) %qb, align 2
  %bs = fadd bfloat %x, %y
  %bm = fmul bfloat %bs, %x
  %bf = call bfloat @llvm.fma.bf16(bfloat %bm, bfloat %y, bfloat %x)
  %bn = call bfloat @llvm.minnum.bf16(bfloat %bf, bfloat %y)
  %bc = fcmp olt bfloat %bn, %x
  %br = select i1 %bc, bfloat %bn, bfloat %x
  store bfloat %br, ptr addrspace(1) %q, align 2
  ret void
}
declare half @llvm.fabs.f16(half)
declare half @llvm.maxnum.f16(half, half)
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
