; At sm_80 a half atomicrmw fadd is atom.add.noftz.f16 and a bfloat one a CAS loop on its 32-bit
; word, as LLVM 22 compiles them (atom.add.noftz.bf16 needs sm_90).
; RUN: --emit ptx --sm 80
; CHECK: atom.shared.add.noftz.f16 {{%rs[0-9]+}}, [sh+8], %rs1;
; CHECK: $L__BB0_1:
; CHECK: atom.relaxed.sys.global.cas.b32
; CHECK-NOT: add.noftz.bf16
@sh = internal addrspace(3) global [4 x i64] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, half %h, bfloat %b) {
entry:
  %p = getelementptr i8, ptr addrspace(3) @sh, i64 8
  %x = atomicrmw fadd ptr addrspace(3) %p, half %h monotonic
  store half %x, ptr addrspace(1) %out
  %q = getelementptr i8, ptr addrspace(1) %in, i64 6
  %y = atomicrmw fadd ptr addrspace(1) %q, bfloat %b monotonic
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 2
  store bfloat %y, ptr addrspace(1) %o2
  ret void
}
