; atomicrmw fadd on half and bfloat: sm_90 has atom.add.noftz.f16 and .bf16, and LLVM 22 leaves
; them as they are (NVPTX's hasAtomAddF16 from sm_70, hasAtomAddBF16 from sm_90); their addresses
; fold as a load's do ([sh+8], [%rd1+6]). atomic-fadd-half-bf16-sm80.ll: the bfloat one loops there.
; RUN: --emit ptx
; CHECK: atom.shared.add.noftz.f16 {{%rs[0-9]+}}, [sh+8], %rs1;
; CHECK: atom.global.add.noftz.bf16 {{%rs[0-9]+}}, [%rd1+6], %rs2;
; CHECK-NOT: cas
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
