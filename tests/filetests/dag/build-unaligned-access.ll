; An access below its natural alignment is split into accesses of the alignment's width (LLVM's
; expandUnalignedLoad / expandUnalignedStore; PTX faults on a misaligned ld/st): an i32 at align 2
; is two zero-extending 16-bit loads, the second shifted by 16 and or-ed; its store two truncating
; 16-bit stores of the value and the value shifted right by 16. A float goes through its i32 bits.
; (LLVM 22 also folds a load feeding only a store into piecewise copies; ours joins and splits.)
; RUN: --emit dag --sm 90
; CHECK-LABEL: === SelectionDAG build ===
; CHECK: ; dag-build.unaligned: load of f32 aligned to 2 in @k (expandUnalignedLoad) -> 2 x i16
; CHECK-NEXT: ; dag-build.unaligned: store of f32 aligned to 2 in @k (expandUnalignedStore) -> 2 x i16
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load float, ptr addrspace(1) %in, align 2
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %out, align 2
  ret void
}
