; The PTX of build-unaligned-access.ll (same kernel).
; An access below its natural alignment is split into accesses of the alignment's width (LLVM's
; expandUnalignedLoad / expandUnalignedStore; PTX faults on a misaligned ld/st): an i32 at align 2
; is two zero-extending 16-bit loads, the second shifted by 16 and or-ed; its store two truncating
; 16-bit stores of the value and the value shifted right by 16. A float goes through its i32 bits.
; (LLVM 22 also folds a load feeding only a store into piecewise copies; ours joins and splits.)
; RUN: --emit ptx --sm 90
; CHECK-LABEL: .visible .entry k(
; CHECK: ld.global.u16 %r1, [%rd1];
; CHECK-NEXT: ld.global.u16 %r2, [%rd1+2];
; CHECK-NEXT: shl.b32 %r3, %r2, 16;
; CHECK-NEXT: or.b32 %r4, %r1, %r3;
; CHECK: st.global.b16 [%rd2],
; CHECK: shr.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16;
; CHECK: st.global.b16 [%rd2+2],
; CHECK-NOT: ld.global.b32
; CHECK-NOT: st.global.b32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load float, ptr addrspace(1) %in, align 2
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %out, align 2
  ret void
}
