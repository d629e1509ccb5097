; fshl on i128 by a variable amount expands on the halves as LLVM's ExpandIntRes_FunnelShift does:
; the halves of x:y, least significant first, are y.lo, y.hi, x.lo, x.hi; bit 6 of the amount
; (and.b64 64, setp.ne) picks the window of three consecutive halves s1, s2, s3 (three selp) and
; two i64 funnel shifts by the amount mod 64 give lo = fshl(s2, s1) and hi = fshl(s3, s2), each
; expanded as x << (z % 64) | (y >> 1) >> (63 - z % 64) (llc-22 -mcpu=sm_90 prints the same
; shape, 25 instructions to our 23). Only z's low word is loaded: its high half's load is dead.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.b64 %rd2, [%rd1+32];
; CHECK-NEXT: and.b64 %rd3, %rd2, 64;
; CHECK-NEXT: setp.ne.b64 %p1, %rd3, 0;
; CHECK-NEXT: cvt.u32.u64 %r1, %rd2;
; CHECK-NEXT: and.b32 %r2, %r1, 63;
; CHECK-NEXT: sub.s32 %r3, 63, %r2;
; CHECK-NEXT: ld.global.v2.b64 {%rd4, %rd5}, [%rd1];
; CHECK-NEXT: selp.b64 %rd6, %rd4, %rd5, %p1;
; CHECK: ld.global.v2.b64 {%rd8, %rd9}, [%rd1+16];
; CHECK-NEXT: selp.b64 %rd10, %rd8, %rd9, %p1;
; CHECK-NEXT: selp.b64 %rd11, %rd9, %rd4, %p1;
; CHECK: or.b64 %rd15, %rd12, %rd14;
; CHECK: or.b64 %rd18, %rd7, %rd17;
; CHECK-NEXT: st.global.v2.b64 [%rd1], {%rd15, %rd18};
; CHECK-NOT: setp.gt
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %a = load i128, ptr addrspace(1) %p, align 16
  %q = getelementptr i128, ptr addrspace(1) %p, i64 1
  %b = load i128, ptr addrspace(1) %q, align 16
  %r = getelementptr i128, ptr addrspace(1) %p, i64 2
  %c = load i128, ptr addrspace(1) %r, align 16
  %f = call i128 @llvm.fshl.i128(i128 %a, i128 %b, i128 %c)
  store i128 %f, ptr addrspace(1) %p, align 16
  ret void
}
declare i128 @llvm.fshl.i128(i128, i128, i128)
