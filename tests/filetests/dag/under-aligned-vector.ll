; Vectors and i128 below the alignment their accesses need are accessed part by part (lanes,
; i64 halves), each part split again where it is itself under-aligned: a <2 x half> at align 2 is
; two 16-bit loads (llc-22 -mcpu=sm_90 the same: ld.global.b16 twice), never one ld.b32 that would
; fault; an i128 at align 4 is four 32-bit loads, two per half.
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry v2half(
; CHECK: ld.global.b16 %rs1, [%rd1];
; CHECK-NEXT: ld.global.b16 %rs2, [%rd1+2];
; CHECK-NOT: ld.global.b32
; CHECK: st.global.b16
; CHECK: st.global.b16
; CHECK-LABEL: .visible .entry i128(
; CHECK: ld.global.u32 %rd{{[0-9]+}}, [%rd1];
; CHECK: ld.global.u32 %rd{{[0-9]+}}, [%rd1+4];
; CHECK: ld.global.u32 %rd{{[0-9]+}}, [%rd1+8];
; CHECK: ld.global.u32 %rd{{[0-9]+}}, [%rd1+12];
; CHECK-NOT: ld.global.v2.b64
; CHECK-NOT: st.global.v2.b64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @v2half(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <2 x half>, ptr addrspace(1) %in, align 2
  store <2 x half> %v, ptr addrspace(1) %out, align 2
  ret void
}

define ptx_kernel void @i128(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load i128, ptr addrspace(1) %in, align 4
  store i128 %v, ptr addrspace(1) %out, align 4
  ret void
}
