; Packed 16-bit integer arithmetic at sm_90+ with PTX 8.0+ (sm_100a's lowest PTX is 8.6): LLVM 22
; makes add, smin/smax/umin/umax on v2i16 Legal and selects add.s16x2, min/max.s16x2/u16x2, while
; sub, mul and shl stay per lane (llc-22 -mcpu=sm_100a prints sub.s16 twice). fp_extend to f32x2
; and fp_round from it (f32x2 is a legal type there) have no packed form: per lane (LLVM 22 then
; selects the rounding pair as one cvt.rn.f16x2.f32, the high lane first, and so do we).
; RUN: --emit ptx --sm 100a
; CHECK-LABEL: .visible .entry k(
; CHECK: add.s16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: min.s16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: max.u16x2 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK: sub.s16
; CHECK: sub.s16
; CHECK: cvt.f32.f16
; CHECK: cvt.f32.f16
; CHECK: add.rn.f32x2
; CHECK-NOT: cvt.rn.f16.f32
; CHECK: cvt.rn.f16x2.f32 %r10, %r9, %r8;
; CHECK-NOT: cvt.rn.f16.f32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load <2 x i16>, ptr addrspace(1) %p, align 4
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 4
  %b = load <2 x i16>, ptr addrspace(1) %pb, align 4
  %s = add <2 x i16> %a, %b
  %m = call <2 x i16> @llvm.smin.v2i16(<2 x i16> %s, <2 x i16> %b)
  %u = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %m, <2 x i16> %a)
  %d = sub <2 x i16> %u, %b
  store <2 x i16> %d, ptr addrspace(1) %p, align 4
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  %h = load <2 x half>, ptr addrspace(1) %q, align 4
  %f = fpext <2 x half> %h to <2 x float>
  %g = fadd <2 x float> %f, %f
  %r = fptrunc <2 x float> %g to <2 x half>
  store <2 x half> %r, ptr addrspace(1) %q, align 4
  ret void
}
declare <2 x i16> @llvm.smin.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>)
