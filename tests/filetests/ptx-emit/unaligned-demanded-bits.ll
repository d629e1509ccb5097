; An i32 copied at align 1 is split into four byte loads joined by shifts and ors and four byte
; stores of the joined value shifted right; each store reads only 8 bits of it, so it stores the
; byte that was loaded there (SimplifyDemandedBits), as LLVM 22 does: four ld.u8, four st.b8,
; nothing between. An i64 at align 4 likewise stores its two 32-bit halves as loaded.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: shl
; CHECK-NOT: or.b32
; CHECK-NOT: shr
; CHECK: st.global.b8 [%rd2+3],
; CHECK-LABEL: .visible .entry w(
; CHECK-NOT: shl
; CHECK-NOT: or.b64
; CHECK-NOT: shr
; CHECK: st.global.b32 [%rd2+4],
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) %in, align 1
  store i32 %v, ptr addrspace(1) %out, align 1
  ret void
}

define ptx_kernel void @w(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i64, ptr addrspace(1) %in, align 4
  store i64 %v, ptr addrspace(1) %out, align 4
  ret void
}
