; Bit operations as LLVM 22 selects them: popc.b64/clz.b64 count into a b32 register (then
; cvt.u64.u32 when the count is used as an i64), brev.b64, bswap is prmt.b32 x, 0, 0x123 (on
; each half of an i64), and 64-bit rotates are shifts (the amount an i32).
; RUN: --emit ptx
; CHECK: brev.b64
; CHECK-NEXT: prmt.b32 {{%r[0-9]+}}, %r1, 0, 291;
; CHECK: popc.b64 {{%r[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: cvt.u64.u32
; CHECK-NEXT: clz.b64 {{%r[0-9]+}}, %rd{{[0-9]+}};
; CHECK: prmt.b32
; CHECK: prmt.b32
; CHECK: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 13;
; CHECK-NEXT: shr.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 51;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x, i64 %y) {
  %pc = call i64 @llvm.ctpop.i64(i64 %y)
  %lz = call i64 @llvm.ctlz.i64(i64 %y, i1 false)
  %rv = call i64 @llvm.bitreverse.i64(i64 %y)
  %s32 = call i32 @llvm.bswap.i32(i32 %x)
  %s64 = call i64 @llvm.bswap.i64(i64 %y)
  %ro = call i64 @llvm.fshl.i64(i64 %y, i64 %y, i64 13)
  %z = zext i32 %s32 to i64
  %a = add i64 %pc, %lz
  %b = xor i64 %a, %rv
  %c = add i64 %b, %z
  %d = xor i64 %c, %s64
  %e = add i64 %d, %ro
  store i64 %e, ptr addrspace(1) %p, align 8
  ret void
}
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.bitreverse.i64(i64)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare i64 @llvm.fshl.i64(i64, i64, i64)
