; copysign of <2 x half> / <2 x bfloat> is expanded on the b32 that holds both lanes (LegalizeDAG's
; ExpandFCOPYSIGN on the same-sized integer): magnitude bits of x (0x7fff7fff), sign bits of y
; (0x80008000), or (llc-22 -mcpu=sm_90: and.b32, and.b32, or.b32). A scalar half keeps the 16-bit
; form (and.b16 0x7fff / 0x8000): the packed rule must not fire for it.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.b32 %r1, [%rd1];
; CHECK-NEXT: ld.global.b32 %r2, [%rd1+4];
; CHECK-NEXT: and.b32 %r3, %r1, 2147450879;
; CHECK-NEXT: and.b32 %r4, %r2, -2147450880;
; CHECK-NEXT: or.b32 %r5, %r3, %r4;
; CHECK-NEXT: st.global.b32 [%rd2], %r5;
; CHECK-NOT: and.b16
; CHECK-LABEL: .visible .entry scalar(
; CHECK: and.b16 %rs3, %rs1, 32767;
; CHECK-NEXT: and.b16 %rs4, %rs2, -32768;
; CHECK-NEXT: or.b16 %rs5, %rs3, %rs4;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load <2 x half>, ptr addrspace(1) %in
  %b.p = getelementptr <2 x half>, ptr addrspace(1) %in, i64 1
  %b = load <2 x half>, ptr addrspace(1) %b.p
  %r = call <2 x half> @llvm.copysign.v2f16(<2 x half> %a, <2 x half> %b)
  store <2 x half> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @scalar(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load half, ptr addrspace(1) %in
  %b.p = getelementptr half, ptr addrspace(1) %in, i64 1
  %b = load half, ptr addrspace(1) %b.p
  %r = call half @llvm.copysign.f16(half %a, half %b)
  store half %r, ptr addrspace(1) %out
  ret void
}
declare <2 x half> @llvm.copysign.v2f16(<2 x half>, <2 x half>)
declare half @llvm.copysign.f16(half, half)
