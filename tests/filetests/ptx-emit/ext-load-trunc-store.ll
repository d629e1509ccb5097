; An extension whose operand is a load only it uses is one extending load into the wider
; register (DAGCombiner's tryToFoldExtOfLoad), and a store of a truncation a truncating store of
; the wide register (visitSTORE), as LLVM 22 prints them: ld.global.s8 into a 64-bit register,
; ld.global.u16 into a 32-bit one, st.global.b8 / st.global.b32 from 32- and 64-bit registers,
; with no cvt between. A load a multiply extends stays a 16-bit load (LLVM 22 makes mul.wide.s16
; of it).
; RUN: --emit ptx
; CHECK: ld.global.s8 %rd{{[0-9]+}}, [%rd1];
; CHECK: ld.global.u16 %r{{[0-9]+}}, [%rd1+2];
; CHECK: st.global.b32 [%rd2], %rd{{[0-9]+}};
; CHECK-NOT: cvt
; CHECK: st.global.b8 [%rd2+8], %r{{[0-9]+}};
; CHECK: ld.global.b16 %rs{{[0-9]+}}, [%rd1+4];
define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %a = load i8, ptr addrspace(1) %p
  %x = sext i8 %a to i64
  %q = getelementptr i8, ptr addrspace(1) %p, i64 2
  %b = load i16, ptr addrspace(1) %q
  %y = zext i16 %b to i32
  %s = add i64 %x, 5
  %t = trunc i64 %s to i32
  store i32 %t, ptr addrspace(1) %o
  %u = lshr i32 %y, 3
  %v = trunc i32 %u to i8
  %o8 = getelementptr i8, ptr addrspace(1) %o, i64 8
  store i8 %v, ptr addrspace(1) %o8
  %r = getelementptr i8, ptr addrspace(1) %p, i64 4
  %c = load i16, ptr addrspace(1) %r
  %w = sext i16 %c to i32
  %m = mul i32 %w, %w
  %o12 = getelementptr i8, ptr addrspace(1) %o, i64 12
  store i32 %m, ptr addrspace(1) %o12
  ret void
}
