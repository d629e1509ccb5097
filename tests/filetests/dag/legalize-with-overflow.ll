; The with-overflow intrinsics are expanded in operation legalization (LLVM's expandSADDSUBO /
; expandMULO): sadd.with.overflow is the add and the sign test ((r ^ a) & (r ^ b)) < 0; the
; smul.with.overflow of two constants folds away.
; RUN: --emit dag
; CHECK-LABEL: === Operation legalization ===
; CHECK: ; legalize-ops.expand: {{t[0-9]+}}: saddo i32 -> the operation, and the overflow as a comparison
; CHECK-NOT: saddo
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
