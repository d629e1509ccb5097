; A bitcast between a load and a store moves into the accesses, as DAGCombiner does before
; legalization: store (bitcast x) -> store x (visitSTORE), bitcast (load p) -> load p as the
; cast's type (visitBITCAST). No 64-bit value is split into halves or put together.
; RUN: --emit ptx --sm 90
; (The load takes the cast's type first; LLVM 22 happens to keep the load's and store that: the
; same two instructions.) A volatile load keeps its type; its halves are stored from the 64-bit
; register (store-of-trunc: st.b32 truncates), as LLVM 22 stores halves it loaded into %rd.
; CHECK-LABEL: .visible .entry to_vector(
; CHECK: ld.global.v2.b32 {%r1, %r2}, [%rd1];
; CHECK-NEXT: st.global.v2.b32 [%rd2], {%r1, %r2};
; CHECK-NEXT: ret;
; CHECK-LABEL: .visible .entry to_scalar(
; CHECK: ld.global.b64 %rd3, [%rd1];
; CHECK-NEXT: st.global.b64 [%rd2], %rd3;
; CHECK-NEXT: ret;
; CHECK-LABEL: .visible .entry kept(
; CHECK: ld.volatile.global.b64 %rd3, [%rd1];
; CHECK-NEXT: shr.u64 %rd4, %rd3, 32;
; CHECK-NEXT: st.volatile.global.b32 [%rd2], %rd3;
; CHECK-NEXT: st.volatile.global.b32 [%rd2+4], %rd4;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @to_vector(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i64, ptr addrspace(1) %in
  %r = bitcast i64 %a to <2 x i32>
  store <2 x i32> %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @to_scalar(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load <2 x i32>, ptr addrspace(1) %in
  %r = bitcast <2 x i32> %a to i64
  store i64 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @kept(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load volatile i64, ptr addrspace(1) %in
  %r = bitcast i64 %a to <2 x i32>
  store volatile <2 x i32> %r, ptr addrspace(1) %out
  ret void
}
