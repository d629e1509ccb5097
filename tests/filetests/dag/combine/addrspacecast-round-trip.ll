; A specific address made generic and cast back to the same space is itself (LLVM 22's
; InferAddressSpaces at -O1+): no cvta.global / cvta.to.global pair, the volatile access goes
; straight to .global (@global) and .shared (@shared). Not when the spaces differ (@other: a
; global address cast to shared keeps cvta.global then cvta.to.shared).
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry global(
; CHECK-NOT: cvta
; CHECK: ld.volatile.global.b32 %r1, [%rd1];
; CHECK-LABEL: .visible .entry shared(
; CHECK-NOT: cvta
; CHECK: ld.volatile.shared.b32 %r1, [%rd1];
; CHECK-LABEL: .visible .entry other(
; CHECK: cvta.global.u64
; CHECK-NEXT: cvta.to.shared.u64
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @global(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %s = addrspacecast ptr %g to ptr addrspace(1)
  %v = load volatile i32, ptr addrspace(1) %s
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @shared(ptr addrspace(3) %in, ptr addrspace(1) %out) {
  %g = addrspacecast ptr addrspace(3) %in to ptr
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %v = load volatile i32, ptr addrspace(3) %s
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @other(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %g = addrspacecast ptr addrspace(1) %in to ptr
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %v = load volatile i32, ptr addrspace(3) %s
  store i32 %v, ptr addrspace(1) %out
  ret void
}
