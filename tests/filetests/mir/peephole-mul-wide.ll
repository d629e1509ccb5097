; peephole-opt: %x zero-extended is used by two address computations (i64 and i32 elements),
; so the selector's mul.wide pattern (one-use extension only) leaves cvt.u64.u32 and two
; shl.b64. The peephole makes each shl a mul.wide.u32 of %x, as llc-22 prints them, and the
; extension dies.
; RUN: --emit mir
; CHECK: ;   rewritten {{[0-9]+}}: %rd{{[0-9]+}} = SHLi64ri %rd{{[0-9]+}}, 3: a multiply of an extended 32-bit value, %rd{{[0-9]+}} = MULWIDEU64Imm %r{{[0-9]+}}, 8
; CHECK: ;   rewritten {{[0-9]+}}: %rd{{[0-9]+}} = SHLi64ri %rd{{[0-9]+}}, 2: a multiply of an extended 32-bit value, %rd{{[0-9]+}} = MULWIDEU64Imm %r{{[0-9]+}}, 4
; CHECK-LABEL: # Final
; CHECK-NOT: CVT_u64_u32
; CHECK-NOT: SHLi64ri
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %i) {
entry:
  %x = zext i32 %i to i64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %a, i64 %x
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %x
  store i64 1, ptr addrspace(1) %pa
  store i32 2, ptr addrspace(1) %pb
  ret void
}
