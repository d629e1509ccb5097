; A plain load from a constant global with a definitive initializer reads a known value: it
; folds to the constant (LLVM 22 folds it before selection too): the zero initializer read
; anywhere, an element of a table by a constant index; a volatile load (ld.const, as LLVM 22
; prints it), a load by a variable
; index and an externally initialized constant stay loads.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: ld.const
; CHECK: st.global.b32 [%rd1], 0;
; CHECK-NEXT: st.global.b32 [%rd1+4], 30;
; CHECK-NEXT: st.global.b64 [%rd1+8], 4611686018427387904;
; CHECK-LABEL: .visible .entry stays(
; CHECK: ld.const.b32 {{%r[0-9]+}}, [zeros+4];
; CHECK: ld.const.b32
; CHECK: ld.const.b32 {{%r[0-9]+}}, [ext];
@zeros = internal addrspace(4) constant [4 x i32] zeroinitializer, align 16
@table = internal addrspace(4) constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
@pair = internal addrspace(4) constant { i32, double } { i32 1, double 2.0 }, align 16
@ext = addrspace(4) externally_initialized constant i32 7, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %z.p = getelementptr [4 x i32], ptr addrspace(4) @zeros, i64 0, i64 3
  %z = load i32, ptr addrspace(4) %z.p
  store i32 %z, ptr addrspace(1) %out
  %t.p = getelementptr [4 x i32], ptr addrspace(4) @table, i64 0, i64 2
  %t = load i32, ptr addrspace(4) %t.p
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %t, ptr addrspace(1) %o1
  %d.p = getelementptr { i32, double }, ptr addrspace(4) @pair, i64 0, i32 1
  %d = load double, ptr addrspace(4) %d.p
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store double %d, ptr addrspace(1) %o2
  ret void
}

define ptx_kernel void @stays(ptr addrspace(1) %out, i64 %i) {
entry:
  %z.p = getelementptr [4 x i32], ptr addrspace(4) @zeros, i64 0, i64 1
  %z = load volatile i32, ptr addrspace(4) %z.p
  %t.p = getelementptr [4 x i32], ptr addrspace(4) @table, i64 0, i64 %i
  %t = load i32, ptr addrspace(4) %t.p
  %e = load i32, ptr addrspace(4) @ext
  %a = add i32 %z, %t
  %b = add i32 %a, %e
  store i32 %b, ptr addrspace(1) %out
  ret void
}
