; A v8i32 load from a shared variable plus 32 is split into two ld.v4 after legalization; the
; second one's address, (sh + 32) + 16, is the variable plus 48 ([sh+48], LLVM's offset folding),
; not a register holding sh + 32.
; RUN: --emit ptx
; CHECK: ld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [sh+32];
; CHECK-NEXT: ld.shared.v4.b32 {%r5, %r6, %r7, %r8}, [sh+48];
; CHECK-NOT: add.s64
@sh = internal addrspace(3) global [4 x <8 x i32>] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = getelementptr [4 x <8 x i32>], ptr addrspace(3) @sh, i64 0, i64 1
  %v = load <8 x i32>, ptr addrspace(3) %p
  store <8 x i32> %v, ptr addrspace(1) %out
  ret void
}
