; A constant vector stored whole keeps its lanes as immediates in the st.v instruction, as LLVM 22
; prints them ({0, 0, 0, 0}; a double lane 0d0000000000000000), with no mov into a register first.
; Here the stored vectors are loads from a zero-initialised constant global, folded to zero.
; RUN: --emit ptx
; CHECK: st.global.v4.b32 [%rd1], {0, 0, 0, 0};
; CHECK: st.global.v2.b64 [%rd1+16], {0d0000000000000000, 0d0000000000000000};
; CHECK: st.global.v2.b32 [%rd1+32], {7, -1};
; CHECK-NOT: mov.b
@cst = internal addrspace(4) constant [4 x <4 x i32>] zeroinitializer, align 16
@dbl = internal addrspace(4) constant [2 x <2 x double>] zeroinitializer, align 16

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = getelementptr [4 x <4 x i32>], ptr addrspace(4) @cst, i64 0, i64 1
  %v = load <4 x i32>, ptr addrspace(4) %p
  store <4 x i32> %v, ptr addrspace(1) %out
  %q = getelementptr [2 x <2 x double>], ptr addrspace(4) @dbl, i64 0, i64 1
  %d = load <2 x double>, ptr addrspace(4) %q
  %o16 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store <2 x double> %d, ptr addrspace(1) %o16
  %o32 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store <2 x i32> <i32 7, i32 -1>, ptr addrspace(1) %o32
  ret void
}
