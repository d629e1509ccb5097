; sadd.with.overflow in PTX: the add, the xor/and sign test, setp.lt and the flag as a selp.
; RUN: --emit ptx
; CHECK: xor.b32
; CHECK: and.b32
; CHECK: setp.lt.s32
; CHECK: selp.b32 {{%r[0-9]+}}, 1, 0, {{%p[0-9]+}};
define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr addrspace(1) %in
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %a)
  %v = extractvalue { i32, i1 } %o, 0
  %f = extractvalue { i32, i1 } %o, 1
  %z = zext i1 %f to i32
  %w = add i32 %v, %z
  %o2 = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 7, i16 9)
  store i32 %w, ptr addrspace(1) %out
  ret void
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16)
