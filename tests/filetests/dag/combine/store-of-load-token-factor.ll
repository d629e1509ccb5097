; store (load p), p is a no-op when the store's chain is a TokenFactor that has the load's
; chain as an operand and that chain is used nowhere else (SDValue::reachesChainWithoutSideEffects
; serialises the TokenFactor with the load last): the byte written back by an insertvalue of
; a { i8, i64 } disappears with its load, only the i64 is copied. Not when the load's chain has
; another user (@stored_between: a store to other memory follows the load first).
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: .b8
; CHECK-NOT: .u8
; CHECK: ld.global.b64 %rd3, [%rd1+8];
; CHECK-NEXT: st.global.b64 [%rd2+8], %rd3;
; CHECK-NEXT: ret;
; CHECK-LABEL: .visible .entry stored_between(
; CHECK: ld.global.b32
; CHECK: st.global.b32
; CHECK: st.global.b32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load { i8, i64 }, ptr addrspace(1) %in
  %e = load i8, ptr addrspace(1) %out
  %r = insertvalue { i8, i64 } %a, i8 %e, 0
  store { i8, i64 } %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @stored_between(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %x) {
  %v = load i32, ptr addrspace(1) %p
  store i32 %x, ptr addrspace(1) %q
  store i32 %v, ptr addrspace(1) %p
  ret void
}
