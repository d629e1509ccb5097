; Packed half pairs in one b32 register: fmul contract + fadd contract folds to fma.rn.f16x2
; (hfma2), the fma intrinsic is one too, then neg.f16x2 and min.f16x2 (LLVM 22, sm_90); the
; bitcasts from and to i32 cost no instruction (one register class).
; RUN: --emit ptx
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: ld.global.b32 %r2, [%rd2];
; CHECK-NEXT: fma.rn.f16x2 %r3, %r1, %r2, %r1;
; CHECK-NEXT: fma.rn.f16x2 %r4, %r3, %r2, %r1;
; CHECK-NEXT: neg.f16x2 %r5, %r4;
; CHECK-NEXT: min.f16x2 %r6, %r5, %r1;
; CHECK-NEXT: st.global.b32 [%rd1], %r6;
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load i32, ptr addrspace(1) %p, align 4
  %b = load i32, ptr addrspace(1) %q, align 4
  %x = bitcast i32 %a to <2 x half>
  %y = bitcast i32 %b to <2 x half>
  %m = fmul contract <2 x half> %x, %y
  %s = fadd contract <2 x half> %m, %x
  %f = call <2 x half> @llvm.fma.v2f16(<2 x half> %s, <2 x half> %y, <2 x half> %x)
  %n = fneg <2 x half> %f
  %mn = call <2 x half> @llvm.minnum.v2f16(<2 x half> %n, <2 x half> %x)
  %r = bitcast <2 x half> %mn to i32
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>)
