; zext (load i1) is LLVM 22's zextload of the byte into the wide register (the byte holds 0 or
; 1): into a 64-bit register for i64 (ld.global.u8 %rd, no setp/selp), and for i128 the low half
; after type legalization split it (combine #2), the high half the constant 0. Not when the
; loaded i1 has another use (@twice: it is also selected on), where the compare stays.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry wide(
; CHECK: ld.global.u8 %rd3, [%rd1];
; CHECK-NEXT: st.global.b64 [%rd2], %rd3;
; CHECK-LABEL: .visible .entry quad(
; CHECK: ld.global.u8 %rd3, [%rd1];
; CHECK-NEXT: st.global.v2.b64 [%rd2], {%rd3, 0};
; CHECK-LABEL: .visible .entry twice(
; CHECK: setp.ne.b16
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @wide(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load i1, ptr addrspace(1) %in
  %r = zext i1 %a to i64
  store i64 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @quad(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load i1, ptr addrspace(1) %in
  %r = zext i1 %a to i128
  store i128 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @twice(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %x) {
  %a = load i1, ptr addrspace(1) %in
  %r = zext i1 %a to i64
  %s = select i1 %a, i64 %x, i64 7
  %t = add i64 %r, %s
  store i64 %t, ptr addrspace(1) %out
  ret void
}
