; A sub-word atomicrmw on a variable aligned to 4 or more plus a constant: its 32-bit word and
; byte lane are known, so the CAS loop's mask and shift are constants (-256 and 255 for byte 0,
; the value shifted by 16 for byte 2) and the word is addressed as the variable plus a constant
; in the loop too ([sh+8], [bytes+4]), as LLVM 22's InstSimplify-folding AtomicExpand builds it.
; RUN: --emit ptx
; CHECK: ld.shared.b32 {{%r[0-9]+}}, [sh+8];
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, -256;
; CHECK: atom.relaxed.sys.shared.cas.b32 {{%r[0-9]+}}, [sh+8],
; CHECK: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16;
; CHECK: ld.shared.b32 {{%r[0-9]+}}, [bytes+4];
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, -16711681;
; CHECK: atom.relaxed.sys.shared.cas.b32 {{%r[0-9]+}}, [bytes+4],
; CHECK-NOT: and.b64
@sh = internal addrspace(3) global [4 x i64] undef, align 16
@bytes = internal addrspace(3) global [8 x i8] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %v = load i8, ptr addrspace(1) %in
  %p = getelementptr i8, ptr addrspace(3) @sh, i64 8
  %r = atomicrmw nand ptr addrspace(3) %p, i8 %v monotonic
  store i8 %r, ptr addrspace(1) %out
  %q = getelementptr i8, ptr addrspace(3) @bytes, i64 6
  %s = atomicrmw add ptr addrspace(3) %q, i8 %v monotonic
  %o = getelementptr i8, ptr addrspace(1) %out, i64 1
  store i8 %s, ptr addrspace(1) %o
  ret void
}
