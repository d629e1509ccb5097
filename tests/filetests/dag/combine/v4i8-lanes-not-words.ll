; The byte-lane combines must not fire on values that are no lanes of a <4 x i8> word: bytes of
; i32 parameters compared and selected (the truncates' high bits are unknown, so the compares
; stay 16-bit on cvt.s16.s8 / and.b16 255 values), and a v4i8 add whose lanes are rebuilt from
; i16 adds (the BUILD_VECTOR's any_extends extend adds: nothing to fold).
; RUN: --emit dag --sm 90
; CHECK-NOT: ; v4i8-lane-zext:
; CHECK-NOT: ; v4i8-lane-sext:
; CHECK-NOT: ; and-of-known-zero:
; CHECK-NOT: ; setcc-of-extended-truncates:
; CHECK-NOT: ; select-of-lane-truncates:
; CHECK-NOT: ; any-extend-folds:
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %x, i32 %y, i1 %c) {
entry:
  %xa = trunc i32 %x to i8
  %ya = trunc i32 %y to i8
  %lt = icmp slt i8 %xa, %ya
  %ult = icmp ult i8 %xa, %ya
  %s = select i1 %lt, i8 %xa, i8 %ya
  %t = select i1 %ult, i8 %s, i8 %xa
  %a = load <4 x i8>, ptr addrspace(1) %in
  %d = add <4 x i8> %a, %a
  store <4 x i8> %d, ptr addrspace(1) %out
  %q = getelementptr i8, ptr addrspace(1) %out, i64 4
  store i8 %t, ptr addrspace(1) %q
  ret void
}
